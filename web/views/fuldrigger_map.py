"""The Fuldrigger board's map in SVG: an equirectangular projection cut at 145° W, the coasts,
the sea lanes and their spaces with the hazard symbols, the harbours with their names and
fortresses, the ships in their owners' colours, the spaces the selected ship can reach (each a
`sail` action) and the attacks open, and the buttons that zoom and pan it; where each stands is
`fuldrigger_geometry`'s. Pure functions of the view dict."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from pygames.fuldrigger import coasts, goods, world
from pygames.fuldrigger.graph import ADJ, HARBOUR_SPACES, SPACES
from pygames.fuldrigger.outlets import Outlet

from .common import UI, board_stage, esc, overlay, plain_named, svg_button
from .fuldrigger_aim import aim_line, aimed, callout, flashes, lit, short
from .fuldrigger_geometry import (
    HEIGHT,
    QUAYS,
    TARGET,
    WIDE,
    WIDTH,
    berths,
    beside_space,
    cells,
    first_sailer,
    fit_attrs,
    kept,
    label_size,
    lat_y,
    lit_pins,
    lon_x,
    name_boxes,
    pan_attrs,
    popover,
    prices_tab,
    room_at,
    selector,
    ship_middles,
    ships_by_id,
    space_xy,
    split_selected,
    square_half,
    view_box,
    viewport,
    zoom_bar,
)
from .fuldrigger_market import routes

COLOURS = ("#d7263d", "#1b5fe0", "#2e933c", "#f08c00")
COLOUR_NAMES = ("red", "blue", "green", "orange")
GOOD_COLOURS = {
    "spices": "#b5651d", "tea": "#2f6b2f", "silk": "#c2185b", "porcelain": "#e8eef7",
    "coffee": "#5d4037", "sugar": "#fafafa", "tobacco": "#8d6e63", "cotton": "#eceff1",
    "wool": "#d7ccc8", "grain": "#fbc02d", "timber": "#795548", "furs": "#4e342e",
    "ivory": "#fff8e1", "wine": "#7b1fa2", "textiles": "#1976d2", "tools": "#607d8b",
}  # fmt: skip

# Draws the hit area of a map's control by its key (`_hits`).
Hit = Callable[[str], str]


# --- the map ----------------------------------------------------------------------------------


def _rings(s: float) -> list[str]:
    out = []
    for name, ring in coasts.LAND.items():
        points = " ".join(f"{lon_x(lon):.1f},{lat_y(lat):.1f}" for lon, lat in ring)
        out.append(
            f'<polygon points="{points}" fill="#e6dcb8" stroke="#8c7b55" stroke-width="{s:.2f}">'
            f"<title>{esc(name)}</title></polygon>"
        )
    for name, ring in coasts.WATER.items():
        points = " ".join(f"{lon_x(lon):.1f},{lat_y(lat):.1f}" for lon, lat in ring)
        out.append(
            f'<polygon points="{points}" fill="#a9cbe3"><title>{esc(name)}</title></polygon>'
        )
    return out


def _lanes(s: float) -> list[str]:
    out = []
    for sid, neighbours in ADJ.items():
        for other in neighbours:
            if other < sid:
                continue
            (ax, ay), (bx, by) = space_xy(sid), space_xy(other)
            if abs(ax - bx) > WIDTH / 2:  # across the map's edge: two half lanes
                if ax > bx:
                    (ax, ay), (bx, by) = (bx, by), (ax, ay)
                mid = ay + (by - ay) * ax / (ax + WIDTH - bx)
                segments: list[tuple[float, float, float, float]] = [
                    (ax, ay, 0, mid),
                    (bx, by, WIDTH, mid),
                ]
            else:
                segments = [(ax, ay, bx, by)]
            for x1, y1, x2, y2 in segments:
                out.append(
                    f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}"'
                    f' stroke="#2a5d8a" stroke-width="{0.6 * s:.2f}" stroke-opacity="0.7"/>'
                )
    return out


HAZARD_HELP = {
    world.TAIL: "Tailwind: the ship moves three extra spaces",
    world.HEAD: "Headwind: the ship moves three spaces fewer",
    world.STORM: "Storm: roll two dice, 2 or 3 sinks the ship",
    world.ICE: "Iceberg: roll two dice, 5 sinks the ship",
    world.CALM: "Calm: roll two dice, 7 or lower holds the ship here and it lies still a round",
    world.REEF: "Dangerous reef: roll two dice, 2 or 3 wrecks the ship; higher and you know it",
    world.PIRATES: "Pirate waters: roll two dice, 4 loses the cargo, 2 or 3 the ship",
}


def hazard_mark(kind: str, letter: str, x: float, y: float, s: float) -> str:
    r = 3.4 * s
    if kind == world.HEAD:  # a stop sign's octagon: red chevrons read as a tailwind (issue 29)
        a = [math.pi * (k + 0.5) / 4 for k in range(8)]
        corners = " ".join(f"{x + r * math.cos(t):.1f},{y + r * math.sin(t):.1f}" for t in a)
        return (
            f'<polygon class="fd-headwind" points="{corners}" fill="#c62828"/><rect'
            f' x="{x - 2.2 * s:.1f}" y="{y - 0.6 * s:.1f}" width="{4.4 * s:.1f}"'
            f' height="{1.2 * s:.1f}" fill="#fff"/>'
        )
    if kind == world.TAIL:
        arrow, arrow2 = (
            " ".join(f"{x + dx * s:.1f},{y + dy * s:.1f}" for dx, dy in points)
            for points in (((-2.4, -2), (0.6, 0), (-2.4, 2)), ((0, -2), (3, 0), (0, 2)))
        )
        return (
            f'<circle class="fd-tailwind" cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="#2e7d32"/>'
            f'<polyline points="{arrow}" fill="none" stroke="#fff" stroke-width="{0.8 * s:.2f}"/>'
            f'<polyline points="{arrow2}" fill="none" stroke="#fff" stroke-width="{0.8 * s:.2f}"/>'
        )
    if kind == world.STORM:
        bolt = " ".join(
            f"{x + dx * s:.1f},{y + dy * s:.1f}"
            for dx, dy in ((0.8, -2.6), (-1.0, 0.2), (0.8, 0.2), (-0.8, 2.8))
        )
        return (
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="#1a237e"/>'
            f'<polyline points="{bolt}" fill="none" stroke="#ffeb3b" stroke-width="{0.8 * s:.2f}"/>'
        )
    if kind == world.ICE:
        tri = f"{x:.1f},{y - r:.1f} {x + r:.1f},{y + r * 0.8:.1f} {x - r:.1f},{y + r * 0.8:.1f}"
        return (
            f'<polygon points="{tri}" fill="#f5fbff" stroke="#1565c0"'
            f' stroke-width="{0.5 * s:.2f}"/>'
        )
    if kind == world.CALM:
        return (
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="#fff59d" stroke="#9e9d24"'
            f' stroke-width="{0.4 * s:.2f}"/><text x="{x:.1f}" y="{y + 1.4 * s:.1f}"'
            f' font-size="{4.5 * s:.1f}" text-anchor="middle" fill="#827717">~</text>'
        )
    if kind == world.REEF:
        diamond = f"{x:.1f},{y - r:.1f} {x + r:.1f},{y:.1f} {x:.1f},{y + r:.1f} {x - r:.1f},{y:.1f}"
        return (
            f'<polygon points="{diamond}" fill="#8d5524"/><text x="{x:.1f}" y="{y + 1.3 * s:.1f}"'
            f' font-size="{3.8 * s:.1f}" text-anchor="middle" fill="#fff"'
            f' font-weight="bold">{esc(letter)}</text>'
        )
    if kind == world.PIRATES:
        c = 1.6 * s
        return (
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="#111"/>'
            f'<path d="M{x - c:.1f},{y - c:.1f}L{x + c:.1f},{y + c:.1f}M{x + c:.1f},{y - c:.1f}'
            f'L{x - c:.1f},{y + c:.1f}" stroke="#fff" stroke-width="{0.7 * s:.2f}"/>'
        )
    return ""


def _spaces(s: float) -> list[str]:
    out = []
    for sid, space in SPACES.items():
        if space.harbour:
            continue
        x, y = space_xy(sid)
        title = space.name
        if space.hazard:
            title += f" — {HAZARD_HELP[space.hazard]}"
            if space.reef:
                title += f" (reef {space.reef}, {world.REEFS[space.reef]})"
            out.append(f"<g><title>{esc(title)}</title>")
            out.append(hazard_mark(space.hazard, space.reef, x, y, 0.55 * s if s >= WIDE else s))
            out.append("</g>")
        else:
            out.append(
                f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{1.6 * s:.2f}" fill="#f4f9fc"'
                f' stroke="#2a5d8a" stroke-width="{0.4 * s:.2f}">'
                f"<title>{esc(title)}</title></circle>"
            )
    return out


def _harbours(
    view: dict[str, Any],
    ui: UI,
    acts: dict[str, str],
    targets: dict[str, str],
    s: float,
    ships: list[tuple[float, float]],
    hit: Hit,
    look: tuple[float, float, float],
    size: float,
    lit: Callable[[str], str],
) -> tuple[list[str], list[str], list[str]]:
    """Harbour squares (each a control taking the clicks nearest to it), the fortresses and
    the harbours' names, placed where they do not collide."""
    shapes: list[str] = []
    forts: list[str] = []
    names: list[str] = []
    homes = {home: seat for seat, home in enumerate(view["home"]) if home}
    order = sorted(HARBOUR_SPACES, key=lambda c: (c not in goods.HOME_PORTS, c))
    spread = [xy for _, xy in QUAYS] + list(lit_pins(targets, s, ships).values()) + ships
    for city in order:
        for quay in HARBOUR_SPACES[city]:
            x, y = space_xy(quay)
            label = SPACES[quay].name
            home = homes.get(city)
            choose = f"home:{city}"
            if quay in targets:
                attrs = lit(targets[quay])
                attrs += ' data-in-sight=""'  # the layout pans the map to what a ship may reach
            elif choose in acts:
                attrs = svg_button(choose, acts[choose])
            else:
                attrs = selector(kept(f"city:{city}", quay, look), f"{label}: price list")
            ring = "#ffd54a" if choose in acts or quay in targets else "#333"
            fill = COLOURS[home % 4] if home is not None else "#fff"
            r = square_half(quay, s)
            square = (
                f'<rect x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r:.1f}" height="{2 * r:.1f}"'
                f' fill="{fill}" stroke="{ring}" rx="{0.25 * r:.1f}"'
                f' stroke-width="{(1.2 if ring != "#333" else 0.6) * s:.2f}"/>'
            )
            # A harbour's name does what its square does, a sail there, the home port's choice or
            # the price list (a click on the name did nothing; issue 29), where the name's box
            # covers no other control's middle.
            names.append(_name(quay, s, size, attrs.replace(' data-in-sight=""', ""), spread))
            shapes.append(
                f'<g class="fd-harbour" {attrs}>{hit(f"q:{quay}")}'
                f'<g pointer-events="none">{square}</g><title>{esc(label)}</title></g>'
            )
            owner = view["forts"].get(city)
            if owner is not None:
                fx, fy = x - 4.6 * s, y + 2.6 * s  # below left: ships stand above
                tower = (
                    f"M{fx - 2.2 * s:.1f},{fy + 2.4 * s:.1f}V{fy - 2 * s:.1f}h{1.1 * s:.1f}"
                    f"v{s:.1f}h{1.1 * s:.1f}v{-s:.1f}h{1.1 * s:.1f}v{s:.1f}h{1.1 * s:.1f}"
                    f"V{fy + 2.4 * s:.1f}Z"
                )
                who = plain_named(f"@{owner}", ui.names)
                forts.append(
                    f'<path d="{tower}" fill="{COLOURS[owner % 4]}" stroke="#222"'
                    f' stroke-width="{0.4 * s:.2f}"><title>Fortress of {esc(who)}</title></path>'
                )
    return shapes, forts, names


