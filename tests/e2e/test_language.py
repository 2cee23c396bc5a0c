"""The lobby speaks the language chosen (issue 11: "The lobby and shell speak Polish too when it
is chosen"), says itself again at once when it changes, and keeps it across a reload."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.e2e.conftest import wait_for_python

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
        "Kupuj miasta Europy, stawiaj domy i hotele i doprowadź rywali do bankructwa."
    )
    expect(card.locator(".players")).to_have_text("Gracze: 2–6")
    expect(page.get_by_role("button", name="Nowa gra: Eurobusiness")).to_be_visible()
    solo = page.locator(".game-card", has_text="Plinius")
    expect(solo.locator(".players")).to_have_text("Gra dla jednej osoby")


def test_the_lobby_reads_in_polish_when_chosen_and_after_a_reload(page: Page) -> None:
    page.goto("index.html")
    expect(page.locator("#games-title")).to_have_text("Start a game")
    page.get_by_role("button", name="New game of Eurobusiness").click()
    page.get_by_label("Name of player 2").fill("Ola")
    page.locator("#language").select_option("pl")
    assert_polish(page)
    # The open form says itself again: a name left as given follows, a typed one stays.
    expect(page.locator("#new-title")).to_have_text("Nowa gra: Eurobusiness")
    expect(page.get_by_label("Imię gracza 1")).to_have_value("Gracz 1")
    expect(page.get_by_label("Imię gracza 2")).to_have_value("Ola")
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
