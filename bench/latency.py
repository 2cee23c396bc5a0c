"""Move latency in Chromium: click on an action to the board showing it, per registered game.

For each game, opens `index.html#new=ID&players=N&seed=1` (all seats human), then clicks the
first enabled `[data-action]` button of the action panel `#actions`, again and again, timing in
the page from the click to the game root's `data-moves` attribute changing (the board redrawn
after the move). A hand-off screen, where a game has one, is passed (not timed).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from playwright.sync_api import Browser  # noqa: E402

from bench.common import browser_and_site, median, p95, registered_games, table  # noqa: E402
from pygames.core import Game  # noqa: E402

CLICKS = 40
TIMEOUT_MS = 120_000

# One timed click, measured in the page's own clock: null when there is nothing to click.
CLICK_AND_TIME = """
async (timeout) => {
  const reveal = document.querySelector("[data-reveal]");
  if (reveal) return {handoff: true};
  const root = document.querySelector("[data-game]");
  const button = document.querySelector("#actions [data-action]:not([disabled])");
  if (!root || !button || root.dataset.over === "true") return null;
  const before = root.dataset.moves;
  return await new Promise((resolve) => {
    let timer;
    const observer = new MutationObserver(() => {
      const now = document.querySelector("[data-game]");
      if (now && now.dataset.moves !== before) {
        const elapsed = performance.now() - start;
        observer.disconnect();
        clearTimeout(timer);
        resolve({ms: elapsed, code: button.dataset.action});
      }
    });
    observer.observe(document.body, {subtree: true, childList: true, attributes: true});
    timer = setTimeout(() => { observer.disconnect(); resolve({timeout: true}); }, timeout);
    const start = performance.now();
    button.click();
  });
}
"""


def measure(browser: Browser, url: str, game: Game[Any]) -> tuple[list[float], str]:
    context = browser.new_context()
    try:
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto(f"{url}index.html#new={game.id}&players={game.default_players}&seed=1")
        page.wait_for_selector("[data-game]", state="attached", timeout=TIMEOUT_MS)
        times: list[float] = []
        note = ""
        while len(times) < CLICKS:
            page.evaluate("new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))")
            result = page.evaluate(CLICK_AND_TIME, 10_000)
            if result is None:
                note = "game over" if page.locator("[data-over=true]").count() else "no action"
                break
            if result.get("handoff"):
                page.locator("[data-reveal]").first.click()
                page.wait_for_selector("[data-reveal]", state="detached", timeout=10_000)
                continue
            if result.get("timeout"):
                note = "a click changed nothing within 10 s"
                break
            times.append(result["ms"])
        if errors:
            note = (note + "; " if note else "") + f"page errors: {errors[0][:80]}"
        return times, note
    finally:
        context.close()


def main() -> None:
    rows = []
    with browser_and_site() as (browser, site):
        for game in registered_games():
            times, note = measure(browser, site.url, game)
            print(f"{game.id}: {len(times)} clicks {note}", file=sys.stderr)
            rows.append(
                [
                    game.id,
                    str(game.default_players),
                    str(len(times)),
                    f"{median(times):.0f} ms",
                    f"{p95(times):.0f} ms",
                    note,
                ]
            )
    print("## Move latency (Chromium headless, click to board updated)\n")
    if rows:
        print(table(["game", "players", "clicks", "median", "p95", "note"], rows))
    else:
        print("No game is registered yet.")
    print()


if __name__ == "__main__":
    main()
