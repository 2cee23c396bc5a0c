"""Issue 29: the map reframed by itself. After a move the selection passed to a ship far off
Europe and the page glided the map to it; "Europe" then drew Europe and the page glided straight
back to the ship, so the button seemed to do nothing. A view chosen on the zoom bar stays."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from pygames.fuldrigger.graph import SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.e2e.conftest import open_record
from tests.e2e.fuldrigger import found_record


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def _first_sailer_south_of_the_sahara(state: FuldriggerState) -> bool:
    """The ship lit first after the roll lies well south of Europe's view."""
    if not state.rolled or state.phase != "turn":
        return False
    sails = sorted(int(c.split(":")[1]) for c in state.legal_actions() if c.startswith("sail:"))
    return bool(sails) and SPACES[state.ships[sails[0]].at].lat < 10


@pytest.mark.parametrize("size", [(1280, 800), (360, 740)])
def test_a_region_chosen_on_the_zoom_bar_is_shown_and_stays(
    page: Page, size: tuple[int, int]
) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    open_record(page, found_record(_first_sailer_south_of_the_sahara, range(80), rounds=12))
    svg = page.locator("#board .fd-map svg")
    page.locator('#board .fd-zoom [aria-label="Show Europe"]').click()
    page.wait_for_function(
        "() => document.querySelector('#board .fd-map svg').hasAttribute('data-stay')"
    )
    drawn = svg.get_attribute("viewBox")
    page.wait_for_timeout(800)  # past a glide (a quarter of a second) and its redraw
    assert svg.get_attribute("viewBox") == drawn
    # The view's middle in degrees (`data-pan-map`: lon = x * a + b, lat = y * c + d): Europe's.
    lon, lat = svg.evaluate(
        "(svg) => { const b = svg.viewBox.baseVal;"
        " const [a, e, c, d] = svg.dataset.panMap.split(',').map(Number);"
        " return [(b.x + b.width / 2) * a + e, (b.y + b.height / 2) * c + d]; }"
    )
    assert abs(lon - 4) < 3 and abs(lat - 46) < 3, (lon, lat)


def test_a_region_tapped_on_a_phone_is_pressed_and_the_page_does_not_scroll(page: Page) -> None:
    """Issue 29 at 360 px: "Europe" scrolled the page, cutting off the map's top, and the
    button highlighted was "World"."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, found_record(_first_sailer_south_of_the_sahara, range(80), rounds=12))
    europe = page.locator('#board .fd-zoom [aria-label="Show Europe"]')
    europe.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    before = page.evaluate("scrollY")
    europe.click()
    page.wait_for_function(
        "() => document.querySelector('#board .fd-map svg').hasAttribute('data-stay')"
    )
    page.wait_for_timeout(800)
    assert page.evaluate("scrollY") == before
    assert europe.get_attribute("aria-pressed") == "true"
    world = page.locator('#board .fd-zoom [aria-label="Show World"]')
    assert world.get_attribute("aria-pressed") == "false"
    assert page.evaluate("document.activeElement.getAttribute('aria-label')") != "Show World"
    # Issue 29: "North-east trades +10" spilled under the map over the -/+/←/→ buttons.
    placed = page.evaluate(
        """() => {
      const frame = document.querySelector('#board .fd-map svg').getBoundingClientRect();
      const buttons = [...document.querySelectorAll('#board .fd-zoom button')]
        .map((b) => b.getBoundingClientRect());
      return [...document.querySelectorAll('#board .fd-off')].map((m) => {
        const r = m.getBoundingClientRect();
        const inside = r.left >= frame.left && r.right <= frame.right && r.top >= frame.top
          && r.bottom <= frame.bottom;
        const over = buttons.some((b) => r.left < b.right && b.left < r.right
          && r.top < b.bottom && b.top < r.bottom);
        return [m.textContent, inside, over];
      });
    }"""
    )
    assert placed and all(inside and not over for _, inside, over in placed), placed
