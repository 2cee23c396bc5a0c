"""Plinius in Chromium, the third fresh reviewer's trip-ups on a phone (issue 29): a counter
chosen on the whole map is followed again at the phone's own zoom."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import open_record
from tests.e2e.test_plinius import IN_VIEW
from tests.e2e.test_plinius_tripups import _record


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def test_on_a_phone_a_counter_chosen_on_the_whole_map_is_followed(
    page: Page,
) -> None:
    """At 360x740, at the first red card, "Whole map": then choosing i3 by its button zooms
    back in to follow it (it stayed on the whole map)."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, _record(None))
    page.locator("#board .pl-zoom [data-zoom=fit]").click()
    expect(page.locator("#board .pl-mapbox[data-level='1']")).to_have_count(1)
    page.locator("#decision .pl-strip [data-select=inc3]").click()
    expect(page.locator("#board .pl-mapbox:not([data-level])")).to_have_count(1)
    expect(page.locator("#board [data-select=inc3]")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate(IN_VIEW, "pl-inc3")
