"""The map of Plinius adversus Vesuvium in SVG: the bay of Naples with its dots and lines, the
counters fanned out beside their dots (at Misenum, on a quay of their own), the dots the selected
counter may reach (lit, with their cost and name) or not (ringed, saying why), the hinted move as
an arrow, and the dots a card has just struck.

Pure functions of the view dict (and the selection and the hint), used by web/views/plinius.py;
where each thing stands (counters, names) is reckoned by web/views/plinius_layout.py.
Every counter keeps its `id` and its place in the drawing, so that the table's morph keeps it and
it glides to its new dot (web/static/motion.mjs).
"""

from __future__ import annotations

import itertools
import math
from typing import Any

from pygames.plinius import data

from .common import esc, svg_button
from .plinius_dots import NO_COLOUR, STUNNED, danger, dots, flow_next
from .plinius_labels import names
from .plinius_layout import (
    MAP,
    OBSERVATION_POINT,
    PASSENGER_R,
    PERSON_R,
    QUAY,
    RING_R,
    SHIP_H,
    SHIP_W,
    WHOLE_NAMES,
    WHOLE_SIZE,
    Marks,
    Name,
    observation_words,
    place_names,
    text_box,
    ties,
    xy,
)
from .plinius_places import Placed, places, remembered

SEA_COLOUR = "#9cc8e4"
LAND_COLOUR = "#e9dcb5"
SEA_LINE = "#1d5fb8"
LAND_LINE = "#8a5a2b"
LIT = "#00a0ff"  # the dots the selected counter may reach
HINTED = "#ff7a00"  # the hinted move
ROMAN = {1: "I", 2: "II", 3: "III"}
FILL = {
    "quadrireme": "#274b8c",
    "liburna": "#8c1c2c",
    "incola": "#2f6b2f",
    "pomponianus": "#6b2f8c",
}
COST_SIZE = 15  # the cost of a step printed on a counter


def numeral(kind: str, stunned: bool) -> str:
    """The cost of a step printed on a counter: the liburna's with the wind / against it."""
    normal, dazed = data.COSTS[kind]
    if kind == "liburna":
        low = (dazed if stunned else normal) - data.LIBURNA_WITH_WIND_DISCOUNT
        return f"{ROMAN[low]}/{ROMAN[dazed if stunned else normal]}"
    return ROMAN[dazed if stunned else normal]


def short(cid: str) -> str:
    return data.LABELS[cid]


def _base() -> list[str]:
    x0, y0, w, h = data.VIEWBOX
    parts = [
        f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="{SEA_COLOUR}"/>',
        '<polygon points="'
        + " ".join(f"{x},{y}" for x, y in data.COASTLINE)
        + f'" fill="{LAND_COLOUR}" stroke="#7a6a48" stroke-width="2"/>',
    ]
    vx, vy = data.VESUVIUS
    parts.append(
        f"<g><title>Vesuvius: the crater. The dots nearest to it are struck first.</title>"
        f'<polygon points="{vx - 60},{vy + 40} {vx - 12},{vy - 30} {vx + 12},{vy - 30}'
        f' {vx + 60},{vy + 40}" fill="#7b6a5a" stroke="#4a3a2a"/>'
        f'<ellipse cx="{vx}" cy="{vy - 30}" rx="12" ry="4" fill="#c0392b"/>'
        f'<text x="{vx}" y="{vy - 40}" font-size="19" text-anchor="middle" font-style="italic"'
        ' stroke="#fff" stroke-width="3" paint-order="stroke">Vesuvius</text></g>'
    )
    for lines, colour, dash in (
        (data.LAND_LINES, LAND_LINE, ""),
        (data.SEA_LINES, SEA_LINE, ' stroke-dasharray="8 5"'),
    ):
        for a, b in lines:
            (ax, ay), (bx, by) = xy(a), xy(b)
            parts.append(
                f'<line x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}" stroke="{colour}"'
                f' stroke-width="3"{dash}/>'
            )
    qx, qy, qw, qh = QUAY
    mx, my = xy(data.UNLIMITED)
    parts.append(
        "<g><title>Misenum's quay: everyone brought to Misenum stands here (no limit; neither"
        " smoke nor flow strikes Misenum)</title>"
        f'<line x1="{mx}" y1="{my}" x2="{qx + qw / 2}" y2="{qy}" stroke="#555" stroke-width="2"'
        ' stroke-dasharray="3 3"/>'
        f'<rect x="{qx}" y="{qy}" width="{qw}" height="{qh}" rx="12" fill="{NO_COLOUR}"'
        ' fill-opacity="0.85" stroke="#555" stroke-width="2"/></g>'
    )
    return parts


