"""The Fuldrigger board's map in SVG: an equirectangular projection cut at 145° W, the coasts,
the sea lanes and their spaces with the hazard symbols, the harbours with their names and
fortresses, the ships in their owners' colours, the spaces the selected ship can reach (each a
`sail` action) and the attacks open; with the viewport (`view:LON,LAT,SPAN` selections, the
selected ship or city) and the buttons that zoom and pan it. Pure functions of the view dict."""

from __future__ import annotations

from typing import Any

from pygames.fuldrigger import coasts, goods, world
from pygames.fuldrigger.graph import ADJ, HARBOUR_SPACES, SPACES

from .common import UI, board_stage, esc, overlay, plain_named, svg_button

K = 4  # map units per degree
WIDTH = 360 * K
HEIGHT = (coasts.NORTH - coasts.SOUTH) * K
COLOURS = ("#d7263d", "#1b5fe0", "#2e933c", "#f08c00")
COLOUR_NAMES = ("red", "blue", "green", "orange")
GOOD_COLOURS = {
    "spices": "#b5651d", "tea": "#2f6b2f", "silk": "#c2185b", "porcelain": "#e8eef7",
    "coffee": "#5d4037", "sugar": "#fafafa", "tobacco": "#8d6e63", "cotton": "#eceff1",
    "wool": "#d7ccc8", "grain": "#fbc02d", "timber": "#795548", "furs": "#4e342e",
    "ivory": "#fff8e1", "wine": "#7b1fa2", "textiles": "#1976d2", "tools": "#607d8b",
}  # fmt: skip
REGIONS = {  # button label -> (centre lon, centre lat, span in degrees)
    "World": (35.0, 2.0, 360.0),
    "Europe": (4.0, 46.0, 44.0),
    "Atlantic": (-40.0, 15.0, 110.0),
    "Indian Ocean": (70.0, -8.0, 90.0),
    "East Indies": (120.0, 8.0, 70.0),
    "Pacific": (-150.0, -5.0, 150.0),
}
# The five home ports, Lisbon to Copenhagen, with room: a phone's tall map shows under half the
# width of the drawing (the sides are cropped), and Europe's view left Lisbon off its edge.
HOME_VIEW = (1.5, 47.0, 56.0)


def _x(lon: float) -> float:
    return ((lon - coasts.SEAM) % 360) * K


def _y(lat: float) -> float:
    return (coasts.NORTH - lat) * K


def _xy(sid: str) -> tuple[float, float]:
    space = SPACES[sid]
    return _x(space.lon), _y(space.lat)


def selector(key: str, text: str) -> str:
    return f'data-select="{esc(key)}" role="button" tabindex="0" aria-label="{esc(text)}"'


