"""What the table waits for after a landing or a card, before play goes on: a deed to buy, a
rent to claim, a choice to make. Each opens its `phase` (state.py) for the seat who must answer,
and the view shows it as a list (`to_json`), as the screens read it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar


@dataclass(frozen=True)
class Purchase:
    """An unsold deed the mover may buy, or decline (then the Bank auctions it)."""

    space: int

    phase: ClassVar[str] = "buy"

    def to_json(self) -> list[Any]:
        return ["buy", self.space]


@dataclass(frozen=True)
class Claim:
    """(Strict claims) the rent `payer` owes the owner of `space`: claimed now, or lost."""

    space: int
    payer: int
    amount: int

    phase: ClassVar[str] = "claim"

    def to_json(self) -> list[Any]:
        return ["claim", self.space, self.payer, self.amount]


@dataclass(frozen=True)
class Choice:
    """A choice a space or a card offers the mover, named by `kind` (a game adds its own)."""

    kind: str

    phase: ClassVar[str] = "choice"

    def to_json(self) -> list[Any]:
        return ["choice", self.kind]


@dataclass(frozen=True)
class CardChoice(Choice):
    """A card's choice between paying its fee and drawing from the other deck."""

    card: str  # the card's id
    kind: str = field(default="card", init=False)

    def to_json(self) -> list[Any]:
        return ["choice", self.kind, self.card]


Pending = Purchase | Claim | Choice
