"""Deterministic set-ups for the Eurobusiness tests: skip the roll-off, force dice, place pawns,
hand out deeds and buildings by setting the state's fields directly."""

from __future__ import annotations

from collections.abc import Iterable

from pygames.estate.state import BANK, EstateState
from pygames.eurobusiness import GAME

__all__ = ["BANK", "dice", "own", "table", "turn"]


def table(players: int = 4, seed: int = 1, **options: object) -> EstateState:
    """A fresh table where seat 0 is about to roll (the roll-off skipped, order = seat order)."""
    state = GAME.new(players, seed, dict(options))
    assert isinstance(state, EstateState)
    state.order = list(range(players))
    state.rolloff_queue = []
    state._start_turn(0)
    state._advance()
    return state


def dice(state: EstateState, *faces: int) -> None:
    """Make the next rolls give `faces`, in order (each die is one roll)."""
    queue = list(faces)

    def roll(sides: int = 6) -> int:
        return queue.pop(0)

    state.roll = roll  # type: ignore[method-assign]


def own(state: EstateState, seat: int, indices: Iterable[int], level: int = 0) -> None:
    """Give `seat` the deeds, each with `level` buildings (taken from the Bank's supply)."""
    for index in indices:
        state.owner[index] = seat
        state.level[index] = level
        if level == 5:
            state.hotels -= 1
        else:
            state.houses -= level


def turn(state: EstateState, seat: int, pos: int | None = None) -> None:
    """Make it `seat`'s turn, before the roll, with the pawn on `pos`."""
    if pos is not None:
        state.pos[seat] = pos
    state._start_turn(seat)
    state._advance()
