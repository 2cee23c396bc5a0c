"""A trade in progress (trade.py runs it): the two sides, the deeds, cards and cash each gives,
who acts, and the terms turned down. Kept apart from the rules that run it so the table can hold
one without importing them."""

from __future__ import annotations

from typing import NamedTuple

# An offer as one side makes it (`Trade.offer`): that side, the other, the deeds and the cards it
# gives, those it asks for, the cash it pays (negative: asks).
Terms = tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[str, ...], tuple[str, ...], int]


class Refusal(NamedTuple):
    """Terms turned down (refused, or answered by a counter-offer), as everyone saw them: the
    round, and the terms as their proposer offered them (the refuser is the other side). It is
    part of the table, rebuilt with it from the record, so a bot read afresh after a reload
    remembers it too: no offer turned down is made again unchanged within three rounds."""

    round: int
    terms: Terms


class Answer(NamedTuple):
    """How the last trade proposed was answered ("accepted", "refused", or "dropped" by the
    other side after changing the terms) and the terms as their proposer offered them: public,
    part of the table, kept until the proposer acts again, so their panel says it where they
    decide (issue 29: the result was only in the log)."""

    verdict: str
    terms: Terms


class Trade:
    __slots__ = (
        "a",
        "b",
        "cash",
        "counters",
        "edits",
        "give",
        "give_cards",
        "proposed",
        "take",
        "take_cards",
        "turn",
    )

    def __init__(self, a: int, b: int) -> None:
        self.a = a
        self.b = b
        self.give: list[int] = []
        self.take: list[int] = []
        self.give_cards: list[str] = []
        self.take_cards: list[str] = []
        self.cash = 0
        self.edits = 0
        self.counters = 0
        self.turn = a  # who composes, or (once proposed) who answers
        self.proposed = False

    def copy(self) -> Trade:
        other = Trade(self.a, self.b)
        other.give, other.take = list(self.give), list(self.take)
        other.give_cards, other.take_cards = list(self.give_cards), list(self.take_cards)
        other.cash, other.edits, other.counters = self.cash, self.edits, self.counters
        other.turn, other.proposed = self.turn, self.proposed
        return other

    def other(self, seat: int) -> int:
        return self.b if seat == self.a else self.a

    def offer(self, seat: int) -> Terms:
        """The terms as `seat` offers them, comparable whoever opened the trade: the same
        terms are the same offer to the same player."""
        return (
            seat,
            self.other(seat),
            tuple(sorted(self.deeds(seat, giving=True))),
            tuple(sorted(self.deeds(seat, giving=False))),
            tuple(sorted(self.cards(seat, giving=True))),
            tuple(sorted(self.cards(seat, giving=False))),
            self.pays(seat),
        )

    def deeds(self, seat: int, giving: bool) -> list[int]:
        """The deeds `seat` gives (or asks for) in this trade."""
        return self.give if (seat == self.a) == giving else self.take

    def cards(self, seat: int, giving: bool) -> list[str]:
        return self.give_cards if (seat == self.a) == giving else self.take_cards

    def pays(self, seat: int) -> int:
        """The cash `seat` pays in this trade (negative: receives)."""
        return self.cash if seat == self.a else -self.cash

    @property
    def empty(self) -> bool:
        return not (self.give or self.take or self.give_cards or self.take_cards or self.cash)

    def to_json(self) -> dict[str, object]:
        return {
            "a": self.a,
            "b": self.b,
            "give": sorted(self.give),
            "take": sorted(self.take),
            "give_cards": sorted(self.give_cards),
            "take_cards": sorted(self.take_cards),
            "cash": self.cash,
            "turn": self.turn,
            "proposed": self.proposed,
            "counters": self.counters,
        }
