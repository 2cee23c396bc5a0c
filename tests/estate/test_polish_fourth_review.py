"""The fourth Polish review of issue 29: a fresh native reader rated the Polish 7/10 and listed
39 wrong lines (English option labels in the new-game forms of For Fame & Fortune and
Fuldrigger, "około 2 godz..", a gendered "Właściciel musi sam…", "przebywasz na polu
Więzienie", "przechodzi przez Start: 400 $", names with gaps around them in the end-screen
notes, Fortuna's rules naming the waterworks "wodociągi"…). Each wrong form is refused here, in
the catalogues and in our Polish papers; each corrected line is checked word for word; and the
lines the engine and the views put together read as corrected."""

from __future__ import annotations

import re

import pytest

import pygames
from pygames.core import i18n
from pygames.eurobusiness import GAME as EUROBUSINESS
from pygames.eurobusiness.data import CARDS
from pygames.fortuna import GAME as FORTUNA
from pygames.fortuna import data as fortuna_data
from tests.estate.helpers import force, ready, take_out, turn
from tests.estate.test_polish_review import catalogue_lines
from tests.estate.test_polish_second_review import paper_body
from web.views.chart import chart

WJ = "\u2060"  # the word joiner that keeps "1–12" on one line

# The catalogues' wrong forms: none may come back.
WRONG_LINES = {
    "3 godz. before the sentence's own full stop": re.compile(r"godz\.$"),
    "4 Właściciel musi sam": re.compile(r"Właściciel musi sam"),
    "5 każdy gracz dostaje": re.compile(r"każdy gracz dostaje"),
    "6 MB after an ordinary space": re.compile(r"[\d}] MB"),
    "7 a range of numbers that may break": re.compile(r"\d–\d"),
    "8 jako lista": re.compile(r"jako lista"),
    "9 żeton o kolejność": re.compile(r"żeton o kolejność"),
    "10 Zaproponuj transakcję: a name": re.compile(r"Zaproponuj transakcję: \{"),
    "12 płaci: a field": re.compile(r"płaci \{amount\}: \{space\}"),
    "13 the least bid said twice": re.compile(r"wynosiła \{was\}\); minimalna oferta"),
    "15 na polu Więzienie": re.compile(r"(?:przebywa\w*|zostaje) na polu \{place\}"),
    "16 wychodzi, from where unsaid": re.compile(r"używa karty i wychodzi\.$"),
    "18 Ci in mid-sentence": re.compile(r"\w.* Ci\b"),
    "19 Eurobusiness named in Fortuna's help": re.compile(r"kostkami w Eurobusiness"),
}

# Our Polish papers' wrong forms.
WRONG_PAPERS = {
    "fortuna-1984.pl.md": {
        "20 wodociągi for Filtry": re.compile(r"[Ww]odociąg|, elektrownia"),
        "21 a field's name in lower case": re.compile(
            r"„(?:start\w*|szpital\w*|wakacje|los|szansa)”"
        ),
        "22 traci with no subject": re.compile(r"wykona ruch,\s+traci"),
        "23 Na wakacje może wysłać": re.compile(r"może wysłać „"),
        "24 10% of what": re.compile(r"i 10%\."),
    },
    "eurobusiness-board.pl.md": {"27 an ordinary space before $": re.compile(r" \$")},
}

