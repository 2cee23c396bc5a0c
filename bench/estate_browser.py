"""The estate games' bots in Chromium: every decision's time under Pyodide, per level.

Pyodide alone, from the built dist/ (the app's archive unpacked, no PyScript, no drawing), plays
`--games` games of four bots of each level for Eurobusiness and Fortuna and times each call of
the bot in the page's own clock. The budgets (issue 12): the default level p95 under 300 ms, the
strongest under 1 s. Usage (after `python3 build.py`):

    python bench/estate_browser.py [--games 3] [--rounds 60]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import median, p95, pyodide_runner, table  # noqa: E402

GAMES = ("eurobusiness", "fortuna")
LEVELS = ("heuristic", "search")

TIMED = """
import json, random, time
import pygames
from pygames.core import choose

def timed(game_id, level, games, rounds):
    game = pygames.GAMES[game_id]
    spent = []
    for number in range(games):
        state = game.new(4, 300 + number, {"rounds": rounds})
        bots = [game.make_bot(level) for _ in range(4)]
        rng = random.Random(number)
        while not state.over:
            start = time.perf_counter()
            code = choose(bots[state.to_move], state, rng)
            spent.append(1000 * (time.perf_counter() - start))
            state.apply(code)
    return json.dumps(spent)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=60)
    args = parser.parse_args()
    rows = []
    with pyodide_runner() as run:
        run(TIMED)
        for game_id in GAMES:
            for level in LEVELS:
                times = json.loads(
                    run(f"timed({game_id!r}, {level!r}, {args.games}, {args.rounds})")
                )
                rows.append(
                    [
                        game_id,
                        level,
                        str(len(times)),
                        f"{median(times):.2f}",
                        f"{p95(times):.2f}",
                        f"{max(times):.1f}",
                    ]
                )
    print(
        f"## Estate bots in Chromium (Pyodide): {args.games} games of {args.rounds} rounds, four"
        " bots of a level\n"
    )
    print(table(["game", "level", "decisions", "median ms", "p95 ms", "max ms"], rows))
    print("\nThe budgets: p95 under 300 ms for the default level, under 1 s for the strong one.")


if __name__ == "__main__":
    main()
