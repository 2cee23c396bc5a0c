"""When the engine cannot start, the page says so at once and says why: opened from disk, a file
of the engine missing, Python failing, or a start that stalls (a time-out naming what it waits
for). Never an endless "Loading".

Each test opens its own browser context: a page that cannot start logs errors to the console,
which the guard would count against the test.
"""

from __future__ import annotations

import shutil
import threading
from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from build import Handler, QuietHTTPServer, Server
from tests.e2e.conftest import SNAPSHOTS_OFF


@pytest.fixture
def own_context(browser: Browser) -> Iterator[BrowserContext]:
    context = browser.new_context()
    context.add_init_script(SNAPSHOTS_OFF)
    yield context
    context.close()


def broken_copy(dist: Path, tmp_path: Path, remove: str = "", main: str = "") -> Path:
    site = tmp_path / "site"
    shutil.copytree(dist, site)
    if remove:
        (site / remove).unlink()
    if main:
        (site / "main.py").write_text(main)
    return site


def expect_problem(page: Page, title: str, *causes: str, timeout: float = 30_000) -> None:
    problem = page.locator("#engine-error")
    expect(problem).to_be_visible(timeout=timeout)
    expect(problem.locator("h2")).to_have_text(title)
    for cause in causes:
        expect(problem).to_contain_text(cause)
    expect(page.locator("#loading-bar")).to_be_hidden()  # no progress bar left running
    expect(page.locator("#loading")).to_contain_text("could not start")


def test_opened_from_disk_says_why_at_once_and_what_to_do(
    dist: Path, own_context: BrowserContext
) -> None:
    page = own_context.new_page()
    page.goto((dist / "index.html").as_uri())
    expect_problem(
        page,
        "The games cannot start from a file",
        "opened from a file",
        "python3 build.py serve",
        "http://127.0.0.1:8000/",
        timeout=3_000,  # at once: nothing to wait for
    )
    expect(page.locator("#engine-reload")).to_be_hidden()  # reloading a file would not help
    expect(page.locator("#game-list [data-new-game]").first).to_be_visible()  # the lobby stays


def test_a_missing_engine_file_is_named(
    dist: Path, tmp_path: Path, own_context: BrowserContext
) -> None:
    server = Server(broken_copy(dist, tmp_path, remove="pyodide/pyodide.asm.wasm"))
    try:
        page = own_context.new_page()
        page.goto(server.url + "index.html#new=plinius")
        expect_problem(
            page,
            "The game engine could not start",
            "pyodide/pyodide.asm.wasm could not be loaded (the server answered 404)",
        )
        expect(page.locator("#notice")).to_be_hidden()  # no "Opening the game…" left behind
        expect(page.get_by_role("button", name="Reload")).to_be_visible()
    finally:
        server.stop()


def test_python_failing_before_the_app_is_ready_is_reported(
    dist: Path, tmp_path: Path, own_context: BrowserContext
) -> None:
    server = Server(broken_copy(dist, tmp_path, main="raise RuntimeError('no app today')\n"))
    try:
        page = own_context.new_page()
        page.goto(server.url + "index.html")
        expect_problem(
            page,
            "The game engine could not start",
            "stopped with an error: RuntimeError: no app today",
        )
        expect(page.locator("#engine-error")).not_to_contain_text("Traceback")
    finally:
        server.stop()


class StallingHandler(Handler):
    """Serves the site but never finishes sending the interpreter (a dead connection)."""

    release = threading.Event()

    def do_GET(self) -> None:
        if self.path.split("?")[0].endswith("/pyodide.asm.wasm"):
            self.release.wait(60)
            return
        super().do_GET()


def test_a_stalled_start_times_out_naming_the_file_it_waits_for(
    dist: Path, own_context: BrowserContext
) -> None:
    class Stalling(StallingHandler):
        release = threading.Event()  # this test's own

    handler = Stalling
    httpd = QuietHTTPServer(("127.0.0.1", 0), partial(handler, directory=str(dist)))
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        own_context.add_init_script("window.fgStartTimeoutMs = 4000")
        page = own_context.new_page()
        page.goto(f"http://127.0.0.1:{httpd.server_address[1]}/index.html")
        expect_problem(
            page,
            "The game engine is taking long to start",
            "After 4 seconds it is still waiting for the file pyodide/pyodide.asm.wasm",
            "reload",
        )
    finally:
        handler.release.set()
        httpd.shutdown()
        httpd.server_close()
