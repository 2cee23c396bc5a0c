"""The end of a game and looking back on it, in Chromium: every game's end screen with its
ranking and chart, play again, new game, replay (steps, slider, the log line, hidden hands),
play on from here with a seat taken over, records exported and imported (bad files refused),
"How to play here" and tips on tap.

One page serves most tests (Python starts once): each game is started by a `#new` link with bots
at the instant speed and a few rounds, and played to its end by them. Screenshots of every end
screen and of a replay, at 1280x800 and 360x740, go to FG_SCREENSHOTS (default: a folder in the
system's temporary directory) to be looked at.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, FilePayload, Page, expect

import pygames
from pygames.core.record import record_from_file, replay
from tests.e2e.conftest import (
    LAPTOP,
    PHONE,
    NewContext,
    axe_violations,
    open_app,
    open_table,
    serious,
    show_finished_games,
)
from web.replay import Replay
from web.session import Session
from web.views.fame_fortune_cards import card_name

SHOTS = Path(os.environ.get("FG_SCREENSHOTS", Path(tempfile.gettempdir()) / "fg-screenshots"))
END_TIMEOUT = 240_000
# Each game to its end, fast: bots in every seat, few rounds.
ENDINGS = {
    "eurobusiness": "new=eurobusiness&players=3&bots=1,2,3&rounds=3&seed=7",
    "fortuna": "new=fortuna&players=3&bots=1,2,3&rounds=2&seed=5",
    "fame_fortune": "new=fame_fortune&players=3&bots=1,2,3&rounds=1&seed=4",
    "plinius": "new=plinius&bots=1&level=random&seed=3",
    "fuldrigger": "new=fuldrigger&players=2&bots=1,2&rounds=2&seed=2",
}
SMALLEST_TEXT = """() => Math.min(...Array.from(document.querySelectorAll(
    '[data-chart] figcaption, [data-chart] .chart-legend li, [data-chart] .chart-y span,'
    + ' [data-chart] .chart-x span, [data-chart] .chart-x-label, [data-chart] .chart-mark,'
    + ' [data-chart] .chart-marks li'))
    .filter((node) => node.getClientRects().length)
    .map((node) => parseFloat(getComputedStyle(node).fontSize)))"""


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def play_to_the_end(page: Page, game: str) -> None:
    open_table(page, ENDINGS[game])
    expect(page.locator(f"[data-game={game}]")).to_have_attribute(
        "data-over", "true", timeout=END_TIMEOUT
    )


def saved(page: Page, key: str | None = None) -> dict[str, Any]:
    """The record saved for the table on screen (or under `key`)."""
    key = key or "fg:save:" + page.evaluate("location.hash").removeprefix("#play=")
    record: dict[str, Any] = json.loads(page.evaluate("(k) => localStorage.getItem(k)", key))[
        "record"
    ]
    return record


def save_keys(page: Page) -> list[str]:
    keys: list[str] = page.evaluate(
        "() => Object.keys(localStorage).filter((k) => k.startsWith('fg:save:')).sort()"
    )
    return keys


def shoot(page: Page, name: str) -> None:
    """Screenshots at both sizes (the page is left at the wide one)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for size in (LAPTOP, PHONE):
        page.set_viewport_size(size)
        page.locator("#game").scroll_into_view_if_needed()
        page.evaluate("() => window.scrollTo(0, 0)")
        page.screenshot(path=SHOTS / f"{name}-{size['width']}x{size['height']}.png")
        smallest = page.evaluate(SMALLEST_TEXT) if page.locator("[data-chart]").count() else 99
        assert smallest >= 11, f"{name}: chart text of {smallest} px at {size['width']} px"
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= size["width"], f"{name}: the page is {width} px wide"
    page.set_viewport_size(LAPTOP)


def slide(page: Page, to: int) -> None:
    """Drag the replay's slider to a step and let it go (its input, then its change)."""
    page.locator("[data-replay-slider]").evaluate(
        """(s, n) => { s.value = String(n); s.dispatchEvent(new Event('input', {bubbles: true}));
                       s.dispatchEvent(new Event('change', {bubbles: true})); }""",
        to,
    )