def ships_by_id(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {s["id"]: s for s in view["ships"]}


# --- the viewport ---------------------------------------------------------------------------


def split_selected(selected: str | None) -> tuple[str | None, str | None]:
    """What is selected ("ship:N", "city:X" or None) and the map's view chosen while it stays so
    ("view:LON,LAT,SPAN" or None). The zoom bar keeps a ship or a harbour selected as it moves the
    map ("ship:7@LON,LAT,SPAN"): zooming in on a crowded sea to reach a lit space must not
    drop the ship whose spaces are lit."""
    if not selected:
        return None, None
    if selected.startswith("view:"):
        return None, selected
    what, at, look = selected.partition("@")
    return what, (f"view:{look}" if at else None)


def _viewport(view: dict[str, Any], selected: str | None) -> tuple[float, float, float]:
    """The map's centre (lon, lat) and width (degrees) for what is selected."""
    if selected and selected.startswith("view:"):
        try:
            lon, lat, span = (float(p) for p in selected[5:].split(","))
            return lon, lat, max(20.0, min(360.0, span))
        except ValueError:
            pass
    points: list[str] = []
    if selected and selected.startswith("ship:") and selected[5:].isdigit():
        ship = ships_by_id(view).get(int(selected[5:]))
        if ship:  # centred on the ship (a narrow screen crops the sides), wide enough to reach
            sx, lat = _x(SPACES[ship["at"]].lon) / K, SPACES[ship["at"]].lat
            reach = view["reach"].get(str(ship["id"]), {})
            far = max([abs(_x(SPACES[t].lon) / K - sx) for t in reach] + [12.0])
            high = max([abs(SPACES[t].lat - lat) for t in reach] + [8.0])
            return sx + coasts.SEAM, lat, min(max(2 * far + 8, 3 * high + 12, 40.0), 360.0)
    elif selected and selected.startswith("city:") and selected[5:] in HARBOUR_SPACES:
        points = list(HARBOUR_SPACES[selected[5:]])
    elif view["phase"] == "home":
        return HOME_VIEW
    elif view["current"] is not None:
        points = [s["at"] for s in view["ships"] if s["owner"] == view["current"]]
    if not points:
        return REGIONS["World"]
    xs = [_x(SPACES[p].lon) / K for p in points]
    ys = [SPACES[p].lat for p in points]
    span = max(max(xs) - min(xs) + 16, (max(ys) - min(ys) + 12) * 1.5, 40.0)
    centre = (max(xs) + min(xs)) / 2 + coasts.SEAM
    return centre, (max(ys) + min(ys)) / 2, min(span, 360.0)


def _box(lon: float, lat: float, span: float) -> tuple[float, float, float, float]:
    """The viewBox (x, y, w, h) in map units, kept inside the map; 3:2 unless the whole world."""
    w = span * K
    h = HEIGHT if span >= 360 else min(w * 2 / 3, HEIGHT)
    x = min(max(_x(lon) - w / 2, 0), WIDTH - w)
    y = min(max(_y(lat) - h / 2, 0), HEIGHT - h)
    return x, y, w, h


def _zoom_bar(lon: float, lat: float, span: float, keep: str | None) -> str:
    def key(a: float, b: float, c: float) -> str:
        return f"{keep}@{a:.0f},{b:.0f},{c:.0f}" if keep else f"view:{a:.0f},{b:.0f},{c:.0f}"

    step = span / 3
    moves = [
        ("−", "Zoom out", key(lon, lat, min(span * 1.6, 360))),
        ("+", "Zoom in", key(lon, lat, max(span / 1.6, 20))),
        ("←", "Pan west", key(lon - step, lat, span)),
        ("→", "Pan east", key(lon + step, lat, span)),
        ("↑", "Pan north", key(lon, min(lat + step / 1.5, 60), span)),
        ("↓", "Pan south", key(lon, max(lat - step / 1.5, -55), span)),
    ]
    parts = [
        f'<button type="button" {selector(k, text)}>{esc(symbol)}</button>'
        for symbol, text, k in moves
    ]
    parts += [
        f'<button type="button" {selector(key(*spec), "Show " + name)}>{esc(name)}</button>'
        for name, spec in REGIONS.items()
    ]
    return f'<div class="fd-zoom" aria-label="Move the map">{"".join(parts)}</div>'


# --- the map ----------------------------------------------------------------------------------


def _rings(s: float) -> list[str]:
    out = []
    for name, ring in coasts.LAND.items():
        points = " ".join(f"{_x(lon):.1f},{_y(lat):.1f}" for lon, lat in ring)
        out.append(
            f'<polygon points="{points}" fill="#e6dcb8" stroke="#8c7b55" stroke-width="{s:.2f}">'
            f"<title>{esc(name)}</title></polygon>"
        )
    for name, ring in coasts.WATER.items():
        points = " ".join(f"{_x(lon):.1f},{_y(lat):.1f}" for lon, lat in ring)
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
            (ax, ay), (bx, by) = _xy(sid), _xy(other)
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


def _hazard(kind: str, letter: str, x: float, y: float, s: float) -> str:
    r = 3.4 * s
    if kind in (world.TAIL, world.HEAD):
        colour = "#2e7d32" if kind == world.TAIL else "#c62828"
        d = 1 if kind == world.TAIL else -1
        arrow = " ".join(
            f"{x + d * dx * s:.1f},{y + dy * s:.1f}" for dx, dy in ((-2.4, -2), (0.6, 0), (-2.4, 2))
        )
        arrow2 = " ".join(
            f"{x + d * dx * s:.1f},{y + dy * s:.1f}" for dx, dy in ((0, -2), (3, 0), (0, 2))
        )
        return (
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r:.1f}" fill="{colour}"/>'
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
        x, y = _xy(sid)
        title = space.name
        if space.hazard:
            title += f" — {HAZARD_HELP[space.hazard]}"
            if space.reef:
                title += f" (reef {space.reef}, {world.REEFS[space.reef]})"
            out.append(f"<g><title>{esc(title)}</title>")
            out.append(_hazard(space.hazard, space.reef, x, y, s))
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
) -> tuple[list[str], list[str], list[str]]:
    """Harbour squares (each a control with room around it up to halfway to the next one), the
    fortresses and the harbours' names, placed where they do not collide and never in the way
    of a click (a name beside its square would move the middle of the control off it)."""
    shapes: list[str] = []
    forts: list[str] = []
    names: list[str] = []
    placed: list[tuple[float, float, float, float]] = []
    homes = {home: seat for seat, home in enumerate(view["home"]) if home}
    order = sorted(HARBOUR_SPACES, key=lambda c: (c not in goods.HOME_PORTS, c))
    reach = _reach_points(targets)
    spread = [xy for _, xy in QUAYS] + list(_pins(targets, s, ships).values()) + ships
    for city in order:
        for quay in HARBOUR_SPACES[city]:
            x, y = _xy(quay)
            label = SPACES[quay].name
            home = homes.get(city)
            choose = f"home:{city}"
            if quay in targets:
                attrs = svg_button(targets[quay], acts.get(targets[quay], label))
            elif choose in acts:
                attrs = svg_button(choose, acts[choose])
            else:
                attrs = selector(f"city:{city}", f"{label}: price list")
            ring = "#ffd54a" if choose in acts or quay in targets else "#333"
            fill = COLOURS[home % 4] if home is not None else "#fff"
            r = _square(quay, s)
            hit = _room(quay, reach, s)
            wide = _room(quay, spread, s, WIDE)  # clear of the marks and the ships
            square = (
                f'<rect x="{x - r:.1f}" y="{y - r:.1f}" width="{2 * r:.1f}" height="{2 * r:.1f}"'
                f' fill="{fill}" stroke="{ring}" rx="{0.25 * r:.1f}"'
                f' stroke-width="{(1.2 if ring != "#333" else 0.6) * s:.2f}"/>'
            )
            # A harbour lit as a sail target still opens its price list by its name (does it buy
            # the cargo?), where the name's box covers no other control's middle.
            opens = selector(f"city:{city}", f"{label}: price list") if quay in targets else ""
            names.append(_name(label, x, y, s, placed, opens, spread))
            shapes.append(
                f'<g class="fd-harbour" {attrs}><rect x="{x - hit:.1f}" y="{y - hit:.1f}"'
                f' width="{2 * hit:.1f}" height="{2 * hit:.1f}" fill="#fff" fill-opacity="0"/>'
                f'<rect class="fd-wide" x="{x - wide:.1f}" y="{y - wide:.1f}"'
                f' width="{2 * wide:.1f}" height="{2 * wide:.1f}" fill="#fff" fill-opacity="0"/>'
                f"{square}<title>{esc(label)}</title></g>"
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
    label: str,
    x: float,
    y: float,
    s: float,
    placed: list[tuple[float, float, float, float]],
    opens: str = "",
    middles: list[tuple[float, float]] | None = None,
) -> str:
    """A harbour's name right of its square, unless it would cover a name placed before; with
    `opens`, a control (24 px tall) that opens the price list, unless it would cover the middle
    of another control (`middles`)."""
    size = 5.2 * s
    width = len(label) * size * 0.55
    box = (x + 4.2 * s, y - size * 0.8, width, size)
    if any(
        box[0] < o[0] + o[2] and o[0] < box[0] + box[2]
        and box[1] < o[1] + o[3] and o[1] < box[1] + box[3]
        for o in placed
    ):  # fmt: skip
        return ""
    placed.append(box)
    text = (
        f'<text x="{box[0]:.1f}" y="{y + size * 0.35:.1f}" font-size="{size:.1f}"'
        f' font-weight="600" stroke="#fff" stroke-width="{0.9 * s:.2f}"'
        f' paint-order="stroke" pointer-events="none">{esc(label)}</text>'
    )
    # Right of the harbour's own area and below the ships berthed above it: 24 px tall.
    left = max(box[0], x + TARGET * s)
    hit = (left, y - 4.8 * s, max(box[0] + box[2] - left, 2 * TARGET * s), 2 * TARGET * s)
    if not opens or any(
        hit[0] - s <= px <= hit[0] + hit[2] + s and hit[1] - s <= py <= hit[1] + hit[3] + s
        for px, py in middles or []
    ):
        return text
    return (
        f'<g class="fd-name" {opens}><rect x="{hit[0]:.1f}" y="{hit[1]:.1f}"'
        f' width="{hit[2]:.1f}" height="{hit[3]:.1f}" fill="#fff" fill-opacity="0"/>{text}</g>'
    )