# The reviewed lines, word for word.
CORRECTED = {
    "about {count} h": "około {count}\u00a0godzin",
    "Owners must claim rent themselves before the next roll, or it is lost.": (
        "O czynsz trzeba upomnieć się przed następnym rzutem, inaczej przepada."
    ),
    "Owners must claim rent themselves before the next move, or it is lost.": (
        "O czynsz trzeba upomnieć się przed następnym ruchem, inaczej przepada."
    ),
    "Deal two title deeds to each player at the start, bought at their price.": (
        "Na początku każda osoba dostaje dwa akty własności i płaci ich cenę."
    ),
    "A started game engine is kept on this device ({size} MB), so games open in a moment.": (
        "Uruchomiony silnik gry jest przechowywany na tym urządzeniu ({size}\u00a0MB), więc gry"
        " otwierają się w mgnieniu oka."
    ),
    "Move by two dice instead of tokens 1-12: for beginners.": (
        f"Ruch według rzutu dwiema kostkami zamiast żetonów 1–{WJ}12 (wariant dla początkujących)."
    ),
    "Every move, as a list": "Lista wszystkich ruchów",
    "Draw a lot for the order of play": "Wylosuj żeton (kolejność gry)",
    "Offer a trade to {who}": "Transakcja ({who})",
    "{who} passes {start} and collects {amount}.": (
        "{who} przechodzi przez {start} i dostaje {amount}."
    ),
    "{who} lands on {start} and collects {amount}.": (
        "{who} staje na polu {start} i dostaje {amount}."
    ),
    "{who} pays {amount}: {space}.": "{who} płaci {amount} ({space}).",
    "{who} jumps to {amount} (the least bid was {was}); the least bid now is {least}.": (
        "{who} podbija do {amount} (minimalna oferta wynosiła {was}); teraz co najmniej {least}."
    ),
    "{who} bids {amount}; the least bid now is {least}.": (
        "{who} oferuje {amount}; teraz co najmniej {least}."
    ),
    "the card": "akt własności",
    "in Jail": "w więzieniu",
    "in Hospital": "w szpitalu",
    "{who} is detained {place}: stay, or get out early.": (
        "{who}: jesteś {place}; przeczekaj albo wyjdź wcześniej."
    ),
    "{who} uses a card and leaves Jail.": "{who} używa karty i wychodzi z więzienia.",
    "{who} uses a card and leaves Hospital.": "{who} używa karty i wychodzi ze szpitala.",
    "Fortune Multiplier 9–16": f"Mnożnik fortuny 9–{WJ}16",
    "Isthmus passages": "Przejścia przez przesmyki",
}


@pytest.mark.parametrize("kind", sorted(WRONG_LINES))
def test_no_catalogue_line_reads_as_the_fourth_review_found(kind: str) -> None:
    assert [line for line in catalogue_lines().values() if WRONG_LINES[kind].search(line)] == []


@pytest.mark.parametrize(
    ("paper", "kind"), [(paper, kind) for paper, kinds in WRONG_PAPERS.items() for kind in kinds]
)
def test_no_polish_paper_reads_as_the_fourth_review_found(paper: str, kind: str) -> None:
    assert WRONG_PAPERS[paper][kind].findall(paper_body(paper)) == []


def test_the_fourth_review_patterns_catch_the_lines_it_quotes() -> None:
    """Each pattern fails on a line the review quotes, so the scans above could fail."""
    quoted = {
        "3 godz. before the sentence's own full stop": "około {count} godz.",
        "4 Właściciel musi sam": "Właściciel musi sam upomnieć się o czynsz",
        "5 każdy gracz dostaje": "Na początku każdy gracz dostaje dwa akty własności",
        "6 MB after an ordinary space": "na tym urządzeniu ({size} MB)",
        "7 a range of numbers that may break": "poruszając się żetonami 1–12.",
        "8 jako lista": "Wszystkie ruchy, jako lista",
        "9 żeton o kolejność": "Losuj żeton o kolejność gry",
        "10 Zaproponuj transakcję: a name": "Zaproponuj transakcję: {who}",
        "12 płaci: a field": "{who} płaci {amount}: {space}.",
        "13 the least bid said twice": (
            "{who} podbija do {amount} (minimalna oferta wynosiła {was}); minimalna oferta:"
            " {least}."
        ),
        "15 na polu Więzienie": "{who} zostaje na polu {place} (jeszcze {count} kolejka).",
        "16 wychodzi, from where unsaid": "{who} używa karty i wychodzi.",
        "18 Ci in mid-sentence": "Bank wypłaca Ci procenty w wysokości 100 $.",
        "19 Eurobusiness named in Fortuna's help": "(rzutu kostkami w Eurobusiness, karty)",
        "20 wodociągi for Filtry": "gracz zatrzymał się na polu „wodociągi”",
        "21 a field's name in lower case": "z pola „start” i okrążają planszę",
        "22 traci with no subject": "a następny gracz wykona ruch,\ntraci prawo do tego czynszu.",
        "23 Na wakacje może wysłać": "Na wakacje może wysłać „los” albo pole „wakacje”",
        "24 10% of what": "wartość zastawu (którą otrzymał) i 10%.",
        "27 an ordinary space before $": "Płacisz na budowę szpitala 400 $.",
    }
    patterns = {
        **WRONG_LINES,
        **{k: v for kinds in WRONG_PAPERS.values() for k, v in kinds.items()},
    }
    assert sorted(quoted) == sorted(patterns)
    assert [kind for kind, line in quoted.items() if not patterns[kind].search(line)] == []


