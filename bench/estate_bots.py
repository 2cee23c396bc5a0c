"""The estate games (Eurobusiness, Fortuna) at length under CPython: engine speed and bot strength.

For each game, in CPU time of this process (so other work on the machine does not skew them):
- turns per CPU second in whole games between four default bots (a turn is one player's turn,
  doubles included), the best of a few runs of 25 games;
- random-playout actions per second, and whole 4-bot games per second;
- the default level's win rate against three random bots, and the strong level's against three
  default bots (4-player games, the tested seat rotating, a shared win counted as a share), over
  `--games` games each, played in two processes: whole games (until one is left, as the
  rulebooks end them), and the strong level also in games cut at `--rounds` rounds;
- each level's decision time (median and p95 per call, CPython).

A cut game is decided by the rulebook's count of fortunes. Usage:

    python bench/estate_bots.py [--games 200] [--rounds 60] [--game eurobusiness]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from common import median, p95, table  # noqa: E402

import pygames  # noqa: E402
from pygames.core import choose  # noqa: E402
from pygames.core.conformance import random_playout  # noqa: E402

GAMES = ("eurobusiness", "fortuna")
LEVELS = ("heuristic", "search")  # the default level, and the strong one (shown as "strong")


def turns_per_cpu_second(game_id: str, repeats: int = 3, games: int = 25) -> float:
    """Player turns per CPU second, counted where the engine starts each player's turn."""
    game = pygames.GAMES[game_id]
    owner = next(c for c in game.state_class.__mro__ if "_start_turn" in c.__dict__)
    original = owner._start_turn
    count = [0]

    def counted(self, seat: int) -> None:  # type: ignore[no-untyped-def]
        count[0] += 1
        original(self, seat)

    owner._start_turn = counted
    try:
        best = 0.0
        bot = game.make_bot("heuristic")
        for _ in range(repeats):
            count[0] = 0
            start = time.process_time()
            for seed in range(games):
                state = game.new(4, 500 + seed)
                rng = random.Random(seed)
                while not state.over:
                    state.apply(choose(bot, state, rng))
            best = max(best, count[0] / (time.process_time() - start))
        return best
    finally:
        owner._start_turn = original


def random_playouts(game_id: str, seconds: float = 5.0) -> float:
    game = pygames.GAMES[game_id]
    actions = played = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new(4, played)
        actions += random_playout(state, random.Random(played), game.playout_limit)
        played += 1
    return actions / (time.process_time() - start)


def bot_games(game_id: str, seconds: float = 10.0) -> float:
    game = pygames.GAMES[game_id]
    bot = game.make_bot("heuristic")
    played = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = game.new(4, 900 + played)
        rng = random.Random(played)
        while not state.over:
            state.apply(choose(bot, state, rng))
        played += 1
    return played / (time.process_time() - start)


def one_match(job: tuple[str, str, str, int, int]) -> tuple[float, list[float]]:
    """(the tested seat's share of the win, its decision times) in one game."""
    game_id, level, others, seed, rounds = job
    game = pygames.GAMES[game_id]
    seat = seed % 4
    bots = [game.make_bot(level if s == seat else others) for s in range(4)]
    state = game.new(4, 10_000 + seed, {"rounds": rounds})
    rng = random.Random(seed)
    times = []
    while not state.over:
        mover = state.to_move
        start = time.process_time()
        code = choose(bots[mover], state, rng)
        if mover == seat:
            times.append(time.process_time() - start)
        state.apply(code)
    winners = state.outcome().winners
    return (1 / len(winners) if seat in winners else 0.0), times


def match(game_id: str, level: str, others: str, games: int, rounds: int) -> list[str]:
    jobs = [(game_id, level, others, seed, rounds) for seed in range(games)]
    with Pool(2) as pool:
        results = pool.map(one_match, jobs, chunksize=4)
    rate = sum(share for share, _ in results) / games
    margin = 1.96 * math.sqrt(rate * (1 - rate) / games)
    times = [t * 1000 for _, ts in results for t in ts]
    return [
        game_id,
        f"{level} vs 3 {others}",
        str(rounds or "whole game"),
        str(games),
        f"{rate:.1%} ± {margin:.1%}",
        f"{median(times):.2f}",
        f"{p95(times):.2f}",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--game", choices=GAMES, action="append")
    args = parser.parse_args()
    chosen = args.game or list(GAMES)
    print("## Estate games: engine speed and bots (CPython)\n")
    speed = [
        [
            game_id,
            f"{turns_per_cpu_second(game_id):,.0f}",
            f"{random_playouts(game_id):,.0f}",
            f"{bot_games(game_id):.2f}",
        ]
        for game_id in chosen
    ]
    print(
        table(
            [
                "game",
                "turns / CPU s (4 default bots)",
                "random actions / CPU s",
                "4-bot games / CPU s",
            ],
            speed,
        )
    )
    rows = []
    for game_id in chosen:
        rows.append(match(game_id, "heuristic", "random", args.games, 0))
        rows.append(match(game_id, "search", "heuristic", args.games, 0))
        rows.append(match(game_id, "search", "heuristic", args.games, args.rounds))
    print(
        f"\nWin rates over {args.games} 4-player games each (25% is parity); decision times per "
        "call of the tested bot, CPU ms:\n"
    )
    header = ["game", "match", "rounds", "games", "win rate (95%)", "median ms", "p95 ms"]
    print(table(header, rows))


if __name__ == "__main__":
    main()
