"""Links and saves a player can trust, in Chromium at 1280x800 (docs/rulings.md "Nothing is lost"
and "Looking back"): no link, file or tab loses a saved game, a link that cannot be decoded says
so at once and leaves the app running, and an export of a game in play warns as Share does.

Tests that only open tables share one started page (Python starts once); the two-tab test opens
a second tab in the same browser profile, where both tabs share one storage."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from pygames.core import Record, encode_link
from tests.e2e.conftest import draw_or_done, moves, open_app, open_table, wait_for_python

PLINIUS = "new=plinius&seed=4242"
# The reviewer's 51-character link: it inflates to 10,000 nested "[".
NESTED_LINK = "g=1.eNrtwTEBAAAAwqCg69_DGh5AAQAAAAAAAAAAAAAAAAAAAAAAAPBgu2XG9g"


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def save_key(page: Page) -> str:
    return "fg:save:" + str(page.evaluate("location.hash")).removeprefix("#play=")


def stored(page: Page, key: str) -> dict[str, Any]:
    entry: dict[str, Any] = json.loads(page.evaluate("(k) => localStorage.getItem(k)", key))
    return entry


def save_keys(page: Page) -> set[str]:
    keys: list[str] = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('fg:save:'))"
    )
    return set(keys)


def play(page: Page, count: int) -> None:
    """`count` moves of Plinius through the board."""
    for _ in range(count):
        draw_or_done(page)


def go_to(page: Page, fragment: str) -> None:
    page.evaluate("(f) => { location.hash = f; }", "#" + fragment)


def test_a_new_link_opened_again_goes_on_with_its_game(page: Page) -> None:
    """The same `#new=…&seed=S` link (a bookmark) opened again continues the game it started,
    with a notice, and can start it again as a game of its own; nothing is wiped."""
    open_table(page, PLINIUS)
    play(page, 5)
    key, played = save_key(page), moves(page)
    page.locator("#game [data-cmd=lobby]").click()
    go_to(page, PLINIUS)
    notice = page.locator("dialog[data-notice]")
    expect(notice).to_contain_text(f"at move {played}")
    expect(page.locator("[data-game]")).to_have_attribute("data-moves", str(played))
    assert save_key(page) == key and len(stored(page, key)["record"]["history"]) == played
    notice.locator("[data-cmd=new-again]").click()
    expect(page.locator("[data-game]")).to_have_attribute("data-moves", "0")
    assert save_key(page) != key
    assert len(stored(page, key)["record"]["history"]) == played  # the first is kept whole


def test_an_older_link_is_kept_apart_and_the_game_further_on_can_be_opened(page: Page) -> None:
    """Share at move 3, play on to move 7, open the old link: the save still holds 7 moves, the
    link's game opens apart with a notice, and the game at move 7 is one click away. A damaged
    link's "as it stood before move N" does the same."""
    open_table(page, "new=plinius&seed=777")
    play(page, 7)
    key = save_key(page)
    record = stored(page, key)["record"]
    old = Record(**{**record, "history": record["history"][:3]})
    go_to(page, "g=" + encode_link(old))
    notice = page.locator("dialog[data-notice]")
    expect(notice).to_contain_text("further on, at move 7")
    expect(page.locator("[data-game]")).to_have_attribute("data-moves", "3")
    apart = save_key(page)
    assert apart != key
    assert stored(page, key)["record"]["history"] == record["history"]
    assert stored(page, apart)["record"]["history"] == record["history"][:3]
    notice.locator(f'[data-cmd="open-save:{key}"]').click()
    expect(page.locator("[data-game]")).to_have_attribute("data-moves", "7")
    assert save_key(page) == key

    damaged = Record(**{**record, "history": [*record["history"][:4], "no-such-move"]})
    go_to(page, "g=" + encode_link(damaged))
    page.locator("[data-open-before='4']").click()
    expect(page.locator("dialog[data-notice]")).to_contain_text("further on, at move 7")
    expect(page.locator("[data-game]")).to_have_attribute("data-moves", "4")
    assert stored(page, key)["record"]["history"] == record["history"]


