"""The estate games (Eurobusiness, Fortuna) at length under CPython: engine speed, bot strength
and the bots' manners.

For each game, in CPU time of this process (so other work on the machine skews them less):
- player turns per CPU second in whole games between four default bots (a turn is counted each
  time the player whose turn it is changes, doubles included), and for Eurobusiness the same
  for the peer engine monopyly with its four sample AIs, played in the same process in
  alternating blocks of games, so that both meet the same load (the ratio is the figure that
  holds); random-playout actions and whole 4-bot games per CPU second;
- the default level's win rate against three random bots, and the strong level's against three
  default bots (4-player games, the tested seat rotating, a shared win counted as a share), over
  `--games` games each: whole games (until one is left, as the rulebooks end them), and games
  cut at `--rounds` rounds (decided by the rulebook's count of fortunes); with each level's
  decision time (median and p95 per call);
- manners: in games where one player refuses every offer, the offers made and those that repeat
  a refused one (the same terms, to the same player, within three rounds of its refusal); and
  the bids per auction among four default bots.

The peer is used only if its checkout is on this machine: set FG_PEER_MONOPYLY to the folder
holding its `monopyly` package and `SampleAIs` (a clone of github.com/richard-shepherd/monopyly,
kept outside this repository; its code is never committed here). Usage:

    python bench/estate_bots.py [--games 400] [--rounds 60] [--game fortuna] [--jobs 2]
    python bench/estate_bots.py --speed-only 5   # the engine-speed ratio only, 5 times
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from multiprocessing import Pool
from pathlib import Path
from unittest import mock

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygames  # noqa: E402
from bench.common import median, p95, table  # noqa: E402
from pygames.core import choose  # noqa: E402
from pygames.core.conformance import random_playout  # noqa: E402
from pygames.estate.moving import Moving  # noqa: E402
from pygames.estate.state import EstateState  # noqa: E402
from pygames.estate.trade import REMEMBERED_ROUNDS  # noqa: E402

GAMES = ("eurobusiness", "fortuna")
PEER_VARIABLE = "FG_PEER_MONOPYLY"


# --- engine speed ---------------------------------------------------------------------------
def our_turns(game_id: str, seeds: range) -> int:
    """Play whole games of four default bots; the player turns played (counted where the engine
    starts each player's turn: each time the player whose turn it is changes)."""
    game = pygames.GAMES[game_id]
    original = Moving._start_turn  # both estate games start a player's turn here
    count = [0]

    def counted(self: Moving, seat: int) -> None:
        count[0] += 1
        original(self, seat)

    with mock.patch.object(Moving, "_start_turn", counted):
        bot = game.make_bot("heuristic")
        for seed in seeds:
            state = game.new(4, 500 + seed)
            rng = random.Random(seed)
            while not state.over:
                state.apply(choose(bot, state, rng))
    return count[0]


def peer_player(folder: Path) -> Callable[[int], int]:
    """A function playing `count` whole games of monopyly's four sample AIs (seating rotated
    each game, as its driver in ../shared/peers does), returning the player turns played."""
    time.clock = time.process_time  # type: ignore[attr-defined]  # removed in 3.8; the peer uses it
    sys.path.insert(0, str(folder))
    from monopyly import Game  # type: ignore[import-not-found]
    from SampleAIs.Sample_Daddies import (  # type: ignore[import-not-found]
        GenerousDaddyAI,
        MeanDaddyAI,
    )
    from SampleAIs.Sample_LazyBones import LazyBonesAI  # type: ignore[import-not-found]
    from SampleAIs.Sample_Sophie import SophieAI  # type: ignore[import-not-found]

    random.seed(12345)  # the peer's dice, decks and AIs use the random module
    ais = [SophieAI(), GenerousDaddyAI(), MeanDaddyAI(), LazyBonesAI()]
    played = [0]

    def play(count: int) -> int:
        turns = 0
        for _ in range(count):
            n = played[0]
            played[0] += 1
            game = Game()
            for seat, ai in enumerate(ais[n % 4 :] + ais[: n % 4]):
                game.add_player((ai, seat))
            game.play_game()
            everyone = list(game.state.players) + list(game.state.bankrupt_players)
            turns += sum(player.state.turns_played for player in everyone)
        return turns

    return play


def side_by_side(blocks: int = 12) -> tuple[float, float | None, str]:
    """Eurobusiness's turns per CPU second with four default bots, and the peer's, measured in
    alternating blocks of games in this process (None: the peer is not on this machine)."""
    folder = os.environ.get(PEER_VARIABLE, "")
    play = peer_player(Path(folder)) if folder and (Path(folder) / "monopyly").is_dir() else None
    pygames.GAMES["eurobusiness"]  # imported before the clock starts, as the peer's modules are
    ours = [0, 0.0]
    peer = [0, 0.0]
    for block in range(blocks):
        start = time.process_time()
        ours[0] += our_turns("eurobusiness", range(block * 20, block * 20 + 20))
        ours[1] += time.process_time() - start
        if play is not None:
            start = time.process_time()
            peer[0] += play(10)
            peer[1] += time.process_time() - start
    if play is None:
        note = (
            f"The peer was not measured: clone github.com/richard-shepherd/monopyly into a "
            f"folder outside the repository and set {PEER_VARIABLE} to it."
        )
        return ours[0] / ours[1], None, note
    note = f"Both in this process, {blocks} alternating blocks (ours 20 games, the peer's 10)."
    return ours[0] / ours[1], peer[0] / peer[1], note


def turns_per_cpu_second(game_id: str, games: int = 40) -> float:
    pygames.GAMES[game_id]  # imported before the clock starts
    start = time.process_time()
    turns = our_turns(game_id, range(games))
    return turns / (time.process_time() - start)


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


# --- strength -------------------------------------------------------------------------------
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


def match(game_id: str, level: str, others: str, games: int, rounds: int, jobs: int) -> list[str]:
    work = [(game_id, level, others, seed, rounds) for seed in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            results = pool.map(one_match, work, chunksize=4)
    else:
        results = [one_match(job) for job in work]
    rate = sum(share for share, _ in results) / games
    margin = 1.96 * math.sqrt(rate * (1 - rate) / games)
    times = [t * 1000 for _, ts in results for t in ts]
    return [
        game_id,
        f"{'strong' if level == 'search' else level} vs 3 {others}",
        str(rounds or "whole game"),
        str(games),
        f"{rate:.1%} ± {margin:.1%}",
        f"{median(times):.2f}",
        f"{p95(times):.2f}",
    ]


# --- manners --------------------------------------------------------------------------------
def offer_terms(state: EstateState, seat: int) -> tuple[object, ...]:
    """An offer as its proposer makes it: to whom, what it gives and takes, what it pays."""
    trade = state.trade
    assert trade is not None  # asked only while an offer is on the table
    return trade.offer(seat)


def manners(game_id: str, level: str, games: int, rounds: int = 100) -> list[str]:
    """Offers and repeats in games where seat 0 refuses every offer (and makes none); and the
    bids per auction, counted in the same games among the other three and in their auctions."""
    game = pygames.GAMES[game_id]
    bot = game.make_bot(level)
    offers = repeats = 0
    bids: list[int] = []
    for number in range(games):
        state = game.new(4, 700 + number, {"rounds": rounds})
        rng = random.Random(number)
        refused: dict[tuple[object, ...], int] = {}
        pending = None
        auction_bids = None
        while not state.over:
            seat = state.to_move
            if state.phase == "trade" and seat == 0 and state.trade.proposed:
                code = "trade:refuse"
            else:
                code = choose(bot, state, rng)
                if seat == 0 and code.startswith("trade:with:"):  # it makes no offer: it moves
                    moving = not state.detained[0] and state._move_codes(0)
                    code = state.policy.move(state, 0) if moving else "stay"
            if code == "trade:propose":
                offers += 1
                pending = offer_terms(state, seat)
                if pending in refused and state.round - refused[pending] <= REMEMBERED_ROUNDS:
                    repeats += 1
            elif code in ("trade:refuse", "trade:counter") and pending is not None:
                refused[pending] = state.round
                pending = None
            if state.phase == "auction":
                auction_bids = (auction_bids or 0) + code.startswith("bid:")
            state.apply(code)
            if auction_bids is not None and state.auction is None:
                bids.append(auction_bids)
                auction_bids = None
    return [
        game_id,
        "strong" if level == "search" else level,
        str(games),
        str(offers),
        f"{repeats} ({repeats / max(offers, 1):.0%})",
        str(len(bids)),
        f"{statistics.median(bids):g}" if bids else "-",
        f"{statistics.mean(bids):.1f}" if bids else "-",
    ]


def speed_runs(runs: int) -> None:
    """The side-by-side measure `runs` times: on a shared machine one run's ratio moves by a
    tenth either way, so a figure is given with its spread."""
    rows, ratios, note = [], [], ""
    for run in range(runs):
        ours, peer, note = side_by_side()
        ratio = ours / peer if peer else 0.0
        ratios.append(ratio)
        beside = f"{peer:,.0f}" if peer else "not measured"
        rows.append([str(run + 1), f"{ours:,.0f}", beside, f"{ratio:.2f}x" if peer else "-"])
    print(table(["run", "ours: turns / CPU s", "peer", "ours / peer"], rows))
    if ratios[0]:
        spread = f"from {min(ratios):.2f}x to {max(ratios):.2f}x"
        print(f"\nMedian {median(ratios):.2f}x, {spread}. {note}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--game", choices=GAMES, action="append")
    parser.add_argument("--jobs", type=int, default=2, help="processes for the matches")
    parser.add_argument(
        "--speed-only",
        type=int,
        metavar="RUNS",
        help="only the side-by-side engine speed, measured RUNS times (the spread of the ratio)",
    )
    args = parser.parse_args()
    if args.speed_only:
        speed_runs(args.speed_only)
        return
    chosen = args.game or list(GAMES)
    print("## Estate games: engine speed, bots and their manners (CPython)\n")
    ours, peer, note = side_by_side() if "eurobusiness" in chosen else (0.0, None, "")
    speed = []
    for game_id in chosen:
        if game_id == "eurobusiness":
            turns = f"{ours:,.0f}"
            beside = f"{peer:,.0f}" if peer else "not measured"
            ratio = f"{ours / peer:.2f}x" if peer else "-"
        else:
            turns, beside, ratio = f"{turns_per_cpu_second(game_id):,.0f}", "-", "-"
        speed.append(
            [
                game_id,
                turns,
                beside,
                ratio,
                f"{random_playouts(game_id):,.0f}",
                f"{bot_games(game_id):.2f}",
            ]
        )
    header = [
        "game",
        "turns / CPU s (4 default bots)",
        "peer monopyly, 4 sample AIs",
        "ours / peer",
        "random actions / CPU s",
        "4-bot games / CPU s",
    ]
    print(table(header, speed))
    if note:
        print(f"\n{note} The target: ours at least 2x the peer's.")
    rows = []
    for game_id in chosen:
        rows.append(match(game_id, "heuristic", "random", 200, args.rounds, args.jobs))
        rows.append(match(game_id, "search", "heuristic", args.games, 0, args.jobs))
        rows.append(match(game_id, "search", "heuristic", args.games, args.rounds, args.jobs))
    print(
        "\nWin rates of 4-player games, the tested seat rotating (25% is parity; the error is "
        "1.96 standard errors); decision times per call of the tested bot, CPU ms. The targets: "
        f"strong vs default at least 50% of whole games, and in Fortuna at least 40% of games "
        f"cut at {args.rounds} rounds.\n"
    )
    header = ["game", "match", "rounds", "games", "win rate", "median ms", "p95 ms"]
    print(table(header, rows))
    polite = [
        manners(game_id, level, 20) for game_id in chosen for level in ("heuristic", "search")
    ]
    print(
        "\nManners, in 20 games of 100 rounds where one player refuses every offer (and makes "
        f"none): offers made, and offers repeating refused terms to the same player within "
        f"{REMEMBERED_ROUNDS} rounds of the refusal (the target: none, whatever has changed); "
        "bids per auction in the same games (the target: a few).\n"
    )
    header = [
        "game",
        "bots",
        "games",
        "offers",
        "repeated",
        "auctions",
        "bids median",
        "mean",
    ]
    print(table(header, polite))


if __name__ == "__main__":
    main()
