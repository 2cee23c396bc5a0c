"""A sail previewed before it is made (issue 29): a lit space whose way meets a hazard is
first aimed at ("aim:SHIP:SPACE", a selection), which draws the way on the map and shows its
hazards and risk in the decision panel with a primary "Sail <ship> to <place>"; a second
click on the same space, or that button, sails. A way with no hazard still sails at one
click: nothing there can be lost."""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import tr
from pygames.fuldrigger import goods, world
from pygames.fuldrigger.graph import ADJ, SPACES
from pygames.fuldrigger.outlets import safe_waters
from pygames.fuldrigger.routes import route_risk

from .common import esc, svg_button
from .fuldrigger_geometry import CHOSEN, WIDTH, selector, ships_by_id, space_xy
from .fuldrigger_market import risk_said

_WINDS = (world.TAIL, world.HEAD)


def aimed(selected: str | None) -> tuple[int, str] | None:
    """The ship and space of an "aim:SHIP:SPACE" selection (its map view apart), or None."""
    head, _, rest = (selected or "").partition("@")[0].partition(":")
    number, _, space = rest.partition(":")
    if head != "aim" or not number.isdigit() or space not in SPACES:
        return None
    return int(number), space


def passage(view: dict[str, Any], ship: int, space: str) -> dict[str, Any] | None:
    """The way the rules sail `ship` to `space` this turn (path, spaces left, danger)."""
    found: dict[str, Any] | None = view["reach"].get(str(ship), {}).get(space)
    return found


def hazards(view: dict[str, Any], ship: int, space: str) -> list[str]:
    """The hazards on the way, in the order met (the winds and the reefs known left out)."""
    way = passage(view, ship, space)
    owner = ships_by_id(view)[ship]["owner"]
    known = set(view["known"][owner])
    out = []
    for sid in way["path"] if way else []:
        there = SPACES[sid]
        if there.hazard and there.hazard not in _WINDS and not (there.reef and there.reef in known):
            out.append(sid)
    return out


def lit(view: dict[str, Any], acts: dict[str, str], code: str, look: str, aim: str) -> str:
    """The attributes of a lit place: the sail itself, or its preview when its way meets a
    hazard and it is not the place aimed at now (`aim`, "SHIP:SPACE")."""
    _, ship, space = code.split(":", 2)
    # Its name, for the marker at the map's edge while it lies off the view (layout.mjs).
    name = SPACES[space].name
    place = f' data-place="{esc(name)}" data-place-label="{esc(tr("Show {place}", place=name))}"'
    if f"{ship}:{space}" == aim or not hazards(view, int(ship), space):
        return svg_button(code, acts[code]) + place
    # At the view the click was made on, chosen (`CHOSEN`): the page pans it no more, and the
    # preview is not dropped by a view sent under it (issue 29: a lit space "did nothing").
    key = f"aim:{ship}:{space}" + (f"@{look.removesuffix(CHOSEN)}{CHOSEN}" if look else "")
    return selector(key, tr("Preview: {move}", move=acts[code])) + place


def aim_line(view: dict[str, Any], aim: tuple[int, str] | None, s: float) -> str:
    """The aimed way on the map: a bold line from the ship through each space it enters."""
    if aim is None or passage(view, *aim) is None:
        return ""
    ship = ships_by_id(view)[aim[0]]
    way = passage(view, *aim) or {}
    points = [space_xy(sid) for sid in (ship["at"], *way["path"])]
    d = ""
    for k, (x, y) in enumerate(points):
        across = k and abs(x - points[k - 1][0]) > WIDTH / 2
        d += f"{'M' if not k or across else 'L'}{x:.1f},{y:.1f}"
    return (
        f'<path class="fd-aim" d="{d}" fill="none" stroke="#b71c1c" stroke-width="{2.6 * s:.2f}"'
        f' stroke-linejoin="round" stroke-opacity="0.9" pointer-events="none"/>'
    )


