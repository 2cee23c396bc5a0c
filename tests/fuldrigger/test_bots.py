"""The Fuldrigger bots: sensible choices in set positions, and whole games against random."""

from __future__ import annotations

import random

import pytest

from pygames.core import Bot, IllegalAction, RandomBot, choose
from pygames.fuldrigger import GAME, goods
from pygames.fuldrigger.bots import TraderBot
from pygames.fuldrigger.planner import NORMAL, STRONG
from pygames.fuldrigger.state import FuldriggerState

from .helpers import dice, load, mover, new, place, rolled, ship_for_20, ship_of


def test_the_levels_are_random_heuristic_and_search() -> None:
    assert set(GAME.bots) == {"random", "heuristic", "search"}
    assert GAME.default_bot == "heuristic"
    assert isinstance(GAME.make_bot("search"), TraderBot)


def test_the_trader_buys_the_cargo_that_pays_best_per_turn() -> None:
    """In Batavia with an empty ship it loads spices for Europe, the long rich voyage."""
    state = new()
    ship = place(ship_of(state, state.current), "batavia")
    bot = TraderBot(NORMAL)
    options = bot.options(state, ship)
    assert options[0].origin == "batavia" and options[0].good == "spices"
    assert options[0].market in ("lisbon", "cadiz", "amsterdam", "london", "copenhagen")
    assert choose(bot, state, random.Random(1)) == f"buy:{ship.id}:spices"


def test_the_trader_sails_its_cargo_towards_the_market() -> None:
    state = new()
    seat = state.current
    bot = TraderBot(NORMAL)
    for ship in state.ships_of(seat):
        place(ship, "batavia")
    ship = ship_of(state, seat)
    state.apply(f"buy:{ship.id}:spices")
    bot.plans[ship.id] = ("cadiz", None)
    for other in state.ships_of(seat)[1:]:
        load(other, "coffee", 25, 0)
        bot.plans[other.id] = ("amsterdam", None)
    rolled(state, 8)
    code = choose(bot, state, random.Random(1))
    assert code.startswith("sail:")
    number, target = code.split(":")[1:]
    moved = state.ships[int(number)]
    before = bot.turns_left(state)
    state.apply(code)
    assert moved.at == target and before == bot.turns_left(state)


def test_the_trader_sells_at_its_market() -> None:
    state = new()
    seat = state.current
    ship = load(place(ship_of(state, seat), "cadiz"), "spices", 45, 40)
    bot = TraderBot(NORMAL)
    assert choose(bot, state, random.Random(1)) == f"sell:{ship.id}"


def test_the_trader_keeps_its_ships_in_port_when_no_voyage_can_end_in_time() -> None:
    """Near the end a voyage that cannot be finished only risks the ship."""
    state = new(rounds=5)
    state.round = 5
    seat = state.current
    for ship in state.ships_of(seat):
        place(ship, "batavia")
    bot = TraderBot(NORMAL)
    codes = []
    while state.to_move == seat and state.phase == "turn":
        code = choose(bot, state, random.Random(1))
        codes.append(code)
        state.apply(code)
        if code == "end":
            break
    assert not [c for c in codes if c.startswith(("buy:", "sail:"))]


def test_the_trader_attacks_only_when_the_table_pays() -> None:
    """Against a richer rival, two privateers against one ship capture on 9+ and lose one on
    4-: worth it; one privateer alone captures on 10+ and loses on 5-: not worth it."""
    state = new()
    seat = state.current
    enemy = (seat + 1) % 3
    state.cash[enemy] += 50  # the leader is the foe of those behind
    one, two = ship_of(state, seat, 0), ship_of(state, seat, 1)
    for ship in (one, two):
        ship.privateer = True
        place(ship, "ns2")
    place(ship_of(state, enemy), "ns2")
    rolled(state, 5)
    bot = TraderBot(NORMAL)
    legal = state.legal_actions()
    assert bot._attack(state, seat, legal) == f"attack:ns2:{enemy}:{one.id},{two.id}"
    del state.ships[two.id]
    assert bot._attack(state, seat, state.legal_actions()) is None


def test_the_trader_answers_deals_by_its_fortune() -> None:
    state = new()
    a = state.current
    b = (a + 1) % 3
    bot = TraderBot(NORMAL)
    state.apply(f"trade:with:{b}")
    state.apply("trade:cash:+50")
    state.apply("trade:propose")
    assert choose(bot, state, random.Random(1)) == "trade:accept"  # a gift
    state.apply("trade:refuse")
    state.apply(f"trade:with:{b}")
    state.apply(f"trade:take:s{ship_of(state, b).id}")
    state.apply("trade:cash:+20")
    state.apply("trade:propose")
    assert choose(bot, state, random.Random(1)) == "trade:refuse:little"  # a ship for 20


