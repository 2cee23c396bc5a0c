"""Issue 29, a phone (360x740): the reviewer managed one turn only; the map was about 200 px
tall, the bar and a price list docked as a sheet ate the screen, and the map re-centred after
every step. A turn played by taps keeps the map on half the screen or more at every step, the
bar at a third or less, the price list a popover beside its harbour on the map, and the map
where it was after a buy.

The tests share one page (Python starts once): each opens its table by a link."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from tests.e2e.conftest import LAPTOP, PHONE, moves, open_table, wait_for_move


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


# What a player sees of the map (between the screen's top and the bar), and the bar's height.
SEEN = """() => {
  const map = document.querySelector("#board .fd-map svg").getBoundingClientRect();
  const bar = document.querySelector("#decision").getBoundingClientRect();
  return {map: Math.min(map.bottom, bar.top, innerHeight) - Math.max(map.top, 0),
    bar: bar.height};
}"""
VIEWBOX = "() => document.querySelector('#board svg[data-pan]').getAttribute('viewBox')"


def seen(page: Page, step: str) -> None:
    """Half the screen for the map, a third at most for the bar, at this step of the turn."""
    page.wait_for_timeout(300)  # a glide of the map (layout.mjs) is over
    found = page.evaluate(SEEN)
    assert found["map"] >= PHONE["height"] / 2, (step, found)
    assert found["bar"] <= PHONE["height"] / 3 + 1, (step, found)


def test_a_phones_turn_keeps_half_the_screen_for_the_map_and_the_list_beside_its_harbour(
    page: Page,
) -> None:
    page.set_viewport_size(PHONE)
    page.set_default_timeout(120_000)
    open_table(page, "new=fuldrigger&players=2&bots=2&seed=5&names=Ann,Bo")
    page.evaluate("() => window.scrollTo(0, 0)")
    home = page.locator('#board svg [data-action^="home:"]')
    home.first.wait_for()
    seen(page, "home ports")
    before = moves(page)
    home.first.click()
    roll = page.locator('#actions .primary[data-action="roll"]')
    roll.wait_for()
    seen(page, "the turn begins")
    # The price list of a ship's harbour, by a tap on the harbour on the map.
    card = page.locator('#board .fd-cols button[data-select^="city:"]').first
    city = str(card.get_attribute("data-select")).split("@")[0].removeprefix("city:")
    page.locator(f'#board .fd-map g.fd-harbour[data-select^="city:{city}@"]').first.click()
    listed = page.locator(f"#board #overlay-harbour-{city}")
    expect(listed).to_be_visible()
    seen(page, "the price list open")
    assert listed.evaluate("(n) => getComputedStyle(n).position") == "absolute"  # no sheet
    box, frame = listed.bounding_box(), page.locator("#board .fd-map").bounding_box()
    assert box and frame
    assert box["y"] >= frame["y"] - 1 and box["y"] + box["height"] <= frame["y"] + frame["height"]
    assert box["height"] <= 0.7 * frame["height"] + 1 and box["width"] <= 0.7 * PHONE["width"]
    square = page.locator(f'#board .fd-map g.fd-harbour[data-select^="city:{city}@"]').first
    harbour = square.bounding_box()
    assert harbour
    middle = harbour["x"] + harbour["width"] / 2
    assert box["x"] - 40 <= middle <= box["x"] + box["width"] + 40, "beside its harbour"
    view = page.evaluate(VIEWBOX)
    before = moves(page)
    listed.locator('button[data-action^="buy:"]').first.click()
    wait_for_move(page, before)
    seen(page, "a cargo bought")
    assert page.evaluate(VIEWBOX) == view  # the map stays where it was
    before = moves(page)
    roll.click()
    wait_for_move(page, before)
    seen(page, "the dice rolled")


# The companies table: how far its rows overflow their box, and the narrowest gap between a
# player's name and the fortune after it.
COMPANIES = """() => {
  const table = document.querySelector("#board .fd-players");
  const box = table.closest(".fd-scroll");
  const text = (cell) => { const r = document.createRange(); r.selectNodeContents(cell);
    return r.getBoundingClientRect(); };
  const gaps = [...table.rows].slice(1).map(
    (row) => text(row.cells[2]).left - text(row.cells[1]).right);
  return {over: box.scrollWidth - box.clientWidth, gap: Math.min(...gaps)};
}"""


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["phone", "laptop"])
def test_the_companies_table_fits_its_box_and_keeps_names_apart_from_the_fortunes(
    page: Page, size: ViewportSize
) -> None:
    """Issue 29: at 1280 the names ran into the fortunes ("Player 2460"); at 360 the last
    column, "Reefs known", was cut off."""
    page.set_viewport_size(size)
    page.set_default_timeout(120_000)
    open_table(
        page, "new=fuldrigger&players=3&bots=2&seed=5&names=Player%201,Player%202,Player%203"
    )
    page.locator("#board .fd-players").wait_for()
    found = page.evaluate(COMPANIES)
    assert found["over"] <= 0, found
    assert found["gap"] >= 12, found  # more than the two paddings of 4 px it had
