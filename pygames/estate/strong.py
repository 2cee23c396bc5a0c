"""The strong estate player: what a seasoned player does that the default one does not.

- It builds sets by trade: where it lacks one or two deeds of a set (a colour group, the
  stations, the utilities) held by one other player, it offers the least cash that player would
  take (the default player's judgement, `trade_gain`, is no secret: it is how a known opponent
  values deeds), two deeds at once when it lacks two; refused, it offers more or waits.
- It keeps rivals from sets: the last deed a rival lacks, held by a third player, is bought
  from that player at little more than its price (`block_share`); and it never hands a rival a
  whole set cheaply: a trade that completes another's set must pay for what the set will earn.
- A set is worth its price and the rent it asks whole; in a game cut after some rounds, only
  what the rounds left can earn (`HORIZON`), so it pays less for sets late in a short game.
- It builds hard: three houses a plot first (where rents jump most), mortgaging loose cities to
  pay for buildings, and keeps only a thin reserve while deeds are for sale.
- It buys every deed it can early, and bids straight past what the others would bid.

Against three default players (1,000 Eurobusiness games, 800 of Fortuna cut at 60 rounds),
keeping rivals from sets adds about nine points to the win rate in Eurobusiness (and costs as
many in Fortuna, whose `block_share` is 0); the sets of every kind add about eight points to
Fortuna's short game, and the horizon seven more. It reads only public facts, like every bot.
A game composes it with its own policy (moving by tokens, its own choices) as
`class Strong(StrongMixin, ThatGamesPolicy)`.
"""

from __future__ import annotations

from . import trade as trades
from .offer import Trade
from .pending import Purchase
from .policy import (
    Policy,
    S,
    build_sites,
    first_allowed,
    reserve,
    trade_gain,
    unsold,
    worth,
)
from .rules import BANK, CITY, HOTEL, UTILITY
from .words import Words

HORIZON = 90  # rounds over which a set pays for itself; in a shorter game it is worth less


def set_value(state: Words, index: int) -> int:
    """What the whole set of deed `index` is worth to its owner: its price, and the rent it asks
    whole (three houses a plot of a colour group, the full count of stations or utilities, a
    utility at a move of 7); where the game is cut after a number of rounds, only the share of
    it the rounds left can still earn."""
    rules = state.RULES
    spaces, members = rules.spaces, rules.members[index]
    kind = spaces[index].kind
    value = rules.set_price[index]
    if kind == CITY:
        value += sum(spaces[i].rents[3] for i in members)
    elif kind == UTILITY:
        value += rules.utility_factors[len(members)] * 7 * len(members)
    else:
        value += rules.counted_rents[kind][len(members)] * len(members)
    rounds = state.options.get("rounds", 0)
    if rounds:
        value = value * min(max(rounds - state.round, 0), HORIZON) // HORIZON
    return value


def one_short(state: Words, seat: int, index: int) -> bool:
    """Whether owning `index` would give `seat` its whole set (of any kind)."""
    if state.owner[index] == seat:
        return False
    return state.held_in[seat][index] == state.RULES.set_size[index] - 1