def test_a_bots_refusal_gives_its_reason_in_the_log_and_to_the_proposer() -> None:
    """The review: "A bot refuses a deal without giving a reason"; its own reckoning says why."""
    state, a, b = ship_for_20()
    with pytest.raises(IllegalAction):
        state.apply("trade:refuse:because")  # only the reasons the table can say
    state.apply(choose(TraderBot(NORMAL), state, random.Random(1)))
    said = f"@{b} refuses: the deal gains @{b} too little."
    assert state.log_for(None)[-1] == said
    answer = state.view(a)["events"][-1]
    assert answer["kind"] == "deal" and answer["answer"] == "refuse"
    assert answer["why"] == f"the deal gains @{b} too little"


def test_the_trader_votes_to_end_only_when_ahead() -> None:
    state = new()
    seat = state.current
    state.apply("endgame")
    voter = mover(state)
    bot = TraderBot(NORMAL)
    state.cash[voter] = 50
    assert choose(bot, state, random.Random(1)) == "refuse"
    state.cash[voter] = 5000
    assert choose(bot, state, random.Random(1)) == "agree"
    assert voter != seat


def _turn(state: FuldriggerState, bot: TraderBot, seat: int, limit: int = 60) -> list[str]:
    """The bot's codes until its turn (or its part in a deal) is over."""
    codes: list[str] = []
    rng = random.Random(1)
    while state.to_move == seat and len(codes) < limit:
        code = choose(bot, state, rng)
        codes.append(code)
        state.apply(code)
        if code in ("end", "endgame"):
            break
    return codes


def test_privateers_strike_together_where_the_table_pays() -> None:
    """Two privateers that can reach the richest rival's laden ship sail there, the one after the
    other, and attack with both (a capture on 9+, a privateer lost on 4-)."""
    state = new()
    seat = state.current
    enemy = (seat + 1) % 3
    one, two = ship_of(state, seat, 0), ship_of(state, seat, 1)
    for ship in (one, two):
        ship.privateer = True
        place(ship, "ns1")
    load(place(ship_of(state, enemy), "ns2"), "spices", 45, 20)
    state.cash[enemy] = 900
    rolled(state, 5)
    dice(state, 3, 3)  # a draw: all stays as it was
    codes = _turn(state, TraderBot(NORMAL), seat)
    fight = [c for c in codes if c.startswith(("sail:", "attack:")) and "ns" in c]
    assert fight == [
        f"sail:{one.id}:ns2",
        f"sail:{two.id}:ns2",
        f"attack:ns2:{enemy}:{one.id},{two.id}",
    ]


def test_a_lone_privateer_does_not_attack_an_empty_ship() -> None:
    """One privateer against an empty ship captures on 10+ and is lost on 5-: it does not pay."""
    state = new()
    seat = state.current
    enemy = (seat + 1) % 3
    one = place(ship_of(state, seat), "ns2")
    one.privateer = True
    place(ship_of(state, enemy), "ns2")
    rolled(state, 5)
    legal = state.legal_actions()
    assert f"attack:ns2:{enemy}:{one.id}" in legal
    assert TraderBot(NORMAL)._attack(state, seat, legal) is None


def test_the_trader_fits_out_privateers_when_behind_and_not_when_leading() -> None:
    """Behind a richer rival whose laden ship lies a space off its home port, the trader fits
    out its empty ships there before the roll, sails them out and attacks with all that came;
    the leader hunts no one ("the players who remain neutral, in peace and quiet, earn
    money")."""
    state = new()
    seat = state.current
    enemy = (seat + 1) % 3
    load(place(ship_of(state, enemy), "dover"), "spices", 45, 20)
    state.cash[enemy] = 600
    codes = _turn(state, TraderBot(NORMAL), seat)
    armed = [c for c in codes if c.startswith("arm:")]
    assert len(armed) >= 2 and codes.index("roll") > codes.index(armed[-1])
    assert [c for c in codes if c.startswith(f"attack:dover:{enemy}:")]
    state = new()
    seat = state.current
    load(place(ship_of(state, (seat + 1) % 3), "dover"), "spices", 45, 20)
    state.cash[seat] = 900
    codes = _turn(state, TraderBot(NORMAL), seat)
    assert not [c for c in codes if c.startswith(("arm:", "attack:"))]


