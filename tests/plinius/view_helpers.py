"""What the Plinius view tests share: whole games played along."""

from __future__ import annotations

from collections.abc import Iterator

from pygames.core import State
from tests.playouts import states_along

from .helpers import new


def _states(seeds: int = 6) -> Iterator[State]:
    return states_along(new, seeds)
