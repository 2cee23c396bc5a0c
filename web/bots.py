"""The controller's part for the bots (and for the moves that play themselves when a game is
played by link, `Session.forced`): their moves one by one, each thought in slices (the page
keeps a frame between them) and shown on the table for its motion and at least the beat of the
bot speed chosen in the lobby. A mixin of `App` (web/app.py), which draws and saves the table.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

from js import console, window

from .host import Host
from .replay import Replay
from .session import Session, bot_delay
from .views.common import plain_named
from .views.shell import view_module

INSTANT_FRAME_MS = 250  # at the Instant bot speed, the table is drawn this often at most
STAND_MS = (3000.0, 6000.0)  # how long a moment that goes on by itself stands, at least, at most


def now() -> float:
    """The page's clock (ms)."""
    return float(window.performance.now())


class Bots(Host):
    """Mixin of App: the bots' turns, paced for the players to follow them."""

    # Kept by App: the table on screen, the replay shown (None: the live table), the counter
    # bumped whenever the table changes hands (a bot loop of an older one stops), the bots' dice.
    session: Session | None
    replay: Replay | None
    generation: int
    rng: random.Random
    following: bool  # this tab follows another's saves: the bots play there
    dialog: Any  # the table's one <dialog>: a notice in it holds the bots

    # --- what it asks of App (web/app.py), which defines each -------------------------------

    def compose(self) -> tuple[str, Callable[[], None]]:
        """The table's HTML as it stands, and what to do once it is drawn."""
        raise NotImplementedError

    def draw(self, html: str) -> float:
        """Put `html` on the page; how long the motions it started run (ms)."""
        raise NotImplementedError

    # --- the bots' turns ---------------------------------------------------------------------
    def schedule(self, shown: float = 0) -> None:
        """Let the bots play if one is to move, after `shown` ms of the last move's motion; a
        moment that goes on by itself does so after its pause."""
        session = self.session
        if session is None or self.replay is not None or self.following:
            return
        if self.dialog.open and self.dialog.hasAttribute("data-notice"):
            return  # a notice holds the table (a game kept apart): closing it goes on
        if session.moment_lapses():
            self.spawn(self.lapse(self.generation, shown))
        elif session.bot_to_move() and not session.state.over:
            self.spawn(self.run_bots(self.generation, shown))

    async def lapse(self, generation: int, shown: float) -> None:
        """At a table of bots alone, the table as a round left it stands a few seconds (its
        button goes on sooner), then goes on to the round's result; at the Instant bot speed, at
        once. With a player at the device it stands until they press the button."""
        beat = bot_delay(window.fgLobby.botDelay())
        wait = max(shown, min(STAND_MS[1], max(STAND_MS[0], 8 * beat))) if beat else 0.0
        await asyncio.sleep(wait / 1000)
        session = self.session
        if generation != self.generation or session is None or not session.moment_lapses():
            return
        session.go_on()
        self.generation += 1
        html, then = self.compose()
        shown = self.draw(html)
        then()
        self.schedule(shown)

    async def think(self, bot: Any, generation: int) -> str | None:
        """Let a bot think in slices, giving the page a frame between them."""
        session = self.session
        assert session is not None
        thought = bot.think(session.state, self.rng)
        while True:
            try:
                next(thought)
            except StopIteration as done:
                code: str | None = done.value
                return code
            await asyncio.sleep(0)
            if generation != self.generation:
                return None

    def pace(self, motion: float, beats: float = 1.0) -> float:
        """How long a bot's move stays on the table before the next (ms): its motion, and at
        least `beats` beats of the bot speed chosen in the lobby (Instant: no wait at all)."""
        beat = bot_delay(window.fgLobby.botDelay())
        return max(motion, beat * beats) if beat else 0.0

    def beats(self, session: Session, code: str) -> float:
        """How many beats a bot's move stays on the table: the view module's `bot_beats(code)`
        (a stake longer than a hidden pick), else one."""
        hook = getattr(view_module(session.game.id), "bot_beats", None)
        return float(hook(code)) if hook is not None else 1.0

    def moment_pause(self) -> float:
        """How long a table of bots alone holds on a moment (a round's result) before going on
        (ms): a few beats of the bot speed chosen in the lobby, 2-5 s (Instant: none)."""
        beat = bot_delay(window.fgLobby.botDelay())
        return min(5000.0, max(2000.0, 6 * beat)) if beat else 0.0

    def settles_at_once(self, session: Session) -> bool:
        """Whether the bots' moves from here are shown by their result only (the view module's
        `settle_at_once`: bots alone in an auction)."""
        settle = getattr(view_module(session.game.id), "settle_at_once", None)
        if settle is None:
            return False
        bots = {seat for seat in range(session.state.players) if session.is_bot(seat)}
        return bool(settle(session.state.view(None), bots))

    async def run_bots(self, generation: int, shown: float) -> None:
        """The bots' moves one by one, each on the table for its motion and at least a beat:
        the next move is played and drawn meanwhile, and shown when that time is up. Bots
        alone in an auction settle it at once and the table shows the result."""
        pause = self.pace(shown)
        shown_at = float(window.performance.now())
        while True:
            session = self.session
            if generation != self.generation or session is None or not session.bot_to_move():
                return
            if session.moment() is not None:
                # A round's end stays until the players go on (its button); a table of bots
                # alone goes on after a pause.
                if session.humans:
                    return
                await asyncio.sleep(max(self.moment_pause(), shown_at + pause - now()) / 1000)
                if generation != self.generation:
                    return
                session.go_on()
                self.generation += 1
                generation = self.generation
                html, then = self.compose()
                pause = self.pace(self.draw(html))
                shown_at = now()
                then()
                continue
            quick = self.settles_at_once(session)
            seat = session.state.to_move
            assert seat is not None  # a bot is to move
            # A move with one legal choice, played by link, plays itself as a bot's would.
            code = session.forced() or await self.think(session.bot_for(seat), generation)
            if code is None or generation != self.generation:
                return
            beats = self.beats(session, code)
            report = session.play_bot(code, self.rng)
            if report is not None:
                console.warn(plain_named(report, session.names))
            self.generation += 1
            generation = self.generation
            self.save()
            if quick and session.bot_to_move() and self.settles_at_once(session):
                continue  # the next bid of bots alone: nothing is drawn until it is settled
            if not pause and session.bot_to_move() and session.moment() is None:
                # Instant: the page answers a click between any two moves, and the table is
                # drawn a few times a second rather than after every move.
                await asyncio.sleep(0)
                if generation != self.generation:
                    return
                if float(window.performance.now()) - shown_at < INSTANT_FRAME_MS:
                    continue
            html, then = self.compose()
            wait = shown_at + pause - float(window.performance.now())
            if wait > 0:
                await asyncio.sleep(wait / 1000)
                if generation != self.generation:
                    return
            pause = self.pace(self.draw(html), beats)
            shown_at = float(window.performance.now())
            then()
