"""Hosting: the site is self-contained (nothing leaves 127.0.0.1) and works under a sub-path."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, Page, expect

from build import Server
from tests.e2e.conftest import Guard, open_app, wait_for_offline_cache


def test_no_request_leaves_localhost(page: Page, guard: Guard) -> None:
    """A full load, the service worker's precache included, asks nothing of any other host."""
    requests: list[str] = []
    page.context.on("request", lambda request: requests.append(request.url))
    open_app(page)
    expect(page.locator("#lobby")).to_be_visible()
    wait_for_offline_cache(page)
    paths = {urlsplit(url).path for url in requests}
    # The guard fails the test on any other host; these prove the listener saw the whole load,
    # the worker's precache of the interpreter included.
    assert "/index.html" in paths
    assert "/app.zip" in paths
    assert "/pyodide/pyodide.asm.wasm" in paths
    assert {urlsplit(url).hostname for url in requests} == {"127.0.0.1"}


def test_works_under_a_sub_path(
    dist: Path, tmp_path: Path, fresh_context: Callable[..., BrowserContext]
) -> None:
    """Hosted at /sub/ (as GitHub Pages hosts a project), every URL stays under /sub/."""
    shutil.copytree(dist, tmp_path / "sub")
    server = Server(tmp_path)
    try:
        context = fresh_context(base_url=server.url + "sub/")
        requests: list[str] = []
        context.on("request", lambda request: requests.append(urlsplit(request.url).path))
        page = open_app(context.new_page())
        expect(page.locator("#lobby")).to_be_visible()
        assert wait_for_offline_cache(page) == server.url + "sub/sw.js"
        assert "/sub/pyodide/pyodide.asm.wasm" in requests
        assert [path for path in requests if not path.startswith("/sub/")] == []
    finally:
        server.stop()
