"""The room around Fuldrigger's map (issue 29, the last review): a deal on a phone is read and
answered without scrolling inside the bar, and nothing around the map changes height as the
dice of a hazard come and go.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import dataclasses

import pytest
from playwright.sync_api import Page

from pygames.core import Record
from pygames.fuldrigger import GAME
from pygames.fuldrigger.state import FuldriggerState
from tests.e2e.conftest import LAPTOP, PHONE, moves, open_record, wait_for_move
from tests.e2e.fuldrigger import HUMAN, found_record


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def state_of(record: Record) -> FuldriggerState:
    state = GAME.new(record.players, record.seed, record.options)
    assert isinstance(state, FuldriggerState)
    for code in record.history:
        state.apply(code)
    return state


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
