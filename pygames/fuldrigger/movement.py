"""Sailing: where a ship can go with the spaces it has left this turn, by which path, and the
odds of each hazard. Pure functions of the board and a few facts about the ship's owner.

The rulebook's hazards act on each space a ship stops on or passes through; tailwind and
headwind change the spaces it has left, so the path matters. A ship may not enter the same
space twice in one turn (else a tailwind could be circled for ever), and a harbour ends its
move (it may not enter and leave a harbour in the same turn); the harbour it started the turn in
it may come back to, since it left that one without entering it.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from . import world
from .graph import ADJ, SPACES

TAIL_SPACES = 3  # "The ship moves three extra spaces."
HEAD_SPACES = 3  # "The ship moves three spaces fewer."

# Two dice: the number of the 36 throws that give each sum.
TWO_DICE = {s: 6 - abs(s - 7) for s in range(2, 13)}


def two_dice_chance(sums: Collection[int]) -> float:
    return sum(TWO_DICE[s] for s in sums) / 36


# The rulebook's rolls, as the sums of two dice that strike.
STORM_SINKS = (2, 3)
ICE_SINKS = (5,)
CALM_HOLDS = tuple(range(2, 8))  # "seven or lower"
REEF_WRECKS = (2, 3)
PIRATES_TAKE_SHIP = (2, 3)
PIRATES_TAKE_CARGO = (4,)

LOSS = {
    world.STORM: two_dice_chance(STORM_SINKS),
    world.ICE: two_dice_chance(ICE_SINKS),
    world.REEF: two_dice_chance(REEF_WRECKS),
    world.PIRATES: two_dice_chance(PIRATES_TAKE_SHIP),
}
CARGO_LOSS = two_dice_chance(PIRATES_TAKE_CARGO)
CALM_CHANCE = two_dice_chance(CALM_HOLDS)


@dataclass(frozen=True)
class Safety:
    """What spares a ship a hazard: the reefs its owner knows, and pirate waters it may ignore
    (a privateer ignores them all; an owner ignores those within two spaces of a fortress)."""

    known_reefs: frozenset[str] = frozenset()
    safe_pirates: frozenset[str] = frozenset()
    privateer: bool = False

    def active(self, sid: str) -> str:
        """The hazard that acts on this ship at `sid`, or ""."""
        space = SPACES[sid]
        hazard = space.hazard
        if hazard == world.REEF and space.reef in self.known_reefs:
            return ""
        if hazard == world.PIRATES and (self.privateer or sid in self.safe_pirates):
            return ""
        return hazard


def after_entering(hazard: str, left: int) -> int:
    """The spaces left after entering a space (one spent) with its wind."""
    left -= 1
    if hazard == world.TAIL:
        left += TAIL_SPACES
    elif hazard == world.HEAD:
        left = max(0, left - HEAD_SPACES)
    return left


def needed(path: Collection[str]) -> int:
    """The fewest spaces to sail that carry a ship along `path` in one turn, its winds counted
    (issue 29: a headwind known on the map is part of the price of a far place)."""
    hazards = [SPACES[sid].hazard for sid in path]
    need = 1
    while True:
        left = need
        for k, hazard in enumerate(hazards):
            left = after_entering(hazard, left)
            if left <= 0 and k < len(hazards) - 1:
                break
        else:
            return need
        need += 1


def risk(hazard: str) -> float:
    """The chance of losing the ship on entering a space with this hazard."""
    return LOSS.get(hazard, 0.0)


@dataclass(frozen=True)
class Passage:
    """The best way to a target this turn (safest, then fewest calms, most spaces left,
    shortest): the spaces entered in order, the spaces left on arrival, the danger (the summed
    chances of losing the ship on the way) and the calms passed."""

    path: tuple[str, ...]
    left: int
    danger: float
    calms: int


def reach(start: str, left: int, barred: Collection[str], safety: Safety) -> dict[str, Passage]:
    """Every space the ship at `start` can reach with `left` spaces this turn, by its best
    passage (never `start` itself). `barred` holds the spaces it may not enter this turn (see
    `Ship.barred`).

    A depth-first walk over simple paths, pruned where an earlier walk reached the same space
    with as many spaces left, as safely and with no more calms; cached, since a table asks
    for the same ship's reach many times in a turn."""
    key = (start, left, frozenset(barred), safety)
    found = _CACHE.get(key)
    if found is None:
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.clear()
        found = _CACHE[key] = _reach(start, left, key[2], safety)
    return found


_CACHE: dict[tuple[str, int, frozenset[str], Safety], dict[str, Passage]] = {}
_CACHE_SIZE = 4096


# The chance of losing the ship on each hazard, in 36ths of a throw of two dice: passages are
# compared by the sum along the way (exact in whole numbers, and the same order as the true
# chance for the few hazards a turn can pass).
LOSS_36 = {hazard: round(chance * 36) for hazard, chance in LOSS.items()}
_HAZARD = {sid: space.hazard for sid, space in SPACES.items()}
_HARBOUR = {sid: space.harbour for sid, space in SPACES.items()}


def _reach(start: str, left: int, barred: frozenset[str], safety: Safety) -> dict[str, Passage]:
    """Breadth-first over partial passages, each kept only while no other passage to the same
    space has as many spaces left, as little danger and no more calms (a Pareto front)."""
    best: dict[str, tuple[int, int, int, int, tuple[str, ...]]] = {}
    labels: dict[str, list[tuple[int, int, int]]] = {}
    frontier: list[tuple[str, int, int, int, tuple[str, ...]]] = [(start, left, 0, 0, ())]
    blocked = barred | {start}
    calm, tail, head, reef, pirates = world.CALM, world.TAIL, world.HEAD, world.REEF, world.PIRATES
    while frontier:
        following = []
        for at, left, danger, calms, path in frontier:
            for nxt in ADJ[at]:
                if nxt in blocked or nxt in path:
                    continue
                hazard = _HAZARD[nxt]
                if hazard in (reef, pirates):
                    hazard = safety.active(nxt)
                now_left = left - 1
                now_danger = danger
                now_calms = calms
                if hazard:
                    if hazard == tail:
                        now_left += TAIL_SPACES
                    elif hazard == head:
                        now_left = max(0, now_left - HEAD_SPACES)
                    elif hazard == calm:
                        now_calms += 1
                    else:
                        now_danger += LOSS_36[hazard]
                harbour = _HARBOUR[nxt]
                if harbour:
                    now_left = 0
                now_path = (*path, nxt)
                entry = (now_danger, now_calms, -now_left, len(now_path), now_path)
                known = best.get(nxt)
                if known is None or entry < known:
                    best[nxt] = entry
                if now_left <= 0 or harbour:
                    continue
                seen = labels.get(nxt)
                if seen is None:
                    labels[nxt] = [(now_left, now_danger, now_calms)]
                else:
                    if any(
                        o_left >= now_left and o_danger <= now_danger and o_calms <= now_calms
                        for o_left, o_danger, o_calms in seen
                    ):
                        continue
                    seen.append((now_left, now_danger, now_calms))
                following.append((nxt, now_left, now_danger, now_calms, now_path))
        frontier = following
    return {
        sid: Passage(path_, -minus_left, danger / 36, calms)
        for sid, (danger, calms, minus_left, _, path_) in best.items()
    }
