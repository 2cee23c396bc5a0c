"""Issue 29, the last trip-ups at the estate table (Eurobusiness, Fortuna) in Chromium: the deed
landed on shows once the pawn is there, one's own last turn stays in view on a phone, the page
comes back to the table after a trade.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize

from tests.e2e.conftest import LAPTOP, PHONE, open_table
from tests.e2e.estate import act, wait_for_turn


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