def _label(x: float, y: float, text: str, size: int, anchor: str, bold: bool = False) -> str:
    weight = ' font-weight="bold"' if bold else ' font-style="italic"'
    return (
        f'<text class="pl-name" x="{x}" y="{y}" font-size="{size}"{weight} text-anchor="{anchor}"'
        ' stroke="#fff"'
        f' stroke-width="4" paint-order="stroke" aria-hidden="true">{esc(text)}</text>'
    )


def _whole_names() -> str:
    """The harbours' names for a phone's whole map (WHOLE_NAMES), which alone shows them."""
    return (
        '<g class="pl-whole-names" aria-hidden="true">'
        + "".join(
            f'<text x="{x}" y="{y}" font-size="{WHOLE_SIZE}" font-weight="bold"'
            f' text-anchor="{anchor}" stroke="#fff" stroke-width="6" paint-order="stroke">'
            f"{esc(text)}</text>"
            for x, y, text, anchor in WHOLE_NAMES.values()
        )
        + "</g>"
    )


def _observation(
    view: dict[str, Any], legal: set[str], hinted: bool, words: Name
) -> tuple[str, str]:
    """The observation point: a control while Pliny may observe; otherwise it says why not.
    (Its words, where `words` places them, drawn under the counters; the control over them.)"""
    x, y = xy(OBSERVATION_POINT)
    why = observation_words(view, legal)[3]
    band = data.DOTS[OBSERVATION_POINT][4]
    warn = f"; {danger(band)}" if flow_next(view, band) else ""
    if not why:
        colour = HINTED if hinted else LIT
        return f'<g class="pl-target-name">{_label(*words)}</g>', (
            f"<g {svg_button('observe', 'Observe the eruption (6 AP, +4 VP)' + warn)}"
            ' class="pl-observe">'
            f'<circle cx="{x}" cy="{y}" r="{RING_R}" fill="{colour}" fill-opacity="0.3"'
            f' stroke="{colour}" stroke-width="5"/></g>'
        )
    return (
        f'<g class="pl-observe-closed"><title>{esc(why)}</title>'
        f'<circle cx="{x}" cy="{y}" r="{RING_R - 6}" fill="#fff" fill-opacity="0.01" stroke="#fff"'
        ' stroke-width="3"/>' + _label(*words) + "</g>",
        "",
    )


def _hit(dot: str, marks: Marks, at: dict[str, tuple[float, float]]) -> str:
    """A lit or ringed dot's area to tap: 44 px wide on screen where the map is shown small, as
    the page's style sizes it from the map's scale; never reaching another lit or ringed dot's
    area or a counter (`--cap`, in the map's units), so each still takes its own tap."""
    x, y = xy(dot)
    others = [xy(other) for other in [*marks.targets, *marks.refused] if other != dot]
    room = [math.dist((x, y), point) / 2 for point in others]
    room += [math.dist((x, y), point) - PERSON_R for point in at.values()]
    cap = max(RING_R, min(room, default=3 * RING_R))
    return (
        f'<circle class="pl-hit" cx="{x}" cy="{y}" r="{RING_R}" style="--cap: {cap:.0f}px"'
        ' fill="#fff" fill-opacity="0.01"/>'
    )


