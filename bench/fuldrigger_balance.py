"""Fuldrigger's balance and the bots' play, over whole three-player games (docs/rulings.md "a
balanced world", issue 21): with the default bot in every seat, the first chooser's and each
home port's win share, how often the leader after round 10 wins, the median gap between first
and second as a share of the winner's fortune, and attacks, deals and isthmus crossings per game
(and the share of games with any); then the strong level's win rate against two default bots.

Game n uses seed n (and seat n % 3 for the strong bot), so figures reproduce. A shared win
counts as a share. Parity is 33.3 %.

    nice -n 10 .venv/bin/python bench/fuldrigger_balance.py [--games 300] [--port-games 300]
        [--isthmus-games 100] [--strong-games 300] [--first 0]

Each part is printed as soon as it is measured; a part of 0 games is left out.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import permutations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames.core import choose
from pygames.fuldrigger import GAME, routes
from pygames.fuldrigger.goods import HOME_PORTS
from pygames.fuldrigger.graph import CITIES, SPACES

PLAYERS = 3
LEADER_ROUND = 10


@dataclass
class Game:
    """What one finished game tells the figures."""

    levels: list[str]
    first: int  # the seat that chose its home port first
    homes: list[str]
    winners: tuple[int, ...]
    scores: list[int]
    leader: int | None  # the seat richest after round 10 (None: a tie or a shorter game)
    attacks: int
    deals: int
    crossings: int
    privateers: int
    ended: str
    seconds: dict[str, list[float]] = field(default_factory=dict)

    def share(self, seat: int) -> float:
        return 1 / len(self.winners) if seat in self.winners else 0.0

    @property
    def gap(self) -> float:
        """(first - second) / first: how close the game ended."""
        top = sorted(self.scores, reverse=True)
        return (top[0] - top[1]) / top[0] if top[0] > 0 else 0.0


def play(
    levels: Sequence[str],
    seed: int,
    options: dict[str, object] | None = None,
    homes: Sequence[str] = (),
    make: Callable[[str], object] = GAME.make_bot,
    timed: str = "",
) -> Game:
    """One game with a bot of `levels[seat]` in each seat, the decisions of level `timed` timed
    (a clock read costs a system call, which on a busy machine can cost the process its turn on
    the CPU: the other levels are not timed); with `homes`, the choosers take these home ports in
    turn instead of the bots' own choice."""
    bots = [make(level) for level in levels]
    state = GAME.new(len(levels), seed, dict(options or {}))
    for city in homes:
        state.apply(f"home:{city}")
    rng = random.Random(seed)
    seconds: dict[str, list[float]] = {level: [] for level in levels}
    while not state.over:
        seat = state.to_move
        if levels[seat] == timed:
            start = time.process_time()
            code = choose(bots[seat], state, rng)  # type: ignore[arg-type]
            seconds[timed].append(time.process_time() - start)
        else:
            code = choose(bots[seat], state, rng)  # type: ignore[arg-type]
        state.apply(code)
    result = state.outcome()
    leader = None
    if len(state.fortunes) > LEADER_ROUND:
        row = state.fortunes[LEADER_ROUND]  # after round 10, before round 11's card
        best = max(row)
        if row.count(best) == 1:
            leader = row.index(best)
    log = state.log_for(None)
    return Game(
        levels=list(levels),
        first=state.choosers[0],
        homes=[str(h) for h in state.home],
        winners=tuple(result.winners),
        scores=list(result.scores),
        leader=leader,
        attacks=sum(code.startswith("attack:") for code in state.history),
        deals=sum(" accepts: " in line for line in log),
        crossings=sum(code.startswith("send:") for code in state.history),
        privateers=sum(code.startswith("arm:") for code in state.history),
        ended=state.ended,
        seconds=seconds,
    )


def margin(rate: float, n: int) -> float:
    """1.96 standard errors of a share measured over n games."""
    return 1.96 * math.sqrt(rate * (1 - rate) / n) if n else 0.0


