"""The controller loop in the browser: draw the view, take a click, apply its action, save, draw
again; when a bot is to move, let it think in slices and show its move (web/bots.py). With its
mixins (web/keeping.py: links, files and tabs beside the save; web/amounts.py: typed amounts;
web/bots.py, web/dialogs.py, web/review.py, web/arriving.py; what they ask of it declared once
in web/host.py) the only code that touches the DOM; every decision it needs is in
`web.session`, `web.saves` and `web.seats`, and every picture in `web.views`.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable, Coroutine
from typing import Any

from js import Object, document, window
from pyodide.ffi import create_proxy

import pygames
from pygames.core import IllegalAction, SearchBot, i18n, seat_ref
from pygames.core.i18n import tr
from pygames.core.record import MAX_JSON_BYTES

from .amounts import Amounts
from .announcing import Announcing
from .arriving import Arriving
from .bots import Bots
from .crossing import Across
from .dialogs import Dialogs
from .host import ENTROPY, new_seed
from .keeping import Keeping
from .review import Review, found
from .saves import SAVE_PREFIX
from .seats import asks_seats, away, not_here, play_once, shown_seat
from .session import Session, bot_delay, zoomed
from .views.common import UI, named, plain_named
from .views.shell import board_to_show, drawn_parts, handoff, on_board, table, view_module

HINT_SECONDS = 0.3
# A request from the lobby is JSON that lobby.js makes: only an imported file's text (at most
# MAX_JSON_BYTES, which lobby.js checks) makes one long, and JSON's escapes at most double it.
MAX_MESSAGE_CHARS = 2 * MAX_JSON_BYTES + 10_000


class App(Keeping, Amounts, Bots, Dialogs, Review, Arriving, Across, Announcing):
    def __init__(self) -> None:
        self.session: Session | None = None
        self.rules_game: str | None = None
        self.new_link = ""  # the #new link whose game was found saved: "start it again" uses it
        # Another tab saved this game and this one took it: its bots wait until it is used.
        self.following = False
        self.replay = None  # the game looked back on (web/review.py), None at the live table
        self.arrival = None  # the story a link arrived with (web/arriving.py), None: none
        self.crossing = None  # a game across devices on screen (web/crossing.py), None: none
        self.generation = 0  # bumped whenever the table changes hands, to stop stale bot loops
        self.hint_latest = False  # the hint came after the last selection
        self.pane = "board"  # the panel a phone shows (board, players, log)
        self.turned = -1  # the move at which a decision on the board last showed the Board
        self.shown = ""  # the last move of one's own pawn the Board was shown for
        self.rng = random.Random(ENTROPY.getrandbits(64))
        self.proxies: list[Any] = []
        self.tasks: set[asyncio.Future[Any]] = set()
        self.root = document.getElementById("app")
        self.lobby = document.getElementById("lobby")
        self.announcer = document.getElementById("announce")
        self.heard: tuple[str, int, str] = ("", 0, "")  # table, log lines and message announced
        self.dialog = document.createElement("dialog")
        self.dialog.id = "dialog"
        document.body.appendChild(self.dialog)

    def spawn(self, coroutine: Coroutine[Any, Any, Any]) -> None:
        """Run a coroutine beside the page, keeping a reference until it ends."""
        task = asyncio.ensure_future(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    # --- start-up and routing --------------------------------------------------------------
    def bind(self) -> None:
        on_click = create_proxy(self.on_click)
        on_key = create_proxy(self.on_key)
        on_hash = create_proxy(lambda _event: self.route(str(window.location.hash)))
        self.proxies += [on_click, on_key, on_hash]
        on_input = create_proxy(self.on_input)
        on_submit = create_proxy(self.on_submit)
        on_change = create_proxy(self.on_change)
        self.proxies += [on_input, on_submit, on_change]
        document.body.addEventListener("click", on_click)
        self.root.addEventListener("keydown", on_key)
        self.root.addEventListener("input", on_input)
        self.root.addEventListener("change", on_change)
        self.dialog.addEventListener("change", on_change)  # the Share dialog's seats
        on_close = create_proxy(self.on_dialog_close)
        self.proxies.append(on_close)
        self.dialog.addEventListener("close", on_close)
        self.root.addEventListener("submit", on_submit)
        window.addEventListener("hashchange", on_hash)
        on_storage = create_proxy(self.on_storage)
        on_used = create_proxy(lambda _event: self.lead())
        self.proxies += [on_storage, on_used]
        window.addEventListener("storage", on_storage)
        window.addEventListener("focus", on_used)
        document.addEventListener("pointerdown", on_used, True)
        document.addEventListener("keydown", on_used, True)
        handle = create_proxy(self.handle)
        self.proxies.append(handle)
        bridge = Object.new()
        bridge.handle = handle
        bridge.ready = True
        window.fgPy = bridge
        document.documentElement.setAttribute("data-python", "ready")
        window.fgLobby.pythonReady()

    def route(self, fragment: str) -> None:
        """Open what the URL fragment names: a deep link, a shared record or a saved table."""
        fragment = fragment.removeprefix("#")
        i18n.set_language(str(window.fgLobby.language()))  # its errors in the player's language
        if fragment.startswith("new="):
            self.open_new_link(fragment)
        elif fragment.startswith("g="):
            self.open_link(fragment)
        elif fragment.startswith("play="):
            self.open_saved(SAVE_PREFIX + fragment[5:])
        elif fragment.startswith(("x=", "xs=")):
            self.open_across(fragment)
        elif self.session is not None or self.crossing is not None:
            self.show_lobby()

    def handle(self, message: str) -> None:
        """A request from the lobby (JavaScript): start a new table or open a saved one."""
        if len(message) > MAX_MESSAGE_CHARS:  # a file to import, and no record
            i18n.set_language(str(window.fgLobby.language()))
            limit = MAX_JSON_BYTES // 1000
            window.fgLobby.notice(
                tr(
                    "This file cannot be opened: it is too big to be a game record"
                    " (more than {limit} KB).",
                    limit=limit,
                )
            )
            return
        data = json.loads(message)
        if self.review_message(data) or self.across_message(data):
            return
        if data.get("kind") == "rules":  # the lobby's Rules of a game
            if str(data.get("game")) in pygames.GAMES:
                i18n.set_language(str(window.fgLobby.language()))
                self.spawn(self.show_rules(game_id=str(data["game"])))
            return
        if data.get("kind") == "open":
            self.open_saved(str(data.get("key", "")))
            return
        try:
            session = Session.start(
                str(data["game"]),
                int(data["players"]),
                list(data["names"]),
                list(data["seats"]),
                dict(data["options"]),
                new_seed(),
            )
        except ValueError as error:
            window.fgLobby.notice(tr("The game cannot start: {error}", error=error))
            return
        # Friends each on a phone say at once which seats this one plays (or all of them).
        self.open(session, ask=True, new=True)

    def open_saved(self, key: str) -> None:
        session = self.saved_session(key)
        if session is not None:
            self.open(session)

    def show_lobby(self, notice: str = "") -> None:
        self.generation += 1
        self.session = None
        self.crossing = None
        self.replay = None
        self.arrival = None
        i18n.set_language(str(window.fgLobby.language()))
        document.documentElement.lang = i18n.language()
        self.close_dialog()
        self.root.hidden = True
        self.root.innerHTML = ""
        self.announcer.textContent = ""
        self.lobby.hidden = False
        window.history.replaceState(None, "", window.location.pathname)
        window.fgLobby.refresh()
        window.fgLobby.notice(notice)
        document.title = "Fortune Games"

    def open(
        self,
        session: Session,
        notice: tuple[str, str] | None = None,
        ask: bool = False,
        saved: int | None = None,
        new: bool = False,
    ) -> None:
        """Take a table to play (`notice`: a dialog to show on it, such as a game kept apart;
        `new`: a game just started here, whose seats question ticks its first human seat;
        `ask`: a game that came by link, which asks once which seats this device plays;
        `saved`: the moves its save had, whose story since a link that moved on tells)."""
        self.following = False
        self.generation += 1
        self.replay = None
        self.arrival = None
        self.crossing = None
        if session.link_language:
            window.fgLobby.setLanguage(session.link_language)  # the link asked for it
        elif session.shared_language:
            window.fgLobby.visitLanguage(session.shared_language)  # unless the player chose
        session.use_language(str(window.fgLobby.language()))
        self.close_dialog()  # a dialog of the game before is not this one's
        self.pane, self.turned, self.shown = "board", -1, ""  # a new table opens on its board
        self.session = session
        self.lobby.hidden = True
        self.root.hidden = False
        window.fgLobby.notice("")
        window.history.replaceState(None, "", "#play=" + session.key.removeprefix(SAVE_PREFIX))
        document.title = f"{session.game.title}: Fortune Games"
        self.save()
        asked = ask and asks_seats(session)
        told = None if asked else notice
        if told is not None:  # the table waits under the notice: its bots go on when closed
            self.show_dialog(*told, {"data-notice": ""}, close=tr("Go on with this one"))
        if not self.arrive(session, saved):  # the story's end lets the bots go on
            self.render()
            self.schedule()
        if asked:
            self.ask_seats(notice, new=new)
        elif told is None and saved is None and not session.state.history:  # a sent game goes on at
            self.first_howto(session)  # once ("How to play" is a click away); a new one shows it

    # --- drawing -----------------------------------------------------------------------------
    def render(self) -> float:
        """Draw the table as it stands; return how long the motions it started run (ms)."""
        html, shown = self.compose()
        if not html:
            return 0
        motion = self.draw(html)
        shown()
        return motion

    def compose(self) -> tuple[str, Callable[[], None]]:
        """The table's next drawing as it stands, and what to do once it is shown (announce
        the news, place the focus); no drawing without a table. Apart from `draw`, so that the
        bots' pace can make the drawing while the last move is still on the table."""
        session = self.session
        if session is None:
            return "", lambda: None
        if self.replay is not None:
            return self.compose_replay(), lambda: None
        if self.telling() is not None:
            return self.compose_arrival(), lambda: None
        state = session.state
        i18n.set_language(session.language)
        document.documentElement.lang = session.language
        session.standing = bool(bot_delay(window.fgLobby.botDelay()))  # Instant: no standing
        moment = session.moment()  # a round's result, say: before any hand-off
        if moment is None and session.needs_handoff():
            seat = state.to_move
            assert seat is not None  # a hand-over is to the seat to move
            note = getattr(view_module(session.game.id), "handoff_note", None)
            html = handoff(
                session.game.title,
                session.game.id,
                seat,
                session.names,
                len(state.history),
                note(state.view(None), seat) if note else "",
                self.arrival_top(public=True),
                str(window.fgLobby.language()),
            )

            def hand_over() -> None:
                self.announcer.textContent = ""  # the last player's news is not the next one's
                self.focus("[data-reveal]")

            return html, hand_over
        seat = shown_seat(session)  # None while the device is to be handed over
        view = state.view(seat)
        if session.is_bot(state.to_move) or session.autoplay or session.forced():
            view["actions"] = []  # the bot's choices (or the only one) are not to click
        ui = self.ui(seat)
        go_on = ""
        if moment is not None:
            ui.extra["moment"], view["prompt"], go_on = moment
            view["actions"] = []  # the table holds on the moment until the players go on
            held = getattr(view_module(session.game.id), "moment_log", None)
            if held:  # what the move wrote after the moment shows once the players go on
                view["log"], view["log_total"] = held(view)
        parts = drawn_parts(session.game.id, view, ui)
        # A decision made on the board turns a phone to its Board pane, once a move (not again).
        if on_board(
            view["actions"], parts["board"], parts["decision"], parts["roles"]
        ) and self.turned != len(state.history):
            self.pane, self.turned = "board", len(state.history)
        # So does one's own pawn moving, once for each move (a roll made from the Players tab).
        shown = board_to_show(parts["board"])
        if shown and shown != self.shown:
            self.pane, self.shown = "board", shown
        html = table(
            view,
            ui,
            title=session.game.title,
            seats=session.seats,
            message=session.message,
            can_undo=session.can_undo() and not session.autoplay and moment is None,
            solitaire=session.game.min_players == 1 and state.players == 1,
            autoplay=session.autoplay,
            thinking=self.waiting_for(session),
            **parts,
            pane=self.pane,
            top=self.arrival_top() + self.ending(view, ui),
            go_on=go_on,
            mine=session.mine,
            away=away(session),
            chrome=str(window.fgLobby.language()),  # the header reads in the app's language
        )
        return html, lambda: self.announce(session, view)

    def waiting_for(self, session: Session) -> str | None:
        """Who the table waits for while a bot moves."""
        seat = session.state.to_move
        if seat is None or not session.bot_to_move():
            return None
        if session.forced():  # played by link, a human's only legal move plays itself
            return tr("{name} has only one move: it plays itself.", name=seat_ref(seat))
        if not session.is_bot(seat):  # a human's seat, played by autoplay: not "you think"
            return tr("Autoplay is making the moves…")
        return tr("{name} is thinking…", name=seat_ref(seat))  # the table puts the name in

    def draw(self, html: str) -> float:
        """Morph the table into `html` (web/static/table.mjs): what is kept stays the same
        element, so focus, an open list and a scrolled log survive, and what moved can move."""
        return float(window.fgTable.render(self.root, html) or 0)

    def ui(self, seat: int | None) -> UI:
        session = self.session
        assert session is not None
        extra: dict[str, Any] = {"zoom": session.zoom} if session.zoom else {}
        extra["placed"] = session.placed  # the counters that did not move stay put
        if session.hint:
            extra["hint"] = session.hint  # the move the hint found, for the board to show
            extra["hint_latest"] = self.hint_latest  # asked after the selection: brought into view
        extra["by_link"] = session.mine is not None  # played by link: each player on a device
        return UI(names=session.names, seat=seat, selected=session.selected, extra=extra)

    def focus(self, selector: str) -> None:
        node = self.root.querySelector(selector)
        if found(node):
            node.focus()

    # --- input -------------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        if event.target == self.dialog and self.outside_dialog(event):
            self.dialog.close()  # a click on the backdrop closes, as Escape does
            return
        target = event.target.closest(
            "[data-action], [data-select], [data-cmd], [data-open], [data-zoom], [data-replay]"
        )
        if not found(target):
            self.tip(event)
            return
        self.close_tip()  # (a refusal's tip opens again below, at its control)
        command = target.getAttribute("data-cmd") if target.hasAttribute("data-cmd") else None
        if command == "lobby":
            event.preventDefault()
            self.show_lobby()
            return
        if command == "close":
            self.dialog.close()
            return
        if command and str(command).startswith("doc:") and self.session is None:
            self.spawn(self.show_rules(str(command)[4:], self.rules_game))  # from the lobby
            return
        in_dialog = self.dialog.contains(target)
        if self.crossing is not None and (self.root.contains(target) or in_dialog):
            event.preventDefault()
            self.across_click(target)
            return
        if self.session is None or not (self.root.contains(target) or in_dialog):
            return
        event.preventDefault()
        if target.hasAttribute("data-action"):
            code = str(target.getAttribute("data-action"))
            if in_dialog:
                self.dialog.close()
            elif target.hasAttribute("data-confirm"):
                self.confirm(str(target.getAttribute("data-confirm")), code, target)
                return
            if target.hasAttribute("data-with-amount") and not self.typed_first(target):
                return
            why = self.act(code)  # a refusal is said at the control too (issue 29)
            if target.hasAttribute("data-refused") or why:
                self.tell_why(target, why)
        elif target.hasAttribute("data-open"):
            self.open_dialog(str(target.getAttribute("data-open")))
        elif target.hasAttribute("data-replay"):
            self.replay_go(str(target.getAttribute("data-replay")))
        elif target.hasAttribute("data-zoom"):
            self.session.zoom = zoomed(self.session.zoom, str(target.getAttribute("data-zoom")))
            self.render()
        elif target.hasAttribute("data-select"):
            key = str(target.getAttribute("data-select"))
            session = self.session
            session.selected = None if session.selected == key else key
            self.hint_latest = False
            if session.selected and found(self.root.querySelector("[data-select-follows]")):
                # Plinius turns to the counter chosen: from the whole map back to the view that
                # follows it; a hint about another counter gives way (issue 29: both stayed).
                session.zoom = None if session.zoom == "1" else session.zoom
                if session.hint and key not in session.hint.split(":")[1:]:
                    session.hint, session.message = None, ""
            self.render()
        else:
            self.command(str(target.getAttribute("data-cmd")))

    def on_input(self, event: Any) -> None:
        field = event.target
        if field.hasAttribute("data-replay-slider"):
            self.replay_slide(field, settled=False)
        else:
            self.typed(field)

    def on_change(self, event: Any) -> None:
        if event.target.hasAttribute("data-replay-slider"):
            self.replay_slide(event.target, settled=True)
        elif event.target.hasAttribute("data-replay-watch"):
            self.replay_watch(event.target)
        elif event.target.hasAttribute("data-seat-mine") and self.dialog.hasAttribute("data-share"):
            self.share_seats()

    def on_dialog_close(self, _event: Any) -> None:
        """The Share dialog closed: the seats ticked there are this device's, as it said; a
        notice closed: the table it held goes on."""
        if self.session is not None and self.dialog.hasAttribute("data-share"):
            self.share_seats()
        elif self.session is not None and self.dialog.hasAttribute("data-notice"):
            self.schedule()

    def on_key(self, event: Any) -> None:
        if self.replay_key(event):
            return
        if event.key not in ("Enter", " "):
            return
        target = event.target
        if target.tagName == "BUTTON" or not (
            target.hasAttribute("data-action")
            or target.hasAttribute("data-select")
            or target.hasAttribute("data-open")
        ):
            return
        event.preventDefault()
        name = next(
            n for n in ("data-action", "data-open", "data-select") if target.hasAttribute(n)
        )
        same = f'[{name}="{target.getAttribute(name)}"]'
        self.on_click(event)  # SVG elements have no click(): the same handler, by keyboard
        # The board was drawn anew: keep the keyboard where it was, or at the choices.
        if found(self.root.querySelector(same)):
            self.focus(same)
        else:
            self.focus("#actions [data-action], #board [tabindex]")

    def act(self, code: str) -> str:
        """Play `code`; why not, if it is refused (said in the status line too)."""
        session = self.session
        if session is None or self.replay is not None or self.telling() is not None:
            return ""
        if session.bot_to_move() or session.needs_handoff():
            session.message = tr("Please wait: it is not your turn.")
            self.render()
            return str(session.message)
        if away(session) is not None:
            session.message = not_here(session)
            self.render()
            return str(session.message)
        try:
            session.play(code)
        except IllegalAction as error:
            session.message = str(error)
            self.render()
            return str(session.message)
        self.arrival = None  # the story's summary is read: the game goes on
        self.after_move()
        return ""

    def after_move(self) -> None:
        self.save()
        session = self.session
        if session is not None and session.bot_to_move() and self.settles_at_once(session):
            self.schedule()  # the bots left alone settle it first: the table shows the result
            return
        self.schedule(self.render())
        if session is not None and away(session) is not None:
            self.focus('[data-cmd="send"]')  # the game goes to another device: send it now

    def command(self, name: str) -> None:
        session = self.session
        assert session is not None
        if self.review_command(name) or self.arrival_command(name):
            return
        if name == "reveal":
            session.reveal()
            self.render()
        elif name == "undo":
            try:
                session.undo()
            except ValueError as error:
                session.message = str(error)
            self.save()
            self.render()
        elif name == "share":
            self.share()
        elif name == "send":
            self.share(sheet_now=True)
        elif name == "share-go":
            self.share_go()
        elif name == "share-copy" and self.share_seats():
            self.share_copy()
        elif name == "seats":
            self.ask_seats()
        elif name in ("seats-go", "seats-all"):
            self.seats_go(everyone=name == "seats-all")
        elif name == "play-once" and away(session) is not None:
            who = seat_ref(away(session) or 0)
            question = tr(
                "{who} plays on their own device. Make {who}'s moves on this one until another"
                " player is to move?",
                who=who,
            )
            label = tr("Play for {who}", who=who)
            go = (
                f'<p><button type="button" class="primary" data-cmd="play-once-go">'
                f"{named(label, session.names)}</button></p>"
            )
            self.show_dialog(
                plain_named(label, session.names),
                f"<p>{named(question, session.names)}</p>{go}",
                {"data-once": ""},
                close=tr("Cancel"),
            )
        elif name == "play-once-go":
            self.close_dialog()
            play_once(session)
            if session.once is not None:
                session.message = tr(
                    "This device makes {who}'s moves now, until another player is to move.",
                    who=seat_ref(session.once),
                )
            self.render()
            self.focus("#decision [data-action], #board [data-action]")
        elif name.startswith("open-save:"):
            self.open_saved(name[len("open-save:") :])
        elif name == "new-again" and self.new_link:
            self.open_new_link(self.new_link, again=True)
        elif name == "rules":
            self.spawn(self.show_rules())
        elif name.startswith("doc:"):
            self.spawn(self.show_rules(name[4:]))
        elif name == "hint":
            self.spawn(self.hint())
        elif name.startswith("pane:"):
            self.pane = name[5:]
            self.render()
        elif name == "moment":
            session.go_on()
            self.generation += 1  # a table of bots alone waiting out the moment stops waiting
            self.render()
            self.schedule()
            self.focus("#board [data-action], #decision [data-action], [data-reveal]")
        elif name == "autoplay":
            session.autoplay = not session.autoplay
            self.render()
            self.schedule()

    async def hint(self) -> None:
        session = self.session
        if session is None or session.state.over:
            return
        generation = self.generation
        session.message = tr("Looking for a good move…")
        self.render()
        hinter = session.game.hint_bot
        bot = hinter() if hinter else SearchBot(iterations=100_000, seconds=HINT_SECONDS)
        code = await self.think(bot, generation)
        if code is None or generation != self.generation:
            return
        session.hint, self.hint_latest = code, True
        session.message = tr("Hint: {move}", move=session.state.describe(code))
        self.render()


def start() -> App:
    app = App()
    app.bind()
    app.route(str(window.location.hash))
    return app
