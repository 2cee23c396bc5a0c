"""The Fuldrigger table: the world map (`fuldrigger_map`), the dice, the chance card of the
round and what the last move threw, a card for each of the player's ships and for the selected
city, the players and a deal being made. The end (every fortune, the chart of the game, the
profit by route and the ships lost) is the end screen's, told by `fuldrigger_story`.

Clicks: a ship (`data-select="ship:N"`) lights the spaces it can reach, each a `sail` action
(with none selected, the first ship that can sail is shown); a harbour (`city:X`) opens its
price list, with the buy, sell and fortress buttons for the ships there; the zoom buttons and
the arrows move the map.
"""

from __future__ import annotations

import re
from typing import Any

from pygames.core.i18n import tr
from pygames.fuldrigger import goods
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES
from pygames.fuldrigger.market import GLUT, MIN_TRAVEL
from pygames.fuldrigger.state import FORT_PRICE, SHIP_PRICE, SHIP_RESALE, FuldriggerState

from .common import (
    END,
    MAIN,
    UI,
    Role,
    esc,
    labels,
    named,
    svg_button,
    swatch,
)
from .fuldrigger_aim import aimed
from .fuldrigger_geometry import (
    first_sailer,
    kept,
    last_sailer,
    selector,
    ships_by_id,
    split_selected,
    wind_bound,
)
from .fuldrigger_key import legend
from .fuldrigger_map import COLOURS, current_view, draw_map, ship_words, spaces
from .fuldrigger_market import (
    folded_market,
    market_list,
    port_of_call,
    ship_outlets,
    why_short,
)
from .fuldrigger_story import chronicle as chronicle
from .fuldrigger_story import story as story
from .fuldrigger_talks import decision as talks
from .fuldrigger_top import top

# --- the panels -------------------------------------------------------------------------------


# What a ship's card offers; buying, selling and the isthmus stand in the harbour's price list.
SHIP_ACTIONS = ("sellship", "arm", "disarm")
HARBOUR_ACTIONS = ("buy", "sell", "send", "collect")


def _ship_card(
    view: dict[str, Any],
    ui: UI,
    acts: dict[str, str],
    ship: dict[str, Any],
    chosen: bool,
    look: tuple[float, float, float],
) -> str:
    """A ship's card: where it is, what it carries, and the buttons for what it can do (those
    that select a harbour or the ship keep the map's zoom)."""
    sid = str(ship["id"])
    codes = [c for c in acts if c.split(":")[0] in SHIP_ACTIONS and c.split(":")[1] == sid]
    buttons = [
        f'<button type="button" {svg_button(code, acts[code])}{_asks(view, code)}>'
        f"{named(acts[code], ui.names)}</button>"
        for code in codes
    ]
    city = SPACES[ship["at"]].city
    if city in goods.PRICES and ui.selected != f"city:{city}":
        trades = sum(c.split(":")[0] in HARBOUR_ACTIONS and c.split(":")[1] == sid for c in acts)
        name = SPACES[HARBOUR_SPACES[city][0]].name
        what = f" ({trades} trade{'' if trades == 1 else 's'} open)" if trades else ""
        attrs = selector(kept(f"city:{city}", ship["at"], look), f"Price list of {name}")
        buttons.insert(0, f'<button type="button" {attrs}>Price list of {esc(name)}{what}</button>')
    sails = [c for c in acts if c.startswith(f"sail:{sid}:")]
    if sails and not chosen:
        attrs = selector(
            kept(f"ship:{sid}", ship["at"], look), f"Show where {ship['name']} can sail"
        )
        buttons.insert(
            0, f'<button type="button" {attrs}>Show where it can sail ({len(sails)})</button>'
        )
    elif not chosen and not ship["privateer"] and (ship["cargo"] or city in goods.PRICES):
        attrs = selector(kept(f"ship:{sid}", ship["at"], look), f"Where {ship['name']} sells")
        what = tr("Where its cargo sells") if ship["cargo"] else tr("What to buy here")
        buttons.append(f'<button type="button" {attrs}>{esc(what)}</button>')
    left = _left(view, ship)
    reach = "space within reach is" if len(sails) == 1 else "spaces within reach are"
    hint = f"<p>{len(sails)} {reach} lit on the map.</p>" if sails and chosen else ""
    mark = " (selected)" if chosen else ""
    market = market_list(view, ship, look) if chosen else ""
    return (
        f'<div class="fd-box{" fd-chosen" if chosen else ""}">'
        f"<h3>{esc(ship['name'])}{mark}</h3>"
        f"<p>{esc(ship_words(ship, ui.names))}{esc(left)}.</p>{hint}{''.join(buttons)}"
        f"{market}</div>"
    )


