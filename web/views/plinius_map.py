"""The map of Plinius adversus Vesuvium in SVG: the bay of Naples with its dots and lines, the
counters fanned out beside their dots (at Misenum, on a quay of their own), the dots the selected
counter may reach (lit, with their cost and name) or not (ringed, saying why), the hinted move as
an arrow, and the dots a card has just struck.

Pure functions of the view dict (and the selection and the hint), used by web/views/plinius.py.
Every counter keeps its `id` and its place in the drawing, so that the table's morph keeps it and
it glides to its new dot (web/static/motion.mjs).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pygames.plinius import data

from .common import esc, svg_button

# The part of data.VIEWBOX drawn: the whole bay; the tip of the peninsula, which holds no dot, is
# cut so that the map fits a laptop's screen under the eruption track.
MAP = (0, 0, 960, 680)
SEA_COLOUR = "#9cc8e4"
NO_COLOUR = "#f7f3ea"  # Misenum: neither Nubes nor Fluxus strikes it
BURIED = "#4a4039"
LAND_COLOUR = "#e9dcb5"
SEA_LINE = "#1d5fb8"
LAND_LINE = "#8a5a2b"
LIT = "#00a0ff"  # the dots the selected counter may reach
HINTED = "#ff7a00"  # the hinted move
ROMAN = {1: "I", 2: "II", 3: "III"}
# Counters' short names, explained by the legend beside the map and by their titles.
SHORT = {"Q1": "Q I", "Q2": "Q II", "L": "Lib", "pom": "Pom"}
FILL = {
    "quadrireme": "#274b8c",
    "liburna": "#8c1c2c",
    "incola": "#2f6b2f",
    "pomponianus": "#6b2f8c",
}
STUNNED = "#6d6d6d"
SHIP_W, SHIP_H = 60, 40
PERSON_R = 21
PASSENGER_R = 19
RING_R = 25  # a lit or refused dot: at least 24 px wide on a phone's map
# Where the counters on a dot stand, beside it (so the dot itself stays in sight): ships, then
# people. Crowded corners of the coast have their own.
SHIP_SLOTS = ((0, -42), (0, 42))
PEOPLE_SLOTS = ((-44, 0), (44, 0), (0, 46))
SLOTS: dict[str, tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]] = {
    "neapolis": (((0, 44),), ((-44, -6), (44, -6))),
    "herculaneum": (((-50, 34),), ((40, -26), (46, 18))),
    "oplontis": (((-60, -6),), ((18, -44), (-24, -40))),
    "pompeii": (((-8, -46),), ((-34, 38), (12, 48))),
    "stabiae": (((-24, 46),), ((44, -4), (-40, -30))),
    "resina": ((), ((8, -44), (44, -20))),
    "coastroad": ((), ((-4, -44), (40, -30))),
    "slope": ((), ((-42, 22), (4, 44))),
    "sarnus": ((), ((-44, 10), (0, 44))),
    "obs": (((0, 44), (-62, 38)), ()),
    "s5": (((-46, 20), (40, 38)), ()),
    "s6": (((-44, 24), (8, 46)), ()),
    "s7": (((-40, 30), (0, 46)), ()),
}
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
# Harbour names: (dx, dy, anchor) from the dot, clear of the counters beside it.
HARBOUR_LABELS = {
    "neapolis": (0, -28, "middle"),
    "herculaneum": (-14, -24, "end"),
    "oplontis": (0, 38, "middle"),
    "pompeii": (22, -6, "start"),
    "stabiae": (24, 58, "start"),  # under Pomponianus, clear of the ship and its passenger
}
# Land dots' names, smaller: (dx, dy, anchor).
LAND_LABELS = {
    "baiae": (14, -10, "start"),
    "puteoli": (0, -16, "middle"),
    "pausilypon": (0, -16, "middle"),
    "sebethus": (0, -16, "middle"),
    "somma": (0, 30, "middle"),
    "nola": (0, 30, "middle"),
    "nuceria": (22, -22, "end"),
    "resina": (9, 30, "start"),
    "slope": (14, -15, "start"),
    "coastroad": (-14, -10, "end"),
    "sarnus": (0, 26, "middle"),
    "aequa": (-14, 6, "end"),
    "surrentum": (0, 30, "middle"),
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


def numeral(kind: str, stunned: bool) -> str:
    """The cost of a step printed on a counter: the liburna's with the wind / against it."""
    normal, dazed = data.COSTS[kind]
    if kind == "liburna":
        low = (dazed if stunned else normal) - data.LIBURNA_WITH_WIND_DISCOUNT
        return f"{ROMAN[low]}/{ROMAN[dazed if stunned else normal]}"
    return ROMAN[dazed if stunned else normal]


