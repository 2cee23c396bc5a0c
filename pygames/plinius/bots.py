"""Plinius's bots: the playout policy that follows the plans, the value, and the hint's search.

`rollout_action` (the playout policy) takes the next step of the most urgent plan (plans.py)
that the AP left can pay: walk or sail a step along its route, take the walker aboard, land a
passenger brought home when the ship is wanted again, observe. `worth` reads a projection as the
hint's aim: the VP to expect and the chance to win. `LookaheadBot`, the hint, weighs every legal
action by the worth once the policy has spent the rest of the card: nothing is drawn before the
card's AP are spent or given up, so the value of each action is exact and one look at each is
enough. Neither the hint nor the policy finishing its card walks a counter back within a card
(`retraced`): between two draws nothing is learnt, so the way back only undoes a step.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

from ..core.bots import Clock, Thought
from . import data, rules
from .plans import HOME, Projection, project

if TYPE_CHECKING:
    from .state import PliniusState

# A step of the policy may lower the projection by rounding only; more and the card stops there.
TOLERANCE = 1e-9
# Winning (more than 13 VP) is worth this many VP on top of the score: the hint aims at the
# rulebook's victory, and at the VP where it is out of reach (6 and 10 measured: 10 won more).
WIN_WORTH = 10.0
# The plans' fates hang on the same cards: their spread, summed as if independent, is widened.
CORRELATION = 2.0


def plan_steps(state: PliniusState, projection: Projection) -> list[str]:
    """The next action of every plan, most urgent first (those the AP cannot pay included)."""
    where = state.where
    codes = []
    if where[data.LIBURNA] == "obs" and not state.observed and state.ap >= data.OBSERVE_COST:
        codes.append("observe")  # the plans count on waiting for such a card: here it is
    for plan in projection.plans:
        # The walker first: it is the one in danger, and a ship that waits loses nothing.
        if plan.walker is not None and plan.walk is not None and len(plan.walk.dots) > 1:
            codes.append(f"move:{plan.walker}:{plan.walk.dots[1]}")
        ship = plan.ship
        if ship is not None and plan.sail is not None:
            at = where[ship]
            cargo = state.cargo[ship]
            if cargo and at == HOME and (plan.board or plan.observe):
                codes.append(f"land:{ship}:{cargo}")
            elif plan.observe and at == "obs":
                codes.append("observe")
            elif plan.board and at == plan.board:
                fetched = plan.units[0]
                if where[fetched] == at and not state.aboard[fetched]:
                    codes.append(f"board:{ship}:{fetched}")
            elif len(plan.sail.dots) > 1:
                codes.append(f"move:{ship}:{plan.sail.dots[1]}")
    return codes


def policy(state: PliniusState, projection: Projection, back: frozenset[str] = frozenset()) -> str:
    """The first plan step the rules allow now and that is not a way `back`, or done."""
    for code in plan_steps(state, projection):
        if code not in back and state.check(code) is None:
            return code
    return "done"


def rollout_action(state: PliniusState, rng: random.Random) -> str:
    """The playout policy: draw, or the next step of the most urgent plan."""
    if not state.acting:
        return "draw"
    return policy(state, project(state))


def finish_card(state: PliniusState, back: frozenset[str]) -> float:
    """The projected worth once the policy has spent the current card's AP, taking only the
    steps that do not lower it (so the value never counts a careless move) and never a way
    `back` (so it never counts on a walk the hint will not make)."""
    projection = project(state)
    value = worth(projection)
    while state.acting:
        code = policy(state, projection, back)
        if code == "done":
            break
        trial = state.clone()
        trial.apply(code)
        if trial.over:
            return final_worth(trial)
        after = project(trial)
        after_value = worth(after)
        if after_value < value - TOLERANCE:
            break
        back = barred_after(back, state.where, code)
        state, projection, value = trial, after, after_value
    return value


def worth(projection: Projection) -> float:
    """What the hint maximises: the VP to expect, plus WIN_WORTH VP times the chance of winning
    (more than 13 VP), read from the projection's mean and spread as a normal law (the fates
    of the plans hang on the same cards, so the spread is widened by CORRELATION)."""
    spread = math.sqrt(CORRELATION * projection.spread + 1.0)
    margin = (projection.vp - data.VP_TO_WIN - 0.5) / spread
    return projection.vp + WIN_WORTH * 0.5 * (1 + math.erf(margin / math.sqrt(2)))


def final_worth(state: PliniusState, back: frozenset[str] | None = None) -> float:
    """`worth` of a position: exact at the end, projected before it; `back`, the ways back barred
    this card (read from the history when not given)."""
    if state.over:
        score = rules.score(state)
        return score + (WIN_WORTH if rules.wins(score) else 0.0)
    if state.acting:
        return finish_card(state.clone(), retraced(state).back if back is None else back)
    return worth(project(state))


def position_value(state: PliniusState) -> float:
    """In [0, 1], for the kernel's search: `final_worth` scaled."""
    return max(0.0, min(1.0, (final_worth(state) + 16) / (38 + WIN_WORTH)))


