"""Plinius adversus Vesuvium in Chromium: a whole game to its final count, through clicks.

Cards are revealed by clicking the draw pile; action points are spent by clicking a counter on
the map and then one of its highlighted dots, and ended with "done"; at the end the final count
stands line by line. A click on a dot the flow has buried says why.
"""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Page, expect

from tests.e2e.conftest import moves, open_app, wait_for_move

SEED = 3


def click_and_wait(page: Page, selector: str) -> None:
    before = moves(page)
    page.locator(selector).first.click()
    wait_for_move(page, before)


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
            target = page.locator('#board svg .target[data-action^="move:L:"]')
            if target.count():
                click_and_wait(page, '#board svg .target[data-action^="move:L:"]')  # ... a dot
                board_moves += 1
                continue
        click_and_wait(page, "#game [data-action=done]:visible")
    assert page.locator("[data-game]").get_attribute("data-over") == "true"
    assert board_moves > 0, "the liburna never moved on the map"
    result = page.locator("#result")
    expect(result).to_contain_text("Final result")
    assert result.locator(".detail li").count() >= 3  # the count, line by line
    expect(result).to_contain_text("VP")


def test_a_click_on_a_buried_dot_says_why(context: BrowserContext) -> None:
    """docs/rulings.md, "The flow's ground stays deadly": the move onto a buried dot is not offered;
    a click on one says why. Seed 7: 6♠, J♠ (the flow sweeps the black dots), 8♠, 7♦."""
    page = open_app(context.new_page(), "new=plinius&seed=7")
    for _ in range(4):
        click_and_wait(page, "#board [data-action=draw]")
    expect(page.locator('[aria-label="Fluxus (flow) in box 1"]')).to_have_count(1)
    page.locator("#board [data-select=inc2]").click()  # the incola of Herculaneum
    expect(page.locator("#board .target[data-action='move:inc2:sebethus']")).to_have_count(1)
    before = moves(page)
    page.locator("#board .blocked[data-action='move:inc2:resina']").click()
    expect(page.locator("#status")).to_contain_text("Resina is buried")
    assert moves(page) == before  # nothing changed
    assert not page.locator("#actions [data-action='move:inc2:resina']").count()