def short(cid: str) -> str:
    return SHORT.get(cid, "i" + cid[-1])


def buried(view: dict[str, Any], dot: str) -> bool:
    band = data.DOTS[dot][4]
    return band != data.NO_COLOUR and band <= view["fluxus"]


def places(view: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Where each counter on the map is drawn: beside its dot, a passenger on its ship's corner,
    at Misenum on the quay."""
    counters = view["counters"]
    at: dict[str, tuple[float, float]] = {}
    by_dot: dict[str, list[str]] = {}
    for cid, info in counters.items():
        if info["dot"] is not None and not info["aboard"]:
            by_dot.setdefault(info["dot"], []).append(cid)
    for dot, ids in by_dot.items():
        x, y = xy(dot)
        if dot == data.UNLIMITED:
            for cid in ids:
                at[cid] = QUAY_SLOTS[cid]
            continue
        ships, people = SLOTS.get(dot, (SHIP_SLOTS, PEOPLE_SLOTS))
        ships = ships or SHIP_SLOTS
        people = people or PEOPLE_SLOTS
        fleet = [c for c in ids if c in data.SHIPS]
        walkers = [c for c in ids if c not in data.SHIPS]
        for slots, group in ((ships, fleet), (people, walkers)):
            for index, cid in enumerate(group):
                dx, dy = slots[index % len(slots)]
                ring = 1 + 1.3 * (index // len(slots))  # a second ring, clear of the first
                at[cid] = (x + dx * ring, y + dy * ring)
    for cid, info in counters.items():
        ship = info["aboard"]
        if ship and info["dot"] == data.UNLIMITED:
            at[cid] = QUAY_SLOTS[cid]  # on the quay, in its own place: nothing covers it
        elif ship and ship in at:
            sx, sy = at[ship]
            at[cid] = (sx + SHIP_W / 2 - 2, sy - SHIP_H / 2 - 2)
    return at


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


Box = tuple[float, float, float, float]  # x0, y0, x1, y1


def text_box(x: float, y: float, text: str, size: int, anchor: str) -> Box:
    """Where a label's letters lie, near enough (the map's serif averages 0.56 em a letter)."""
    width = len(text) * size * 0.56
    left = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
    return (left, y - size * 0.8, left + width, y + size * 0.25)


def _label(x: float, y: float, text: str, size: int, anchor: str, bold: bool = False) -> str:
    weight = ' font-weight="bold"' if bold else ' font-style="italic"'
    return (
        f'<text x="{x}" y="{y}" font-size="{size}"{weight} text-anchor="{anchor}" stroke="#fff"'
        f' stroke-width="4" paint-order="stroke" aria-hidden="true">{esc(text)}</text>'
    )


def dot_title(view: dict[str, Any], dot: str) -> str:
    """A dot's name, kind and colour in words, and why no one may enter it if buried."""
    name, kind, _, _, band = data.DOTS[dot]
    what = {
        data.HARBOUR: "harbour: ships and people, boarding and landing",
        data.SEA: "sea: ships only, two at most",
        data.LAND: "land: people only, two at most",
        data.OBSERVATION: "observation point: Pliny's liburna only; observe here (6 AP, +4 VP)",
    }[kind]
    if band == data.NO_COLOUR:
        colour = "no colour: neither smoke nor flow strikes it"
    else:
        smoke, flow, _, colour_name = data.TRACK[band - 1]
        colour = f"{colour_name}, struck from box {band} ({smoke or '–'}/{flow}F)"
    title = f"{name} ({what}; {colour})"
    if buried(view, dot):
        title += ": buried by the flow, no one may enter"
    return title


