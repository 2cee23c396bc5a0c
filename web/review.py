"""The controller's part for the end of a game and for looking back on it: the end screen's
commands (play again, new game, save the record), the replay and "play on from here", importing
a record in the lobby, "How to play here", and tips on tap. A mixin of `App` (web/app.py), with
which it shares the DOM; its decisions are in `web.session`, `web.replay` and `web.views`.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import Callable
from typing import Any

from js import Blob, Object, document, window
from pyodide.ffi import create_proxy, jsnull, to_js

import pygames
from pygames.core import RecordError, i18n
from pygames.core.i18n import tr
from pygames.core.record import record_from_file

from .host import ENTROPY, Host, new_seed
from .replay import Replay, held_at_moment, told_of
from .saves import SAVE_PREFIX, language_of_save, record_from_save
from .seats import adopt
from .session import Session
from .views import howto
from .views.common import UI, plain_named
from .views.ending import end_screen, fork_dialog, replay_bar, seat_levels, then
from .views.shell import drawn_parts, table, view_module

HOWTO_KEY = "fg:howto:"  # + game id: "How to play here" was shown on this device
TIP_SECONDS = 4
PLAY_SECONDS = 1.2  # a replay played through: long enough to read a step's line and see it move
# The keys that step a replay when its bar or its board has the focus.
REPLAY_KEYS = {"ArrowLeft": "back", "ArrowRight": "forward", "Home": "start", "End": "end"}


def found(value: Any) -> bool:
    """Whether a DOM call gave something: JavaScript's null arrives as `jsnull`, not None."""
    return value is not None and value is not jsnull


