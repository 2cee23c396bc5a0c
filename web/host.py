"""What the mixins of App (web/bots.py, web/dialogs.py, web/review.py, web/arriving.py,
web/crossing.py) ask of App (web/app.py) and of one another, declared once: each mixin
derives from `Host`, and App, which derives from them all, defines each (mypy checks the
calls; Host stands last in App's order, so none of these ever answers in App's stead)."""

from __future__ import annotations

import random
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .session import Session
    from .views.common import UI

# The browser's crypto randomness, for new seeds (`secrets` costs start-up time under Pyodide).
ENTROPY = random.SystemRandom()


def new_seed() -> int:
    return ENTROPY.randrange(2**53)


class Host:
    def open(
        self,
        session: Session,
        notice: tuple[str, str] | None = None,
        ask: bool = False,
        saved: int | None = None,
        new: bool = False,
    ) -> None:
        """Put `session`'s table on screen (see App.open)."""
        raise NotImplementedError

    def show_lobby(self, notice: str = "") -> None:
        """Leave the table for the lobby, with `notice` shown there."""
        raise NotImplementedError

    def stored(self, key: str) -> str | None:
        """What localStorage holds under `key` (None: nothing, or storage refused)."""
        raise NotImplementedError

    def saved_session(self, key: str) -> Session | None:
        """The saved game under `key`, opened (None, the lobby saying why, if it cannot be)."""
        raise NotImplementedError

    def show_dialog(
        self,
        title: str,
        body: str,
        attrs: dict[str, str] | None = None,
        close: str | None = None,
    ) -> None:
        """Open the dialog with `title` and `body`."""
        raise NotImplementedError

    def render(self) -> float:
        """Draw the table; how long the motions it started run (ms)."""
        raise NotImplementedError

    def schedule(self, shown: float = 0) -> None:
        """Let the bots (and moves with one choice) play if one is to move, after `shown` ms."""
        raise NotImplementedError

    def spawn(self, coroutine: Coroutine[Any, Any, Any]) -> None:
        """Run a coroutine beside the page, keeping a reference until it ends."""
        raise NotImplementedError

    def focus(self, selector: str) -> None:
        """Move the keyboard focus to the element `selector` finds."""
        raise NotImplementedError

    def act(self, code: str) -> str:
        """Apply `code` for the seat to move, as a click on its control does; why not, if it is
        refused."""
        raise NotImplementedError

    def ui(self, seat: int | None) -> UI:
        """The words and pictures of the table for `seat`."""
        raise NotImplementedError

    def save(self) -> None:
        """Save the table after its last action."""
        raise NotImplementedError

    def send_link(self, link: str, title: str, text: str, copied: str) -> None:
        """The share sheet for `link`, else the link copied, the dialog saying `copied` (see
        Dialogs.send_link)."""
        raise NotImplementedError

    async def show_rules(self, name: str | None = None, game_id: str | None = None) -> None:
        """The rulebook (see Dialogs.show_rules)."""
        raise NotImplementedError

    def show_howto(self, game_id: str) -> None:
        """How to play here (see Review.show_howto)."""
        raise NotImplementedError
