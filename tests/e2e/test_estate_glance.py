"""Issue 29, what the estate table (Eurobusiness, Fortuna) says at a glance in Chromium: how a
trade offer was answered, in the proposer's panel; the whole board on a phone, its names read.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pygames.core import Record
from pygames.eurobusiness import GAME as EUROBUSINESS
from tests.e2e.conftest import open_record
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
    record, (seat, other) = position(may_trade, seeds=40)
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
