"""The board of Plinius adversus Vesuvium: the bay of Naples as SVG, the eruption track, the
wind, the cards and the score.

Click a counter (`data-select`) and then one of its highlighted dots (`data-action="move:..."`,
the AP cost written beside it); a neighbouring dot it may not enter is crossed, and a click on
it says why. With a ship selected, the inhabitants on its dot are the board and land actions;
the observation point observes; the draw pile draws the next card. A selectable counter lists
in `data-actions` the codes it leads to, so the side panel keeps only what has no place on the
board ("done").
"""

from __future__ import annotations

from typing import Any

from pygames.plinius import data
from pygames.plinius.deck import label as card_label

from .common import UI, esc, named, svg_button
from .plinius_story import chronicle as chronicle
from .plinius_story import story as story
from .plinius_story import verdict as verdict

SEA_COLOUR = "#9cc8e4"
NO_COLOUR = "#f7f3ea"  # Misenum: neither Nubes nor Fluxus strikes it
BURIED = "#4a4039"
LAND_COLOUR = "#e9dcb5"
SEA_LINE = "#1d5fb8"
LAND_LINE = "#8a5a2b"
HIGHLIGHT = "#00a0ff"
ROMAN = {1: "I", 2: "II", 3: "III"}
SHORT = {"Q1": "Q I", "Q2": "Q II", "L": "Lib", "pom": "Pom"}
# Counters on one dot are fanned out round it in this order (x, y offsets).
FAN = ((0, -34), (34, -10), (-34, -10), (21, 26), (-21, 26), (52, 18), (-52, 18), (0, 52))


def _xy(dot: str) -> tuple[int, int]:
    return data.DOTS[dot][2], data.DOTS[dot][3]


def _cost_numeral(kind: str, stunned: bool) -> str:
    normal, dazed = data.COSTS[kind]
    if kind == "liburna":
        with_wind = data.LIBURNA_WITH_WIND_DISCOUNT
        low, high = (dazed - with_wind, dazed) if stunned else (normal - with_wind, normal)
        return f"{ROMAN[low]}/{ROMAN[high]}"
    return ROMAN[dazed if stunned else normal]


