"""Where everything stands on Plinius's map: the part of the bay drawn, the counters' places
beside their dots (at Misenum, on its quay), the sizes of counters and lit dots, and where each
place's name and each lit sea dot's name stands, nearest its own dot (web/views/plinius_labels.py
sets aside those a counter or lit dot is in the way of).

Geometry only, pure functions of the view dict; web/views/plinius_map.py draws what this places.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from typing import Any

from pygames.plinius import data

# The part of data.VIEWBOX drawn: the whole bay; the tip of the peninsula, which holds no dot, is
# cut so that the map fits a laptop's screen under the eruption track.
MAP = (0, 0, 960, 680)
SHIP_W, SHIP_H = 60, 40
PERSON_R = 21
PASSENGER_R = 19
WHOLE_SCALE = 1.3  # a phone's whole map enlarges each counter so much (plinius.css)
RING_R = 25  # a lit or refused dot: at least 24 px wide on a phone's map
# Misenum, where everyone is brought, has a quay of its own in the sea below it: a slot for each
# counter, always the same, so that nothing moves but the one arriving.
QUAY = (6, 266, 148, 224)  # x, y, width, height
QUAY_SLOTS = {
    "Q1": (42, 314),
    "Q2": (112, 314),
    "L": (42, 364),
    "pom": (112, 364),
    "inc1": (42, 414),
    "inc2": (112, 414),
    "inc3": (42, 460),
    "inc4": (112, 460),
}
QUAY_NAME_Y = QUAY[1] + 22  # Misenum's name, inside the top of its quay: clear of its dot's ring
Spot = tuple[float, float, str]  # dx, dy, anchor: where a name stands from its dot
# Each place's name stands at one spot for the whole game, set once from the map alone (issue 29:
# names that moved as counters came and went were read as other places'): beside its dot, clear
# of every other name, of every dot's lit ring, of Misenum's quay and of the observation point's
# words. The counters stand round their dots clear of these names. (dx, dy, anchor, size) from the
# dot; a harbour's name is bold, a land dot's italic; smaller from Herculaneum to Sarnus, where
# the dots crowd (15 px at least: 12 px on a laptop's screen).
NAME_SPOTS: dict[str, tuple[float, float, str, int]] = {
    "neapolis": (-8, -35, "middle", 22),
    "herculaneum": (-10, -32, "middle", 18),  # a passenger at its ship's end stood on it
    "oplontis": (0, 37, "middle", 15),  # at 40 and 17 px nearly as near Off Pompeii
    "pompeii": (28, 6, "start", 17),
    "stabiae": (28, 6, "start", 20),  # up left it lay between Off Pompeii and Off Stabiae
    "baiae": (8, -33, "middle", 17),
    "puteoli": (-8, -33, "middle", 17),
    "pausilypon": (-8, -33, "middle", 17),
    "sebethus": (0, -32, "middle", 17),  # at its right it ran to Mons Summanus
    "somma": (28, 6, "start", 17),
    "nola": (10, 49, "middle", 17),
    "nuceria": (28, -34, "end", 17),
    "resina": (13, -36, "middle", 17),
    "slope": (28, -11, "start", 17),
    "coastroad": (25, 8, "start", 15),
    "sarnus": (0, 37, "middle", 15),  # above, it was as near Pompeii
    "aequa": (-29, -1, "end", 17),
    "surrentum": (28, 17, "start", 17),
}

# A phone's whole map is drawn a third as large: the names above would be 6 px and are hidden
# there, but the harbours', where every rescue starts and ends, are written large enough (10 px
# at 360 px wide), short where two crowd, clear of every dot and of each other (issue 29: the
# whole map named nothing). (x, y, text, anchor), at WHOLE_SIZE.
WHOLE_SIZE = 28
WHOLE_NAMES: dict[str, tuple[float, float, str, str]] = {
    "misenum": (95, 200, "Misenum", "middle"),
    "neapolis": (440, 70, "Neapolis", "middle"),
    "herculaneum": (600, 145, "Herc.", "middle"),
    "oplontis": (770, 296, "Opl.", "end"),
    "pompeii": (878, 331, "Pomp.", "start"),
    "stabiae": (810, 492, "Stabiae", "middle"),
}


@dataclass(frozen=True)
class Marks:
    """What the map shows beside the counters: the selected counter's lit and refused dots, the
    hinted move, the colour just struck and the counter to keep in sight."""

    selected: str | None
    targets: dict[str, str]  # dot -> the move's code
    refused: dict[str, tuple[str, str]]  # dot -> (code, why not)
    hint: str | None
    struck: int | None  # the band a card has just swept or smoked
    follow: str | None  # the counter a zoomed map keeps in sight


def xy(dot: str) -> tuple[int, int]:
    return data.DOTS[dot][2], data.DOTS[dot][3]


Box = tuple[float, float, float, float]  # x0, y0, x1, y1


def text_box(x: float, y: float, text: str, size: int, anchor: str) -> Box:
    """Where a label's letters lie, near enough (the map's serif averages 0.56 em a letter)."""
    width = len(text) * size * 0.56
    left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    return (left, y - size * 0.8, left + width, y + size * 0.25)


Name = tuple[float, float, str, int, str, bool]  # x, y, text, size, anchor, bold
TARGET_NAME = 17  # the size of a lit dot's name
OBSERVATION_POINT = next(d for d, spec in data.DOTS.items() if spec[1] == data.OBSERVATION)


def observation_words(view: dict[str, Any], legal: set[str]) -> tuple[str, int, bool, str]:
    """What the observation point says beside it: (words, size, bold, why not, if closed)."""
    if "observe" in legal:
        return "Observe! 6 AP", 18, True, ""
    if view["observed"]:
        return "observed ✓", 16, False, "Pliny has made his observations (once a game)."
    if view["counters"][data.LIBURNA]["dot"] != OBSERVATION_POINT:
        why = "Bring Pliny's liburna here to observe the eruption (6 AP from one card, +4 VP)."
        return "observation", 16, False, why
    return "observe: 6 AP", 16, False, f"Observing needs 6 AP from one card; {view['ap']} now."


@cache
def _spots(r: float, size: int) -> tuple[Spot, ...]:
    """Where a name may stand round a dot of radius `r`: (dx, dy, anchor), below first."""
    low, high, mid = r + size * 0.8, -r - 4, size * 0.3
    return (
        (0, low, "middle"),
        (0, high, "middle"),
        (r + 3, mid, "start"),
        (-r - 3, mid, "end"),
        (r - 4, low - 4, "start"),
        (4 - r, low - 4, "end"),
        (r - 4, high + 2, "start"),
        (4 - r, high + 2, "end"),
        (0, low + size * 0.8, "middle"),  # clear of counters either side of the dot
        (0, high - size * 0.8, "middle"),
    )


@cache
def _farther(r: float, size: int) -> tuple[Spot, ...]:
    """Spots farther out, for a crowded dot: sixteen directions on widening rings, nearest first;
    a name leans away from its dot (left of it, it ends there; right, it starts)."""
    found: list[Spot] = []
    for reach in (r + 12, r + 24, r + 40, r + 60, r + 85, r + 120):
        for step in range(16):
            angle = step * math.pi / 8
            dx, dy = reach * math.cos(angle), reach * math.sin(angle) + size * 0.3
            anchor = "middle" if abs(dx) < reach * 0.4 else ("start" if dx > 0 else "end")
            found.append((round(dx), round(dy), anchor))
    return tuple(found)


def body(cid: str, x: float, y: float) -> Box:
    """The box a counter covers: a ship's rectangle; most of a person's disc (its corners
    are empty)."""
    half_w, half_h = (SHIP_W / 2, SHIP_H / 2) if cid in data.SHIPS else (PERSON_R * 0.85,) * 2
    return (x - half_w, y - half_h, x + half_w, y + half_h)


def _overlap(a: Box, b: Box) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


DOT_R = {data.HARBOUR: 15, data.SEA: 10, data.LAND: 10, data.OBSERVATION: 10}
# A counter stands just outside its dot's lit ring (which is drawn over it, to take the click),
# reaching this far into it, and is tied to its dot by a short line.
TOUCH = 3
NEAREST_BY = 6  # a counter's centre is nearer its own dot than any other by this much
DIRECTIONS = tuple((math.cos(k * math.pi / 8), math.sin(k * math.pi / 8)) for k in range(16))
# Where none of those is clear, the sixteen between them: a ship docked alone at Oplontis stood
# on "Via litoranea", its one clear spot lying between two of the sixteen.
BETWEEN = tuple(
    (math.cos((k + 0.5) * math.pi / 8), math.sin((k + 0.5) * math.pi / 8)) for k in range(16)
)
# A passenger rides as a badge beside its ship's end, clear of the ship (issue 29: it lay over
# the ship's end, and on a phone's whole map, both enlarged, "Pom" and "Lib" read as "Pomib").
PASSENGER_DX = SHIP_W / 2 + PASSENGER_R + 2
# A counter is set farther out only when no spot round its dot is clear: these many pixels
# farther, nearest first.
FARTHER = (0, 14, 28, 44)
Point = tuple[float, float]


def dot_r(dot: str) -> int:
    return DOT_R[data.DOTS[dot][1]]


def _reach(cid: str, ux: float, uy: float) -> float:
    """How far a counter's edge lies from its centre in the direction (ux, uy)."""
    if cid not in data.SHIPS:
        return PERSON_R
    return min(SHIP_W / 2 / abs(ux) if ux else math.inf, SHIP_H / 2 / abs(uy) if uy else math.inf)


