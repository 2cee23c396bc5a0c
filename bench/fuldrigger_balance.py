"""Fuldrigger's balance and the bots' play, over whole three-player games (docs/rulings.md "a
balanced world", issue 21): with the default bot in every seat, the first chooser's and each
home port's win share, how often the leader after round 10 wins, the median gap between first
and second as a share of the winner's fortune, and attacks, deals and isthmus crossings per game
(and the share of games with any); then the strong level's win rate against two default bots.

Game n uses seed n (and seat n % 3 for the strong bot), so figures reproduce. A shared win
counts as a share. Parity is 33.3 %.

    nice -n 10 .venv/bin/python bench/fuldrigger_balance.py [--games 900] [--port-games 300]
        [--isthmus-games 100] [--strong-games 300] [--first 0] [--jobs 2]

By default (as `python3 build.py bench` runs it) only the balance: 900 games of default bots
choosing their ports (issue 31); the other parts are asked for by their counts.

Each part is printed as soon as it is measured; a part of 0 games is left out. `--jobs`
processes play the games (the same games, the same figures, whatever their number). With --dump FILE
each game's record is appended to FILE as it ends; --load FILE ... prints the figures of the
records (runs over different seeds, in parallel, joined).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from contextlib import nullcontext
from dataclasses import asdict, dataclass, field
from itertools import permutations
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames.core import Bot, choose
from pygames.fuldrigger import GAME, routes
from pygames.fuldrigger.goods import HOME_PORTS
from pygames.fuldrigger.graph import CITIES, SPACES
from pygames.fuldrigger.state import FuldriggerState

PLAYERS = 3
LEADER_ROUND = 10


@dataclass
class Game:
    """What one finished game tells the figures."""

    levels: list[str]
    first: int  # the seat that chose its home port first
    homes: list[str]
    winners: tuple[int, ...]
    scores: list[float]
    leader: int | None  # the seat richest after round 10 (None: a tie or a shorter game)
    attacks: int
    deals: int
    crossings: int
    privateers: int
    ended: str
    seconds: dict[str, list[float]] = field(default_factory=dict)
    part: str = ""  # plain, ports, isthmus or strong
    seed: int = 0

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
    options: Mapping[str, object] | None = None,
    homes: Sequence[str] = (),
    make: Callable[[str], Bot[FuldriggerState]] = GAME.make_bot,
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
        assert seat is not None  # a game not over has a seat to move
        if levels[seat] == timed:
            start = time.process_time()
            code = choose(bots[seat], state, rng)
            seconds[timed].append(time.process_time() - start)
        else:
            code = choose(bots[seat], state, rng)
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
        rate = sum(g.share(g.leader) for g in led if g.leader is not None) / len(led)
        rows.append(
            [f"round-{LEADER_ROUND} leader wins (of {len(led)})", pct(rate, len(led)), "≤ 65 %"]
        )
    gaps = [g.gap for g in games]
    rows.append(["median gap, first to second", f"{statistics.median(gaps) * 100:.1f} %", "≤ 15 %"])
    within = sum(gap <= 0.10 for gap in gaps) / n
    rows.append(["games within 10 %", f"{within * 100:.0f} %", ""])
    for name, field_name, goal in (
        ("attacks", "attacks", "in ≥ 20 % of games"),
        ("deals", "deals", "in ≥ 20 % of games"),
        ("privateers fitted out", "privateers", ""),
    ):
        counts = [int(getattr(g, field_name)) for g in games]
        total = sum(counts)
        some = sum(count > 0 for count in counts) / n
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


DUMP: list[Path] = []  # with --dump, each game's record is appended here as it ends
JOBS = [1]  # processes playing the games (--jobs); the games and figures are the same


def record(game: Game) -> Game:
    if DUMP:
        with DUMP[0].open("a", encoding="utf-8") as out:
            out.write(json.dumps(asdict(game)) + "\n")
    return game


def run(
    levels: Sequence[str],
    games: int,
    first: int,
    options: Mapping[str, object],
    part: str,
    rotate: bool = False,
) -> list[Game]:
    """Games with seeds first, first + 1, ...; with `rotate`, game n's choosers take the home
    ports in the n-th of their 60 orders (so each port is played as often, by every chooser)."""
    orders = list(permutations(HOME_PORTS, PLAYERS))
    timed = "search" if part == "strong" else ""
    work = [
        (levels, seed, options, orders[seed % len(orders)] if rotate else (), timed)
        for seed in range(first, first + games)
    ]
    found = []
    with Pool(JOBS[0]) if JOBS[0] > 1 else nullcontext() as pool:
        played = pool.imap(play_job, work, chunksize=4) if pool else map(play_job, work)
        for seed, game in zip(range(first, first + games), played, strict=True):
            game.part, game.seed = part, seed
            found.append(record(game))
            if (seed - first + 1) % 25 == 0:
                print(f"  {seed - first + 1} games", file=sys.stderr, flush=True)
    return found


def play_job(job: tuple[Sequence[str], int, Mapping[str, object], Sequence[str], str]) -> Game:
    """`play` of one game, as a worker process takes it."""
    levels, seed, options, homes, timed = job
    return play(levels, seed, options, homes, timed=timed)


def strong_games(games: int, first: int, rounds: int) -> list[Game]:
    """The strong bot in seat n % 3 against two default bots."""
    found = []
    for seed in range(first, first + games):
        hero = seed % PLAYERS
        levels = ["search" if seat == hero else "heuristic" for seat in range(PLAYERS)]
        found += run(levels, 1, seed, {"rounds": rounds}, "strong")
    return found


def seeds(games: list[Game]) -> str:
    low, high = min(g.seed for g in games), max(g.seed for g in games)
    return f"seeds {low}-{high}" if high - low + 1 == len(games) else f"{len(games)} seeds"


def plain_text(plain: list[Game], rounds: int) -> str:
    return "\n".join(
        [
            f"Default bot (heuristic) in every seat, {len(plain)} three-player games of {rounds}"
            f" rounds ({seeds(plain)}; a shared win counts as a share; ±: 1.96 standard errors),"
            " the bots choosing their home ports:\n",
            table(["figure", "measured", "target"], balance_rows(plain)),
        ]
    )


def ports_text(ports: list[Game]) -> str:
    return "\n".join(
        [
            f"The default bot in every seat, {len(ports)} games ({seeds(ports)}) with the home"
            " ports dealt in turn (game n: the n-th of the 60 orders of three of the five ports),"
            " so that every port is played as often:\n",
            table(["figure", "measured", "target"], port_rows(ports)),
        ]
    )


def isthmus_text(across: list[Game]) -> str:
    total = sum(g.crossings for g in across)
    some = sum(g.crossings > 0 for g in across) / len(across)
    return (
        f"With the isthmus variant on ({len(across)} games, {seeds(across)}):"
        f" {total / len(across):.2f} isthmus crossings a game; {some * 100:.0f} % of games use it."
    )


def strong_text(played: list[Game]) -> str:
    n = len(played)
    rate = sum(g.share(g.levels.index("search")) for g in played) / n
    decided = sorted(t for g in played for t in g.seconds["search"])
    p95 = decided[int(0.95 * (len(decided) - 1))]
    return (
        f"Strong level (search) against two default bots, {n} games ({seeds(played)}, the strong"
        f" bot in seat n % 3): wins {pct(rate, n)} (parity 33.3 %; target ≥ 50 %);"
        f" {statistics.mean(decided) * 1000:.2f} ms a decision under CPython"
        f" (p95 {p95 * 1000:.1f} ms, max {decided[-1] * 1000:.0f} ms)."
    )


def texts(found: dict[str, list[Game]], rounds: int) -> list[str]:
    """The parts measured, in order (short European trades after the first)."""
    out = []
    if found.get("plain"):
        out += [plain_text(found["plain"], rounds), short_trades()]
    if found.get("ports"):
        out.append(ports_text(found["ports"]))
    if found.get("isthmus"):
        out.append(isthmus_text(found["isthmus"]))
    if found.get("strong"):
        out.append(strong_text(found["strong"]))
    return out


def section(
    games: int,
    isthmus_games: int,
    strong_count: int,
    first: int,
    rounds: int,
    port_games: int | None = None,
    out: Callable[[str], None] | None = None,
) -> str:
    """The figures, each part printed by `out` as soon as it is measured (a part of 0 games is
    left out)."""
    cpu = time.process_time()
    plain_options = {"rounds": rounds}
    isthmus_options = {"rounds": rounds, "isthmus": True}
    found: dict[str, list[Game]] = {}
    parts: tuple[tuple[str, Callable[[], list[Game]]], ...] = (
        ("plain", lambda: run(["heuristic"] * PLAYERS, games, first, plain_options, "plain")),
        (
            "ports",
            lambda: run(
                ["heuristic"] * PLAYERS,
                games if port_games is None else port_games,
                first,
                plain_options,
                "ports",
                rotate=True,
            ),
        ),
        (
            "isthmus",
            lambda: run(["heuristic"] * PLAYERS, isthmus_games, first, isthmus_options, "isthmus"),
        ),
        ("strong", lambda: strong_games(strong_count, first, rounds)),
    )
    for part, make in parts:
        found[part] = make()
        if out and found[part]:
            out("\n\n".join(texts({part: found[part]}, rounds)))
    print(f"  {time.process_time() - cpu:.0f} CPU s", file=sys.stderr)
    return "\n\n".join(texts(found, rounds))


def load(paths: list[Path]) -> dict[str, list[Game]]:
    """Games recorded by --dump (several runs over different seeds may be joined)."""
    found: dict[str, list[Game]] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            data = json.loads(line)
            data["winners"] = tuple(data["winners"])
            game = Game(**data)
            found.setdefault(game.part, []).append(game)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=900)
    parser.add_argument("--port-games", type=int, default=0)
    parser.add_argument("--isthmus-games", type=int, default=0)
    parser.add_argument("--strong-games", type=int, default=0)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=GAME.options["rounds"].default)
    parser.add_argument("--jobs", type=int, default=2, help="processes playing the games")
    parser.add_argument("--dump", type=Path, help="append each game's record to this file")
    parser.add_argument("--load", type=Path, nargs="+", help="print the figures of these records")
    args = parser.parse_args()
    print("## Fuldrigger: a balanced world, and the bots' play\n", flush=True)
    if args.load:
        print("\n\n".join(texts(load(args.load), args.rounds)))
        return
    if args.dump:
        DUMP.append(args.dump)
    JOBS[0] = args.jobs
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
