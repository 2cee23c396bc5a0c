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

from typing import Any

from pygames.fuldrigger import goods, world
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES

from .common import UI, amount_field, esc, labels, named, svg_button, swatch
from .fuldrigger_map import (
    COLOUR_NAMES,
    COLOURS,
    draw_map,
    selector,
    ship_words,
    ships_by_id,
)
from .fuldrigger_story import chronicle as chronicle
from .fuldrigger_story import story as story

# --- the panels -------------------------------------------------------------------------------


def _die(value: int) -> str:
    return f'<span class="fd-die">{value}</span>'


def _top(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> str:
    names = ui.names
    now = view["current"]
    who = f"{swatch(COLOURS[now % 4], 'dot')} {named(f'@{now}', names)}" if now is not None else ""
    dice = "".join(_die(v) for v in view["dice"]) or "<span>not rolled</span>"
    if view["fair_winds"]:
        dice += f" <span>+{view['fair_winds']} fair winds</span>"
    roll = ""
    if "roll" in acts:
        roll = f'<button type="button" {svg_button("roll", acts["roll"])}>Roll the dice</button>'
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
        who = "<small>The highest roll chooses first: click a lit home port.</small>"
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
    buttons = [
        f'<button type="button" {svg_button(code, acts[code])}>'
        f"{named(acts[code], ui.names)}</button>"
        for code in codes
    ]
    sails = [c for c in acts if c.startswith(f"sail:{sid}:")]
    if sails and not chosen:
        attrs = selector(f"ship:{sid}", f"Show where {ship['name']} can sail")
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
        f"<p>{esc(ship_words(ship, ui.names))}{esc(left)}.</p>{hint}{''.join(buttons)}</div>"
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
            f'<button type="button" {svg_button(code, label)}>{esc(label)}</button>'
            for code, label in acts.items()
            if code.startswith("buy:") and code.endswith(f":{good}")
            and SPACES[ships_by_id(view)[int(code.split(":")[1])]["at"]].city == city
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
        extra = f'<button type="button" {svg_button(code, acts[code])}>{esc(acts[code])}</button>'
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
            f"<tr{now}><td>{swatch(COLOURS[seat % 4], 'dot')}"
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
            f'<button type="button" {svg_button(code, label)}>{esc(label)}</button>'
            for code, label in acts.items()
            if code.startswith("capture:")
        )
        return f'<div class="fd-box"><h3>The prize</h3>{buttons}</div>'
    a, b = named(f"@{deal['proposer']}", ui.names), named(f"@{deal['partner']}", ui.names)
    toggles = "".join(
        f'<button type="button" {svg_button(code, label)} aria-pressed='
        f'"{str(code[11:] in deal["give"] or code[11:] in deal["take"]).lower()}">'
        f"{esc(label)}</button>"
        for code, label in acts.items()
        if code.startswith(("trade:give:", "trade:take:"))
    )
    cash = deal["cash"]
    money = f"{a} pays {cash}" if cash > 0 else f"{b} pays {-cash}" if cash < 0 else "no money"
    fields = ""
    if any(code.startswith("trade:give:") for code in acts) or "trade:propose" in acts:
        fields = _cash_fields(view, ui, acts, deal)
    answers = "".join(
        f'<button type="button" {svg_button(code, acts[code])}>'
        f"{named(acts[code], ui.names)}</button>"
        for code in ("trade:propose", "trade:accept", "trade:refuse", "trade:cancel")
        if code in acts
    )
    return (
        f'<div class="fd-box"><h3>Talks between {a} and {b}</h3>'
        f"<p>{a} gives: {_items(view, deal['give'])}; {b} gives:"
        f" {_items(view, deal['take'])}; {money}.</p>{toggles}{fields}"
        f"<p>{answers}</p></div>"
    )


def _items(view: dict[str, Any], items: list[str]) -> str:
    """A deal's ships and fortresses by name ("s7": the ship's name, "fcanton": the fortress)."""
    ships = ships_by_id(view)
    names = [
        ships[int(item[1:])]["name"]
        if item[1:].isdigit() and int(item[1:]) in ships
        else f"the fortress in {SPACES[HARBOUR_SPACES[item[1:]][0]].name}"
        if item[1:] in HARBOUR_SPACES
        else item
        for item in items
    ]
    return esc(", ".join(names) or "nothing")


def _cash_fields(view: dict[str, Any], ui: UI, acts: dict[str, str], deal: dict[str, Any]) -> str:
    """The deal's money, typed (any whole number of ducats: "They agree the price
    themselves"); the round sums stay as shortcuts."""
    me, other, cash = deal["proposer"], deal["partner"], deal["cash"]
    fields = []
    for sign, label, payer, shown in (("+", "You pay", me, cash), ("-", "You ask", other, -cash)):
        presets = [(c, acts[c]) for c in acts if c.startswith(f"trade:cash:{sign}")]
        fields.append(
            amount_field(
                f"trade:cash:{sign}{{}}",
                label,
                "Set",
                low=0,
                high=view["cash"][payer],
                step=1,
                value=max(shown, 0),
                presets=presets,
                names=ui.names,
            )
        )
    code = "trade:cash:0"
    if code in acts:
        label = esc(acts[code])
        fields.append(f'<button type="button" {svg_button(code, acts[code])}>{label}</button>')
    return f'<div class="fd-cash">{"".join(fields)}</div>'


def _attacks(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> str:
    """The attacks open, one button for each choice of privateers (the attacker chooses which
    fight, at least as many as the targets); the map's marker attacks with all of them."""
    codes = sorted(
        (c for c in acts if c.startswith("attack:")),
        key=lambda c: (c.split(":")[1], c.split(":")[2], c.count(","), c),
    )
    if not codes:
        return ""
    buttons = "".join(
        f'<button type="button" {svg_button(code, acts[code])}>'
        f"{named(acts[code], ui.names)}</button>"
        for code in codes
    )
    return f'<div class="fd-box"><h3>Trade war: choose the privateers</h3>{buttons}</div>'


def _chosen_ship(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> int | None:
    """The selected ship; with none selected, the first of the player's ships that can sail,
    so that after the roll the map shows where a ship can go."""
    selected = ui.selected or ""
    ships = ships_by_id(view)
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
    ships = ships_by_id(view)
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
    cards.append(_attacks(view, shown, acts))
    cards.append(_deal(view, shown, acts))
    cards.append(_players(view, shown))
    legend = (
        "<p><small>Click a ship to see where it can sail, a harbour for its price list."
        f" Colours: {', '.join(COLOUR_NAMES[: view['players']])}; a black sail is a privateer,"
        " a square on the hull its cargo.</small></p>"
    )
    return (
        f'<div class="fd" data-selected="{esc(selected)}">'
        f"{_top(view, shown, acts)}{draw_map(view, shown, acts)}{legend}"
        f'<div class="fd-cols">{"".join(c for c in cards if c)}</div>'
        f"{_placed(acts, chosen)}</div>"
    )
