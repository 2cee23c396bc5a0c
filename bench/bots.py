"""Bots under CPython: decision time per level, and win rate against the level below.

For each registered game and each bot level above the first (levels in the game's order, weakest
first), plays matches with one seat at that level and every other seat at the level below, the
strong seat rotating, within a time budget. Reports the strong seat's win rate (a shared win
counts as a share) next to the fair share 1/players; in a one-seat game (where the lone seat
always "wins"), its mean score next to the level below's on the same seeds.
Decision time is per call of the bot, in CPU time, over those matches.
"""

from __future__ import annotations

import random
import sys
import time
from itertools import pairwise

from common import median, p95, registered_games, table

from pygames.core.bots import choose

SECONDS_PER_PAIR = 20.0


def play(game, levels: list[str], seed: int, clock: dict[str, list[float]]) -> list[float]:
    """One match with seat i played by `levels[i]`: each seat's share of the win (solo: score)."""
    state = game.new(players=len(levels), seed=seed)
    bots = [game.make_bot(level) for level in levels]
    rng = random.Random(seed)
    while not state.over:
        seat = state.to_move
        start = time.process_time()
        code = choose(bots[seat], state, rng)
        clock.setdefault(levels[seat], []).append(time.process_time() - start)
        state.apply(code)
    outcome = state.outcome()
    if len(levels) == 1:
        return [float(outcome.scores[0])]
    winners = outcome.winners
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(len(levels))]


def pair(game, strong: str, weak: str, clock: dict[str, list[float]]) -> tuple[float, float, int]:
    """(strong's win rate or mean solo score, the baseline to beat, matches) within the budget."""
    players = game.default_players
    strong_wins = weak_wins = 0.0
    matches = 0
    start = time.process_time()
    while matches < 1 or time.process_time() - start < SECONDS_PER_PAIR:
        if players == 1:
            strong_wins += play(game, [strong], matches, clock)[0]
            weak_wins += play(game, [weak], matches, clock)[0]
        else:
            seat = matches % players
            levels = [strong if s == seat else weak for s in range(players)]
            strong_wins += play(game, levels, matches, clock)[seat]
        matches += 1
    baseline = weak_wins / matches if players == 1 else 1 / players
    return strong_wins / matches, baseline, matches


def main() -> None:
    wins, times = [], []
    for game in registered_games():
        levels = list(game.bots)
        clock: dict[str, list[float]] = {}
        for weak, strong in pairwise(levels):
            rate, baseline, matches = pair(game, strong, weak, clock)
            print(f"{game.id}: {strong} vs {weak}: {rate:.2f} in {matches}", file=sys.stderr)
            wins.append(
                [
                    game.id,
                    f"{strong} vs {weak}",
                    str(game.default_players),
                    str(matches),
                    *(
                        [f"{rate:.0%}", f"{baseline:.0%}"]
                        if game.default_players > 1
                        else [f"mean score {rate:.1f}", f"mean score {baseline:.1f} (weaker)"]
                    ),
                ]
            )
        for level in levels:
            spent = [1000 * seconds for seconds in clock.get(level, [])]
            times.append(
                [
                    game.id,
                    level,
                    str(len(spent)),
                    f"{median(spent):.1f} ms",
                    f"{p95(spent):.1f} ms",
                    f"{max(spent, default=float('nan')):.0f} ms",
                ]
            )
    print(f"## Bots (CPython, CPU time; about {SECONDS_PER_PAIR:.0f} s of matches per pair)\n")
    if not wins:
        print("No registered game has two bot levels yet.\n")
        return
    print(table(["game", "levels", "players", "matches", "stronger wins", "to beat"], wins))
    print()
    print(table(["game", "level", "decisions", "median", "p95", "max"], times))
    print()


if __name__ == "__main__":
    main()
