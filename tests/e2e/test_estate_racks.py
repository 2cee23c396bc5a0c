"""Issue 29, a fresh review of Fortuna at 1280x800 and 360x740 in Chromium: which tokens each
opponent has left is the main thing one reads, and the players' column scrolled to the one
playing cut the others' racks; a phone's token sheet named none of them.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Page

from pygames.estate.state import EstateState
from pygames.fortuna.state import FortunaState
from tests.e2e.conftest import LAPTOP, PHONE, open_record
from tests.e2e.estate import NAMES, position


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def crowded_and_to_lay(least: int) -> Callable[[EstateState], int | None]:
    """A finder: every player owns `least` deeds or more and the last in the order of play is to
    lay a token (their seat)."""

    def found(state: EstateState) -> int | None:
        """Every player owns many deeds and the last in the order of play is to lay a token."""
        seat = state.current
        if state.phase == "turn" and state.step == "pre" and state.to_move == seat:
            crowded = min(len(deeds) for deeds in state.deeds) >= least
            return seat if crowded and state.order[-1] == seat else None
        return None

    return found


# Each player's rack in the players' column: whether it stands whole inside the column's view.
RACKS = """() => {
  const column = document.querySelector("#game .estate-side");
  const box = (node) => node.getBoundingClientRect();
  const view = box(column);
  const own = box(column.querySelector(".estate-player.now"));
  return [...column.querySelectorAll(".estate-player .tokens")].map((rack) => ({
    top: box(rack).top, bottom: box(rack).bottom, view: [view.top, view.bottom],
    whole: box(rack).top >= view.top - 1 && box(rack).bottom <= Math.min(view.bottom,
      innerHeight) + 1,
    playing: own.top >= view.top - 1 && own.bottom <= Math.min(view.bottom, innerHeight) + 1}));
}"""


@pytest.mark.parametrize("least", [5, 7])
def test_at_1280_every_players_token_rack_is_in_view_on_ones_turn(page: Page, least: int) -> None:
    """A fresh review (Fortuna): the column scrolled to the one playing cut the other players'
    racks. With every player holding five (seven) deeds and more, all four racks stand whole
    in the column's view, and the panel of the one to lay a token with them."""
    page.set_viewport_size(LAPTOP)
    record, _ = position(FortunaState, crowded_and_to_lay(least), seeds=60)
    open_record(page, record)
    page.wait_for_timeout(300)
    racks = page.evaluate(RACKS)
    page.screenshot(path=f"/tmp/e15/racks-1280-{least}.png")
    assert len(racks) == 4, racks
    assert all(rack["whole"] and rack["playing"] for rack in racks), racks


def test_on_a_phone_the_token_sheet_lists_each_opponents_tokens_left(page: Page) -> None:
    """A fresh review (Fortuna): on a phone one opened Players to see what the others could
    still lay. The token sheet says, a line each, every opponent's tokens left, in view."""
    page.set_viewport_size(PHONE)
    record, seat = position(FortunaState, crowded_and_to_lay(5), seeds=60)
    open_record(page, record)
    page.wait_for_timeout(300)
    page.screenshot(path="/tmp/e15/racks-360.png")
    lines = page.locator("#decision [data-others-tokens] li")
    assert lines.count() == 3
    names = [lines.nth(i).inner_text() for i in range(3)]
    for line in names:
        box = page.locator("#decision [data-others-tokens]").bounding_box()
        assert box is not None and box["y"] + box["height"] <= PHONE["height"], box
        numbers = [int(n) for n in line.split(":", 1)[1].split()]
        assert numbers == sorted(numbers) and 0 < len(numbers) < 12, line
    assert all(NAMES[seat] not in line for line in names), names
