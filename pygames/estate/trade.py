"""Trades between players: composed in small steps, proposed, and answered by acceptance,
refusal or a counter-offer (the other side changes the terms and sends them back), until one
side accepts or drops it.

The parties stay `a` (who opened the trade) and `b`; `give` are deeds from a to b, `take` from b
to a, and `cash` > 0 is paid by a, < 0 by b. The action codes are the actor's own view of the
deal: `trade:give:N` is "I give N", `trade:cash:+A` "I pay A", whoever composes.

The rulebooks' limits: only deeds with no building in their set change hands; no lending (a trade
moves at least one deed or kept card, and each side gives something); a debtor trades only with
the creditor. Each trade is bounded (edits, counter-offers, proposals a turn) so every game ends.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pygames.core import seat_ref
from pygames.core.i18n import Listing, Text, tr

from .debts import Debts
from .offer import Answer, Refusal, Trade
from .rules import BANK

REMEMBERED_ROUNDS = 3  # how long the table remembers refused terms (players do too)

# --- who may trade with whom ------------------------------------------------------------------


def partners_open(table: Debts, seat: int) -> list[int]:
    """Whom `seat` may open a trade with now: before moving, anyone who may deal; in debt to a
    player, that creditor only; in debt to the Bank, nobody."""
    if not table.may_deal(seat) or table.proposals[seat] >= table.RULES.proposals_per_turn:
        return []  # the cap holds in debt too, or a debtor could open and drop trades for ever
    if table.phase == "debt":
        creditor = table.debts[0][1]
        return [creditor] if creditor != BANK and table.may_deal(creditor) else []
    return [s for s in range(table.players) if s != seat and table.may_deal(s)]


def why_not_open(table: Debts, seat: int, partner: int | None) -> str | None:
    """The rule that keeps `seat` from opening a trade with `partner` now (None: none of the
    trade rules; the phase itself does)."""
    if partner is None or not 0 <= partner < table.players or partner == seat:
        return tr("Choose another player to trade with.")
    if table.phase not in ("turn", "debt"):
        return None
    for who in (seat, partner):
        if not table.active[who]:
            return tr("{who} is out of the game.", who=seat_ref(who))
        if not table.may_deal(who):
            return tr("{who} is detained and may not buy or sell.", who=seat_ref(who))
    limit = table.RULES.proposals_per_turn
    if table.proposals[seat] >= limit:
        return tr("Trades proposed this turn: {limit}, as many as a turn allows.", limit=limit)
    if table.phase == "debt":
        creditor = table.debts[0][1]
        if creditor == BANK:
            return tr("{who} owes the Bank: no trade until it is paid.", who=seat_ref(seat))
        if partner != creditor:
            return tr(
                "{who} is in debt: a debt is paid to its creditor, {creditor}.",
                who=seat_ref(seat),
                creditor=seat_ref(creditor),
            )
    return None


def credit(table: Debts, trade: Trade) -> int:
    """What the creditor may pay by cancelling the debtor's debt to them (payment in deeds)."""
    if table.debts:
        debtor, creditor, amount = table.debts[0]
        if {debtor, creditor} == {trade.a, trade.b}:
            return amount
    return 0


