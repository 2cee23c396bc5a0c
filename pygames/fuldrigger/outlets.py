"""Where a cargo sells: for a good and a ship's place, every harbour that buys it, at the price
on its list now (the chance cards counted), with the planner's way there (`navigation`): its
spaces, turns and the hazards on it. The table's market view shows these; a player should not
have to open every price list to find a buyer."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from . import goods, world
from .graph import CITIES, HARBOUR_SPACES, SPACES
from .market import MIN_TRAVEL, list_price
from .navigation import Voyage, voyage
from .table import PIRATES_NEAR


@dataclass(frozen=True)
class Outlet:
    """A harbour that buys `good`: its `price` now, and the way there (`path`, the spaces
    entered, the harbour last), the mean `turns` of sailing, the chances of losing the ship
    (`loss`) or only its cargo (`cargo_loss`; told beside each, not weighed into the order),
    and the hazards met on the way (kind -> count; the reefs the player knows and the pirates
    their fortresses keep off are left out)."""

    city: str
    good: str
    price: int
    path: tuple[str, ...]
    turns: float
    loss: float
    cargo_loss: float
    hazards: tuple[tuple[str, int], ...]
    paid: int = 0

    @property
    def steps(self) -> int:
        return len(self.path)

    @property
    def sailing(self) -> int:
        """The turns of sailing as the table tells them ("about N turns", one at least)."""
        return max(round(self.turns), 1)

    @property
    def gain(self) -> int:
        """What the cargo sells for over what it cost (`paid`)."""
        return self.price - self.paid

    @property
    def per_turn(self) -> float:
        """The gain a turn of sailing, by the turns told: the list's order (issue 29: Cádiz,
        +10 in 11 spaces, stood above Elmina, +28 in 5, on a gain weighed by hidden risks)."""
        return self.gain / self.sailing


def safe_waters(forts: Mapping[str, int], seat: int) -> frozenset[str]:
    """The pirate spaces `seat`'s fortresses keep off ("within two spaces")."""
    safe: frozenset[str] = frozenset()
    for city, owner in forts.items():
        if owner == seat:
            safe |= PIRATES_NEAR[city]
    return safe


def outlets(
    good: str,
    start: str,
    changes: Mapping[str, int] | None = None,
    known: frozenset[str] = frozenset(),
    safe: frozenset[str] = frozenset(),
    travelled: int = 0,
    paid: int = 0,
    fetches: Callable[[str], int] | None = None,
) -> list[Outlet]:
    """Every harbour but the ship's own that buys `good`, reached from space `start` by the
    planner's way (the nearest quay of a city of two), the best gain a turn of sailing first
    (`order`, for a cargo that cost `paid`). A way shorter than the cargo still must sail
    (`MIN_TRAVEL` less `travelled`) is left out: the cargo could not be sold on arrival.
    `fetches` (city -> ducats) prices a sale as it stands now, the list price if not given."""
    here = SPACES[start].city
    found = []
    for city in CITIES:
        if city == here or not goods.can_sell(city, good):
            continue
        way = way_to(city, start, known, safe)
        if way is None or way.steps < MIN_TRAVEL - travelled:
            continue
        path = way.path
        counts: dict[str, int] = {}
        for sid in path:
            space = SPACES[sid]
            if space.hazard and not (space.reef in known and space.reef) and sid not in safe:
                counts[space.hazard] = counts.get(space.hazard, 0) + 1
        found.append(
            Outlet(
                city,
                good,
                fetches(city) if fetches else list_price(city, good, changes or {}),
                path,
                way.turns,
                way.loss,
                way.cargo_loss,
                tuple(sorted(counts.items(), key=lambda kv: _ORDER.index(kv[0]))),
                paid,
            )
        )
    return sorted(found, key=order)


def way_to(
    city: str, start: str, known: frozenset[str] = frozenset(), safe: frozenset[str] = frozenset()
) -> Voyage | None:
    """The planner's way from `start` to the nearest quay of `city`: the one the market list
    counts and the price list's "too few to reach" measures (issue 29: they disagreed)."""
    ways = [v for q in HARBOUR_SPACES[city] if (v := voyage(start, q, known, safe))]
    return min(ways, key=lambda v: v.turns, default=None)


def order(outlet: Outlet) -> tuple[float, int, str]:
    """The best gain a turn of sailing first, then the greater gain."""
    return -outlet.per_turn, -outlet.gain, outlet.city


# The hazards in the order a route's risks are told: the losses first, the winds last.
_ORDER = (
    world.PIRATES,
    world.STORM,
    world.REEF,
    world.ICE,
    world.CALM,
    world.HEAD,
    world.TAIL,
)
