"""The hint and the playouts: the search bot's value and rollout policy make sense."""

from __future__ import annotations

import random

from pygames.core import choose
from pygames.plinius import GAME
from pygames.plinius.bots import at_least, death_chance, position_value

from .helpers import new, place, with_ap


def test_bots_include_random_and_search_and_the_default() -> None:
    assert {"random", "search"} <= set(GAME.bots)
    assert GAME.default_bot in GAME.bots


def test_value_stays_between_zero_and_one() -> None:
    for seed in range(10):
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


def test_a_band_already_swept_is_safe_and_the_next_one_is_not() -> None:
    state = new()
    state.black_faces, state.fluxus = 2, 2
    assert death_chance(state, 2) == 0.0
    assert 0.5 < death_chance(state, 3) < 1.0


def test_value_prefers_leaving_the_colour_the_flow_strikes_next() -> None:
    state = new()
    safer = new()
    place(safer, "inc2", "sebethus")  # purple instead of red
    assert position_value(safer) > position_value(state)


def test_search_bot_observes_when_pliny_can() -> None:
    """Near the end, with 6 AP at the observation point, the 4 VP are now or never."""
    state = with_ap(new(), 6)
    place(state, "L", "obs")
    state.deck = state.deck[:3]
    bot = GAME.make_bot("search")
    bot.iterations, bot.seconds = 300, None
    assert choose(bot, state, random.Random(1)) == "observe"