# A control's radius on the map, in units of the zoom (`s`): 24 px across on a laptop's map;
# on a phone's, which shows the same span in fewer pixels, a wider area takes the click where
# there is room (`fd-wide`, shown by the style sheet on a narrow screen only).
TARGET = 4.6
WIDE = 10.5
QUAYS = [(quay, _xy(quay)) for quays in HARBOUR_SPACES.values() for quay in quays]


def _reach_points(targets: dict[str, str]) -> list[tuple[float, float]]:
    """The middles of the controls on the map: every harbour, and the sea spaces lit."""
    return [xy for _, xy in QUAYS] + [_xy(sid) for sid in targets if not SPACES[sid].harbour]


def _room(sid: str, points: list[tuple[float, float]], s: float, size: float = TARGET) -> float:
    """A control's radius around space `sid`: 24 px across where there is room, else under
    halfway to the nearest other control, so that no control covers another's middle."""
    x, y = _xy(sid)
    return _room_at(x, y, points, s, size)


def _room_at(
    x: float, y: float, points: list[tuple[float, float]], s: float, size: float = TARGET
) -> float:
    near = min(
        (((px - x) ** 2 + (py - y) ** 2) ** 0.5 for px, py in points if (px, py) != (x, y)),
        default=TARGET * s * 2,
    )
    return min(size * s, 0.45 * near)


