"""Trades between players: fortresses bought and sold, and peace settlements in which money,
ships or fortresses are ceded. The player whose turn it is composes a deal in small steps
(`trade:give:s7`, `trade:take:fcanton`, `trade:cash:+150`...) and proposes it; the partner
accepts or refuses. `cash` > 0 is paid by the proposer, < 0 by the partner.

Deals are at any price (docs/rulings.md "Deals are at any price"): `trade:cash:+N` sets the deal's
money to N ducats paid by the proposer, `trade:cash:-N` to N paid by the partner, for any whole N
the payer holds, typed as in the estate games' trades; `trade:cash:0` takes the money out. The
legal actions list a few round amounts and the value of what changes hands as shortcuts.

A refusal may give its reason (`trade:refuse:little`, `trade:refuse:lopsided`: a bot's own
reckoning), said in the log and shown to the proposer with the answer.
"""

from __future__ import annotations

from ..core import seat_ref
from ..core.spelling import signed
from .graph import HARBOUR_SPACES, SPACES
from .table import Deal, FuldriggerTable

PROPOSALS_PER_TURN = 2
EDITS = 12  # small steps allowed while composing one deal
ROUND_SUMS = (50, 100, 200)  # shortcuts beside the typed amount

# The reasons a refusal may give: "{who}" refuses, "{other}" proposed.
REFUSALS = {
    "little": "the deal gains {who} too little",
    "lopsided": "the deal gains {other} too much for what {who} gets",
}


def item_name(st: FuldriggerTable, item: str) -> str:
    if item.startswith("s") and item[1:].isdigit() and int(item[1:]) in st.ships:
        ship = st.ships[int(item[1:])]
        return f"{ship.name} (at {SPACES[ship.at].name})"
    if item.startswith("f") and item[1:] in HARBOUR_SPACES:
        return f"the fortress in {SPACES[HARBOUR_SPACES[item[1:]][0]].name}"
    return item


def owns(st: FuldriggerTable, seat: int, item: str) -> bool:
    if item.startswith("s") and item[1:].isdigit():
        ship = st.ships.get(int(item[1:]))
        return ship is not None and ship.owner == seat
    return item.startswith("f") and st.forts.get(item[1:]) == seat


def items_of(st: FuldriggerTable, seat: int) -> list[str]:
    ships = [f"s{s.id}" for s in st.ships.values() if s.owner == seat]
    return ships + [f"f{city}" for city, owner in st.forts.items() if owner == seat]


def problem(st: FuldriggerTable, deal: Deal) -> str | None:
    """Why this deal cannot be made as it stands, or None."""
    a, b = deal.proposer, deal.partner
    for seat, items in ((a, deal.give), (b, deal.take)):
        for item in items:
            if not owns(st, seat, item):
                return f"{item_name(st, item)} is not {seat_ref(seat)}'s."
    for seat, gets, loses in ((a, deal.take, deal.give), (b, deal.give, deal.take)):
        ships = st.fleet_size(seat) + _count(gets, "s") - _count(loses, "s")
        forts = st.fort_count(seat) + _count(gets, "f") - _count(loses, "f")
        if ships > st.LIMIT:
            return f"{seat_ref(seat)} would own more than six ships."
        if forts > st.LIMIT:
            return f"{seat_ref(seat)} would own more than six fortresses."
    if deal.cash > st.cash[a]:
        return f"{seat_ref(a)} has only {st.cash[a]} ducats."
    if -deal.cash > st.cash[b]:
        return f"{seat_ref(b)} has only {st.cash[b]} ducats."
    return None


def _count(items: list[str], kind: str) -> int:
    return sum(1 for item in items if item.startswith(kind))


def starts(st: FuldriggerTable, seat: int) -> list[str]:
    if st.proposals >= PROPOSALS_PER_TURN:
        return []
    return [f"trade:with:{other}" for other in range(st.players) if other != seat]


def actions(st: FuldriggerTable) -> list[str]:
    deal = st.deal
    assert deal is not None
    if deal.proposed:
        codes = ["trade:refuse"]
        if problem(st, deal) is None:
            codes.append("trade:accept")
        return codes
    codes = ["trade:cancel"]
    # Peace alone may be proposed: the rulebook's settlement "may" cede money, ships or
    # fortresses, and need not (docs/rulings.md, "Trades between players").
    if problem(st, deal) is None:
        codes.append("trade:propose")
    if deal.edits < EDITS:
        codes += [f"trade:give:{item}" for item in items_of(st, deal.proposer)]
        codes += [f"trade:take:{item}" for item in items_of(st, deal.partner)]
        codes += presets(st, deal)
    return codes


def value(item: str) -> int:
    """What a ship or a fortress counts in a fortune (100), the natural price to talk from."""
    return 100 if item.startswith(("s", "f")) else 0


