"""What a start of the app imports that touches no browser: the rules of every registered game,
their views, the session and the controller's pure helpers. The snapshot worker
(web/static/snapshot-worker.mjs) imports them into an interpreter of its own and keeps a memory
snapshot of it, so that a later start restores them instead of compiling them again.

The controller's own modules (web/app.py and its mixins) import `js` and cannot be imported in a
snapshot, which holds only Python and is taken outside the page. They are compiled instead: their
code objects stay in the snapshot, and a finder hands them to the page's import, which then only
runs them (compiling them was most of a restored start's import of web.app).
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import random
import sys
from collections.abc import Sequence
from contextlib import suppress
from pathlib import Path
from types import CodeType, ModuleType

import pygames
import web

# The pure modules the controller imports (each is checked pure by tests/web/test_preload.py).
PURE = (
    "web.session",
    "web.views.shell",
    "web.across",
    "web.arrival",
    "web.replay",
    "web.views.arrival",
    "web.views.howto",
    "web.views.markdown",
    "web.views.rulebook",
)


class CompiledLoader(importlib.machinery.SourceFileLoader):
    """A source module whose code was compiled ahead, in the snapshot."""

    def __init__(self, fullname: str, path: str, code: CodeType) -> None:
        super().__init__(fullname, path)
        self.code = code

    def get_code(self, fullname: str) -> CodeType:
        return self.code


class Compiled(importlib.abc.MetaPathFinder):
    """Finds the modules compiled ahead, by name; any other is left to the usual finders."""

    def __init__(self) -> None:
        self.code: dict[str, tuple[str, CodeType]] = {}

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        found = self.code.get(fullname)
        if found is None:
            return None
        origin, code = found
        return importlib.util.spec_from_file_location(
            fullname, origin, loader=CompiledLoader(fullname, origin, code)
        )


COMPILED = Compiled()


def preload() -> list[str]:
    """Import every game's rules and view and the pure modules, compile the rest of web/; return
    the modules now loaded."""
    for game_id in list(pygames.GAMES):
        pygames.game(game_id)
        with suppress(ModuleNotFoundError):  # a game drawn by the shell's plain board
            importlib.import_module(f"web.views.{game_id}")
    for name in PURE:
        importlib.import_module(name)
    compile_the_rest()
    return sorted(name for name in sys.modules if name.startswith(("pygames", "web")))


def compile_the_rest() -> None:
    """Compile every module of web/ that is not imported, and let COMPILED find them."""
    root = Path(web.__file__).parent
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if name in sys.modules or name == "web.main":
            continue
        COMPILED.code[name] = (
            str(path),
            compile(path.read_bytes(), str(path), "exec", dont_inherit=True),
        )
    if COMPILED not in sys.meta_path:
        sys.meta_path.insert(0, COMPILED)


def after_restore() -> None:
    """What must not be the same in every start restored from one snapshot: the global random
    generator was seeded when the snapshot was taken, so seed it again from the system."""
    random.seed()
