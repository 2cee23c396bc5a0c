"""A game over time, as the front end keeps it beside the live table: copies of the state every
few dozen moves (checkpoints), so that a replay can show any step without playing the game again
from its start, and the chronicle, the facts a game's story is told from at the end when its
state does not keep them (a view module's `chronicle`).

Both are made while the game is played or replayed from its record, one move at a time, and are
exact: a state shown at step N is the state the record's first N moves make.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygames
from pygames.core import Record, State
from pygames.core.record import Redeal, apply_redeal, replay

# A view module's observer: it sees the table after each move (and after set-up, with no move)
# and may add facts to the chronicle; `memo` is its own scratch space, kept between moves.
Observer = Callable[[State, list[Any], dict[str, Any]], None]

EVERY = 40  # moves between checkpoints, at first
MOST = 160  # checkpoints kept; past it every other one goes and the spacing doubles


class Timeline:
    def __init__(self, observer: Observer | None = None) -> None:
        self.observer = observer
        self.checkpoints: dict[int, State] = {}
        self.every = EVERY
        self.facts: list[Any] = []
        self.memo: dict[str, Any] = {}
        # Where the game was dealt again (a game played on from a step of one in play): a state
        # made from a checkpoint before that step is dealt again there too.
        self.redeals: tuple[Redeal, ...] = ()

    @classmethod
    def of(
        cls, record: Record, observer: Observer | None = None, respell: bool = False
    ) -> tuple[Timeline, State]:
        """Replay a checked record, keeping its timeline; a bad move raises RecordError
        (`respell`: a saved game's moves as this app once wrote them are read, see `replay`)."""
        timeline = cls(observer)
        timeline.redeals = record.redeals
        state = replay(record, pygames.GAMES, each=timeline.after, respell=respell)
        return timeline, state

    def after(self, state: State) -> None:
        """The table has just taken a move (or been set up): note it."""
        step = len(state.history)
        if step % self.every == 0:
            self.checkpoints[step] = state.clone()
            if len(self.checkpoints) > MOST:
                self.every *= 2
                self.checkpoints = {
                    n: kept for n, kept in self.checkpoints.items() if n % self.every == 0
                }
        if self.observer is not None:
            self.observer(state, self.facts, self.memo)

    def state_at(self, history: list[str], step: int) -> State:
        """A new copy of the table after the first `step` moves of `history` (a checkpoint at
        the step of a new deal already holds it: `after` sees the table once it is dealt)."""
        start = max(n for n in self.checkpoints if n <= step)
        state = self.checkpoints[start].clone()
        done = start  # the moves applied to the copy so far
        for redeal in self.redeals:
            if start < redeal.at <= step:  # a checkpoint at its step holds it already
                for code in history[done : redeal.at]:
                    state.apply(code)
                apply_redeal(state, redeal)
                done = redeal.at
        for code in history[done:step]:
            state.apply(code)
        return state
