"""Offline: after one visit the service worker starts the whole app with the server gone; a new
build replaces the old one on a later visit, downloading only what changed."""

from __future__ import annotations

import json
import re
import socket
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, Page, expect

import build
from build import ROOT, Server
from tests.e2e.conftest import open_app, wait_for_offline_cache, wait_for_python
from tests.site.test_build import copy_sources


def precache_list(dist: Path) -> dict[str, str]:
    """The files the worker caches: URL relative to the site -> content hash."""
    match = re.search(r"^const FILES = (\{.*\});$", (dist / "sw.js").read_text(), re.M)
    assert match, "sw.js has no FILES list"
    files: dict[str, str] = json.loads(match.group(1))
    return files


def wait_for_caches(page: Page, names: list[str], seconds: float = 60) -> None:
    """Poll until the page's origin holds exactly these caches (the new worker has activated)."""
    deadline = time.monotonic() + seconds
    while (found := page.evaluate("caches.keys()")) != names:
        assert time.monotonic() < deadline, f"caches are {found}, not {names}"
        page.wait_for_timeout(250)


def test_starts_offline_after_one_visit(
    dist: Path, fresh_context: Callable[..., BrowserContext]
) -> None:
    """One visit fills the cache; with the server stopped, a reload and a new tab both start."""
    server = Server(dist)  # our own server, so stopping it touches no other test
    try:
        context = fresh_context(base_url=server.url)
        page = open_app(context.new_page())
        wait_for_offline_cache(page)
        cached = page.evaluate(
            """async () => {
                const names = await caches.keys();
                const cache = await caches.open(names.find((n) => n.startsWith("fortune-games-")));
                const base = new URL("./", location).href;
                const urls = (await cache.keys()).map((r) => "./" + r.url.slice(base.length));
                return {names, urls};
            }"""
        )
        assert len(cached["names"]) == 1
        assert sorted(cached["urls"]) == sorted([*precache_list(dist), "./sw-files.json"])
    finally:
        server.stop()

    with pytest.raises(OSError):  # the network really is gone
        socket.create_connection(("127.0.0.1", server.port), timeout=2).close()

    page.reload()
    expect(page.locator("#lobby")).to_be_visible()
    wait_for_python(page)

    # A new tab at the site's folder address (as a home-screen shortcut opens it).
    tab = open_app(context.new_page(), path="./")
    expect(tab.locator("#lobby")).to_be_visible()


def test_an_update_downloads_only_what_changed(
    tmp_path: Path, fresh_context: Callable[..., BrowserContext]
) -> None:
    """A new build takes over on the next visit, fetching only its changed files."""
    sources = copy_sources(tmp_path / "src")
    site = tmp_path / "site"
    node_modules = ROOT / "node_modules"
    first = build.build(sources, site, node_modules)
    server = Server(site)
    try:
        context = fresh_context(base_url=server.url)
        page = open_app(context.new_page())
        wait_for_offline_cache(page)

        rulebook = sorted((sources / "rules").iterdir())[0]
        rulebook.write_text(rulebook.read_text() + "\nAn erratum.\n")
        second = build.build(sources, site, node_modules)
        assert second != first
        server.seen.clear()
        page.reload()  # still the old build, from the cache; the browser finds the new worker
        wait_for_python(page)
        wait_for_caches(page, [f"fortune-games-{second}"])
        fetched = set(server.seen)
        assert f"/rules/{rulebook.name}" in fetched
        assert fetched <= {"/sw.js", "/index.html", f"/rules/{rulebook.name}"}, fetched

        page.reload()  # now served by the new worker
        wait_for_python(page)
        assert page.locator('meta[name="build"]').get_attribute("content") == second
    finally:
        server.stop()
