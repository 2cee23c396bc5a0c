"""Where the names that come and go on Plinius's map stand in each state: the observation
point's words and the lit sea dots' names, clear of the counters, the lit dots and the places'
names (which stand where web/views/plinius_layout.py sets them for the whole game); a name set
far off, or nearer another dot, with a leader to its dot.

Geometry only, pure functions of the view dict; web/views/plinius_map.py draws what this places.
"""

from __future__ import annotations

from typing import Any

from pygames.plinius import data

from .plinius_layout import (
    MAP,
    OBSERVATION_POINT,
    OBSERVE_SPOT,
    QUAY,
    QUAY_NAME_Y,
    RING_R,
    TARGET_NAME,
    Box,
    Marks,
    Name,
    Spot,
    _farther,
    _gap,
    _overlap,
    _padded,
    _spots,
    lead_at,
    name_boxes,
    observation_words,
    place_names,
    sea_spots,
    solids,
    text_box,
    ties,
    xy,
)

Wanted = tuple[float, float, str, int, bool, tuple[Spot, ...], bool]


def _wanted(view: dict[str, Any], marks: Marks, legal: set[str]) -> list[Wanted]:
    """The names placed in each state, each (x, y, text, size, bold, spots: the usual one
    first, whether it has a usual one): the observation point's words, the lit sea dots' names
    (at the spot sea_spots sets, if it has one). The observation point, lit, is named by its
    words alone."""
    text, size, bold, _ = observation_words(view, legal)
    ox, oy = xy(OBSERVATION_POINT)
    wanted: list[Wanted] = [(ox, oy, text, size, bold, (OBSERVE_SPOT, *_spots(RING_R, size)), True)]
    fixed = sea_spots()
    for dot in sorted(marks.targets):
        name, kind, x, y, _ = data.DOTS[dot]
        if kind == data.SEA:  # the others are named already
            usual = (fixed[dot],) if dot in fixed else ()
            spots = (*usual, *_spots(RING_R, TARGET_NAME))
            wanted.append((x, y, name, TARGET_NAME, True, spots, bool(usual)))
    return wanted


Leader = tuple[float, float, float, float]  # a line from a dot to its name set far off
LEADER_FROM = RING_R + 3  # a leader starts past the widest ring drawn round a dot
LEADER_BEYOND = 45  # a name whose letters stand farther from its dot's centre gets a leader


def _leader(x: float, y: float, r: float, box: Box) -> Leader:
    """From the edge of the dot at (x, y) to the nearest point of its name's box."""
    ex, ey = min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3])
    length = max(((ex - x) ** 2 + (ey - y) ** 2) ** 0.5, 1)
    return (x + (ex - x) * r / length, y + (ey - y) * r / length, ex, ey)


def names(
    view: dict[str, Any], marks: Marks, at: dict[str, tuple[float, float]], legal: set[str]
) -> tuple[list[Name], list[Leader]]:
    """The names on the map, none covering another name, a counter, a lit or ringed dot or a
    dot, and none outside the map: each harbour's and land dot's where place_names sets it for
    the whole game (the counters keep clear of it); Misenum's inside its quay; the observation
    point's words at their usual spot if clear, and each lit sea dot's name, where they are
    clear, the quay covered least. The observation point's words come second. A name set
    farther out than the spots round its dot gets a leader, a line to its dot."""
    hard = [*solids(marks, at, legal, ties(view, at)), *name_boxes()]
    leaders = [
        _leader(*xy(dot), LEADER_FROM, box)
        for dot, box in zip(place_names(), name_boxes(), strict=True)
        if _gap(box, *xy(dot)) > LEADER_BEYOND
    ]
    qx, qy, qw, qh = QUAY
    misenum: Name = (qx + qw / 2, QUAY_NAME_Y, "Misenum", 22, "middle", True)
    hard.append(_padded(text_box(*misenum[:4], misenum[4])))
    quay = (qx, qy, qx + qw, qy + qh)
    x0, y0, w, h = MAP
    wanted = _wanted(view, marks, legal)

    def clear(box: Box, near: list[Box]) -> bool:
        inside = box[0] >= x0 and box[1] >= y0 and box[2] <= x0 + w and box[3] <= y0 + h
        return inside and not any(
            o[0] < box[2] and box[0] < o[2] and o[1] < box[3] and box[1] < o[3] for o in near
        )

    # First the names whose usual spot is clear, so that those moved aside keep clear of them.
    chosen: dict[int, Spot] = {}
    for index, (x, y, text, size, _, spots, usual) in enumerate(wanted):
        dx, dy, anchor = spots[0]
        box = _padded(text_box(x + dx, y + dy, text, size, anchor))
        if usual and clear(box, hard):
            chosen[index] = spots[0]
            hard.append(box)
            if lead_at(x, y, box) <= 0:  # Off the coast road's, with no room nearer it
                leaders.append(_leader(x, y, LEADER_FROM, box))

    def room(index: int) -> int:
        """How many of a name's spots round its dot are clear now."""
        x, y, text, size, _, spots, _ = wanted[index]
        return sum(
            clear(_padded(text_box(x + dx, y + dy, text, size, anchor)), hard)
            for dx, dy, anchor in spots
        )

    # Then the others, those with least room first: a name with room to spare is not to take
    # the one spot left beside a crowded dot and send that dot's name far off.
    pending = sorted((i for i in range(len(wanted)) if i not in chosen), key=room)
    for index in pending:
        x, y, text, size, _, spots, _ = wanted[index]
        # Only what lies within reach of the farthest spot can be in the way.
        reach = 200 + len(text) * size * 0.56
        near = [
            o
            for o in hard
            if abs(o[0] + o[2] - 2 * x) < 2 * reach and abs(o[1] + o[3] - 2 * y) < 400
        ]
        best: tuple[float, Spot, Box] | None = None
        for far, group in enumerate((spots, _farther(size * 0.6 + 10, size))):
            for n, (dx, dy, anchor) in enumerate(group):
                box = _padded(text_box(x + dx, y + dy, text, size, anchor))
                # Nearest its own dot if it can (review 11: "Off the Sebethus" set aside stood
                # far off, nearer another dot).
                cost = _overlap(box, quay) + 20 * n + 10_000 * (lead_at(x, y, box) <= 0)
                if clear(box, near) and (best is None or cost < best[0]):
                    best = (cost, (dx, dy, anchor), box)
            if best:
                line = _leader(x, y, LEADER_FROM, best[2])
                beyond = far and (line[2] - x) ** 2 + (line[3] - y) ** 2 > LEADER_BEYOND**2
                if beyond or lead_at(x, y, best[2]) <= 0:  # or else read as another dot's
                    leaders.append(line)
                break
        if best is None:  # nowhere clear (never met over whole games): its usual spot
            dx, dy, anchor = spots[0]
            box = _padded(text_box(x + dx, y + dy, text, size, anchor))
            best = (0.0, spots[0], box)
        chosen[index] = best[1]
        hard.append(best[2])
    found: list[Name] = [misenum]
    for index, (x, y, text, size, bold, _, _) in enumerate(wanted):
        dx, dy, anchor = chosen[index]
        found.append((x + dx, y + dy, text, size, anchor, bold))
    return [*found[:2], *place_names().values(), *found[2:]], leaders