def _name(
    quay: str,
    s: float,
    size: float,
    opens: str = "",
    middles: list[tuple[float, float]] | None = None,
) -> str:
    """A harbour's name right of its square, where `name_boxes` places one; with `opens`, a
    control (24 px tall) that opens the price list, unless it would cover the middle of
    another control (`middles`)."""
    box = name_boxes(s, size).get(quay)
    if box is None:
        return ""
    x, y = space_xy(quay)
    text = (
        f'<text x="{box[0]:.1f}" y="{y + size * 0.35:.1f}" font-size="{size:.1f}"'
        f' font-weight="600" stroke="#fff" stroke-width="{0.9 * s:.2f}"'
        f' paint-order="stroke" pointer-events="none">{esc(SPACES[quay].name)}</text>'
    )
    # Right of the harbour's own area and below the ships berthed above it, 24 px tall on any
    # screen (the style sheet scales it on a phone), with a square of 24 px at its middle.
    left = max(box[0], x + TARGET * s)
    tall = max(2 * TARGET * s, 1.2 * size)
    hit = (left, y + 0.05 * size - tall / 2, max(box[2] - left, 2 * TARGET * s), tall)
    if not opens or any(
        hit[0] - s <= px <= hit[0] + hit[2] + s and hit[1] - s <= py <= hit[1] + hit[3] + s
        for px, py in middles or []
    ):
        return text
    return (
        f'<g class="fd-name" {opens}><rect class="fd-band" x="{hit[0]:.1f}"'
        f' y="{hit[1]:.1f}" width="{hit[2]:.1f}" height="{hit[3]:.1f}" fill="#fff"'
        f' fill-opacity="0"/><rect class="fd-band fd-square"'
        f' x="{hit[0] + hit[2] / 2 - hit[3] / 2:.1f}" y="{hit[1]:.1f}" width="{hit[3]:.1f}"'
        f' height="{hit[3]:.1f}" fill="#fff" fill-opacity="0"/>{text}</g>'
    )