def _gap(box: Box, x: float, y: float) -> float:
    """How far the point (x, y) lies outside a box."""
    dx, dy = max(box[0] - x, 0, x - box[2]), max(box[1] - y, 0, y - box[3])
    return math.hypot(dx, dy)


def _crossed(box: Box) -> int:
    """How many lines run through a box (a counter on a line hides the way it goes)."""
    count = 0
    for a, b in (*data.SEA_LINES, *data.LAND_LINES):
        (ax, ay), (bx, by) = xy(a), xy(b)
        if max(ax, bx) < box[0] or min(ax, bx) > box[2] or max(ay, by) < box[1]:
            continue
        if min(ay, by) > box[3]:
            continue
        for t in (0.1, 0.3, 0.5, 0.7, 0.9):
            px, py = ax + (bx - ax) * t, ay + (by - ay) * t
            if box[0] <= px <= box[2] and box[1] <= py <= box[3]:
                count += 1
                break
    return count


OWN_BY = 4  # a name's letters lie nearer its own dot than any other dot by this much at least


def lead(dot: str, box: Box) -> float:
    """How much nearer a name's letters lie to its own dot than to any other dot."""
    own = _gap(box, *xy(dot))
    return min(_gap(box, *xy(other)) for other in data.DOTS if other != dot) - own


