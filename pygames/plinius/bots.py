"""Plinius's bots: the playout policy that follows the plans, the value, and the hint's search.

`rollout_action` (the playout policy) takes the next step of the most urgent plan (plans.py)
that the AP left can pay: walk or sail a step along its route, take the walker aboard, land a
passenger brought home when the ship is wanted again, observe. `worth` reads a projection as the
hint's aim: the VP to expect and the chance to win. `LookaheadBot`, the hint, weighs every legal
action by the worth once the policy has spent the rest of the card: nothing is drawn before the
card's AP are spent or given up, so the value of each action is exact and one look at each is
enough. Ties and near-ties go to actions that do not take a counter straight back where its last
move left (BACK_MARGIN).
"""

from __future__ import annotations

import math
import random
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
# A move straight back where a counter's last move left must gain more than this (VP) over the
# best other action: ties and near-ties go elsewhere, as a person would not walk back for less.
BACK_MARGIN = 0.05


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


def policy(state: PliniusState, projection: Projection) -> str:
    """The first plan step the rules allow now, or done."""
    for code in plan_steps(state, projection):
        if state.check(code) is None:
            return code
    return "done"


def rollout_action(state: PliniusState, rng: random.Random) -> str:
    """The playout policy: draw, or the next step of the most urgent plan."""
    if not state.acting:
        return "draw"
    return policy(state, project(state))


def finish_card(state: PliniusState) -> float:
    """The projected worth once the policy has spent the current card's AP, taking only the
    steps that do not lower it (so the value never counts a careless move)."""
    projection = project(state)
    value = worth(projection)
    while state.acting:
        code = policy(state, projection)
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
        state, projection, value = trial, after, after_value
    return value


def worth(projection: Projection) -> float:
    """What the hint maximises: the VP to expect, plus WIN_WORTH VP times the chance of winning
    (more than 13 VP), read from the projection's mean and spread as a normal law (the fates
    of the plans hang on the same cards, so the spread is widened by CORRELATION)."""
    spread = math.sqrt(CORRELATION * projection.spread + 1.0)
    margin = (projection.vp - data.VP_TO_WIN - 0.5) / spread
    return projection.vp + WIN_WORTH * 0.5 * (1 + math.erf(margin / math.sqrt(2)))


def final_worth(state: PliniusState) -> float:
    """`worth` of a position: exact at the end, projected before it."""
    if state.over:
        score = rules.score(state)
        return score + (WIN_WORTH if rules.wins(score) else 0.0)
    if state.acting:
        return finish_card(state.clone())
    return worth(project(state))


def position_value(state: PliniusState) -> float:
    """In [0, 1], for the kernel's search: `final_worth` scaled."""
    return max(0.0, min(1.0, (final_worth(state) + 16) / (38 + WIN_WORTH)))


class Retraced(NamedTuple):
    """A counter going straight back to the dot its previous move left, with nothing learnt in
    between (no black card, no red face) and no boarding or landing of it: a dithering move."""

    undone: int  # such moves made so far: the measure of a dithering player (issue 8)
    back: set[str]  # such moves if made now: the hint shuns them (BACK_MARGIN)


def retraced(state: PliniusState) -> Retraced:
    """The moves that went, and would now go, straight back where a counter's last move left."""
    where = {counter: spec[2] for counter, spec in data.COUNTERS.items()}
    cargo: dict[str, str] = {}
    left: dict[str, str] = {}  # counter -> the dot its last move left
    cards = iter(state.revealed)
    undone = 0
    for code in state.history:
        verb, _, rest = code.partition(":")
        if verb == "draw":
            card = next(cards)
            if card[1] in data.BLACK_SUITS or card[0] in "JQK":
                left.clear()
        elif verb == "move":
            counter, to = rest.split(":")
            undone += left.get(counter) == to
            left[counter] = where[counter]
            where[counter] = to
            if counter in cargo:
                where[cargo[counter]] = to
        elif verb in ("board", "land"):
            ship, passenger = rest.split(":")
            left.pop(ship, None)
            left.pop(passenger, None)
            if verb == "board":
                cargo[ship] = passenger
            else:
                cargo.pop(ship, None)
    return Retraced(undone, {f"move:{counter}:{dot}" for counter, dot in left.items()})


class LookaheadBot:
    """The hint (and the "strong" bot): every legal action, each finished by the policy and
    weighed by the projection; the policy's own choice is weighed first, and wins ties. A move
    that takes a counter straight back where its last move left (`retraced`) counts
    BACK_MARGIN less, so ties go away from it (issue 18)."""

    def __init__(self, seconds: float | None = 0.18, slice_seconds: float = 0.03) -> None:
        self.seconds = seconds
        self.slice_seconds = slice_seconds

    def think(self, state: PliniusState, rng: random.Random) -> Thought:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        clock = Clock(self.seconds, self.slice_seconds)
        back = retraced(state).back
        first = policy(state, project(state))
        best, best_vp = first, -math.inf
        for code in [first, *(a for a in actions if a != first)]:
            trial = state.clone()
            trial.apply(code)
            vp = final_worth(trial) - (BACK_MARGIN if code in back else 0.0)
            if vp > best_vp + TOLERANCE:
                best, best_vp = code, vp
            if clock.spent():
                break
            if clock.pause():
                yield
        return best
