"""The playing cards of Plinius: a card is a rank and a suit, e.g. "7H" or "KS"."""

from __future__ import annotations

from .data import BLACK_SUITS, RANKS, SUIT_SYMBOLS, SUITS

FACES = ("J", "Q", "K")


def full_deck() -> list[str]:
    """The 44 cards, 2-9 and J, Q, K of four suits (rulebook: no aces, tens nor jokers)."""
    return [rank + suit for suit in SUITS for rank in RANKS]


def is_black(card: str) -> bool:
    return card[1] in BLACK_SUITS


def is_face(card: str) -> bool:
    return card[0] in FACES


def number(card: str) -> int:
    """The value of a number card (2-9)."""
    return int(card[0])


def label(card: str) -> str:
    """The card as people read it: "7♥"."""
    return card[0] + SUIT_SYMBOLS[card[1]]