def _rings(view: dict[str, Any], marks: Marks, at: dict[str, tuple[float, float]]) -> list[str]:
    """The dots the selected (or hinted) counter may enter, lit with their cost and named; and
    those it may not, ringed and saying why when clicked."""
    costs = view.get("costs", {})
    parts = []
    for dot, code in marks.targets.items():
        x, y = xy(dot)
        cost = costs.get(code)
        name = data.DOTS[dot][0]
        colour = HINTED if code == marks.hint else LIT
        band = data.DOTS[dot][4]
        warn = f" ({danger(band)})" if flow_next(view, band) else ""
        parts.append(
            f'<g {svg_button(code, f"Move to {name}, {cost} AP{warn}")} class="pl-target">'
            f"{_hit(dot, marks, at)}"
            f'<circle cx="{x}" cy="{y}" r="{RING_R}" fill="{colour}" fill-opacity="0.35"'
            f' stroke="{colour}" stroke-width="5"/>'
            # The cost in a white halo, over the anchor or the grey cloud under it (review 11).
            f'<text class="pl-cost-lit" x="{x}" y="{y + 7}" font-size="20" font-weight="bold"'
            ' text-anchor="middle" stroke="#fff" stroke-width="5" paint-order="stroke">'
            f"{cost}</text></g>"
        )
    for dot, (code, reason) in marks.refused.items():
        x, y = xy(dot)
        name = data.DOTS[dot][0]
        glyph = "✕" if "buried" in reason else ("full" if "holds" in reason else "AP")
        parts.append(
            f"<g {svg_button(code, f'Move to {name}: not now. {reason}', True)}"
            f' class="pl-refused"><title>{esc(reason)}</title>{_hit(dot, marks, at)}'
            f'<circle cx="{x}" cy="{y}" r="{RING_R}" fill="#fff" fill-opacity="0.45"'
            ' stroke="#444" stroke-width="3" stroke-dasharray="5 4"/>'
            f'<text x="{x}" y="{y + 6}" font-size="{18 if len(glyph) == 1 else 14}"'
            f' text-anchor="middle" fill="#333">{glyph}</text></g>'
        )
    return parts


Point = tuple[float, float]


def _arrow(
    start: Point, end: Point, gap: float, lead: float = PERSON_R, avoid: tuple[Point, ...] = ()
) -> str:
    """An arrow from `lead` off `start` towards `end`, stopping `gap` short of it; bent round
    the dots to `avoid` (lit dots, which it must not cover) when the straight way crosses one."""
    (sx, sy), (bx, by) = start, end
    length = max(math.hypot(bx - sx, by - sy), 1)
    nx, ny = -(by - sy) / length, (bx - sx) / length  # across the straight way

    def legs(bend: float) -> list[tuple[float, float, float, float]]:
        """The arrow's straight pieces, through a point `bend` off the middle of the way."""
        mid = ((sx + bx) / 2 + nx * bend, (sy + by) / 2 + ny * bend)
        turns = [start, mid, end] if bend else [start, end]
        found = []
        for index, ((px, py), (qx, qy)) in enumerate(itertools.pairwise(turns)):
            span = max(math.hypot(qx - px, qy - py), 1)
            ux, uy = (qx - px) / span, (qy - py) / span
            back = gap + 18 if index == len(turns) - 2 else 0  # the last piece ends at the head
            ahead = lead if index == 0 else 0
            found.append((px + ux * ahead, py + uy * ahead, qx - ux * back, qy - uy * back))
        return found

    pieces = next(
        (
            found
            for found in map(legs, (0, 40, -40, 70, -70, 100, -100))
            if all(_near_segment(p, f[:2], f[2:]) >= RING_R + 3 for p in avoid for f in found)
        ),
        legs(0),
    )
    ax, ay, ex, ey = pieces[-1]
    span = max(math.hypot(ex - ax, ey - ay), 1)
    ux, uy = (ex - ax) / span, (ey - ay) / span
    head = 18
    tx, ty = ex + ux * head, ey + uy * head
    left = (ex - uy * head * 0.6, ey + ux * head * 0.6)
    right = (ex + uy * head * 0.6, ey - ux * head * 0.6)
    tip = f"{tx:.0f},{ty:.0f} {left[0]:.0f},{left[1]:.0f} {right[0]:.0f},{right[1]:.0f}"
    lines = [f'x1="{a:.0f}" y1="{b:.0f}" x2="{c:.0f}" y2="{d:.0f}"' for a, b, c, d in pieces]
    return (
        '<g class="pl-arrow" aria-hidden="true">'
        + "".join(
            f'<line {line} stroke="#fff" stroke-width="11" stroke-linecap="round"/>'
            for line in lines
        )
        + "".join(
            f'<line {line} stroke="{HINTED}" stroke-width="6" stroke-linecap="round"/>'
            for line in lines
        )
        + f'<polygon points="{tip}" fill="{HINTED}" stroke="#fff" stroke-width="2"/></g>'
    )


