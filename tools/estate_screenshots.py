"""Screenshots of every phase of Eurobusiness and Fortuna, at a phone's size and a laptop's, in
English and Polish (issue 19, "Measure and show"), into /tmp/estate-screenshots/<game>/.

    python3 build.py && .venv/bin/python tools/estate_screenshots.py [game ...] [--only NAME]
        [--language en] [--out DIR]

Each scene is a game played by the games' own players (every seat human, so the table waits at
the scene) until the phase is reached, opened in Chromium by its link (`#g=…&lang=…`). Look at
them with an image viewer after any change to the estate table. They are not committed:
`python3 build.py screenshots` keeps one table of each game in docs/screenshots/.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, cast

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import pygames  # noqa: E402  (after the path is set)
from build import CHROMIUM_ARGS, Server, system_chromium  # noqa: E402
from pygames.core import Record, encode_link  # noqa: E402
from pygames.estate.pending import Choice  # noqa: E402
from pygames.estate.state import EstateState as State  # noqa: E402

OUT = Path("/tmp/estate-screenshots")
SIZES = {"phone": (360, 740), "laptop": (1280, 800)}
LANGUAGES = ("en", "pl")
NAMES = ["Ann", "Bo", "Cy", "Di"]
# Before any page script: no memory snapshot made in the background, no "How to play" on top.
QUIET = "window.fgSnapshotsOff = true; window.fgHowtoOff = true;"

Test = Callable[[State], bool]


def played(game_id: str, seed: int, test: Test, options: dict[str, Any], limit: int) -> State:
    """A game of four played by the game's default players until `test` holds (or None)."""
    state = cast(State, pygames.game(game_id).new(4, seed, options))
    rng = random.Random(seed)
    for _ in range(limit):
        if test(state):
            return state
        if state.over:
            break
        state.apply(state.rollout_action(rng))
    raise LookupError


def find(
    game_id: str, test: Test, options: dict[str, Any] | None = None, limit: int = 4000
) -> State:
    """The first game (by seed) that reaches a position where `test` holds."""
    for seed in range(200):
        try:
            return played(game_id, seed, test, options or {}, limit)
        except LookupError:
            continue
    raise LookupError(f"{game_id}: no game reaches the scene")


def owned(state: State, least: int) -> bool:
    return sum(o >= 0 for o in state.owner) >= least


def choosing(state: State, what: str) -> bool:
    """A choice of `what` to make (Fortuna's holiday, its tax)."""
    pending = state.pending
    return state.phase == "choice" and isinstance(pending, Choice) and pending.kind == what


def scenes(game_id: str) -> Iterator[tuple[str, State]]:
    """(name, position) for every phase a player meets."""
    fortuna = game_id == "fortuna"
    yield "start", cast(State, pygames.game(game_id).new(4, 1, {}))
    yield "landing", find(game_id, lambda s: s.phase == "buy" and owned(s, 6))
    yield "auction", find(game_id, lambda s: s.phase == "auction" and owned(s, 8))
    yield (
        "card",
        find(
            game_id,
            lambda s: (
                s.last_card is not None
                and s.last_card[1] == s.current
                and s.phase in ("turn", "again", "choice", "buy")
                and s.step != "pre"
            ),
        ),
    )
    yield (
        "building",
        find(
            game_id,
            lambda s: s.phase == "turn" and any(c.startswith("build:") for c in s.legal_actions()),
        ),
    )
    yield (
        "board",
        find(
            game_id,
            lambda s: (
                s.phase == "turn"
                and sum(1 for x in s.level if x) >= 5
                and any(s.mortgaged)
                and owned(s, 20)
            ),
        ),
    )
    yield "trade-proposing", with_trade(game_id, propose=False)
    yield "trade-answering", with_trade(game_id, propose=True)
    yield "debt", find(game_id, lambda s: s.phase == "debt")
    yield "detained", find(game_id, lambda s: s.phase == "turn" and s.detained[s.current] > 0)
    if fortuna:
        yield "holiday", find(game_id, lambda s: choosing(s, "holiday"))
        yield "tax", find(game_id, lambda s: choosing(s, "tax"))
    else:
        yield "card-choice", find(game_id, lambda s: s.phase == "choice")
    yield "vote", with_vote(game_id)
    yield "end", find(game_id, lambda s: s.over, {"rounds": 20}, limit=20000)


