"""Small helpers to set a Plinius table up for one rule."""

from __future__ import annotations

from pygames.core import Deck
from pygames.plinius import GAME, data
from pygames.plinius.state import PliniusState


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


def undone_moves(state: PliniusState) -> int:
    """Moves that take a counter straight back to the dot its previous move left, with nothing
    learnt in between (no black card, no red face) and no boarding or landing of it: the
    measure of a dithering player (docs/rulings.md: the hint does not dither)."""
    where = {counter: spec[2] for counter, spec in data.COUNTERS.items()}
    cargo: dict[str, str] = {}
    left: dict[str, str] = {}  # counter -> the dot its previous move left
    cards = iter(state.revealed)
    undone = 0
    for code in state.history:
        verb, _, rest = code.partition(":")
        if verb == "draw":
            card = next(cards)
            if card[1] in data.BLACK_SUITS or card[0] in "JQK":
                left.clear()
        elif verb == "move":
            counter, to = rest.split(":")
            undone += left.get(counter) == to
            left[counter] = where[counter]
            where[counter] = to
            if counter in cargo:
                where[cargo[counter]] = to
        elif verb in ("board", "land"):
            ship, passenger = rest.split(":")
            left.pop(ship, None)
            left.pop(passenger, None)
            if verb == "board":
                cargo[ship] = passenger
            else:
                cargo.pop(ship, None)
    return undone
