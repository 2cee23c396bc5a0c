"""The hint and the playouts: the odds, the plans, the value and the policy make sense, and the
hint plays the rulings' game well (docs/rulings.md: "The hint does not dither", "Retune the
hint")."""

from __future__ import annotations

import itertools
import random

from pygames.core import Deck, choose
from pygames.plinius import GAME, data, hint_bot
from pygames.plinius.bots import final_worth, position_value, retraced
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


def test_the_hint_does_not_dither() -> None:
    """docs/rulings.md (issue 8): the hint does not undo a counter's previous move with nothing
    learnt in between (it was 15% of its moves: seed 0, card 4♦, Pausilypon, Puteoli,
    Pausilypon)."""
    moves = undone = 0
    for seed in range(4):
        state = hint_game(seed)
        moves += sum(code.startswith("move:") for code in state.history)
        undone += retraced(state).undone
    assert moves > 100
    assert undone / moves < 0.02


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


# The hint's moves on seed 7003 up to the liburna's step from s8 to s7 (issue 18).
SEED_7003 = (
    "draw draw draw move:inc4:nuceria move:inc3:coastroad move:inc4:nola move:inc4:somma "
    "move:inc4:sebethus draw draw move:inc2:sebethus move:inc4:neapolis "
    "move:inc1:pausilypon draw draw move:inc2:neapolis move:inc4:pausilypon draw "
    "move:inc1:puteoli move:inc2:pausilypon move:L:s9 move:L:s14 draw move:inc2:puteoli "
    "move:L:s15 move:L:s16 move:L:s8 move:L:stabiae board:L:pom move:inc1:baiae draw draw "
    "draw move:L:s8 draw draw draw draw draw move:inc4:puteoli move:L:s7"
)


def test_the_hint_breaks_ties_away_from_undoing_a_counters_last_move() -> None:
    """Issue 18: seed 7003, the liburna gone from s8 to s7 with nothing learnt since. Going
    straight back is worth what two moves of incolae are: the hint takes one of those."""
    state = new(7003)
    for code in SEED_7003.split():
        state.apply(code)
    assert "move:L:s8" in retraced(state).back
    tied = ("move:L:s8", "move:inc1:misenum", "move:inc4:baiae")
    values = []
    for code in tied:
        trial = state.clone()
        trial.apply(code)
        values.append(final_worth(trial))
    assert max(values) - min(values) < 1e-9
    bot = hint_bot()
    bot.seconds = None
    assert choose(bot, state, random.Random(1)) in tied[1:]


def test_moves_straight_back_are_counted() -> None:
    """The dithering measure itself: there and back again counts; back after a black card does
    not (something was learnt)."""
    state = new()
    state.deck = Deck(["9H", "KS", "2H", *state.deck.cards()])
    state.apply("draw")
    state.apply("move:inc2:sebethus")
    state.apply("move:inc1:pausilypon")
    state.apply("move:inc1:neapolis")  # undone
    state.apply("done")
    state.apply("draw")  # the black king: the flow enters box 1
    state.apply("draw")
    state.apply("move:inc2:herculaneum")  # back, but after news
    state.apply("move:inc1:pausilypon")
    assert retraced(state) == (1, {"move:inc1:neapolis", "move:inc2:sebethus"})