def _left(view: dict[str, Any], ship: dict[str, Any]) -> str:
    """What is left of the ship's move, and its cargo's count toward the 10-space rule: the
    two numbers a player mixes up when spaces seem to vanish."""
    left = ""
    if ship["left"]:
        left = f"; {spaces(ship['left'])} left to sail this turn"
    elif view["phase"] == "turn" and view["rolled"] and ship["owner"] == view["current"]:
        held = ship["still"] >= view["round"]
        left = "; becalmed, it lies still" if held else "; no spaces left to sail this turn"
    if ship["cargo"] and ship["travelled"] < MIN_TRAVEL:
        left += (
            f". Its cargo has sailed {ship['travelled']} of the {MIN_TRAVEL} spaces before it"
            " may be sold"
        )
    elif ship["cargo"]:
        left += f". Its cargo has sailed {MIN_TRAVEL} spaces or more: it may be sold"
    return left


def _placed(acts: dict[str, str], chosen: int | None, shown: str) -> str:
    """The actions whose place is on the map but not drawn now: the sails of the ships not
    selected (a click on the ship lights them) and the trade of a harbour whose price list is
    closed (a click on the harbour opens it). The panel beside the board does not list them; the
    "All moves" list does."""
    codes = [
        c
        for c in acts
        if (c.startswith("sail:") and f'data-action="{esc(c)}"' not in shown)
        or (
            (c.split(":")[0] in HARBOUR_ACTIONS or c.startswith("fort:"))
            and f'data-action="{esc(c)}"' not in shown
        )
    ]
    if not codes:
        return ""
    return '<div hidden="">' + "".join(f'<i data-action="{esc(c)}"></i>' for c in codes) + "</div>"


def _harbour(
    view: dict[str, Any], ui: UI, acts: dict[str, str], city: str, close: str, first: int | None
) -> str:
    """A harbour's price list with what the player's ships there can do (buy, sell, the
    fortress), and why a thing is closed: the decision beside the harbour on the map. A sale
    open stands above the list, and the goods a ship can buy now first in it, so that a phone
    shows them before the rest."""
    ships = sorted(
        (s for s in view["ships"] if SPACES[s["at"]].city == city and acts
         and s["owner"] == view["current"]),
        key=lambda s: s["id"] != first,  # the chosen ship's Buy first (a new one to load)
    )  # fmt: skip
    changes = view["price_changes"]
    rows = []
    for good, (price, mark) in goods.PRICES[city].items():
        now = price + changes.get(f"{city}:{good}", 0)
        shown = f"{now}" if now == price else f"{now} (list {price})"
        shown += _glut(view, city, good, now)
        # One Buy button a good: for the first ship here that can load it (the next click the
        # next ship); "All moves" names every ship's purchase.
        buy = next((code for s in ships if (code := f"buy:{s['id']}:{good}") in acts), None)
        button = _button(buy, "Buy", acts) if buy else ""
        rows.append(
            (
                not button,
                f"<tr><td>{esc(goods.GOODS[good])}</td><td>{esc(shown)}</td>"
                f"<td>{_mark(mark)}</td><td>{button}</td></tr>",
            )
        )
    notes = [_ship_here(view, ui, acts, city, ship) for ship in ships]
    # Where each loaded ship here may sell, one tap away (issue 29).
    look = current_view(view, ui.selected)
    sells = [folded_market(view, ship, look, False) for ship in ships if ship["cargo"]]
    notes.append(_sails_here(view, acts, city))
    owner = view["forts"].get(city)
    fort = (
        f"<p>Fortress of {named(f'@{owner}', ui.names)}: others pay 10 ducats duty here.</p>"
        if owner is not None
        else _fort(view, acts, city, ships)
    )
    close_button = (
        f'<button type="button" class="fd-close" {selector(close, "Close the price list")}>'
        "Close</button>"
    )
    name = SPACES[HARBOUR_SPACES[city][0]].name
    sales = [note for note in notes if 'data-action="sell:' in note]
    return (
        f'<div class="fd-harbour-card"><h3>{esc(name)}: price list{close_button}</h3>'
        f"{''.join(sales)}"
        f'<table class="fd-prices"><tr><th>Good</th><th>Price</th><th>{esc(tr("Here"))}</th>'
        f"<th></th></tr>{''.join(row for _, row in sorted(rows, key=lambda r: r[0]))}</table>"
        f"{''.join(n for n in notes if n not in sales)}{fort}{''.join(sells)}</div>"
    )


