"""Deterministic set-ups for the Eurobusiness tests (the estate helpers on this board)."""

from __future__ import annotations

from pygames.eurobusiness import GAME
from pygames.eurobusiness.state import EurobusinessState
from tests.estate.helpers import BANK, auction_of, force, own, ready, trade_of, turn

__all__ = ["BANK", "auction_of", "dice", "own", "table", "trade_of", "turn"]

dice = force


def table(players: int = 4, seed: int = 1, **options: object) -> EurobusinessState:
    """A fresh table where seat 0 is about to roll (the roll-off skipped, order = seat order)."""
    return ready(GAME.new(players, seed, dict(options)))
