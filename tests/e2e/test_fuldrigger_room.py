"""The room around Fuldrigger's map (issue 29, the last review): a deal on a phone is read and
answered without scrolling inside the bar, and nothing around the map changes height as the
dice of a hazard come and go.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import copy
import dataclasses

import pytest
from playwright.sync_api import Page

from pygames.core import Record
from pygames.fuldrigger.graph import SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.e2e.conftest import LAPTOP, PHONE, moves, open_record, wait_for_move
from tests.e2e.fuldrigger import HUMAN, found_record, state_of


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def talking(state: FuldriggerState) -> bool:
    """The human's turn, rolled or not, with talks open to another player."""
    return any(code.startswith("trade:with:") for code in state.legal_actions())


def test_on_a_phone_a_deal_is_read_and_answered_without_scrolling_in_the_bar(page: Page) -> None:
    """The review: a deal sat in a 242 px box inside the bar, scrolled to be read and answered.
    While talks are open the bar takes the room the deal needs (Propose in view, nothing to
    scroll inside it); broken off, the bar and the map are as before."""
    record = found_record(talking)
    state = state_of(record)
    state.apply("trade:with:1")
    asked = next(c for c in state.legal_actions() if c.startswith("trade:take:s"))
    talks = dataclasses.replace(record, history=[*record.history, "trade:with:1", asked])
    page.set_viewport_size(PHONE)
    open_record(page, record)
    bar = page.locator(".decision")
    before = page.locator(".fd-map svg").bounding_box()
    assert before
    open_record(page, talks)
    propose = page.locator('.decision .trade-go [data-action="trade:propose"]')
    propose.wait_for()
    inside = bar.evaluate("e => e.scrollHeight - e.clientHeight")
    assert inside <= 1, f"the deal scrolls {inside} px inside the bar"
    box = propose.bounding_box()
    assert box and box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"]
    done = moves(page)
    page.locator('.decision .trade-go [data-action="trade:cancel"]').click()
    wait_for_move(page, done)
    page.locator(".fd-talks").wait_for(state="detached")
    height = bar.bounding_box()
    assert height and height["height"] <= 0.34 * PHONE["height"]
    after = page.locator(".fd-map svg").bounding_box()
    assert after and abs(after["height"] - before["height"]) <= 1


def thrown(state: FuldriggerState) -> bool:
    """Whether a hazard's (or an attack's) dice show in this turn's events."""
    return any(e["kind"] not in ("roll", "card") and "dice" in e for e in state.events)


def hazard_sail(state: FuldriggerState) -> str | None:
    """After the roll, none thrown yet: a sail of the human's that rolls a hazard's dice."""
    if not state.rolled or thrown(state):
        return None
    for code in sorted(c for c in state.legal_actions() if c.startswith("sail:")):
        trial = state.clone()
        trial.apply(code)
        if trial.to_move == HUMAN and thrown(trial):
            return code
    return None


@pytest.mark.parametrize("size", ["360x740", "1280x800"])
def test_the_maps_top_stays_where_it_was_when_a_hazards_dice_show(page: Page, size: str) -> None:
    """The review: the dice box grew when a hazard's roll showed and pushed the map down about
    15 px; the room is kept, so the map stands where it stood before the sail."""
    page.set_viewport_size(PHONE if size == "360x740" else LAPTOP)
    record = found_record(lambda state: hazard_sail(state) is not None)
    sail = hazard_sail(state_of(record))
    assert sail
    open_record(page, record)
    before = page.locator(".fd-map svg").bounding_box()
    top = page.locator(".fd-top").bounding_box()
    assert before and top
    open_record(page, dataclasses.replace(record, history=[*record.history, sail]))
    page.locator(".fd-events").wait_for()
    after = page.locator(".fd-map svg").bounding_box()
    assert after and after["y"] == pytest.approx(before["y"], abs=0.5)
    assert page.locator(".fd-top").bounding_box() == pytest.approx(top)


def traded_in_port() -> Record:
    """After the roll, the human's ship has just traded in the harbour it lay in and can still
    sail, a trade still open there: the list opens by itself (again, after a trade) while its
    places are lit. (A ship come into a harbour has no places left: nothing is lit.)"""
    trade: list[str] = []

    def wanted(state: FuldriggerState) -> bool:
        if state.to_move != HUMAN or not state.rolled:
            return False
        codes = state.legal_actions()
        for code in (c for c in codes if c.split(":")[0] in ("buy", "sell")):
            ship = code.split(":")[1]
            after = copy.deepcopy(state)
            after.apply(code)
            again = after.legal_actions()
            city = SPACES[after.ships[int(ship)].at].city
            if any(c.startswith(f"sail:{ship}:") for c in again) and any(
                c.split(":")[0] in ("buy", "sell")
                and SPACES[after.ships[int(c.split(":")[1])].at].city == city
                for c in again
            ):
                trade[:] = [code]
                return True
        return False

    record = found_record(wanted)
    return dataclasses.replace(record, history=[*record.history, *trade])