def lead_at(x: float, y: float, box: Box) -> float:
    """lead() of the dot at (x, y)."""
    return lead(next(d for d in data.DOTS if xy(d) == (x, y)), box)


def nearest_own(dot: str, box: Box) -> bool:
    """Whether a name's letters lie nearer its own dot than any other dot, by OWN_BY (review 11:
    "Oplontis" lay nearly as near Off Pompeii, "Stabiae" between two sea dots)."""
    return lead(dot, box) >= OWN_BY


def _padded(box: Box) -> Box:
    """A name's box with a hair of air round it, so that neighbours never touch."""
    return (box[0] - 2, box[1] - 1, box[2] + 2, box[3] + 1)


@cache
def place_names() -> dict[str, Name]:
    """Each place's name where NAME_SPOTS sets it, the same in every state of the game."""
    found: dict[str, Name] = {}
    for dot, (dx, dy, anchor, size) in NAME_SPOTS.items():
        name, kind, x, y, _ = data.DOTS[dot]
        found[dot] = (x + dx, y + dy, name, size, anchor, kind == data.HARBOUR)
    return found


@cache
def name_boxes() -> tuple[Box, ...]:
    """Where the places' names' letters lie, with a hair of air: no counter covers them."""
    return tuple(_padded(text_box(*name[:4], name[4])) for name in place_names().values())


