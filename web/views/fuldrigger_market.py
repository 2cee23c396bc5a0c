"""The Fuldrigger table's market view: for the selected ship, where its cargo sells (or, empty
in a harbour, where what it could buy there sells), for how much, how far and at what risk, as
a list in its card (each harbour one click from its price list) and as routes on the map. The
figures are the rules' (`pygames.fuldrigger.outlets`); this module only words and draws them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pygames.core.i18n import tr
from pygames.fuldrigger import goods, world
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES
from pygames.fuldrigger.market import list_price, sale_price
from pygames.fuldrigger.movement import HEAD_SPACES, TAIL_SPACES, needed
from pygames.fuldrigger.outlets import Outlet, order, outlets, safe_waters, way_to

from .common import esc
from .fuldrigger_geometry import WIDTH, kept, selector, space_xy

OPEN = ' open=""'
SHOWN = 4  # harbours listed (and routes drawn): the best few, not every buyer in the world


def ship_outlets(view: dict[str, Any], ship: dict[str, Any]) -> list[Outlet]:
    """The best harbours for the ship's cargo; for an empty merchant in a harbour, the best
    buyer of each good it could load there, best first; nothing for a privateer or an empty
    ship at sea."""
    if ship["privateer"]:
        return []
    owner = ship["owner"]
    known = frozenset(view["known"][owner])
    safe = safe_waters(view["forts"], owner)
    changes = view["price_changes"]
    if ship["cargo"]:
        good = ship["cargo"]
        now = _fetches(view, owner, good)
        found = outlets(
            good, ship["at"], changes, known, safe, ship["travelled"], ship["paid"], now
        )
        return found[:SHOWN]
    city = SPACES[ship["at"]].city
    if city not in goods.PRICES:
        return []
    best = []
    for good in goods.PRICES[city]:
        if goods.can_buy(city, good):
            cost = list_price(city, good, changes)
            found = outlets(
                good, ship["at"], changes, known, safe, 0, cost, _fetches(view, owner, good)
            )
            if found and found[0].price > cost:
                best.append(found[0])
    return sorted(best, key=order)[:SHOWN]


def _fetches(view: dict[str, Any], seat: int, good: str) -> Callable[[str], int]:
    """What a cargo of `good` fetches in a city now, as the sale will pay it: the glut of this
    turn's sales there, the fortress's duty or bonus counted (issue 29: stale after a sale)."""
    changes, sold, forts = view["price_changes"], view["sold"], view["forts"]
    return lambda city: sale_price(city, good, changes, sold, forts, seat, view["free_trade"])


def port_of_call(view: dict[str, Any], acts: dict[str, str]) -> tuple[str, int] | None:
    """The harbour whose price list opens by itself, and the ship it opens for: only just after
    the player's own move brought a ship there (sailed in, or bought there to be loaded before
    the roll) and it can trade (sell, buy, cross the isthmus), or traded there and a ship of
    theirs there can trade on (issue 29: the list closed after every sale, the ship to reload).
    Never for a ship that came in earlier, nor after a deal (its answer comes first)."""
    head, _, rest = (view.get("last") or "").partition(":")
    number = rest.partition(":")[0]
    mine = {s["id"]: s for s in view["ships"] if s["owner"] == view["current"]}
    if not acts or not mine or any(e["kind"] == "deal" for e in view["events"]):
        return None
    ship = mine[max(mine)] if head == "ship" else mine.get(int(number) if number.isdigit() else -1)
    if ship is None or (head == "sail" and ship["entered"][-1:] != [ship["at"]]):
        return None
    city = SPACES[ship["at"]].city
    traders = {int(c.split(":")[1]) for c in acts if c.split(":")[0] in _TRADES}
    here = {n for n in traders if n in mine and SPACES[mine[n]["at"]].city == city}
    if head in ("ship", "sail") and ship["id"] not in here:
        return None
    if head not in ("ship", "sail", *_TRADES) or city not in goods.PRICES or not here:
        return None
    return city, int(ship["id"])


_TRADES = ("sell", "buy", "send", "collect")


def risk_said(loss: float, cargo_loss: float, laden: bool = True) -> str:
    """The chances of losing the cargo (with the ship or to pirates alone) and the ship, in the
    same words in the market list and beside a sail aimed at (issue 29: "17% risk" in one and
    "8% risk" in the other, for the same way, read as a contradiction); no cargo, no cargo's."""
    if not laden:
        return tr("Risk of losing the ship: {risk}%.", risk=round(100 * loss))
    return tr(
        "Risk of losing the cargo: {cargo}%; the ship: {ship}%.",
        cargo=round(100 * (loss + cargo_loss)),
        ship=round(100 * loss),
    )


