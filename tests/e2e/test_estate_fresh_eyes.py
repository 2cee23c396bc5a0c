"""Issue 29, what fresh reviewers tripped on at the estate table (Eurobusiness, Fortuna) in
Chromium at a phone's size: the auction's quick bids inside the screen, the board's Key
readable in its box.

The tests share one page (Python starts once): each opens its table by a link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pygames.estate.state import EstateState
from pygames.eurobusiness.state import EurobusinessState
from pygames.fortuna.state import FortunaState
from tests.e2e.conftest import PHONE, open_record
from tests.e2e.estate import NAMES, click, position, submit_amount, trading

# Each node matched and shown: its box's left and right edges, and the screen's width.
EDGES = """(selector) => [...document.querySelectorAll(selector)].filter((n) => n.offsetParent)
.map((n) => {
  const box = n.getBoundingClientRect();
  return [n.textContent.trim(), box.left, box.right, document.documentElement.clientWidth];
})"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def bidding(state: EstateState) -> tuple[int] | None:
    """An auction, its bidder to bid: (the bidder)."""
    if state.phase == "auction" and state.to_move is not None:
        return (state.to_move,)
    return None


@pytest.mark.parametrize("kind", [EurobusinessState, FortunaState], ids=["eb", "fortuna"])
def test_on_a_phone_the_auctions_quick_bids_stay_inside_the_screen(
    page: Page, kind: type[EstateState]
) -> None:
    """Issue 29: at 360 the auction's quick bids ran off the right edge ("Bid 4,900 ducat…",
    "B"). Each shows whole inside the screen, and the sheet shows one's cash."""
    page.set_viewport_size(PHONE)
    record, _ = position(kind, bidding, seeds=40)
    open_record(page, record)
    expect(page.locator("#decision [data-auction-cash]")).to_be_visible()
    page.screenshot(path=f"/tmp/e9-auction-{kind.__name__}.png")
    edges = page.evaluate(EDGES, "#decision .auction .presets button")
    assert len(edges) >= 3
    for text, left, right, width in edges:
        assert left >= 0 and right <= width, (text, left, right, width)


def test_on_a_phone_the_boards_key_holds_each_label_inside_its_box(page: Page) -> None:
    """Issue 29: at 360 the Key's labels spilled out of its white box, a word a line, over the
    board. Each label (one line) lies inside the box, the box inside the screen."""
    page.set_viewport_size(PHONE)
    record, _ = position(FortunaState, bidding, seeds=40)
    open_record(page, record)
    page.locator("#game .board-key summary").click()
    box = page.locator("#game .board-key ul").bounding_box()
    assert box and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    page.screenshot(path="/tmp/e9-key.png")
    for item in page.locator("#game .board-key li").all():
        line = item.bounding_box()
        assert line and line["height"] < 30, (item.inner_text(), line)  # one line
        assert box["x"] <= line["x"] and line["x"] + line["width"] <= box["x"] + box["width"]
        assert box["y"] <= line["y"] and line["y"] + line["height"] <= box["y"] + box["height"]


def test_on_a_phone_a_bots_answer_to_ones_offer_shows_in_the_bar(page: Page) -> None:
    """Issue 29 (Fortuna, 360): a bot's refusal of one's trade was only in the Log tab; the bar
    still said who laid which token. The answer shows in the bar, in view, until one acts."""
    page.set_viewport_size(PHONE)
    record, (seat, partner, deed) = position(FortunaState, trading, seeds=40)
    record.seats = ["human" if s == seat else "heuristic" for s in range(4)]
    open_record(page, record)
    click(page, f"trade:with:{partner}")
    click(page, f"trade:give:{deed}")
    submit_amount(page, "trade:cash:-{}", "500")  # a note of both games
    click(page, "trade:propose")
    answer = page.locator("#decision [data-trade-answer]")
    expect(answer).to_be_in_viewport(ratio=1)
    page.screenshot(path="/tmp/e9-answer-360.png")
    assert NAMES[partner] in answer.inner_text()


# Each token chip's words: its text, whether it shows whole (nothing cut or spilling), and the
# chip's right edge and the screen's width.
CHIP_WORDS = """() => [...document.querySelectorAll(
  '#decision .tokens button.token .lands, #decision .tokens button.token .landing')].map((n) => {
  const chip = n.closest('button').getBoundingClientRect();
  const box = n.getBoundingClientRect();
  const whole = n.scrollWidth <= n.clientWidth + 1 && box.right <= chip.right + 1
    && box.bottom <= chip.bottom + 1;
  return [n.textContent, whole, chip.right, document.documentElement.clientWidth];
})"""


def laying(state: EstateState) -> tuple[int] | None:
    """A Fortuna player to lay a token, a deed for sale among where they land: (the player)."""
    if state.phase != "turn" or state.to_move is None or state.detained[state.to_move]:
        return None
    codes = state.legal_actions()
    return (state.to_move,) if sum(c.startswith("token:") for c in codes) >= 8 else None


def test_on_a_phone_each_token_chip_says_where_it_lands_and_the_price_whole(page: Page) -> None:
    """Issue 29 (Fortuna, 360): the token chips cut the price ("for sale: 800 d…") and long
    names. Each chip's place and what landing there means read whole, in short words."""
    page.set_viewport_size(PHONE)
    record, _ = position(FortunaState, laying, seeds=40)
    open_record(page, record)
    expect(page.locator("#decision .tokens button.token").first).to_be_visible()
    page.screenshot(path="/tmp/e9-tokens-360.png")
    words = page.evaluate(CHIP_WORDS)
    assert len(words) >= 16
    for text, whole, right, width in words:
        assert whole and right <= width, (text, right, width)
    assert any(" d." in text for text, *_ in words) or not any("sale" in t for t, *_ in words)


def offered_trade(state: EstateState) -> tuple[int] | None:
    """A trade proposed with cash in it, its receiver to answer: (the receiver)."""
    trade = state.trade
    if state.phase == "trade" and trade and trade.proposed and state.to_move is not None:
        return (state.to_move,)
    return None


def test_on_a_phone_changing_the_terms_shows_the_cash_first_and_the_terms_follow_it(
    page: Page,
) -> None:
    """Issue 29 (Eurobusiness, 360): changing the terms of an offer, the Cash field sat below
    the deeds' lists, out of view, and the bar kept the old terms. The field comes first, in
    view, and the terms beside Propose follow the amount typed."""
    page.set_viewport_size(PHONE)
    record, _ = position(EurobusinessState, offered_trade, seeds=40)
    open_record(page, record)
    click(page, "trade:counter")
    field = page.locator("#decision .trade input[data-amount]")
    expect(field).to_be_in_viewport(ratio=1)
    tick = page.locator("#decision .trade .trade-cols li").first
    assert (field.bounding_box() or {"y": 1e9})["y"] < (tick.bounding_box() or {"y": 0})["y"]
    field.fill("30")
    field.dispatch_event("input")
    terms = page.locator("#decision [data-trade-terms]")
    expect(terms).to_contain_text("30\u00a0$")
    page.screenshot(path="/tmp/e9-counter-360.png")
