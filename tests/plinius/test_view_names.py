"""Plinius's place names are printed on the board, as on the physical game's: each stands at one
spot beside its dot for the whole game, whatever counters come and go, whatever is selected or
hinted; the counters stand round their dots clear of the names' letters (issue 29: "Herculaneum"
jumped next to Neapolis after a hint, "Oplontis" and "Pompeii" hopped between dots).
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Iterator

from pygames.plinius import data
from web.views.common import UI
from web.views.plinius import render
from web.views.plinius_layout import (
    MAP,
    QUAY,
    QUAY_NAME_Y,
    RING_R,
    WHOLE_NAMES,
    WHOLE_SIZE,
    place_names,
    text_box,
)

from .helpers import _states
from .test_view_overlaps import _area, _counter_parts, _drawn

PLACES = {data.DOTS[dot][0]: dot for dot in place_names()}
NEAR = 70  # how far a counter's centre may stand from its dot's (its edge is 49 px off at most)
SELECT = re.compile(r'data-select="([^"]*)"')

Spot = tuple[float, float, str, int]  # x, y, anchor, size


def _renders(games: int) -> Iterator[tuple[dict[str, object], str, str]]:
    """Every state of `games` seeded games, with the hint shown and nothing selected, then with
    each counter that can be selected selected: (view, what is selected, the page)."""
    for state in _states(games):
        view = state.view(0)
        legal = sorted(a["code"] for a in view["actions"])
        hint = next((c for c in legal if c.startswith(("move:", "board:", "land:"))), None)
        extra = {"hint": hint} if hint else {}
        html = render(view, UI(names=["Ann"], seat=0, extra=extra))
        yield view, "", html
        for selected in sorted(set(SELECT.findall(html))):
            ui = UI(names=["Ann"], seat=0, selected=selected, extra=extra)
            yield view, selected, render(view, ui)


def _place_names(html: str) -> dict[str, Spot]:
    """The places' names as drawn (white-edged labels): where each stands, once each."""
    found: dict[str, Spot] = {}
    for node in _drawn(html):
        for text in node.iter("text"):
            words = "".join(text.itertext())
            if text.get("stroke-width") == "4" and words in PLACES:
                assert words not in found, f"{words} drawn twice"
                found[words] = (
                    float(text.get("x", 0)),
                    float(text.get("y", 0)),
                    text.get("text-anchor", ""),
                    int(text.get("font-size", 0)),
                )
    return found


def test_each_place_name_stands_at_one_spot_for_the_whole_game() -> None:
    """Along three whole games, with the hint shown and with each counter selected in turn:
    every harbour's and land dot's name is drawn, at the same spot, anchor and size each time."""
    first: dict[str, Spot] | None = None
    renders = 0
    for _, selected, html in _renders(3):
        drawn = _place_names(html)
        assert set(drawn) == set(PLACES)
        first = first or drawn
        for name, spot in drawn.items():
            assert spot == first[name], f"{name} moved to {spot} ({selected})"
        renders += 1
    assert renders > 500, renders


def test_the_place_names_stand_beside_their_dots_clear_of_each_other_and_every_ring() -> None:
    """Set once from the map alone: no name's letters lie on another name, on a dot or the ring
    drawn round it when lit, on Misenum's quay or its name, or outside the map; and each lies
    nearer its own dot than any other named place's (a sea dot is named only while lit)."""
    qx, qy, qw, qh = QUAY
    misenum = text_box(qx + qw / 2, QUAY_NAME_Y, "Misenum", 22, "middle")
    boxes = {dot: text_box(*name[:4], name[4]) for dot, name in place_names().items()}
    x0, y0, w, h = MAP
    for dot, box in boxes.items():
        assert box[0] >= x0 and box[1] >= y0 and box[2] <= x0 + w and box[3] <= y0 + h, dot
        assert not _area(box, (qx, qy, qx + qw, qy + qh)) and not _area(box, misenum), dot
        for other, box2 in boxes.items():
            assert other == dot or not _area(box, box2), f"{dot} on {other}"
        gaps = {}
        for other, (_, _, x, y, _) in data.DOTS.items():
            ring = (x - RING_R, y - RING_R, x + RING_R, y + RING_R)
            assert not _area(box, ring), f"{dot}'s name on {other}'s ring"
            if other in place_names():
                near = (min(max(x, box[0]), box[2]), min(max(y, box[1]), box[3]))
                gaps[other] = math.dist(near, (x, y))
        assert min(gaps, key=gaps.__getitem__) == dot, f"{dot}'s name nearer another dot"


def test_no_counter_covers_a_place_name_and_each_stands_near_its_dot_inside_the_map() -> None:
    """Along three whole games, with the hint shown and with each counter selected in turn, as
    drawn: no counter's body lies on a place's name's letters; each counter off the quay stands
    within NEAR px of its dot (a passenger on its ship), and the whole of it inside the map."""
    renders = 0
    x0, y0, w, h = MAP
    for view, selected, html in _renders(3):
        counters = view["counters"]
        assert isinstance(counters, dict)
        names = {
            name: text_box(x, y, name, size, anchor)
            for name, (x, y, anchor, size) in _place_names(html).items()
        }
        for node in _drawn(html):
            if not node.get("class", "").startswith("pl-counter"):
                continue
            cid = node.get("id", "")[3:]
            (x, y), box, _ = _counter_parts(node)
            for name, letters in names.items():
                assert not _area(box, letters), f"{cid} on {name} ({selected})"
            assert box[0] >= x0 and box[1] >= y0 and box[2] <= x0 + w and box[3] <= y0 + h, cid
            dot = counters[cid]["dot"]
            if dot == data.UNLIMITED or counters[cid]["aboard"]:
                continue
            far = math.dist((x, y), data.DOTS[dot][2:4])
            assert far <= NEAR, f"{cid} {far:.0f} px from {dot} ({selected})"
        renders += 1
    assert renders > 500, renders


def test_the_whole_maps_harbour_names_lie_clear_of_every_dot_and_of_each_other() -> None:
    """A phone's whole map names its harbours, large (issue 29: it named nothing): each name
    stands inside the map, nearer its own harbour than any other, clear of every dot and of
    the other such names (0.58 em a letter: the browser draws "Misenum" 0.579 em a letter)."""
    x0, y0, w, h = MAP
    boxes = {}
    for dot, (x, y, text, anchor) in WHOLE_NAMES.items():
        assert data.DOTS[dot][1] == data.HARBOUR
        width = len(text) * WHOLE_SIZE * 0.58
        left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
        box = (left, y - WHOLE_SIZE * 0.8, left + width, y + WHOLE_SIZE * 0.25)
        assert x0 <= box[0] and box[2] <= x0 + w and y0 <= box[1] and box[3] <= y0 + h, dot
        for other, (_, kind, ox, oy, _) in data.DOTS.items():
            r = 15 if kind == data.HARBOUR else 10
            gap = math.hypot(max(box[0] - ox, 0, ox - box[2]), max(box[1] - oy, 0, oy - box[3]))
            assert gap > r, (dot, other)
        boxes[dot] = box
    harbours = [d for d, spec in data.DOTS.items() if spec[1] == data.HARBOUR]
    assert sorted(boxes) == sorted(harbours)
    for a, b in itertools.combinations(boxes.values(), 2):
        assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)
