"""A space's card, as the dialog a click on the board opens: for a deed, the printed title
deed (price, rents bare, on a whole set and with 1-4 houses and a hotel, house and hotel price,
mortgage value; railways, restaurants and utilities their tables), who owns it, its buildings
and mortgage, the rent it asks now, and the actions open on it; for any other space, what it
does.
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, Plural, tr
from pygames.estate.rules import (
    CHANCE,
    CITY,
    COUNTED,
    DETENTION,
    HOTEL,
    RAILWAY,
    RESTAURANT,
    SEND_TO_DETENTION,
    START,
    TAX,
    UTILITY,
)

from ..common import action_button, esc, named, swatch
from .board import WITH_HOUSES, houses, money, times_the_move
from .theme import Theme

DEED_VERBS = ("buy", "build", "sell", "mortgage", "unmortgage", "lift", "keep", "claim")

# A deed's rows by how many of its kind the owner has, said with the noun ("ma 2 dworce"; a bare
# "ma 2" said nothing). Eurobusiness's railways are lines, Fortuna's are stations.
OWNED = {
    RAILWAY: N_("The owner has {count} railway", "The owner has {count} railways"),
    RESTAURANT: N_("The owner has {count} restaurant", "The owner has {count} restaurants"),
    UTILITY: N_("The owner has {count} utility", "The owner has {count} utilities"),
}
STATIONS = N_("The owner has {count} station", "The owner has {count} stations")

# An offered deed's rent line opens with its kind's noun, as the case after "przy" needs it
# ("przy 1 restauracji"); the later counts go without it ("przy 2: 500"), issue 29.
WITH_ONE = {
    RAILWAY: N_("Rent with 1 railway: {figure}"),
    RESTAURANT: N_("Rent with 1 restaurant: {figure}"),
    UTILITY: N_("Rent with 1 utility: {figure}"),
}
WITH_ONE_STATION = N_("Rent with 1 station: {figure}")


def owned_words(theme: Theme, kind: str) -> Plural:
    """The row's words for a counted kind: a railway is a station where the game says so."""
    return (
        STATIONS if kind == RAILWAY and theme.extra.get("railways") == "stations" else OWNED[kind]
    )


def _row(label: str, value: str, strong: bool = False) -> str:
    cls = ' class="now"' if strong else ""
    return f'<tr{cls}><th scope="row">{esc(label)}</th><td>{esc(value)}</td></tr>'


def _figures(theme: Theme, view: dict[str, Any], index: int) -> str:
    """The deed's printed table, the line that applies now set in bold."""
    space = theme.spaces[index]
    rules = theme.rules
    owner = view["owner"][index]
    level = view["level"][index]
    held = sum(1 for i in rules.members[index] if owner >= 0 and view["owner"][i] == owner)
    rows = []
    if space.kind == CITY:
        whole = owner >= 0 and held == len(rules.members[index])
        rows.append(
            _row(tr("Rent"), money(theme, space.rents[0]), owner >= 0 and not level and not whole)
        )
        rows.append(
            _row(
                tr("Rent on a whole set"),
                money(theme, space.rents[0] * 2),
                whole and not level,
            )
        )
        for built in range(1, HOTEL + 1):
            rows.append(
                _row(tr(WITH_HOUSES[built]), money(theme, space.rents[built]), level == built)
            )
        rows.append(_row(tr("A house costs"), money(theme, space.house)))
        rows.append(
            _row(tr("A hotel costs"), tr("{price} and 4 houses", price=money(theme, space.house)))
        )
    elif space.kind in COUNTED:
        rents = rules.counted_rents[space.kind]
        for count in range(1, len(rents)):
            rows.append(
                _row(
                    tr(owned_words(theme, space.kind), count=count),
                    money(theme, rents[count]),
                    held == count,
                )
            )
    elif space.kind == UTILITY:
        for count in range(1, len(rules.utility_factors)):
            rows.append(
                _row(
                    tr(OWNED[UTILITY], count=count),
                    times_the_move(theme, rules.utility_factors[count]),
                    held == count,
                )
            )
    rows.append(_row(tr("Mortgage value"), money(theme, space.mortgage)))
    rows.append(
        _row(
            tr("Repaid with"),
            money(theme, space.mortgage + rules.interest(space)),
        )
    )
    return f'<table class="deed-figures">{"".join(rows)}</table>'