def _glut(view: dict[str, Any], city: str, good: str, now: int) -> str:
    """Why a sale here fetches less than the list says: each cargo of the good sold here this
    turn lowers the next by 10 (issue 29: the list said 30, the button 20, with no reason)."""
    count = view["sold"].get(f"{city}:{good}", 0)
    if not count or not goods.can_sell(city, good):
        return ""
    lower = max(0, now - GLUT * count)
    return " " + tr(
        "→ {lower} for a sale: {count} sold here this turn",
        "→ {lower} for a sale: {count} sold here this turn",
        count=count,
        lower=lower,
    )


def _mark(mark: str) -> str:
    """A good's mark on the list in words (the board's K and S are Polish: kupno, sprzedaż)."""
    words = {
        goods.K: tr("buy only"),
        goods.S: tr("sell only"),
        goods.BOTH: tr("buy or sell"),
    }
    help_ = {
        goods.K: tr("You may buy it here; this harbour does not buy it."),
        goods.S: tr("You may sell it here; this harbour has none to sell."),
        goods.BOTH: tr("You may buy or sell it here, at the same price."),
    }
    return f'<span class="fd-mark" title="{esc(help_[mark])}">{esc(words[mark])}</span>'


def _sails_here(view: dict[str, Any], acts: dict[str, str], city: str) -> str:
    """After the roll: a button for each of the player's ships that can sail into the harbour,
    or why none can."""
    quays = set(HARBOUR_SPACES[city])
    sails = [c for c in acts if c.startswith("sail:") and c.split(":")[2] in quays]
    said = "".join(_button(code, acts[code], acts) for code in sails)
    if view["rolled"] and view["phase"] == "turn":
        coming = {c.split(":")[1] for c in sails}
        mine = [s for s in view["ships"] if s["owner"] == view["current"]]
        why = [_why_not(view, ship, city) for ship in mine
               if SPACES[ship["at"]].city != city and str(ship["id"]) not in coming]  # fmt: skip
        said += " ".join(esc(w) for w in why)
    return f'<p class="fd-why-not">{said}</p>' if said else ""


def _why_not(view: dict[str, Any], ship: dict[str, Any], city: str) -> str:
    """Why one of the player's ships cannot sail into the harbour this turn, by its name (issue
    29: "None of your ships can reach" stood beside a moored ship that could sail)."""
    if ship["left"]:
        short = tr(
            "{ship}: {count} space left, too few to reach {harbour}.",
            "{ship}: {count} spaces left, too few to reach {harbour}.",
            count=ship["left"],
            ship=ship["name"],
            harbour=SPACES[HARBOUR_SPACES[city][0]].name,
        )
        return f"{short} {why_short(view, ship, city)}".strip()
    if ship["still"] >= view["round"]:
        return tr("{ship}: becalmed, it lies still this round.", ship=ship["name"])
    return tr("{ship}: all its spaces for this turn are used.", ship=ship["name"])


