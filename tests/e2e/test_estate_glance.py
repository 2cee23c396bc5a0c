"""Issue 29, what the estate table (Eurobusiness, Fortuna) says at a glance in Chromium: how a
trade offer was answered, in the proposer's panel; the whole board on a phone, its names read.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pygames.core import Record
from pygames.estate.rules import CHANCE, HOTEL
from pygames.eurobusiness import GAME as EUROBUSINESS
from pygames.eurobusiness.state import EurobusinessState
from tests.e2e.conftest import PHONE, open_record
from tests.e2e.estate import NAMES, click, may_trade, position, submit_amount
from web.views.estate.board import money
from web.views.eurobusiness import THEME


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def _tradable(record: Record, seat: int, other: int) -> int:
    """A deed `seat` may put in a trade with `other` (none of its set built)."""
    state = EUROBUSINESS.new(record.players, record.seed, record.options)
    for code in record.history:
        state.apply(code)
    state.apply(f"trade:with:{other}")
    return next(d for d in state.deeds[seat] if f"trade:give:{d}" in state.legal_actions())


def test_the_proposer_reads_in_the_panel_whether_the_offer_was_refused_or_accepted(
    page: Page,
) -> None:
    """Issue 29: after a trade offer was answered, the proposer's panel said nothing of it (the
    log did). Refused, the panel says so; offered again and accepted, it says what was given
    and got."""
    record, (seat, other) = position(EurobusinessState, may_trade, seeds=40)
    deed = _tradable(record, seat, other)
    open_record(page, record)
    answer = page.locator("#decision [data-trade-answer]")
    for reply in ("trade:refuse", "trade:accept"):
        click(page, f"trade:with:{other}")
        click(page, f"trade:give:{deed}")
        submit_amount(page, "trade:cash:-{}", "10")
        click(page, "trade:propose")
        expect(answer).to_have_count(0)  # the partner answers first (the device passed round)
        click(page, reply)
        if reply == "trade:refuse":
            expect(answer).to_have_text(f"{NAMES[other]} refused your offer")
    got = money(THEME, 10)
    said = f"{NAMES[other]} accepted: you gave {THEME.label(deed)}, you got {got} in cash"
    expect(answer).to_have_text(said)
    page.screenshot(path="/tmp/trade-answer.png")


def built(state: EurobusinessState) -> tuple[int] | None:
    """Houses stand on a plot, and a player may decide before moving: (that player)."""
    if state.phase == "turn" and any(0 < level < HOTEL for level in state.level):
        return (state.current,)
    return None


# The short names and the buildings' marks shown on the board, each one's size on screen (px).
BRIEF_SIZES = """() => {
  const shown = (n) => getComputedStyle(n.closest('g.brief')).display !== 'none';
  const names = [...document.querySelectorAll('#game .board-zoom svg g.brief > text')].filter(shown)
    .map((n) => [n.textContent, +n.getAttribute('font-size') * n.getScreenCTM().a]);
  const marks = [...document.querySelectorAll('#game .board-zoom svg .brief-house')].filter(shown)
    .map((n) => Math.min(n.getBoundingClientRect().width, n.getBoundingClientRect().height));
  return {names, marks};
}"""


def test_on_a_phone_the_whole_board_shows_short_names_and_houses_to_count(page: Page) -> None:
    """Issue 29: at 360x740 the whole board showed no city names and houses about 8 px across.
    There every space but a chance one shows its short name, 9 px or more, and each built
    plot a house 12 px or more across (with the count of its houses); the full names, too
    small to read, are hidden."""
    page.set_viewport_size(PHONE)
    record, _ = position(EurobusinessState, built, seeds=40)
    open_record(page, record)
    page.locator('#game [data-zoom="fit"]').click()
    expect(page.locator("#game .board-zoom")).to_have_attribute("data-zoom", "1")
    page.wait_for_timeout(400)
    page.screenshot(path="/tmp/whole-board-360.png")
    sizes = page.evaluate(BRIEF_SIZES)
    names = dict(sizes["names"])
    chances = sum(space.kind == CHANCE for space in EUROBUSINESS.state_class.RULES.spaces)
    assert len(names) == len(THEME.spaces) - chances, names
    assert {"Sal.", "Rzym", "Wie."} <= set(names)
    assert min(names.values()) >= 9, names
    assert sizes["marks"] and min(sizes["marks"]) >= 12, sizes["marks"]
    label = page.locator("#game .board-zoom svg text.label").first
    assert label.evaluate("(n) => getComputedStyle(n).display") == "none"
