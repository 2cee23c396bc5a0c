"""What the search bot (and the hint) knows of Plinius: a projected score and a sensible playout.

`position_value` projects the final VP from the open cards: each counter not yet swept keeps its
VP unless the flow can still reach its colour, with the exact hypergeometric chance of enough
black faces among the cards still to come (and of the wind turning, for the last box).
`rollout_action` plays a quick greedy policy: observe, land at Misenum, board, then step each
counter towards Misenum or towards whom it should fetch, away from the next colour the flow
will strike.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache
from typing import TYPE_CHECKING

from . import data, rules

if TYPE_CHECKING:
    from .state import PliniusState

BLACK_FACES = 6  # J, Q, K of spades and of clubs
RED_FACES = 6
RED_NUMBERS = 16  # 2-9 of hearts and of diamonds
BLACK_NUMBERS_TOTAL = 2 * sum(range(2, 10))


@lru_cache(maxsize=4096)
def at_least(unseen: int, good: int, draws: int, need: int) -> float:
    """P(at least `need` of `good` marked cards among `draws` drawn from `unseen`)."""
    if need <= 0:
        return 1.0
    if need > good or need > draws:
        return 0.0
    total = math.comb(unseen, draws)
    hits = sum(
        math.comb(good, k) * math.comb(unseen - good, draws - k)
        for k in range(need, min(good, draws) + 1)
    )
    return hits / total


def death_chance(state: PliniusState, band: int) -> float:
    """The chance that the flow still reaches `band` before the deck runs out."""
    if band <= state.fluxus:
        return 0.0
    unseen = len(state.deck) + len(state.removed)
    draws = len(state.deck)
    chance = at_least(unseen, BLACK_FACES - state.black_faces, draws, band - state.black_faces)
    if band == data.LAST_BOX and state.wind > 0:
        need = data.WIND_TURNS_AT - state.red_faces
        chance *= at_least(unseen, RED_FACES - state.red_faces, draws, need)
    return chance


def stun_chance(state: PliniusState, band: int) -> float:
    """A rough chance that the smoke still reaches `band`: the expected rest of the pile."""
    if band <= state.nubes:
        return 0.0
    unseen = len(state.deck) + len(state.removed)
    if unseen == 0:
        return 0.0
    seen = sum(int(c[0]) for c in state.revealed if c[1] in "SC" and c[0].isdigit())
    expected = state.smoke + (BLACK_NUMBERS_TOTAL - seen) * len(state.deck) / unseen
    threshold = data.TRACK[band - 1][0] or 0
    chance = 1 / (1 + math.exp(-(expected - threshold) / 6))
    if band == data.LAST_BOX and state.wind > 0:
        need = data.WIND_TURNS_AT - state.red_faces
        chance *= at_least(unseen, RED_FACES - state.red_faces, len(state.deck), need)
    return chance


def projected_vp(state: PliniusState) -> float:
    """The final VP to expect if nobody moved again, plus a little for being on the way home."""
    total = data.VP_DEAD * len(state.dead)
    if state.observed:
        total += data.VP_OBSERVATION
    for ship in data.SHIPS:
        dot = state.where[ship]
        if dot is not None:
            die = death_chance(state, data.DOTS[dot][4])
            need = ESC_SEA[dot] * rules.step_cost(ship, state.stunned[ship], dot, dot, 0)
            die *= 1 - _escape(state, data.DOTS[dot][4], need)
            alive = data.VP_SHIP
            if not state.cargo[ship]:
                # On the way to someone to fetch (or, for Pliny, to the observation point).
                goals = _targets(state, ship)
                if goals:
                    near = min(data.SEA_STEPS[dot].get(g, 30) for g in goals)
                    alive += 0.3 * max(0.0, 1 - near / 8)
                if ship == data.LIBURNA and not state.observed:
                    near = data.SEA_STEPS[dot]["obs"]
                    alive += 1.2 * max(0.0, 1 - near / 6)
            total += (1 - die) * alive + die * data.VP_DEAD
    for counter in data.INHABITANTS:
        dot = state.where[counter]
        if dot is None:
            continue
        band = data.DOTS[dot][4]
        die = death_chance(state, band)
        carrier = state.aboard[counter]
        if carrier:
            need = ESC_SEA[dot] * rules.step_cost(carrier, state.stunned[carrier], dot, dot, 0)
        else:
            need = ESC_LAND[dot] * rules.step_cost(counter, state.stunned[counter], dot, dot, 0)
        die *= 1 - _escape(state, band, need)
        stun = 1.0 if state.stunned[counter] else stun_chance(state, band)
        if dot == data.UNLIMITED:
            alive = data.VP_MISENUM[0] - stun
        else:
            ship = state.aboard[counter]
            steps = data.SEA_STEPS[dot] if ship else data.LAND_STEPS[dot]
            home = steps.get(data.UNLIMITED, 14)
            alive = data.VP_ELSEWHERE[0] - stun + 0.6 * max(0.0, 1 - home / 12)
        total += (1 - die) * alive + die * data.VP_DEAD
    return total


def finish_card(state: PliniusState) -> float:
    """The projected VP once the greedy policy has spent the current card's AP, taking only the
    steps that do not lower the projection (so the value never counts a careless move)."""
    best = projected_vp(state)
    rng = random.Random(len(state.history))
    while state.acting:
        code = rollout_action(state, rng, noise=False)
        if code == "done":
            break
        trial = state.clone()
        trial.apply(code)
        if trial.acting:
            after = projected_vp(trial)
        else:
            after = rules.score(trial) if trial.over else projected_vp(trial)
        if after < best:
            break
        state, best = trial, after
    return best


def _escape(state: PliniusState, band: int, ap_needed: int) -> float:
    """A rough chance to step out of `band` before the flow strikes it.

    The step must be paid from a red number card drawn before the strike: with `windows` black
    faces still to come before this band's, each gap between two faces offers one chance, which
    is the chance that a red number card comes before the next black face. Longer escapes
    (more AP) succeed less often.
    """
    windows = band - state.fluxus
    if windows <= 0:
        return 1.0
    faces = BLACK_FACES - state.black_faces
    reds = RED_NUMBERS - sum(1 for c in state.revealed if c[1] in "HD" and c[0].isdigit())
    if faces <= 0:
        return 1.0
    first = reds / (reds + faces)
    reach = 1 - (1 - first) ** windows
    return reach * max(0.1, 1 - 0.1 * (ap_needed - 1))


def position_value(state: PliniusState) -> float:
    """In [0, 1]: the projected VP scaled, and a smooth step at the winning line.

    While a card's AP are being spent, the greedy playout finishes the card first (no chance is
    involved before the next draw), so a search of any depth sees where its move leads.
    """
    if state.acting:
        vp = finish_card(state)
    else:
        vp = rules.score(state) if state.over else projected_vp(state)
    scaled = (vp + 16) / 38
    win = 1 / (1 + math.exp(-(vp - data.VP_TO_WIN - 0.5) / 1.2))
    return max(0.0, min(1.0, 0.6 * scaled + 0.4 * win))


def _targets(state: PliniusState, ship: str) -> list[str]:
    """Harbours where `ship` has someone to fetch (or the observation point, for Pliny)."""
    taken = {state.where[s] for s in data.SHIPS if s != ship}
    result = []
    for counter in data.INHABITANTS:
        dot = state.where[counter]
        if dot is None or state.aboard[counter] or dot == data.UNLIMITED:
            continue
        if data.DOTS[dot][1] != data.HARBOUR or dot in taken or BANDS[dot] <= state.fluxus:
            continue
        if counter == data.POMPONIANUS and ship != data.LIBURNA:
            continue
        result.append(dot)
    if ship == data.LIBURNA and not state.observed:
        result.append("obs")
    return result


def _dangers(state: PliniusState) -> list[float]:
    """Per band (index 1-6): how soon the flow strikes it: 1 for the next box, less later."""
    result = [0.0] * (data.LAST_BOX + 1)
    if state.black_faces >= BLACK_FACES:
        return result
    for band in range(state.fluxus + 1, data.LAST_BOX + 1):
        ahead = band - state.fluxus
        if band == data.LAST_BOX and state.wind > 0:
            result[band] = 0.1
        else:
            result[band] = {1: 1.0, 2: 0.3}.get(ahead, 0.0)
    return result


def rollout_action(state: PliniusState, rng: random.Random, noise: bool = True) -> str:
    """A quick sensible move for playouts: greedy with a little noise.

    Observe when Pliny can; land at Misenum; board wherever a ship meets someone; otherwise
    take the step that gains most per AP: towards Misenum (for a ship with a passenger and for
    inhabitants on foot) or towards the nearest harbour with someone to fetch (an empty ship),
    and out of the colour the flow strikes next. With nothing worth doing: done. Moves are
    scored from the tables in `data` before any code is built (playouts are the bot's budget).
    """
    if not state.acting:
        return "draw"
    if noise and rng.random() < 0.08:
        return rng.choice(state.legal_actions())
    where = state.where
    if where[data.LIBURNA] == "obs" and not state.observed and state.ap >= data.OBSERVE_COST:
        return "observe"
    aboard = state.aboard
    for ship in data.SHIPS:
        at = where[ship]
        if at is None or KINDS[at] != data.HARBOUR:
            continue
        passenger = state.cargo[ship]
        if passenger:
            if at == data.UNLIMITED:
                code = f"land:{ship}:{passenger}"
                if state._reason(code) is None:
                    return code
            continue
        if at == data.UNLIMITED:
            continue
        for counter in data.INHABITANTS:
            if where[counter] == at and not aboard[counter]:
                code = f"board:{ship}:{counter}"
                if state._reason(code) is None:
                    return code
    danger = _dangers(state)
    wind = state.wind
    stunned = state.stunned
    scored = []
    for counter in data.COUNTERS:
        at = where[counter]
        if at is None or aboard.get(counter):
            continue
        kind = KIND_OF[counter]
        normal, dazed = data.COSTS[kind]
        base = dazed if stunned[counter] else normal
        here = danger[BANDS[at]]
        if counter in SHIP_SET:
            if state.cargo[counter]:
                goals = [data.UNLIMITED, *SWEPT_SEA[state.fluxus]]
            else:
                goals = _targets(state, counter) or SWEPT_SEA[state.fluxus] or [data.UNLIMITED]
            near = data.SEA_STEPS[at]
            before = min(near.get(g, 30) for g in goals)
            x = XS[at]
            for nxt in data.SEA_NEXT[at]:
                there = data.SEA_STEPS[nxt]
                after = min(there.get(g, 30) for g in goals)
                cost = base
                if kind == "liburna" and (XS[nxt] - x) * wind > 0:
                    cost -= data.LIBURNA_WITH_WIND_DISCOUNT
                gain = (before - after + 3.0 * (here - danger[BANDS[nxt]])) / cost
                gain += rng.random() * 0.3
                if gain > 0:
                    scored.append((gain, counter, nxt))
        else:
            home = LAND_SAFE[state.fluxus]
            before = home[at]
            for nxt in data.LAND_NEXT[at]:
                gain = (before - home[nxt] + 3.0 * (here - danger[BANDS[nxt]])) / base
                gain += rng.random() * 0.3
                if gain > 0:
                    scored.append((gain, counter, nxt))
    scored.sort(reverse=True)
    for _, counter, nxt in scored:
        if state._move_reason(counter, nxt) is None:
            return f"move:{counter}:{nxt}"
    return "done"


KINDS = {dot: spec[1] for dot, spec in data.DOTS.items()}
XS = {dot: spec[2] for dot, spec in data.DOTS.items()}
KIND_OF = {counter: spec[1] for counter, spec in data.COUNTERS.items()}
SHIP_SET = frozenset(data.SHIPS)
BANDS = {dot: spec[4] for dot, spec in data.DOTS.items()}
LAND_HOME = {dot: data.LAND_STEPS[dot].get(data.UNLIMITED, 30) for dot in data.DOTS}
# Once the flow has passed a colour it never strikes it again: those dots are a refuge. Per
# Fluxus position: the sea dots already swept, and each dot's steps by land to the nearest refuge
# (Misenum or a swept land dot).
SWEPT_SEA = [
    [d for d, s in data.DOTS.items() if s[1] != data.LAND and s[4] <= box]
    for box in range(data.LAST_BOX + 1)
]
LAND_SAFE = [
    {
        dot: min(
            [LAND_HOME[dot]]
            + [
                steps
                for end, steps in data.LAND_STEPS[dot].items()
                if BANDS[end] <= box and data.DOTS[end][1] != data.SEA
            ]
        )
        for dot in data.DOTS
    }
    for box in range(data.LAST_BOX + 1)
]


def _escape_steps(kinds: tuple[str, ...], steps: dict[str, dict[str, int]]) -> dict[str, int]:
    """Per dot: steps to the nearest dot of a lower band (a refuge once the flow has passed it),
    or, in band 1 (or with no lower band in reach), to the nearest dot of another band."""
    result = {}
    for dot, spec in data.DOTS.items():
        band = spec[4]
        lower = [n for d, n in steps[dot].items() if data.DOTS[d][1] in kinds and BANDS[d] < band]
        other = [n for d, n in steps[dot].items() if data.DOTS[d][1] in kinds and BANDS[d] != band]
        result[dot] = min(lower or other or [9])
    return result


ESC_LAND = _escape_steps((data.LAND, data.HARBOUR), data.LAND_STEPS)
ESC_SEA = _escape_steps((data.SEA, data.HARBOUR), data.SEA_STEPS)
