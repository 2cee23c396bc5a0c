"""Plinius in Chromium, the second fresh reviewer's trip-ups (issue 29): at 1280x800 one "+"
enlarges the map one and a half times, not three; at 360x740 the bar is as tall as what it
holds and the map has the room it left blank."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import open_record, open_table
from tests.e2e.test_plinius_review8 import SIZES
from tests.e2e.test_plinius_tripups import _hint, _record


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


WIDTHS = """() => [document.querySelector('#board .pl-mapbox').clientWidth,
  document.querySelector('#board .pl-stage').getBoundingClientRect().width]"""


def test_on_a_wide_screen_a_plus_steps_one_and_a_half_times(page: Page) -> None:
    """At 1280x800 the whole map shows; one "+" makes it 1.5 times as wide, the next twice."""
    page.set_viewport_size({"width": 1280, "height": 800})
    open_table(page, "new=plinius&seed=3")
    box, stage = page.evaluate(WIDTHS)
    assert abs(stage - box) < 3
    page.locator("#board .pl-zoom button[aria-label='Zoom in']:visible").click()
    expect(page.locator("#board .pl-mapbox[data-level='1.5']")).to_have_count(1)
    box, stage = page.evaluate(WIDTHS)
    assert abs(stage / box - 1.5) < 0.03
    page.locator("#board .pl-zoom button[aria-label='Zoom in']:visible").click()
    expect(page.locator("#board .pl-mapbox[data-level='2']")).to_have_count(1)


FILLED = """() => { const bar = document.querySelector('#decision');
  return [bar.scrollHeight - bar.clientHeight, bar.getBoundingClientRect().height]; }"""


def test_on_a_phone_the_bar_leaves_no_blank_and_the_map_takes_the_room(page: Page) -> None:
    """At 360x740 the map was 237 px tall above a bar of 208 px, 100 of them blank under the
    buttons. At the first red card, as drawn, with a counter chosen in the bar and with a hint
    asked, and 60 actions on: the bar holds everything without scrolling in at most 185 px,
    the map above it at least 260 px tall and the same in every state, no counter's button cut."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, _record(None))
    seen = [(page.evaluate(SIZES), page.evaluate(FILLED))]
    page.locator("#decision .pl-strip [data-select=Q1]").click()
    seen.append((page.evaluate(SIZES), page.evaluate(FILLED)))
    _hint(page)
    seen.append((page.evaluate(SIZES), page.evaluate(FILLED)))
    open_record(page, _record(60))
    seen.append((page.evaluate(SIZES), page.evaluate(FILLED)))
    for sizes, (over, height) in seen:
        assert over <= 1 and height <= 185, seen
        assert sizes["map"] == seen[0][0]["map"] and sizes["cut"] == [], seen
        assert sizes["map"][1] - sizes["map"][0] >= 260, seen
