"""The lobby speaks the language chosen (issue 11: "The lobby and shell speak Polish too when it
is chosen"), says itself again at once when it changes, and keeps it across a reload; a shared
link keeps the language it was shared in unless the receiver chose one (issue 19)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from playwright.sync_api import BrowserContext, Page, expect

from tests.e2e.conftest import all_seats_here, open_app, wait_for_python

# The texts of the page's fixed elements (marked data-t), and whether each is one of the Polish
# catalogue's translations.
FIXED_TEXTS = """() => {
    const polish = new Set(Object.values(JSON.parse(
        document.getElementById("messages-data").textContent).pl));
    return Array.from(document.querySelectorAll("[data-t]"),
        (node) => [node.textContent, polish.has(node.textContent)]);
}"""


def assert_polish(page: Page) -> None:
    expect(page.locator("html")).to_have_attribute("lang", "pl")
    expect(page.locator("#language")).to_have_value("pl")
    english = [text for text, polish in page.evaluate(FIXED_TEXTS) if not polish]
    assert english == [], f"fixed texts left in English: {english}"
    expect(page.locator("#games-title")).to_have_text("Rozpocznij grę")
    expect(page.locator("#settings-title")).to_have_text("Ustawienia")
    card = page.locator(".game-card", has_text="Eurobusiness")
    expect(card.locator(".blurb")).to_have_text(
        "Kupuj miasta Europy, stawiaj domy oraz hotele i doprowadź pozostałe osoby do bankructwa."
    )
    expect(card.locator(".players")).to_have_text("Gra dla 2–6 osób")
    expect(page.get_by_role("button", name="Nowa gra: Eurobusiness")).to_be_visible()
    solo = page.locator(".game-card", has_text="Plinius")
    expect(solo.locator(".players")).to_have_text("Gra dla jednej osoby")


# Each game card's New game and Rules: their tops (on one row, the same) and lefts.
CARD_BUTTONS = """() => Array.from(document.querySelectorAll(".game-card"), (card) =>
    Array.from(card.querySelectorAll(".card-actions button"), (button) => {
        const box = button.getBoundingClientRect();
        return [Math.round(box.top), Math.round(box.left)];
    }))"""


def test_a_game_cards_new_game_and_rules_stand_on_one_row_on_a_laptop(page: Page) -> None:
    """Two reviewers at 1280x800: "Rules" wrapped under "New game", indented. On a laptop each
    card's two buttons stand side by side, in English and in Polish; on a phone they start at the
    text's left edge."""
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto("index.html")
    for language in ("en", "pl"):
        page.locator("#language").select_option(language)
        cards = page.evaluate(CARD_BUTTONS)
        assert len(cards) == 5 and all(len(buttons) == 2 for buttons in cards), cards
        assert all(new[0] == rules[0] and new[1] < rules[1] for new, rules in cards), cards
    page.set_viewport_size({"width": 360, "height": 740})
    lefts = {new[1] for new, _ in page.evaluate(CARD_BUTTONS)}
    assert len(lefts) == 1, lefts


def test_the_lobby_reads_in_polish_when_chosen_and_after_a_reload(page: Page) -> None:
    page.goto("index.html")
    expect(page.locator("#games-title")).to_have_text("Start a game")
    page.get_by_role("button", name="New game of Eurobusiness").click()
    page.get_by_label("Name of player 2").fill("Ola")
    page.locator("#language").select_option("pl")
    assert_polish(page)
    # The open form says itself again: a name left as given follows, a typed one stays.
    expect(page.locator("#new-title")).to_have_text("Nowa gra: Eurobusiness")
    expect(page.get_by_label("Imię osoby 1")).to_have_value("Osoba 1")
    expect(page.get_by_label("Imię osoby 2")).to_have_value("Ola")
    expect(page.get_by_label("Kto gra na miejscu 2")).to_contain_text("Bot: silny")
    expect(page.locator("#new-options")).to_contain_text("Szybki start")
    expect(page.get_by_role("button", name="Zacznij")).to_be_visible()

    page.reload()
    assert_polish(page)
    wait_for_python(page)  # Python's lobby keeps the language the lobby chose
    assert_polish(page)
    expect(page.locator("#loading")).to_be_hidden()

    page.locator("#language").select_option("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#games-title")).to_have_text("Start a game")
    expect(page.get_by_role("button", name="New game of Eurobusiness")).to_be_visible()


SIZES = {"phone": {"width": 360, "height": 740}, "laptop": {"width": 1280, "height": 800}}