def pct(rate: float, n: int) -> str:
    return f"{rate * 100:.1f} % (±{margin(rate, n) * 100:.1f})"


def port_rows(games: list[Game]) -> list[list[str]]:
    """Each home port's win share over the games it was played in, and the first chooser's."""
    n = len(games)
    first = sum(g.share(g.first) for g in games) / n
    rows = [["first chooser wins", pct(first, n), "27.3-39.3 %"]]
    for home in HOME_PORTS:
        played = [g for g in games if home in g.homes]
        if played:
            rate = sum(g.share(g.homes.index(home)) for g in played) / len(played)
            rows.append(
                [f"{home} wins (of {len(played)} games)", pct(rate, len(played)), "27.3-39.3 %"]
            )
    return rows


def balance_rows(games: list[Game]) -> list[list[str]]:
    """The figures of issue 21 over games with the same bot in every seat."""
    n = len(games)
    rows = port_rows(games)
    led = [g for g in games if g.leader is not None]
    if led:
        rate = sum(g.share(g.leader) for g in led) / len(led)  # type: ignore[arg-type]
        rows.append(
            [f"round-{LEADER_ROUND} leader wins (of {len(led)})", pct(rate, len(led)), "≤ 65 %"]
        )
    gaps = [g.gap for g in games]
    rows.append(["median gap, first to second", f"{statistics.median(gaps) * 100:.1f} %", "≤ 15 %"])
    within = sum(gap <= 0.10 for gap in gaps) / n
    rows.append(["games within 10 %", f"{within * 100:.0f} %", ""])
    for name, count, goal in (
        ("attacks", lambda g: g.attacks, "in ≥ 20 % of games"),
        ("deals", lambda g: g.deals, "in ≥ 20 % of games"),
        ("privateers fitted out", lambda g: g.privateers, ""),
    ):
        total = sum(count(g) for g in games)
        some = sum(count(g) > 0 for g in games) / n
        rows.append(
            [f"{name} a game (games with any)", f"{total / n:.2f} ({some * 100:.0f} %)", goal]
        )
    ended = {why: sum(g.ended == why for g in games) for why in ("time", "agreed", "one")}
    rows.append(
        [
            "games ended by time / agreement / all but one out",
            " / ".join(str(ended[w]) for w in ("time", "agreed", "one")),
            "",
        ]
    )
    rows.append(
        ["median winning fortune", f"{statistics.median(max(g.scores) for g in games):.0f}", ""]
    )
    return rows


def short_trades() -> str:
    """What the short European trades pay at list prices (RULINGS "scale of the economy": a
    short safe voyage earns 10-30)."""
    europe = [c for c in CITIES if SPACES[c].region in ("north", "east_atlantic", "med")]
    profits = [t.profit for a in europe for b in europe if a != b for t in routes.best_trades(a, b)]
    return (
        f"Short European trades ({len(profits)} of them, between the {len(europe)} cities of the"
        f" North Sea and Baltic, the eastern Atlantic and the Mediterranean) pay"
        f" {min(profits)}-{max(profits)} ducats at list prices, median"
        f" {statistics.median(profits):.0f} (target 10-30)."
    )


