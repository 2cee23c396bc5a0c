"""Links and saves a player can trust, in Chromium at 1280x800 (docs/rulings.md "Nothing is lost"
and "Looking back"): no link, file or tab loses a saved game, a link that cannot be decoded says
so at once and leaves the app running, and an export of a game in play warns as Share does.

Tests that only open tables share one started page (Python starts once); the two-tab test opens
a second tab in the same browser profile, where both tabs share one storage."""

from __future__ import annotations

import json
import random
import re
import time
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import pygames
from pygames.core import Record, choose, encode_link
from pygames.core.record import record_from_json, replay
from pygames.fuldrigger.graph import SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.e2e.conftest import (
    all_seats_here,
    draw_or_done,
    moves,
    open_app,
    open_table,
    saved_state,
    wait_for_move,
    wait_for_python,
)
from tests.e2e.fuldrigger import found_record
from tests.plinius.test_bots import SEED_7003

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
    """The lobby's Export of a game in play says, in the page's own dialog, that the file holds
    every hand and the shuffle; cancelled, nothing is downloaded; confirmed, the file comes."""
    open_table(page, "new=plinius&seed=5150")
    play(page, 2)
    key = save_key(page)
    page.locator("#game [data-cmd=lobby]").click()
    downloads: list[Any] = []

    def downloaded(download: Any) -> None:
        downloads.append(download)

    page.on("download", downloaded)
    page.locator(f'[data-export-key="{key}"]').click()
    asked = page.locator("dialog[data-ask]")
    expect(asked).to_contain_text("every hand and the shuffle")
    asked.get_by_role("button", name="Cancel").click()
    expect(asked).to_have_count(0)
    page.wait_for_timeout(300)
    assert downloads == []
    page.locator(f'[data-export-key="{key}"]').click()
    with page.expect_download() as download:
        page.locator("dialog[data-ask] [data-ask-yes]").click()
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


def fame_in_play(seed: int = 3, steps: int = 14) -> Record:
    """A For Fame & Fortune game of a human (seat 0) and two bots, played under CPython by the
    default bot for every seat until the human decides again after `steps` moves."""
    game = pygames.game("fame_fortune")
    state = game.new(3, seed)
    bot, rng = game.make_bot(game.default_bot), random.Random(seed)
    while len(state.history) < steps or state.to_move != 0:
        state.apply(choose(bot, state, rng))
    assert not state.over
    seats = ["human", game.default_bot, game.default_bot]
    return Record(game.id, game.version, 3, ["Ann", "Bo", "Cy"], seats, seed, {}, state.history)


def test_playing_on_from_a_game_in_play_deals_anew_what_the_device_has_not_seen(
    page: Page,
) -> None:
    """Looking back on a game in play and playing on from its last step with Bo's seat taken
    by a human shows Bo a new hand, never Bo's real one, and says so; Ann's own is kept."""
    record = fame_in_play()
    go_to(page, "g=" + encode_link(record))
    expect(page.locator("[data-game=fame_fortune]")).to_have_attribute("data-to-move", "0")
    key = save_key(page)
    real = replay(record_from_json(stored(page, key)["record"], pygames.GAMES), pygames.GAMES)
    step = len(real.history)
    page.locator("#game [data-cmd=lobby]").click()
    page.locator(f'[data-replay-key="{key}"]').click()
    page.locator("[data-replay=end]").click()
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", str(step))
    page.locator("[data-cmd=fork]").click()
    dialog = page.locator(f"dialog[data-fork='{step}']")
    expect(dialog.locator("[data-fork-redeal]")).to_contain_text("deals anew")
    dialog.locator("[data-fork-seat='1']").select_option("human")
    dialog.locator("[data-cmd=fork-go]").click()
    expect(dialog).to_be_hidden()
    page.locator("[data-reveal]").click()  # two humans now: Ann takes the device
    expect(page.locator("#game")).to_contain_text("dealt anew")
    fork = stored(page, save_key(page))["record"]
    assert fork["redeal"][0]["at"] == step and fork["redeal"][0]["seen"] == [0]
    dealt = replay(record_from_json(fork, pygames.GAMES), pygames.GAMES)
    at_fork = dealt if len(dealt.history) == step else None
    assert at_fork is not None, "the fork waits for Ann, who was to move"
    assert at_fork.view(0)["hand"] == real.view(0)["hand"]
    assert sorted(at_fork.view(1)["hand"]) != sorted(real.view(1)["hand"])
    assert stored(page, key)["record"]["history"] == real.history  # the game in play is whole


def test_a_ship_may_come_back_to_the_harbour_it_left_by_clicks(page: Page) -> None:
    """Fuldrigger: a ship that starts its turn in a harbour sails out and back into it the
    same turn, each leg a click on the map's lit place (the rulebook forbids only entering
    and leaving a harbour in one turn)."""

    def out_and_back(state: FuldriggerState) -> bool:
        return bool(legs(state))

    record = found_record(out_and_back, rounds=6)
    state = replay(record, pygames.GAMES)
    assert isinstance(state, FuldriggerState)
    ship, out, home = legs(state)[0]
    go_to(page, "g=" + encode_link(record))
    expect(page.locator("[data-game=fuldrigger]")).to_have_attribute(
        "data-moves", str(len(record.history))
    )
    for code in (f"sail:{ship}:{out}", f"sail:{ship}:{home}"):
        before = moves(page)
        if not page.locator("#all-moves[open]").count():
            page.locator("#all-moves > summary").click()
        page.locator(f'#all-moves [data-action="{code}"]').click()
        wait_for_move(page, before)
    after = saved_state(page)
    assert isinstance(after, FuldriggerState) and after.ships[ship].at == home


