"""The Fuldrigger table: a world map in SVG (coasts, sea lanes as spaces with their hazards,
harbours with fortresses, ships in their owners' colours), the dice, the chance card of the
round and what the last move threw, a card for the selected ship or city, the players, a deal
being made, and at the end every fortune with a chart over the game.

Clicks: a ship (`data-select="ship:N"`) shows its card and lights the spaces it can reach, each
a `sail` action; a harbour (`city:X`) opens its price list, with the buy, sell and fortress
buttons for the ships there; the zoom buttons and the arrows move the map (`view:LON,LAT,SPAN`:
the map's centre and width in degrees). The map is an equirectangular projection cut at 145° W.
"""

from __future__ import annotations

from typing import Any

from pygames.fuldrigger import coasts, goods, world
from pygames.fuldrigger.graph import ADJ, HARBOUR_SPACES, SPACES

from .common import UI, esc, labels, named, plain_named

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
STYLE = """<style>
.fd{display:flex;flex-direction:column;gap:.5rem}
.fd-top{display:flex;flex-wrap:wrap;gap:.5rem;align-items:stretch}
.fd-box{border:1px solid #bbb;border-radius:8px;padding:.35rem .5rem;background:#fafafa}
.fd-box h3{margin:0 0 .2rem;font-size:.95rem}
.fd-card{flex:1 1 14rem;background:#fff8e1}
.fd-dice{display:flex;gap:.3rem;align-items:center}
.fd-die{display:inline-flex;width:1.8rem;height:1.8rem;border:2px solid #333;border-radius:5px;
 align-items:center;justify-content:center;font-weight:700;background:#fff}
.fd-events{margin:.2rem 0 0;padding-left:1.1rem;font-size:.85rem}
.fd-zoom{display:flex;flex-wrap:wrap;gap:.25rem}
.fd-zoom button{font-size:.8rem;padding:.15rem .45rem;min-height:2rem}
.fd-map{border:1px solid #789;border-radius:6px;overflow:hidden;background:#a9cbe3}
.fd-map svg{width:100%;height:auto;display:block}
.fd-map [data-action],.fd-map [data-select]{cursor:pointer}
.fd-cols{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-start}
.fd-cols>.fd-box{flex:1 1 16rem;min-width:0}
.fd-prices{border-collapse:collapse;width:100%;font-size:.85rem}
.fd-prices td,.fd-prices th{border-bottom:1px solid #ddd;padding:.15rem .25rem;text-align:left}
.fd-prices button,.fd-box button{font-size:.8rem;margin:.1rem;padding:.1rem .4rem;min-height:2rem}
.fd-dot{display:inline-block;width:.8rem;height:.8rem;border-radius:50%;vertical-align:middle}
.fd-players{border-collapse:collapse;width:100%;font-size:.85rem}
.fd-players td,.fd-players th{padding:.15rem .25rem;text-align:left;border-bottom:1px solid #ddd}
.fd-now{font-weight:700}
.fd-chosen{border:2px solid #e65100;background:#fff3e0}
.fd-end svg{width:100%;height:auto}
.fd-scroll{overflow-x:auto}
@media (max-width:40rem){.fd-map svg{height:480px;width:100%}}
</style>"""


def _x(lon: float) -> float:
    return ((lon - coasts.SEAM) % 360) * K


def _y(lat: float) -> float:
    return (coasts.NORTH - lat) * K


def _xy(sid: str) -> tuple[float, float]:
    space = SPACES[sid]
    return _x(space.lon), _y(space.lat)


def _button(code: str, text: str) -> str:
    return f'data-action="{esc(code)}" role="button" tabindex="0" aria-label="{esc(text)}"'


def _selector(key: str, text: str) -> str:
    return f'data-select="{esc(key)}" role="button" tabindex="0" aria-label="{esc(text)}"'


def _ships(view: dict[str, Any]) -> dict[int, dict[str, Any]]:
    return {s["id"]: s for s in view["ships"]}


