"""The standard library the site ships: Pyodide's python_stdlib.zip cut to the modules the app and
its runtimes import (tools/stdlib-modules.txt), so that a first visit does not fetch 2.5 MB of
modules nothing runs (email, http, unittest, xml, multiprocessing, most of encodings...).

The list is what the browser itself loads, so it is gathered there, not guessed:
`python tools/stdlib.py` builds the site with the whole standard library, opens it in Chromium,
opens a table of every game with bots only and plays it for a while, plays whole bot games of every
title through the rules, switches the lobby to Polish, imports every standard module our sources
name anywhere (an import inside a function runs only when that path is taken), then writes every
module in `sys.modules` that came from the standard library's zip. Run it again when an import is
added; tests/test_stdlib.py fails until then.
"""

from __future__ import annotations

import ast
import io
import json
import sys
import tempfile
import tokenize
import zipfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MODULES = ROOT / "tools" / "stdlib-modules.txt"
STDLIB_MOUNT = "/lib/python314.zip/"  # where Pyodide mounts python_stdlib.zip
SOURCES = ("pygames", "web")
# Codecs a browser page may ask Python for besides those a session loads (text from JavaScript is
# UTF-8; Latin-1 and ASCII are the names `str.encode` callers most often give).
CODECS = ("encodings.ascii", "encodings.latin_1", "encodings.utf_8_sig")
ZIP_TIME = (1980, 1, 1, 0, 0, 0)


def entry_module(name: str) -> str | None:
    """The module a zip entry holds ("a/b/__init__.py" -> "a.b"), or None for data and folders."""
    if not name.endswith(".py"):
        return None
    parts = name.removesuffix(".py").split("/")
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def wanted(modules: Iterable[str]) -> set[str]:
    """The modules listed, their codecs, and every package above each of them."""
    keep = set(modules) | set(CODECS)
    for name in list(keep):
        parts = name.split(".")
        keep.update(".".join(parts[:i]) for i in range(1, len(parts)))
    return keep


def keeps(name: str, keep: set[str]) -> bool:
    """Whether the repacked zip holds entry `name`: a kept module, or a folder or data file of a
    kept package (site-packages, Pyodide's folder for installed packages, stays too)."""
    module = entry_module(name)
    if module is not None:
        return module in keep
    folder = name.rstrip("/") if name.endswith("/") else name.rpartition("/")[0]
    return folder == "site-packages" or folder.replace("/", ".") in keep


def listed() -> list[str]:
    return [line for line in MODULES.read_text(encoding="utf-8").split() if line]


def strip_comments(source: bytes) -> bytes:
    """The module's source without its comments, every line where it was (a traceback names the
    same lines); an encoding declaration stays. Source that does not tokenize is left as it is."""
    lines = source.split(b"\n")
    try:
        tokens = list(tokenize.tokenize(io.BytesIO(source).readline))
    except (tokenize.TokenError, SyntaxError, UnicodeDecodeError):
        return source
    for token in reversed(tokens):
        row, column = token.start
        if token.type != tokenize.COMMENT or (row <= 2 and b"coding" in lines[row - 1]):
            continue
        line = lines[row - 1]
        cut = len(line.decode("utf-8")[:column].encode())
        lines[row - 1] = line[:cut].rstrip()
    return b"\n".join(lines)


def strip_docstrings(source: bytes) -> bytes:
    """Our own module's source with each docstring (the players never read them; no code of ours
    reads `__doc__`) replaced by an empty string on its first line, every line where it was."""
    lines = source.split(b"\n")
    owners = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, owners) or not node.body:
            continue
        first = node.body[0]
        if not (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
            and first.end_lineno is not None
        ):
            continue
        start, end = first.lineno - 1, first.end_lineno - 1
        indent = lines[start][: first.col_offset]
        if indent.strip() or lines[end][first.end_col_offset or 0 :].strip():
            continue  # shares its lines with other code: left as it is
        lines[start] = indent + b'""'
        for row in range(start + 1, end + 1):
            lines[row] = b""
    return b"\n".join(lines)


