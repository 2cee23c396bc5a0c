"""The eighth Polish review of issue 29: a fresh native reader rated the Polish 8.5/10 and listed
18 wrong lines: the gendered "właściciel" and "wierzyciel", "do wyłonienia zwycięzcy", a double's
terse "potem ruch o sumę", a tax paid "na polu Podatek od luksusu", "Teraz bez domu" and "teren"
for a plot. Each wrong form is refused here; each corrected line is checked word for word."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygames.core import i18n
from pygames.estate.rules import RAILWAY
from tests.estate.test_polish_review import catalogue_lines
from web.views.estate.glance import short_names
from web.views.eurobusiness import THEME as EUROBUSINESS_THEME
from web.views.fortuna import THEME as FORTUNA_THEME
from web.views.rulebook import document_html

# The catalogues' wrong forms (the review's numbers): none may come back.
WRONG_LINES = {
    "3 a heading without a verb": re.compile(r"^Teraz bez domu"),
    "4 teren for a plot": re.compile(r"\bteren"),
    "6 a gendered owner": re.compile(r"właściciel:|z właścicielem"),
    "6 a gendered creditor": re.compile(r"wierzyciel"),
    "7 a masculine winner": re.compile(r"wyłonienia zwycięzcy"),
    "9 a terse sum": re.compile(r"potem ruch o sumę"),
    "10 a tax paid on its field": re.compile(r"płaci \{amount\} na polu \{space\}"),
}

# Our Polish papers (items 11-14): none of the review's forms may come back.
WRONG_PAPERS = {
    "11 a foreword sentence without a verb": re.compile(r"^Liczby klasycznego", re.M),
    "12 ruszyć w wyścigu": re.compile(r"ruszyć\s+w\s+wyścigu"),
    "13 the Los card in quotes": re.compile(r"karta\s+„Los”"),
    "14 a male flourish": re.compile(r"Szczęśliwy\s+posiadacz"),
}
PAPERS = ("eurobusiness-board.pl.md", "fortuna-1984.pl.md")
ROOT = Path(__file__).resolve().parents[2]
NB = "\u00a0"

# The reviewed lines, word for word (as the catalogues hold them).
CORRECTED = {
    # "owned by {who}": re-worded by the tenth review (test_polish_tenth_review.py)
    "No house now:": "Dlaczego teraz nie można budować:",
    "Build evenly: every plot of the set needs as many buildings first.": (
        "Buduj równomiernie: najpierw każde pole kompletu musi mieć tyle samo domów."
    ),
    "{who} pays {amount}: {space}.": "{who} płaci {amount} ({space}).",
    # "{who} owes {owner} … rent": re-worded by the tenth review (test_polish_tenth_review.py)
    "{who} owes {creditor} {amount}.": "{who} musi zapłacić {amount}; dług wobec: {creditor}.",
    "Goods may cross the isthmuses at Suez/Alexandria and Porto Bello, for 10 ducats duty.": (
        "Towary można przewozić przez Przesmyk Sueski i Przesmyk Panamski (Suez, Porto Bello),"
        " płacąc 10\u00a0dukatów cła."
    ),
    "A device keeps its seat's keys in its save; its key backup file brings the seat back on"
    " another device.": (
        "Zapis gry na tym urządzeniu zawiera klucze osoby, która tu gra; dzięki plikowi z kopią"
        " kluczy może ona grać dalej na innym urządzeniu."
    ),
    "{who} rolled a double, {total}: roll again, then move the sum.": (
        "{who}: masz dublet ({total}), rzuć jeszcze raz; potem pionek przesunie się o sumę obu"
        " rzutów."
    ),
    "{who} owes {creditor} {amount} and has {cash}: sell buildings, mortgage deeds or trade with"
    " the creditor to raise it.": (
        "{who}: musisz zapłacić {amount} (dług wobec: {creditor}), a masz {cash}; sprzedaj"
        " budynki, zastaw nieruchomości albo dobij targu z drugą stroną, by zdobyć tę kwotę."
    ),
}


@pytest.mark.parametrize("kind", sorted(WRONG_LINES))
def test_no_catalogue_line_reads_as_the_eighth_review_found(kind: str) -> None:
    assert [line for line in catalogue_lines().values() if WRONG_LINES[kind].search(line)] == []


def test_the_eighth_review_patterns_catch_the_lines_it_quotes() -> None:
    """Each pattern fails on a line the review quotes, so the scan above could fail."""
    quoted = {
        "3 a heading without a verb": "Teraz bez domu:",
        "4 teren for a plot": "najpierw każdy teren kompletu musi mieć tyle samo budynków.",
        "6 a gendered owner": "pole z właścicielem ma ramkę w jego kolorze",
        "6 a gendered creditor": "dobij targu z wierzycielem",
        "7 a masculine winner": "Gra aż do wyłonienia zwycięzcy trwa setki rund",
        "9 a terse sum": "rzuć jeszcze raz; potem ruch o sumę.",
        "10 a tax paid on its field": "{who} płaci {amount} na polu {space}.",
    }
    assert sorted(quoted) == sorted(WRONG_LINES)
    assert [kind for kind, line in quoted.items() if not WRONG_LINES[kind].search(line)] == []


def test_the_eighth_reviews_lines_read_as_corrected() -> None:
    lines = catalogue_lines()
    assert {msgid: lines.get(msgid) for msgid in CORRECTED} == CORRECTED


def test_the_long_game_ends_with_one_person_left_not_a_winner() -> None:
    fortuna = next(line for line in catalogue_lines().values() if "setki rund" in line)
    assert "Gra aż do bankructwa wszystkich poza jedną osobą trwa setki rund" in fortuna


# --- item 2: a place that carries its own noun (or a firm's name) is not called "pole" ----------
def test_a_place_named_by_its_own_noun_is_bought_and_mortgaged_without_pole() -> None:
    named = {FORTUNA_THEME.spaces[i].name for i in (5, 10, 13, 16)}
    assert named == {"Dworzec Petersburski", "Fukier", "Elektrownia Powiśle", "Dworzec Kaliski"}
    i18n.set_language("pl")
    buys = "{who} buys {deed} for {amount}."
    assert i18n.tr(buys, who="@0", deed="Elektrownia Powiśle", amount=1) == (
        "@0 kupuje Elektrownię Powiśle za 1."
    )
    assert (
        i18n.tr("Buy {deed} for {price}", deed="Fukier", price=1) == "Kup restaurację Fukier za 1"
    )
    assert i18n.tr("Mortgage {deed} (+{amount})", deed="Dworzec Kaliski", amount=1) == (
        "Zastaw Dworzec Kaliski (+1)"
    )
    assert i18n.tr("Mortgage {deed} (+{amount})", deed="Hotel Europejski", amount=1) == (
        "Zastaw Hotel Europejski (+1)"
    )


def test_a_place_named_by_its_own_noun_is_said_as_the_subject_after_a_full_stop() -> None:
    i18n.set_language("pl")
    declines = "{who} declines {deed}."
    assert i18n.tr(declines, who="@0", deed="Fukier") == (
        f"@0 rezygnuje z{NB}zakupu. Restauracja Fukier trafia na licytację."
    )
    assert i18n.tr("No bid: {deed} stays with the Bank.", deed="Elektrownia Powiśle") == (
        f"Brak ofert. Elektrownia Powiśle zostaje w{NB}banku."
    )


def test_another_game_s_plots_keep_pole() -> None:
    i18n.set_language("pl")
    assert i18n.tr("Buy {deed} for {price}", deed="Elektrownia", price=1) == (
        "Kup pole Elektrownia za 1"
    )
    assert i18n.tr("{who} declines {deed}.", who="@0", deed="Bruksela") == (
        f"@0 rezygnuje z{NB}zakupu. Pole Bruksela trafia na licytację."
    )


# --- item 1 (a house "w Hotelu Podlaskim") gave way to "na parceli": test_polish_eleventh_review


# --- item 16: two railways of the same initials -----------------------------------------------
def test_two_railways_of_the_same_initials_are_told_apart_on_the_phone_board() -> None:
    i18n.set_language("pl")
    short = short_names(EUROBUSINESS_THEME)
    said = {s.name: short[s.index] for s in EUROBUSINESS_THEME.spaces if s.kind == RAILWAY}
    assert said == {
        "Koleje Południowe": "KPd",
        "Koleje Północne": "KPn",
        "Koleje Zachodnie": "KZ",
        "Koleje Wschodnie": "KW",
    }
    i18n.set_language("en")
    english = short_names(EUROBUSINESS_THEME)
    assert len({english[s.index] for s in EUROBUSINESS_THEME.spaces if s.kind == RAILWAY}) == 4


# --- item 17: a one-digit number keeps to its word in our Polish papers -----------------------
def test_a_one_digit_number_is_bound_to_the_word_after_it() -> None:
    bind = i18n.bind_single_digits
    assert bind("1 hotel = 4 domy + cena domu") == f"1{NB}hotel = 4{NB}domy + cena domu"
    assert bind("o 3\npola") == f"o 3{NB}pola"
    assert (
        bind("1 000 dukatów, 12 pól, 2,5 raza, 3 + 4") == "1 000 dukatów, 12 pól, 2,5 raza, 3 + 4"
    )


@pytest.mark.parametrize("name", ("eurobusiness.pl.md", *PAPERS))
def test_our_polish_papers_bind_their_one_digit_numbers_in_text_never_in_tags(name: str) -> None:
    html = document_html(name, (ROOT / "docs" / "rules" / name).read_text("utf-8"))
    text = re.sub(r"<[^>]*>", "", html)
    assert re.findall(r"(?<![\w.,])\d [^\W\d_]", text) == []
    assert re.search(rf"(?<![\w.,])\d{NB}[^\W\d_]", text)
    assert [tag for tag in re.findall(r"<[^>]*>", html) if NB in tag] == []
