"""Plinius adversus Vesuvium played by its bots, many times: average score and win rate.

    .venv/bin/python bench/plinius_autoplay.py [--seconds 600] [--workers 2] [--iterations N]

(a) the search bot (the hint's bot) at the hint's own iteration cap (the hint stops at that cap
or at 300 ms, whichever comes first; under CPython the cap comes first), over --seeds seeds or
as many as fit in --seconds on --workers processes; (b) random play over 1,000 seeds; and, for
reference, the greedy playout policy alone over 1,000 seeds. Fixed iterations keep the result
independent of the machine's load; seeds 0, 1, 2, ... are the same for every player.
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pygames.core import SearchBot, choose  # noqa: E402
from pygames.plinius import GAME, hint_bot  # noqa: E402

WIN = 13  # more than 13 VP wins


def play(seed: int, policy: str, iterations: int = 0, depth: int = 60) -> float:
    state = GAME.new(1, seed)
    rng = random.Random(seed * 7919 + 1)
    bot = SearchBot(iterations=iterations, depth=depth) if policy == "search" else None
    while not state.over:
        if policy == "random":
            code = rng.choice(state.legal_actions())
        elif policy == "greedy":
            code = state.rollout_action(rng)
        else:
            assert bot is not None
            code = choose(bot, state, rng)
        state.apply(code)
    return state.outcome().scores[0]


def playouts_per_second(seconds: float = 6.0) -> float:
    """Search-bot iterations per second over positions of real games (one core)."""
    done = 0
    spent = 0.0
    seed = 0
    while spent < seconds:
        state = GAME.new(1, 1000 + seed)
        rng = random.Random(seed)
        for _ in range(10 + 5 * (seed % 8)):
            if state.over:
                break
            state.apply(state.rollout_action(rng))
        seed += 1
        if state.over or len(state.legal_actions()) < 2:
            continue
        bot = SearchBot(iterations=100, depth=hint_bot().depth)
        start = time.perf_counter()
        choose(bot, state, rng)
        spent += time.perf_counter() - start
        done += 100
    return done / spent


def summary(name: str, scores: list[float]) -> str:
    wins = sum(score > WIN for score in scores)
    return (
        f"{name}: {len(scores)} games, average {statistics.mean(scores):.2f} VP"
        f" (median {statistics.median(scores):g}), win rate {wins / len(scores):.1%}"
    )


def _search_worker(args: tuple[int, int, int, float, int]) -> list[float]:
    first, step, iterations, deadline, seeds = args
    scores = []
    seed = first
    while time.time() < deadline and seed < seeds:
        scores.append(play(seed, "search", iterations, hint_bot().depth))
        seed += step
    return scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=600.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=0)
    parser.add_argument("--seeds", type=int, default=1000)
    options = parser.parse_args()

    rate = playouts_per_second()
    hint = hint_bot()
    iterations = options.iterations or hint.iterations
    print(f"search playouts per second (CPython, one core): {rate:.0f}")
    print(
        f"hint: {hint.iterations} iterations or {hint.seconds} s, whichever comes first"
        f" ({hint.iterations / rate * 1000:.0f} ms here); autoplay uses {iterations} iterations"
    )

    start = time.time()
    print(summary("random play", [play(seed, "random") for seed in range(options.seeds)]))
    print(summary("greedy playout policy", [play(s, "greedy") for s in range(options.seeds)]))
    print(f"(random and greedy: {time.time() - start:.0f} s)")

    begun = time.time()
    deadline = begun + options.seconds
    jobs = [
        (w, options.workers, iterations, deadline, options.seeds) for w in range(options.workers)
    ]
    with multiprocessing.Pool(options.workers) as pool:
        results = pool.map(_search_worker, jobs)
    scores = [score for part in results for score in part]
    print(summary(f"search bot, {iterations} iterations", scores))
    print(
        f"(search: {len(scores)} games in {time.time() - begun:.0f} s on {options.workers}"
        " processes;"
        f" process k plays seeds k, k+{options.workers}, ...; the last game of each may overrun)"
    )


if __name__ == "__main__":
    main()
