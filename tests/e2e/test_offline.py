"""Offline: after one visit the service worker starts the whole app with the server gone."""

from __future__ import annotations

import json
import re
import socket
from collections.abc import Callable
from pathlib import Path

import pytest
from playwright.sync_api import BrowserContext, expect

from build import Server
from tests.e2e.conftest import open_app, wait_for_offline_cache, wait_for_python


def precache_list(dist: Path) -> list[str]:
    match = re.search(r"^const FILES = (\[.*\]);$", (dist / "sw.js").read_text(), re.M)
    assert match, "sw.js has no FILES list"
    return json.loads(match.group(1))


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
                return {names, count: (await cache.keys()).length};
            }"""
        )
        assert len(cached["names"]) == 1
        assert cached["count"] == len(precache_list(dist))
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