def problem(table: Debts, trade: Trade) -> str | None:
    """Why this trade cannot be made as it stands, or None."""
    a, b = trade.a, trade.b
    for seat in (a, b):
        if not table.active[seat]:
            return tr("{who} is out of the game.", who=seat_ref(seat))
        if not table.may_deal(seat):
            return tr("{who} is detained and may not buy or sell.", who=seat_ref(seat))
    if table.debts:
        debtor, creditor = table.debts[0][0], table.debts[0][1]
        if debtor in (a, b) and {a, b} != {debtor, creditor}:
            if creditor == BANK:
                return tr("{who} owes the Bank: no trade until it is paid.", who=seat_ref(debtor))
            return tr(
                "{who} is in debt: a debt is paid to its creditor, {creditor}.",
                who=seat_ref(debtor),
                creditor=seat_ref(creditor),
            )
    for seat, deeds, cards in (
        (a, trade.give, trade.give_cards),
        (b, trade.take, trade.take_cards),
    ):
        for index in deeds:
            if table.owner[index] != seat:
                return tr("{deed} is not {who}'s.", deed=table.name(index), who=seat_ref(seat))
            if table.group_built(index):
                return tr(
                    "Buildings stand in the {group} set: sell them to the Bank first.",
                    group=table.group_word(table.space(index).group),
                )
        for card in cards:
            if card not in table.held[seat]:
                return tr("{who} does not hold that card.", who=seat_ref(seat))
    if table.purse[a] != table.purse[b]:
        moved = trade.give or trade.take or trade.give_cards or trade.take_cards
        a_gives = trade.give or trade.give_cards or trade.cash > 0
        b_gives = trade.take or trade.take_cards or trade.cash < 0
        if not (moved and a_gives and b_gives):
            return tr(
                "The rulebook forbids lending other players cash or property: a trade moves at"
                " least one deed or card, and each side gives something."
            )
    if trade.cash > table.cash_of(a):
        return tr("{who} has only {cash}.", who=seat_ref(a), cash=table.money(table.cash_of(a)))
    if -trade.cash > table.cash_of(b) + credit(table, trade):
        return tr("{who} has only {cash}.", who=seat_ref(b), cash=table.money(table.cash_of(b)))
    return None


def why_not(table: Debts, seat: int, rest: str) -> str | None:
    """The rule that refuses the trade code `trade:<rest>` of `seat` (None: none of the trade
    rules; the phase itself does)."""
    verb, _, arg = rest.partition(":")
    trade = table.trade
    if verb == "with":
        partner = int(arg) if arg.isdigit() and len(arg) < 4 else None
        return why_not_open(table, seat, partner)
    if trade is None or table.phase != "trade":
        return None
    if verb in ("give", "take"):
        if trade.proposed or not arg:
            return None
        if trade.edits >= table.RULES.trade_edits:
            return tr("This trade has been changed often enough: propose it or drop it.")
        other = trade.other(seat)
        holder = seat if verb == "give" else other
        if arg.isdigit():
            return _why_not_deed(table, seat, holder, int(arg)) if len(arg) < 4 else None
        if arg not in table.held[holder]:
            return tr("{who} does not hold that card.", who=seat_ref(holder))
        return None
    if verb == "propose" and not trade.proposed:
        if trade.empty:
            return tr("Put something in the trade first: a deed, a card or cash.")
        return problem(table, trade)
    if verb == "accept" and trade.proposed:
        return problem(table, trade)
    if verb == "counter" and trade.proposed and trade.counters >= table.RULES.trade_counters:
        return tr("The terms have been changed as often as allowed: accept them or refuse them.")
    return None


def _why_not_deed(table: Debts, seat: int, holder: int, index: int) -> str | None:
    """Why deed `index` cannot go into the trade from `holder`, or None."""
    if not 0 <= index < len(table.RULES.spaces):
        return None
    space = table.space(index)
    if not space.is_deed:
        return tr("{space} is not a deed: it cannot change hands.", space=space.called)
    if table.owner[index] != holder:
        if holder == seat:
            return tr("{deed} is not yours.", deed=space.called)
        return tr("{deed} is not {who}'s.", deed=space.called, who=seat_ref(holder))
    if table.group_built(index):
        return tr(
            "Buildings stand in the {group} set: sell them to the Bank first.",
            group=table.group_word(space.group),
        )
    return None


def why_not_cash(table: Debts, seat: int, amount: int) -> str | None:
    """The reason a typed cash amount cannot be put in the trade (+: `seat` pays)."""
    trade = table.trade
    assert trade is not None
    rules = table.RULES
    if amount % rules.smallest_note:
        return tr(
            "Amounts are in whole notes: multiples of {note}.",
            note=table.money(rules.smallest_note),
        )
    if trade.edits >= rules.trade_edits:
        return tr("This trade has been changed often enough: propose it or drop it.")
    other = trade.other(seat)
    if amount > table.cash_of(seat):
        return tr("You have only {cash}.", cash=table.money(table.cash_of(seat)))
    if -amount > table.cash_of(other) + credit(table, trade):
        return tr(
            "{who} has only {cash}.", who=seat_ref(other), cash=table.money(table.cash_of(other))
        )
    if table.purse[seat] == table.purse[other] and amount:
        return tr("Partners share one purse: no cash changes hands between them.")
    return None