def _track(view: dict[str, Any]) -> str:
    """The eruption track (Ordo eruptionis) with Nubes and Fluxus, then the wind, the cards and
    the AP; two rows in a narrow viewBox, so that it reads at 360 px."""
    # A group, not an image: the draw pile inside it is a control.
    parts = ['<svg class="plinius-track" viewBox="0 0 480 200" width="100%" role="group"']
    parts.append(' aria-label="Eruption track, wind and cards">')
    parts.append(
        '<defs><pattern id="closed" width="8" height="8" patternUnits="userSpaceOnUse"'
        ' patternTransform="rotate(45)"><rect width="8" height="8" fill="#000" opacity="0.35"/>'
        '<line x1="0" y1="0" x2="0" y2="8" stroke="#fff" stroke-width="3" opacity="0.5"/>'
        "</pattern></defs>"
    )
    parts.append('<text x="4" y="15" font-size="14" font-weight="bold">Ordo eruptionis</text>')
    for index, (smoke, flow, colour, name) in enumerate(data.TRACK, start=1):
        x = 4 + (index - 1) * 79
        text = f"{smoke if smoke is not None else '–'}/{flow}F"
        dark = name in ("black", "red", "purple", "green")
        ink = "#fff" if dark else "#000"
        parts.append(
            f'<rect x="{x}" y="20" width="75" height="62" fill="{colour}" stroke="#333"'
            f' rx="4"><title>Box {index}, {esc(name)}</title></rect>'
        )
        parts.append(
            f'<text x="{x + 37}" y="38" font-size="15" text-anchor="middle" fill="{ink}">'
            f"{esc(text)}</text>"
        )
        if index == data.LAST_BOX and view["wind"] == "right":
            parts.append(
                f'<g aria-label="Box {index} is closed until the wind turns">'
                f'<rect x="{x + 2}" y="46" width="71" height="34" rx="3" fill="url(#closed)"/>'
                f'<text x="{x + 37}" y="60" font-size="11" text-anchor="middle" fill="#fff"'
                ' font-weight="bold">closed until</text>'
                f'<text x="{x + 37}" y="74" font-size="11" text-anchor="middle" fill="#fff"'
                ' font-weight="bold">the wind turns</text></g>'
            )
        if view["nubes"] == index:
            parts.append(
                f'<g aria-label="Nubes (smoke) in box {index}"><ellipse cx="{x + 20}" cy="64"'
                f' rx="18" ry="11" fill="#777" stroke="#fff"/><text x="{x + 20}" y="68"'
                f' font-size="10" text-anchor="middle" fill="#fff">Nubes</text></g>'
            )
        if view["fluxus"] == index:
            parts.append(
                f'<g aria-label="Fluxus (flow) in box {index}"><rect x="{x + 39}" y="54"'
                f' width="34" height="20" fill="#300" stroke="#fc0"/><text x="{x + 56}" y="68"'
                f' font-size="10" text-anchor="middle" fill="#fc0">Fluxus</text></g>'
            )
    flux = "" if view["fluxus"] else " · Fluxus off the board"
    if view["wind"] == "right":
        red = f"red faces {view['red_faces']}/{data.WIND_TURNS_AT}"
    else:
        red = f"red faces {view['red_faces']} (the wind has turned)"
    parts.append(
        f'<text x="4" y="100" font-size="13">Smoke pile {view["smoke"]} · black faces'
        f" {view['black_faces']} · {red}{flux}</text>"
    )
    # The Ventus counter.
    direction = 1 if view["wind"] == "right" else -1
    cx = 50
    parts.append(
        f'<g aria-label="Ventus: the wind blows to the {esc(view["wind"])}">'
        f'<rect x="{cx - 46}" y="112" width="92" height="56" rx="6" fill="#fff" stroke="#333"/>'
        f'<line x1="{cx - 32 * direction}" y1="140" x2="{cx + 24 * direction}" y2="140"'
        ' stroke="#124" stroke-width="6"/>'
        f'<polygon points="{cx + 36 * direction},140 {cx + 20 * direction},130'
        f' {cx + 20 * direction},150" fill="#124"/>'
        f'<text x="{cx}" y="186" font-size="13" text-anchor="middle">Ventus</text></g>'
    )
    # The card just revealed and the draw pile.
    last = view["last_card"]
    if last:
        red = last[1] in "HD"
        parts.append(
            f'<g aria-label="Card just revealed: {esc(card_label(last))}">'
            f'<rect x="112" y="108" width="56" height="80" rx="6" fill="#fff" stroke="#333"/>'
            f'<text x="140" y="156" font-size="24" text-anchor="middle"'
            f' fill="{"#c00" if red else "#000"}">{esc(card_label(last))}</text></g>'
        )
    can_draw = any(a["code"] == "draw" for a in view.get("actions", []))
    pile_label = f"Draw pile: {view['cards_left']} cards left"
    stroke = HIGHLIGHT if can_draw else "#333"
    # The pile is drawn, then (when one may draw) covered by a clear control named by its
    # action, so that the printed count stays out of the control's name.
    face = (
        f'<rect x="180" y="108" width="56" height="80" rx="6" fill="#5a2a82" stroke="{stroke}"'
        f' stroke-width="{4 if can_draw else 1}"/><text x="208" y="146" font-size="20"'
        f' text-anchor="middle" fill="#fff">{view["cards_left"]}</text><text x="208" y="168"'
        f' font-size="12" text-anchor="middle" fill="#fff">{"draw" if can_draw else "left"}</text>'
    )
    if can_draw:
        parts.append(
            f'<g class="pile"><g aria-hidden="true">{face}</g><rect x="180" y="108" width="56"'
            f' height="80" rx="6" fill="transparent"'
            f" {svg_button('draw', 'Draw the next card')}/></g>"
        )
    else:
        parts.append(f'<g class="pile" role="img" aria-label="{esc(pile_label)}">{face}</g>')
    parts.append(
        f'<text x="256" y="128" font-size="14">AP</text><text x="256" y="160" font-size="28"'
        f' font-weight="bold">{view["ap"]}</text>'
    )
    parts.append(
        f'<text x="310" y="128" font-size="13">{view["removed"]} removed unseen</text>'
        f'<text x="310" y="148" font-size="13">{len(view["revealed"])} revealed</text>'
        f'<text x="310" y="168" font-size="13">{_vp_words(view)}</text>'
    )
    parts.append("</svg>")
    return "".join(parts)


