"""The ninth Polish review of issue 29 (the eighth's last lines): an offered deed's rent line
said "Czynsz: przy 1: 250 dukatów" with no noun and left "·" at a line's end; "stawia hotel w
Hotelu Podlaskim" read "hotel" twice; an English table's header stayed English on a Polish page;
and a last read of the catalogue found "graczy", "Właściciel ma", "rywali", "Partner", "z
Bankiem" and bare "yes lub no". Each corrected line is checked word for word."""

from __future__ import annotations

import re
from typing import Any

import pytest

from pygames.core import i18n
from pygames.estate.rules import RESTAURANT
from tests.estate.test_polish_review import catalogue_lines
from web.session import Session
from web.views.common import UI
from web.views.estate.cards import OWNED, deed_offer
from web.views.estate.theme import Theme
from web.views.eurobusiness import THEME as EUROBUSINESS_THEME
from web.views.fortuna import THEME as FORTUNA_THEME
from web.views.shell import drawn_parts, handoff, table

NB = "\u00a0"


def offered_rent(theme: Theme, name: str, code: str) -> str:
    """The rent line of the offer of the deed called `name`, in the language `code`."""
    index = next(s.index for s in theme.spaces if s.name == name)
    i18n.set_language(code)
    try:
        html = deed_offer(theme, {}, index, {"buy": "Buy", "decline": "Decline"}, ["A", "B"])
    finally:
        i18n.set_language("en")
    line = re.search(r'<p class="deed-rent">(.*?)</p>', html)
    assert line is not None
    return line.group(1)


# --- item 1: an offered deed's rent names its kind once (each amount with its currency) --------
RENT_LINES = {
    ("fortuna", "Fukier", "pl"): (
        f"Czynsz przy 1{NB}restauracji: 250{NB}dukatów; przy{NB}2: 500{NB}dukatów;"
        f" przy{NB}3: 1{NB}000{NB}dukatów; przy{NB}4: 2{NB}000{NB}dukatów"
    ),
    ("fortuna", "Dworzec Petersburski", "pl"): (
        f"Czynsz przy 1{NB}dworcu: 750{NB}dukatów; przy{NB}2: 1{NB}500{NB}dukatów;"
        f" przy{NB}3: 3{NB}000{NB}dukatów"
    ),
    ("fortuna", "Filtry", "pl"): (
        f"Czynsz przy 1{NB}zakładzie miejskim: 500 × liczba na położonym żetonie;"
        f" przy{NB}2: 1{NB}000 × liczba na położonym żetonie"
    ),
    ("eurobusiness", "Koleje Północne", "pl"): (
        f"Czynsz przy 1{NB}linii kolejowej: 50{NB}$; przy{NB}2: 100{NB}$; przy{NB}3: 200{NB}$;"
        f" przy{NB}4: 400{NB}$"
    ),
    ("eurobusiness", "Wodociągi", "pl"): (
        f"Czynsz przy 1{NB}zakładzie miejskim: 10 × suma oczek; przy{NB}2: 20 × suma oczek"
    ),
    ("fortuna", "Fukier", "en"): (
        f"Rent with 1 restaurant: 250{NB}ducats; with 2: 500{NB}ducats; with 3: 1,000{NB}ducats;"
        f" with 4: 2,000{NB}ducats"
    ),
    ("fortuna", "Dworzec Kaliski", "en"): (
        f"Rent with 1 station: 750{NB}ducats; with 2: 1,500{NB}ducats; with 3: 3,000{NB}ducats"
    ),
}
THEMES = {"fortuna": FORTUNA_THEME, "eurobusiness": EUROBUSINESS_THEME}


@pytest.mark.parametrize(("game", "name", "code"), sorted(RENT_LINES))
def test_an_offered_deeds_rent_names_its_kind_in_the_case_przy_asks(
    game: str, name: str, code: str
) -> None:
    line = offered_rent(THEMES[game], name, code)
    assert line.split(" <span", 1)[0] == RENT_LINES[game, name, code]


