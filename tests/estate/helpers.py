"""Deterministic set-ups for estate tests: skip the draw for the order of play, force the dice,
hand out deeds and buildings through the engine's own bookkeeping."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TypeVar

from pygames.estate.bidding import Auction
from pygames.estate.offer import Trade
from pygames.estate.rules import BANK, HOTEL
from pygames.estate.state import EstateState

__all__ = [
    "BANK",
    "LABEL",
    "TAG",
    "auction_of",
    "force",
    "on_top",
    "own",
    "ready",
    "take_out",
    "trade_of",
    "turn",
]

# A view's markup read as a player reads it: its tags' texts, and its labels and titles.
TAG = re.compile(r"<[^>]+>")
LABEL = re.compile(r'(?:aria-label|title)="([^"]*)"')

E = TypeVar("E", bound=EstateState)  # a game's own state, kept as it is


def ready(state: E) -> E:
    """The table with seat 0 about to move (the draw for the order skipped, order = seats)."""
    state.order_queue = []
    state._take_places(list(range(state.players)))
    state._start_turn(0)
    state._advance()
    return state


def force(state: EstateState, *faces: int) -> None:
    """Make the next rolls give `faces`, in order (each die is one roll)."""
    queue = list(faces)

    def roll(sides: int = 6) -> int:
        state._news = True
        return queue.pop(0)

    state.roll = roll  # type: ignore[method-assign]


def own(state: EstateState, seat: int, indices: Iterable[int], level: int = 0) -> None:
    """Give `seat` the deeds, each with `level` buildings (taken from the Bank's supply)."""
    for index in indices:
        state._set_owner(index, seat)
        state.level[index] = level
        if level == HOTEL:
            state.hotels -= 1
        else:
            state.houses -= level
    state._rents_changed(seat)


def turn(state: EstateState, seat: int, pos: int | None = None) -> None:
    """Make it `seat`'s turn, before moving, with the pawn on `pos`."""
    if pos is not None:
        state.pos[seat] = pos
    state._start_turn(seat)
    state._advance()


def on_top(state: EstateState, deck: str, card: str) -> None:
    """Stack the deck so that `card` is drawn next (the rest keeps its order)."""
    rest = [c for c in state.decks[deck].cards() if c != card]
    state.decks[deck].restack([card, *rest])


def take_out(state: EstateState, deck: str, card: str) -> None:
    """Take `card` out of its deck (a player holds it)."""
    state.decks[deck].restack(c for c in state.decks[deck].cards() if c != card)


def auction_of(state: EstateState) -> Auction:
    """The auction under way (a test that expects one fails here if there is none)."""
    assert state.auction is not None
    return state.auction


def trade_of(state: EstateState) -> Trade:
    """The trade being composed or answered (a test that expects one fails here if none)."""
    assert state.trade is not None
    return state.trade