def _dots(view: dict[str, Any], marks: Marks) -> list[str]:
    parts = []
    for dot, (_, kind, x, y, band) in data.DOTS.items():
        radius = 15 if kind == data.HARBOUR else 10
        stroke = "#fff" if kind == data.HARBOUR else "#222"
        colour = NO_COLOUR if band == data.NO_COLOUR else data.TRACK[band - 1][2]
        if band == data.NO_COLOUR:
            stroke = "#222"
        parts.append(
            f'<g class="pl-dot"><title>{esc(dot_title(view, dot))}</title>'
            f'<circle cx="{x}" cy="{y}" r="{radius + 8}" fill="#fff" fill-opacity="0.01"/>'
            f'<circle cx="{x}" cy="{y}" r="{radius}" fill="{colour}" stroke="{stroke}"'
            ' stroke-width="2"/>'
        )
        if buried(view, dot):
            arm = radius * 0.8
            parts.append(
                f'<path d="M{x - arm} {y - arm}L{x + arm} {y + arm}M{x - arm} {y + arm}'
                f'L{x + arm} {y - arm}" stroke="{BURIED}" stroke-width="4"/>'
            )
        parts.append("</g>")
        if band == marks.struck:
            parts.append(
                f'<circle class="pl-struck" cx="{x}" cy="{y}" r="{radius + 9}" fill="none"'
                ' stroke="#000" stroke-width="4" aria-hidden="true"/>'
            )
    return parts


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


def _observation(
    view: dict[str, Any], legal: set[str], hinted: bool, words: Name
) -> tuple[str, str]:
    """The observation point: a control while Pliny may observe; otherwise it says why not.
    (Its words, where `words` places them, drawn under the counters; the control over them.)"""
    x, y = xy(OBSERVATION_POINT)
    why = observation_words(view, legal)[3]
    if not why:
        colour = HINTED if hinted else LIT
        return f'<g class="pl-target-name">{_label(*words)}</g>', (
            f'<g {svg_button("observe", "Observe the eruption (6 AP, +4 VP)")} class="pl-observe">'
            f'<circle cx="{x}" cy="{y}" r="{RING_R}" fill="{colour}" fill-opacity="0.3"'
            f' stroke="{colour}" stroke-width="5"/></g>'
        )
    return (
        f'<g class="pl-observe-closed"><title>{esc(why)}</title>'
        f'<circle cx="{x}" cy="{y}" r="{RING_R - 6}" fill="#fff" fill-opacity="0.01" stroke="#fff"'
        ' stroke-width="3"/>' + _label(*words) + "</g>",
        "",
    )