@pytest.mark.parametrize("code", ("pl", "en"))
def test_the_dot_before_the_whole_card_goes_with_its_link_and_follows_no_full_stop(
    code: str,
) -> None:
    """A wrapped line never ends on "·": it is bound to the link and kept with it."""
    line = offered_rent(FORTUNA_THEME, "Fukier", code)
    rent, dot, link = line.partition(f' <span class="then">·{NB}<button')
    assert dot and link.endswith("</button></span>")
    assert not rent.endswith((".", " "))


# --- item 2 (a hotel plot first) gave way to "na parceli Hotel X": test_polish_eleventh_review
def test_another_games_hotel_is_built_on_its_plot_as_before() -> None:
    i18n.set_language("pl")
    try:
        said = i18n.tr("{who} builds a hotel on {deed}.", who="@0", deed="Ateny")
        button = i18n.tr("Build a hotel on {deed} ({price})", deed="Ateny", price=1)
    finally:
        i18n.set_language("en")
    assert (said, button) == ("@0 stawia hotel na polu Ateny.", "Postaw hotel na polu Ateny (1)")


# --- item 3: the header is the app's chrome, in the lobby's language at every table -----------
HEADER_PL = ["Menu", "Zasady", "Jak grać", "Udostępnij"]
ENGLISH_TABLES = {"plinius": 1, "fame_fortune": 3, "fuldrigger": 2}


def header_words(html: str) -> tuple[str, list[str]]:
    """The header's language mark and its commands' labels."""
    found = re.search(r'<div class="table-commands"([^>]*)>(.*?)</div>', html)
    assert found is not None
    return found.group(1), re.findall(r'data-cmd="[a-z]+">([^<]*)</button>', found.group(2))


@pytest.mark.parametrize("game_id", sorted(ENGLISH_TABLES))
def test_an_english_only_tables_header_reads_in_the_lobbys_polish(game_id: str) -> None:
    """Plinius, For Fame & Fortune and Fuldrigger read in English; their header is the app's
    and says "Menu / Zasady / Jak grać / Udostępnij", marked lang="pl"; the table stays English."""
    players = ENGLISH_TABLES[game_id]
    names = [f"P{n}" for n in range(players)]
    session = Session.start(game_id, players, names, ["human"] * players, {}, 7)
    session.use_language("pl")
    assert session.language == "en"
    i18n.set_language(session.language)  # as the app draws a table
    view = session.state.view(0)
    ui = UI(names=names, seat=0)
    html = table(
        view,
        ui,
        title=session.game.title,
        seats=session.seats,
        message="",
        can_undo=False,
        solitaire=players == 1,
        autoplay=False,
        thinking=None,
        chrome="pl",
        **drawn_parts(game_id, view, ui),
    )
    assert header_words(html) == (' lang="pl"', HEADER_PL)
    panes = re.findall(r'data-cmd="pane:[a-z]+"[^>]*>([^<]*)<', html)
    assert i18n.language() == "en" and panes == ["Board", "Players", "Log"]  # the table's own
    plain = table({**SHELL_VIEW}, UI(["A", "B"], seat=0), **ARGUMENTS, board="")
    assert header_words(plain) == ("", ["Lobby", "Rules", "How to play", "Share", "Undo"])


def test_the_hand_off_screens_header_reads_in_the_lobbys_language_too() -> None:
    html = handoff("For Fame & Fortune", "fame_fortune", 1, ["A", "B"], 3, chrome="pl")
    assert header_words(html) == (' lang="pl"', HEADER_PL[:3])
    assert "Pass the device to" in html


def test_a_polish_tables_header_needs_no_language_mark() -> None:
    i18n.set_language("pl")
    try:
        html = table({**SHELL_VIEW}, UI(["A", "B"], seat=0), **ARGUMENTS, chrome="pl", board="")
    finally:
        i18n.set_language("en")
    assert header_words(html) == ("", [*HEADER_PL, "Cofnij"])


