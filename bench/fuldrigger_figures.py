"""Fuldrigger's figures for its README: the balance of the world and the bots' play over whole
games (`fuldrigger_balance`: 300 games with the default bot in every seat, 300 more with the
home ports dealt in turn, 100 with the isthmus variant, 300 of the strong level against two
default bots), bot win rates in other matches, engine and bot-game throughput under CPython,
and the bots' decision times in Chromium (Pyodide).

Every figure comes from one run of this script (the games' seeds are fixed, so they reproduce;
times vary with the machine). Run `python3 build.py` first for the browser part. It takes about
an hour of CPU.

    nice -n 10 .venv/bin/python bench/fuldrigger_figures.py [--balance-games 300]
        [--games 100] [--browser-games 2] [--write]

With --write, the section between the figures markers of pygames/fuldrigger/README.md is
replaced by the output.
"""

from __future__ import annotations

import argparse
import math
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench import fuldrigger_balance, fuldrigger_browser  # noqa: E402
from bench.common import table  # noqa: E402
from bench.engine import measure  # noqa: E402
from bench.fuldrigger_bots import match  # noqa: E402
from pygames.fuldrigger import GAME  # noqa: E402

README = Path(__file__).resolve().parent.parent / "pygames" / "fuldrigger" / "README.md"
START = "<!-- figures:start -->"
END = "<!-- figures:end -->"
MATCHES = (  # the strong level against two default bots is in the balance section
    ("heuristic", "search"),
    ("search", "random"),
    ("heuristic", "random"),
    ("random", "heuristic"),
)
SHOWN = {"random": "random (easy)", "heuristic": "heuristic (normal)", "search": "search (strong)"}


def bots_section(games: int, rounds: int) -> str:
    rows = []
    for hero, rival in MATCHES:
        cpu = time.process_time()
        row = match(hero, rival, games, rounds)
        rate = games / (time.process_time() - cpu)
        margin = 1.96 * math.sqrt(row["wins"] * (1 - row["wins"]) / games)
        rows.append(
            [
                SHOWN[hero],
                f"2 × {SHOWN[rival]}",
                f"{row['wins'] * 100:.1f} % (±{margin * 100:.1f})",
                f"{row['fortune']:.0f}",
                f"{row['hero_ms']:.2f}",
                f"{row['hero_max_ms']:.0f}",
                f"{rate:.2f}",
            ]
        )
        print(f"{hero} v 2 × {rival}: {rows[-1][2]}", file=sys.stderr, flush=True)
    header = ["bot", "against", "wins (±95 %)", "its mean fortune", "ms/decision", "max ms"]
    return (
        f"Win rates over {games} three-player games a match of {rounds} rounds (game n uses"
        " seed n; the seats rotate; a shared win counts as a share; parity is 33.3 %). Decision"
        " times are CPython CPU time; the last column is whole bot games per CPU second.\n\n"
        + table([*header, "games/s"], rows)
    )


def engine_section() -> str:
    per_action, per_game, length = measure(GAME, seconds=10.0)
    return "Random playouts (CPython, three players, default options, per CPU second):\n\n" + table(
        ["actions/s", "games/s", "actions/game"],
        [[f"{per_action:,.0f}", f"{per_game:.2f}", f"{length:,.0f}"]],
    )


def browser_section(games: int) -> str:
    spent = fuldrigger_browser.decision_times(games)
    return (
        f"Decision times in Chromium's Pyodide ({games} games of 30 rounds, one strong bot"
        " against two default ones; every decision of the game timed):\n\n"
        + fuldrigger_browser.markdown(spent)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--balance-games", type=int, default=300)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=GAME.options["rounds"].default)
    parser.add_argument("--browser-games", type=int, default=2)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    sections = [
        f"Measured by `bench/fuldrigger_figures.py` (Python {platform.python_version()},"
        f" {time.strftime('%Y-%m-%d', time.gmtime())}).",
        fuldrigger_balance.section(
            args.balance_games, args.balance_games // 3, args.balance_games, 0, args.rounds
        ),
        bots_section(args.games, args.rounds),
        engine_section(),
        browser_section(args.browser_games),
    ]
    block = f"{START}\n" + "\n\n".join(sections) + f"\n{END}"
    if args.write:
        text = README.read_text(encoding="utf-8")
        head, found, rest = text.partition(START)
        if not found:
            raise SystemExit(f"{README} has no {START} marker.")
        _, _, tail = rest.partition(END)
        README.write_text(head + block + tail, encoding="utf-8")
    print(block)


if __name__ == "__main__":
    main()