# Its words: left of it and low, nearer it than Off Herculaneum above (review 11: at 13 below it,
# "observation" was read as that dot's).
OBSERVE_SPOT: Spot = (-RING_R - 3, 24, "end")


def _observe_box() -> Box:
    """Where the observation point's words lie, the longest of them."""
    (x, y), (dx, dy, anchor) = xy(OBSERVATION_POINT), OBSERVE_SPOT
    return _padded(text_box(x + dx, y + dy, "Observe! 6 AP", 18, anchor))


@cache
def reserved(dot: str) -> tuple[Box, ...]:
    """What no counter at `dot` covers: the places' names, the observation point's words and,
    at sea, the other sea dots' names at their spots, so that these never move aside (issue
    29). A counter on land keeps close to its dot, clear of these last if it can."""
    found = [*name_boxes(), _observe_box()]
    for other, (dx, dy, anchor) in sea_spots().items():
        name, _, x, y, _ = data.DOTS[other]
        if other != dot and data.DOTS[dot][1] == data.SEA:
            found.append(_padded(text_box(x + dx, y + dy, name, TARGET_NAME, anchor)))
    return tuple(found)


@cache
def sea_spots() -> dict[str, Spot]:
    """Where a lit sea dot's name stands, the same whenever it is lit, set once from the map
    alone (issue 29: placed afresh, "Off the Sebethus" stood nearer Off Herculaneum than its
    own dot): the nearest spot clear of the places' names, of every dot's ring, of the quay
    and of the other sea dots' names, whose letters lie nearer its own dot than any other; the
    most crowded dot first. The three with no such spot have one of their own too
    (_crowded_sea_spots)."""
    x0, y0, w, h = MAP
    qx, qy, qw, qh = QUAY
    hard = [*name_boxes(), _observe_box(), (qx, qy, qx + qw, qy + qh)]
    r = RING_R  # clear of every dot's ring, which may be lit with it
    hard += [(x - r, y - r, x + r, y + r) for x, y in map(xy, data.DOTS)]

    def fits(dot: str, box: Box) -> bool:
        inside = box[0] >= x0 and box[1] >= y0 and box[2] <= x0 + w and box[3] <= y0 + h
        return inside and nearest_own(dot, box)

    options: dict[str, list[tuple[Spot, Box]]] = {}
    for dot, (name, kind, x, y, _) in data.DOTS.items():
        if kind == data.SEA:
            spots = (*_spots(RING_R, TARGET_NAME), *_farther(RING_R, TARGET_NAME))
            boxes = [
                (s, _padded(text_box(x + s[0], y + s[1], name, TARGET_NAME, s[2]))) for s in spots
            ]
            options[dot] = [
                (s, b) for s, b in boxes if fits(dot, b) and not any(_overlap(b, o) for o in hard)
            ]
    found: dict[str, Spot] = {}
    for dot in sorted(options, key=lambda d: len(options[d])):  # the most crowded first
        for spot, box in options[dot]:
            if not any(_overlap(box, o) for o in hard):
                found[dot] = spot
                hard.append(box)
                break
    return {**_crowded_sea_spots(found), **found}


def _bare(box: Box) -> Box:
    """A padded name's box without its hair of air."""
    return (box[0] + 2, box[1] + 1, box[2] - 2, box[3] - 1)


def _flush() -> tuple[Spot, ...]:
    """Spots under or over a dot where the name starts or ends at it: a long name beside a
    crowded dot, its letters nearer it than its neighbours (Sinus Puteolanus)."""
    low, high = RING_R + TARGET_NAME * 0.8, -RING_R - 4
    return tuple(
        (0, dy, anchor)
        for more in (2, 4, 8, 12)
        for dy in (low + more, high - more)
        for anchor in ("start", "end")
    )


