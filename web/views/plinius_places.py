"""Where each counter on Plinius's map stands: round its dot (web/views/plinius_layout.py finds
the spots), at Misenum on its quay, and where it stood last time if it did not move.
"""

from __future__ import annotations

from typing import Any

from pygames.plinius import data

from .plinius_layout import PASSENGER_DX, QUAY_SLOTS, Box, Point, best_spot, body, spot_faults

# Where each counter stood when last drawn: (its dot, the ship it was aboard, its centre).
Placed = dict[str, tuple[str | None, str | None, Point]]


def remembered(view: dict[str, Any], at: dict[str, Point]) -> Placed:
    """What `places` is to be given next time, so that a counter that did not move stays put."""
    counters = view["counters"]
    return {cid: (counters[cid]["dot"], counters[cid]["aboard"], spot) for cid, spot in at.items()}


def _kept(
    cid: str, dot: str, rider: str | None, before: Placed, taken: list[Box]
) -> tuple[Point, Point | None] | None:
    """A counter's spot of last time, if it stood on this dot and the spot is still clear (a
    passenger that came aboard sits at either end of the ship, the end it sat at if it was
    aboard already, the clearer end if neither is clear: the ship keeps its spot, where a click
    meant for it landed its passenger when it moved aside; issue 29)."""
    old = before.get(cid)
    if not old or old[:2] != (dot, None) or spot_faults(cid, dot, old[2], taken) >= 10:
        return None
    spot = old[2]
    if rider is None:
        return spot, None
    seat = before.get(rider)
    seats = [seat[2]] if seat and seat[:2] == (dot, cid) else []
    seats += [(spot[0] + side * PASSENGER_DX, spot[1]) for side in (1, -1)]
    around = [*taken, body(cid, *spot)]
    return spot, min(seats, key=lambda place: spot_faults(rider, dot, place, around))


def places(view: dict[str, Any], before: Placed | None = None) -> dict[str, Point]:
    """Where each counter on the map is drawn: round its dot, just outside the ring lit there,
    nearer its own dot than any other, clear of other counters and of the rings of the dots
    round it, and off the lines if it can; a passenger at its ship's end; at Misenum on the quay.
    A counter still on the dot it stood on `before` keeps its spot if it is still clear (issue
    29: counters that had not moved jumped as others came); the others are placed after them,
    dot by dot in a fixed order."""
    counters = view["counters"]
    by_dot: dict[str, list[str]] = {}
    for cid in (*data.SHIPS, *data.INHABITANTS):
        info = counters[cid]
        if info["dot"] is not None and not info["aboard"]:
            by_dot.setdefault(info["dot"], []).append(cid)
    carried = {info["aboard"]: cid for cid, info in counters.items() if info["aboard"]}

    # A dot whose newcomers find no clear spot beside those kept is laid out afresh; if that is
    # not enough, the whole map, as if nothing was kept.
    fresh: set[str] = set()
    while True:
        at, crowded = _lay_out(by_dot, carried, before or {}, fresh)
        if crowded is None:
            return at
        fresh = set(data.DOTS) if crowded in fresh else {*fresh, crowded}


def _lay_out(
    by_dot: dict[str, list[str]], carried: dict[str, str], before: Placed, fresh: set[str]
) -> tuple[dict[str, Point], str | None]:
    """The counters kept where they stood (but on the `fresh` dots), then the others; and the
    first dot where one of the others found no clear spot, if any counter was kept."""
    at: dict[str, Point] = {}
    taken: list[Box] = []

    def stand(cid: str, spot: Point, seat: Point | None) -> None:
        at[cid] = spot
        taken.append(body(cid, *spot))
        if seat:
            at[carried[cid]] = seat
            taken.append(body(carried[cid], *seat))

    any_kept = False
    for dot, here in by_dot.items():
        for cid in here:
            if dot == data.UNLIMITED:  # on the quay, each in its own place: nothing covers it
                at[cid] = QUAY_SLOTS[cid]
                if cid in carried:
                    at[carried[cid]] = QUAY_SLOTS[carried[cid]]
                continue
            kept = None if dot in fresh else _kept(cid, dot, carried.get(cid), before, taken)
            if kept:
                stand(cid, *kept)
                any_kept = True
    crowded = None
    for dot in data.DOTS:
        left = [cid for cid in by_dot.get(dot, []) if cid not in at]
        for index, cid in enumerate(left):
            spot, seat, covering = best_spot(
                cid, dot, carried.get(cid), taken, index + 1 < len(left)
            )
            stand(cid, spot, seat)
            if covering and crowded is None and any_kept:
                crowded = dot
    return at, crowded
