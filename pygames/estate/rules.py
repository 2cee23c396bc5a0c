"""The game data an estate game is made of: spaces, deeds, cards and the table's numbers.

The engine knows no city, price or card of its own: every figure and switch comes from an
`EstateRules` that a game package builds from its rulebook and its data.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygames.core.i18n import N_, Glossed

# Kinds of space. A deed is a space a player may own: a building plot in a colour group, or one
# of a set whose rent grows with how many of the set one owner holds.
CITY = "city"  # a building plot of a colour group (a country in Eurobusiness)
RAILWAY = "railway"  # rent by the number of railways the owner holds
RESTAURANT = "restaurant"  # rent by the number of restaurants the owner holds
UTILITY = "utility"  # rent = the move's number times a factor by the number owned
COUNTED = (RAILWAY, RESTAURANT)  # deeds whose rent is read from a table by the count owned
DEED_KINDS = frozenset({CITY, RAILWAY, RESTAURANT, UTILITY})
START = "start"
CHANCE = "chance"  # draw from `deck`
TAX = "tax"  # pay `amount` to the Bank
DETENTION = "detention"  # jail or hospital: visiting, or detained there
SEND_TO_DETENTION = "send_to_detention"  # "go to jail", "you had an accident"
FREE = "free"  # nothing happens

HOTEL = 5  # the building level of a hotel (levels 1-4 are houses)
BANK = -1  # the Bank as an owner or a creditor


@dataclass(frozen=True)
class Space:
    """One space of the board; deeds carry their title-deed figures."""

    index: int
    name: str
    kind: str
    group: str = ""  # the colour group (country) of a city
    price: int = 0
    rents: tuple[int, ...] = ()  # bare, 1, 2, 3, 4 houses, hotel
    house: int = 0  # the price of a house (and of the hotel)
    mortgage: int = 0
    amount: int = 0  # a tax's amount
    deck: str = ""  # a Chance space's deck
    # Its name in English: a city's is written beside its printed name on the deed ("Rzym ·
    # Rome"); any other space is called by it when the screen reads English ("Chance", "Jail").
    english: str = ""
    # Its name in a sentence where the printed name is an adjective alone: Fortuna's "Polski" is
    # "Hotel Polski" in running text, as its cards say ("Idziesz do Hotelu Angielskiego").
    titled: str = ""

    @property
    def is_deed(self) -> bool:
        return self.kind in DEED_KINDS

    @property
    def called(self) -> Glossed:
        """What the screen and the log call the space in the language of the moment: a city
        (a name of a place, kept as printed) in every language by its printed name, any other
        space in English when the screen reads English (docs/rulings.md, "Language")."""
        printed = self.titled or self.name
        english = self.english if self.english and self.kind != CITY else printed
        return Glossed(printed, english)


@dataclass(frozen=True)
class Card:
    """A Chance card: its printed text, an English gloss and its effect.

    Effects: ("pay", n), ("receive", n), ("collect_each", n), ("pay_each", n), ("detain",),
    ("keep",), ("goto", space), ("back", n), ("pay_or_draw", n, other_deck),
    ("repairs", per_house, per_hotel); a game adds its own through `EstateState._card_effect`.
    """

    id: str
    deck: str
    text: str
    english: str
    effect: tuple[str, *tuple[Any, ...]]  # its kind, then its numbers and names

    @property
    def keep(self) -> bool:
        return self.effect[0] == "keep"

    @property
    def name(self) -> Glossed:
        """What a player calls the card: its first sentence ("Release from hospital"), in the
        language of the screen. Its code (`id`) stays in actions and records."""
        return Glossed(_first_sentence(self.text), _first_sentence(self.english))


def _first_sentence(text: str) -> str:
    return text.split(". ", 1)[0].rstrip(".")


@dataclass(frozen=True)
class EstateRules:
    """Everything the engine needs to know of one estate game."""

    spaces: tuple[Space, ...]
    cards: tuple[Card, ...]
    decks: tuple[str, ...]  # deck names, in the order they are shown
    start_money: int
    currency: str  # as written after an amount, in English ("$", "ducats"); translated
    start_bonus: int  # paid for passing START
    start_bonus_on_landing: bool  # also paid for stopping on START by a move
    detention_turns: int  # turns missed when detained (jail, hospital)
    detention_fine: int | None  # paid to try a double and leave early; None: no such way
    detention_fine_total: int  # paid in all when that try fails
    detained_collect_rent: bool  # a detained owner still collects rent
    detained_deal: bool  # a detained player may buy, bid, build and trade
    houses: int  # the Bank's houses
    hotels: int  # the Bank's hotels
    houses_per_round: int | None  # per player; None: no limit
    hotels_per_lap: int | None  # per player between passes of START; None: no limit
    auction_step: int
    auction_opening_percent: int  # the least first bid, as a share of the price
    counted_rents: dict[str, tuple[int, ...]]  # kind -> rent by the number owned (railways...)
    utility_factors: tuple[int, ...]  # by the number of utilities owned
    doubles: bool = True  # a double rolls again; a second double sends the pawn to detention
    raise_to_buy: bool = True  # a player on an unsold deed may sell or mortgage to pay for it
    smallest_note: int = 5  # free amounts (bids, trade cash) are multiples of it
    interest_percent: int = 10
    # The interest is rounded down to the smallest note where the rulebook says so (in the
    # player's favour: Eurobusiness); False: exactly `interest_percent` of the loan (Fortuna).
    interest_in_notes: bool = True
    # A mortgaged deed that changes hands by a trade: "choose" (repay now, or pay the interest
    # now and repay later) or "repay" (the new owner repays loan + interest at once).
    traded_mortgage: str = "choose"
    # ... by a bankruptcy to a player: "choose", or "interest" (the creditor pays the interest
    # to take the mortgage over and keeps the deed mortgaged).
    bankrupt_mortgage: str = "choose"
    # The log's line for a pawn sent to detention (not a visit): "is sent to Jail".
    sent_to_detention: str = N_("{who} is sent to Jail.")
    # Where a detained pawn is, as a sentence says it ("stays in Jail": "w więzieniu", not the
    # space's name in the nominative), and the log's line for a release card used there.
    detained_where: str = N_("in Jail")
    released_by_card: str = N_("{who} uses a card and leaves Jail.")
    # Selling a hotel when the Bank has fewer than 4 houses: False, the hotel goes whole (half
    # of 4 houses and the fee: Eurobusiness); True, the set comes down evenly to what the Bank's
    # houses can rebuild (Fortuna: "the rule of even building still applies").
    even_shortage_sale: bool = False
    proposals_per_turn: int = 3  # trade proposals a player may make in one turn
    trade_edits: int = 16  # small steps allowed while composing one trade
    trade_counters: int = 3  # counter-offers allowed in one negotiation
    round_cap: int = 400  # rounds after which even an endless game is counted
    groups: dict[str, tuple[int, ...]] = field(default_factory=dict)
    # How messages name a colour group, where the printed name does not fit their sentences:
    # group -> a Glossed (Polish as it follows "kompletu", English before "set").
    group_words: dict[str, Any] = field(default_factory=dict)
    # Derived lookups, filled in once (the engine reads them in hot loops):
    members: tuple[tuple[int, ...], ...] = ()  # per space: its set (colour group or kind)
    set_size: tuple[int, ...] = ()  # per space: how many deeds its set has
    set_price: tuple[int, ...] = ()  # per space: the price of its whole set
    prices: tuple[int, ...] = ()  # per space: its price, mortgage value and house price
    mortgages: tuple[int, ...] = ()
    house_prices: tuple[int, ...] = ()
    group_list: tuple[tuple[int, ...], ...] = ()  # the colour groups, in board order
    set_list: tuple[tuple[int, ...], ...] = ()  # every set: the colour groups, then the others
    group_heads: tuple[tuple[int, int, tuple[int, ...]], ...] = ()  # (first, size, members)
    deed_list: tuple[int, ...] = ()  # the indices of all deeds
    cards_by_id: dict[str, Card] = field(default_factory=dict)
    deck_ids: dict[str, tuple[str, ...]] = field(default_factory=dict)  # per deck, as listed

    def __post_init__(self) -> None:
        if not self.groups:
            groups: dict[str, list[int]] = {}
            for space in self.spaces:
                if space.kind == CITY:
                    groups.setdefault(space.group, []).append(space.index)
            object.__setattr__(self, "groups", {k: tuple(v) for k, v in groups.items()})
        by_kind: dict[str, tuple[int, ...]] = {}
        for space in self.spaces:
            if space.is_deed and space.kind != CITY:
                by_kind[space.kind] = (*by_kind.get(space.kind, ()), space.index)
        members = tuple(
            self.groups[s.group] if s.kind == CITY else by_kind.get(s.kind, ()) for s in self.spaces
        )
        object.__setattr__(self, "members", members)
        object.__setattr__(self, "set_size", tuple(len(m) for m in members))
        prices = tuple(sum(self.spaces[i].price for i in m) for m in members)
        object.__setattr__(self, "set_price", prices)
        object.__setattr__(self, "prices", tuple(s.price for s in self.spaces))
        object.__setattr__(self, "mortgages", tuple(s.mortgage for s in self.spaces))
        object.__setattr__(self, "house_prices", tuple(s.house for s in self.spaces))
        object.__setattr__(self, "group_list", tuple(self.groups.values()))
        object.__setattr__(self, "set_list", (*self.group_list, *by_kind.values()))
        heads = tuple((m[0], len(m), m) for m in self.group_list)
        object.__setattr__(self, "group_heads", heads)
        object.__setattr__(self, "deed_list", tuple(s.index for s in self.spaces if s.is_deed))
        object.__setattr__(self, "cards_by_id", {c.id: c for c in self.cards})
        ids = {deck: tuple(c.id for c in self.cards if c.deck == deck) for deck in self.decks}
        object.__setattr__(self, "deck_ids", ids)

    @property
    def detention_space(self) -> int:
        return next(s.index for s in self.spaces if s.kind == DETENTION)

    def card(self, card_id: str) -> Card:
        return self.cards_by_id[card_id]

    def interest(self, space: Space) -> int:
        """10% of the loan: exact, or rounded down to the smallest note (in the player's
        favour) where the rulebook says so."""
        interest = space.mortgage * self.interest_percent // 100
        if not self.interest_in_notes:
            return interest
        note = self.smallest_note
        return interest // note * note

    def auction_opening(self, space: Space) -> int:
        note = self.smallest_note
        return space.price * self.auction_opening_percent // 100 // note * note

    def sale_value(self, space: Space, level: int) -> int:
        """What the Bank pays for all the buildings of a city with `level`: half their price."""
        return space.house // 2 * level