def repack(source: Path, target: Path, modules: Iterable[str] | None = None) -> None:
    """Write to `target` the entries of `source` (Pyodide's python_stdlib.zip) the list keeps,
    without comments. (Stored entries, left for the host to compress whole, came out 0.05 MB
    smaller gzipped, but a host that does not compress zips, as GitHub Pages may not, would send
    four times the bytes.)"""
    keep = wanted(listed() if modules is None else modules)
    with (
        zipfile.ZipFile(source) as old,
        zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as new,
    ):
        for info in old.infolist():
            if not keeps(info.filename, keep):
                continue
            entry = zipfile.ZipInfo(info.filename, ZIP_TIME)
            entry.external_attr = info.external_attr
            entry.compress_type = zipfile.ZIP_STORED if info.is_dir() else zipfile.ZIP_DEFLATED
            data = old.read(info)
            new.writestr(entry, strip_comments(data) if info.filename.endswith(".py") else data)


def trim_lock(source: Path, target: Path) -> None:
    """Pyodide's lock file as the site ships it: its `info` and no packages. Pyodide reads it at
    every start (26 KB gzipped) only to find packages to load, and the app loads none (its rules
    need the standard library alone)."""
    lock = json.loads(source.read_text(encoding="utf-8"))
    target.write_text(json.dumps({"info": lock["info"], "packages": {}}), encoding="utf-8")


def source_imports(root: Path = ROOT) -> set[str]:
    """Every standard-library module our sources import by name, wherever the import stands."""
    found: set[str] = set()
    for package in SOURCES:
        for path in (root / package).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Import):
                    found.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    found.add(node.module)
    return {name for name in found if name.split(".")[0] in sys.stdlib_module_names}


# In the page: play a game of every title, one bot in every seat, through the rules (400 moves at
# most), then import what the sources name; answer the modules loaded from the zip.
SESSION = """
import importlib, json, random, sys
import pygames
from pygames.core.bots import choose
for game_id in list(pygames.GAMES):
    game = pygames.game(game_id)
    state = game.new(players=max(game.min_players, min(2, game.max_players)), seed=1)
    rng = random.Random(1)
    bot = game.make_bot()
    for _ in range(MOVES):
        if state.over:
            break
        state.apply(choose(bot, state, rng))
    if state.over:
        state.outcome()
for name in NAMES:
    importlib.import_module(name)
json.dumps(sorted(
    name for name, module in sys.modules.items()
    if (getattr(module, "__file__", None) or "").startswith(MOUNT)
))
"""


def gather() -> list[str]:
    """The standard modules a session in Chromium loads (see the module's docstring)."""
    from bench.common import browser_and_site  # a bench helper: Playwright and a served dist/
    from build import build

    with tempfile.TemporaryDirectory() as folder:
        build(out=Path(folder), whole_stdlib=True)
        with browser_and_site(Path(folder)) as (browser, site):
            page = browser.new_page()
            page.add_init_script("window.fgSnapshotsOff = true; window.fgHowtoOff = true")
            page.goto(site.url + "index.html")
            ready = "() => document.documentElement.dataset.python === 'ready'"
            page.wait_for_function(ready, timeout=120_000)
            page.select_option("#language", "pl")  # the tables below in Polish
            games = page.evaluate(
                "() => JSON.parse(document.getElementById('games-data').textContent)"
            )
            for game in games:
                page.evaluate(
                    "(f) => { location.hash = f; }", f"#new={game['id']}&players=2&bots=1,2"
                )
                page.wait_for_timeout(4000)
            code = (
                SESSION.replace("NAMES", json.dumps(sorted(source_imports())))
                .replace("MOUNT", json.dumps(STDLIB_MOUNT))
                .replace("MOVES", "400")
            )
            loaded = page.evaluate(
                """async (code) => {
                    const python = await import('./static/python.mjs');
                    return (await python.loadPyodide()).runPython(code);
                }""",
                code,
            )
            page.close()
    return list(json.loads(loaded))


def in_zip(source: Path) -> set[str]:
    """The modules an archive holds (those frozen into the interpreter, or set up under another
    name such as os.path, are loaded from elsewhere)."""
    with zipfile.ZipFile(source) as archive:
        return {name for name in map(entry_module, archive.namelist()) if name}


def main() -> None:
    present = in_zip(ROOT / "node_modules/pyodide/python_stdlib.zip")
    modules = sorted(name for name in wanted(gather()) if name in present)
    MODULES.write_text("\n".join(modules) + "\n", encoding="utf-8")
    print(f"wrote {MODULES.relative_to(ROOT)} ({len(modules)} modules)")


if __name__ == "__main__":
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    main()