def with_trade(game_id: str, propose: bool) -> State:
    """A turn of the first player with a deed of their own and one of the next's: a trade for
    them, with cash asked, composed (and proposed)."""

    def ready(s: State) -> bool:
        if s.phase != "turn" or not s.deeds[s.current]:
            return False
        return any(f"trade:with:{p}" in s.legal_actions() and s.deeds[p] for p in range(4))

    state = find(game_id, lambda s: ready(s) and owned(s, 10))
    seat = state.current
    other = next(
        p for p in range(4) if f"trade:with:{p}" in state.legal_actions() and state.deeds[p]
    )
    state.apply(f"trade:with:{other}")
    state.apply(f"trade:give:{state.deeds[seat][0]}")
    state.apply(f"trade:take:{state.deeds[other][0]}")
    state.apply(
        f"trade:cash:-{state.RULES.smallest_note * 3 * (10 if game_id == 'fortuna' else 1)}"
    )
    if propose:
        state.apply("trade:propose")
    return state


def with_vote(game_id: str) -> State:
    """A proposal to end the game now, the next player to answer."""
    state = find(game_id, lambda s: s.phase == "turn" and owned(s, 12))
    state.apply("finish")
    return state


def link(state: State, language: str) -> str:
    record = Record(
        state.game.id,
        state.game.version,
        state.players,
        NAMES[: state.players],
        ["human"] * state.players,
        state.seed,
        state.options,
        list(state.history),
    )
    return f"g={encode_link(record)}&lang={language}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=["eurobusiness", "fortuna"])
    parser.add_argument("--only", action="append", help="a scene's name (repeatable)")
    parser.add_argument("--language", action="append", choices=LANGUAGES, help="(repeatable)")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    chosen = {
        game: [(n, s) for n, s in scenes(game) if not args.only or n in args.only]
        for game in args.games
    }
    server = Server(ROOT / "dist")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=system_chromium() or playwright.chromium.executable_path,
                args=CHROMIUM_ARGS,
            )
            for size, (width, height) in SIZES.items():
                for language in args.language or LANGUAGES:
                    context = browser.new_context(
                        base_url=server.url, viewport={"width": width, "height": height}
                    )
                    context.add_init_script(QUIET)
                    page = context.new_page()
                    page.on("console", report)
                    page.goto("index.html")
                    page.wait_for_function(
                        "() => document.documentElement.dataset.python === 'ready'",
                        timeout=90_000,
                    )
                    for game, found in chosen.items():
                        folder = args.out / game
                        folder.mkdir(parents=True, exist_ok=True)
                        for name, state in found:
                            shoot(page, state, language, folder / f"{name}-{size}-{language}.png")
                    context.close()
            browser.close()
    finally:
        server.stop()


def report(message: Any) -> None:
    """A page's errors, printed as they come."""
    if message.type == "error":
        print("console:", message.text)


def shoot(page: Any, state: State, language: str, path: Path) -> None:
    page.evaluate("() => { location.hash = ''; }")
    page.evaluate("(f) => { location.hash = f; }", "#" + link(state, language))
    page.wait_for_function(
        "(n) => { const g = document.querySelector('[data-game]');"
        " return g && Number(g.dataset.moves) === n && location.hash.startsWith('#play='); }",
        arg=len(state.history),
        timeout=30_000,
    )
    page.wait_for_timeout(900)  # the motions and a followed pawn's scroll end
    page.screenshot(path=str(path))
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