def _near_segment(
    point: tuple[float, float], a: tuple[float, float], b: tuple[float, float]
) -> float:
    """How near a point comes to the segment from a to b."""
    length2 = max((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2, 1e-9)
    t = ((point[0] - a[0]) * (b[0] - a[0]) + (point[1] - a[1]) * (b[1] - a[1])) / length2
    t = min(1.0, max(0.0, t))
    return math.hypot(point[0] - a[0] - t * (b[0] - a[0]), point[1] - a[1] - t * (b[1] - a[1]))


def _hint_arrow(view: dict[str, Any], marks: Marks, at: dict[str, tuple[float, float]]) -> str:
    """The hinted move drawn on the map: from the counter to the dot it should go to, or from
    the inhabitant to the ship it should board (and from the ship to land the passenger); bent
    round the other lit dots."""
    hint = marks.hint
    avoid = [dot for dot in marks.targets if marks.targets[dot] != hint]
    if not hint:
        return ""
    verb, _, rest = hint.partition(":")
    if verb == "move":
        counter, dot = rest.split(":")
        if counter in at:
            start, lead = at[counter], float(PERSON_R)
            home = view["counters"][counter]["dot"]
            if _near_segment(xy(home), start, xy(dot)) < RING_R:
                start, lead = xy(home), RING_R + 2  # from its dot's rim: it would cross the dot
            return _arrow(start, xy(dot), RING_R + 2, lead, tuple(map(xy, avoid)))
    elif verb == "board":
        ship, who = rest.split(":")
        if ship in at and who in at:
            return _arrow(at[who], at[ship], SHIP_H / 2 + 4)
    elif verb == "land":
        ship, who = rest.split(":")
        if ship in at:
            x, y = at.get(who, at[ship])
            return _arrow((x, y - 70), (x, y), PASSENGER_R + 4)
    return ""


def _shape(
    cid: str, info: dict[str, Any], x: float, y: float, edge: str, radius: float, origin: Point
) -> str:
    kind = info["kind"]
    fill = STUNNED if info["stunned"] else FILL[kind]
    width = 5 if edge in (LIT, HINTED) else 3
    # Its body and name scale round `origin`, as a phone's whole map enlarges them (plinius.css):
    # a ship was told from a person there with pains (issue 29). A passenger's round its ship's
    # middle, so that it moves out as the ship grows and stays beside it.
    around = f'class="pl-body" style="transform-origin: {origin[0]:g}px {origin[1]:g}px"'
    if cid in data.SHIPS:
        body = (
            f'<rect {around} x="{x - SHIP_W / 2}" y="{y - SHIP_H / 2}" width="{SHIP_W}"'
            f' height="{SHIP_H}" rx="10" fill="{fill}" stroke="{edge}" stroke-width="{width}"/>'
        )
        top, low = y + 1, y + 16
    else:
        body = (
            f'<circle {around} cx="{x}" cy="{y}" r="{radius}" fill="{fill}" stroke="{edge}"'
            f' stroke-width="{width}"/>'
        )
        top, low = y + 1, y + 15
    size = 17 if radius >= PERSON_R or cid in data.SHIPS else 15
    # The cost of a step, as printed on the counter, as large as fits: 12.6 px on a laptop's
    # map, 9.5 px on a phone's before it is zoomed (it was 10 and 7.6).
    return (
        body + f'<text {around} x="{x}" y="{top}" font-size="{size}" font-weight="bold"'
        f' text-anchor="middle" fill="#fff">{esc(short(cid))}</text>'
        f'<text class="pl-cost" x="{x}" y="{low}" font-size="{COST_SIZE}" font-weight="bold"'
        f' text-anchor="middle" fill="#fff">{esc(numeral(kind, info["stunned"]))}</text>'
    )


def counter_title(view: dict[str, Any], cid: str, leads: dict[str, list[str]]) -> str:
    """A counter in words: what it is, where, its cost and side, and why it cannot act now."""
    info = view["counters"][cid]
    dot = info["dot"]
    side = "stunned (by the smoke)" if info["stunned"] else "normal side"
    where = data.DOTS[dot][0] if dot else ""
    if info["aboard"]:
        where = f"aboard {view['counters'][info['aboard']]['name']} at {where}"
    else:
        where = f"at {where}"
    cost = numeral(info["kind"], info["stunned"])
    if info["kind"] == "liburna":
        cost += " (with the wind / against it)"
    words = f"{info['name']} ({short(cid)}), {side}, {where}: a step costs {cost} AP."
    if view.get("acting") and cid not in leads:
        if info["aboard"]:
            words += " It moves with its ship: select the ship to land it."
        else:
            reasons = sorted(
                {
                    reason
                    for code, reason in view.get("blocked", {}).items()
                    if code.startswith(f"move:{cid}:")
                }
            )
            words += " No move now" + (f": {' '.join(reasons[:2])}" if reasons else ".")
    return words


def _counters(
    view: dict[str, Any],
    marks: Marks,
    legal: set[str],
    leads: dict[str, list[str]],
    at: dict[str, tuple[float, float]],
) -> list[str]:
    counters = view["counters"]
    selected = marks.selected
    hinted = _hinted_counters(marks.hint)
    # The counters the card just drawn stunned flash once (the dead lie under the score).
    drew = view.get("last_action") == "draw"
    hit = {c for h in view.get("struck", []) for c in h["who"]} if drew else set()
    tied = {cid: line for cid, *line in ties(view, at)}
    parts = []
    # A fixed order (ships, then the people, so that a passenger lies on its ship): the morph
    # keeps each counter's element, and it glides to its new place.
    for cid in (*data.SHIPS, *data.INHABITANTS):
        if cid not in at:
            continue
        info = counters[cid]
        x, y = at[cid]
        aboard = info["aboard"]
        title = counter_title(view, cid, leads)
        action = None
        label = ""
        if selected in data.SHIPS and cid != selected and cid not in data.SHIPS:
            if f"board:{selected}:{cid}" in legal:
                action = f"board:{selected}:{cid}"
                label = f"Board {info['name']} onto {counters[selected]['name']}"
            elif aboard == selected and f"land:{selected}:{cid}" in legal:
                action = f"land:{selected}:{cid}"
                label = f"Land {info['name']} from {counters[selected]['name']}"
            elif f"board:{selected}:{cid}" in view.get("blocked", {}):
                action = f"board:{selected}:{cid}"  # a click says why not (issue 29)
                why = view["blocked"][action]
                label = f"Board {info['name']} onto {counters[selected]['name']}: not now. {why}"
        boards = f"board:{cid}:{selected}"
        if selected in data.INHABITANTS and cid in data.SHIPS and boards in legal:
            action = boards
            label = f"Board {counters[selected]['name']} onto {info['name']}"
        if not action and hinted and cid in hinted and marks.hint in legal:
            verb = (marks.hint or "").split(":")[0]
            if verb in ("board", "land") and cid == hinted[-1]:
                action = marks.hint
                label = "Hint: " + ("Board" if verb == "board" else "Land") + f" {info['name']}"
        if action:
            attrs = svg_button(action, label, action not in legal)
            # Its own moves are a tap away (let go of the ship, tap it): not the panel's.
            own = [code for code in leads.get(cid, []) if code != action]
            if own:
                attrs += f' data-actions="{esc(" ".join(own))}"'
            edge = HINTED if action == marks.hint else LIT
            if action not in legal:
                edge = "#ffd400" if info["stunned"] else "#fff"
        elif cid in leads:
            pressed = "true" if cid == selected else "false"
            name = f"{info['name']} ({short(cid)}) at {data.DOTS[info['dot']][0]}"
            attrs = (
                f'data-select="{esc(cid)}" data-actions="{esc(" ".join(leads[cid]))}"'
                f' role="button" tabindex="0" aria-pressed="{pressed}"'
                f' aria-label="{esc("Select " + name)}"'
            )
            edge = LIT if cid == selected else ("#ffd400" if info["stunned"] else "#fff")
        else:
            attrs = f'role="img" aria-label="{esc(title)}"'
            edge = "#ffd400" if info["stunned"] else "#fff"
        if cid in hinted and cid != selected and not action:
            edge = HINTED
        follow = ' data-follow=""' if cid == marks.follow else ""
        radius = PASSENGER_R if aboard else PERSON_R
        docked = ""
        if aboard:  # a passenger's area to tap: 25 px wide on a phone's map (the style sizes it)
            docked = (
                f'<circle class="pl-reach" cx="{x}" cy="{y}" r="{radius}" fill="#fff"'
                ' fill-opacity="0.01"/>'
            )
        if aboard and info["dot"] == data.UNLIMITED:  # on the quay, ringed in its ship's colour
            docked += (
                f'<circle cx="{x}" cy="{y}" r="{radius + 5}" fill="none"'
                f' stroke="{FILL[counters[aboard]["kind"]]}" stroke-width="4"'
                ' stroke-dasharray="6 3"/>'
            )
        origin = at[aboard] if aboard and info["dot"] != data.UNLIMITED else (x, y)
        if cid in tied:  # a short line in its colour from its dot: it stands there
            x1, y1, x2, y2 = tied[cid]
            docked += (
                f'<line class="pl-tie" x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}"'
                f' stroke="{STUNNED if info["stunned"] else FILL[info["kind"]]}" stroke-width="6"'
                ' stroke-linecap="round"/>'
            )
        parts.append(
            f'<g id="pl-{esc(cid)}" class="pl-counter{" aboard" if aboard else ""}'
            f'{" hinted" if cid in hinted else ""}{" struck" if cid in hit else ""}"'
            f' data-glide=""{follow} {attrs}><title>{esc(title)}</title>{docked}'
            + _shape(cid, info, x, y, edge, radius, origin)
            + "</g>"
        )
    return parts


def at_start(view: dict[str, Any]) -> bool:
    """Whether every counter stands where the game set it (no card yet, or black cards only):
    a phone's first sight, which shows the fleet and the people waiting nearest it."""
    return all(info["dot"] == data.COUNTERS[c][2] for c, info in view["counters"].items())


def _frame(view: dict[str, Any], marks: Marks, at: dict[str, tuple[float, float]]) -> str:
    """What a phone's zoomed map keeps in sight together (`data-follow-all`, layout.mjs): the
    followed counter, its lit dots and their names; after a hint, the hint's dot. It kept the
    counter alone in sight, and a reviewer found lit dots and names cut at its edges (issue 29).
    Before the first card, the fleet at Misenum and the people waiting nearest it: the first
    sight was Misenum alone, with no one to rescue in it (issue 29)."""
    if not marks.follow or marks.follow not in at:
        return ""
    cx, cy = at[marks.follow]
    boxes: list[tuple[float, float, float, float]] = [
        (cx - PERSON_R, cy - PERSON_R, cx + PERSON_R, cy + PERSON_R)
    ]
    if not marks.targets and at_start(view):
        counters = view["counters"]
        home = xy(data.UNLIMITED)
        fleet = [c for c in data.SHIPS if c in at and counters[c]["dot"] == data.UNLIMITED]
        waiting = [c for c in data.INHABITANTS if c in at and counters[c]["dot"] != data.UNLIMITED]
        near = min((math.dist(home, xy(counters[c]["dot"])) for c in waiting), default=0)
        for cid in fleet + [c for c in waiting if math.dist(home, xy(counters[c]["dot"])) == near]:
            x, y = at[cid]
            half_w, half_h = (SHIP_W / 2, SHIP_H / 2) if cid in data.SHIPS else (PERSON_R,) * 2
            boxes.append((x - half_w, y - half_h, x + half_w, y + half_h))
    elif not marks.targets:
        return ""
    named = place_names()
    hinted = marks.hint.split(":")[2] if marks.hint and marks.hint.startswith("move:") else None
    for dot in [hinted] if hinted in marks.targets else marks.targets:
        x, y = xy(dot)
        boxes.append((x - RING_R, y - RING_R, x + RING_R, y + RING_R))
        if dot in named:
            boxes.append(text_box(*named[dot][:4], named[dot][4]))
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    x1, y1 = max(b[2] for b in boxes), max(b[3] for b in boxes)
    return (
        f'<rect class="pl-frame" data-follow-all="" x="{x0:.0f}" y="{y0:.0f}"'
        f' width="{x1 - x0:.0f}" height="{y1 - y0:.0f}" fill="none" pointer-events="none"'
        ' aria-hidden="true"/>'
    )


def _hinted_counters(hint: str | None) -> tuple[str, ...]:
    """The counters a hinted move is about: the one moving; the inhabitant and its ship (the
    one to click last)."""
    if not hint:
        return ()
    verb, _, rest = hint.partition(":")
    if verb == "move":
        return (rest.split(":")[0],)
    if verb == "board":
        ship, who = rest.split(":")
        return (ship, who)
    if verb == "land":
        ship, who = rest.split(":")
        return (ship, who)
    return ()


def leads_of(legal: set[str]) -> dict[str, list[str]]:
    """What selecting each counter leads to: its moves, and the boarding and landing it is part
    of (the board offers those at their place: the panel leaves them out)."""
    leads: dict[str, list[str]] = {}
    for code in sorted(legal):
        verb, _, rest = code.partition(":")
        if verb == "move":
            leads.setdefault(rest.split(":")[0], []).append(code)
        elif verb in ("board", "land"):
            ship, who = rest.split(":")
            leads.setdefault(ship, []).append(code)
            if verb == "board":
                leads.setdefault(who, []).append(code)
    return leads


def draw(view: dict[str, Any], marks: Marks, legal: set[str], stood: Placed | None = None) -> str:
    """The map as one SVG drawing, in layers: the land, sea and lines; the dots; the hint's
    arrow; the names; the counters; the lit and ringed dots on top. So no name covers a counter
    or a lit dot, every counter and lit dot takes a click where it is drawn, and the arrow,
    under the names (each in its white halo), leaves them readable where it crosses them.
    `stood`: where the counters stood when this table was last drawn (its session keeps it),
    so that those that did not move stay; it is brought up to date. Without it the drawing is
    a function of the view alone."""
    at = places(view, stood)
    if stood is not None:
        stood.clear()
        stood.update(remembered(view, at))
    leads = leads_of(legal)
    x0, y0, w, h = MAP
    parts = [
        f'<svg class="pl-map" viewBox="{x0} {y0} {w} {h}" data-unit="1" role="group"'
        ' aria-label="The bay of Naples">'
    ]
    parts += _base()
    parts.append(_frame(view, marks, at))
    parts += dots(view, marks)
    placed, leaders = names(view, marks, at, legal)
    parts += [
        f'<line class="pl-leader" x1="{x1:.0f}" y1="{y1:.0f}" x2="{x2:.0f}" y2="{y2:.0f}"'
        ' stroke="#222" stroke-width="2" stroke-dasharray="4 3" aria-hidden="true"/>'
        for x1, y1, x2, y2 in leaders
    ]
    observe_words, observe_control = _observation(
        view, legal, marks.hint == "observe", placed.pop(1)
    )
    parts.append(_hint_arrow(view, marks, at))
    parts += [_label(*name) for name in placed]
    parts.append(_whole_names())
    parts.append(observe_words)
    parts += _counters(view, marks, legal, leads, at)
    parts += _rings(view, marks, at)
    parts.append(observe_control)
    parts.append("</svg>")
    return "".join(parts)