def _button(code: str, text: str, acts: dict[str, str], ask: str = "") -> str:
    return f'<button type="button" {svg_button(code, acts[code])}{ask}>{esc(text)}</button>'


def sell_back_question(view: dict[str, Any], code: str) -> str:
    """What the table asks before `code` sells a loaded ship back to the Bank, saying what is
    lost (rulebook: "Nothing is paid for any goods on board the ship"); "" for any other step,
    an empty ship's sale too, which loses nothing."""
    head, _, number = code.partition(":")
    ship = ships_by_id(view).get(int(number)) if head == "sellship" and number.isdigit() else None
    if ship is None or not ship["cargo"]:
        return ""
    cargo = ship["cargo"]
    cost = f", bought for {ship['paid']} ducats," if ship["paid"] else ""
    return (
        f"Sell {ship['name']} back to the Bank with its cargo of {cargo}? The {cargo}{cost} is"
        f" lost with the ship: the Bank pays {SHIP_RESALE} ducats for the ship alone."
    )


def _asks(view: dict[str, Any], code: str) -> str:
    """The attribute that makes the table ask before `code` (web/app.py), or ""."""
    question = sell_back_question(view, code)
    return f' data-confirm="{esc(question)}"' if question else ""


def _ship_here(
    view: dict[str, Any], ui: UI, acts: dict[str, str], city: str, ship: dict[str, Any]
) -> str:
    """One of the player's ships in the harbour: its sale, or why it buys or sells nothing."""
    sid, name = ship["id"], ship["name"]
    cargo = ship["cargo"]
    parts = []
    if f"sell:{sid}" in acts:
        # A sale first, above the list, and primary: the step the voyage was for.
        sale = _button(f"sell:{sid}", acts[f"sell:{sid}"], acts)
        parts.append(
            sale.replace('<button type="button"', '<button type="button" class="act primary"', 1)
        )
    elif cargo and not goods.can_sell(city, cargo):
        parts.append(
            f"{esc(name)} carries {esc(cargo)} (one cargo per ship), which this harbour does not"
            " buy."
        )
    elif cargo and ship["travelled"] < MIN_TRAVEL:
        parts.append(
            f"{esc(name)}'s cargo of {esc(cargo)} (one cargo per ship) has sailed"
            f" {spaces(ship['travelled'])}: a good is sold after {MIN_TRAVEL} or more."
        )
    if ship["privateer"]:
        parts.append(f"{esc(name)} is a privateer: it carries no cargo.")
    elif cargo and f"sell:{sid}" in acts:
        parts.append(f"{esc(name)} carries {esc(cargo)}: one cargo per ship.")
    elif not cargo and not any(c.startswith(f"buy:{sid}:") for c in acts):
        parts.append(f"{esc(name)}: {view['cash'][ship['owner']]} ducats buy nothing here.")
    crossing = (f"send:{sid}", *(c for c in acts if c.startswith(f"collect:{sid}:")))
    for code in crossing:
        if code in acts:
            parts.append(_button(code, acts[code], acts))
    # Also on the ship's card; here in short words (the full label is the button's name).
    refits = {
        f"arm:{sid}": "Privateer",
        f"disarm:{sid}": "Merchant",
        f"sellship:{sid}": "Sell back",
    }
    for code, word in refits.items():
        if code in acts:
            price = re.search(r"\d+ ducats", acts[code])
            label = f"{word} ({price.group(0)})" if price else word
            parts.append(_button(code, label, acts, _asks(view, code)))
    if parts and parts[0].startswith("<button"):
        parts.insert(0, f"<strong>{esc(name)}:</strong>")
    return f'<p class="fd-here">{" ".join(parts)}</p>' if parts else ""


