"""Replay of long games: how fast a step is shown, under CPython and in Chromium's Pyodide.

A long game of default bots (Fortuna, six players, played to the 400-round bound: about 2,000
moves; Fuldrigger, four players, 40 rounds) is opened as the app opens a saved one (its record
replayed once, keeping a checkpoint every 40 moves and the chronicle), then looked back on: one
step forward, one step back, jumps to random steps (the slider), and each step drawn as the app
draws it (the view, the board and the table's HTML; the DOM's own work is not counted). Beside
them, what a step would cost if each were replayed from the start. Prints a markdown section.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import TypedDict

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import pyodide_runner, table  # noqa: E402

# (game, players, seed, options) of the records replayed
GAMES: tuple[tuple[str, int, int, dict[str, int]], ...] = (
    ("fortuna", 6, 2, {}),
    ("fuldrigger", 4, 3, {"rounds": 40}),
)

# Run as it is under CPython, and as text in Pyodide: `figures(record_json)` -> JSON.
CODE = """
import json, random, time  # noqa: E402

def figures(text):
    from pygames.core.record import record_from_json, replay
    import pygames
    from web.replay import Replay
    from web.session import Session
    from web.views.common import UI
    from web.views.shell import board_renderer, table

    record = record_from_json(json.loads(text), pygames.GAMES)
    clock = time.perf_counter
    start = clock()
    session = Session.open(record)
    opened = clock() - start
    total = len(record.history)
    look = Replay(session)
    rng = random.Random(1)
    draw = board_renderer(record.game)

    def timed(step):
        began = clock()
        look.go(step)
        went = clock() - began
        seat = look.seat()
        view = look.table.view(seat)
        view["actions"] = []
        ui = UI(names=session.names, seat=seat)
        table(view, ui, title="", seats=session.seats, board=draw(view, ui), message="",
              can_undo=False, solitaire=False, autoplay=False, thinking=None)
        return went, clock() - began

    look.go(total // 3)
    forward = [timed(look.step + 1) for _ in range(150)]
    back = [timed(look.step - 1) for _ in range(60)]
    jumps = [timed(rng.randrange(total + 1)) for _ in range(40)]
    from_start = []
    for _ in range(5):
        step = rng.randrange(total // 2, total + 1)
        began = clock()
        cut = record_from_json({**record.to_json(), "history": record.history[:step]},
                               pygames.GAMES)
        replay(cut, pygames.GAMES)
        from_start.append(clock() - began)
    return json.dumps({"moves": total, "open": opened, "forward": forward, "back": back,
                       "jumps": jumps, "from_start": from_start,
                       "checkpoints": len(session.timeline.checkpoints)})
"""


class Figures(TypedDict):
    """What CODE's `figures` measures of one record, in seconds (steps: (went, drawn))."""

    moves: int
    open: float
    forward: list[tuple[float, float]]
    back: list[tuple[float, float]]
    jumps: list[tuple[float, float]]
    from_start: list[float]
    checkpoints: int


def long_record(game_id: str, players: int, seed: int, options: dict[str, int]) -> str:
    import pygames
    from pygames.core import choose
    from web.session import Session

    names = [f"P{seat}" for seat in range(players)]
    session = Session.start(game_id, players, names, ["heuristic"] * players, options, seed)
    rng = random.Random(seed)
    while not session.state.over:
        seat = session.state.to_move
        assert seat is not None
        session.play(choose(session.bot_for(seat), session.state, rng))
    assert pygames.game(game_id)
    return json.dumps(session.record().to_json())


def ms(values: list[float], q: float) -> str:
    ordered = sorted(values)
    return f"{1000 * ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]:.1f}"


def row(where: str, game: str, found: Figures) -> list[str]:
    step = [went for went, _ in found["forward"]]
    drawn = [whole for _, whole in found["forward"]]
    back = [went for went, _ in found["back"]]
    jumps = [went for went, _ in found["jumps"]]
    return [
        where,
        f"{game} ({found['moves']} moves)",
        f"{1000 * found['open']:.0f}",
        f"{ms(step, 0.5)} / {ms(step, 0.95)}",
        f"{ms(drawn, 0.5)} / {ms(drawn, 0.95)}",
        f"{ms(back, 0.5)} / {ms(back, 0.95)}",
        f"{ms(jumps, 0.5)} / {ms(jumps, 0.95)}",
        f"{ms(found['from_start'], 0.5)}",
    ]


def main() -> None:
    records = {
        game: long_record(game, players, seed, options) for game, players, seed, options in GAMES
    }
    rows = []
    scope: dict[str, object] = {}
    exec(CODE, scope)
    figures = scope["figures"]
    assert callable(figures)
    for game, text in records.items():
        rows.append(row("CPython", game, json.loads(figures(text))))
    with pyodide_runner() as run:
        run(CODE)
        for game, text in records.items():
            rows.append(row("Chromium", game, json.loads(run(f"figures({json.dumps(text)})"))))
    print("## Replay of long games\n")
    print(
        "Milliseconds; median / p95. *Open*: the record replayed once with its checkpoints and"
        " chronicle; *forward*, *back*, *jump*: the step alone; *drawn*: a step forward with"
        " its view, board and table HTML; *from the start*: the same step were every step"
        " replayed from the first move.\n"
    )
    print(
        table(
            [
                "where",
                "game",
                "open",
                "forward",
                "forward, drawn",
                "back",
                "jump",
                "from the start",
            ],
            rows,
        )
    )


if __name__ == "__main__":
    main()
