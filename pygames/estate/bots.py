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
from collections.abc import Callable

from pygames.core import Bot, RandomBot
from pygames.core.bots import Thought

from .state import EstateState


def choose_action(state: EstateState, rng: random.Random | None = None) -> str:
    """The default player's move for the seat to move (the table's own policy)."""
    return state.policy.choose(state, rng)


class HeuristicBot:
    """Plays the game's policy (`pygames.estate.policy`): sensible and fast."""

    def at_once(self, state: EstateState, rng: random.Random) -> str:
        return state.policy.choose(state, rng)

    def think(self, state: EstateState, rng: random.Random) -> Thought:
        return self.at_once(state, rng)
        yield  # a generator, like every bot


class StrongBot:
    """Plays the game's strong policy (`pygames.estate.strong`)."""

    def at_once(self, state: EstateState, rng: random.Random) -> str:
        return state.strong.choose(state, rng)

    def think(self, state: EstateState, rng: random.Random) -> Thought:
        return self.at_once(state, rng)
        yield  # a generator, like every bot


# A game's `Game.bots` takes a copy (`dict(BOTS)`): a bot of any estate state is one of its own.
BOTS: dict[str, Callable[[], Bot[EstateState]]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "search": StrongBot,
}