def ship_shape(ship: dict[str, Any], x: float, y: float, s: float, chosen: bool) -> str:
    """A ship: hull in its owner's colour, sail (black for a privateer), its cargo's colour;
    the selected one lifted on a gold halo with an outline, unmistakable among a fan."""
    colour = COLOURS[ship["owner"] % 4]
    if chosen:
        halo = (
            f'<ellipse class="fd-halo" cx="{x:.1f}" cy="{y - 2 * s:.1f}" rx="{6 * s:.1f}"'
            f' ry="{5.6 * s:.1f}" fill="#fff" fill-opacity="0.9" stroke="#1a237e"'
            f' stroke-width="{0.9 * s:.2f}"/>'
        )
        lifted = ship_shape(ship, x, y - 1.2 * s, s, False).replace(
            'stroke="#111" stroke-width', 'stroke="#1a237e" stroke-width', 1
        )
        return halo + lifted.replace(f'stroke-width="{0.4 * s:.2f}"', f'stroke-width="{s:.2f}"', 1)
    hull = f"M{x - 4 * s:.1f},{y:.1f}h{8 * s:.1f}l{-1.6 * s:.1f},{2.4 * s:.1f}h{-4.8 * s:.1f}Z"
    sail = f"M{x:.1f},{y - 0.4 * s:.1f}V{y - 6 * s:.1f}L{x + 3.4 * s:.1f},{y - 1 * s:.1f}Z"
    parts = [
        f'<path d="{hull}" fill="{colour}" stroke="{"#ffd54a" if chosen else "#111"}"'
        f' stroke-width="{(1.2 if chosen else 0.4) * s:.2f}"/>',
        f'<path d="{sail}" fill="{"#111" if ship["privateer"] else "#fff"}" stroke="#333"'
        f' stroke-width="{0.3 * s:.2f}"/>',
    ]
    if ship["cargo"]:
        parts.append(
            f'<rect class="fd-cargo" x="{x - 3 * s:.1f}" y="{y - 2.6 * s:.1f}"'
            f' width="{2.4 * s:.1f}" height="{2.4 * s:.1f}" fill="{GOOD_COLOURS[ship["cargo"]]}"'
            f' stroke="#222"'
            f' stroke-width="{0.3 * s:.2f}"/>'
        )
    return "".join(parts)


