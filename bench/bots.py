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
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import median, p95, registered_games, table  # noqa: E402
from pygames.core import Game  # noqa: E402
from pygames.core.bots import choose  # noqa: E402

SECONDS_PER_PAIR = 20.0
SECONDS_PER_MATCH = 60.0  # a longer match is abandoned, so the bench stays within minutes


def play(
    game: Game[Any], levels: list[str], seed: int, clock: dict[str, list[float]]
) -> list[float] | None:
    """One match, seat i played by `levels[i]`: each seat's share of the win (solo: the score).

    None when the match outlasts SECONDS_PER_MATCH.
    """
    state = game.new(players=len(levels), seed=seed)
    bots = [game.make_bot(level) for level in levels]
    rng = random.Random(seed)
    began = time.process_time()
    while not state.over:
        if time.process_time() - began > SECONDS_PER_MATCH:
            return None
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


def pair(
    game: Game[Any], strong: str, weak: str, clock: dict[str, list[float]]
) -> tuple[float, float, int, int]:
    """(strong's win rate or mean solo score, the baseline to beat, matches, abandoned)."""
    players = game.default_players
    strong_wins = weak_wins = 0.0
    matches = abandoned = 0
    start = time.process_time()
    while time.process_time() - start < SECONDS_PER_PAIR:
        seed = matches + abandoned
        if players == 1:
            mine, theirs = play(game, [strong], seed, clock), play(game, [weak], seed, clock)
            result = None if mine is None or theirs is None else (mine[0], theirs[0])
        else:
            seat = seed % players
            levels = [strong if s == seat else weak for s in range(players)]
            shares = play(game, levels, seed, clock)
            result = None if shares is None else (shares[seat], 0.0)
        if result is None:
            abandoned += 1
            continue
        strong_wins += result[0]
        weak_wins += result[1]
        matches += 1
    if not matches:
        return float("nan"), float("nan"), 0, abandoned
    baseline = weak_wins / matches if players == 1 else 1 / players
    return strong_wins / matches, baseline, matches, abandoned


def main() -> None:
    wins, times = [], []
    for game in registered_games():
        levels = list(game.bots)
        clock: dict[str, list[float]] = {}
        for weak, strong in pairwise(levels):
            rate, baseline, matches, abandoned = pair(game, strong, weak, clock)
            print(f"{game.id}: {strong} vs {weak}: {rate:.2f} in {matches}", file=sys.stderr)
            wins.append(
                [
                    game.id,
                    f"{strong} vs {weak}",
                    str(game.default_players),
                    str(matches) + (f" ({abandoned} too long)" if abandoned else ""),
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
