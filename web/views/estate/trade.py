"""The trade table: two columns, what each side gives (deeds to tick, kept cards, and
the cash each pays), the cash typed with who pays chosen beside it (applied with Propose:
no separate step to forget), and Propose, always in view at the foot of the decision
panel; the partner accepts, refuses, or changes the terms and sends them back, until one side
accepts or drops it. What is still missing is said plainly (a trade moves a deed or a card, and
each side gives something); a warning in red only when the offer breaks a rule.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pygames.core.i18n import N_, tr
from pygames.estate.rules import CITY

from ..common import action_button, amount_field, esc, named, plain_named
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
    cash: int = 0,
) -> str:
    """The deeds and cards `giver` gives: when composing, all they could give, ticked or not;
    in an offer, those it holds; then the cash they pay (`cash`): one side, one list. When
    composing, the cash is said by the field under the lists and the terms beside Propose (issue
    29: a third line of it, just above the field, read as a duplicate), unless nothing else is."""
    items = []
    if composing:
        owned = [i for i in range(len(theme.spaces)) if view["owner"][i] == giver]
        members = theme.rules.members
        for index in owned:
            built = any(view["level"][i] for i in members[index])
            code = f"trade:{verb}:{index}"
            items.append(_tick(code, theme.label(index), index in deeds, acts, built))
        for card in view["held"][giver]:
            items.append(_tick(f"trade:{verb}:{card}", card_name(theme, card), card in cards, acts))
    else:
        items = [f"<li>{esc(theme.label(i))}</li>" for i in sorted(deeds)]
        items += [f"<li>{esc(card_name(theme, c))}</li>" for c in sorted(cards)]
    if cash > 0 and not (composing and items):
        items.append(
            f'<li class="cash">{esc(tr("{amount} in cash", amount=money(theme, cash)))}</li>'
        )
    return "".join(items) or f'<li class="none">{esc(tr("nothing"))}</li>'


def _terms(theme: Theme, deeds: list[int], cards: list[str], cash: int) -> str:
    """One side's part of a trade in a line: its deeds, its cards and the cash it pays."""
    items = [theme.label(i) for i in sorted(deeds)]
    items += [card_name(theme, c) for c in sorted(cards)]
    if cash > 0:
        items.append(tr("{amount} in cash", amount=money(theme, cash)))
    return ", ".join(items) or tr("nothing")


# Why a sum is suggested (pygames/estate/trade.py `suggested_sums`, in its order).
WHY_SUMS = (
    N_("their mortgage value"),
    N_("their printed price"),
    N_("the price of their whole sets"),
)


def _sum_reasons(theme: Theme, view: dict[str, Any], trade: dict[str, Any]) -> dict[int, str]:
    """Each suggested sum of the trade and why (issue 29: fixed sums said nothing of the deeds),
    reckoned as the rules reckon them; the first reason of a sum found twice."""
    spaces = theme.spaces

    def worth(deeds: Iterable[int], part: str) -> int:
        return sum(int(getattr(spaces[i], part)) for i in deeds)

    take, give, note = trade["take"], trade["give"], view["note"]
    net = worth(take, "price") - worth(give, "price")
    sets = {j for i in (take if net >= 0 else give) for j in theme.rules.members[i]}
    sums = (
        abs(worth(take, "mortgage") - worth(give, "mortgage")) // note * note,
        abs(net) // note * note,
        worth(sets, "price"),
    )
    found: dict[int, str] = {}
    for amount, why in zip(sums, WHY_SUMS, strict=True):
        found.setdefault(amount, tr(why))
    return found


def summary(
    theme: Theme, gives: tuple[list[int], list[str], int], gets: tuple[list[int], list[str], int]
) -> str:
    """The terms as they stand, read before they are sent (issue 29: a counter-offer kept the
    bot's whole offer ticked and a reviewer gave away the deed they meant to keep)."""
    line = tr(
        "You give: {gives} · You get: {gets}",
        gives=_terms(theme, *gives),
        gets=_terms(theme, *gets),
    )
    return f'<p class="trade-terms" data-trade-terms="">{esc(line)}</p>'


def answer_box(theme: Theme, view: dict[str, Any], seat: int | None, names: list[str]) -> str:
    """How the viewer's last trade offer was answered, in their panel until they act again
    (issue 29: whether it was accepted or refused was only in the log)."""
    answer = view.get("answer")
    if not answer or seat is None or answer["proposer"] != seat:
        return ""
    who = f"@{answer['answerer']}"
    verdict = answer["verdict"]
    if verdict == "accepted":
        paid = answer["paid"]
        line = tr(
            "{who} accepted: you gave {gave}, you got {got}",
            who=who,
            gave=_terms(theme, answer["gave"], answer["gave_cards"], paid),
            got=_terms(theme, answer["got"], answer["got_cards"], -paid),
        )
    elif verdict == "refused":
        line = tr("{who} refused your offer", who=who)
    else:
        line = tr("{who} changed your terms, then dropped the trade", who=who)
    return (
        f'<p class="trade-answer {esc(verdict)}" data-trade-answer="{esc(verdict)}"'
        f' role="status">{named(line, names)}</p>'
    )