@pytest.mark.parametrize("size", sorted(SIZES))
def test_a_shared_link_keeps_the_language_it_was_shared_in(
    page: Page, fresh_context: Callable[..., BrowserContext], base_url: str, size: str
) -> None:
    """Issue 19: a link shared from a Polish table opened in the receiver's English, giving
    mixes ("Offer a trade to Gracz 2"). It now opens in Polish, unless the receiver chose a
    language; a link made before links carried their language still opens."""
    open_app(page, "new=eurobusiness&players=2&seed=5&names=Ola&lang=pl")
    expect(page.locator("#prompt")).to_have_text("Ola: rzuć kostkami o kolejność gry.")
    page.get_by_role("button", name="Udostępnij").click()
    link = page.locator("#share-link").input_value()
    assert link.endswith("&lang=pl"), link

    # A receiver who never chose a language: the game and the lobby read in Polish, and the
    # receiver's settings stay unchosen.
    receiver = fresh_context(base_url=base_url, viewport=SIZES[size]).new_page()
    receiver.goto(link)
    wait_for_python(receiver)
    expect(receiver.locator("html")).to_have_attribute("lang", "pl")
    expect(receiver.locator("#prompt")).to_have_text("Ola: rzuć kostkami o kolejność gry.")
    expect(receiver.locator("#actions")).to_contain_text("Rzuć o kolejność gry")
    expect(receiver.get_by_role("button", name="Udostępnij")).to_be_visible()
    expect(receiver.locator("dialog[data-seats]")).to_contain_text("Ola")  # who plays here?
    all_seats_here(receiver)
    receiver.get_by_role("button", name="Menu").click()
    expect(receiver.locator("#games-title")).to_have_text("Rozpocznij grę")
    expect(receiver.locator("#saved-list")).to_contain_text(
        "Eurobusiness (Ola, Osoba 2) · ruch 0, teraz gra Ola"
    )
    assert receiver.evaluate("localStorage.getItem('fg:settings')") is None

    # A receiver who chose English keeps English.
    chosen = fresh_context(base_url=base_url, viewport=SIZES[size])
    settings = json.dumps(json.dumps({"lang": "en"}))
    chosen.add_init_script(
        f"try {{ localStorage.setItem('fg:settings', {settings}) }} catch (e) {{}}"
    )
    english = chosen.new_page()
    english.goto(link)
    wait_for_python(english)
    expect(english.locator("html")).to_have_attribute("lang", "en")
    expect(english.locator("#prompt")).to_have_text("Ola: roll for the order of play.")


def test_a_link_from_before_links_carried_a_language_still_opens(
    page: Page, fresh_context: Callable[..., BrowserContext], base_url: str
) -> None:
    open_app(page, "new=eurobusiness&players=2&seed=5&names=Ola,Bo")
    page.get_by_role("button", name="Share").click()
    link = page.locator("#share-link").input_value()
    old = link.removesuffix("&lang=en")
    assert old != link and "&" not in old.partition("#")[2]
    receiver = fresh_context(base_url=base_url).new_page()
    receiver.goto(old)
    wait_for_python(receiver)
    expect(receiver.locator("[data-game=eurobusiness]")).to_be_visible()
    expect(receiver.locator("#prompt")).to_have_text("Ola: roll for the order of play.")
    all_seats_here(receiver)
    receiver.goto(old + "&lang=xx")  # a damaged language part: a clear message
    expect(receiver.locator("#notice")).to_contain_text("a language this app does not have")


def test_the_form_writes_a_choice_of_money_as_the_language_groups_thousands(page: Page) -> None:
    """Issue 29's Polish review (B13): Fortuna's starting sum read "20000 / 15000 / 10000"."""
    page.goto("index.html")
    page.get_by_role("button", name="New game of Fortuna", exact=True).click()
    choices = page.locator('#new-options select[data-option="start_money"] option')
    expect(choices).to_have_text(["20,000", "15,000", "10,000"])
    page.locator("#language").select_option("pl")
    expect(choices).to_have_text(["20\u00a0000", "15\u00a0000", "10\u00a0000"])


def test_a_form_says_on_a_polish_page_when_its_games_table_reads_in_english(page: Page) -> None:
    """Issue 29's sixth Polish review: Plinius, F&F and Fuldrigger opened in English on a
    Polish page with no word why; their forms say so, the Polish games' forms do not."""
    page.goto("index.html")
    page.locator("#language").select_option("pl")
    note = page.locator("#new-table-language")
    page.get_by_role("button", name="Nowa gra: Fuldrigger").click()
    expect(note).to_have_text("Plansza i teksty tej gry są po angielsku.")
    expect(note).to_be_visible()
    page.get_by_role("button", name="Nowa gra: Fortuna", exact=True).click()
    expect(note).to_be_hidden()
    page.get_by_role("button", name="Nowa gra: Fortes fortuna iuvat").click()
    expect(note).to_have_text("Plansza i teksty tej gry są po angielsku.")
    page.locator("#language").select_option("en")
    expect(note).to_be_hidden()


def test_an_english_only_tables_header_reads_in_the_lobbys_polish(page: Page) -> None:
    """Issue 29's eighth Polish review: Plinius's header read "Lobby / Rules / How to play /
    Share" on a Polish page. The header is the app's chrome: Polish, while the table is English."""
    settings = json.dumps(json.dumps({"lang": "pl"}))
    page.add_init_script(
        f"try {{ localStorage.setItem('fg:settings', {settings}) }} catch (e) {{}}"
    )
    open_app(page, "new=plinius&seed=3")
    expect(page.locator("html")).to_have_attribute("lang", "en")  # the table's own language
    commands = page.locator(".table-head .table-commands")
    expect(commands).to_have_attribute("lang", "pl")
    expect(commands.locator("button[data-cmd]")).to_have_text(
        ["Menu", "Zasady", "Jak grać", "Udostępnij"]
    )
    expect(page.locator(".table-panes")).to_contain_text("Board")
    page.get_by_role("button", name="Menu").click()
    expect(page.locator("#games-title")).to_have_text("Rozpocznij grę")