def _map_base() -> list[str]:
    x0, y0, w, h = data.VIEWBOX
    parts = [
        f'<rect x="{x0}" y="{y0}" width="{w}" height="{h}" fill="{SEA_COLOUR}"/>',
        '<polygon points="'
        + " ".join(f"{x},{y}" for x, y in data.COASTLINE)
        + f'" fill="{LAND_COLOUR}" stroke="#7a6a48" stroke-width="2"/>',
    ]
    vx, vy = data.VESUVIUS
    parts.append(
        f'<g aria-label="Vesuvius"><polygon points="{vx - 60},{vy + 40} {vx - 12},{vy - 30}'
        f' {vx + 12},{vy - 30} {vx + 60},{vy + 40}" fill="#7b6a5a" stroke="#4a3a2a"/>'
        f'<ellipse cx="{vx}" cy="{vy - 30}" rx="12" ry="4" fill="#c0392b"/>'
        f'<text x="{vx}" y="{vy - 40}" font-size="15" text-anchor="middle"'
        ' font-style="italic">Vesuvius</text></g>'
    )
    for lines, colour, dash in (
        (data.LAND_LINES, LAND_LINE, ""),
        (data.SEA_LINES, SEA_LINE, ' stroke-dasharray="8 5"'),
    ):
        for a, b in lines:
            (ax, ay), (bx, by) = _xy(a), _xy(b)
            parts.append(
                f'<line x1="{ax}" y1="{ay}" x2="{bx}" y2="{by}" stroke="{colour}"'
                f' stroke-width="3"{dash}/>'
            )
    return parts


def _buried(view: dict[str, Any], band: int) -> bool:
    return band != data.NO_COLOUR and band <= view["fluxus"]


def _dots(
    view: dict[str, Any],
    targets: dict[str, str],
    blocked: dict[str, tuple[str, str]],
    legal: set[str],
) -> list[str]:
    parts = []
    for dot, (name, kind, x, y, band) in data.DOTS.items():
        radius = 14 if kind == data.HARBOUR else 9
        stroke = "#fff" if kind == data.HARBOUR else "#222"
        if band == data.NO_COLOUR:
            colour, stroke = NO_COLOUR, "#222"
            title = f"{name} ({kind}, no colour: neither smoke nor flow strikes it)"
        else:
            colour = data.TRACK[band - 1][2]
            title = f"{name} ({kind}, {data.TRACK[band - 1][3]} band {band})"
        buried = _buried(view, band)
        if buried:
            title += ": buried by the flow, no one may enter"
        parts.append(
            f'<circle cx="{x}" cy="{y}" r="{radius}" fill="{colour}" stroke="{stroke}"'
            f' stroke-width="2"><title>{esc(title)}</title></circle>'
        )
        if buried:
            arm = radius * 0.8
            parts.append(
                f'<path d="M{x - arm} {y - arm}L{x + arm} {y + arm}M{x - arm} {y + arm}'
                f'L{x + arm} {y - arm}" stroke="{BURIED}" stroke-width="4" aria-hidden="true"/>'
            )
        if kind == data.OBSERVATION:
            attrs = 'aria-label="Observation point"'
            width = 2
            if "observe" in legal:
                attrs = svg_button("observe", "Observe the eruption (6 AP, +4 VP)")
                width = 5
            parts.append(
                f'<g {attrs} class="observation"><circle cx="{x}" cy="{y}" r="17"'
                f' fill="#fff" fill-opacity="0.01" stroke="#fff" stroke-width="{width}"/>'
                f'<text x="{x}" y="{y + 32}" font-size="12" text-anchor="middle">'
                f"{'observe!' if 'observe' in legal else 'observation'}</text></g>"
            )
        if kind == data.HARBOUR:
            # Misenum's name goes below the fleet and the people gathered there.
            below = 84 if dot == data.UNLIMITED else 36
            parts.append(
                f'<text x="{x}" y="{y + below}" font-size="22" font-weight="bold"'
                f' text-anchor="middle" stroke="#fff" stroke-width="3" paint-order="stroke">'
                f"{esc(name)}</text>"
            )
    costs = view.get("costs", {})
    for dot, code in targets.items():
        x, y = _xy(dot)
        cost = costs.get(code)
        text = f"{data.DOTS[dot][0]}" + (f", {cost} AP" if cost is not None else "")
        parts.append(
            f'<g {svg_button(code, "Move to " + text)} class="target"><circle cx="{x}" cy="{y}"'
            f' r="18" fill="{HIGHLIGHT}" fill-opacity="0.35" stroke="{HIGHLIGHT}"'
            ' stroke-width="4"/>'
            + (
                f'<text x="{x}" y="{y + 5}" font-size="14" font-weight="bold"'
                f' text-anchor="middle">{cost}</text>'
                if cost is not None
                else ""
            )
            + "</g>"
        )
    # A step the selected counter may not take: the board says why when it is clicked.
    for dot, (code, reason) in blocked.items():
        x, y = _xy(dot)
        parts.append(
            f"<g {svg_button(code, f'Move to {data.DOTS[dot][0]}: not now. {reason}', True)}"
            f' class="blocked"><title>{esc(reason)}</title><circle cx="{x}" cy="{y}" r="18"'
            ' fill="#fff" fill-opacity="0.01" stroke="#555" stroke-width="3"'
            ' stroke-dasharray="4 3"/></g>'
        )
    return parts


