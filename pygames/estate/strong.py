"""The strong estate player: what a seasoned player does that the default one does not.

- It builds sets by trade: where it lacks one or two deeds of a colour group held by one other
  player, it offers the least cash that player would take (the default player's judgement,
  `trade_gain`, is no secret: it is how a known opponent values deeds), two deeds of a group at
  once when it lacks two.
- It never hands a rival a whole group cheaply: a trade that completes another's group must pay
  for the houses that will stand on it.
- It builds hard: up to three houses a plot (where rents jump most), mortgaging loose deeds to
  pay for them, and keeps only a thin reserve while deeds are for sale.
- It buys every deed it can early, and bids up to what a deed is worth to it.

It reads only public facts, like every bot. A game composes it with its own policy (moving by
tokens, its own choices) as `class Strong(StrongMixin, ThatGamesPolicy)`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import trade as trades
from .policy import (
    Policy,
    build_sites,
    completes,
    first_allowed,
    reserve,
    trade_gain,
    unsold,
    worth,
)
from .rules import BANK, CITY
from .trade import Trade

if TYPE_CHECKING:
    from .state import EstateState


def group_value(state: EstateState, index: int) -> int:
    """What a whole group is worth to its owner: its price and three houses a plot's rent."""
    spaces = state.RULES.spaces
    members = state.RULES.members[index]
    return sum(spaces[i].price + spaces[i].rents[3] for i in members)


