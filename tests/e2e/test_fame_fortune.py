"""For Fame & Fortune in Chromium: two humans and two bots play a whole game through clicks and
hand-off screens, and at every step the page holds no card of another player's hand.

After each step the test reads the autosaved record, replays it under CPython, and checks the
page against the real hands: every card of another seat's hand that the viewer's own view does
not show (as a card the viewer passed on, or one now public) must be absent from the page.
"""

from __future__ import annotations

import json
import re

from playwright.sync_api import BrowserContext, Page, expect

import pygames
from pygames.core.record import record_from_json, replay
from pygames.fame_fortune import cards as C
from tests.e2e.conftest import moves, open_app, wait_for_move
from web.views.fame_fortune import card_name

CODE = re.compile(r"\b(?:[DSHCRW]\d{1,2}|M\d[ab])\b")
GAME = "fame_fortune"


SNAPSHOT = """() => {
    const root = document.querySelector('[data-game]');
    const key = 'fg:save:' + location.hash.replace('#play=', '');
    return [document.documentElement.outerHTML, root.dataset.viewer, localStorage.getItem(key)];
}"""


def state_from_save(entry: str) -> pygames.State:
    record = json.loads(entry)["record"]
    return replay(record_from_json(record, pygames.GAMES), pygames.GAMES)


def name_pattern(code: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\d){re.escape(card_name(code))}(?![\d])")


def assert_no_other_hand(page: Page) -> None:
    """Page and save are read in one script turn, so they show the same moment."""
    html, viewer_text, entry = page.evaluate(SNAPSHOT)
    state = state_from_save(entry)
    viewer = int(viewer_text) if viewer_text else None
    view_text = json.dumps(state.view(viewer), ensure_ascii=False)  # what it may know, log too
    shown = set(CODE.findall(view_text))
    # Twin modifiers share a name (two ±1, two ±2): the viewer's own twin may be on the page.
    names_shown = {card_name(code) for code in shown}
    for seat, hand in enumerate(state.hands):
        if seat == viewer:
            continue
        for card in hand:
            code = C.code(card)
            pattern = name_pattern(code)
            if code in shown or card_name(code) in names_shown or pattern.search(view_text):
                continue  # the viewer knows it (a card they passed on, or a public one)
            assert not pattern.search(html), (
                f"the page shows {card_name(code)} from seat {seat}'s hand to seat {viewer}"
            )


def human_step(page: Page, clicks: dict[str, int]) -> None:
    """One human decision through a click: a card of the hand on the board (to pass, to
    stake, a modifier's face) or one of the panel's few buttons (give, stop, pass)."""
    before = moves(page)
    panel = page.locator("#actions > [data-action]")
    loose = [panel.nth(i).get_attribute("data-action") or "" for i in range(panel.count())]
    assert set(loose) <= {"give", "stop", "pass"}, f"the panel repeats the board: {loose}"
    board = page.locator("#board [data-action]")
    on_board = {
        board.nth(i).get_attribute("data-action") or "": board.nth(i).get_attribute("aria-label")
        for i in range(board.count())
    }
    to_pass = [
        code
        for code, label in on_board.items()
        if code.startswith("pick:") and not code.startswith("pick:M") and label.startswith("Choose")
    ]
    plays = [code for code in on_board if code.startswith("play:")]
    faces = [code for code in on_board if code.startswith("mod:")]
    if "give" in loose:
        choice = "give"
    elif to_pass:
        choice = to_pass[0]
    elif faces:
        choice = faces[clicks["mod"] % len(faces)]
    elif plays and (before % 3 == 0 or not loose):
        choice = plays[0]
    else:
        choice = "pass" if "pass" in loose else "stop"
    if choice in on_board:
        page.locator(f'#board [data-action="{choice}"]').first.click()
        clicks[choice.split(":")[0]] += 1
    else:
        page.locator(f'#actions > [data-action="{choice}"]').click()
    wait_for_move(page, before)


def undo_own_choice(page: Page) -> None:
    """Undo takes back the card just chosen (no chance, still the same player's turn)."""
    before = moves(page)
    page.locator("[data-cmd=undo]").click()
    page.wait_for_function(
        f"() => Number(document.querySelector('[data-game]').dataset.moves) === {before - 1}"
    )


def test_two_humans_two_bots_play_a_whole_game(context: BrowserContext) -> None:
    context.add_init_script(
        "try { localStorage.setItem('fg:settings', '{\"botDelay\": 0}') } catch (e) {}"
    )
    # Seed 7 deals Bo, the first Active Player, both ±1 modifiers: he plays them by their faces.
    link = f"new={GAME}&players=4&bots=3,4&seed=7&modifiers=1&names=Ann,Bo"
    page = open_app(context.new_page(), link)
    expect(page.locator(f"[data-game={GAME}]")).to_be_visible()
    handoffs: list[str] = []
    clicks = {"pick": 0, "play": 0, "mod": 0}
    undone = False
    for _ in range(3000):
        root = page.locator("[data-game]")
        if root.get_attribute("data-over") == "true":
            break
        if page.locator("[data-handoff]").count():
            assert page.locator("#board").count() == 0, "the hand-off screen shows the table"
            assert_no_other_hand(page)
            handoffs.append(page.locator("[data-handoff]").inner_text())
            page.locator("[data-reveal]").click()
            continue
        if page.locator("#actions [data-action]").count():
            assert_no_other_hand(page)
            human_step(page, clicks)
        else:
            page.wait_for_timeout(30)  # a bot is thinking
        if not undone and clicks["pick"] and page.locator("[data-cmd=undo]").count():
            undo_own_choice(page)
            undone = True
    assert page.locator("[data-game]").get_attribute("data-over") == "true"
    assert undone, "no choice was undone"
    assert any("Ann" in h for h in handoffs) and any("Bo" in h for h in handoffs)
    assert clicks["pick"] and clicks["play"], (
        f"cards were not picked and staked by clicks: {clicks}"
    )
    assert clicks["mod"] >= 2, "the modifiers were not played by clicking their faces"
    expect(page.locator("#result")).to_contain_text("Final result")
    state = state_from_save(page.evaluate(SNAPSHOT)[2])
    assert state.over and len(set(state.history)) > 10