# --- the end screen ----------------------------------------------------------------------------
@pytest.mark.parametrize("game", list(ENDINGS))
def test_every_game_ends_with_one_ranking_and_the_chart_of_its_story(page: Page, game: str) -> None:
    play_to_the_end(page, game)
    record = saved(page)
    state = replay(record_from_file(json.dumps(record), pygames.GAMES), pygames.GAMES)
    result = page.locator("#result")
    expect(result).to_contain_text("Final result")
    expect(result.locator(".ending-why")).to_contain_text("The end:")
    outcome = state.outcome()
    if state.players == 1:
        expect(result.locator(".verdict")).to_contain_text(
            "Pliny wins" if outcome.winners else "Vesuvius wins"
        )
        expect(result).not_to_contain_text("You ")
        expect(result.locator(".solitaire-count")).to_contain_text(f"{int(outcome.scores[0])} VP")
    else:
        rows = result.locator(".ranking tr")
        expect(rows).to_have_count(state.players)
        ranks = [int(r) for r in rows.evaluate_all("(rs) => rs.map((r) => r.dataset.rank)")]
        assert ranks == sorted(ranks) and ranks == sorted(outcome.ranks)
        seat = rows.first.get_attribute("data-seat")
        assert seat is not None
        first = int(seat)
        assert first in outcome.winners
    chart = result.locator("[data-chart]")
    expect(chart).to_be_visible()
    lines = chart.locator("polyline")
    assert lines.count() == chart.locator(".chart-legend li").count() >= 2
    for command in ("rematch", "replay", "new-game", "export"):
        expect(result.locator(f"[data-cmd={command}]")).to_be_visible()
    assert serious(axe_violations(page, "#result")) == []
    shoot(page, f"end-{game}")


def test_a_finished_solitaire_is_listed_in_the_lobby_with_its_verdict(page: Page) -> None:
    play_to_the_end(page, "plinius")
    words = page.locator("#result .verdict").inner_text().strip()
    assert words.startswith(("Pliny wins: ", "Vesuvius wins: "))
    expect(page.locator("#result .solitaire-count")).to_contain_text("(easy bot)")
    key = page.evaluate("location.hash").removeprefix("#play=")
    page.locator("#game [data-cmd=lobby]").click()
    # Among the finished games, folded under the games to start, not among those to go on with.
    assert page.locator(f'#saved-list [data-delete="fg:save:{key}"]').count() == 0
    assert page.evaluate(
        "() => document.getElementById('games-title').compareDocumentPosition("
        "document.getElementById('finished')) & Node.DOCUMENT_POSITION_FOLLOWING"
    )
    show_finished_games(page)
    entry = page.locator("#finished-list li", has=page.locator(f'[data-delete="fg:save:{key}"]'))
    expect(entry.locator(".saved-label")).to_have_text(
        f"Fortes fortuna iuvat: Plinius adversus Vesuvium: Player 1: over. {words}"
    )
    expect(entry.locator("[data-open]")).to_have_text("See the end")  # not "Continue"
    expect(entry.locator(".saved-when")).to_contain_text("last played ")


def test_play_again_keeps_the_seats_and_options_with_a_new_shuffle(page: Page) -> None:
    play_to_the_end(page, "eurobusiness")
    first = saved(page)
    before = page.evaluate("location.hash")
    page.locator("#result [data-cmd=rematch]").click()
    page.wait_for_function("(b) => location.hash !== b", arg=before)
    again = saved(page)
    assert again["seed"] != first["seed"]
    for field in ("game", "players", "names", "seats", "options"):
        assert again[field] == first[field], field
    assert len(saved(page, "fg:save:" + before.removeprefix("#play="))["history"]) == len(
        first["history"]
    )  # the finished game is kept as it was


def test_new_game_opens_the_form_of_the_same_game(page: Page) -> None:
    play_to_the_end(page, "fame_fortune")
    page.locator("#result [data-cmd=new-game]").click()
    expect(page.locator("#lobby")).to_be_visible()
    expect(page.locator("#new-game")).to_be_visible()
    expect(page.locator("#new-title")).to_have_text("New game of For Fame & Fortune")
    # "Rounds 0" says what it means, in sight: the rulebook's end, as many rounds as players.
    help = page.locator("#new-help-rounds")
    expect(help).to_be_visible()
    expect(help).to_contain_text("0 = as the rulebook ends it")
    expect(help).to_contain_text("as many rounds as players")
    assert (
        page.locator("[data-option=rounds]").get_attribute("aria-describedby") == "new-help-rounds"
    )
    # A game started from the form, then the lobby again: the old form is closed.
    page.locator("#new-game [type=submit]").click()
    expect(page.locator("[data-game=fame_fortune]")).to_be_visible()
    page.locator("#game [data-cmd=lobby]").click()
    expect(page.locator("#lobby")).to_be_visible()
    expect(page.locator("#new-game")).to_be_hidden()


