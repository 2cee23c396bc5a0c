"""Screenshots of every phase of For Fame & Fortune at 1280x800 and 360x740, for looking at
(issue 19, "Measure and show"): the hand-off screen, the draft (nothing chosen, cards chosen),
the Active Player's stake, a second card, a Fortune Modifier, the forced play, the round's end
and the end of the game.

    .venv/bin/python tools/fame_fortune_shots.py [folder [phase]]   # /tmp/fame_fortune_shots

Each phase is found by playing games under CPython (bots in the other seats, a plain player in
the first), and opened in Chromium from the built dist/ by its record in a link, so every
picture is of a real position. Build dist/ first (python3 build.py). The table and the end of
every game, committed for review, come from `python3 build.py screenshots` (screenshots.py).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygames  # noqa: E402
from build import CHROMIUM_ARGS, Server  # noqa: E402
from pygames.core import Record, encode_link  # noqa: E402
from pygames.core.bots import choose  # noqa: E402
from tools.screenshots import PYTHON_READY_MS, QUIET, SIZES  # noqa: E402

GAME = "fame_fortune"
NAMES = ["Ann", "Bo", "Cy", "Di"]
Found = Callable[[Any], bool]


def plain(state: Any, rng: random.Random) -> str:
    """The first seat's player: passes the first cards, stakes now and then, passes often."""
    codes = state.legal_actions()
    if "give" in codes:
        return "give"
    picks = [c for c in codes if c.startswith("pick:") and not state.describe(c).startswith("Keep")]
    if picks:
        return picks[0]
    plays = [c for c in codes if c.startswith("play:")]
    if "stop" in codes:
        return "stop"
    if "pass" in codes and rng.random() < 0.7:
        return "pass"
    return plays[0] if plays else codes[0]


def find(seats: list[str], options: dict[str, Any], found: Found, seeds: range) -> Record:
    """The first position (a record) of games played from these seeds where `found` holds."""
    game = pygames.game(GAME)
    players = len(seats)
    for seed in seeds:
        state = game.new(players, seed, options)
        bots = {s: game.make_bot(level) for s, level in enumerate(seats) if level != "human"}
        rng = random.Random(seed)
        while not state.over:
            if found(state):
                return Record(
                    GAME,
                    game.version,
                    players,
                    NAMES[:players],
                    seats,
                    seed,
                    dict(state.options),
                    list(state.history),
                )
            seat = state.to_move
            code = choose(bots[seat], state, rng) if seat in bots else plain(state, rng)
            state.apply(code)
        if found(state):
            return Record(
                GAME,
                game.version,
                players,
                NAMES[:players],
                seats,
                seed,
                dict(state.options),
                list(state.history),
            )
    raise SystemExit(f"no position found for {found}")


def human_at(phase: str, more: Found = lambda s: True) -> Found:
    return lambda s: not s.over and s.to_move == 0 and s.phase == phase and more(s)


BOTS3 = ["human", "heuristic", "heuristic"]
SCENES: dict[str, tuple[list[str], dict[str, Any], Found]] = {
    "1-handoff": (["human", "human", "heuristic"], {"rounds": 2}, lambda s: True),
    "2-draft": (BOTS3, {"rounds": 2}, human_at("draft", lambda s: not s.picks[0])),
    "3-draft-chosen": (BOTS3, {"rounds": 2}, human_at("draft", lambda s: len(s.picks[0]) == 3)),
    "4-stake": (BOTS3, {"rounds": 2}, human_at("turn", lambda s: s.faceup >= 1 and not s.forced)),
    "5-second": (BOTS3, {"rounds": 2}, human_at("second")),
    "6-modifier": (
        ["human", "heuristic", "heuristic", "heuristic"],
        {"rounds": 2, "modifiers": True},
        human_at("turn", lambda s: any(c.startswith("mod:") for c in s.legal_actions())),
    ),
    "7-forced": (BOTS3, {"rounds": 3}, human_at("turn", lambda s: s.forced)),
    "8-round-end": (
        BOTS3,
        {"rounds": 3},
        lambda s: not s.over and s.last_round and s.last_round["move"] == len(s.history),
    ),
    "9-end": (["human", "heuristic", "heuristic", "heuristic"], {"rounds": 2}, lambda s: s.over),
}


def main(folder: Path, only: str = "") -> None:
    from playwright.sync_api import sync_playwright

    folder.mkdir(parents=True, exist_ok=True)
    links = {}
    for name, (seats, options, found) in SCENES.items():
        if only not in name:
            continue
        links[name] = "g=" + encode_link(find(seats, options, found, range(1, 400)))
    server = Server(ROOT / "dist")
    try:
        with sync_playwright() as driver:
            browser = driver.chromium.launch(
                executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS
            )
            for width, height in SIZES:
                context = browser.new_context(
                    base_url=server.url, viewport={"width": width, "height": height}
                )
                context.add_init_script(QUIET)
                context.add_init_script(
                    "localStorage.setItem('fg:settings', JSON.stringify({botDelay: 0}))"
                )
                page = context.new_page()
                page.goto("index.html")
                page.wait_for_function(
                    "() => document.documentElement.dataset.python === 'ready'",
                    timeout=PYTHON_READY_MS,
                )
                for name, link in links.items():
                    page.evaluate("(f) => { location.hash = f; }", "#" + link)
                    page.wait_for_function(
                        "() => location.hash.startsWith('#play=')"
                        " && document.querySelector('[data-game]')"
                    )
                    page.wait_for_timeout(700)
                    page.screenshot(path=str(folder / f"fame_fortune-{name}-{width}x{height}.png"))
                context.close()
            browser.close()
    finally:
        server.stop()


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/fame_fortune_shots"), *sys.argv[2:3]
    )
