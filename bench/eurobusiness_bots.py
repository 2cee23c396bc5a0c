"""Eurobusiness bots and engine at length (CPython).

Reports:
- the heuristic bot's win rate against 3 random bots (4-player games, the heuristic's seat
  rotating), and the search bot's against 3 heuristic bots;
- random-playout actions per second (uniform random legal actions, whole games);
- full 4-bot games per second (4 heuristic bots, until one is left or the round limit).

Games are bounded with the `rounds` option (default 60 and 40 rounds; the rulebook's count of
fortunes decides a game that reaches the limit). Ties share a win. Usage:

    python bench/eurobusiness_bots.py [--games 200] [--search-games 200] [--rounds 60]
        [--search-rounds 40] [--iterations 24] [--depth 100]
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

from pygames.core import choose  # noqa: E402
from pygames.eurobusiness import GAME  # noqa: E402


def match(
    level: str, others: str, games: int, rounds: int, tune: dict, progress: bool = False
) -> tuple:
    """Win share of one `level` bot against three `others`, seat rotating, with a 95% margin."""
    wins = 0.0
    start = time.perf_counter()
    lengths = []
    for game in range(games):
        seats = [others] * 4
        seats[game % 4] = level
        state = GAME.new(4, 10_000 + game, {"rounds": rounds})
        bots = [GAME.make_bot(seat) for seat in seats]
        for bot in bots:
            for key, value in tune.items():
                if hasattr(bot, "margin"):
                    setattr(bot, key, value)
        rng = random.Random(game)
        while not state.over:
            state.apply(choose(bots[state.to_move], state, rng))
        result = state.outcome()
        if game % 4 in result.winners:
            wins += 1 / len(result.winners)
        lengths.append(state.round)
        if progress and (game + 1) % 20 == 0:
            print(f"  {level}: {game + 1} games, {wins / (game + 1):.1%}", flush=True)
    rate = wins / games
    margin = 1.96 * math.sqrt(rate * (1 - rate) / games)
    return rate, margin, time.perf_counter() - start, sum(lengths) / games


def random_playouts(seconds: float = 20.0) -> tuple[float, int]:
    actions = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = GAME.new(4, games)
        rng = random.Random(games)
        while not state.over:
            state.apply(rng.choice(state.legal_actions()))
            actions += 1
        games += 1
    return actions / (time.perf_counter() - start), games


def bot_games(seconds: float = 20.0) -> tuple[float, float]:
    games = actions = 0
    start = time.perf_counter()
    bot = GAME.make_bot("heuristic")
    while time.perf_counter() - start < seconds:
        state = GAME.new(4, 500 + games)
        rng = random.Random(games)
        while not state.over:
            state.apply(choose(bot, state, rng))
        games += 1
        actions += len(state.history)
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--search-games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--search-rounds", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=24)
    parser.add_argument("--depth", type=int, default=100)
    args = parser.parse_args()
    speed, played = random_playouts()
    print(f"random playouts: {speed:,.0f} actions/s ({played} whole 4-player games)", flush=True)
    per_second, length = bot_games()
    print(
        f"full 4-bot games (heuristic, until one is left): {per_second:.2f} games/s, "
        f"{length:.0f} actions a game",
        flush=True,
    )
    rate, margin, took, rounds = match("heuristic", "random", args.games, args.rounds, {})
    print(
        f"heuristic vs 3 random: win rate {rate:.1%} ± {margin:.1%} over {args.games} games "
        f"(rounds limit {args.rounds}, {rounds:.1f} rounds a game, {took:.0f} s)",
        flush=True,
    )
    tune = {"iterations": args.iterations, "depth": args.depth, "seconds": None}
    rate, margin, took, rounds = match(
        "search", "heuristic", args.search_games, args.search_rounds, tune, progress=True
    )
    print(
        f"search vs 3 heuristic: win rate {rate:.1%} ± {margin:.1%} over {args.search_games} "
        f"games (rounds limit {args.search_rounds}, {args.iterations} iterations, depth "
        f"{args.depth}, {rounds:.1f} rounds a game, {took:.0f} s; 25% = parity)",
        flush=True,
    )


if __name__ == "__main__":
    main()