def _fort(
    view: dict[str, Any], acts: dict[str, str], city: str, ships: list[dict[str, Any]]
) -> str:
    code = f"fort:{city}"
    if code in acts:
        return f"<p>No fortress. {_button(code, acts[code], acts)}</p>"
    if not ships:
        return "<p>No fortress: one of your ships in port may build one (100 ducats).</p>"
    cash = view["cash"][view["current"]]
    if cash < FORT_PRICE:
        return f"<p>No fortress: one costs {FORT_PRICE} ducats; you have {cash}.</p>"
    return "<p>No fortress: you own six already, the most a company may.</p>"


def _players(view: dict[str, Any], ui: UI, closed: str = "") -> str:
    """The companies' figures in the order of play (the first to choose a home port begins,
    then round the table in seat order), and under them "Buy a ship" when it is closed, with
    why (here, not in the phone's bar, which must leave the map's lit spaces in view)."""
    rows = []
    order = view["order"] or list(range(view["players"]))
    for turn, seat in enumerate(order, 1):
        ships = [s for s in view["ships"] if s["owner"] == seat]
        forts = [SPACES[HARBOUR_SPACES[c][0]].name for c, o in view["forts"].items() if o == seat]
        home = SPACES[view["home"][seat]].name if view["home"][seat] else "—"
        now = ' class="fd-now"' if view["current"] == seat else ""
        reefs = ", ".join(view["known"][seat]) or "—"
        rows.append(
            f"<tr{now}><td>{turn if view['order'] else '—'}</td>"
            f"<td>{swatch(COLOURS[seat % 4], 'dot')}"
            f" {named(f'@{seat}', ui.names)}</td><td>{view['fortune'][seat]}</td>"
            f"<td>{view['cash'][seat]}</td><td>{len(ships)}</td><td>{esc(home)}</td>"
            f"<td>{esc(', '.join(forts)) or '—'}</td><td>{esc(reefs)}</td></tr>"
        )
    return (
        '<div class="fd-box"><h3>Companies, in the order of play</h3><div class="fd-scroll">'
        # The fortune beside the name: a phone's narrow table cut it off at the right edge.
        '<table class="fd-players"><tr><th>Turn</th><th>Player</th><th>Fortune</th>'
        "<th>Cash</th><th>Ships</th><th>Home</th><th>Fortresses</th><th>Reefs known</th>"
        f"</tr>{''.join(rows)}</table></div>{closed}</div>"
    )


