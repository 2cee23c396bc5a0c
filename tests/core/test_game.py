"""The contract's machinery: options, players, seeds, chance marks, determinization."""

from __future__ import annotations

import random

import pytest

from pygames.core import IllegalAction, Option, Outcome
from pygames.core.conformance import signature
from tests.fixtures import pig


def test_unknown_option_is_a_value_error() -> None:
    with pytest.raises(ValueError, match="no option 'speed'"):
        pig.GAME.new(2, 1, {"speed": 3})


def test_option_values_from_links_are_converted_and_checked() -> None:
    option = Option(20, "Rounds", range=(0, 100))
    assert option.parse("rounds", "35") == 35
    with pytest.raises(ValueError, match="whole number"):
        option.parse("rounds", "lots")
    with pytest.raises(ValueError, match="from 0 to 100"):
        option.parse("rounds", 101)
    flag = Option(False, "Strict claims")
    assert flag.parse("strict", "yes") is True
    with pytest.raises(ValueError):
        flag.parse("strict", "maybe")
    choice = Option("short", "Length", choices=("short", "long"))
    with pytest.raises(ValueError, match="one of"):
        choice.parse("length", "medium")


def test_players_and_seed_are_checked() -> None:
    with pytest.raises(ValueError, match="1 to 4 players"):
        pig.GAME.new(7, 1)
    with pytest.raises(ValueError, match="seed"):
        pig.GAME.new(2, -5)


def test_same_seed_same_game_other_seed_other_game() -> None:
    def rolls(seed: int) -> list[str]:
        state = pig.GAME.new(2, seed)
        for _ in range(20):
            state.apply("roll")
            if state.over:
                break
        return state.log_for(None)

    assert rolls(3) == rolls(3)
    assert rolls(3) != rolls(4)


def test_chance_is_marked_in_the_trail() -> None:
    state = pig.GAME.new(2, 2)
    state.apply("roll")
    assert state.trail[-1][1] is True
    while state.turn_total == 0:
        state.apply("roll")
    state.apply("hold")
    assert state.trail[-1][1] is False


def test_illegal_action_says_why_and_changes_nothing() -> None:
    state = pig.GAME.new(2, 2)
    before = signature(state)
    with pytest.raises(IllegalAction, match="not open now"):
        state.apply("hold")
    assert signature(state) == before


def test_determinize_redraws_hidden_cards_but_keeps_own() -> None:
    state = pig.GAME.new(3, 8)
    seen = set()
    for s in range(20):
        sample = state.determinize(0, random.Random(s))
        assert sample.bonus[0] == state.bonus[0]
        seen.add(tuple(sample.bonus))
    assert len(seen) > 1


def test_outcome_ranks_share_ties() -> None:
    result = Outcome.from_scores([5, 9, 9, 1])
    assert result.ranks == (3, 1, 1, 4)
    assert result.winners == (1, 2)


def test_a_new_deal_keeps_what_the_device_saw_and_redraws_the_rest() -> None:
    state = pig.GAME.new(3, 8)
    state.apply("roll")
    dealt = set()
    for seed in range(20):
        fork = state.clone()
        fork.redeal([0], seed)
        assert fork.bonus[0] == state.bonus[0]
        assert fork.trail[-1][1] is True, "undo stops at the new deal"
        dealt.add(tuple(fork.bonus))
    assert len(dealt) > 1


def test_a_new_deal_is_for_seats_of_the_game_only() -> None:
    state = pig.GAME.new(2, 8)
    for seen in ([2], [-1], [True]):
        with pytest.raises(ValueError, match="seats of the game"):
            state.redeal(seen, 1)
