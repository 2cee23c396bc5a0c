"""The shell proved with the kernel's fixture game (Pig), which lives in tests/ only.

A copy of the built site gets the fixture as a second archive and an entry point that registers
it, so the production files stay untouched: lobby, new game, moves, reload, share, damaged links,
hand-off and the why of an illegal click, through real clicks in Chromium.
"""

from __future__ import annotations

import json
import re
import shutil
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from build import Server
from pygames.core import Record, encode_link
from tests.e2e.conftest import moves, open_app, wait_for_move, wait_for_python
from tests.fixtures import pig

ROOT = Path(__file__).resolve().parents[2]
FIXTURE_MAIN = """\
import pygames
from tests.fixtures import pig

pygames.register(pig.GAME)

from web.app import start

app = start()
"""


@pytest.fixture(scope="module")
def fixture_site(dist: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    """The built site plus the fixture game, served on its own port."""
    out = tmp_path_factory.mktemp("fixture") / "dist"
    shutil.copytree(dist, out)
    with zipfile.ZipFile(out / "fixture.zip", "w") as archive:
        for name in ("tests/__init__.py", "tests/fixtures/__init__.py", "tests/fixtures/pig.py"):
            archive.write(ROOT / name, name)
    config = json.loads((out / "pyscript.json").read_text())
    config.setdefault("files", {})["./fixture.zip"] = "./*"
    (out / "pyscript.json").write_text(json.dumps(config))
    (out / "main.py").write_text(FIXTURE_MAIN)
    shutil.copyfile(out / "static/icons/app.svg", out / "static/icons/pig.svg")
    (out / "rules" / "pig.txt").write_text("Pig: roll as often as you like; a 1 loses the turn.")
    index = (out / "index.html").read_text()
    found = re.search(r'(<script type="application/json" id="games-data">)(.*?)(</script>)', index)
    assert found, "the build must embed the games data"
    games = [*json.loads(found.group(2)), pig.GAME.to_json()]
    index = index.replace(found.group(0), found.group(1) + json.dumps(games) + found.group(3))
    (out / "index.html").write_text(index)
    server = Server(out)
    yield server
    server.stop()


@pytest.fixture
def table(context: BrowserContext, fixture_site: Server) -> Callable[[str], Page]:
    context.add_init_script(
        "try { localStorage.setItem('fg:settings', '{\"botDelay\": 0}') } catch (e) {}"
    )

    def open_table(fragment: str) -> Page:
        return open_app(context.new_page(), fragment, path=fixture_site.url + "index.html")

    return open_table


def click_until(page: Page, count: int) -> None:
    """Click the first action button (passing hand-offs) until `count` moves are on the record."""
    for _ in range(200):
        if moves(page) >= count or page.locator("[data-game]").get_attribute("data-over") == "true":
            return
        if page.locator("[data-reveal]").count():
            page.locator("[data-reveal]").click()
            continue
        button = page.locator("#actions [data-action]").first
        if button.count():
            before = moves(page)
            button.click()
            wait_for_move(page, before)
        else:
            page.wait_for_timeout(50)
    pytest.fail("the game did not advance")


def test_lobby_form_starts_a_game_with_a_hostile_name(
    context: BrowserContext, fixture_site: Server
) -> None:
    page = context.new_page()
    page.goto(fixture_site.url + "index.html")
    page.get_by_role("button", name="New game of Pig (test fixture)").click()
    page.get_by_label("Name of player 1").fill("<img src=x onerror=1>")
    page.get_by_label("Who plays seat 2").select_option("random")
    page.get_by_role("button", name="Start").click()  # queued until Python is ready
    wait_for_python(page)
    expect(page.locator("[data-game=pig]")).to_be_visible(timeout=30_000)
    expect(page.locator("#game")).to_contain_text("<img src=x onerror=1>")
    assert page.locator("#game img").count() == 0


def test_moves_autosave_and_reload_resumes(table: Callable[[str], Page]) -> None:
    page = table("new=pig&players=2&bots=2&seed=5&names=Ann,Bo")
    expect(page.locator("[data-game=pig]")).to_be_visible()
    click_until(page, 6)
    expect(page.locator("#actions [data-action]").first).to_be_visible()  # Ann's turn again
    played = moves(page)
    log = page.locator("#log").inner_text()
    page.reload()
    wait_for_python(page)
    expect(page.locator("[data-game=pig]")).to_be_visible()
    assert moves(page) == played
    assert page.locator("#log").inner_text() == log
    page.get_by_role("button", name="Lobby").click()
    expect(page.locator("#saved-list")).to_contain_text("Ann, Bo")
    page.locator("#saved-list [data-open]").first.click()
    expect(page.locator("[data-game=pig]")).to_be_visible()
    assert moves(page) == played


def test_shared_link_continues_in_a_fresh_browser(
    table: Callable[[str], Page],
    fresh_context: Callable[..., BrowserContext],
    fixture_site: Server,
) -> None:
    page = table("new=pig&players=2&seed=8&names=Ann,Bo")
    page.get_by_role("button", name="I am Ann: show my cards").click()
    click_until(page, 3)
    page.get_by_role("button", name="Share").click()
    link = page.locator("#share-link").input_value()
    assert "#g=1." in link and link.startswith(fixture_site.url)
    expect(page.locator("dialog")).to_contain_text("hidden cards")
    other = fresh_context().new_page()
    other.goto(link)
    wait_for_python(other)
    expect(other.locator("[data-game=pig]")).to_be_visible()
    assert moves(other) == moves(page)


def test_damaged_link_gets_a_message_and_the_game_before_the_bad_move(
    table: Callable[[str], Page], fixture_site: Server
) -> None:
    page = table("g=1.eJzLSM3JyQcAAAAAAAAAAAAAAAAAAAA")
    expect(page.locator("#notice")).to_contain_text("cannot be opened")
    state = pig.GAME.new(2, 3)
    for _ in range(4):
        state.apply("roll")
    history = [*state.history, "fly", "roll"]
    record = Record("pig", 1, 2, ["Ann", "Bo"], ["human", "random"], 3, state.options, history)
    page.goto(fixture_site.url + "index.html#g=" + encode_link(record))
    wait_for_python(page)
    expect(page.locator("#notice")).to_contain_text("Move 5")
    page.get_by_role("button", name="Open the game as it stood before move 5").click()
    expect(page.locator("[data-game=pig]")).to_be_visible()
    assert moves(page) == 4


def test_handoff_hides_the_table_between_humans(table: Callable[[str], Page]) -> None:
    page = table("new=pig&players=2&seed=21&names=Ann,Bo")
    handoff = page.locator("[data-handoff]")
    expect(handoff).to_contain_text("Pass the device to Ann")
    assert page.locator("#board").count() == 0
    page.locator("[data-reveal]").click()
    expect(page.locator("#board")).to_be_visible()
    for _ in range(50):
        if page.locator("[data-handoff]").count():
            break
        page.locator("#actions [data-action]").last.click()
    expect(page.locator("[data-handoff]")).to_contain_text("Pass the device to Bo")
    assert page.locator("#board").count() == 0


def test_illegal_click_says_why(table: Callable[[str], Page]) -> None:
    page = table("new=pig&players=1&seed=2")
    page.evaluate(
        """document.querySelector('#actions').insertAdjacentHTML('beforeend',
           '<button data-action="hold" id="cheat">Hold</button>')"""
    )
    page.locator("#cheat").click()
    expect(page.locator("#status")).to_contain_text("not open now")
    assert moves(page) == 0


def test_bad_new_link_starts_nothing(table: Callable[[str], Page]) -> None:
    page = table("new=pig&players=12")
    expect(page.locator("#notice")).to_contain_text("1 to 4 players")
    assert page.locator("[data-game]").count() == 0


def test_rules_are_one_click_away(table: Callable[[str], Page]) -> None:
    page = table("new=pig&players=1&seed=4")
    page.get_by_role("button", name="Rules").click()
    dialog = page.locator("dialog[open]")
    expect(dialog).to_contain_text("a 1 loses the turn")
    dialog.get_by_role("button", name="Close").click()
    expect(page.locator("dialog[open]")).to_have_count(0)


def test_full_storage_loses_no_move(context: BrowserContext, fixture_site: Server) -> None:
    context.add_init_script(
        """Storage.prototype.setItem = function (key) {
             if (String(key).startsWith('fg:save:')) {
               throw new DOMException('full', 'QuotaExceededError');
             }
           };"""
    )
    page = open_app(context.new_page(), "new=pig&players=1&seed=6", path=fixture_site.url)
    expect(page.locator("#status")).to_contain_text("could not be saved")
    click_until(page, 3)
    assert moves(page) >= 3


def test_damaged_saved_game_is_listed_and_can_be_deleted(
    context: BrowserContext, fixture_site: Server
) -> None:
    context.add_init_script(
        "try { localStorage.setItem('fg:save:broken', '{not json') } catch (e) {}"
    )
    page = open_app(context.new_page(), path=fixture_site.url + "index.html")
    item = page.locator("#saved-list li", has_text="A damaged saved game")
    expect(item).to_have_count(1)
    assert item.locator("[data-open]").count() == 0  # nothing to continue
    item.get_by_role("button").click()
    expect(page.locator("#saved-list li", has_text="A damaged saved game")).to_have_count(0)
