"""Eurobusiness in Chromium, through real clicks: one human against three bots to the end of a
game of a set length, and four humans passing one device through an auction and a trade."""

from __future__ import annotations

import json

from playwright.sync_api import BrowserContext, Page, expect

import pygames
from pygames.core.record import record_from_json, replay
from tests.e2e.conftest import open_app

INSTANT_BOTS = "try { localStorage.setItem('fg:settings', '{\"botDelay\": 0}') } catch (e) {}"
PREFERENCE = ("buy", "roll", "jail:card", "card:pay", "trade:refuse", "finish:no", "pass")


def moves(page: Page) -> int:
    return int(page.locator("[data-game]").get_attribute("data-moves") or 0)


def click(page: Page, code: str) -> None:
    """Click the control for `code` (on the board where it is drawn, else the action panel)."""
    before = moves(page)
    page.locator(f'#game [data-action="{code}"]').first.click()
    page.wait_for_function(
        f"() => Number(document.querySelector('[data-game]').dataset.moves) > {before}"
    )


def saved_state(page: Page) -> pygames.State:
    key = "fg:save:" + page.evaluate("location.hash").removeprefix("#play=")
    entry = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(key)})"))
    return replay(record_from_json(entry["record"], pygames.GAMES), pygames.GAMES)


def test_one_human_three_bots_play_a_set_length_game(context: BrowserContext) -> None:
    context.add_init_script(INSTANT_BOTS)
    page = open_app(context.new_page(), "new=eurobusiness&players=4&bots=2,3,4&rounds=4&seed=7")
    expect(page.locator("[data-game=eurobusiness]")).to_be_visible()
    for _ in range(2000):
        if page.locator("[data-game]").get_attribute("data-over") == "true":
            break
        buttons = page.locator("#actions [data-action]")
        if not buttons.count():
            page.wait_for_timeout(30)  # the bots are playing
            continue
        codes = [buttons.nth(i).get_attribute("data-action") or "" for i in range(buttons.count())]
        preferred = [c for c in PREFERENCE if c in codes]
        # In debt a player must first raise cash: the first mortgage or sale on offer.
        raise_cash = [c for c in codes if c.startswith(("mortgage:", "sell:"))]
        click(page, (preferred or raise_cash or codes)[0])
    assert page.locator("[data-game]").get_attribute("data-over") == "true"
    result = page.locator("#result")
    expect(result).to_contain_text("Final result")
    state = saved_state(page)
    assert state.over and state.options["rounds"] == 4
    assert result.locator("tr").count() == 4  # every fortune counted


def test_four_humans_pass_and_play_an_auction_and_a_trade(context: BrowserContext) -> None:
    page = open_app(context.new_page(), "new=eurobusiness&players=4&seed=0&names=Ann,Bo,Cy,Di")
    expect(page.locator("[data-game=eurobusiness]")).to_be_visible()
    assert page.locator("[data-handoff]").count() == 0  # nothing is hidden: no hand-off
    for _ in range(8):  # the roll for the order of play, then Di (double) and Ann (double)
        click(page, "roll")
    click(page, "decline")  # Ann declines Liverpool: the Bank auctions it
    expect(page.locator("#game")).to_contain_text("auction")
    click(page, "bid:180")  # Bo bids
    for _ in range(3):
        click(page, "pass")  # Cy, Di and Ann drop out
    expect(page.locator("#log")).to_contain_text("Bo buys Liverpool at auction for 180 $")
    click(page, "trade:with:0")  # Bo offers Ann a trade ...
    click(page, "trade:give:16")  # ... giving Liverpool ...
    click(page, "trade:cash:-100")  # ... for 100 $ of Ann's
    click(page, "trade:propose")
    assert page.locator("[data-game]").get_attribute("data-to-move") == "0"
    click(page, "trade:accept")  # Ann accepts
    expect(page.locator("#log")).to_contain_text("Ann accepts the trade")
    state = saved_state(page)
    assert 16 in state.deeds_of(0) and 16 not in state.deeds_of(1)
    assert state.cash[0] == 3000 - 100 and state.cash[1] == 3000 - 180 + 100
