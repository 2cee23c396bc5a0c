"""The default estate player: a heuristic from public facts only.

It buys and builds with sense, keeps a cash reserve against the rents it may meet, raises money
in the least harmful order, bids up to a deed's worth, proposes trades that complete its own
sets, answers trades and counter-offers by what it gains, and asks for more when a trade is
nearly good enough. The "normal" bot plays it as it is, and the search bots' playouts play it
too, so that rollouts look like real games. It decides from the state's arrays, never listing
every legal action (the engine's `check` verifies the one it picks), which keeps playouts fast.

A game changes how the pawn is moved (`move`) or answers its own choices (`choice`) by
subclassing `Policy`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Generic, TypeVar

from pygames.core.spelling import signed_text

from . import trade as trades
from .offer import Trade
from .pending import CardChoice, Claim, Purchase
from .rules import BANK, CITY, HOTEL, UTILITY
from .words import Words

# The state a policy plays: the table with all its parts (words.py is the top one). The contract
# above them (state.py) names the default players, so it imports this module, not the reverse.
S = TypeVar("S", bound=Words)
# The rounds a bot lets pass after its offer for some deeds was turned down before it asks for
# them again (within `trades.REMEMBERED_ROUNDS`, so that it then knows what was refused).
PAUSE_ROUNDS = 2


def unsold(state: Words) -> int:
    owner = state.owner
    return sum(1 for i in state.RULES.deed_list if owner[i] == BANK)


def reserve(state: Words, seat: int) -> int:
    """Cash to keep: a share of the worst rent the seat may meet on its next laps."""
    purse, active, holdings = state.purse, state.active, state.holdings
    mine = purse[seat]
    worst = 0
    for other in range(state.players):  # a loop, not max(): a hot path
        if purse[other] != mine and active[other]:
            rent = (holdings[other] or state.holdings_of(other)).threat  # the call only if unknown
            if rent > worst:
                worst = rent
    money = state.RULES.start_money
    keep, most = money // 20 + worst * 2 // 3, money * 2 // 3
    return keep if keep < most else most


def completes(state: Words, seat: int, index: int) -> bool:
    """Whether owning `index` would give `seat` its whole colour group."""
    if state.RULES.spaces[index].kind != CITY or state.owner[index] == seat:
        return False
    return state.held_in[seat][index] == state.RULES.set_size[index] - 1


def rival_completes(state: Words, seat: int, index: int) -> bool:
    """Whether `index` is the one city a single rival lacks for a whole group."""
    group = state.RULES.members[index]
    holders = {state.owner[i] for i in group if i != index} - {BANK, seat}
    return len(holders) == 1 and completes(state, next(iter(holders)), index)


def worth(state: Words, seat: int, index: int) -> int:
    """What a deed is worth to `seat` in money, counting groups it completes or blocks."""
    spaces = state.RULES.spaces
    space = spaces[index]
    value = space.price
    if space.kind == CITY:
        group = state.RULES.members[index]
        total = sum(spaces[i].price for i in group)
        if completes(state, seat, index):
            value += total
        else:
            mine = state.held_in[seat][index] - (state.owner[index] == seat)
            value += space.price * mine // 3
            if rival_completes(state, seat, index):
                value += total // 3  # keep a rival from a whole group
    elif space.kind != UTILITY:
        mine = state.held_in[seat][index] - (state.owner[index] == seat)
        value += space.price * mine // 4
    return value


def trade_gain(state: Words, seat: int, trade: Trade) -> int:
    """What `seat` gains by the trade as it stands, in money (negative: loses). Partners share
    one purse (docs/rulings.md): a trade between them is worth what the pair gains."""
    gain = own_gain(state, seat, trade)
    other = trade.other(seat)
    if state.purse[other] == state.purse[seat]:
        gain += own_gain(state, other, trade)
    return gain


def own_gain(state: Words, seat: int, trade: Trade) -> int:
    """What `seat` alone gains by the trade, in money."""
    spaces = state.RULES.spaces
    other = trade.other(seat)
    gain = -trade.pays(seat)
    for index in trade.deeds(seat, giving=False):
        gain += worth(state, seat, index)
        if state.mortgaged[index]:
            gain -= state.unmortgage_cost(index)
    for index in trade.deeds(seat, giving=True):
        space = spaces[index]
        loss = space.mortgage if state.mortgaged[index] else space.price
        if completes(state, other, index):
            loss += sum(spaces[i].price for i in state.RULES.members[index]) * 2 // 5
        if space.kind == CITY and state.whole(seat, index):
            loss *= 3
        gain -= loss
    gain += 30 * (len(trade.cards(seat, giving=False)) - len(trade.cards(seat, giving=True)))
    return gain


def build_sites(state: Words, seat: int, spare: int) -> list[tuple[int, int]]:
    """Where `seat` may put its next building, with the buildings standing there: the lowest
    plots of its whole sets with no plot mortgaged, within the Bank's supply and the limits,
    at a house price within `spare` (the cheap tests; `build_block` has the last word)."""
    rules = state.RULES
    spaces, level, mortgaged = rules.spaces, state.level, state.mortgaged
    held = state.held_in[seat]
    limit = rules.houses_per_round
    houses = state.houses > 0 and (limit is None or state.built[seat] < limit)
    limit = rules.hotels_per_lap
    hotels = state.hotels > 0 and (limit is None or state.hotels_lap[seat] < limit)
    if not (houses or hotels):
        return []  # (the round's houses bought, and the lap's hotels: common, and no list)
    sites = []
    for members in rules.group_list:
        if held[members[0]] != len(members):
            continue
        lowest = HOTEL
        for i in members:
            if mortgaged[i]:
                lowest = -1
                break
            if level[i] < lowest:
                lowest = level[i]
        if lowest < 0 or lowest == HOTEL or not (hotels if lowest == 4 else houses):
            continue
        for i in members:
            if level[i] == lowest and spaces[i].house <= spare:
                sites.append((i, lowest))
    return sites


def first_allowed(state: Words, seat: int, ranked: Sequence[tuple[float, int]]) -> str | None:
    """The build on the best-ranked plot (lowest rank, then lowest index) the rules allow."""
    for _, index in sorted(ranked):
        if state.build_block(seat, index) is None:
            return f"build:{index}"
    return None


def jump(state: Words, limit: int) -> str:
    """A bid as people make them: the opening first, then halfway from the bid standing to the
    most one would pay (so an auction takes a few bids, not one per step), or out."""
    auction = state.auction
    assert auction is not None
    low = auction.minimum(state.RULES.auction_step)
    if low > limit:
        return "pass"
    if auction.high is None:
        return f"bid:{low}"
    note = state.RULES.smallest_note
    return f"bid:{max(low, (auction.bid + limit) // 2 // note * note)}"


class Policy(Generic[S]):
    """The heuristic player; one instance serves every seat (it keeps no memory). `S`: the
    state it plays (a game's policy reads that game's own fields)."""

    def choose(self, state: S, rng: random.Random | None = None) -> str:
        seat = state.to_move
        assert seat is not None
        phase = state.phase
        if phase == "turn":
            return self.turn(state, seat)
        if phase == "order":
            return state._order_code()
        if phase == "again":
            return "roll"
        if phase == "buy":
            return self.buy(state, seat)
        if phase == "auction":
            return self.bid(state, seat)
        if phase == "claim":
            assert isinstance(state.pending, Claim)
            return f"claim:{state.pending.space}"
        if phase == "choice":
            return self.choice(state, seat)
        if phase == "debt":
            return self.debt(state, seat)
        if phase == "lift":
            index = state.lifts[0][1]
            cost = state.unmortgage_cost(index)
            if state.cash_of(seat) - cost >= reserve(state, seat):
                return f"lift:{index}"
            return f"keep:{index}"
        if phase == "trade":
            return self.trade(state, seat)
        if phase == "vote":
            mine = state.fortune(seat)
            lead = all(
                mine > state.fortune(s)
                for s in range(state.players)
                if state.purse[s] != state.purse[seat]
            )
            return "finish:yes" if lead else "finish:no"
        acts = state.legal_actions()
        return rng.choice(acts) if rng else acts[0]

    # --- the turn -------------------------------------------------------------------------------
    def move(self, state: S, seat: int) -> str:
        """How to move the pawn: roll the dice (a game with tokens picks one)."""
        return "roll"

    def turn(self, state: S, seat: int) -> str:
        if state.detained[seat]:
            return self.detained(state, seat)
        mine = state.deeds[seat]
        if not mine:
            return self.move(state, seat)  # nothing to build, repay or complete
        spaces = state.RULES.spaces
        holdings = state.holdings[seat] or state.holdings_of(seat)  # the call only if unknown
        mortgaged = holdings.mortgaged
        buildable = planning = False
        if state.may_deal(seat):
            buildable = holdings.buildable
            planning = holdings.one_short and state.proposals[seat] == 0
        if not (mortgaged or buildable or planning):
            return self.move(state, seat)  # nothing to weigh: no need to count the reserve
        spare = state.cash_of(seat) - reserve(state, seat)
        if spare <= 0:
            return self.move(state, seat)  # every step below costs money
        for index in mortgaged:
            whole = spaces[index].kind == CITY and state.whole(seat, index)
            if whole and state.unmortgage_cost(index) <= spare:
                return f"unmortgage:{index}"
        if buildable:
            build = self.build(state, seat, mine, spare)
            if build:
                return build
        if planning:
            plan = self.plan_trade(state, seat, spare)
            if plan is not None and plan[0] in trades.partners_open(state, seat):
                return f"trade:with:{plan[0]}"
        for index in mortgaged:
            if state.unmortgage_cost(index) <= spare - state.RULES.start_money // 15:
                return f"unmortgage:{index}"
        return self.move(state, seat)

    def detained(self, state: S, seat: int) -> str:
        """Out early while deeds are for sale, or when detention stops one's own rents."""
        rules = state.RULES
        earning = not rules.detained_collect_rent and any(
            not state.mortgaged[i] for i in state.deeds[seat]
        )
        if unsold(state) >= 6 or earning:
            if state.held[seat]:
                return "release"
            fine = rules.detention_fine
            keep = reserve(state, seat)
            if fine is not None and state.cash_of(seat) - rules.detention_fine_total >= keep // 2:
                return "bail"
        return "stay"

    def build(self, state: S, seat: int, mine: list[int], spare: int) -> str | None:
        """The house with the best rent gained per ducat, if one is affordable and allowed."""
        spaces = state.RULES.spaces
        ranked = []
        for index, here in build_sites(state, seat, spare):
            space = spaces[index]
            gain = space.rents[here + 1] - space.rents[here] * (1 if here else 2)
            ranked.append((-(gain * 100 // space.house), index))
        return first_allowed(state, seat, ranked)

    def plan_trade(
        self, state: S, seat: int, spare: int | None = None
    ) -> tuple[int, list[int], int] | None:
        """A deed that would complete one of `seat`'s groups: (owner, [deed], cash to offer)."""
        if spare is None:
            spare = state.cash_of(seat) - reserve(state, seat)
        rules = state.RULES
        spaces, owner, note = rules.spaces, state.owner, rules.smallest_note
        held = state.held_in[seat]
        best = None
        for members in rules.group_list:
            if held[members[0]] != len(members) - 1:
                continue
            for index in members:
                if owner[index] != seat:
                    break
            total = rules.set_price[index]
            price = spaces[index].price
            holder = owner[index]
            partner = holder != BANK and state.purse[holder] == state.purse[seat]
            offer = min(price + total // 2, spare) // note * note
            if not partner and offer < price + total * 2 // 5:
                continue  # cheap tests first: this runs on most turns
            if holder == BANK or not state.may_deal(holder) or state.group_built(index):
                continue
            if partner:
                offer = most = 0  # a partner: one purse, so no cash changes hands
            else:
                most = min(price + total * 3 // 4, spare) // note * note
            if state.refusals:
                trade = Trade(seat, holder)
                trade.take = [index]
                fresh = self.fresh_offer(state, trade, offer, most)
                if fresh is None:
                    continue
                offer = fresh
            if best is None or total > best[3]:
                best = (holder, [index], offer, total)
        return (best[0], best[1], best[2]) if best else None

    # --- buying and bidding ---------------------------------------------------------------------
    def buy(self, state: S, seat: int) -> str:
        assert isinstance(state.pending, Purchase)
        index = state.pending.space
        price = state.RULES.spaces[index].price
        cash = state.cash_of(seat)
        if cash - price >= state.RULES.start_money // 3:
            return "buy"  # the reserve never asks more than twice that
        if cash >= price:
            keep = reserve(state, seat)
            if cash - price >= keep // 2 or completes(state, seat, index):
                return "buy"
            if unsold(state) > len(state.RULES.deed_list) // 2:
                return "buy"
        return "decline"

    def bid(self, state: S, seat: int) -> str:
        auction = state.auction
        assert auction is not None
        if auction.high is not None and state.purse[auction.high] == state.purse[seat]:
            return "pass"  # never outbid one's partner
        return jump(state, self.bid_limit(state, seat))

    def bid_limit(self, state: S, seat: int) -> int:
        """The most `seat` would bid for the deed on auction: its worth, within spare cash."""
        auction = state.auction
        assert auction is not None
        cash = state.cash_of(seat)
        return min(worth(state, seat, auction.space), cash - reserve(state, seat) // 2, cash)

    def choice(self, state: S, seat: int) -> str:
        """A card's choice between a fee and the other deck: pay while the fee is small."""
        assert isinstance(state.pending, CardChoice)
        card = state.RULES.card(state.pending.card)
        return "card:pay" if state.cash_of(seat) >= card.effect[1] * 5 else "card:draw"

    # --- debts ----------------------------------------------------------------------------------
    def debt(self, state: S, seat: int) -> str:
        if not state.can_raise():
            return "bankrupt"
        rules = state.RULES
        spaces, size, level, mortgaged = rules.spaces, rules.set_size, state.level, state.mortgaged
        held = state.held_in[seat]
        ranked = []  # (cost, place): the cheapest the rules allow is found with few questions
        for place, index in enumerate(state.deeds[seat]):
            space = spaces[index]
            if level[index]:
                ranked.append((10_000 + space.house * 10 + level[index], place, "sell", index))
            elif not mortgaged[index]:
                whole = space.kind == CITY and held[index] == size[index]
                cost = (30_000 if whole else 0) + state.rent(index, 7)
                ranked.append((cost, place, "mortgage", index))
        ranked.sort()
        for _, _, verb, index in ranked:
            block = state.sell_block if verb == "sell" else state.mortgage_block
            if block(seat, index) is None:
                return f"{verb}:{index}"
        return "bankrupt"

    # --- trades ---------------------------------------------------------------------------------
    def gain(self, state: S, seat: int, trade: Trade) -> int:
        """What `seat` gains by the trade as it stands, by this player's lights."""
        return trade_gain(state, seat, trade)

    def trade(self, state: S, seat: int) -> str:
        trade = state.trade
        assert trade is not None
        if trade.proposed:
            if (
                self.gain(state, seat, trade) > 0
                and trades.problem(state, trade) is None
                and self.affordable(state, seat, trade)
            ):
                return "trade:accept"
            if trade.counters < state.RULES.trade_counters and self.worth_countering(
                state, seat, trade
            ):
                return "trade:counter"
            return "trade:refuse"
        if seat == trade.a and trade.counters == 0:
            return self.compose(state, seat, trade)
        cash = self.counter_cash(state, seat, trade, trade.counters - 1)
        if cash is None:
            return "trade:cancel"
        if trade.pays(seat) != cash:
            code = f"trade:cash:{signed_text(cash)}"
            return code if state.check(code) is None else "trade:cancel"
        return "trade:propose" if trades.problem(state, trade) is None else "trade:cancel"

    def affordable(self, state: S, seat: int, trade: Trade) -> bool:
        """Whether `seat` keeps enough cash after paying what the trade asks of it."""
        return state.cash_of(seat) - max(trade.pays(seat), 0) >= 0

    def worth_countering(self, state: S, seat: int, trade: Trade) -> bool:
        """Whether to send changed terms back rather than refuse: a sum would make the trade
        worth while, and the two sides are not too far apart to haggle."""
        cash = self.counter_cash(state, seat, trade, trade.counters)
        if cash is None:
            return False
        asked, offered = -cash, -trade.pays(seat)
        return asked <= 2 * max(offered, 1) + state.RULES.start_money // 6

    def counter_cash(self, state: S, seat: int, trade: Trade, counters: int) -> int | None:
        """The cash `seat` would pay (negative: ask) in its counter-offer, the `counters`-th of
        the negotiation, or None if no sum would do. Each side concedes as the haggling goes on
        (the margin it keeps shrinks), never offers again what the other side turned down in the
        last rounds, and never goes past the sum that makes the trade worth nothing to it."""
        other = trade.other(seat)
        if state.purse[other] == state.purse[seat]:
            return None  # partners: no cash between them
        note = state.RULES.smallest_note
        even = trade.pays(seat) + self.gain(state, seat, trade)  # paying this gains nothing
        cash = (even - state.RULES.start_money // 60 // (counters + 1)) // note * note
        refused = refused_offers(state, seat, trade)
        if refused and cash <= max(refused):
            cash = max(refused) + note
        cash = min(cash, state.cash_of(seat))
        cash = max(cash, -state.cash_of(other) - trades.credit(state, trade))
        return cash if cash < even and cash not in refused else None

    def fresh_offer(self, state: S, trade: Trade, offer: int, most: int) -> int | None:
        """`offer` for the trade. If the other side turned these deeds down lately: none for
        `PAUSE_ROUNDS` rounds (a bot asking again each turn interrupted a player each time:
        issue 29) unless the position changed a lot (the owner short of cash, or `offer` a
        quarter above the best refused); then the next step up of three (`offer`, halfway to
        `most`, `most`) not turned down; None once all three were: it waits for a change."""
        refused = refused_offers(state, trade.a, trade)
        if not refused:
            return offer
        top = max(refused)
        short = state.cash_of(trade.b) < reserve(state, trade.b)  # the owner may sell now
        changed = short or offer > top + abs(top) // 4
        if not changed and state.round - last_refused(state, trade.a, trade) <= PAUSE_ROUNDS:
            return None
        if offer > top:
            return offer
        note = state.RULES.smallest_note
        for step in (offer + (most - offer) // 2 // note * note, most):
            if step > top:
                return step
        return None

    def compose(self, state: S, seat: int, trade: Trade) -> str:
        plan = self.plan_trade(state, seat)
        if plan is None or plan[0] != trade.b or trade.give or trade.give_cards:
            return "trade:cancel"
        _, take, cash = plan
        for index in take:
            if index not in trade.take:
                return f"trade:take:{index}"
        if trade.cash != cash:
            code = f"trade:cash:{signed_text(cash)}"
            return code if state.check(code) is None else "trade:cancel"
        return "trade:propose" if trades.problem(state, trade) is None else "trade:cancel"


def refused_offers(state: Words, seat: int, trade: Trade) -> list[int]:
    """The cash `seat` has offered (negative: asked) for these same deeds and cards, turned
    down by the other side in the last rounds (`trades.REMEMBERED_ROUNDS`), whatever has
    changed since: the table's record (`state.refusals`), so a bot rebuilt on a reload knows
    it as well."""
    if not state.refusals:
        return []
    terms = trade.offer(seat)[:6]
    since = state.round - trades.REMEMBERED_ROUNDS
    return [r.terms[6] for r in state.refusals if r.round >= since and r.terms[:6] == terms]


def last_refused(state: Words, seat: int, trade: Trade) -> int:
    """The round in which the other side last turned down `seat`'s offer for these deeds and
    cards (whatever the cash), or -1."""
    terms = trade.offer(seat)[:6]
    return max((r.round for r in state.refusals if r.terms[:6] == terms), default=-1)


POLICY: Policy[Words] = Policy()
