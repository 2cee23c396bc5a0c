"""The secret deck in Chromium (issue 30): each step of For Fame & Fortune across devices timed
under Pyodide, as the device doing it spends it, for 3 to 6 players, and the links' sizes.

Pyodide alone, from the built dist/ (the app's archive unpacked, no PyScript, no drawing), runs
`bench.secret_deck.measure` (sent into the page as it is) and times the end's check step by step
as the app runs it (`audit_steps`, a frame each). The links are those of a round played by random
choices (`bench.secret_deck.links`, under CPython: their size does not depend on the runtime).
Targets: no step over 1 s in Chromium; no link over 8 KB for 4 players.
Usage (after `python3 build.py`): python bench/secret_browser.py [--players 3 4 5 6]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import pyodide_runner, table  # noqa: E402
from bench.secret_deck import links  # noqa: E402

TIMED = """
import json, random, sys, time
sys.path.insert(0, "/home/pyodide/bench_src")
from secret_deck import measure, GAME
from pygames.core.secret import Seat, SecretDeck, audit_steps
from pygames.core.secret.deck import lock_order
from pygames.fame_fortune import cards as C

def audit_step_max(players):
    rng = random.Random(2)
    labels = [C.code(card) for card in C.deck(players == 6, False)]
    decks = [SecretDeck(GAME, players, labels) for _ in range(players)]
    seats = [Seat(decks[s], s, rng.randbytes(32), rng.randbytes(32)) for s in range(players)]
    def send(writer, message):
        for seat, deck in enumerate(decks):
            if seat != writer:
                deck.receive(message)
    for s in range(players):
        send(s, seats[s].join())
        send(s, seats[s].shuffle())
    for s in lock_order(players):
        send(s, seats[s].shuffle())
    for s in range(players):
        send(s, seats[s].reveal())
    longest, start = 0.0, time.perf_counter()
    for _ in audit_steps(decks[0], []):
        now = time.perf_counter()
        longest, start = max(longest, now - start), now
    return longest

def timed(players):
    figures = measure(players)
    figures["check: its longest step (a frame)"] = audit_step_max(players)
    return json.dumps(figures)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5, 6])
    counts = parser.parse_args().players
    source = (ROOT / "bench" / "secret_deck.py").read_text(encoding="utf-8")
    figures: dict[int, dict[str, float]] = {}
    with pyodide_runner() as run:
        run(
            "import os; os.makedirs('/home/pyodide/bench_src', exist_ok=True); "
            f"open('/home/pyodide/bench_src/secret_deck.py', 'w').write({source!r})"
        )
        run(TIMED)
        for players in counts:
            figures[players] = json.loads(run(f"timed({players})"))
    sizes = {players: links(players) for players in counts}
    head = ["step (ms, Chromium)"] + [f"{n} players" for n in counts]
    rows = [
        [step] + [f"{figures[n][step] * 1000:.0f}" for n in counts] for step in figures[counts[0]]
    ]
    for name in ("links", "largest link", "mean link"):
        rows.append([f"round of F&F: {name}"] + [f"{sizes[n][name]:.0f}" for n in counts])
    print("## The secret deck in Chromium (Pyodide): each step, and the links of a round\n")
    print(table(head, rows))
    print(
        "\nThe targets: no step over 1 s in Chromium (the app runs each message a device owes, and"
        " each step of the check, in a frame of its own); no link over 8 KB (8192 characters)"
        " for 4 players. Link sizes in characters of the `#x=SEAT.s1.…` part (base64url of"
        " zlib-compressed JSON), from a round played by random choices."
    )


if __name__ == "__main__":
    main()
