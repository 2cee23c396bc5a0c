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
    assert all("Ann: " in text and " ducats" in text for text in seen)  # Ann's cash on the Board
    assert any("Barbary corsairs" in text for text in seen)  # the longest card's text
    # A hazard as the dice box shows it (fuldrigger_top.py `_event`), the longest outcome.
    page.evaluate("""() => { document.querySelector('.fd-top .fd-events').innerHTML =
      '<li>Pirates: the cargo is taken <span class="fd-die">5</span><span class="fd-die">1</span>'
      + ' <small>at Bay of Biscay</small></li>'; }""")
    assert page.evaluate(CUT) == []


# Where the map, its first lit place (if any) and a harbour stand on the screen; the bar's height.
LIT = """(city) => {
  const where = (n) => { const r = n.getBoundingClientRect();
    return [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]; };
  const svg = document.querySelector("#board .fd-map svg");
  const lit = svg.querySelector("[data-in-sight][data-place]");
  return {place: lit && where(lit), map: where(svg),
    harbour: where(svg.querySelector(`g.fd-harbour[data-select^="city:${city}@"]`)),
    bar: Math.round(document.querySelector("#decision").getBoundingClientRect().height)};
}"""


def test_a_phones_map_holds_still_under_the_finger_as_the_bar_changes_after_a_buy(
    page: Page,
) -> None:
    home_port_chosen_on_a_phone(page)
    page.set_default_timeout(30_000)
    act(page, '#decision .act[data-action="roll"]')
    page.wait_for_timeout(800)  # the map's glide (layout.mjs) is over
    card = page.locator('#board .fd-cols button[data-select^="city:"]').first
    city = str(card.get_attribute("data-select")).split("@")[0].removeprefix("city:")
    rolled = page.evaluate(LIT, city)
    assert rolled["place"], rolled  # the ship's places lit
    page.locator(f'#board .fd-map g.fd-harbour[data-select^="city:{city}@"]').first.click()
    page.locator(f"#board #overlay-harbour-{city}").wait_for()
    page.wait_for_timeout(800)
    aimed = page.evaluate(LIT, city)
    act(page, f'#board #overlay-harbour-{city} button[data-action^="buy:"]')
    page.wait_for_timeout(800)
    bought = page.evaluate(LIT, city)
    assert bought["bar"] != aimed["bar"], "the bar changed"
    assert bought["map"] == aimed["map"] and bought["harbour"] == aimed["harbour"], (aimed, bought)