def _square(quay: str, s: float) -> float:
    """Half the side of a harbour's square: smaller only where the map is zoomed out so far
    that it would cover the middle of a neighbouring harbour (Panama beside Portobelo)."""
    x, y = _xy(quay)
    near = min(max(abs(px - x), abs(py - y)) for q, (px, py) in QUAYS if q != quay)
    return min(2.4 * s, 0.9 * near)


def _pins(
    targets: dict[str, str], s: float, ships: list[tuple[float, float]]
) -> dict[str, tuple[float, float]]:
    """Where the mark of each lit sea space stands: on the space, or, where the space lies
    under a harbour's control (the Øresund a unit from Copenhagen) or a ship's (the North Sea
    under a ship at Amsterdam), pushed straight away from it until just clear, so that each,
    and the ship, can be clicked at its middle."""
    reach = _reach_points(targets)
    clear = [
        (x, y, e, e)
        for q, (x, y) in QUAYS
        for e in [max(_square(q, s), _room(q, reach, s)) + 0.6 * s]
    ]
    clear += _merged([(x - 5.2 * s, y - 5.2 * s, x + 5.2 * s, y + 5.2 * s) for x, y in ships])
    pins: dict[str, tuple[float, float]] = {}
    seas = sorted(sid for sid in targets if not SPACES[sid].harbour)
    for sid in seas:
        start = _xy(sid)
        x, y = _pushed(*start, clear)
        # A pin pushed also keeps clear of the other lit spaces (two pushed off one ship's box
        # would else land on one point, the later one taking both clicks), then of the rest.
        others = [
            (*(pins.get(other) or _xy(other)), 2.5 * s, 2.5 * s) for other in seas if other != sid
        ]
        if (x, y) != start:
            x, y = _pushed(*_pushed(x, y, others), clear)
        pins[sid] = (x, y)
    return pins


