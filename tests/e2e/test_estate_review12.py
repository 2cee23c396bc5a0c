"""Issue 29, the twelfth fresh review of Eurobusiness at 1280x800 and 360x740 in Chromium: the
trade's Cash field and terms in view as a deed low in the lists is ticked.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from pygames.estate.state import EstateState
from pygames.eurobusiness.state import EurobusinessState
from tests.e2e.conftest import LAPTOP, PHONE, open_record, open_table
from tests.e2e.estate import act, position, round_line_clear, wait_for_turn

# Whether the element is inside the sheet's visible part and on screen, nothing over its middle.
IN_VIEW = """(selector) => {
  const node = document.querySelector(selector);
  if (!node) return false;
  const box = node.getBoundingClientRect();
  const sheet = document.querySelector('#game .decision').getBoundingClientRect();
  if (!box.width || box.top < Math.max(0, sheet.top) || box.bottom > Math.min(innerHeight,
      sheet.bottom)) return false;
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return Boolean(top) && (top === node || node.contains(top));
}"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def long_lists(state: EstateState) -> tuple[int, int] | None:
    """The player to move, before moving, owns four deeds and more and may offer a trade to a
    player who owns four and more: (the partner, their last deed open to ask for)."""
    seat = state.current
    if state.phase != "turn" or state.step != "pre" or len(state.deeds[seat]) < 4:
        return None
    codes = state.legal_actions()
    partner = next(
        (p for p in range(4) if f"trade:with:{p}" in codes and len(state.deeds[p]) >= 4), None
    )
    if partner is None:
        return None
    probe = state.clone()
    probe.apply(f"trade:with:{partner}")
    legal = probe.legal_actions()
    asked = [d for d in sorted(state.deeds[partner]) if f"trade:take:{d}" in legal]
    return (partner, asked[-1]) if asked else None


def test_on_a_phone_the_trades_cash_and_terms_stay_in_view_as_a_low_deed_is_ticked(
    page: Page,
) -> None:
    """Issue 29: ticking a deed low in the lists scrolled the sheet and the Cash field went out
    of view. The Cash field and the "You give / You get" line stay in the sheet's view. Review 13:
    the other side's list stood below the fold: tabs held at the sheet's top show either side's
    list, the choice kept as a deed is ticked."""
    page.set_viewport_size(PHONE)
    record, (partner, deed) = position(EurobusinessState, long_lists, seeds=60)
    open_record(page, record)
    act(page, f"trade:with:{partner}")
    take = page.locator(f'#game .tick[data-action="trade:take:{deed}"]')
    expect(take).to_be_hidden()  # the sheet opens on what one gives
    page.locator('#game [data-trade-side="take"]').click()
    take.scroll_into_view_if_needed()
    act(page, f"trade:take:{deed}")
    take.scroll_into_view_if_needed()
    page.wait_for_timeout(300)
    page.screenshot(path="/tmp/e12/trade-360.png")
    assert page.evaluate(IN_VIEW, "#game .trade-cash input")
    assert page.evaluate(IN_VIEW, "#game [data-trade-terms]")
    for side in ("give", "take"):
        assert page.evaluate(IN_VIEW, f'#game [data-trade-side="{side}"]'), side
    expect(page.locator('#game [data-trade-side="take"] .side-count')).to_have_text("1")
    page.locator('#game [data-trade-side="give"]').click()
    expect(take).to_be_hidden()
    assert page.evaluate(IN_VIEW, '#game [data-follows-amount="give"] .tick')
    # Review 14: the lists grow whole, three rows and more in view between the cash and the
    # footer; at 1280 too; the suggested sums' focus frame stays off the terms' line.
    for size in (PHONE, LAPTOP):
        page.set_viewport_size(size)
        page.wait_for_timeout(300)
        assert page.evaluate(LISTS_WHOLE), size
    page.keyboard.press("Shift")
    page.locator("#game .quick-sums summary").focus()
    assert page.evaluate(FRAME_CLEAR)
    page.set_viewport_size(PHONE)
    act(page, "trade:cancel")


