"""How Fortuna games between bots end when played "until one is left" (`rounds` = 0), as the
rulebook ends them: by the last player left, or at the engine's safety cap of 400 rounds, after
which fortunes are counted. Tokens lie face up, so bots can steer round built plots; this
measures how often they manage it for the whole game, for 2, 3 and 4 players.

Prints, per player count: games, the share ended by the last player left (with a 95% interval),
the median rounds of those games, and the median CPU seconds a game. Usage:

    python bench/fortuna_endings.py [--games 100] [--level heuristic] [--players 2 3 4]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import median, table  # noqa: E402
from pygames.core import choose  # noqa: E402
from pygames.fortuna import GAME  # noqa: E402


def one_game(players: int, seed: int, level: str) -> tuple[str, int, float]:
    """(why it ended, rounds played, CPU seconds) of one whole game between bots of `level`."""
    bot = GAME.make_bot(level)
    rng = random.Random(seed)
    state = GAME.new(players, seed, {"rounds": 0})
    start = time.process_time()
    while not state.over:
        state.apply(choose(bot, state, rng))
    return state.ended, state.round, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--level", default="heuristic")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    args = parser.parse_args()
    rows = []
    for players in args.players:
        results = [one_game(players, seed, args.level) for seed in range(args.games)]
        ended = [rounds for why, rounds, _ in results if why == "one"]
        share = len(ended) / len(results)
        margin = 1.96 * math.sqrt(share * (1 - share) / len(results))
        rows.append(
            [
                str(players),
                str(len(results)),
                f"{share:.0%} ± {margin:.0%}",
                f"{median(ended):.0f}" if ended else "-",
                f"{median([seconds for _, _, seconds in results]):.2f}",
            ]
        )
        print(f"{players} players done", file=sys.stderr, flush=True)
    print(f"Fortuna, {args.level} bots in every seat, rounds = 0 (the safety cap is 400 rounds)")
    print(
        table(
            ["players", "games", "ended by the last player left", "their median rounds", "CPU s"],
            rows,
        )
    )


if __name__ == "__main__":
    main()
