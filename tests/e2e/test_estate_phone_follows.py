"""Issue 29, a fresh review of Eurobusiness at 360x740 in Chromium: one's own pawn moving turns
the phone to the Board, a trade offer leaves one's own panel in view on the Players tab, and the
zoomed board frames the pawn's part with no blank band.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pygames.eurobusiness.state import EurobusinessState
from tests.e2e.conftest import PHONE, moves, open_record, open_table, wait_for_move
from tests.e2e.estate import act, offered, position, to_move

SHOWN = "document.querySelector('[data-game]').dataset.paneShown"


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def offered_trade(state: EurobusinessState) -> tuple[int] | None:
    """A trade proposed, its receiver to answer: (the receiver)."""
    trade = state.trade
    if (
        state.phase == "trade"
        and trade is not None
        and trade.proposed
        and state.to_move is not None
    ):
        return (state.to_move,)
    return None


# The followed walk's start and landing spaces (walk-span), and what is seen of the board: its
# box above the bar.
WALK_SEEN = """() => {
  const span = document.querySelector("#game .walk-span").getBoundingClientRect();
  const box = document.querySelector("#game .board-zoom").getBoundingClientRect();
  const bar = document.querySelector("#decision").getBoundingClientRect();
  const seen = {left: box.left, right: box.right, top: box.top,
    bottom: Math.min(box.bottom, bar.top)};
  return {fits: span.width <= seen.right - seen.left && span.height <= seen.bottom - seen.top,
    inside: span.left >= seen.left - 1 && span.right <= seen.right + 1
      && span.top >= seen.top - 1 && span.bottom <= seen.bottom + 1,
    span: [span.left, span.top, span.right, span.bottom], seen};
}"""


def test_rolling_from_the_players_tab_turns_a_phone_to_the_board(page: Page) -> None:
    """Rolled from the Players tab, one did not see one's own pawn go to jail: one's own pawn
    moving shows the Board, where the board follows it, its start and landing spaces both in
    view where they fit (review 13: the zoomed board showed little of a move)."""
    page.set_viewport_size(PHONE)
    open_table(page, "new=eurobusiness&players=2&bots=2&seed=11&names=Ann,Bo", bot_delay=900)
    for _ in range(400):
        codes = offered(page) if to_move(page) == "0" else []
        if "roll" in codes and "order" in page.locator("#prompt").inner_text():
            act(page, "roll")  # the draw for the order of play moves no pawn
        elif "roll" in codes:
            break
        page.wait_for_timeout(30)
    else:
        raise AssertionError("Ann never rolled")
    page.get_by_role("button", name="Players", exact=True).click()
    page.wait_for_function(f"() => {SHOWN} === 'players'")
    before = moves(page)
    page.locator("#decision button.primary[data-action=roll]").click()
    wait_for_move(page, before)
    assert page.evaluate(SHOWN) == "board"
    expect(page.locator(".estate-board")).to_be_visible()
    expect(page.locator("#pawn-0")).to_be_visible()
    page.wait_for_timeout(1500)  # the walk, and the smooth scroll
    walk = page.evaluate(WALK_SEEN)
    assert walk["fits"] and walk["inside"], walk


def test_a_trade_offer_leaves_ones_own_panel_in_view_above_the_bar(page: Page) -> None:
    """Players tab during an offer: the bar covered one's own cash and deeds exactly while
    deciding. The sides' panels come first, one's own on top, whole above the bar."""
    page.set_viewport_size(PHONE)
    record, (seat,) = position(EurobusinessState, offered_trade, seeds=40)
    open_record(page, record)
    page.get_by_role("button", name="Players", exact=True).click()
    own = page.locator('section.estate-player[data-in-trade="own"]')
    expect(own).to_be_visible()
    panel = own.bounding_box()
    bar = page.locator("#decision").bounding_box()
    assert panel is not None and bar is not None
    assert panel["y"] >= 0 and panel["y"] + panel["height"] <= bar["y"], (panel, bar)
    assert own.get_attribute("aria-label") == f"\u2068{record.names[seat]}\u2069"
    expect(page.locator('section.estate-player[data-in-trade="other"]')).to_have_count(1)


def test_the_zoomed_board_follows_a_pawn_with_no_blank_band_beside_it(page: Page) -> None:
    """The zoomed board left ~60 px blank on the right (its margin) while its middle was cut on
    the left: framing a pawn on the board's edge, it shows at most a sliver of the margin."""
    page.set_viewport_size(PHONE)
    record, _ = position(EurobusinessState, offered_trade, seeds=40)
    open_record(page, record)
    page.wait_for_timeout(900)  # the smooth scroll to the pawn
    frame = page.evaluate(
        """() => { const box = document.querySelector('[data-follow-box]');
        const outer = box.getBoundingClientRect();
        const svg = box.querySelector('svg').getBoundingClientRect();
        return {left: svg.left - outer.left, right: outer.right - svg.right,
                scrolled: box.scrollLeft, most: box.scrollWidth - box.clientWidth}; }"""
    )
    assert frame["left"] <= 9 and frame["right"] <= 9, frame
