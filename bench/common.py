"""What the benches share: the registered games, Chromium, dist/ served, and small statistics."""

from __future__ import annotations

import os
import shutil
import statistics
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from build import CHROMIUM_ARGS, DIST, Server  # noqa: E402  (after the path is set)


def registered_games() -> list:
    import pygames

    return list(pygames.GAMES.values())


def chromium_path() -> str:
    found = os.environ.get("FG_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
    if not Path(found).is_file():
        raise SystemExit("No Chromium: run `python3 build.py bench`, which finds one.")
    return found


@contextmanager
def browser_and_site() -> Iterator[tuple[object, Server]]:
    """A headless Chromium and dist/ served on 127.0.0.1 (bench/bare.html at /bare.html)."""
    from playwright.sync_api import sync_playwright

    if not (DIST / "sw.js").is_file():
        raise SystemExit("dist/ is missing: run python3 build.py first.")
    server = Server(DIST, extra={"/bare.html": ROOT / "bench" / "bare.html"})
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


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def p95(values: list[float]) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)