class StrongMixin(Policy[S]):
    margin = 1  # notes above the least sum the other side would take
    block_share = 0.8  # of a rival's set's worth, paid at most to keep its last deed from it

    def thin_reserve(self, state: S, seat: int) -> int:
        """Less cash kept while deeds are still for sale: they are worth more than safety."""
        keep = reserve(state, seat)
        return keep // 2 if unsold(state) > len(state.RULES.deed_list) // 3 else keep

    # --- trades ---------------------------------------------------------------------------------
    def plan_trade(
        self, state: S, seat: int, spare: int | None = None
    ) -> tuple[int, list[int], int] | None:
        """The best step towards a whole set (a colour group, the stations, the utilities),
        or the deed that keeps a rival from one: (owner, deeds, cash) at the least the owner
        would take. A deed that does not complete the set counts for little; a rival's set is
        worth keeping from it a share of what it would earn."""
        if spare is None:
            spare = state.cash_of(seat) - self.thin_reserve(state, seat)
        best: tuple[int, list[int], int] | None = None
        top = 0
        for holder, take, worth_to_me in self.wanted(state, seat):
            if not state.may_deal(holder) or state.group_built(take[0]):
                continue
            trade = Trade(seat, holder)
            trade.take = take
            cash = self.least_price(state, trade, spare, worth_to_me)
            if cash is not None and worth_to_me - cash > top:
                best, top = (holder, take, cash), worth_to_me - cash
        return best

    def wanted(self, state: S, seat: int) -> list[tuple[int, list[int], int]]:
        """Deeds worth buying from their owners: (owner, deeds, worth to `seat`)."""
        rules = state.RULES
        owner = state.owner
        found = []
        for members in rules.set_list:
            missing = [i for i in members if owner[i] != seat]
            if not missing or len(missing) > 2 or len(missing) == len(members):
                continue
            for holder in sorted({owner[i] for i in missing}):
                if holder == BANK or state.purse[holder] == state.purse[seat]:
                    continue
                take = [i for i in missing if owner[i] == holder]
                share = 1.0 if len(take) == len(missing) else 0.4
                found.append((holder, take, int(set_value(state, members[0]) * share)))
        if self.block_share:
            for members in rules.group_list:
                holders = {owner[i] for i in members}
                if BANK in holders or seat in holders or len(holders) != 2:
                    continue
                for rival in sorted(holders):
                    if state.purse[rival] == state.purse[seat]:
                        continue
                    if sum(owner[i] == rival for i in members) == len(members) - 1:
                        index = next(i for i in members if owner[i] != rival)
                        if state.purse[owner[index]] != state.purse[seat]:
                            value = int(set_value(state, index) * self.block_share)
                            found.append((owner[index], [index], value))
        return found

    def least_price(self, state: S, trade: Trade, spare: int, most: int) -> int | None:
        """The least cash the owner would take for the deeds (by the default player's lights,
        no secret), more if that was refused lately; None past `most` or the cash spare."""
        note = state.RULES.smallest_note
        loss = -trade_gain(state, trade.b, trade)  # what the owner gives up, by its lights
        cash = max((loss // note + self.margin) * note, note)
        offer = self.fresh_offer(state, trade, cash, min(spare, most - 1) // note * note)
        return offer if offer is not None and offer <= spare else None

    def gain(self, state: S, seat: int, trade: Trade) -> int:
        """`trade_gain`, with a set handed to another priced at what it will earn them."""
        gain = trade_gain(state, seat, trade)
        other = trade.other(seat)
        if state.purse[other] == state.purse[seat]:
            return gain  # a partner: what the pair gains, and no rival to fear
        for index in trade.deeds(seat, giving=True):
            if one_short(state, other, index):
                gain -= set_value(state, index)
        for index in trade.deeds(seat, giving=False):
            if one_short(state, seat, index):
                gain += set_value(state, index) // 2
        return gain

    # --- building and buying --------------------------------------------------------------------
    def turn(self, state: S, seat: int) -> str:
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

    def build(self, state: S, seat: int, mine: list[int], spare: int) -> str | None:
        """Three houses a plot first, on the group that gains most rent per ducat."""
        spaces = state.RULES.spaces
        ranked = []
        for index, level in build_sites(state, seat, spare):
            space = spaces[index]
            gain = space.rents[level + 1] - space.rents[level] * (1 if level else 2)
            ranked.append((-(gain / space.house + (1.0 if level < 3 else 0.0)), index))
        return first_allowed(state, seat, ranked)

    def fund_building(self, state: S, seat: int, mine: list[int], spare: int) -> str | None:
        """Mortgage a loose city when a whole group waits for a building and cash lacks."""
        spaces = state.RULES.spaces
        wanting = [
            i
            for i in mine
            if spaces[i].kind == CITY
            and state.whole(seat, i)
            and state.level[i] < HOTEL
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

    def buy(self, state: S, seat: int) -> str:
        assert isinstance(state.pending, Purchase)
        index = state.pending.space
        price = state.RULES.spaces[index].price
        if state.cash_of(seat) - price >= state.RULES.start_money // 30:
            return "buy"
        return super().buy(state, seat)

    def bid_limit(self, state: S, seat: int) -> int:
        """What the deed is worth to it (a set it completes at half the set's worth), within a
        thinner reserve."""
        auction = state.auction
        assert auction is not None
        index = auction.space
        limit = worth(state, seat, index)
        if one_short(state, seat, index):
            limit = max(limit, set_value(state, index) // 2)
        cash = state.cash_of(seat)
        return min(limit, cash - self.thin_reserve(state, seat) // 2, cash)

    def bid(self, state: S, seat: int) -> str:
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


class StrongPolicy(StrongMixin[Words], Policy[Words]):
    pass


STRONG: Policy[Words] = StrongPolicy()
