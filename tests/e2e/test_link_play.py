"""Play by link as friends do (docs/rulings.md "Play by link"), in Chromium at 1280x800: three
browser profiles, three devices, one player each. The first device starts the game and, sharing
it, says it plays Ann; each link is passed by the "Send to" the table offers, opened on the
receiver's device, which says once whom it plays, hears the story of the moves since, and acts
only for its own seat. Moves with one choice play themselves where the game is; a relay counts
the hand-overs.

Each device chooses its moves as the game's default bot would, from the game its page saved,
among the moves the page offers (a free amount the bot would type is left for a listed one).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest
from playwright.sync_api import Page, expect

import pygames
from pygames.core import choose
from tests.e2e.conftest import LAPTOP, NewContext, open_app, saved_state
from tests.e2e.estate import click, offered

NAMES = ("Ann", "Bo", "Cy")
# What a device does when the bot's move is not one the page offers (a typed amount).
FALLBACK = ("buy", "roll", "lot", "stay", "finish", "end", "decline", "pass", "trade:refuse")
SETTLED = """() => {
    const game = document.querySelector('[data-game]');
    if (!game || document.querySelector('[data-arrival-step]')) return false;
    if (game.dataset.over === 'true' || document.querySelector('[data-other-device]')) return true;
    return document.querySelector('#game [data-action]:not([data-refused])') !== null;
}"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


@dataclass
class Relay:
    """The devices (a page each, playing seat = index) and what passed between them."""

    devices: list[Page]
    game: str
    holder: int = 0
    handovers: int = 0
    moves: dict[int, int] = field(default_factory=dict)  # clicks made by each device
    rng: random.Random = field(default_factory=lambda: random.Random(7))

    def settle(self) -> Page:
        page = self.devices[self.holder]
        page.wait_for_function(SETTLED, timeout=30_000)
        return page

    def step(self) -> bool:
        """One decision on the device holding the game: a move of its own seat, or the link
        sent on to the device whose seat is to move. False once the game is over."""
        page = self.settle()
        game = page.locator("[data-game]")
        if game.get_attribute("data-over") == "true":
            return False
        seat = int(game.get_attribute("data-to-move") or "-1")
        other = page.locator("[data-other-device]")
        if other.count():
            assert seat != self.holder and other.get_attribute("data-other-device") == str(seat)
            self.send(page, seat)
            return True
        assert seat == self.holder, f"device {self.holder} was offered seat {seat}'s move"
        assert game.get_attribute("data-mine") == str(self.holder)
        self.play(page)
        return True

    def play(self, page: Page) -> None:
        codes = offered(page)
        state = saved_state(page)
        wanted = choose(pygames.game(self.game).make_bot(), state, self.rng)
        chosen = wanted if wanted in codes else None
        if chosen is None:
            chosen = next(
                (c for p in FALLBACK for c in codes if c == p or c.startswith(p + ":")), codes[0]
            )
        click(page, chosen)
        self.moves[self.holder] = self.moves.get(self.holder, 0) + 1

    def send(self, page: Page, seat: int) -> None:
        """The table's "Send to Bo": the link, opened on Bo's device."""
        page.locator("#game [data-cmd=send]").first.click()
        dialog = page.locator("dialog[data-share]")
        expect(dialog.locator(f'[data-share-next="{seat}"]')).to_contain_text(NAMES[seat])
        link = page.locator("#share-link").input_value()
        dialog.locator("[data-cmd=close]").click()
        receiver = self.devices[seat]
        receiver.evaluate("(link) => { location.href = link; }", link)
        asked = receiver.locator("dialog[data-seats]")
        receiver.wait_for_function(
            "() => document.querySelector('[data-game]') !== null"
            " && location.hash.startsWith('#play=')"
        )
        if asked.count() and asked.is_visible():
            for box in asked.locator("input[data-seat-mine]").all():
                box.set_checked(box.get_attribute("data-seat-mine") == str(seat))
            asked.locator("[data-cmd=seats-go]").click()
            expect(asked).to_be_hidden()
        skip = receiver.locator("[data-cmd=arrival-skip]")
        if skip.count() and skip.is_visible():
            skip.click()
        self.holder = seat
        self.handovers += 1


def devices(fresh_context: NewContext, base_url: str, game: str, options: str) -> Relay:
    """Three devices with the app started; the first starts the game and, sharing it, says it
    plays Ann (seat 0) only."""
    pages = []
    for _ in NAMES:
        context = fresh_context(base_url=base_url, viewport=LAPTOP)
        page = open_app(context.new_page())
        page.evaluate("() => localStorage.setItem('fg:settings', '{\"botDelay\": 0}')")
        pages.append(page)
    first = pages[0]
    first.evaluate(
        "(f) => { location.hash = f; }", f"#new={game}&players=3&names=Ann,Bo,Cy&{options}"
    )
    first.wait_for_function("() => location.hash.startsWith('#play=')")
    first.locator("#game [data-cmd=share]").click()
    dialog = first.locator("dialog[data-share]")
    for box in dialog.locator("input[data-seat-mine]").all():
        box.set_checked(box.get_attribute("data-seat-mine") == "0")
    # Ticked is said: the seats are this device's once the dialog closes, sent or not.
    dialog.locator("[data-cmd=close]").click()
    expect(first.locator("[data-game]")).to_have_attribute("data-mine", "0")
    return Relay(pages, game)


