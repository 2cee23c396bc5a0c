"""Eurobusiness bots: "random", "heuristic" (the default) and "search".

All decide from what their seat may see: the heuristic reads only public facts (cash, deeds,
buildings, positions); the search bot plays out `determinize`d copies, in which the unseen part
of each Chance deck is reshuffled and the dice are redrawn.
"""

from __future__ import annotations

import random
import time

from pygames.core import RandomBot, SearchBot
from pygames.core.bots import Thought
from pygames.core.game import State
from pygames.estate.policy import choose_action

# Phases where the heuristic's answer is taken as it is: nothing there is worth a search.
_PLAIN = frozenset({"rolloff", "again", "claim", "lift", "vote", "trade", "debt"})


class HeuristicBot:
    """Plays `pygames.estate.policy.choose_action`: sensible and fast."""

    def think(self, state: State, rng: random.Random) -> Thought:
        return choose_action(state, rng)  # type: ignore[arg-type]
        yield  # a generator, like every bot


class EstateSearchBot(SearchBot):
    """The kernel's flat Monte-Carlo search over a few candidate moves.

    Playouts follow the heuristic (`rollout_action`) and are scored by fortune shares
    (`value`). The root candidates are the heuristic's choice and the decisions that matter:
    buy or decline, a few bids, roll or build, pay or wait in jail.
    """

    def __init__(self, iterations: int = 120, depth: int = 80, **kwargs: float) -> None:
        super().__init__(iterations=iterations, depth=depth, **kwargs)  # type: ignore[arg-type]

    def candidates(self, state: State) -> list[str]:
        phase = state.phase  # type: ignore[attr-defined]
        acts = state.legal_actions()
        best = choose_action(state)  # type: ignore[arg-type]
        if phase in _PLAIN or len(acts) == 1:
            return [best]
        if phase == "auction":
            keep = ["pass", *[a for a in acts if a.startswith("bid:")][:3]]
        elif phase == "turn":
            keep = [a for a in acts if a in ("roll", "end", "jail:pay", "jail:card")]
            keep += [a for a in acts if a.startswith("build:")][:3]
        else:
            keep = [a for a in acts if not a.startswith(("mortgage:", "sell:", "unmortgage:"))]
        return sorted(set([best, *keep]))

    def think(self, state: State, rng: random.Random) -> Thought:
        actions = self.candidates(state)
        seat = state.to_move
        if len(actions) == 1 or seat is None:
            return actions[0]
        visits = [0] * len(actions)
        totals = [0.0] * len(actions)
        start = slice_start = time.perf_counter()
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
            now = time.perf_counter()
            if self.seconds is not None and now - start >= self.seconds:
                break
            if now - slice_start >= self.slice_seconds:
                yield
                slice_start = time.perf_counter()
        best = max(range(len(actions)), key=lambda i: (totals[i] / max(visits[i], 1), visits[i]))
        return actions[best]


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "search": EstateSearchBot}
