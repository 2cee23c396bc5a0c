"""What the benches share: the registered games, Chromium, dist/ served, and small statistics."""

from __future__ import annotations

import os
import shutil
import statistics
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from build import CHROMIUM_ARGS, DIST, Server  # noqa: E402  (after the path is set)

if TYPE_CHECKING:
    from playwright.sync_api import Browser

    from pygames.core import Game


def registered_games() -> list[Game[Any]]:
    import pygames

    return list(pygames.GAMES.values())


def chromium_path() -> str:
    found = os.environ.get("FG_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(found).is_file():
        raise SystemExit("No Chromium: run `python3 build.py bench`, which finds one.")
    return found


@contextmanager
def browser_and_site(site: Path = DIST) -> Iterator[tuple[Browser, Server]]:
    """A headless Chromium and dist/ (or `site`) served on 127.0.0.1 (bench/bare.html at
    /bare.html)."""
    from playwright.sync_api import sync_playwright

    if not (site / "sw.js").is_file():
        raise SystemExit(f"{site} is missing: run python3 build.py first.")
    server = Server(site, extra={"/bare.html": ROOT / "bench" / "bare.html"})
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium_path(), args=CHROMIUM_ARGS
            )
            try:
                yield browser, server
            finally:
                browser.close()
    finally:
        server.stop()


# Pyodide alone, from dist/, with the app's Python files unpacked: no app, no PyScript, no drawing.
PYODIDE_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Bench</title><link rel="icon" href="data:,"></head><body>
<script type="module">
  import { loadPyodide } from "./pyodide/pyodide.mjs";
  const pyodide = await loadPyodide();
  const zip = await (await fetch("./app.zip")).arrayBuffer();
  pyodide.unpackArchive(zip, "zip", {extractDir: "/home/pyodide"});
  pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
  window.benchPy = pyodide;
</script></body></html>
"""


@contextmanager
def pyodide_runner() -> Iterator[Callable[[str], str]]:
    """Run Python code in Chromium's Pyodide with our packages (from the built dist/): yields
    `run(code)`, which returns the value of the code's last expression as text."""
    if not (DIST / "app.zip").is_file():
        raise SystemExit("dist/ is missing: run python3 build.py first.")
    with tempfile.TemporaryDirectory() as folder:
        page_path = Path(folder) / "pyodide.html"
        page_path.write_text(PYODIDE_PAGE, encoding="utf-8")
        server = Server(DIST, extra={"/bench-pyodide.html": page_path})
        try:
            from playwright.sync_api import sync_playwright

            with sync_playwright() as playwright:
                chromium = playwright.chromium.launch(
                    executable_path=chromium_path(), args=CHROMIUM_ARGS
                )
                try:
                    page = chromium.new_page()
                    page.goto(server.url + "bench-pyodide.html")
                    page.wait_for_function("window.benchPy !== undefined", timeout=120_000)
                    yield lambda code: page.evaluate(
                        "(code) => String(window.benchPy.runPython(code))", code
                    )
                finally:
                    chromium.close()
        finally:
            server.stop()


def median(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def p95(values: Sequence[float]) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)
