"""The estate games' bots: "random" (easy), "heuristic" (normal, the default) and "search"
(strong: the key every game gives its strongest level).

Both judging bots read only public facts (cash, deeds, buildings, positions, tokens): the strong
one plans (trades toward a set, building hard, a game's own look-ahead such as Fortuna's cycle
of tokens) instead of sampling futures: the flat Monte-Carlo search this level used before won
27% of games against three default bots, the strong player wins over half of them, in both
games, and decides in milliseconds (bench/estate_bots.py).
"""

from __future__ import annotations

import random

from pygames.core import RandomBot
from pygames.core.bots import Thought
from pygames.core.game import State


class HeuristicBot:
    """Plays the game's policy (`pygames.estate.policy`): sensible and fast."""

    def think(self, state: State, rng: random.Random) -> Thought:
        return state.policy.choose(state, rng)  # type: ignore[attr-defined]
        yield  # a generator, like every bot


class StrongBot:
    """Plays the game's strong policy (`pygames.estate.strong`)."""

    def think(self, state: State, rng: random.Random) -> Thought:
        return state.strong.choose(state, rng)  # type: ignore[attr-defined]
        yield  # a generator, like every bot


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "search": StrongBot}
