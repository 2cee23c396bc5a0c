"""Plinius's bots: the playout policy that follows the plans, the value, and the hint's search.

`rollout_action` (the playout policy) takes the next step of the most urgent plan (plans.py)
that the AP left can pay: walk or sail a step along its route, take the walker aboard, land a
passenger brought home when the ship is wanted again, observe. `worth` reads a projection as the
hint's aim: the VP to expect and the chance to win. `LookaheadBot`, the hint, weighs every legal
action by the worth once the policy has spent the rest of the card: nothing is drawn before the
card's AP are spent or given up, so the value of each action is exact and one look at each is
enough. The hint never walks a counter back to a dot it left within the card (`retraced`):
between two draws nothing is learnt, so the way back only undoes its steps; and a line that the
policy finishes by such a walk counts BACK_MARGIN less, so near-ties go to lines the hint will
play as they were weighed. Nor does it sail a ship with a passenger aboard further from home
(`astray`) unless to a colour the flow strikes later: the loaded ship's plan is home. Nor does
it leave a person it walked from safety on a dot the flow sweeps next (`perilous`) while any
other line is open (200 deals: 9.53 VP and 81 wins, against 9.56 and 82 before).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

from ..core.bots import Clock, Thought
from . import data, rules
from .plans import HOME, Projection, project
from .routes import route

if TYPE_CHECKING:
    from .state import PliniusState

# A step of the policy may lower the projection by rounding only; more and the card stops there.
TOLERANCE = 1e-9
# A line whose card the policy finishes by walking a counter back, as the hint will not, counts
# this much less (VP): near-ties go to lines the hint will play as they were weighed (issue 18).
BACK_MARGIN = 0.05
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


def finish_card(state: PliniusState, back: frozenset[str]) -> tuple[float, bool]:
    """The projected worth once the policy has spent the current card's AP, taking only the
    steps that do not lower it (so the value never counts a careless move); and whether it
    walked a counter `back` on the way (`retraced`), which the hint itself will not do."""
    value, walked, _ = _finished(state, back)
    return value, walked


def _finished(state: PliniusState, back: frozenset[str]) -> tuple[float, bool, PliniusState]:
    """`finish_card`, with the position the card ends in."""
    projection = project(state)
    value = worth(projection)
    walked = False
    while state.acting:
        code = policy(state, projection)
        if code == "done":
            break
        trial = state.clone()
        trial.apply(code)
        if trial.over:
            return final_worth(trial), walked or code in back, trial
        after = project(trial)
        after_value = worth(after)
        if after_value < value - TOLERANCE:
            break
        walked = walked or code in back
        back = barred_after(back, state.where, code)
        state, projection, value = trial, after, after_value
    return value, walked, state


def swept_next(state: PliniusState, dot: str | None) -> bool:
    """Whether the flow sweeps `dot` at the next black face (the map marks it "!")."""
    band = data.DOTS[dot][4] if dot else data.NO_COLOUR
    return band != data.NO_COLOUR and band == state.fluxus + 1


def perilous(state: PliniusState, code: str, after: PliniusState) -> bool:
    """Whether `code` walks a person from safety onto a dot the flow sweeps next, where it
    still stands at the end of the card (`after`): one black face from death (issue 29)."""
    verb, _, rest = code.partition(":")
    person, _, to = rest.partition(":")
    if verb != "move" or person not in data.INHABITANTS or swept_next(state, state.where[person]):
        return False
    return swept_next(state, to) and swept_next(after, after.where[person])


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
        return finish_card(state.clone(), frozenset())[0]
    return worth(project(state))


def position_value(state: PliniusState) -> float:
    """In [0, 1], for the kernel's search: `final_worth` scaled."""
    return max(0.0, min(1.0, (final_worth(state) + 16) / (38 + WIN_WORTH)))


