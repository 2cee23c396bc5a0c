"""Voyages over several turns: the best sea route between two spaces, the turns it takes on
average with three dice and the winds, its risk, and what a cargo earns on it. The bots plan
with these; `bench/fuldrigger_routes.py` prints the README's route table from them.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from functools import lru_cache

from . import goods, world
from .graph import ADJ, HARBOUR_SPACES, SPACES
from .movement import CALM_CHANCE, CARGO_LOSS, LOSS, TAIL_SPACES, after_entering

# Three dice: the number of the 216 throws that give each sum.
THREE_DICE: dict[int, int] = {}
for _a in range(1, 7):
    for _b in range(1, 7):
        for _c in range(1, 7):
            THREE_DICE[_a + _b + _c] = THREE_DICE.get(_a + _b + _c, 0) + 1

SHIP_PRICE = 100
# How many spaces of sailing a 1 % chance of losing a ship is worth avoiding: a ship and its
# cargo are worth about 150 ducats, what a ship earns in some ten turns (100 spaces).
SPACES_PER_RISK = 100.0
CALM_COST = CALM_CHANCE * 11  # a calm holds the ship for the rest of its turn and the next


@dataclass(frozen=True)
class Route:
    path: tuple[str, ...]  # the spaces entered, the last one the goal
    turns: float  # expected turns of sailing, from leaving to arriving
    loss: float  # chance of losing the ship on the way
    cargo_loss: float  # chance of losing only the cargo (pirates)

    @property
    def steps(self) -> int:
        return len(self.path)


def step_weight(hazard: str, safe: bool) -> float:
    """The cost of entering a space, in spaces of sailing, for the planner."""
    if safe and hazard in (world.REEF, world.PIRATES):
        hazard = ""
    if hazard == world.TAIL:
        return 1.0 - 0.8 * TAIL_SPACES / 3  # a tailwind is worth almost three spaces
    if hazard == world.HEAD:
        return 1.0 + 3.0
    if hazard == world.CALM:
        return 1.0 + CALM_COST
    return 1.0 + 100 * LOSS.get(hazard, 0.0) * SPACES_PER_RISK / 100


def plan(
    start: str,
    goal: str,
    known_reefs: frozenset[str] = frozenset(),
    safe_pirates: frozenset[str] = frozenset(),
) -> tuple[str, ...] | None:
    """The cheapest path by `step_weight` from `start` to `goal` (harbours end a path)."""
    queue: list[tuple[float, int, str, tuple[str, ...]]] = [(0.0, 0, start, ())]
    done: set[str] = set()
    while queue:
        cost, _, at, path = heapq.heappop(queue)
        if at == goal:
            return path
        if at in done:
            continue
        done.add(at)
        if path and SPACES[at].harbour:
            continue
        for nxt in ADJ[at]:
            if nxt in done:
                continue
            space = SPACES[nxt]
            safe = (space.hazard == world.REEF and space.reef in known_reefs) or (
                nxt in safe_pirates
            )
            weight = step_weight(space.hazard, safe)
            heapq.heappush(queue, (cost + weight, len(path) + 1, nxt, (*path, nxt)))
    return None


def expected_turns(path: tuple[str, ...], hazards: tuple[str, ...] | None = None) -> float:
    """The mean number of turns to sail `path` with three dice a turn, the winds and calms
    acting as the rules say (a calm that holds the ship costs the rest of the turn and the
    next)."""
    hazards = hazards if hazards is not None else tuple(SPACES[s].hazard for s in path)
    goal = len(path)
    # One turn's sailing from each position, over all throws: (end, turns held) -> chance.
    moves: list[dict[tuple[int, int], float]] = []
    for at in range(goal):
        spread: dict[tuple[int, int], float] = {}
        for roll, ways in THREE_DICE.items():
            for end, held, share in _sail(at, roll, hazards, goal):
                key = (min(end, goal), held)
                spread[key] = spread.get(key, 0.0) + ways / 216 * share
        moves.append(spread)
    states: dict[tuple[int, int], float] = {(0, 0): 1.0}
    expected = 0.0
    turn = 0
    while states and turn < 200:
        turn += 1
        following: dict[tuple[int, int], float] = {}
        for (at, wait), chance in states.items():
            expected += chance  # the voyage is not over before this turn
            if wait:
                following[(at, wait - 1)] = following.get((at, wait - 1), 0.0) + chance
                continue
            for (end, held), share in moves[at].items():
                if end < goal:
                    following[(end, held)] = following.get((end, held), 0.0) + chance * share
        states = {k: v for k, v in following.items() if v > 1e-9}
    return expected


def _sail(at: int, left: int, hazards: tuple[str, ...], goal: int) -> list[tuple[int, int, float]]:
    """Where a turn's sailing from `at` with `left` spaces ends: (position, turns held, chance)."""
    out: list[tuple[int, int, float]] = []
    chance = 1.0
    while left > 0 and at < goal:
        at += 1
        hazard = hazards[at - 1]
        left = after_entering(hazard, left)
        if hazard == world.CALM:
            out.append((at, 1, chance * CALM_CHANCE))
            chance *= 1 - CALM_CHANCE
    out.append((at, 0, chance))
    return out