def _buttons(acts: dict[str, str], ship: dict[str, Any], space: str, look: str) -> str:
    """The sail, primary, and the way back to the other places (the map's view kept)."""
    code = f"sail:{ship['id']}:{space}"
    label = tr("Sail {ship} to {place}", ship=ship["name"], place=SPACES[space].name)
    key = f"ship:{ship['id']}" + (f"@{look}" if look else "")
    back = selector(key, tr("Choose another place"))
    return (
        f'<p class="fd-next"><button type="button" class="act primary" {svg_button(code, label)}>'
        f'{esc(label)}</button> <button type="button" class="act secondary" {back}>'
        f"{esc(tr('Another place'))}</button></p>"
    )


def preview(
    view: dict[str, Any], acts: dict[str, str], aim: tuple[int, str], look: str = ""
) -> str:
    """The decision panel's part of an aimed sail: the sail as the primary button, where a
    phone's thumb reaches it (another lit place aims elsewhere; the map's view kept); its
    hazards and risk stand beside the place on the map (`callout`)."""
    ship, space = aim
    if f"sail:{ship}:{space}" not in acts or passage(view, ship, space) is None:
        return ""
    return f'<div class="fd-preview">{_buttons(acts, ships_by_id(view)[ship], space, look)}</div>'


def callout(view: dict[str, Any], acts: dict[str, str], aim: tuple[int, str], look: str) -> str:
    """Beside the place aimed at on the map (issue 29: the preview stood far from the click):
    the way's hazards and its risk in words and percent, with the sail (on a phone the bar's
    button, in reach of the thumb, stands for it)."""
    ship, space = aim
    way = passage(view, ship, space)
    if f"sail:{ship}:{space}" not in acts or way is None:
        return ""
    met = [
        f"{world.HAZARD_NAMES[SPACES[sid].hazard]} ({SPACES[sid].name})"
        for sid in hazards(view, ship, space)
    ]
    boat = ships_by_id(view)[ship]
    safe = safe_waters(view["forts"], boat["owner"])
    if boat["privateer"]:  # pirates leave a privateer be
        safe |= frozenset(way["path"])
    loss, cargo_loss = route_risk(tuple(way["path"]), frozenset(view["known"][boat["owner"]]), safe)
    said = tr("On the way: {hazards}.", hazards=", ".join(met) or tr("no hazard"))
    said += " " + risk_said(loss, cargo_loss, bool(boat["cargo"]))
    return (
        f'<div class="fd-aimcard"><p class="fd-risk"><strong>{esc(said)}</strong></p>'
        f"{_buttons(acts, ships_by_id(view)[ship], space, look)}"
        f"{_safer_button(view, acts, ship, space)}</div>"
    )


def safer(view: dict[str, Any], ship: int, space: str) -> str | None:
    """For a way with a hazard, the place in reach this turn with none on its way that lies
    nearest `space` (fewest spaces from it), or None."""
    if not hazards(view, ship, space):
        return None
    clear = {sid for sid in view["reach"].get(str(ship), {}) if not hazards(view, ship, sid)}
    seen, edge = {space}, [space]
    while edge:
        found = sorted(sid for sid in edge if sid in clear)
        if found:
            return found[0]
        ahead = []
        for sid in edge:
            for n in ADJ[sid]:
                if n not in seen:
                    seen.add(n)
                    ahead.append(n)
        edge = ahead
    return None


def _safer_button(view: dict[str, Any], acts: dict[str, str], ship: int, space: str) -> str:
    """The safe course, one click (issue 29: the risk was said, the safe way left to find)."""
    to = safer(view, ship, space)
    if to is None or f"sail:{ship}:{to}" not in acts:
        return ""
    label = tr(
        "Safer: sail {ship} to {place}, no hazard on the way",
        ship=ships_by_id(view)[ship]["name"],
        place=SPACES[to].name,
    )
    code = f"sail:{ship}:{to}"
    return (
        f'<p class="fd-safer"><button type="button" class="act secondary"'
        f" {svg_button(code, label)}>{esc(label)}</button></p>"
    )


