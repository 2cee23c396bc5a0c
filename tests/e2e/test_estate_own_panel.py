"""Issue 29, the estate table's controls in view: at a laptop's size (1280x800) one's own panel,
last in the order of play, stood below the fold, and its + − M scrolled the page away from the
decision (the players' column now scrolls on its own and shows one's own panel when one's turn
comes); on a phone, the trade's cash box was typed in under the pinned Propose, and the bar
saying the game is over covered the foot of the result's chart.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pygames.estate.state import EstateState
from pygames.eurobusiness import EurobusinessState
from pygames.fortuna.state import FortunaState
from tests.e2e.conftest import LAPTOP, PHONE, open_record
from tests.e2e.estate import act, position
from tests.e2e.test_table_decisions_in_view import may_build_first_houses

NAMES = ["Ann", "Bo", "Cy", "Di"]

# Whether the element is on screen whole, nothing over its middle nor its foot.
ON_SCREEN = """(node) => {
  const box = node.getBoundingClientRect();
  if (!box.width || box.top < 0 || box.bottom > innerHeight) return false;
  return [[0.5, 0.5], [0.5, 0.9], [0.1, 0.9], [0.9, 0.9]].every(([x, y]) => {
    const top = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
    return Boolean(top) && (top === node || node.contains(top));
  });
}"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def last_with_deeds(state: EstateState) -> int | None:
    """The last in the order of play to move, with five deeds or more, one of which may be
    mortgaged, most of the board owned: that seat."""
    seat = state.current
    if (
        state.phase == "turn"
        and seat == state.order[-1]
        and len(state.deeds[seat]) >= 5
        and sum(owner >= 0 for owner in state.owner) >= 18
        and any(c.startswith("mortgage:") for c in state.legal_actions())
    ):
        return seat
    return None


def two_deeds_each(state: EstateState) -> int | None:
    """The player to move may offer a trade to one who, like them, owns two deeds: that one."""
    seat = state.current
    if state.phase != "turn" or len(state.deeds[seat]) < 2:
        return None
    codes = state.legal_actions()
    return next(
        (p for p in range(4) if f"trade:with:{p}" in codes and len(state.deeds[p]) >= 2), None
    )


def test_ones_own_deeds_are_in_view_beside_the_decision_and_m_keeps_the_page_on_it(
    page: Page,
) -> None:
    """The last panel's M is on screen with the decision at once; pressed, the page is not
    scrolled and the decision is still in view (the column alone scrolled)."""
    page.set_viewport_size(LAPTOP)
    record, seat = position(FortunaState, last_with_deeds, seeds=60)
    open_record(page, record)
    page.wait_for_timeout(300)
    panel = page.locator("#game .estate-player", has=page.locator(f'[data-purse="{seat}"]'))
    mortgage = panel.locator('button.chip-act[data-action^="mortgage:"]').first
    decision = page.locator("#decision")
    assert mortgage.evaluate(ON_SCREEN)
    assert decision.evaluate(ON_SCREEN)
    assert page.evaluate("() => document.documentElement.scrollHeight <= innerHeight + 1")
    column = page.locator("#game .estate-side")
    # Fortuna's compact panels fit the column: none scrolled away (a fresh review: it scrolled
    # to the last panel and cut the others' racks).
    assert column.evaluate("(c) => c.scrollTop === 0 && c.scrollHeight <= c.clientHeight + 1")
    code = mortgage.get_attribute("data-action")
    mortgage.click()
    page.wait_for_function(
        "(n) => document.querySelector('[data-game]').dataset.moves === String(n)",
        arg=len(record.history) + 1,
    )
    assert page.evaluate("() => scrollY") == 0
    assert decision.evaluate(ON_SCREEN)
    assert panel.locator(f'[data-action="un{code}"]').evaluate(ON_SCREEN)


def test_on_a_phone_the_trades_cash_box_focused_scrolls_clear_of_the_pinned_propose(
    page: Page,
) -> None:
    """The cash box shows above the trade's pinned footer, nothing over it: first in the box
    under its heading (issue 29: below the deeds it was met under the footer), and focused (as
    a tap or Tab does)."""
    page.set_viewport_size(PHONE)
    record, other = position(FortunaState, two_deeds_each, seeds=60)
    open_record(page, record)
    act(page, f"trade:with:{other}")
    for side in ("give", "take"):  # a deed each way: the terms line beside Propose grows
        tick = page.locator(f'#decision ul[data-follows-amount="{side}"] button.tick').first
        act(page, str(tick.get_attribute("data-action")))
    page.evaluate("() => { document.querySelector('#decision').scrollTop = 0; }")
    field = page.locator("#decision .trade-cash input")
    assert field.evaluate(ON_SCREEN)
    field.focus()
    page.wait_for_timeout(200)
    assert field.evaluate(ON_SCREEN)
    act(page, "trade:cancel")


