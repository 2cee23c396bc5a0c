"""The secret deck's cost per step and its links' sizes (issue 30), for 3 to 6 players.

Each step is timed as the device doing it does it: a seat's shuffle and its lock (N scalar
multiplications and N decodes, N = 65 cards, 78 with 6 players), taking in a deck someone else
sent (N decodes), one seat's unlocks for a deal of 10 to each other seat, a hand of 10 read, a
pass of 5, a draw of 1 (its unlocks and its reading), a card laid face up (checked by a device),
and the audit of one round on one device. The links are those of a whole round of For Fame &
Fortune played by random choices across devices, each link carrying what its reader lacks
(compressed, base64url). Targets: no link over 8 KB for 4 players; no step over 1 s under
Pyodide in Chromium.

Only the standard library and `pygames`, so the browser can import it: `measure(players)` and
`links(players)` return plain dicts; `report()` writes the table.
Usage: python -m bench.secret_deck [--players 3 4 5 6]
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from functools import partial
from typing import Any

from pygames.core.secret import Message, Seat, SecretDeck, audit, decode_link, link_for
from pygames.core.secret.deck import lock_order
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.devices import AcrossTable
from pygames.fame_fortune.state import DRAFT

GAME = bytes(16)


def timed(action: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    result = action()
    return time.perf_counter() - start, result


def deck_size(players: int) -> int:
    return len(C.deck(players == 6, False))


def measure(players: int, seed: int = 1) -> dict[str, float]:
    """Seconds per step, as the device that does it spends them."""
    rng = random.Random(seed)
    labels = [C.code(card) for card in C.deck(players == 6, False)]
    decks = [SecretDeck(GAME, players, labels) for _ in range(players)]
    seats = [Seat(decks[s], s, rng.randbytes(32), rng.randbytes(32)) for s in range(players)]
    figures: dict[str, float] = {}

    def send(writer: int, step: Callable[[], Message | None], name: str = "") -> None:
        spent, message = timed(step)
        assert message is not None
        if name:
            figures[name] = max(figures.get(name, 0.0), spent)
        for seat, deck in enumerate(decks):
            if seat != writer:
                took, _ = timed(partial(deck.receive, message))
                if message["k"] in ("shuffle", "lock", "open"):
                    step_name = (
                        "check a card laid up" if message["k"] == "open" else "take in a deck"
                    )
                    figures[step_name] = max(figures.get(step_name, 0.0), took)

    for s in range(players):
        send(s, seats[s].join)
        send(s, seats[s].shuffle, "shuffle (one seat)")
    for s in lock_order(players):
        send(s, seats[s].shuffle, "lock (one seat)")
    for s in range(players):
        send(s, partial(seats[s].deal, s, 10))
    for s in range(players):
        send(s, seats[s].unlocks, "unlocks for a deal of 10 each")
    figures["read a hand of 10"], hand = timed(seats[0].hand)
    slots = sorted(hand)[:5]
    send(0, lambda: seats[0].give(slots, 1), "pass 5 cards")
    figures["read 5 cards passed"], _ = timed(seats[1].hand)
    send(0, lambda: seats[0].deal(0, 1))
    unlock_times = []
    for s in range(1, players):
        spent, message = timed(seats[s].unlocks)
        unlock_times.append(spent)
        for seat, deck in enumerate(decks):
            if seat != s:
                deck.receive(message)
    spent, _ = timed(seats[0].hand)
    figures["draw 1 (unlocks and reading)"] = max(unlock_times) + spent
    slot = max(seats[0].hand())
    send(0, lambda: seats[0].open([slot]), "lay a card face up")
    for s in range(players):
        send(s, seats[s].reveal)
    figures["audit of the round (one device)"], _ = timed(lambda: audit(decks[1]))
    return figures


def links(players: int, seed: int = 1) -> dict[str, float]:
    """The links of a round of For Fame & Fortune across devices: how many, the largest, the
    mean (characters), and the whole game's time under CPython."""
    rng = random.Random(seed)
    start = time.perf_counter()
    devices = {0: AcrossTable.create(players, {"rounds": 1})}
    devices[0].step()
    holder, sizes = 0, []
    while waiting := devices[holder].waiting():
        seat, why = waiting[0]
        device = devices[holder]
        if seat == holder and why == "move":
            state = device.state
            if state.phase == DRAFT:
                device.give(rng.sample(device.hand(), state.need))
            else:
                device.play(rng.choice(state.legal_actions()))
        elif seat == holder:
            device.step()
        else:
            link = link_for(device.deck.messages, seat)
            decode_link(link)
            sizes.append(len(link))
            if seat in devices:
                devices[seat].receive(link)
            else:
                devices[seat] = AcrossTable.joining(link, seat)
            devices[seat].step()
            holder = seat
    return {
        "links": len(sizes),
        "largest link": max(sizes),
        "mean link": sum(sizes) / len(sizes),
        "game seconds": time.perf_counter() - start,
    }


def report(counts: list[int]) -> str:
    rows = {n: measure(n) for n in counts}
    sizes = {n: links(n) for n in counts}
    head = "| step | " + " | ".join(f"{n} players" for n in counts) + " |"
    lines = [head, "|" + " --- |" * (len(counts) + 1)]
    for step in rows[counts[0]]:
        cells = " | ".join(f"{rows[n][step] * 1000:.0f} ms" for n in counts)
        lines.append(f"| {step} | {cells} |")
    for name in ("links", "largest link", "mean link", "game seconds"):
        cells = " | ".join(f"{sizes[n][name]:.0f}" for n in counts)
        lines.append(f"| round of F&F: {name} | {cells} |")
    return "\n".join(lines)


def main() -> None:
    import argparse  # here, not at the top: bench/secret_browser.py imports this module in
    # Pyodide, whose standard library the build cuts to what the app loads (no argparse)

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, nargs="+", default=[3, 4, 5, 6])
    print(report(parser.parse_args().players))


if __name__ == "__main__":
    main()