def holiday_note(view: dict[str, Any], seat: int, words: str) -> str:
    """Fortuna: any dealing ends a holiday (rulebook), an accepted trade or an auction won too;
    `words` said before the button that does it (issue 29: accepting, or bidding, gave up a
    holiday with no warning)."""
    holidays = view.get("holiday") or []
    if seat >= len(holidays) or not holidays[seat]:
        return ""
    return f'<p class="holiday-note" data-holiday-note="">{esc(words)}</p>'


def card_name(theme: Theme, card: str) -> str:
    """A card as a player reads it (its first sentence), never its code."""
    return tr("the card “{card}”", card=theme.rules.card(card).name)


def missing(view: dict[str, Any], trade: dict[str, Any]) -> str | None:
    """What a trade still lacks to be proposed at all (not a rule broken: a trade being put
    together), or None."""
    if view["purse"][trade["a"]] == view["purse"][trade["b"]]:
        return None  # partners may move a deed one way
    a_gives = trade["give"] or trade["give_cards"] or trade["cash"] > 0
    b_gives = trade["take"] or trade["take_cards"] or trade["cash"] < 0
    moved = trade["give"] or trade["take"] or trade["give_cards"] or trade["take_cards"]
    if not (a_gives or b_gives):
        return tr("Tick what each side gives, and set the cash.")
    if not moved:
        return tr("A trade moves at least one deed or card: cash alone would be a loan.")
    if not a_gives or not b_gives:
        return tr(
            "{who} gives nothing yet: each side gives something (a deed, a card or the cash"
            " typed above).",
            who=f"@{trade['b'] if a_gives else trade['a']}",
        )
    return None


def _sides(gives: int, gets: int) -> str:
    """Tabs for a phone's sheet, held at its top with the cash: each shows one side's list, with
    how many of its deeds and cards are ticked (review 13: the other side's list stood below
    the fold); layout.mjs keeps the choice from redraw to redraw, estate.css hides the other."""
    return (
        '<div class="trade-sides" role="tablist">'
        + "".join(
            f'<button type="button" role="tab" data-trade-side="{side}"'
            f' aria-selected="{"true" if side == "give" else "false"}">{esc(words)}'
            f' <span class="side-count">{count}</span></button>'
            for side, words, count in (
                ("give", tr("You give"), gives),
                ("take", tr("You get"), gets),
            )
        )
        + "</div>"
    )


def refused(code: str, label: str, why: str, names: list[str]) -> str:
    """A step not open now, drawn where it would be, saying why (`why`, shown beside it too);
    a click tells the reason again (`data-refused`)."""
    described = ' aria-describedby="trade-why"' if why else ""
    return (
        f'<button type="button" class="act refused" data-action="{esc(code)}" data-refused=""'
        f' aria-disabled="true" title="{esc(plain_named(why, names))}"{described}>'
        f"{named(label, names)}</button>"
    )


