"""What a start of the app imports that touches no browser: the rules of every registered game,
their views, the session and the controller's pure helpers. The snapshot worker
(web/static/snapshot-worker.mjs) imports them into an interpreter of its own and keeps a memory
snapshot of it, so that a later start restores them instead of compiling them again.

The controller's own modules (web/app.py and its mixins) import `js` and cannot be imported in a
snapshot, which holds only Python and is taken outside the page. They are compiled instead: their
code objects stay in the snapshot, and a finder hands them to the page's import, which then only
runs them (compiling them was most of a restored start's import of web.app). So is PyScript's own
Python package, whose files the page hands to the snapshot worker as PyScript wrote them.
"""

from __future__ import annotations

import hashlib
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
    """Finds the modules compiled ahead, by name, while their file is the one compiled; any
    other is left to the usual finders."""

    def __init__(self) -> None:
        self.code: dict[str, tuple[str, bytes, CodeType]] = {}

    def add(self, name: str, path: Path) -> None:
        source = path.read_bytes()
        code = compile(source, str(path), "exec", dont_inherit=True)
        self.code[name] = (str(path), digest(source), code)

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        found = self.code.get(fullname)
        if found is None:
            return None
        origin, compiled_from, code = found
        try:
            if digest(Path(origin).read_bytes()) != compiled_from:
                return None
        except OSError:
            return None
        return importlib.util.spec_from_file_location(
            fullname, origin, loader=CompiledLoader(fullname, origin, code)
        )


def digest(source: bytes) -> bytes:
    return hashlib.blake2b(source, digest_size=16).digest()


COMPILED = Compiled()


def preload(packages: Sequence[str] = ()) -> list[str]:
    """Import every game's rules and view and the pure modules; compile the rest of web/ and the
    packages named (folders: PyScript's own, which the page hands over); return the modules now
    loaded."""
    for game_id in list(pygames.GAMES):
        pygames.game(game_id)
        with suppress(ModuleNotFoundError):  # a game drawn by the shell's plain board
            importlib.import_module(f"web.views.{game_id}")
    for name in PURE:
        importlib.import_module(name)
    for folder in (Path(web.__file__).parent, *map(Path, packages)):
        compile_package(folder)
    if COMPILED not in sys.meta_path:
        sys.meta_path.insert(0, COMPILED)
    return sorted(name for name in sys.modules if name.startswith(("pygames", "web")))


def compile_package(folder: Path) -> None:
    """Compile every module of a package folder that is not imported (the PyScript entry aside),
    for COMPILED to find."""
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(folder.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if name not in sys.modules and name != "web.main":
            COMPILED.add(name, path)


def after_restore() -> None:
    """What must not be the same in every start restored from one snapshot: the global random
    generator was seeded when the snapshot was taken, so seed it again from the system."""
    random.seed()
