"""Installable and updatable: Chromium finds nothing missing to install the app, its icons are
the sizes they claim, and a new build fetched by the service worker offers a quiet reload that
resumes the game in progress."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Playwright, expect

import build
from build import ROOT, Server
from tests.e2e.conftest import (
    Guard,
    draw_or_done,
    moves,
    open_app,
    wait_for_offline_cache,
    wait_for_python,
)
from tests.site.test_build import copy_sources


def test_chromium_can_install_the_app_and_its_icons_are_true_to_size(
    playwright: Playwright,
    browser_type_launch_args: dict[str, Any],
    base_url: str,
    tmp_path: Path,
    guard: Guard,
) -> None:
    """Installability needs a profile of its own (a test context counts as incognito)."""
    context = playwright.chromium.launch_persistent_context(
        tmp_path / "profile", base_url=base_url, **browser_type_launch_args
    )
    try:
        guard.watch_context(context)
        page = open_app(context.new_page())
        wait_for_offline_cache(page)
        cdp = context.new_cdp_session(page)
        assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
        icons = page.evaluate(
            """async () => {
                const link = document.querySelector('link[rel="manifest"]');
                const manifest = await (await fetch(link.href)).json();
                return Promise.all(manifest.icons.map(async (icon) => {
                    const image = new Image();
                    image.src = new URL(icon.src, link.href).href;
                    await image.decode();
                    return {...icon, width: image.naturalWidth, height: image.naturalHeight};
                }));
            }"""
        )
        png = {icon["sizes"]: icon for icon in icons if icon["type"] == "image/png"}
        assert {"192x192", "512x512"} <= png.keys()
        for icon in png.values():
            assert icon["sizes"] == f"{icon['width']}x{icon['height']}", icon
        assert any(icon.get("purpose") == "maskable" for icon in png.values())
    finally:
        context.close()


def test_a_new_build_offers_a_reload_that_resumes_the_game(
    tmp_path: Path, fresh_context: Callable[..., BrowserContext]
) -> None:
    sources = copy_sources(tmp_path / "src")
    site = tmp_path / "site"
    node_modules = ROOT / "node_modules"
    first = build.build(sources, site, node_modules)
    server = Server(site)
    try:
        context = fresh_context(base_url=server.url)
        page = open_app(context.new_page(), "new=plinius&seed=11")
        wait_for_offline_cache(page)
        for _ in range(5):  # some moves of the game in progress, each saved as it is made
            draw_or_done(page)
        played, log = moves(page), page.locator("#log").inner_text()
        notice = page.locator("#update")
        expect(notice).to_be_hidden()  # the first worker taking over this very build is no news

        rulebook = sorted((sources / "rules").iterdir())[0]
        rulebook.write_text(rulebook.read_text() + "\nAn erratum.\n")
        second = build.build(sources, site, node_modules)
        assert second != first
        # What a tab left open does when it comes back into view: look for a new worker.
        page.evaluate("async () => (await navigator.serviceWorker.getRegistration()).update()")
        expect(notice).to_be_visible(timeout=60_000)
        expect(notice).to_contain_text("A new version of Fortune Games is ready")
        assert moves(page) == played  # nothing changed under the player meanwhile

        notice.get_by_role("button", name="Reload").click()
        wait_for_python(page)
        assert page.locator('meta[name="build"]').get_attribute("content") == second
        expect(page.locator("[data-game=plinius]")).to_be_visible()
        assert moves(page) == played
        assert page.locator("#log").inner_text() == log
        expect(page.locator("#update")).to_be_hidden()
    finally:
        server.stop()
