"""Deterministic set-ups for the Eurobusiness tests (the estate helpers on this board)."""

from __future__ import annotations

from pygames.eurobusiness import GAME
from pygames.eurobusiness.state import EurobusinessState
from tests.estate.helpers import BANK, auction_of, force, own, ready, trade_of, turn

__all__ = [
    "AUSTRIA",
    "BANK",
    "GREECE",
    "ITALY",
    "RAILWAYS",
    "SPAIN",
    "auction_of",
    "dice",
    "land_on",
    "own",
    "table",
    "trade_of",
    "turn",
]

dice = force


def table(players: int = 4, seed: int = 1, **options: object) -> EurobusinessState:
    """A fresh table where seat 0 is about to roll (the roll-off skipped, order = seat order)."""
    return ready(GAME.new(players, seed, dict(options)))


GREECE = (1, 3)
ITALY = (6, 8, 9)
SPAIN = (11, 13, 14)
AUSTRIA = (37, 39)
RAILWAYS = (5, 15, 25, 35)


def land_on(state: EurobusinessState, index: int, seat: int = 0) -> None:
    """Move `seat` onto `index` with a roll of 1+2 from three spaces before it."""
    assert index >= 3, "pick a space the pawn can reach without passing START"
    turn(state, seat, index - 3)
    dice(state, 1, 2)
    state.apply("roll")
