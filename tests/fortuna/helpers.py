"""Small helpers to set a Fortuna table up for one rule: the colour sets and kinds of plot, a
fresh table with seat 0 to move, a token laid."""

from __future__ import annotations

from pygames.fortuna import GAME
from pygames.fortuna.state import FortunaState
from tests.estate.helpers import ready, turn

BLUE = (34, 35, 37)
BROWN = (1, 3)
VIOLET = (41, 43)
STATIONS = (5, 16, 38)
RESTAURANTS = (10, 21, 27, 40)


def table(players: int = 4, seed: int = 1, **options: object) -> FortunaState:
    state = GAME.new(players, seed, dict(options))
    assert isinstance(state, FortunaState)
    return ready(state)


def lay(state: FortunaState, number: int, seat: int = 0, pos: int | None = None) -> None:
    """`seat` lays token `number` (from `pos`)."""
    if pos is not None or state.current != seat:
        turn(state, seat, pos)
    state.apply(f"token:{number}")