def test_on_a_phone_a_list_opened_by_itself_covers_no_lit_place(page: Page) -> None:
    """The review: a price list that opened by itself covered harbours the selected ship could
    sail to. On a phone it waits as a "Prices" tab under its harbour, drawn under the lit places;
    a tap opens it."""
    page.set_viewport_size(PHONE)
    open_record(page, traded_in_port())
    tab = page.locator(".fd-map .fd-tab")
    tab.wait_for()
    lit = page.locator('.fd-map [data-in-sight]:not([data-follow]) circle[pointer-events="none"]')
    assert lit.count() > 0
    shown = [b for o in page.locator(".board-stage > .overlay").all() if (b := o.bounding_box())]
    for n in range(lit.count()):
        place = lit.nth(n).bounding_box()
        assert place
        for box in shown:
            apart = (
                place["x"] >= box["x"] + box["width"]
                or box["x"] >= place["x"] + place["width"]
                or place["y"] >= box["y"] + box["height"]
                or box["y"] >= place["y"] + place["height"]
            )
            assert apart, f"an overlay {box} covers a lit place {place}"
    # A tap on a part of it that opens the list (itself, or its harbour's own area around the
    # square, which opens the same list); lit places crowding it keep their own parts.
    spot = tab.evaluate(
        """(tab) => {
          const key = tab.dataset.select.split("@")[0];
          const r = tab.getBoundingClientRect();
          for (let y = r.top + 1; y < r.bottom; y += 2) {
            for (let x = r.left + 1; x < r.right; x += 2) {
              const hit = document.elementFromPoint(x, y)?.closest("[data-select]");
              if (hit && hit.dataset.select.split("@")[0] === key) return [x, y];
            }
          }
          return null;
        }"""
    )
    assert spot, "no part of the tab opens the list"
    page.mouse.click(*spot)
    page.locator(".board-stage > .overlay .fd-harbour-card").wait_for()


SEEN = """(name) => {
  const svg = document.querySelector(".fd-map svg");
  const frame = svg.getBoundingClientRect();
  const bar = document.querySelector("[data-bar]");
  const fixed = bar && getComputedStyle(bar).position === "fixed";
  let foot = Math.min(frame.bottom, innerHeight, fixed ? bar.getBoundingClientRect().top : 1e9);
  // And above a phone's zoom row, kept over the map's foot (sticky).
  for (const row of document.querySelectorAll("[data-over-map]")) {
    const r = row.getBoundingClientRect();
    if (getComputedStyle(row).position === "sticky" && r.top < foot && r.bottom > frame.top)
      foot = Math.min(foot, r.top);
  }
  return [...svg.querySelectorAll("[data-in-sight][data-place]")]
    .filter((m) => m.dataset.place === name)
    .some((m) => {
      const r = m.getBoundingClientRect();
      const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
      return x >= Math.max(frame.left, 0) && x <= Math.min(frame.right, innerWidth)
        && y >= Math.max(frame.top, 0) && y <= foot;
    });
}"""


def lit_far_south(state: FuldriggerState) -> bool:
    """The human has just rolled, and the first ship that can sail (the one lit) can reach a
    place far below Europe's view (as Elmina is)."""
    if state.to_move != HUMAN or state.history[-1:] != ["roll"]:
        return False
    sails = sorted((int(c.split(":")[1]), c.split(":")[2]) for c in state.legal_actions()
                   if c.startswith("sail:"))  # fmt: skip
    first = sails[0][0] if sails else None
    return any(n == first and SPACES[sid].lat < 20 > abs(SPACES[sid].lon) for n, sid in sails)


@pytest.mark.parametrize("size", ["360x740", "1280x800"])
def test_a_lit_place_off_the_view_has_a_marker_at_the_edge_that_pans_to_it(
    page: Page, size: str
) -> None:
    """The review: at the "Europe" zoom a lit place below the window (Elmina) could be neither
    seen nor reached. A marker at the map's edge names it and the way it lies; a click pans the
    map to it, the zoom kept."""
    page.set_viewport_size(PHONE if size == "360x740" else LAPTOP)
    open_record(page, found_record(lit_far_south))
    page.locator(".fd-zoom button", has_text="Europe").click()
    marker = page.locator(".board-stage > .fd-off").first
    marker.wait_for()
    name = (marker.get_attribute("aria-label") or "").removeprefix("Show ")
    assert name and marker.inner_text().startswith(name)
    assert not page.evaluate(SEEN, name)
    svg = page.locator(".fd-map svg")
    before = (svg.get_attribute("viewBox") or "").split()
    marker.click()
    page.wait_for_function(
        "(was) => document.querySelector('.fd-map svg').getAttribute('viewBox') !== was",
        arg=" ".join(before),
    )
    page.wait_for_timeout(600)  # the glide, and the redraw at the view it sends
    after = (svg.get_attribute("viewBox") or "").split()
    assert after[2:] == before[2:]  # the zoom kept
    assert page.evaluate(SEEN, name)
