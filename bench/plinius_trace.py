"""One game of Plinius played by the hint, action by action: what it chose around a given action.

    .venv/bin/python bench/plinius_trace.py [--seed 7003] [--around 43] [--width 6]

Replays the deal `seed` as the app does when the hint (or the default bot, the same code) picks
every move, without the 180 ms clock so that any machine plays the same game, and prints the
actions from `around - width` to `around + width`: the card each draw turned, each move's counter
and dots, the AP left, and "WALKS BACK" where a move takes a counter to a dot it left earlier in
the same card (`retraced`; issue 18). Then the number of such moves in the whole game.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pygames.core import choose  # noqa: E402
from pygames.plinius import GAME, hint_bot  # noqa: E402
from pygames.plinius.bots import retraced  # noqa: E402
from pygames.plinius.state import PliniusState  # noqa: E402


def trace(seed: int, around: int, width: int) -> list[str]:
    """The lines describing the hint's game on deal `seed` near action `around`."""
    state = GAME.new(1, seed)
    assert isinstance(state, PliniusState)
    bot = hint_bot()
    bot.seconds = None
    rng = random.Random(seed)
    lines = []
    while not state.over:
        index = len(state.history)
        code = choose(bot, state, rng)
        back = code in retraced(state).back
        frm = state.where.get(code.split(":")[1]) if code.startswith("move:") else None
        state.apply(code)
        if abs(index - around) <= width:
            what = f"{code} (from {frm})" if frm else code
            if code == "draw":
                what += f": {state.revealed[-1]}"
            lines.append(
                f"{index:4d}  {what:40s} AP left {state.ap}" + ("  WALKS BACK" if back else "")
            )
    lines.append(
        f"seed {seed}: {retraced(state).undone} walks back in {len(state.history)} actions;"
        f" {state.outcome().detail[-2]}"
    )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=7003)
    parser.add_argument("--around", type=int, default=43)
    parser.add_argument("--width", type=int, default=6)
    options = parser.parse_args()
    print("\n".join(trace(options.seed, options.around, options.width)))


if __name__ == "__main__":
    main()
