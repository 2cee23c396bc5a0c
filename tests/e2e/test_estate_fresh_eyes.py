"""Issue 29, what fresh reviewers tripped on at the estate table (Eurobusiness, Fortuna) in
Chromium at a phone's size: the auction's quick bids inside the screen, the board's Key
readable in its box.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pygames.estate.state import EstateState
from pygames.eurobusiness.state import EurobusinessState
from pygames.fortuna.state import FortunaState
from tests.e2e.conftest import PHONE, open_record
from tests.e2e.estate import position

# Each node matched: its box's left and right edges, and the screen's width.
EDGES = """(selector) => [...document.querySelectorAll(selector)].map((n) => {
  const box = n.getBoundingClientRect();
  return [n.textContent.trim(), box.left, box.right, document.documentElement.clientWidth];
})"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def bidding(state: EstateState) -> tuple[int] | None:
    """An auction, its bidder to bid: (the bidder)."""
    if state.phase == "auction" and state.to_move is not None:
        return (state.to_move,)
    return None


@pytest.mark.parametrize("kind", [EurobusinessState, FortunaState], ids=["eb", "fortuna"])
def test_on_a_phone_the_auctions_quick_bids_stay_inside_the_screen(
    page: Page, kind: type[EstateState]
) -> None:
    """Issue 29: at 360 the auction's quick bids ran off the right edge ("Bid 4,900 ducat…",
    "B"). Each shows whole inside the screen, and the sheet shows one's cash."""
    page.set_viewport_size(PHONE)
    record, _ = position(kind, bidding, seeds=40)
    open_record(page, record)
    expect(page.locator("#decision [data-auction-cash]")).to_be_visible()
    page.screenshot(path=f"/tmp/e9-auction-{kind.__name__}.png")
    edges = page.evaluate(EDGES, "#decision .auction .presets button")
    assert edges
    for text, left, right, width in edges:
        assert left >= 0 and right <= width, (text, left, right, width)


def test_on_a_phone_the_boards_key_holds_each_label_inside_its_box(page: Page) -> None:
    """Issue 29: at 360 the Key's labels spilled out of its white box, a word a line, over the
    board. Each label (one line) lies inside the box, the box inside the screen."""
    page.set_viewport_size(PHONE)
    record, _ = position(FortunaState, bidding, seeds=40)
    open_record(page, record)
    page.locator("#game .board-key summary").click()
    box = page.locator("#game .board-key ul").bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    page.screenshot(path="/tmp/e9-key.png")
    for item in page.locator("#game .board-key li").all():
        line = item.bounding_box()
        assert line and line["height"] < 30, (item.inner_text(), line)  # one line
        assert box["x"] <= line["x"] and line["x"] + line["width"] <= box["x"] + box["width"]
        assert box["y"] <= line["y"] and line["y"] + line["height"] <= box["y"] + box["height"]
