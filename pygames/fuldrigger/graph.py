"""The board built from `world`: every space with its id, place and hazard, and the lanes'
adjacency. Computed once at import; everything here is read-only."""

from __future__ import annotations

from dataclasses import dataclass

from . import world
from .lanes import LANES


@dataclass(frozen=True)
class Space:
    id: str
    name: str
    lon: float
    lat: float
    region: str
    hazard: str  # "" or a world hazard; reefs are "reef"
    reef: str  # the reef's letter, or ""
    city: str  # the city of a harbour space, or ""

    @property
    def harbour(self) -> bool:
        return bool(self.city)


def _build() -> tuple[dict[str, Space], dict[str, tuple[str, ...]]]:
    spaces: dict[str, Space] = {}

    def add(
        sid: str, name: str, lon: float, lat: float, region: str, hazard: str, city: str
    ) -> None:
        if sid in spaces:
            raise ValueError(f"space {sid} defined twice")
        kind, _, letter = hazard.partition(":")
        spaces[sid] = Space(sid, name, lon, lat, region, kind, letter, city)

    for hid, (city, label, lon, lat, region) in world.HARBOURS.items():
        add(hid, label, lon, lat, region, "", city)
    for jid, (name, lon, lat, region, hazard) in world.JUNCTIONS.items():
        add(jid, name, lon, lat, region, hazard, "")
    links: dict[str, set[str]] = {}
    counters: dict[str, int] = {}

    def link(a: str, b: str) -> None:
        links.setdefault(a, set()).add(b)
        links.setdefault(b, set()).add(a)

    for prefix, name, region, start, end, between in LANES:
        previous = start
        for point in between:
            counters[prefix] = counters.get(prefix, 0) + 1
            sid = f"{prefix}{counters[prefix]}"
            hazard = point[2] if len(point) == 3 else ""
            add(sid, name, point[0], point[1], region, hazard, "")
            link(previous, sid)
            previous = sid
        link(previous, end)
    for sid in links:
        if sid not in spaces:
            raise ValueError(f"lane end {sid} is not a space")
    adjacency = {sid: tuple(sorted(links.get(sid, ()))) for sid in spaces}
    return spaces, adjacency


SPACES, ADJ = _build()
HARBOUR_SPACES: dict[str, tuple[str, ...]] = {}  # city -> its harbour spaces (quays)
for _space in SPACES.values():
    if _space.city:
        HARBOUR_SPACES.setdefault(_space.city, ())
        HARBOUR_SPACES[_space.city] += (_space.id,)
CITIES: tuple[str, ...] = tuple(HARBOUR_SPACES)


def distances_from(start: str) -> dict[str, int]:
    """Steps from `start` to every space along the lanes, never passing through a harbour
    (a ship that enters one stops there)."""
    seen = {start: 0}
    frontier = [start]
    while frontier:
        following = []
        for sid in frontier:
            if sid != start and SPACES[sid].harbour:
                continue
            for nxt in ADJ[sid]:
                if nxt not in seen:
                    seen[nxt] = seen[sid] + 1
                    following.append(nxt)
        frontier = following
    return seen


def within(start: str, steps: int) -> set[str]:
    """The spaces at most `steps` lane steps from `start` (through harbours too: a fortress's
    reach over pirate waters is a matter of distance, not of sailing)."""
    seen = {start}
    frontier = [start]
    for _ in range(steps):
        frontier = [n for sid in frontier for n in ADJ[sid] if n not in seen]
        seen.update(frontier)
    return seen
