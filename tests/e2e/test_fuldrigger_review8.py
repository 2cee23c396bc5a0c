"""Issue 29, the eighth review of Fuldrigger: on a phone (360x740) the map had about 250 px,
its zoom buttons on two rows over its foot, a line of the bar for each company to talk with,
and the map ran on under the bar. The map now ends at the bar, the zoom buttons take one row,
the talks one row after the next step."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.e2e.conftest import PHONE, open_table


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


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
    page.set_viewport_size(PHONE)
    page.set_default_timeout(120_000)
    open_table(page, "new=fuldrigger&players=3&bots=2,3&seed=7&names=Ann,Bo,Cy")
    page.evaluate("() => window.scrollTo(0, 0)")
    page.locator('#board svg [data-action^="home:"]').first.click()
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
