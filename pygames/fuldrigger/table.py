"""The table of one game of Fuldrigger: the purses, ships, fortresses, the round's card and
market, the deal, the vote and the capture in progress, and the facts read from them (whose turn,
a fleet's size, what a ship may reach, a fortune).

Every part of the game acts on this table (chance.py, deal.py, market.py, war.py, sailing.py,
words.py); the contract (state.py, `FuldriggerState`) sits above them all, so no part imports
it.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any, Self, TypedDict

from ..core import Game, State, seat_ref
from ..core.spelling import whole
from . import world
from .cards import CARDS
from .graph import HARBOUR_SPACES, SPACES, within
from .movement import Safety, reach
from .ships import Ship

START_CASH = 100
START_SHIPS = 3
SHIP_PRICE = 100
SHIP_RESALE = 75
FORT_PRICE = 100
# The unit of a score: the fortune, not the cash, beside each name in the Players panel.
FORTUNE_UNIT = "ducats (fortune)"
PIRATE_REACH = 2  # "a fortress within two spaces of a pirate space"

# For each city: the pirate spaces within two spaces of it, which its fortress's owner ignores.
PIRATES_NEAR: dict[str, frozenset[str]] = {
    city: frozenset(
        sid
        for quay in quays
        for sid in within(quay, PIRATE_REACH)
        if SPACES[sid].hazard == world.PIRATES
    )
    for city, quays in HARBOUR_SPACES.items()
}


@dataclass(frozen=True)
class Boom:
    """A price card in force: `amount` on the price of `key` ("city:good") to its `last` round."""

    key: str
    amount: int
    last: int

    def to_json(self) -> list[Any]:
        return [self.key, self.amount, self.last]


@dataclass(frozen=True)
class Consignment:
    """A cargo sent across an isthmus, waiting on the `quay` across for its `owner`'s ship; it
    keeps what was `paid` for it and the spaces it has `travelled` (its fortune and its sale)."""

    owner: int
    good: str
    paid: int
    travelled: int
    quay: str

    def to_json(self) -> list[Any]:
        return [self.owner, self.good, self.paid, self.travelled, self.quay]


class Deal:
    __slots__ = ("cash", "edits", "give", "partner", "proposed", "proposer", "take")

    def __init__(self, proposer: int, partner: int) -> None:
        self.proposer = proposer
        self.partner = partner
        self.give: list[str] = []  # "s7" (ship 7), "fcanton" (the fortress in Canton)
        self.take: list[str] = []
        self.cash = 0
        self.edits = 0
        self.proposed = False

    def copy(self) -> Deal:
        other = Deal(self.proposer, self.partner)
        other.give, other.take = list(self.give), list(self.take)
        other.cash, other.edits, other.proposed = self.cash, self.edits, self.proposed
        return other

    def to_json(self) -> dict[str, object]:
        return {
            "proposer": self.proposer,
            "partner": self.partner,
            "give": sorted(self.give),
            "take": sorted(self.take),
            "cash": self.cash,
            "proposed": self.proposed,
        }


class Capture(TypedDict):
    """A won attack whose prize the attacker chooses among `prizes` (ship numbers, 'fort')."""

    space: str
    attacker: int
    defender: int
    prizes: list[str]


def city_name(city: str) -> str:
    return SPACES[HARBOUR_SPACES[city][0]].name


class FuldriggerTable(State):
    """What lies on the table and the facts read from it; the parts (chance, deal, market, war,
    sailing, words) act on it, and the contract above them (state.py) joins them."""

    LIMIT = 6  # "A player may not own more than six ships" (and six fortresses)

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        self.cash = [START_CASH] * players
        self.home: list[str | None] = [None] * players
        self.ships: dict[int, Ship] = {}
        self.next_ship = 1
        self.forts: dict[str, int] = {}
        self.known: list[frozenset[str]] = [frozenset()] * players
        self.round = 0
        self.order: list[int] = []
        self.turn = 0
        self.phase = "home"
        self.rolled = False
        self.dice: list[int] = []
        self.sold: dict[str, int] = {}
        self.pile = list(range(len(CARDS)))
        self.card: int | None = None
        self.offers: dict[str, int] = {}  # city -> bonus for the first ship in
        self.booms: list[Boom] = []
        self.price_changes: dict[str, int] = {}
        self.depot: list[Consignment] = []  # (isthmus)
        self.deal: Deal | None = None
        self.proposals = 0
        self.asked_end = False
        self.vote: list[int] | None = None  # the seats that agreed, proposer first
        # The round in which each seat's proposal to end was last refused (0: never): a bot
        # does not ask again within three rounds (its manners, as with a refused trade).
        self.end_refused = [0] * players
        self.capture: Capture | None = None
        self.fortunes: list[list[int]] = []
        self.events: list[dict[str, Any]] = []
        self.ended = ""
        self.choosers = self._roll_for_order()

    def _roll_for_order(self) -> list[int]:
        """Each player rolls three dice; the highest chooses a home port first (ties roll
        again among themselves)."""
        rolls: dict[int, list[int]] = {seat: [] for seat in range(self.players)}
        pending = [list(range(self.players))]
        order: list[int] = []
        while pending:
            group = pending.pop(0)
            if len(group) == 1:
                order.append(group[0])
                continue
            totals = {seat: self.roll() + self.roll() + self.roll() for seat in group}
            for seat, total in totals.items():
                rolls[seat].append(total)
            ranked = sorted(set(totals.values()), reverse=True)
            pending[:0] = [[s for s in group if totals[s] == value] for value in ranked]
        for seat in range(self.players):
            shown = " then ".join(map(str, rolls[seat])) or "-"
            self.say(f"{seat_ref(seat)} rolls {shown} for the choice of home port.")
        return order

    # --- helpers ---------------------------------------------------------------------------
    @property
    def current(self) -> int:
        return self.order[self.turn]

    def ships_of(self, seat: int) -> list[Ship]:
        return [s for s in self.ships.values() if s.owner == seat]

    def ships_at(self, space: str) -> list[Ship]:
        return sorted((s for s in self.ships.values() if s.at == space), key=lambda s: s.id)

    def fleet_size(self, seat: int) -> int:
        return sum(1 for s in self.ships.values() if s.owner == seat)

    def fort_count(self, seat: int) -> int:
        return sum(1 for owner in self.forts.values() if owner == seat)

    def safety(self, ship: Ship) -> Safety:
        safe: frozenset[str] = frozenset()
        for city, owner in self.forts.items():
            if owner == ship.owner and PIRATES_NEAR[city]:
                safe = safe | PIRATES_NEAR[city]
        return Safety(self.known[ship.owner], safe, ship.privateer)

    def reach_of(self, ship: Ship) -> dict[str, Any]:
        return reach(ship.at, ship.left, ship.barred, self.safety(ship))

    @property
    def amnesty(self) -> bool:
        return self.card is not None and CARDS[self.card].kind == "amnesty"

    @property
    def free_trade(self) -> bool:
        return self.card is not None and CARDS[self.card].kind == "free_trade"

    @property
    def fair_winds(self) -> int:
        card = CARDS[self.card] if self.card is not None else None
        return card.amount if card and card.kind == "fair_winds" else 0

    def fortune(self, seat: int) -> int:
        """Cash + the purchase value of ships (100), fortresses (100) and goods."""
        return sum(self.fortune_parts(seat))

    def fortune_parts(self, seat: int) -> tuple[int, int, int, int]:
        mine = self.ships_of(seat)
        goods_value = sum(s.paid for s in mine if s.cargo)
        goods_value += sum(item.paid for item in self.depot if item.owner == seat)
        return (
            self.cash[seat],
            SHIP_PRICE * len(mine),
            FORT_PRICE * self.fort_count(seat),
            goods_value,
        )

    def in_trade(self, seat: int) -> bool:
        """Whether `seat` is still in the sea trade: it has a ship, or the cash to buy one
        (docs/rulings.md: the game ends early only when all but one are out of it)."""
        return self.cash[seat] >= SHIP_PRICE or any(s.owner == seat for s in self.ships.values())

    def sink(self, ship: Ship, quiet: bool = False) -> None:
        del self.ships[ship.id]
        if not quiet:
            self.say(f"{ship.name} ({seat_ref(ship.owner)}) is lost.")

    def ship_named(self, text: str) -> Ship | None:
        number = whole(text)  # as codes write it: `1`, never `01` (one spelling per move)
        return None if number is None else self.ships.get(number)

    # --- who moves ------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "home":
            return self.choosers[sum(h is not None for h in self.home)]
        if self.phase == "capture":
            assert self.capture is not None
            return self.capture["attacker"]
        if self.phase == "trade":
            assert self.deal is not None
            return self.deal.partner if self.deal.proposed else self.deal.proposer
        if self.phase == "vote":
            assert self.vote is not None
            return self._voters()[len(self.vote) - 1]
        return self.current

    def _voters(self) -> list[int]:
        first = self.current
        return [(first + i) % self.players for i in range(1, self.players)]

    # --- bots ---------------------------------------------------------------------------------
    def clone(self) -> Self:
        other = self._copy()
        other.cash = list(self.cash)
        other.home = list(self.home)
        other.ships = {i: s.copy() for i, s in self.ships.items()}
        other.forts = dict(self.forts)
        other.known = list(self.known)
        other.order = list(self.order)
        other.dice = list(self.dice)
        other.sold = dict(self.sold)
        other.pile = list(self.pile)
        other.offers = dict(self.offers)
        other.booms = list(self.booms)
        other.price_changes = dict(self.price_changes)
        other.depot = list(self.depot)
        other.deal = self.deal.copy() if self.deal else None
        other.vote = list(self.vote) if self.vote is not None else None
        other.capture = self.capture.copy() if self.capture else None
        other.fortunes = [list(f) for f in self.fortunes]
        other.events = copy.deepcopy(self.events)  # this turn's few, with their dice
        other.choosers = list(self.choosers)
        other.end_refused = list(self.end_refused)
        return other
