"""Fuldrigger's decision panel (a phone's bar): what has no place on the map. The talks of a
deal (ships, fortresses and money at any price the two agree), its answer, the choice of
privateers for an attack (the attacker chooses which fight) and the prize of a victory."""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import tr
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES
from pygames.fuldrigger.state import FORT_PRICE, SHIP_PRICE
from pygames.fuldrigger.talks import PEACE_ROUNDS

from .common import (
    UI,
    action_button,
    amount_field,
    esc,
    labels,
    named,
    plain_named,
    svg_button,
)
from .fuldrigger_aim import aimed, preview
from .fuldrigger_geometry import (
    first_sailer,
    kept,
    ships_by_id,
    split_selected,
    viewport,
    wind_bound,
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
    toggles = f'<div class="fd-items">{toggles}</div>' if toggles else ""
    cash = deal["cash"]
    money = f"{a} pays {cash}" if cash > 0 else f"{b} pays {-cash}" if cash < 0 else "no money"
    fields = ""
    if any(code.startswith("trade:give:") for code in acts) or "trade:propose" in acts:
        fields = _cash_fields(view, ui, acts, deal)
    # Propose (or Accept) is the expected step: primary, in the foot that stays in view.
    answers = "".join(
        action_button(code, acts[code], ui.names, f"act {kind}")
        for code, kind in (
            ("trade:propose", "primary"),
            ("trade:accept", "primary"),
            ("trade:refuse", "secondary"),
            ("trade:cancel", "secondary"),
        )
        if code in acts
    )
    return (
        f'<div class="fd-box fd-talks"><h3>Talks between {a} and {b}</h3>'
        f"<p>{a} gives: {_items(view, deal['give'])}; {b} gives:"
        f" {_items(view, deal['take'])}; {money}.</p>{_peace(deal)}{_value(view, ui, deal)}"
        f"{toggles}{fields}"
        f'<div class="trade-go">{answers}</div></div>'
    )


def _peace(deal: dict[str, Any]) -> str:
    """What a deal buys beyond its goods: peace, as the bots keep it (issue 29: "Ann pays 25
    ducats" alone said nothing of why). The rules call money ceded after a trade war a peace
    settlement and bind no one to it; a bot's privateers spare the other side a while."""
    said = tr(
        "Once accepted, the deal is a peace: a bot's privateers leave the other side's ships"
        " alone for {rounds} rounds (the rules themselves bind no one to it).",
        rounds=PEACE_ROUNDS,
    )
    if not deal["give"] and not deal["take"] and deal["cash"]:
        said = tr("A peace settlement: money alone changes hands.") + " " + said
    elif not deal["give"] and not deal["take"]:
        said = tr("Peace alone: nothing changes hands.") + " " + said
    return f'<p class="fd-peace">{esc(said)}</p>'


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


def _worth(view: dict[str, Any], items: list[str]) -> tuple[int, list[str]]:
    """What `items` count in a fortune (a ship 100, its cargo what it cost, a fortress 100),
    and the parts in words."""
    ships = ships_by_id(view)
    total, parts = 0, []
    for item in items:
        ship = ships.get(int(item[1:])) if item[1:].isdigit() else None
        if ship is not None:
            cargo = ship["paid"] if ship["cargo"] else 0
            total += SHIP_PRICE + cargo
            parts.append(tr("ship {value}", value=SHIP_PRICE))
            if cargo:
                parts.append(tr("{good} {value}", good=ship["cargo"], value=cargo))
        elif item[1:] in HARBOUR_SPACES:
            total += FORT_PRICE
            parts.append(tr("fortress {value}", value=FORT_PRICE))
    return total, parts


def _value(view: dict[str, Any], ui: UI, deal: dict[str, Any]) -> str:
    """What each side gives in fortune terms and the net change of each fortune, before the
    deal is proposed or answered (a ship with her sugar sold for 70 cost 60 of a fortune)."""
    give, given = _worth(view, deal["give"])
    take, taken = _worth(view, deal["take"])
    change = take - give - deal["cash"]  # the proposer's; the partner's is its opposite
    a, b = named(f"@{deal['proposer']}", ui.names), named(f"@{deal['partner']}", ui.names)
    said = tr(
        "In fortune terms: {a} gives {give} ({given}), {b} gives {take} ({taken}); with the money,"
        " {a}'s fortune changes by {change}, {b}'s by {other}.",
        a=a,
        b=b,
        give=give,
        given=esc(" + ".join(given) or "0"),
        take=take,
        taken=esc(" + ".join(taken) or "0"),
        change=f"{change:+d}",
        other=f"{-change:+d}",
    )
    return f'<p class="fd-worth">{said}</p>'


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


def decision(view: dict[str, Any], ui: UI) -> str:
    """What has no place on the map, in the decision panel (a phone's bar): the talks of a deal
    and its answer, the choice of privateers for an attack, the prize of a victory."""
    acts = labels(view)
    if not acts:
        return ""
    return (
        _answer(view, ui)
        + _next(view, ui, acts)
        + _attacks(view, ui, acts)
        + _deal(view, ui, acts)
        + _talks_row(view, ui, acts)
    )


def _talks_row(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> str:
    """Talks with each other company in one row, a short button each (issue 29: a line each in
    a phone's bar, at the map's cost); its full label, what a deal may hold, is read aloud."""
    codes = [code for code in acts if code.startswith("trade:with:")]
    if not codes or view["deal"]:
        return ""
    buttons = "".join(
        f'<button type="button" class="act secondary" {svg_button(code, plain)}>'
        f"{named(f'@{code[11:]}', ui.names)}</button>"
        for code in codes
        if (plain := plain_named(acts[code], ui.names))
    )
    said = tr("Talks (fortresses, ships, peace) with:")
    return f'<p class="fd-talks-row">{esc(said)} {buttons}</p>'


def _next(view: dict[str, Any], ui: UI, acts: dict[str, str]) -> str:
    """After the roll, the next step as the primary button: "Sail <ship>" (the ship selected,
    else the first that can sail), which frames where it can go; its sails are on the map."""
    if view["deal"] or view["capture"]:
        return ""
    every = sorted({int(code.split(":")[1]) for code in acts if code.startswith("sail:")})
    aim = aimed(ui.selected)
    selected, look = split_selected(ui.selected)
    at = look.removeprefix("view:") if look else ""
    if aim and aim[0] in every and (found := preview(view, acts, aim, at)):
        return found
    sailers = [sid for sid in every if not wind_bound(view, sid)]
    if not sailers:  # "End your turn" is the main button (fuldrigger.py `roles`): say why
        ships = ships_by_id(view)
        said = " ".join(
            tr(
                "{ship}: nothing in reach this turn but the headwind ahead.",
                ship=ships[sid]["name"],
            )
            for sid in every
        )
        return f'<p class="fd-next fd-stuck">{esc(said)}</p>' if said else ""
    selected = selected or ""
    chosen = int(selected[5:]) if selected[5:].isdigit() and selected[:5] == "ship:" else None
    if chosen not in sailers:  # the ship the map lights with none selected (fuldrigger.py)
        chosen = first_sailer(acts, view)
    ship = ships_by_id(view)[chosen if chosen in sailers else sailers[0]]
    more = len(sailers) - 1
    others = f" {more} more of your ships can sail." if more else ""
    label = f"Sail {ship['name']}"
    # The map stays where the player has it, unless the ship lies off it.
    key = f"ship:{ship['id']}"
    key = kept(key, ship["at"], viewport(view, look)) if look else key
    return (
        f'<p class="fd-next"><button type="button" class="act primary"'
        f' data-select="{esc(key)}"'
        f' aria-label="{esc(label)}: show where it can sail">'
        f"{esc(label)}</button> <small>then click a lit space on the map.{others}</small></p>"
    )


def _answer(view: dict[str, Any], ui: UI) -> str:
    """The partner's answer to a deal, as a moment in the decision panel (a phone's bar), not
    only a line in the log: accepted with its terms, or refused with the reason if one was
    given."""
    found = [e for e in view["events"] if e["kind"] == "deal"]
    if not found:
        return ""
    event = found[-1]
    who = named(f"@{event['partner']}", ui.names)
    if event["answer"] == "accept":
        head, body = f"{who} accepts the deal", f"Done: {named(event['terms'], ui.names)}."
    else:
        why = event["why"] or "no reason given"
        head, body = f"{who} refuses the deal", f"Why: {named(why, ui.names)}."
    kind = "fd-accepted" if event["answer"] == "accept" else "fd-refused"
    return f'<div class="fd-box fd-answer {kind}" role="status"><h3>{head}</h3><p>{body}</p></div>'
