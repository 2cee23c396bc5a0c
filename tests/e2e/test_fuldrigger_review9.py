"""Issue 29, the ninth review of Fuldrigger on a phone (360x740): a hazard's outcome, the chance
card and the order of play cut off in the block above the map; the map moving under a finger
as the bar grew or shrank."""

from __future__ import annotations

import re

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


# Whether the selected ship and its lit places (all, or as many as a step out would show) stand
# in what is seen of a phone's map: above the zoom row and the bar, inside the screen; or
# whether the lit place named stands there.
IN_VIEW = """(place) => {
  const svg = document.querySelector("#board .fd-map svg");
  const f = svg.getBoundingClientRect();
  const foot = Math.min(document.querySelector("#board .fd-zoom").getBoundingClientRect().top,
    document.querySelector("#decision").getBoundingClientRect().top, innerHeight);
  const inside = (n) => { const r = n.getBoundingClientRect();
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    return x >= Math.max(f.left, 0) && x <= Math.min(f.right, innerWidth)
      && y >= Math.max(f.top, 0) && y <= foot; };
  const lit = [...svg.querySelectorAll("[data-in-sight][data-place]")];
  const ship = svg.querySelector("[data-follow]");
  if (place) return lit.some((n) => n.dataset.place === place && inside(n));
  return !lit.length || ((!ship || inside(ship)) && lit.some(inside));
}"""


# Words beside a place at the map's foot (a bot's ship stopped short: fuldrigger_aim.py `short`),
# placed as the page places them (layout.mjs, at a resize): where they end and where the zoom
# row over the map's foot begins.
LOW_WORDS = """() => {
  const stage = document.querySelector("#board .board-stage");
  const over = document.createElement("div");
  Object.assign(over, {className: "overlay", textContent: "Bo reached the Channel"});
  Object.assign(over.dataset, {pops: "", fdAt: "left bottom"});
  over.style.cssText = "--fd-dx: 0; --fd-y: 1%";
  stage.append(over);
  dispatchEvent(new Event("resize"));
  const ends = over.getBoundingClientRect().bottom;
  over.remove();
  return [ends, document.querySelector("#board .fd-zoom").getBoundingClientRect().top];
}"""


def test_a_phones_top_shows_the_order_the_card_and_each_hazards_outcome_whole(
    page: Page,
) -> None:
    """And after each sail the map brings the selected ship and its lit places into view (issue
    29: it stayed put, the places off the screen); an edge marker pans to its place, which a
    tap then sails to; words at the map's foot stand clear of the zoom row over it."""
    home_port_chosen_on_a_phone(page)
    page.set_default_timeout(30_000)
    seen = []
    for turn in range(4):
        page.locator('#decision .act[data-action="roll"]').wait_for()
        assert page.evaluate(CUT) == [], turn
        act(page, '#decision .act[data-action="roll"]')
        before = moves(page)  # a sail's space, wherever the map shows it
        marker = page.locator("#board .fd-off").first
        if turn == 0:
            ends, zoom = page.evaluate(LOW_WORDS)
            assert ends <= zoom, "words at the map's foot stand clear of the zoom row"
            place = re.sub(r"( \+\d+)? \S$", "", marker.inner_text())  # "Skagen +1 →"
            marker.click()
            lit = page.locator(f'#board svg [data-in-sight][data-place="{place}"]')
            page.wait_for_function(IN_VIEW, arg=place, timeout=3000)
            lit.click()
        else:
            page.locator('#board svg [data-action^="sail:"]').last.dispatch_event("click")
        wait_for_move(page, before)
        page.wait_for_function(IN_VIEW, arg="", timeout=3000)
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