class StrongMixin(Policy):
    margin = 1  # notes above the least sum the other side would take

    def thin_reserve(self, state: EstateState, seat: int) -> int:
        """Less cash kept while deeds are still for sale: they are worth more than safety."""
        keep = reserve(state, seat)
        return keep // 2 if unsold(state) > len(state.RULES.deed_list) // 3 else keep

    # --- trades ---------------------------------------------------------------------------------
    def plan_trade(
        self, state: EstateState, seat: int, spare: int | None = None
    ) -> tuple[int, list[int], int] | None:
        """The cheapest step towards a whole group: (owner, deeds, cash) the owner would accept.
        A deed that does not complete the group comes at little more than its price; the one
        that does, at what the owner asks for it."""
        if spare is None:
            spare = state.cash_of(seat) - self.thin_reserve(state, seat)
        note = state.RULES.smallest_note
        best = None
        for members in state.RULES.group_list:
            missing = [i for i in members if state.owner[i] != seat]
            if not missing or len(missing) > 2 or len(missing) == len(members):
                continue
            for holder in {state.owner[i] for i in missing}:
                if holder == BANK or state.purse[holder] == state.purse[seat]:
                    continue
                if not state.may_deal(holder) or state.group_built(missing[0]):
                    continue
                trade = Trade(seat, holder)
                trade.take = [i for i in missing if state.owner[i] == holder]
                loss = -trade_gain(state, holder, trade)  # what the owner gives up, by its lights
                cash = max((loss // note + self.margin) * note, note)
                share = 1.0 if len(trade.take) == len(missing) else 0.4
                worth_to_me = int(group_value(state, members[0]) * share)
                most = min(spare, worth_to_me - 1) // note * note
                fresh = self.fresh_offer(state, trade, cash, most)
                if fresh is None or fresh > spare:
                    continue
                cash = fresh
                value = worth_to_me - cash
                if value > 0 and (best is None or value > best[3]):
                    best = (holder, trade.take, cash, value)
        return (best[0], best[1], best[2]) if best else None

    def gain(self, state: EstateState, seat: int, trade: Trade) -> int:
        """`trade_gain`, with a group handed to another priced at what it will earn them."""
        gain = trade_gain(state, seat, trade)
        other = trade.other(seat)
        for index in trade.deeds(seat, giving=True):
            if state.RULES.spaces[index].kind == CITY and completes(state, other, index):
                gain -= group_value(state, index)
        for index in trade.deeds(seat, giving=False):
            if state.RULES.spaces[index].kind == CITY and completes(state, seat, index):
                gain += group_value(state, index) // 2
        return gain

    # --- building and buying --------------------------------------------------------------------
    def turn(self, state: EstateState, seat: int) -> str:
        if state.detained[seat]:
            return self.detained(state, seat)
        spare = state.cash_of(seat) - self.thin_reserve(state, seat)
        mine = state.deeds[seat]
        if state.may_deal(seat):
            build = self.build(state, seat, mine, spare)
            if build:
                return build
            fund = self.fund_building(state, seat, mine, spare)
            if fund:
                return fund
            if state.proposals[seat] == 0:
                plan = self.plan_trade(state, seat, spare)
                if plan is not None and plan[0] in trades.partners_open(state, seat):
                    return f"trade:with:{plan[0]}"
        spaces = state.RULES.spaces
        for index in mine:
            whole = spaces[index].kind == CITY and state.whole(seat, index)
            if state.mortgaged[index] and whole and state.unmortgage_cost(index) <= spare:
                return f"unmortgage:{index}"
        return self.move(state, seat)

    def build(self, state: EstateState, seat: int, mine: list[int], spare: int) -> str | None:
        """Three houses a plot first, on the group that gains most rent per ducat."""
        spaces = state.RULES.spaces
        ranked = []
        for index, level in build_sites(state, seat, spare):
            space = spaces[index]
            gain = space.rents[level + 1] - space.rents[level] * (1 if level else 2)
            ranked.append((-(gain / space.house + (1.0 if level < 3 else 0.0)), index))
        return first_allowed(state, seat, ranked)

    def fund_building(
        self, state: EstateState, seat: int, mine: list[int], spare: int
    ) -> str | None:
        """Mortgage a loose deed when a whole group waits for its third house and cash lacks."""
        spaces = state.RULES.spaces
        wanting = [
            i
            for i in mine
            if spaces[i].kind == CITY
            and state.whole(seat, i)
            and state.level[i] < 3
            and not any(state.mortgaged[j] for j in state.RULES.members[i])
        ]
        if not wanting or min(spaces[i].house for i in wanting) <= spare:
            return None
        loose = [  # a city of a group one does not hold whole: it earns least
            i
            for i in mine
            if spaces[i].kind == CITY
            and not state.mortgaged[i]
            and not state.whole(seat, i)
            and state.mortgage_block(seat, i) is None
        ]
        if not loose:
            return None
        return f"mortgage:{min(loose, key=lambda i: state.rent(i, 7))}"

    def buy(self, state: EstateState, seat: int) -> str:
        index = state.pending[1]  # type: ignore[index]
        price = state.RULES.spaces[index].price
        if state.cash_of(seat) - price >= state.RULES.start_money // 30:
            return "buy"
        return super().buy(state, seat)

    def bid_limit(self, state: EstateState, seat: int) -> int:
        """What the deed is worth to it (a group it completes at half the group's value),
        within a thinner reserve."""
        auction = state.auction
        assert auction is not None
        index = auction.space
        limit = worth(state, seat, index)
        if state.RULES.spaces[index].kind == CITY and completes(state, seat, index):
            limit = max(limit, group_value(state, index) // 2)
        cash = state.cash_of(seat)
        return min(limit, cash - self.thin_reserve(state, seat) // 2, cash)

    def bid(self, state: EstateState, seat: int) -> str:
        """Straight to a step above what the others would bid (the default player's limit, no
        secret), within its own limit."""
        auction = state.auction
        assert auction is not None
        if auction.high is not None and state.purse[auction.high] == state.purse[seat]:
            return "pass"
        limit = self.bid_limit(state, seat)
        low = auction.minimum(state.RULES.auction_step)
        if low > limit:
            return "pass"
        rivals = [
            Policy.bid_limit(self, state, other)
            for other in auction.bidders
            if state.purse[other] != state.purse[seat]
        ]
        note = state.RULES.smallest_note
        beat = max(rivals, default=0) + state.RULES.auction_step
        beat = (beat + note - 1) // note * note
        return f"bid:{max(low, min(limit // note * note, beat))}"


class StrongPolicy(StrongMixin, Policy):
    pass


STRONG = StrongPolicy()