def test_a_merchant_waits_in_port_rather_than_stop_within_a_privateers_reach() -> None:
    """A laden ship in an unfortified harbour (where no one may attack her) stays while two
    rival privateers lie a space away; once they are gone she sails."""
    state = new()
    seat = state.current
    enemy = (seat + 1) % 3
    ship = load(place(ship_of(state, seat), "london"), "tea", 30, 40)
    for other in (ship_of(state, enemy, 0), ship_of(state, enemy, 1)):
        other.privateer = True
        place(other, "dover")
    for other in ship_of(state, seat, 1), ship_of(state, seat, 2):
        del state.ships[other.id]
    rolled(state, 6)
    bot = TraderBot(NORMAL)
    bot.plans[ship.id] = ("lisbon", None)
    assert not [c for c in _turn(state, bot, seat) if c.startswith("sail:")]
    state = new()
    seat = state.current
    ship = load(place(ship_of(state, seat), "london"), "tea", 30, 40)
    rolled(state, 6)
    bot = TraderBot(NORMAL)
    bot.plans[ship.id] = ("lisbon", None)
    assert [c for c in _turn(state, bot, seat) if c.startswith(f"sail:{ship.id}:")]


def test_a_short_roll_does_not_take_a_ship_through_the_storm_the_voyage_avoids() -> None:
    """From Ushant the voyage south runs along the coast of Biscay, clear of the storm; a roll of
    three reaches Cape Finisterre only through the storm, so the ship stops on the coast."""
    state = new()
    seat = state.current
    ship = load(place(ship_of(state, seat), "ushant"), "tea", 30, 40)
    bot = TraderBot(NORMAL)
    bot.plans[ship.id] = ("lisbon", None)
    rolled(state, 3)
    assert state.reach_of(ship)["finisterre"].danger > 0
    code = bot._sail(state, seat, state.legal_actions())
    assert code is not None and code.startswith(f"sail:{ship.id}:")
    assert state.reach_of(ship)[code.split(":")[2]].danger == 0


def test_the_trader_proposes_peace_after_a_war_at_a_price_it_reckons() -> None:
    """Attacked by a rival's privateer, the trader offers peace before it rolls, for a price of
    its own reckoning (12 ducats, no round sum); the rival accepts, and at peace its privateer
    no longer threatens the trader's ships."""
    state = new()
    victim = state.current
    raider = (victim + 1) % 3
    privateer = place(ship_of(state, raider), "ns2")
    privateer.privateer = True
    state.say(f"@{raider} attacks @{victim} at North Sea with Danmark: 3+3 = 6.")
    bots = {victim: TraderBot(NORMAL), raider: TraderBot(NORMAL)}
    assert bots[victim].threats(state, victim)
    codes: list[str] = []
    rng = random.Random(1)
    while len(codes) < 12 and "trade:accept" not in codes and "trade:refuse" not in codes:
        code = choose(bots[mover(state)], state, rng)
        codes.append(code)
        state.apply(code)
    assert codes == [f"trade:with:{raider}", "trade:cash:+12", "trade:propose", "trade:accept"]
    assert state.cash[victim] == 88 and state.cash[raider] == 112
    bots[victim].observe(state, victim)  # as at its next decision
    assert not bots[victim].threats(state, victim) and raider in bots[victim].friends(state, victim)


def test_the_trader_sells_a_fortress_to_the_rival_who_trades_there() -> None:
    """A fortress is worth its price and the duties and better prices still to come: to the rival
    who trades in Elmina most it is worth more than to its owner, who offers it for a price that
    shares the difference, typed to the ducat; the rival accepts."""
    state = new()
    owner = state.current
    buyer = (owner + 1) % 3
    state.round = 10
    state.forts["elmina"] = owner
    state.cash[buyer] = 400
    for _ in range(8):
        state.say(f"@{buyer} sells textiles in Elmina for 40 ducats after 10 ducats duty (+20).")
    bots = {owner: TraderBot(NORMAL), buyer: TraderBot(NORMAL)}
    rng = random.Random(1)
    codes: list[str] = []
    while len(codes) < 12 and "trade:accept" not in codes and "trade:refuse" not in codes:
        code = choose(bots[mover(state)], state, rng)
        codes.append(code)
        state.apply(code)
    assert codes[:2] == [f"trade:with:{buyer}", "trade:give:felmina"]
    price = -int(codes[2].removeprefix("trade:cash:"))
    assert 100 < price < 400 and price % 10, price
    assert codes[3:] == ["trade:propose", "trade:accept"]
    assert state.forts["elmina"] == buyer and state.cash[owner] == 100 + price


