"""Plinius in Chromium, a phone's trip-ups after the ninth review (issue 29): the map had 265 px of
740 and its names read 6-10 px; the whole map's names were about 4 px."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import PHONE, NewContext, open_app, open_record
from tests.e2e.test_plinius_tripups import _record


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


# What the map shows inside its box: its height and the bar's top, the texts in sight (place
# names apart) with their size on screen, the lit dots' areas to tap, the followed counter.
SEEN = """() => {
  const box = document.querySelector('#board .pl-mapbox');
  const seen = box.getBoundingClientRect();
  const bar = document.querySelector('#decision').getBoundingClientRect();
  const svg = box.querySelector('.pl-map');
  const scale = svg.getScreenCTM().a;
  const inside = (r) => r.left >= seen.left && r.right <= seen.right && r.top >= seen.top
    && r.bottom <= seen.bottom;
  const texts = [...svg.querySelectorAll('text')].filter(
    (t) => getComputedStyle(t).display !== 'none' && inside(t.getBoundingClientRect())
  ).map((t) => ({text: t.textContent,
    px: parseFloat(getComputedStyle(t).fontSize) * scale, name: t.classList.contains('pl-name')}));
  const hits = [...svg.querySelectorAll('.pl-hit')].map((c) => c.getBoundingClientRect().width);
  const followed = svg.querySelector('.pl-counter[data-follow]');
  const f = followed && followed.getBoundingClientRect();
  const margin = f ? Math.min(f.left - seen.left, seen.right - f.right, f.top - seen.top,
    Math.min(seen.bottom, bar.top) - f.bottom) : null;
  return {level: box.dataset.level || null, height: seen.height, bottom: seen.bottom,
    barTop: bar.top, barHeight: bar.height,
    texts, hits, followed: followed && followed.id, margin};
}"""


def _seen(page: Page) -> dict[str, Any]:
    page.wait_for_timeout(700)  # the box scrolls smoothly to what it follows
    seen: dict[str, Any] = page.evaluate(SEEN)
    return seen


def test_on_a_phone_the_map_has_the_room_and_its_names_read_at_11_px(page: Page) -> None:
    """At 360x740 the map was 265 px tall and its smallest names 9 px. At the first red card,
    each of five counters chosen in the bar: the map at least 300 px tall
    (more than the track, the tally and the header together), ending above a bar of at most a
    third of the screen; every name in sight 11 px or more (10 where the map stepped out to show
    all the counter's lit dots); every lit or ringed dot 44 px wide
    to tap; the chosen counter on the map, 8 px or more inside its edges."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, _record(None))
    for cid in ("inc4", "pom", "inc1", "Q1", "L"):
        page.locator(f"#decision .pl-strip [data-select={cid}]").click()
        expect(page.locator(f"#board [data-select={cid}]")).to_have_attribute(
            "aria-pressed", "true"
        )
        seen = _seen(page)
        assert seen["height"] >= 300 and seen["bottom"] <= seen["barTop"], seen
        assert seen["barHeight"] <= 740 / 3, seen
        names = [t for t in seen["texts"] if t["name"]]
        # 11 px at the screen's own zoom; 10 where it stepped out to show all the lit dots.
        least = 10 if seen["level"] == "2" else 11
        assert names and min(t["px"] for t in names) >= least, (cid, names)
        assert seen["hits"] and min(seen["hits"]) >= 44 - 0.5, (cid, seen["hits"])
        assert seen["followed"] == f"pl-{cid}" and seen["margin"] >= 8, (cid, seen)


def test_on_a_phones_whole_map_no_text_is_under_9_px_and_a_tap_names_a_dot(page: Page) -> None:
    """ "Whole map" on a phone drew the names about 4 px high. With the liburna selected: every
    text in sight on the whole map 9 px or more (the places' names hidden; the lit dots' costs
    and the counters' names kept); a tap on a dot names it."""
    page.set_viewport_size({"width": 360, "height": 740})
    open_record(page, _record(None))
    page.locator("#decision .pl-strip [data-select=L]").click()
    page.locator("#board [data-zoom=fit]").click()
    expect(page.locator("#board .pl-mapbox")).to_have_attribute("data-level", "1")
    seen = _seen(page)
    assert seen["texts"] and min(t["px"] for t in seen["texts"]) >= 9, seen["texts"]
    shown = {t["text"] for t in seen["texts"]}
    assert {"Lib", "i4", "Pom"} <= shown and "1" in shown, shown
    assert not any(t["name"] for t in seen["texts"]), shown
    page.locator("#board .pl-dot", has_text=re.compile(r"^Surrentum \(")).click()
    expect(page.locator("#tip")).to_contain_text("Surrentum")


SCROLLS = """() => { const box = document.querySelector('#board .pl-mapbox');
  return {page: scrollY, left: box.scrollLeft, top: box.scrollTop,
          most: box.scrollHeight - box.clientHeight}; }"""


def test_on_a_phone_a_swipe_pans_the_map_and_at_its_edge_scrolls_the_page(
    fresh_context: NewContext, base_url: str
) -> None:
    """A reviewer's swipe on the phone's map left the page stuck. One finger on the map: a
    swipe left pans the map, not the page; swipes up pan it down to its foot, and the next
    scrolls the page (to the legend under the map); swipes down bring both back."""
    context = fresh_context(base_url=base_url, viewport=PHONE, has_touch=True)
    page = open_app(context.new_page())
    page.set_default_timeout(120_000)
    open_record(page, _record(None))
    page.wait_for_timeout(700)
    page.evaluate("() => window.scrollTo(0, 0)")
    frame = page.locator("#board .pl-mapbox").bounding_box()
    assert frame
    x, y = frame["x"] + frame["width"] / 2, frame["y"] + frame["height"] / 2
    cdp = page.context.new_cdp_session(page)

    def swipe(dx: float, dy: float) -> None:
        cdp.send(
            "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]}
        )
        for k in range(1, 11):
            point = {"x": x + dx * k / 10, "y": y + dy * k / 10}
            cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [point]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        page.wait_for_timeout(400)

    before = page.evaluate(SCROLLS)
    swipe(-120, 0)
    after = page.evaluate(SCROLLS)
    assert after["left"] > before["left"] + 40 and after["page"] == before["page"], (before, after)
    seen = after
    for _ in range(8):  # down the map to its foot
        swipe(0, -120)
        seen = page.evaluate(SCROLLS)
        if seen["top"] >= seen["most"] - 1:
            break
    assert seen["top"] >= seen["most"] - 1 and seen["top"] > 40, seen
    swipe(0, -120)
    page.wait_for_function("() => scrollY > 40")
    for _ in range(10):  # and back: up the map to its head, then the page to its top
        swipe(0, 120)
        if page.evaluate(SCROLLS)["page"] == 0:
            break
    assert page.evaluate(SCROLLS)["page"] == 0
