"""Screenshots of every game's table, end screen and a replay, at 1280x800 and 360x740, into
docs/screenshots/ (committed, so that a change of the table shows in review).

    python3 build.py screenshots        # builds dist/ first, then writes the pictures

Each picture opens a shared link of a game played by the default bots in CPython (seeded, so the
same pictures come again for the same build): to the first decision of seat 0, a human, after a
few rounds (the table), or to the end (the end screen, then a step of its replay).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygames  # noqa: E402
from pygames.core import HUMAN, Record, State, choose, encode_link  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
SIZES = ((1280, 800), (360, 740))
# What every page is told before its scripts run: no interpreter snapshot made in the
# background, no "How to play" on a first game (tests/e2e/conftest.py does the same).
QUIET = "window.fgSnapshotsOff = true; window.fgHowtoOff = true;"
PYTHON_READY_MS = 120_000


@dataclass(frozen=True)
class Shot:
    """One game to show: the table at seat 0's decision after `moves`, and its end."""

    game: str
    players: int
    seed: int
    options: dict[str, int]
    moves: int  # the table is shown at seat 0's first decision after this many moves


SHOTS = (
    Shot("eurobusiness", 4, 3, {"rounds": 8}, 40),
    Shot("fortuna", 4, 3, {"rounds": 8}, 40),
    Shot("fuldrigger", 3, 3, {"rounds": 6}, 30),
    Shot("fame_fortune", 4, 3, {"rounds": 1}, 20),
    Shot("plinius", 1, 3, {}, 12),
)


def played(shot: Shot, to_end: bool) -> Record:
    """A record of the game played by the default bots, stopped at seat 0's decision after
    `shot.moves` moves, or at the end."""
    game = pygames.game(shot.game)
    state: State = game.new(shot.players, shot.seed, dict(shot.options))
    bots = {seat: game.make_bot() for seat in range(shot.players)}
    rng = random.Random(shot.seed)
    while not state.over:
        seat = state.to_move
        assert seat is not None
        if not to_end and seat == 0 and len(state.history) >= shot.moves:
            break
        state.apply(choose(bots[seat], state, rng))
    if state.over and not to_end:
        raise SystemExit(f"{shot.game} ends before move {shot.moves}: show it earlier")
    names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"][: shot.players]
    seats = [HUMAN] + [game.default_bot] * (shot.players - 1)
    return Record(
        game.id,
        game.version,
        shot.players,
        names,
        seats,
        shot.seed,
        dict(shot.options),
        list(state.history),
    )


def pictures() -> Iterator[tuple[str, str, str | None]]:
    """(name, link fragment, what to do on the page before the picture)."""
    for shot in SHOTS:
        yield f"{shot.game}-table", "g=" + encode_link(played(shot, to_end=False)), None
        end = "g=" + encode_link(played(shot, to_end=True))
        yield f"{shot.game}-end", end, None
        if shot.game == "eurobusiness":
            yield f"{shot.game}-replay", end, "replay"


def main() -> int:
    from playwright.sync_api import sync_playwright

    from build import CHROMIUM_ARGS, DIST, Server, build, ensure_venv, find_chromium

    chromium = find_chromium(ensure_venv())
    build()
    OUT.mkdir(parents=True, exist_ok=True)
    server = Server(DIST)
    shots = list(pictures())
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
            for width, height in SIZES:
                context = browser.new_context(viewport={"width": width, "height": height})
                context.add_init_script(QUIET)
                page = context.new_page()
                for name, fragment, then in shots:
                    page.goto(f"{server.url}index.html#{fragment}")
                    page.wait_for_selector("#game", timeout=PYTHON_READY_MS)
                    if then == "replay":
                        page.click('[data-cmd="replay"]')
                        page.wait_for_selector("[data-replay-step]")
                        page.click('[data-replay="end"]')
                        for _ in range(3):
                            page.click('[data-replay="back"]')
                    page.wait_for_timeout(1500)  # the motions of the last move are over
                    path = OUT / f"{name}-{width}x{height}.png"
                    page.screenshot(path=str(path))
                    print(f"wrote {path.relative_to(ROOT)}")
                    page.goto("about:blank")
                context.close()
            browser.close()
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
