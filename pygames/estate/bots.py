"""The estate games' bots: "random" (easy), "heuristic" (normal, the default) and "search"
(strong).

All decide from what their seat may see: the heuristic reads only public facts (cash, deeds,
buildings, positions); the search bot plays out `determinize`d copies, in which the unseen part
of each Chance deck is reshuffled and the dice are redrawn.
"""

from __future__ import annotations

import math
import random

from pygames.core import RandomBot, SearchBot
from pygames.core.bots import Clock, Thought
from pygames.core.game import State

from .policy import choose_action

# Phases where the heuristic's answer is taken as it is: nothing there is worth a search.
_PLAIN = frozenset({"order", "again", "claim", "lift", "vote", "trade", "debt"})


class HeuristicBot:
    """Plays the game's policy (`pygames.estate.policy`): sensible and fast."""

    def think(self, state: State, rng: random.Random) -> Thought:
        return choose_action(state, rng)  # type: ignore[arg-type]
        yield  # a generator, like every bot


class StrongBot:
    """Plays the game's strong policy (`pygames.estate.strong`)."""

    def think(self, state: State, rng: random.Random) -> Thought:
        return state.strong.choose(state, rng)  # type: ignore[attr-defined]
        yield  # a generator, like every bot


class EstateSearchBot(SearchBot):
    """The kernel's Monte-Carlo search, over a few candidate moves, with paired playouts.

    Playouts follow the heuristic (`rollout_action`) and are scored by fortune shares
    (`value`). The root candidates are the heuristic's choice and the decisions that matter:
    buy or decline, a few bids, roll or build, pay or wait in jail. Every candidate is played
    out on the same determinization with the same dice (common random numbers), so the
    comparison measures the move, not the luck; the heuristic's move is kept unless another
    does clearly better.
    """

    def __init__(
        self,
        iterations: int = 32,
        depth: int = 100,
        margin: float = 0.01,
        seconds: float | None = 1.0,
        **kwargs: float,
    ) -> None:
        super().__init__(iterations=iterations, depth=depth, seconds=seconds, **kwargs)  # type: ignore[arg-type]
        self.margin = margin

    def shortlist(self, state: State) -> tuple[str, list[str]]:
        """The strong player's move, and the others worth comparing with it."""
        phase = state.phase  # type: ignore[attr-defined]
        acts = state.legal_actions()
        strong = state.strong  # type: ignore[attr-defined]
        best = strong.choose(state)
        if phase in _PLAIN or len(acts) == 1:
            return best, [best]
        if phase == "auction":
            keep = ["pass", *[a for a in acts if a.startswith("bid:")][:2]]
        elif phase == "turn":
            keep = [a for a in acts if a in ("stay", "bail", "release", "rest")]
            keep += strong.move_options(state, state.to_move)
            keep += [a for a in acts if a.startswith("build:")][:2]
        else:
            keep = [a for a in acts if not a.startswith(("mortgage:", "sell:", "unmortgage:"))]
        legal = set(acts)
        return best, sorted({best, *(a for a in keep if a in legal)})

    def think(self, state: State, rng: random.Random) -> Thought:
        best, actions = self.shortlist(state)
        seat = state.to_move
        if len(actions) == 1 or seat is None:
            return best
        samples: list[list[float]] = [[] for _ in actions]
        clock = Clock(self.seconds, self.slice_seconds)
        for _ in range(max(2, self.iterations // len(actions))):
            sample = state.determinize(seat, rng)
            dice_seed = rng.getrandbits(64)
            for index, action in enumerate(actions):
                copy = sample.clone()
                copy._rng = random.Random(dice_seed)
                play = random.Random(dice_seed)
                copy.apply(action)
                for _ in range(self.depth):
                    if copy.over:
                        break
                    copy.apply(copy.rollout_action(play))
                samples[index].append(copy.value(seat))
            if clock.spent():
                break
            if clock.pause():
                yield
        return actions[self._pick(samples, actions.index(best))]

    def _pick(self, samples: list[list[float]], base: int) -> int:
        """The heuristic's move unless another beats it clearly: by more than `margin` on
        average and by two standard errors of the paired differences."""
        best, best_mean = base, 0.0
        count = len(samples[base])
        if count < 2:
            return base
        for index, values in enumerate(samples):
            if index == base:
                continue
            diffs = [v - b for v, b in zip(values, samples[base], strict=True)]
            mean = sum(diffs) / count
            spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (count - 1) / count)
            if mean > max(self.margin, 2 * spread) and mean > best_mean:
                best, best_mean = index, mean
        return best


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "search": EstateSearchBot}
