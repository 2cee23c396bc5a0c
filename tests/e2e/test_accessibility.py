"""Accessibility in Chromium: axe-core finds no serious or critical fault on the lobby, on each
game's table (its hand-off screen and dialogs included), every control is reached by the Tab key
and shows where the focus is, and what happens at the table is announced to screen readers.

The tables are opened with names that would be markup if the page took them for HTML: they must
stay text (the guard also fails a test on any script that ran or was refused).
"""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.e2e.conftest import axe_violations, open_app, open_table, serious

NAMES = ["<i id=pwn>A&amp;</i>", "Bo <b id=pwn2>"]
TABLES = {
    "plinius": "new=plinius&seed=3",
    "eurobusiness": "new=eurobusiness&players=2&seed=3",
    "fortuna": "new=fortuna&players=2&seed=3",
    "fame_fortune": "new=fame_fortune&players=2&seed=3",
}
# What reacts to a click (the app's hooks) but could not take the keyboard's focus.
CLICK_ONLY = """() => {
    const hooks = document.querySelectorAll("[data-action], [data-select], [data-cmd]");
    return Array.from(hooks).filter((node) => node.checkVisibility({visibilityProperty: true})
        && !node.matches("a[href], button, input, select, textarea, summary")
        && !(node.tabIndex >= 0 && node.hasAttribute("tabindex")))
        .map((node) => node.outerHTML.slice(0, 120));
}"""
# Marks every control a keyboard should reach, and reports them by a number.
MARK_CONTROLS = """() => {
    const selector = 'a[href], button, input, select, textarea, summary,'
        + ' [tabindex]:not([tabindex="-1"])';
    const controls = Array.from(document.querySelectorAll(selector)).filter((node) =>
        !node.disabled && !node.closest("[hidden], [inert], details:not([open]) > :not(summary)")
        && node.checkVisibility({visibilityProperty: true}));
    controls.forEach((node, index) => { node.dataset.kb = String(index); });
    return controls.length;
}"""
# How many lines the log holds so far (it shows the last ones, numbered from `start`).
LOG_LINES = """() => {
    const log = document.getElementById("log");
    return log ? log.start + log.children.length - 1 : 0;
}"""
FOCUSED = """() => {
    const node = document.activeElement;
    if (!node || node.dataset.kb === undefined) return null;
    const style = getComputedStyle(node);
    return {index: Number(node.dataset.kb), visible: node.matches(":focus-visible")
        && style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2,
        what: node.outerHTML.slice(0, 120)};
}"""


def assert_no_serious_fault(page: Page, where: str) -> None:
    # Measured at rest: a card turning in (opacity 0.4 at first) is not a contrast fault.
    page.wait_for_function(
        "() => document.getAnimations().every((a) => a.playState !== 'running'"
        " || a.effect.getTiming().iterations === Infinity)"
    )
    found = serious(axe_violations(page))
    assert found == [], f"{where}:\n" + "\n".join(found)


def assert_every_control_is_reached_with_a_visible_focus(page: Page, where: str) -> None:
    """Whatever a click works is a control a keyboard can reach; Tab from the top of the page
    round to the top again gives every control the focus, and the focus shows (an outline of at
    least 2 px)."""
    unreachable = page.evaluate(CLICK_ONLY)
    assert unreachable == [], f"{where}: works by click but takes no focus: {unreachable}"
    count = page.evaluate(MARK_CONTROLS)
    assert count > 0
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    reached: set[int] = set()
    hidden_focus = []
    for _ in range(count + 5):
        page.keyboard.press("Tab")
        focused = page.evaluate(FOCUSED)
        if focused is None:
            continue
        reached.add(focused["index"])
        if not focused["visible"]:
            hidden_focus.append(focused["what"])
    missed = page.evaluate(
        "(reached) => Array.from(document.querySelectorAll('[data-kb]'))"
        ".filter((n) => !reached.includes(Number(n.dataset.kb)))"
        ".map((n) => n.outerHTML.slice(0, 120))",
        sorted(reached),
    )
    assert missed == [], f"{where}: not reached by Tab: {missed}"
    assert hidden_focus == [], f"{where}: focus not visible on {hidden_focus}"


def assert_names_are_text(page: Page) -> None:
    assert page.locator("#pwn, #pwn2").count() == 0
    for name in NAMES:
        expect(page.locator("#game")).to_contain_text(name)


