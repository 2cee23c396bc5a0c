"""End-to-end tests: the built dist/ in a real Chromium, through pytest-playwright (sync API).

Every test here is marked `e2e`. The site is served once per session from a thread on
127.0.0.1; the browser is shared by the session (pytest-playwright), each test gets a fresh
context. A guard watches every page of the test's contexts and fails the test on a console
error, an uncaught page error, a request to any host but 127.0.0.1, or a `.py-error` banner.

Python takes about 4-5 s to start per page load on a 2-core machine: load as few pages as a
test needs, and use `open_app` to wait for the app. A module whose tests each open a table by a
link shares one started page (`shared_page`): each test opens its table with `open_table`.

Pages keep no memory snapshot of the interpreter (Instant start) unless a test asks for it
(`guard.watch_context(context, snapshots=True)`, `fresh_context(snapshots=True)`): making one runs
a second interpreter in the background, which every other test would pay for. Nor do they show
"How to play here" on a first game unless asked (`howto=True`).

The pages run under the site's Content-Security-Policy, which forbids eval to the page's own
scripts. What Playwright runs in a page (`page.evaluate`, `page.wait_for_function` with a bare
expression or a function, whose polling calls eval) comes from the driver and is exempt: it
works and reports no violation. The guard fails a test on any policy violation.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Protocol, TypedDict
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import (
    Browser,
    BrowserContext,
    ConsoleMessage,
    Locator,
    Page,
    Playwright,
    Request,
    ViewportSize,
)

import pygames
from build import AXE, CHROMIUM_ARGS, Server
from pygames.core import Record, encode_link
from pygames.core.i18n import set_language
from pygames.core.record import record_from_json, replay
from web.saves import save_key
from web.session import parse_new_link

ROOT = Path(__file__).resolve().parents[2]
DIST = Path(os.environ.get("FG_DIST", ROOT / "dist"))
HERE = Path(__file__).resolve().parent

PYTHON_TIMEOUT_MS = 90_000
# Set before any page script runs: PyScript fires py:all-done on window when every script has
# finished, also after a Python exception (docs/browser-notes.md).
PY_DONE_SCRIPT = "addEventListener('py:all-done', () => { window.__pyDone = true; }, {once: true})"
# Every Content-Security-Policy violation of the page, kept where the guard can read it.
CSP_WATCH = """addEventListener('securitypolicyviolation', (event) => {
  (window.__cspViolations = window.__cspViolations || []).push(
    `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
}, true)"""
LOCAL_HOSTS = {"127.0.0.1"}
LAPTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 360, "height": 740}
# Playwright's own default for every wait; a test may set a longer one on the shared page.
DEFAULT_TIMEOUT_MS = 30_000
SNAPSHOTS_OFF = "window.fgSnapshotsOff = true"
# "How to play here" opens by itself on the first game of each title on a device: a modal that
# would stand in front of every test's first clicks. Off unless a test asks for it.
HOWTO_OFF = "window.fgHowtoOff = true"
# axe-core, pinned in package.json and installed by npm ci with the runtimes.
AXE_SCRIPT = ROOT / "node_modules" / AXE
AXE_RUN = """async (selector) => {
  const found = await axe.run(selector || document, {resultTypes: ["violations"]});
  return found.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.map((node) => node.target.join(" ")),
  }));
}"""


class AxeViolation(TypedDict):
    """One rule axe-core finds broken, as `AXE_RUN` returns it."""

    id: str
    impact: str | None
    help: str
    nodes: list[str]


class NewContext(Protocol):
    """`fresh_context`: a watched context with the options the tests give it."""

    def __call__(
        self,
        snapshots: bool = False,
        howto: bool = False,
        *,
        base_url: str | None = None,
        viewport: ViewportSize | None = None,
        has_touch: bool | None = None,
    ) -> BrowserContext: ...


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if HERE in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.e2e)


def chromium_path(playwright: Playwright) -> str | None:
    """FG_CHROMIUM (set by build.py test), else Playwright's own browser, else the system's."""
    if os.environ.get("FG_CHROMIUM"):
        return os.environ["FG_CHROMIUM"]
    own = playwright.chromium.executable_path
    if own and Path(own).is_file():
        return own
    return shutil.which("chromium") or (
        "/usr/bin/chromium" if Path("/usr/bin/chromium").is_file() else None
    )


@pytest.fixture(scope="session")
def browser_type_launch_args(
    browser_type_launch_args: dict[str, object], playwright: Playwright
) -> dict[str, object]:
    path = chromium_path(playwright)
    if path is None:
        pytest.fail("No Chromium found: run `python3 build.py test`, which finds or installs one.")
    return {**browser_type_launch_args, "executable_path": path, "args": CHROMIUM_ARGS}


def require_dist() -> Path:
    if not (DIST / "index.html").is_file() or not (DIST / "sw.js").is_file():
        pytest.fail(f"{DIST} is missing or incomplete: run python3 build.py first.", pytrace=False)
    return DIST


@pytest.fixture(scope="session")
def dist() -> Path:
    return require_dist()


@pytest.fixture(scope="session")
def site(dist: Path) -> Iterator[Server]:
    """dist/ served for the whole session on 127.0.0.1, on a free port."""
    server = Server(dist)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def base_url(site: Server) -> str:
    return site.url


class Guard:
    """Collects what must never happen on a page; `check` fails the test if anything did."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.pages: list[Page] = []
        self.contexts: list[BrowserContext] = []

    def watch_context(
        self, context: BrowserContext, snapshots: bool = False, howto: bool = False
    ) -> BrowserContext:
        if context in self.contexts:
            return context
        self.contexts.append(context)
        context.add_init_script(PY_DONE_SCRIPT)
        context.add_init_script(CSP_WATCH)
        if not snapshots:
            context.add_init_script(SNAPSHOTS_OFF)
        if not howto:
            context.add_init_script(HOWTO_OFF)
        context.on("request", self._request)
        context.on("page", self.watch_page)
        for page in context.pages:
            self.watch_page(page)
        return context

    def watch_page(self, page: Page) -> None:
        if page in self.pages:
            return
        self.pages.append(page)
        page.on("console", lambda message: self._console(page, message))
        page.on(
            "pageerror", lambda error: self.problems.append(f"page error on {page.url}: {error}")
        )

    def _console(self, page: Page, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.problems.append(f"console error on {page.url}: {message.text}")

    def _request(self, request: Request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("data", "blob", "about", "chrome-extension"):
            return
        if parts.hostname not in LOCAL_HOSTS:
            self.problems.append(f"request left 127.0.0.1: {request.method} {request.url}")

    def check(self) -> None:
        for page in self.pages:
            if page.is_closed():
                continue
            try:
                banners = page.locator(".py-error").all_inner_texts()
            except Exception:  # a page torn down mid-check has no banner to read
                banners = []
            self.problems.extend(f"Python error banner on {page.url}: {text}" for text in banners)
            try:
                violations = page.evaluate("() => window.__cspViolations || []")
            except Exception:  # a page torn down mid-check
                violations = []
            self.problems.extend(f"CSP violation on {page.url}: {v}" for v in violations)
        if self.problems:
            problems, self.problems = self.problems, []
            pytest.fail("\n".join(problems), pytrace=False)


@pytest.fixture(autouse=True)
def guard(
    request: pytest.FixtureRequest, new_context: Callable[..., BrowserContext]
) -> Iterator[Guard]:
    """Watches the test's default context (so its `page`) from before any page opens.

    It depends on pytest-playwright's `new_context`, which closes the contexts, so the check at
    teardown still sees the pages. Watch any other context with `guard.watch_context(ctx)`.
    """
    watcher = Guard()
    if "context" in request.fixturenames:  # pytest-playwright's `page` is made in it
        watcher.watch_context(request.getfixturevalue("context"))
    yield watcher
    watcher.check()


@pytest.fixture
def fresh_context(browser: Browser, guard: Guard) -> Iterator[NewContext]:
    """Make extra watched contexts (another device, another base URL); closed at teardown."""
    made: list[BrowserContext] = []

    def make(
        snapshots: bool = False,
        howto: bool = False,
        *,
        base_url: str | None = None,
        viewport: ViewportSize | None = None,
        has_touch: bool | None = None,
    ) -> BrowserContext:
        context = browser.new_context(base_url=base_url, viewport=viewport, has_touch=has_touch)
        made.append(context)
        return guard.watch_context(context, snapshots, howto)

    yield make
    try:
        guard.check()
    finally:
        for context in made:
            context.close()


@pytest.fixture(scope="module")
def started_page(browser: Browser, base_url: str) -> Iterator[tuple[Page, Guard]]:
    """One page for the module with Python started in it (once: it takes seconds), and the
    guard that watches it; bots at the instant speed unless a test sets their pace."""
    watcher = Guard()
    context = watcher.watch_context(browser.new_context(base_url=base_url, viewport=LAPTOP))
    page = open_app(context.new_page())
    yield page, watcher
    context.close()


@pytest.fixture
def shared_page(started_page: tuple[Page, Guard]) -> Iterator[Page]:
    """The module's started page, set back before each test to what a fresh page has: the
    laptop's size, motion allowed, the default timeout, instant bots, the lobby with no dialog
    open (saved games stay: each test's link names a table of its own, or starts it anew). A
    module takes it as its tests' `page` by a fixture `page(shared_page)`. Its guard is checked
    after each test."""
    page, watcher = started_page
    page.evaluate("() => document.querySelectorAll('dialog[open]').forEach((d) => d.close())")
    if page.locator("#app:not([hidden])").count():
        page.locator("#game [data-cmd=lobby]").click()
    page.set_viewport_size(LAPTOP)
    page.emulate_media(reduced_motion="no-preference")
    page.set_default_timeout(DEFAULT_TIMEOUT_MS)
    bot_speed(page, 0)
    yield page
    watcher.check()


def bot_speed(page: Page, delay: int) -> None:
    """The lobby's bot speed (ms a bot's move stays at least), as the app reads it at each move."""
    page.evaluate(
        "(delay) => localStorage.setItem('fg:settings', JSON.stringify({botDelay: delay}))", delay
    )


def open_table(page: Page, fragment: str, bot_delay: int = 0) -> None:
    """Open a fresh table by its link (`new=...`) on the running page, the bots at the pace
    given (ms); wait until the page shows it under its `#play=` address. The table is drawn in
    the same task as that address is set, so a bot may have moved by the time it is seen; a link
    that names the table on screen again starts it anew (no move made yet): the save that link
    would go on with is deleted first."""
    bot_speed(page, bot_delay)
    forget_table(page, fragment)
    old = page.evaluate(
        "(fragment) => { const old = location.hash; location.hash = fragment; return old; }",
        "#" + fragment.removeprefix("#"),
    )
    page.wait_for_function(
        """(old) => { const g = document.querySelector('[data-game]');
            return g !== null && location.hash.startsWith('#play=')
                && (location.hash !== old || g.dataset.moves === '0'); }""",
        arg=old,
    )


def forget_table(page: Page, fragment: str) -> None:
    """Delete the save a `new=` link with a seed would go on with (the app continues a game
    such a link started, never wipes it), so that the test's table starts anew."""
    fragment = fragment.removeprefix("#")
    if not fragment.startswith("new=") or "seed=" not in fragment:
        return  # no seed: a new shuffle, a new save
    try:
        key = parse_new_link(fragment, 0).key
    except ValueError:
        return  # a bad link starts nothing
    finally:
        set_language("en")
    page.evaluate("(key) => localStorage.removeItem(key)", key)


def open_record(page: Page, record: Record) -> None:
    """Open a game by its link (`g=...`) on the running page and wait for its table; a game of
    two humans or more asks who plays on this device: all of them (passed round, as a test
    plays it). The game saved from an earlier opening of the same record is deleted first, so
    that the link's game opens as it is, not kept apart from one played further."""
    page.evaluate("(key) => localStorage.removeItem(key)", save_key(record))
    page.evaluate("(link) => { location.hash = link; }", "#g=" + encode_link(record))
    page.wait_for_function(
        "(moves) => { const g = document.querySelector('[data-game]');"
        " return g && g.dataset.moves === String(moves) && location.hash.startsWith('#play='); }",
        arg=len(record.history),
    )
    all_seats_here(page)


def all_seats_here(page: Page) -> None:
    """Answer "Who plays on this device?", if the table asks: all of them."""
    asked = page.locator("dialog[data-seats][open] [data-cmd=seats-all]")
    if asked.count():
        asked.click()


def wait_for_python(page: Page, timeout: float = PYTHON_TIMEOUT_MS) -> None:
    """Wait until the app says Python is ready; fail at once if Python stopped with an error."""
    page.wait_for_function(
        """() => document.documentElement.dataset.python === "ready"
               || (window.__pyDone === true && document.querySelector(".py-error") !== null)""",
        timeout=timeout,
    )
    if page.evaluate("document.documentElement.dataset.python") != "ready":
        banner = page.locator(".py-error").all_inner_texts()
        pytest.fail(f"Python stopped before the app was ready: {banner}", pytrace=False)


def open_app(page: Page, fragment: str = "", path: str = "index.html") -> Page:
    """Open the app (relative to the context's base URL) and wait until Python is ready."""
    url = path + (f"#{fragment.lstrip('#')}" if fragment else "")
    page.goto(url)
    wait_for_python(page)
    return page


def moves(page: Page) -> int:
    """How many actions the record of the game on screen holds (its `data-moves`)."""
    return int(page.locator("[data-game]").get_attribute("data-moves") or 0)


def wait_for_move(page: Page, before: int) -> None:
    """Wait until the game on screen holds more than `before` actions."""
    page.wait_for_function(
        f"() => Number(document.querySelector('[data-game]').dataset.moves) > {before}"
    )


def saved_state(page: Page) -> pygames.State:
    """The game as the app saved it on the device, replayed by the rules."""
    key = "fg:save:" + page.evaluate("location.hash").removeprefix("#play=")
    entry = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(key)})"))
    return replay(record_from_json(entry["record"], pygames.GAMES), pygames.GAMES)


def click_and_confirm(page: Page, control: Locator, code: str) -> None:
    """Click `control`, which applies `code`, and wait for the move; a step the table asks
    about first (its control carries `data-confirm`) is confirmed in its dialog: the player
    says yes."""
    before = moves(page)
    asked = control.get_attribute("data-confirm")
    control.click()
    if asked:
        page.locator(f'dialog[data-confirm-for="{code}"] [data-action="{code}"]').click()
    wait_for_move(page, before)


def done(page: Page) -> None:
    """Click Plinius's Done (its label says the action points it loses; were the table to ask
    first, the player says yes)."""
    click_and_confirm(page, page.locator("#game [data-action=done]:visible").first, "done")


def draw_or_done(page: Page) -> None:
    """One move of Plinius through the board: draw the next card, or end the card's actions."""
    draw = page.locator("#board [data-action=draw]")
    if not draw.count():
        done(page)
        return
    before = moves(page)
    draw.click()
    wait_for_move(page, before)


def wait_for_offline_cache(page: Page) -> str:
    """Wait until the service worker controls the page (so its precache is complete)."""
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    url = page.evaluate("navigator.serviceWorker.controller.scriptURL")
    assert isinstance(url, str)
    return url


def axe_violations(page: Page, selector: str | None = None) -> list[AxeViolation]:
    """What axe-core finds wrong on the page (or within `selector`) as it stands."""
    if not AXE_SCRIPT.is_file():
        pytest.fail(f"{AXE_SCRIPT} is missing: run npm ci (python3 build.py runs it).")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE_SCRIPT.read_text(encoding="utf-8"))  # by the driver: the CSP allows it
    found: list[AxeViolation] = page.evaluate(AXE_RUN, selector)
    return found


def serious(violations: list[AxeViolation]) -> list[str]:
    """The serious and critical ones, in words, for an assertion message."""
    return [
        f"{v['impact']} {v['id']}: {v['help']} at {', '.join(v['nodes'][:5])}"
        for v in violations
        if v["impact"] in ("serious", "critical")
    ]


def show_finished_games(page: Page) -> None:
    """Unfold the lobby's finished games (folded under "Start a game") by a click."""
    if not page.locator("#finished details[open]").count():
        page.locator("#finished summary").click()
