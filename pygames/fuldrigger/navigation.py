"""Fast voyage estimates for the bots: from every space, the planner's best way to a harbour,
its turns and its risk, computed for all spaces at once by one search backwards from the
harbour (cached per harbour and per what the player knows).

`routes.expected_turns` is exact but costs some milliseconds a route; here the turns are a
linear fit to it, `TURNS_FIT`, over 250 routes between cities (mean error 0.04 turns, at most
0.16): three dice average 10.5 spaces, a tailwind is worth three, a headwind costs three, and a
calm on the way costs about a turn.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from functools import lru_cache

from . import world
from .graph import ADJ, SPACES
from .movement import CARGO_LOSS, LOSS
from .routes import step_weight

TURNS_FIT = (0.51, 0.0933, 0.91)  # turns = a + b * effective spaces + c * calms


@dataclass(frozen=True)
class Voyage:
    path: tuple[str, ...]
    turns: float
    loss: float  # chance of losing the ship
    cargo_loss: float  # chance of losing only the cargo


@lru_cache(maxsize=1024)
def _towards(goal: str, known: frozenset[str], safe: frozenset[str]) -> dict[str, str]:
    """For every space, the next space on the cheapest way to `goal` (harbours end a way)."""
    best: dict[str, float] = {goal: 0.0}
    following: dict[str, str] = {}
    queue = [(0.0, goal)]
    done: set[str] = set()
    while queue:
        cost, at = heapq.heappop(queue)
        if at in done:
            continue
        done.add(at)
        if at != goal and SPACES[at].harbour:
            continue  # a way may end in a harbour, never pass through one
        space = SPACES[at]
        is_safe = (space.hazard == world.REEF and space.reef in known) or at in safe
        weight = step_weight(space.hazard, is_safe)
        for prev in ADJ[at]:
            total = cost + weight
            if total < best.get(prev, float("inf")):
                best[prev] = total
                following[prev] = at
                heapq.heappush(queue, (total, prev))
    return following


@lru_cache(maxsize=65536)
def voyage(
    start: str, goal: str, known: frozenset[str] = frozenset(), safe: frozenset[str] = frozenset()
) -> Voyage | None:
    """The planner's way from `start` to the harbour space `goal`, with its estimates."""
    if start == goal:
        return Voyage((), 0.0, 0.0, 0.0)
    following = _towards(goal, known, safe)
    path = []
    at = start
    while at != goal:
        if at not in following:
            return None
        at = following[at]
        path.append(at)
    effective = calms = 0
    survive = 1.0
    cargo = 0.0
    for sid in path:
        space = SPACES[sid]
        hazard = space.hazard
        if hazard == world.REEF and space.reef in known:
            hazard = ""
        if hazard == world.PIRATES and sid in safe:
            hazard = ""
        effective += 1 - 3 * (hazard == world.TAIL) + 3 * (hazard == world.HEAD)
        calms += hazard == world.CALM
        if hazard == world.PIRATES:
            cargo += survive * CARGO_LOSS
        survive *= 1 - LOSS.get(hazard, 0.0)
    a, b, c = TURNS_FIT
    turns = a + b * max(effective, 1) + c * calms
    return Voyage(tuple(path), turns, 1 - survive, cargo)
