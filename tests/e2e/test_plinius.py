"""Plinius adversus Vesuvium in Chromium: a whole game to its final count, through clicks.

Cards are revealed by clicking the draw pile; action points are spent by clicking a counter on
the map and then one of its highlighted dots, and ended with "done"; at the end the final count
stands line by line.
"""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page, expect

from tests.e2e.conftest import open_app

SEED = 3


def moves(page: Page) -> int:
    return int(page.locator("[data-game]").get_attribute("data-moves") or 0)


def click_and_wait(page: Page, selector: str) -> None:
    before = moves(page)
    page.locator(selector).first.click()
    page.wait_for_function(
        f"() => Number(document.querySelector('[data-game]').dataset.moves) > {before}"
    )


def test_a_whole_game_through_clicks(context: BrowserContext) -> None:
    page = open_app(context.new_page(), f"new=plinius&seed={SEED}")
    expect(page.locator("[data-game=plinius]")).to_be_visible()
    page.locator("#board [data-action=draw]").focus()  # the keyboard works the board too
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('[data-game]').dataset.moves === '1'")
    board_moves = 0
    for _ in range(600):
        if page.locator("[data-game]").get_attribute("data-over") == "true":
            break
        if page.locator("#board [data-action=draw]").count():
            click_and_wait(page, "#board [data-action=draw]")  # the draw pile on the board
            continue
        ship = page.locator("#board [data-select=L]")
        if board_moves < 12 and ship.count():
            ship.first.click()  # select Pliny's liburna ...
            target = page.locator('#board svg [data-action^="move:L:"]')
            if target.count():
                click_and_wait(page, '#board svg [data-action^="move:L:"]')  # ... and a dot
                board_moves += 1
                continue
        click_and_wait(page, "#game [data-action=done]:visible")
    assert page.locator("[data-game]").get_attribute("data-over") == "true"
    assert board_moves > 0, "the liburna never moved on the map"
    result = page.locator("#result")
    expect(result).to_contain_text("Final result")
    assert result.locator(".detail li").count() >= 3  # the count, line by line
    expect(result).to_contain_text("VP")