def winds_said(path: tuple[str, ...]) -> str:
    """What the winds on a way add to the spaces to sail ("headwinds: +6"), or "" (issue 29:
    the list said 16 spaces where a roll of 12 fell short, two headwinds taking 6)."""
    hazards = [SPACES[sid].hazard for sid in path]
    said = []
    heads, tails = hazards.count(world.HEAD), hazards.count(world.TAIL)
    if heads:
        said.append(tr("headwinds: +{spaces}", spaces=HEAD_SPACES * heads))
    if tails:
        said.append(tr("tailwinds: −{spaces}", spaces=TAIL_SPACES * tails))
    return ", ".join(said)


def far_said(path: tuple[str, ...]) -> str:
    """A way's length as the market list and the price list tell it: its spaces, and with
    winds on it what they add and the roll it needs to be sailed in one turn."""
    spaces = tr("{count} space", "{count} spaces", count=len(path))
    winds = winds_said(path)
    if not winds:
        return spaces
    return tr("{spaces} ({winds}; {need} to sail)", spaces=spaces, winds=winds, need=needed(path))


def why_short(view: dict[str, Any], ship: dict[str, Any], city: str) -> str:
    """Why a ship's spaces left do not reach a harbour: the way's length, its winds counted."""
    owner = ship["owner"]
    known = frozenset(view["known"][owner])
    way = way_to(city, ship["at"], known, safe_waters(view["forts"], owner))
    if way is None:
        return ""
    return tr("The way there: {far}.", far=far_said(way.path))


def _risks(outlet: Outlet) -> str:
    """The hazards on the way, the losses first, and the chances of losing cargo and ship."""
    told = []
    for kind, count in outlet.hazards:
        if kind == world.PIRATES:
            told.append(tr("{count} pirate space", "{count} pirate spaces", count=count))
        elif kind == world.STORM:
            told.append(tr("{count} storm", "{count} storms", count=count))
        elif kind == world.REEF:
            told.append(tr("{count} reef", "{count} reefs", count=count))
        elif kind == world.ICE:
            told.append(tr("{count} iceberg", "{count} icebergs", count=count))
        elif kind == world.CALM:
            told.append(tr("{count} calm", "{count} calms", count=count))
    if not told:
        return tr("no hazard on the way")
    said = tr("{hazards} on the way.", hazards=", ".join(told))
    return f"{said} {risk_said(outlet.loss, outlet.cargo_loss)}"


def market_title(ship: dict[str, Any]) -> str:
    if ship["cargo"]:
        return tr("Where its {good} sells", good=goods.GOODS[ship["cargo"]].lower())
    return tr("What to buy here, and where it sells")


def folded_market(
    view: dict[str, Any], ship: dict[str, Any], look: tuple[float, float, float], open_: bool
) -> str:
    """The list folded under its title with the ship's name, one tap away where room is short
    (a price list; issue 29: it sat below the fold, out of the price list's reach)."""
    found = market_list(view, ship, look)
    if not found:
        return ""
    title = f"{ship['name']}: {market_title(ship)}"
    return (
        f'<details class="fd-sells"{OPEN if open_ else ""}><summary>{esc(title)}</summary>'
        f"{found}</details>"
    )


