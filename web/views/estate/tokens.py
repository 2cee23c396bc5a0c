"""Moving by tokens (Fortuna): the rack of a player's twelve tokens and the marks on the board
where each would land. Each token the mover may lay says where it lands and what landing there
means for them: the owner and the rent owed, "yours", the price of a deed for sale (and the cash
short of it: the Bank deals only before a token is laid), a tax, a card, Start's bonus passed
(issue 33: a player laid 12 blind and owed 6,000).
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, grouped, tr
from pygames.estate.rules import BANK, CHANCE, DETENTION, SEND_TO_DETENTION, START, TAX, UTILITY

from ..common import esc, named, plain_named, svg_button
from .board import MARK, OVERVIEW_SCALE, mark_place
from .board import money as whole_money
from .theme import Theme


def short_money(theme: Theme, amount: int) -> str:
    """An amount in few letters, for a phone's token chip ("800 d."; issue 29: "800 d…" was cut);
    its whole words are the chip's label."""
    if theme.rules.currency == "ducats":
        return tr("{amount} d.", amount=grouped(amount))
    return whole_money(theme, amount)


def landing(
    theme: Theme, view: dict[str, Any], seat: int, number: int, short: bool = False
) -> tuple[str, str]:
    """(the space token `number` takes `seat`'s pawn to, as a sentence names it ("Hotel
    Podlaski"), what landing there costs or gives them, its seats written `@N`), as the rules
    would settle it now; `short`: the space as the board labels it, its amounts in few letters."""
    money = short_money if short else whole_money
    count = len(theme.spaces)
    start = view["pos"][seat]
    space = theme.spaces[(start + number) % count]
    rules = theme.rules
    owner = view["owner"][space.index] if space.is_deed else BANK
    if space.is_deed and owner == BANK:
        what = tr("for sale: {price}", price=money(theme, space.price))
    elif owner == seat:
        what = tr("yours")
    elif space.is_deed and view["purse"][owner] == view["purse"][seat]:
        what = tr("owned by your partner {owner}: one purse, no rent", owner=f"@{owner}")
    elif space.is_deed and view["mortgaged"][space.index]:
        what = tr("mortgaged (owner: {owner}): no rent", owner=f"@{owner}")
    elif space.is_deed:
        rent = view["rent"][str(space.index)] * (number if space.kind == UTILITY else 1)
        what = tr("rent {amount} to {owner}", amount=money(theme, rent), owner=f"@{owner}")
    elif space.kind == START and rules.start_bonus_on_landing:
        what = tr("{amount} for stopping here", amount=money(theme, rules.start_bonus))
    elif space.kind == START:
        what = tr("no bonus for stopping here")
    elif space.kind == CHANCE:
        what = tr("draw a card")
    elif space.kind == TAX:
        what = tr("tax {amount}", amount=money(theme, space.amount))
    elif space.kind == DETENTION:
        what = tr("a visit only")
    elif space.kind == SEND_TO_DETENTION:
        what = tr("straight to {place}", place=theme.label(rules.detention_space))
    else:
        said = theme.extra.get(f"short:lands:{space.kind}") if short else None
        what = tr(said or theme.extra.get(f"lands:{space.kind}") or N_("nothing happens"))
    if 0 < space.index < start:  # round the board past Start, not stopping on it
        # (short on a phone's token: a line less under each of twelve, the board keeps half)
        words = N_("Start: +{amount}") if short else N_("{amount} for passing Start")
        bonus = tr(words, amount=money(theme, rules.start_bonus))
        what = f"{what}; {bonus}"
    lacking = shortfall(theme, view, seat, number)
    if lacking and not short:  # said before, not after, laying (the chip says it apart)
        what += "; " + tr("too little cash: {amount} short", amount=money(theme, lacking))
    return (theme.label if short else theme.called)(space.index), what


def shortfall(theme: Theme, view: dict[str, Any], seat: int, number: int) -> int:
    """How much cash `seat` lacks to buy the deed for sale token `number` lands on (Start's
    bonus passed on the way counted); 0 if none is for sale there or the cash is enough."""
    count = len(theme.spaces)
    start = view["pos"][seat]
    space = theme.spaces[(start + number) % count]
    if not space.is_deed or view["owner"][space.index] != BANK:
        return 0
    cash: int = view["cash"][seat]
    if 0 < space.index < start:
        cash += theme.rules.start_bonus
    lacking: int = space.price - cash
    return max(lacking, 0)


def _said(space: str, what: str, number: int, names: list[str]) -> str:
    """A token's whole words, as a screen reader and a tooltip say them."""
    lands = tr("Token {number} lands on {space}", number=number, space=space)
    return plain_named(f"{lands} ({what})", names)


