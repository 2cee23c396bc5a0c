"""Plinius adversus Vesuvium played by its bots, many times: score, win rate and where people end.

    .venv/bin/python bench/plinius_autoplay.py [--seeds 1000] [--workers 2] [--players ...]
    .venv/bin/python bench/plinius_autoplay.py --rows games.jsonl ...; ... --report games.jsonl
    .venv/bin/python bench/plinius_autoplay.py --browser 60   (after python3 build.py)

Over seeds 0 .. N-1 (the same deals for every player): random legal actions, the greedy playout
policy alone, and the hint's own bot at its iteration cap with no clock (so the figures do not
depend on the machine's load; the hint in the browser also stops at 300 ms). For each player:
mean and median VP, win rate (more than 13 VP), where the five inhabitants end (Misenum,
elsewhere alive, dead), the VP share earned by people at Misenum, the games in which nobody
boarded a ship, and the share of moves that walk a counter back to a dot it left within the same
card (dithering: `retraced`).
Then the engine's random-playout speed and the hint's decision time, both under CPython.

With --browser N: the hint in Chromium (Pyodide), timed in the page from the click on "Hint" to
the hint shown, over N decisions of games that follow the hint (seeds 1, 2, ...).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pygames.core import choose  # noqa: E402
from pygames.core.conformance import random_playout  # noqa: E402
from pygames.plinius import GAME, data, hint_bot, rules  # noqa: E402
from pygames.plinius.bots import retraced  # noqa: E402
from pygames.plinius.state import PliniusState  # noqa: E402

PLAYERS = ("random", "greedy", "hint")


def play(seed: int, player: str) -> PliniusState:
    """One whole game of `player` on deal `seed`."""
    state = GAME.new(1, seed)
    assert isinstance(state, PliniusState)
    rng = random.Random(seed * 7919 + 1)
    bot = hint_bot()
    bot.seconds = None  # the iteration cap alone: machine-independent
    while not state.over:
        if player == "random":
            code = rng.choice(state.legal_actions())
        elif player == "greedy":
            code = state.rollout_action(rng)
        else:
            code = choose(bot, state, rng)
        state.apply(code)
    return state


def tally(state: PliniusState) -> dict[str, float]:
    """What one finished game says: its score and where each inhabitant ended."""
    row: defaultdict[str, float] = defaultdict(float)
    score = state.outcome().scores[0]
    row["vp"] = score
    row["won"] = state.won()
    for counter in data.INHABITANTS:
        dot = state.where[counter]
        if dot is None:
            row["dead"] += 1
        elif dot == data.UNLIMITED:
            row["misenum"] += 1
            row["misenum_vp"] += data.VP_MISENUM[state.stunned[counter]]
        else:
            row["elsewhere"] += 1
            row["black"] += data.DOTS[dot][4] == 1
    row["gained"] = sum(vp for _, vp in rules.vp_lines(state) if vp > 0)
    row["ships_lost"] = sum(state.where[ship] is None for ship in data.SHIPS)
    row["observed"] = state.observed
    row["no_boarding"] = not any(code.startswith("board:") for code in state.history)
    row["moves"] = sum(code.startswith("move:") for code in state.history)
    row["undone"] = retraced(state).undone
    return dict(row)


def _game(job: tuple[str, int]) -> tuple[str, int, dict[str, float]]:
    player, seed = job
    return player, seed, tally(play(seed, player))


def report(player: str, rows: list[dict[str, float]], seconds: float | None = None) -> str:
    games = len(rows)
    scores = [row["vp"] for row in rows]

    def total(key: str) -> float:
        return sum(row.get(key, 0) for row in rows)

    people = games * len(data.INHABITANTS)
    return (
        f"{player}: {games} games{'' if seconds is None else f' in {seconds:.0f} s'};"
        f" mean {statistics.mean(scores):.2f} VP"
        f" (median {statistics.median(scores):g}), win rate {total('won') / games:.1%}\n"
        f"  inhabitants ({people}): at Misenum {total('misenum') / people:.1%},"
        f" elsewhere {total('elsewhere') / people:.1%}"
        f" (on black dots {total('black') / people:.1%}), dead {total('dead') / people:.1%}\n"
        f"  VP from people at Misenum: {total('misenum_vp') / games:.2f} a game"
        f" ({total('misenum_vp') / max(1, total('gained')):.0%} of the VP gained, deaths aside);"
        f" ships lost {total('ships_lost') / games:.2f} a game;"
        f" observed in {total('observed') / games:.0%} of games\n"
        f"  games with no boarding: {total('no_boarding'):.0f};"
        f" moves walking a counter back within a card: {total('undone'):.0f} of"
        f" {total('moves'):.0f} ({total('undone') / max(1, total('moves')):.1%})"
    )


def playout_speed(seconds: float = 5.0) -> float:
    """Random playouts, actions per CPU second (bench/engine.py's measure, Plinius alone)."""
    rng = random.Random(2024)
    actions = games = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        state = GAME.new(1, games)
        actions += random_playout(state, rng, GAME.playout_limit)
        games += 1
    return actions / (time.process_time() - start)


def hint_times(positions: int = 60) -> list[float]:
    """The hint's decision time, in ms, at its own budget, over positions of real games."""
    times: list[float] = []
    seed = 0
    while len(times) < positions:
        state = GAME.new(1, 5000 + seed)
        rng = random.Random(seed)
        for _ in range(10 + 7 * (seed % 9)):
            if state.over:
                break
            state.apply(state.rollout_action(rng))
        seed += 1
        if state.over or len(state.legal_actions()) < 2:
            continue
        start = time.perf_counter()
        choose(hint_bot(), state, rng)
        times.append((time.perf_counter() - start) * 1000)
    return times


# One timed hint in the page's own clock: from the click to the status line saying the hint.
HINT_AND_TIME = """
async () => {
  const status = () => document.querySelector("#status").textContent;
  const start = performance.now();
  document.querySelector("[data-cmd=hint]").click();
  while (!status().startsWith("Hint: ")) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (performance.now() - start > 20000) return null;
  }
  return {ms: performance.now() - start, hint: status().slice(6)};
}
"""


def browser_hints(decisions: int) -> list[float]:
    """The hint's time in Chromium over `decisions` decisions (each with two choices or more),
    playing the hinted move each time (found by its words in the list of every move)."""
    from bench.common import browser_and_site

    times: list[float] = []
    seed = 0
    with browser_and_site() as (browser, site):
        while len(times) < decisions:
            seed += 1
            page = browser.new_page()
            page.goto(f"{site.url}index.html#new=plinius&seed={seed}")
            page.wait_for_selector("[data-game=plinius]", timeout=120_000)
            while len(times) < decisions and page.locator("[data-over=false]").count():
                moves = page.locator("[data-game]").get_attribute("data-moves")
                if page.locator("#board [data-action=draw]").count():
                    page.locator("#board [data-action=draw]").click()
                else:
                    result = page.evaluate(HINT_AND_TIME)
                    if result is None:
                        raise SystemExit("A hint took more than 20 s.")
                    times.append(result["ms"])
                    hinted = page.locator("#all-moves [data-action]").filter(
                        has_text=result["hint"]
                    )
                    page.locator("#all-moves summary").click()
                    hinted.first.click()
                page.wait_for_function(
                    f"document.querySelector('[data-game]').dataset.moves !== '{moves}'"
                )
            page.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--players", default=",".join(PLAYERS))
    parser.add_argument("--browser", type=int, default=0, help="time N hints in Chromium")
    parser.add_argument("--rows", help="append each game's tally to this file as it ends")
    parser.add_argument("--report", help="report the games of a --rows file; play none")
    options = parser.parse_args()
    if options.browser:
        times = sorted(browser_hints(options.browser))
        print(
            f"hint in Chromium: {len(times)} decisions, median {statistics.median(times):.0f} ms,"
            f" p95 {times[int(len(times) * 0.95)]:.0f} ms, max {times[-1]:.0f} ms"
        )
        return
    if options.report:
        games: dict[str, list[dict[str, float]]] = {}
        for line in Path(options.report).read_text().splitlines():
            player, _, row = json.loads(line)
            games.setdefault(player, []).append(row)
        for player, rows in games.items():
            print(report(player, rows), flush=True)
        return
    seeds = list(range(options.first, options.first + options.seeds))
    for player in options.players.split(","):
        begun = time.time()
        rows = []
        with multiprocessing.Pool(options.workers) as pool:
            for game in pool.imap_unordered(_game, [(player, seed) for seed in seeds]):
                rows.append(game[2])
                if options.rows:
                    with open(options.rows, "a") as out:
                        out.write(json.dumps(game) + "\n")
        print(report(player, rows, time.time() - begun), flush=True)
    print(f"random playouts: {playout_speed():,.0f} actions per CPU second")
    times = sorted(hint_times())
    print(
        f"hint ({hint_bot().seconds} s of thought at most): median"
        f" {statistics.median(times):.0f} ms, p95 {times[int(len(times) * 0.95)]:.0f} ms,"
        f" max {times[-1]:.0f} ms (CPython)"
    )


if __name__ == "__main__":
    main()
