"""The Fuldrigger map's geometry: the projection of the spaces on the drawing, the viewport of
what is selected, and where the map's controls stand (the harbours' squares, the lit spaces'
pins, the ships' berths) and how much room each takes, so that none covers another's middle.
Pure functions of the view dict; `fuldrigger_map` draws with them."""

from __future__ import annotations

from functools import cache
from typing import Any

from pygames.core.i18n import tr
from pygames.fuldrigger import coasts, goods, world
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES

from .common import esc, overlay

K = 4  # map units per degree
WIDTH = 360 * K
HEIGHT = (coasts.NORTH - coasts.SOUTH) * K


REGIONS = {  # button label -> (centre lon, centre lat, span in degrees)
    "World": (35.0, 2.0, 360.0),
    "Europe": (4.0, 46.0, 44.0),
    "Atlantic": (-40.0, 15.0, 110.0),
    "Indian Ocean": (70.0, -8.0, 90.0),
    "East Indies": (120.0, 8.0, 70.0),
    "Pacific": (-150.0, -5.0, 150.0),
}


# A view the player chose on the zoom bar ("ship:7@4,46,44!"): the page does not pan it to the
# selected ship's places (layout.mjs `data-in-sight`); it did, so "Europe" glided straight back
# to a ship off Africa and seemed to do nothing (issue 29).
CHOSEN = "!"


# The five home ports, Lisbon to Copenhagen, with room: a phone's tall map shows under half the
# width of the drawing (the sides are cropped), and Europe's view left Lisbon off its edge.
HOME_VIEW = (1.5, 47.0, 56.0)


def lon_x(lon: float) -> float:
    return ((lon - coasts.SEAM) % 360) * K


def lat_y(lat: float) -> float:
    return (coasts.NORTH - lat) * K


def space_xy(sid: str) -> tuple[float, float]:
    space = SPACES[sid]
    return lon_x(space.lon), lat_y(space.lat)


def selector(key: str, text: str) -> str:
    return f'data-select="{esc(key)}" role="button" tabindex="0" aria-label="{esc(text)}"'


