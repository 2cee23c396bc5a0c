"""Eurobusiness in Chromium, through real clicks at the estate table: one human against three
bots to the end of a game of a set length; four humans passing one device through a deed read
from the board, a typed bid, and a trade settled by a counter-offer; a short game in Polish."""

from __future__ import annotations

import pytest
from playwright.sync_api import BrowserContext, FloatRect, Page, expect

from pygames.eurobusiness.state import EurobusinessState
from tests.e2e.conftest import LAPTOP, open_app, open_table, saved_state
from tests.e2e.estate import (
    INSTANT_BOTS,
    act,
    click,
    offered,
    over,
    play_until_over,
    submit_amount,
    to_move,
    type_amount,
)
from web.views.estate.board import money
from web.views.eurobusiness import THEME

PREFERENCE = ("buy", "roll", "stay", "bail", "card:pay", "trade:refuse", "finish", "pass")
LIVERPOOL = 16


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def test_one_human_three_bots_play_a_set_length_game(page: Page) -> None:
    open_table(page, "new=eurobusiness&players=4&bots=2,3,4&rounds=4&seed=7")
    expect(page.locator("[data-game=eurobusiness]")).to_be_visible()
    play_until_over(page, PREFERENCE)
    result = page.locator("#result")
    expect(result).to_contain_text("Final result")
    state = saved_state(page)
    assert state.over and state.options["rounds"] == 4
    assert result.locator(".ranking tr").count() == 4  # every fortune counted
    expect(result.locator("[data-chart] polyline")).to_have_count(4)  # fortunes over the game


def eurobusiness_state(page: Page) -> EurobusinessState:
    """The game the page saved, as Eurobusiness's own state."""
    state = saved_state(page)
    assert isinstance(state, EurobusinessState)
    return state


def test_four_humans_read_a_deed_bid_by_typing_and_trade_by_counter_offer(page: Page) -> None:
    open_table(page, "new=eurobusiness&players=4&seed=0&names=Ann,Bo,Cy,Di")
    expect(page.locator("[data-game=eurobusiness]")).to_be_visible()
    assert page.locator("[data-handoff]").count() == 0  # nothing is hidden: no hand-off
    rules = eurobusiness_state(page).RULES

    # Any space opens its printed card: Liverpool's price, rents, house price and mortgage.
    page.locator(f'#game [data-space="{LIVERPOOL}"]').first.click()
    deed = page.locator(f'dialog[data-deed="{LIVERPOOL}"]')
    expect(deed).to_be_visible()
    liverpool = rules.spaces[LIVERPOOL]
    for figure in (liverpool.price, *liverpool.rents, liverpool.house, liverpool.mortgage):
        expect(deed).to_contain_text(money_text(figure))
    page.keyboard.press("Escape")
    expect(deed).to_be_hidden()

    for _ in range(8):  # the roll for the order of play, then Di (double) and Ann (double)
        click(page, "roll")
    click(page, "decline")  # Ann declines Liverpool: the Bank auctions it from half its price
    expect(page.locator("#game")).to_contain_text("auction")
    assert to_move(page) == "1"
    assert "least bid now is " + money_text(180) in type_amount(page, "bid:{}", "170")
    assert "have only" in type_amount(page, "bid:{}", "9000")
    presets = page.locator('#game .presets [data-action^="bid:"]')
    amounts = [int((presets.nth(i).get_attribute("data-action") or "")[4:]) for i in range(2)]
    assert amounts == sorted(amounts)  # shortcuts in numeric order
    submit_amount(page, "bid:{}", "200")  # Bo bids a typed 200 $
    for _ in range(3):
        click(page, "pass")  # Cy, Di and Ann drop out
    expect(page.locator("#log")).to_contain_text("Bo buys Liverpool at auction for 200")
    before = eurobusiness_state(page)
    ann, bo = before.cash[0], before.cash[1]

    click(page, "trade:with:0")  # Bo sits down at the trade table with Ann ...
    click(page, f"trade:give:{LIVERPOOL}")  # ... ticks Liverpool ...
    assert "has only" in type_amount(page, "trade:cash:-{}", "99995")
    assert "whole notes" in type_amount(page, "trade:cash:-{}", "147")
    submit_amount(page, "trade:cash:-{}", "150")  # ... asks a typed 150 $ ...
    click(page, "trade:propose")
    assert to_move(page) == "0"
    click(page, "trade:counter")  # Ann changes the terms: 100 $, not 150 $, typed ...
    type_amount(page, "trade:cash:+{}", "100")
    click(page, "trade:propose")  # ... and proposed at once: the typed amount goes with it
    assert to_move(page) == "1"
    click(page, "trade:accept")  # Bo accepts the counter-offer
    expect(page.locator("#log")).to_contain_text("Bo accepts the trade")
    after = eurobusiness_state(page)
    assert LIVERPOOL in after.deeds_of(0) and LIVERPOOL not in after.deeds_of(1)
    assert after.cash[0] == ann - 100 and after.cash[1] == bo + 100


def money_text(amount: int) -> str:
    return money(THEME, amount)


def test_a_short_game_in_polish(context: BrowserContext) -> None:
    """(A page of its own: the language a link asks for stays chosen on the device.)"""
    context.add_init_script(INSTANT_BOTS)
    page = open_app(context.new_page(), "new=eurobusiness&players=2&bots=2&rounds=2&seed=3&lang=pl")
    expect(page.locator("html")).to_have_attribute("lang", "pl")
    expect(page.locator("#game")).to_contain_text("Rzuć")
    expect(page.locator('[data-cmd="rules"]')).to_have_text("Zasady")
    play_until_over(page, PREFERENCE)
    assert over(page)
    expect(page.locator("#result")).to_contain_text("Wynik końcowy")
    expect(page.locator("#log")).not_to_contain_text(" rolls ")  # the log speaks Polish too


# Whether two boxes of the page overlap (by more than a pixel's rounding).
def _overlap(a: FloatRect, b: FloatRect) -> bool:
    return (
        a["x"] + 1 < b["x"] + b["width"]
        and b["x"] + 1 < a["x"] + a["width"]
        and a["y"] + 1 < b["y"] + b["height"]
        and b["y"] + 1 < a["y"] + a["height"]
    )


def test_on_a_laptop_the_deeds_offer_hides_neither_the_dice_nor_the_space(page: Page) -> None:
    """Issue 29, 1280x800: the offer to buy, opening towards the board's middle, covered the
    dice; one could not see the roll while deciding. At each offer of a game's first deeds the
    offer's box overlaps neither die nor the space landed on."""
    page.set_viewport_size(LAPTOP)
    open_table(page, "new=eurobusiness&players=2&bots=2&seed=11&names=Ann,Bo")
    checked: set[int] = set()
    for _ in range(400):
        if len(checked) == 4 or over(page):
            break
        codes = offered(page) if to_move(page) == "0" else []
        if not codes:
            page.wait_for_timeout(30)  # the bot is playing
            continue
        if "buy" in codes:
            offer = page.locator(".overlay").bounding_box()
            state = saved_state(page)
            assert isinstance(state, EurobusinessState)
            space = state.pos[0]
            landed = page.locator(f'[data-space="{space}"]').bounding_box()
            dice = page.locator('#board g[data-enter="roll"]')
            assert offer and landed and dice.count() == 2
            for die in range(2):
                box = dice.nth(die).bounding_box()
                assert box and not _overlap(offer, box), (space, "die")
            assert not _overlap(offer, landed), (space, "space")
            checked.add(space)
        act(page, next((c for c in ("buy", "roll", "decline", "pass") if c in codes), codes[0]))
    assert len(checked) >= 2, checked