def _merged(
    boxes: list[tuple[float, float, float, float]],
) -> list[tuple[float, float, float, float]]:
    """Overlapping boxes (left, top, right, bottom) as one, as (middle x, middle y, half width,
    half height): a fan of ships is one obstacle, so a pin pushed off one ship does not land
    on its neighbour."""
    boxes = list(boxes)
    merged = True
    while merged:
        merged = False
        pairs = [(i, j) for i in range(len(boxes)) for j in range(i + 1, len(boxes))]
        for i, j in pairs:
            a, b = boxes[i], boxes[j]
            if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                boxes[i] = (min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3]))
                del boxes[j]
                merged = True
                break
    return [((a + c) / 2, (b + d) / 2, (c - a) / 2, (d - b) / 2) for a, b, c, d in boxes]


def _pushed(
    x: float, y: float, clear: list[tuple[float, float, float, float]]
) -> tuple[float, float]:
    """(x, y) pushed straight away from the middle of each box (middle, half width, half
    height) it lies in, until it lies in none (or every box has pushed it once)."""
    for _ in range(len(clear)):
        hit = next(
            ((hx, hy, ex, ey) for hx, hy, ex, ey in clear if abs(x - hx) < ex and abs(y - hy) < ey),
            None,
        )
        if hit is None:
            break
        hx, hy, ex, ey = hit
        dx, dy = (x - hx, y - hy) if (x, y) != (hx, hy) else (0.0, 1.0)
        t = 1.01 / max(abs(dx) / ex, abs(dy) / ey)
        x, y = hx + dx * t, hy + dy * t
    return x, y


def _ship_shape(ship: dict[str, Any], x: float, y: float, s: float, chosen: bool) -> str:
    colour = COLOURS[ship["owner"] % 4]
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


