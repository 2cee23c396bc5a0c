"""What a screen reader hears: the news of the log and a new message, said once through the
page's live region. A mixin of App (web/app.py)."""

from __future__ import annotations

from typing import Any

from js import window
from pyodide.ffi import create_once_callable

from .host import Host
from .session import Session
from .views.common import FSI, PDI, plain_named

# A line stays in the live region this long at most, then goes: the page's text holds it once, in
# the log (a reviewer read "Player 3 has chosen 5 cards to pass" twice while Player 4 chose, the
# region holding it 6 s). A screen reader takes the words as the region changes.
HUSH_MS = 1500
UNISOLATED = {ord(FSI): None, ord(PDI): None}  # a name's isolates, heard as stray characters


class Announcing(Host):
    """Mixin of App: the live region's words."""

    # Kept by App: the live region, and the table, log lines and message last announced.
    announcer: Any
    heard: tuple[str, int, str]

    def announce(self, session: Session, view: dict[str, Any]) -> None:
        """Say what is new in the log, and a new message, through the page's live region.

        The table is drawn anew on every move, so a live region inside it would be a new element
        each time, and screen readers announce changes to a live region, not new ones.
        """
        key, heard, said = self.heard
        total = view["log_total"]
        message = plain_named(session.message, session.names)
        self.heard = (session.key, total, message)
        if key != session.key:
            return  # a table just opened: its past is not news
        fresh = view["log"][len(view["log"]) - min(max(total - heard, 0), len(view["log"])) :]
        lines = [plain_named(line, session.names) for line in fresh]
        if message and message != said:
            lines.append(message)
        if lines:  # said once, no isolates (stray characters) and gone once said (issue 29)
            text = self.announcer.textContent = " ".join(lines).translate(UNISOLATED)
            window.setTimeout(create_once_callable(lambda: self.hush(text)), HUSH_MS)
        else:  # the table moved on with nothing new to say: what was said is gone too
            self.announcer.textContent = ""

    def hush(self, text: str) -> None:
        if self.announcer.textContent == text:
            self.announcer.textContent = ""