def spaces(n: int) -> str:
    """'1 space', '3 spaces'."""
    return f"{n} space" if n == 1 else f"{n} spaces"


def ship_words(ship: dict[str, Any], names: list[str]) -> str:
    who = plain_named(f"@{ship['owner']}", names)
    kind = "privateer" if ship["privateer"] else "merchant"
    cargo = f", carrying {ship['cargo']} ({spaces(ship['travelled'])})" if ship["cargo"] else ""
    return f"{ship['name']}, {who}'s {kind} at {SPACES[ship['at']].name}{cargo}"


def _fleet(
    view: dict[str, Any],
    ui: UI,
    selected: int | None,
    s: float,
    hit: Hit,
    look: tuple[float, float, float],
    size: float,
) -> list[str]:
    """The ships at their berths. Each ship is the same element from move to move (`id`): it
    sails the spaces it entered this turn (`data-walk`) or glides to its new place, and a
    zoomed map keeps the selected one in sight (`data-follow`)."""
    out = []
    # The selected ship drawn last: over its neighbours in a fan.
    placed = sorted(berths(view, s, size), key=lambda b: b[0]["id"] == selected)
    for ship, x, y in placed:
        x0, y0 = space_xy(ship["at"])
        words = ship_words(ship, ui.names)
        number = ship["id"]
        key = kept(f"ship:{number}", ship["at"], look)  # the zoom stays
        walk = _wake(ship, (x - x0, y - 2 * s - y0))  # the centre of its box
        walking = f' data-walk="{walk}"' if walk else ""
        # The selected ship kept in sight: a phone's map, cropped at the sides, pans to it.
        followed = ' data-follow="" data-in-sight=""' if ship["id"] == selected else ""
        cls = "fd-ship fd-chosen-ship" if ship["id"] == selected else "fd-ship"
        out.append(
            f'<g class="{cls}" id="fd-ship-{ship["id"]}" data-glide=""{walking}{followed}'
            f" {selector(key, words)}><title>{esc(words)}</title>{hit(f's:{number}')}"
            f'<g pointer-events="none">{ship_shape(ship, x, y, s, number == selected)}</g></g>'
        )
    return out


