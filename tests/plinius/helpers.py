"""Small helpers to set a Plinius table up for one rule, and whole games for the view tests."""

from __future__ import annotations

from collections.abc import Iterator

from pygames.core import Deck, State
from pygames.plinius import GAME
from pygames.plinius.state import PliniusState
from tests.playouts import states_along


def new(seed: int = 1) -> PliniusState:
    state = GAME.new(1, seed)
    assert isinstance(state, PliniusState)
    return state


def stack(state: PliniusState, *cards: str) -> None:
    """Put `cards` on top of the pile, to be drawn in this order (the rest keeps its order)."""
    rest = [c for c in state.deck.cards() if c not in cards]
    state.removed = [c for c in state.removed if c not in cards]
    state.deck = Deck([*cards, *rest])


def with_ap(state: PliniusState, ap: int) -> PliniusState:
    """A table in the middle of spending a red number card's `ap`."""
    state.acting = True
    state.ap = ap
    return state


def place(state: PliniusState, counter: str, dot: str) -> None:
    state.where[counter] = dot


def _states(seeds: int = 6) -> Iterator[State]:
    return states_along(new, seeds)
