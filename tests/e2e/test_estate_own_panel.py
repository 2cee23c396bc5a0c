"""Issue 29, Fortuna at a laptop's size (1280x800): one's own panel, last in the order of play,
stood below the fold, and its + − M scrolled the page away from the decision. The players'
column scrolls on its own and shows one's own panel when one's turn comes.
"""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import Page

import pygames
from pygames.core import Record
from pygames.estate.state import EstateState
from tests.e2e.conftest import LAPTOP, open_record

NAMES = ["Ann", "Bo", "Cy", "Di"]

# Whether the element is on screen whole, nothing over its middle.
ON_SCREEN = """(node) => {
  const box = node.getBoundingClientRect();
  if (!box.width || box.top < 0 || box.bottom > innerHeight) return false;
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return Boolean(top) && (top === node || node.contains(top));
}"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def last_to_play_with_deeds() -> tuple[Record, int]:
    """A game of Fortuna of four humans at the turn of the last in the order of play, who owns
    five deeds or more, one of which may be mortgaged, most of the board owned: (the record,
    that seat)."""
    game = pygames.game("fortuna")
    for seed in range(60):
        state = game.new(4, seed)
        assert isinstance(state, EstateState)
        rng = random.Random(seed)
        while not state.over and len(state.history) < 4000:
            seat = state.current
            if (
                state.phase == "turn"
                and seat == state.order[-1]
                and len(state.deeds[seat]) >= 5
                and sum(owner >= 0 for owner in state.owner) >= 18
                and any(c.startswith("mortgage:") for c in state.legal_actions())
            ):
                record = Record(
                    game.id, game.version, 4, NAMES, ["human"] * 4, seed,
                    state.options, list(state.history),
                )  # fmt: skip
                return record, seat
            state.apply(state.rollout_action(rng))
    raise LookupError("no game reaches the last player's turn with five deeds")


def test_ones_own_deeds_are_in_view_beside_the_decision_and_m_keeps_the_page_on_it(
    page: Page,
) -> None:
    """The last panel's M is on screen with the decision at once; pressed, the page is not
    scrolled and the decision is still in view (the column alone scrolled)."""
    page.set_viewport_size(LAPTOP)
    record, seat = last_to_play_with_deeds()
    open_record(page, record)
    page.wait_for_timeout(300)
    panel = page.locator(f'#game .estate-player[data-seat="{seat}"]')
    mortgage = panel.locator('button.chip-act[data-action^="mortgage:"]').first
    decision = page.locator("#decision")
    assert mortgage.evaluate(ON_SCREEN)
    assert decision.evaluate(ON_SCREEN)
    assert page.evaluate("() => document.documentElement.scrollHeight <= innerHeight + 1")
    column = page.locator("#game .estate-side")
    assert column.evaluate("(c) => c.scrollTop > 0")  # it scrolled to the last panel
    code = mortgage.get_attribute("data-action")
    mortgage.click()
    page.wait_for_function(
        "(n) => document.querySelector('[data-game]').dataset.moves === String(n)",
        arg=len(record.history) + 1,
    )
    assert page.evaluate("() => scrollY") == 0
    assert decision.evaluate(ON_SCREEN)
    assert panel.locator(f'[data-action="un{code}"]').evaluate(ON_SCREEN)