# --- the viewport ---------------------------------------------------------------------------


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
        ship = _ships(view).get(int(selected[5:]))
        if ship:  # centred on the ship (a narrow screen crops the sides), wide enough to reach
            sx, lat = _x(SPACES[ship["at"]].lon) / K, SPACES[ship["at"]].lat
            reach = view["reach"].get(str(ship["id"]), {})
            far = max([abs(_x(SPACES[t].lon) / K - sx) for t in reach] + [12.0])
            high = max([abs(SPACES[t].lat - lat) for t in reach] + [8.0])
            return sx + coasts.SEAM, lat, min(max(2 * far + 8, 3 * high + 12, 40.0), 360.0)
    elif selected and selected.startswith("city:") and selected[5:] in HARBOUR_SPACES:
        points = list(HARBOUR_SPACES[selected[5:]])
    elif view["phase"] == "home":
        return REGIONS["Europe"]
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


def _zoom_bar(lon: float, lat: float, span: float) -> str:
    def key(a: float, b: float, c: float) -> str:
        return f"view:{a:.0f},{b:.0f},{c:.0f}"

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
        f'<button type="button" {_selector(k, text)}>{esc(symbol)}</button>'
        for symbol, text, k in moves
    ]
    parts += [
        f'<button type="button" {_selector(key(*spec), "Show " + name)}>{esc(name)}</button>'
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
                segments = [(ax, ay, 0, mid), (bx, by, WIDTH, mid)]
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
    view: dict[str, Any], ui: UI, acts: dict[str, str], targets: dict[str, str], s: float
):
    """Harbour squares with fortresses, and their names placed where they do not collide."""
    shapes, names = [], []
    placed: list[tuple[float, float, float, float]] = []
    homes = {home: seat for seat, home in enumerate(view["home"]) if home}
    order = sorted(HARBOUR_SPACES, key=lambda c: (c not in goods.HOME_PORTS, c))
    for city in order:
        for quay in HARBOUR_SPACES[city]:
            x, y = _xy(quay)
            label = SPACES[quay].name
            home = homes.get(city)
            choose = f"home:{city}"
            if quay in targets:
                attrs = _button(targets[quay], acts.get(targets[quay], label))
            elif choose in acts:
                attrs = _button(choose, acts[choose])
            else:
                attrs = _selector(f"city:{city}", f"{label}: price list")
            ring = "#ffd54a" if choose in acts or quay in targets else "#333"
            fill = COLOURS[home % 4] if home is not None else "#fff"
            r = 2.4 * s
            shapes.append(
                f'<g class="fd-harbour" {attrs}><rect x="{x - r:.1f}" y="{y - r:.1f}"'
                f' width="{2 * r:.1f}" height="{2 * r:.1f}" fill="{fill}" stroke="{ring}"'
                f' stroke-width="{(1.2 if ring != "#333" else 0.6) * s:.2f}" rx="{0.6 * s:.1f}"/>'
                f"<title>{esc(label)}</title></g>"
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
                shapes.append(
                    f'<path d="{tower}" fill="{COLOURS[owner % 4]}" stroke="#222"'
                    f' stroke-width="{0.4 * s:.2f}"><title>Fortress of {esc(who)}</title></path>'
                )
            size = 5.2 * s
            width = len(label) * size * 0.55
            box = (x + 4.2 * s, y - size * 0.8, width, size)
            if any(
                box[0] < o[0] + o[2] and o[0] < box[0] + box[2]
                and box[1] < o[1] + o[3] and o[1] < box[1] + box[3]
                for o in placed
            ):  # fmt: skip
                continue
            placed.append(box)
            names.append(
                f'<text x="{box[0]:.1f}" y="{y + size * 0.35:.1f}" font-size="{size:.1f}"'
                f' font-weight="600" stroke="#fff" stroke-width="{0.9 * s:.2f}"'
                f' paint-order="stroke">{esc(label)}</text>'
            )
    return shapes, names


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
            f'<rect x="{x - 3 * s:.1f}" y="{y - 2.6 * s:.1f}" width="{2.4 * s:.1f}"'
            f' height="{2.4 * s:.1f}" fill="{GOOD_COLOURS[ship["cargo"]]}" stroke="#222"'
            f' stroke-width="{0.3 * s:.2f}"/>'
        )
    return "".join(parts)


def _ship_words(ship: dict[str, Any], names: list[str]) -> str:
    who = plain_named(f"@{ship['owner']}", names)
    kind = "privateer" if ship["privateer"] else "merchant"
    cargo = f", carrying {ship['cargo']} ({ship['travelled']} spaces)" if ship["cargo"] else ""
    return f"{ship['name']}, {who}'s {kind} at {SPACES[ship['at']].name}{cargo}"