def route_risk(
    path: tuple[str, ...],
    known_reefs: frozenset[str] = frozenset(),
    safe_pirates: frozenset[str] = frozenset(),
) -> tuple[float, float]:
    """(chance of losing the ship, chance of losing only the cargo) along `path`."""
    survive = 1.0
    cargo = 0.0
    for sid in path:
        space = SPACES[sid]
        hazard = space.hazard
        if hazard == world.REEF and space.reef in known_reefs:
            continue
        if hazard == world.PIRATES:
            if sid in safe_pirates:
                continue
            cargo += survive * CARGO_LOSS
        survive *= 1 - LOSS.get(hazard, 0.0)
    return 1 - survive, cargo


@lru_cache(maxsize=4096)
def route(start: str, goal: str, known_reefs: frozenset[str] = frozenset()) -> Route | None:
    path = plan(start, goal, known_reefs)
    if path is None:
        return None
    loss, cargo = route_risk(path, known_reefs)
    return Route(path, expected_turns(path), loss, cargo)


def city_route(a: str, b: str, known_reefs: frozenset[str] = frozenset()) -> Route | None:
    """The best route between two cities (from any quay of one to any quay of the other)."""
    found = [
        r
        for qa in HARBOUR_SPACES[a]
        for qb in HARBOUR_SPACES[b]
        if (r := route(qa, qb, known_reefs)) is not None
    ]
    return min(found, key=lambda r: (r.turns, r.loss), default=None)


@dataclass(frozen=True)
class Trade:
    """A cargo of `good` bought in `origin` and sold in `market` over `route`."""

    origin: str
    market: str
    good: str
    buy: int
    sell: int
    route: Route

    @property
    def profit(self) -> int:
        return self.sell - self.buy

    @property
    def expected(self) -> float:
        """What the voyage earns on average, losses of cargo and ship (at its price) counted."""
        r = self.route
        arrive = 1 - r.loss - r.cargo_loss
        return arrive * self.profit - r.cargo_loss * self.buy - r.loss * (self.buy + SHIP_PRICE)

    @property
    def per_turn(self) -> float:
        return self.profit / self.route.turns

    @property
    def expected_per_turn(self) -> float:
        return self.expected / self.route.turns


MIN_SPACES = 10  # "A player must transport a good at least 10 spaces before it may be sold."


def best_trades(origin: str, market: str) -> list[Trade]:
    """Every good that can be bought in `origin` and sold in `market`, at list prices, on the
    best route, if that route is at least 10 spaces long."""
    r = city_route(origin, market)
    if r is None or r.steps < MIN_SPACES:
        return []
    out = []
    for good, (price, mark) in goods.PRICES[origin].items():
        if mark == goods.S or not goods.can_sell(market, good):
            continue
        sell = goods.PRICES[market][good][0]
        if sell > price:
            out.append(Trade(origin, market, good, price, sell, r))
    return sorted(out, key=lambda t: -t.profit)
