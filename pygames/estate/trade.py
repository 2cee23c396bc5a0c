"""A trade between two players, composed in small steps and then proposed.

The proposer gives deeds, kept cards and cash and takes deeds and kept cards from the partner;
`cash` > 0 is paid by the proposer, `cash` < 0 by the partner.
"""

from __future__ import annotations


class Trade:
    __slots__ = (
        "cash",
        "edits",
        "give",
        "give_cards",
        "partner",
        "proposed",
        "proposer",
        "take",
        "take_cards",
    )

    def __init__(self, proposer: int, partner: int) -> None:
        self.proposer = proposer
        self.partner = partner
        self.give: list[int] = []
        self.take: list[int] = []
        self.give_cards: list[str] = []
        self.take_cards: list[str] = []
        self.cash = 0
        self.edits = 0
        self.proposed = False

    def copy(self) -> Trade:
        other = Trade(self.proposer, self.partner)
        other.give, other.take = list(self.give), list(self.take)
        other.give_cards, other.take_cards = list(self.give_cards), list(self.take_cards)
        other.cash, other.edits, other.proposed = self.cash, self.edits, self.proposed
        return other

    @property
    def empty(self) -> bool:
        return not (self.give or self.take or self.give_cards or self.take_cards or self.cash)

    def to_json(self) -> dict[str, object]:
        return {
            "proposer": self.proposer,
            "partner": self.partner,
            "give": sorted(self.give),
            "take": sorted(self.take),
            "give_cards": sorted(self.give_cards),
            "take_cards": sorted(self.take_cards),
            "cash": self.cash,
            "proposed": self.proposed,
        }