def legs(state: FuldriggerState) -> list[tuple[int, str, str]]:
    """(ship, a space out, the harbour it started in) for each ship of the seat to move that can
    sail out and back into its harbour this turn."""
    found = []
    for code in state.legal_actions():
        head, _, rest = code.partition(":")
        if head != "sail":
            continue
        ship, _, space = rest.partition(":")
        home = state.ships[int(ship)].at
        if SPACES[home].city is None:
            continue
        after = state.clone()
        after.apply(code)
        if f"sail:{ship}:{home}" in after.legal_actions():
            found.append((int(ship), space, home))
    return found


def test_a_move_written_another_way_is_refused_and_named(page: Page) -> None:
    """One spelling per move: a link whose record writes a move with a leading zero is refused
    at that move, the message names the one spelling, and the game before it opens."""
    game = pygames.game("eurobusiness")
    state = game.new(2, 8)
    rng, bot = random.Random(8), game.make_bot(game.default_bot)
    while not any(re.search(r":[1-9]", c) for c in state.legal_actions()):
        state.apply(choose(bot, state, rng))
    code = next(c for c in state.legal_actions() if re.search(r":[1-9]", c))
    wrong = re.sub(r":([1-9])", r":0\1", code, count=1)
    history = [*state.history, wrong]
    record = Record(game.id, game.version, 2, ["Ann", "Bo"], ["human"] * 2, 8, {}, history)
    go_to(page, "g=" + encode_link(record))
    expect(page.locator("#notice")).to_contain_text(f"it is written '{code}'")
    page.locator(f"[data-open-before='{len(state.history)}']").click()
    expect(page.locator("[data-game]")).to_have_attribute("data-moves", str(len(state.history)))
    expect(page.locator("dialog[data-seats]")).to_be_visible()  # two humans: who plays here?
    all_seats_here(page)


def test_a_name_that_reads_like_a_seat_is_shown_as_written_and_isolated(page: Page) -> None:
    """Player 1 named "@1" is "@1" in the end screen's verdict and ranking, never player 2's
    name; every name stands in a <bdi>, so a right-to-left name reorders nothing beside it."""
    names = "@1,אבי 12"
    open_table(page, f"new=eurobusiness&players=2&bots=1,2&rounds=1&seed=21&names={names}")
    expect(page.locator("[data-game=eurobusiness]")).to_have_attribute(
        "data-over", "true", timeout=60_000
    )
    result = page.locator("#result")
    expect(result).to_be_visible()
    state = saved_state(page)
    winner = state.outcome().winners[0]
    shown = ["@1", "אבי 12"][winner]
    expect(result).to_contain_text(shown.replace(" ", "\u00a0"))
    # A name ending in a number keeps it on its line (a no-break space, shown as a space).
    isolated = [text.replace("\u00a0", " ") for text in result.locator("bdi").all_inner_texts()]
    assert "@1" in isolated and "אבי 12" in isolated
    assert result.locator("bdi", has_text="@1").count() >= 1
    verdict = result.locator("bdi").first.inner_text().replace("\u00a0", " ")
    assert verdict == shown  # the winner first, by their own name


def test_a_bot_delay_out_of_range_in_storage_is_kept_within_slow(page: Page) -> None:
    """A hand-edited bot speed of 1e308 ms is read as the slowest the lobby offers: the bots
    move on (here a bot-only game's moves keep coming, about one a second)."""
    page.evaluate("() => localStorage.setItem('fg:settings', '{\"botDelay\": 1e308}')")
    go_to(page, "new=eurobusiness&players=2&bots=1,2&seed=33")
    expect(page.locator("[data-game=eurobusiness]")).to_be_visible()
    before = moves(page)
    page.wait_for_function(
        f"() => Number(document.querySelector('[data-game]').dataset.moves) >= {before + 3}",
        timeout=15_000,
    )
    assert page.evaluate("() => window.fgLobby.botDelay()") == 900


def test_the_hint_never_walks_a_counter_back_within_a_card(page: Page) -> None:
    """Plinius, seed 7003 at action 43: the liburna went from s8 to s7 within this card and
    nothing was drawn since; sailing back is the best-scoring move, and the Hint never shows it
    (docs/rulings.md: the hint does not undo its own step with nothing learnt)."""
    game = pygames.game("plinius")
    history = SEED_7003.split()
    record = Record(game.id, game.version, 1, ["Ann"], ["human"], 7003, {}, history)
    state = replay(record, pygames.GAMES)
    back = state.describe("move:L:s8")
    go_to(page, "g=" + encode_link(record))
    expect(page.locator("[data-game=plinius]")).to_have_attribute("data-moves", "43")
    page.locator("#game [data-cmd=hint]").first.click()
    expect(page.locator("#game")).to_contain_text("Hint:", timeout=15_000)
    told = page.locator("#game").inner_text()
    assert f"Hint: {back}" not in told