def test_a_second_tab_never_writes_an_older_table_over_a_newer_one(page: Page) -> None:
    """Tab A plays on while tab B shows the same game: B follows A's saves as they come, and A
    follows B's; B, looking back while A played, comes back to A's table; and B never saves
    over a save it has not seen (one written by a third tab, say): it takes that one instead."""
    open_table(page, "new=plinius&seed=31337")
    play(page, 2)
    key = save_key(page)
    other = page.context.new_page()
    try:
        other.add_init_script("window.fgHowtoOff = true")
        open_app(other, "play=" + key.removeprefix("fg:save:"))
        expect(other.locator("[data-game]")).to_have_attribute("data-moves", "2")
        play(page, 6)
        expect(other.locator("[data-game]")).to_have_attribute("data-moves", "8")
        expect(other.locator("#game")).to_contain_text("moved on in another tab")
        play(other, 1)
        expect(page.locator("[data-game]")).to_have_attribute("data-moves", "9")
        assert len(stored(page, key)["record"]["history"]) == 9
        # B looks back while A plays on; back at the table, B shows A's game.
        other.locator("#game [data-cmd=lobby]").click()
        other.locator(f'[data-replay-key="{key}"]').click()
        expect(other.locator("[data-replay-step]")).to_be_visible()
        play(page, 3)
        other.locator("[data-cmd=replay-exit]").click()
        expect(other.locator("[data-game]")).to_have_attribute("data-moves", "12")
        # A save B was not told of: B's own page writes it, so no event tells B.
        entry = stored(page, key)
        entry["saves"] += 1
        other.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(entry)])
        control = other.locator("#board [data-action=draw]")
        if not control.count():
            control = other.locator("#game [data-action=done]:visible").first
        control.click()
        if control.get_attribute("data-confirm"):
            other.locator("dialog[data-confirm-for] [data-action]").click()
        expect(other.locator("#game")).to_contain_text("moved on in another tab")
        assert stored(other, key) == entry  # not written over
        expect(other.locator("[data-game]")).to_have_attribute("data-moves", "12")
    finally:
        other.close()


def test_a_nested_link_is_refused_at_once_and_the_app_lives_on(page: Page) -> None:
    """The 51-character link of 10,000 nested lists gets a message within a second; then a game
    opens as ever."""
    page.locator("#lobby").wait_for()
    began = time.monotonic()
    go_to(page, NESTED_LINK)
    expect(page.locator("#notice")).to_contain_text("cannot be opened", timeout=5_000)
    assert time.monotonic() - began < 1.5
    open_table(page, PLINIUS)
    play(page, 1)


def test_exporting_a_game_in_play_from_the_lobby_warns_first(page: Page) -> None:
    """The lobby's Export of a game in play says the file holds every hand and the shuffle;
    declined, nothing is downloaded; accepted, the file comes."""
    open_table(page, "new=plinius&seed=5150")
    play(page, 2)
    key = save_key(page)
    page.locator("#game [data-cmd=lobby]").click()
    asked: list[str] = []

    def decline(dialog: Any) -> None:
        asked.append(dialog.message)
        dialog.dismiss()

    page.once("dialog", decline)
    downloads: list[Any] = []

    def downloaded(download: Any) -> None:
        downloads.append(download)

    page.on("download", downloaded)
    page.locator(f'[data-export-key="{key}"]').click()
    page.wait_for_timeout(300)
    assert asked and "every hand and the shuffle" in asked[0]
    assert downloads == []
    page.once("dialog", lambda dialog: dialog.accept())
    with page.expect_download() as download:
        page.locator(f'[data-export-key="{key}"]').click()
    assert download.value.suggested_filename.startswith("plinius-")
    page.remove_listener("download", downloaded)


def test_the_app_starts_with_a_nested_saved_game_in_storage(page: Page) -> None:
    """A saved game hand-edited into 100,000 nested lists is listed as damaged; the app runs."""
    page.evaluate(
        "() => localStorage.setItem('fg:save:nested', '['.repeat(100000) + ']'.repeat(100000))"
    )
    try:
        page.reload()
        wait_for_python(page)
        expect(page.locator("#saved-list")).to_contain_text("A damaged saved game")
        go_to(page, "play=nested")
        expect(page.locator("#notice")).to_contain_text("cannot be opened", timeout=5_000)
    finally:
        page.evaluate("() => localStorage.removeItem('fg:save:nested')")