def presets(st: FuldriggerTable, deal: Deal) -> list[str]:
    """A few amounts as shortcuts: round sums and the value of what the deal moves (and half
    as much again); any other whole amount is typed (`cash_problem`)."""
    moved = abs(sum(map(value, deal.take)) - sum(map(value, deal.give)))
    wanted = set(ROUND_SUMS) | {moved, moved * 3 // 2}
    codes = []
    for amount in sorted(a for a in wanted if a > 0):
        if amount <= st.cash[deal.proposer] and amount != deal.cash:
            codes.append(f"trade:cash:+{amount}")
        if amount <= st.cash[deal.partner] and -amount != deal.cash:
            codes.append(f"trade:cash:-{amount}")
    if deal.cash:
        codes.append("trade:cash:0")
    return codes


def parse_cash(arg: str) -> int | None:
    """The amount of `trade:cash:ARG` (+: the proposer pays), or None if it is not one as the
    code writes it: `0`, or a sign and a whole number (`+150`; not `150`, `+0150` or `+0`)."""
    return signed(arg)


def cash_problem(st: FuldriggerTable, arg: str) -> str | None:
    """Why `trade:cash:ARG` cannot be put in the deal being composed, or None: any whole
    amount the payer holds."""
    deal = st.deal
    assert deal is not None and not deal.proposed
    amount = parse_cash(arg)
    if amount is None:
        return "Type a whole number of ducats."
    if deal.edits >= EDITS:
        return "This deal has been changed often enough: propose it or break off the talks."
    if amount == deal.cash:
        return f"The deal already says {text(st, deal)}."
    if amount > st.cash[deal.proposer]:
        return f"You have only {st.cash[deal.proposer]} ducats."
    if -amount > st.cash[deal.partner]:
        return f"{seat_ref(deal.partner)} has only {st.cash[deal.partner]} ducats."
    return None


def text(st: FuldriggerTable, deal: Deal) -> str:
    a, b = seat_ref(deal.proposer), seat_ref(deal.partner)
    parts = []
    if deal.give:
        parts.append(f"{a} gives " + ", ".join(item_name(st, i) for i in deal.give))
    if deal.take:
        parts.append(f"{b} gives " + ", ".join(item_name(st, i) for i in deal.take))
    if deal.cash > 0:
        parts.append(f"{a} pays {deal.cash} ducats")
    elif deal.cash < 0:
        parts.append(f"{b} pays {-deal.cash} ducats")
    return "; ".join(parts) or "nothing"


def apply(st: FuldriggerTable, seat: int, rest: str) -> None:
    verb, _, arg = rest.partition(":")
    if verb == "with":
        st.deal = Deal(seat, int(arg))
        st.proposals += 1
        st.say(f"{seat_ref(seat)} opens talks with {seat_ref(int(arg))}.")
        return
    deal = st.deal
    assert deal is not None
    if verb in ("give", "take"):
        deal.edits += 1
        items = deal.give if verb == "give" else deal.take
        if arg in items:
            items.remove(arg)
        else:
            items.append(arg)
    elif verb == "cash":
        deal.edits += 1
        amount = parse_cash(arg)
        assert amount is not None
        deal.cash = amount
    elif verb == "cancel":
        st.deal = None
        st.say(f"{seat_ref(seat)} breaks off the talks.")
    elif verb == "propose":
        deal.proposed = True
        st.say(f"{seat_ref(seat)} proposes to {seat_ref(deal.partner)}: {text(st, deal)}.")
    elif verb == "refuse":
        st.deal = None
        why = REFUSALS[arg].format(who=seat_ref(seat), other=seat_ref(deal.proposer)) if arg else ""
        st.say(f"{seat_ref(seat)} refuses{f': {why}' if why else ''}.")
        st.events.append(_answer(st, deal, "refuse", why))
    elif verb == "accept":
        st.deal = None
        st.say(f"{seat_ref(seat)} accepts: {text(st, deal)}.")
        st.events.append(_answer(st, deal, "accept", ""))
        make(st, deal)


def _answer(st: FuldriggerTable, deal: Deal, answer: str, why: str) -> dict[str, object]:
    """The answer as an event: the proposer sees it as a moment of the table, not only in
    the log."""
    return {
        "kind": "deal",
        "answer": answer,
        "proposer": deal.proposer,
        "partner": deal.partner,
        "terms": text(st, deal),
        "why": why,
    }


def make(st: FuldriggerTable, deal: Deal) -> None:
    """Ships and fortresses change colour where they stand; the cash changes hands."""
    for items, to in ((deal.give, deal.partner), (deal.take, deal.proposer)):
        for item in items:
            if item.startswith("s"):
                ship = st.ships[int(item[1:])]
                ship.owner = to
                ship.left = 0
                ship.entered = (ship.at,)
            else:
                st.forts[item[1:]] = to
    st.cash[deal.proposer] -= deal.cash
    st.cash[deal.partner] += deal.cash


def describe(st: FuldriggerTable, rest: str) -> str:
    verb, _, arg = rest.partition(":")
    deal = st.deal
    if verb == "with" and arg.isdigit():
        return f"Open talks with {seat_ref(int(arg))} (fortresses, ships, peace)"
    if deal is None:
        return f"trade:{rest}"
    if verb == "give":
        held = arg in deal.give
        return f"{'Take back' if held else 'Offer'} {item_name(st, arg)}"
    if verb == "take":
        held = arg in deal.take
        return f"{'Stop asking for' if held else 'Ask for'} {item_name(st, arg)}"
    if verb == "cash":
        amount = parse_cash(arg) or 0
        if amount > 0:
            return f"You pay {amount} ducats"
        if amount < 0:
            return f"{seat_ref(deal.partner)} pays {-amount} ducats"
        return "No money in the deal"
    # A deal of nothing but peace says so ("Propose: nothing" read as an empty deal; issue 29).
    terms = text(st, deal) if deal.give or deal.take or deal.cash else ""
    words = {
        "propose": f"Propose: {terms}" if terms else "Propose peace",
        "cancel": "Break off the talks",
        "accept": f"Accept: {terms}" if terms else "Accept peace",
        "refuse": "Refuse the proposal",
    }
    return words.get(verb, f"trade:{rest}")
