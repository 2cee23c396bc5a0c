"""Fast voyage estimates for the bots: from every space, the planner's best way to a harbour,
its length, turns and risk, computed for all spaces at once by one search backwards from the
harbour (cached per harbour and per what the player knows).

`routes.expected_turns` is exact but costs some milliseconds a route; here the turns are a
linear fit to it, `TURNS_FIT`, over 250 routes between cities (mean error 0.04 turns, at most
0.16): three dice average 10.5 spaces, a tailwind is worth three, a headwind costs three, and a
calm on the way costs about a turn.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from functools import lru_cache

from . import world
from .graph import ADJ, SPACES
from .movement import CARGO_LOSS, LOSS
from .routes import step_weight

TURNS_FIT = (0.51, 0.0933, 0.91)  # turns = a + b * effective spaces + c * calms


@dataclass(frozen=True)
class Voyage:
    start: str
    steps: int  # spaces entered on the way
    turns: float
    loss: float  # chance of losing the ship
    cargo_loss: float  # chance of losing only the cargo
    following: dict[str, str] = field(repr=False, compare=False, default_factory=dict)

    @property
    def path(self) -> tuple[str, ...]:
        """The spaces entered, in order, the harbour last."""
        out = []
        at = self.start
        for _ in range(self.steps):
            at = self.following[at]
            out.append(at)
        return tuple(out)


# per space on the way to a goal: (steps, effective spaces, calms, survival, cargo loss)
Stats = tuple[int, int, int, float, float]


_HAZARD = {sid: space.hazard for sid, space in SPACES.items()}
_REEF = {sid: space.reef for sid, space in SPACES.items()}
_HARBOUR = frozenset(sid for sid, space in SPACES.items() if space.harbour)
_WEIGHT = {hazard: step_weight(hazard, False) for hazard in ("", *world.HAZARD_NAMES)}
_LOSS = {hazard: LOSS.get(hazard, 0.0) for hazard in _WEIGHT}
_CARGO = {hazard: CARGO_LOSS if hazard == world.PIRATES else 0.0 for hazard in _WEIGHT}
_EFFECT = {
    hazard: 1 - 3 * (hazard == world.TAIL) + 3 * (hazard == world.HEAD) for hazard in _WEIGHT
}


@lru_cache(maxsize=1024)
def _towards(
    goal: str, known: frozenset[str], safe: frozenset[str]
) -> tuple[dict[str, str], dict[str, Stats]]:
    """For every space, the next space on the cheapest way to `goal` (harbours end a way), and
    the way's figures, gathered backwards from the goal as the search settles each space."""
    best: dict[str, float] = {goal: 0.0}
    following: dict[str, str] = {}
    stats: dict[str, Stats] = {goal: (0, 0, 0, 1.0, 0.0)}
    hazards: dict[str, str] = {}
    queue = [(0.0, goal)]
    calm = world.CALM
    while queue:
        cost, at = heapq.heappop(queue)
        if at in hazards or (at != goal and at in stats):  # settled already
            continue
        if at != goal:
            nxt = following[at]
            steps, effective, calms, survive, cargo = stats[nxt]
            hazard = hazards[nxt]
            keep = 1 - _LOSS[hazard]
            stats[at] = (
                steps + 1,
                effective + _EFFECT[hazard],
                calms + (hazard == calm),
                keep * survive,
                _CARGO[hazard] + keep * cargo,
            )
            if at in _HARBOUR:
                continue  # a way may end in a harbour, never pass through one
        hazard = _HAZARD[at]
        if (hazard and _REEF[at] in known and _REEF[at]) or at in safe:
            hazard = ""
        hazards[at] = hazard
        total = cost + _WEIGHT[hazard]
        for prev in ADJ[at]:
            if total < best.get(prev, 1e18):
                best[prev] = total
                following[prev] = at
                heapq.heappush(queue, (total, prev))
    return following, stats


@lru_cache(maxsize=65536)
def voyage(
    start: str, goal: str, known: frozenset[str] = frozenset(), safe: frozenset[str] = frozenset()
) -> Voyage | None:
    """The planner's way from `start` to the space `goal`, with its estimates."""
    following, stats = _towards(goal, known, safe)
    if start not in stats:
        return None
    steps, effective, calms, survive, cargo = stats[start]
    if steps == 0:
        return Voyage(start, 0, 0.0, 0.0, 0.0, following)
    a, b, c = TURNS_FIT
    turns = a + b * max(effective, 1) + c * calms
    return Voyage(start, steps, turns, 1 - survive, cargo, following)
