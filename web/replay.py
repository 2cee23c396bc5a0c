"""Looking back on a game: the table at any step of its record, with the log lines that step
wrote, shown through the eyes the rules allow. Pure Python (no browser), so CPython tests cover it.

A step is found from the nearest checkpoint of the game's timeline (web/timeline.py), never by
playing the game again from its start; one step forward is one move on the table shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from pygames.core import State
from pygames.core.record import apply_redeal

from .session import Session

Held = tuple[list[str], int]  # the log's lines shown, the count of all its lines


@dataclass
class Replay:
    session: Session  # the game looked back on: its record, timeline, names and seats
    step: int = 0
    state: State | None = None  # the table after `step` moves (a copy of its own)
    actor: int | None = None  # who made the move of this step (None at step 0)
    lines: list[str] = field(default_factory=list)  # what this step's move wrote in the log
    move: str = ""  # this step's move in words
    # Whose hand a finished game with hidden hands shows at every step (None: the table alone,
    # as all saw it): the one chosen by whoever looks back.
    watch: int | None = None

    def __post_init__(self) -> None:
        humans = self.session.humans
        self.watch = humans[0] if len(humans) == 1 else None

    @property
    def total(self) -> int:
        return len(self.session.state.history)

    @property
    def table(self) -> State:
        if self.state is None:
            self.go(self.step)
        assert self.state is not None
        return self.state

    def go(self, step: int) -> None:
        """Show the table after `step` moves (kept within the game)."""
        step = max(0, min(step, self.total))
        history = self.session.state.history
        timeline = self.session.timeline
        if self.state is not None and step == self.step + 1:
            state = self.state  # one step on: one move on the table already shown
        elif step == 0:
            self.step, self.actor, self.lines, self.move = 0, None, [], ""
            self.state = timeline.state_at(history, 0)
            return
        else:
            state = timeline.state_at(history, step - 1)
        actor = state.to_move
        seat = self.viewer(actor, step)
        before = state.log_written
        code = history[step - 1]
        # Another's move in a game with hidden hands still going on may name a card it hid.
        self.move = state.describe(code) if seat == actor or self.open_book(step) else ""
        state.apply(code)
        for redeal in self.session.redeals:  # a game played on from here was dealt anew
            if redeal.at == step:
                apply_redeal(state, redeal)
        self.step, self.state, self.actor = step, state, actor
        self.lines = state.log_for(seat, before)

    def open_book(self, step: int | None = None) -> bool:
        """Whether everything the game hid may be shown at `step`: nothing is hidden, or it is
        over and the step is not one of another game still in play, this one played on from
        it after that step (its real hands: docs/rulings.md, "Looking back")."""
        if not self.session.game.hidden_information:
            return True
        step = self.step if step is None else step
        dealt = max((redeal.at for redeal in self.session.redeals), default=0)
        return self.session.state.over and step >= dealt

    def device_seats(self, step: int) -> list[int]:
        """The humans whose eyes a step may be seen through: this game's, and at a step before
        it was dealt anew, only those who were humans at the device then as well."""
        humans = self.session.humans
        for redeal in self.session.redeals:
            if step < redeal.at:
                humans = [seat for seat in humans if seat in redeal.seen]
        return humans

    def viewer(self, actor: int | None, step: int | None = None) -> int | None:
        """Whose view the replay shows: in a game with hidden hands that is not over, only what
        the one human at the table saw (with two humans or more, only what all see); once it is
        over, the hand chosen to watch (`watch`); in a game without hidden hands, the view of
        the player who made the step."""
        session = self.session
        step = self.step if step is None else step
        if not self.open_book(step):
            humans = self.device_seats(step)
            return humans[0] if len(humans) == 1 else None
        if session.game.hidden_information:
            return self.watch
        return actor

    def can_choose_hand(self) -> bool:
        """Whether whoever looks back may choose whose hand to watch: hidden hands, game over."""
        return self.session.game.hidden_information and self.session.state.over

    def choose_hand(self, seat: int | None) -> None:
        """Watch `seat`'s hand (None: the table alone) from this step on and back."""
        if not self.can_choose_hand() or (seat is not None and seat not in range(self.players)):
            return
        self.watch = seat
        step, self.state = self.step, None
        self.go(step)

    @property
    def players(self) -> int:
        return self.session.state.players

    def is_you(self, seat: int | None) -> bool:
        """Whether the seat shown is the one human at the table (the only "you" a replay has)."""
        humans = self.session.humans
        return seat is not None and humans == [seat]

    def seat(self) -> int | None:
        """The view on screen for the step shown."""
        return self.viewer(self.actor)


def held_at_moment(
    view: dict[str, Any], lines: list[str], moment_log: Callable[[dict[str, Any]], Held]
) -> list[str]:
    """A step that ended a round and shows its result: the log (in `view`) and the step's own
    `lines` stop where the table held on that result at play (the view's `moment_log` hook);
    what the move wrote for the next round is not shown before it."""
    total = view["log_total"]
    view["log"], view["log_total"] = moment_log(view)
    later = total - view["log_total"]
    return lines[: max(len(lines) - later, 0)]


_YOU = re.compile(r"^You (\w+) ")
_THIRD_PERSON = {"pass": "passes", "receive": "receives", "draw": "draws", "play": "plays"}


def told_of(line: str, seat: int) -> str:
    """A line written to `seat` ("You pass …"), told of it by name ("@1 passes …"): a replay
    shows a hand to someone who did not hold it, maybe a bot's."""
    found = _YOU.match(line)
    if found and found.group(1) in _THIRD_PERSON:
        return f"@{seat} {_THIRD_PERSON[found.group(1)]} {line[found.end() :]}"
    return line