# Every list of deeds whole (no scroll of its own); on a phone the sheet shows three rows and
# more between the cash held at its top and the footer.
LISTS_WHOLE = """() => {
  const lists = [...document.querySelectorAll('#game .trade-cols ul')];
  if (!lists.length || lists.some((ul) => ul.scrollHeight > ul.clientHeight + 1)) return false;
  if (innerWidth > 800) return true;
  const cash = document.querySelector('#game .trade-cash').getBoundingClientRect();
  const foot = document.querySelector('#game .trade-foot').getBoundingClientRect();
  const row = document.querySelector('#game .trade-cols li').getBoundingClientRect().height;
  return foot.top - cash.bottom >= 3 * row;
}"""

# The focused summary's frame (outline beyond its box) ends above the terms' line.
FRAME_CLEAR = """() => {
  const summary = document.querySelector('#game .quick-sums summary');
  if (!summary.matches(':focus-visible')) return false;
  const style = getComputedStyle(summary);
  const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
  const terms = document.querySelector('#game [data-trade-terms]').getBoundingClientRect();
  return summary.getBoundingClientRect().bottom + reach <= terms.top;
}"""


def own_turn_not_first(state: EstateState) -> int | None:
    """The player to move, before moving, owns a deed and is not the first in the order of
    play: their seat."""
    seat = state.current
    if state.phase == "turn" and state.step == "pre" and state.deeds[seat]:
        return seat if state.order[0] != seat and state.to_move == seat else None
    return None


def test_on_a_phone_the_players_tab_shows_ones_own_panel_first_whoever_started(
    page: Page,
) -> None:
    """Issue 29: at 360x740 the Players tab opened on the first player's panel, one's own (with
    its + − M) below; one's own comes first, whole above the sheet."""
    page.set_viewport_size(PHONE)
    record, seat = position(EurobusinessState, own_turn_not_first, seeds=60)
    open_record(page, record)
    page.get_by_role("button", name="Players", exact=True).click()
    page.wait_for_timeout(300)
    tops = page.locator("#game .estate-player").evaluate_all(
        "(panels) => panels.map((p) => [p.querySelector('[data-purse]').dataset.purse,"
        " p.getBoundingClientRect().top, p.getBoundingClientRect().bottom])"
    )
    first = min(tops, key=lambda panel: panel[1])
    page.screenshot(path="/tmp/e12/players-360.png")
    sheet = page.locator("#decision").bounding_box()
    assert sheet is not None
    assert first[0] == str(seat) and first[1] >= 0 and first[2] <= sheet["y"] + 1, (tops, sheet)


