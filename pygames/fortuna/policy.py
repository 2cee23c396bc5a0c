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
    target = (start + number) % SIZE
    value = float(data.START_BONUS if start + number > SIZE else 0)
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


class FortunaPolicy(Policy):
    def move(self, state: FortunaState, seat: int) -> str:  # type: ignore[override]
        if state.options.get("dice"):
            return "roll"
        tokens = state.tokens[seat]
        best_code, best_value = "", float("-inf")
        for number in tokens:
            value = landing(state, seat, number)
            rest = [n for n in tokens if n != number]
            if rest:
                # The next move from there, with what is left: half as much weight.
                saved = state.pos[seat]
                state.pos[seat] = (saved + number) % SIZE
                value += 0.5 * sum(landing(state, seat, n) for n in rest) / len(rest)
                state.pos[seat] = saved
            if value > best_value:
                best_code, best_value = f"token:{number}", value
        return best_code

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


POLICY = FortunaPolicy()
