"""Instant start: after a normal start the page keeps a memory snapshot of the interpreter, and the
next visit restores it (it says so in <html data-snapshot>) and plays. A damaged (or partial: the
same digest check), unrestorable or foreign snapshot starts normally, is deleted and made anew;
storage that refuses costs nothing but the snapshot; the lobby's switch turns the feature off."""

from __future__ import annotations

from collections.abc import Callable

from playwright.sync_api import BrowserContext, Page, expect

from tests.e2e.conftest import draw_or_done, moves, open_app

TABLE = "new=plinius&seed=3"
MAKING_MS = 180_000  # a second interpreter in the background: generous on a busy machine
# The stored snapshot's entry in Cache Storage, and ways to damage it.
ENTRY = """async () => {
    const cache = await caches.open("fg-snapshot");
    return (await cache.keys()).map((request) => request.url);
}"""
# Keep a copy of the sound snapshot (and where it was), to damage it in turn.
KEEP_GOOD = """async () => {
    const cache = await caches.open("fg-snapshot");
    const [request] = await cache.keys();
    const good = await cache.match(request);
    const copy = await caches.open("test-copy");
    const headers = {"X-Url": request.url};
    await copy.put("/good", new Response(await good.arrayBuffer(), {headers}));
}"""
DAMAGE = """async (how) => {
    const kept = await (await caches.open("test-copy")).match("/good");
    const good = new Uint8Array(await kept.arrayBuffer());
    let url = kept.headers.get("X-Url"), body = good;
    if (how === "flipped") {  // one byte changed: the digest check fails
        body = good.slice(); body[Math.floor(body.length / 2)] ^= 0xff;
    } else if (how === "unrestorable") {  // soundly kept bytes that are no snapshot
        const { pack } = await import("./static/snapshot-bytes.mjs");
        body = await pack(new Uint8Array(65536).fill(7));
    } else if (how === "foreign") {  // a sound snapshot, of another build
        url = url.replace(/\\/[0-9a-f]+-([^/]*)$/, "/0123456789abcdef-$1");
    }
    await caches.delete("fg-snapshot");
    await (await caches.open("fg-snapshot")).put(url, new Response(body));
    return url;
}"""


def started(page: Page) -> str:
    how = page.evaluate("() => document.documentElement.dataset.snapshot")
    assert isinstance(how, str), "the start did not say how it began"
    return how


def wait_stored(page: Page) -> int:
    page.wait_for_function(
        "() => document.documentElement.dataset.snapshotStored !== undefined", timeout=MAKING_MS
    )
    return int(page.evaluate("() => document.documentElement.dataset.snapshotStored"))


def reload(page: Page) -> None:
    page.reload()
    page.wait_for_function(
        "() => document.documentElement.dataset.python === 'ready'", timeout=90_000
    )
    expect(page.locator("[data-game=plinius]")).to_be_visible()


def test_a_repeat_visit_restores_the_snapshot_and_plays(
    fresh_context: Callable[..., BrowserContext], base_url: str
) -> None:
    page = open_app(fresh_context(snapshots=True, base_url=base_url).new_page(), TABLE)
    assert started(page) == "none"  # nothing kept yet: a normal start
    draw_or_done(page)
    size = wait_stored(page)
    assert 5_000_000 < size < 32_000_000, size  # its zero pages left out: about 17 MB
    assert len(page.evaluate(ENTRY)) == 1

    reload(page)
    assert started(page) == "restored"
    assert moves(page) == 1  # the game in progress, as saved
    draw_or_done(page)
    page.get_by_role("button", name="Lobby").click()
    expect(page.locator("#snapshot-status")).to_contain_text(f"({size / 1e6:.1f} MB)")
    expect(page.locator("#snapshot-on")).to_be_checked()


def test_a_bad_or_foreign_snapshot_starts_normally_and_is_replaced(
    fresh_context: Callable[..., BrowserContext], base_url: str
) -> None:
    page = open_app(fresh_context(snapshots=True, base_url=base_url).new_page(), TABLE)
    wait_stored(page)
    page.evaluate(KEEP_GOOD)
    for how, start in (
        ("flipped", "discarded"),
        ("unrestorable", "discarded"),
        ("foreign", "none"),  # another build's: deleted unread
    ):
        url = page.evaluate(DAMAGE, how)
        assert ("/0123456789abcdef-" in url) == (how == "foreign")
        reload(page)
        assert started(page) == start, how
        assert all("/0123456789abcdef-" not in url for url in page.evaluate(ENTRY)), how
        draw_or_done(page)
    # The last start made a new snapshot in place of the bad one; the next start restores it.
    wait_stored(page)
    reload(page)
    assert started(page) == "restored"
    draw_or_done(page)


def test_refused_storage_costs_only_the_snapshot(
    fresh_context: Callable[..., BrowserContext], base_url: str
) -> None:
    context = fresh_context(snapshots=True, base_url=base_url)
    context.add_init_script(
        """if (typeof CacheStorage === "function") {
             const open = CacheStorage.prototype.open;
             CacheStorage.prototype.open = function (name) {
               if (name === "fg-snapshot") {
                 return Promise.reject(new DOMException("full", "QuotaExceededError"));
               }
               return open.call(this, name);
             };
           }"""
    )
    page = open_app(context.new_page(), TABLE)
    assert started(page) == "none"
    page.wait_for_function(
        "() => window.fgSnapshot && window.fgSnapshot.status().making", timeout=MAKING_MS
    )
    page.wait_for_function("() => !window.fgSnapshot.status().making", timeout=MAKING_MS)
    assert page.evaluate("() => document.documentElement.dataset.snapshotStored") is None
    draw_or_done(page)  # and no error shown or logged (the guard checks the console)
    expect(page.locator("#engine-error")).to_be_hidden()


def test_the_switch_turns_it_off_and_on(
    fresh_context: Callable[..., BrowserContext], base_url: str
) -> None:
    page = open_app(fresh_context(snapshots=True, base_url=base_url).new_page())
    wait_stored(page)
    switch = page.get_by_label("Instant start")
    switch.uncheck()
    expect(page.locator("#snapshot-status")).to_contain_text("Off")
    page.wait_for_function("async () => (await caches.keys()).indexOf('fg-snapshot') < 0")

    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.python === 'ready'")
    assert started(page) == "off"
    expect(page.get_by_label("Instant start")).not_to_be_checked()
    page.wait_for_timeout(4_000)  # past the moment a snapshot would be made
    assert page.evaluate("() => window.fgSnapshot.status().making") is False
    assert page.evaluate("async () => (await caches.keys()).indexOf('fg-snapshot')") < 0

    page.get_by_label("Instant start").check()  # on again: kept without a reload
    wait_stored(page)
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.python === 'ready'")
    assert started(page) == "restored"
