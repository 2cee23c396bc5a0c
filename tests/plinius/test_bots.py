"""The hint and the playouts: the odds, the plans, the value and the policy make sense, and the
hint plays the rulings' game well (docs/rulings.md: "The hint does not dither", "Retune the
hint")."""

from __future__ import annotations

import itertools
import random

from pygames.core import choose
from pygames.plinius import GAME, data, hint_bot
from pygames.plinius.bots import (
    BACK_MARGIN,
    barred_after,
    final_worth,
    finish_card,
    position_value,
    retraced,
)
from pygames.plinius.odds import at_least, caught, odds
from pygames.plinius.plans import project
from pygames.plinius.state import PliniusState

from .helpers import new, place, stack, with_ap


def hint_game(seed: int) -> PliniusState:
    state = new(seed)
    bot = hint_bot()
    bot.seconds = None  # the same moves on any machine
    rng = random.Random(seed)
    while not state.over:
        state.apply(choose(bot, state, rng))
    return state


def test_bots_include_random_and_search_and_the_default() -> None:
    assert {"random", "search"} <= set(GAME.bots)
    assert GAME.default_bot in GAME.bots


def test_value_stays_between_zero_and_one() -> None:
    for seed in range(6):
        state = new(seed)
        rng = random.Random(seed)
        while not state.over:
            assert 0.0 <= state.value(0) <= 1.0
            state.apply(rng.choice(state.legal_actions()))
        assert 0.0 <= state.value(0) <= 1.0


def test_rollout_action_is_always_legal() -> None:
    for seed in range(10):
        state = new(seed)
        rng = random.Random(seed)
        while not state.over:
            code = state.rollout_action(rng)
            assert code in state.legal_actions()
            state.apply(code)


def test_hypergeometric_chance() -> None:
    assert at_least(44, 6, 36, 0) == 1.0
    assert at_least(10, 2, 3, 3) == 0.0
    assert abs(at_least(4, 1, 2, 1) - 0.5) < 1e-12


def test_chance_of_being_caught_counts_every_order_of_the_cards() -> None:
    """`caught` against every order of a small pile: 2 faces (F), 2 red number cards (R) and
    one other card; 4 of the 5 are drawn. Caught: the 1st (or 2nd) face is drawn before the
    `need`-th red card."""
    pile = "FFRRO"
    orders = set(itertools.permutations(pile))
    for mark in (1, 2):
        for need in (1, 2, 3):
            hits = 0
            for order in orders:
                drawn = order[:4]
                faces = [i for i, card in enumerate(drawn) if card == "F"]
                if len(faces) >= mark:
                    reds = drawn[: faces[mark - 1]].count("R")
                    hits += reds < need
            assert abs(caught(5, 4, 2, mark, 2, need) - hits / len(orders)) < 1e-12


def test_a_buried_colour_is_certain_and_misenum_is_never_struck() -> None:
    state = new()
    state.black_faces, state.fluxus = 2, 2
    chances = odds(state)
    assert chances.strikes(2) == 1.0 and chances.strikes(data.NO_COLOUR) == 0.0
    assert 0.5 < chances.strikes(3) < 1.0
    assert chances.caught(3, 2) < chances.caught(3, 20) < chances.strikes(3)


def test_value_prefers_leaving_the_colour_the_flow_strikes_next() -> None:
    state = new()
    safer = new()
    place(safer, "inc2", "sebethus")  # purple instead of red
    assert position_value(safer) > position_value(state)


def test_value_prefers_people_at_misenum() -> None:
    """The rulebook's objective: "transport as many people as possible to Misenum"."""
    state = new()
    home = new()
    place(home, "inc1", "misenum")
    assert project(home).vp > project(state).vp + 0.5


def test_the_plans_send_the_liburna_for_pomponianus() -> None:
    """Pomponianus "can only be picked up by Pliny": at the start, the liburna's plan fetches
    him from Stabiae, and the incolae of Neapolis and Herculaneum walk home."""
    plans = project(new()).plans
    fetch = [p for p in plans if p.ship == data.LIBURNA]
    assert fetch and fetch[0].units == ("pom", "L") and fetch[0].board == "stabiae"
    walkers = {p.walker: p.walk.dots[-1] for p in plans if p.walker and p.walk}
    assert walkers["inc1"] == walkers["inc2"] == "misenum"


