"""Driving the estate table (Eurobusiness, Fortuna) through clicks, as a player would: each
action is taken where the table offers it (a space, a token, a deed's chip, the panel), and only
what has no place is looked for in the collapsed list of every move."""

from __future__ import annotations

from collections.abc import Sequence

from playwright.sync_api import Locator, Page

from tests.e2e.conftest import click_and_confirm, moves, wait_for_move

INSTANT_BOTS = "try { localStorage.setItem('fg:settings', '{\"botDelay\": 0}') } catch (e) {}"


def over(page: Page) -> bool:
    return page.locator("[data-game]").get_attribute("data-over") == "true"


def to_move(page: Page) -> str | None:
    return page.locator("[data-game]").get_attribute("data-to-move")


def offered(page: Page) -> list[str]:
    """Every action the table offers now (on the board, the panel or the list of all moves);
    not a step drawn refused, to say why it is not open (`data-refused`)."""
    codes = page.eval_on_selector_all(
        "#game [data-action]:not([data-refused])", "nodes => nodes.map(n => n.dataset.action)"
    )
    return sorted(set(codes))


def click(page: Page, code: str) -> None:
    """Click the control for `code` where it is drawn; if it has no place, in the list of every
    move (opened first, as a keyboard or screen-reader user would). A step the table asks about
    first (proposing the end) is confirmed in its dialog."""
    placed = page.locator(f'#game [data-action="{code}"]:visible').first
    if not placed.count():
        page.locator("#all-moves > summary").click()
        placed = page.locator(f'#all-moves [data-action="{code}"]').first
    click_and_confirm(page, placed, code)


def amount_input(page: Page, template: str) -> Locator:
    """The field that applies `template`: its own, or one whose list offers it (chosen)."""
    choice = page.locator(f'#game select[data-amount-choice]:has(option[value="{template}"])')
    if choice.count():
        choice.first.select_option(template)
        return choice.first.locator("xpath=ancestor::form").locator("input[data-amount]")
    return page.locator(f'#game input[data-amount="{template}"]').first


def type_amount(page: Page, template: str, amount: str) -> str:
    """Type `amount` into the field for `template` (e.g. "bid:{}"), choosing it first where a
    list beside the field chooses the template (who pays, in a trade); return the note."""
    field = amount_input(page, template)
    field.fill(amount)
    field.dispatch_event("input")
    note = field.locator("xpath=ancestor::form").locator("[data-amount-note]")
    return note.inner_text()


def submit_amount(page: Page, template: str, amount: str) -> None:
    before = moves(page)
    type_amount(page, template, amount)
    amount_input(page, template).press("Enter")
    wait_for_move(page, before)


def play_until_over(page: Page, preference: Sequence[str], limit: int = 3000) -> None:
    """Play the human seats by `preference` (a code or a code's head such as "token:") until the
    game is over; the bots play between."""
    for _ in range(limit):
        if over(page):
            return
        codes = offered(page)
        if not codes:
            page.wait_for_timeout(30)  # the bots are playing
            continue
        chosen = next(
            (
                c
                for p in preference
                for c in codes
                if c == p or (p.endswith(":") and c.startswith(p))
            ),
            None,
        )
        raise_cash = [c for c in codes if c.startswith(("mortgage:", "sell:"))]
        click(page, chosen or (raise_cash or codes)[0])
    raise AssertionError("the game did not end")


def fits(code: str, preference: str) -> bool:
    """`code` is the preferred one, or has the preferred head ("token:" for any token)."""
    return code == preference or (preference.endswith(":") and code.startswith(preference))