def completes(
    theme: Theme, view: dict[str, Any], taker: int, deeds: list[int], names: list[str]
) -> str:
    """Each city set the deeds asked for would complete for `taker`, said with the offer
    (issue 29: a bot's offer for the deed it lacked read like any other)."""
    lines, seen = [], set()
    for index in deeds:
        members = theme.rules.members[index]
        if theme.spaces[index].kind != CITY or members in seen:
            continue
        seen.add(members)
        if all(view["owner"][i] == taker or i in deeds for i in members):
            whole = ", ".join(theme.label(i) for i in members)
            line = tr("It completes {who}'s set: {deeds}.", who=f"@{taker}", deeds=whole)
            lines.append(f'<p class="completes" data-completes="">{named(line, names)}</p>')
    return "".join(lines)


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
    left = _column(theme, view, me, "give", give, give_cards, acts, composing, pays)
    right = _column(theme, view, other, "take", take, take_cards, acts, composing, -pays)
    shared = view["purse"][me] == view["purse"][other]
    lacking = missing(view, trade)
    problem = view.get("trade_problem")
    why = ""  # (in a part of its own: it follows an amount typed, as the sides and Propose do)
    if lacking and not trade["proposed"]:
        why = f'<p class="hint" id="trade-why">{named(lacking, names)}</p>'
    elif problem:
        why = f'<p class="objection" id="trade-why" role="alert">{named(problem, names)}</p>'
    controls = ""
    if composing:
        note = view["note"]
        field = ""
        if not shared:
            # No "Set": the amount typed goes with Propose (data-with-amount), or with Enter.
            field = f'<strong class="cash-label">{esc(tr("Cash"))}</strong>' + amount_field(
                "trade:cash:-{}" if pays < 0 else "trade:cash:+{}",
                tr("Cash"),
                "",
                low=0,
                high=max(view["cash"][me], view["cash"][other]),
                step=note,
                value=abs(pays) if pays else None,
                names=names,
                choices=(
                    tr("Who pays"),
                    (
                        ("trade:cash:+{}", tr("{payer} pays", payer=f"@{me}")),
                        ("trade:cash:-{}", tr("{payer} pays", payer=f"@{other}")),
                    ),
                ),
            )
        reasons = _sum_reasons(theme, view, trade)
        presets = [
            action_button(c, f"{acts[c]}: {reasons.get(abs(int(c[11:])), '')}", names, "preset")
            for c in acts
            if c.startswith(("trade:cash:+", "trade:cash:-"))
        ]
        quick = (
            f'<details class="quick-sums"><summary>{esc(tr("Suggested sums"))}</summary>'
            f'<div class="presets">{"".join(presets)}</div></details>'
            if presets
            else ""
        )
        # The terms are the columns and the field above: the button says only what it does
        # (its label from the rules would leave out an amount typed and not yet applied).
        propose = (
            action_button("trade:propose", tr("Propose the trade"), names, "act primary")
            if "trade:propose" in acts
            else refused("trade:propose", tr("Propose the trade"), lacking or problem or "", names)
        )
        # A cash amount typed but not set goes with the proposal: it is never lost.
        propose = propose.replace("<button ", '<button data-with-amount=".trade" ', 1)
        drop = (
            action_button("trade:cancel", tr("Drop this trade"), names, "act secondary")
            if "trade:cancel" in acts
            else ""
        )
        clear = ""
        if "trade:cash:0" in acts:
            clear = action_button("trade:cash:0", tr("No cash"), names, "quiet small")
        # What a typed amount changes is redrawn as it is typed (web/app.py, `follow_amount`):
        # the sides, what the trade lacks and Propose, each a part apart from the field.
        # The suggested sums open in the footer, above Propose and Drop (issue 29: opened above
        # it, the list ran under them).
        # The terms in a line beside Propose, redrawn with it as an amount is typed.
        terms = summary(theme, (give, give_cards, pays), (take, take_cards, -pays))
        holiday = holiday_note(view, me, tr("If it is accepted, this trade ends your holiday."))
        controls = (
            f'<div class="trade-cash">{field}{clear}'
            f"{_sides(len(give) + len(give_cards), len(take) + len(take_cards))}</div>"
            f'<div data-follows-amount="why">{why}</div>'
            f'<div class="trade-foot">{quick}'
            f'<div class="trade-go" data-follows-amount="go">{terms}{holiday}{propose}{drop}</div>'
            "</div>"
        )
    else:
        answers = []
        if "trade:accept" in acts:
            answers.append(action_button("trade:accept", tr("Accept"), names, "act primary"))
        elif trade["proposed"] and "trade:refuse" in acts:
            answers.append(refused("trade:accept", tr("Accept"), problem or "", names))
        for code, label in (
            ("trade:counter", tr("Change the terms")),
            ("trade:refuse", tr("Refuse")),
        ):
            if code in acts:
                answers.append(action_button(code, label, names, "act secondary"))
        holiday = (
            holiday_note(view, me, tr("Accepting ends your holiday."))
            if "trade:accept" in acts
            else ""
        )
        controls = (
            f'{why}<div class="trade-go">{holiday}{"".join(answers)}</div>' if answers else why
        )
    if trade["proposed"]:
        heading = named(tr("{who} offers a trade", who=f"@{other}"), names)
    else:
        heading = named(tr("Trade with {who}", who=f"@{other}"), names)
    wanted = completes(theme, view, other, give, names) if trade["proposed"] else ""
    counters = (
        f'<p class="counters">{esc(tr("Counter-offers so far: {count}", count=trade["counters"]))}'
        "</p>"
        if trade["counters"]
        else ""
    )
    return (
        f'<div class="estate-box trade" data-home-after="" aria-live="polite">'
        f"<h3><span>{heading}</span></h3>"  # one flex item: no gap inside "(Gracz 2)"
        f'<div class="trade-cols"><div><h4>{named(tr("{who} gives", who=f"@{me}"), names)}</h4>'
        f'<ul data-follows-amount="give">{left}</ul></div>'
        f"<div><h4>{named(tr('{who} gives', who=f'@{other}'), names)}</h4>"
        f'<ul data-follows-amount="take">{right}</ul></div></div>{counters}{wanted}{controls}</div>'
    )
