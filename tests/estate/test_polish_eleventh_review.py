"""The eleventh Polish review of issue 29: a plural verb of one bidder or voter ("Wciąż licytują:
Osoba 1", "Czekamy na odpowiedź: Osoba 1"); a capital "Twoją"; a rent line's bare amounts
("przy 2: 100"); a house built "w Hotelu Podlaskim"; a card's "1 000 dukatów" with plain spaces;
a deed's lone "zielony" and short "Krakowski"; "tura" for "kolejka"; a crossword solved as a
habit; "1½ × cena z aktu"; "otrzymanego" in our notes; "Koniec gry po 0 rundach". Each corrected
line is checked as the player reads it, and two trip-ups: the turn mark after the end."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygames.core import i18n
from pygames.estate import auction as auctions
from pygames.estate.rules import CITY, COUNTED
from pygames.eurobusiness import data as eurobusiness_data
from pygames.fortuna import data as fortuna_data
from tests.estate.helpers import ready
from tests.estate.test_polish_review import catalogue_lines
from tests.estate.view_helpers import GAMES, NAMES, VIEWS, ui
from web.views.estate.board import words
from web.views.estate.cards import _offered_rent, card_dialog
from web.views.estate.panels import card_lines
from web.views.estate.theme import Theme
from web.views.eurobusiness import THEME as EUROBUSINESS_THEME
from web.views.fortuna import THEME as FORTUNA_THEME

ROOT = Path(__file__).resolve().parents[2]
NB = "\u00a0"


def said_in_polish(msgid: str, plural: str | None = None, **args: object) -> str:
    i18n.set_language("pl")
    try:
        return i18n.tr(msgid, plural, **args) if plural else i18n.tr(msgid, **args)
    finally:
        i18n.set_language("en")


# --- the catalogue's lines, word for word (2, 9, 18, 19, 10) ------------------------------------
CORRECTED = {
    "{who} refused your offer": "{who} odrzuca twoją ofertę.",
    "{who} accepted: you gave {gave}, you got {got}": (
        "{who} przyjmuje twoją ofertę: oddajesz {gave}, dostajesz {got}."
    ),
    "{who} changed your terms, then dropped the trade": (
        "{who} zmienia twoje warunki, po czym rezygnuje z transakcji."
    ),
    "Set complete ({deeds}): {who} may build at their next turn, before moving.": (
        "Komplet zebrany ({deeds}): {who} może budować w swojej następnej kolejce, przed ruchem."
    ),
    "1½ times the printed price": "półtorej ceny z aktu",
    "Game over in the first round": "Koniec gry w pierwszej rundzie",
    "{group} set": "komplet {group}",
}


def test_the_eleventh_reviews_lines_read_as_corrected() -> None:
    lines = catalogue_lines()
    assert {msgid: lines.get(msgid) for msgid in CORRECTED} == CORRECTED


# --- 1 and 3: the verb agrees with the people named after it ------------------------------------
@pytest.mark.parametrize(
    ("count", "bidding", "answering"),
    [
        (1, "Wciąż licytuje: @1", "Odpowiedzieć musi:"),
        (2, "Wciąż licytują: @1", "Odpowiedzieć muszą:"),
        (5, "Wciąż licytują: @1", "Odpowiedzieć muszą:"),
    ],
)
def test_still_bidding_and_still_to_answer_agree_with_how_many(
    count: int, bidding: str, answering: str
) -> None:
    said = said_in_polish("Still bidding: {who}", "Still bidding: {who}", who="@1", count=count)
    asked = said_in_polish("Still to answer:", "Still to answer:", count=count)
    assert (said, asked) == (bidding, answering)


def test_an_auction_with_one_bidder_left_says_the_verb_in_the_singular() -> None:
    state = ready(GAMES["fortuna"].new(4, 7, {}))
    auctions.start_auction(state, state.RULES.deed_list[0], 0)
    state._advance()
    view = state.view(1)
    view["auction"]["bidders"] = [1]
    i18n.set_language("pl")
    try:
        html = VIEWS["fortuna"].decision(view, ui(1))
    finally:
        i18n.set_language("en")
    assert f"<p>Wciąż licytuje: \u2068{NAMES[1]}\u2069</p>" in html


# --- 6 and 7: every amount of a rent line carries its currency ----------------------------------
@pytest.mark.parametrize("code", ["pl", "en"])
@pytest.mark.parametrize("theme", [FORTUNA_THEME, EUROBUSINESS_THEME], ids=["fortuna", "eb"])
def test_every_amount_of_a_rent_line_carries_its_currency(theme: Theme, code: str) -> None:
    i18n.set_language(code)
    try:
        lines = [_offered_rent(theme, s.index) for s in theme.spaces if s.kind in COUNTED]
    finally:
        i18n.set_language("en")
    figures = [part.rpartition(": ")[2] for line in lines for part in line.split("; ")]
    assert len(figures) >= 8
    assert [f for f in figures if not re.fullmatch(rf"[\d,{NB}]+{NB}(\$|dukatów|ducats)", f)] == []


# --- 12-14: a house or a hotel stands on a hotel plot ("na parceli Hotel Podlaski") -------------
ON_A_PLOT = {
    (
        "{who} builds a house on {deed}.",
        "Hotel Podlaski",
    ): "@0 stawia dom na parceli Hotel Podlaski.",
    ("{who} builds a hotel on {deed}.", "Hotel Lipski"): "@0 stawia hotel na parceli Hotel Lipski.",
    ("Build a house on {deed} ({price})", "Hotel Podlaski"): (
        "Postaw dom na parceli Hotel Podlaski (600)"
    ),
    ("Build a hotel on {deed} ({price})", "Hotel Bristol"): (
        "Postaw hotel na parceli Hotel Bristol (600)"
    ),
    ("{who} sells the hotel on {deed} for {amount}.", "Hotel Saski"): (
        f"@0 sprzedaje hotel z{NB}parceli Hotel Saski za 900."
    ),
    ("Sell a house on {deed} (+{amount})", "Hotel Litewski"): (
        f"Sprzedaj dom z{NB}parceli Hotel Litewski (+900)"
    ),
    ("{deed} already has its hotel.", "Hotel Europejski"): (
        "Na parceli Hotel Europejski stoi już hotel."
    ),
    ("No building stands on {deed}.", "Hotel Polski"): (
        "Na parceli Hotel Polski nie stoi żaden budynek."
    ),
    (
        "A house on {deed}: not now. {why}",
        "Hotel Royal",
    ): "Dom na parceli Hotel Royal: nie teraz. -",
}


@pytest.mark.parametrize(("msgid", "deed"), sorted(ON_A_PLOT))
def test_a_building_stands_on_a_hotel_plot_named_as_printed(msgid: str, deed: str) -> None:
    said = said_in_polish(msgid, who="@0", deed=deed, price=600, amount=900, why="-")
    assert said == ON_A_PLOT[msgid, deed]


def test_every_hotel_plot_takes_its_house_na_parceli_and_a_pawn_still_stands_in_the_hotel() -> None:
    hotels = [s.titled for s in FORTUNA_THEME.spaces if s.kind == CITY]
    said = [said_in_polish("{who} builds a house on {deed}.", who="@0", deed=h) for h in hotels]
    assert len(hotels) == 22 and said == [f"@0 stawia dom na parceli {h}." for h in hotels]
    assert said_in_polish("on {space}", space="Hotel Podlaski") == f"w{NB}Hotelu Podlaskim"
    assert said_in_polish("{who} builds a house on {deed}.", who="@0", deed="Ateny") == (
        "@0 stawia dom na polu Ateny."
    )


# --- 4 and 5: a card's amount is bound to its digits and its unit, on the board and in the log --
def test_no_fortuna_card_leaves_a_plain_space_in_or_after_an_amount() -> None:
    loose = re.compile(r"\d \d{3}\b|\d (dukat|\$)")
    assert [c.id for c in fortuna_data.CARDS if loose.search(c.text)] == []


def test_the_drawn_card_on_the_board_keeps_its_no_break_spaces() -> None:
    text = fortuna_data.CARDS[-1].text
    assert text == f"Płacisz składkę ubezpieczeniową: 1{NB}000{NB}dukatów."
    assert words(f"a b 1{NB}000{NB}dukatów", 40) == ["a b", f"1{NB}000{NB}dukatów"]
    i18n.set_language("pl")
    try:
        drawn = "".join(card_lines({"text": text, "english": "Pay 1,000 ducats."}))
    finally:
        i18n.set_language("en")
    assert f"1{NB}000{NB}dukatów." in drawn


# --- 10 and 11: a Fortuna deed's band names its set, its title the plot as sentences do ----------
def test_a_fortuna_deed_names_its_colour_set_and_its_hotel_in_full() -> None:
    view = ready(GAMES["fortuna"].new(2, 0, {})).view(0)
    i18n.set_language("pl")
    try:
        title, body = card_dialog(FORTUNA_THEME, view, 9, ["A", "B"], {})
    finally:
        i18n.set_language("en")
    english = card_dialog(FORTUNA_THEME, view, 9, ["A", "B"], {})[1]
    assert title == "Hotel Krakowski"
    assert "<span>komplet zielony</span><strong>Hotel Krakowski</strong>" in body
    assert "<span>green set</span><strong>Hotel Krakowski</strong>" in english


def test_a_eurobusiness_deed_keeps_its_country_alone_on_the_band() -> None:
    view = ready(GAMES["eurobusiness"].new(2, 0, {})).view(0)
    i18n.set_language("pl")
    try:
        title, body = card_dialog(EUROBUSINESS_THEME, view, 1, ["A", "B"], {})
    finally:
        i18n.set_language("en")
    assert f"<span>{EUROBUSINESS_THEME.spaces[1].group}</span><strong>{title}</strong>" in body


# --- 8: a crossword solved once, not as a habit ---------------------------------------------------
def test_the_crossword_card_tells_an_event() -> None:
    card = next(c for c in eurobusiness_data.CARDS if c.id == "R7")
    assert card.text == "Krzyżówka rozwiązana dobrze. Jako I nagrodę otrzymujesz 200 $."


# --- 15-17: our notes over the documents say what the text is, with no "otrzymanego" -------------
FOREWORDS = {
    "eurobusiness-board.pl.md": (
        "*To nasz polski przekład angielskiego zestawienia planszy, aktów własności i kart, którym"
        " dysponujemy; w razie rozbieżności"
    ),
    "eurobusiness.pl.md": (
        "*To nasza poprawiona transkrypcja polskiej instrukcji z lat osiemdziesiątych, zachowanej"
        " w maszynopisie."
    ),
    "fortuna-1984.pl.md": (
        "*To nasz polski przekład zasad, sporządzony na podstawie tekstu angielskiego; w razie"
        " rozbieżności"
    ),
}


@pytest.mark.parametrize("name", sorted(FOREWORDS))
def test_our_note_over_a_document_reads_as_corrected(name: str) -> None:
    text = (ROOT / "docs" / "rules" / name).read_text("utf-8")
    note = " ".join(text.split("\n\n")[1].split("\n"))
    assert note.startswith(FOREWORDS[name]) and "otrzyman" not in note


# --- trip-up and 19: after an end by agreement no one plays, and no "po 0 rundach" ----------
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_after_the_end_no_panel_says_now_playing_and_the_round_line_reads(game_id: str) -> None:
    state = ready(GAMES[game_id].new(2, 7, {}))
    state.apply("finish")
    state.apply("finish:yes")
    assert state.phase == "over" and state.round == 0
    html = VIEWS[game_id].render(state.view(0), ui(0, 2))
    assert "turn-mark" not in html
    assert "Game over in the first round" in html and "after 0 rounds" not in html
