"""The estate engine: one table of a Monopoly-like game, parameterised by `EstateRules`.

It runs the turn skeleton (roll, move, land; buy or auction; rent; Chance; jail), building
(whole groups, even building, house and hotel supply, per-round and per-lap limits), the Bank's
buy-back, mortgages, trades composed in small steps, debts that must be raised before play goes
on, bankruptcy, and the end by elimination, by the agreed number of rounds or by agreement.

A game package subclasses `EstateState`, sets `RULES` and, where its rulebook differs, overrides
the small hooks (`_roll` for movement, `_land_special`, `_card_effect`). Seats act in `phase`s:

    rolloff  each player rolls for the order of play (ties roll again)
    turn     before the roll: roll, build, sell, mortgage, trade, propose to end (or, in jail:
             stay, pay the fine and roll, use a card)
    again    after a first double: roll again
    buy      on an unsold deed: buy it or decline (then the Bank auctions it)
    auction  the bidder to act raises or drops out
    claim    (strict claims) the owner claims the rent now or loses it
    choice   a Chance card that offers a choice
    debt     a player who owes more than they hold raises cash, trades, or goes bankrupt
    lift     a mortgaged deed just acquired: repay the loan now or pay the interest only
    trade    composing a trade (proposer) or answering it (partner)
    vote     the others answer a proposal to end the game now
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from pygames.core import Game, IllegalAction, Outcome, State, seat_ref

from .auction import Auction
from .rules import (
    CHANCE,
    CITY,
    GO_TO_JAIL,
    HOTEL,
    RAILWAY,
    TAX,
    UTILITY,
    EstateRules,
    Space,
)
from .trade import Trade

BANK = -1

_LIST_FIELDS = (
    "cash", "pos", "active", "jail", "owner", "level", "mortgaged", "built", "hotels_lap",
    "order", "rolloff_queue", "rolloff_rolls", "auction_queue", "lifts", "voters", "proposals",
    "fortunes", "bankrupt_order", "dice",
)  # fmt: skip


class EstateState(State):
    """One table of an estate game; see the module docstring for the phases."""

    RULES: ClassVar[EstateRules]

    def __init__(self, game: Game, players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        rules = self.RULES
        count = len(rules.spaces)
        self.cash = [rules.start_money] * players
        self.pos = [0] * players
        self.active = [True] * players
        self.jail = [0] * players  # turns still to miss in jail
        self.held: list[list[str]] = [[] for _ in range(players)]  # kept Chance cards
        self.owner = [BANK] * count
        self.level = [0] * count  # 0-4 houses, 5 a hotel
        self.mortgaged = [False] * count
        self.houses = rules.houses
        self.hotels = rules.hotels
        self.built = [0] * players  # houses bought this round
        self.hotels_lap = [0] * players  # hotels bought since last passing START
        self.decks: dict[str, list[str]] = {
            deck: [c.id for c in self.shuffled(rules.deck_cards(deck))] for deck in rules.decks
        }
        self.unseen = {deck: len(cards) for deck, cards in self.decks.items()}  # never shown
        self.order = list(range(players))  # the order of play, set by the roll-off
        self.rolloff_queue = list(range(players))
        self.rolloff_rolls: list[int | None] = [None] * players
        self.current = 0
        self.phase = "rolloff"
        self.step = "pre"  # pre (before rolling), again (after a double), moved (done)
        self.dice: list[int] = []  # the dice last rolled
        self.first = 0  # the total of a first double, still to be moved
        self.moved = 0  # the dice total of this turn's move (utility rent)
        self.pending: tuple[Any, ...] | None = None  # ("buy", sp) | ("claim", sp, payer, rent)
        self.auction: Auction | None = None
        self.auction_queue: list[tuple[int, int]] = []  # (deed, seat the bidding starts after)
        self.trade: Trade | None = None
        self.debts: list[list[int]] = []  # [debtor, creditor (BANK = -1), amount]
        self.lifts: list[tuple[int, int]] = []  # (seat, mortgaged deed just acquired)
        self.voters: list[int] = []  # seats still to answer a proposal to end now
        self.proposals = [0] * players  # trade proposals this turn
        self.finish_asked = False
        self.round = 0  # rounds of turns completed
        self.fortunes: list[list[int]] = []  # each player's fortune after each round
        self.bankrupt_order: list[int] = []
        self.last_card: tuple[str, int] | None = None  # (card id, seat) just drawn
        self.ended = ""  # why the game ended: "one", "time", "agreed"
        if options.get("fast_start"):
            self._fast_start()
        self.fortunes.append([self.fortune(s) for s in range(players)])

    # --- copying ----------------------------------------------------------------------------
    def clone(self) -> EstateState:
        """A fast copy: lists copied one level deep, small objects by their own copy()."""
        other = self._copy()
        for name in _LIST_FIELDS:
            setattr(other, name, list(getattr(self, name)))
        other.held = [list(h) for h in self.held]
        other.decks = {k: list(v) for k, v in self.decks.items()}
        other.unseen = dict(self.unseen)
        other.debts = [list(d) for d in self.debts]
        other.options = self.options
        other.auction = self.auction.copy() if self.auction else None
        other.trade = self.trade.copy() if self.trade else None
        return other

    # --- facts ------------------------------------------------------------------------------
    def space(self, index: int) -> Space:
        return self.RULES.spaces[index]

    def name(self, index: int) -> str:
        return self.RULES.spaces[index].name

    def money(self, amount: int) -> str:
        return f"{amount:,} {self.RULES.currency}"

    def deeds_of(self, seat: int) -> list[int]:
        owner = self.owner
        return [i for i in self.RULES.deed_list if owner[i] == seat]

    def group_of(self, index: int) -> tuple[int, ...]:
        return self.RULES.members[index]

    def whole(self, seat: int, group: str) -> bool:
        """Whether `seat` owns every city of the group (country)."""
        return all(self.owner[i] == seat for i in self.RULES.groups[group])

    def group_built(self, index: int) -> bool:
        level = self.level
        return any(level[i] for i in self.RULES.members[index])

    def rent(self, index: int, dice_total: int | None = None) -> int:
        """The rent due on a deed from its deed card, as things stand."""
        space = self.RULES.spaces[index]
        holder = self.owner[index]
        if space.kind == CITY:
            level = self.level[index]
            if level:
                return space.rents[level]
            return space.rents[0] * (2 if self.whole(holder, space.group) else 1)
        if space.kind == RAILWAY:
            count = sum(
                1 for s in self.RULES.spaces if s.kind == RAILWAY and self.owner[s.index] == holder
            )
            return self.RULES.railway_rents[count]
        if space.kind == UTILITY:
            count = sum(
                1 for s in self.RULES.spaces if s.kind == UTILITY and self.owner[s.index] == holder
            )
            return self.RULES.utility_factors[count] * (
                self.moved if dice_total is None else dice_total
            )
        return 0

    def fortune(self, seat: int) -> int:
        """The rulebook's count: cash, unmortgaged deeds at value, mortgaged at half, buildings."""
        if not self.active[seat]:
            return 0
        total = self.cash[seat]
        for index, holder in enumerate(self.owner):
            if holder == seat:
                space = self.RULES.spaces[index]
                total += space.price // 2 if self.mortgaged[index] else space.price
                total += self.RULES.building_value(space, self.level[index])
        return total

    def raisable(self, seat: int) -> int:
        """All the cash the Bank would give for `seat`'s buildings and unmortgaged deeds."""
        total = 0
        for index, holder in enumerate(self.owner):
            if holder == seat:
                space = self.RULES.spaces[index]
                level = self.level[index]
                total += (space.house // 2) * (5 if level == HOTEL else level)
                if not self.mortgaged[index]:
                    total += space.mortgage
        return total

    def unmortgage_cost(self, index: int) -> int:
        space = self.RULES.spaces[index]
        return space.mortgage + self.RULES.interest(space)

    # --- the contract -----------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        phase = self.phase
        if phase == "over":
            return None
        if phase in ("turn", "again", "buy", "choice"):
            return self.current
        if phase == "rolloff":
            return self.rolloff_queue[0]
        if phase == "debt":
            return self.debts[0][0]
        if phase == "auction":
            assert self.auction is not None
            return self.auction.bidder
        if phase == "trade":
            assert self.trade is not None
            return self.trade.partner if self.trade.proposed else self.trade.proposer
        if phase == "lift":
            return self.lifts[0][0]
        if phase == "vote":
            return self.voters[0]
        if phase == "claim":
            assert self.pending is not None
            return self.owner[self.pending[1]]
        raise AssertionError(phase)

    def _legal(self) -> list[str]:
        phase = self.phase
        seat = self.to_move
        assert seat is not None
        acts: list[str] = []
        if phase == "rolloff" or phase == "again":
            return ["roll"]
        if phase == "turn":
            if self.jail[seat]:
                acts.append("end")
                if self.cash[seat] >= self.RULES.jail_fine:
                    acts.append("jail:pay")
                if self.held[seat]:
                    acts.append("jail:card")
            else:
                acts.append("roll")
                owner = self.owner
                members = self.RULES.members
                acts += [
                    f"build:{i}"
                    for i in self.deeds_of(seat)
                    if members[i]
                    and all(owner[j] == seat for j in members[i])
                    and not self.why_not_build(seat, i)
                ]
                acts += self._trade_starts(seat)
            acts += self._bank_actions(seat)
            if not self.finish_asked:
                acts.append("finish")
            return acts
        if phase == "buy":
            index = self.pending[1]  # type: ignore[index]
            acts.append("decline")
            if self.cash[seat] >= self.RULES.spaces[index].price:
                acts.append("buy")
            acts += self._bank_actions(seat, unmortgage=False)
            return acts
        if phase == "auction":
            return ["pass", *(f"bid:{amount}" for amount in self._bid_amounts(seat))]
        if phase == "claim":
            return [f"claim:{self.pending[1]}", "pass"]  # type: ignore[index]
        if phase == "choice":
            return ["card:pay", "card:draw"]
        if phase == "debt":
            acts += self._bank_actions(seat, unmortgage=False)
            acts += self._trade_starts(seat)
            if self.cash[seat] + self.raisable(seat) < self.debts[0][2] or not acts:
                acts.append("bankrupt")
            return acts
        if phase == "lift":
            index = self.lifts[0][1]
            acts.append(f"keep:{index}")
            if self.cash[seat] >= self.unmortgage_cost(index):
                acts.append(f"lift:{index}")
            return acts
        if phase == "trade":
            return self._trade_actions()
        if phase == "vote":
            return ["finish:yes", "finish:no"]
        raise AssertionError(phase)

    def _bank_actions(self, seat: int, unmortgage: bool = True) -> list[str]:
        acts = []
        for i in self.deeds_of(seat):
            if self.level[i] and not self.why_not_sell(seat, i):
                acts.append(f"sell:{i}")
            if not self.mortgaged[i] and not self.why_not_mortgage(seat, i):
                acts.append(f"mortgage:{i}")
            if unmortgage and self.mortgaged[i] and not self.why_not_unmortgage(seat, i):
                acts.append(f"unmortgage:{i}")
        return acts

    # --- reasons (also the messages of illegal actions) -------------------------------------
    def why_not_build(self, seat: int, index: int) -> str | None:
        rules = self.RULES
        space = rules.spaces[index]
        if space.kind != CITY:
            return f"{space.name} is not a building plot."
        if self.owner[index] != seat:
            return f"{space.name} is not yours."
        if self.phase != "turn" or self.current != seat or self.step != "pre":
            return "Buildings are bought only before your roll."
        if self.jail[seat]:
            return "A player in jail may not buy."
        group = rules.groups[space.group]
        if not self.whole(seat, space.group):
            return f"Houses stand only on a whole country: you lack part of {space.group}."
        if any(self.mortgaged[i] for i in group):
            return f"Part of {space.group} is mortgaged."
        level = self.level[index]
        if level == HOTEL:
            return f"{space.name} already has its hotel."
        if level < 4:
            if level > min(self.level[i] for i in group):
                return "Build evenly: every city of the country needs as many houses first."
            if self.houses <= 0:
                return "The Bank has no house left: wait until one comes back."
            if rules.houses_per_round is not None and self.built[seat] >= rules.houses_per_round:
                return f"You may buy at most {rules.houses_per_round} houses a round."
            if self.cash[seat] < space.house:
                return (
                    f"You have {self.money(self.cash[seat])}; a house costs "
                    f"{self.money(space.house)}."
                )
            return None
        if any(self.level[i] < 4 for i in group):
            return "A hotel needs 4 houses on every city of the country."
        if self.hotels <= 0:
            return "The Bank has no hotel left: wait until one comes back."
        if rules.hotels_per_lap is not None and self.hotels_lap[seat] >= rules.hotels_per_lap:
            return f"You may buy at most {rules.hotels_per_lap} hotels a lap."
        if self.cash[seat] < space.house:
            return (
                f"You have {self.money(self.cash[seat])}; the hotel fee is "
                f"{self.money(space.house)}."
            )
        return None

    def why_not_sell(self, seat: int, index: int) -> str | None:
        space = self.RULES.spaces[index]
        if self.owner[index] != seat:
            return f"{space.name} is not yours."
        level = self.level[index]
        if not level:
            return f"No building stands on {space.name}."
        if level < max(self.level[i] for i in self.group_of(index)):
            return "Sell evenly: sell from the city with the most buildings first."
        return None

    def why_not_mortgage(self, seat: int, index: int) -> str | None:
        space = self.RULES.spaces[index]
        if not space.is_deed or self.owner[index] != seat:
            return f"{space.name} is not yours."
        if self.mortgaged[index]:
            return f"{space.name} is already mortgaged."
        if self.group_built(index):
            return f"Sell the buildings of {space.group} to the Bank first."
        return None

    def why_not_unmortgage(self, seat: int, index: int) -> str | None:
        space = self.RULES.spaces[index]
        if not space.is_deed or self.owner[index] != seat:
            return f"{space.name} is not yours."
        if not self.mortgaged[index]:
            return f"{space.name} is not mortgaged."
        cost = self.unmortgage_cost(index)
        if self.cash[seat] < cost:
            return f"You have {self.money(self.cash[seat])}; repaying costs {self.money(cost)}."
        return None

    def tradeable(self, seat: int, index: int) -> bool:
        """A deed may change hands between players only with no building in its country."""
        return self.owner[index] == seat and not self.group_built(index)

    # --- trades -----------------------------------------------------------------------------
    def _trade_starts(self, seat: int) -> list[str]:
        if self.jail[seat] or self.proposals[seat] >= self.RULES.proposals_per_turn:
            return []
        return [
            f"trade:with:{other}"
            for other in range(self.players)
            if other != seat and self.active[other] and not self.jail[other]
        ]

    def _credit(self, trade: Trade) -> int:
        """What the partner may pay by cancelling the proposer's debt to them (payment in deeds)."""
        if self.phase in ("trade", "debt") and self.debts:
            debtor, creditor, amount = self.debts[0]
            if debtor == trade.proposer and creditor == trade.partner:
                return amount
        return 0

    def _cash_options(self, trade: Trade) -> list[str]:
        prices = self.RULES.spaces
        value = sum(prices[i].price for i in trade.take) - sum(prices[i].price for i in trade.give)
        mine = self.cash[trade.proposer]
        theirs = self.cash[trade.partner] + self._credit(trade)
        codes = []
        for amount in {50, 100, 200, 500, 1000, abs(value) // 10 * 10, abs(value) * 3 // 20 * 10}:
            if amount <= 0:
                continue
            if amount <= mine and amount != trade.cash:
                codes.append(f"trade:cash:+{amount}")
            if amount <= theirs and -amount != trade.cash:
                codes.append(f"trade:cash:-{amount}")
        if trade.cash:
            codes.append("trade:cash:0")
        return codes

    def built_groups(self) -> set[int]:
        """The cities of every group with a building on it (their deeds may not be traded)."""
        level = self.level
        members = self.RULES.members
        return {i for i in self.RULES.deed_list if any(level[j] for j in members[i])}

    def _trade_actions(self) -> list[str]:
        trade = self.trade
        assert trade is not None
        if trade.proposed:
            acts = ["trade:refuse"]
            if self.trade_problem(trade) is None:
                acts.append("trade:accept")
            return acts
        acts = ["trade:cancel"]
        if not trade.empty and self.trade_problem(trade) is None:
            acts.append("trade:propose")
        if trade.edits < self.RULES.trade_edits:
            a, b = trade.proposer, trade.partner
            blocked = self.built_groups()
            owner = self.owner
            for i in self.RULES.deed_list:
                if i not in blocked:
                    if owner[i] == a:
                        acts.append(f"trade:give:{i}")
                    elif owner[i] == b:
                        acts.append(f"trade:take:{i}")
            acts += [f"trade:give:{c}" for c in self.held[a]]
            acts += [f"trade:take:{c}" for c in self.held[b]]
            acts += self._cash_options(trade)
        return acts

    def trade_problem(self, trade: Trade) -> str | None:
        """Why this trade cannot be made as it stands, or None."""
        a, b = trade.proposer, trade.partner
        for seat in (a, b):
            if not self.active[seat]:
                return f"{seat_ref(seat)} is out of the game."
            if self.jail[seat]:
                return f"{seat_ref(seat)} is in jail and may not buy or sell."
        for seat, deeds, cards in (
            (a, trade.give, trade.give_cards),
            (b, trade.take, trade.take_cards),
        ):
            for index in deeds:
                if self.owner[index] != seat:
                    return f"{self.name(index)} is not {seat_ref(seat)}'s."
                if self.group_built(index):
                    return (
                        f"Buildings stand in {self.space(index).group}: sell them to the Bank "
                        f"first."
                    )
            for card in cards:
                if card not in self.held[seat]:
                    return f"{seat_ref(seat)} does not hold that card."
        if trade.cash > self.cash[a]:
            return f"{seat_ref(a)} has only {self.money(self.cash[a])}."
        if -trade.cash > self.cash[b] + self._credit(trade):
            return f"{seat_ref(b)} has only {self.money(self.cash[b])}."
        return None

    # --- auctions ---------------------------------------------------------------------------
    def _bid_amounts(self, seat: int) -> list[int]:
        auction = self.auction
        assert auction is not None
        step = self.RULES.auction_step
        low = auction.minimum(step)
        price = self.RULES.spaces[auction.space].price
        cash = self.cash[seat]
        wanted = {low, low + step * 5, low + step * 10, price, price + price // 2}
        return sorted(a for a in wanted if low <= a <= cash)

    def _start_auction(self, index: int, after: int) -> None:
        """The Bank auctions `index` from half its price, bidding from the seat after `after`."""
        seats = [(after + k) % self.players for k in range(1, self.players + 1)]
        opening = self.RULES.spaces[index].price // 2
        bidders = [s for s in seats if self.active[s] and not self.jail[s]]
        self.auction = Auction(index, opening, bidders)
        self.say(f"The Bank auctions {self.name(index)} from {self.money(opening)}.")
        self._auction_settle()

    def _auction_settle(self) -> None:
        """Drop bidders who cannot cover the next bid; finish the auction when it is done."""
        auction = self.auction
        assert auction is not None
        low = auction.minimum(self.RULES.auction_step)
        while not auction.done and self.cash[auction.bidder] < low:
            auction.drop(auction.bidder)
        if not auction.done:
            return
        self.auction = None
        index = auction.space
        if auction.high is None:
            self.say(f"No bid: {self.name(index)} stays with the Bank.")
            return
        self.cash[auction.high] -= auction.bid
        self.owner[index] = auction.high
        self.say(
            f"{seat_ref(auction.high)} buys {self.name(index)} at auction for "
            f"{self.money(auction.bid)}."
        )

    # --- checking ---------------------------------------------------------------------------
    def surely_legal(self, code: str) -> bool:
        """A quick yes for the commonest actions, so that `check` need not list them all.

        True only when `code` is certainly in `legal_actions()`; False means "look it up".
        """
        phase = self.phase
        if code == "roll":
            if phase in ("rolloff", "again"):
                return True
            return phase == "turn" and not self.jail[self.current]
        if phase == "buy":
            if code == "decline":
                return True
            if code == "buy":
                return self.cash[self.current] >= self.RULES.spaces[self.pending[1]].price  # type: ignore[index]
            return False
        if phase == "auction":
            return code == "pass"
        if phase == "choice":
            return code in ("card:pay", "card:draw")
        if phase == "vote":
            return code in ("finish:yes", "finish:no")
        if phase == "turn" and code == "end":
            return bool(self.jail[self.current])
        if phase == "lift":
            return code == f"keep:{self.lifts[0][1]}"
        return False

    def check(self, code: str) -> str | None:
        if self.surely_legal(code):
            return None
        legal = self.legal_actions()
        if code in legal:
            return None
        seat = self.to_move
        head, _, rest = code.partition(":")
        number = _number(rest)
        if head == "bid" and self.phase == "auction" and number is not None:
            auction = self.auction
            assert auction is not None and seat is not None
            low = auction.minimum(self.RULES.auction_step)
            if number < low:
                return f"The least bid now is {self.money(low)}."
            if number % self.RULES.smallest_note:
                return (
                    f"Bids are in whole notes: multiples of {self.money(self.RULES.smallest_note)}."
                )
            if number > self.cash[seat]:
                return f"You have only {self.money(self.cash[seat])}."
            return None
        if head == "trade" and rest.startswith("cash:") and self.phase == "trade":
            trade = self.trade
            amount = _number(rest[5:])
            assert trade is not None
            if trade.proposed or seat != trade.proposer:
                return "The trade is already proposed."
            if amount is None:
                return "A trade's cash is a whole number, + paid by you, - paid to you."
            if amount % self.RULES.smallest_note:
                return (
                    f"Cash is in whole notes: multiples of {self.money(self.RULES.smallest_note)}."
                )
            if trade.edits >= self.RULES.trade_edits:
                return "This trade has been changed often enough: propose it or cancel it."
            if amount > self.cash[trade.proposer]:
                return f"You have only {self.money(self.cash[trade.proposer])}."
            if -amount > self.cash[trade.partner] + self._credit(trade):
                return f"{seat_ref(trade.partner)} has only {self.money(self.cash[trade.partner])}."
            return None
        if seat is not None and number is not None and 0 <= number < len(self.RULES.spaces):
            reason = None
            if head == "build":
                reason = self.why_not_build(seat, number)
            elif head == "sell":
                reason = self.why_not_sell(seat, number)
            elif head == "mortgage":
                reason = self.why_not_mortgage(seat, number)
            elif head == "unmortgage":
                reason = self.why_not_unmortgage(seat, number)
            if reason:
                return reason
        if code == "buy" and self.phase == "buy" and seat is not None:
            price = self.RULES.spaces[self.pending[1]].price  # type: ignore[index]
            return f"You have {self.money(self.cash[seat])}; it costs {self.money(price)}."
        if code == "bankrupt" and self.phase == "debt":
            return "You can still raise the money: sell buildings or mortgage deeds."
        return self.not_open(code)

    # --- applying ---------------------------------------------------------------------------
    def _apply(self, code: str) -> None:
        seat = self.to_move
        assert seat is not None
        head, _, rest = code.partition(":")
        phase = self.phase
        if phase == "rolloff":
            self._rolloff(seat)
        elif code == "roll":
            self._roll(seat)
        elif head == "build":
            self._build(seat, int(rest))
        elif head == "sell":
            self._sell(seat, int(rest))
        elif head == "mortgage":
            index = int(rest)
            self.mortgaged[index] = True
            self.cash[seat] += self.RULES.spaces[index].mortgage
            self.say(
                f"{seat_ref(seat)} mortgages {self.name(index)} for "
                f"{self.money(self.RULES.spaces[index].mortgage)}."
            )
        elif head == "unmortgage":
            index = int(rest)
            cost = self.unmortgage_cost(index)
            self.cash[seat] -= cost
            self.mortgaged[index] = False
            self.say(
                f"{seat_ref(seat)} repays the mortgage on {self.name(index)}: {self.money(cost)}."
            )
        elif code == "buy":
            index = self.pending[1]  # type: ignore[index]
            self.pending = None
            self.cash[seat] -= self.RULES.spaces[index].price
            self.owner[index] = seat
            self.say(
                f"{seat_ref(seat)} buys {self.name(index)} for "
                f"{self.money(self.RULES.spaces[index].price)}."
            )
        elif code == "decline":
            index = self.pending[1]  # type: ignore[index]
            self.pending = None
            self.say(f"{seat_ref(seat)} declines {self.name(index)}.")
            self._start_auction(index, seat)
        elif head == "bid":
            assert self.auction is not None
            self.auction.raise_to(seat, int(rest))
            self.say(f"{seat_ref(seat)} bids {self.money(int(rest))}.")
            self._auction_settle()
        elif code == "pass" and phase == "auction":
            assert self.auction is not None
            self.auction.drop(seat)
            self.say(f"{seat_ref(seat)} drops out of the auction.")
            self._auction_settle()
        elif head == "claim":
            _, index, payer, amount = self.pending  # type: ignore[misc]
            self.pending = None
            self.say(f"{seat_ref(seat)} claims {self.money(amount)} rent for {self.name(index)}.")
            self._charge(payer, seat, amount)
        elif code == "pass" and phase == "claim":
            _, index, payer, amount = self.pending  # type: ignore[misc]
            self.pending = None
            self.say(f"{seat_ref(seat)} does not claim the rent for {self.name(index)}.")
        elif head == "card":
            card = self.RULES.card(self.pending[1])  # type: ignore[index]
            self.pending = None
            if rest == "pay":
                self.say(f"{seat_ref(seat)} pays {self.money(card.effect[1])}.")
                self._charge(seat, BANK, card.effect[1])
            else:
                self._draw(seat, card.effect[2])
        elif code == "end":
            self.jail[seat] -= 1
            left = self.jail[seat]
            self.say(
                f"{seat_ref(seat)} stays in jail"
                + (f" ({left} turn to go)." if left else "; free next turn.")
            )
            self.step = "moved"
        elif code == "jail:pay":
            self._jail_try(seat)
        elif code == "jail:card":
            card = self.held[seat].pop(0)
            self.decks[self.RULES.card(card).deck].append(card)
            self.jail[seat] = 0
            self.say(f"{seat_ref(seat)} uses a card to leave jail.")
        elif code == "bankrupt":
            debtor, creditor, _ = self.debts[0]
            self._bankrupt(debtor, creditor)
        elif head in ("lift", "keep"):
            index = int(rest)
            self.lifts.pop(0)
            space = self.RULES.spaces[index]
            if head == "lift":
                self.cash[seat] -= self.unmortgage_cost(index)
                self.mortgaged[index] = False
                self.say(f"{seat_ref(seat)} repays the mortgage on {space.name} at once.")
            else:
                self.say(f"{seat_ref(seat)} keeps {space.name} mortgaged and pays the interest.")
                self._charge(seat, BANK, self.RULES.interest(space))
        elif head == "trade":
            self._trade(seat, rest)
        elif code == "finish":
            self.finish_asked = True
            n = len(self.order)
            start = self.order.index(self.current)
            self.voters = [s for k in range(1, n) if self.active[s := self.order[(start + k) % n]]]
            self.say(f"{seat_ref(seat)} proposes to end the game now.")
        elif head == "finish":
            if rest == "yes":
                self.voters.pop(0)
                self.say(f"{seat_ref(seat)} agrees to end now.")
                if not self.voters:
                    self._end("agreed")
            else:
                self.voters = []
                self.say(f"{seat_ref(seat)} refuses to end now; play goes on.")
        else:  # pragma: no cover - check() admits nothing else
            raise IllegalAction(f"'{code}' is not an action of this game.")
        self._advance()

    def _advance(self) -> None:
        """Settle what can be settled and find who must act next."""
        while True:
            if self.ended:
                self.phase = "over"
                return
            if self.phase == "rolloff" and self.rolloff_queue:
                return
            if self.trade is not None:
                self.phase = "trade"
                return
            if self.voters:
                self.phase = "vote"
                return
            while self.debts and self.cash[self.debts[0][0]] >= self.debts[0][2]:
                debtor, creditor, amount = self.debts.pop(0)
                self._pay(debtor, creditor, amount)
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
                    self._start_auction(index, after)
                continue
            if sum(self.active) <= 1:
                self._end("one")
                continue
            if self.pending is not None:
                self.phase = self.pending[0]
                return
            if self.step == "moved" or not self.active[self.current]:
                self._next_turn()
                continue
            self.phase = "turn" if self.step == "pre" else "again"
            return

    # --- the turn ---------------------------------------------------------------------------
    def _rolloff(self, seat: int) -> None:
        total = self.roll() + self.roll()
        self.rolloff_rolls[seat] = total
        self.rolloff_queue.pop(0)
        self.say(f"{seat_ref(seat)} rolls {total} for the order of play.")
        if self.rolloff_queue:
            return
        best = max(r for r in self.rolloff_rolls if r is not None)
        tied = [s for s, r in enumerate(self.rolloff_rolls) if r == best]
        if len(tied) > 1:
            self.rolloff_queue = tied
            self.rolloff_rolls = [None] * self.players
            self.say(
                "A tie for the highest roll: " + ", ".join(map(seat_ref, tied)) + " roll again."
            )
            return
        first = tied[0]
        self.order = [(first + k) % self.players for k in range(self.players)]
        self.say(f"{seat_ref(first)} starts.")
        self._start_turn(first)

    def _start_turn(self, seat: int) -> None:
        self.current = seat
        self.step = "pre"
        self.first = 0
        self.pending = None
        self.built[seat] = 0
        self.proposals = [0] * self.players
        self.finish_asked = False
        self.phase = "turn"

    def _next_turn(self) -> None:
        order = self.order
        n = len(order)
        start = order.index(self.current)
        for k in range(1, n + 1):
            seat = order[(start + k) % n]
            if self.active[seat]:
                break
        if start + k >= n:
            self.round += 1
            self.fortunes.append([self.fortune(s) for s in range(self.players)])
            limit = self.options.get("rounds", 0) or self.RULES.round_cap
            if self.round >= limit:
                self._end("time")
                return
        self._start_turn(seat)

    def _roll(self, seat: int) -> None:
        a, b = self.roll(), self.roll()
        self.dice = [a, b]
        if self.step == "pre" and a == b:
            self.first = a + b
            self.step = "again"
            self.say(f"{seat_ref(seat)} rolls {a}+{b}: a double, roll again.")
            return
        if self.step == "again" and a == b:
            self.say(f"{seat_ref(seat)} rolls {a}+{b}: a second double, go to jail.")
            self._send_to_jail(seat)
            return
        total = self.first + a + b
        self.say(f"{seat_ref(seat)} rolls {a}+{b} and moves {total}.")
        self.step = "moved"
        self.moved = total
        self._move(seat, total)

    def _jail_try(self, seat: int) -> None:
        """Pay the fine and roll: a double leaves jail; any other roll costs the rest."""
        rules = self.RULES
        self.cash[seat] -= rules.jail_fine
        a, b = self.roll(), self.roll()
        self.dice = [a, b]
        self.jail[seat] = 0
        self.step = "moved"
        self.moved = a + b
        if a == b:
            self.say(
                f"{seat_ref(seat)} pays {self.money(rules.jail_fine)}, rolls {a}+{b}: a "
                f"double, out of jail."
            )
        else:
            more = rules.jail_fine_total - rules.jail_fine
            self.say(
                f"{seat_ref(seat)} pays {self.money(rules.jail_fine)}, rolls {a}+{b}: no "
                f"double, pays {self.money(more)} more and leaves jail."
            )
            self._charge(seat, BANK, more)
        self._move(seat, a + b)

    def _move(self, seat: int, steps: int) -> None:
        count = len(self.RULES.spaces)
        target = self.pos[seat] + steps
        if target >= count:
            target -= count
            if target or self.RULES.start_bonus_on_landing:
                self._pass_start(seat)
        self.pos[seat] = target
        self._land(seat)

    def _pass_start(self, seat: int) -> None:
        self.cash[seat] += self.RULES.start_bonus
        self.hotels_lap[seat] = 0
        self.say(f"{seat_ref(seat)} passes START: {self.money(self.RULES.start_bonus)}.")

    def _send_to_jail(self, seat: int) -> None:
        self.pos[seat] = self.RULES.jail_space
        self.jail[seat] = self.RULES.jail_turns
        self.say(f"{seat_ref(seat)} goes to jail.")
        if seat == self.current:
            self.step = "moved"
            self.first = 0

    def _land(self, seat: int) -> None:
        index = self.pos[seat]
        space = self.RULES.spaces[index]
        if space.is_deed:
            holder = self.owner[index]
            if holder == BANK:
                self.pending = ("buy", index)
            elif holder != seat and not self.mortgaged[index]:
                if self.jail[holder] and self.RULES.jail_blocks_rent:
                    self.say(f"{seat_ref(holder)} is in jail and collects no rent.")
                    return
                amount = self.rent(index)
                if self.options.get("strict_claims"):
                    self.pending = ("claim", index, seat, amount)
                else:
                    self.say(
                        f"{seat_ref(seat)} owes {seat_ref(holder)} {self.money(amount)} rent "
                        f"for {space.name}."
                    )
                    self._charge(seat, holder, amount)
            return
        if space.kind == CHANCE:
            self._draw(seat, space.deck)
        elif space.kind == TAX:
            self.say(f"{seat_ref(seat)} pays {self.money(space.amount)}: {space.name}.")
            self._charge(seat, BANK, space.amount)
        elif space.kind == GO_TO_JAIL:
            self._send_to_jail(seat)
        else:
            self._land_special(seat, space)

    def _land_special(self, seat: int, space: Space) -> None:
        """A hook for spaces the engine does not know (Fortuna's holiday, hospital...)."""

    def _draw(self, seat: int, deck: str) -> None:
        """Draw the top card of `deck`, follow it and slide it under the deck (or keep it)."""
        cards = self.decks[deck]
        card_id = cards.pop(0)
        if self.unseen[deck]:
            self.unseen[deck] -= 1
        card = self.RULES.card(card_id)
        self.last_card = (card_id, seat)
        self.say(f"{seat_ref(seat)} draws a {deck} Chance card: {card.english}")
        if card.keep:
            self.held[seat].append(card_id)
        else:
            cards.append(card_id)
        self._card_effect(seat, card_id, card.effect)

    def _card_effect(self, seat: int, card_id: str, effect: tuple[Any, ...]) -> None:
        kind = effect[0]
        if kind == "pay":
            self._charge(seat, BANK, effect[1])
        elif kind == "receive":
            self.cash[seat] += effect[1]
        elif kind == "collect_each":
            for other in self.order:
                if other != seat and self.active[other]:
                    self._charge(other, seat, effect[1])
        elif kind == "jail":
            self._send_to_jail(seat)
        elif kind == "goto":
            count = len(self.RULES.spaces)
            target = effect[1]
            if target <= self.pos[seat]:
                self._pass_start(seat)
            self.pos[seat] = target % count
            self._land(seat)
        elif kind == "back":
            self.pos[seat] = (self.pos[seat] - effect[1]) % len(self.RULES.spaces)
            self._land(seat)
        elif kind == "pay_or_draw":
            self.pending = ("choice", card_id)
        elif kind == "repairs":
            houses = sum(
                lv for i, lv in enumerate(self.level) if self.owner[i] == seat and lv < HOTEL
            )
            hotels = sum(
                1 for i, lv in enumerate(self.level) if self.owner[i] == seat and lv == HOTEL
            )
            amount = houses * effect[1] + hotels * effect[2]
            if amount:
                self._charge(seat, BANK, amount)

    # --- money ------------------------------------------------------------------------------
    def _pay(self, debtor: int, creditor: int, amount: int) -> None:
        self.cash[debtor] -= amount
        if creditor != BANK:
            self.cash[creditor] += amount

    def _charge(self, debtor: int, creditor: int, amount: int) -> None:
        """`debtor` owes `amount`: paid at once if they can, else a debt they must raise."""
        if amount <= 0:
            return
        if not self.debts and self.cash[debtor] >= amount:
            self._pay(debtor, creditor, amount)
        else:
            self.debts.append([debtor, creditor, amount])

    def _bankrupt(self, seat: int, creditor: int) -> None:
        """Insolvent: to a player, all goes to them (buildings sold at half for them); to the
        Bank, buildings go back and the deeds are auctioned."""
        rules = self.RULES
        to_player = creditor != BANK
        proceeds = 0
        deeds = self.deeds_of(seat)
        for index in deeds:
            level = self.level[index]
            if level == HOTEL:
                self.hotels += 1
            else:
                self.houses += level
            proceeds += (rules.spaces[index].house // 2) * (5 if level == HOTEL else level)
            self.level[index] = 0
        if to_player:
            self.cash[creditor] += self.cash[seat] + proceeds
            for index in deeds:
                self.owner[index] = creditor
                if self.mortgaged[index]:
                    self.lifts.append((creditor, index))
            self.held[creditor] += self.held[seat]
            self.say(
                f"{seat_ref(seat)} is bankrupt to {seat_ref(creditor)}, who takes all they had."
            )
        else:
            for index in deeds:
                self.owner[index] = BANK
                self.mortgaged[index] = False
                self.auction_queue.append((index, seat))
            for card in self.held[seat]:
                self.decks[rules.card(card).deck].append(card)
            self.say(f"{seat_ref(seat)} is bankrupt to the Bank, which will auction their deeds.")
        self.held[seat] = []
        self.cash[seat] = 0
        self.active[seat] = False
        self.jail[seat] = 0
        self.bankrupt_order.append(seat)
        self.debts = [d for d in self.debts if seat not in (d[0], d[1])]
        self.lifts = [entry for entry in self.lifts if entry[0] != seat]
        self.voters = [s for s in self.voters if s != seat]
        if self.trade and seat in (self.trade.proposer, self.trade.partner):
            self.trade = None
        if self.auction and seat in self.auction.bidders:
            self.auction.drop(seat)
            self._auction_settle()
        if seat == self.current:
            self.pending = None
            self.step = "moved"

    def _end(self, why: str) -> None:
        self.ended = why
        self.phase = "over"
        self.fortunes.append([self.fortune(s) for s in range(self.players)])
        result = self.outcome()
        self.say(
            "The game is over: "
            + ", ".join(
                f"{seat_ref(s)} {self.money(int(result.scores[s]))}" for s in range(self.players)
            )
            + "."
        )

    # --- buildings --------------------------------------------------------------------------
    def _build(self, seat: int, index: int) -> None:
        space = self.RULES.spaces[index]
        self.cash[seat] -= space.house
        if self.level[index] == 4:
            self.level[index] = HOTEL
            self.houses += 4
            self.hotels -= 1
            self.hotels_lap[seat] += 1
            self.say(f"{seat_ref(seat)} builds a hotel on {space.name}.")
        else:
            self.level[index] += 1
            self.houses -= 1
            self.built[seat] += 1
            self.say(f"{seat_ref(seat)} builds a house on {space.name}.")

    def _sell(self, seat: int, index: int) -> None:
        """The Bank buys back the top building at half price (a hotel as 4 houses + the fee)."""
        space = self.RULES.spaces[index]
        half = space.house // 2
        if self.level[index] == HOTEL:
            self.hotels += 1
            if self.houses >= 4:
                self.houses -= 4
                self.level[index] = 4
                self.cash[seat] += half
                self.say(
                    f"{seat_ref(seat)} sells the hotel on {space.name} back for "
                    f"{self.money(half)}; 4 houses remain."
                )
            else:
                self.level[index] = 0
                self.cash[seat] += half * 5
                self.say(
                    f"{seat_ref(seat)} sells the hotel on {space.name} back for "
                    f"{self.money(half * 5)}."
                )
        else:
            self.level[index] -= 1
            self.houses += 1
            self.cash[seat] += half
            self.say(f"{seat_ref(seat)} sells a house on {space.name} back for {self.money(half)}.")

    # --- trades -----------------------------------------------------------------------------
    def _trade(self, seat: int, rest: str) -> None:
        verb, _, arg = rest.partition(":")
        if verb == "with":
            partner = int(arg)
            self.trade = Trade(seat, partner)
            self.proposals[seat] += 1
            self.say(f"{seat_ref(seat)} opens a trade with {seat_ref(partner)}.")
            return
        trade = self.trade
        assert trade is not None
        if verb in ("give", "take"):
            trade.edits += 1
            if arg[0].isdigit():
                items = trade.give if verb == "give" else trade.take
                index = int(arg)
            else:
                items = trade.give_cards if verb == "give" else trade.take_cards  # type: ignore[assignment]
                index = arg  # type: ignore[assignment]
            if index in items:
                items.remove(index)
            else:
                items.append(index)
        elif verb == "cash":
            trade.edits += 1
            trade.cash = int(arg)
        elif verb == "cancel":
            self.trade = None
            self.say(f"{seat_ref(seat)} drops the trade.")
        elif verb == "propose":
            trade.proposed = True
            self.say(
                f"{seat_ref(seat)} proposes to {seat_ref(trade.partner)}: {self.trade_text(trade)}."
            )
        elif verb == "refuse":
            self.trade = None
            self.say(f"{seat_ref(seat)} refuses the trade.")
        elif verb == "accept":
            self.trade = None
            self.say(f"{seat_ref(seat)} accepts the trade.")
            self._make_trade(trade)

    def _make_trade(self, trade: Trade) -> None:
        a, b = trade.proposer, trade.partner
        for index in trade.give:
            self.owner[index] = b
            if self.mortgaged[index]:
                self.lifts.append((b, index))
        for index in trade.take:
            self.owner[index] = a
            if self.mortgaged[index]:
                self.lifts.append((a, index))
        for card in trade.give_cards:
            self.held[a].remove(card)
            self.held[b].append(card)
        for card in trade.take_cards:
            self.held[b].remove(card)
            self.held[a].append(card)
        if trade.cash > 0:
            self._pay(a, b, trade.cash)
        elif trade.cash < 0:
            amount = -trade.cash
            credit = min(self._credit_after(trade), amount)
            if credit:
                self.debts[0][2] -= credit
                if not self.debts[0][2]:
                    self.debts.pop(0)
                self.say(f"{self.money(credit)} of the debt is settled by the trade.")
            self._pay(b, a, amount - credit)

    def _credit_after(self, trade: Trade) -> int:
        if self.debts:
            debtor, creditor, amount = self.debts[0]
            if debtor == trade.proposer and creditor == trade.partner:
                return amount
        return 0

    def trade_text(self, trade: Trade) -> str:
        parts = []
        gives = [self.name(i) for i in sorted(trade.give)] + [f"card {c}" for c in trade.give_cards]
        takes = [self.name(i) for i in sorted(trade.take)] + [f"card {c}" for c in trade.take_cards]
        if trade.cash > 0:
            gives.append(self.money(trade.cash))
        if trade.cash < 0:
            takes.append(self.money(-trade.cash))
        parts.append(f"{seat_ref(trade.proposer)} gives " + (", ".join(gives) or "nothing"))
        parts.append(f"{seat_ref(trade.partner)} gives " + (", ".join(takes) or "nothing"))
        return "; ".join(parts)

    # --- setup ------------------------------------------------------------------------------
    def _fast_start(self) -> None:
        """The rulebook's quick start: deal two shuffled deeds to each, bought at their price."""
        deeds = self.shuffled(self.RULES.deeds)
        for seat in range(self.players):
            for index in deeds[2 * seat : 2 * seat + 2]:
                self.owner[index] = seat
                self.cash[seat] -= self.RULES.spaces[index].price
            self.say(
                f"{seat_ref(seat)} is dealt "
                + " and ".join(self.name(i) for i in sorted(deeds[2 * seat : 2 * seat + 2]))
                + "."
            )

    # --- words ------------------------------------------------------------------------------
    def describe(self, code: str) -> str:
        head, _, rest = code.partition(":")
        number = _number(rest)
        seat = self.to_move
        if code == "roll":
            if self.phase == "rolloff":
                return "Roll for the order of play"
            return "Roll again" if self.phase == "again" else "Roll the dice"
        if (
            head in ("build", "sell", "mortgage", "unmortgage", "lift", "keep", "claim")
            and number is not None
        ):
            space = self.RULES.spaces[number]
            if head == "build":
                what = "a hotel" if self.level[number] == 4 else "a house"
                return f"Build {what} on {space.name} ({self.money(space.house)})"
            if head == "sell":
                what = "the hotel" if self.level[number] == HOTEL else "a house"
                return f"Sell {what} on {space.name} to the Bank"
            if head == "mortgage":
                return f"Mortgage {space.name} (+{self.money(space.mortgage)})"
            if head in ("unmortgage", "lift"):
                return (
                    f"Repay the mortgage on {space.name} "
                    f"({self.money(self.unmortgage_cost(number))})"
                )
            if head == "keep":
                return (
                    f"Keep {space.name} mortgaged, pay {self.money(self.RULES.interest(space))} "
                    f"interest"
                )
            if self.pending and self.pending[0] == "claim":
                return f"Claim {self.money(self.pending[3])} rent for {space.name}"
            return f"Claim the rent for {space.name}"
        if code == "buy" and self.pending:
            space = self.RULES.spaces[self.pending[1]]
            return f"Buy {space.name} for {self.money(space.price)}"
        if code == "decline":
            return "Decline (the Bank auctions it)"
        if head == "bid" and number is not None:
            return f"Bid {self.money(number)}"
        if code == "pass":
            return "Drop out of the auction" if self.phase == "auction" else "Let the rent go"
        if code == "card:pay":
            return "Pay the card's fee"
        if code == "card:draw":
            return "Draw from the other Chance deck"
        if code == "end":
            return "Stay in jail this turn"
        if code == "jail:pay":
            return f"Pay {self.money(self.RULES.jail_fine)} and roll for a double"
        if code == "jail:card":
            return "Use the get-out-of-jail card"
        if code == "bankrupt":
            return "Declare bankruptcy"
        if code == "finish":
            return "Propose to end the game now"
        if code == "finish:yes":
            return "Agree to end the game now"
        if code == "finish:no":
            return "Refuse: play on"
        if head == "trade":
            return self._describe_trade(rest, seat)
        return code

    def _describe_trade(self, rest: str, seat: int | None) -> str:
        verb, _, arg = rest.partition(":")
        trade = self.trade
        if verb == "with":
            return f"Offer a trade to {seat_ref(int(arg))}"
        if verb in ("give", "take") and arg:
            label = self.name(int(arg)) if arg[0].isdigit() else f"the jail card {arg}"
            if trade is not None:
                items = (
                    (trade.give if verb == "give" else trade.take)
                    if arg[0].isdigit()
                    else (trade.give_cards if verb == "give" else trade.take_cards)
                )
                key: Any = int(arg) if arg[0].isdigit() else arg
                if key in items:
                    return f"Remove {label} from the trade"
            return f"Give {label}" if verb == "give" else f"Ask for {label}"
        if verb == "cash":
            amount = _number(arg) or 0
            if amount > 0:
                return f"Pay {self.money(amount)} in the trade"
            if amount < 0:
                return f"Ask {self.money(-amount)} in the trade"
            return "No cash in the trade"
        if verb == "propose" and trade is not None:
            return f"Propose: {self.trade_text(trade)}"
        if verb == "cancel":
            return "Drop this trade"
        if verb == "accept" and trade is not None:
            return f"Accept: {self.trade_text(trade)}"
        if verb == "refuse":
            return "Refuse the trade"
        return f"Trade: {rest}"

    def prompt(self, seat: int | None) -> str:
        if self.phase == "over":
            return "The game is over."
        mover = self.to_move
        assert mover is not None
        who = seat_ref(mover)
        phase = self.phase
        if phase == "rolloff":
            return f"{who}: roll for the order of play."
        if phase == "turn":
            if self.jail[mover]:
                return (
                    f"{who} is in jail: stay, pay {self.money(self.RULES.jail_fine)} and roll, or "
                    f"use a card."
                )
            return f"{who}: build, trade or roll the dice."
        if phase == "again":
            return f"{who} rolled a double: roll again."
        if phase == "buy":
            space = self.RULES.spaces[self.pending[1]]  # type: ignore[index]
            return (
                f"{who}: buy {space.name} for {self.money(space.price)} or let the Bank auction it."
            )
        if phase == "auction":
            assert self.auction is not None
            high = (
                f"{seat_ref(self.auction.high)} bids {self.money(self.auction.bid)}"
                if self.auction.high is not None
                else "no bid yet"
            )
            return f"Auction of {self.name(self.auction.space)} ({high}): {who} to bid or drop out."
        if phase == "claim":
            return f"{who}: claim the rent from {seat_ref(self.pending[2])} before it is lost."  # type: ignore[index]
        if phase == "choice":
            return f"{who}: pay the fee or draw from the other Chance deck."
        if phase == "debt":
            debtor, creditor, amount = self.debts[0]
            to = "the Bank" if creditor == BANK else seat_ref(creditor)
            return (
                f"{who} owes {to} {self.money(amount)} and has {self.money(self.cash[debtor])}: "
                f"sell, mortgage or trade to raise it."
            )
        if phase == "lift":
            return (
                f"{who}: repay the mortgage on {self.name(self.lifts[0][1])} now, or pay only the "
                f"interest."
            )
        if phase == "trade":
            assert self.trade is not None
            if self.trade.proposed:
                return (
                    f"{who}: accept or refuse the trade offered by {seat_ref(self.trade.proposer)}."
                )
            return f"{who}: compose the trade with {seat_ref(self.trade.partner)}, then propose it."
        if phase == "vote":
            return f"{who}: {seat_ref(self.current)} proposes to end the game now. Agree?"
        return f"{who} to move."

    # --- results ----------------------------------------------------------------------------
    def outcome(self) -> Outcome:
        scores = [self.fortune(s) for s in range(self.players)]
        keys = [
            (
                self.active[s],
                scores[s],
                self.bankrupt_order.index(s) if s in self.bankrupt_order else 99,
            )
            for s in range(self.players)
        ]
        ranks = tuple(1 + sum(other > mine for other in keys) for mine in keys)
        winners = tuple(s for s in range(self.players) if ranks[s] == 1)
        detail = tuple(
            f"{seat_ref(s)}: bankrupt"
            if not self.active[s]
            else f"{seat_ref(s)}: fortune {self.money(scores[s])}"
            for s in range(self.players)
        )
        return Outcome(tuple(float(x) for x in scores), ranks, winners, self.RULES.currency, detail)

    def value(self, seat: int) -> float:
        """Won = 1; otherwise the seat's share of the fortunes still in play."""
        if self.phase == "over":
            winners = self.outcome().winners
            return 1.0 / len(winners) if seat in winners else 0.0
        if not self.active[seat]:
            return 0.0
        total = sum(self.fortune(s) for s in range(self.players))
        return self.fortune(seat) / total if total > 0 else 0.0

    # --- what a seat may see ----------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        card = None
        if self.last_card is not None:
            drawn = self.RULES.card(self.last_card[0])
            card = {
                "id": drawn.id,
                "deck": drawn.deck,
                "text": drawn.text,
                "english": drawn.english,
                "seat": self.last_card[1],
            }
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
            }
        return {
            "phase": self.phase,
            "current": self.current,
            "order": list(self.order),
            "cash": list(self.cash),
            "pos": list(self.pos),
            "active": list(self.active),
            "jail": list(self.jail),
            "held": [list(h) for h in self.held],
            "owner": list(self.owner),
            "level": list(self.level),
            "mortgaged": list(self.mortgaged),
            "houses": self.houses,
            "hotels": self.hotels,
            "built": list(self.built),
            "hotels_lap": list(self.hotels_lap),
            "dice": list(self.dice),
            "first": self.first,
            "rolloff": list(self.rolloff_rolls),
            "card": card,
            "pending": list(self.pending) if self.pending else None,
            "auction": auction,
            "trade": self.trade.to_json() if self.trade else None,
            "debts": [list(d) for d in self.debts],
            "lifts": [list(x) for x in self.lifts],
            "voters": list(self.voters),
            "decks": {k: len(v) for k, v in self.decks.items()},
            "round": self.round,
            "rounds": self.options.get("rounds", 0),
            "fortunes": [list(f) for f in self.fortunes],
            "fortune": [self.fortune(s) for s in range(self.players)],
            "ended": self.ended,
        }

    def _resample_hidden(self, seat: int, rng: random.Random) -> None:
        """Only the order of the never-drawn top of each deck is hidden; shuffle it."""
        for deck, cards in self.decks.items():
            hidden = self.unseen[deck]
            top = cards[:hidden]
            rng.shuffle(top)
            cards[:hidden] = top


def _number(text: str) -> int | None:
    """A whole number (optionally signed), or None."""
    body = text[1:] if text[:1] in "+-" else text
    if not body.isdigit() or len(body) > 9:
        return None
    return int(text)