def _counter_shape(cid: str, info: dict[str, Any], x: float, y: float, selected: bool) -> str:
    kind = info["kind"]
    stunned = info["stunned"]
    numeral = _cost_numeral(kind, stunned)
    fill = {"quadrireme": "#274b8c", "liburna": "#8c1c2c"}.get(kind, "#2f6b2f")
    if kind == "pomponianus":
        fill = "#6b2f8c"
    if stunned:
        fill = "#777"
    edge = HIGHLIGHT if selected else ("#ffd400" if stunned else "#fff")
    width = 4 if selected else 2
    short = SHORT.get(cid, "i" + cid[-1])
    if kind in ("quadrireme", "liburna"):
        shape = (
            f'<rect x="{x - 28}" y="{y - 16}" width="56" height="32" rx="9" fill="{fill}"'
            f' stroke="{edge}" stroke-width="{width}"/>'
        )
        text_y = y
        small_y = y + 12
    else:
        shape = f'<circle cx="{x}" cy="{y}" r="18" fill="{fill}" stroke="{edge}"'
        shape += f' stroke-width="{width}"/>'
        text_y = y + 1
        small_y = y + 13
    return (
        shape + f'<text x="{x}" y="{text_y}" font-size="14" font-weight="bold" text-anchor="middle"'
        f' fill="#fff">{esc(short)}</text>'
        f'<text x="{x}" y="{small_y}" font-size="10" text-anchor="middle" fill="#fff">'
        f"{esc(numeral)}</text>"
    )