def market_list(
    view: dict[str, Any], ship: dict[str, Any], look: tuple[float, float, float]
) -> str:
    """The card's list: each harbour a button that opens its price list (the map moves to it)."""
    found = ship_outlets(view, ship)
    title = market_title(ship)
    if not found:
        if not ship["cargo"] and SPACES[ship["at"]].city not in goods.PRICES:
            return ""
        none = tr("No harbour within reach buys it at a profit.")
        return f'<div class="fd-market"><h4>{esc(title)}</h4><p>{esc(none)}</p></div>'
    rows = []
    here = SPACES[ship["at"]].city
    for n, outlet in enumerate(found):
        city = outlet.city
        name = SPACES[HARBOUR_SPACES[city][0]].name
        gain = f" ({'+' if outlet.gain >= 0 else ''}{outlet.gain})" if outlet.paid else ""
        far = (
            far_said(outlet.path)
            + ", "
            + tr("about {count} turn", "about {count} turns", count=outlet.sailing)
        )
        if ship["cargo"]:
            head = tr("{harbour}: {price} ducats", harbour=name, price=outlet.price) + gain
        else:
            # A good to buy: its button opens the list of the harbour it names, where the ship
            # lies and the Buy button stands (issue 29: it opened the buyer's list instead), and
            # says so (it read "Buy …" and bought nothing).
            city, name = here, SPACES[HARBOUR_SPACES[here][0]].name
            head = tr(
                "Prices at {harbour}: {good} for {cost} ducats",
                good=goods.GOODS[outlet.good],
                harbour=name,
                cost=outlet.paid,
            )
            sells = tr(
                "It sells at {harbour} for {price} ducats",
                harbour=SPACES[HARBOUR_SPACES[outlet.city][0]].name,
                price=outlet.price,
            )
            far = f"{sells}{gain}; {far}"
        attrs = selector(
            kept(f"city:{city}", HARBOUR_SPACES[city][0], look),
            tr("{harbour}: price list", harbour=name),
        )
        best = " fd-best" if n == 0 else ""
        step = course(view, ship, outlet) if ship["cargo"] else None
        if step:  # the course first, the price list one click away (issue 29)
            aim = selector(
                kept(f"aim:{ship['id']}:{step}", step, look),
                tr("{harbour}: the course there, its first step lit", harbour=name),
            )
            button = (
                f'<button type="button" class="fd-course" {aim}>{esc(head)}</button>'
                f'<button type="button" class="fd-list" {attrs}>{esc(tr("Price list"))}</button>'
            )
        else:
            button = f'<button type="button" {attrs}>{esc(head)}</button>'
        rows.append(
            f'<li class="fd-outlet{best}">{button}'
            f"<small>{esc(far)}; {esc(_risks(outlet))}</small></li>"
        )
    ranked = tr("The best gain a turn of sailing first.")
    return (
        f'<div class="fd-market"><h4>{esc(title)}</h4><p class="fd-ranked">{esc(ranked)}</p>'
        f'<ol class="fd-outlets">{"".join(rows)}</ol></div>'
    )


def course(view: dict[str, Any], ship: dict[str, Any], outlet: Outlet) -> str | None:
    """The farthest space of the way to `outlet` that the ship can sail to this turn (the
    harbour itself when it is in reach), or None before the roll or for another's ship."""
    open_ = {a["code"] for a in view.get("actions", [])}
    ahead = [sid for sid in outlet.path if f"sail:{ship['id']}:{sid}" in open_]
    return ahead[-1] if ahead else None


def routes(found: list[Outlet], start: str, s: float) -> str:
    """The ways to the harbours listed, on the map under the spaces: the best one bold."""
    out = []
    for n, outlet in reversed(list(enumerate(found))):
        points = [space_xy(sid) for sid in (start, *outlet.path)]
        d = ""
        for k, (x, y) in enumerate(points):
            across = k and abs(x - points[k - 1][0]) > WIDTH / 2  # the map's edge: a break
            d += f"{'M' if not k or across else 'L'}{x:.1f},{y:.1f}"
        best = n == 0
        out.append(
            f'<path class="fd-route{" fd-best" if best else ""}" d="{d}" fill="none"'
            f' stroke="{"#ad1457" if best else "#6a1b9a"}" stroke-linejoin="round"'
            f' stroke-width="{(2.2 if best else 1.3) * s:.2f}" stroke-opacity="0.8"'
            f' stroke-dasharray="{4 * s:.1f} {2 * s:.1f}" pointer-events="none">'
            f"<title>{esc(SPACES[outlet.path[-1]].name)}</title></path>"
        )
    return "".join(out)
