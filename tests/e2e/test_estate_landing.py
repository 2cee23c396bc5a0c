"""Issue 29, the last trip-ups at the estate table (Eurobusiness, Fortuna) in Chromium: the deed
landed on shows once the pawn is there, one's own last turn stays in view on a phone, the page
comes back to the table after a trade.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from pygames.eurobusiness import EurobusinessState
from tests.e2e.conftest import LAPTOP, PHONE, open_record, open_table
from tests.e2e.estate import act, may_trade, position, round_line_clear, wait_for_turn

# The corners' short names on the whole board, and how many token marks cover one.
CORNER_NAMES_COVERED = """() => {
  const count = document.querySelectorAll("#game [data-space]").length;
  const names = [0, 1, 2, 3].flatMap((side) => [...document.querySelectorAll(
    `#game [data-space="${side * count / 4}"] .brief text`)]).map((n) => n.getBoundingClientRect())
    .filter((r) => r.width);
  const marks = [...document.querySelectorAll("#game .token-mark")].map(
    (n) => n.getBoundingClientRect());
  const meets = (a, b) => a.left < b.right && b.left < a.right
    && a.top < b.bottom && b.top < a.bottom;
  return {names: names.length, covered: marks.filter((m) => names.some((r) => meets(m, r))).length};
}"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


# At each redraw showing a deed's offer, whether the offer could be seen (and clicked) then and
# whether the pawn was still on its way.
RECORD_OFFERS = """() => {
  window.__offers = [];
  if (window.fgTable.render.offers) return;
  const render = window.fgTable.render;
  window.fgTable.render = (root, html) => {
    const shown = render(root, html);
    const offer = root.querySelector('.overlay[data-enter="arrive"]');
    if (offer) {
      const walking = document.getAnimations().some(
        (a) => a.playState === "running" && a.effect.target.closest(".pawn"));
      window.__offers.push({walking, visibility: getComputedStyle(offer).visibility});
    }
    return shown;
  };
  window.fgTable.render.offers = true;
}"""


def lay_a_token_onto_a_deed_for_sale(page: Page) -> None:
    """Lay the first token the rack says lands on a deed for sale."""
    for _ in range(30):
        codes = wait_for_turn(page)
        token = page.locator('#game button.token[aria-label*="for sale"]').first
        if token.count():
            token.click()
            page.wait_for_selector("#game .overlay [data-action=buy]", state="attached")
            return
        steps = ("lot", "decline", "holiday:refuse", "tax:flat", "stay", "pass", "trade:refuse")
        act(page, next((c for c in codes if c.startswith("token:") or c in steps), codes[0]))
    pytest.fail("no token landed on a deed for sale")


@pytest.mark.parametrize("size", [LAPTOP, PHONE], ids=["1280x800", "360x740"])
def test_the_deed_landed_on_shows_once_the_pawn_has_arrived(page: Page, size: ViewportSize) -> None:
    """Issue 29 (Fortuna): Buy showed while the pawn still glided to the deed. The offer waits,
    unseen and not to be clicked, until the pawn is there; then it shows. Under reduced motion
    it shows at once."""
    page.set_viewport_size(size)
    open_table(page, "new=fortuna&players=2&bots=2&seed=4&rounds=20")
    page.evaluate(RECORD_OFFERS)
    lay_a_token_onto_a_deed_for_sale(page)
    first = page.evaluate("() => window.__offers[0]")
    assert first == {"walking": True, "visibility": "hidden"}, first
    page.wait_for_function(
        "() => getComputedStyle(document.querySelector('#game .overlay')).visibility === 'visible'",
        timeout=2000,
    )
    page.locator("#game .overlay [data-action=decline]").click()
    page.emulate_media(reduced_motion="reduce")
    try:
        page.evaluate(RECORD_OFFERS)
        lay_a_token_onto_a_deed_for_sale(page)
        assert page.evaluate("() => window.__offers[0]") == {
            "walking": False,
            "visibility": "visible",
        }
    finally:
        page.emulate_media(reduced_motion="no-preference")


def test_after_a_trade_the_page_is_back_at_the_table(page: Page) -> None:
    """Issue 29 (a phone): after a trade the page stayed scrolled down where the trade was
    built. Once the trade leaves the table, the page and the bar are back at their tops."""
    page.set_viewport_size(PHONE)
    record, (_seat, partner) = position(EurobusinessState, may_trade, seeds=40)
    open_record(page, record)
    page.get_by_role("button", name="Players", exact=True).click()
    act(page, f"trade:with:{partner}")
    page.evaluate(
        "() => { window.scrollTo(0, document.body.scrollHeight);"
        " const bar = document.querySelector('#decision'); bar.scrollTop = bar.scrollHeight; }"
    )
    assert page.evaluate("() => scrollY") > 0
    act(page, "trade:cancel")
    page.wait_for_function(
        "() => scrollY === 0 && document.querySelector('#decision').scrollTop === 0",
        timeout=3000,
    )


def test_choosing_among_twelve_tokens_on_a_phone_leaves_half_the_screen_to_the_board(
    page: Page,
) -> None:
    """Issue 29 (Fortuna, 360x740): with twelve tokens to choose from, each saying where it
    lands over lines that wrapped, the bar left ~170 px of the board. Each token takes one row
    of the bar's grid, its words on a line each; the board keeps half the screen, and every
    token is whole on it. The round line over the board's top takes a strip of its own (review
    13: it covered the top row's spaces). On the whole board no token's mark covers a corner's
    name (review 13 asked)."""
    page.set_viewport_size(PHONE)
    open_table(page, "new=fortuna&players=2&bots=2&seed=5&rounds=20")
    for _ in range(10):
        codes = wait_for_turn(page)
        if sum(c.startswith("token:") for c in codes) == 12:
            break
        act(page, "lot" if "lot" in codes else codes[0])
    page.wait_for_timeout(300)
    board = page.locator("#game .board-zoom").bounding_box()
    assert board is not None and board["height"] >= PHONE["height"] / 2, board
    round_line_clear(page)
    tokens = page.locator("#decision .tokens button.token")
    assert tokens.count() == 12
    for index in range(12):
        box = tokens.nth(index).bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]
    page.locator("#game [data-zoom=fit]").click()
    expect(page.locator("#game .board-zoom[data-zoom='1']")).to_have_count(1)
    corners = page.evaluate(CORNER_NAMES_COVERED)
    assert corners["names"] >= 4 and corners["covered"] == 0, corners
    page.locator("#game [data-zoom=fit]").click()  # back to the view that follows the pawn