# --- replay ------------------------------------------------------------------------------------
FOLLOWED = """() => {
    const box = document.querySelector('[data-follow-box]').getBoundingClientRect();
    const pawn = document.querySelector('[data-follow-box] [data-follow]').getBoundingClientRect();
    const bar = document.querySelector('[data-bar]').getBoundingClientRect();
    const x = pawn.left + pawn.width / 2, y = pawn.top + pawn.height / 2;
    const below = Math.min(box.bottom, bar.top);
    return {inside: x > box.left && x < box.right && y > box.top && y < below, bar: bar.height,
            at: [x, y, box.left, box.top, box.right, below]};
}"""


def followed(page: Page) -> None:
    """Wait (up to 5 s: the board scrolls smoothly) until the followed pawn is in sight."""
    for _ in range(50):
        if page.evaluate(FOLLOWED)["inside"]:
            return
        page.wait_for_timeout(100)
    pytest.fail(f"the step's pawn is out of sight: {page.evaluate(FOLLOWED)}")


def test_a_replay_looked_at_on_a_phone_follows_the_steps_pawn_under_a_small_bar(
    page: Page,
) -> None:
    play_to_the_end(page, "eurobusiness")
    page.locator("#result [data-cmd=replay]").click()
    slide(page, 9)
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", "9")
    page.set_viewport_size(PHONE)  # opened wide, looked at narrow: the board zooms anew
    page.locator("[data-replay-slider]").scroll_into_view_if_needed()
    followed(page)
    for step in (4, 14):
        slide(page, step)
        expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", str(step))
        followed(page)
        assert page.evaluate(FOLLOWED)["bar"] < PHONE["height"] / 6  # the prompt, no panel
    page.locator('[data-cmd="pane:log"]').click()  # the log opens at the step's own lines
    last = page.locator("#log li").last
    expect(last).to_be_in_viewport()
    assert last.inner_text() in page.locator(".replay-line").inner_text()
    page.locator('[data-cmd="pane:board"]').click()
    page.set_viewport_size(LAPTOP)
    page.locator("[data-cmd=replay-exit]").click()


def test_replay_steps_back_and_forth_by_buttons_and_slider_with_the_log_line(page: Page) -> None:
    play_to_the_end(page, "fame_fortune")
    total = len(saved(page)["history"])
    page.locator("#result [data-cmd=replay]").click()
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", "0")
    expect(page.locator(".replay-bar")).to_contain_text(f"Step 0 of {total}")
    for expected in (1, 2, 3):
        page.locator("[data-replay=forward]").click()
        expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", str(expected))
    line = page.locator(".replay-line li").first
    expect(line).to_be_visible()
    assert line.inner_text().strip()
    assert page.locator("[data-game]").get_attribute("data-moves") == "3"
    page.locator("[data-replay=back]").click()
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", "2")
    page.locator("[data-replay=end]").click()
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", str(total))
    expect(page.locator("[data-game]")).to_have_attribute("data-over", "true")
    page.locator("[data-replay=start]").click()
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", "0")
    slider = page.locator("[data-replay-slider]")
    slider.focus()
    page.keyboard.press("End")
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", str(total))
    slider = page.locator("[data-replay-slider]")
    expect(slider).to_be_focused()
    page.keyboard.press("ArrowLeft")
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", str(total - 1))
    slide(page, 17)
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", "17")
    # The game is over, all seats bots: the table alone, until a hand is chosen to watch.
    assert page.locator("[data-game]").get_attribute("data-viewer") in ("", None)
    expect(page.locator(".ff-hand")).to_have_count(0)
    page.locator("[data-replay-watch]").select_option("1")
    expect(page.locator("[data-game]")).to_have_attribute("data-viewer", "1")
    expect(page.locator(".ff-hand h2")).to_have_text(re.compile(r"^Hand of Player\s2"))
    expect(page.locator("#game")).not_to_contain_text("(you)")
    expect(page.locator("#game")).not_to_contain_text("Your hand")
    assert not [
        line
        for line in page.locator("#log li, .replay-line li").all_inner_texts()
        if line.startswith("You ")
    ]
    assert serious(axe_violations(page, ".replay-bar")) == []
    shoot(page, "replay-fame_fortune")
    assert page.locator("#game [data-action]").count() == 0  # a step of the past is not played
    page.locator("[data-cmd=replay-exit]").click()
    expect(page.locator("[data-game]")).not_to_have_attribute("data-replay-step", "17")
    expect(page.locator("#result")).to_be_visible()