def _wake(ship: dict[str, Any], offset: tuple[float, float]) -> str:
    """The spaces the ship entered this turn as points of its walk (its place in the fan kept
    along the way), ending where it stands; nothing when it has not sailed this turn."""
    entered = ship.get("entered") or []
    if len(entered) < 2 or entered[-1] != ship["at"]:
        return ""
    dx, dy = offset
    return " ".join(f"{space_xy(sid)[0] + dx:.1f},{space_xy(sid)[1] + dy:.1f}" for sid in entered)


def _targets(view: dict[str, Any], acts: dict[str, str], selected: int | None) -> dict[str, str]:
    """For the selected ship: space -> the sail action that takes it there."""
    if selected is None:
        return {}
    prefix = f"sail:{selected}:"
    return {code[len(prefix) :]: code for code in acts if code.startswith(prefix)}


def _marks(
    targets: dict[str, str],
    acts: dict[str, str],
    s: float,
    ships: list[tuple[float, float]],
    pins: dict[str, tuple[float, float]],
    hit: Hit,
    lit: Callable[[str], str],
) -> list[str]:
    """The lit sea spaces, each a circle around its pin (clear of the harbours and ships)."""
    out = []
    points = list(pins.values()) + ships
    for sid, (x, y) in sorted(pins.items()):
        code = targets[sid]
        out.append(
            f'<g {lit(code)} data-in-sight="">{hit(f"p:{sid}")}'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{room_at(x, y, points, s):.1f}"'
            f' fill="#ffd54a" fill-opacity="0.45" stroke="#e65100"'
            f' stroke-width="{0.8 * s:.2f}" pointer-events="none"/></g>'
        )
    return out


def _attack_codes(acts: dict[str, str]) -> dict[str, str]:
    """Space -> the attack its marker makes: with all the privateers there (the panel lets one
    choose)."""
    attacks: dict[str, str] = {}
    for code in acts:
        if code.startswith("attack:"):
            space = code.split(":")[1]
            if space not in attacks or _fleet_size(code) > _fleet_size(attacks[space]):
                attacks[space] = code
    return attacks


def _attack_at(space: str, s: float) -> tuple[float, float]:
    x, y = space_xy(space)
    return x, y + 5 * s  # below the space: ships stand above