def test_on_a_phone_the_round_chips_dice_fit_inside_it(page: Page) -> None:
    """Issue 29: at 360x740 the round's chip over the board clipped a die; each die stands
    whole inside the chip's one line, whatever its words. The line takes a strip of its own,
    over none of the zoomed board's spaces (review 13: it covered the top row)."""
    page.set_viewport_size(PHONE)
    open_table(page, "new=eurobusiness&players=4&bots=2,3,4&seed=7&rounds=20")
    chip = page.locator("#game [data-board-round]")
    dice = chip.locator(".round-die")
    for _ in range(8):
        codes = wait_for_turn(page)
        if dice.count() == 2:
            break
        act(page, next((c for c in ("roll", "decline", "pass") if c in codes), codes[0]))
    expect(dice).to_have_count(2)
    page.wait_for_timeout(400)
    round_line_clear(page)
    # Longer words (a later round, the Polish): the line stays one, the dice whole in it.
    chip.evaluate(
        "(c) => { c.querySelector('strong').textContent = 'Runda 12 z 20';"
        " c.querySelector('.round-supply').textContent ="
        " 'Bank: 28 domów i 11 hoteli do kupienia w banku'; }"
    )
    chip.screenshot(path="/tmp/e12/chip-360.png")
    box = chip.bounding_box()
    assert box is not None
    for die in dice.all():
        inner = die.bounding_box()
        assert inner is not None
        assert box["y"] <= inner["y"] and inner["y"] + inner["height"] <= box["y"] + box["height"]
        assert inner["x"] + inner["width"] <= box["x"] + box["width"], (inner, box)


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["360x740", "1280x800"])
def test_ones_last_turn_stands_in_the_decision_at_ones_next_turn(
    page: Page, size: ViewportSize
) -> None:
    """Issue 29: one's roll, card and rent passed unseen as three bots played on. At one's
    next turn "Your last turn" stands where one decides (the panel, the phone's sheet), in
    view, and goes once one rolls."""
    page.set_viewport_size(size)
    open_table(page, "new=eurobusiness&players=4&bots=2,3,4&seed=11&rounds=20")
    seen = 0  # one's turns begun: the second has a last turn to recap
    for _ in range(40):
        codes = wait_for_turn(page)
        begun = (
            "roll" in codes and "roll the dice" in page.locator("#decision .prompt").inner_text()
        )
        seen += begun
        if begun and seen == 2:
            break
        act(page, next((c for c in ("roll", "decline", "pass") if c in codes), codes[0]))
    shown = "#decision :is([data-recap], [data-recap-line]):visible"
    recap = page.locator(shown)
    expect(recap).to_have_count(1)
    head = "[data-recap-line] summary" if size == PHONE else "[data-recap]"
    assert page.evaluate(IN_VIEW, f"#decision {head} strong")
    # Review 14: the main step in view below it, the recap whole on a laptop (it was cut
    # mid-sentence), one line on a phone that a tap opens.
    assert page.evaluate(IN_VIEW, "#decision #actions .act.primary")
    height = recap.evaluate("(node) => [node.scrollHeight, node.clientHeight]")
    if size == PHONE:
        summary = recap.locator("summary")
        assert summary.evaluate("(node) => node.getBoundingClientRect().height") < 30
        summary.click()
        expect(recap).to_have_attribute("open", "")
    else:
        assert height[0] <= height[1] + 1 and recap.inner_text().rstrip().endswith("."), height
    page.screenshot(path=f"/tmp/e12/recap-{size['width']}.png")
    said = recap.inner_text()
    act(page, "roll")
    expect(page.locator(shown, has_text=said)).to_have_count(0)


def crowded_last_to_play(state: EstateState) -> int | None:
    """Every player owns six deeds or more and the last in the order of play is to roll: their
    seat."""
    seat = state.current
    if state.phase == "turn" and state.step == "pre" and state.to_move == seat:
        crowded = min(len(deeds) for deeds in state.deeds) >= 6
        return seat if crowded and state.order[-1] == seat else None
    return None


# The players' column, and the panels in it: each one's box, rows of chips and sets of deeds.
COLUMN = """() => {
  const column = document.querySelector("#game .estate-side");
  const box = (node) => node.getBoundingClientRect();
  return {column: {top: box(column).top, bottom: box(column).bottom},
    panels: [...column.querySelectorAll(".estate-player")].map((panel) => ({
      seat: panel.querySelector("[data-purse]").dataset.purse,
      top: box(panel).top, bottom: box(panel).bottom,
      rows: new Set([...panel.querySelectorAll(".deeds .chip")].map(
        (chip) => Math.round(box(chip).top))).size,
      sets: panel.querySelectorAll(".deeds .set").length}))};
}"""


def test_at_1280_a_crowded_players_column_keeps_the_one_playing_in_view(page: Page) -> None:
    """Review 13 (Eurobusiness): with many deeds the players' column ran off the screen's
    foot. Its deeds stand in rows (the panels take fewer rows than they have sets), the
    column ends on the screen, and the one playing, last in the order, is whole in its view."""
    page.set_viewport_size(LAPTOP)
    record, seat = position(EurobusinessState, crowded_last_to_play, seeds=60)
    open_record(page, record)
    page.wait_for_timeout(300)
    at = page.evaluate(COLUMN)
    page.screenshot(path="/tmp/e12/column-1280.png")
    column = at["column"]
    assert column["bottom"] <= LAPTOP["height"], at
    panels = at["panels"]
    assert sum(p["rows"] for p in panels) < sum(p["sets"] for p in panels), at
    playing = next(p for p in panels if p["seat"] == str(seat))
    assert column["top"] <= playing["top"] and playing["bottom"] <= column["bottom"], at
