"""Debts and bankruptcy.

A sum a player cannot pay at once becomes a debt; play stops until the debtor raises it (selling
buildings, mortgaging, or trading with the creditor), and it is paid as soon as the purse holds
it. Bankruptcy is open only when the purse and everything the Bank would give for the debtor's
(and, with a shared purse, the partner's) buildings and deeds fall short. A bankrupt's property
goes to the creditor whole, or to the Bank's auctions; partners sharing a purse fall together.
"""

from __future__ import annotations

from typing import Any, Self

from pygames.core import Game, seat_ref
from pygames.core.i18n import Text

from .auction import settle
from .bank import Banking
from .rules import BANK, HOTEL


class Debts(Banking):
    """What players owe and cannot pay at once, and what a fall into bankruptcy hands on."""

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        self.debts: list[list[int]] = []  # [debtor, creditor (BANK = -1), amount]
        self.lifts: list[tuple[int, int]] = []  # (seat, mortgaged deed just acquired)
        # (the bankrupt, their creditor, the deeds taken, those of them mortgaged) in this turn,
        # said before the mortgages are asked about (issue 29: a bankruptcy to one passed unsaid).
        self.takeover: tuple[int, int, list[int], list[int]] | None = None

    def clone(self) -> Self:
        other = super().clone()
        other.debts = [list(d) for d in self.debts]
        other.lifts = list(self.lifts)
        other.takeover = self.takeover
        return other

    def _charge(self, debtor: int, creditor: int, amount: int) -> None:
        """`debtor` owes `amount`: paid at once if they can, else a debt they must raise."""
        if amount <= 0:
            return
        if self.purse[debtor] == (self.purse[creditor] if creditor != BANK else None):
            return  # partners pay each other from one purse: nothing moves
        if not self.debts and self.cash_of(debtor) >= amount:
            self._pay(debtor, creditor, amount)
        else:
            self.debts.append([debtor, creditor, amount])

    def debt_actor(self) -> int:
        """Who raises the first debt: the debtor, or (sharing a purse) a partner who still has
        something the Bank would pay for, once the debtor has nothing left."""
        debtor = self.debts[0][0]
        if len(self.cash) == self.players or self.raisable(debtor):
            return debtor
        for partner in self.partners(debtor):
            if self.raisable(partner):
                return partner
        return debtor

    def can_raise(self) -> bool:
        debtor, _, amount = self.debts[0]
        total = self.cash_of(debtor) + sum(self.raisable(s) for s in self.partners(debtor))
        return total >= amount

    def _settle_debts(self) -> None:
        """Pay every debt the purse now covers, in the order they arose."""
        while self.debts and self.cash_of(self.debts[0][0]) >= self.debts[0][2]:
            debtor, creditor, amount = self.debts.pop(0)
            self._pay(debtor, creditor, amount)

    # --- mortgaged deeds changing hands ---------------------------------------------------------
    def _mortgage_changes_hands(self, taker: int, index: int, rule: str) -> None:
        """The new owner of a mortgaged deed: chooses (repay or pay the interest now), repays at
        once, or pays the interest to take the mortgage over, as the game's rule says."""
        if rule == "choose":
            self.lifts.append((taker, index))
        elif rule == "repay":
            cost = self.unmortgage_cost(index)
            self.mortgaged[index] = False
            self._rents_changed(taker)
            self.say(
                Text(
                    "{who} repays the mortgage on {deed}: {amount}.",
                    who=seat_ref(taker),
                    deed=self.name(index),
                    amount=self.money(cost),
                )
            )
            self._charge(taker, BANK, cost)
        else:
            interest = self.RULES.interest(self.space(index))
            self.say(
                Text(
                    "{who} takes over the mortgage on {deed} and pays {amount} interest.",
                    who=seat_ref(taker),
                    deed=self.name(index),
                    amount=self.money(interest),
                )
            )
            self._charge(taker, BANK, interest)

    def _lift(self, seat: int, index: int, repay: bool) -> None:
        self.lifts.pop(0)
        space = self.space(index)
        if repay:
            self._pay(seat, BANK, self.unmortgage_cost(index))
            self.mortgaged[index] = False
            self._rents_changed(seat)
            self.say(
                Text(
                    "{who} repays the mortgage on {deed} at once.",
                    who=seat_ref(seat),
                    deed=space.called,
                )
            )
        else:
            self.say(
                Text(
                    "{who} keeps {deed} mortgaged and pays {amount} interest.",
                    who=seat_ref(seat),
                    deed=space.called,
                    amount=self.money(self.RULES.interest(space)),
                )
            )
            self._charge(seat, BANK, self.RULES.interest(space))

    # --- bankruptcy ---------------------------------------------------------------------------
    def _bankrupt(self, debtor: int, creditor: int) -> None:
        """Insolvent: to a player, all goes to them (buildings sold to the Bank at half for
        them); to the Bank, the buildings go back and the deeds are auctioned."""
        fallen = self.partners(debtor)
        to_player = creditor != BANK
        for seat in fallen:
            proceeds = 0
            deeds = self.deeds_of(seat)
            for index in deeds:
                level = self.level[index]
                if level == HOTEL:
                    self.hotels += 1
                else:
                    self.houses += level
                proceeds += self.RULES.sale_value(self.space(index), level)
                self.level[index] = 0
            self._rents_changed(seat)
            if to_player:
                held = [i for i in deeds if self.mortgaged[i]]
                self.takeover = (seat, creditor, list(deeds), held)
                self._gain(creditor, proceeds)
                for index in deeds:
                    self._set_owner(index, creditor)
                    if self.mortgaged[index]:
                        self._mortgage_changes_hands(creditor, index, self.RULES.bankrupt_mortgage)
                self.held[creditor] += self.held[seat]
            else:
                for index in deeds:
                    self._set_owner(index, BANK)
                    self.mortgaged[index] = False
                    self.auction_queue.append((index, seat))
                for card in self.held[seat]:
                    self.decks[self.RULES.card(card).deck].put_under(card)
            self.held[seat] = []
            self.active[seat] = False
            self.detained[seat] = 0
            self.bankrupt_order.append(seat)
            self._moment("bankrupt", seat, creditor)
            if to_player:
                self.say(
                    Text(
                        "{who} is bankrupt to {creditor}, who takes all they had.",
                        who=seat_ref(seat),
                        creditor=seat_ref(creditor),
                    )
                )
            else:
                self.say(
                    Text(
                        "{who} is bankrupt to the Bank, which will auction their deeds.",
                        who=seat_ref(seat),
                    )
                )
        purse = self.cash_of(debtor)
        if to_player:
            self._pay(debtor, creditor, purse)
        else:
            self._pay(debtor, BANK, purse)
        out = set(fallen)
        self.debts = [d for d in self.debts if d[0] not in out and d[1] not in out]
        self.lifts = [entry for entry in self.lifts if entry[0] not in out]
        self.voters = [s for s in self.voters if s not in out]
        if self.trade and (self.trade.a in out or self.trade.b in out):
            self.trade = None
        if self.auction:
            for seat in fallen:
                if seat in self.auction.bidders:
                    self.auction.drop(seat)
            if self.auction.high in out:  # a bankrupt's bid cannot be paid: bidding reopens
                self.auction.high, self.auction.bid = None, 0
            settle(self)
        if self.current in out:
            self.pending = None
            self.step = "moved"
