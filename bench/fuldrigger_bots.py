"""Fuldrigger bots: win rates in three-player games, and decision times under CPython.

Each match seats one bot under test against two opponents; the seats rotate with the game
number so that no seat order favours anyone, and the seeds are fixed (game n of a match uses
seed n), so figures reproduce. A shared win counts as a share. Parity is 33 %.

    nice -n 10 .venv/bin/python bench/fuldrigger_bots.py [--games 200] [--rounds 30]
        [--match search-heuristic]

Matches: heuristic-random (the default bot against two random players), search-random,
search-heuristic (the strong bot against two default bots), random-heuristic.
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

from pygames.core import Bot, choose
from pygames.fuldrigger import GAME
from pygames.fuldrigger.state import FuldriggerState

PLAYERS = 3
MATCHES = {
    "heuristic-random": ("heuristic", "random"),
    "search-random": ("search", "random"),
    "search-heuristic": ("search", "heuristic"),
    "random-heuristic": ("random", "heuristic"),
}


def match(
    hero: str,
    rival: str,
    games: int,
    rounds: int,
    make: Callable[[str], Bot[FuldriggerState]] = GAME.make_bot,
) -> dict[str, float]:
    """Play `games` games of `hero` against two `rival`s; the hero's results and the time
    each level took per decision."""
    wins = fortune = 0.0
    spent = {hero: [0.0, 0], rival: [0.0, 0]}
    slowest = {hero: 0.0, rival: 0.0}
    for game_no in range(games):
        hero_seat = game_no % PLAYERS
        levels = [hero if seat == hero_seat else rival for seat in range(PLAYERS)]
        bots = [make(level) for level in levels]
        state = GAME.new(PLAYERS, game_no, {"rounds": rounds})
        rng = random.Random(game_no)
        while not state.over:
            seat = state.to_move
            assert seat is not None  # the table is not over
            start = time.process_time()
            code = choose(bots[seat], state, rng)
            took = time.process_time() - start
            spent[levels[seat]][0] += took
            spent[levels[seat]][1] += 1
            slowest[levels[seat]] = max(slowest[levels[seat]], took)
            state.apply(code)
        result = state.outcome()
        fortune += result.scores[hero_seat]
        if hero_seat in result.winners:
            wins += 1 / len(result.winners)
    return {
        "wins": wins / games,
        "fortune": fortune / games,
        "hero_ms": 1000 * spent[hero][0] / max(spent[hero][1], 1),
        "rival_ms": 1000 * spent[rival][0] / max(spent[rival][1], 1),
        "hero_max_ms": 1000 * slowest[hero],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=GAME.options["rounds"].default)
    parser.add_argument("--match", choices=sorted(MATCHES), action="append")
    args = parser.parse_args()
    print(f"## Fuldrigger bots ({args.games} three-player games a match, {args.rounds} rounds)\n")
    print("| bot | against | wins (±95 %) | mean fortune | ms/decision (mean, max) | games/CPU s |")
    print("|---|---|---:|---:|---:|---:|")
    for name in args.match or list(MATCHES):
        hero, rival = MATCHES[name]
        start, cpu = time.perf_counter(), time.process_time()
        row = match(hero, rival, args.games, args.rounds)
        rate = args.games / (time.process_time() - cpu)
        margin = 1.96 * math.sqrt(row["wins"] * (1 - row["wins"]) / args.games)
        print(
            f"| {hero} | 2 × {rival} | {row['wins'] * 100:.1f} % (±{margin * 100:.1f})"
            f" | {row['fortune']:.0f} | {row['hero_ms']:.2f}, {row['hero_max_ms']:.0f}"
            f" | {rate:.2f} |",
            flush=True,
        )
        print(f"<!-- {name}: {time.perf_counter() - start:.0f} s -->", file=sys.stderr)


if __name__ == "__main__":
    main()
