"""How long a game lasts, for the new-game form (issue 29: a default Fortuna game, "until one is
left", lasts hundreds of rounds and the form did not say so). Whole games between the default
bots, at each game's default number of players, with its default options but the length:

- per round: the moves of a round (every seat's, each choice a move: a roll, a buy, a bid), and
  how many of them were a real choice (two legal moves or more);
- the rulebook's own end (`rounds` 0: until one is left in Eurobusiness and Fortuna, as many
  rounds as players in For Fame & Fortune; Plinius's one game): the median rounds and moves.

Minutes at a human pace: PACE_CHOICE seconds a move with a choice, PACE_FORCED a move with one
(a click on the only button), with every seat a human (bots' moves take the bot speed chosen
instead). Prints the figures as the JSON `web/static/lengths.js` holds. Usage:

    python bench/lengths.py [--games 5]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import median  # noqa: E402
from pygames import GAMES  # noqa: E402
from pygames.core import choose  # noqa: E402

PACE_CHOICE = 8.0  # seconds: reading the table and choosing (a player who knows the rules)
PACE_FORCED = 2.0  # seconds: the one button there is
ROUNDS_CUT = 20  # a game cut at this many rounds gives the per-round figures (0: not cut)


def one_game(game_id: str, seed: int, rounds: int) -> tuple[int, int, int]:
    """(rounds played, moves with a choice, moves without) of one game between default bots."""
    game = GAMES[game_id]
    options = {"rounds": rounds} if "rounds" in game.options else {}
    state = game.new(game.default_players, seed, options)
    bot = game.make_bot()
    rng = random.Random(seed)
    chosen = forced = 0
    while not state.over:
        if len(state.legal_actions()) > 1:
            chosen += 1
        else:
            forced += 1
        state.apply(choose(bot, state, rng))
    played = int(getattr(state, "rounds_played", 0) or getattr(state, "round", 0) or 1)
    return played, chosen, forced


def minutes(chosen: float, forced: float) -> float:
    return (chosen * PACE_CHOICE + forced * PACE_FORCED) / 60


def measure(game_id: str, games: int) -> dict[str, float | int]:
    """The figures of one title: minutes a round (cut games) and its own end's rounds and
    minutes (median of whole games)."""
    out: dict[str, float | int] = {"players": GAMES[game_id].default_players}
    if "rounds" in GAMES[game_id].options and game_id != "fame_fortune":
        cut = [one_game(game_id, seed, ROUNDS_CUT) for seed in range(games)]
        per_round = median([minutes(c, f) / r for r, c, f in cut])
        out["round_minutes"] = round(per_round, 2)
    if game_id == "fuldrigger":
        return out  # its length is always agreed in rounds
    whole = [one_game(game_id, seed, 0) for seed in range(games)]
    out["own_end_rounds"] = round(median([r for r, _, _ in whole]))
    out["own_end_minutes"] = round(median([minutes(c, f) for _, c, f in whole]))
    if game_id == "fame_fortune":  # a Game Round of its own
        out["round_minutes"] = round(median([minutes(c, f) / r for r, c, f in whole]), 2)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    figures = {}
    for game_id in GAMES:
        start = time.perf_counter()
        figures[game_id] = measure(game_id, args.games)
        took = time.perf_counter() - start
        print(f"{game_id}: {figures[game_id]} ({took:.0f} s)", file=sys.stderr)
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
