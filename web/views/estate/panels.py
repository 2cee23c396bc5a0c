"""The panels beside the board: a panel per player (cash, place, tokens, deeds grouped by set with
their buildings, mortgages and the rent each asks now), the card just drawn, the auction with a
typed bid, a debt, the draw for the order of play and a proposal to end now.

Actions that belong to a deed (build, sell, mortgage, repay) sit on its chip; a trade with a
player starts from that player's panel; a token is laid from the rack.
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, language, tr
from pygames.estate.rules import CITY, HOTEL, UTILITY

from ..common import END, Role, action_button, amount_field, esc, named, plain_named, swatch
from .board import money, printed_price, times_the_move, words
from .theme import Theme
from .tokens import tokens_rack
from .trade import holiday_note

CHIP_VERBS = (
    ("build", "+"),
    ("sell", "−"),
    ("mortgage", N_("M")),  # the letter of "Mortgage" in the language read ("Z": zastaw)
    ("unmortgage", "↺"),
)


def who(seat: int, names: list[str]) -> str:
    return named(f"@{seat}", names)


def _chip(
    theme: Theme, view: dict[str, Any], index: int, acts: dict[str, str], names: list[str]
) -> str:
    space = theme.spaces[index]
    level = view["level"][index]
    mortgaged = view["mortgaged"][index]
    colour = theme.colours.get(space.group, "#8a8070")
    built = tr("hotel") if level == HOTEL else ("⌂" * level)
    rent = view.get("rent", {}).get(str(index))
    if mortgaged:
        rent_text = tr("mortgaged")
    elif rent is None:
        rent_text = ""
    elif space.kind == UTILITY:
        rent_text = times_the_move(theme, rent)
    else:
        rent_text = money(theme, rent)
    buttons = []
    closed = view.get("closed") or {}
    for verb, mark in CHIP_VERBS:
        code = f"{verb}:{index}"
        mark = tr(mark) if verb == "mortgage" else mark
        if verb == "build":  # what a house costs, on the "+" (issue 29: it was only in its title)
            mark = f"{mark} {printed_price(theme, space.house)}"
        if code in acts:
            buttons.append(
                f'<button type="button" class="chip-act" data-action="{esc(code)}"'
                f' aria-label="{esc(acts[code])}" title="{esc(acts[code])}">{esc(mark)}</button>'
            )
        elif code in closed:  # a house that cannot be built now: the "+" says why
            why = plain_named(closed[code], names)
            label = tr("A house on {deed}: not now. {why}", deed=theme.label(index), why=why)
            buttons.append(
                f'<button type="button" class="chip-act refused" data-action="{esc(code)}"'
                f' data-refused="" aria-disabled="true" aria-label="{esc(label)}"'
                f' title="{esc(why)}">{esc(mark)}</button>'
            )
    classes = "chip mortgaged" if mortgaged else "chip"
    return (
        f'<div class="{classes}">{swatch(colour, "chip-band")}'
        f'<button type="button" class="chip-name" data-open="deed:{index}" aria-label='
        f'"{esc(tr("{deed}: open its card", deed=theme.label(index)))}">'
        f"{esc(theme.label(index))}</button>"
        f'<span class="chip-built">{esc(built)}</span>'
        f'<span class="chip-rent">{esc(rent_text)}</span>{"".join(buttons)}</div>'
    )


# The chips' dealings with the Bank: any of them ends a Fortuna holiday.
BANK_DEALS = ("build:", "sell:", "mortgage:", "unmortgage:")


def player_panel(
    theme: Theme, view: dict[str, Any], seat: int, acts: dict[str, str], names: list[str]
) -> str:
    active = view["active"][seat]
    # Whose turn it is, never the bidder's or the partner's answering (issue 29: during an
    # auction on another's turn the mark sat on one's own panel); a bidder is marked apart.
    turn = view["to_move"] if view["phase"] == "order" else view["current"]
    now = seat == turn and not view["over"]  # after the end no one plays (eleventh review)
    bidding = view["phase"] == "auction" and view["to_move"] == seat and not now
    status = []
    if not active:
        status.append(tr("bankrupt"))
    elif view["detained"][seat]:
        status.append(
            tr(  # "in Jail", as a sentence says it: "w szpitalu", not the space's name
                "{place}; {count} turn to miss",
                "{place}; {count} turns to miss",
                place=tr(theme.rules.detained_where),
                count=view["detained"][seat],
            )
        )
        if not theme.rules.detained_collect_rent:  # the rule, else only a log line (issue 29)
            status.append(tr("no rent collected"))
    elif view["pos"][seat] == theme.rules.detention_space and view["leaving"][seat]:
        # Held through the last turn and out at the next, as the log says.
        status.append(tr("{place}; out next turn", place=tr(theme.rules.detained_where)))
    elif view["pos"][seat] == theme.rules.detention_space:
        # Standing on the Jail (Hospital) space without being held there: the board's own words.
        status.append(tr("on {space}, just visiting", space=theme.label(view["pos"][seat])))
    else:
        status.append(tr("on {space}", space=theme.label(view["pos"][seat])))
    if view.get("holiday") and view["holiday"][seat]:
        status.append(tr("on holiday"))
    fortune = view["fortune"][seat]
    if fortune is not None and active:
        status.append(tr("fortune {amount}", amount=money(theme, fortune)))
    partner = ""
    purse = view.get("purse") or list(range(view["players"]))
    mates = [s for s in range(view["players"]) if purse[s] == purse[seat] and s != seat]
    if mates:
        partner = f"<div>{named(tr('Partner: {who}; one purse', who=f'@{mates[0]}'), names)}</div>"
    groups: dict[str, list[int]] = {}
    for index in range(len(theme.spaces)):
        if view["owner"][index] == seat:
            space = theme.spaces[index]
            groups.setdefault(space.group if space.kind == CITY else space.kind, []).append(index)
    deeds = "".join(
        f'<div class="set">{"".join(_chip(theme, view, i, acts, names) for i in members)}</div>'
        for members in groups.values()
    )
    held = view["held"][seat]
    cards = ""
    if held:
        kept = ", ".join(tr("“{card}”", card=theme.rules.card(c).name) for c in held)
        cards = f'<div class="kept">{esc(tr("Kept cards: {cards}", cards=kept))}</div>'
    offer = ""
    code = f"trade:with:{seat}"
    closed = view.get("closed") or {}
    if code in acts:
        offer = action_button(code, acts[code], names, "act secondary trade-with")
    elif code in closed:  # a trade that cannot be offered now says why
        why = named(closed[code], names)
        offer = (
            f'<p class="closed-why"><button type="button" class="act trade-with refused"'
            f' data-action="{esc(code)}" data-refused="" aria-disabled="true"'
            f' aria-describedby="why-trade-{seat}" title="{esc(plain_named(closed[code], names))}">'
            f"{named(tr('Offer a trade to {who}', who=f'@{seat}'), names)}</button>"
            f' <span id="why-trade-{seat}">{why}</span></p>'
        )
    if seat == view["to_move"]:
        offer += closed_notes(view, names)
        if any(code.startswith(BANK_DEALS) for code in acts):  # (Fortuna's holiday, issue 29)
            offer += holiday_note(
                view, seat, tr("Dealing with the Bank (+ − M) ends your holiday.")
            )
    # The mover lays a token from the rack in the decision panel (or on the board); here the
    # rack only shows what is left, first under the name: what an opponent may still lay is
    # what one reads a Fortuna panel for (a fresh review: the racks were cut).
    tokens = tokens_rack(theme, view, seat, {}, names) if view.get("tokens") and active else ""
    classes = "estate-player now" if now else "estate-player"
    mark = f'<span class="turn-mark">{esc(tr("now playing"))}</span>' if now else ""
    if bidding:
        mark = f'<span class="turn-mark bidding">{esc(tr("bidding"))}</span>'
    cash = money(theme, view["cash"][seat])
    return (
        f'<section class="{classes}" aria-label="{esc(plain_named(f"@{seat}", names))}">'
        f"<h3>{swatch(theme.pawns[seat % 6], 'dot')}{who(seat, names)}{mark}"
        f'<span class="cash" data-purse="{seat}" data-value="{view["cash"][seat]}">{esc(cash)}'
        "</span></h3>"
        f'{tokens}<div class="status">{esc(" · ".join(status))}</div>{partner}'
        f'<div class="deeds">{deeds}</div>{cards}{offer}</section>'
    )


def closed_notes(view: dict[str, Any], names: list[str]) -> str:
    """Why the mover can buy no house now, each reason once under their deeds (houses a round,
    hotels a lap, the Bank's stock, detention, building evenly), when no "+" is open at all;
    each closed "+" says its own reason too."""
    closed = view.get("closed") or {}
    if any(a["code"].startswith("build:") for a in view.get("actions", [])):
        return ""
    reasons = list(dict.fromkeys(why for code, why in closed.items() if code.startswith("build:")))
    if not reasons:
        return ""
    lines = "".join(f"<li>{named(why, names)}</li>" for why in reasons)
    return f'<div class="closed-why"><p>{esc(tr("No house now:"))}</p><ul>{lines}</ul></div>'


def fresh_card(view: dict[str, Any]) -> dict[str, Any] | None:
    """The card drawn in this turn, or by the move just made; an older one, or one of a game
    that is over, has left the table (its effect is in the log)."""
    card: dict[str, Any] | None = view.get("card")
    if not card or view["over"]:
        return None
    if card["seat"] == view["current"] or card["at"] == view["moves"] - 1:
        return card
    return None


def card_words(card: dict[str, Any]) -> str:
    """A drawn card's words as its tooltip says them: English in English (the print is shown
    below it), the print in Polish."""
    return str(card["english"] if language() == "en" else card["text"])


# The drawn card on the board's centre (board units): its box, and where its words go.
CARD_BOX = (230, 468, 640, 192)  # x, y, width, height (clear of the dice above)
CARD_TEXT_X, CARD_TEXT_WIDTH, CARD_FIRST_LINE = 250, 600, 534
CARD_LAST_LINE = 650  # the lowest baseline that leaves a descender inside the box
# The card's serif runs about 0.48 em a letter, narrower than `words`' 0.56: lines as wide.
CARD_WRAP = CARD_TEXT_WIDTH * 0.56 / 0.48


def card_lines(card: dict[str, Any]) -> list[str]:
    """A drawn card's lines on the board: in English its English text first and its printed
    Polish below, smaller; in Polish the print alone. Every line is drawn, the type smaller
    for a long card (issue 29: the Swiss Valley skating rink's last line was cut off)."""
    glossed = language() == "en" and card["english"] != card["text"]
    text: str = card["english"] if glossed else card["text"]
    gloss: str = card["text"] if glossed else ""
    fits = (n for n in range(19, 13, -1) if _card_layout(text, gloss, n)[4] <= CARD_LAST_LINE)
    size = next(fits, 13)
    first, below, step, small, _ = _card_layout(text, gloss, size)
    out = [_svg_line(CARD_FIRST_LINE + n * step, size, line) for n, line in enumerate(first)]
    top = CARD_FIRST_LINE + (len(first) - 1) * step
    small_step = round(small * 1.2)
    for n, line in enumerate(below, start=1):
        out.append(_svg_line(top + n * small_step, small, line, ' lang="pl" fill="#555"'))
    return out


def _card_layout(text: str, gloss: str, size: int) -> tuple[list[str], list[str], int, int, int]:
    """A card's lines at `size` (its printed Polish below, `gloss`, at 15/19 of it): (the
    lines, the lines below, the step between lines, the size below, the last baseline)."""
    small = round(size * 15 / 19)
    first = words(text, CARD_WRAP, size)
    below = words(gloss, CARD_WRAP, small) if gloss else []
    step = round(size * 1.2)
    last = CARD_FIRST_LINE + (len(first) - 1) * step + len(below) * round(small * 1.2)
    return first, below, step, small, last


def _svg_line(y: int, size: int, line: str, extra: str = "") -> str:
    return f'<text x="{CARD_TEXT_X}" y="{y}" font-size="{size}"{extra}>{esc(line)}</text>'


def card_box(theme: Theme, view: dict[str, Any], names: list[str]) -> str:
    """The card just drawn, in the decision panel, while it is the news: not beside a trade,
    an auction or a vote, which the panel is for then."""
    card = fresh_card(view)
    if not card or view.get("trade") or view.get("auction") or view["phase"] == "vote":
        return ""
    printed = f'<p lang="pl">{esc(card["text"])}</p>'
    if language() == "en" and card["english"] != card["text"]:  # English first, the print below
        printed = f'<p>{esc(card["english"])}</p><p class="gloss" lang="pl">{esc(card["text"])}</p>'
    return (
        f'<div class="estate-box card-drawn" aria-live="polite"><h3>'
        f"{esc(theme.deck_label(card['deck']))} · {who(card['seat'], names)}"
        f"</h3>{printed}</div>"
    )


def auction_box(theme: Theme, view: dict[str, Any], acts: dict[str, str], names: list[str]) -> str:
    """The deed under the hammer, the bid standing and the bidder's controls: a typed bid and a
    typed most they will pay (docs/rulings.md "The most one will pay"), side by side where the
    bid is decided (issue 29: under "Every move" alone a reviewer never found it)."""
    auction = view.get("auction")
    if not auction:
        return ""
    space = theme.spaces[auction["space"]]
    jump = auction["high"] is not None and auction["bid"] > auction["least"]
    if auction["high"] is None:
        high = tr("No bid yet; the least bid is {amount}.", amount=money(theme, auction["minimum"]))
    elif jump:  # a bot's big raise showed only in the log: the table says it, marked
        high = tr(
            "{who} jumps to {amount} (the least bid was {was}); the least bid now is {least}.",
            who=f"@{auction['high']}",
            amount=money(theme, auction["bid"]),
            was=money(theme, auction["least"]),
            least=money(theme, auction["minimum"]),
        )
    else:
        high = tr(
            "{who} bids {amount}; the least bid now is {least}.",
            who=f"@{auction['high']}",
            amount=money(theme, auction["bid"]),
            least=money(theme, auction["minimum"]),
        )
    bidders = ", ".join(plain_named(f"@{s}", names) for s in auction["bidders"])
    # The verb agrees with the bidders: "Wciąż licytuje: Osoba 1" (the eleventh review).
    still_bidding = tr(
        "Still bidding: {who}", "Still bidding: {who}", who=bidders, count=len(auction["bidders"])
    )
    controls = ""
    bids = [(c, f"{acts[c]}: {why_bid(theme, view, int(c[4:]))}") for c in acts if c[:4] == "bid:"]
    if "pass" in acts:
        seat = view["to_move"]
        # One's cash, what a bid may reach (issue 29: on a phone the panels are a tab away).
        cash = tr("Your cash: {amount}", amount=money(theme, view["cash"][seat]))
        controls = f'<p class="auction-cash" data-auction-cash="">{esc(cash)}</p>'
        controls += holiday_note(view, seat, tr("Winning this auction ends your holiday."))
        controls += amount_field(
            "bid:{}",
            tr("Your bid"),
            tr("Bid"),
            low=auction["minimum"],
            high=view["cash"][seat],
            step=view["note"],
            value=auction["minimum"],
            presets=bids,
            names=names,
        ) + action_button("pass", acts["pass"], names, "quiet")
    if "pass" in acts:
        most = [
            (c, f"{acts[c]}: {why_bid(theme, view, int(c[5:]))}") for c in acts if c[:5] == "most:"
        ]
        controls += amount_field(
            "most:{}",
            tr("The most you will pay"),
            tr("Set the most you will pay"),
            low=auction["minimum"],
            high=view["cash"][view["to_move"]],
            step=view["note"],
            value=None,
            presets=most,
            names=names,
        )
    return (
        f'<div class="estate-box auction"><h3>'
        f"{esc(tr('Auction: {deed}', deed=theme.label(space.index)))}"
        f' <button type="button" class="linkish" data-open="deed:{auction["space"]}">'
        f"{esc(tr('the card'))}</button></h3>"
        f'<p class="auction-high{" jump" if jump else ""}">{named(high, names)}</p>'
        f"<p>{esc(still_bidding)}</p>"
        f"{controls}</div>"
    )


def why_bid(theme: Theme, view: dict[str, Any], amount: int) -> str:
    """What a suggested bid is (pygames/estate/auction.py `bid_amounts`; issue 29: the sums
    1,900 / 1,950 / 2,400 said nothing of themselves)."""
    auction = view["auction"]
    price = theme.spaces[auction["space"]].price
    if amount == auction["minimum"]:
        return tr("the least bid")
    if amount == price:
        return tr("the printed price")
    if amount == price * 3 // 2 // view["note"] * view["note"]:
        return tr("1½ times the printed price")  # "półtorej ceny", not a formula
    return tr("{amount} over the least", amount=money(theme, amount - auction["minimum"]))


def bail_button(theme: Theme, acts: dict[str, str]) -> str:
    """Paying out of Jail in two lines, what one does with its worst case (issue 29: 400 $ came
    as a surprise) and, small, what a roll without a double costs; the rules' label is read out."""
    if "bail" not in acts:
        return ""
    fine = theme.rules.detention_fine or 0
    more = theme.rules.detention_fine_total - fine
    lead = tr(
        "Pay {amount} and roll (up to {total})",
        amount=money(theme, fine),
        total=money(theme, theme.rules.detention_fine_total),
    )
    then = tr("no double: {more} more, then out", more=money(theme, more))
    return (
        f'<button type="button" class="act secondary two-line" data-action="bail"'
        f' aria-label="{esc(acts["bail"])}"><strong>{esc(lead)}</strong>'
        f"<small>{esc(then)}</small></button>"
    )


def build_hint(view: dict[str, Any], seat: int | None, acts: dict[str, str]) -> str:
    """On one's turn before moving, while a + is open: where to build and that it is now
    (issue 29: houses are bought only before one's roll, and a buyer missed the moment)."""
    if seat is None or view["to_move"] != seat or view["phase"] != "turn":
        return ""
    if not any(code.startswith("build:") for code in acts):
        return ""
    hint = tr("You may build now, before you move: the + beside your deeds in your panel.")
    # A phone shows the panels a tab away: the hint takes one there (Fortuna's reviewer).
    go = (
        '<button type="button" class="quiet small to-panel" data-cmd="pane:players">'
        f"{esc(tr('Build…'))}</button>"
    )
    return f'<p class="build-hint" data-build-hint="">{esc(hint)} {go}</p>'


def bankruptcy_question(view: dict[str, Any], names: list[str]) -> str:
    """What the table asks before a player gives up (the rulebook's last step in a debt)."""
    creditor = view["debts"][0][1] if view.get("debts") else -1
    return tr(
        "Declare bankruptcy? You leave the game, and what you own goes to {creditor}.",
        creditor=plain_named(f"@{creditor}", names) if creditor >= 0 else tr("the Bank"),
    )


def debt_box(theme: Theme, view: dict[str, Any], acts: dict[str, str], names: list[str]) -> str:
    debts = view.get("debts") or []
    if not debts:
        return ""
    debtor, creditor, amount = debts[0]
    to = tr("the Bank") if creditor < 0 else f"@{creditor}"
    text = tr(
        "{who} owes {creditor} {amount}.",
        who=f"@{debtor}",
        creditor=to,
        amount=money(theme, amount),
    )
    hint = tr("Raise it by selling buildings (−) and mortgaging deeds (M).")
    bankrupt = ""
    if "bankrupt" in acts:
        ask = Role(END, bankruptcy_question(view, names))
        bankrupt = action_button("bankrupt", acts["bankrupt"], names, "act danger", ask)
    # The debtor's deeds that can raise money, with their − and M, here where the debt is.
    raising = [
        index
        for index in range(len(theme.spaces))
        if any(f"{verb}:{index}" in acts for verb in ("sell", "mortgage"))
    ]
    chips = "".join(_chip(theme, view, index, acts, names) for index in raising)
    return (
        f'<div class="estate-box debt"><h3>{esc(tr("Debt"))}</h3><p>{named(text, names)}</p>'
        f"<p>{esc(hint)}</p>"
        + (f'<div class="deeds debt-deeds">{chips}</div>' if chips else "")
        + f"{bankrupt}</div>"
    )


def takeover_box(theme: Theme, view: dict[str, Any], seat: int | None, names: list[str]) -> str:
    """A bankruptcy to a player in this turn: who fell and what the creditor takes, said before
    its mortgages are asked about (issue 29: the table asked "repay or keep Malmö?" unexplained)."""
    taken = view.get("takeover")
    if not taken:
        return ""
    fallen, creditor, deeds, held = taken
    listed = ", ".join(
        tr("{deed} (mortgaged)", deed=theme.label(i)) if i in held else theme.label(i)
        for i in deeds
    )
    if seat == creditor:
        text = tr("{who} is bankrupt to you: you take {deeds}.", who=f"@{fallen}", deeds=listed)
        if not deeds:
            text = tr("{who} is bankrupt to you: you take their cash.", who=f"@{fallen}")
    else:
        who, to = f"@{fallen}", f"@{creditor}"
        text = tr(
            "{who} is bankrupt to {creditor}, who takes {deeds}.",
            who=who,
            creditor=to,
            deeds=listed,
        )
        if not deeds:
            text = tr(
                "{who} is bankrupt to {creditor}, who takes their cash.", who=who, creditor=to
            )
    return f'<p class="takeover" data-takeover="">{named(text, names)}</p>'


def status_box(theme: Theme, view: dict[str, Any], names: list[str]) -> str:
    """The draw for the order of play, filled in as the draws are made, until the first pawn
    moves (issue 29: the draws and a tie's re-draw were only in the log), or a proposal to end
    the game now."""
    draws = view["draws"]
    settled = not view["walk"] and not view["dice"] and None not in draws
    if view["phase"] == "order" or (view["phase"] == "turn" and settled):
        shown = ", ".join(
            f"{who(seat, names)}: {esc(draw) if draw is not None else '—'}"
            for seat, draw in enumerate(draws)
        )
        again = [seat for seat in view["to_draw"] if draws[seat] is not None]
        if again:  # a tie for the highest: those still to draw again
            tied = f"@{again[-1]}"  # the others of the tie may have drawn again already
            if len(again) > 1:
                tied = tr(
                    "{some} and {last}", some=", ".join(f"@{s}" for s in again[:-1]), last=tied
                )
            shown += ". " + named(tr("A tie for the highest: {who} draw again.", who=tied), names)
        elif view["phase"] == "turn":
            shown += ". " + named(tr("{who} starts.", who=f"@{view['current']}"), names)
        return (
            f'<div class="estate-box" data-order-draws=""><h3>{esc(tr("Order of play"))}</h3>'
            f"<p>{esc(tr('The highest draw starts.'))} {shown}</p></div>"
        )
    if view["phase"] == "vote":
        waiting = ", ".join(who(seat, names) for seat in view["voters"])
        proposer = named(tr("{who} proposes it.", who="@{}".format(view["current"])), names)
        # "Odpowiedzieć musi: Osoba 1", the verb agreeing with the voters (the eleventh review:
        # "Czekamy na odpowiedź: Osoba 1" read as waiting for Osoba 1's answer to come).
        to_answer = tr("Still to answer:", "Still to answer:", count=len(view["voters"]))
        return (
            f'<div class="estate-box"><h3>{esc(tr("End the game now?"))}</h3>'
            f"<p>{proposer} {esc(to_answer)} {waiting}</p></div>"
        )
    return ""


def recap_box(theme: Theme, view: dict[str, Any], seat: int | None, names: list[str]) -> str:
    """The viewer's own last turn (rolled, landed, paid, bought), in view while the others play
    and at the viewer's next decision until they act (issue 29: on a phone the bots moved on
    within 1.5 s and what had happened showed only in the Log tab). A turn that sent the viewer
    to detention stays through their first turn there, whole (`data-sent`): why ("a second
    double") was only in the Log while the bar said "you are in Jail"."""
    if seat is None or view["over"]:
        return ""
    recap = view["recaps"][seat]
    if not recap:
        return ""
    sent = sent_away(theme, view, seat)
    # At one's next decisions too (a bid), until one acts in one's turn (issue 29: one's own
    # turn passed unseen).
    deciding = view["to_move"] == seat and view["current"] == seat and not view.get("fresh")
    if deciding and not sent:
        return ""
    head = tr("Your last turn (now on {space}):", space=theme.label(recap["at"]))
    said = [named(line, names) for line in recap["lines"]]
    mark = ' data-sent=""' if sent else ""
    whole = (
        f'<p class="recap" data-recap=""{mark}><strong>{esc(head)}</strong> {" ".join(said)}</p>'
    )
    if sent or not said:
        return whole
    # A phone's bar: one line, its first sentence what came of the turn, a tap opens the rest
    # (issue 29: three cut lines of it pushed Roll below the screen); estate.css shows one.
    line = (
        f'<details class="recap-line" data-recap-line=""><summary><strong>{esc(head)}</strong>'
        f" {said[0]}</summary>{' '.join(said[1:])}</details>"
    )
    return f"{whole}{line}"


def sent_away(theme: Theme, view: dict[str, Any], seat: int) -> bool:
    """Whether `seat`'s last turn sent them to detention, where they have missed no turn yet."""
    recap = view["recaps"][seat]
    rules = theme.rules
    return bool(
        recap
        and recap["at"] == rules.detention_space
        and view["detained"][seat] == rules.detention_turns
    )
