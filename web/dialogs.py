"""The controller's dialogs: a card or a panel the table opens, asking before a step a player
may regret, sharing the game by a link, and the rulebook. A mixin of `App` (web/app.py), with
which it shares the DOM and its one `<dialog>`.
"""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any

# The browser's own fetch: importing pyodide.http costs about 0.1 s of start-up.
from js import document, fetch, window

import pygames
from pygames.core import encode_link, i18n
from pygames.core.i18n import tr

from .replay import Replay
from .review import found
from .session import Session, documents
from .views.common import UI, esc
from .views.rulebook import document_html
from .views.shell import share_dialog, view_module


class Dialogs:
    """Mixin of App: what the table shows in its dialog."""

    # Kept by App: the table on screen, the replay shown (None: the live table), the dialog.
    session: Session | None
    replay: Replay | None
    dialog: Any
    rules_game: str | None  # the game whose rules the dialog shows, for its documents' tabs

    # --- what it asks of App (web/app.py), which defines each -------------------------------
    def spawn(self, coroutine: Coroutine[Any, Any, Any]) -> None:
        """Run a coroutine beside the page."""
        raise NotImplementedError

    def ui(self, seat: int | None) -> UI:
        """The words and pictures of the table for `seat`."""
        raise NotImplementedError

    # --- the dialog --------------------------------------------------------------------------
    def outside_dialog(self, event: Any) -> bool:
        box = self.dialog.getBoundingClientRect()
        x, y = event.clientX, event.clientY
        return not (box.left <= x <= box.right and box.top <= y <= box.bottom)

    def open_dialog(self, key: str) -> None:
        """A card or a panel the table opens in a dialog (the view module's `dialog`)."""
        session = self.session
        assert session is not None
        module = view_module(session.game.id)
        make = getattr(module, "dialog", None)
        if make is None:
            return
        if self.replay is not None:  # a card of the step looked back on, to read only
            seat = self.replay.seat()
            view = self.replay.table.view(seat)
            view["actions"] = []
        else:
            seat = session.display_seat()
            view = session.state.view(seat)
            if session.bot_to_move():
                view["actions"] = []
        found_dialog = make(view, self.ui(seat), key)
        if found_dialog is None:
            return
        title, body, attrs = found_dialog
        self.show_dialog(title, body, attrs)

    def close_dialog(self) -> None:
        if self.dialog.open:
            self.dialog.close()

    def show_dialog(
        self,
        title: str,
        body: str,
        attrs: dict[str, str] | None = None,
        close: str | None = None,
    ) -> None:
        for name in list(self.dialog.getAttributeNames()):
            if str(name).startswith("data-"):
                self.dialog.removeAttribute(name)
        for name, value in (attrs or {}).items():
            self.dialog.setAttribute(name, value)
        self.dialog.innerHTML = (
            f'<h2 id="dialog-title">{esc(title)}</h2>{body}'
            f'<p><button type="button" data-cmd="close" class="{"" if close else "primary"}">'
            f"{esc(close or tr('Close'))}</button></p>"
        )
        self.dialog.setAttribute("aria-labelledby", "dialog-title")
        if not self.dialog.open:
            self.dialog.showModal()

    def confirm(self, question: str, code: str, button: Any) -> None:
        """Ask before a step a player may regret (ending a turn without rolling): the dialog's
        own button applies it, Close or Escape leaves everything as it was."""
        label = str(button.textContent).strip() or str(button.getAttribute("aria-label") or "")
        body = (
            f'<p><button type="button" class="primary" data-action="{esc(code)}">'
            f"{esc(label)}</button></p>"
        )
        self.show_dialog(question, body, {"data-confirm-for": code}, close=tr("Cancel"))

    def share(self) -> None:
        session = self.session
        assert session is not None
        link = (
            f"{window.location.origin}{window.location.pathname}"
            f"#g={encode_link(session.record())}&lang={session.language}"
        )
        game = session.game
        self.show_dialog(*share_dialog(link, game.hidden_information, game.shuffled_cards))
        field = self.dialog.querySelector("#share-link")
        field.select()
        clipboard = getattr(window.navigator, "clipboard", None)
        if found(clipboard):
            self.spawn(self.copy(clipboard, link))

    async def copy(self, clipboard: Any, link: str) -> None:
        try:
            await clipboard.writeText(link)
        except Exception:
            return  # the link stays selected in the dialog for the player to copy
        note = document.createElement("p")
        note.textContent = tr("The link is copied.")
        self.dialog.insertBefore(note, self.dialog.lastChild)

    async def show_rules(self, name: str | None = None, game_id: str | None = None) -> None:
        """The rulebook (and the game's other documents: a board file, a translation), one
        click away, at the table or, for `game_id`, from the lobby; Markdown files are shown
        rendered."""
        if game_id is not None:
            game = pygames.GAMES[game_id]
            language = i18n.language() if i18n.language() in game.languages else "en"
            papers = documents(game, language)
        else:
            assert self.session is not None
            game, papers = self.session.game, self.session.documents()
        self.rules_game = game.id
        name = name if name in {file for _label, file in papers} else papers[0][1]
        try:
            response = await fetch(f"./rules/{name}")
            text = str(await response.text()) if response.ok else None
        except Exception:
            text = None
        tabs = "".join(
            f'<button type="button" data-cmd="doc:{esc(file)}"'
            f' aria-pressed="{"true" if file == name else "false"}">{esc(tr(label))}</button>'
            for label, file in papers
        )
        nav = f'<nav class="doc-tabs">{tabs}</nav>' if len(papers) > 1 else ""
        if text is None:
            body = f"<p>{esc(tr('The rulebook could not be loaded.'))}</p>"
        else:
            body = document_html(name, text)
        self.show_dialog(tr("Rules of {game}", game=game.title), nav + body)