def table(header: list[str], rows: list[list[str]]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def run(
    levels: Sequence[str], games: int, first: int, options: dict[str, object], rotate: bool = False
) -> list[Game]:
    """Games with seeds first, first + 1, ...; with `rotate`, game n's choosers take the home
    ports in the n-th of their 60 orders (so each port is played as often, by every chooser)."""
    orders = list(permutations(HOME_PORTS, PLAYERS))
    found = []
    for seed in range(first, first + games):
        homes = orders[seed % len(orders)] if rotate else ()
        found.append(play(levels, seed, options, homes))
        if (seed - first + 1) % 25 == 0:
            print(f"  {seed - first + 1} games", file=sys.stderr, flush=True)
    return found


def strong_match(games: int, first: int, rounds: int) -> tuple[float, list[Game]]:
    """The strong bot in seat n % 3 against two default bots: its win share."""
    played = []
    wins = 0.0
    for seed in range(first, first + games):
        hero = seed % PLAYERS
        levels = ["search" if seat == hero else "heuristic" for seat in range(PLAYERS)]
        game = play(levels, seed, {"rounds": rounds}, timed="search")
        wins += game.share(hero)
        played.append(game)
    return wins / games, played


def plain_part(games: int, first: int, rounds: int) -> str:
    plain = run(["heuristic"] * PLAYERS, games, first, {"rounds": rounds})
    return "\n".join(
        [
            f"Default bot (heuristic) in every seat, {games} three-player games of {rounds} rounds"
            f" (seeds {first}-{first + games - 1}; a shared win counts as a share; ±: 1.96"
            " standard errors), the bots choosing their home ports:\n",
            table(["figure", "measured", "target"], balance_rows(plain)),
        ]
    )


def ports_part(games: int, first: int, rounds: int) -> str:
    ports = run(["heuristic"] * PLAYERS, games, first, {"rounds": rounds}, rotate=True)
    return "\n".join(
        [
            f"The same seeds ({games} games) with the home ports dealt in turn (game n: the n-th of"
            " the 60 orders of three of the five ports), so that every port is played as often:\n",
            table(["figure", "measured", "target"], port_rows(ports)),
        ]
    )


def isthmus_part(games: int, first: int, rounds: int) -> str:
    across = run(["heuristic"] * PLAYERS, games, first, {"rounds": rounds, "isthmus": True})
    total = sum(g.crossings for g in across)
    some = sum(g.crossings > 0 for g in across) / len(across)
    return (
        f"With the isthmus variant on ({games} games): {total / len(across):.2f} isthmus"
        f" crossings a game; {some * 100:.0f} % of games use it."
    )


def strong_part(games: int, first: int, rounds: int) -> str:
    rate, played = strong_match(games, first, rounds)
    decided = sorted(t for g in played for t in g.seconds["search"])
    p95 = decided[int(0.95 * (len(decided) - 1))]
    return (
        f"Strong level (search) against two default bots, {games} games (seat n % 3):"
        f" wins {pct(rate, games)} (parity 33.3 %; target ≥ 50 %);"
        f" {statistics.mean(decided) * 1000:.2f} ms a decision under CPython"
        f" (p95 {p95 * 1000:.1f} ms, max {decided[-1] * 1000:.0f} ms)."
    )


def section(
    games: int,
    isthmus_games: int,
    strong_games: int,
    first: int,
    rounds: int,
    port_games: int | None = None,
    out: Callable[[str], None] | None = None,
) -> str:
    """The figures, each part printed by `out` as soon as it is measured (a part of 0 games is
    left out)."""
    cpu = time.process_time()
    parts = []
    for count, part in (
        (games, plain_part),
        (games if port_games is None else port_games, ports_part),
        (isthmus_games, isthmus_part),
        (strong_games, strong_part),
    ):
        if count:
            parts.append(part(count, first, rounds))
            if part is plain_part:
                parts.append(short_trades())
            if out:
                out(parts[-1] if part is not plain_part else "\n\n".join(parts[-2:]))
    print(f"  {time.process_time() - cpu:.0f} CPU s", file=sys.stderr)
    return "\n\n".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--port-games", type=int, default=None, help="default: --games")
    parser.add_argument("--isthmus-games", type=int, default=100)
    parser.add_argument("--strong-games", type=int, default=300)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=GAME.options["rounds"].default)
    args = parser.parse_args()
    print("## Fuldrigger: a balanced world, and the bots' play\n", flush=True)
    section(
        args.games,
        args.isthmus_games,
        args.strong_games,
        args.first,
        args.rounds,
        args.port_games,
        out=lambda text: print(text + "\n", flush=True),
    )


if __name__ == "__main__":
    main()