def _berths(view: dict[str, Any], s: float) -> list[tuple[dict[str, Any], float, float]]:
    """Each ship with where it stands: fanned out above its space (beside a harbour, not on
    its square, so that the harbour stays clickable)."""
    out = []
    by_space: dict[str, list[dict[str, Any]]] = {}
    for ship in view["ships"]:
        by_space.setdefault(ship["at"], []).append(ship)
    for sid, ships in by_space.items():
        x0, y0 = _xy(sid)
        lift = 7.5 if SPACES[sid].harbour else 3.5
        for slot, ship in enumerate(ships):
            x = x0 + (slot % 4 - (min(len(ships), 4) - 1) / 2) * 8 * s
            y = y0 - lift * s - (slot // 4) * 8 * s
            out.append((ship, x, y - _clear_of_harbours(x, y - 2 * s, s)))
    return out


def _clear_of_harbours(x: float, y: float, s: float) -> float:
    """How far up a ship's box with its middle at (x, y) moves so that no harbour's control
    covers its middle nor it a harbour's (a ship at sea a unit from Lisbon)."""
    edge = max(TARGET, 2.4) * s + 0.6 * s
    lift = 0.0
    for _ in QUAYS:
        hit = next(
            (hy for _, (hx, hy) in QUAYS if max(abs(x - hx), abs(y - lift - hy)) < edge), None
        )
        if hit is None:
            break
        lift = y - (hit - edge * 1.01)
    return lift


def _ship_middles(view: dict[str, Any], s: float) -> list[tuple[float, float]]:
    """The middles of the ships' controls (their 24 px boxes)."""
    return [(x, y - 2 * s) for _, x, y in _berths(view, s)]


def _fleet(view: dict[str, Any], ui: UI, selected: int | None, s: float) -> list[str]:
    """The ships at their berths. Each ship is the same element from move to move (`id`): it
    sails the spaces it entered this turn (`data-walk`) or glides to its new place, and a
    zoomed map keeps the selected one in sight (`data-follow`)."""
    out = []
    for ship, x, y in _berths(view, s):
        x0, y0 = _xy(ship["at"])
        words = ship_words(ship, ui.names)
        key = f"ship:{ship['id']}"
        walk = _wake(ship, (x - x0, y - 2 * s - y0))  # the centre of its box
        walking = f' data-walk="{walk}"' if walk else ""
        followed = ' data-follow=""' if ship["id"] == selected else ""
        out.append(
            f'<g class="fd-ship" id="fd-ship-{ship["id"]}" data-glide=""{walking}{followed}'
            f" {selector(key, words)}><title>{esc(words)}</title>"
            f'<rect x="{x - 4.6 * s:.1f}" y="{y - 6.6 * s:.1f}" width="{9.2 * s:.1f}"'
            f' height="{9.2 * s:.1f}" fill="#fff" fill-opacity="0"/>'  # 24 px to click
            f'<rect class="fd-wide" x="{x - 7.5 * s:.1f}" y="{y - 17.4 * s:.1f}"'
            f' width="{15 * s:.1f}" height="{20 * s:.1f}" fill="#fff" fill-opacity="0"/>'
            f"{_ship_shape(ship, x, y, s, ship['id'] == selected)}</g>"
        )
    return out


def _wake(ship: dict[str, Any], offset: tuple[float, float]) -> str:
    """The spaces the ship entered this turn as points of its walk (its place in the fan kept
    along the way), ending where it stands; nothing when it has not sailed this turn."""
    entered = ship.get("entered") or []
    if len(entered) < 2 or entered[-1] != ship["at"]:
        return ""
    dx, dy = offset
    return " ".join(f"{_xy(sid)[0] + dx:.1f},{_xy(sid)[1] + dy:.1f}" for sid in entered)


def _targets(view: dict[str, Any], acts: dict[str, str], selected: int | None) -> dict[str, str]:
    """For the selected ship: space -> the sail action that takes it there."""
    if selected is None:
        return {}
    prefix = f"sail:{selected}:"
    return {code[len(prefix) :]: code for code in acts if code.startswith(prefix)}


def _marks(
    targets: dict[str, str], acts: dict[str, str], s: float, ships: list[tuple[float, float]]
) -> list[str]:
    """The lit sea spaces, each a circle around its pin, under the harbours' controls and
    never over a ship's middle."""
    out = []
    pins = _pins(targets, s, ships)
    points = list(pins.values()) + ships
    for sid, (x, y) in sorted(pins.items()):
        code = targets[sid]
        out.append(
            f'<g {svg_button(code, acts[code])}><circle cx="{x:.1f}" cy="{y:.1f}"'
            f' r="{_room_at(x, y, points, s):.1f}"'
            f' fill="#ffd54a" fill-opacity="0.45" stroke="#e65100" stroke-width="{0.8 * s:.2f}"/>'
            f'<circle class="fd-wide" cx="{x:.1f}" cy="{y:.1f}"'
            f' r="{_room_at(x, y, points, s, WIDE):.1f}" fill="#fff" fill-opacity="0"/></g>'
        )
    return out


def _attacks(acts: dict[str, str], s: float) -> list[str]:
    out = []
    attacks: dict[str, str] = {}
    for code in acts:
        if code.startswith("attack:"):
            space = code.split(":")[1]
            if space not in attacks or _fleet_size(code) > _fleet_size(attacks[space]):
                attacks[space] = code  # the marker attacks with all; the panel lets one choose
    for space, code in sorted(attacks.items()):
        x, y = _xy(space)
        c = 3 * s
        out.append(
            f'<g {svg_button(code, acts[code])}><circle cx="{x:.1f}" cy="{y + 5 * s:.1f}"'
            f' r="{3.6 * s:.1f}" fill="#b71c1c"/><path d="M{x - c:.1f},{y + 5 * s - c:.1f}'
            f"L{x + c:.1f},{y + 5 * s + c:.1f}M{x + c:.1f},{y + 5 * s - c:.1f}"
            f'L{x - c:.1f},{y + 5 * s + c:.1f}" stroke="#fff" stroke-width="{0.9 * s:.2f}"/></g>'
        )
    return out


def _fleet_size(code: str) -> int:
    return code.rsplit(":", 1)[1].count(",") + 1


def draw_map(
    view: dict[str, Any], ui: UI, acts: dict[str, str], beside: tuple[str, str, str] | None = None
) -> str:
    """The zoom bar and the map; `beside` (city, body, label) stands as an overlay beside that
    city's harbour: the decision at its place."""
    selected, look = split_selected(ui.selected)
    ship_id = int(selected[5:]) if selected and selected.startswith("ship:") else None
    if ship_id is not None and ship_id not in ships_by_id(view):
        ship_id = None
    lon, lat, span = _viewport(view, look or selected)
    x, y, w, h = _box(lon, lat, span)
    s = w / 350  # sizes follow the zoom, so that they read the same on screen
    targets = _targets(view, acts, ship_id)
    ships = _ship_middles(view, s) if targets else []
    harbours, forts, names = _harbours(view, ui, acts, targets, s, ships)
    parts = [
        f'<div class="fd-map"><svg viewBox="{x:.0f} {y:.0f} {w:.0f} {h:.0f}"'
        ' preserveAspectRatio="xMidYMid slice" role="group" aria-label="The world map">',
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT:.0f}" fill="#a9cbe3"/>',
        *_rings(s),
        *_lanes(s),
        *_spaces(s),
        # With a ship chosen, the places it can sail to lie above the ships (a ship's box beside
        # a harbour would take the click meant for the harbour), and the harbours above the lit
        # sea spaces (whose marks stand clear of them); else the ships lie on top.
        *(_fleet(view, ui, ship_id, s) if targets else []),
        *forts,
        *_marks(targets, acts, s, ships),
        *harbours,
        *names,
        *_attacks(acts, s),
        *([] if targets else _fleet(view, ui, ship_id, s)),
        "</svg></div>",
    ]
    overlays = []
    if beside:
        city, body, label = beside
        hx, hy = _xy(HARBOUR_SPACES[city][0])
        at = (min(max(hx - x, 0.0), w), min(max(hy - y, 0.0), h))
        overlays.append(overlay(f"harbour-{city}", at, (w, h), body, label))
    keep = f"ship:{ship_id}" if ship_id is not None else None
    if selected and selected.startswith("city:") and selected[5:] in HARBOUR_SPACES:
        keep = selected
    return _zoom_bar(lon, lat, span, keep) + board_stage("".join(parts), *overlays)


