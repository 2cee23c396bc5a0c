"""For Fame & Fortune bots: win rates, decision times in Chromium and engine speed.

Four-player games between the app's own bot levels (`GAME.make_bot`, so what is measured is what
a player meets), the seat of the first bot of a line-up rotating with the game so that no seat
order favours it. A shared win counts as a share; the fair share of one seat in four is 25 %.
Every line-up plays the same fixed seeds, so figures reproduce.

    .venv/bin/python bench/fame_fortune_bots.py             # what `build.py bench` reports
    .venv/bin/python bench/fame_fortune_bots.py --games 200 --lineup strong-vs-normal ...
    .venv/bin/python bench/fame_fortune_bots.py --speed     # playout and bot-game speed only
    .venv/bin/python bench/fame_fortune_bots.py --calibrate 400  # odds.WIN_SHARE, measured
    .venv/bin/python bench/fame_fortune_bots.py --calibrate-turns 80  # odds.CALIBRATION
    .venv/bin/python bench/fame_fortune_bots.py --browser 8 # decision times in Chromium (dist/)

With no option: the default level against three easy bots and the strong level against three
default bots (200 games each, the win rate with ±1.96 standard errors), then every decision of
a few games of four bots of each level timed in Chromium (Pyodide, from the built dist/) and in
CPython. Match times are CPU time (`process_time`), so other work on a shared machine skews them
little; the decision times are wall time.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames.core import choose
from pygames.core.conformance import random_playout
from pygames.fame_fortune import GAME, bots, odds
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.hands import CATEGORY_NAMES, Key, evaluate
from pygames.fame_fortune.state import FameFortuneState

PLAYERS = 4
SEED0 = 50_000
BROWSER_GAMES = 2  # games of four bots per level whose decisions are timed in Chromium
DEFAULT_LINEUPS = ("normal-vs-easy", "strong-vs-normal")
CALIBRATION_SEED0 = 90_000  # other seeds than the matches', so the bench does not test on them
TURNS_SEED0 = 60_000  # odds.CALIBRATION's games

LINEUPS: dict[str, list[str]] = {
    "normal-vs-easy": ["heuristic", "random", "random", "random"],
    "strong-vs-easy": ["search", "random", "random", "random"],
    "strong-vs-normal": ["search", "heuristic", "heuristic", "heuristic"],
    "2-normal-vs-2-strong": ["heuristic", "search", "heuristic", "search"],
}


@dataclass
class Tally:
    """One level's results over a match."""

    wins: float = 0.0  # win shares
    points: float = 0.0
    seats: int = 0  # seats played
    times: list[float] = field(default_factory=list)  # CPU seconds per decision


def mover(state: FameFortuneState) -> int:
    """The seat to move in a game that is not over."""
    seat = state.to_move
    assert seat is not None
    return seat


def final_keys(state: FameFortuneState) -> tuple[list[Key], list[int]]:
    """The round just played: each seat's final hand's key, and the winners."""
    assert state.last_round is not None
    keys = []
    for hand in state.last_round["hands"]:
        best = evaluate([C.card_of(code) for code in hand["cards"]])
        assert best is not None  # a final hand of five cards is always a hand
        keys.append(best.key)
    return keys, list(state.last_round["winners"])


def match(levels: list[str], games: int) -> dict[str, Tally]:
    """Play `games` games; per level: win shares, points, seats played, and decision times."""
    rows = {level: Tally() for level in levels}
    for game_no in range(games):
        seed = SEED0 + game_no
        seats = [levels[(seat + game_no) % PLAYERS] for seat in range(PLAYERS)]
        players = [GAME.make_bot(level) for level in seats]
        state = GAME.new(PLAYERS, seed)
        rng = random.Random(seed)
        while not state.over:
            seat = mover(state)
            start = time.process_time()
            code = choose(players[seat], state, rng)
            rows[seats[seat]].times.append(time.process_time() - start)
            state.apply(code)
        result = state.outcome()
        for seat, level in enumerate(seats):
            row = rows[level]
            row.seats += 1
            row.points += result.scores[seat]
            if seat in result.winners:
                row.wins += 1 / len(result.winners)
    return rows


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))] if ordered else 0.0


