"""The Fuldrigger bots: sensible choices in set positions, and whole games against random."""

from __future__ import annotations

import random

from pygames.core import RandomBot, choose
from pygames.fuldrigger import GAME
from pygames.fuldrigger.bots import NORMAL, STRONG, TraderBot

from .helpers import dice, load, new, place, rolled, ship_of


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
    """Two privateers against one ship capture on 9+ and lose one on 4-: worth it; one
    privateer alone captures on 10+ and loses on 5-: not worth it."""
    state = new()
    seat = state.current
    enemy = (seat + 1) % 3
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
    assert choose(bot, state, random.Random(1)) == "trade:refuse"  # a ship for 20


def test_the_trader_votes_to_end_only_when_ahead() -> None:
    state = new()
    seat = state.current
    state.apply("endgame")
    voter = state.to_move
    bot = TraderBot(NORMAL)
    state.cash[voter] = 50
    assert choose(bot, state, random.Random(1)) == "refuse"
    state.cash[voter] = 5000
    assert choose(bot, state, random.Random(1)) == "agree"
    assert voter != seat


def test_a_privateer_hunts_and_goes_home_when_there_is_nothing_to_hunt() -> None:
    state = new()
    seat = state.current
    ship = place(ship_of(state, seat), "ns1")
    ship.privateer = True
    bot = TraderBot(NORMAL)
    assert bot._destination(state, ship) == state.home[seat]
    prey = place(ship_of(state, (seat + 1) % 3), "ns2")
    assert bot._destination(state, ship) == prey.at


def test_the_heuristic_beats_random_play() -> None:
    wins = 0
    for game_no in range(3):
        state = GAME.new(3, game_no, {"rounds": 12})
        bots = [TraderBot(NORMAL), RandomBot(), RandomBot()]
        rng = random.Random(game_no)
        dice(state)
        while not state.over:
            state.apply(choose(bots[state.to_move], state, rng))
        wins += 0 in state.outcome().winners
    assert wins >= 2


def test_a_whole_game_of_the_strong_and_normal_bots_ends_in_order() -> None:
    state = GAME.new(3, 11, {"rounds": 8})
    bots = [TraderBot(STRONG), TraderBot(NORMAL), TraderBot(NORMAL)]
    rng = random.Random(11)
    while not state.over:
        code = choose(bots[state.to_move], state, rng)
        assert code in state.legal_actions()
        state.apply(code)
    assert state.ended in ("time", "one") and len(state.history) < 4000
    assert max(state.outcome().scores) > 400  # someone traded at a profit
