"""The sixth Polish review of issue 29: a fresh native reader rated the Polish 8.5/10 and listed
14 wrong lines: "M" (Mortgage) on the deed's button and in the help, a list "Wszystkie ruchy"
that is not on screen, a seat's keys said as "klucze swojego gracza", "Szpital; jeszcze 3
kolejki" with no preposition, Fortuna's "pole Hotel Saski" beside "Saski" on the board, "ile
najwięcej", "losuj" for a roll of the dice, "Wokół stołu", "przesmyki Suezu", a stray comma in
Fortuna's rulebook and the board document's own column with "start" and no "$". Each wrong form is
refused here; each corrected line is checked word for word; the lines the engine and the views
put together read as corrected."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pygames.core import i18n
from pygames.eurobusiness import GAME as EUROBUSINESS
from pygames.fortuna import GAME as FORTUNA
from pygames.fortuna import data as fortuna_data
from tests.estate.helpers import own, ready, turn
from tests.estate.test_polish_review import catalogue_lines
from tests.estate.test_polish_second_review import paper_body
from web.views import fortuna
from web.views.common import UI
from web.views.estate.panels import player_panel
from web.views.eurobusiness import THEME as EUROBUSINESS_THEME
from web.views.fortuna import THEME as FORTUNA_THEME
from web.views.howto import page

ROOT = Path(__file__).resolve().parents[2]
NB = "\u00a0"
WJ = "\u2060"

# The catalogues' wrong forms (the review's numbers): none may come back.
WRONG_LINES = {
    "1 M, the English initial of Mortgage": re.compile(r"(?:^|, |− i )M (?:zastawia|na swoich)"),
    "2 a list not on the screen": re.compile(r"„Wszystkie ruchy”"),
    "3 a seat's keys as a player's": re.compile(r"klucze swojego gracza|przenieść tego gracza"),
    "4 wakacje, jeśli chcesz": re.compile(r"wakacje, jeśli chcesz"),
    "5 a place with no preposition": re.compile(r"^\{place\}; jeszcze"),
    "6 a locative and an accusative in one bracket": re.compile(r"albo jego znacznik na planszy"),
    "8 ile najwięcej": re.compile(r"ile najwięcej"),
    "10 Wokół stołu": re.compile(r"Wokół stołu"),
    "11 przesmyki Suezu": re.compile(r"przesmyk\w* Suezu"),
    "12 karty swojej osoby": re.compile(r"karty swojej osoby"),
    "a hotel drawn as an H": re.compile(r"czerwone H\b"),
}

# Our Polish rulebooks.
WRONG_PAPER = {
    "13 a comma before i": ("fortuna-1984.pl.md", re.compile(r"przez obie strony, i odda")),
}

# The reviewed lines, word for word.
CORRECTED = {
    "M": "Z",
    "On your deeds: + builds a house (evenly across the set), − sells one, M mortgages the deed,"
    " ↺ repays the mortgage. A faded + is closed now and says why.": (
        "Na twoich nieruchomościach: + stawia dom (równomiernie w komplecie), − sprzedaje dom,"
        " Z zastawia nieruchomość w banku, ↺ spłaca dług hipoteczny. Przygaszony + oznacza, że"
        " teraz nie można tu budować; po kliknięciu pokazuje powód."
    ),
    # "A debt: …" and "The board is the table: …": re-worded by the tenth review
    "Every move, as a list": "Lista wszystkich ruchów",
    "A device keeps its seat's keys in its save; its key backup file brings the seat back on"
    " another device.": (
        "Zapis gry na tym urządzeniu zawiera klucze osoby, która tu gra; dzięki plikowi z kopią"
        " kluczy może ona grać dalej na innym urządzeniu."
    ),
    "a holiday, if you want it": "możesz jechać na wakacje",
    "{place}; {count} turn to miss": (
        f"{{place}}, jeszcze {{count}}{NB}kolejka {{place}}, jeszcze {{count}}{NB}kolejki"
        f" {{place}}, jeszcze {{count}}{NB}kolejek"
    ),
    "Move by laying a token: click one of your tokens 1-12 (on the rack in your panel, or its"
    " mark on the board). Your pawn moves that many spaces; a token laid is spent until all"
    " twelve are.": (
        f"Ruch żetonem: kliknij jeden ze swoich żetonów 1–{WJ}12 (w swoim panelu albo na"
        " planszy, gdzie ma swój znacznik). Pionek przesuwa się o tyle pól; użyty żeton wraca"
        " dopiero po zużyciu wszystkich dwunastu."
    ),
    "{who} sets the most they will pay.": "{who} ustala, ile najwyżej zapłaci.",
    "{who}: roll for the order of play.": "{who}: rzuć kostkami o kolejność gry.",
    # The seventh review: a token is drawn, not the order.
    "{who}: draw for the order of play.": "{who}: wylosuj żeton, by ustalić kolejność gry.",
    "Around the table": "Widok planszy i inne przyciski",
    "Goods may cross the isthmuses at Suez/Alexandria and Porto Bello, for 10 ducats duty.": (
        "Towary można przewozić przez Przesmyk Sueski i Przesmyk Panamski (Suez, Porto Bello),"
        f" płacąc 10{NB}dukatów cła."
    ),
    "Each player on their own phone, passing links: every device sees only its own hand. This"
    " device plays the first player; no bots.": (
        "Każda osoba gra na swoim telefonie, a ruchy przekazuje się linkami; każde urządzenie"
        " pokazuje tylko karty osoby, która na nim gra. Na tym urządzeniu gra pierwsza osoba;"
        " bez botów."
    ),
    # "This game's table is in English.": re-worded by the tenth review
    # "oddaj je" spoke of "pole"; a hotel is named without it now, so no pronoun.
    "{who}: buy {deed} for {price} or let the Bank auction it.": (
        "{who}: kup pole {deed} za {price}; inaczej trafi na licytację."
    ),
}


@pytest.mark.parametrize("kind", sorted(WRONG_LINES))
def test_no_catalogue_line_reads_as_the_sixth_review_found(kind: str) -> None:
    assert [line for line in catalogue_lines().values() if WRONG_LINES[kind].search(line)] == []


@pytest.mark.parametrize("kind", sorted(WRONG_PAPER))
def test_our_polish_rulebooks_read_as_the_sixth_review_asked(kind: str) -> None:
    name, pattern = WRONG_PAPER[kind]
    assert pattern.findall(paper_body(name)) == []


def test_the_sixth_review_patterns_catch_the_lines_it_quotes() -> None:
    """Each pattern fails on a line the review quotes, so the scans above could fail."""
    quoted = {
        "1 M, the English initial of Mortgage": "− sprzedaje dom, M zastawia nieruchomość w banku",
        "2 a list not on the screen": "a lista „Wszystkie ruchy” podaje każdy ruch",
        "3 a seat's keys as a player's": "Urządzenie zapisuje klucze swojego gracza razem z grą",
        "4 wakacje, jeśli chcesz": "wakacje, jeśli chcesz",
        "5 a place with no preposition": "{place}; jeszcze {count} kolejki",
        "6 a locative and an accusative in one bracket": (
            "(w swoim panelu albo jego znacznik na planszy)"
        ),
        "8 ile najwięcej": "{who} ustala, ile najwięcej zapłaci.",
        "10 Wokół stołu": "Wokół stołu",
        "11 przesmyki Suezu": "przez przesmyki Suezu i Porto Bello",
        "12 karty swojej osoby": "każde urządzenie pokazuje tylko karty swojej osoby",
        "a hotel drawn as an H": "domy są zielone, hotel to czerwone H,",
        "13 a comma before i": "za cenę uzgodnioną przez obie strony, i odda ją do talii Losu;",
    }
    patterns = {**WRONG_LINES, **{kind: found for kind, (_, found) in WRONG_PAPER.items()}}
    assert sorted(quoted) == sorted(patterns)
    assert [kind for kind, line in quoted.items() if not patterns[kind].search(line)] == []


def test_the_sixth_reviews_lines_read_as_corrected() -> None:
    lines = catalogue_lines()
    assert {msgid: lines.get(msgid) for msgid in CORRECTED} == CORRECTED


def board_effects() -> list[str]:
    """The board document's "Skutek" column: the app's own words for each card."""
    rows = re.findall(r"^\| [BR]\d+ \|.*\| (.*) \|$", paper_body("eurobusiness-board.pl.md"), re.M)
    assert len(rows) == 32
    return rows


def test_the_board_documents_effects_name_start_as_the_board_does_and_carry_dollars() -> None:
    effects = board_effects()
    assert [e for e in effects if re.search(r"\bstart\b", e)] == []
    assert [e for e in effects if re.search(r"(?<![(\d])\d+(?![\d)]|\u00a0\$| pol)", e)] == []
    assert effects.count("idziesz na pole Start") == 2
    assert f"idziesz do Neapolu (6); 400{NB}$ za przejście przez Start" in effects
    assert f"płacisz 80{NB}$ za dom, 230{NB}$ za hotel" in effects


def test_a_fortuna_hotel_is_bought_as_its_button_names_it() -> None:
    state = ready(FORTUNA.new(2, 0))
    turn(state, 0, 13)
    state.apply("token:2")
    i18n.set_language("pl")
    assert state.describe("buy") == f"Kup Hotel Polski za 2{NB}000{NB}dukatów"
    assert (
        state.prompt(0)
        == f"@0: kup Hotel Polski za 2{NB}000{NB}dukatów; inaczej trafi na licytację."
    )
    state.apply("buy")
    assert state.log_for(None)[-1] == f"@0 kupuje Hotel Polski za 2{NB}000{NB}dukatów."
    assert state.why_not_bank(1, "mortgage", 15) == "Hotel Polski nie należy do ciebie."
    assert [line for line in state.log_for(None) if "ole Hotel" in line] == []


def test_a_hotel_after_a_preposition_keeps_its_noun_and_a_city_keeps_pole() -> None:
    state = ready(FORTUNA.new(2, 0))
    turn(state, 0, 13)
    state.apply("token:2")
    i18n.set_language("pl")
    state.apply("decline")
    assert f"@0 rezygnuje z{NB}zakupu. Hotel Polski trafia na licytację." in state.log_for(None)
    eurobusiness = ready(EUROBUSINESS.new(2, 0))
    own(eurobusiness, 0, (1,))
    assert eurobusiness.why_not_bank(1, "mortgage", 1) == "Pole Saloniki nie należy do ciebie."


def test_eurobusiness_rolls_dice_for_the_order_and_fortuna_draws_a_lot() -> None:
    i18n.set_language("pl")
    assert EUROBUSINESS.new(2, 0).prompt(0) == "@0: rzuć kostkami o\u00a0kolejność gry."
    assert FORTUNA.new(2, 0).prompt(0) == "@0: wylosuj żeton, by ustalić kolejność gry."


def test_the_mortgage_button_and_the_help_show_the_same_letter() -> None:
    state = ready(EUROBUSINESS.new(2, 0))
    own(state, 0, (1,))
    turn(state, 0)
    i18n.set_language("pl")
    code = "mortgage:1"
    assert code in state.legal_actions()
    acts = {code: state.describe(code)}
    panel = player_panel(EUROBUSINESS_THEME, state.view(0), 0, acts, ["A", "B"])
    assert f'data-action="{code}"' in panel
    assert re.search(r'data-action="mortgage:1"[^>]*>Z</button>', panel)
    _title, help_page = page("eurobusiness")
    assert '<span class="pic-button">Z</span>' in help_page and f"Z{NB}zastawia" in help_page
    assert '<span class="pic-button">M</span>' not in help_page
    i18n.set_language("en")
    panel = player_panel(EUROBUSINESS_THEME, state.view(0), 0, acts, ["A", "B"])
    assert re.search(r'data-action="mortgage:1"[^>]*>M</button>', panel)


def test_a_player_in_hospital_is_w_szpitalu_in_the_panel() -> None:
    state = ready(FORTUNA.new(2, 0))
    state._detain(0)
    i18n.set_language("pl")
    panel = player_panel(FORTUNA_THEME, state.view(0), 0, {}, ["A", "B"])
    assert f"w{NB}szpitalu, jeszcze {fortuna_data.HOSPITAL_ROUNDS}{NB}kolejki" in panel
    assert "Szpital;" not in panel


def test_a_token_to_the_holiday_says_you_may_go() -> None:
    state = ready(FORTUNA.new(2, 0))
    holiday = next(s.index for s in FORTUNA_THEME.spaces if s.kind == fortuna_data.HOLIDAY)
    turn(state, 0, holiday - 11)
    i18n.set_language("pl")
    board = fortuna.render(state.view(0), UI(names=["A", "B"], seat=0))
    assert "Żeton 11 prowadzi na pole Wakacje (możesz jechać na wakacje)" in board


def test_the_lobby_form_says_when_a_games_table_reads_in_english_only() -> None:
    """The form's note follows the game's languages: Plinius, F&F and Fuldrigger say it."""
    lobby = (ROOT / "web/static/lobby.js").read_text(encoding="utf-8")
    assert (
        'game.languages.includes(window.fgLobby.language()) ? "" : t("This game\'s table is in'
        in (lobby)
    )
    assert 'id="new-table-language"' in (ROOT / "index.html").read_text(encoding="utf-8")