def _counters(view: dict[str, Any], ui: UI, legal: set[str]) -> list[str]:
    counters = view["counters"]
    selected = ui.selected if ui.selected in counters else None
    # What selecting each counter leads to: its moves, and the boarding and landing it is part
    # of (the board offers those at their place: the panel leaves them out).
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
    parts = []
    by_dot: dict[str, list[str]] = {}
    for cid, info in counters.items():
        if info["dot"] is not None and not info["aboard"]:
            by_dot.setdefault(info["dot"], []).append(cid)
    for dot, ids in by_dot.items():
        dx, dy = _xy(dot)
        for slot, cid in enumerate(ids):
            ox, oy = FAN[slot % len(FAN)]
            ring = slot // len(FAN)
            x, y = dx + ox * (1 + 0.6 * ring), dy + oy * (1 + 0.6 * ring)
            info = counters[cid]
            state = "stunned" if info["stunned"] else "normal"
            words = f"{info['name']} ({state}) at {data.DOTS[dot][0]}"
            attrs = f'aria-label="{esc(words)}"'
            # With a ship selected, the inhabitants on its dot are its board/land buttons.
            action = None
            if selected and selected in data.SHIPS and cid != selected:
                code = f"board:{selected}:{cid}"
                action = code if code in legal else None
            if selected and selected in data.INHABITANTS and cid in data.SHIPS:
                code = f"board:{cid}:{selected}"
                action = code if code in legal else None
            if action:
                attrs = svg_button(
                    action,
                    f"Board {info['name']}"
                    if cid in data.INHABITANTS
                    else f"Board {counters[selected]['name']} onto {info['name']}",
                )
            elif cid in leads:
                attrs = (
                    f'data-select="{esc(cid)}" data-actions="{esc(" ".join(leads[cid]))}"'
                    f' role="button" tabindex="0" aria-label="Select {esc(words)}"'
                )
            parts.append(f'<g class="counter" {attrs}>')
            parts.append(_counter_shape(cid, info, x, y, cid == selected))
            cargo = info["cargo"]
            if cargo:
                passenger = counters[cargo]
                land = f"land:{cid}:{cargo}"
                parts.append("</g>")
                p_attrs = (
                    svg_button(land, f"Land {passenger['name']} from {info['name']}")
                    if selected == cid and land in legal
                    else f'aria-label="{esc(passenger["name"])} aboard {esc(info["name"])}"'
                )
                parts.append(f'<g class="passenger" {p_attrs}>')
                parts.append(
                    _counter_shape(cargo, passenger, x + 30, y - 20, False).replace(
                        'r="18"', 'r="13"'
                    )
                )
            parts.append("</g>")
    return parts


def _vp_words(view: dict[str, Any]) -> str:
    return f"{view['vp']} VP, final" if view["over"] else f"{view['vp']} VP so far"


def _score(view: dict[str, Any], ui: UI) -> str:
    """The score line under the map (the final count, line by line, is the result panel's)."""
    if view["over"]:
        verdict = "Pliny wins" if view["won"] else "Pliny loses"
        score = f" {view['vp']} VP: {verdict} (more than {data.VP_TO_WIN} VP wins)."
    else:
        score = f" {view['vp']} VP so far; more than {data.VP_TO_WIN} VP wins."
    rows = [
        f'<p class="plinius-score"><strong>{named("@0", ui.names)}</strong> (Pliny):{score}'
        + (" Pliny has made his observations." if view["observed"] else "")
        + "</p>"
    ]
    dead = [view["counters"][c]["name"] for c in view["dead"]]
    if dead:
        rows.append(f'<p class="plinius-dead">Dead: {esc(", ".join(dead))}</p>')
    return "".join(rows)


def render(view: dict[str, Any], ui: UI) -> str:
    """The whole board area for one view of a Plinius game."""
    legal = {a["code"] for a in view.get("actions", [])}
    selected = ui.selected if ui.selected in view["counters"] else None
    targets: dict[str, str] = {}
    blocked: dict[str, tuple[str, str]] = {}
    if selected and view.get("actions"):
        for code in legal:
            if code.startswith(f"move:{selected}:"):
                targets[code.split(":")[2]] = code
        for code, reason in view.get("blocked", {}).items():
            if code.startswith(f"move:{selected}:"):
                blocked[code.split(":")[2]] = (code, reason)
    x0, y0, w, h = data.VIEWBOX
    parts = [f'<div class="plinius" data-selected="{esc(selected or "")}">', _track(view)]
    parts.append(
        f'<svg class="plinius-map" viewBox="{x0} {y0} {w} {h}" width="100%"'
        ' role="group" aria-label="The bay of Naples">'
    )
    parts += _map_base()
    parts += _dots(view, targets, blocked, legal)
    parts += _counters(view, ui, legal)
    parts.append("</svg>")
    parts.append(_score(view, ui))
    parts.append("</div>")
    return "".join(parts)
