"""One spelling per move, for every game: a code that is not the canonical spelling of a legal
move is refused and changes nothing, so that a record of a game has one form.

The tables are sampled along random playouts; at each, every legal action is spelt the ways a
person or a careless program might (a leading zero, a plus sign, other letter case, a space, a
trailing colon), and a free amount (a bid, a trade's cash) found beside the listed shortcuts is
spelt the same ways.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from pygames.core import Game, IllegalAction, State
from pygames.core.conformance import signature
from pygames.core.spelling import fault, loose
from tests.conftest import games_under_test

GAMES = games_under_test()
NUMBER = re.compile(r"[+-]?[0-9]+")
STEPS = 240  # actions per playout
EVERY = 12  # a table sampled every this many actions


@pytest.fixture(params=GAMES, ids=lambda g: g.id)
def game(request: pytest.FixtureRequest) -> Game[Any]:
    game: Game[Any] = request.param
    return game


def sampled(game: Game[Any]) -> Iterator[State]:
    """Tables along random playouts, at the fewest and the most players."""
    for players in sorted({game.min_players, game.max_players}):
        for seed in range(2):
            state: State = game.new(players, seed)
            rng = random.Random(seed)
            while not state.over and len(state.history) < STEPS:
                if len(state.history) % EVERY == EVERY - 1:
                    yield state
                legal = state.legal_actions()
                state.apply(state.rollout_action(rng) if seed else rng.choice(legal))


def misspellings(code: str) -> set[str]:
    """`code` spelt other ways: each number with a leading zero or (unsigned) a plus sign, its
    letters in other case, a space added, a trailing colon."""
    parts = code.split(":")
    found = {code.upper(), code.lower(), code.swapcase(), f" {code}", f"{code} ", f"{code}:"}
    found.add(code.replace(":", ": ", 1))
    for i, part in enumerate(parts):
        if NUMBER.fullmatch(part):
            sign, digits = (part[0], part[1:]) if part[0] in "+-" else ("", part)
            respelt = [f"{sign}0{digits}"] + ([] if sign else [f"+{digits}"])
            found |= {":".join([*parts[:i], other, *parts[i + 1 :]]) for other in respelt}
    return found - {code}


def refused_unchanged(state: State, code: str) -> str:
    """Apply `code`, which must be refused and change nothing; the refusal's words."""
    moves, written = len(state.history), state.log_written
    with pytest.raises(IllegalAction) as raised:
        state.apply(code)
    assert len(state.history) == moves and state.log_written == written, code
    return str(raised.value)


def free_amounts(state: State, legal: list[str]) -> Iterator[tuple[str, int, str]]:
    """(the code before the number, the number, its canonical writing) of amounts the table
    takes beside its listed shortcuts: a legal code's last number moved a little, accepted."""
    for code in legal:
        head, _, last = code.rpartition(":")
        if not head or not NUMBER.fullmatch(last):
            continue
        for step in (1, 5, 10, 50):
            amount = int(last) + (step if not last.startswith("-") else -step)
            written = f"{amount:+d}" if last[0] in "+-" else str(amount)
            other = f"{head}:{written}"
            if other not in legal and state.check(other) is None:
                yield head, amount, written
                break


def test_legal_actions_are_written_in_the_one_spelling(game: Game[Any]) -> None:
    """A listed code has no shape the kernel refuses (spaces, empty parts, leading zeros, signed
    zeros), and no two listed codes differ only in their spelling."""
    for state in sampled(game):
        legal = state.legal_actions()
        assert not [code for code in legal if fault(code)]
        assert len({loose(code) for code in legal}) == len(legal), legal


def test_a_legal_move_spelt_another_way_is_refused_and_changes_nothing(game: Game[Any]) -> None:
    """Each misspelling of a legal action is refused, the refusal names the spelling, and the
    table is as it was."""
    for state in sampled(game):
        before = signature(state)
        legal = state.legal_actions()
        for code in legal:
            for other in misspellings(code) - set(legal):
                said = refused_unchanged(state, other)
                assert f"'{code}'" in said, (other, said)
        assert signature(state) == before


def test_a_free_amount_is_taken_only_as_the_rules_write_it(game: Game[Any]) -> None:
    """A bid or a trade's cash is any amount the rules allow, written as `legal_actions` writes
    amounts: the canonical writing is taken, `0300`-style, `+300`-style (where the code has no
    sign) or unsigned (where it has one) writings are refused and change nothing."""
    for state in sampled(game):
        legal = state.legal_actions()
        for head, amount, written in free_amounts(state, legal):
            before = signature(state)
            digits = str(abs(amount))
            sign = written[:1] if written[:1] in "+-" else ""
            wrong = {f"{head}:{sign}0{digits}", f"{head}:{written} "}
            if sign != "-":  # `300` for `+300`, `+300` for `300` (the same amount)
                wrong.add(f"{head}:{digits}" if sign else f"{head}:+{digits}")
            for other in wrong:
                said = refused_unchanged(state, other)
                assert f"'{head}:{written}'" in said, (other, said)
            assert signature(state) == before
            played = state.clone()
            played.apply(f"{head}:{written}")
            assert played.history[-1] == f"{head}:{written}"
