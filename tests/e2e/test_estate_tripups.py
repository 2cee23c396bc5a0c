"""Issue 29, a new player's trip-ups at the estate table (Eurobusiness, Fortuna) in Chromium:
the trade's suggested sums clear of Propose and Drop, the dice and the pawn to move in view on a
phone, the space landed on lit, and Share's sheet beside its copy button.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, ViewportSize, expect

from pygames.eurobusiness.state import EurobusinessState
from tests.e2e.conftest import LAPTOP, PHONE, open_record, open_table
from tests.e2e.estate import PAWN_SEEN, act, may_trade, position, trading, wait_for_turn

# Each suggested sum: whether the player sees it whole, nothing (Propose, Drop) over it.
SUMS_SEEN = """() => [...document.querySelectorAll('#game .quick-sums .presets button')]
.map((b) => {
  const box = b.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) return false;
  return [[0.5, 0.5], [0.5, 0.9], [0.1, 0.9], [0.9, 0.9]].every(([x, y]) => {
    const top = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
    return Boolean(top) && (top === b || b.contains(top));
  });
})"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


@pytest.mark.parametrize("size", [PHONE, LAPTOP], ids=["360x740", "1280x800"])
def test_the_suggested_sums_never_run_under_propose_and_drop(
    page: Page, size: ViewportSize
) -> None:
    """Issue 29: opened, the trade's "Suggested sums" ran under its Propose and Drop. Each sum
    shows whole, nothing over it, at a phone's size and a laptop's."""
    page.set_viewport_size(size)
    record, (_, other, deed) = position(EurobusinessState, trading, seeds=40)
    open_record(page, record)
    act(page, f"trade:with:{other}")
    act(page, f"trade:give:{deed}")  # the sums are suggested from the deeds in the trade
    sums = page.locator("#game .quick-sums")
    sums.locator("summary").click()
    expect(sums.locator(".presets button").first).to_be_visible()
    page.wait_for_timeout(400)  # scrolled into view
    page.screenshot(path=f"/tmp/sums-{size['width']}.png")
    seen = page.evaluate(SUMS_SEEN)
    assert seen and all(seen), seen
    act(page, "trade:cancel")


# Whether the element is on screen whole, nothing over its middle (the bar, an overlay).
ON_SCREEN = """(selector) => {
  const node = document.querySelector(selector);
  if (!node) return false;
  const box = node.getBoundingClientRect();
  if (!box.width || box.top < 0 || box.left < 0 || box.bottom > innerHeight
      || box.right > document.documentElement.clientWidth) return false;
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return Boolean(top) && (top === node || node.contains(top));
}"""


@pytest.mark.parametrize(("game", "said"), [("eurobusiness", "rolled"), ("fortuna", "laid token")])
def test_on_a_phone_the_last_roll_and_the_pawn_to_move_are_in_view(
    page: Page, game: str, said: str
) -> None:
    """Issue 29: on a phone the zoomed board showed a quarter of the board, the dice off
    screen. After the bots' turns, the last roll (or token) and who made it are in view in the
    bar, and the zoomed board shows the pawn of the player to move."""
    page.set_viewport_size(PHONE)
    open_table(page, f"new={game}&players=4&bots=2,3,4&seed=7&rounds=20")
    for _ in range(12):
        codes = wait_for_turn(page)
        if page.locator("#game [data-last-roll]").count() and page.evaluate(
            "() => document.querySelector('[data-game]').dataset.toMove === '0'"
        ):
            break
        main = [c for c in codes if c in ("roll", "lot") or c.startswith("token:")]
        act(page, main[0] if main else ("decline" if "decline" in codes else codes[0]))
    page.wait_for_timeout(1500)  # the walk and the board's follow are over
    page.screenshot(path=f"/tmp/phone-{game}.png")
    assert page.evaluate(ON_SCREEN, "#game [data-last-roll]")
    expect(page.locator("#game [data-last-roll]")).to_contain_text(said)
    assert page.evaluate(PAWN_SEEN, "pawn-0")


def test_the_new_game_form_says_how_long_a_game_lasts_for_the_length_chosen(page: Page) -> None:
    """Issue 29: a default Fortuna game, "until one is left", lasts hundreds of rounds and the
    form did not say so. Under the options it says how long the game lasts for the length
    chosen (the figures of bench/lengths.py), and says it anew as the rounds or players change;
    every game says it."""
    page.set_viewport_size(LAPTOP)
    page.locator('[data-new-game="fortuna"]').click()
    length = page.locator("#new-length")
    expect(length).to_have_text(
        "Until one is left: about 2 h (bots took 255 rounds), or set the rounds for a shorter game."
    )
    page.get_by_label("Rounds").fill("20")
    expect(length).to_have_text("20 rounds: about 25 min.")
    page.locator("#new-players").select_option("2")
    expect(length).to_have_text("20 rounds: about 10 min.")
    page.locator("#new-cancel").click()
    for game in ("plinius", "eurobusiness", "fame_fortune", "fuldrigger"):
        page.locator(f'[data-new-game="{game}"]').click()
        expect(length).to_contain_text("about")
        page.locator("#new-cancel").click()


SHARE_SHEET = """(answer) => {
  window.__shared = [];
  Object.defineProperty(navigator, "share", {configurable: true, value: (data) => {
    window.__shared.push(data.url);
    return answer === "cancel"
      ? Promise.reject(new DOMException("Share canceled", "AbortError"))
      : Promise.resolve();
  }});
}"""


