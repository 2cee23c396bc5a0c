"""The Plinius board view under CPython, drawn apart: no name, dot or later drawing covers a lit
dot, a counter or another name, and every counter stands at its own dot.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

from pygames.plinius import data
from web.views.common import UI
from web.views.plinius import _marks, news, render
from web.views.plinius_labels import LEADER_BEYOND, names
from web.views.plinius_layout import (
    MAP,
    PERSON_R,
    RING_R,
    _padded,
    body,
    lead_at,
    text_box,
)
from web.views.plinius_places import places

from .helpers import _states


def _drawn(html: str) -> list[ElementTree.Element]:
    """The map's top-level elements in the order drawn (a later one lies over an earlier)."""
    svg = re.search(r'<svg class="pl-map".*?</svg>', html, re.S)
    assert svg
    return list(ElementTree.fromstring(svg.group(0)))


def _covers(node: ElementTree.Element, px: float, py: float) -> bool:
    """Whether anything drawn in `node` lies on the point: discs, boxes, a label's letters
    (their box, as text_box reckons it), a polygon's box, a line's stroke."""
    for part in node.iter():
        tag = part.tag.rsplit("}", 1)[-1]
        get = part.get
        if tag == "circle":
            cx, cy, r = (float(get(a, 0)) for a in ("cx", "cy", "r"))
            if (px - cx) ** 2 + (py - cy) ** 2 < r * r:
                return True
        elif tag == "rect":
            x, y, w, h = (float(get(a, 0)) for a in ("x", "y", "width", "height"))
            if x < px < x + w and y < py < y + h:
                return True
        elif tag == "text":
            box = text_box(
                float(get("x", 0)),
                float(get("y", 0)),
                "".join(part.itertext()),
                int(float(get("font-size", 16))),
                get("text-anchor", "start"),
            )
            if box[0] < px < box[2] and box[1] < py < box[3]:
                return True
        elif tag == "polygon":
            points = [tuple(map(float, p.split(","))) for p in get("points", "").split()]
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            if min(xs) < px < max(xs) and min(ys) < py < max(ys):
                return True
        elif tag == "line":
            ax, ay, bx, by = (float(get(a, 0)) for a in ("x1", "y1", "x2", "y2"))
            length2 = max((bx - ax) ** 2 + (by - ay) ** 2, 1e-9)
            t = min(1, max(0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length2))
            near = ((px - ax - t * (bx - ax)) ** 2 + (py - ay - t * (by - ay)) ** 2) ** 0.5
            if near < float(get("stroke-width", 1)) / 2:
                return True
    return False


def test_no_name_or_later_drawing_covers_a_lit_dot_and_names_lie_under_the_counters() -> None:
    """The reviewer found "Off Herculaneum" over the observation point, a road's name and the
    liburna, and "Misenum" over a lit dot. Along whole games, with each counter that can act
    selected in turn (and the hint shown): the middle of every lit dot lies under nothing drawn
    after it, and every name on the map is drawn before (under) the counters and lit dots."""
    checked = 0
    for number, state in enumerate(_states(3)):
        if number % 4:  # a sample, to keep the test quick
            continue
        view = state.view(0)
        legal = [a["code"] for a in view["actions"]]
        hint = next((c for c in legal if c.startswith("move:")), None)
        chosen = sorted({c.split(":")[1] for c in legal if c.startswith("move:")})
        for selected in chosen:
            ui = UI(names=["Ann"], seat=0, selected=selected, extra={"hint": hint})
            drawn = _drawn(render(view, ui))
            classes = [node.get("class", "") for node in drawn]
            first_counter = next(i for i, c in enumerate(classes) if c.startswith("pl-counter"))
            for index, node in enumerate(drawn):
                names = [t for t in node.iter("text") if t.get("class") != "pl-cost-lit"]
                if any(t.get("stroke") == "#fff" for t in names) or (
                    node.tag.endswith("text") and node.get("stroke") == "#fff"
                ):
                    assert index < first_counter or "pl-arrow" in classes[index]
                if classes[index] not in ("pl-target", "pl-observe"):
                    continue
                circle = next(node.iter("circle"))
                x, y = float(circle.get("cx", 0)), float(circle.get("cy", 0))
                over = [
                    classes[i]
                    for i, later in enumerate(drawn)
                    if i > index and _covers(later, x, y)
                ]
                assert not over, f"{node.get('data-action')} with {selected}: under {over}"
                checked += 1
    assert checked > 100, checked