def test_the_fourth_reviews_lines_read_as_corrected() -> None:
    lines = catalogue_lines()
    assert {msgid: lines.get(msgid) for msgid in CORRECTED} == CORRECTED


def test_every_new_game_forms_option_reads_in_polish() -> None:
    """The lobby speaks the reader's language even where a game's table is English only: the
    forms of For Fame & Fortune and Fuldrigger showed 14 lines in English."""
    i18n.set_language("pl")
    english = [
        (game.id, text)
        for game in pygames.GAMES.values()
        for option in game.options.values()
        for text in (option.label, option.help)
        if i18n.tr(text) == text
    ]
    assert english == []
    assert i18n.tr(pygames.GAMES["fame_fortune"].options["wild_cards"].label) == ("Jokery fortuny")


def test_start_is_passed_or_landed_on_and_the_bonus_said() -> None:
    passing = ready(EUROBUSINESS.new(2, 0))
    passing.pos[0] = 35
    force(passing, 3, 4)
    passing.apply("roll")
    landing = ready(EUROBUSINESS.new(2, 0))
    landing.pos[0] = 33
    force(landing, 3, 4)
    landing.apply("roll")
    i18n.set_language("pl")
    assert "@0 przechodzi przez Start i\u00a0dostaje 400\u00a0$." in passing.log_for(None)
    assert "@0 staje na polu Start i\u00a0dostaje 400\u00a0$." in landing.log_for(None)


def test_a_tax_is_paid_on_its_field() -> None:
    state = ready(EUROBUSINESS.new(2, 0))
    force(state, 1, 3)
    state.apply("roll")
    i18n.set_language("pl")
    assert state.log_for(None)[-1] == "@0 płaci 400\u00a0$ (Parking strzeżony)."


def test_a_pawn_stays_in_jail_or_hospital_and_a_card_frees_it_from_there() -> None:
    jail = ready(EUROBUSINESS.new(2, 0))
    jail._detain(0)
    turn(jail, 0)
    jail.apply("stay")
    freed = ready(EUROBUSINESS.new(2, 0))
    freed.held[0] = ["B7"]
    take_out(freed, "blue", "B7")
    freed.detained[0] = 2
    turn(freed, 0, 10)
    freed.apply("release")
    hospital = ready(FORTUNA.new(2, 0))
    hospital.held[0] = ["L1"]
    take_out(hospital, fortuna_data.LOS, "L1")
    hospital._detain(0)
    turn(hospital, 0)
    i18n.set_language("pl")
    assert "@0 zostaje w\u00a0więzieniu (jeszcze 1\u00a0kolejka)." in jail.log_for(None)
    assert "@0 używa karty i\u00a0wychodzi z\u00a0więzienia." in freed.log_for(None)
    assert hospital.prompt(0) == "@0: jesteś w\u00a0szpitalu; przeczekaj albo wyjdź wcześniej."
    hospital.apply("release")
    assert "@0 używa karty i\u00a0wychodzi ze szpitala." in hospital.log_for(None)


def test_the_cards_say_ci_in_small_letters() -> None:
    assert [card.id for card in CARDS if re.search(r"\bCi\b", card.text)] == []
    assert {card.id: card.text for card in CARDS if card.id in ("R13", "R15")} == {
        "R13": "Bank wypłaca ci procenty w wysokości 100 $.",
        "R15": "Bank wpłaca ci należne odsetki w wysokości 300 $.",
    }


def test_an_end_screen_note_holds_its_names_in_one_run_of_text() -> None:
    """A note's words and names were each an item of a flex row, so its gap showed as stray
    spaces: "Gracz 2  ma komplet", "(właściciel:  Gracz 3  )". The sentence is one element."""
    spec = {
        "title": "t",
        "x": [0, 1],
        "unit": "$",
        "series": [{"name": "@0", "colour": "#000", "values": [1, 2]}],
        "marks": [{"series": 0, "x": 1, "label": "@0 pays rent (owner: @0)", "kind": "rent"}],
    }
    told = re.search(r'<ol class="chart-marks">(.*?)</ol>', chart(spec, ["Ann"]))
    assert told is not None
    assert told.group(1) == (
        '<li data-mark="rent"><span class="chart-mark-n" style="border-color:#000">1</span>'
        ' <span class="chart-mark-said"><bdi>Ann</bdi> pays rent (owner: <bdi>Ann</bdi>)</span>'
        "</li>"
    )
