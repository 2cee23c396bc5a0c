"""Plinius in Chromium, the third fresh reviewer's trip-ups on a phone (issue 29): the whole
map names its harbours and draws its counters large enough to tell ships from people; a
counter chosen there is followed again at the phone's own zoom."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import open_record
from tests.e2e.test_plinius import IN_VIEW
from tests.e2e.test_plinius_tripups import _record


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


WHOLE = """() => { const map = document.querySelector('#board .pl-map');
  const scale = map.getScreenCTM().a;
  const box = (n) => { const r = n.getBoundingClientRect();
    return [r.left, r.top, r.right, r.bottom]; };
  const names = [...map.querySelectorAll('.pl-whole-names text')].filter(
    (t) => t.checkVisibility()).map((t) => ({text: t.textContent, box: box(t),
      px: parseFloat(getComputedStyle(t).fontSize) * scale}));
  const bodies = [...map.querySelectorAll(':is(rect, circle).pl-body')].map(box);
  return {names, bodies}; }"""


def _apart(a: list[float], b: list[float]) -> bool:
    return a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]


def test_on_a_phone_the_whole_map_names_its_harbours_and_a_counter_chosen_there_is_followed(
    page: Page,
) -> None:
    """At 360x740, at the first red card, "Whole map" named nothing and drew a person 15 px
    wide: the six harbours are named, 9 px or more, no name on another or on a counter, and
    every counter 16 px or more each way. Then choosing i3 by its button zooms back in to
    follow it (it stayed on the whole map)."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, _record(None))
    page.locator("#board .pl-zoom [data-zoom=fit]").click()
    expect(page.locator("#board .pl-mapbox[data-level='1']")).to_have_count(1)
    seen = page.evaluate(WHOLE)
    names, bodies = seen["names"], seen["bodies"]
    assert {n["text"] for n in names} >= {"Misenum", "Neapolis", "Herc.", "Stabiae"}, names
    assert len(names) == 6 and min(n["px"] for n in names) >= 9, names
    for i, name in enumerate(names):
        assert all(_apart(name["box"], other["box"]) for other in names[i + 1 :]), names
        assert all(_apart(name["box"], body) for body in bodies), (name, bodies)
    assert len(bodies) == 8 and min(min(b[2] - b[0], b[3] - b[1]) for b in bodies) >= 16, bodies
    page.locator("#decision .pl-strip [data-select=inc3]").click()
    expect(page.locator("#board .pl-mapbox:not([data-level])")).to_have_count(1)
    expect(page.locator("#board [data-select=inc3]")).to_have_attribute("aria-pressed", "true")
    assert page.evaluate(IN_VIEW, "pl-inc3")