def _state_line(theme: Theme, view: dict[str, Any], index: int, names: list[str]) -> str:
    owner = view["owner"][index]
    if owner < 0:
        price = money(theme, theme.spaces[index].price)
        return f"<p>{esc(tr('The Bank owns it: for sale at {price}.', price=price))}</p>"
    parts = [named(tr("Owner: {who}", who=f"@{owner}"), names)]
    level = view["level"][index]
    if level:
        parts.append(esc(houses(level)))
    if view["mortgaged"][index]:
        parts.append(esc(tr("mortgaged: no rent")))
    rent = view.get("rent", {}).get(str(index))
    if rent is not None:
        kind = theme.spaces[index].kind
        text = (
            tr("asks {rent} now", rent=times_the_move(theme, rent))
            if kind == UTILITY
            else tr("asks {rent} now", rent=money(theme, rent))
        )
        parts.append(esc(text))
    return f"<p>{' · '.join(parts)}</p>"


def _what_it_does(theme: Theme, index: int) -> str:
    space = theme.spaces[index]
    rules = theme.rules
    if space.kind == START:
        if rules.start_bonus_on_landing:
            text = tr(
                "{amount} for passing or stopping here.", amount=money(theme, rules.start_bonus)
            )
        else:
            text = tr(
                "{amount} for passing; nothing for stopping here (but a card that sends you here"
                " pays).",
                amount=money(theme, rules.start_bonus),
            )
    elif space.kind == CHANCE:
        text = tr("Draw the top card of the deck: {deck}.", deck=theme.deck_label(space.deck))
    elif space.kind == TAX:
        text = tr("Pay {amount} to the Bank.", amount=money(theme, space.amount))
    elif space.kind == DETENTION:
        text = tr(
            "Stopping here is only a visit. A player sent here misses {count} turn.",
            "Stopping here is only a visit. A player sent here misses {count} turns.",
            count=rules.detention_turns,
        )
    elif space.kind == SEND_TO_DETENTION:
        text = tr(
            "Go straight to {place}, without passing START.",
            place=theme.label(rules.detention_space),
        )
    else:
        text = tr(theme.extra.get(f"space:{space.kind}") or N_("Nothing happens here."))
    return f"<p>{esc(text)}</p>"


def card_dialog(
    theme: Theme, view: dict[str, Any], index: int, names: list[str], acts: dict[str, str]
) -> tuple[str, str]:
    """(title, body) of the dialog for space `index`."""
    space = theme.spaces[index]
    title = theme.deed_title(index)
    if not space.is_deed:
        return title, f'<div class="deed-card plain">{_what_it_does(theme, index)}</div>'
    band = theme.colours.get(space.group, "#6b6250")
    kind = {
        CITY: tr(theme.extra.get("band", "{group}"), group=theme.group_label(space.group)),
        RAILWAY: tr("Railway"),
        RESTAURANT: tr("Restaurant"),
        UTILITY: tr("Utility"),
    }[space.kind]
    buttons = []
    for code, label in acts.items():
        head, _, rest = code.partition(":")
        on_this = rest == str(index) or (
            code == "buy" and (view.get("pending") or [None, None])[1] == index
        )
        if head in DEED_VERBS and on_this:
            buttons.append(action_button(code, label, names))
    closed = view.get("closed", {}).get(f"build:{index}")
    if closed:  # a house the player may look for here, and why not now
        buttons.append(
            f'<p class="closed-why">{named(tr("No house now:"), names)} {named(closed, names)}</p>'
        )
    body = (
        f'<div class="deed-card"><div class="deed-band">{swatch(band, "band")}'
        f"<span>{esc(kind)}</span><strong>{esc(title)}</strong>"
        f"<span>{esc(tr('Price {price}', price=money(theme, space.price)))}</span></div>"
        f"{_figures(theme, view, index)}{_state_line(theme, view, index, names)}"
        + (f'<div class="deed-actions">{"".join(buttons)}</div>' if buttons else "")
        + "</div>"
    )
    return title, body