def test_share_opens_the_share_sheet_and_keeps_the_copy_button(page: Page) -> None:
    """Issue 29: where the browser has a share sheet, Share's button opens it with the game's
    link, and Copy the link stays beside it; a player who cancels the sheet is back at the
    dialog, with no error. "The link is copied." shows only after Copy (review 11: it showed as
    the dialog opened)."""
    page.set_viewport_size(PHONE)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_table(page, "new=eurobusiness&players=2&bots=2&seed=3")
    page.evaluate(SHARE_SHEET, "cancel")
    try:
        page.locator("#game [data-cmd=share]").click()
        dialog = page.locator("dialog[data-share]")
        expect(dialog.locator("[data-cmd=share-copy]")).to_have_text("Copy the link")
        dialog.locator("[data-cmd=share-go]").click()
        page.wait_for_function("() => window.__shared.length === 1")
        link = dialog.locator("#share-link").input_value()
        assert page.evaluate("() => window.__shared[0]") == link and "#g=" in link
        expect(dialog).to_be_visible()  # cancelled: the dialog stays, and no error (the guard)
        expect(dialog.locator("[data-copied]")).to_have_count(0)  # nothing copied yet
        dialog.locator("[data-cmd=share-copy]").click()
        expect(dialog.locator("[data-copied]")).to_have_text("The link is copied.")
        assert page.evaluate("() => window.__shared.length") == 1  # copying opens no sheet
    finally:
        page.evaluate("() => { delete navigator.share; }")


def test_on_a_phone_the_buy_stays_in_the_bar_with_the_log_open(page: Page) -> None:
    """Issue 29, trip-up 1: with "Dziennik" (Log) open at 360, the bar asked to buy Bristol
    but had no buttons; the player had to go back to the board. Buy is in the bar, in view."""
    page.set_viewport_size(PHONE)
    open_table(page, "new=eurobusiness&players=2&bots=2&seed=3")
    for _ in range(30):
        codes = wait_for_turn(page)
        if "buy" in codes:
            break
        main = [c for c in codes if c in ("roll", "lot")]
        act(page, main[0] if main else ("decline" if "decline" in codes else codes[0]))
    else:
        pytest.fail("no deed was offered to buy")
    page.locator('#game [data-cmd="pane:log"]').click()
    page.wait_for_function("() => document.querySelector('[data-pane-shown=\"log\"]')")
    buy = page.locator('#actions [data-action="buy"]')
    expect(buy).to_be_visible()
    page.wait_for_timeout(300)
    page.screenshot(path="/tmp/phone-log-buy.png")
    assert page.evaluate(ON_SCREEN, '#actions [data-action="buy"]')
    act(page, "buy")


def at_auction(state: EurobusinessState) -> tuple[int] | None:
    """An auction waits for a bid: (the bidder)."""
    return (state.to_move,) if state.phase == "auction" and state.to_move is not None else None


def test_on_a_phone_an_auctions_controls_all_fit_in_the_bar_unscrolled(page: Page) -> None:
    """Issue 29: at an auction the phone's bar took 55% of the screen; cut to a third, "Drop
    out of the auction" and the most one will pay sank below its fold. Compact (the suggested
    bids in one row), the bar holds every control of the auction unscrolled, in 55% at most."""
    page.set_viewport_size(PHONE)
    record, _ = position(EurobusinessState, at_auction, seeds=40)
    open_record(page, record)
    page.wait_for_timeout(600)
    share = "() => document.querySelector('#decision').getBoundingClientRect().height / innerHeight"
    assert page.evaluate(share) <= 0.55
    assert page.evaluate(
        "() => { const d = document.querySelector('#decision');"
        " return d.scrollHeight <= d.clientHeight + 1; }"
    )
    for control in (
        ".auction input[data-amount^='bid:']",
        ".auction button[data-amount-go]",
        '.auction [data-action="pass"]',
        ".auction input[data-amount^='most:']",
    ):
        assert page.evaluate(ON_SCREEN, f"#decision {control}"), control


@pytest.mark.parametrize("height", [800, 680], ids=["1280x800", "1280x680"])
def test_on_a_laptop_the_whole_board_is_in_view(page: Page, height: int) -> None:
    """Issue 29: on a 1280x800 laptop the board's bottom row was cut (a browser's toolbars
    leave the page less than the screen's height): the board fits the window's height, its
    last row whole above the window's foot, on first sight."""
    page.set_viewport_size({"width": 1280, "height": height})
    record, _ = position(EurobusinessState, may_trade, seeds=40)
    open_record(page, record)
    page.evaluate("() => window.scrollTo(0, 0)")
    box = page.locator("#game .board-zoom svg").bounding_box()
    assert box is not None and box["y"] + box["height"] <= height, box


def test_on_a_phone_fortunas_legend_opens_whole_from_key(page: Page) -> None:
    """Issue 29: on a phone Fortuna's legend, in the middle of the zoomed board, was cut by the
    screen. The zoomed board draws none; "Key" beside the zoom buttons opens it whole, each row
    in view."""
    page.set_viewport_size(PHONE)
    open_table(page, "new=fortuna&players=4&bots=2,3,4&seed=7&rounds=20")
    wait_for_turn(page)
    assert (
        page.locator("#game .board-zoom svg .label.legend").evaluate(
            "(g) => getComputedStyle(g).display"
        )
        == "none"
    )
    page.locator("#game .board-key summary").click()
    rows = page.locator("#game .board-key li")
    assert rows.count() == 5
    for index in range(5):
        box = rows.nth(index).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
    expect(rows.nth(4)).to_contain_text("where a token lands")
    page.locator("#game .board-key summary").click()