def test_the_trader_sends_a_cargo_across_the_isthmus_and_a_sister_ship_fetches_it() -> None:
    """In the isthmus variant, spices from Calicut go by the Red Sea to Suez, across to
    Alexandria, and on to Venice: shorter than round the Cape. At Suez the ship sends them
    across; an empty ship of the same company at Alexandria loads them."""
    state = new(isthmus=True)
    seat = state.current
    bot = TraderBot(NORMAL)
    ship = place(ship_of(state, seat), "calicut")
    best = bot.options(state, ship)[0]
    assert (best.origin, best.good, best.market) == ("calicut", "spices", "suez")
    load(place(ship, "suez"), "spices", 55, 30)
    bot.plans[ship.id] = ("suez", None)
    assert choose(bot, state, random.Random(1)) == f"send:{ship.id}"
    state.apply(f"send:{ship.id}")
    sister = place(ship_of(state, seat, 1), "alexandria")
    assert choose(bot, state, random.Random(1)) == f"collect:{sister.id}:spices"


def test_a_clear_leader_proposes_to_end_in_the_last_rounds() -> None:
    """In the last two rounds a leader richer than every other by a twentieth proposes to end
    now; the others, behind, play on."""
    state = new(rounds=30)
    state.round = 29
    seat = state.current
    state.cash[seat] = 900
    codes = _turn(state, TraderBot(NORMAL), seat)
    assert codes[-1] == "endgame"
    assert choose(TraderBot(NORMAL), state, random.Random(1)) == "refuse"
    state = new(rounds=30)
    state.round = 20
    state.cash[state.current] = 900
    assert _turn(state, TraderBot(NORMAL), state.current)[-1] == "end"


def test_the_heuristic_beats_random_play() -> None:
    wins = 0
    for game_no in range(3):
        state = GAME.new(3, game_no, {"rounds": 12})
        bots: list[Bot[FuldriggerState]] = [TraderBot(NORMAL), RandomBot(), RandomBot()]
        rng = random.Random(game_no)
        dice(state)
        while not state.over:
            state.apply(choose(bots[mover(state)], state, rng))
        wins += 0 in state.outcome().winners
    assert wins >= 2


def test_a_whole_game_of_the_strong_and_normal_bots_ends_in_order() -> None:
    state = GAME.new(3, 11, {"rounds": 8})
    bots = [TraderBot(STRONG), TraderBot(NORMAL), TraderBot(NORMAL)]
    rng = random.Random(11)
    while not state.over:
        code = choose(bots[mover(state)], state, rng)
        assert code in state.legal_actions()
        state.apply(code)
    assert state.ended in ("time", "one") and len(state.history) < 4000
    assert max(state.outcome().scores) > 400  # someone traded at a profit


def test_the_trader_takes_no_home_port_as_the_better_first_choice() -> None:
    """The ports are made equal, so over games the first chooser takes each of them."""
    taken = set()
    for seed in range(40):
        state = GAME.new(3, seed, {})
        code = TraderBot(NORMAL).decide(state, random.Random(seed))
        assert code in state.legal_actions()
        taken.add(code)
    assert taken == {f"home:{city}" for city in goods.HOME_PORTS}


def test_a_refused_proposal_to_end_is_not_made_again_within_three_rounds() -> None:
    """Bots' manners (docs/rulings.md, as with a refused trade): a proposal to end that the
    others refused is not made again by the same bot within three rounds; played by link, each
    ask goes round the table for the same answer."""
    state = new(rounds=30)
    state.round = 29
    seat = state.current
    state.cash[seat] = 900
    assert _turn(state, TraderBot(NORMAL), seat)[-1] == "endgame"
    while state.phase == "vote":
        state.apply("refuse")
    assert state.end_refused[seat] == 29
    state.asked_end = False  # the leader's next turn, still in the last rounds
    assert _turn(state, TraderBot(NORMAL), seat)[-1] == "end"
    later = new(rounds=30)  # the same table, the refusal three rounds ago: it may ask again
    later.round, later.cash[seat], later.end_refused[seat] = 29, 900, 26
    assert _turn(later, TraderBot(NORMAL), seat)[-1] == "endgame"
