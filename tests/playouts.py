"""What the view tests share: the states of whole games, and the actions a page offers."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import TypeVar

from pygames.core import State, choose
from web.session import Session

S = TypeVar("S", bound=State)  # the game's own state, kept as it is
ACTION = re.compile(r'data-action="([^"]*)"')


def bot_moves(session: Session, rng: random.Random) -> None:
    """The seat to move plays its bot's choice (autoplay's own bot for a human seat)."""
    seat = session.state.to_move
    assert seat is not None, "the table is over"
    session.play(choose(session.bot_for(seat), session.state, rng))


def state_of(session: Session, kind: type[S]) -> S:
    """The session's table as the game's own state (a Session holds any game's)."""
    state = session.state
    assert isinstance(state, kind)
    return state


def states_along(make: Callable[[int], S], seeds: int) -> Iterator[S]:
    """Every state of one whole game per seed, the last included. Odd seeds follow the game's
    playout policy and even seeds play at random, so views meet sensible and odd positions."""
    for seed in range(seeds):
        state = make(seed)
        rng = random.Random(seed)
        while not state.over:
            yield state
            code = state.rollout_action(rng) if seed % 2 else rng.choice(state.legal_actions())
            state.apply(code)
        yield state