def test_a_game_started_from_the_lobby_asks_who_plays_on_this_device(
    fresh_context: NewContext, base_url: str
) -> None:
    """Friends each on a phone: the new-game form's game of three humans asks at once which
    seats this device plays; Ann's alone, the draw for the order of play makes itself, and the
    others' seats are closed here."""
    page = open_app(fresh_context(base_url=base_url, viewport=LAPTOP).new_page())
    page.evaluate("() => localStorage.setItem('fg:settings', '{\"botDelay\": 0}')")
    page.get_by_role("button", name="New game of Eurobusiness").click()
    page.locator("#new-players").select_option("3")
    for seat, name in enumerate(NAMES):
        page.get_by_label(f"Name of player {seat + 1}").fill(name)
        page.get_by_label(f"Who plays seat {seat + 1}").select_option("human")
    page.get_by_role("button", name="Start").click()
    asked = page.locator("dialog[data-seats]")
    expect(asked).to_contain_text("Bo")
    for box in asked.locator("input[data-seat-mine]").all():
        box.set_checked(box.get_attribute("data-seat-mine") == "0")
    asked.locator("[data-cmd=seats-go]").click()
    game = page.locator("[data-game=eurobusiness]")
    expect(game).to_have_attribute("data-mine", "0")
    page.wait_for_function(SETTLED)
    seat = int(game.get_attribute("data-to-move") or "-1")
    if seat == 0:
        expect(page.locator("#game [data-action]").first).to_be_attached()
    else:
        expect(page.locator(f'[data-other-device="{seat}"]')).to_contain_text(NAMES[seat])
        expect(page.locator("#game [data-cmd=send]").first).to_be_visible()


def test_a_whole_eurobusiness_game_is_relayed_between_three_devices(
    fresh_context: NewContext, base_url: str
) -> None:
    relay = devices(fresh_context, base_url, "eurobusiness", "rounds=5&seed=12")
    for _ in range(600):
        if not relay.step():
            break
    final = relay.devices[relay.holder]
    expect(final.locator("[data-game]")).to_have_attribute("data-over", "true")
    expect(final.locator("#result")).to_be_visible()
    assert set(relay.moves) == {0, 1, 2}, relay.moves  # every device played its own seat
    state = saved_state(final)
    assert state.over and relay.handovers >= 3
    print(f"eurobusiness: {relay.handovers} hand-overs, {len(state.history)} moves")


@pytest.mark.parametrize(
    ("game", "options", "handovers"),
    [("fortuna", "rounds=2&seed=5", 12), ("fuldrigger", "rounds=2&seed=4", 12)],
)
def test_several_rounds_are_relayed_between_three_devices(
    fresh_context: NewContext, base_url: str, game: str, options: str, handovers: int
) -> None:
    relay = devices(fresh_context, base_url, game, options)
    while relay.handovers < handovers and relay.step():
        pass
    assert relay.handovers >= handovers or saved_state(relay.devices[relay.holder]).over
    assert set(relay.moves) == {0, 1, 2}, relay.moves
    # The device holding the game has every move the others made: one game, passed round.
    held = saved_state(relay.devices[relay.holder])
    for seat, page in enumerate(relay.devices):
        if seat != relay.holder and relay.moves.get(seat):
            theirs = saved_state(page).history
            assert held.history[: len(theirs)] == theirs


def test_playing_for_another_device_once_is_asked_first(page: Page) -> None:
    """ "Play for Bo this once" takes Bo's seat on this device only when confirmed: cancelled,
    Bo's controls stay closed; confirmed, the table says this device plays for Bo now."""
    page.evaluate("() => { location.hash = '#new=eurobusiness&players=3&names=Ann,Bo,Cy&seed=12' }")
    page.wait_for_function("() => location.hash.startsWith('#play=')")
    page.locator("#game [data-cmd=share]").click()
    page.locator("dialog[data-share] [data-cmd=close]").click()  # Ann, ticked, is this device's
    closed = page.locator('[data-other-device="1"]')  # the draw made itself: Bo starts
    expect(closed).to_contain_text("Bo")
    page.locator("#game [data-cmd=play-once]").click()
    asked = page.locator("dialog[data-once]")
    expect(asked).to_contain_text("Bo plays on their own device")
    asked.get_by_role("button", name="Cancel").click()
    expect(closed).to_be_visible()
    page.locator("#game [data-cmd=play-once]").click()
    asked.locator("[data-cmd=play-once-go]").click()
    expect(closed).to_have_count(0)
    expect(page.locator("#game")).to_contain_text("This device makes Bo's moves now")
    expect(page.locator('#game [data-action="roll"]').first).to_be_attached()