class Review(Host):
    """Mixin of App: what a table does once it is over, and looking back on it."""

    # Kept by App: the table on screen, the replay shown (None: the live table), the DOM.
    session: Session | None
    replay: Replay | None
    generation: int
    pane: str
    root: Any
    dialog: Any
    proxies: list[Any]  # JS callbacks kept alive
    playing = False  # the replay steps on by itself

    # --- what it asks of App (web/app.py), which defines each -------------------------------

    def keep_apart(self, session: Session) -> tuple[str, str] | None:
        """Give a game that opens a save of its own if its table's save is further on or went
        another way; the notice that says so."""
        raise NotImplementedError

    def catch_up(self) -> None:
        """Take the game as another tab saved it, if it moved on there."""
        raise NotImplementedError

    # --- the end screen ----------------------------------------------------------------------
    def ending(self, view: dict[str, Any], ui: UI) -> str:
        """The end screen above a finished game's board ("" while it is played)."""
        session = self.session
        if session is None or not view["over"]:
            return ""
        tell = getattr(view_module(session.game.id), "story", None)
        story = tell(view, session.timeline.facts) if tell else {}
        return end_screen(view, story, ui, session.seats)

    def review_command(self, name: str) -> bool:
        """A command of the end screen, the replay or the table's help; False if not ours."""
        session = self.session
        if session is None:
            return False
        if name == "rematch":
            self.open(session.rematch(new_seed()))
        elif name == "new-game":
            game = session.game.id
            self.show_lobby()
            window.fgLobby.openForm(game)
        elif name == "export":
            self.export(session)
        elif name == "replay":
            self.start_replay(session)
        elif name == "replay-exit":
            self.replay = None
            self.generation += 1
            self.catch_up()
            self.render()
            self.schedule()
        elif name == "fork":
            self.open_fork()
        elif name == "fork-go":
            self.fork()
        elif name == "howto":
            self.show_howto(session.game.id)
        else:
            return False
        return True

    def export(self, session: Session) -> None:
        """Download the game's record as a small JSON file (what the lobby's import reads)."""
        text = json.dumps(session.record().to_json(), ensure_ascii=False, separators=(",", ":"))
        stamp = time.strftime("%Y-%m-%d", time.gmtime())  # the UTC day, as the lobby names it
        name = f"{session.game.id}-{stamp}-{session.key.removeprefix(SAVE_PREFIX)[:8]}.json"
        kind = to_js({"type": "application/json"}, dict_converter=Object.fromEntries)
        blob = Blob.new(to_js([text]), kind)
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = name
        link.hidden = True
        document.body.appendChild(link)
        link.click()
        link.remove()
        self.spawn(self.forget_url(url))

    async def forget_url(self, url: str) -> None:
        await asyncio.sleep(10)
        window.URL.revokeObjectURL(url)

    # --- the replay ----------------------------------------------------------------------------
    def start_replay(self, session: Session) -> None:
        self.session = session
        self.generation += 1  # no bot moves while the game is looked back on
        self.replay = Replay(session)
        self.replay.go(0)
        self.playing = False
        self.render()
        self.focus("[data-replay=forward]")

    def compose_replay(self) -> str:
        """The table at the step looked back on (drawn by App.render, which morphs the page:
        a pawn walks from one step to the next), the replay's bar above it."""
        replay = self.replay
        assert replay is not None

        def bar(lines: list[str], hands: tuple[int | None, list[str]] | None) -> str:
            assert replay is not None and self.session is not None
            names = self.session.names
            return replay_bar(
                replay.step,
                replay.total,
                lines,
                replay.move,
                replay.actor,
                names,
                hands,
                self.playing,
            )

        return self.compose_step(replay, bar, replay_step=replay.step)

    def compose_step(
        self,
        replay: Replay,
        top: Callable[[list[str], tuple[int | None, list[str]] | None], str],
        replay_step: int | None = None,
        arrival_step: int | None = None,
    ) -> str:
        """The table at `replay`'s step, through the eyes it allows, with `top(lines, hands)`
        above it: what the step wrote, and whose hand may be chosen to watch (None: no choice).
        The steps given are marked on the table's root (`data-replay-step`, `data-arrival-step`)."""
        session = self.session
        assert session is not None
        i18n.set_language(session.language)
        document.documentElement.lang = session.language
        seat = replay.seat()
        view = replay.table.view(seat)
        view["actions"] = []  # a step of the past is looked at, not played
        ui = UI(names=session.names, seat=seat)
        lines = replay.lines
        if seat is not None and not replay.is_you(seat):
            # A hand shown to whoever looks back, not its player's: told of by name, never "you".
            ui.extra["watching"] = True
            view["log"] = [told_of(line, seat) for line in view["log"]]
            lines = [told_of(line, seat) for line in lines]
        if session.zoom:
            ui.extra["zoom"] = session.zoom
        hands = None
        if replay.can_choose_hand():
            hands = (replay.watch, [session.seats[s] for s in range(replay.players)])
        moment = getattr(view_module(session.game.id), "moment", None)
        shown = moment(view) if moment else None
        if shown is not None:  # the step that ended a round shows its result, as at the table
            ui.extra["moment"], view["prompt"] = shown[0], shown[1]
            held = getattr(view_module(session.game.id), "moment_log", None)
            if held:  # and its log stops there, as the table's did
                lines = held_at_moment(view, lines, held)
        view["prompt"] = then(view["prompt"])
        return table(
            view,
            ui,
            title=session.game.title,
            seats=session.seats,
            message="",
            can_undo=False,
            solitaire=False,
            autoplay=False,
            thinking=None,
            **drawn_parts(session.game.id, view, ui),
            pane=self.pane,
            top=top(lines, hands),
            replay_step=replay_step,
            arrival_step=arrival_step,
            chrome=str(window.fgLobby.language()),  # the header reads in the app's language
        )

    def replay_go(self, how: str) -> None:
        replay = self.replay
        if replay is None:
            return
        if how == "play":
            self.replay_play()
            return
        self.playing = False  # a step by hand stops the play-through
        steps = {"start": 0, "back": replay.step - 1, "forward": replay.step + 1}
        replay.go(steps.get(how, replay.total))
        self.render()
        same = f'[data-replay="{how}"]:not([disabled])'
        self.focus(same if found(self.root.querySelector(same)) else "[data-replay-slider]")

    def replay_play(self) -> None:
        """Play or pause: steps on at a steady pace until the last (from the last, from the
        first); the motions of each step are the table's, none under reduced motion."""
        replay = self.replay
        assert replay is not None
        self.playing = not self.playing
        if self.playing and replay.step >= replay.total:
            replay.go(0)
        self.generation += 1  # a play-through started before stops
        self.render()
        self.focus("[data-replay=play]")
        if self.playing:
            self.spawn(self.play_through(self.generation))

    async def play_through(self, generation: int) -> None:
        while True:
            await asyncio.sleep(PLAY_SECONDS)
            replay = self.replay
            if replay is None or not self.playing or self.generation != generation:
                return
            replay.go(replay.step + 1)
            self.playing = replay.step < replay.total
            self.render()
            if not self.playing:
                return

    def replay_key(self, event: Any) -> bool:
        """←, →, Home and End step the replay while its bar or its board has the focus (the
        slider and the lists keep their own keys)."""
        how = REPLAY_KEYS.get(str(event.key))
        if self.replay is None or how is None or event.altKey or event.ctrlKey or event.metaKey:
            return False
        target = event.target
        if str(target.tagName) in ("INPUT", "SELECT", "TEXTAREA"):
            return False
        if not found(target.closest(".replay-bar, #board")):
            return False
        event.preventDefault()
        self.replay_go(how)
        return True

    def replay_watch(self, field: Any) -> None:
        """The hand chosen to watch in a finished game's replay ("" : the table alone)."""
        replay = self.replay
        if replay is None:
            return
        value = str(field.value or "")
        replay.choose_hand(int(value) if value.isdigit() else None)
        self.render()
        self.focus("[data-replay-watch]")

    def replay_slide(self, field: Any, settled: bool) -> None:
        """The slider: its step is named while it moves, and shown once it is let go."""
        replay = self.replay
        if replay is None:
            return
        step = int(str(field.value or "0"))
        if not settled:
            count = self.root.querySelector(".replay-count")
            if found(count):
                count.textContent = tr("Step {step} of {total}", step=step, total=replay.total)
            return
        self.playing = False
        replay.go(step)
        self.render()
        self.focus("[data-replay-slider]")

    # --- play on from here ---------------------------------------------------------------------
    def open_fork(self) -> None:
        replay, session = self.replay, self.session
        if replay is None or session is None:
            return
        levels = seat_levels(session.game)
        in_play = not session.state.over
        title, body = fork_dialog(replay.step, session.names, session.seats, levels, in_play)
        self.show_dialog(title, body, {"data-fork": str(replay.step)}, close=tr("Cancel"))
        self.focus_in_dialog("[data-fork-seat]")

    def fork(self) -> None:
        replay, session = self.replay, self.session
        if replay is None or session is None:
            return
        names = [
            str(self.dialog.querySelector(f'[data-fork-name="{seat}"]').value)
            for seat in range(len(session.names))
        ]
        seats = [
            str(self.dialog.querySelector(f'[data-fork-seat="{seat}"]').value)
            for seat in range(len(session.seats))
        ]
        try:
            branch, seed = ENTROPY.randrange(1, 2**31), ENTROPY.randrange(session.game.SEED_LIMIT)
            forked = session.fork(replay.step, names, seats, branch, seed)
        except (RecordError, ValueError) as error:
            self.dialog_note(str(error))
            return
        self.dialog.close()
        self.replay = None
        self.open(forked)

    def dialog_note(self, text: str) -> None:
        note = self.dialog.querySelector("[data-dialog-note]")
        if not found(note):
            note = document.createElement("p")
            note.setAttribute("data-dialog-note", "")
            note.setAttribute("role", "alert")
            note.className = "dialog-note"
            self.dialog.insertBefore(note, self.dialog.lastChild)
        note.textContent = text

    def focus_in_dialog(self, selector: str) -> None:
        node = self.dialog.querySelector(selector)
        if found(node):
            node.focus()

    # --- messages from the lobby -------------------------------------------------------------
    def review_message(self, data: dict[str, Any]) -> bool:
        """A request from the lobby to look back on a saved game or to import a record."""
        kind = data.get("kind")
        if kind == "replay":
            session = self.saved_session(str(data.get("key", "")))
            if session is not None:
                self.open(session)
                self.start_replay(session)
        elif kind == "import":
            self.import_record(data.get("text"))
        else:
            return False
        return True

    def import_record(self, text: Any) -> None:
        """Open an exported record as a saved game of this device; a bad file changes nothing
        and says why."""
        i18n.set_language(str(window.fgLobby.language()))
        try:
            record = record_from_file(text, pygames.GAMES)
            session = Session.open(record)
        except RecordError as error:
            window.fgLobby.notice(tr("This file cannot be opened: {error}", error=error))
            return
        self.open(session, self.keep_apart(session))

    def stored(self, key: str) -> str | None:
        try:
            text = window.localStorage.getItem(key)
        except Exception:
            return None
        return str(text) if found(text) else None

    # --- how to play here ----------------------------------------------------------------------
    def first_howto(self, session: Session) -> None:
        """Show "How to play here" on the first game of a title on this device."""
        if getattr(window, "fgHowtoOff", False):
            return
        key = HOWTO_KEY + session.game.id
        if self.stored(key) is not None:
            return
        try:
            window.localStorage.setItem(key, "1")
        except Exception:
            return  # storage refused: the page is one click away, and is not shown every time
        self.show_howto(session.game.id)

    def show_howto(self, game_id: str) -> None:
        title, body = howto.page(game_id)
        self.show_dialog(title, body, {"data-howto": game_id})

    # --- tips on tap -------------------------------------------------------------------------
    def tip(self, event: Any) -> None:
        """A tap on a part of the board that has a title (and no action) shows the title beside
        it: touch screens have no hover to show it."""
        self.close_tip()
        target = event.target
        if not (found(target) and self.root.contains(target)):
            return
        text = ""
        node = target
        for _ in range(4):
            if not found(node) or node == self.root:
                break
            title = node.querySelector(":scope > title")
            if found(title):
                text = str(title.textContent)
                break
            if node.hasAttribute("title"):
                text = str(node.getAttribute("title"))
                break
            node = node.parentElement
        if text.strip():
            self.show_tip(text, event.clientX - 100, event.clientY + 16)

    def close_tip(self) -> None:
        """A tip closes at the next tap anywhere, a tab or a control too (issue 29: one stayed
        over the board after a change of tab on a phone)."""
        box = document.getElementById("tip")
        if found(box):
            box.hidden = True

    def show_tip(self, text: str, left: float, top: float) -> None:
        """A short text over the page at (left, top), within the window, for a few seconds."""
        box = document.getElementById("tip")
        if not found(box):
            box = document.createElement("div")
            box.id = "tip"
            box.className = "tip"
            box.setAttribute("role", "tooltip")
            document.body.appendChild(box)
            # A touch anywhere closes it, one that scrolls the page too (issue 29: a tip stayed
            # over a phone's Players tab as the page was scrolled on after a greyed "+").
            closer = create_proxy(lambda _event: self.close_tip())
            self.proxies.append(closer)
            document.addEventListener("pointerdown", closer, True)
        session = self.session
        box.textContent = plain_named(text, session.names) if session else text
        box.hidden = False
        box.style.left = f"{max(4, min(left, window.innerWidth - 212))}px"
        box.style.top = f"{min(top, window.innerHeight - box.offsetHeight - 4)}px"
        self.spawn(self.hide_tip(box, str(box.textContent)))

    async def hide_tip(self, box: Any, text: str) -> None:
        await asyncio.sleep(TIP_SECONDS)
        if str(box.textContent) == text:
            box.hidden = True

    # --- helpers the App provides --------------------------------------------------------------
    def saved_session(self, key: str) -> Session | None:
        text = self.stored(key)
        if text is None:
            self.show_lobby(tr("That saved game is no longer on this device."))
            return None
        try:
            session = Session.open(record_from_save(text), respell=True)
        except RecordError as error:
            self.show_lobby(tr("This saved game cannot be opened: {error}", error=error))
            return None
        session.shared_language = language_of_save(text)
        adopt(session, text)  # the seats this device plays, kept with the save, not the record
        return session
