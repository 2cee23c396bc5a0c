"""The game data an estate game is made of: spaces, deeds, cards and the table's numbers.

The engine (`state.py`) knows no city, price or card of its own: every figure comes from an
`EstateRules` built by the game package (Eurobusiness, later Fortuna) from its rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Kinds of space. Deeds are the three kinds a player may own.
CITY = "city"  # a building plot in a colour group (a country in Eurobusiness)
RAILWAY = "railway"  # rent by the number of railways the owner holds
UTILITY = "utility"  # rent = the dice total times a factor
DEED_KINDS = frozenset({CITY, RAILWAY, UTILITY})
START = "start"
CHANCE = "chance"  # draw from `deck`
TAX = "tax"  # pay `amount` to the Bank
JAIL = "jail"  # just visiting, or in jail
GO_TO_JAIL = "go_to_jail"
FREE = "free"  # nothing happens

HOTEL = 5  # the building level of a hotel (levels 1-4 are houses)


@dataclass(frozen=True)
class Space:
    """One space of the board; deeds carry their title-deed figures."""

    index: int
    name: str
    kind: str
    group: str = ""  # the colour group (country) of a city
    price: int = 0
    rents: tuple[int, ...] = ()  # bare, 1, 2, 3, 4 houses, hotel
    house: int = 0  # the price of a house (and of the hotel fee)
    mortgage: int = 0
    amount: int = 0  # a tax's amount
    deck: str = ""  # a Chance space's deck

    @property
    def is_deed(self) -> bool:
        return self.kind in DEED_KINDS


@dataclass(frozen=True)
class Card:
    """A Chance card: its printed text, an English gloss and its effect.

    Effects: ("pay", n), ("receive", n), ("collect_each", n), ("jail",), ("keep",),
    ("goto", space), ("back", n), ("pay_or_draw", n, other_deck), ("repairs", house, hotel).
    """

    id: str
    deck: str
    text: str
    english: str
    effect: tuple[Any, ...]

    @property
    def keep(self) -> bool:
        return self.effect[0] == "keep"


@dataclass(frozen=True)
class EstateRules:
    """Everything the engine needs to know of one estate game."""

    spaces: tuple[Space, ...]
    cards: tuple[Card, ...]
    decks: tuple[str, ...]  # deck names, in the order they are shown
    start_money: int
    currency: str
    start_bonus: int  # paid for passing START
    start_bonus_on_landing: bool  # also paid for stopping on START
    jail_turns: int  # turns missed in jail
    jail_fine: int  # paid to try a double
    jail_fine_total: int  # paid in all when the try fails
    houses: int  # the Bank's houses
    hotels: int  # the Bank's hotels
    houses_per_round: int | None  # per player; None: no limit
    hotels_per_lap: int | None  # per player between passes of START; None: no limit
    auction_step: int
    railway_rents: tuple[int, ...]  # by the number of railways owned
    utility_factors: tuple[int, ...]  # by the number of utilities owned
    smallest_note: int = 5  # free amounts (bids, trade cash) are multiples of it
    interest_percent: int = 10
    proposals_per_turn: int = 3  # trade proposals a player may make in one turn
    trade_edits: int = 12  # small steps allowed while composing one trade
    round_cap: int = 400  # rounds after which even an endless game is counted
    jail_blocks_rent: bool = True  # a jailed owner collects no rent
    groups: dict[str, tuple[int, ...]] = field(default_factory=dict)
    members: tuple[tuple[int, ...], ...] = ()  # per space: its group's cities (() if none)
    deed_list: tuple[int, ...] = ()  # the indices of all deeds

    def __post_init__(self) -> None:
        """Derive the groups and per-space lookups once (the engine reads them in hot loops)."""
        if not self.groups:
            groups: dict[str, list[int]] = {}
            for space in self.spaces:
                if space.kind == CITY:
                    groups.setdefault(space.group, []).append(space.index)
            object.__setattr__(self, "groups", {k: tuple(v) for k, v in groups.items()})
        members = tuple(self.groups[s.group] if s.kind == CITY else () for s in self.spaces)
        object.__setattr__(self, "members", members)
        object.__setattr__(self, "deed_list", tuple(s.index for s in self.spaces if s.is_deed))

    @property
    def jail_space(self) -> int:
        return next(s.index for s in self.spaces if s.kind == JAIL)

    @property
    def deeds(self) -> tuple[int, ...]:
        return self.deed_list

    def card(self, card_id: str) -> Card:
        for card in self.cards:
            if card.id == card_id:
                return card
        raise KeyError(card_id)

    def deck_cards(self, deck: str) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c.deck == deck)

    def interest(self, space: Space) -> int:
        """10% of the loan, rounded down: in the player's favour, to the Bank's loss."""
        return space.mortgage * self.interest_percent // 100

    def sale_value(self, space: Space, level: int) -> int:
        """What the Bank pays for the top building of a city with `level` buildings."""
        if level == HOTEL:
            return space.house // 2  # the hotel becomes 4 houses again: half the fee
        return space.house // 2

    def building_value(self, space: Space, level: int) -> int:
        """The value of a city's buildings in the count of fortunes (a hotel = 4 houses + fee)."""
        return space.house * level
