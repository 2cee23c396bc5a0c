"""Bots under CPython: decision time per level, and each level against the level below.

For every registered game and bot level: the median and p95 time to choose an action, over
positions taken from random playouts; then games with the level in seat 0 and the level below
in every other seat (for a solitaire, the average score of each level alone). Small samples,
bounded in time: each game's own bench/<game>_bots.py measures its bots at length.
"""

from __future__ import annotations

import random
import statistics
import time

from common import registered_games, table

from pygames.core import choose
from pygames.core.conformance import random_playout

POSITIONS = 12
GAMES_PER_PAIRING = 10
SECONDS_PER_PAIRING = 60.0


def positions(game, count: int) -> list:
    found = []
    for seed in range(count):
        state = game.new(game.default_players, seed)
        random_playout(state, random.Random(seed), 5 + 7 * seed)
        if not state.over:
            found.append(state)
    return found


def decision_times(game, level: str) -> tuple[float, float]:
    rng = random.Random(7)
    times = []
    for state in positions(game, POSITIONS):
        bot = game.make_bot(level)
        start = time.perf_counter()
        choose(bot, state, rng)
        times.append(time.perf_counter() - start)
    times.sort()
    p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
    return statistics.median(times), p95


def play(game, seats: list[str], seed: int, rng: random.Random) -> list[float]:
    state = game.new(len(seats), seed)
    bots = [game.make_bot(level) for level in seats]
    while not state.over:
        state.apply(choose(bots[state.to_move], state, rng))
    result = state.outcome()
    return [1.0 / len(result.winners) if s in result.winners else 0.0 for s in range(len(seats))]


def pairing(game, strong: str, weak: str) -> str:
    rng = random.Random(11)
    players = game.default_players
    wins, played, start = 0.0, 0, time.perf_counter()
    while played < GAMES_PER_PAIRING and time.perf_counter() - start < SECONDS_PER_PAIRING:
        if players == 1:
            state = game.new(1, played)
            bot = game.make_bot(strong)
            while not state.over:
                state.apply(choose(bot, state, rng))
            wins += state.outcome().scores[0]
        else:
            wins += play(game, [strong] + [weak] * (players - 1), played, rng)[0]
        played += 1
    if players == 1:
        return f"average score {wins / played:.1f} ({played} games)"
    return f"{100 * wins / played:.0f}% wins in seat 1 vs {players - 1}x {weak} ({played} games)"


def main() -> None:
    rows = []
    for game in registered_games():
        levels = list(game.bots)
        for index, level in enumerate(levels):
            median, p95 = decision_times(game, level)
            below = levels[index - 1] if index else None
            if game.default_players == 1 or below is not None:
                result = pairing(game, level, below or level)
            else:
                result = "baseline"
            rows.append([game.id, level, f"{1000 * median:.1f}", f"{1000 * p95:.1f}", result])
    print("## Bots (CPython)\n")
    if rows:
        print(table(["game", "level", "median ms", "p95 ms", "against the level below"], rows))
    else:
        print("No game is registered yet.")
    print()


if __name__ == "__main__":
    main()
