"""Issue 29, the eighth review of Fuldrigger: on a phone (360x740) the map had about 250 px,
its zoom buttons on two rows over its foot, a line of the bar for each company to talk with,
and the map ran on under the bar. The map now ends at the bar, the zoom buttons take one row,
the talks one row after the next step."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.e2e.conftest import PHONE, moves, open_table, wait_for_move


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def home_port_chosen_on_a_phone(page: Page) -> None:
    """A phone's table of Ann against two bots, at the top of the page, Ann's home port chosen."""
    page.set_viewport_size(PHONE)
    page.set_default_timeout(120_000)
    open_table(page, "new=fuldrigger&players=3&bots=2,3&seed=7&names=Ann,Bo,Cy")
    page.evaluate("() => window.scrollTo(0, 0)")
    page.locator('#board svg [data-action^="home:"]').first.click()


# What a player sees of the map (its top to the zoom row over its foot or the bar, whichever is
# higher), the bar's height, and how far the map runs on under the bar.
SEEN = """() => {
  const map = document.querySelector("#board .fd-map svg").getBoundingClientRect();
  const bar = document.querySelector("#decision").getBoundingClientRect();
  const zoom = document.querySelector("#board .fd-zoom").getBoundingClientRect();
  return {map: Math.min(zoom.top, bar.top, innerHeight) - Math.max(map.top, 0),
    bar: bar.height, under: map.bottom - bar.top};
}"""


def test_a_phones_map_takes_the_most_room_ending_at_the_bar_with_one_row_of_zoom_buttons(
    page: Page,
) -> None:
    home_port_chosen_on_a_phone(page)
    page.locator('#decision .act[data-action="roll"]').wait_for()
    page.wait_for_timeout(300)  # the map's glide (layout.mjs) is over
    found = page.evaluate(SEEN)
    assert found["map"] >= 0.45 * PHONE["height"], found
    assert found["bar"] <= PHONE["height"] / 3, found
    assert found["under"] <= 4, found  # the map ends at the bar
    talks = page.locator("#decision .fd-talks-row button[data-action^='trade:with:']")
    assert talks.count() == 2
    tops = {round(box["y"]) for box in (b.bounding_box() for b in talks.all()) if box}
    assert len(tops) == 1, "the talks in one row"


# How far three in four of the ship's lit places stand from the nearest other (px), as the
# page zooms for (layout.mjs `placesGap`), and whether the ship is in what is seen of the map.
GAPS = """() => {
  const middle = (n) => { const r = n.getBoundingClientRect();
    return [r.left + r.width / 2, r.top + r.height / 2]; };
  const svg = document.querySelector("#board .fd-map svg");
  const seen = svg.getBoundingClientRect();
  const bar = document.querySelector("#decision").getBoundingClientRect();
  const places = [...svg.querySelectorAll("[data-in-sight][data-place]")].map(middle);
  const nearest = places.map(([x, y], i) => Math.min(...places.map(([u, v], j) =>
    (i === j ? Infinity : Math.hypot(x - u, y - v))))).sort((a, b) => a - b);
  const [x, y] = middle(svg.querySelector("[data-follow]"));
  return {gap: nearest[Math.floor(nearest.length / 4)], places: places.length,
    ship: x > seen.left && x < seen.right && y > Math.max(seen.top, 0) && y < bar.top};
}"""


def test_after_the_roll_a_phones_map_follows_the_ship_with_its_lit_places_a_finger_apart(
    page: Page,
) -> None:
    home_port_chosen_on_a_phone(page)
    before = moves(page)
    page.locator('#decision .act[data-action="roll"]').click()
    wait_for_move(page, before)
    # The map zooms in after the redraw (layout.mjs), then is drawn again at that view.
    page.wait_for_function(f"() => ({GAPS})().gap >= 30", timeout=20_000)
    page.wait_for_timeout(600)  # the map's glide (layout.mjs) is over
    found = page.evaluate(GAPS)
    assert found["places"] >= 2 and found["gap"] >= 30, found
    assert found["ship"], found
