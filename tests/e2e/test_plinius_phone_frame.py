"""Plinius in Chromium, a phone's trip-ups after the eleventh review (issue 29): the zoomed map
kept the selected counter in sight but cut its lit dots and their names at its edges."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import open_record
from tests.e2e.test_plinius_tripups import _hint, _record
from web.views.plinius_map import HINTED


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


# The selected counter and the lit dots (with their names, the frame round them) inside the
# map's box, above the bar: those cut, by id or dot.
CUT = """(only) => {
  const box = document.querySelector('#board .pl-mapbox');
  const seen = box.getBoundingClientRect();
  const bar = document.querySelector('#decision').getBoundingClientRect();
  const bottom = Math.min(seen.bottom, bar.top);
  const inside = (r) => r.left >= seen.left - 0.5 && r.right <= seen.right + 0.5
    && r.top >= seen.top - 0.5 && r.bottom <= bottom + 0.5;
  const things = [...box.querySelectorAll(
    only || '.pl-counter[data-follow], .pl-target circle:not(.pl-hit), [data-follow-all]')];
  return {cut: things.filter((t) => !inside(t.getBoundingClientRect())).map(
    (t) => t.id || t.getAttribute('class') || t.getAttribute('cx')), count: things.length,
    level: box.dataset.level || null};
}"""


def _cut(page: Page, only: str = "") -> dict[str, Any]:
    page.wait_for_timeout(900)  # the box scrolls smoothly to what it follows
    seen: dict[str, Any] = page.evaluate(CUT, only)
    return seen


def test_on_a_phone_the_map_keeps_the_counter_and_all_its_lit_dots_in_sight(page: Page) -> None:
    """At 360x740 at the first red card, each counter chosen in the bar: it, every lit dot and
    the frame round them and their names inside the map's box above the bar (the map zoomed
    out a step where they would not fit); after Log and back to Board, the same; after a hint,
    the hinted counter and the hint's dot."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, _record(None))
    for cid in ("inc4", "pom", "inc1", "Q1", "L"):
        page.locator(f"#decision .pl-strip [data-select={cid}]").click()
        expect(page.locator(f"#board [data-select={cid}]")).to_have_attribute(
            "aria-pressed", "true"
        )
        seen = _cut(page)
        assert seen["count"] >= 3 and not seen["cut"], (cid, seen)
    page.locator('[data-cmd="pane:log"]').click()
    page.locator('[data-cmd="pane:board"]').click()
    page.wait_for_function("() => document.querySelector('[data-pane-shown=board]')")
    seen = _cut(page)
    assert seen["count"] >= 3 and not seen["cut"], ("after the log", seen)
    hinted = _hint(page)
    seen = _cut(page, f"#{hinted}, .pl-target circle[stroke='{HINTED}']")
    assert seen["count"] == 2 and not seen["cut"], ("after a hint", seen)


def test_on_a_phone_the_whole_map_fills_its_box(page: Page) -> None:
    """ "Whole map" at 360x740 left a blank third of its box under the map: the box ends
    within 4 px of the map, which is whole in it."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, _record(None))
    page.locator("#board [data-zoom=fit]").click()
    expect(page.locator("#board .pl-mapbox")).to_have_attribute("data-level", "1")
    fit = page.evaluate(
        """() => { const box = document.querySelector('#board .pl-mapbox');
            const map = box.querySelector('.pl-map').getBoundingClientRect();
            const outer = box.getBoundingClientRect();
            return {top: map.top - outer.top, bottom: outer.bottom - map.bottom}; }"""
    )
    assert 0 <= fit["top"] <= 4 and 0 <= fit["bottom"] <= 4, fit
