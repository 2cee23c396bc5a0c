"""Nothing is lost (docs/rulings.md): how a game opens from a link or a file beside the game
saved on this device (continued, or kept apart as a game of its own with a notice), and how a
tab saves, follows another tab's saves and never writes over one it has not seen. A mixin of
App (web/app.py); the decisions are in web/saves.py.
"""

from __future__ import annotations

from typing import Any

from js import document, window
from pyodide.ffi import create_proxy

import pygames
from pygames.core import Record, RecordError, i18n
from pygames.core.i18n import tr
from pygames.core.record import MAX_BRANCH, decode_link

from .host import ENTROPY, Host, new_seed
from .review import found
from .saves import APART, apart_branch, moves_of, record_from_save, saves_of, standing
from .seats import adopt
from .session import Session, parse_new_link, parse_shared_link
from .views.common import esc


class Keeping(Host):
    """Mixin of App: links, files and tabs beside the saved game."""

    # Kept by App: the table on screen, the replay shown, the counter bumped whenever the table
    # changes hands, the proxies kept alive, whether this tab follows another's saves, and the
    # #new link whose game was found saved ("start it again" uses it).
    session: Session | None
    replay: Any
    generation: int
    proxies: list[Any]
    following: bool
    new_link: str

    def open_new_link(self, fragment: str, again: bool = False) -> None:
        """A link that starts a game. Its game may be saved here already (a link with a seed,
        bookmarked or opened twice): then it goes on where it stood, never wiped; `again`
        starts it anew beside the saved one, as a game of its own."""
        try:
            session = parse_new_link(fragment, new_seed())
        except ValueError as error:
            self.show_lobby(tr("This link cannot start a game: {error}", error=error))
            return
        kept = self.stored(session.key)
        if kept is not None and not again:
            saved = self.saved_session(session.key) if moves_of(kept) is not None else None
            if saved is not None:
                saved.link_language = session.link_language
                self.new_link = fragment
                title = tr("This game is already on this device")
                text = tr(
                    "This link started a game that is saved here: it goes on where it stood, at"
                    " move {number}.",
                    number=len(saved.state.history),
                )
                again_button = (
                    f'<p><button type="button" data-cmd="new-again">'
                    f"{esc(tr('Start it again as a game of its own'))}</button></p>"
                )
                self.open(saved, (title, f"<p>{esc(text)}</p>{again_button}"))
                return
        if kept is not None:  # damaged, or started again: the saved one stays as it is
            session.branch = ENTROPY.randrange(1, MAX_BRANCH)
        self.open(session)

    def keep_apart(self, session: Session) -> tuple[str, str] | None:
        """Give a game that opens (a link, a file) a save of its own when the save of its table
        is further on or went another way (docs/rulings.md: nothing is lost); then the notice
        that says so, with a way to open the saved one: (title, body)."""
        key = session.key
        kept = self.stored(key)
        if standing(kept, session.record()) != APART:
            return None
        session.branch = apart_branch(session.record())
        while standing(self.stored(session.key), session.record()) == APART:
            session.branch = ENTROPY.randrange(1, MAX_BRANCH)  # that one went on apart too
        moves, here = moves_of(kept), len(session.state.history)
        session.apart_from = moves
        session.message = tr(
            "A game of its own, kept apart from the same game saved here (at move {number}).",
            number=moves if moves is not None else "?",
        )
        if moves is None:
            text = tr(
                "A damaged save of this game is on this device; this game, at move {here}, is"
                " kept apart from it.",
                here=here,
            )
        elif moves > here and session.record().history == record_from_save(kept).history[:here]:
            text = tr(
                "This device has this game further on, at move {number}. The game as it opens"
                " here, at move {here}, is kept apart as a game of its own: nothing of either"
                " is lost.",
                number=moves,
                here=here,
            )
        else:
            text = tr(
                "This device has this game at move {number}, where it went another way. The"
                " game as it opens here, at move {here}, is kept apart as a game of its own:"
                " nothing of either is lost.",
                number=moves,
                here=here,
            )
        button = ""
        if moves is not None:
            button = (
                f'<p><button type="button" class="primary" data-cmd="open-save:{esc(key)}">'
                f"{esc(tr('Open the game at move {number}', number=moves))}</button></p>"
            )
        return tr("Kept as a game of its own"), f"<p>{esc(text)}</p>{button}"

    def open_link(self, fragment: str) -> None:
        """A shared game; it reads in the language it was shared in, unless the player chose
        one on this device."""
        try:
            link, language = parse_shared_link(fragment)
            if language:
                window.fgLobby.visitLanguage(language)
                i18n.set_language(str(window.fgLobby.language()))
            record = decode_link(link, pygames.GAMES)
        except ValueError as error:  # a RecordError too
            self.show_lobby(tr("This link cannot be opened: {error}", error=error))
            return
        try:
            session = Session.open(record)
            session.shared_language = language
            kept = self.stored(session.key)  # as this device last had it, before it is saved
            # The seats this device said it plays in this game (kept apart or not: the same
            # device, the same players).
            adopt(session, kept)
            notice = self.keep_apart(session)
            # A link that continues the save arrives with the story of the moves since.
            self.open(session, notice, ask=True, saved=None if notice else moves_of(kept))
        except RecordError as error:
            self.show_lobby(tr("This link cannot be opened: {error}", error=error))
            if error.valid_moves:
                self.offer_before(record, error.valid_moves)

    def offer_before(self, record: Record, moves: int) -> None:
        """Offer to open a damaged game as it stood before its first bad move."""
        record.history = record.history[:moves]
        button = document.createElement("button")
        button.type = "button"
        button.className = "primary"
        button.textContent = tr("Open the game as it stood before move {number}", number=moves + 1)
        button.setAttribute("data-open-before", str(moves))

        def open_before(_event: Any) -> None:
            session = Session.open(record)
            adopt(session, self.stored(session.key))
            self.open(session, self.keep_apart(session), ask=True)

        proxy = create_proxy(open_before)
        self.proxies.append(proxy)
        button.addEventListener("click", proxy)
        document.getElementById("notice").appendChild(button)

    def save(self) -> None:
        """Save the table after its last action, unless another tab saved this game since this
        one last read or wrote it: then this tab takes that newer table instead of writing its
        older one over it (docs/rulings.md: nothing is lost)."""
        session = self.session
        if session is None:
            return
        previous = self.stored(session.key)
        written = saves_of(previous)
        if session.revision is not None and written != session.revision and previous:
            self.take_from_other_tab(previous)
            return
        session.revision = written + 1
        try:
            window.localStorage.setItem(session.key, session.save_entry(previous))
        except Exception:
            session.message = tr(
                "This game could not be saved: the browser's storage is full or blocked."
                " Play goes on; use Share to keep a link to it."
            )

    def on_storage(self, event: Any) -> None:
        """Another tab saved a game: if it is this one, show it as it stands there."""
        session = self.session
        if session is None or not found(event.key) or str(event.key) != session.key:
            return
        if not found(event.newValue) or self.replay is not None:
            return  # deleted there, or looked back on here: checked again before this tab saves
        text = str(event.newValue)
        if saves_of(text) != session.revision:
            self.take_from_other_tab(text)

    def lead(self) -> None:
        """This tab is used again: if it was following another's saves, its bots play on."""
        if self.following:
            self.following = False
            self.schedule()

    def catch_up(self) -> None:
        """Take the game as another tab saved it, if it moved on there while this tab was not
        listening (looking back)."""
        session = self.session
        text = self.stored(session.key) if session is not None else None
        if session is not None and text and saves_of(text) != session.revision:
            self.take_from_other_tab(text)

    def take_from_other_tab(self, text: str) -> None:
        """Show the game as another tab saved it, which is newer than this tab's table."""
        old = self.session
        assert old is not None
        try:
            session = Session.open(record_from_save(text), respell=True)
        except RecordError:
            old.revision = None  # a damaged save is not a game: this tab's table is kept
            self.save()
            return
        if session.state.history == old.state.history:  # opened there, not moved on
            old.revision = saves_of(text)
            return
        session.revision = saves_of(text)
        adopt(session, text)  # the seats this device plays, as the other tab last said
        session.language, session.shared_language = old.language, old.shared_language
        session.zoom, session.moment_seen = old.zoom, old.moment_seen
        session.message = tr(
            "This game moved on in another tab: here it is as it stands there, at move {number}.",
            number=len(session.state.history),
        )
        self.generation += 1  # this tab's bots stop: they were thinking on the older table
        self.session = session
        # The tab played in plays the bots: this one follows its saves until it is used.
        self.following = True
        self.render()