def test_search_bot_observes_when_pliny_can() -> None:
    """At the observation point with a card of 6 AP once the flow has entered box 1, Pliny
    observes: 4 VP now, where waiting there for another such card risks the next strike."""
    state = new()
    stack(state, "JS")
    state.apply("draw")
    with_ap(state, 6)
    place(state, "L", "obs")
    bot = hint_bot()
    bot.seconds = None
    assert choose(bot, state, random.Random(1)) == "observe"


def test_a_move_and_its_undoing_lead_back_to_the_same_value() -> None:
    """Issue 8: the hint's dithering is "fixed in the value function, not by a ban". The value
    reads the position and the open cards only: there and back again is worth what staying
    with the same AP is, so the hint never gains by a detour; and the way back stays legal."""
    travelled = with_ap(new(), 5)
    travelled.apply("move:inc1:pausilypon")
    assert "move:inc1:neapolis" in travelled.legal_actions()
    travelled.apply("move:inc1:neapolis")
    stayed = with_ap(new(), 3)
    assert project(travelled) == project(stayed)
    assert position_value(travelled) == position_value(stayed)


# The moves the hint made on seed 7003 before issue 18's fix, up to action 43: the liburna had
# sailed from s8 to s7 (action 40) and two incolae had moved; then it sailed back to s8.
SEED_7003 = (
    "draw draw draw move:inc4:nuceria move:inc3:coastroad move:inc4:nola move:inc4:somma "
    "move:inc4:sebethus draw draw move:inc2:sebethus move:inc4:neapolis "
    "move:inc1:pausilypon draw draw move:inc2:neapolis move:inc4:pausilypon draw "
    "move:inc1:puteoli move:inc2:pausilypon move:L:s9 move:L:s14 draw move:inc2:puteoli "
    "move:L:s15 move:L:s16 move:L:s8 move:L:stabiae board:L:pom move:inc1:baiae draw draw "
    "draw move:L:s8 draw draw draw draw draw move:inc4:puteoli move:L:s7 "
    "move:inc1:misenum move:inc4:baiae"
)


def test_the_hint_never_walks_a_counter_back_to_where_it_was_within_a_card() -> None:
    """Issue 18: seed 7003, action 43. Within the card (8 of diamonds) the liburna went from s8
    to s7; nothing has been drawn since. Sailing back to s8 is worth more than any other action
    now (the card's AP were spent getting here), but it only undoes a step: the hint does not
    take it, and its own game on this deal never walks a counter back within a card."""
    state = new(7003)
    for code in SEED_7003.split():
        state.apply(code)
    assert len(state.history) == 43 and state.revealed[-1] == "8D"
    assert "move:L:s8" in state.legal_actions() and "move:L:s8" in retraced(state).back
    values = {}
    for code in state.legal_actions():
        trial = state.clone()
        trial.apply(code)
        values[code] = final_worth(trial)
    assert max(values, key=values.__getitem__) == "move:L:s8"
    bot = hint_bot()
    bot.seconds = None
    chosen = choose(bot, state, random.Random(1))
    assert chosen != "move:L:s8" and chosen not in retraced(state).back
    assert walks_back(hint_game(7003)) == []


def test_the_hint_weighs_a_step_by_the_card_it_will_play() -> None:
    """Issue 18, seed 7003, action 40, the same card with 7 AP: the liburna's step from s8 to
    s7 (or to Stabiae) is worth the most only through the policy sailing it back to s8 to
    finish the card, which the hint will not do; it counts BACK_MARGIN less, and the hint takes
    the best line it will play as weighed: the incola of Neapolis home."""
    state = new(7003)
    for code in SEED_7003.split()[:40]:
        state.apply(code)
    back = retraced(state).back
    weighed = {}
    for code in state.legal_actions():
        trial = state.clone()
        trial.apply(code)
        weighed[code] = finish_card(trial, barred_after(back, state.where, code))
    best = max(value for value, _ in weighed.values())
    assert weighed["move:L:s7"] == (best, True) and weighed["move:L:stabiae"] == (best, True)
    others = {code: value for code, (value, walked) in weighed.items() if not walked}
    assert max(others, key=others.__getitem__) == "move:inc1:misenum"
    assert best - BACK_MARGIN < others["move:inc1:misenum"] < best
    bot = hint_bot()
    bot.seconds = None
    assert choose(bot, state, random.Random(1)) == "move:inc1:misenum"