def _rings(view: dict[str, Any], marks: Marks) -> list[str]:
    """The dots the selected (or hinted) counter may enter, lit with their cost and named; and
    those it may not, ringed and saying why when clicked."""
    costs = view.get("costs", {})
    parts = []
    for dot, code in marks.targets.items():
        x, y = xy(dot)
        cost = costs.get(code)
        name = data.DOTS[dot][0]
        colour = HINTED if code == marks.hint else LIT
        parts.append(
            f'<g {svg_button(code, f"Move to {name}, {cost} AP")} class="pl-target">'
            f'<circle cx="{x}" cy="{y}" r="{RING_R}" fill="{colour}" fill-opacity="0.35"'
            f' stroke="{colour}" stroke-width="5"/>'
            f'<text x="{x}" y="{y + 7}" font-size="20" font-weight="bold" text-anchor="middle">'
            f"{cost}</text></g>"
        )
    for dot, (code, reason) in marks.refused.items():
        x, y = xy(dot)
        name = data.DOTS[dot][0]
        glyph = "✕" if "buried" in reason else ("full" if "holds" in reason else "AP")
        parts.append(
            f"<g {svg_button(code, f'Move to {name}: not now. {reason}', True)}"
            f' class="pl-refused"><title>{esc(reason)}</title>'
            f'<circle cx="{x}" cy="{y}" r="{RING_R}" fill="#fff" fill-opacity="0.45"'
            ' stroke="#444" stroke-width="3" stroke-dasharray="5 4"/>'
            f'<text x="{x}" y="{y + 6}" font-size="{18 if len(glyph) == 1 else 14}"'
            f' text-anchor="middle" fill="#333">{glyph}</text></g>'
        )
    return parts


def _arrow(
    start: tuple[float, float], end: tuple[float, float], gap: float, lead: float = PERSON_R
) -> str:
    """An arrow from `lead` off `start` towards `end`, stopping `gap` short of it."""
    (bx, by) = end
    length = max(((bx - start[0]) ** 2 + (by - start[1]) ** 2) ** 0.5, 1)
    ux, uy = (bx - start[0]) / length, (by - start[1]) / length
    ax, ay = start[0] + ux * lead, start[1] + uy * lead
    ex, ey = bx - ux * gap, by - uy * gap
    head = 18
    left = (ex - ux * head - uy * head * 0.6, ey - uy * head + ux * head * 0.6)
    right = (ex - ux * head + uy * head * 0.6, ey - uy * head - ux * head * 0.6)
    line = f'x1="{ax:.0f}" y1="{ay:.0f}" x2="{ex - ux * head:.0f}" y2="{ey - uy * head:.0f}"'
    tip = f"{ex:.0f},{ey:.0f} {left[0]:.0f},{left[1]:.0f} {right[0]:.0f},{right[1]:.0f}"
    return (
        f'<g class="pl-arrow" aria-hidden="true"><line {line} stroke="#fff" stroke-width="11"'
        f' stroke-linecap="round"/><line {line} stroke="{HINTED}" stroke-width="6"'
        f' stroke-linecap="round"/><polygon points="{tip}" fill="{HINTED}" stroke="#fff"'
        ' stroke-width="2"/></g>'
    )


def _hint_arrow(view: dict[str, Any], hint: str | None, at: dict[str, tuple[float, float]]) -> str:
    """The hinted move drawn on the map: from the counter to the dot it should go to, or from
    the inhabitant to the ship it should board (and from the ship to land the passenger)."""
    if not hint:
        return ""
    verb, _, rest = hint.partition(":")
    if verb == "move":
        counter, dot = rest.split(":")
        if counter in at:
            return _arrow(at[counter], xy(dot), RING_R + 2)
    elif verb == "board":
        ship, who = rest.split(":")
        if ship in at and who in at:
            return _arrow(at[who], at[ship], SHIP_H / 2 + 4)
    elif verb == "land":
        ship, who = rest.split(":")
        if ship in at:
            x, y = at[ship]
            return _arrow((x, y - 70), (x + SHIP_W / 2, y - SHIP_H / 2), PASSENGER_R + 4)
    return ""


