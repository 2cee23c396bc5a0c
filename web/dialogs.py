"""The controller's dialogs: a card or a panel the table opens, asking before a step a player
may regret, sharing the game by a link, and the rulebook. A mixin of `App` (web/app.py), with
which it shares the DOM and its one `<dialog>`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# The browser's own fetch: importing pyodide.http costs about 0.1 s of start-up.
from js import Object, document, fetch, window
from pyodide.ffi import to_js

import pygames
from pygames.core import encode_link, i18n
from pygames.core.i18n import tr

from .host import Host
from .replay import Replay
from .review import found
from .seats import away, choose, handover, shown_seat
from .session import Session, document_labels, documents
from .views.common import UI, esc, plain_named
from .views.rulebook import document_html, english_only_note
from .views.shell import seats_dialog, share_dialog, view_module


class Dialogs(Host):
    """Mixin of App: what the table shows in its dialog."""

    # Kept by App: the table on screen, the replay shown (None: the live table), the dialog.
    session: Session | None
    replay: Replay | None
    dialog: Any
    rules_game: str | None  # the game whose rules the dialog shows, for its documents' tabs

    # --- what it asks of App (web/app.py), which defines each -------------------------------

    def ui(self, seat: int | None) -> UI:
        """The words and pictures of the table for `seat`."""
        raise NotImplementedError

    # From Review (web/review.py): a line of news in the open dialog, the focus put in it.
    dialog_note: Callable[[str], None]
    focus_in_dialog: Callable[[str], None]
    show_tip: Callable[[str, float, float], None]  # a short text over the page, at a place

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
            seat = shown_seat(session)
            view = session.state.view(seat)
            if session.bot_to_move() or away(session) is not None:
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
        own button applies it, Close or Escape leaves everything as it was. The button says
        its `data-confirm-label` where its own words would not do (a card's hidden name)."""
        label = (
            str(button.getAttribute("data-confirm-label") or "")
            or str(button.textContent).strip()
            or str(button.getAttribute("aria-label") or "")
        )
        body = (
            f'<p><button type="button" class="primary" data-action="{esc(code)}">'
            f"{esc(label)}</button></p>"
        )
        self.show_dialog(question, body, {"data-confirm-for": code}, close=tr("Cancel"))

    def tell_why(self, control: Any, reason: str = "") -> None:
        """A control drawn closed (`data-refused`) or refused was clicked: the reason beside it
        flashes (the status line atop the panel may lie out of sight, as from the Players
        pane); a control with no reason beside it (a chip's "+") shows it in a tip at itself
        (issue 29: a refusal said nothing on screen where the player looked)."""
        named_by = str(control.getAttribute("aria-describedby") or "")
        why: Any = document.getElementById(named_by) if named_by else None
        if found(why):
            why.classList.remove("told")
            _ = why.offsetWidth  # a reflow, so that the flash plays again on a second click
            why.classList.add("told")
            return
        text = reason or str(control.getAttribute("title") or "")
        box = control.getBoundingClientRect()
        if text and box.width:  # (a control no longer drawn: the status line says it)
            self.show_tip(text, box.left, box.bottom + 4)

    def share(self, sheet_now: bool = False) -> None:
        """The Share dialog: whom the link goes to next and why, the link, and its buttons
        (Copy, and where the browser has a share sheet, one that opens it); `sheet_now` (the
        table's "Send to Bo", a tap that sends) opens the sheet at once, over the dialog, or
        copies the link. Opened from the header it copies nothing: "The link is copied." showed
        before the player tapped Copy (the eleventh review)."""
        session = self.session
        assert session is not None
        link = self.share_link()
        game = session.game
        sheet = found(getattr(window.navigator, "share", None))
        self.show_dialog(
            *share_dialog(
                link,
                game.hidden_information,
                game.shuffled_cards,
                handover(session),
                session.names,
                sheet,
            ),
            {"data-share": ""},
            close=tr("Close"),
        )
        field = self.dialog.querySelector("#share-link")
        field.select()
        if sheet and sheet_now:
            self.share_sheet(link)
        elif sheet_now:
            self.copy_link(link, tr("The link is copied."))

    def share_link(self) -> str:
        session = self.session
        assert session is not None
        return (
            f"{window.location.origin}{window.location.pathname}"
            f"#g={encode_link(session.record())}&lang={session.language}"
        )

    def share_go(self) -> None:
        """The Share dialog's own button: the seats ticked become this device's (a game that
        goes on by link from here), then the share sheet opens, or the link is copied."""
        if not self.share_seats():
            return
        if found(getattr(window.navigator, "share", None)):
            self.share_sheet(self.share_link())
            return
        self.share_copy()

    def share_copy(self) -> None:
        self.copy_link(self.share_link(), tr("The link is copied."))

    def share_seats(self) -> bool:
        """The seats ticked in the Share dialog become this device's, as they are ticked (and
        again by its button); False, with the reason shown, when none is ticked."""
        session = self.session
        assert session is not None
        boxes = self.dialog.querySelectorAll("input[data-seat-mine]")
        if not boxes.length:
            return True
        ticked = [int(box.getAttribute("data-seat-mine")) for box in boxes if box.checked]
        try:
            choose(session, ticked)
        except ValueError as error:
            self.dialog_note(str(error))
            return False
        self.save()
        self.render()
        self.schedule()  # a move with one choice now plays itself here
        return True

    def share_sheet(self, link: str) -> None:
        """The phone's share sheet for this table's link, saying whom it goes to next."""
        session = self.session
        assert session is not None
        found_next = handover(session)
        text = ""
        if found_next is not None and found_next.to and found_next.reason:
            text = plain_named(found_next.reason, session.names)
        self.send_link(link, session.game.title, text, tr("The link is copied."))

    # --- a link on its way: the share sheet, else the clipboard (this table's, across devices)
    def send_link(self, link: str, title: str, text: str, copied: str) -> None:
        """The share sheet where the browser has one, called while the tap's activation lasts;
        refused (no activation, no share target), the link is copied and the dialog says
        `copied`; a player who cancels it is back at the dialog, and that is no error."""
        if not found(getattr(window.navigator, "share", None)):
            self.copy_link(link, copied)
            return
        data = to_js({"title": title, "text": text, "url": link}, dict_converter=Object.fromEntries)
        try:
            promise = window.navigator.share(data)
        except Exception:
            self.copy_link(link, copied)
            return
        self.spawn(self.shared(promise, link, copied))

    async def shared(self, promise: Any, link: str, copied: str) -> None:
        try:
            await promise
        except Exception as error:
            # Cancelled: the dialog stays as it was, and that is no error; refused (no share
            # target, say): the link is copied instead.
            if getattr(error, "name", "") != "AbortError":
                self.copy_link(link, copied)

    def copy_link(self, link: str, copied: str) -> None:
        """The link copied where the browser lets it, the dialog saying `copied`; else selected
        in the dialog's field for the player to copy."""
        clipboard = getattr(window.navigator, "clipboard", None)
        if found(clipboard):
            self.spawn(self.copy(clipboard, link, copied))
        else:
            self.dialog.querySelector("#share-link").select()

    async def copy(self, clipboard: Any, link: str, copied: str) -> None:
        try:
            await clipboard.writeText(link)
        except Exception:
            return  # the link stays selected in the dialog for the player to copy
        if found(self.dialog.querySelector("[data-copied]")):
            return
        note = document.createElement("p")
        note.setAttribute("data-copied", "")
        note.setAttribute("role", "status")
        note.textContent = copied
        self.dialog.insertBefore(note, self.dialog.lastChild)

    def ask_seats(self, notice: tuple[str, str] | None = None, new: bool = False) -> None:
        """Which seats this device plays, asked once of a game that came by link (with the
        notice the link brought, a game kept apart, above), the seat to move ticked; of a `new`
        game, its first human seat (whoever draws first, the one starting it sits there)."""
        session = self.session
        assert session is not None
        title, body = seats_dialog(
            tuple(session.humans),
            session.humans[0] if new else session.state.to_move,
            session.names,
            f"<p><strong>{esc(notice[0])}</strong></p>{notice[1]}" if notice else "",
        )
        attrs = {"data-seats": ""} | ({"data-notice": ""} if notice else {})
        self.show_dialog(title, body, attrs, close=tr("Not now"))
        self.focus_in_dialog('[data-cmd="seats-go"]')

    def seats_go(self, everyone: bool) -> None:
        """The seats dialog answered: the ticked seats, or all of them (pass-and-play)."""
        session = self.session
        assert session is not None
        boxes = self.dialog.querySelectorAll("input[data-seat-mine]")
        ticked = [int(box.getAttribute("data-seat-mine")) for box in boxes if box.checked]
        try:
            choose(session, None if everyone else ticked)
        except ValueError as error:
            self.dialog_note(str(error))
            return
        self.dialog.close()
        self.save()
        self.render()
        self.schedule()  # a move with one choice now plays itself here

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
            body = english_only_note(name, game.languages) + document_html(
                name, text, document_labels(game, papers)
            )
        self.show_dialog(tr("Rules of {game}", game=game.title), nav + body)
