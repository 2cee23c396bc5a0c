"""The tenth Polish review of issue 29: "zbiera to, co nie ma na niej miejsca" broke "mieć
miejsce na coś"; the trade's presets said "ich cena" of one deed and "pożyczka pod ich zastaw";
the auction's "cena z karty" named a deed a card; "należy do: Osoba 2" read as a form inside a
sentence; the Fortuna rulebook made a player "Bankiem"; and a few calques ("stół transakcji",
"Stół tej gry", "drugą stroną długu", "Zobacz koniec"). Each corrected line is checked word for
word, and the catalogues are scanned for the wrong ones."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygames.core import i18n
from pygames.fortuna import GAME as FORTUNA
from tests.estate.helpers import ready
from tests.estate.test_polish_review import catalogue_lines
from web.views import howto
from web.views.estate.tokens import _said, landing
from web.views.fortuna import THEME as FORTUNA_THEME

ROOT = Path(__file__).resolve().parents[2]
NB = "\u00a0"

# --- the catalogue's lines, word for word -------------------------------------------------------
CORRECTED = {
    # 4: the trade's presets name what is paid, for one deed or many
    "their mortgage value": "wartość zastawu",
    "their printed price": "cena nominalna",
    "the price of their whole sets": "cena pełnych kompletów",
    # 5: the deed is "akt własności"; "karta" is a Szansa or Los card
    "the printed price": "cena z aktu własności",
    # 6: the owner in running prose as the board's legend says it
    "{who} owes {owner} {amount} rent for {deed}.": (
        "{who} płaci {amount} czynszu za pole {deed} (własność: {owner})."
    ),
    "{payer} pays {owner} {amount} rent for {deed}": (
        "{payer} płaci {amount} czynszu za pole {deed} (własność: {owner})"
    ),
    "owned by {who}": "własność: {who}",
    "mortgaged (owner: {owner}): no rent": "w zastawie, bez czynszu; własność: {owner}",
    "rent {amount} to {owner}": "czynsz {amount}; własność: {owner}",
    # 11, 12, 13, 14
    "The winner scores other own cards that form a second hand of 4 Fortunes or better.": (
        "Osoba wygrywająca rundę dostaje punkty za resztę kart, jeśli tworzą drugi układ,"
        " nie słabszy niż „4 fortuny”."
    ),
    "This game's table is in English.": "Plansza i teksty tej gry są po angielsku.",
    "Propose to end the game now? Every player is asked; if all agree, the fortunes are counted.": (
        "Zaproponować zakończenie gry teraz? Pytanie trafi do pozostałych osób; jeśli wszystkie"
        " się zgodzą, majątki zostaną policzone."
    ),
    "See the end": "Zobacz wynik",
}


def test_the_tenth_reviews_lines_read_as_corrected() -> None:
    lines = catalogue_lines()
    assert {msgid: lines.get(msgid) for msgid in CORRECTED} == CORRECTED


# The How to play pages' sentences (1, 2, 3, 7): a phrase of the corrected line, by its msgid's
# opening words (a page's line is long; each game has its own).
HOWTO_PHRASES = {
    "The board is the table:": "zbiera to, na co nie ma na niej miejsca, a „Lista",
    "The board: pawns": "domy są zielone, hotel to czerwony prostokąt",
    "A trade: the button": "przycisk w panelu innej osoby otwiera okno transakcji.",
    "A debt: raise it": "(albo transakcją z osobą, której masz zapłacić);",
}


@pytest.mark.parametrize("opening", sorted(HOWTO_PHRASES))
def test_the_how_to_play_sentences_read_as_corrected(opening: str) -> None:
    found = [v for k, v in catalogue_lines().items() if k.startswith(opening)]
    assert found and [line for line in found if HOWTO_PHRASES[opening] not in line] == []


def test_the_board_sentence_says_what_is_seen_in_the_middle() -> None:
    found = [v for k, v in catalogue_lines().items() if k.startswith("The board: pawns")]
    assert len(found) == 2 and all("; na środku widać rundę" in line for line in found)


# --- the catalogues scanned for the lines the review found ---------------------------------------
WRONG_LINES = {
    "1 mieć miejsce without na": re.compile(r"(?<!na )\bco nie ma na niej miejsca"),
    "2 a hotel's building": re.compile(r"budynek hotelu|środek pokazuje"),
    "3 and 12 a table for a window or a board": re.compile(r"(?i)\bstół (transakcji|tej gry)"),
    "4 ich of one deed": re.compile(r"\bich (cena|zastaw|całych)|pod ich zastaw"),
    "5 a deed called a card": re.compile(r"cena z\W+karty"),
    "6 należy do: in a sentence": re.compile(r"[(;] ?(pole )?należy do:"),
    "7 the other side of a debt": re.compile(r"stroną długu"),
    "11 co najmniej before a hand": re.compile(r"co najmniej „"),
    "13 the asker asked": re.compile(r"trafi do wszystkich osób"),
    "14 the end seen": re.compile(r"Zobacz koniec"),
}


def test_the_tenth_review_patterns_catch_the_lines_it_found() -> None:
    """Each pattern fails on a line the catalogue held, so the scan below could fail."""
    found = {
        "1 mieć miejsce without na": "Panel obok planszy zbiera to, co nie ma na niej miejsca",
        "2 a hotel's building": "domy są zielone, budynek hotelu to czerwony prostokąt",
        "3 and 12 a table for a window or a board": "Stół tej gry jest po angielsku.",
        "4 ich of one deed": "pożyczka pod ich zastaw",
        "5 a deed called a card": "1½ × cena z karty",
        "6 należy do: in a sentence": "czynsz {amount}; pole należy do: {owner}",
        "7 the other side of a debt": "albo transakcją z drugą stroną długu",
        "11 co najmniej before a hand": "drugi układ, co najmniej „4 fortuny”.",
        "13 the asker asked": "Pytanie trafi do wszystkich osób; jeśli każda się zgodzi",
        "14 the end seen": "Zobacz koniec",
    }
    assert sorted(found) == sorted(WRONG_LINES)
    assert [kind for kind, line in found.items() if not WRONG_LINES[kind].search(line)] == []


@pytest.mark.parametrize("kind", sorted(WRONG_LINES))
def test_no_catalogue_line_reads_as_the_tenth_review_found(kind: str) -> None:
    assert [line for line in catalogue_lines().values() if WRONG_LINES[kind].search(line)] == []


# --- 8: the Fortuna rulebook's banker is a player, not the bank ---------------------------------
def test_the_fortuna_rulebook_makes_a_player_the_banker_not_the_bank() -> None:
    text = (ROOT / "docs" / "rules" / "fortuna-1984.pl.md").read_text("utf-8")
    assert "Bankierem zostaje jeden z graczy, najlepiej ktoś" in text
    assert "Bankiem zostaje" not in text


# --- 10: Fortuna names a place by its kind in every sentence, as its buttons do -----------------
TOKEN_WORDS = {
    1: f"Żeton 1 prowadzi na Hotel Podlaski (na sprzedaż, 800{NB}dukatów)",
    5: f"Żeton 5 prowadzi na Dworzec Petersburski (na sprzedaż, 3{NB}000{NB}dukatów)",
    10: f"Żeton 10 prowadzi na restaurację Fukier (na sprzedaż, 2{NB}000{NB}dukatów)",
    13: f"Żeton 13 prowadzi na Elektrownię Powiśle (na sprzedaż, 3{NB}500{NB}dukatów)",
    31: f"Żeton 31 prowadzi na pole Filtrów (na sprzedaż, 3{NB}500{NB}dukatów)",
}


@pytest.mark.parametrize("number", sorted(TOKEN_WORDS))
def test_a_tokens_words_name_the_place_it_leads_to_by_its_kind(number: int) -> None:
    view = ready(FORTUNA.new(2, 0)).view(0)
    assert view["pos"][0] == 0
    i18n.set_language("pl")
    try:
        said = _said(*landing(FORTUNA_THEME, view, 0, number), number, ["A", "B"])
    finally:
        i18n.set_language("en")
    assert said == TOKEN_WORDS[number]


def test_a_tokens_chip_keeps_the_boards_short_label() -> None:
    view = ready(FORTUNA.new(2, 0)).view(0)
    assert landing(FORTUNA_THEME, view, 0, 1, short=True)[0] == "Podlaski"


AUCTIONED = {
    "Hotel Podlaski": "Licytacja Hotelu Podlaskiego,",
    "Hotel Bristol": "Licytacja Hotelu Bristol,",
    "Lijewski": "Licytacja restauracji Lijewski,",
    "Krzemiński": "Licytacja restauracji Krzemiński,",
    "Dworzec Kaliski": "Licytacja Dworca Kaliskiego,",
    "Elektrownia Powiśle": "Licytacja Elektrowni Powiśle,",
}


@pytest.mark.parametrize("deed", sorted(AUCTIONED))
def test_an_auction_names_the_place_by_its_kind_in_the_genitive(deed: str) -> None:
    i18n.set_language("pl")
    try:
        said = i18n.tr(
            "Auction of {deed}, no bid yet: {who} to bid at least {least} or drop out.",
            deed=deed,
            who="@0",
            least=1,
        )
    finally:
        i18n.set_language("en")
    assert said.startswith(AUCTIONED[deed] + " jeszcze bez ofert.")


def test_a_mortgage_of_a_station_is_said_in_the_genitive_too() -> None:
    i18n.set_language("pl")
    try:
        said = i18n.tr(
            "{who} repays the mortgage on {deed} at once.", who="@0", deed="Dworzec Wiedeński"
        )
    finally:
        i18n.set_language("en")
    assert said == "@0 od razu spłaca dług hipoteczny Dworca Wiedeńskiego."


# --- the Filtry, a plural name with no noun of its own: "pole Filtrów", "Licytacja Filtrów" -----
FILTRY = {
    "The Bank auctions {deed} from {amount}.": "Bank licytuje pole Filtrów; cena wywoławcza: 1750.",
    "Auction of {deed}, no bid yet: {who} to bid at least {least} or drop out.": (
        "Licytacja Filtrów, jeszcze bez ofert. @0: zaoferuj co najmniej 100 albo się wycofaj."
    ),
    "Auction of {deed}, {high} bids {bid}: {who} to bid at least {least} or drop out.": (
        "Licytacja Filtrów; @1 oferuje 90. @0: zaoferuj co najmniej 100 albo się wycofaj."
    ),
    "No bid: {deed} stays with the Bank.": f"Brak ofert. Pole Filtrów zostaje w{NB}banku.",
    "{who} buys {deed} at auction for {amount}.": "@0 kupuje na licytacji pole Filtrów za 1750.",
    "{who} declines {deed}.": f"@0 rezygnuje z{NB}zakupu. Pole Filtrów trafia na licytację.",
    "Your last turn (now on {space}):": "Twoja ostatnia kolejka (teraz na Filtrach):",
    "Buy {deed} for {price}": "Kup pole Filtrów za 3500",
    "{who}: buy {deed} for {price} or let the Bank auction it.": (
        "@0: kup pole Filtrów za 3500; inaczej trafi na licytację."
    ),
    "{who} buys {deed} for {amount}.": "@0 kupuje pole Filtrów za 1750.",
    "{deed} is not a building plot.": "Na Filtrach nie można budować.",
    "{who} mortgages {deed} for {amount}.": f"@0 zastawia w{NB}banku pole Filtrów za 1750.",
    "{who} repays the mortgage on {deed}: {amount}.": "@0 spłaca dług hipoteczny Filtrów: 1750.",
    "{deed} is already mortgaged.": f"Pole Filtrów jest już w{NB}zastawie.",
    "{who} owes {owner} {amount} rent for {deed}.": (
        "@0 płaci 1750 czynszu za pole Filtrów (własność: @1)."
    ),
    "Claim {amount} rent for {deed}": "Pobierz 1750 czynszu za pole Filtrów",
    "{deed} is not yours.": "Pole Filtrów nie należy do ciebie.",
    "{deed} is not {who}'s.": "@0 nie ma Filtrów.",
}
FILTRY_ARGS = {
    "deed": "Filtry",
    "space": "Filtry",
    "who": "@0",
    "owner": "@1",
    "high": "@1",
    "amount": "1750",
    "price": "3500",
    "least": "100",
    "bid": "90",
}


def said_in_polish(msgid: str, **args: str) -> str:
    i18n.set_language("pl")
    try:
        return i18n.tr(msgid, **args)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("msgid", sorted(FILTRY))
def test_the_filtry_are_named_in_the_genitive_under_their_field(msgid: str) -> None:
    """Auction, landing, buy, mortgage, rent and trade: "pole Filtry" and "Licytacja pola
    Filtry" read as a broken agreement; the field keeps "pole", the name its genitive."""
    assert said_in_polish(msgid, **FILTRY_ARGS) == FILTRY[msgid]


