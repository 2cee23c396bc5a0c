"""Plinius in Chromium, the second fresh reviewer's trip-ups (issue 29): at 1280x800 one "+"
enlarges the map one and a half times, not three."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import open_table


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
    expect(page.locator("#board .pl-mapbox[data-zoom='1.5']")).to_have_count(1)
    box, stage = page.evaluate(WIDTHS)
    assert abs(stage / box - 1.5) < 0.03
    page.locator("#board .pl-zoom button[aria-label='Zoom in']:visible").click()
    expect(page.locator("#board .pl-mapbox[data-zoom='2']")).to_have_count(1)
