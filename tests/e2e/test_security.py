"""Security in Chromium: the app plays under its Content-Security-Policy, script smuggled into the
page does not run, a typed name is text wherever it shows, and Share says what a link of a game
with hidden hands gives away.

Tests that only open a table share one started page (Python starts once)."""

from __future__ import annotations

from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

import build
from tests.e2e.conftest import (
    SNAPSHOTS_OFF,
    draw_or_done,
    open_app,
    open_table,
    show_finished_games,
)

INSTANT_BOTS = "try { localStorage.setItem('fg:settings', '{\"botDelay\": 0}') } catch (e) {}"
# A name of at most 24 characters that would add an element, and turn an entity into "&", if
# anything put it into the page as HTML.
HOSTILE = "<i id=pwn>A&amp;</i>"


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def test_the_app_plays_under_its_policy(page: Page) -> None:
    """Python starts, a game is played by clicks, and the browser reports no violation (the
    guard fails the test on any, and on any console error)."""
    open_table(page, "new=plinius&seed=3")
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert policy == build.CONTENT_SECURITY_POLICY
    for _ in range(4):
        draw_or_done(page)
    page.get_by_role("button", name="Rules").click()  # a fetch of the site's own file
    expect(page.locator("dialog[open]")).to_contain_text("Vesuvius")
    assert page.evaluate("() => window.__cspViolations || []") == []


def test_script_smuggled_into_the_page_does_not_run(browser: Browser, base_url: str) -> None:
    """Inline script, an inline handler and a script from another host are all refused.

    (A context of its own: the refusals are console errors, which the guard would count.)
    """
    context = browser.new_context(base_url=base_url)
    context.add_init_script(SNAPSHOTS_OFF)
    try:
        context.add_init_script(
            "addEventListener('securitypolicyviolation',"
            " (e) => (window.__refused = window.__refused || [])"
            ".push(`${e.violatedDirective} ${e.blockedURI}`), true)"
        )
        page = open_app(context.new_page())
        outcome = page.evaluate(
            """async () => {
                const script = document.createElement("script");
                script.textContent = "window.__ran = 'inline script'";
                document.body.append(script);
                document.body.insertAdjacentHTML("beforeend",
                    '<img src="./no-such-image" onerror="window.__ran = \\'inline handler\\'">');
                const outside = document.createElement("script");
                outside.src = "https://example.com/evil.js";
                document.body.append(outside);
                await new Promise((resolve) => setTimeout(resolve, 500));
                return {ran: window.__ran || null, refused: window.__refused};
            }"""
        )
        assert outcome["ran"] is None
        assert {
            "script-src-elem inline",
            "script-src-attr inline",
            "script-src-elem https://example.com/evil.js",
        } <= set(outcome["refused"])
    finally:
        context.close()


def test_a_typed_name_is_text_at_the_table_at_the_end_and_in_the_lobby(
    context: BrowserContext,
) -> None:
    """(A page of its own: its game must be the only one saved, the first in the lobby.)"""
    context.add_init_script(INSTANT_BOTS)
    page = open_app(context.new_page(), f"new=plinius&seed=5&names={quote(HOSTILE)}")
    expect(page.locator("[data-game=plinius]")).to_be_visible()
    expect(page.locator("#game")).to_contain_text(HOSTILE)
    # The bot plays the game to its end.
    page.get_by_role("button", name="Autoplay to the end").click()
    expect(page.locator("[data-game]")).to_have_attribute("data-over", "true", timeout=60_000)
    expect(page.locator("#result")).to_contain_text(HOSTILE)
    page.get_by_role("button", name="Lobby").click()
    show_finished_games(page)
    saved = page.locator("#finished-list li").first
    expect(saved).to_contain_text(HOSTILE)
    assert page.locator("#pwn").count() == 0
    page.locator("#finished-list [data-open]").first.click()  # and again at the end screen
    expect(page.locator("#result")).to_contain_text(HOSTILE)
    assert page.locator("#pwn").count() == 0


def test_share_says_a_hidden_hands_link_holds_every_hand(page: Page) -> None:
    open_table(page, "new=fame_fortune&players=2&bots=2&seed=4")
    page.get_by_role("button", name="Share").click()
    dialog = page.locator("dialog[open]")
    expect(dialog).to_contain_text("This link holds every hand.")
    expect(dialog).to_contain_text("every player's hand and the cards still to come")
    dialog.get_by_role("button", name="Close").click()
    # A game with nothing hidden says it may be sent to the next player instead.
    open_table(page, "new=plinius&seed=4")
    page.get_by_role("button", name="Share").click()
    expect(page.locator("dialog[open]")).to_contain_text("Send this link to the next player")
    expect(page.locator("dialog[open]")).not_to_contain_text("every hand")
    # Its deck is shuffled, so the link holds the coming cards: for this game's players only.
    expect(page.locator("dialog[open]")).to_contain_text("the shuffle included")
    expect(page.locator("dialog[open]")).to_contain_text("players of this game only")