def suggested_sums(table: Debts, trade: Trade) -> list[int]:
    """Sums worth suggesting for the deeds in the trade (issue 29: they were fixed, 200 to 5,000,
    whatever the deeds were worth): the difference of their mortgage values and of their
    prices, and the price of the whole sets of the dearer side's deeds; rounded down to a note,
    in this order: their mortgage value, their price, their sets'."""
    spaces = table.RULES.spaces
    note = table.RULES.smallest_note

    def worth(deeds: Iterable[int], part: str) -> int:
        return sum(int(getattr(spaces[i], part)) for i in deeds)

    net = worth(trade.take, "price") - worth(trade.give, "price")
    dearer = trade.take if net >= 0 else trade.give
    sets = {j for i in dearer for j in table.RULES.members[i]}
    mortgages = worth(trade.take, "mortgage") - worth(trade.give, "mortgage")
    return [abs(mortgages) // note * note, abs(net) // note * note, worth(sets, "price")]


def cash_presets(table: Debts, trade: Trade, seat: int) -> list[str]:
    """A few cash amounts as buttons, from the deeds in the trade (`suggested_sums`)."""
    if table.purse[trade.a] == table.purse[trade.b]:
        return []
    mine = table.cash_of(seat)
    theirs = table.cash_of(trade.other(seat)) + credit(table, trade)
    current = trade.pays(seat)
    codes = []
    for amount in sorted(set(suggested_sums(table, trade))):
        if amount <= 0:
            continue
        if amount <= mine and amount != current:
            codes.append(f"trade:cash:+{amount}")
        if amount <= theirs and -amount != current:
            codes.append(f"trade:cash:-{amount}")
    if trade.cash:
        codes.append("trade:cash:0")
    return codes


def actions(table: Debts) -> list[str]:
    """What the seat whose move it is in the trade may do."""
    trade = table.trade
    assert trade is not None
    seat = trade.turn
    if trade.proposed:
        acts = ["trade:refuse"]
        if problem(table, trade) is None:
            acts.append("trade:accept")
        if trade.counters < table.RULES.trade_counters:
            acts.append("trade:counter")
        return acts
    acts = ["trade:cancel"]
    if not trade.empty and problem(table, trade) is None:
        acts.append("trade:propose")
    if trade.edits < table.RULES.trade_edits:
        other = trade.other(seat)
        owner = table.owner
        for i in table.RULES.deed_list:
            if owner[i] in (seat, other) and not table.group_built(i):
                acts.append(f"trade:{'give' if owner[i] == seat else 'take'}:{i}")
        acts += [f"trade:give:{c}" for c in table.held[seat]]
        acts += [f"trade:take:{c}" for c in table.held[other]]
        acts += cash_presets(table, trade, seat)
    return acts


# --- doing ------------------------------------------------------------------------------------


def open_trade(table: Debts, seat: int, partner: int) -> None:
    table.trade = Trade(seat, partner)
    table.proposals[seat] += 1
    table.say(
        Text("{who} opens a trade with {partner}.", who=seat_ref(seat), partner=seat_ref(partner))
    )


def step(table: Debts, seat: int, verb: str, arg: str) -> None:
    """One small action of the trade's composer or answerer."""
    trade = table.trade
    assert trade is not None
    who = seat_ref(seat)
    if verb in ("give", "take"):
        trade.edits += 1
        giving = verb == "give"
        if arg[0].isdigit():
            deeds = trade.deeds(seat, giving)
            index = int(arg)
            deeds.remove(index) if index in deeds else deeds.append(index)
        else:
            cards = trade.cards(seat, giving)
            cards.remove(arg) if arg in cards else cards.append(arg)
    elif verb == "cash":
        trade.edits += 1
        amount = int(arg)
        trade.cash = amount if seat == trade.a else -amount
    elif verb == "cancel":
        if trade.counters:  # changed terms dropped: the offer they answered is not taken
            table.answer = Answer("dropped", table.refusals[-1].terms)
        table.trade = None
        table.say(Text("{who} drops the trade.", who=who))
    elif verb == "propose":
        trade.proposed = True
        trade.turn = trade.other(seat)
        table.say(
            Text(
                "{who} proposes to {partner}: {terms}.",
                who=who,
                partner=seat_ref(trade.turn),
                terms=terms(table, trade),
            )
        )
    elif verb == "counter":
        remember_refusal(table, trade, seat)
        trade.proposed = False
        trade.counters += 1
        trade.edits = 0
        table.say(Text("{who} changes the terms.", who=who))
    elif verb == "refuse":
        remember_refusal(table, trade, seat)
        table.answer = Answer("refused", trade.offer(trade.other(seat)))
        table.trade = None
        table.say(Text("{who} refuses the trade.", who=who))
    elif verb == "accept":
        table.answer = Answer("accepted", trade.offer(trade.other(seat)))
        table.trade = None
        table.say(Text("{who} accepts the trade.", who=who))
        make(table, trade)


def proposer_acts(table: Debts, seat: int) -> None:
    """`seat` acts: if it proposed the last trade answered, it has seen the answer, which its
    panel showed until now."""
    if table.answer is not None and table.answer.terms[0] == seat:
        table.answer = None


def answer_view(table: Debts) -> dict[str, Any] | None:
    """The last trade answered, from its proposer's side: who answered and how, what the
    proposer gave and got (deeds, cards) and the cash they paid (negative: received)."""
    if table.answer is None:
        return None
    proposer, answerer, gave, got, gave_cards, got_cards, paid = table.answer.terms
    return {
        "verdict": table.answer.verdict,
        "proposer": proposer,
        "answerer": answerer,
        "gave": list(gave),
        "got": list(got),
        "gave_cards": list(gave_cards),
        "got_cards": list(got_cards),
        "paid": paid,
    }


def remember_refusal(table: Debts, trade: Trade, seat: int) -> None:
    """Keep the terms `seat` turned down in view of all for a few rounds (older ones go)."""
    since = table.round - REMEMBERED_ROUNDS
    kept = [r for r in table.refusals if r.round >= since]
    kept.append(Refusal(table.round, trade.offer(trade.other(seat))))
    table.refusals = kept


def make(table: Debts, trade: Trade) -> None:
    """Carry the trade out: deeds, cards, cash (first set against a debt to the payer), and
    then what the new owners of mortgaged deeds owe the Bank for them."""
    a, b = trade.a, trade.b
    mortgaged = []
    for giver, taker, deeds, cards in (
        (a, b, trade.give, trade.give_cards),
        (b, a, trade.take, trade.take_cards),
    ):
        for index in deeds:
            table._set_owner(index, taker)
            if table.mortgaged[index]:
                mortgaged.append((taker, index))
        for card in cards:
            table.held[giver].remove(card)
            table.held[taker].append(card)
    payer, payee, amount = (a, b, trade.cash) if trade.cash > 0 else (b, a, -trade.cash)
    if amount:
        settled = 0
        if table.debts and table.debts[0][:2] == [payee, payer]:
            settled = min(table.debts[0][2], amount)  # the creditor pays by cancelling the debt
            table.debts[0][2] -= settled
            if not table.debts[0][2]:
                table.debts.pop(0)
            table.say(
                Text("{amount} of the debt is settled by the trade.", amount=table.money(settled))
            )
        table._pay(payer, payee, amount - settled)
    for taker, index in mortgaged:
        table._mortgage_changes_hands(taker, index, table.RULES.traded_mortgage)
    table._transacted(a)
    table._transacted(b)


def terms(table: Debts, trade: Trade) -> Text:
    """The trade in words: what each side gives."""

    def side(seat: int, deeds: list[int], cards: list[str], cash: int) -> Text:
        parts: list[object] = [table.name(i) for i in sorted(deeds)]
        parts += [Text("the card “{card}”", card=table.RULES.card(c).name) for c in sorted(cards)]
        if cash > 0:
            parts.append(table.money(cash))
        listing = Listing(parts) if parts else Text("nothing")
        return Text("{who} gives {items}", who=seat_ref(seat), items=listing)

    return Text(
        "{first}; {second}",
        first=side(trade.a, trade.give, trade.give_cards, trade.cash),
        second=side(trade.b, trade.take, trade.take_cards, -trade.cash),
    )