def test_on_a_phone_the_result_chart_shows_whole_above_the_game_over_bar(page: Page) -> None:
    """At the end of a game of four rounds, the chart of the fortunes is on screen whole,
    nothing over it: the bar that says the game is over no longer covers its foot."""
    page.set_viewport_size(PHONE)
    record, _ = position(
        FortunaState, lambda state: 0 if state.over else None, 60, {"rounds": 4}, ended=True
    )
    open_record(page, record)
    plot = page.locator("#game .ending .chart-plot svg")
    page.wait_for_timeout(300)
    assert plot.evaluate(ON_SCREEN)
    foot = """(node) => { const box = node.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.bottom - 2);
        return Boolean(top) && node.contains(top) || top === node; }"""
    assert plot.evaluate(foot)  # its very foot, the axis, too


# Each panel the column's top edge cuts through, with room below the edge for its header (its
# last lines going off, the header goes with them): whether the header is whole in view.
HEADERS_WHOLE = """(column) => {
  const edge = column.getBoundingClientRect().top;
  const cut = [...column.querySelectorAll('.estate-player')].filter((panel) => {
    const box = panel.getBoundingClientRect();
    const room = panel.querySelector('h3').offsetHeight + 12;
    return box.top < edge - 1 && box.bottom > edge + room;
  });
  return cut.map((panel) => panel.querySelector('h3').getBoundingClientRect().top >= edge - 1);
}"""


def test_a_panel_scrolled_partly_above_the_players_column_keeps_its_header_in_view(
    page: Page,
) -> None:
    """Issue 29: at 1280x800 the players' column, scrolled to one's own panel, cut the header
    of the panel above it; a panel partly above the column keeps its name and cash in sight."""
    page.set_viewport_size(LAPTOP)
    record, _ = position(FortunaState, last_with_deeds, seeds=60)
    open_record(page, record)
    page.wait_for_timeout(300)
    column = page.locator("#game .estate-side")
    for top in range(0, column.evaluate("(c) => c.scrollHeight - c.clientHeight"), 37):
        column.evaluate("(c, top) => { c.scrollTop = top; }", top)
        assert all(column.evaluate(HEADERS_WHOLE)), top


def test_on_a_phone_the_players_tab_shows_ones_own_panel_whole_above_the_sheet(
    page: Page,
) -> None:
    """Issue 29: at 360x740 on one's turn, the Players tab opened with one's own panel, its +
    and M, under the decision sheet; it scrolls so that panel stands whole above the sheet."""
    page.set_viewport_size(PHONE)
    record, seat = position(FortunaState, last_with_deeds, seeds=60)
    open_record(page, record)
    page.get_by_role("button", name="Players", exact=True).click()
    panel = page.locator("#game .estate-player", has=page.locator(f'[data-purse="{seat}"]'))
    page.wait_for_timeout(300)
    box = panel.bounding_box()
    sheet = page.locator("#decision").bounding_box()
    assert box is not None and sheet is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= sheet["y"] + 1, (box, sheet)
    assert panel.locator('button.chip-act[data-action^="mortgage:"]').first.evaluate(ON_SCREEN)


def test_on_a_phone_the_trade_opens_at_the_sheets_whole_width(page: Page) -> None:
    """Issue 29 (Fortuna, 360x740): the trade table opened ~70% wide beside the sheet's "Whole
    panel" button, scrolling inside the sheet; it takes the sheet's whole width."""
    page.set_viewport_size(PHONE)
    record, other = position(FortunaState, two_deeds_each, seeds=60)
    open_record(page, record)
    act(page, f"trade:with:{other}")
    trade = page.locator("#decision .trade").bounding_box()
    sheet = page.locator("#decision").bounding_box()
    assert trade is not None and sheet is not None
    assert trade["width"] >= sheet["width"] - 40, (trade, sheet)
    act(page, "trade:cancel")


def test_on_a_phone_the_build_hint_takes_one_to_ones_panel_above_the_sheet(page: Page) -> None:
    """Issue 29: on a phone the prompt said "build" while the + stood a tab away; the sheet's
    "Build…" opens the Players tab with one's own panel, its +, whole above the sheet."""
    page.set_viewport_size(PHONE)
    record, (seat,) = position(EurobusinessState, may_build_first_houses, seeds=60)
    open_record(page, record)
    page.locator("#decision [data-build-hint] button[data-cmd='pane:players']").click()
    expect(page.locator("#game")).to_have_attribute("data-pane-shown", "players")
    panel = page.locator("#game .estate-player", has=page.locator(f'[data-purse="{seat}"]'))
    page.wait_for_timeout(300)
    plus = panel.locator('button.chip-act[data-action^="build:"]').first
    assert plus.evaluate(ON_SCREEN)
    expect(page.locator("#decision [data-build-hint] button")).to_be_hidden()