def _shape(cid: str, info: dict[str, Any], x: float, y: float, edge: str, radius: float) -> str:
    kind = info["kind"]
    fill = STUNNED if info["stunned"] else FILL[kind]
    width = 5 if edge in (LIT, HINTED) else 3
    if cid in data.SHIPS:
        body = (
            f'<rect x="{x - SHIP_W / 2}" y="{y - SHIP_H / 2}" width="{SHIP_W}" height="{SHIP_H}"'
            f' rx="10" fill="{fill}" stroke="{edge}" stroke-width="{width}"/>'
        )
        top, low = y + 2, y + 15
    else:
        body = (
            f'<circle cx="{x}" cy="{y}" r="{radius}" fill="{fill}" stroke="{edge}"'
            f' stroke-width="{width}"/>'
        )
        top, low = y + 2, y + 14
    size = 17 if radius >= PERSON_R or cid in data.SHIPS else 15
    return (
        body + f'<text x="{x}" y="{top}" font-size="{size}" font-weight="bold"'
        f' text-anchor="middle" fill="#fff">{esc(short(cid))}</text>'
        f'<text x="{x}" y="{low}" font-size="12" text-anchor="middle" fill="#fff">'
        f"{esc(numeral(kind, info['stunned']))}</text>"
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
            attrs = svg_button(action, label)
            # Its own moves are a tap away (let go of the ship, tap it): not the panel's.
            own = [code for code in leads.get(cid, []) if code != action]
            if own:
                attrs += f' data-actions="{esc(" ".join(own))}"'
            edge = HINTED if action == marks.hint else LIT
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
        if aboard and info["dot"] == data.UNLIMITED:  # on the quay, ringed in its ship's colour
            docked = (
                f'<circle cx="{x}" cy="{y}" r="{radius + 5}" fill="none"'
                f' stroke="{FILL[counters[aboard]["kind"]]}" stroke-width="4"'
                ' stroke-dasharray="6 3"/>'
            )
        parts.append(
            f'<g id="pl-{esc(cid)}" class="pl-counter{" aboard" if aboard else ""}"'
            f' data-glide=""{follow} {attrs}><title>{esc(title)}</title>{docked}'
            + _shape(cid, info, x, y, edge, radius)
            + "</g>"
        )
    return parts


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


Name = tuple[float, float, str, int, str, bool]  # x, y, text, size, anchor, bold
TARGET_NAME = 17  # the size of a lit dot's name
OBSERVATION_POINT = next(d for d, spec in data.DOTS.items() if spec[1] == data.OBSERVATION)


def _spots(r: float, size: int) -> list[tuple[float, float, str]]:
    """Where a name may stand round a dot of radius `r`: (dx, dy, anchor), below first."""
    low, high, mid = r + size * 0.8, -r - 4, size * 0.3
    return [
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
    ]


def body(cid: str, x: float, y: float) -> Box:
    """The box a counter covers: a ship's rectangle; most of a person's disc (its corners
    are empty)."""
    half_w, half_h = (SHIP_W / 2, SHIP_H / 2) if cid in data.SHIPS else (PERSON_R * 0.85,) * 2
    return (x - half_w, y - half_h, x + half_w, y + half_h)


def _overlap(a: Box, b: Box) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))


