"""What the mixins of App (web/bots.py, web/dialogs.py, web/review.py, web/arriving.py) ask
of App (web/app.py), declared once: each mixin derives from `Host`, and App, which derives
from them all, defines each (mypy checks the calls; Host stands last in App's order, so none
of these ever answers in App's stead)."""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any


class Host:
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

    def save(self) -> None:
        """Save the table after its last action."""
        raise NotImplementedError
