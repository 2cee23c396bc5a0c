"""Deterministic set-ups for the Eurobusiness tests (the estate helpers on this board)."""

from __future__ import annotations

from pygames.estate.state import EstateState
from pygames.eurobusiness import GAME
from tests.estate.helpers import BANK, force, own, ready, turn

__all__ = ["BANK", "dice", "own", "table", "turn"]

dice = force


def table(players: int = 4, seed: int = 1, **options: object) -> EstateState:
    """A fresh table where seat 0 is about to roll (the roll-off skipped, order = seat order)."""
    state = GAME.new(players, seed, dict(options))
    assert isinstance(state, EstateState)
    return ready(state)