STEP = "[data-game]"


def test_replay_plays_through_at_a_steady_pace_and_the_keys_step_it(page: Page) -> None:
    """A reviewer found ▶ stepped once and the arrow keys did nothing: Play steps on by itself
    (about a step a second) until paused or at the last step; ←, →, Home and End step it while
    its bar or board has the focus. Under reduced motion it plays on, its steps not animated."""
    play_to_the_end(page, "fame_fortune")
    total = len(saved(page)["history"])
    page.locator("#result [data-cmd=replay]").click()
    step = page.locator(STEP)
    expect(step).to_have_attribute("data-replay-step", "0")
    play = page.locator("[data-replay=play]")
    expect(play).to_have_text("Play")
    play.click()
    expect(play).to_have_text("Pause")
    expect(step).to_have_attribute("data-replay-step", "1", timeout=3000)
    expect(step).to_have_attribute("data-replay-step", "2", timeout=3000)
    play.click()  # paused: it stays
    expect(play).to_have_text("Play")
    held = step.get_attribute("data-replay-step")
    page.wait_for_timeout(2000)
    assert step.get_attribute("data-replay-step") == held
    # The keys, from the bar's Play button.
    play.focus()
    page.keyboard.press("ArrowRight")
    expect(step).to_have_attribute("data-replay-step", str(int(held or 0) + 1))
    page.keyboard.press("ArrowLeft")
    expect(step).to_have_attribute("data-replay-step", held or "")
    page.keyboard.press("End")
    expect(step).to_have_attribute("data-replay-step", str(total))
    page.keyboard.press("Home")
    expect(step).to_have_attribute("data-replay-step", "0")
    # Near the end, played on under reduced motion: it stops at the last step, and no motion
    # of the table runs meanwhile.
    page.emulate_media(reduced_motion="reduce")
    slide(page, total - 2)
    expect(step).to_have_attribute("data-replay-step", str(total - 2))
    page.locator("[data-replay=play]").click()
    expect(step).to_have_attribute("data-replay-step", str(total - 1), timeout=3000)
    assert (
        page.evaluate(
            "() => document.getAnimations().filter((a) => a.playState === 'running'"
            " && a.effect.getTiming().iterations !== Infinity).length"
        )
        == 0
    )
    expect(step).to_have_attribute("data-replay-step", str(total), timeout=3000)
    expect(page.locator("[data-replay=play]")).to_have_text("Play")
    page.wait_for_timeout(1500)
    assert step.get_attribute("data-replay-step") == str(total)
    page.locator("[data-cmd=replay-exit]").click()
    expect(page.locator("#result")).to_be_visible()


def test_a_replay_of_a_game_going_on_shows_only_the_humans_own_hand(page: Page) -> None:
    open_table(page, "new=fame_fortune&players=3&bots=2,3&rounds=2&seed=11")
    game = page.locator("[data-game]")
    human_moves = 0
    for _ in range(200):
        if human_moves >= 6:
            break
        if game.get_attribute("data-to-move") != "0":
            page.wait_for_timeout(30)
            continue
        codes = page.locator("#game [data-action]:not([data-refused])").evaluate_all(
            "(ns) => ns.map((n) => n.dataset.action)"
        )  # not a step drawn to say why it is closed (Pass before the cards are chosen)
        code = next(
            (
                c
                for head in ("give", "pick:", "play:", "stop", "pass")
                for c in codes
                if c.startswith(head)
            ),
            None,
        )
        if code is None:
            page.wait_for_timeout(30)
            continue
        counted = game.get_attribute("data-moves")
        assert counted is not None
        before = int(counted)
        page.locator(f'#game [data-action="{code}"]:not([data-refused])').first.click()
        page.wait_for_function(
            "(b) => Number(document.querySelector('[data-game]').dataset.moves) > b", arg=before
        )
        human_moves += 1
    key = "fg:save:" + page.evaluate("location.hash").removeprefix("#play=")
    page.locator("#game [data-cmd=lobby]").click()
    record = saved(page, key)
    session = Session.open(record_from_file(json.dumps(record), pygames.GAMES))
    assert not session.state.over
    page.locator(f'#saved-list [data-replay-key="{key}"]').click()  # look back from the lobby
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", "0")
    look = Replay(session)
    for number in range(1, min(len(record["history"]), 24) + 1):
        page.locator("[data-replay=forward]").click()
        expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", str(number))
        look.go(number)
        expect(page.locator("[data-game]")).to_have_attribute("data-viewer", "0")
        hand = page.locator(".ff-hand [role=img]").evaluate_all(
            "(cs) => cs.map((c) => c.getAttribute('aria-label'))"
        )
        assert sorted(hand) == sorted(card_name(c) for c in look.table.view(0)["hand"])
        if look.actor != 0 and not look.lines:
            expect(page.locator(".replay-line")).to_contain_text("moves.")
    assert page.locator(".ff-hand").count() == 1