def _icon(drawing: str) -> str:
    return f'<svg class="fd-icon" viewBox="-9 -9 18 18" aria-hidden="true">{drawing}</svg>'


def legend(view: dict[str, Any], names: list[str]) -> str:
    """The map's key: harbours and home ports, fortresses, ships (merchant, privateer, cargo),
    the spaces lit for a sail, the attack marker and every hazard, drawn as on the map."""
    s = 1.6
    square = '<rect x="-4" y="-4" width="8" height="8" rx="1" fill="{}" stroke="{}"/>'
    tower = "M-4,5V-3h2v2h2v-2h2v2h2v-2h0V5Z"
    ship = {"owner": 0, "privateer": False, "cargo": None}
    rows = [
        (_icon(square.format("#fff", "#333")), "Harbour: click it for its price list"),
        (
            _icon(square.format(COLOURS[0], "#333")),
            "Home port, in its company's colour: "
            + ", ".join(
                f"{COLOUR_NAMES[seat % 4]} {plain_named(f'@{seat}', names)}"
                for seat in range(view["players"])
            ),
        ),
        (
            _icon(f'<path d="{tower}" fill="{COLOURS[1]}" stroke="#222" stroke-width="0.6"/>'),
            "Fortress, in its owner's colour: others pay 10 ducats duty there",
        ),
        (_icon(_ship_shape(ship, 0, 3, s, False)), "Merchant ship (click it to sail)"),
        (
            _icon(_ship_shape({**ship, "privateer": True}, 0, 3, s, False)),
            "Privateer: a black sail",
        ),
        (
            _icon(_ship_shape({**ship, "cargo": "spices"}, 0, 3, s, False)),
            "A square on the hull: its cargo, in the good's colour",
        ),
        (
            _icon(
                '<circle r="6" fill="#ffd54a" fill-opacity="0.45" stroke="#e65100"'
                ' stroke-width="1.3"/>'
            ),
            "A space the selected ship can reach: click it to sail there",
        ),
        (
            _icon(
                '<circle r="6" fill="#b71c1c"/><path d="M-4,-4L4,4M4,-4L-4,4" stroke="#fff"'
                ' stroke-width="1.4"/>'
            ),
            "Attack: your privateers can fight the ships there",
        ),
    ]
    rows += [
        (_icon(_hazard(kind, "A" if kind == world.REEF else "", 0, 0, s)), help_text)
        for kind, help_text in HAZARD_HELP.items()
    ]
    items = "".join(f"<li>{icon}<span>{esc(text)}</span></li>" for icon, text in rows)
    return (
        '<details class="fd-legend" id="fd-legend"><summary>Map key: ports, ships, fortresses,'
        f" hazards</summary><ul>{items}</ul></details>"
    )