def walks_back(state: PliniusState) -> list[tuple[int, str]]:
    """The moves of a finished game that took a counter to a dot it had left earlier in the same
    card, its load unchanged since, found by replaying the game on a fresh table (independently
    of `retraced`): (action index, code)."""
    table = new(state.seed)
    left: dict[str, set[str]] = {}
    found = []
    for index, code in enumerate(state.history):
        verb, _, rest = code.partition(":")
        if verb == "draw":
            left.clear()
        elif verb == "move":
            counter, to = rest.split(":")
            if to in left.get(counter, set()):
                found.append((index, code))
            left.setdefault(counter, set()).add(str(table.where[counter]))
        elif verb in ("board", "land"):
            for counter in rest.split(":"):
                left.pop(counter, None)
        elif verb == "observe":
            left.pop(data.LIBURNA, None)
        table.apply(code)
    return found


def test_no_counter_of_the_hints_games_returns_where_it_was_within_a_card() -> None:
    """docs/rulings.md "The hint does not dither" (issues 8 and 18): over whole games of the hint
    (the default bot), no counter comes back to a dot it left within the same card with nothing
    drawn between, and no boarding, landing or observing of it; and the ban costs no strength:
    the hint scores at least what its playout policy alone scores on the same deals."""
    seeds = (0, 1, 2, 3, 4, 5, 7003)
    hinted = [hint_game(seed) for seed in seeds]
    assert sum(code.startswith("move:") for state in hinted for code in state.history) > 150
    assert [walks_back(state) for state in hinted] == [[]] * len(seeds)
    assert all(retraced(state).undone == 0 for state in hinted)
    scores = [state.outcome().scores[0] for state in hinted]
    greedy = []
    for seed in seeds:
        state = new(seed)
        rng = random.Random(seed)
        while not state.over:
            state.apply(state.rollout_action(rng))
        greedy.append(state.outcome().scores[0])
    assert sum(scores) >= sum(greedy)
    assert sum(state.won() for state in hinted) >= 3


def test_walks_back_are_counted_within_a_card_only() -> None:
    """The dithering measure (`retraced`): a counter coming back, by any way, to a dot it left in
    this card counts; coming back after a draw (news: a new card), or after boarding, landing or
    observing since, does not (the counter comes back loaded, or having done what it went for)."""
    state = new()
    place(state, "Q2", "s3")
    place(state, "L", "s5")
    stack(state, "9H", "8D", "9D")
    state.apply("draw")
    state.apply("move:Q1:s1")
    state.apply("move:Q1:s9")
    assert retraced(state).back == {"move:Q1:misenum", "move:Q1:s1"}
    state.apply("move:Q1:misenum")  # round the triangle: back where it was
    assert retraced(state).undone == 1
    state.apply("done")
    state.apply("draw")  # news: the 8 of diamonds
    assert retraced(state).back == set()
    state.apply("move:inc1:pausilypon")
    state.apply("move:inc1:neapolis")  # within the card again: counted
    state.apply("move:Q2:neapolis")
    state.apply("board:Q2:inc1")
    state.apply("move:Q2:s3")  # back with a passenger: not counted
    assert retraced(state) == (2, frozenset({"move:Q2:neapolis"}))  # inc1 aboard: freed
    state.apply("done")
    state.apply("draw")
    state.apply("move:L:obs")
    state.apply("observe")
    state.apply("move:L:s5")  # back from the observations made: not counted
    assert retraced(state) == (2, frozenset({"move:L:obs"}))