def test_the_lobby(context: BrowserContext) -> None:
    saved = {"record": {}, "title": "Eurobusiness", "summary": f"{NAMES[0]}, Bo: move 3"}
    over = {"players": [NAMES[1], "Bo"], "over": True, "winners": [NAMES[1]]}
    ended = {"record": {}, "title": "Fortuna", "summary": over}
    for key, entry in (("0", saved), ("1", ended)):
        text = json.dumps(json.dumps(entry))
        store = f"localStorage.setItem('fg:save:{key}', {text})"
        context.add_init_script(f"try {{ {store} }} catch {{}}")
    page = open_app(context.new_page())
    expect(page.locator("#saved-list")).to_contain_text(NAMES[0])  # a typed name, as text
    page.locator("#finished summary").click()  # the finished games, folded until asked for
    expect(page.locator("#finished-list")).to_contain_text(NAMES[1])
    assert page.locator("#pwn").count() == 0
    assert_no_serious_fault(page, "the lobby")
    assert_every_control_is_reached_with_a_visible_focus(page, "the lobby")
    page.get_by_role("button", name="New game of Eurobusiness").click()
    expect(page.locator("#new-game")).to_be_visible()
    assert_no_serious_fault(page, "the new-game form")
    assert_every_control_is_reached_with_a_visible_focus(page, "the new-game form")


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


@pytest.mark.parametrize("game", sorted(TABLES))
def test_each_table(page: Page, game: str) -> None:
    """(The tables share one started page: each is opened by its `#new` link.)"""
    names = ",".join(quote(name) for name in NAMES[: 1 if game == "plinius" else 2])
    open_table(page, f"{TABLES[game]}&names={names}")
    expect(page.locator(f"[data-game={game}]")).to_be_visible()
    if game == "fame_fortune":  # two humans with hidden hands: the hand-off screen first
        assert_no_serious_fault(page, "the hand-off screen")
        page.keyboard.press("Enter")  # the reveal button has the focus
        expect(page.locator("#board")).to_be_visible()
    names_shown = NAMES[:1] if game == "plinius" else NAMES
    assert page.locator("#pwn, #pwn2").count() == 0
    for name in names_shown:
        expect(page.locator("#game")).to_contain_text(name)
    assert_no_serious_fault(page, f"the {game} table")
    assert_every_control_is_reached_with_a_visible_focus(page, f"the {game} table")

    # A move made with the keyboard is announced from a live region that outlives the redraw.
    announcer = page.locator("#announce")
    assert announcer.get_attribute("aria-live") == "polite"
    page.evaluate("() => { document.getElementById('announce').dataset.kept = 'yes'; }")
    lines = page.evaluate(LOG_LINES)
    used: set[str] = set()
    for _ in range(12):  # until a move adds to the log (choosing a card to pass does not)
        if page.locator("[data-handoff]").count():
            page.locator("[data-reveal]").focus()
            page.keyboard.press("Enter")
            expect(page.locator("#board")).to_be_visible()
        if page.evaluate(LOG_LINES) > lines:
            break
        codes = page.locator("#game [data-action]:visible").evaluate_all(
            "(nodes) => nodes.map((node) => node.dataset.action)"
        )
        code = next(code for code in codes if code not in used)
        used.add(code)
        page.locator(f'#game [data-action="{code}"]:visible').first.focus()
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"() => document.querySelector('[data-handoff]') !== null"
            f" || document.querySelector('[data-game]').dataset.moves === '{len(used)}'"
        )
    assert page.evaluate(LOG_LINES) > lines, "no move added to the log"
    expect(announcer).to_contain_text(page.locator("#log li").last.inner_text())
    assert announcer.get_attribute("data-kept") == "yes"
    assert_no_serious_fault(page, f"the {game} table after a move")

    # The dialogs, opened and closed by keyboard.
    for command, title in (("rules", "Rules of"), ("share", "Share this game")):
        page.locator(f"[data-cmd={command}]").focus()
        page.keyboard.press("Enter")
        dialog = page.locator("dialog[open]")
        expect(dialog).to_contain_text(title)
        assert page.evaluate(
            "() => document.querySelector('dialog').contains(document.activeElement)"
        )
        assert_no_serious_fault(page, f"the {command} dialog of {game}")
        page.keyboard.press("Escape")
        expect(page.locator("dialog[open]")).to_have_count(0)