def _offered_rent(theme: Theme, index: int) -> str:
    """The rent on the deed offered, as its card prints it: a plot's bare rent; a railway's
    (a restaurant's) or a utility's by how many of its kind one owns (issue 29: a station's
    offer said no rent at all), each amount with its currency (the eleventh review: "przy 2: 100"
    read as a bare number between two sums)."""
    space = theme.spaces[index]
    rules = theme.rules
    if space.kind == CITY:
        return tr("Rent {amount}", amount=money(theme, space.rents[0]))
    if space.kind in COUNTED:
        rents = rules.counted_rents[space.kind][1:]
        figures = [money(theme, rent) for rent in rents]
    elif space.kind == UTILITY:
        figures = [times_the_move(theme, factor) for factor in rules.utility_factors[1:]]
    else:
        return ""
    stations = space.kind == RAILWAY and theme.extra.get("railways") == "stations"
    first = tr(WITH_ONE_STATION if stations else WITH_ONE[space.kind], figure=figures[0])
    more = [
        tr("with {count}: {figure}", count=count, figure=figure)
        for count, figure in enumerate(figures[1:], start=2)
    ]
    return "; ".join([first, *more])  # no full stop: " · the whole card" follows


def deed_offer(
    theme: Theme, view: dict[str, Any], index: int, acts: dict[str, str], names: list[str]
) -> str:
    """The deed landed on, as it stands beside its space: its band, price and rent, Buy and
    Decline, and the whole card one click away; Buy closed, with why (and, where the rules
    let a player raise the money first, how), when the player has too little."""
    space = theme.spaces[index]
    band = theme.colours.get(space.group, "#6b6250")
    rent = _offered_rent(theme, space.index)
    buttons = "".join(
        action_button(code, acts[code], names, cls)
        for code, cls in (("buy", "act primary"), ("decline", "act secondary"))
        if code in acts
    )
    why = ""
    closed = (view.get("closed") or {}).get("buy")
    if "buy" not in acts and closed:  # Buy stays in its place, closed, and says why
        label = tr(
            "Buy {deed} for {price}", deed=theme.called(index), price=money(theme, space.price)
        )
        buttons = (
            f'<button type="button" class="act refused" data-action="buy" data-refused=""'
            f' aria-disabled="true" aria-describedby="buy-why" title="{esc(closed)}">'
            f"{esc(label)}</button>{buttons}"
        )
        raise_it = any(c.startswith(("mortgage:", "sell:")) for c in acts)
        hint = ""
        if raise_it:
            hint = " " + tr(
                "Mortgaging a deed (M) or selling houses (−) to the Bank first can raise the money."
            )
        elif not theme.rules.raise_to_buy:  # Fortuna: the Bank deals before a token is laid
            hint = " " + tr(
                "A deed is mortgaged or houses are sold to the Bank only before a token is laid,"
                " so now it can only be declined."
            )
        why = f'<p class="closed-why" id="buy-why">{esc(closed + hint)}</p>'
    whole = (
        f'<button type="button" class="linkish" data-open="deed:{index}">'
        f"{esc(tr('the whole card'))}</button>"
    )
    return (
        f'<div class="deed-card"><div class="deed-band">{swatch(band, "band")}'
        f"<strong>{esc(theme.deed_title(index))}</strong>"
        f"<span>{esc(tr('Price {price}', price=money(theme, space.price)))}</span></div>"
        f'<p class="deed-rent">{esc(rent)} <span class="then">·\u00a0{whole}</span></p>'
        f'<div class="overlay-actions">{buttons}</div>{why}</div>'
    )