class Retraced(NamedTuple):
    """Walks back: moves taking a counter to a dot it left earlier in the same card (nothing is
    learnt between two draws: a draw is the game's only news), with no boarding, landing or
    observing of it since (those change what the counter carries or did: not an undoing)."""

    undone: int  # such moves made so far: the measure of a dithering player (issues 8, 18)
    back: frozenset[str]  # such moves if made now: neither the hint nor its policy makes them


def barred_after(
    back: frozenset[str], where: Mapping[str, str | None], code: str
) -> frozenset[str]:
    """The walks back once `code` is played from positions `where`: a move bars the dot it
    leaves to its counter; boarding, landing or observing frees the counters it concerns."""
    verb, _, rest = code.partition(":")
    if verb == "move":
        counter = rest.partition(":")[0]
        return back | {f"move:{counter}:{where[counter]}"}
    if verb in ("board", "land"):
        freed = set(rest.split(":"))
    elif verb == "observe":
        freed = {data.LIBURNA}
    else:
        return back
    return frozenset(c for c in back if c.split(":")[1] not in freed)


def retraced(state: PliniusState) -> Retraced:
    """The walks back made so far and those barred now, read from the history: the positions
    are replayed from the set-up, and the kernel's news flag (a draw) starts a card afresh."""
    where: dict[str, str | None] = {counter: spec[2] for counter, spec in data.COUNTERS.items()}
    cargo: dict[str, str] = {}
    back: frozenset[str] = frozenset()
    undone = 0
    for code, (_, news) in zip(state.history, state.trail, strict=True):
        if news:
            back = frozenset()
            continue
        undone += code in back
        back = barred_after(back, where, code)
        verb, _, rest = code.partition(":")
        if verb == "move":
            counter, to = rest.split(":")
            where[counter] = to
            if counter in cargo:
                where[cargo[counter]] = to
        elif verb in ("board", "land"):
            ship, passenger = rest.split(":")
            if verb == "board":
                cargo[ship] = passenger
            else:
                cargo.pop(ship, None)
    return Retraced(undone, back)


class LookaheadBot:
    """The hint (and the "strong" bot): every legal action but the walks back (`retraced`),
    each finished by the policy and weighed by the projection; the policy's own choice is
    weighed first, and wins ties."""

    def __init__(self, seconds: float | None = 0.18, slice_seconds: float = 0.03) -> None:
        self.seconds = seconds
        self.slice_seconds = slice_seconds

    def think(self, state: PliniusState, rng: random.Random) -> Thought:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        clock = Clock(self.seconds, self.slice_seconds)
        back = retraced(state).back
        first = policy(state, project(state), back)
        best, best_vp = first, -math.inf
        for code in [first, *(a for a in actions if a != first and a not in back)]:
            trial = state.clone()
            trial.apply(code)
            vp = final_worth(trial, barred_after(back, state.where, code))
            if vp > best_vp + TOLERANCE:
                best, best_vp = code, vp
            if clock.spent():
                break
            if clock.pause():
                yield
        return best
