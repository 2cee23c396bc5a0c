"""The seventh Polish review of issue 29: a fresh native reader rated the Polish 8.5/10 and listed
19 wrong lines: "Transakcja ( Gracz 2 )", "Przeczekaj tę kolejkę (Szpital)", Fortuna's advice to
raise money after the token is down, one's own hospital said in the third person, "losuj
kolejność", one "Przesmyk" for two isthmuses, the masculine "Gracz 1" and "graczy" of the app's
own words, "ma komplet: brązowy", "nie kupuje pola Hotel Rzymski", "2 z dubletu i 5", "Panel
obok" on a phone, forewords without a verb and one-letter words left at a line's end. Each wrong
form is refused here; each corrected line is checked word for word; the lines the engine and the
views put together read as corrected."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

import pytest

from pygames.core import i18n
from pygames.fortuna import GAME as FORTUNA
from tests.estate.helpers import ready, turn
from tests.estate.test_polish_review import catalogue_lines
from tests.estate.view_helpers import table
from tools.messages import lobby_messages
from web.views.estate.story import _mark
from web.views.estate.tokens import tokens_rack
from web.views.estate.trade import trade_box
from web.views.eurobusiness import THEME as EUROBUSINESS_THEME
from web.views.fortuna import THEME as FORTUNA_THEME
from web.views.rulebook import document_html

ROOT = Path(__file__).resolve().parents[2]
OURS = ROOT / "docs" / "rules"
PAPERS = ("eurobusiness.pl.md", "eurobusiness-board.pl.md", "fortuna-1984.pl.md")
NB = "\u00a0"
# A one-letter word followed by an ordinary space: what the review found at a line's end.
LOOSE = re.compile(r"(?<![^\s(„\"'«])[aiouwzAIOUWZ] (?=\S)")

# The catalogues' wrong forms (the review's numbers): none may come back.
WRONG_LINES = {
    "2 a nominative label in brackets": re.compile(r"Przeczekaj tę kolejkę \("),
    "3 advice that comes too late": re.compile(r"bank zawiera transakcje tylko wtedy"),
    "4 wcześniej, ambiguous": re.compile(r"^Wcześniej można wyjść"),
    "5 the order drawn, not a token": re.compile(r"losuj kolejność"),
    "6 one isthmus for two": re.compile(r"Przesmyk Sueski i (?!Przesmyk)"),
    "7 a masculine default name": re.compile(r"^Gracz \{number\}$|Imię gracza"),
    "8 w kolorach graczy": re.compile(r"w kolorach graczy"),
    "9 każdego gracza": re.compile(r"każdego gracza"),
    "10 innego gracza": re.compile(r"innego gracza|innym graczem|innym graczom|innemu graczowi"),
    "11 graczom tej gry": re.compile(r"graczom tej gry"),
    "12 wszyscy twice": re.compile(r"dostaną wszyscy"),
    "14 a set as a form field": re.compile(r"ma komplet: "),
    "15 nie kupuje pola": re.compile(r"nie kupuje pola"),
    "16 a bare rest of a roll": re.compile(r"z dubletu i \{rest\}\.$"),
    "17 a panel beside the board on a phone": re.compile(r"Panel obok zbiera"),
    "the English M of Mortgage in brackets": re.compile(r"\(M\)"),
}

# Our Polish papers, their whole text (the forewords included).
WRONG_PAPERS = {
    "13 the app's own column says graczy": re.compile(r"od każdego z pozostałych graczy"),
    "18 a foreword without a verb": re.compile(r"^\*Nasz", re.M),
}

# The reviewed lines, word for word (as the catalogues hold them).
CORRECTED = {
    "Player {number}": "Osoba {number}",
    "Name of player {number}": "Imię osoby {number}",
    "Every seat needs a name and a player.": (
        "Przy każdym miejscu trzeba podać imię i wybrać, kto gra."
    ),
    "Miss this turn {place}": "Przeczekaj tę kolejkę {place}",
    "A deed is mortgaged or houses are sold to the Bank only before a token is laid, so now it"
    " can only be declined.": (
        "Zastawić nieruchomość lub sprzedać domy można tylko przed położeniem żetonu, więc teraz"
        " pozostaje rezygnacja z zakupu."
    ),
    "too little cash: {amount} short": "za mało gotówki: brakuje {amount}",
    "You are detained {place} and stay: {why}": "Jesteś {place}. {why}",
    "only a release card gets you out early, and you hold none.": (
        "Przed czasem wyjdziesz tylko z kartą „Zwolnienie ze szpitala”, a nie masz jej."
    ),
    "only a release card gets out early, and {who} holds none.": (
        "Przed czasem można wyjść tylko z kartą „Zwolnienie ze szpitala”, a {who} jej nie ma."
    ),
    "{who}: draw for the order of play.": "{who}: wylosuj żeton, by ustalić kolejność gry.",
    "Goods may cross the isthmuses at Suez/Alexandria and Porto Bello, for 10 ducats duty.": (
        "Towary można przewozić przez Przesmyk Sueski i Przesmyk Panamski (Suez, Porto Bello),"
        f" płacąc 10{NB}dukatów cła."
    ),
    # "Propose to end the game now?": re-worded by the tenth review (test_polish_tenth_review.py)
    "{who} completes the set: {group}": "{who} ma wszystkie pola kompletu {group}",
    "{who} declines {deed}.": "{who} rezygnuje z zakupu. Pole {deed} trafia na licytację.",
    "Mortgaging a deed (M) or selling houses (−) to the Bank first can raise the money.": (
        "Brakującą kwotę możesz najpierw zdobyć, zastawiając nieruchomość w banku (Z) albo"
        " sprzedając bankowi domy (−)."
    ),
}


def paper(name: str) -> str:
    return (OURS / name).read_text(encoding="utf-8")


def flat(values: Iterable[str | tuple[str, ...] | list[str]]) -> list[str]:
    """Every text of a catalogue's values, a plural's forms one by one."""
    return [text for value in values for text in ([value] if isinstance(value, str) else value)]


@pytest.mark.parametrize("kind", sorted(WRONG_LINES))
def test_no_catalogue_line_reads_as_the_seventh_review_found(kind: str) -> None:
    assert [line for line in catalogue_lines().values() if WRONG_LINES[kind].search(line)] == []


@pytest.mark.parametrize("kind", sorted(WRONG_PAPERS))
@pytest.mark.parametrize("name", PAPERS)
def test_our_polish_papers_read_as_the_seventh_review_asked(kind: str, name: str) -> None:
    assert WRONG_PAPERS[kind].findall(paper(name)) == []


def test_the_seventh_review_patterns_catch_the_lines_it_quotes() -> None:
    """Each pattern fails on a line the review quotes, so the scans above could fail."""
    quoted = {
        "2 a nominative label in brackets": "Przeczekaj tę kolejkę ({place})",
        "3 advice that comes too late": "przed położeniem żetonu: bank zawiera transakcje tylko"
        " wtedy.",
        "4 wcześniej, ambiguous": "Wcześniej można wyjść tylko z kartą „Zwolnienie ze szpitala”",
        "5 the order drawn, not a token": "{who}: losuj kolejność gry.",
        "6 one isthmus for two": "przez Przesmyk Sueski i Panamski",
        "7 a masculine default name": "Gracz {number}",
        "8 w kolorach graczy": "Plansza: pionki w kolorach graczy;",
        "9 każdego gracza": "Panel każdego gracza: gotówka",
        "10 innego gracza": "ani ruchu innego gracza",
        "11 graczom tej gry": "Udostępnij go tylko graczom tej gry.",
        "12 wszyscy twice": "Pytanie dostaną wszyscy; jeśli wszyscy się zgodzą",
        "14 a set as a form field": "{who} ma komplet: {group}",
        "15 nie kupuje pola": "{who} nie kupuje pola {deed}.",
        "16 a bare rest of a roll": "o {count} pól: {first} z dubletu i {rest}.",
        "17 a panel beside the board on a phone": "Panel obok zbiera to, co nie ma miejsca",
        "the English M of Mortgage in brackets": "zastawiając nieruchomości (M).",
        "13 the app's own column says graczy": "po 20 $ od każdego z pozostałych graczy",
        "18 a foreword without a verb": "*Nasz polski przekład zasad sporządzony z tekstu",
    }
    patterns = {**WRONG_LINES, **WRONG_PAPERS}
    assert sorted(quoted) == sorted(patterns)
    assert [kind for kind, line in quoted.items() if not patterns[kind].search(line)] == []


def test_the_seventh_reviews_lines_read_as_corrected() -> None:
    lines = catalogue_lines()
    assert {msgid: lines.get(msgid) for msgid in CORRECTED} == CORRECTED


def test_the_forewords_say_what_they_are() -> None:
    starts = {name: paper(name).splitlines()[2] for name in PAPERS}
    assert starts["fortuna-1984.pl.md"].startswith(
        "*To nasz polski przekład zasad, sporządzony na podstawie tekstu angielskiego;"
    )
    assert starts["eurobusiness-board.pl.md"].startswith(
        "*To nasz polski przekład angielskiego zestawienia"
    )
    assert starts["eurobusiness.pl.md"].startswith("*To nasza poprawiona transkrypcja")
    assert "od każdej z pozostałych osób" in paper("eurobusiness-board.pl.md")


# --- one-letter words (item 19) ---------------------------------------------------------------
def test_a_one_letter_word_is_bound_to_the_word_after_it() -> None:
    bind = i18n.bind_single_letters
    assert bind("Graj w pojedynkę") == f"Graj w{NB}pojedynkę"
    assert bind("dym i spływ") == f"dym i{NB}spływ"
    assert bind("W kolejce (w szpitalu) „a potem”") == f"W{NB}kolejce (w{NB}szpitalu) „a{NB}potem”"
    assert bind("nieruchomość w\nzastawie") == f"nieruchomość w{NB}zastawie"


def test_a_format_field_a_word_s_last_letter_and_a_tag_stay_as_they_are() -> None:
    bind = i18n.bind_single_letters
    assert bind("{a}+{b} i {rest}") == f"{{a}}+{{b}} i{NB}{{rest}}"
    assert bind("Dania i") == "Dania i"  # nothing after it: no space to bind
    assert bind("Hotel Royal a") == "Hotel Royal a"
    assert bind('<a href="x">') == '<a href="x">'


def test_every_polish_line_a_player_reads_binds_its_one_letter_words() -> None:
    """tr() reads the catalogue bound: no Polish message leaves a one-letter word at a line's end;
    the catalogue files themselves stay as written."""
    assert [line for line in flat(i18n.catalogue("pl").values()) if LOOSE.search(line)] == []
    assert [line for line in catalogue_lines().values() if LOOSE.search(line)] != []
    i18n.set_language("pl")
    state = ready(FORTUNA.new(2, 0))
    state._detain(0)
    turn(state, 0)
    assert state.describe("stay") == f"Przeczekaj tę kolejkę w{NB}szpitalu"


@pytest.mark.parametrize("name", PAPERS)
def test_our_polish_papers_bind_their_one_letter_words_in_text_never_in_tags(name: str) -> None:
    html = document_html(name, paper(name))
    text = re.sub(r"<[^>]*>", "", html)
    assert LOOSE.findall(text) == []
    assert text.count(NB) > 100
    assert [tag for tag in re.findall(r"<[^>]*>", html) if NB in tag] == []


def test_the_lobby_s_polish_words_bind_their_one_letter_words() -> None:
    polish = lobby_messages([], ROOT)["pl"]
    lines = flat(polish.values())
    assert [line for line in lines if LOOSE.search(line)] == []
    assert any(f"Graj w{NB}pojedynkę" in line for line in lines)


# --- the lines the engine and the views put together ------------------------------------------
def test_the_trade_heading_is_one_element_so_no_gap_opens_inside_its_brackets() -> None:
    state = table("eurobusiness")
    state.apply("trade:with:1")
    i18n.set_language("pl")
    acts = {code: state.describe(code) for code in state.legal_actions()}
    box = trade_box(EUROBUSINESS_THEME, state.view(0), acts, ["Ann", "Bo", "Cy"])
    assert "<h3><span>Transakcja (<bdi>Bo</bdi>)</span></h3>" in box


@pytest.mark.parametrize("game_id", ["eurobusiness", "fortuna"])
def test_one_s_own_detention_is_said_as_you_and_another_s_by_name(game_id: str) -> None:
    state = table(game_id)
    state._detain(0)
    turn(state, 0)
    state.cash[state.purse[0]] = 50  # no way out: too little for the fine, no card
    i18n.set_language("pl")
    own_words, others = state.prompt(0), state.prompt(1)
    assert own_words.startswith("Jesteś w") and "nie masz" in own_words and "@0" not in own_words
    assert others.startswith(f"@0 jest w{NB}")
    i18n.set_language("en")
    assert state.prompt(0).startswith("You are detained in ")
    assert state.prompt(1).startswith("@0 is detained in ")


def test_fortuna_tells_on_the_token_that_its_plot_costs_more_than_the_cash() -> None:
    state = ready(FORTUNA.new(2, 0))
    turn(state, 0, 13)  # token 2 lands on Hotel Polski, 2 000 ducats
    state.cash[state.purse[0]] = 1700
    acts = {code: state.describe(code) for code in state.legal_actions()}
    i18n.set_language("pl")
    rack = tokens_rack(FORTUNA_THEME, state.view(0), 0, acts, ["A", "B"])
    buttons = dict(re.findall(r'<button[^>]*data-action="token:(\d+)"([^>]*)>', rack))
    assert f"za mało gotówki: brakuje 300{NB}dukatów" in buttons["2"]
    dear = [n for n in range(1, 13) if (FORTUNA_THEME.spaces[13 + n].price or 0) > 1700]
    assert "2" in map(str, dear) and len(dear) < 12
    assert [n for n, attrs in buttons.items() if "za mało gotówki" in attrs] == list(map(str, dear))
    i18n.set_language("en")
    rack = tokens_rack(FORTUNA_THEME, state.view(0), 0, acts, ["A", "B"])
    assert f"too little cash: 300{NB}ducats short" in rack


def test_a_completed_set_names_its_set_in_the_genitive() -> None:
    i18n.set_language("pl")
    spain = next(s for s in EUROBUSINESS_THEME.spaces if s.group == "Hiszpania")
    brown = next(s for s in FORTUNA_THEME.spaces if s.group == "brązowy")
    said = _mark(EUROBUSINESS_THEME, [1, "set", 0, None, spain.index, 0])["label"]
    assert said == "@0 ma wszystkie pola kompletu Hiszpanii"
    said = _mark(FORTUNA_THEME, [1, "set", 0, None, brown.index, 0])["label"]
    assert said == "@0 ma wszystkie pola kompletu brązowego"
    i18n.set_language("en")
    assert _mark(FORTUNA_THEME, [1, "set", 0, None, brown.index, 0])["label"] == (
        "@0 completes the set: brown"
    )


def test_a_declined_hotel_goes_to_auction_in_the_nominative() -> None:
    state = ready(FORTUNA.new(2, 0))
    turn(state, 0, 23)
    state.apply("token:2")  # Hotel Rzymski
    i18n.set_language("pl")
    state.apply("decline")
    assert f"@0 rezygnuje z{NB}zakupu. Hotel Rzymski trafia na licytację." in state.log_for(None)
    assert i18n.tr("{who} declines {deed}.", who="@0", deed="Bruksela") == (
        f"@0 rezygnuje z{NB}zakupu. Pole Bruksela trafia na licytację."
    )


def test_the_move_after_a_double_says_what_each_roll_gave() -> None:
    i18n.set_language("pl")
    said = i18n.tr(
        "{who} rolls {a}+{b} and moves {count} space: {first} of the double and {rest}.",
        "{who} rolls {a}+{b} and moves {count} spaces: {first} of the double and {rest}.",
        who="@0",
        a=2,
        b=3,
        count=7,
        first=2,
        rest=5,
    )
    assert said == (
        f"@0 wyrzuca 2+3 i{NB}przesuwa się o{NB}7{NB}pól (2 z{NB}dubletu i{NB}5 z{NB}tego rzutu)."
    )


def test_an_unnamed_seat_is_osoba_in_polish() -> None:
    i18n.set_language("pl")
    assert i18n.tr("Player {number}", number=3) == "Osoba 3"
    i18n.set_language("en")
    assert i18n.tr("Player {number}", number=3) == "Player 3"
