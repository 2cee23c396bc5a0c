"""Fortuna's default player: the estate heuristic, plus the tokens played with foresight.

Every token on the table is face up, so a player can see where each of their own tokens would
take them and where each opponent's could: the token chosen is the one whose landing is worth
most now (a deed to buy, Start passed, rent and taxes avoided) and leaves the best next move
among the tokens still in hand. A deed is worth more where the opponents' remaining tokens can
reach it soon. Holidays are taken when the road ahead costs more than it offers; the enrichment
tax is paid the cheaper way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.estate.policy import Policy, reserve, worth
from pygames.estate.rules import BANK, CHANCE, TAX
from pygames.estate.strong import StrongMixin

from . import data

if TYPE_CHECKING:
    from .state import FortunaState

SIZE = len(data.SPACES)


def reach(state: FortunaState, seat: int, target: int) -> float:
    """The share of `seat`'s tokens that would land its pawn on `target` with its next move."""
    tokens = state.tokens[seat]
    steps = (target - state.pos[seat]) % SIZE
    return (steps in tokens) / len(tokens) if tokens else 0.0


def first_rent(state: FortunaState, index: int) -> int:
    """The rent a deed asks as the first of its set one holds (a utility at 6.5 a move)."""
    space = state.RULES.spaces[index]
    if space.kind in state.RULES.counted_rents:
        return state.RULES.counted_rents[space.kind][1]
    if space.rents:
        return space.rents[0]
    return state.RULES.utility_factors[1] * 13 // 2


def landing(state: FortunaState, seat: int, number: int) -> float:
    """What a move of `number` spaces is worth to `seat` now, in ducats."""
    start = state.pos[seat]
    bonus = float(data.START_BONUS if start + number > SIZE else 0)
    return bonus + stop_value(state, seat, (start + number) % SIZE, number)


def stop_value(state: FortunaState, seat: int, target: int, number: int) -> float:
    """What stopping on `target` after a move of `number` is worth to `seat` now, in ducats."""
    value = 0.0
    space = state.RULES.spaces[target]
    if space.is_deed:
        holder = state.owner[target]
        if holder == BANK:
            if state.cash_of(seat) >= space.price:
                value += max(worth(state, seat, target) - space.price, 0) + space.price / 4
                value += sum(
                    reach(state, other, target) * first_rent(state, target)
                    for other in range(state.players)
                    if state.purse[other] != state.purse[seat] and state.active[other]
                )
        elif state.purse[holder] != state.purse[seat] and not state.mortgaged[target]:
            value -= state.rent(target, number)  # a hospital patient collects rent too
    elif space.kind == TAX:
        value -= space.amount
    elif space.kind == data.ENRICHMENT:
        value -= min(data.ENRICHMENT_TAX, state.capital(seat) // 10)
    elif space.kind == data.ACCIDENT:
        value -= 1500 if sum(1 for i in state.RULES.deed_list if state.owner[i] == BANK) else 0
    elif space.kind == CHANCE:
        value -= 100  # the decks are about even, the moves they make a little risky
    return value


def plan(state: FortunaState, seat: int, discount: float = 0.8) -> list[tuple[float, int]]:
    """Each token with the worth of the best order to lay all the tokens left, starting with it:
    the tokens spent in any order bring the pawn to the same space, so a search over the sets of
    tokens laid (at most 4,096) finds the best order for the whole cycle. The board is taken as
    it stands; later stops count less (`discount` a move)."""
    tokens = state.tokens[seat]
    count = len(tokens)
    start = state.pos[seat]
    values = [stop_value(state, seat, p, 7) for p in range(SIZE)]
    sums = [0] * (1 << count)
    for mask in range(1, 1 << count):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + tokens[low.bit_length() - 1]
    total = sums[-1]
    best = [0.0] * (1 << count)  # the worth of laying the tokens of `mask`, the others laid
    for mask in range(1, 1 << count):
        here = start + total - sums[mask]
        top = float("-inf")
        rest = mask
        while rest:
            low = rest & -rest
            rest ^= low
            there = here + tokens[low.bit_length() - 1]
            passed = there // SIZE > here // SIZE and there % SIZE
            worth_now = values[there % SIZE] + (data.START_BONUS if passed else 0)
            candidate = worth_now + discount * best[mask ^ low]
            if candidate > top:
                top = candidate
        best[mask] = top
    full = (1 << count) - 1
    return sorted(
        (
            (landing(state, seat, number) + discount * best[full ^ (1 << i)], number)
            for i, number in enumerate(tokens)
        ),
        reverse=True,
    )


class FortunaMixin(Policy):
    """What Fortuna's players do differently: tokens, holidays, the enrichment tax."""

    def move(self, state: FortunaState, seat: int) -> str:  # type: ignore[override]
        return self.move_options(state, seat)[0]

    def move_options(self, state: FortunaState, seat: int, count: int = 5) -> list[str]:  # type: ignore[override]
        """The tokens, best first: what the landing is worth now, and half the average of the
        next move from there with the tokens left."""
        if state.options.get("dice"):
            return ["roll"]
        tokens = state.tokens[seat]
        valued = []
        for number in tokens:
            value = landing(state, seat, number)
            rest = [n for n in tokens if n != number]
            if rest:
                saved = state.pos[seat]
                state.pos[seat] = (saved + number) % SIZE
                value += 0.5 * sum(landing(state, seat, n) for n in rest) / len(rest)
                state.pos[seat] = saved
            valued.append((-value, number))
        return [f"token:{number}" for _, number in sorted(valued)[:count]]

    def choice(self, state: FortunaState, seat: int) -> str:  # type: ignore[override]
        kind = state.pending[1]  # type: ignore[index]
        if kind == "tax":
            cheaper = state.enrichment_tax(seat, True) < data.ENRICHMENT_TAX
            return "tax:percent" if cheaper else "tax:flat"
        if kind == "holiday":
            moves = state.tokens[seat] if not state.options.get("dice") else range(2, 13)
            ahead = sum(landing(state, seat, n) for n in moves) / len(moves)
            short = state.cash_of(seat) < reserve(state, seat)
            return "holiday:take" if ahead < 0 or short else "holiday:refuse"
        return super().choice(state, seat)

    def turn(self, state: FortunaState, seat: int) -> str:  # type: ignore[override]
        if state.holiday[seat] and not state.detained[seat]:
            return "rest"
        return super().turn(state, seat)


class FortunaPolicy(FortunaMixin, Policy):
    """The default player."""


class FortunaStrong(FortunaMixin, StrongMixin, Policy):
    """The strong player (pygames.estate.strong), planning its whole cycle of tokens."""

    def move_options(self, state: FortunaState, seat: int, count: int = 5) -> list[str]:  # type: ignore[override]
        if state.options.get("dice"):
            return ["roll"]
        return [f"token:{number}" for _, number in plan(state, seat)[:count]]


POLICY = FortunaPolicy()
STRONG = FortunaStrong()