def tokens_rack(
    theme: Theme, view: dict[str, Any], seat: int, acts: dict[str, str], names: list[str]
) -> str:
    """The player's twelve tokens face up; the spent ones grey; the mover's are buttons, each
    naming the space it lands on and what landing there means (shown on a phone, where the
    board cannot show every token's mark at once)."""
    left = set(view["tokens"][seat])
    out = []
    dear = False
    for number in range(1, 13):
        code = f"token:{number}"
        if code in acts and seat == view["to_move"]:
            label = _said(*landing(theme, view, seat, number), number, names)
            space, what = landing(theme, view, seat, number, short=True)
            # What one lacks for the deed there, in words on the chip at every size (issue 29:
            # only a tooltip said it, and the buy was lost once the token was laid).
            lacking = shortfall(theme, view, seat, number)
            dear = dear or bool(lacking)
            lack = ""
            if lacking:
                said = tr("{amount} short", amount=short_money(theme, lacking))
                lack = f'<span class="lack">{esc(said)}</span>'
            out.append(
                f'<button type="button" class="token" data-action="{code}"'
                f' aria-label="{esc(label)}" title="{esc(label)}"><span class="number">{number}'
                f'</span><span class="where"><span class="lands">{esc(space)}</span>'
                f'<span class="landing">{named(what, names)}</span></span>{lack}</button>'
            )
        else:
            cls = "token" if number in left else "token spent"
            out.append(f'<span class="{cls}">{number}</span>')
    label = tr("Tokens")
    rack = f'<div class="tokens" role="group" aria-label="{esc(label)}">{"".join(out)}</div>'
    if any(code.startswith("token:") for code in acts):
        rack += others_tokens(view, seat, names)
    if dear and any(code.startswith("mortgage:") for code in acts):
        rack += (
            '<p class="token-short" data-token-short="">'
            + esc(
                tr(
                    "Short of cash for a deed? Mortgage one first ({m} in your panel): the Bank"
                    " deals only before a token is laid.",
                    m=tr("M"),
                )
            )
            + "</p>"
        )
    return rack


def others_tokens(view: dict[str, Any], seat: int, names: list[str]) -> str:
    """Each opponent's tokens left, never split over two lines, beside one's choice (a fresh
    review: on a phone one opened Players to see what the others could still lay); a laptop's
    panels show their racks beside it."""
    lines = [
        "<li>"
        + named(tr("{who}: {tokens}", who=f"@{other}", tokens=" ".join(map(str, left))), names)
        + "</li>"
        for other, left in enumerate(view["tokens"])
        if other != seat and view["active"][other]
    ]
    label = esc(tr("Tokens the others have left"))
    return (
        f'<ul class="others-tokens" data-others-tokens="" aria-label="{label}">{"".join(lines)}'
        + "</ul>"
    )


def token_marks(theme: Theme, view: dict[str, Any], acts: dict[str, str], names: list[str]) -> str:
    """Where each of the mover's tokens would land, marked inside the board beside that space
    (never over its name, price or pawns), saying what landing there means; a click on a mark
    lays that token (the board is the interface)."""
    seat = view.get("to_move")
    tokens = view.get("tokens")
    if seat is None or not tokens or view["phase"] != "turn" or view["detained"][seat]:
        return ""
    if (view.get("holiday") or [False] * (seat + 1))[seat]:  # no token to lay (issue 29)
        return ""
    count = len(theme.spaces)
    start = view["pos"][seat]
    colour = theme.pawns[seat % 6]
    lines, marks = [], []
    for number in tokens[seat]:
        code = f"token:{number}"
        cx, cy, ex, ey = mark_place(theme, (start + number) % count)
        wx, wy, _, _ = mark_place(theme, (start + number) % count, overview=True)
        title = _said(*landing(theme, view, seat, number), number, names)
        attrs = svg_button(code, title) if code in acts else f'aria-label="{esc(title)}"'
        # The lines first, under every mark: a line never crosses a mark drawn over it.
        lines.append(
            f'<line x1="{cx:.1f}" y1="{cy:.1f}" x2="{ex:.1f}" y2="{ey:.1f}" stroke="{colour}"'
            ' stroke-width="4" stroke-dasharray="6 4"/>'
        )
        marks.append(
            f'<g class="token-mark" {attrs}><title>{esc(title)}</title>'
            f'<g class="mark-body" style="--k: {OVERVIEW_SCALE};'
            f' --dx: {wx - cx:.0f}px; --dy: {wy - cy:.0f}px">'
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{MARK}" fill="#fffbe6"'
            f' stroke="{colour}" stroke-width="4"/>'
            f'<text x="{cx:.1f}" y="{cy + 7:.1f}" font-size="21" font-weight="bold"'
            f' text-anchor="middle">{number}</text></g></g>'
        )
    if not marks:
        return ""
    return f'<g class="token-lines" aria-hidden="true">{"".join(lines)}</g>{"".join(marks)}'