def ships_by_id(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {s["id"]: s for s in view["ships"]}


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


def viewport(view: dict[str, Any], selected: str | None) -> tuple[float, float, float]:
    """The map's centre (lon, lat) and width (degrees) for what is selected."""
    if selected and selected.startswith("view:"):
        try:
            lon, lat, span = (float(p) for p in selected[5:].removesuffix(CHOSEN).split(","))
            return lon, lat, max(20.0, min(360.0, span))
        except ValueError:
            pass
    points: list[str] = []
    if selected and selected.startswith("ship:") and selected[5:].isdigit():
        ship = ships_by_id(view).get(int(selected[5:]))
        if ship:  # centred on the ship (a narrow screen crops the sides), wide enough to reach
            sx, lat = lon_x(SPACES[ship["at"]].lon) / K, SPACES[ship["at"]].lat
            reach = view["reach"].get(str(ship["id"]), {})
            far = max([abs(lon_x(SPACES[t].lon) / K - sx) for t in reach] + [12.0])
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
    xs = [lon_x(SPACES[p].lon) / K for p in points]
    ys = [SPACES[p].lat for p in points]
    span = max(max(xs) - min(xs) + 16, (max(ys) - min(ys) + 12) * 1.5, 40.0)
    centre = (max(xs) + min(xs)) / 2 + coasts.SEAM
    return centre, (max(ys) + min(ys)) / 2, min(span, 360.0)


def view_box(lon: float, lat: float, span: float) -> tuple[float, float, float, float]:
    """The viewBox (x, y, w, h) in map units, kept inside the map; 3:2 unless the whole world."""
    w = span * K
    h = HEIGHT if span >= 360 else min(w * 2 / 3, HEIGHT)
    x = min(max(lon_x(lon) - w / 2, 0), WIDTH - w)
    y = min(max(lat_y(lat) - h / 2, 0), HEIGHT - h)
    return x, y, w, h


def zoom_bar(lon: float, lat: float, span: float, keep: str | None) -> str:
    """The zoom bar: zoom, pan and the regions, each a view the player chose (`CHOSEN`)."""

    def key(a: float, b: float, c: float) -> str:
        at = f"{a:.0f},{b:.0f},{c:.0f}{CHOSEN}"
        return f"{keep}@{at}" if keep else f"view:{at}"

    step = span / 3
    moves = [
        ("−", "Zoom out", key(lon, lat, min(span * 1.6, 360))),
        ("+", "Zoom in", key(lon, lat, max(span / 1.6, 20))),
        ("←", "Pan west", key(lon - step, lat, span)),
        ("→", "Pan east", key(lon + step, lat, span)),
        ("↑", "Pan north", key(lon, min(lat + step / 1.5, 60), span)),
        ("↓", "Pan south", key(lon, max(lat - step / 1.5, -55), span)),
    ]
    # Each button its own id: the redraw keeps the one tapped the same node, focused, where it
    # was; unnamed, the morph made "Europe" the "World" button, which the focus followed and the
    # page scrolled to (issue 29). The region shown is pressed.
    parts = [
        f'<button type="button" id="fd-zoom-{n}" {selector(k, text)}>{esc(symbol)}</button>'
        for n, (symbol, text, k) in enumerate(moves)
    ]
    for name, spec in REGIONS.items():
        shown = all(abs(a - b) < 0.5 for a, b in zip((lon, lat, span), spec, strict=True))
        slug = name.lower().replace(" ", "-")
        parts.append(
            f'<button type="button" id="fd-region-{slug}" aria-pressed="{str(shown).lower()}"'
            f" {selector(key(*spec), 'Show ' + name)}>{esc(name)}</button>"
        )
    return f'<div class="fd-zoom" data-over-map="" aria-label="Move the map">{"".join(parts)}</div>'


def pan_attrs(keep: str | None, span: float, selected: str | None = None) -> str:
    """The map's drag and ctrl + wheel zoom (web/static/pan.mjs): the selection key it sends,
    with `{lon}`, `{lat}` and `{span}` for the view moved to (a drag keeps `data-pan-span`), the
    map from the viewBox's units to degrees (lon = x * a + b, lat = y * c + d), the inverse of
    `lon_x` and `lat_y`, and the drawing's size, which the view keeps inside; a view chosen on
    the zoom bar stays put (`data-stay`)."""
    key = f"{keep}@{{lon}},{{lat}},{{span}}" if keep else "view:{lon},{lat},{span}"
    to_degrees = f"{1 / K:g},{coasts.SEAM:g},{-1 / K:g},{coasts.NORTH:g}"
    stay = ' data-stay=""' if (selected or "").endswith(CHOSEN) else ""  # no glide off it
    return (
        f'data-pan="{esc(key)}" data-pan-span="{span:g}" data-pan-map="{to_degrees}"'
        f' data-pan-size="{WIDTH} {HEIGHT:g}"{stay}'
    )


def fit_attrs(view: dict[str, Any], ship: int | None, selected: str | None) -> str:
    """For a ship's lit places in a view the player did not choose on the zoom bar: the gap in
    px a phone's map zooms in to between them, once for the ship where it lies with its spaces
    left (`data-fit-key`; layout.mjs), the ship in the middle (issue 29: they were 12 px
    apart, a finger's width 32)."""
    found = ships_by_id(view).get(ship) if ship is not None else None
    if found is None or (selected or "").endswith(CHOSEN):
        return ""
    key = f"{ship}:{view['round']}:{found['at']}:{found['left']}"
    return f' data-fit-gap="32" data-fit-key="{esc(key)}"'


# A control's radius on the map, in units of the zoom (`s`), where it has room: 24 px across on
# a laptop's map (its hit area, 26 px on any screen, is the style sheet's: `_hits`).
TARGET = 4.6
QUAYS = [(quay, space_xy(quay)) for quays in HARBOUR_SPACES.values() for quay in quays]


def reach_points(targets: dict[str, str]) -> list[tuple[float, float]]:
    """The middles of the controls on the map: every harbour, and the sea spaces lit."""
    return [xy for _, xy in QUAYS] + [space_xy(sid) for sid in targets if not SPACES[sid].harbour]


def room(sid: str, points: list[tuple[float, float]], s: float) -> float:
    """The radius of what is drawn of a control around space `sid`: 24 px across on a laptop
    where there is room, else under halfway to the nearest other control."""
    x, y = space_xy(sid)
    return room_at(x, y, points, s)


def room_at(x: float, y: float, points: list[tuple[float, float]], s: float) -> float:
    near = min(
        (((px - x) ** 2 + (py - y) ** 2) ** 0.5 for px, py in points if (px, py) != (x, y)),
        default=TARGET * s * 2,
    )
    return min(TARGET * s, 0.45 * near)


def square_half(quay: str, s: float) -> float:
    """Half the side of a harbour's square: smaller only where the map is zoomed out so far
    that it would cover the middle of a neighbouring harbour (Panama beside Portobelo)."""
    x, y = space_xy(quay)
    near = min(max(abs(px - x), abs(py - y)) for q, (px, py) in QUAYS if q != quay)
    return min(2.4 * s, 0.9 * near)


def lit_pins(
    targets: dict[str, str], s: float, ships: list[tuple[float, float]]
) -> dict[str, tuple[float, float]]:
    """Where the mark of each lit sea space stands: on the space, or, where the space lies
    under a harbour's control (the Øresund a unit from Copenhagen) or a ship's (the North Sea
    under a ship at Amsterdam), pushed straight away from it until just clear, so that each,
    and the ship, can be clicked at its middle."""
    reach = reach_points(targets)
    clear = [
        (x, y, e, e)
        for q, (x, y) in QUAYS
        for e in [max(square_half(q, s), room(q, reach, s)) + 0.6 * s]
    ]
    clear += _merged([(x - 5.2 * s, y - 5.2 * s, x + 5.2 * s, y + 5.2 * s) for x, y in ships])
    pins: dict[str, tuple[float, float]] = {}
    seas = sorted(sid for sid in targets if not SPACES[sid].harbour)
    for sid in seas:
        start = space_xy(sid)
        x, y = _pushed(*start, clear)
        # A pin pushed also keeps clear of the other lit spaces (two pushed off one ship's box
        # would else land on one point, the later one taking both clicks), then of the rest.
        others = [
            (*(pins.get(other) or space_xy(other)), 2.5 * s, 2.5 * s)
            for other in seas
            if other != sid
        ]
        if (x, y) != start:
            x, y = _pushed(*_pushed(x, y, others), clear)
        # Where the boxes crowd (the whole world) a pin pushed may land on another's middle or
        # off the map: it stays on its space, below the ship, and takes the clicks nearest it.
        taken = [*pins.values(), *ships, *(xy for _, xy in QUAYS)]
        if not (0 < x < WIDTH and 0 < y < HEIGHT) or any(
            abs(x - px) < 1.5 * s and abs(y - py) < 1.5 * s for px, py in taken
        ):
            x, y = start
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


Box = tuple[float, float, float, float]  # left, top, right, bottom


def label_size(s: float, span: float) -> float:
    """The harbours' names' font size: the same on screen over wide views, growing as the map
    is zoomed in past 64 degrees (to twice as large: 10 px and more on a phone at 40)."""
    return 5.2 * s * min(max(64 / span, 1.0), 2.0)


# The zoom (`s`, map units a unit of the drawing) of the widest views, past 200 degrees: the
# World's, where the harbours crowd; there the hazards' marks are drawn smaller and no name
# covers a harbour (fuldrigger_map.py `_spaces`, `name_boxes`; issue 29: it read as clutter).
WIDE = 200 * K / 350


@cache
def name_boxes(s: float, size: float) -> dict[str, Box]:
    """Quay -> the box of its name, right of its square, for the names drawn: the home ports'
    first, then the rest where they cover no name placed before; in the widest views none
    that covers another harbour's square either (Bordeaux's name lay over Cádiz)."""
    placed: dict[str, Box] = {}
    squares = [(x - 3.2 * s, y - 3.2 * s, x + 3.2 * s, y + 3.2 * s) for _, (x, y) in QUAYS]
    for city in sorted(HARBOUR_SPACES, key=lambda c: (c not in goods.HOME_PORTS, c)):
        for quay in HARBOUR_SPACES[city]:
            x, y = space_xy(quay)
            left = x + 3.2 * s + 0.2 * size
            box = (
                left,
                y - 0.45 * size,
                left + len(SPACES[quay].name) * size * 0.55,
                y + 0.55 * size,
            )
            hidden = s >= WIDE and any(_overlap(box, square) for square in squares)
            if not hidden and not any(_overlap(box, other) for other in placed.values()):
                placed[quay] = box
    return placed


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _ship_box(x: float, y: float, s: float) -> Box:
    """A ship's hull and sail around its berth (x, y): the deck's middle."""
    return (x - 4 * s, y - 6 * s, x + 4 * s, y + 2.4 * s)


def _fans(n: int, x0: float, y0: float, s: float, near: float) -> list[list[tuple[float, float]]]:
    """The berths of `n` ships at a space, rows of three: above it, then above and to its left
    (away from a harbour's name), to its left, below it, to either side, then the same farther
    off; `near` is how far the space's own mark reaches."""
    cols, rows = min(n, 3), -(-n // 3)
    width, height = cols * 8.8 * s, rows * 9.4 * s
    gap = near + 0.8 * s
    tops = {"above": y0 - gap - height, "middle": y0 - height / 2, "below": y0 + gap}
    lefts = {
        "centre": x0 - width / 2,
        "left": x0 - gap - width,
        "leftish": x0 + 2 * s - width,
        "rightish": x0 - 2 * s,
        "right": x0 + gap,
    }
    order = [
        ("centre", "above"), ("leftish", "above"), ("left", "above"), ("left", "middle"),
        ("centre", "below"), ("leftish", "below"), ("rightish", "above"), ("rightish", "below"),
        ("left", "below"), ("right", "above"), ("right", "below"), ("right", "middle"),
    ]  # fmt: skip
    fans = []
    for far in (0.0, 6 * s, 12 * s):
        for across, up in order:
            left = lefts[across] + (
                far if across in ("right", "rightish") else -far if across != "centre" else 0
            )
            top = tops[up] + (far if up == "below" else -far if up == "above" else 0)
            fans.append(
                [
                    (left + 4.4 * s + (k % 3) * 8.8 * s, top + 6.5 * s + (k // 3) * 9.4 * s)
                    for k in range(n)
                ]
            )
    return fans


def berths(
    view: dict[str, Any], s: float, size: float
) -> list[tuple[dict[str, Any], float, float]]:
    """Each ship with where it stands (the middle of its deck): the ships of a space fanned out
    beside it where they cover no harbour's square, no name (of font `size`) and no other
    fan, above the space if there is room, else to its left, below, or farther off."""
    by_space: dict[str, list[dict[str, Any]]] = {}
    for ship in view["ships"]:
        by_space.setdefault(ship["at"], []).append(ship)
    blocked: list[Box] = [
        (x - e, y - e, x + e, y + e) for q, (x, y) in QUAYS for e in [square_half(q, s)]
    ]
    blocked += list(name_boxes(s, size).values())
    where: dict[int, tuple[float, float]] = {}
    # The harbours' fans first (their names stand beside them), the fullest first.
    for sid in sorted(by_space, key=lambda q: (not SPACES[q].harbour, -len(by_space[q]), q)):
        ships = by_space[sid]
        x0, y0 = space_xy(sid)
        near = (2.4 if SPACES[sid].harbour else 1.6) * s
        reach = 60 * s
        close = [b for b in blocked if abs(b[0] - x0) < reach and abs(b[1] - y0) < reach]
        best: tuple[int, list[tuple[float, float]]] | None = None
        for fan in _fans(len(ships), x0, y0, s, near):
            boxes = [_ship_box(x, y, s) for x, y in fan]
            covered = sum(_overlap(box, other) for box in boxes for other in close)
            if best is None or covered < best[0]:
                best = (covered, fan)
            if not covered:
                break
        assert best is not None
        blocked += [_ship_box(x, y, s) for x, y in best[1]]
        where.update({ship["id"]: xy for ship, xy in zip(ships, best[1], strict=True)})
    return [(ship, *where[ship["id"]]) for ship in view["ships"]]


def ship_middles(view: dict[str, Any], s: float, size: float) -> list[tuple[float, float]]:
    """The middles of the ships' controls."""
    return [(x, y - 2 * s) for _, x, y in berths(view, s, size)]


# How far a control's hit area may reach from its middle, in units of the zoom: past the 13 px
# of its radius on any screen (a phone's map shows a unit of the zoom in 1-3 px).
HIT_REACH = 16.0


def cells(sites: list[tuple[float, float]], s: float) -> list[list[tuple[float, float]]]:
    """For each control's middle, the part of the square around it (`HIT_REACH`) nearer to it
    than to any other middle: its hit area of 24 px is clipped to it, so that where two
    controls stand closer than 24 px on screen the areas overlap and the nearest one takes the
    click, and every control a click at its own middle."""
    reach = HIT_REACH * s
    out = []
    for ax, ay in sites:
        cell = [
            (ax - reach, ay - reach),
            (ax + reach, ay - reach),
            (ax + reach, ay + reach),
            (ax - reach, ay + reach),
        ]
        for bx, by in sites:
            if (bx, by) == (ax, ay) or abs(bx - ax) > 2 * reach or abs(by - ay) > 2 * reach:
                continue
            cell = _near_side(cell, ((ax + bx) / 2, (ay + by) / 2), (bx - ax, by - ay))
        out.append(cell)
    return out


def _near_side(
    cell: list[tuple[float, float]], middle: tuple[float, float], normal: tuple[float, float]
) -> list[tuple[float, float]]:
    """The part of a convex polygon on the near side of the line through `middle` across
    `normal` (the half of the plane `normal` points away from)."""
    (mx, my), (nx, ny) = middle, normal
    out = []
    for k, (px, py) in enumerate(cell):
        qx, qy = cell[k - 1]
        dp = (px - mx) * nx + (py - my) * ny
        dq = (qx - mx) * nx + (qy - my) * ny
        if (dp <= 0) != (dq <= 0):
            t = dq / (dq - dp)
            out.append((qx + (px - qx) * t, qy + (py - qy) * t))
        if dp <= 0:
            out.append((px, py))
    return out


def kept(key: str, sid: str, look: tuple[float, float, float]) -> str:
    """`key` ("ship:N", "city:X") selected with the map's view kept ("ship:N@LON,LAT,SPAN"):
    the view moves, at the same zoom, only if space `sid` lies off the one shown now (it moved
    at every click off its middle, and the player lost their place; issue 29). A phone's tall
    map crops its sides: the page pans it there (layout.mjs, the selected ship `data-in-sight`)."""
    lon, lat, span = look
    x, y, w, h = view_box(lon, lat, span)
    px, py = space_xy(sid)
    if not (x + 0.05 * w < px < x + 0.95 * w and y + 0.08 * h < py < y + 0.92 * h):
        lon, lat = SPACES[sid].lon, SPACES[sid].lat
    return f"{key}@{lon:.2f},{lat:.2f},{span:.2f}"


def popover(html: str, at: tuple[float, float], size: tuple[float, float], right: bool) -> str:
    """The price list stays a popover beside its harbour on a phone (the shared style docks an
    overlay above the bar there, a sheet over the map; issue 29): where it stands, for the
    phone's style sheet, whose tall map crops the drawing's sides (`--fd-dx`: the harbour's
    offset from the middle in heights of the map; `--fd-y`: its place from the top or foot)."""
    (x, y), (w, h) = at, size
    down = "top" if y <= h / 2 else "bottom"
    high = 100 * y / h if down == "top" else 100 - 100 * y / h
    place = f"--fd-dx: {(x / w - 0.5) * w / h:.3f}; --fd-y: {high:.2f}%"
    side = "left" if right else "right"
    head, _, tail = html.partition(' style="')
    style, _, rest = tail.partition('"')
    return f'{head} data-pops="" data-fd-at="{side} {down}" style="{style}; {place}"{rest}'


def beside_space(
    key: str,
    sid: str,
    body: str,
    label: str,
    box: tuple[float, float, float, float],
    s: float,
    away: str = "",
) -> str:
    """A popover beside space `sid` on the map shown (`box`, its viewBox), towards the middle:
    what a click there decided or led to, next to it (issue 29); with `away` (the ship's
    space), on the side away from it where there is room, off the way drawn between them."""
    x, y, w, h = box
    sx, sy = space_xy(sid)
    right = sx - x <= w / 2
    if away:
        beyond = space_xy(away)[0] <= sx  # the way comes from the left: open rightwards
        if (x + w - sx if beyond else sx - x) >= 0.3 * w:
            right = beyond
    at = (sx - x + (1 if right else -1) * TARGET * s, sy - y)
    return popover(overlay(key, at, (w, h), body, label, False, right), at, (w, h), right)


def prices_tab(city: str, key: str, label: str, s: float, size: float) -> str:
    """The "Prices" tab under a harbour whose list waits folded on a phone: drawn under the lit
    places and the ships, it covers none of them (the style sheet shows it on a phone only)."""
    quay = HARBOUR_SPACES[city][0]
    x, y = space_xy(quay)
    words = tr("Prices")
    font = max(size, 7 * s)  # about 12 px on a phone at any zoom
    w, h = (0.62 * len(words) + 1) * font, 1.5 * font
    top = y + square_half(quay, s) + 0.4 * s
    return (
        f'<g class="fd-tab" {selector(key, label)}><rect x="{x - w / 2:.1f}" y="{top:.1f}"'
        f' width="{w:.1f}" height="{h:.1f}" rx="{0.4 * font:.1f}" fill="#fffde7"'
        f' stroke="#e65100" stroke-width="{0.6 * s:.2f}"/><text x="{x:.1f}"'
        f' y="{top + 1.05 * font:.1f}" font-size="{font:.1f}" font-weight="700"'
        f' text-anchor="middle" pointer-events="none">{esc(words)}</text></g>'
    )


def first_sailer(acts: dict[str, str], view: dict[str, Any] | None = None) -> int | None:
    """The ship lit with no ship selected, on the map and in the panel's "Sail" alike (issue 29:
    they named two ships): the one that sailed last while it has spaces left (issue 29: the
    selection jumped to the next ship mid-voyage), else the first that can sail; of those, one
    with somewhere of use in reach first (`wind_bound`)."""
    sails = sorted({int(c.split(":")[1]) for c in acts if c.startswith("sail:")})
    last = last_sailer(view) if view else None
    bound = {sid for sid in sails if view and wind_bound(view, sid)}
    order = sorted(sails, key=lambda sid: (sid in bound, sid != last))
    return order[0] if order else None


def wind_bound(view: dict[str, Any], ship: int) -> bool:
    """Whether every place in the ship's reach this turn is a headwind that takes the rest of
    its move: nothing of use to sail to (issue 29: "Sail Sovereign of the Seas" was the main
    button with 1 space left and a headwind ahead); its place stays lit on the map."""
    reach = view["reach"].get(str(ship), {})
    return bool(reach) and all(
        SPACES[sid].hazard == world.HEAD and not way["left"] for sid, way in reach.items()
    )


def last_sailer(view: dict[str, Any]) -> int | None:
    """The ship the last move sailed, or None."""
    head, _, rest = (view.get("last") or "").partition(":")
    number = rest.partition(":")[0]
    return int(number) if head == "sail" and number.isdigit() else None
