"""The trade table: two columns, what each side gives (deeds to tick, kept cards, cash typed),
the rulebook's objections shown as they arise, and propose; the partner accepts, refuses, or
changes the terms and sends them back, until one side accepts or drops it.
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import tr

from ..common import action_button, amount_field, esc, named
from .board import money
from .theme import Theme


def _tick(code: str, label: str, ticked: bool, acts: dict[str, str], built: bool = False) -> str:
    """A deed or card to put in the trade or take out (a checkbox that applies its action); one
    that cannot go in says why when it is the rule of its set's buildings."""
    state = "true" if ticked else "false"
    if code in acts:
        return (
            f'<li><button type="button" role="checkbox" aria-checked="{state}" class="tick"'
            f' data-action="{esc(code)}" aria-label="{esc(acts[code])}">'
            f'<span class="box" aria-hidden="true">{"☑" if ticked else "☐"}</span> {esc(label)}'
            "</button></li>"
        )
    why = f' <span class="why">({esc(tr("buildings in its set"))})</span>' if built else ""
    mark = "☑" if ticked else "☐"
    box = f'<span class="box" aria-hidden="true">{mark}</span>'
    return f'<li class="tick off">{box} {esc(label)}{why}</li>'


def _column(
    theme: Theme,
    view: dict[str, Any],
    giver: int,
    verb: str,
    deeds: list[int],
    cards: list[str],
    acts: dict[str, str],
    composing: bool,
) -> str:
    """The deeds and cards `giver` gives: when composing, all they could give, ticked or not."""
    items = []
    if composing:
        owned = [i for i in range(len(theme.spaces)) if view["owner"][i] == giver]
        members = theme.rules.members
        for index in owned:
            built = any(view["level"][i] for i in members[index])
            code = f"trade:{verb}:{index}"
            items.append(_tick(code, theme.spaces[index].name, index in deeds, acts, built))
        for card in view["held"][giver]:
            items.append(
                _tick(f"trade:{verb}:{card}", tr("card {card}", card=card), card in cards, acts)
            )
    else:
        items = [f"<li>{esc(theme.spaces[i].name)}</li>" for i in sorted(deeds)]
        items += [f"<li>{esc(tr('card {card}', card=c))}</li>" for c in sorted(cards)]
    return "".join(items) or f'<li class="none">{esc(tr("no deed"))}</li>'


def trade_box(theme: Theme, view: dict[str, Any], acts: dict[str, str], names: list[str]) -> str:
    trade = view.get("trade")
    if not trade:
        return ""
    me = trade["turn"]
    other = trade["b"] if me == trade["a"] else trade["a"]
    mine_first = me == trade["a"]
    give, take = (trade["give"], trade["take"]) if mine_first else (trade["take"], trade["give"])
    give_cards, take_cards = (
        (trade["give_cards"], trade["take_cards"])
        if mine_first
        else (trade["take_cards"], trade["give_cards"])
    )
    pays = trade["cash"] if mine_first else -trade["cash"]
    composing = not trade["proposed"] and any(c.startswith("trade:") for c in acts)
    left = _column(theme, view, me, "give", give, give_cards, acts, composing)
    right = _column(theme, view, other, "take", take, take_cards, acts, composing)
    cash_mine = (
        f'<p class="cash-line">{esc(tr("Cash: {amount}", amount=money(theme, pays)))}</p>'
        if pays > 0
        else ""
    )
    cash_theirs = (
        f'<p class="cash-line">{esc(tr("Cash: {amount}", amount=money(theme, -pays)))}</p>'
        if pays < 0
        else ""
    )
    note = view["note"]
    controls = ""
    if composing:
        presets_pay = [(c, acts[c]) for c in acts if c.startswith("trade:cash:+")]
        presets_ask = [(c, acts[c]) for c in acts if c.startswith("trade:cash:-")]
        cash = amount_field(
            "trade:cash:+{}",
            tr("You pay"),
            tr("Set"),
            low=0,
            high=view["cash"][me],
            step=note,
            value=max(pays, 0),
            presets=presets_pay,
            names=names,
        ) + amount_field(
            "trade:cash:-{}",
            tr("You ask"),
            tr("Set"),
            low=0,
            high=view["cash"][other],
            step=note,
            value=max(-pays, 0),
            presets=presets_ask,
            names=names,
        )
        buttons = [action_button(c, acts[c], names) for c in ("trade:propose",) if c in acts]
        buttons += [
            action_button(c, tr("Drop this trade"), names, "quiet")
            for c in ("trade:cancel",)
            if c in acts
        ]
        buttons += [
            action_button(c, acts[c], names, "quiet") for c in ("trade:cash:0",) if c in acts
        ]
        controls = (
            f'<div class="trade-cash">{cash}</div><div class="trade-go">{"".join(buttons)}</div>'
        )
    else:
        answers = [
            (code, label)
            for code, label in (
                ("trade:accept", tr("Accept")),
                ("trade:counter", tr("Change the terms")),
                ("trade:refuse", tr("Refuse")),
            )
            if code in acts
        ]
        controls = (
            '<div class="trade-go">'
            + "".join(
                action_button(code, label, names, "act" if code == "trade:accept" else "quiet")
                for code, label in answers
            )
            + "</div>"
        )
    problem = view.get("trade_problem")
    objection = (
        f'<p class="objection" role="alert">{named(problem, names)}</p>'
        if problem and (composing or trade["proposed"])
        else ""
    )
    state = tr("proposed") if trade["proposed"] else tr("being put together")
    counters = (
        f"<p>{esc(tr('Counter-offers so far: {count}', count=trade['counters']))}</p>"
        if trade["counters"]
        else ""
    )
    return (
        f'<div class="estate-box trade" aria-live="polite">'
        f"<h3>{esc(tr('Trade'))} ({esc(state)})</h3>"
        f'<div class="trade-cols"><div><h4>{named(tr("{who} gives", who=f"@{me}"), names)}</h4>'
        f"<ul>{left}</ul>{cash_mine}</div>"
        f"<div><h4>{named(tr('{who} gives', who=f'@{other}'), names)}</h4><ul>{right}</ul>"
        f"{cash_theirs}</div></div>{counters}{objection}{controls}</div>"
    )
