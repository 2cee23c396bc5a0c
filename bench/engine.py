"""Engine throughput under CPython: random playouts per registered game.

For each game: actions applied per second and whole games per second, playing uniformly random
legal actions from fresh seeds, for a few seconds per game. Prints a markdown section. Time is
the process's CPU time, so other work on a shared machine does not skew the figures.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import registered_games, table  # noqa: E402
from pygames.core import Game  # noqa: E402
from pygames.core.conformance import random_playout  # noqa: E402

SECONDS_PER_GAME = 3.0


def playout(game: Game[Any], seed: int, rng: random.Random) -> int:
    """Play one game to its end at random; return the number of actions applied."""
    state = game.new(players=game.default_players, seed=seed)
    return random_playout(state, rng, game.playout_limit)


def measure(game: Game[Any], seconds: float = SECONDS_PER_GAME) -> tuple[float, float, float]:
    rng = random.Random(2024)
    games = actions = 0
    start = time.process_time()
    while games == 0 or time.process_time() - start < seconds:
        actions += playout(game, seed=games, rng=rng)
        games += 1
    elapsed = time.process_time() - start
    return actions / elapsed, games / elapsed, actions / games


def main() -> None:
    rows = []
    for game in registered_games():
        per_action, per_game, length = measure(game)
        rows.append(
            [
                game.id,
                str(game.default_players),
                f"{per_action:,.0f}",
                f"{per_game:,.2f}",
                f"{length:,.0f}",
            ]
        )
    print("## Engine (CPython, random playouts, per CPU second)\n")
    if rows:
        header = ["game", "players", "actions/s", "games/s", "actions/game"]
        print(table(header, rows))
    else:
        print("No game is registered yet.")
    print()


if __name__ == "__main__":
    main()