def _attacks(acts: dict[str, str], s: float, hit: Hit) -> list[str]:
    out = []
    for space, code in sorted(_attack_codes(acts).items()):
        x, y = _attack_at(space, s)
        c = 3 * s
        out.append(
            f'<g {svg_button(code, acts[code])}>{hit(f"a:{space}")}<g pointer-events="none">'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{3.6 * s:.1f}" fill="#b71c1c"/>'
            f'<path d="M{x - c:.1f},{y - c:.1f}L{x + c:.1f},{y + c:.1f}M{x + c:.1f},{y - c:.1f}'
            f'L{x - c:.1f},{y + c:.1f}" stroke="#fff" stroke-width="{0.9 * s:.2f}"/></g></g>'
        )
    return out


def _hits(
    view: dict[str, Any],
    acts: dict[str, str],
    pins: dict[str, tuple[float, float]],
    s: float,
    size: float,
) -> tuple[str, Hit]:
    """The clip paths of the map's controls (each its cell: the points nearer to its middle
    than to any other's) and a function drawing the hit area of a control by its key ("q:"
    harbour space, "p:" lit sea space, "s:" ship, "a:" attack marker): a circle 26 px across on
    any screen (the style sheet sizes it from `--px`), clipped to its cell."""
    sites = {f"q:{quay}": xy for quay, xy in QUAYS}
    sites |= {f"p:{sid}": xy for sid, xy in pins.items()}
    sites |= {f"s:{ship['id']}": (x, y - 2 * s) for ship, x, y in berths(view, s, size)}
    sites |= {f"a:{space}": _attack_at(space, s) for space in _attack_codes(acts)}
    index = {key: n for n, key in enumerate(sites)}
    paths = "".join(
        f'<clipPath id="fd-cell-{n}"><polygon points="'
        + " ".join(f"{px:.2f},{py:.2f}" for px, py in cell)
        + '"/></clipPath>'
        for n, cell in enumerate(cells(list(sites.values()), s))
    )

    def hit(key: str) -> str:
        x, y = sites[key]
        return (
            f'<circle class="fd-hit" cx="{x:.2f}" cy="{y:.2f}" r="{TARGET * s:.2f}"'
            f' clip-path="url(#fd-cell-{index[key]})" fill="#fff" fill-opacity="0"/>'
        )

    return f"<defs>{paths}</defs>", hit


def _fleet_size(code: str) -> int:
    return code.rsplit(":", 1)[1].count(",") + 1


def current_view(view: dict[str, Any], selected: str | None) -> tuple[float, float, float]:
    """The map's centre and span for the map's selection ("ship:7@LON,LAT,SPAN" and the like)."""
    what, look = split_selected(selected)
    return viewport(view, look or what)