def _crowded_sea_spots(found: dict[str, Spot]) -> dict[str, Spot]:
    """Where the names of the sea dots with no spot clear of every ring stand (Sinus
    Puteolanus, Off the Sebethus, Off the coast road: issue 29, placed afresh they moved as
    counters came): the nearest spot clear of the places' names, the observation point's words,
    the quay and every dot, if it can be of the other sea dots' names too. A ring lit with it,
    or a name it would cover, sets it aside then (names())."""
    x0, y0, w, h = MAP
    qx, qy, qw, qh = QUAY
    hard = [*name_boxes(), _observe_box(), (qx, qy, qx + qw, qy + qh)]
    for dot in data.DOTS:
        (x, y), r = xy(dot), dot_r(dot) + 3
        hard.append((x - r, y - r, x + r, y + r))
    named = []
    for dot, (dx, dy, anchor) in found.items():
        name, _, x, y, _ = data.DOTS[dot]
        named.append(_padded(text_box(x + dx, y + dy, name, TARGET_NAME, anchor)))
    crowded: dict[str, Spot] = {}
    for dot in sorted(d for d, spec in data.DOTS.items() if spec[1] == data.SEA and d not in found):
        name, _, x, y, _ = data.DOTS[dot]
        ring = (x - RING_R, y - RING_R, x + RING_R, y + RING_R)
        fitting = []
        for spot in (*_spots(RING_R, TARGET_NAME), *_farther(RING_R, TARGET_NAME), *_flush()):
            box = _padded(text_box(x + spot[0], y + spot[1], name, TARGET_NAME, spot[2]))
            inside = box[0] >= x0 and box[1] >= y0 and box[2] <= x0 + w and box[3] <= y0 + h
            if (
                inside
                and not _overlap(_bare(box), ring)
                and not any(_overlap(box, o) for o in hard)
            ):
                covers = any(_overlap(box, o) for o in named)
                fitting.append((not nearest_own(dot, box), covers, -lead(dot, box), spot, box))
        if fitting:
            # The first nearest its own dot, then clear of names, if any; else the nearest it.
            *_, spot, box = min(fitting, key=lambda f: f[:3])
            crowded[dot] = spot
            hard.append(box)
    return crowded


def spot_faults(cid: str, dot: str, spot: Point, taken: list[Box]) -> int:
    """What is wrong with a counter's centre at `spot`, worst first: on another counter, off the
    map or on Misenum's quay; nearer another dot; under a dot's lit ring; on a place's name."""
    x, y = spot
    box = body(cid, x, y)
    faults = 0
    x0, y0, w, h = MAP
    qx, qy, qw, qh = QUAY
    # Inside the map's edge whole, as a phone's whole map enlarges it (review 11: i2 at Sebethus
    # stood over the top frame, i3 at Sarnus was cut at the right).
    half_w, half_h = (SHIP_W / 2, SHIP_H / 2) if cid in data.SHIPS else (PERSON_R, PERSON_R)
    half_w, half_h = half_w * WHOLE_SCALE, half_h * WHOLE_SCALE
    if x - half_w < x0 or y - half_h < y0 or x + half_w > x0 + w or y + half_h > y0 + h:
        faults += 10
    if _overlap(box, (qx, qy, qx + qw, qy + qh)):
        faults += 10
    own = math.hypot(x - xy(dot)[0], y - xy(dot)[1])
    for other, (_, _, ox, oy, _) in data.DOTS.items():
        if other != dot and math.hypot(x - ox, y - oy) < own + NEAREST_BY:
            faults += 10 if math.hypot(x - ox, y - oy) <= own else 3
        # Its ring, when lit, would cover the counter (its own dot's may reach TOUCH into it).
        apart = _gap(box, ox, oy) if cid in data.SHIPS else math.hypot(x - ox, y - oy) - PERSON_R
        if apart < RING_R - (TOUCH + 0.5 if other == dot else 2):
            faults += 10 if apart < DOT_R[data.DOTS[other][1]] else 1  # on the dot itself: worse
    faults += 10 * sum(_overlap(box, name) > 0 for name in reserved(dot))
    pad = (box[0] - 2, box[1] - 2, box[2] + 2, box[3] + 2)
    faults += 10 * sum(_overlap(pad, other) > 0 for other in taken)
    return faults


def _room_left(dot: str, taken: list[Box]) -> int:
    """How many spots round a dot are still open to a person (on nothing, nearest its dot)."""
    dx, dy = xy(dot)
    reach = RING_R - TOUCH + PERSON_R
    return sum(
        spot_faults("inc1", dot, (dx + ux * reach, dy + uy * reach), taken) < 10
        for ux, uy in DIRECTIONS
    )


