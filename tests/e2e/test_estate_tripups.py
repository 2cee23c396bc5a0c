"""Issue 29, a new player's trip-ups at the estate table (Eurobusiness, Fortuna) in Chromium:
the trade's suggested sums clear of Propose and Drop, the dice and the pawn to move in view on a
phone, the space landed on lit, and Share's sheet beside its copy button.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from tests.e2e.conftest import LAPTOP, PHONE, open_record
from tests.e2e.test_table import act, may_trade, position

# Each suggested sum: whether the player sees it whole, nothing (Propose, Drop) over it.
SUMS_SEEN = """() => [...document.querySelectorAll('#game .quick-sums .presets button')].map((b) => {
  const box = b.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) return false;
  return [[0.5, 0.5], [0.5, 0.9], [0.1, 0.9], [0.9, 0.9]].every(([x, y]) => {
    const top = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
    return Boolean(top) && (top === b || b.contains(top));
  });
})"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["360x740", "1280x800"])
def test_the_suggested_sums_never_run_under_propose_and_drop(
    page: Page, size: ViewportSize
) -> None:
    """Issue 29: opened, the trade's "Suggested sums" ran under its Propose and Drop. Each sum
    shows whole, nothing over it, at a phone's size and a laptop's."""
    page.set_viewport_size(size)
    record, (_, other) = position(may_trade, seeds=40)
    open_record(page, record)
    act(page, f"trade:with:{other}")
    sums = page.locator("#game .quick-sums")
    sums.locator("summary").click()
    expect(sums.locator(".presets button").first).to_be_visible()
    page.wait_for_timeout(400)  # scrolled into view
    page.screenshot(path=f"/tmp/sums-{size['width']}.png")
    seen = page.evaluate(SUMS_SEEN)
    assert seen and all(seen), seen
    act(page, "trade:cancel")
