"""A heuristic policy for estate games, from public facts only.

It buys and builds with sense, keeps a cash reserve against the rents it may meet, raises
money in the least harmful order, bids up to a deed's worth, proposes trades that complete its
own groups and refuses trades that hand a rival a group cheaply. The heuristic bot plays it as
is; search playouts (`quick_action`) play it too, so rollouts look like real games.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from .rules import CITY, RAILWAY, UTILITY

if TYPE_CHECKING:
    from .state import EstateState

BANK = -1


def unsold(state: EstateState) -> int:
    return sum(1 for i in state.RULES.deeds if state.owner[i] == BANK)


def reserve(state: EstateState, seat: int) -> int:
    """Cash to keep: a share of the worst rent the seat may meet on its next laps."""
    worst = 0
    for index in state.RULES.deeds:
        holder = state.owner[index]
        if holder not in (BANK, seat) and not state.mortgaged[index]:
            space = state.RULES.spaces[index]
            rent = state.rent(index, 7) if space.kind != UTILITY else 140
            worst = max(worst, rent)
    base = state.RULES.start_money // 20
    return min(base + worst * 2 // 3, state.RULES.start_money * 2 // 3)


def completes(state: EstateState, seat: int, index: int) -> bool:
    """Whether owning `index` would give `seat` its whole group."""
    space = state.RULES.spaces[index]
    if space.kind != CITY:
        return False
    return all(state.owner[i] == seat for i in state.group_of(index) if i != index)


def others_in_group(state: EstateState, index: int) -> set[int]:
    space = state.RULES.spaces[index]
    if space.kind != CITY:
        return set()
    return {state.owner[i] for i in state.group_of(index) if i != index} - {BANK}


def worth(state: EstateState, seat: int, index: int) -> int:
    """What a deed is worth to `seat` in money, counting groups it completes or blocks."""
    space = state.RULES.spaces[index]
    value = space.price
    if space.kind == CITY:
        group = state.group_of(index)
        total = sum(state.RULES.spaces[i].price for i in group)
        if completes(state, seat, index):
            value += total
        else:
            mine = sum(1 for i in group if i != index and state.owner[i] == seat)
            value += space.price * mine // 3
            rivals = others_in_group(state, index) - {seat}
            if len(rivals) == 1 and completes(state, next(iter(rivals)), index):
                value += total // 3  # keep a rival from a whole group
    elif space.kind == RAILWAY:
        mine = sum(
            1 for s in state.RULES.spaces if s.kind == RAILWAY and state.owner[s.index] == seat
        )
        value += space.price * mine // 4
    return value


def _raise_order(state: EstateState, seat: int, acts: list[str]) -> str | None:
    """The least harmful way to raise cash: loose deeds, then houses, then whole groups."""
    best: tuple[int, str] | None = None
    for code in acts:
        head, _, rest = code.partition(":")
        if head not in ("mortgage", "sell"):
            continue
        index = int(rest)
        space = state.RULES.spaces[index]
        if head == "mortgage":
            whole = space.kind == CITY and state.whole(seat, space.group)
            cost = (3 if whole else 0) * 10_000 + state.rent(index, 7)
        else:
            cost = 10_000 + space.house * 10 + state.level[index]
        if best is None or cost < best[0]:
            best = (cost, code)
    return best[1] if best else None


def plan_trade(state: EstateState, seat: int) -> tuple[int, list[int], int] | None:
    """A deed that would complete one of `seat`'s groups: (owner, [deed], cash to offer)."""
    spare = state.cash[seat] - reserve(state, seat)
    best = None
    for _group, members in state.RULES.groups.items():
        missing = [i for i in members if state.owner[i] != seat]
        if len(missing) != 1 or not any(state.owner[i] == seat for i in members):
            continue
        index = missing[0]
        holder = state.owner[index]
        if holder == BANK or not state.active[holder] or state.jail[holder]:
            continue
        if not state.tradeable(holder, index):
            continue
        space = state.RULES.spaces[index]
        total = sum(state.RULES.spaces[i].price for i in members)
        offer = min(space.price + total // 2, spare) // 10 * 10
        if offer < space.price + total * 2 // 5:
            continue
        if best is None or total > best[3]:
            best = (holder, [index], offer, total)
    return (best[0], best[1], best[2]) if best else None


def judge_trade(state: EstateState, seat: int) -> bool:
    """Whether `seat` (the partner) gains by the proposed trade."""
    trade = state.trade
    assert trade is not None
    proposer = trade.proposer
    gain = trade.cash  # > 0: the proposer pays us
    for index in trade.give:
        space = state.RULES.spaces[index]
        gain += worth(state, seat, index)
        if state.mortgaged[index]:
            gain -= state.unmortgage_cost(index)
    for index in trade.take:
        space = state.RULES.spaces[index]
        loss = space.price // 2 if state.mortgaged[index] else space.price
        if completes(state, proposer, index) and index not in trade.give:
            loss += sum(state.RULES.spaces[i].price for i in state.group_of(index)) * 2 // 5
        if space.kind == CITY and state.whole(seat, space.group):
            loss *= 3
        gain -= loss
    gain += 30 * (len(trade.give_cards) - len(trade.take_cards))
    return gain > 0 and state.cash[seat] + min(trade.cash, 0) >= 0


def _compose(state: EstateState, seat: int, acts: list[str]) -> str:
    trade = state.trade
    assert trade is not None
    plan = plan_trade(state, seat)
    if plan is None or plan[0] != trade.partner or trade.give or trade.give_cards:
        return "trade:cancel"
    _, take, cash = plan
    for index in take:
        if index not in trade.take:
            code = f"trade:take:{index}"
            return code if code in acts else "trade:cancel"
    if trade.cash != cash:
        code = f"trade:cash:{cash:+d}"
        return code if state.check(code) is None else "trade:cancel"
    return "trade:propose" if "trade:propose" in acts else "trade:cancel"


def _build_choice(state: EstateState, seat: int, acts: list[str], spare: int) -> str | None:
    best: tuple[int, str] | None = None
    for code in acts:
        if not code.startswith("build:"):
            continue
        index = int(code[6:])
        space = state.RULES.spaces[index]
        if space.house > spare:
            continue
        level = state.level[index]
        gain = space.rents[level + 1] - space.rents[level] * (1 if level else 2)
        score = gain * 100 // space.house
        if best is None or score > best[0]:
            best = (score, code)
    return best[1] if best else None


def _bid(state: EstateState, seat: int, acts: list[str]) -> str:
    auction = state.auction
    assert auction is not None
    limit = worth(state, seat, auction.space)
    spare = state.cash[seat] - reserve(state, seat) // 2
    low = auction.minimum(state.RULES.auction_step)
    if low <= min(limit, spare) and f"bid:{low}" in acts:
        return f"bid:{low}"
    return "pass"


def choose_action(state: EstateState, rng: random.Random | None = None) -> str:
    """The heuristic's move for the seat to move."""
    seat = state.to_move
    assert seat is not None
    acts = state.legal_actions()
    if len(acts) == 1:
        return acts[0]
    phase = state.phase
    cash = state.cash[seat]
    if phase in ("rolloff", "again"):
        return "roll"
    if phase == "turn":
        keep = reserve(state, seat)
        if state.jail[seat]:
            # Out early while deeds are for sale, or when jail stops one's own rents.
            earning = state.RULES.jail_blocks_rent and any(
                not state.mortgaged[i] for i in state.deeds_of(seat)
            )
            if unsold(state) >= 6 or earning:
                if "jail:card" in acts:
                    return "jail:card"
                if "jail:pay" in acts and cash - state.RULES.jail_fine_total >= keep // 2:
                    return "jail:pay"
            return "end"
        spare = cash - keep
        repay = [c for c in acts if c.startswith("unmortgage:")]
        for code in repay:
            index = int(code[11:])
            space = state.RULES.spaces[index]
            whole = space.kind == CITY and state.whole(seat, space.group)
            if whole and state.unmortgage_cost(index) <= spare:
                return code
        build = _build_choice(state, seat, acts, spare)
        if build:
            return build
        if state.proposals[seat] == 0 and any(c.startswith("trade:with:") for c in acts):
            plan = plan_trade(state, seat)
            if plan is not None and f"trade:with:{plan[0]}" in acts:
                return f"trade:with:{plan[0]}"
        for code in repay:
            if state.unmortgage_cost(int(code[11:])) <= spare - 200:
                return code
        return "roll"
    if phase == "buy":
        index = state.pending[1]  # type: ignore[index]
        space = state.RULES.spaces[index]
        if "buy" in acts:
            keep = reserve(state, seat)
            if cash - space.price >= keep // 2 or completes(state, seat, index):
                return "buy"
            if cash - space.price >= 0 and unsold(state) > 14:
                return "buy"
        return "decline"
    if phase == "auction":
        return _bid(state, seat, acts)
    if phase == "claim":
        return next(c for c in acts if c.startswith("claim:"))
    if phase == "choice":
        return "card:pay" if cash >= 100 else "card:draw"
    if phase == "debt":
        if "bankrupt" in acts:
            return "bankrupt"
        code = _raise_order(state, seat, acts)
        return code or acts[0]
    if phase == "lift":
        index = state.lifts[0][1]
        code = f"lift:{index}"
        if code in acts and cash - state.unmortgage_cost(index) >= reserve(state, seat):
            return code
        return f"keep:{index}"
    if phase == "trade":
        trade = state.trade
        assert trade is not None
        if trade.proposed:
            ok = "trade:accept" in acts and judge_trade(state, seat)
            return "trade:accept" if ok else "trade:refuse"
        return _compose(state, seat, acts)
    if phase == "vote":
        mine = state.fortune(seat)
        lead = all(mine > state.fortune(s) for s in range(state.players) if s != seat)
        return "finish:yes" if lead else "finish:no"
    return rng.choice(acts) if rng else acts[0]


def quick_action(state: EstateState, rng: random.Random) -> str:
    """The playout move: the heuristic, with a little noise on buying and bidding."""
    if state.phase == "buy" and rng.random() < 0.1:
        return rng.choice(state.legal_actions())
    return choose_action(state, rng)
