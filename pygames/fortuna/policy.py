"""Fortuna's default player: the estate heuristic, plus the tokens played with foresight.

Every token on the table is face up, so a player can see where each of their own tokens would
take them and where each opponent's could: the token chosen is the one whose landing is worth
most now (a deed to buy, Start passed, rent and taxes avoided) and leaves the best next move
among the tokens still in hand. A deed is worth more where the opponents' remaining tokens can
reach it soon. Holidays are taken when the road ahead costs more than it offers; the enrichment
tax is paid the cheaper way.
"""

from __future__ import annotations

from functools import cache

from pygames.estate.pending import Choice
from pygames.estate.policy import Policy, reserve, worth
from pygames.estate.rules import BANK, CHANCE, TAX, UTILITY
from pygames.estate.strong import StrongMixin

from . import data
from .table import FortunaTable

SIZE = len(data.SPACES)


def reach(state: FortunaTable, seat: int, target: int) -> float:
    """The share of `seat`'s tokens that would land its pawn on `target` with its next move."""
    tokens = state.tokens[seat]
    steps = (target - state.pos[seat]) % SIZE
    return (steps in tokens) / len(tokens) if tokens else 0.0


def first_rent(state: FortunaTable, index: int) -> int:
    """The rent a deed asks as the first of its set one holds (a utility at 6.5 a move)."""
    space = state.RULES.spaces[index]
    if space.kind in state.RULES.counted_rents:
        return state.RULES.counted_rents[space.kind][1]
    if space.rents:
        return space.rents[0]
    return state.RULES.utility_factors[1] * 13 // 2


def landing(state: FortunaTable, seat: int, number: int) -> float:
    """What a move of `number` spaces is worth to `seat` now, in ducats."""
    start = state.pos[seat]
    bonus = float(data.START_BONUS if start + number > SIZE else 0)
    return bonus + stop_value(state, seat, (start + number) % SIZE, number)


def stop_value(state: FortunaTable, seat: int, target: int, number: int) -> float:
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


def plan(state: FortunaTable, seat: int, discount: float = 0.3) -> list[tuple[float, int]]:
    """Each token with the worth of the best order to lay all the tokens left, starting with it:
    the tokens spent in any order bring the pawn to the same space, so a search over the sets of
    tokens laid (at most 4,096) finds the best order for the whole cycle. The board is taken as
    it stands; later stops count less (`discount` a move): the board changes before the pawn
    gets there, so the next stop counts 0.3 of its worth and the one after 0.09 (against three
    default players in games of 60 rounds, the strong player won 53.5% of 400 at 0.3, 38.5% at
    0.8, 20.5% at 0.9)."""
    tokens = state.tokens[seat]
    count = len(tokens)
    start = state.pos[seat]
    values = [stop_value(state, seat, p, 7) for p in range(SIZE)]
    size = 1 << count
    sums = [0] * size
    for mask in range(1, size):
        low = mask & -mask
        sums[mask] = sums[mask ^ low] + tokens[low.bit_length() - 1]
    total = sums[-1]
    rows = []  # by how far the pawn has gone: the worth now of each token laid from there
    for gone in range(total + 1):
        here = start + gone
        row = []
        for number in tokens:
            there = here + number
            passed = there // SIZE > here // SIZE and there % SIZE
            row.append(values[there % SIZE] + (data.START_BONUS if passed else 0))
        rows.append(row)
    later = [0.0] * size  # the discounted worth of laying the tokens of `mask`, the others laid
    subsets = _subsets()
    for mask in range(1, size):
        row = rows[total - sums[mask]]
        top = float("-inf")
        for rest, i in subsets[mask]:  # the loop that costs: kept bare
            candidate = row[i] + later[rest]
            if candidate > top:
                top = candidate
        later[mask] = discount * top
    full = size - 1
    return sorted(
        (
            (landing(state, seat, number) + later[full ^ (1 << i)], number)
            for i, number in enumerate(tokens)
        ),
        reverse=True,
    )


@cache
def _subsets() -> list[tuple[tuple[int, int], ...]]:
    """For each set of up to 12 tokens (a bit mask): each token in it (its bit's index) with
    the set without it, computed once."""
    return [
        tuple((mask ^ (1 << i), i) for i in range(len(data.TOKENS)) if mask >> i & 1)
        for mask in range(1 << len(data.TOKENS))
    ]


class FortunaMixin(Policy[FortunaTable]):
    """What Fortuna's players do differently: tokens, holidays, the enrichment tax."""

    def move(self, state: FortunaTable, seat: int) -> str:
        return self.move_options(state, seat)[0]

    def move_options(self, state: FortunaTable, seat: int, count: int = 5) -> list[str]:
        """The tokens, best first: what the landing is worth now, and half the average of the
        next move from there with the tokens left."""
        if state.options.get("dice"):
            return ["roll"]
        tokens = state.tokens[seat]
        start = state.pos[seat]
        spaces = state.RULES.spaces
        known: dict[object, float] = {}  # stop values met already (a move: up to 132 of them)

        def move(here: int, number: int) -> float:
            """`landing`, from `here`."""
            target = (here + number) % SIZE
            key = (target, number) if spaces[target].kind == UTILITY else target
            value = known.get(key)
            if value is None:
                value = known[key] = stop_value(state, seat, target, number)
            return float(data.START_BONUS if here + number > SIZE else 0) + value

        valued = []
        for number in tokens:
            value = move(start, number)
            rest = [n for n in tokens if n != number]
            if rest:
                there = (start + number) % SIZE
                value += 0.5 * sum(move(there, n) for n in rest) / len(rest)
            valued.append((-value, number))
        return [f"token:{number}" for _, number in sorted(valued)[:count]]

    def choice(self, state: FortunaTable, seat: int) -> str:
        assert isinstance(state.pending, Choice)
        kind = state.pending.kind
        if kind == "tax":
            cheaper = state.enrichment_tax(seat, True) < data.ENRICHMENT_TAX
            return "tax:percent" if cheaper else "tax:flat"
        if kind == "holiday":
            moves = state.tokens[seat] if not state.options.get("dice") else range(2, 13)
            ahead = sum(landing(state, seat, n) for n in moves) / len(moves)
            short = state.cash_of(seat) < reserve(state, seat)
            return "holiday:take" if ahead < 0 or short else "holiday:refuse"
        return super().choice(state, seat)

    def turn(self, state: FortunaTable, seat: int) -> str:
        if state.holiday[seat] and not state.detained[seat]:
            return "rest"
        return super().turn(state, seat)


class FortunaPolicy(FortunaMixin, Policy[FortunaTable]):
    """The default player."""


class FortunaStrong(FortunaMixin, StrongMixin[FortunaTable], Policy[FortunaTable]):
    """The strong player (pygames.estate.strong), planning its whole cycle of tokens. It does
    not buy deeds only to keep a rival from a colour set: tokens let players step round built
    plots, so a rival's set earns less than the stations and utilities the cash would buy."""

    block_share = 0.0

    def move_options(self, state: FortunaTable, seat: int, count: int = 5) -> list[str]:
        if state.options.get("dice"):
            return ["roll"]
        return [f"token:{number}" for _, number in plan(state, seat)[:count]]


POLICY = FortunaPolicy()
STRONG = FortunaStrong()
