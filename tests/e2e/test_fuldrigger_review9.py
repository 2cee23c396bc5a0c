"""Issue 29, the ninth review of Fuldrigger on a phone (360x740): a hazard's outcome, the chance
card and the order of play cut off in the block above the map; the map moving under a finger
as the bar grew or shrank."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.e2e.conftest import moves, wait_for_move
from tests.e2e.test_fuldrigger_review8 import home_port_chosen_on_a_phone


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


# The boxes above the map whose lines do not all show (their text, for the failure's message).
CUT = """() => [...document.querySelectorAll('.fd-top .fd-box')]
  .filter((b) => b.scrollHeight > b.clientHeight + 1 || b.scrollWidth > b.clientWidth + 1)
  .map((b) => b.innerText)"""


def act(page: Page, selector: str) -> None:
    before = moves(page)
    page.locator(selector).first.click()
    wait_for_move(page, before)


def test_a_phones_top_shows_the_order_the_card_and_each_hazards_outcome_whole(
    page: Page,
) -> None:
    home_port_chosen_on_a_phone(page)
    page.set_default_timeout(30_000)
    seen = []
    for turn in range(4):
        page.locator('#decision .act[data-action="roll"]').wait_for()
        assert page.evaluate(CUT) == [], turn
        act(page, '#decision .act[data-action="roll"]')
        before = moves(page)  # a sail's space, wherever the map shows it
        page.locator('#board svg [data-action^="sail:"]').last.dispatch_event("click")
        wait_for_move(page, before)
        seen.append(page.locator(".fd-top").inner_text())
        assert page.evaluate(CUT) == [], turn
        dice = [box for die in page.locator(".fd-top .fd-die").all() if (box := die.bounding_box())]
        assert dice and all(abs(d["width"] - d["height"]) <= 1 for d in dice), dice  # squares
        before = moves(page)
        page.locator('#decision [data-action="end"]').first.click()
        sure = page.locator('dialog[data-confirm-for="end"] [data-action="end"]')
        if sure.count():
            sure.click()
        wait_for_move(page, before)
    assert any("Barbary corsairs" in text for text in seen)  # the longest card's text
    # A hazard as the dice box shows it (fuldrigger_top.py `_event`), the longest outcome.
    page.evaluate("""() => { document.querySelector('.fd-top .fd-events').innerHTML =
      '<li>Pirates: the cargo is taken <span class="fd-die">5</span><span class="fd-die">1</span>'
      + ' <small>at Bay of Biscay</small></li>'; }""")
    assert page.evaluate(CUT) == []
