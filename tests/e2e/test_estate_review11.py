"""Issue 29, the eleventh fresh review of Eurobusiness and Fortuna in Chromium: on a phone the
round and the dice stay in view at every zoom of the board; a Fortuna token's shortfall is
written on its chip.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from pygames.estate.state import EstateState
from pygames.eurobusiness.state import EurobusinessState
from pygames.fortuna.state import FortunaState
from tests.e2e.conftest import LAPTOP, PHONE, open_record
from tests.e2e.estate import position, round_line_clear
from web.views.estate.tokens import shortfall
from web.views.fortuna import THEME as FORTUNA

# Every element the selector finds, whole inside the window.
INSIDE = """(selector) => [...document.querySelectorAll(selector)].map((node) => {
  const box = node.getBoundingClientRect();
  return box.width > 0 && box.left >= 0 && box.top >= 0 && box.bottom <= innerHeight
    && box.right <= document.documentElement.clientWidth;
})"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def rolled_in_round_two(state: EstateState) -> tuple[int] | None:
    """The second round under way, a pawn just moved by a roll (or a token): (the mover)."""
    moved = len(state.dice) == 2 or isinstance(state, FortunaState)
    if state.round == 1 and state.walk is not None and state.phase == "turn" and moved:
        return (state.walk[0],)
    return None


@pytest.mark.parametrize("kind", [EurobusinessState, FortunaState], ids=["eurobusiness", "fortuna"])
def test_on_a_phone_the_round_and_the_dice_stay_in_view_at_every_zoom(
    page: Page, kind: type[EstateState]
) -> None:
    """The board zoomed to follow a pawn cut its middle at the screen's edge: "Round 2", the
    Bank's houses and the dice (or the token laid) stand above the board, in view whether it
    follows the pawn, is zoomed in or shows whole."""
    page.set_viewport_size(PHONE)
    record, _ = position(kind, rolled_in_round_two, seeds=20)
    open_record(page, record)
    round_line = page.locator("#game [data-board-round]")
    dice = kind is EurobusinessState
    shown = "#game [data-round-dice] " + (".round-die" if dice else ".round-token")
    for zoom in ("follow", "in"):
        if zoom == "in":
            page.locator('#game .zoom-controls [data-zoom="in"]').click()
        page.wait_for_timeout(700)  # the board's smooth scroll to what it follows
        expect(round_line).to_contain_text("Round 2")
        expect(round_line).to_contain_text("Bank:")
        assert page.evaluate(INSIDE, "#game [data-board-round] strong") == [True], zoom
        seen = page.evaluate(INSIDE, shown)
        assert seen == [True] * (2 if dice else 1), (zoom, seen)
        # The line stands in a strip of its own, over none of the board (review 13: laid over
        # its top, it covered the top row's spaces).
        round_line_clear(page)
    # The whole board shows its own middle: the round and the dice (or the token) drawn there.
    page.locator('#game .zoom-controls [data-zoom="fit"]').click()
    page.wait_for_timeout(700)
    expect(round_line).to_be_hidden()
    assert page.evaluate(INSIDE, "#game .board-zoom svg text.brief") == [True]
    middle = '#game .board-zoom svg g[data-enter="roll"]' if dice else "#game .last-token"
    assert page.evaluate(INSIDE, middle) == [True] * (2 if dice else 1)


def short_of_a_deed(state: FortunaState) -> tuple[int, int] | None:
    """The player to move may lay a token on a deed for sale they cannot pay for, and may
    mortgage: (the player, the token)."""
    seat = state.to_move
    codes = state.legal_actions() if seat is not None and state.phase == "turn" else []
    if seat is None or not any(code.startswith("mortgage:") for code in codes):
        return None
    view = state.view(seat)
    dear = [
        int(code[6:])
        for code in codes
        if code.startswith("token:") and shortfall(FORTUNA, view, seat, int(code[6:]))
    ]
    return (seat, dear[0]) if dear else None


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["360x740", "1280x800"])
def test_a_tokens_shortfall_is_written_on_its_chip_at_both_sizes(
    page: Page, size: ViewportSize
) -> None:
    """A token laid on a plot one could not afford lost the buy: "200 short" was only in a
    tooltip. Before it is laid, its chip says so in words one sees, and a line says to
    mortgage first, at a phone's size and a laptop's."""
    page.set_viewport_size(size)
    record, (_, token) = position(FortunaState, short_of_a_deed, seeds=20)
    open_record(page, record)
    chip = page.locator(f'#decision .tokens button[data-action="token:{token}"]')
    expect(chip.locator(".lack")).to_be_visible()
    expect(chip.locator(".lack")).to_contain_text(" short")
    expect(page.locator("#decision [data-token-short]")).to_be_visible()
    expect(page.locator("#decision [data-token-short]")).to_contain_text("Mortgage one first")


# A player's panel with its cash in its top row, a change of that cash shown (motion.mjs), and
# where the chip of the change ends: its centre's y and the panel's top and bottom.
FLOAT_END = """async () => {
  const motion = await import('./static/motion.mjs');
  const root = document.createElement('div');
  root.innerHTML = '<div data-game=""><section class="estate-player" style="margin: 200px 0">'
    + '<h3>Ann <span class="cash" data-purse="9" data-value="100">100 $</span></h3>'
    + '<div class="status">on Start</div><div class="deeds"></div></section></div>';
  document.body.append(root);
  const notes = motion.before(root);
  const purse = root.querySelector('[data-purse]');
  purse.dataset.value = '300';
  purse.textContent = '300 $';
  motion.after(root, notes);
  const chip = [...document.querySelectorAll('.motion-chip')].pop();
  const frames = chip.getAnimations()[0].effect.getKeyframes();
  const y = Number(/translate\\([^,]+, ([-\\d.]+)px\\)/.exec(frames[1].transform)[1]);
  const box = root.querySelector('section').getBoundingClientRect();
  const said = chip.textContent;
  root.remove();
  return {y, top: box.top, bottom: box.bottom, said};
}"""


def test_a_change_of_cash_floats_over_the_panel_it_concerns(page: Page) -> None:
    """A "+200" rose from a player's cash in the top row of their panel to stand between two
    panels: it ends over the panel whose cash changed."""
    page.set_viewport_size(LAPTOP)
    end = page.evaluate(FLOAT_END)
    assert end["said"] == "+200 $"
    assert end["top"] + 10 <= end["y"] <= end["bottom"] - 10, end
