"""What a screen reader hears at For Fame & Fortune's table (issue 29): right after Start, a
reviewer found "Player 4 has chosen 5 cards to pass." twice in the page's text, the second time
(the live region announcing it) with stray invisible characters (the names' isolates)."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.e2e.conftest import LAPTOP, open_table

# Every text the live region is given, as the page sets it.
RECORD = """() => {
    window.__said = [];
    const region = document.getElementById('announce');
    new MutationObserver(() => window.__said.push(region.textContent))
        .observe(region, {childList: true, characterData: true, subtree: true});
}"""
LINE = "Player\u00a04 has chosen 5 cards to pass."


def test_a_bots_draft_line_is_announced_once_in_plain_words_and_read_once(
    shared_page: Page,
) -> None:
    """The line is said through the live region without isolates, and once said the region
    empties, so that the page's text holds it once: in the log."""
    page = shared_page
    page.set_viewport_size(LAPTOP)
    page.evaluate(RECORD)
    open_table(page, "new=fame_fortune&players=4&bots=2,3,4&rounds=2&seed=3", bot_delay=300)
    page.wait_for_function(
        "() => window.__said.some((text) => text.includes('has chosen 5 cards to pass'))",
        timeout=20_000,
    )
    said = page.evaluate("() => window.__said")
    assert not [text for text in said if "\u2068" in text or "\u2069" in text], said
    page.wait_for_function(  # Player 4's line written (the region empties sooner now)
        "(line) => document.getElementById('log').textContent.includes(line)",
        arg=LINE,
        timeout=20_000,
    )
    page.wait_for_function(
        "() => document.getElementById('announce').textContent === ''", timeout=15_000
    )
    text = page.evaluate("() => document.body.innerText").replace("\u00a0", " ")
    assert text.count(LINE.replace("\u00a0", " ")) == 1, text


# At each change of the page: whose move it is, and how often the page's text holds the line.
TWICE = """() => {
    window.__twice = [];
    new MutationObserver(() => {
        const text = document.body.innerText.replaceAll('\\u00a0', ' ');
        window.__twice.push([document.querySelector('[data-game]')?.dataset.toMove,
                             text.split('Player 3 has chosen 5 cards to pass.').length - 1]);
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
}"""


def test_the_last_bots_draft_line_is_not_read_twice_while_the_next_bot_chooses(
    shared_page: Page,
) -> None:
    """A reviewer read "Player 3 has chosen 5 cards to pass" twice while Player 4 chose (the log
    and the live region, which held it 6 s): by the time Player 4 has chosen, the page's text
    holds it once, in the log."""
    page = shared_page
    page.set_viewport_size(LAPTOP)
    page.evaluate(TWICE)
    open_table(page, "new=fame_fortune&players=4&bots=2,3,4&rounds=2&seed=3", bot_delay=350)
    page.wait_for_function(
        "() => document.querySelector('[data-game]')?.dataset.toMove === '0'", timeout=30_000
    )
    seen = page.evaluate("() => window.__twice")
    fourth = [count for to_move, count in seen if to_move == "3"]
    assert fourth and max(fourth) >= 1 and fourth[-1] == 1, fourth