def _chosen_ship(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> int | None:
    """The selected ship; with none selected, the first of the player's ships that can sail,
    so that after the roll the map shows where a ship can go."""
    selected = ui.selected or ""
    ships = ships_by_id(view)
    aim = aimed(selected)
    if aim:
        return aim[0] if aim[0] in ships else None
    if selected.startswith("ship:") and selected[5:].isdigit():
        return int(selected[5:]) if int(selected[5:]) in ships else None
    if selected:
        return None
    return first_sailer(acts, view)


def _next_ship_said(view: dict[str, Any], acts: dict[str, str], chosen: int | None) -> str:
    """When the ship that sailed last has no spaces left and another is lit by itself, the
    words that say so (the selection moved on without a word before)."""
    ships = ships_by_id(view)
    last = last_sailer(view)
    if last is None or chosen is None or last == chosen or last not in ships:
        return ""
    if ships[last]["owner"] != view["current"] or ships[chosen]["owner"] != view["current"]:
        return ""
    said = tr(
        "{done} has no spaces left this turn: {ship} is selected, its places lit.",
        done=ships[last]["name"],
        ship=ships[chosen]["name"],
    )
    return f'<p class="fd-next-ship" role="status">{esc(said)}</p>'


def decision(view: dict[str, Any], ui: UI) -> str:
    """The decision panel: the talks and the next step (`fuldrigger_talks`), and where the
    selected ship's cargo sells, in view beside the map on a laptop (issue 29: in its card it
    sat below the fold; a phone's bar leaves it to the card)."""
    acts = labels(view)
    chosen, _, on_map = _on_map(view, ui, acts)
    ship = ships_by_id(view).get(chosen) if chosen is not None else None
    if ship is None or ship["owner"] != view["current"] or view["deal"] or view["capture"]:
        return talks(view, ui)
    moved_on = _next_ship_said(view, acts, chosen) if split_selected(ui.selected)[0] is None else ""
    market = folded_market(view, ship, current_view(view, on_map), True)
    side = f'<div class="fd-side-market">{market}</div>' if market else ""
    return moved_on + talks(view, ui) + side


def keep_selected(view: dict[str, Any], key: str, code: str) -> bool:
    """A harbour's price list stays open after a trade there while there is more to do in it
    (loading three ships took three openings; issue 29)."""
    what = key.partition("@")[0]
    if not what.startswith("city:") or code.split(":")[0] not in (*HARBOUR_ACTIONS, "fort"):
        return False
    city = what[5:]
    ships = ships_by_id(view)
    for found in (a["code"] for a in view.get("actions", [])):
        head, _, rest = found.partition(":")
        if found == f"fort:{city}":
            return True
        ship = ships.get(int(n)) if (n := rest.partition(":")[0]).isdigit() else None
        if head in HARBOUR_ACTIONS and ship and SPACES[ship["at"]].city == city:
            return True
    return False


def _on_map(
    view: dict[str, Any], ui: UI, acts: dict[str, str]
) -> tuple[int | None, str, str | None]:
    """The ship chosen, what is selected ("ship:N" for it) and the map's selection with its
    view ("ship:N@LON,LAT,SPAN"): a map view alone ("view:…", kept after a move) chooses no
    ship, so after the roll the first that can sail is lit where the map stands."""
    what, look = split_selected(ui.selected)
    called = port_of_call(view, acts) if what is None else None
    if called:  # the ship come in stays chosen, the map on it (issue 29: it jumped away)
        at = ships_by_id(view)[called[1]]["at"]
        what, look = split_selected(kept(f"ship:{called[1]}", at, current_view(view, look)))
    chosen = _chosen_ship(view, UI(ui.names, ui.seat, what, ui.extra), acts)
    selected = f"ship:{chosen}" if chosen is not None else what or look or ""
    if aimed(what) and chosen is not None:
        selected = what or ""  # a sail previewed: its way drawn, its place aimed at
    on_map = selected or None
    if look and selected and not selected.startswith("view:"):
        on_map = f"{selected}@{look.removeprefix('view:')}"
    return chosen, selected, on_map


def held_view(view: dict[str, Any], key: str | None) -> str | None:
    """The map's view as drawn for selection `key`, kept after a move (web/session.py): a buy,
    a sale or the roll left the map where the player had it (it re-centred after each one and
    the player lost their place; issue 29)."""
    lon, lat, span = current_view(view, _on_map(view, UI([], None, key), labels(view))[2])
    return f"view:{lon:.2f},{lat:.2f},{span:.2f}"


def render(view: dict[str, Any], ui: UI) -> str:
    """The whole board area for one view of a Fuldrigger game."""
    acts = labels(view)
    what, look = split_selected(ui.selected)
    chosen, selected, on_map = _on_map(view, ui, acts)
    lit = chosen is not None and any(c.startswith(f"sail:{chosen}:") for c in acts)
    ui = UI(ui.names, ui.seat, what or look, ui.extra)  # the map's view apart, as before it
    shown = UI(ui.names, ui.seat, selected or None, ui.extra)
    looked = UI(ui.names, ui.seat, on_map, ui.extra)
    ships = ships_by_id(view)
    cards = []
    city = what[5:] if what and what.startswith("city:") else None
    called = port_of_call(view, acts) if what is None else None
    city = called[0] if called else city
    mine = [s for s in view["ships"] if acts and s["owner"] == view["current"]]
    if chosen is not None and ships[chosen] not in mine:
        mine.insert(0, ships[chosen])
    beside = None
    tab = ""
    if city in goods.PRICES:
        sailer = chosen if chosen is not None else first_sailer(acts, view)
        # Closing keeps the map where it is (it jumped, and the next click hit land).
        lon, lat, span = current_view(view, on_map)
        here = f"{lon:.2f},{lat:.2f},{span:.2f}"
        close = f"ship:{sailer}@{here}" if sailer is not None else f"view:{here}"
        body = _harbour(view, ui, acts, city, close, chosen)
        name = SPACES[HARBOUR_SPACES[city][0]].name
        beside = (city, body, f"{name}: price list")
        if what is None and lit:  # opened by itself over the places the map lights
            tab = kept(f"city:{city}", HARBOUR_SPACES[city][0], current_view(view, on_map))
    for ship in mine:
        cards.append(
            _ship_card(
                view,
                UI(ui.names, ui.seat, ui.selected, ui.extra),
                acts,
                ship,
                ship["id"] == chosen,
                current_view(view, on_map),
            )
        )
    cards.append(_players(view, shown, _ship_closed(view, acts)))
    key = legend(view, ui.names)
    found = ship_outlets(view, ships[chosen]) if chosen is not None else []
    way = (ships[chosen]["at"], found) if found and chosen is not None else None
    drawn = draw_map(view, looked, acts, beside, way, tab)
    return (
        f'<div class="fd" data-selected="{esc(selected)}">'
        f"{top(view, shown)}{drawn}{key}"
        f'<div class="fd-cols">{"".join(c for c in cards if c)}</div>'
        f"{_placed(acts, chosen, drawn)}</div>"
    )


def _ship_closed(view: dict[str, Any], acts: dict[str, str]) -> str:
    """In the player's turn, "Buy a ship" when it is not open: shown closed with its reason
    (a click tells it again) instead of vanishing below 100 ducats or at six ships; the open
    one stands in the decision panel."""
    if "ship" in acts or "end" not in acts:
        return ""
    seat = view["current"]
    if sum(ship["owner"] == seat for ship in view["ships"]) >= FuldriggerState.LIMIT:
        why = "A player may not own more than six ships."
    elif view["cash"][seat] < SHIP_PRICE:
        why = f"A ship costs {SHIP_PRICE} ducats; you have {view['cash'][seat]}."
    else:
        return ""
    return (
        '<p class="closed-why fd-closed"><button type="button" class="act refused"'
        ' data-action="ship" data-refused="" aria-disabled="true" aria-describedby="fd-why-ship">'
        f'Buy a ship ({SHIP_PRICE} ducats)</button> <span id="fd-why-ship">{esc(why)}</span></p>'
    )


# The expected next step of each phase: choose a home port, roll, answer or propose a deal.
_NEXT_STEPS = ("roll", "trade:propose", "trade:accept")


def roles(view: dict[str, Any], ui: UI) -> dict[str, Role]:
    """Roll first and primary; ending the turn and proposing the end set apart, and asked again
    when the turn would end with the dice not thrown or a ship that could still sail somewhere
    of use (a headwind taking the rest of its move is none: `wind_bound`); a loaded ship's sale
    back to the Bank asked too (its cargo is lost)."""
    acts = labels(view)
    found = {code: Role(MAIN) for code in acts if code in _NEXT_STEPS or code.startswith("home:")}
    if "end" in acts:
        ask = ""
        if "roll" in acts:
            ask = "End your turn without rolling? Your ships stay where they are this round."
        elif any(
            c.startswith("sail:") and not wind_bound(view, int(c.split(":")[1])) for c in acts
        ):
            ask = "End your turn? Your ships could still sail this turn."
        # Rolled, every ship sailed: ending the turn is the next step.
        done = view["rolled"] and not ask and not view["deal"] and not view["capture"]
        found["end"] = Role(MAIN if done else END, ask)
    for code in acts:
        if question := sell_back_question(view, code):
            found[code] = Role("", question)
    if "endgame" in acts:
        found["endgame"] = Role(
            END,
            "Propose to end the game now? Every player is asked; if all agree, the fortunes are"
            " counted.",
        )
    return found
