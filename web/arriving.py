"""The controller's part for arriving with the story (web/arrival.py): a link that moved on
since this device last had the game shows the moves made since, one by one on the board with
the table's motion (none under reduced motion), with Skip; then the live table with a short
summary above it until it is closed or a move is made. A mixin of `App` (web/app.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from .arrival import Arrival, since
from .host import Host
from .replay import Replay
from .session import Session


class Arriving(Host):
    """Mixin of App: the story a link arrives with."""

    # Kept by App: the table on screen, the story told on it (None: none).
    session: Session | None
    arrival: Arrival | None = None

    # --- what it asks of App (web/app.py), which defines each -------------------------------

    def compose_step(
        self,
        replay: Replay,
        top: Callable[[list[str], tuple[int | None, list[str]] | None], str],
        replay_step: int | None = None,
        arrival_step: int | None = None,
    ) -> str:
        """The table at a replay's step with `top` above it (web/review.py)."""
        raise NotImplementedError

    # --- the story -----------------------------------------------------------------------------
    def arrive(self, session: Session, saved: int | None) -> bool:
        """Start the story of the moves since `saved` (the save's moves before the link opened)
        on the table just opened; False when there is none to tell."""
        start = since(session, saved)
        if start is None or session is not self.session:
            self.arrival = None
            return False
        self.arrival = Arrival(session, start=start)
        self.render()
        self.spawn(self.tell(self.arrival))
        return True

    def telling(self) -> Arrival | None:
        """The story whose steps are on the board now (None: the live table is)."""
        arrival = self.arrival
        if arrival is None or arrival.done or arrival.session is not self.session:
            return None
        return arrival

    def compose_arrival(self) -> str:
        """The table at the story's step, its panel above it, the step on the table's root."""
        arrival = self.telling()
        assert arrival is not None
        return self.compose_step(
            arrival, lambda _lines, _hands: arrival.panel(), arrival_step=arrival.step
        )

    def arrival_top(self, public: bool = False) -> str:
        """The summary above the live table once the story has played ("" : none); `public`,
        on the screen that hands the device over: only a summary of what all may read."""
        arrival = self.arrival
        if arrival is None or not arrival.done or arrival.session is not self.session:
            return ""
        return "" if public and arrival.eyes is not None else arrival.panel()

    async def tell(self, arrival: Arrival) -> None:
        """Step the story on at its pace, each step for its motion at least, to the end."""
        shown = 0.0
        while True:
            await asyncio.sleep(max(arrival.pace(), shown) / 1000)
            if self.telling() is not arrival:
                return  # skipped, or another table opened
            if arrival.step >= arrival.end:
                self.arrival_end(arrival)
                return
            arrival.go(arrival.step + 1)
            shown = self.render()

    def arrival_end(self, arrival: Arrival, skipped: bool = False) -> None:
        """The story is told (or skipped): the live table, the summary above it; the bots go on."""
        arrival.done = True
        shown = self.render()
        if skipped:
            self.focus("[data-cmd=arrival-close]")
        self.schedule(shown)

    def arrival_command(self, name: str) -> bool:
        """Skip or Close; False if the command is not the story's."""
        arrival = self.arrival
        if name == "arrival-skip":
            if arrival is not None and self.telling() is arrival:
                self.arrival_end(arrival, skipped=True)
        elif name == "arrival-close":
            self.arrival = None
            self.render()
            self.focus("#actions [data-action], #board [tabindex]")
        else:
            return False
        return True
