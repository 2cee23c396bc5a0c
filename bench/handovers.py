"""How often the link travels when a game is played by link (issue 33: "the link travels only
for a choice"), in CPython.

Whole games of Eurobusiness, Fortuna and Fuldrigger (three and four players, the default
options) with
every seat a human on a device of their own, the game's default bot choosing for each. A
**hand-over** is counted when the next decision that does not play itself belongs to a seat
other than the one whose device holds the game (the link must travel to it); the game starts on
seat 0's device. A **player turn** is a turn of play a seat starts, as each game's own turn
structure has it: in the estate games each time the seat whose turn it is (`current`) changes
once the order of play is drawn (a double's second roll is the same turn; a turn in jail or in
hospital is a turn); in Fuldrigger each time `current` changes once the home ports are chosen.
Decisions by other seats within a turn (an auction, a trade's answer, a vote) are part of it.

Two ways of playing, on the same seeds:
- **before**: every decision is a click on the seat's own device, the draw for the order of play
  and the moves with one legal choice included, and auctions are open (each bid a hand-over);
- **after** (docs/rulings.md "Play by link"): a move with one legal choice plays itself on the
  device holding the game (`web.session.Session.forced`, the app's own rule), and a human who
  would bid in an auction sets, instead, the most they will pay (`most:N`, the bot's own limit),
  which the engine then bids for them.

Usage: python bench/handovers.py [--games 16] [--players 3 4]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygames  # noqa: E402
from bench.common import table  # noqa: E402
from pygames.core import HUMAN, choose  # noqa: E402
from web.session import Session  # noqa: E402

GAMES = ("eurobusiness", "fortuna", "fuldrigger")
SETUP = {"eurobusiness": "order", "fortuna": "order", "fuldrigger": "home"}
MAX_ACTIONS = 200_000  # a game that long is reported, not waited for


def maximum(state: Any, seat: int, code: str) -> str:
    """What a far-away bidder sets instead of the bot's open bid: the bot's own limit."""
    if state.phase != "auction" or not code.startswith("bid:"):
        return code
    note = state.RULES.smallest_note
    most = f"most:{state.policy.bid_limit(state, seat) // note * note}"
    return most if state.check(most) is None else code


def one_game(game_id: str, players: int, seed: int, after: bool) -> tuple[int, int, int]:
    """(hand-overs, player turns, forced moves played by themselves) in one whole game."""
    game = pygames.GAMES[game_id]
    names = [f"P{seat + 1}" for seat in range(players)]
    session = Session.start(game_id, players, names, [HUMAN] * players, {}, seed)
    session.mine = (0,) if after else None  # played by link (this device plays seat 0)
    state: Any = session.state  # an estate table or Fuldrigger's: `phase` and `current`
    bots = {seat: game.make_bot(game.default_bot) for seat in range(players)}
    rng = random.Random(seed)
    holder, handovers, turns, forced, current = 0, 0, 0, 0, None
    for _ in range(MAX_ACTIONS):
        if state.over:
            return handovers, turns, forced
        seat: int = state.to_move
        code = session.forced()
        if code is not None:
            forced += 1
        else:
            code = choose(bots[seat], state, rng)
            if after:
                code = maximum(state, seat, code)
            if seat != holder:
                handovers, holder = handovers + 1, seat
        state.apply(code)
        if state.phase not in (SETUP[game_id], "over") and state.current != current:
            turns, current = turns + 1, state.current
    raise SystemExit(f"{game_id} seed {seed}: no end after {MAX_ACTIONS} actions")


def figures(game_id: str, players: int, games: int) -> list[str]:
    """One row of the report: the turns and hand-overs a turn before and after."""
    totals = {after: [0, 0, 0] for after in (False, True)}
    for after, total in totals.items():
        for seed in range(games):
            for i, value in enumerate(one_game(game_id, players, 1000 + seed, after)):
                total[i] += value
    (h0, t0, _), (h1, t1, f1) = totals[False], totals[True]
    title = pygames.GAMES[game_id].title
    return [
        f"{title}, {players} players",
        str(t0),
        f"{h0 / t0:.3f}",
        str(t1),
        f"{h1 / t1:.3f}",
        f"{f1 / t1:.2f}",
        "yes" if h1 / t1 <= 1.1 else "NO",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=16)
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4])
    args = parser.parse_args()
    rows = [figures(g, n, args.games) for g in GAMES for n in args.players]
    print("## Hand-overs when played by link (CPython, every seat a human on their own device)\n")
    print(
        f"{args.games} whole games a row, the default bots choosing for every seat, the same"
        " seeds both ways. Hand-overs a player turn: before (every decision a click, open"
        " auctions) and after (moves with one legal choice play themselves, far-away bidders"
        " set the most they will pay); bench/handovers.py's docstring says what is counted."
        " The target (issue 33): at most 1.1 after, in each game.\n"
    )
    header = ["game", "turns before", "before", "turns after", "after", "forced / turn", "<= 1.1"]
    print(table(header, rows))


if __name__ == "__main__":
    main()
