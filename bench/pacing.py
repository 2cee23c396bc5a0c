"""Bot pacing in Chromium: from a human's click to their next decision, with three bots between.

For Eurobusiness and Fortuna, opens a table of one human (seat 1) and three bots of the default
level at the lobby's Normal bot speed, and plays the human through clicks (a simple preference:
lay the least token, buy, roll, pass, refuse; never propose the end) for a number of decisions.
Each decision is timed in the page's own clock, from the click to the moment the human may act
again (a control with `data-action` on the table and the human to move) or the game is over.
The figure of issue 20 is the p95 over the decisions where bots played between (a round of
bots); the others (the human's own next step, a bid in an auction) are shown beside it. Bots
alone in an auction settle it at once; those auctions are counted.

    python3 build.py bench pacing
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser  # noqa: E402

from bench.common import browser_and_site, median, p95, table  # noqa: E402

DECISIONS = 60
BOT_SPEED_MS = 350  # the lobby's "Normal"
GAMES = (("eurobusiness", 4, 7), ("fortuna", 4, 5))
PREFERENCE = (
    *("lot", "buy", "roll", "stay", "card:pay", "holiday:refuse", "tax:flat", "pass"),
    *("trade:refuse", "finish:no", "keep:"),
)
NEVER = ("finish", "trade:with:", "trade:cash:", "bankrupt")

# Clicks the control for `code` and resolves when the human may act again: the time taken, and
# how many moves the bots made meanwhile.
CLICK_AND_WAIT = """
async ([code, timeout]) => {
  const root = () => document.querySelector("[data-game]");
  const button = document.querySelector(`#game [data-action="${code}"]`);
  const before = Number(root().dataset.moves);
  const ready = () => {
    const game = root();
    if (game.dataset.over === "true") return true;
    return Number(game.dataset.moves) > before && game.dataset.toMove === "0"
      && document.querySelector("#game [data-action]") !== null;
  };
  return await new Promise((resolve) => {
    let timer;
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      const elapsed = performance.now() - start;
      observer.disconnect();
      clearTimeout(timer);
      resolve({ms: elapsed, moves: Number(root().dataset.moves) - before});
    });
    observer.observe(document.getElementById("app"),
                     {subtree: true, childList: true, attributes: true});
    timer = setTimeout(() => { observer.disconnect(); resolve({timeout: true}); }, timeout);
    const start = performance.now();
    // A board's controls are SVG elements too, which have no click(): a click event, as a tap.
    button.dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true}));
  });
}
"""
OFFERED = """() => [...new Set([...document.querySelectorAll('#game [data-action]')]
    .map((node) => node.dataset.action))].sort()"""
AUCTIONS_OF_BOTS = """() => [...document.querySelectorAll('#log li')]
    .filter((line) => / at auction for /.test(line.textContent)).length"""


def choose(codes: list[str]) -> str | None:
    for wanted in PREFERENCE:
        for code in codes:
            if code == wanted or (wanted.endswith(":") and code.startswith(wanted)):
                return code
    tokens = sorted((c for c in codes if c.startswith("token:")), key=lambda c: int(c[6:]))
    if tokens:
        return tokens[0]
    rest = [c for c in codes if not c.startswith(NEVER) and c != "finish"]
    return rest[0] if rest else None


def measure(
    browser: Browser, url: str, game: str, players: int, seed: int
) -> tuple[list[float], list[float], str]:
    bots = ",".join(str(s) for s in range(2, players + 1))
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(
        "window.fgSnapshotsOff = true; localStorage.setItem('fg:settings',"
        f" JSON.stringify({{botDelay: {BOT_SPEED_MS}}}))"
    )
    try:
        page = context.new_page()
        page.goto(f"{url}index.html#new={game}&players={players}&bots={bots}&seed={seed}")
        page.wait_for_function(
            "() => document.querySelector('#game [data-action]') !== null", timeout=120_000
        )
        through_bots: list[float] = []
        per_move: list[float] = []  # a round's time by the bots' moves in it
        bot_moves: list[int] = []
        own: list[float] = []
        note = ""
        while len(through_bots) + len(own) < DECISIONS:
            if page.locator("[data-over=true]").count():
                note = "game over"
                break
            code = choose(page.evaluate(OFFERED))
            if code is None:
                note = "no action to choose"
                break
            result = page.evaluate(CLICK_AND_WAIT, [code, 60_000])
            if result.get("timeout"):
                note = f"no decision within 60 s after {code}"
                break
            (through_bots if result["moves"] > 1 else own).append(result["ms"])
            if result["moves"] > 1:
                per_move.append(result["ms"] / (result["moves"] - 1))
                bot_moves.append(result["moves"] - 1)
        auctions = page.evaluate(AUCTIONS_OF_BOTS)
        note = "; ".join(filter(None, [note, f"{auctions} auctions"]))
        pace = f"{median(per_move):.0f} ms a bot's move, {median(bot_moves):.0f} moves a round"
        note = "; ".join(filter(None, [note, pace + f" (p95 {p95(bot_moves):.0f})"]))
        return through_bots, own, note
    finally:
        context.close()


def main() -> None:
    rows = []
    with browser_and_site() as (browser, site):
        for game, players, seed in GAMES:
            through_bots, own, note = measure(browser, site.url, game, players, seed)
            print(f"{game}: {len(through_bots)} + {len(own)} decisions {note}", file=sys.stderr)
            rows.append(
                [
                    game,
                    f"1 + {players - 1} bots",
                    str(len(through_bots)),
                    f"{median(through_bots) / 1000:.1f} s",
                    f"{p95(through_bots) / 1000:.1f} s",
                    f"{max(through_bots, default=0) / 1000:.1f} s",
                    f"{len(own)}: median {median(own):.0f} ms",
                    note,
                ]
            )
    print(
        "## Bot pacing (Chromium headless, Normal bot speed: a human's click to their next"
        " decision)\n"
    )
    header = ["game", "seats", "rounds of bots", "median", "p95", "max", "own next step", "note"]
    print(table(header, rows))
    print()


if __name__ == "__main__":
    main()