def test_replay_from_a_shared_link(page: Page) -> None:
    play_to_the_end(page, "plinius")
    page.locator("#game [data-cmd=share]").click()
    link = page.locator("#share-link").input_value()
    page.locator("dialog [data-cmd=close]").click()
    page.locator("#game [data-cmd=lobby]").click()
    page.evaluate("(l) => { location.href = l }", link)
    expect(page.locator("#result")).to_be_visible()
    page.locator("#result [data-cmd=replay]").click()
    page.locator("[data-replay=end]").click()
    expect(page.locator("[data-game]")).to_have_attribute(
        "data-replay-step", str(len(saved(page)["history"]))
    )


# --- play on from here -------------------------------------------------------------------------
def test_play_on_from_a_step_with_a_bots_seat_taken_over(page: Page) -> None:
    play_to_the_end(page, "eurobusiness")
    original_key = "fg:save:" + page.evaluate("location.hash").removeprefix("#play=")
    original = saved(page)
    half = len(original["history"]) // 2
    page.locator("#result [data-cmd=replay]").click()
    slide(page, half)
    expect(page.locator("[data-game]")).to_have_attribute("data-replay-step", str(half))
    page.locator('#board [data-space="39"]').click()  # a deed's card, as it stood, to read only
    expect(page.locator("dialog[data-deed='39']")).to_be_visible()
    assert page.locator("dialog [data-action]").count() == 0
    page.locator("dialog [data-cmd=close]").click()
    page.locator("[data-cmd=fork]").click()
    dialog = page.locator(f"dialog[data-fork='{half}']")
    expect(dialog).to_be_visible()
    assert serious(axe_violations(page, "dialog[data-fork]")) == []
    dialog.locator("[data-fork-seat='1']").select_option("human")
    dialog.locator("[data-fork-name='1']").fill("Zoe")
    dialog.locator("[data-cmd=fork-go]").click()
    expect(dialog).to_be_hidden()
    game = page.locator("[data-game=eurobusiness]")
    expect(game).to_have_attribute("data-to-move", "1", timeout=60_000)  # the bots play up to Zoe
    expect(game).to_have_attribute("data-over", "false")
    expect(page.locator("#game")).to_contain_text("Zoe")
    fork = saved(page)
    assert fork["history"][:half] == original["history"][:half] and len(fork["history"]) >= half
    assert fork["seats"][1] == "human" and fork["names"][1] == "Zoe" and fork["branch"] > 0
    assert fork["seed"] == original["seed"]
    assert saved(page, original_key) == original  # the original is kept as it was
    assert page.evaluate("location.hash") != "#play=" + original_key.removeprefix("fg:save:")


# --- records as files --------------------------------------------------------------------------
def file(name: str, content: bytes) -> FilePayload:
    return {"name": name, "mimeType": "application/json", "buffer": content}


