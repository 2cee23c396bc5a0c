"""A deck: cards face down, whose order nobody at the table knows.

A card leaves a deck only through `State.draw`, which marks the action as news, so that no game
can turn a card that undo could then take back (docs/rulings.md: undo stops at news). What
everyone knows may be read freely: how many cards are left. The rest serves bots and tests that
must redeal what a seat cannot see (`State.determinize`) or stack a deck for a rule test.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Generic, TypeVar

T = TypeVar("T")


class Deck(Generic[T]):
    """Cards face down, the first of `cards` on top."""

    __slots__ = ("_cards",)

    def __init__(self, cards: Iterable[T] = ()) -> None:
        self._cards = list(cards)
        self._cards.reverse()  # the top card last, so that drawing it costs nothing

    def __len__(self) -> int:
        return len(self._cards)

    def __bool__(self) -> bool:
        return bool(self._cards)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deck) and self._cards == other._cards

    def __repr__(self) -> str:
        return f"Deck({len(self._cards)} cards)"

    def _take(self, count: int) -> list[T]:
        """The top `count` cards, top first. Only `State.draw` calls this."""
        taken = self._cards[len(self._cards) - count :]
        del self._cards[len(self._cards) - count :]
        taken.reverse()
        return taken

    def put_under(self, card: T) -> None:
        """Slide a card that everyone has seen under the deck."""
        self._cards.insert(0, card)

    def copy(self) -> Deck[T]:
        other: Deck[T] = Deck.__new__(Deck)
        other._cards = list(self._cards)
        return other

    # --- for determinize and rule tests: what a seat cannot see, redealt -------------------------
    def cards(self) -> list[T]:
        """Every card, top first."""
        return self._cards[::-1]

    def restack(self, cards: Iterable[T]) -> None:
        """Lay these cards as the deck, the first on top."""
        self._cards = list(cards)
        self._cards.reverse()

    def redeal_top(self, count: int, rng: random.Random) -> None:
        """Deal the top `count` cards, the ones nobody has seen, again: shuffled from a canonical
        order (sorted by their text), so the new order owes nothing to the real one."""
        count = min(count, len(self._cards))
        if count > 1:
            top = sorted(self._cards[len(self._cards) - count :], key=repr)
            rng.shuffle(top)
            self._cards[len(self._cards) - count :] = top
