"""Driving the estate table (Eurobusiness, Fortuna) through clicks, as a player would: each
action is taken where the table offers it (a space, a token, a deed's chip, the panel), and only
what has no place is looked for in the collapsed list of every move."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TypeVar

from playwright.sync_api import Locator, Page

import pygames
from pygames.core import Record
from pygames.estate.state import EstateState
from pygames.eurobusiness import EurobusinessState
from pygames.fortuna.state import FortunaState
from tests.e2e.conftest import click_and_confirm, moves, wait_for_move

NAMES = ["Ann", "Bo", "Cy", "Di"]
S = TypeVar("S", bound=EstateState)
Found = TypeVar("Found")
GAME_OF: dict[type[EstateState], str] = {EurobusinessState: "eurobusiness", FortunaState: "fortuna"}
# Every overlay on the board shown: a decision about a space waits for the pawn to arrive
# (motion.mjs "arrive"), and a player looks once it is there.
ARRIVED = """() => [...document.querySelectorAll('#game .overlay')].every(
  (o) => getComputedStyle(o).visibility === 'visible')"""
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
    first (proposing the end) is confirmed in its dialog. A player looks once the deed landed
    on shows (when the pawn is on it)."""
    page.wait_for_function(ARRIVED, timeout=5_000)
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


def wait_for_turn(page: Page, limit_ms: int = 30_000) -> list[str]:
    """Wait until the human may act again; the codes offered then."""
    page.wait_for_function(
        "() => document.querySelectorAll('#game [data-action]').length > 0"
        " || document.querySelector('[data-game]').dataset.over === 'true'",
        timeout=limit_ms,
    )
    return offered(page)


def act(page: Page, code: str) -> None:
    """Click the control for `code` where the table shows it (the list of every move if it has
    no place), and wait for the move; as a player, once the deed landed on shows."""
    before = moves(page)
    page.wait_for_function(ARRIVED, timeout=5_000)
    control = page.locator(f'#game [data-action="{code}"]:visible').first
    if not control.count():
        page.locator("#all-moves > summary").click()
        control = page.locator(f'#all-moves [data-action="{code}"]').first
    control.click()
    wait_for_move(page, before)


def play(page: Page, until: str, preference: tuple[str, ...] = ("roll", "decline")) -> None:
    """Play the human seat by `preference` until the JavaScript condition `until` holds."""
    for _ in range(200):
        if page.evaluate(f"() => Boolean({until})") or over(page):
            return
        codes = wait_for_turn(page)
        if page.evaluate(f"() => Boolean({until})"):
            return
        act(page, next((c for c in preference if c in codes), codes[0]))
    raise AssertionError(f"never: {until}")


def wait_for_a_bots_move(page: Page) -> None:
    before = moves(page)
    assert to_move(page) != "0", "a bot must be to move"
    wait_for_move(page, before)


BOTS_TO_MOVE = "document.querySelector('[data-game]').dataset.toMove !== '0'"


# Whether a pawn is in sight on the board: inside the board's box, under no fixed bar or
# overlay.
PAWN_SEEN = """(id) => {
  const box = document.querySelector("[data-follow-box]").getBoundingClientRect();
  const pawn = document.getElementById(id).getBoundingClientRect();
  const inside = pawn.left >= box.left && pawn.right <= box.right
    && pawn.top >= box.top && pawn.bottom <= box.bottom;
  const covers = [...document.querySelectorAll("#decision, .overlay")].filter(
    (node) => getComputedStyle(node).position === "fixed").some((node) => {
      const over = node.getBoundingClientRect();
      return over.width && pawn.bottom > over.top && pawn.top < over.bottom
        && pawn.right > over.left && pawn.left < over.right;
    });
  return inside && !covers;
}"""


def position(
    kind: type[S],
    wanted: Callable[[S], Found | None],
    seeds: int,
    options: dict[str, object] | None = None,
    *,
    ended: bool = False,
) -> tuple[Record, Found]:
    """A game of four humans of `kind`'s game, played by the default players until `wanted`
    finds in the state, before its next move, what a test looks for (the record, and what was
    found). `ended`: the finished game is asked too, for a test of the end's screen."""
    game = pygames.game(GAME_OF[kind])
    for seed in range(seeds):
        state = game.new(4, seed, options or {})
        assert isinstance(state, kind)
        rng = random.Random(seed)
        while len(state.history) < 4000 and (ended or not state.over):
            found = wanted(state)
            if found is not None:
                record = Record(
                    game.id, game.version, 4, NAMES, ["human"] * 4, seed,
                    state.options, list(state.history),
                )  # fmt: skip
                return record, found
            if state.over:
                break
            state.apply(state.rollout_action(rng))
    raise LookupError(f"no game reaches the position: {wanted.__doc__}")


def may_trade(state: EurobusinessState) -> tuple[int, int] | None:
    """The player to move, before rolling, owns a deed and may offer a trade to a player who
    owns one too: (that player, the partner)."""
    seat = state.current
    if state.phase == "turn" and state.step == "pre" and state.deeds[seat]:
        codes = state.legal_actions()
        partners = [p for p in range(4) if f"trade:with:{p}" in codes and state.deeds[p]]
        if partners:
            return seat, partners[0]
    return None


def trading(state: EstateState) -> tuple[int, int, int] | None:
    """The player to move, before moving, may offer a trade of a deed of theirs (its set not
    built) to a player who owns one too: (that player, the partner, the deed)."""
    seat = state.current
    if state.phase != "turn" or state.step != "pre" or not state.deeds[seat]:
        return None
    codes = state.legal_actions()
    partner = next((p for p in range(4) if f"trade:with:{p}" in codes and state.deeds[p]), None)
    if partner is None:
        return None
    probe = state.clone()
    probe.apply(f"trade:with:{partner}")
    legal = probe.legal_actions()
    deed = next((d for d in state.deeds[seat] if f"trade:give:{d}" in legal), None)
    return None if deed is None else (seat, partner, deed)


# Where a phone's round line stands: its box, the board's, the game's name's (its text) and the
# header's commands'; it must lie clear of all three, inside the screen.
ROUND_LINE = """() => {
  const box = (node) => { const r = node.getBoundingClientRect();
    return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height}; };
  const name = document.createRange();
  name.selectNodeContents(document.querySelector("#game .table-head h1"));
  const r = name.getBoundingClientRect();
  return {line: box(document.querySelector("#game [data-board-round]")),
    board: box(document.querySelector("#game .board-zoom")),
    name: {left: r.left, right: r.right, top: r.top, bottom: r.bottom},
    commands: box(document.querySelector("#game .table-commands")), width: innerWidth};
}"""


def round_line_clear(page: Page) -> None:
    """Check that a phone's round line takes its own strip: over no space of the board, the
    game's name nor a command, whole on the screen."""
    at = page.evaluate(ROUND_LINE)
    line, board, name, commands = at["line"], at["board"], at["name"], at["commands"]
    assert line["height"] >= 14 and line["bottom"] <= board["top"], at
    assert line["left"] >= name["right"] and line["right"] <= at["width"], at
    assert line["bottom"] <= commands["top"] + 1, at