def names(
    view: dict[str, Any], marks: Marks, at: dict[str, tuple[float, float]], legal: set[str]
) -> list[Name]:
    """The names on the map: each harbour's and land dot's at its usual spot (clear of the
    dots), unless a counter or a lit dot lies there (drawn over it, it would hide it): then at
    the spot round its dot that covers least of them, the dots and the names; Misenum's inside
    its quay; each lit sea dot's where it covers least; none outside the map. The observation
    point's words, placed as a name is, come second."""
    taken: list[tuple[Box, float]] = []
    for cid, (x, y) in at.items():
        taken.append((body(cid, x, y), 4.0))
    for dot in [*marks.targets, *marks.refused]:  # lit and ringed dots lie over names too
        x, y = xy(dot)
        taken.append(((x - RING_R, y - RING_R, x + RING_R, y + RING_R), 4.0))
    bodies = list(taken)
    for _, _, x, y, _ in data.DOTS.values():
        taken.append(((x - 15, y - 15, x + 15, y + 15), 2.0))
    qx, qy, qw, qh = QUAY
    taken.append(((qx, qy, qx + qw, qy + qh), 1.0))
    x0, y0, w, h = MAP
    # (x, y, text, size, bold, spots: the usual one first): the observation point's words, the
    # places' names, the lit sea dots' names (which have no usual spot).
    text, size, bold, _ = observation_words(view, legal)
    ox, oy = xy(OBSERVATION_POINT)
    wanted: list[tuple[float, float, str, int, bool, list[Any], bool]] = [
        (ox, oy, text, size, bold, [(-24, 6, "end"), *_spots(RING_R, size)], True)
    ]
    for dot, (name, kind, x, y, _) in data.DOTS.items():
        if kind == data.HARBOUR and dot != data.UNLIMITED:
            wanted.append((x, y, name, 22, True, [HARBOUR_LABELS[dot], *_spots(17, 22)], True))
        elif kind == data.LAND:
            wanted.append((x, y, name, 17, False, [LAND_LABELS[dot], *_spots(12, 17)], True))
    for dot in sorted(marks.targets):
        name, kind, x, y, _ = data.DOTS[dot]
        if kind in (data.SEA, data.OBSERVATION):  # the others are named already
            wanted.append((x, y, name, TARGET_NAME, True, _spots(RING_R, TARGET_NAME), False))
    # First the names that keep their usual spot, so that those moved aside keep clear of them.
    chosen: dict[int, tuple[float, float, str]] = {}
    for index, (x, y, text, size, _, spots, usual) in enumerate(wanted):
        dx, dy, anchor = spots[0]
        box = text_box(x + dx, y + dy, text, size, anchor)
        if usual and sum(_overlap(box, body) for body, _ in bodies) <= 60:
            chosen[index] = spots[0]
            taken.append((box, 3.0))
    for index, (x, y, text, size, _, spots, _) in enumerate(wanted):
        if index in chosen:
            continue

        scores = []
        for n, (dx, dy, anchor) in enumerate(spots):
            box = text_box(x + dx, y + dy, text, size, anchor)
            outside = box[0] < x0 or box[1] < y0 or box[2] > x0 + w or box[3] > y0 + h
            covered = sum(_overlap(box, other) * k for other, k in taken)
            scores.append(1e9 * outside + covered + 20 * n)  # nearer the usual spot if no worse
        dx, dy, anchor = chosen[index] = spots[scores.index(min(scores))]
        taken.append((text_box(x + dx, y + dy, text, size, anchor), 3.0))
    found: list[Name] = [(qx + qw / 2, QUAY_NAME_Y, "Misenum", 22, "middle", True)]
    for index, (x, y, text, size, bold, _, _) in enumerate(wanted):
        dx, dy, anchor = chosen[index]
        found.append((x + dx, y + dy, text, size, anchor, bold))
    return found


def draw(view: dict[str, Any], marks: Marks, legal: set[str]) -> str:
    """The map as one SVG drawing, in layers: the land, sea and lines; the dots; the names;
    the counters; the lit and ringed dots and the hint's arrow on top. So no name covers a
    counter or a lit dot, and every counter and lit dot takes a click where it is drawn."""
    at = places(view)
    leads = leads_of(legal)
    x0, y0, w, h = MAP
    parts = [
        f'<svg class="pl-map" viewBox="{x0} {y0} {w} {h}" role="group"'
        ' aria-label="The bay of Naples">'
    ]
    parts += _base()
    parts += _dots(view, marks)
    placed = names(view, marks, at, legal)
    observe_words, observe_control = _observation(
        view, legal, marks.hint == "observe", placed.pop(1)
    )
    parts += [_label(*name) for name in placed]
    parts.append(observe_words)
    parts += _counters(view, marks, legal, leads, at)
    parts += _rings(view, marks)
    parts.append(observe_control)
    parts.append(_hint_arrow(view, marks.hint, at))
    parts.append("</svg>")
    return "".join(parts)
