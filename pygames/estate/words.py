"""The estate table in words: each action as a button and the log read it, and the prompt
saying what the table waits for, in the language of the moment."""

from __future__ import annotations

from typing import Any

from pygames.core import seat_ref
from pygames.core.i18n import tr

from . import trade as trades
from .moving import Moving
from .pending import CardChoice, Claim, Purchase
from .rules import BANK, HOTEL


def _number(text: str) -> int | None:
    body = text[1:] if text[:1] in "+-" else text
    return int(text) if body.isdigit() and len(body) <= 9 else None


class Words(Moving):
    def describe(self, code: str) -> str:
        head, _, rest = code.partition(":")
        index = _number(rest)
        if code == "roll":
            if self.phase == "order":
                return tr("Roll for the order of play")
            return tr("Roll again") if self.phase == "again" else tr("Roll the dice")
        if index is not None and 0 <= index < len(self.RULES.spaces):
            text = self._describe_deed(head, index)
            if text:
                return text
        money = self.money
        if code == "buy" and isinstance(self.pending, Purchase):
            space = self.space(self.pending.space)
            return tr("Buy {deed} for {price}", deed=space.called, price=money(space.price))
        if code == "decline":
            return tr("Decline (the Bank auctions it)")
        if head == "bid" and index is not None:
            return tr("Bid {amount}", amount=money(index))
        if head == "most" and index is not None:
            return tr("Pay at most {amount}", amount=money(index))
        if code == "pass":
            return (
                tr("Drop out of the auction") if self.phase == "auction" else tr("Let the rent go")
            )
        if code == "card:pay" and isinstance(self.pending, CardChoice):
            return tr("Pay {amount}", amount=money(self.RULES.card(self.pending.card).effect[1]))
        if code == "card:draw" and isinstance(self.pending, CardChoice):
            return self._draw_words(self.RULES.card(self.pending.card).effect[2])
        if code == "stay":
            return tr("Miss this turn {place}", place=tr(self.RULES.detained_where))
        if code == "bail":
            fine = self.RULES.detention_fine or 0
            return tr(
                "Pay {amount} and roll for a double (no double: {more} more, and out)",
                amount=money(fine),
                more=money(self.RULES.detention_fine_total - fine),
            )
        if code == "release":
            return tr("Use the release card")
        if code == "bankrupt":
            return tr("Declare bankruptcy")
        if code == "finish":
            return tr("Propose to end the game now")
        if code == "finish:yes":
            return tr("Agree to end the game now")
        if code == "finish:no":
            return tr("Refuse: play on")
        if head == "trade":
            return self._describe_trade(rest)
        return self._describe_special(code)

    def _describe_special(self, code: str) -> str:
        """A hook: a game's own actions in words."""
        return code

    def _describe_deed(self, head: str, index: int) -> str | None:
        space = self.space(index)
        money = self.money
        if head == "build":
            if self.level[index] == 4:
                return tr(
                    "Build a hotel on {deed} ({price})", deed=space.called, price=money(space.house)
                )
            return tr(
                "Build a house on {deed} ({price})", deed=space.called, price=money(space.house)
            )
        if head == "sell":
            half = space.house // 2
            if self.level[index] == HOTEL:
                amount = money(self.hotel_sale_price(index))
                if self.houses < 4 and self.RULES.even_shortage_sale:
                    return tr(
                        "Sell the hotel on {deed}; the Bank has too few houses, so the {group} set"
                        " comes down evenly (+{amount})",
                        deed=space.called,
                        group=space.group,
                        amount=amount,
                    )
                return tr("Sell the hotel on {deed} (+{amount})", deed=space.called, amount=amount)
            return tr("Sell a house on {deed} (+{amount})", deed=space.called, amount=money(half))
        if head == "mortgage":
            return tr(
                "Mortgage {deed} (+{amount})", deed=space.called, amount=money(space.mortgage)
            )
        if head in ("unmortgage", "lift"):
            return tr(
                "Repay the mortgage on {deed} ({amount})",
                deed=space.called,
                amount=money(self.unmortgage_cost(index)),
            )
        if head == "keep":
            return tr(
                "Keep {deed} mortgaged, pay {amount} interest",
                deed=space.called,
                amount=money(self.RULES.interest(space)),
            )
        if head == "claim" and isinstance(self.pending, Claim):
            return tr(
                "Claim {amount} rent for {deed}",
                amount=money(self.pending.amount),
                deed=space.called,
            )
        return None

    def _describe_trade(self, rest: str) -> str:
        verb, _, arg = rest.partition(":")
        trade = self.trade
        seat = self.to_move
        if verb == "with":
            return tr("Offer a trade to {who}", who=seat_ref(int(arg)))
        if verb in ("give", "take") and arg and trade is not None and seat is not None:
            giving = verb == "give"
            if arg[0].isdigit():
                label: Any = self.name(int(arg))
                chosen = int(arg) in trade.deeds(seat, giving)
            else:
                card = self.RULES.cards_by_id.get(arg)
                label = tr("the card “{card}”", card=card.name if card else arg)
                chosen = arg in trade.cards(seat, giving)
            if chosen:
                return tr("Take {item} out of the trade", item=label)
            return tr("Give {item}", item=label) if giving else tr("Ask for {item}", item=label)
        if verb == "cash":
            amount = _number(arg) or 0
            if amount > 0:
                return tr("Pay {amount} in the trade", amount=self.money(amount))
            if amount < 0:
                return tr("Ask {amount} in the trade", amount=self.money(-amount))
            return tr("No cash in the trade")
        if verb == "propose" and trade is not None:
            return tr("Propose: {terms}", terms=trades.terms(self, trade))
        if verb == "cancel":
            return tr("Drop this trade")
        if verb == "accept" and trade is not None:
            return tr("Accept: {terms}", terms=trades.terms(self, trade))
        if verb == "refuse":
            return tr("Refuse the trade")
        if verb == "counter":
            return tr("Change the terms and send them back")
        return tr("Trade: {what}", what=rest)

    def prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            return tr("The game is over.")
        mover = self.to_move
        assert mover is not None
        who = seat_ref(mover)
        phase = self.phase
        money = self.money
        if phase == "order":  # dice in Eurobusiness, a lot in Fortuna: the prompt says which
            if self._order_code() == "roll":
                return tr("{who}: roll for the order of play.", who=who)
            return tr("{who}: draw for the order of play.", who=who)
        if phase == "turn":
            if self.detained[mover]:
                return self._detained_prompt(mover, own=seat == mover)
            return self._turn_prompt(mover)
        if phase == "again":
            # The pawn waits for the second roll (issue 29: at 1280 only the phone's bar said so).
            return tr(
                "{who} rolled a double, {total}: roll again, then move the sum.",
                who=who,
                total=self.first,
            )
        if phase == "buy":
            assert isinstance(self.pending, Purchase)
            space = self.space(self.pending.space)
            return tr(
                "{who}: buy {deed} for {price} or let the Bank auction it.",
                who=who,
                deed=space.called,
                price=money(space.price),
            )
        if phase == "auction":
            auction = self.auction
            assert auction is not None
            if auction.high is None:
                return tr(
                    "Auction of {deed}, no bid yet: {who} to bid at least {least} or drop out.",
                    deed=self.name(auction.space),
                    who=who,
                    least=money(auction.minimum(self.RULES.auction_step)),
                )
            return tr(
                "Auction of {deed}, {high} bids {bid}: {who} to bid at least {least} or drop out.",
                deed=self.name(auction.space),
                high=seat_ref(auction.high),
                bid=money(auction.bid),
                who=who,
                least=money(auction.minimum(self.RULES.auction_step)),
            )
        if phase == "claim":
            assert isinstance(self.pending, Claim)
            return tr(
                "{who}: claim the rent from {payer} before it is lost.",
                who=who,
                payer=seat_ref(self.pending.payer),
            )
        if phase == "choice":
            return self._choice_prompt(mover)
        if phase == "debt":
            debtor, creditor, amount = self.debts[0]
            if creditor == BANK:
                return tr(
                    "{who} owes the Bank {amount} and has {cash}: sell buildings or mortgage deeds"
                    " to raise it.",
                    who=seat_ref(debtor),
                    amount=money(amount),
                    cash=money(self.cash_of(debtor)),
                )
            return tr(
                "{who} owes {creditor} {amount} and has {cash}: sell buildings, mortgage deeds"
                " or trade with the creditor to raise it.",
                who=seat_ref(debtor),
                creditor=seat_ref(creditor),
                amount=money(amount),
                cash=money(self.cash_of(debtor)),
            )
        if phase == "lift":
            return tr(
                "{who}: repay the mortgage on {deed} now, or pay only the interest.",
                who=who,
                deed=self.name(self.lifts[0][1]),
            )
        if phase == "trade":
            trade = self.trade
            assert trade is not None
            if trade.proposed and trade.counters >= self.RULES.trade_counters:
                return tr(  # no counter-offer left: the prompt names only the buttons there
                    "{who}: accept the trade {other} offers or refuse it.",
                    who=who,
                    other=seat_ref(trade.other(mover)),
                )
            if trade.proposed:
                return tr(
                    "{who}: accept the trade {other} offers, refuse it, or change the terms.",
                    who=who,
                    other=seat_ref(trade.other(mover)),
                )
            return tr(
                "{who}: put together the trade with {other}, then propose it.",
                who=who,
                other=seat_ref(trade.other(mover)),
            )
        if phase == "vote":
            return tr(
                "{who}: {proposer} proposes to end the game now. Agree?",
                who=who,
                proposer=seat_ref(self.current),
            )
        return tr("{who} to move.", who=who)

    def _turn_prompt(self, seat: int) -> str:
        """A hook: what the player may do before moving."""
        return tr("{who}: build, trade or roll the dice.", who=seat_ref(seat))

    def _detained_prompt(self, seat: int, own: bool) -> str:
        """Staying, or the ways out that are open; when none is, why not (no release card
        held, or the fine more than the cash in hand), said to the player as "you" on their
        own screen (issue 29: "Gracz 1 jest w szpitalu" read as someone else)."""
        who, place = seat_ref(seat), tr(self.RULES.detained_where)
        fine = self.RULES.detention_fine
        out = bool(self.held[seat]) or (fine is not None and self.cash_of(seat) >= fine)
        if out:
            return tr("{who} is detained {place}: stay, or get out early.", who=who, place=place)
        if own:
            if fine is None:
                why = tr("only a release card gets you out early, and you hold none.")
            else:
                why = tr(
                    "paying out costs {amount}, more than your cash, and you hold no release card.",
                    amount=self.money(fine),
                )
            return tr("You are detained {place} and stay: {why}", place=place, why=why)
        if fine is None:
            why = tr("only a release card gets out early, and {who} holds none.", who=who)
        else:
            why = tr(
                "paying out costs {amount}, more than the cash in hand, and no release card is"
                " held.",
                amount=self.money(fine),
            )
        return tr("{who} is detained {place} and stays: {why}", who=who, place=place, why=why)

    def _draw_words(self, deck: str) -> str:
        """A hook: the button that draws from `deck` instead of paying a card's fee, as the
        card words it."""
        return tr("Draw from the other deck")

    def _choice_prompt(self, seat: int) -> str:
        """A hook: the question of a pending choice; a game adds its own kinds."""
        return tr("{who}: pay the fee or draw from the other deck.", who=seat_ref(seat))