def test_export_and_import_a_record_and_refuse_bad_files(page: Page, tmp_path: Path) -> None:
    play_to_the_end(page, "fuldrigger")
    with page.expect_download() as download:
        page.locator("#result [data-cmd=export]").click()
    key = page.evaluate("location.hash").removeprefix("#play=")
    filename = download.value.suggested_filename
    assert re.fullmatch(rf"fuldrigger-\d{{4}}-\d\d-\d\d-{key[:8]}\.json", filename), filename
    path = tmp_path / "game.json"
    download.value.save_as(path)
    text = path.read_text(encoding="utf-8")
    assert len(text) < 20_000
    record = json.loads(text)
    assert record == saved(page)
    page.locator("#game [data-cmd=lobby]").click()
    keys = save_keys(page)
    foreign = json.dumps({**record, "game": "chess"}).encode()
    illegal = json.dumps({**record, "history": [*record["history"][:9], "sail:99:nowhere"]})
    bad = [
        ("notes.json", b"this is not JSON", "not JSON"),
        ("list.json", b"[1, 2, 3]", "not a game record"),
        ("empty.json", b"{}", "lacks"),
        ("chess.json", foreign, "not one of ours (chess); ours are "),
        ("illegal.json", illegal.encode(), "Move 10 of this game cannot be played"),
        ("big.json", b" " * 1_100_000, "too big"),
    ]
    for name, content, message in bad:
        page.set_input_files("#import-file", files=[file(name, content)])
        expect(page.locator("#notice")).to_contain_text(message)
        expect(page.locator("#lobby")).to_be_visible()
        assert save_keys(page) == keys, name  # nothing changed
        page.evaluate("() => window.fgLobby.notice('')")
    page.set_input_files("#import-file", files=[file("game.json", text.encode())])
    game = page.locator("[data-game=fuldrigger]")
    expect(game).to_have_attribute("data-over", "true")
    expect(game).to_have_attribute("data-moves", str(len(record["history"])))
    assert save_keys(page) == keys  # the same game: the same save
    page.locator("#game [data-cmd=lobby]").click()
    # The same table further back (the browser's bots vary the game's length: half of it).
    half = len(record["history"]) // 2
    other = {**record, "history": record["history"][:half]}
    page.set_input_files("#import-file", files=[file("old.json", json.dumps(other).encode())])
    expect(page.locator("[data-game=fuldrigger]")).to_have_attribute("data-moves", str(half))
    assert len(save_keys(page)) == len(keys) + 1  # kept beside the other, not over it
    assert saved(page)["branch"] > 0
    notice = page.locator("dialog[data-notice]")  # and says so, the game further on a click away
    expect(notice).to_contain_text(f"further on, at move {len(record['history'])}")
    assert page.locator("[data-game=fuldrigger]").get_attribute("data-moves") == str(half)
    notice.locator("[data-cmd=close]").click()  # the table waited under it; now its bots go on
    expect(page.locator("[data-game=fuldrigger]")).not_to_have_attribute("data-moves", str(half))
    page.locator("#game [data-cmd=lobby]").click()
    expect(page.locator(".saved-list [data-export-key]")).to_have_count(len(keys) + 1)
    show_finished_games(page)
    with page.expect_download() as from_lobby:  # named as from the end screen: the same id
        page.locator(f'#finished-list [data-export-key="fg:save:{key}"]').click()
    assert from_lobby.value.suggested_filename == filename


# --- how to play here, tips --------------------------------------------------------------------
def test_how_to_play_shows_once_per_title_then_is_one_click_away(
    browser: Browser, base_url: str, fresh_context: NewContext
) -> None:
    context = fresh_context(howto=True, base_url=base_url, has_touch=True)
    page = open_app(context.new_page(), "new=plinius&seed=3")
    dialog = page.locator("dialog[data-howto=plinius]")
    expect(dialog).to_be_visible()
    for term in ("Ordo eruptionis", "Nubes", "Ventus", "Fluxus", "Q I", "Lib", "i1", "Misenum"):
        expect(dialog.locator("dl")).to_contain_text(term)
    assert dialog.locator("[data-action], [data-select]").count() == 0  # pictures, not controls
    assert serious(axe_violations(page, "dialog[data-howto]")) == []
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    page.evaluate("() => { location.hash = '#new=plinius&seed=4' }")
    page.wait_for_function("() => location.hash.startsWith('#play=')")
    page.wait_for_timeout(300)
    expect(page.locator("dialog[open]")).to_have_count(0)  # once per title
    page.locator("#game [data-cmd=howto]").click()
    expect(dialog).to_be_visible()
    page.locator("dialog [data-cmd=close]").click()
    page.locator(".pl-box[title]").nth(1).tap()  # a box of the track has a title
    expect(page.locator("#tip")).to_be_visible()
    expect(page.locator("#tip")).to_contain_text("Box 2")
    page.locator("#pl-nubes").tap()  # and a counter of the track says what it is
    expect(page.locator("#tip")).to_contain_text("Nubes, the smoke")
    assert page.evaluate("() => localStorage.getItem('fg:howto:plinius')") == "1"  # kept here
    page.evaluate("() => { location.hash = '#new=eurobusiness&players=2&bots=2' }")
    expect(page.locator("dialog[data-howto=eurobusiness]")).to_be_visible()
    expect(page.locator("dialog[data-howto=eurobusiness]")).to_contain_text("Roll the dice")