def test_no_sentence_naming_a_place_leaves_the_filtry_in_the_nominative_after_pole() -> None:
    """Every catalogue sentence with a deed or a space in it, said of the Filtry."""
    nominative = re.compile(r"\b(pole|pola|polu) Filtry\b", re.IGNORECASE)
    said = [
        said_in_polish(
            msgid, **{**dict.fromkeys(re.findall(r"\{(\w+)\}", msgid), "1"), **FILTRY_ARGS}
        )
        for msgid in catalogue_lines()
        if re.search(r"\{(deed|space)\}", msgid) and "{count}" not in msgid
    ]
    assert len(said) > 30 and [line for line in said if nominative.search(line)] == []


# --- 9: the How to play sample tiles keep their amounts whole, as the board does ----------------
SAMPLES = {
    "eurobusiness": (f"800{NB}$", f"120{NB}$", f"1{NB}200"),
    "fortuna": (f"5{NB}000", f"1{NB}200"),
}


@pytest.mark.parametrize("game_id", sorted(SAMPLES))
def test_the_how_to_play_samples_bind_their_amounts_with_no_break_spaces(game_id: str) -> None:
    i18n.set_language("pl")
    try:
        _, body = howto.page(game_id)
    finally:
        i18n.set_language("en")
    amounts = re.findall(r">(\d[\d\s\u00a0]*(?:\$)?)</", body)
    assert [a for a in SAMPLES[game_id] if a not in amounts] == []
    assert [a for a in amounts if " " in a] == []
