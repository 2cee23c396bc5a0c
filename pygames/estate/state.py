"""The estate engine: one table of a Monopoly-like game, parameterised by `EstateRules`.

`EstateState` is the top of the engine's parts (table.py, ending.py, bank.py, debts.py,
moving.py, words.py: each a class on the one below; docs/design.md draws them) and runs the
contract: who moves, what is open, why a code is not, and what it does; it names the default
players (policy.py, strong.py), who read the parts below it. A game package subclasses it,
sets `RULES` and overrides the hooks where its rulebook differs (movement, spaces and cards of
its own, a shared purse, choices of its own). Seats act in `phase`s:

    order    each player draws for the order of play
    turn     before moving: move, build, sell, mortgage, trade, propose to end (detained: stay,
             pay and roll, use a release card)
    again    after a first double: roll again
    buy      on an unsold deed: buy it or decline (then the Bank auctions it)
    auction  the bidder to act raises or drops out
    claim    (strict claims) the owner claims the rent now or loses it
    choice   a choice a space or a card offers (`_choice_actions`)
    debt     a player who owes more than they hold raises cash, trades, or goes bankrupt
    lift     a mortgaged deed just acquired: repay the loan now or pay the interest only
    trade    composing a trade, or answering it
    vote     the others answer a proposal to end the game now
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from pygames.core import IllegalAction, seat_ref
from pygames.core.i18n import Listing, Text, tr
from pygames.core.spelling import signed, whole

from . import auction as auctions
from . import trade as trades
from .bank import said
from .pending import CardChoice, Claim, Purchase
from .policy import POLICY, Policy
from .rules import BANK, CITY, HOTEL
from .strong import STRONG
from .words import Words

_BANK_HEADS = frozenset({"build", "sell", "mortgage", "unmortgage"})


class EstateState(Words):
    """One table of an estate game; see the module docstring for the phases."""

    # The default player, also the playouts' (a game's own); one table may be given another.
    policy: Policy[Any] = POLICY
    strong: ClassVar[Policy[Any]] = STRONG  # the strong player's judgement (a game's own)
    # Who moves, and whether no one does, found once after each action (`_advance`) and kept
    # as plain fields in place of the kernel's properties: the contract, the bots and every
    # loop that plays a game ask them several times an action, and a property is a call each.
    to_move: int | None = None
    over: bool = False

    def __init__(self, game: Any, players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        if options.get("fast_start"):
            self._fast_start()
        self.fortunes.append(tuple(self.fortune(s) for s in range(players)))
        self.to_move = self._find_mover()
        self.over = self.to_move is None

    # --- who moves ----------------------------------------------------------------------------
    def _find_mover(self) -> int | None:
        phase = self.phase
        if phase in ("turn", "again", "buy", "choice"):
            return self.current
        if phase == "over":
            return None
        if phase == "order":
            return self.order_queue[0]
        if phase == "debt":
            return self.debt_actor()
        if phase == "auction":
            assert self.auction is not None
            return self.auction.bidder
        if phase == "trade":
            assert self.trade is not None
            return self.trade.turn
        if phase == "lift":
            return self.lifts[0][0]
        if phase == "vote":
            return self.voters[0]
        if phase == "claim":
            assert isinstance(self.pending, Claim)
            return self.owner[self.pending.space]
        raise AssertionError(phase)

    # --- what is open -------------------------------------------------------------------------
    def _legal(self) -> list[str]:
        phase = self.phase
        seat = self.to_move
        assert seat is not None
        if phase == "turn":
            return self._turn_actions(seat)
        if phase == "order":
            return [self._order_code()]
        if phase == "again":
            return ["roll"]
        if phase == "buy":
            assert isinstance(self.pending, Purchase)
            acts = ["decline"]
            if self.RULES.raise_to_buy:
                acts += self._bank_actions(seat, unmortgage=False)
            if self.cash_of(seat) >= self.RULES.spaces[self.pending.space].price:
                acts.append("buy")
            return acts
        if phase == "auction":
            return auctions.actions(self, seat)
        if phase == "claim":
            assert isinstance(self.pending, Claim)
            return [f"claim:{self.pending.space}", "pass"]
        if phase == "choice":
            return self._choice_actions(seat)
        if phase == "debt":
            acts = self._bank_actions(seat, unmortgage=False)
            acts += [f"trade:with:{s}" for s in trades.partners_open(self, seat)]
            if not self.can_raise() or not acts:
                acts.append("bankrupt")
            return acts
        if phase == "lift":
            index = self.lifts[0][1]
            acts = [f"keep:{index}"]
            if self.cash_of(seat) >= self.unmortgage_cost(index):
                acts.append(f"lift:{index}")
            return acts
        if phase == "trade":
            return trades.actions(self)
        if phase == "vote":
            return ["finish:yes", "finish:no"]
        raise AssertionError(phase)

    def _turn_actions(self, seat: int) -> list[str]:
        """Before moving: the move itself, or (detained) staying, paying out or a release card;
        building, the Bank, trades, and proposing to end."""
        acts: list[str] = []
        if self.detained[seat]:
            acts.append("stay")
            fine = self.RULES.detention_fine
            if fine is not None and self.cash_of(seat) >= fine:
                acts.append("bail")
            if self.held[seat]:
                acts.append("release")
        else:
            acts += self._move_codes(seat)
        if self.may_deal(seat):
            acts += self._build_actions(seat)
            acts += [f"trade:with:{s}" for s in trades.partners_open(self, seat)]
        acts += self._bank_actions(seat)
        if not self.finish_asked:
            acts.append("finish")
        return acts

    def _choice_actions(self, seat: int) -> list[str]:
        """The answers to a pending choice; a game adds its own kinds."""
        if isinstance(self.pending, CardChoice):
            return ["card:pay", "card:draw"]
        raise AssertionError(self.pending)

    def _choose(self, seat: int, code: str) -> None:
        """Apply an answer to a pending choice; a game adds its own kinds."""
        assert isinstance(self.pending, CardChoice)
        card = self.RULES.card(self.pending.card)
        self.pending = None
        fee = self.money(card.effect[1])
        if code == "card:pay":
            self.say(
                Text("{who} pays {amount} rather than draw a card.", who=seat_ref(seat), amount=fee)
            )
            self._charge(seat, BANK, card.effect[1])
        else:
            self.say(
                Text(
                    "{who} draws a card from the other deck rather than pay {amount}.",
                    who=seat_ref(seat),
                    amount=fee,
                )
            )
            self._draw(seat, card.effect[2])

    # --- why a code is not open -----------------------------------------------------------------
    def check(self, code: str) -> str | None:
        """The reason `code` may not be played now, or None. Asks only what the code needs, so
        a bot's move is checked without listing every action."""
        seat = self.to_move
        assert seat is not None
        phase = self.phase
        if phase == "again" and code == "roll":
            return None  # the commonest codes first (as `_quick` says them)
        if phase == "turn" and not self.detained[seat] and code in self._move_codes(seat):
            return None
        head, _, rest = code.partition(":")
        if head in _BANK_HEADS:
            index = whole(rest)
            if index is None or not 0 <= index < len(self.RULES.spaces):
                return self.not_open(code)
            if not self._bank_open(seat, head):
                return self.not_open(code)
            return self.why_not_bank(seat, head, index)
        quick = self._quick(seat, phase, code, head, rest)
        if quick is not None:
            return None if quick else self.not_open(code)
        if head in ("bid", "most") and phase == "auction":
            amount = whole(rest)
            if amount is None:
                return self.not_open(code)
            return auctions.why_not_bid(self, seat, amount, head == "most")
        if head == "trade" and phase == "trade" and rest.startswith("cash:"):
            trade = self.trade
            amount = signed(rest[5:])
            assert trade is not None
            if trade.proposed or amount is None:
                return self.not_open(code)
            return trades.why_not_cash(self, seat, amount)
        if code == "buy" and phase == "buy":
            assert isinstance(self.pending, Purchase)
            price = self.RULES.spaces[self.pending.space].price
            if self.cash_of(seat) < price:
                return tr(
                    "You have {cash}; it costs {price}.",
                    cash=self.money(self.cash_of(seat)),
                    price=self.money(price),
                )
            return None
        if code in self._legal():
            return None
        if head == "trade":
            reason = trades.why_not(self, seat, rest)
            if reason:
                return reason
        if code == "bankrupt" and phase == "debt":
            return tr("You can still raise the money: sell buildings or mortgage deeds.")
        return self.not_open(code)

    def _quick(self, seat: int, phase: str, code: str, head: str, rest: str) -> bool | None:
        """Whether `code` is open, for the common codes that need no list; None: not known."""
        if phase == "turn":
            if self.detained[seat]:
                if code == "stay":
                    return True
                if code == "bail":
                    fine = self.RULES.detention_fine
                    return True if fine is not None and self.cash_of(seat) >= fine else None
                if code == "release":
                    return True if self.held[seat] else None
            elif code in self._move_codes(seat):
                return True
            if code == "finish":
                return not self.finish_asked
            if head == "trade" and rest.startswith("with:"):
                return True if whole(rest[5:]) in trades.partners_open(self, seat) else None
            return None
        if phase == "again" or phase == "order":
            return code == ("roll" if phase == "again" else self._order_code())
        if phase == "buy":
            return True if code == "decline" else None
        if phase == "auction":
            return True if code == "pass" else None
        if phase in ("claim", "choice", "lift", "vote"):
            return code in self._legal()
        if phase == "trade" and head == "trade":
            return self._quick_trade(seat, rest)
        return None

    def _quick_trade(self, seat: int, rest: str) -> bool | None:
        """True when a trade code is among `trades.actions` (found without listing them all);
        None sends the others to the full list, and its reasons."""
        trade = self.trade
        assert trade is not None
        if trade.proposed:
            if rest == "refuse":
                return True
            if rest == "accept":
                return True if trades.problem(self, trade) is None else None
            if rest == "counter":
                return True if trade.counters < self.RULES.trade_counters else None
            return None
        if rest == "cancel":
            return True
        if rest == "propose":
            return True if not trade.empty and trades.problem(self, trade) is None else None
        verb, _, arg = rest.partition(":")
        if verb in ("give", "take") and trade.edits < self.RULES.trade_edits:
            index = whole(arg)
            if index is None or not 0 <= index < len(self.owner):
                return None
            holder = seat if verb == "give" else trade.other(seat)
            if (
                self.RULES.spaces[index].is_deed
                and self.owner[index] == holder
                and not self.group_built(index)
            ):
                return True
        return None

    def _bank_open(self, seat: int, head: str) -> bool:
        """Whether this phase lets `seat` deal with the Bank in that way at all."""
        phase = self.phase
        if phase == "turn":
            return seat == self.current and (head != "build" or self.may_deal(seat))
        if phase == "debt" or (phase == "buy" and self.RULES.raise_to_buy):
            return head in ("sell", "mortgage")
        return False

    # --- doing --------------------------------------------------------------------------------
    def _apply(self, code: str) -> None:
        seat = self.to_move
        assert seat is not None
        head, _, rest = code.partition(":")
        self.first_act(seat)
        trades.proposer_acts(self, seat)
        phase = self.phase
        if phase == "order":
            self._draw_order(seat)
        elif phase == "again" or (phase == "turn" and head in self.MOVE_HEADS):
            # (`check` found it open; after a double only the roll is)
            self._do_move(seat, code)
        elif head == "build":
            self._build(seat, int(rest))
        elif head == "sell":
            self._sell(seat, int(rest))
        elif head == "mortgage":
            self._mortgage(seat, int(rest))
        elif head == "unmortgage":
            self._unmortgage(seat, int(rest))
        elif code == "buy":
            self._buy(seat)
        elif code == "decline":
            assert isinstance(self.pending, Purchase)
            index = self.pending.space
            self.pending = None
            self.say(Text("{who} declines {deed}.", who=seat_ref(seat), deed=self.name(index)))
            auctions.start_auction(self, index, seat)
        elif head == "bid":
            assert self.auction is not None
            self.auction.raise_to(seat, int(rest), self.auction.minimum(self.RULES.auction_step))
            self.say(Text("{who} bids {amount}.", who=seat_ref(seat), amount=self.money(int(rest))))
            auctions.settle(self)
        elif head == "most":
            auctions.set_most(self, seat, int(rest))
        elif code == "pass" and phase == "auction":
            assert self.auction is not None
            self.auction.drop(seat)
            self.say(Text("{who} drops out of the auction.", who=seat_ref(seat)))
            auctions.settle(self)
        elif head == "claim" or (code == "pass" and phase == "claim"):
            self._claim(seat, head == "claim")
        elif phase == "choice":
            self._choose(seat, code)
        elif code == "stay":
            self._stay(seat)
        elif code == "bail":
            self._bail(seat)
        elif code == "release":
            self._release(seat)
        elif code == "bankrupt":
            debtor, creditor, _ = self.debts[0]
            self._bankrupt(debtor, creditor)
        elif head in ("lift", "keep"):
            self._lift(seat, int(rest), head == "lift")
        elif head == "trade":
            verb, _, arg = rest.partition(":")
            if verb == "with":
                trades.open_trade(self, seat, int(arg))
            else:
                trades.step(self, seat, verb, arg)
        elif code == "finish":
            self._propose_end(seat)
        elif head == "finish":
            self._vote(seat, rest == "yes")
        else:
            self._apply_special(seat, code)
        self._advance()

    def _apply_special(self, seat: int, code: str) -> None:
        """A hook for a game's own actions (listed by its `_turn_actions`)."""
        raise IllegalAction(tr("'{code}' is not an action of this game.", code=code))

    def _buy(self, seat: int) -> None:
        assert isinstance(self.pending, Purchase)
        index = self.pending.space
        self.pending = None
        price = self.RULES.spaces[index].price
        self._pay(seat, BANK, price)
        self._set_owner(index, seat)
        self.say(
            Text(
                "{who} buys {deed} for {amount}.",
                who=seat_ref(seat),
                deed=self.name(index),
                amount=self.money(price),
            )
        )
        self._bought(seat, index)

    def _claim(self, seat: int, claimed: bool) -> None:
        assert isinstance(self.pending, Claim)
        index, payer, amount = self.pending.space, self.pending.payer, self.pending.amount
        self.pending = None
        if claimed:
            self.say(
                Text(
                    "{who} claims {amount} rent for {deed}.",
                    who=seat_ref(seat),
                    amount=self.money(amount),
                    deed=self.name(index),
                )
            )
            self._big_rent(payer, seat, index, amount)
            self._charge(payer, seat, amount)
        else:
            self.say(
                Text(
                    "{who} does not claim the rent for {deed}.",
                    who=seat_ref(seat),
                    deed=self.name(index),
                )
            )

    def _advance(self) -> None:
        """Settle what can be settled and find who must act next."""
        self._settle()
        self.to_move = mover = self._find_mover()
        self.over = mover is None

    def _settle(self) -> None:
        while True:
            if self.ended:
                self.phase = "over"
                return
            if self.phase == "order" and self.order_queue:
                return
            if self.trade is not None:
                self.phase = "trade"
                return
            if self.voters:
                self.phase = "vote"
                return
            if self.debts:
                self._settle_debts()
                if self.debts:
                    self.phase = "debt"
                    return
            if self.lifts:
                self.phase = "lift"
                return
            if self.auction is not None:
                self.phase = "auction"
                return
            if self.auction_queue:
                index, after = self.auction_queue.pop(0)
                if self.owner[index] == BANK:
                    auctions.start_auction(self, index, after)
                continue
            if (sum(self.active) if len(self.cash) == self.players else self.still_in()) <= 1:
                self._end("one")  # (the first case is still_in's own, inline: a hot path)
                continue
            if self.pending is not None:
                self.phase = self.pending.phase
                return
            if self.step == "moved" or not self.active[self.current]:
                self._next_turn()  # nothing above can be pending at a new turn: no second pass
                self.phase = "over" if self.ended else "turn"
                return
            self.phase = "turn" if self.step == "pre" else "again"
            return

    # --- setup --------------------------------------------------------------------------------
    def _fast_start(self) -> None:
        """The quick start: deal two shuffled deeds to each, bought at their price."""
        deeds = self.shuffled(self.RULES.deed_list)
        for seat in range(self.players):
            dealt = sorted(deeds[2 * seat : 2 * seat + 2])
            for index in dealt:
                self._set_owner(index, seat)
                self._pay(seat, BANK, self.RULES.spaces[index].price)
            self.say(
                Text(
                    "{who} is dealt {deeds}.",
                    who=seat_ref(seat),
                    deeds=Listing([self.name(i) for i in dealt]),
                )
            )

    # --- what a seat may see ---------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        card: dict[str, Any] | None = None
        if self.last_card is not None:
            drawn = self.RULES.card(self.last_card[0])
            card = {"id": drawn.id, "deck": drawn.deck, "text": drawn.text}
            card |= {"english": drawn.english, "seat": self.last_card[1]}
            card["at"] = self.last_card[2]  # the action that drew it (see `moves`)
        auction = None
        if self.auction is not None:
            a = self.auction
            auction = {
                "space": a.space,
                "bid": a.bid,
                "high": a.high,
                "bidders": list(a.bidders),
                "bidder": a.bidder if a.bidders else None,
                "minimum": a.minimum(self.RULES.auction_step),
                "least": a.least,  # the least bid when the standing one was made
                # Who holds a standing maximum; how much, the table never says.
                "most": sorted(a.most),
            }
        owned = [i for i in self.RULES.deed_list if self.owner[i] != BANK]
        return {
            "phase": self.phase,
            "current": self.current,
            "order": list(self.order),
            "cash": [self.cash_of(s) for s in range(self.players)],
            "purse": list(self.purse),
            "pos": list(self.pos),
            "active": list(self.active),
            "detained": list(self.detained),
            "held": [list(h) for h in self.held],
            "owner": list(self.owner),
            "level": list(self.level),
            "mortgaged": list(self.mortgaged),
            # What each owned deed would charge now (a utility: its factor, times the move).
            "rent": {str(i): self.rent(i, 1) for i in owned if not self.mortgaged[i]},
            "houses": self.houses,
            "hotels": self.hotels,
            "built": list(self.built),
            "hotels_lap": list(self.hotels_lap),
            "dice": list(self.dice),
            "first": self.first,
            "moved": self.moved,
            "walk": list(self.walk) if self.walk else None,
            "recaps": self.recaps(seat),  # each one's last turn, in the log's words
            "draws": list(self.order_draws),
            "to_draw": list(self.order_queue),  # who is still to draw (again, after a tie)
            "card": card,
            **self.since_last_turns(),  # leaving detention next turn; a recap not yet acted on
            "pending": self.pending.to_json() if self.pending else None,
            "auction": auction,
            "trade": self.trade.to_json() if self.trade else None,
            "trade_problem": trades.problem(self, self.trade) if self.trade else None,
            "answer": trades.answer_view(self),  # the last trade answered, until its proposer acts
            "debts": [list(d) for d in self.debts],
            "lifts": [list(x) for x in self.lifts],
            "takeover": self.takeover,  # a bankruptcy to a player in this turn: what they took
            "voters": list(self.voters),
            "decks": {k: len(v) for k, v in self.decks.items()},
            "round": self.round,
            "rounds": self.options.get("rounds", 0),
            "fortunes": [list(f) for f in self.fortunes],
            "moments": [list(m) for m in self.moments],
            "fortune": [self.fortune(s) for s in range(self.players)],
            "ended": self.ended,
            "note": self.RULES.smallest_note,
            "step": self.RULES.auction_step,
            "closed": self._closed(seat),
        }

    def _closed(self, seat: int | None) -> dict[str, str]:
        """Why the moves a player would look for before moving are not open now, for the seat
        to move (docs/design.md, "explain what is closed"): a house on each plot of a whole set
        that cannot have one (houses a round, hotels a lap, the Bank's stock, building evenly,
        detention), a trade with each player who cannot trade (detained, out of proposals), and
        Buy on a deed landed on that costs more than the player has."""
        if seat is None or seat != self.to_move:
            return {}
        if self.phase == "buy":  # a deed the player cannot pay for: Buy says why
            reason = self.check("buy")
            return {"buy": reason} if reason else {}
        if self.phase != "turn" or seat != self.current:
            return {}
        closed = {}
        spaces = self.RULES.spaces
        for index in self.deeds[seat]:
            if spaces[index].kind == CITY and self.level[index] < HOTEL and self.whole(seat, index):
                reason = said(self.build_block(seat, index))
                if reason:
                    closed[f"build:{index}"] = reason
        open_to = trades.partners_open(self, seat)
        for other in range(self.players):
            if other != seat and self.active[other] and other not in open_to:
                reason = trades.why_not_open(self, seat, other)
                if reason:
                    closed[f"trade:with:{other}"] = reason
        return closed

    # --- for bots -----------------------------------------------------------------------------
    def rollout_action(self, rng: random.Random) -> str:
        """Playouts follow the default player (with a little noise), not uniform moves."""
        if self.phase == "buy" and rng.random() < 0.1:
            return rng.choice(["buy", "decline"]) if self.check("buy") is None else "decline"
        return self.policy.choose(self, rng)

    def _resample_hidden(self, seen: frozenset[int], rng: random.Random) -> None:
        """Only the order of the never-drawn top of each deck is hidden, from every seat alike."""
        for deck, cards in self.decks.items():
            cards.redeal_top(self.unseen[deck], rng)