SHELL_VIEW: dict[str, Any] = {
    "game": "eurobusiness",
    "players": 2,
    "to_move": 0,
    "over": False,
    "moves": 0,
    "prompt": "@0",
    "actions": [],
    "log": [],
    "log_total": 0,
    "outcome": {"scores": [0, 0], "ranks": [1, 1], "winners": [], "unit": ""},
}
ARGUMENTS: dict[str, Any] = {
    "title": "T",
    "seats": ["human", "human"],
    "message": "",
    "can_undo": True,
    "solitaire": False,
    "autoplay": False,
    "thinking": None,
}


# --- item 4: the whole catalogue read once more ----------------------------------------------
WRONG_LINES = {
    "a gendered player": re.compile(r"(?i)\bgracz|właściciel|rywal|(?<!\{)\bpartner\b"),
    "a range with a hyphen": re.compile(r"\d-\d"),
    "a big number without its space": re.compile(r"(?<![\d\u00a0])\d{4,}(?! roku)"),
    "posiadłość for nieruchomość": re.compile(r"(?i)posiadło"),
    "the bank in capitals mid-sentence": re.compile(r"(?<![.:!?] )(?<!^)\bBank[a-z]"),
    "English option values unquoted": re.compile(r"\b(yes|no)\b(?!”)"),
}


def test_the_ninth_review_patterns_catch_the_lines_it_found() -> None:
    """Each pattern fails on a line the catalogue held, so the scan below could fail."""
    found = {
        "a gendered player": "Zachowaj go dla siebie albo tylko dla graczy tej gry.",
        "a range with a hyphen": "poruszając się żetonami 1-12",
        "a big number without its space": "otrzymujesz 20000 dukatów",
        "posiadłość for nieruchomość": "zastawiając posiadłości",
        "the bank in capitals mid-sentence": "Transakcja z Bankiem (+ − Z) kończy twoje wakacje.",
        "English option values unquoted": "przyjmuje wartość yes lub no, nie „{value}”.",
    }
    assert sorted(found) == sorted(WRONG_LINES)
    assert [kind for kind, line in found.items() if not WRONG_LINES[kind].search(line)] == []


@pytest.mark.parametrize("kind", sorted(WRONG_LINES))
def test_no_catalogue_line_reads_as_the_ninth_review_found(kind: str) -> None:
    assert [line for line in catalogue_lines().values() if WRONG_LINES[kind].search(line)] == []


CORRECTED = {
    "The number of players must be a whole number.": (
        "Liczba osób grających musi być liczbą całkowitą."
    ),
    "Seat {number} is played by an unknown kind of player.": (
        "Na miejscu {number} ma grać ktoś nieznanego rodzaju: ani osoba, ani znany bot."
    ),
    "{space} is not a deed: it cannot change hands.": (
        "Pole {space} nie jest nieruchomością: nie może przejść w inne ręce."
    ),
    "Owner: {who}": "Należy do: {who}",
    "one player is left": "bankructwo wszystkich poza jedną osobą",
    "Players": "Osoby",
    "Partner: {who}; one purse": "W parze: {who}; wspólna kasa",
    "The owner has {count} station": " ".join(
        f"Przy {{count}}{NB}{word}" for word in ("dworcu", "dworcach", "dworcach")
    ),
    "Dealing with the Bank (+ − M) ends your holiday.": (
        "Transakcja z bankiem (+ − Z) kończy twoje wakacje."
    ),
}


def test_the_ninth_reviews_lines_read_as_corrected() -> None:
    lines = catalogue_lines()
    assert {msgid: lines.get(msgid) for msgid in CORRECTED} == CORRECTED


def test_a_deeds_rows_say_the_count_owned_without_a_gendered_owner() -> None:
    i18n.set_language("pl")
    try:
        rows = [i18n.tr(OWNED[RESTAURANT], count=n) for n in (1, 2, 5)]
    finally:
        i18n.set_language("en")
    assert rows == [
        f"Przy 1{NB}restauracji",
        f"Przy 2{NB}restauracjach",
        f"Przy 5{NB}restauracjach",
    ]