def astray(state: PliniusState, code: str) -> bool:
    """Whether `code` sails a ship with a passenger aboard to a dot whence home costs more AP,
    and not to a colour the flow strikes later. Such a step only delays the passenger's VP;
    under the page's clock the hint may weigh it before the better steps, so it is never
    weighed (issue 29: a loaded liburna a step from home was sent away)."""
    verb, _, rest = code.partition(":")
    ship, _, to = rest.partition(":")
    if verb != "move" or ship not in data.SHIPS or not state.cargo[ship]:
        return False
    at = state.where[ship]
    assert at is not None
    if at != HOME and data.DOTS[to][4] > data.DOTS[at][4]:
        return False  # fleeing to a colour struck later

    def home_cost(dot: str) -> float:
        way = route(ship, state.stunned[ship], state.wind, state.fluxus, dot, HOME)
        return 0 if dot == HOME else math.inf if way is None else way.cost

    return home_cost(to) > home_cost(at)


class Retraced(NamedTuple):
    """Walks back: moves taking a counter to a dot it left earlier in the same card (nothing is
    learnt between two draws: a draw is the game's only news), with no boarding, landing or
    observing of it since (those change what the counter carries or did: not an undoing); and
    landing a passenger where it boarded this card, or boarding it again where it landed."""

    undone: int  # such moves made so far: the measure of a dithering player (issues 8, 18)
    back: frozenset[str]  # such moves if made now: the hint never makes them


def barred_after(
    back: frozenset[str], where: Mapping[str, str | None], code: str
) -> frozenset[str]:
    """The walks back once `code` is played from positions `where`: a move bars the dot it
    leaves to its counter, and frees the landing or boarding its counter made undoable; boarding
    bars landing the passenger there again, and landing bars boarding it again (issue 29: the
    hint said "Land i1 from Q I" where i1 had just boarded); boarding, landing or observing
    frees the walks back of the counters it concerns."""
    verb, _, rest = code.partition(":")
    if verb == "move":
        counter = rest.partition(":")[0]
        kept = (c for c in back if c.startswith("move:") or counter not in c.split(":")[1:])
        return frozenset(kept) | {f"move:{counter}:{where[counter]}"}
    if verb in ("board", "land"):
        freed = set(rest.split(":"))
        undo = f"{'land' if verb == 'board' else 'board'}:{rest}"
    elif verb == "observe":
        freed, undo = {data.LIBURNA}, ""
    else:
        return back
    kept = (c for c in back if not c.startswith("move:") or c.split(":")[1] not in freed)
    return frozenset(kept) | ({undo} if undo else set())


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
    """The hint (and the "strong" bot, the default): every legal action but the walks back
    (`retraced`) and the loaded ships' steps `astray`, each finished by the policy and weighed
    by the projection, BACK_MARGIN less where the policy walked a counter back to finish it;
    a line leaving a person `perilous`ly placed only where no other is weighed. The policy's
    own choice is weighed first, and wins ties."""

    def __init__(self, seconds: float | None = 0.18, slice_seconds: float = 0.03) -> None:
        self.seconds = seconds
        self.slice_seconds = slice_seconds

    def think(self, state: PliniusState, rng: random.Random) -> Thought:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        clock = Clock(self.seconds, self.slice_seconds)
        back = retraced(state).back
        barred = back | {a for a in actions if astray(state, a)}
        first = policy(state, project(state), barred)
        best, best_vp = first, (False, -math.inf)
        for code in [first, *(a for a in actions if a != first and a not in barred)]:
            trial = state.clone()
            trial.apply(code)
            if trial.acting:
                value, walked, after = _finished(trial, barred_after(back, state.where, code))
                value -= BACK_MARGIN if walked else 0.0
            else:
                value, after = final_worth(trial), trial
            vp = (not perilous(state, code, after), value)
            if vp[0] > best_vp[0] or (vp[0] == best_vp[0] and vp[1] > best_vp[1] + TOLERANCE):
                best, best_vp = code, vp
            if clock.spent():
                break
            if clock.pause():
                yield
        return best