def _fleet(view: dict[str, Any], ui: UI, selected: int | None, s: float) -> list[str]:
    out = []
    by_space: dict[str, list[dict[str, Any]]] = {}
    for ship in view["ships"]:
        by_space.setdefault(ship["at"], []).append(ship)
    for sid, ships in by_space.items():
        x0, y0 = _xy(sid)
        for slot, ship in enumerate(ships):
            x = x0 + (slot % 4 - (min(len(ships), 4) - 1) / 2) * 7 * s
            y = y0 - 3.5 * s - (slot // 4) * 7 * s
            words = _ship_words(ship, ui.names)
            key = f"ship:{ship['id']}"
            out.append(
                f'<g class="fd-ship" {_selector(key, words)}>'
                f"<title>{esc(words)}</title>"
                f"{_ship_shape(ship, x, y, s, ship['id'] == selected)}</g>"
            )
    return out


def _targets(view: dict[str, Any], acts: dict[str, str], selected: int | None) -> dict[str, str]:
    """For the selected ship: space -> the sail action that takes it there."""
    if selected is None:
        return {}
    prefix = f"sail:{selected}:"
    return {code[len(prefix) :]: code for code in acts if code.startswith(prefix)}


def _marks(targets: dict[str, str], acts: dict[str, str], s: float) -> list[str]:
    out = []
    for sid, code in sorted(targets.items()):
        if SPACES[sid].harbour:
            continue
        x, y = _xy(sid)
        out.append(
            f'<circle {_button(code, acts[code])} cx="{x:.1f}" cy="{y:.1f}" r="{3.6 * s:.1f}"'
            f' fill="#ffd54a" fill-opacity="0.45" stroke="#e65100" stroke-width="{0.8 * s:.2f}"/>'
        )
    attacks: dict[str, str] = {}
    for code in acts:
        if code.startswith("attack:"):
            space = code.split(":")[1]
            if space not in attacks or code > attacks[space]:
                attacks[space] = code
    for space, code in sorted(attacks.items()):
        x, y = _xy(space)
        c = 3 * s
        out.append(
            f'<g {_button(code, acts[code])}><circle cx="{x:.1f}" cy="{y + 5 * s:.1f}"'
            f' r="{3.6 * s:.1f}" fill="#b71c1c"/><path d="M{x - c:.1f},{y + 5 * s - c:.1f}'
            f"L{x + c:.1f},{y + 5 * s + c:.1f}M{x + c:.1f},{y + 5 * s - c:.1f}"
            f'L{x - c:.1f},{y + 5 * s + c:.1f}" stroke="#fff" stroke-width="{0.9 * s:.2f}"/></g>'
        )
    return out


def _map(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> str:
    selected = ui.selected
    ship_id = int(selected[5:]) if selected and selected.startswith("ship:") else None
    if ship_id is not None and ship_id not in _ships(view):
        ship_id = None
    lon, lat, span = _viewport(view, selected)
    x, y, w, h = _box(lon, lat, span)
    s = w / 350  # sizes follow the zoom, so that they read the same on screen
    targets = _targets(view, acts, ship_id)
    harbours, names = _harbours(view, ui, acts, targets, s)
    parts = [
        f'<div class="fd-map"><svg viewBox="{x:.0f} {y:.0f} {w:.0f} {h:.0f}"'
        ' preserveAspectRatio="xMidYMid slice" role="group" aria-label="The world map">',
        f'<rect x="0" y="0" width="{WIDTH}" height="{HEIGHT:.0f}" fill="#a9cbe3"/>',
        *_rings(s),
        *_lanes(s),
        *_spaces(s),
        *harbours,
        *_marks(targets, acts, s),
        *_fleet(view, ui, ship_id, s),
        *names,
        "</svg></div>",
    ]
    return _zoom_bar(lon, lat, span) + "".join(parts)


# --- the panels -------------------------------------------------------------------------------


def _die(value: int) -> str:
    return f'<span class="fd-die">{value}</span>'


def _top(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> str:
    names = ui.names
    now = view["current"]
    who = (
        f'<span class="fd-dot" style="background:{COLOURS[now % 4]}"></span> '
        f"{named(f'@{now}', names)}"
        if now is not None
        else ""
    )
    dice = "".join(_die(v) for v in view["dice"]) or "<span>not rolled</span>"
    if view["fair_winds"]:
        dice += f" <span>+{view['fair_winds']} fair winds</span>"
    roll = ""
    if "roll" in acts:
        roll = f'<button type="button" {_button("roll", acts["roll"])}>Roll the dice</button>'
    card = view["card"]
    card_html = (
        f"<h3>Chance: {esc(card['title'])}</h3><p>{esc(card['text'])}</p>"
        if card
        else "<h3>Chance</h3><p>No card yet.</p>"
    )
    events = [_event(e, view, names) for e in view["events"]]
    events_html = (
        f'<ul class="fd-events" aria-live="polite">{"".join(f"<li>{e}</li>" for e in events if e)}'
        "</ul>"
        if any(events)
        else ""
    )
    if view["phase"] == "home":
        title = "Home ports"
        who += "<br/><small>The highest roll chooses first: click a lit home port.</small>"
    else:
        title = f"Round {view['round']} of {view['rounds']}"
    return (
        f'<div class="fd-top"><div class="fd-box"><h3>{title}</h3><p>{who}</p></div>'
        f'<div class="fd-box"><h3>Dice</h3><div class="fd-dice">{dice}{roll}</div>'
        f"{events_html}</div>"
        f'<div class="fd-box fd-card">{card_html}<p><small>{view["cards_left"]} cards left in'
        f" the pile</small></p></div></div>"
    )


def _event(event: dict[str, Any], view: dict[str, Any], names: list[str]) -> str:
    kind = event["kind"]
    if kind in ("roll", "card") or "dice" not in event:
        return ""
    dice = "".join(_die(v) for v in event["dice"])
    where = esc(SPACES[event["space"]].name)
    if kind == "attack":
        attacker = named(f"@{event['attacker']}", names)
        defender = named(f"@{event['defender']}", names)
        result = {"lost": "a privateer is lost", "captured": "a prize is taken", "draw": "draw"}
        return (
            f"Attack by {attacker} on {defender} at {where} ({event['ships']} ships): {dice}"
            f" → {result[event['result']]}"
        )
    result = {
        "sunk": "lost",
        "safe": "safe",
        "becalmed": "becalmed",
        "learnt": "through; reef known",
        "cargo": "cargo taken",
    }[event["result"]]
    return f"{esc(world.HAZARD_NAMES[kind])} at {where}: {dice} → {result}"


SHIP_ACTIONS = ("buy", "sell", "sellship", "arm", "disarm", "send", "collect")


def _ship_card(
    view: dict[str, Any], ui: UI, acts: dict[str, str], ship: dict[str, Any], chosen: bool
) -> str:
    """A ship's card: where it is, what it carries, and the buttons for what it can do."""
    sid = str(ship["id"])
    codes = [c for c in acts if c.split(":")[0] in SHIP_ACTIONS and c.split(":")[1] == sid]
    city = SPACES[ship["at"]].city
    if city and f"fort:{city}" in acts:
        codes.append(f"fort:{city}")
    if ship["privateer"]:
        codes += [c for c in acts if c.startswith(f"attack:{ship['at']}:")]
    buttons = [
        f'<button type="button" {_button(code, acts[code])}>{named(acts[code], ui.names)}</button>'
        for code in codes
    ]
    sails = [c for c in acts if c.startswith(f"sail:{sid}:")]
    if sails and not chosen:
        attrs = _selector(f"ship:{sid}", f"Show where {ship['name']} can sail")
        buttons.insert(
            0, f'<button type="button" {attrs}>Show where it can sail ({len(sails)})</button>'
        )
    left = f"; {ship['left']} spaces left this turn" if ship["left"] else ""
    hint = (
        f"<p>{len(sails)} spaces within reach are lit on the map.</p>" if sails and chosen else ""
    )
    mark = " (selected)" if chosen else ""
    return (
        f'<div class="fd-box{" fd-chosen" if chosen else ""}"><h3>{esc(ship["name"])}{mark}</h3>'
        f"<p>{esc(_ship_words(ship, ui.names))}{esc(left)}.</p>{hint}{''.join(buttons)}</div>"
    )


def _placed(acts: dict[str, str], chosen: int | None) -> str:
    """The sail actions of the ships not selected: their place is the map, once the ship is
    chosen, so the panel beside the board does not list them (the "All moves" list does)."""
    codes = [c for c in acts if c.startswith("sail:") and c.split(":")[1] != str(chosen)]
    if not codes:
        return ""
    return "<div hidden>" + "".join(f'<i data-action="{esc(c)}"></i>' for c in codes) + "</div>"


def _city_card(view: dict[str, Any], ui: UI, acts: dict[str, str], city: str) -> str:
    rows = []
    changes = view["price_changes"]
    for good, (price, mark) in goods.PRICES[city].items():
        now = price + changes.get(f"{city}:{good}", 0)
        shown = f"{now}" if now == price else f"{now} (list {price})"
        buy = [
            f'<button type="button" {_button(code, label)}>{esc(label)}</button>'
            for code, label in acts.items()
            if code.startswith("buy:") and code.endswith(f":{good}")
            and SPACES[_ships(view)[int(code.split(":")[1])]["at"]].city == city
        ]  # fmt: skip
        mark_text = mark or "–"
        rows.append(
            f"<tr><td>{esc(goods.GOODS[good])}</td><td>{esc(shown)}</td><td>{mark_text}</td>"
            f"<td>{''.join(buy)}</td></tr>"
        )
    owner = view["forts"].get(city)
    fort = (
        f"Fortress of {named(f'@{owner}', ui.names)}: others pay 10 ducats duty here."
        if owner is not None
        else "No fortress."
    )
    extra = ""
    code = f"fort:{city}"
    if code in acts:
        extra = f'<button type="button" {_button(code, acts[code])}>{esc(acts[code])}</button>'
    name = SPACES[HARBOUR_SPACES[city][0]].name
    return (
        f'<div class="fd-box"><h3>{esc(name)}: price list</h3><table class="fd-prices">'
        f"<tr><th>Good</th><th>Price</th><th>Mark</th><th></th></tr>{''.join(rows)}</table>"
        "<p><small>K: bought only here. S: sold only here. –: both.</small></p>"
        f"<p>{fort}</p>{extra}</div>"
    )


def _players(view: dict[str, Any], ui: UI) -> str:
    rows = []
    for seat in range(view["players"]):
        ships = [s for s in view["ships"] if s["owner"] == seat]
        forts = [SPACES[HARBOUR_SPACES[c][0]].name for c, o in view["forts"].items() if o == seat]
        home = SPACES[view["home"][seat]].name if view["home"][seat] else "—"
        now = ' class="fd-now"' if view["current"] == seat else ""
        reefs = ", ".join(view["known"][seat]) or "—"
        rows.append(
            f"<tr{now}><td><span class='fd-dot' style='background:{COLOURS[seat % 4]}'></span>"
            f" {named(f'@{seat}', ui.names)}</td><td>{esc(home)}</td>"
            f"<td>{view['cash'][seat]}</td><td>{len(ships)}</td>"
            f"<td>{esc(', '.join(forts)) or '—'}</td><td>{esc(reefs)}</td>"
            f"<td>{view['fortune'][seat]}</td></tr>"
        )
    return (
        '<div class="fd-box"><h3>Companies</h3><div class="fd-scroll"><table class="fd-players">'
        "<tr><th>Player</th>"
        "<th>Home</th><th>Cash</th><th>Ships</th><th>Fortresses</th><th>Reefs known</th>"
        f"<th>Fortune</th></tr>{''.join(rows)}</table></div></div>"
    )


def _deal(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> str:
    deal = view["deal"]
    if not deal and not view["capture"]:
        return ""
    if view["capture"]:
        buttons = "".join(
            f'<button type="button" {_button(code, label)}>{esc(label)}</button>'
            for code, label in acts.items()
            if code.startswith("capture:")
        )
        return f'<div class="fd-box"><h3>The prize</h3>{buttons}</div>'
    a, b = named(f"@{deal['proposer']}", ui.names), named(f"@{deal['partner']}", ui.names)
    toggles = "".join(
        f'<button type="button" {_button(code, label)} aria-pressed='
        f'"{str(code[11:] in deal["give"] or code[11:] in deal["take"]).lower()}">'
        f"{esc(label)}</button>"
        for code, label in acts.items()
        if code.startswith(("trade:give:", "trade:take:"))
    )
    cash = deal["cash"]
    money = f"{a} pays {cash}" if cash > 0 else f"{b} pays {-cash}" if cash < 0 else "no money"
    return (
        f'<div class="fd-box"><h3>Talks between {a} and {b}</h3>'
        f"<p>{a} gives: {esc(', '.join(deal['give']) or 'nothing')}; {b} gives:"
        f" {esc(', '.join(deal['take']) or 'nothing')}; {money}.</p>{toggles}</div>"
    )


def _chart(view: dict[str, Any], ui: UI) -> str:
    history = view["fortunes"] or []
    width, height, pad = 600, 240, 46
    top = max([max(row) for row in history if row] + [1])
    steps = max(len(history) - 1, 1)
    out = [
        f'<svg viewBox="0 0 {width} {height}" role="img" aria-label="Fortunes over the game">',
        f'<rect x="{pad}" y="10" width="{width - pad - 10}" height="{height - pad}" fill="#fff"'
        ' stroke="#999"/>',
        f'<text x="{pad - 4}" y="20" font-size="12" text-anchor="end">{top}</text>',
        f'<text x="{pad - 4}" y="{height - pad + 10}" font-size="12" text-anchor="end">0</text>',
        f'<text x="{width / 2}" y="{height - 8}" font-size="12" text-anchor="middle">round</text>',
    ]
    for seat in range(view["players"]):
        points = " ".join(
            f"{pad + i * (width - pad - 10) / steps:.1f},"
            f"{height - pad + 10 - row[seat] * (height - pad) / top:.1f}"
            for i, row in enumerate(history)
        )
        out.append(
            f'<polyline points="{points}" fill="none" stroke="{COLOURS[seat % 4]}"'
            f' stroke-width="3"><title>{esc(plain_named(f"@{seat}", ui.names))}</title></polyline>'
        )
    out.append("</svg>")
    return "".join(out)


def _end(view: dict[str, Any], ui: UI) -> str:
    if not view["over"]:
        return ""
    outcome = view["outcome"]
    rows = "".join(
        f"<tr><td>{outcome['ranks'][seat]}.</td><td><span class='fd-dot' style='background:"
        f"{COLOURS[seat % 4]}'></span> {named(f'@{seat}', ui.names)}</td>"
        f"<td>{named(outcome['detail'][seat].split(': ', 1)[1], ui.names)}</td></tr>"
        for seat in sorted(range(view["players"]), key=lambda s: outcome["ranks"][s])
    )
    why = {
        "time": "the agreed rounds are over",
        "one": "one company alone keeps ships",
        "agreed": "the players agreed to end",
    }.get(view["ended"], "")
    return (
        f'<div class="fd-box fd-end"><h3>The end: {esc(why)}</h3><table class="fd-players">'
        f"{rows}</table>{_chart(view, ui)}</div>"
    )


def _chosen_ship(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> int | None:
    """The selected ship; with none selected, the first of the player's ships that can sail,
    so that after the roll the map shows where a ship can go."""
    selected = ui.selected or ""
    ships = _ships(view)
    if selected.startswith("ship:") and selected[5:].isdigit():
        return int(selected[5:]) if int(selected[5:]) in ships else None
    if selected:
        return None
    sails = sorted((int(c.split(":")[1]), c) for c in acts if c.startswith("sail:"))
    return sails[0][0] if sails else None


def render(view: dict[str, Any], ui: UI) -> str:
    """The whole board area for one view of a Fuldrigger game."""
    acts = labels(view)
    chosen = _chosen_ship(view, ui, acts)
    selected = f"ship:{chosen}" if chosen is not None else ui.selected or ""
    shown = UI(ui.names, ui.seat, selected or None, ui.extra)
    ships = _ships(view)
    cards = []
    city = selected[5:] if selected.startswith("city:") else None
    mine = [s for s in view["ships"] if acts and s["owner"] == view["current"]]
    if chosen is not None and ships[chosen] not in mine:
        mine.insert(0, ships[chosen])
    for ship in mine:
        cards.append(_ship_card(view, shown, acts, ship, ship["id"] == chosen))
    if chosen is not None:
        city = city or SPACES[ships[chosen]["at"]].city or None
    if city in goods.PRICES:
        cards.append(_city_card(view, shown, acts, city))
    cards.append(_deal(view, shown, acts))
    cards.append(_players(view, shown))
    legend = (
        "<p><small>Click a ship to see where it can sail, a harbour for its price list."
        f" Colours: {', '.join(COLOUR_NAMES[: view['players']])}; a black sail is a privateer,"
        " a square on the hull its cargo.</small></p>"
    )
    return (
        f'<div class="fd" data-selected="{esc(selected)}">{STYLE}{_end(view, shown)}'
        f"{_top(view, shown, acts)}{_map(view, shown, acts)}{legend}"
        f'<div class="fd-cols">{"".join(c for c in cards if c)}</div>'
        f"{_placed(acts, chosen)}</div>"
    )