def _area(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return max(0, min(a[2], b[2]) - max(a[0], b[0])) * max(0, min(a[3], b[3]) - max(a[1], b[1]))


def _disc(circle: ElementTree.Element, part: float = 1.0) -> tuple[float, ...]:
    """The box of a circle (`part` of its radius: most of a counter's disc, whose corners are
    empty, as the layout reckons it)."""
    cx, cy, r = (float(circle.get(a, 0)) for a in ("cx", "cy", "r"))
    return (cx - r * part, cy - r * part, cx + r * part, cy + r * part)


Boxes = list[tuple[str, tuple[float, ...]]]  # (what, its box)


def _map_parts(html: str) -> tuple[Boxes, Boxes]:
    """The map's names (their letters' boxes) and what no name may cover, as rendered: each
    counter's body, each lit or ringed dot and the observe control, each dot."""
    labels: Boxes = []
    solid: Boxes = []
    for node in _drawn(html):
        kind = node.get("class", "")
        if kind.startswith("pl-counter"):
            shape = [p for p in node if p.tag.endswith(("circle", "rect"))][-1]
            if shape.tag.endswith("rect"):
                x, y, w, h = (float(shape.get(a, 0)) for a in ("x", "y", "width", "height"))
                solid.append((node.get("id", ""), (x, y, x + w, y + h)))
            else:
                solid.append((node.get("id", ""), _disc(shape, 0.85)))
        elif kind in ("pl-target", "pl-refused", "pl-observe"):
            solid.append((kind, _disc(next(node.iter("circle")))))
        elif kind == "pl-dot":
            solid.append(("dot", _disc(list(node.iter("circle"))[1])))
        for text in node.iter("text"):
            if text.get("stroke-width") == "4":  # a name, white-edged
                box = text_box(
                    float(text.get("x", 0)),
                    float(text.get("y", 0)),
                    "".join(text.itertext()),
                    int(text.get("font-size", 0)),
                    text.get("text-anchor", ""),
                )
                labels.append(("".join(text.itertext()), box))
    return labels, solid


def test_no_name_covers_another_name_a_counter_a_lit_dot_or_a_dot() -> None:
    """Neapolis's and Herculaneum's names overlapped in about 12 of 6,500 renders, and counters
    covered a letter of a few names. Along whole games, every state, with nothing selected
    (the hint shown) and with each counter that can move selected: no name's letters touch
    another's, a counter, a lit or ringed dot, the observe control or a dot, and every name
    lies inside the map."""
    renders = 0
    _, _, w, h = MAP
    for state in _states(4):
        view = state.view(0)
        legal = sorted(a["code"] for a in view["actions"])
        movers = sorted({c.split(":")[1] for c in legal if c.startswith("move:")})
        hint = next((c for c in legal if c.startswith(("move:", "board:", "land:"))), None)
        for selected in [None, *movers]:
            extra = {"hint": hint} if selected is None and hint else {}
            ui = UI(names=["Ann"], seat=0, selected=selected, extra=extra)
            labels, solid = _map_parts(render(view, ui))
            renders += 1
            for index, (text, box) in enumerate(labels):
                assert box[0] >= 0 and box[1] >= 0 and box[2] <= w and box[3] <= h, text
                for other, near in labels[index + 1 :]:
                    assert not _area(box, near), f"{text} on {other} ({selected}, {hint})"
                for what, near in solid:
                    assert not _area(box, near), f"{text} on {what} ({selected}, {hint})"
    assert renders > 1000


def test_no_lit_or_ringed_dot_covers_a_counter() -> None:
    """Lit and ringed dots are drawn over the counters: Resina's ring covered the people
    standing at Herculaneum, Sarnus's those at Pompeii, Off Stabiae's the ship at Stabiae (59
    of 1,308 renders with a counter selected, over 6 games). Along whole games, with each
    counter that can move selected, no ring reaches more than 4 px into a counter."""
    checked = 0
    for state in _states(4):
        view = state.view(0)
        legal = {a["code"] for a in view["actions"]}
        at = places(view)
        for selected in sorted({c.split(":")[1] for c in legal if c.startswith("move:")}):
            marks = _marks(view, UI(names=["Ann"], seat=0, selected=selected), legal, news(view))
            for dot in [*marks.targets, *marks.refused]:
                x, y = data.DOTS[dot][2:4]
                for cid, (cx, cy) in at.items():
                    if cid in data.SHIPS:
                        x0, y0, x1, y1 = body(cid, cx, cy)
                        dx, dy = max(x0 - x, 0, x - x1), max(y0 - y, 0, y - y1)
                        gap = (dx * dx + dy * dy) ** 0.5 - RING_R
                    else:
                        gap = ((cx - x) ** 2 + (cy - y) ** 2) ** 0.5 - RING_R - PERSON_R
                    assert gap > -4, f"{dot}'s ring on {cid} ({selected})"
                checked += 1
    assert checked > 2000, checked


def test_counters_of_neighbouring_dots_do_not_cover_each_other() -> None:
    """The people of Sebethus stood on those of Neapolis, those of Via litoranea on those of
    the Vesuvius slope, Pompeii's on Sarnus's (24 of 456 states over 6 games). Along whole
    games, every state: no two counters overlap, but a passenger on its ship's corner."""
    states = 0
    for state in _states(4):
        view = state.view(0)
        counters = view["counters"]
        at = sorted(places(view).items())
        for index, (a, spot) in enumerate(at):
            for b, other in at[index + 1 :]:
                if a in (counters[b]["aboard"], None) or b == counters[a]["aboard"]:
                    continue
                assert _area(body(a, *spot), body(b, *other)) < 50, (a, b, counters[a]["dot"])
        states += 1
    assert states > 300


def test_a_name_set_far_from_its_dot_has_a_line_to_it() -> None:
    """A crowded dot's name may have to stand farther off than the spots round it: then a
    dashed leader runs from the dot to the name's letters, so it is not read as a neighbour's.
    Along whole games, with nothing and each counter that can move selected: every name whose
    letters lie more than LEADER_BEYOND from its dot, or nearer another dot (review 11), has
    one, and no other name has."""
    led = 0
    spots = {spec[0]: spec[2:4] for spec in data.DOTS.values()}
    for state in _states(4):
        view = state.view(0)
        legal = {a["code"] for a in view["actions"]}
        movers = sorted({c.split(":")[1] for c in legal if c.startswith("move:")})
        for selected in [None, *movers]:
            marks = _marks(view, UI(names=["Ann"], seat=0, selected=selected), legal, news(view))
            placed, leaders = names(view, marks, places(view), legal)
            ends = {(round(x), round(y)) for _, _, x, y in leaders}
            far = 0
            for x, y, text, size, anchor, _ in placed[1:]:  # all but Misenum's, on its quay
                box = text_box(x, y, text, size, anchor)
                dx, dy = spots.get(text, spots["Observation point"])  # or the observation's
                near = (min(max(dx, box[0] - 2), box[2] + 2), min(max(dy, box[1] - 1), box[3] + 1))
                beyond = (near[0] - dx) ** 2 + (near[1] - dy) ** 2 > LEADER_BEYOND**2
                if beyond or lead_at(dx, dy, _padded(box)) <= 0:  # or nearer another dot
                    assert (round(near[0]), round(near[1])) in ends, text
                    far += 1
            assert len(leaders) == far
            led += far
    assert led > 20, led


Box = tuple[float, ...]


def _counter_parts(node: ElementTree.Element) -> tuple[tuple[float, float], Box, list[Box]]:
    """A counter as drawn: its centre, its body's box (a ship's rectangle, a person's disc) and
    the boxes of its letters (its short name and its numeral)."""
    shape = [p for p in node if p.tag.endswith(("circle", "rect"))][-1]
    box: Box
    if shape.tag.endswith("rect"):
        x, y, w, h = (float(shape.get(a, 0)) for a in ("x", "y", "width", "height"))
        centre, box = (x + w / 2, y + h / 2), (x, y, x + w, y + h)
    else:
        centre = (float(shape.get("cx", 0)), float(shape.get("cy", 0)))
        box = _disc(shape, 0.85)  # most of its disc, as the layout reckons it
    letters: list[Box] = [
        text_box(
            float(t.get("x", 0)),
            float(t.get("y", 0)),
            "".join(t.itertext()),
            int(t.get("font-size", 0)),
            t.get("text-anchor", ""),
        )
        for t in node.iter("text")
    ]
    return centre, box, letters


def test_every_counter_stands_at_its_own_dot_and_covers_no_counters_letters() -> None:
    """A new player read the liburna at Off Pompeii as between two dots, Pompeii's incola as at
    the sea dot beside it, and a boarded Pomponianus covered "Lib" (353 of 1,880 counters over 6
    games were nearer another dot than their own). Along whole games, as drawn: every counter
    off the quay is nearer its own dot than any other dot, and each not aboard is tied
    to its dot by a short line in its colour (from its dot's rim to its edge, under 32 px); a
    passenger sits beside its ship's end (review 11: not on it); no counter covers another's
    letters."""
    states = 0
    for state in _states(6):
        view = state.view(0)
        counters = view["counters"]
        drawn = {
            node.get("id", "")[3:]: node
            for node in _drawn(render(view, UI(names=["Ann"], seat=0)))
            if node.get("class", "").startswith("pl-counter")
        }
        parts = {cid: _counter_parts(node) for cid, node in drawn.items()}
        for cid, ((x, y), box, _) in parts.items():
            dot = counters[cid]["dot"]
            if dot == data.UNLIMITED:
                continue  # on Misenum's quay, which a line joins to its dot
            ox, oy = data.DOTS[dot][2:4]
            own = ((x - ox) ** 2 + (y - oy) ** 2) ** 0.5
            for other, spec in data.DOTS.items():
                far = ((x - spec[2]) ** 2 + (y - spec[3]) ** 2) ** 0.5
                assert other == dot or far > own, f"{cid} at {dot} nearer {other}"
            tie = drawn[cid].find("line[@class='pl-tie']")
            if counters[cid]["aboard"]:
                ship = parts[counters[cid]["aboard"]][1]
                assert tie is None and _area(box, ship) == 0  # beside it (review 11)
                assert _area((box[0] - 6, box[1], box[2] + 6, box[3]), ship) > 0  # touching
                continue
            assert tie is not None, f"{cid} at {dot} has no tie"
            x1, y1, x2, y2 = (float(tie.get(a, 0)) for a in ("x1", "y1", "x2", "y2"))
            r = 15 if data.DOTS[dot][1] == data.HARBOUR else 10
            assert abs(((x1 - ox) ** 2 + (y1 - oy) ** 2) ** 0.5 - r) < 1.5
            assert ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 < 32
            if cid in data.SHIPS:  # it reaches the counter's edge
                assert _area((x2 - 2, y2 - 2, x2 + 2, y2 + 2), box) > 0
            else:
                assert ((x2 - x) ** 2 + (y2 - y) ** 2) ** 0.5 < (box[2] - box[0]) / 1.7 + 2
        order = list(parts)  # as drawn: a later counter lies over an earlier one
        for index, cid in enumerate(order):
            for other in order[:index]:
                for letter in parts[other][2]:
                    assert not _area(parts[cid][1], letter), f"{cid} covers {other}'s letters"
        states += 1
    assert states > 400, states
