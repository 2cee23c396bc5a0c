"""For Fame & Fortune bots: win rates against random play and against each other.

Four-player games, the seats of the bot under test rotating with the seed so that no seat order
favours it. A shared win counts as a share. The fair share of one seat in four is 25 %.

    .venv/bin/python bench/fame_fortune_bots.py [--games 200] [--iterations 60] [--depth 12]

The search bot's iterations and playout depth are reduced here (the app's default is 200
iterations, depth 12) so that all the matches fit in about ten minutes on two cores.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames.core import RandomBot, choose
from pygames.fame_fortune import GAME
from pygames.fame_fortune.bots import FameSearchBot, HeuristicBot

PLAYERS = 4


def match(
    lineup: list[tuple[str, Callable[[], object]]], games: int, seed0: int
) -> dict[str, list[float]]:
    """Play `games` games; per label: [win shares, points, seats played, decision seconds,
    decisions]."""
    totals: dict[str, list[float]] = {label: [0.0, 0.0, 0, 0.0, 0] for label, _ in lineup}
    for game_no in range(games):
        seed = seed0 + game_no
        rotation = game_no % PLAYERS
        seats = [lineup[(seat + rotation) % PLAYERS] for seat in range(PLAYERS)]
        bots = [make() for _, make in seats]
        state = GAME.new(PLAYERS, seed)
        rng = random.Random(seed)
        while not state.over:
            seat = state.to_move
            start = time.process_time()
            code = choose(bots[seat], state, rng)  # type: ignore[arg-type]
            row = totals[seats[seat][0]]
            row[3] += time.process_time() - start
            row[4] += 1
            state.apply(code)
        result = state.outcome()
        for seat, (label, _) in enumerate(seats):
            row = totals[label]
            row[2] += 1
            row[1] += result.scores[seat]
            if seat in result.winners:
                row[0] += 1 / len(result.winners)
    return totals


def report(title: str, totals: dict[str, list[float]], games: int) -> None:
    print(f"\n## {title} ({games} four-player games)")
    print("| bot | seats | win rate | ±2σ | mean points | ms per decision |")
    print("| --- | --- | --- | --- | --- | --- |")
    for label, (wins, points, seats, seconds, decisions) in totals.items():
        rate = wins / seats
        spread = 2 * math.sqrt(rate * (1 - rate) / seats)
        print(
            f"| {label} | {seats:.0f} | {rate:.1%} | {spread:.1%} | {points / seats:+.1f}"
            f" | {1000 * seconds / max(decisions, 1):.2f} |"
        )
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--iterations", type=int, default=60)
    parser.add_argument("--depth", type=int, default=12)
    args = parser.parse_args()

    def search() -> FameSearchBot:
        return FameSearchBot(iterations=args.iterations, depth=args.depth)

    began = time.perf_counter()
    print(f"# For Fame & Fortune bots: search at {args.iterations} iterations, depth {args.depth}")
    lineups = [
        ("heuristic vs 3 random", [("heuristic", HeuristicBot)] + [("random", RandomBot)] * 3),
        ("search vs 3 random", [("search", search)] + [("random", RandomBot)] * 3),
        ("search vs 3 heuristic", [("search", search)] + [("heuristic", HeuristicBot)] * 3),
        (
            "2 heuristic vs 2 search",
            [("heuristic", HeuristicBot), ("search", search)] * 2,
        ),
    ]
    for index, (title, lineup) in enumerate(lineups):
        report(title, match(lineup, args.games, 10_000 * index), args.games)
    print(f"\nWall time: {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
