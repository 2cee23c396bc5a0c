"""What a start of the app imports that touches no browser: the rules of every registered game,
their views and the session. The snapshot worker (web/static/snapshot-worker.mjs) imports them
into an interpreter of its own and keeps a memory snapshot of it, so that a later start restores
them instead of compiling them again. Nothing here may import `js` or PyScript: the snapshot can
only hold Python, and is taken outside the page.
"""

from __future__ import annotations

import importlib
import random
import sys
from contextlib import suppress

import pygames


def preload() -> list[str]:
    """Import every game's rules and view, and the session; return the modules now loaded."""
    for game_id in list(pygames.GAMES):
        pygames.game(game_id)
        with suppress(ModuleNotFoundError):  # a game drawn by the shell's plain board
            importlib.import_module(f"web.views.{game_id}")
    importlib.import_module("web.session")
    importlib.import_module("web.views.shell")
    return sorted(name for name in sys.modules if name.startswith(("pygames", "web")))


def after_restore() -> None:
    """What must not be the same in every start restored from one snapshot: the global random
    generator was seeded when the snapshot was taken, so seed it again from the system."""
    random.seed()
