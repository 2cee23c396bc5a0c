"""Fuldrigger bots' decision time in Chromium: the default (heuristic) and strong (search)
levels deciding in the browser's own Python (Pyodide, as the app runs them).

A bare page (`bench/fuldrigger_bots.html`) loads Pyodide and the built `app.zip` from `dist/`
and plays whole games (30 rounds, the default), one strong bot against two default ones, timing
every decision with the interpreter's clock. Run `python3 build.py` first.

    .venv/bin/python bench/fuldrigger_browser.py [--games 2] [--rounds 30]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import chromium_path, median, p95, table  # noqa: E402
from build import CHROMIUM_ARGS, DIST, Server  # noqa: E402

PAGE = Path(__file__).resolve().parent / "fuldrigger_bots.html"


def decision_times(games: int, rounds: int = 30) -> dict[str, list[float]]:
    """Seconds each decision took in Pyodide, by level, over `games` games of `rounds`."""
    from playwright.sync_api import sync_playwright

    if not (DIST / "app.zip").is_file():
        raise SystemExit("dist/ is missing: run python3 build.py first.")
    server = Server(DIST, extra={"/fuldrigger_bots.html": PAGE})
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=chromium_path(), args=CHROMIUM_ARGS
            )
            page = browser.new_page()
            page.goto(f"{server.url}fuldrigger_bots.html?games={games}&rounds={rounds}")
            page.wait_for_function("window.__result !== undefined", timeout=1_800_000)
            result: dict[str, list[float]] = json.loads(page.evaluate("window.__result"))
            browser.close()
    finally:
        server.stop()
    return result


def markdown(spent: dict[str, list[float]]) -> str:
    rows = []
    for level, shown in (("heuristic", "heuristic (normal)"), ("search", "search (strong)")):
        ms = [1000 * t for t in spent[level]]
        rows.append([shown, str(len(ms)), f"{median(ms):.1f}", f"{p95(ms):.1f}", f"{max(ms):.0f}"])
    return table(["level", "decisions", "median ms", "p95 ms", "max ms"], rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=30)
    args = parser.parse_args()
    print("## Fuldrigger bots in Chromium (Pyodide), ms per decision\n")
    print(markdown(decision_times(args.games, args.rounds)))


if __name__ == "__main__":
    main()
