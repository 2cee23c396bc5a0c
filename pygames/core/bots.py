"""Generic bots. A bot's `think` is a generator that yields now and then (so the browser can
paint between slices of thought) and returns the chosen action code.

Bots never read what their seat may not know: the search bot plays out only
`state.determinize(seat, rng)` samples, in which the deck order, the other hands and the future
dice are redrawn.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import TypeVar

from .game import Bot as Bot  # (the contract's, named here too, as the games import it)
from .game import State
from .game import Thought as Thought

S = TypeVar("S", bound=State)


def choose(bot: Bot[S], state: S, rng: random.Random) -> str:
    """Run a bot's thinking to the end in one go (tests, benchmarks, CPython). A bot that never
    pauses may also offer `at_once(state, rng)`, the same choice as a plain call: its `think`
    would yield nothing, and running a generator to its end (a StopIteration caught) costs ten
    times the call, a tenth of a whole action of an estate game."""
    at_once = getattr(bot, "at_once", None)
    if at_once is not None:
        chosen: str = at_once(state, rng)
        return chosen
    thought = bot.think(state, rng)
    while True:
        try:
            next(thought)
        except StopIteration as done:
            code: str = done.value  # what a Thought returns
            return code


class Clock:
    """A bot's budget of thought: `spent()` once `seconds` have passed (never, without them),
    and `pause()` once a slice is over, to yield the page a frame."""

    def __init__(self, seconds: float | None, slice_seconds: float) -> None:
        self.seconds = seconds
        self.slice_seconds = slice_seconds
        self.start = self.slice_start = time.perf_counter()

    def spent(self) -> bool:
        return self.seconds is not None and time.perf_counter() - self.start >= self.seconds

    def pause(self) -> bool:
        now = time.perf_counter()
        if now - self.slice_start < self.slice_seconds:
            return False
        self.slice_start = now
        return True


class RandomBot:
    """Picks uniformly among the legal actions: the baseline every other bot must beat."""

    def at_once(self, state: State, rng: random.Random) -> str:
        return rng.choice(state.legal_actions())

    def think(self, state: State, rng: random.Random) -> Thought:
        return self.at_once(state, rng)
        yield  # a generator, like every bot


class SearchBot:
    """Flat Monte-Carlo search with UCB1 over the root actions.

    Each iteration draws a determinization of what the seat cannot see, plays the chosen action
    and then `rollout_action`s for at most `depth` actions, and scores the result with
    `State.value`. Bounded by `iterations` and, when given, by `seconds` of thought.
    """

    def __init__(
        self,
        iterations: int = 400,
        seconds: float | None = None,
        depth: int = 60,
        exploration: float = 0.7,
        slice_seconds: float = 0.03,
    ) -> None:
        self.iterations = iterations
        self.seconds = seconds
        self.depth = depth
        self.exploration = exploration
        self.slice_seconds = slice_seconds

    def candidates(self, state: State, rng: random.Random) -> list[str]:
        """The actions worth searching; games' bots narrow it where a flat search is weak."""
        return state.legal_actions()

    def think(self, state: State, rng: random.Random) -> Thought:
        actions = self.candidates(state, rng)
        seat = state.to_move
        if len(actions) == 1 or seat is None:
            return actions[0]
        visits = [0] * len(actions)
        totals = [0.0] * len(actions)
        clock = Clock(self.seconds, self.slice_seconds)
        for iteration in range(self.iterations):
            index = self._select(visits, totals, iteration)
            sample = state.determinize(seat, rng)
            sample.apply(actions[index])
            for _ in range(self.depth):
                if sample.over:
                    break
                sample.apply(sample.rollout_action(rng))
            visits[index] += 1
            totals[index] += sample.value(seat)
            if clock.spent():
                break
            if clock.pause():
                yield
        best = max(range(len(actions)), key=lambda i: (visits[i], totals[i]))
        return actions[best]

    def _select(self, visits: list[int], totals: list[float], iteration: int) -> int:
        for index, count in enumerate(visits):
            if count == 0:
                return index
        log_n = math.log(iteration + 1)
        return max(
            range(len(visits)),
            key=lambda i: totals[i] / visits[i] + self.exploration * math.sqrt(log_n / visits[i]),
        )


DEFAULT_BOTS: dict[str, Callable[[], Bot[State]]] = {"random": RandomBot, "search": SearchBot}
