"""Plinius in Chromium, a fresh reviewer's trip-ups (issue 29): on a phone the bar keeps one
height and the map its own across taps; at 1280x800 nothing above the map changes height and
the map fits the screen."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import open_record
from tests.e2e.test_plinius_tripups import _hint, _record


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


SIZES = """() => { const box = (s) => { const r = document.querySelector(s).getBoundingClientRect();
    return [Math.round(r.top), Math.round(r.bottom)]; };
  const cut = [...document.querySelectorAll('#decision .pl-strip button')].filter(
    (b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent);
  return {map: box('#board .pl-mapbox'), bar: box('#decision'), top: box('#board .pl-top'),
          legend: box('#board .pl-legend'), cut}; }"""


def test_on_a_phone_the_bar_keeps_one_height_and_the_map_its_own(page: Page) -> None:
    """With a counter selected and a hint the bar grew and the map shrank to 195 px, a little
    at almost every tap. At 360x740, at the first red card: as drawn, with a counter chosen in
    the bar, with a hint asked, the bar and the map keep their heights, the bar at most a third
    of the screen, the map above it (so are its lit dots), no counter's button cut ("Po")."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, _record(None))
    seen = [page.evaluate(SIZES)]
    page.locator("#decision .pl-strip [data-select=Q1]").click()
    expect(page.locator("#board [data-select=Q1]")).to_have_attribute("aria-pressed", "true")
    seen.append(page.evaluate(SIZES))
    _hint(page)
    seen.append(page.evaluate(SIZES))
    for sizes in seen:
        assert sizes["map"] == seen[0]["map"] and sizes["bar"] == seen[0]["bar"], seen
        top, bottom = sizes["bar"]
        assert bottom - top <= 740 / 3 and sizes["map"][1] <= top, sizes
        assert sizes["map"][1] - sizes["map"][0] >= 230, sizes
        assert sizes["cut"] == [], sizes


def test_at_1280x800_the_map_keeps_its_place_and_fits_the_screen(page: Page) -> None:
    """The map shifted 18-27 px as the score's box listed the dead, and at 800 px tall the
    legend and Surrentum were cut: at the first red card and 60 actions on (four dead), the
    map starts at the same height and ends, with its legend, within the screen."""
    page.set_viewport_size({"width": 1280, "height": 800})
    seen = []
    for actions in (None, 60):
        open_record(page, _record(actions))
        seen.append(page.evaluate(SIZES))
    assert seen[0]["map"] == seen[1]["map"] and seen[0]["top"] == seen[1]["top"], seen
    assert seen[0]["map"][1] <= 800 and seen[0]["legend"][1] <= 800, seen


def test_on_a_phone_the_whole_map_fits_its_box_with_its_top_in_sight(page: Page) -> None:
    """The whole map scrolled in its box and its top row was cut: at 360x740 with a counter
    chosen and a hint asked, "Whole map" shows the map whole, as wide as the box lets it be."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, _record(None))
    page.locator("#decision .pl-strip [data-select=Q1]").click()
    _hint(page)
    page.locator("#board [data-zoom=fit]").click()
    expect(page.locator("#board .pl-mapbox")).to_have_attribute("data-level", "1")
    fit = page.evaluate(
        """() => { const box = document.querySelector('#board .pl-mapbox');
            const map = box.querySelector('.pl-map').getBoundingClientRect();
            const outer = box.getBoundingClientRect();
            return {over: box.scrollHeight - box.clientHeight, top: map.top - outer.top,
                    bottom: outer.bottom - map.bottom, share: map.width / box.clientWidth}; }"""
    )
    assert fit["over"] <= 0 and fit["top"] >= 0 and fit["bottom"] >= 0, fit
    assert fit["share"] >= 0.9, fit
