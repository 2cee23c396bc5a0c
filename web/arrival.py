"""Arriving with the story: a link that moved on since this device last had the game opens on
the table as this device last saw it, steps through the moves made since (each drawn with the
table's motion) and leaves a short summary of what they wrote in the log. Pure Python (no
browser), so CPython tests cover it; the controller part is web/arriving.py.

"This device's last move" is the save's length when the link opens (the device saw the table up
to there), or, when the device says which seats it plays (`Session.mine`), the last move one of
those seats made, if that is later. The story is told through the eyes the device has: the one
seat it plays in a game with hidden hands, else only what all see (`eyes`), so that it never
shows another seat's private lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .replay import Replay
from .session import Session
from .views.arrival import Entry, arrival_panel, names_a_seat

STORY_LINES = 10  # the summary's lines at most (a Fuldrigger turn writes many): more in the Log
PLAYING_LINES = 3  # the lines shown while the steps play: the last ones told
# A step's time on screen (ms): a second each for a short story, quicker for a long one, never
# under 0.6 s (its motion runs 150-400 ms, and its line must be read).
STEP_MS, QUICKEST_MS, STORY_MS = 1000.0, 600.0, 20_000.0


def since(session: Session, saved: int | None) -> int | None:
    """The step the story starts at: where this device last had the game (`saved`, the moves
    of its save before the link opened, None for no save), or after the last move of one of its
    own seats if later; None when there is nothing to tell."""
    total = len(session.state.history)
    if saved is None or saved >= total:
        return None
    start = saved
    if session.mine:
        own = [
            step + 1 for step, (actor, _) in enumerate(session.state.trail) if actor in session.mine
        ]
        start = max([start, *own])
    return start if start < total else None


def eyes_of(session: Session) -> int | None:
    """Whose view the story shows: the one seat this device plays (said by `mine`, or the one
    human at the table), else the table as all see it (None)."""
    own = session.mine if session.mine is not None else tuple(session.humans)
    return own[0] if len(own) == 1 else None


def own_seats(session: Session) -> tuple[int, ...]:
    """The seats whose news the summary keeps first and marks: those this device says it
    plays, or the one human at a table of bots; none when every human plays here (pass and
    play), where every line would be marked."""
    if session.mine is not None:
        return session.mine
    humans = tuple(session.humans)
    return humans if len(humans) == 1 else ()


def condensed(entries: list[Entry], own: tuple[int, ...], limit: int = STORY_LINES) -> list[Entry]:
    """The lines a summary keeps, at most `limit`: first those that name one of `own` (what
    happened to this device's players), the latest first, then the latest of the rest; shown
    in the order they happened."""
    order = sorted(
        range(len(entries)),
        key=lambda index: (not names_a_seat(entries[index][1], own), -index),
    )
    return [entries[index] for index in sorted(order[:limit])]


def step_ms(steps: int) -> float:
    """How long each step of a story of `steps` moves stays on screen (ms)."""
    return max(QUICKEST_MS, min(STEP_MS, STORY_MS / max(steps, 1)))


@dataclass
class Arrival(Replay):
    """The story of the moves since `start`: a replay of them through the device's `eyes`,
    with every line they wrote (`entries`); `done` once it has played or was skipped."""

    start: int = 0
    end: int = 0  # the last step told: the table as the link brought it
    eyes: int | None = None
    entries: list[Entry] = field(default_factory=list)
    done: bool = False

    def __post_init__(self) -> None:
        self.eyes = eyes_of(self.session)
        self.watch = None
        self.end = len(self.session.state.history)
        self.go(self.start)
        while self.step < self.end:
            self.go(self.step + 1)
            self.entries += [(self.step, line) for line in self.lines]
        self.state = None  # the walk's table is not the first step's
        self.go(self.start)

    @property
    def total(self) -> int:
        return self.end

    def viewer(self, actor: int | None, step: int | None = None) -> int | None:
        return self.eyes

    def is_you(self, seat: int | None) -> bool:
        return seat is not None and seat == self.eyes

    def pace(self) -> float:
        return step_ms(self.end - self.start)

    def told(self) -> list[Entry]:
        """The lines of the steps shown so far, the last few: what the panel says while the
        story plays."""
        return [entry for entry in self.entries if entry[0] <= self.step][-PLAYING_LINES:]

    def summary(self) -> tuple[list[Entry], int]:
        """The lines the summary shows, and how many more the Log has."""
        kept = condensed(self.entries, own_seats(self.session))
        return kept, len(self.entries) - len(kept)

    def panel(self) -> str:
        """The story's panel above the board: the last lines told and Skip while it plays, the
        summary and Close once it has."""
        entries, more = self.summary() if self.done else (self.told(), 0)
        return arrival_panel(
            playing=not self.done,
            step=self.step,
            start=self.start,
            end=self.end,
            entries=entries,
            more=more,
            names=self.session.names,
            own=own_seats(self.session),
        )

    def can_choose_hand(self) -> bool:
        return False  # the story shows the device's own eyes, never a hand chosen to watch