def best_spot(
    cid: str, dot: str, rider: str | None, taken: list[Box], waiting: bool = False
) -> tuple[Point, Point | None, bool]:
    """Where a counter stands round its dot (and its passenger, at either end of it), and
    whether that is on something (no spot was clear): the spot
    on nothing, nearest, with fewest lesser faults, leaving most room to the counters still to
    come to its dot (if `waiting`), over fewest lines."""
    dx, dy = xy(dot)
    best: tuple[tuple[float, ...], Point, Point | None] | None = None
    passes = [(farther, ways) for ways in (DIRECTIONS, BETWEEN) for farther in FARTHER]
    for farther, ways in passes:
        for ux, uy in ways:
            reach = RING_R - TOUCH + _reach(cid, ux, uy) + farther
            spot = (dx + ux * reach, dy + uy * reach)
            while _gap(body(cid, *spot), dx, dy) < RING_R - TOUCH + farther:  # a ship's corner
                reach += 1
                spot = (dx + ux * reach, dy + uy * reach)
            faults = spot_faults(cid, dot, spot, taken)
            box = body(cid, *spot)
            for side in (1, -1) if rider else (0,):
                seat = (spot[0] + side * PASSENGER_DX, spot[1]) if rider else None
                more, whole, bodies = 0, box, [box]
                if rider and seat:
                    more = spot_faults(rider, dot, seat, taken)
                    other = body(rider, *seat)
                    whole = (min(box[0], other[0]), box[1], max(box[2], other[2]), box[3])
                    bodies.append(other)
                room, worst = 0, (faults + more) // 10
                if waiting and not worst:
                    room = -_room_left(dot, [*taken, *bodies])
                rank = (worst, farther, faults + more, room, _crossed(whole), -ux * 0.01, -side)
                if best is None or rank < best[0]:
                    best = (rank, spot, seat)
        if best and best[0][0] == 0:
            break
    assert best is not None
    return best[1], best[2], best[0][0] > 0


Tie = tuple[str, float, float, float, float]  # a counter, and a line from its dot's rim to it


def ties(view: dict[str, Any], at: dict[str, Point]) -> list[Tie]:
    """The short lines that tie each counter to its dot, so that it reads as standing there
    (counter, from the dot's rim, to the counter's edge); those on the quay are tied by it."""
    found = []
    for cid, (x, y) in at.items():
        info = view["counters"][cid]
        dot = info["dot"]
        if info["aboard"] or dot in (None, data.UNLIMITED):
            continue
        dx, dy = xy(dot)
        length = math.hypot(x - dx, y - dy)
        if length < 1:
            continue
        ux, uy = (x - dx) / length, (y - dy) / length
        edge = length - _reach(cid, ux, uy)
        if edge > dot_r(dot) + 1:
            r = dot_r(dot)
            found.append((cid, dx + ux * r, dy + uy * r, dx + ux * edge, dy + uy * edge))
    return found


def solids(
    marks: Marks,
    at: dict[str, tuple[float, float]],
    legal: set[str],
    tied: list[Tie],
) -> list[Box]:
    """What no name may cover (names lie under them and would be hidden, or over them and hide
    them): the counters and their ties, the lit and ringed dots, the observe control, the dots."""
    boxes = [body(cid, x, y) for cid, (x, y) in at.items()]
    boxes += [
        (min(a, c) - 3, min(b, d) - 3, max(a, c) + 3, max(b, d) + 3) for _, a, b, c, d in tied
    ]
    rings = [*marks.targets, *marks.refused, *([OBSERVATION_POINT] if "observe" in legal else [])]
    for dot in rings:
        x, y = xy(dot)
        boxes.append((x - RING_R, y - RING_R, x + RING_R, y + RING_R))
    for _, kind, x, y, _ in data.DOTS.values():
        r = 15 if kind == data.HARBOUR else 10
        boxes.append((x - r, y - r, x + r, y + r))
    return boxes
