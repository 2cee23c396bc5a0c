"""For Fame & Fortune across devices (issue 30) in Chromium: three browser profiles, three
devices, one player each. The first starts the game from the lobby's "Play across devices";
every link goes where the table says ("Send to Bo: …"), opened on that device, which does its
part of the deck and acts for its own seat only. Each device's page shows no card another seat
holds that it never held nor saw face up; at the end every device shows the check passed. One
link is edited on the way (a byte of a message changed): it is refused, saying so, and the
device's save is as it was.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from playwright.sync_api import Page, expect

from pygames.core.secret import decode_link, encode_link
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.devices import TOKEN
from pygames.fame_fortune.state import DRAFT
from tests.e2e.conftest import LAPTOP, PHONE, NewContext, axe_violations, open_app, serious
from tests.e2e.survey import ACTING, LOOK
from tests.web.test_across import play_a_move
from web.across import Crossing, arrive, parse
from web.views.fame_fortune_cards import card_name

NAMES = ("Ann", "Bo", "Cy")
SETTLED = """() => {
    const across = document.querySelector('[data-across]');
    return across !== null && !document.querySelector('[data-across-working]')
        && location.hash.startsWith('#xs=');
}"""
SAVED = """() => {
    for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (key.startsWith('fg:across:')) return localStorage.getItem(key);
    }
    return null;
}"""


def device(page: Page) -> Crossing:
    """The game as the page saved it on its device (its seat's keys included)."""
    return Crossing.from_entry(page.evaluate(SAVED))


def unseen(devices: list[Page], seat: int, passed: set[int]) -> list[int]:
    """The cards other seats hold now that `seat` never held and that lie face down."""
    tables = {n: device(page).table for n, page in enumerate(devices) if page.evaluate(SAVED)}
    mine = tables[seat]
    faceup = {C.card_of(label) for label in mine.deck.round.faceup.values()}
    held = set(mine.state.hands[seat]) | passed  # another device's save may be a step behind
    return [
        card
        for other, table in tables.items()
        if other != seat and table.round == mine.round
        for card in table.state.hands[other]
        if card < TOKEN and card not in faceup and card not in held
    ]


def shows_no_other_hand(page: Page, cards: list[int]) -> int:
    """No card of `cards` is on the page: no card of the hand's id, no name a reader hears."""
    html = page.content()
    for card in cards:
        code = C.code(card)
        assert f'id="ff-card-{code}"' not in html, code
        assert not re.search(rf"(?<![0-9]){re.escape(card_name(code))}", html), code
    return len(cards)


def surveyed(page: Page, kind: str, seen: dict[str, list[str]]) -> None:
    """A decision as its device shows it: a control to act with, Send, or the end's Done, in
    view without scrolling, the page no wider than the screen; axe finds no serious fault (once
    a kind)."""
    size = f"{page.viewport_size}"
    look = page.evaluate(LOOK, ACTING + ", #game [data-cmd^=x-send], #game [data-across-done]")
    assert look["seen"], f"{size} {kind}: nothing to act with in view ({look['prompt']})"
    assert not look["wider"], f"{size} {kind}: wider than the screen: {look['culprits']}"
    if kind not in seen.setdefault(size, []):
        seen[size].append(kind)
        page.wait_for_function(
            "() => document.getAnimations().every((a) => a.playState !== 'running'"
            " || a.effect.getTiming().iterations === Infinity)"
        )
        assert serious(axe_violations(page)) == [], f"{size} {kind}"


def copied_to(name: str) -> re.Pattern[str]:
    """The note of a copied link (the name between the isolates of plain text)."""
    return re.compile(rf"^Copied: paste it to \u2068?{name}\u2069? in your chat\.$")


def open_link(page: Page, link: str) -> None:
    """The link opened in the device's tab, where its last Send may still be open: the game
    has moved on, so that Send is gone."""
    page.evaluate("(link) => { location.href = link; }", link)
    page.wait_for_function(SETTLED, timeout=60_000)
    expect(page.locator("dialog[data-across-share][open]")).to_have_count(0)


def start_across(page: Page, names: dict[int, str], rounds: str | None = None) -> None:
    """Start a 3-player game across devices from the lobby's form, as its first device."""
    page.evaluate("() => window.fgLobby.openForm('fame_fortune')")
    page.locator("#new-players").select_option("3")
    page.locator("#across-on").check()
    for seat, name in names.items():
        page.locator(f"#new-seats input[name=name{seat}]").fill(name)
    if rounds is not None:
        page.locator("#new-options [data-option=rounds]").fill(rounds)
    page.locator("#new-start").click()
    page.wait_for_function(SETTLED, timeout=60_000)


def test_a_round_across_three_devices_shows_each_only_its_own_hand(
    fresh_context: NewContext, base_url: str
) -> None:
    sizes = (LAPTOP, PHONE, LAPTOP)  # Bo plays on a phone
    contexts = [fresh_context(base_url=base_url, viewport=size) for size in sizes]
    for context in contexts:  # Send copies the link, and says so
        context.grant_permissions(["clipboard-read", "clipboard-write"])
    pages = [open_app(context.new_page()) for context in contexts]
    surveys: dict[str, list[str]] = {}
    first = pages[0]
    start_across(first, dict(enumerate(NAMES)), rounds="1")
    first.locator("#game [data-cmd=howto]").click()  # the table's help, as at any table
    expect(first.locator("dialog[data-howto=fame_fortune]")).to_be_visible()
    first.locator("dialog[data-howto] [data-cmd=close]").click()
    rng = random.Random(3)
    holder, hops, checked, cheated = 0, 0, 0, False
    passed: dict[int, set[int]] = {0: set(), 1: set(), 2: set()}
    while True:
        page = pages[holder]
        page.wait_for_function(SETTLED, timeout=60_000)
        mine = device(page)
        state = mine.table.state
        checked += shows_no_other_hand(page, unseen(pages, holder, passed[holder]))
        if mine.my_move():
            surveyed(page, state.phase, surveys)
            before = page.locator("[data-across]").get_attribute("data-messages")
            if state.phase == DRAFT:
                chosen = rng.sample(mine.table.hand(), state.need)
                passed[holder].update(C.card_of(code) for code in chosen)
                for code in chosen:
                    page.locator(f'#board [data-action="pick:{code}"]').click()
                # A wide screen shows the step by the hand too: the one in view.
                page.locator("#game [data-action=give]:visible").first.click()
            else:
                offered = page.locator("#game [data-action]").evaluate_all(
                    "(nodes) => nodes.map((n) => n.dataset.action)"
                )
                page.locator(f'#game [data-action="{rng.choice(offered)}"]:visible').first.click()
            page.wait_for_function(
                "(before) => document.querySelector('[data-across]')?.dataset.messages"
                " !== before && !document.querySelector('[data-across-working]')",
                arg=before,
            )
            continue
        send = page.locator("#game [data-cmd=x-send]")
        if not send.count():
            break
        surveyed(page, "send", surveys)
        seat = int(page.locator("[data-across-send]").get_attribute("data-across-send") or 0)
        expect(page.locator("[data-across-send]")).to_contain_text(f"Send to {NAMES[seat]}")
        send.click()
        shared = page.locator("dialog[data-across-share]")
        expect(shared.locator("[data-copied]")).to_have_text(copied_to(NAMES[seat]))
        expect(shared.locator("#share-link")).not_to_be_visible()  # under "Show the link"
        expect(shared.locator("summary")).to_have_text("Show the link")
        link = page.locator("#share-link").input_value()
        assert len(link) < 8192  # the Send stays open in the tab: the next link closes it
        receiver = pages[seat]
        if hops == 12:  # a link mid-round, edited on the way
            cheated = True
            kept = receiver.evaluate(SAVED)
            to, inner = parse(link.split("#", 1)[1])
            messages = decode_link(inner)
            last = messages[-1]
            last["sig"] = ("A" if last["sig"][0] != "A" else "B") + last["sig"][1:]
            open_link(receiver, link.split("#", 1)[0] + f"#x={to}." + encode_link(messages))
            expect(receiver.locator("#status")).to_contain_text("This link was refused")
            expect(receiver.locator("#status")).to_contain_text("Nothing saved on this device")
            assert receiver.evaluate(SAVED) == kept
        open_link(receiver, link)
        holder, hops = seat, hops + 1
    # Every key is in: the last link to every other device, each checks the whole game.
    page = pages[holder]
    sends = page.locator("#game [data-cmd^='x-send:']").all()
    a, b = sorted((box for box in (s.bounding_box() for s in sends) if box), key=lambda x: x["x"])
    apart = max(b["x"] - a["x"] - a["width"], abs(b["y"] - a["y"]) - a["height"])
    assert apart >= 8, f"the last Sends touch: {apart} px apart"  # a thumb tells them apart
    for seat in range(3):
        if seat == holder:
            continue
        page.locator(f"#game [data-cmd='x-send:{seat}']").click()
        link = page.locator("#share-link").input_value()
        page.locator("dialog[data-across-share] [data-cmd=close]").click()
        open_link(pages[seat], link)
    expect(page.locator("[data-across-done]")).to_contain_text("Done: every device has checked")
    for each in pages:
        expect(each.locator("[data-audit=passed]")).to_be_visible(timeout=120_000)
        assert device(each).table.state.finished
        surveyed(each, "checked", surveys)
    assert cheated and checked > 100 and hops > 12
    assert all({"draft", "turn", "send", "checked"} <= set(kinds) for kinds in surveys.values())


def test_a_device_is_restored_from_its_key_backup_file(
    fresh_context: NewContext, base_url: str, tmp_path: Path
) -> None:
    """The key backup a device saves brings its seat back on another device, from the lobby."""
    page = open_app(fresh_context(base_url=base_url, viewport=LAPTOP).new_page())
    start_across(page, {0: "Ann"})
    with page.expect_download() as download:
        page.locator("#game [data-cmd=x-backup]").click()
    backup = tmp_path / "keys.json"
    download.value.save_as(backup)
    kept = device(page)
    other = open_app(fresh_context(base_url=base_url, viewport=PHONE).new_page())
    other.locator("#across-file").set_input_files(backup)
    other.wait_for_function(SETTLED, timeout=60_000)
    expect(other.locator("[data-across]")).to_contain_text("This device plays Ann.")
    restored = device(other)
    assert restored.table.keys == kept.table.keys and restored.seat == 0
    assert restored.table.deck.messages == kept.table.deck.messages
    other.locator("#game [data-cmd=lobby]").click()
    expect(other.locator("#across-list li")).to_contain_text("This device plays Ann.")


def test_a_returning_player_sees_the_games_across_devices_first_in_their_language(
    fresh_context: NewContext, base_url: str
) -> None:
    """The games across devices kept here stand above "Continue a game", in view without
    scrolling on a laptop and a phone, and read in Polish once the player picks it."""
    first = Crossing.start(list(NAMES), {"rounds": 1})
    first.table.step()
    for viewport in (LAPTOP, PHONE):
        page = open_app(fresh_context(base_url=base_url, viewport=viewport).new_page())
        page.evaluate(
            "([key, entry]) => localStorage.setItem(key, entry)", [first.key, first.entry()]
        )
        page.evaluate("() => { window.fgLobby.setLanguage('pl'); window.fgLobby.refresh(); }")
        expect(page.locator("#across-title")).to_have_text("Gry na wielu urządzeniach")
        expect(page.locator("#across-list li")).to_contain_text("Na tym urządzeniu gra Ann.")
        expect(page.locator("#across-restore")).to_have_text("Wczytaj kopię kluczy…")
        page.evaluate("() => window.fgLobby.openForm('fame_fortune')")
        expect(page.locator("#across-choice legend")).to_have_text("Urządzenia")
        page.locator("#new-cancel").click()
        box = page.locator("#across-list li button").bounding_box()
        assert box is not None and box["y"] + box["height"] <= viewport["height"], viewport


def test_a_count_of_rounds_takes_the_form_of_its_number_in_each_language(
    fresh_context: NewContext, base_url: str
) -> None:
    """ "1 rounds" on the new-game form: a count reads in the form its language gives it
    (Polish has three: 1 runda, 2 rundy, 5 rund)."""
    page = open_app(fresh_context(base_url=base_url, viewport=LAPTOP).new_page())
    page.evaluate("() => window.fgLobby.openForm('fame_fortune')")
    length, rounds = page.locator("#new-length"), page.locator("[data-option=rounds]")
    rounds.fill("1")
    expect(length).to_have_text(re.compile(r"^1 round: about \d+ min\.$"))
    page.evaluate("() => window.fgLobby.setLanguage('pl')")
    for count, form in (("1", "runda"), ("2", "rundy"), ("5", "rund"), ("12", "rund")):
        rounds.fill(count)
        expect(length).to_have_text(re.compile(rf"^{count}\u00a0{form}: około "))


HAND = """() => {
    const boxes = (sel) => [...document.querySelectorAll(sel)]
        .map((n) => n.getBoundingClientRect());
    const cards = [...document.querySelectorAll('#board .ff-hcard')].map((card) => {
        const box = card.getBoundingClientRect();
        const below = [...card.parentElement.children].filter((c) => c !== card
            && c.getBoundingClientRect().top > box.top + 1)
            .map((c) => c.getBoundingClientRect().top);
        const free = Math.min(box.bottom, ...below) - box.top;  // the band no card lies over
        return {width: box.width, free};
    });
    const tabs = boxes('#board .ff-tab');
    const touching = tabs.filter((a, i) => tabs.some((b, j) => j !== i && a.left < b.right - 0.5
        && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5)).length;
    return {cards, touching, tabs: tabs.length};
}"""


def test_a_phone_hand_across_devices_leaves_44_px_to_tap_each_card_and_its_tabs_apart(
    fresh_context: NewContext, base_url: str
) -> None:
    """At 360 px the hand fans in rows: each card keeps a band 44 px high and wide to tap that
    no other card covers, and no two Stake tabs run into each other: in the draft and when
    staking, Ann's device as the links left it."""
    rng = random.Random(4)
    first = Crossing.start(list(NAMES), {"rounds": 1})
    first.table.step()
    saves, holder = {0: first.entry()}, 0
    moments: dict[str, str] = {}
    while "turn" not in moments:
        device_ = Crossing.from_entry(saves[holder])
        state = device_.table.state
        if holder == 0 and device_.my_move():
            moments.setdefault("draft" if state.phase == DRAFT else "turn", saves[0])
        if device_.my_move():
            play_a_move(device_, rng)
            saves[holder] = device_.entry()
            continue
        send = device_.send_to()
        assert send is not None
        receiver = arrive(device_.fragment(send[0]), saves.get(send[0]))
        receiver.table.step()
        holder, saves[send[0]] = send[0], receiver.entry()
    page = open_app(fresh_context(base_url=base_url, viewport=PHONE).new_page())
    tabs = 0
    for kind, entry in moments.items():
        page.evaluate("([key, entry]) => localStorage.setItem(key, entry)", [first.key, entry])
        page.goto(f"index.html#xs={first.key.removeprefix('fg:across:')}")
        page.reload()
        page.wait_for_function(SETTLED, timeout=60_000)
        hand = page.evaluate(HAND)
        assert len(hand["cards"]) == 10, kind
        narrow = [card for card in hand["cards"] if min(card["width"], card["free"]) < 44]
        assert narrow == [], f"{kind}: {narrow}"
        assert hand["touching"] == 0, kind
        tabs = hand["tabs"]
    assert tabs > 0  # staking, the last moment: the tabs were there to check


def test_a_send_whose_share_sheet_is_refused_copies_the_link_and_says_so(
    fresh_context: NewContext, base_url: str
) -> None:
    """Send on a phone whose share sheet refuses (no share target): the link is copied, as the
    table's own Share does, and the dialog says where to paste it."""
    context = fresh_context(base_url=base_url, viewport=PHONE)
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    context.add_init_script(
        "navigator.share = () => Promise.reject(new DOMException('no target', 'NotAllowedError'))"
    )
    page = open_app(context.new_page())
    start_across(page, {1: "Bo"})
    page.locator("#game [data-cmd=x-send]").click()
    shared = page.locator("dialog[data-across-share]")
    expect(shared.locator("[data-copied]")).to_have_text(copied_to("Bo"))
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert copied == page.locator("#share-link").input_value() and "#x=1." in copied