def report(title: str, rows: dict[str, Tally], games: int, seconds: float) -> None:
    print(f"\n### {title} ({games} four-player games, {seconds:.0f} s)\n")
    print(
        "| level | seats | win rate | ±1.96 SE | mean points | CPU ms/decision: mean | p50 | p95 |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for level, row in rows.items():
        rate = row.wins / row.seats
        spread = 1.96 * math.sqrt(rate * (1 - rate) / row.seats)
        ms = [1000 * s for s in row.times]
        print(
            f"| {level} | {row.seats} | {rate:.1%} | {spread:.1%} | {row.points / row.seats:+.1f}"
            f" | {statistics.fmean(ms):.1f} | {percentile(ms, 0.5):.1f}"
            f" | {percentile(ms, 0.95):.1f} |"
        )
    if title == "strong-vs-normal":
        strong = rows[LINEUPS[title][0]]
        seats = strong.seats
        rate = strong.wins / seats
        spread = 1.96 * math.sqrt(rate * (1 - rate) / seats)
        verdict = "met" if rate >= 0.5 else "not met"
        print(
            f"\nThe strong level wins {rate:.1%} ± {spread:.1%} of {seats} games against three"
            f" default bots (parity 25 %; target at least 50 %: {verdict})."
        )
    sys.stdout.flush()


def speed(seconds: float = 5.0) -> None:
    """Random playouts (actions and games per CPU second), and whole games of four bots."""
    rng = random.Random(2024)
    games = actions = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        actions += random_playout(GAME.new(PLAYERS, games), rng, GAME.playout_limit)
        games += 1
    spent = time.process_time() - start
    print("\n### Speed (CPython, CPU time)\n")
    print(f"- random playouts: {actions / spent:,.0f} actions/s, {games / spent:.1f} games/s")
    for level in ("heuristic", "search"):
        start = time.process_time()
        played = 0
        while played < 2 or time.process_time() - start < seconds:
            state = GAME.new(PLAYERS, 900 + played)
            players = [GAME.make_bot(level) for _ in range(PLAYERS)]
            while not state.over:
                state.apply(choose(players[mover(state)], state, rng))
            played += 1
        per_game = (time.process_time() - start) / played
        print(f"- a game of four {level} bots: {per_game:.2f} s ({played} games)")


def calibrate(games: int) -> None:
    """Print `odds.WIN_SHARE`: over the rounds of games of four default bots, for every final
    hand (category, top number) the share of players' "best of the other three" final hands it
    beats (ties count half)."""
    others: list[tuple[int, int]] = []
    for game_no in range(games):
        state = GAME.new(PLAYERS, CALIBRATION_SEED0 + game_no)
        players = [GAME.make_bot("heuristic") for _ in range(PLAYERS)]
        rng = random.Random(game_no)
        played = 0
        while not state.over:
            state.apply(choose(players[mover(state)], state, rng))
            if state.rounds_played != played:
                played = state.rounds_played
                keys, _ = final_keys(state)
                for seat in range(PLAYERS):
                    best = max(key for other, key in enumerate(keys) if other != seat)
                    others.append((best[0], best[2]))
    print(f"# {len(others) // PLAYERS} rounds of {games} games")
    print("# fmt: off")
    print("WIN_SHARE: tuple[tuple[float, ...], ...] = (")
    for category, name in enumerate(CATEGORY_NAMES):
        shares = []
        for top in range(15):
            below = sum(1 for other in others if other < (category, top))
            equal = sum(1 for other in others if other == (category, top))
            shares.append(f"{(below + equal / 2) / len(others):.3f}")
        print(f"    # {name}")
        print(f"    ({', '.join(shares[:8])},")
        print(f"     {', '.join(shares[8:])}),")
    print(")")
    print("# fmt: on")


def calibrate_turns(games: int) -> None:
    """Print `odds.CALIBRATION`: on every turn of the strong bot (uncalibrated, one seat against
    three default bots, the seat rotating) that it was not forced to stake, its sampled chance
    and the stake cards still to come, against whether it won that round (a shared win counts
    as a share); then the logistic fit of the result on the chance's logit and the cards to
    come (out of 5), by Newton's method."""
    seen: list[float] = []

    def recorded(
        cards: Sequence[int],
        pool: Sequence[int],
        coming: int,
        players: int,
        rng: random.Random,
        samples: int,
    ) -> float:
        seen.append(odds.chance_to_win(cards, pool, coming, players, rng, samples))
        return seen[-1]

    rows: list[tuple[float, int, float]] = []
    with mock.patch.object(bots, "chance_to_win", recorded):
        for game_no in range(games):
            hero = game_no % PLAYERS
            seats = [
                bots.OddsBot(calibrate=False, first_place=False)
                if s == hero
                else bots.HeuristicBot()
                for s in range(PLAYERS)
            ]
            state = GAME.new(PLAYERS, TURNS_SEED0 + game_no)
            rng = random.Random(TURNS_SEED0 + game_no)
            waiting: list[tuple[float, int]] = []
            played = 0
            while not state.over:
                seat, forced, coming = mover(state), state.forced, 5 - state.faceup
                seen.clear()
                state.apply(choose(seats[seat], state, rng))
                if seat == hero and seen and not forced:
                    waiting.append((seen[-1], coming))
                if state.rounds_played != played:
                    played = state.rounds_played
                    _, winners = final_keys(state)
                    won = 1 / len(winners) if hero in winners else 0.0
                    rows += [(chance, left, won) for chance, left in waiting]
                    waiting = []
    weights = _logistic([(1.0, _logit(c), left / 5) for c, left, _ in rows], [w for *_, w in rows])
    print(f"# {len(rows)} turns of {games} games")
    print(f"CALIBRATION = ({weights[0]:.3f}, {weights[1]:.3f}, {weights[2]:.3f})")


def _logit(chance: float) -> float:
    clipped = min(max(chance, 0.02), 0.98)
    return math.log(clipped / (1 - clipped))


def _logistic(rows: list[tuple[float, ...]], results: list[float]) -> list[float]:
    """Maximum-likelihood weights of a logistic model, by Newton's method."""
    size = len(rows[0])
    weights = [0.0] * size
    for _ in range(30):
        grad = [0.0] * size
        hess = [[0.0] * size for _ in range(size)]
        for row, result in zip(rows, results, strict=True):
            p = 1 / (1 + math.exp(-sum(w * x for w, x in zip(weights, row, strict=True))))
            for i in range(size):
                grad[i] += (result - p) * row[i]
                for j in range(size):
                    hess[i][j] += p * (1 - p) * row[i] * row[j]
        system = [hess[i] + [grad[i]] for i in range(size)]
        for i in range(size):  # Gauss-Jordan
            pivot = system[i][i]
            system[i] = [x / pivot for x in system[i]]
            for other in range(size):
                if other != i:
                    factor = system[other][i]
                    system[other] = [
                        x - factor * y for x, y in zip(system[other], system[i], strict=True)
                    ]
        weights = [w + system[i][size] for i, w in enumerate(weights)]
    return weights


# Every decision of `games` games of four bots of `level`, timed (ms); run as it is in
# CPython and in Pyodide, so both time the same decisions.
DECISIONS = """
import json, random, time
from pygames.core import choose
from pygames.fame_fortune import GAME

def decisions(level, games, seed0):
    spent = []
    for game_no in range(games):
        state = GAME.new(4, seed0 + game_no)
        bots = [GAME.make_bot(level) for _ in range(4)]
        rng = random.Random(game_no)
        while not state.over:
            start = time.perf_counter()
            code = choose(bots[state.to_move], state, rng)
            spent.append(1000 * (time.perf_counter() - start))
            state.apply(code)
    return spent
"""


def browser(games: int) -> None:
    """Decision times per level in Chromium and, on the same games, in CPython."""
    from bench.common import pyodide_runner

    rows = []
    with pyodide_runner() as run:
        run(DECISIONS)
        for level in ("random", "heuristic", "search"):
            in_page = json.loads(run(f"json.dumps(decisions({level!r}, {games}, {SEED0}))"))
            scope: dict[str, object] = {}
            exec(DECISIONS, scope)
            decisions = scope["decisions"]
            assert callable(decisions)
            here: list[float] = decisions(level, games, SEED0)
            rows.append((level, in_page, here))
    print(f"\n### Decision time, Chromium (Pyodide) and CPython ({games} games of four bots)\n")
    print("| level | decisions | Chromium p50 | p95 | max | CPython p50 | p95 | max |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for level, in_page, here in rows:
        figures = [
            f"{percentile(times, share):.1f} ms"
            for times in (in_page, here)
            for share in (0.5, 0.95, 1.0)
        ]
        print(f"| {level} | {len(in_page)} | " + " | ".join(figures) + " |")
    strong = percentile(rows[-1][1], 0.95)
    verdict = "met" if strong <= 1000 else "not met"
    print(f"\nStrong (search) p95 in Chromium: {strong:.0f} ms (budget 1,000 ms: {verdict}).")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--lineup", action="append", choices=sorted(LINEUPS))
    parser.add_argument("--speed", action="store_true", help="only the speed figures")
    parser.add_argument("--calibrate", type=int, metavar="GAMES", help="measure odds.WIN_SHARE")
    parser.add_argument("--browser", type=int, metavar="GAMES", help="decision times in Chromium")
    parser.add_argument(
        "--calibrate-turns", type=int, metavar="GAMES", help="measure odds.CALIBRATION"
    )
    args = parser.parse_args()
    if args.calibrate:
        calibrate(args.calibrate)
        return
    if args.calibrate_turns:
        calibrate_turns(args.calibrate_turns)
        return
    began = time.perf_counter()
    print("## For Fame & Fortune bots (the app's levels: random, heuristic, search)")
    if args.browser:
        browser(args.browser)
        return
    if not args.speed:
        for name in args.lineup or DEFAULT_LINEUPS:
            start = time.perf_counter()
            rows = match(LINEUPS[name], args.games)
            report(name, rows, args.games, time.perf_counter() - start)
    if args.speed or args.lineup:
        speed()
    else:
        browser(BROWSER_GAMES)
    print(f"\nWall time: {time.perf_counter() - began:.0f} s")


if __name__ == "__main__":
    main()