def stopped(view: dict[str, Any]) -> tuple[dict[str, Any], str, int, list[str]] | None:
    """The ship the last sail left short of the place clicked (a calm held it), the place
    clicked, the calm's roll and the way still to go (issue 29: it looked like a misclick)."""
    head, _, rest = (view.get("last") or "").partition(":")
    number, _, target = rest.partition(":")
    ship = ships_by_id(view).get(int(number)) if head == "sail" and number.isdigit() else None
    held = [e for e in view["events"] if e["kind"] == world.CALM and e["result"] == "becalmed"]
    if ship is None or target not in SPACES or ship["at"] == target or not held:
        return None
    came = {ship["at"]: ""}
    edge = [ship["at"]]
    while edge and target not in came:  # the fewest spaces on from where it lies
        ahead = []
        for sid in edge:
            for n in ADJ[sid]:
                if n not in came:
                    came[n] = sid
                    ahead.append(n)
        edge = ahead
    if target not in came:
        return None
    way = [target]
    while came.get(way[-1]):
        way.append(came[way[-1]])
    return ship, target, sum(held[-1]["dice"]), way[::-1]


def short(view: dict[str, Any], s: float) -> tuple[str, str, str] | None:
    """A ship stopped short: the way it still has to go drawn dashed, where it lies, and the
    words ("Reached <place>: the roll (N) ends here; M more to <target>")."""
    found = stopped(view)
    if found is None:
        return None
    ship, target, roll, way = found
    said = tr(
        "{ship} reached {place}: the calm's roll ({roll}) ends its move here; {count} more to"
        " {target}.",
        ship=ship["name"],
        place=SPACES[ship["at"]].name,
        roll=roll,
        count=len(way) - 1,
        target=SPACES[target].name,
    )
    points = [space_xy(sid) for sid in way]
    d = "".join(
        f"{'M' if not k or abs(x - points[k - 1][0]) > WIDTH / 2 else 'L'}{x:.1f},{y:.1f}"
        for k, (x, y) in enumerate(points)
    )
    line = (
        f'<path class="fd-short" d="{d}" fill="none" stroke="#b71c1c" stroke-width="{1.6 * s:.2f}"'
        f' stroke-dasharray="{2 * s:.1f} {1.5 * s:.1f}" pointer-events="none"/>'
    )
    return line, ship["at"], said


def _flash_said(event: dict[str, Any]) -> str:
    """The banner's words for a loss this turn: a cargo to pirates, or a ship by its name and
    place (issue 29: a wreck or a privateer sunk had no banner, pirates' alone did); or ""."""
    kind, result = event["kind"], event.get("result")
    name, place = event.get("name", ""), SPACES[event["space"]].name
    if kind == world.PIRATES and result == "cargo":
        return tr("Pirates took the {good}", good=goods.GOODS[event["good"]].lower())
    if kind == world.PIRATES and result == "sunk":
        return tr("Pirates took {ship} at {place}", ship=name, place=place)
    if kind == world.REEF and result == "sunk":
        return tr("{ship} was wrecked on the reef at {place}", ship=name, place=place)
    if kind in (world.STORM, world.ICE) and result == "sunk":
        return tr("{ship} was lost at {place}", ship=name, place=place)
    if kind == "attack" and result == "lost":
        return tr("{ship} was sunk in the attack at {place}", ship=name, place=place)
    if kind == "attack" and result == "captured":
        return tr("A prize was taken at {place}", place=place)
    if kind == "bought":
        return tr("{ship} bought in {place}", ship=name, place=place)
    return ""


def flashes(view: dict[str, Any], s: float) -> str:
    """What was lost this turn, said on the map at the place (issue 29: it showed only in the
    dice box): a banner above the space that fades (fuldrigger.css), clicks passing under."""
    out = []
    for event in view["events"]:
        said = _flash_said(event) if "space" in event else ""
        if not said:
            continue
        x, y = space_xy(event["space"])
        font = 5 * s
        w, h = (0.55 * len(said) + 1) * font, 1.5 * font
        top = y - 9 * s - h  # above the ships berthed there
        out.append(
            f'<g class="fd-flash" pointer-events="none" role="status"><rect x="{x - w / 2:.1f}"'
            f' y="{top:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{0.3 * font:.1f}"'
            f' fill="#111" fill-opacity="0.85"/><text x="{x:.1f}" y="{top + 1.05 * font:.1f}"'
            f' font-size="{font:.1f}" font-weight="700" text-anchor="middle"'
            f' fill="#fff">{esc(said)}</text></g>'
        )
    return "".join(out)