def draw_map(
    view: dict[str, Any],
    ui: UI,
    acts: dict[str, str],
    beside: tuple[str, str, str] | None = None,
    markets: tuple[str, list[Outlet]] | None = None,
    tab: str = "",
) -> str:
    """The zoom bar and the map; `beside` (city, body, label) stands as an overlay beside that
    city's harbour: the decision at its place; `markets` (the selected ship's space and the
    harbours that buy its cargo) draws the ways there (`fuldrigger_market`). With `tab` (the
    selection that asks for the list), the list opened by itself while places are lit: a
    phone's small map keeps it folded as a "Prices" tab at the harbour, so that it covers none
    of them (issue 29)."""
    selected, _ = split_selected(ui.selected)
    ship_id = int(selected[5:]) if selected and selected.startswith("ship:") else None
    if selected and selected.startswith("city:"):  # a price list open: the places stay lit
        ship_id = first_sailer(acts, view)  # the ship the panel's "Sail" and its Close name
    aim = aimed(selected)
    ship_id = aim[0] if aim else ship_id
    if ship_id is not None and ship_id not in ships_by_id(view):
        ship_id = None
    lon, lat, span = current_view(view, ui.selected)
    x, y, w, h = view_box(lon, lat, span)
    s = w / 350  # sizes follow the zoom, so that they read the same on screen
    targets = _targets(view, acts, ship_id)
    size = label_size(s, span)
    ships = ship_middles(view, s, size) if targets else []
    pins = lit_pins(targets, s, ships)
    clips, hit = _hits(view, acts, pins, s, size)
    # To 0.01°: whole degrees moved the map up to 32 px at each selection (issue 29).
    look, key = f"{lon:.2f},{lat:.2f},{span:.2f}", f"{aim[0]}:{aim[1]}" if aim else ""
    harbours, forts, names = _harbours(
        view, ui, acts, targets, s, ships, hit, (lon, lat, span), size,
        lambda code: lit(view, acts, code, look, key),
    )  # fmt: skip
    # A list opened by itself stays open as the map moves: a view alone, not the ship's key.
    keep = f"ship:{ship_id}" if ship_id is not None and not beside else None
    if aim and ship_id is not None:  # a drag or the page's own panning keeps the preview
        keep = f"aim:{key}"
    if selected and selected.startswith("city:") and selected[5:] in HARBOUR_SPACES:
        keep = selected
    fx, fy = space_xy(HARBOUR_SPACES[beside[0]][0]) if beside else (-1.0, -1.0)
    inside = x <= fx <= x + w and y <= fy <= y + h
    folded = prices_tab(beside[0], tab, beside[2], s, size) if beside and tab and inside else ""
    fit = fit_attrs(view, ship_id if targets and not aim else None, ui.selected)
    parts = [
        f'<div class="fd-map" data-above-bar=""><svg viewBox="{x:.0f} {y:.0f} {w:.0f} {h:.0f}"'
        ' preserveAspectRatio="xMidYMid slice" role="group" aria-label="The world map"'
        f' data-unit="{s:.4f}" {pan_attrs(keep, span, ui.selected)}{fit}>{clips}',
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT:.0f}" fill="#a9cbe3"/>',
        *_rings(s),
        *_lanes(s),
        routes(markets[1], markets[0], s) if markets else "",
        *_spaces(s),
        *forts,
        # The names under the other controls (a click near a harbour, a ship or a lit space is
        # theirs); of those, each takes the clicks nearest to it, whatever lies above.
        folded,  # a folded price list's tab, under the lit places, names and ships
        *names,
        *harbours,
        aim_line(view, aim, s),
        *_marks(targets, acts, s, ships, pins, hit, lambda code: lit(view, acts, code, look, key)),
        *_attacks(acts, s, hit),
        *_fleet(view, ui, ship_id, s, hit, (lon, lat, span), size),
        flashes(view, s) + "</svg></div>",
    ]
    overlays = []
    if beside:
        city, body, label = beside
        hx, hy = space_xy(HARBOUR_SPACES[city][0])
        # Beside its harbour, or not at all: a list standing at the map's edge for a harbour
        # out of sight reads as another's (Danzig's over the Caribbean).
        if 0 <= hx - x <= w and 0 <= hy - y <= h:
            # Clear of the harbour's square and name (Lisbon's list covered Lisbon): its corner
            # right of the name when it opens rightwards, left of the square when leftwards.
            quay = HARBOUR_SPACES[city][0]
            right = (name_boxes(s, size).get(quay) or (0, 0, hx))[2]
            # Clear of its ships too, fanned beside it (issue 29: the list covered them).
            fan = [bx for b, bx, _ in berths(view, s, size) if b["at"] in HARBOUR_SPACES[city]]
            beyond = max([right, hx + TARGET * s, *(f + 5 * s for f in fan)]) + 2 * s - x
            before = min([hx - TARGET * s, *(f - 5 * s for f in fan)]) - 2 * s - x
            towards = w - beyond >= before  # on the side with more room
            at = (beyond if towards else before, hy - y)
            shown = popover(
                overlay(f"harbour-{city}", at, (w, h), body, label, False, towards),
                at,
                (w, h),
                towards,
            )
            if tab:
                shown = shown.replace(' data-pops=""', ' data-pops="" data-fd-unasked=""', 1)
            overlays.append(shown)
    held = short(view, s)
    if held:  # the ship a calm stopped short, said beside it, its way on drawn
        parts.insert(len(parts) - 1, held[0])
        body = f'<p class="fd-stopped" role="status">{esc(held[2])}</p>'
        overlays.append(beside_space("short", held[1], body, held[2], (x, y, w, h), s))
    said = callout(view, acts, aim, look) if aim else ""
    if aim and said:
        label = said.split("<strong>")[1].split("</strong>")[0]  # the risk in words
        at = ships_by_id(view)[aim[0]]["at"]
        overlays.append(beside_space(f"aim-{aim[1]}", aim[1], said, label, (x, y, w, h), s, at))
    return zoom_bar(lon, lat, span, keep) + board_stage("".join(parts), *overlays)
