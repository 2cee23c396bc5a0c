"""The second Polish review of issue 29: a native editor played Eurobusiness and Fortuna in
Polish and marked 46 lines. Each wrong form is refused here, in the catalogues and in our Polish
papers (the renderings and the corrected transcription); each corrected line is checked word for
word; and the lines the engine or the views put together (the log, the tooltips, the chart, the
draw for the order) read as corrected."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

from pygames.core import i18n
from pygames.eurobusiness import GAME as EUROBUSINESS
from pygames.fortuna import GAME as FORTUNA
from tests.estate.helpers import force, ready
from tests.estate.test_polish_review import catalogue_lines
from web.views import eurobusiness, fortuna
from web.views.chart import chart
from web.views.estate.panels import status_box
from web.views.estate.tokens import _said
from web.views.howto import estate as howto

ROOT = Path(__file__).resolve().parents[2]
OURS = ROOT / "docs/rules"
PAPERS = ("fortuna-1984.pl.md", "eurobusiness-board.pl.md", "eurobusiness.pl.md")
NBSP = "\u00a0"

# The catalogues' wrong forms (the review's numbers): none may come back.
WRONG_LINES = {
    "13, 16 do pozostania": re.compile(r"do pozostania"),
    "14 podawajcie": re.compile(r"podawajcie"),
    "15 i hotele i, pod żaglami": re.compile(r"domy i hotele i|pod żaglami"),
    "16 gracza or osoby": re.compile(r"0 = "),
    "17 do ostatniego gracza": re.compile(r"Do ostatniego gracza|w grach botów"),
    "18 Liczba rund 6": re.compile(r"Liczba rund \{count\}:"),
    "20 drugą stroną jest": re.compile(r"drugą stroną jest"),
    "21 transakcję (partner)": re.compile(r"transakcję \(\{partner\}\)"),
    "22 weź wakacje": re.compile(r"[Ww]eź wakacje|opuść następny|opuszczasz następny"),
    "23 ciągnięcie karty, a second colon": re.compile(r"ciągnięcie karty|na sprzedaż: "),
    "24 nic za zatrzymanie": re.compile(r"nic za zatrzymanie"),
    "27 rzut kostkami in Fortuna": re.compile(r"nigdy rzut kostkami"),
    "28 leży zakryte": re.compile(r"leży jeszcze zakryte"),
    "29 wymieniają": re.compile(r"wymieniają każdy"),
    "30 tej karty brak": re.compile(r"tej karty brak"),
    "32, trip-up 3: a plain space before a unit; idzie na pole": re.compile(
        r"\d dukat|idzie na pole"
    ),
}

# The papers' wrong forms (our Polish renderings and the corrected transcription).
WRONG_PAPERS = {
    "1 parceli for parcel": re.compile(r"jedn(?:a|ej) z (?:trzech )?parceli"),
    "2 jest to odwiedziny": re.compile(r"jest to tylko odwiedziny"),
    "3 jest kupować": re.compile(r"Celem gry jest kupować"),
    "4 a comma before ani": re.compile(r"zabudowanej, ani"),
    "5 cena wychodzi": re.compile(r"wychodzi od ceny"),
    "6 dostać wakacje": re.compile(r"dostać wakacje|stanąć przed remontem"),
    "7 my and you": re.compile(r"jeżeli wolisz|swojego\s+kapitału"),
    "8 oznaczone w nim": re.compile(r"oznaczone w nim"),
    "9 wykupić zastaw, brać wakacji": re.compile(r"wykupić zastaw\b|brać wakacji"),
    "10 przekład na polski, drukowane": re.compile(r"przekład na polski|drukowane po polsku"),
    "11 the typescript's lost diacritics": re.compile(
        r"\b(?:strzałka|odpowiednia kwotę|ta nieruchomość|dowolna cenę|wskazana na nich|ja"
        r"|Oplata|reku|[wW]iezieni\w*|swoja kolejka|tez|gotówka|zadać)\b|kolejami, elektrownia,"
    ),
    "11 the typescript's typography": re.compile(
        r'"|\d-\d|\d\$|stawiamy do zasady|^eurobusiness$|[^\S\n]-\s', re.M
    ),
    "12 figures ungrouped": re.compile(r"(?m)^\|.*\b\d{4}\b"),
    "31 ten, kto; ozdrowieniec": re.compile(r"\b[Tt]en, kto\b|ozdrowieniec"),
    "32 a plain space before a unit": re.compile(r"\d dukat"),
}

# The reviewed lines, word for word.
CORRECTED = {
    "Rounds to play, then the richest wins; 0 = until one player is left.": (
        "Po tylu rundach wygrywa osoba z największym majątkiem; 0 – gra do bankructwa"
        " wszystkich poza jedną osobą."
    ),
    "Take the holiday (miss the next move; rents still collected)": (
        "Jedź na wakacje (tracisz następny ruch; czynsze pobierasz dalej)"
    ),
    "Trade with {who}": "Transakcja ({who})",
    "{who}: put together the trade with {other}, then propose it.": (
        "{who}: przygotuj ofertę i złóż ją (druga strona – {other})."
    ),
    "{who} {amount}": "{who} – {amount}",
    "{who} is sent to Jail.": "{who} trafia do więzienia.",
    "{who} is sent to Hospital.": "{who} trafia do szpitala.",
    "fortune (in ducats)": "majątek (w dukatach)",
    "draw a card": "dobierasz kartę",
    "no bonus for stopping here": "bez premii za zatrzymanie się na Starcie",
    # "{count} rounds: {time}." ("Liczba rund: …" in the review) now takes Polish's three plural
    # forms: tests/web/test_across.py reads them.
    "Until one is left: {time} (bots took {rounds} rounds), or set the rounds for a shorter"
    " game.": (
        "Gra do końca: {time} (boty rozgrywają średnio {rounds} rund); aby grać krócej, ustaw"
        " liczbę rund."
    ),
    "enrichment tax: 2,000 ducats or 10% of your capital": (
        f"2{NBSP}000{NBSP}dukatów albo 10% kapitału"
    ),
}


def paper_body(name: str) -> str:
    """A paper without its opening note (which quotes the wrong forms it corrected)."""
    text = (OURS / name).read_text(encoding="utf-8")
    head, _note, body = text.partition("*\n\n")
    assert head.splitlines()[2].startswith("*To nasz"), name
    return body


@pytest.mark.parametrize("kind", sorted(WRONG_LINES))
def test_no_catalogue_line_reads_as_the_second_review_found(kind: str) -> None:
    assert [line for line in catalogue_lines().values() if WRONG_LINES[kind].search(line)] == []


@pytest.mark.parametrize("kind", sorted(WRONG_PAPERS))
@pytest.mark.parametrize("name", PAPERS)
def test_no_polish_paper_reads_as_the_second_review_found(kind: str, name: str) -> None:
    assert WRONG_PAPERS[kind].findall(paper_body(name)) == []


def test_the_second_review_patterns_catch_the_lines_it_quotes() -> None:
    """Each pattern fails on a line the review quotes, so the scans above could fail."""
    quoted = {
        "13, 16 do pozostania": "Gra do pozostania jednej osoby trwa setki rund",
        "14 podawajcie": "Graj w pojedynkę, podawajcie sobie jedno urządzenie",
        "15 i hotele i, pod żaglami": "Handluj pod żaglami na całym świecie",
        "16 gracza or osoby": "Liczba rund…; 0 = do pozostania jednego gracza.",
        "17 do ostatniego gracza": "Do ostatniego gracza: około godziny (w grach botów – 77)",
        "18 Liczba rund 6": "Liczba rund {count}: {time}.",
        "20 drugą stroną jest": "Transakcja, w której drugą stroną jest {who}",
        "21 transakcję (partner)": "{who} proponuje transakcję ({partner}): {terms}.",
        "22 weź wakacje": "{who}: weź wakacje (opuszczasz następny ruch) albo z nich zrezygnuj.",
        "23 ciągnięcie karty, a second colon": "na sprzedaż: {price}",
        "24 nic za zatrzymanie": "nic za zatrzymanie się tutaj",
        "27 rzut kostkami in Fortuna": "„Cofnij” cofa tylko twoje decyzje, nigdy rzut kostkami",
        "28 leży zakryte": "niczego, co leży jeszcze zakryte",
        "29 wymieniają": "a „Wszystkie ruchy” wymieniają każdy ruch",
        "30 tej karty brak": "wcześniej wychodzi się tylko z kartą zwolnienia, a tej karty brak.",
        "32, trip-up 3: a plain space before a unit; idzie na pole": "{who} idzie na pole {place}.",
        "1 parceli for parcel": "na jednej z trzech parceli",
        "2 jest to odwiedziny": "jest to tylko odwiedziny w „szpitalu”",
        "3 jest kupować": "Celem gry jest kupować, dzierżawić i sprzedawać",
        "4 a comma before ani": "sprzedać parceli zabudowanej, ani nawet niezabudowanej",
        "5 cena wychodzi": "Cena wywoławcza zawsze wychodzi od ceny nominalnej",
        "6 dostać wakacje": "gracz może dostać wakacje",
        "7 my and you": "albo, jeżeli wolisz, 10% swojego kapitału",
        "8 oznaczone w nim": "Pola oznaczone w nim „1” są na planszy polami „!”",
        "9 wykupić zastaw, brać wakacji": "Gracz nie musi brać wakacji",
        "10 przekład na polski, drukowane": "Nasz przekład na polski angielskiego tekstu zasad",
        "11 the typescript's lost diacritics": "kładziemy w kierunku oznaczonym strzałka",
        "11 the typescript's typography": 'grającemu 3000$, "Akt własności"',
        "12 figures ungrouped": "| 39 | Wiedeń | Austria | 800 | 100, 400, 1200 |",
        "31 ten, kto; ozdrowieniec": "zaczyna ten, kto wylosował najwyższą liczbę",
        "32 a plain space before a unit": "2\u00a0000 dukatów",
    }
    assert sorted(quoted) == sorted({**WRONG_LINES, **WRONG_PAPERS})
    patterns = {**WRONG_LINES, **WRONG_PAPERS}
    assert [kind for kind, line in quoted.items() if not patterns[kind].search(line)] == []


def test_the_second_reviews_lines_read_as_corrected() -> None:
    lines = catalogue_lines()
    assert {msgid: lines.get(msgid) for msgid in CORRECTED} == CORRECTED


def folded(text: str) -> list[str]:
    """The words and numbers of a text with its typography undone: no diacritics, no case, no
    spaces inside a figure, no quotes or dashes."""
    text = re.sub(r"(?<=\d)\u00a0(?=\d)", "", text.replace("–", "-"))
    text = text.replace("ł", "l").replace("Ł", "L")
    bare = unicodedata.normalize("NFD", text).encode("ascii", "ignore").decode()
    return re.findall(r"[a-z]+|\d+", bare.lower())


def test_the_corrected_eurobusiness_rulebook_changes_the_typescript_in_typography_only() -> None:
    """Item 11: the Polish tab shows our transcription of the supplied typescript; its words are
    the typescript's (bar the stray "eurobusiness" line, and "do zasady" and "ta nieruchomość",
    read "według zasady" and "tę nieruchomość"; the third review's "kwotę =10%" reads "kwotę
    równą 10%")."""
    typed = (ROOT / "rules/eurobusiness.pl.txt").read_text(encoding="utf-8")
    ours = folded(paper_body("eurobusiness.pl.md"))
    theirs = folded(typed.split("\n", 1)[1])[1:]  # the stray line, then the title
    for before, word, read in (("stawiamy", "do", "wedlug"), ("sprzedac", "ta", "te")):
        at = theirs.index(before) + 1  # the review's two readings of a word, not its letters
        assert theirs[at] == word
        theirs[at] = read
    sign = next(at for at in range(len(theirs)) if theirs[at : at + 2] == ["kwote", "10"])
    theirs.insert(sign + 1, "rowna")  # the typescript's "=", which folding drops
    assert ours == theirs
    for right in ("strzałką", "więzienia", "„Akt własności”", "3–6 osób", f"3{NBSP}000{NBSP}$"):
        assert right in paper_body("eurobusiness.pl.md"), right


def test_the_polish_eurobusiness_tab_is_the_corrected_transcription() -> None:
    assert eurobusiness.THEME.documents["pl"][0][1] == "eurobusiness.pl.md"
    assert eurobusiness.THEME.documents["en"][1][1] == "eurobusiness.pl.txt"


def test_a_pawn_sent_to_detention_is_sent_there_not_on_a_visit() -> None:
    """Trip-up 3: "Gracz 1 idzie na pole Więzienie" read as a visit."""
    state = ready(EUROBUSINESS.new(2, 0))
    state.pos[0] = 25
    force(state, 2, 3)
    state.apply("roll")
    i18n.set_language("pl")
    assert "@0 trafia do więzienia." in state.log_for(None)
    i18n.set_language("en")
    assert "@0 is sent to Jail." in state.log_for(None)
    hospital = ready(FORTUNA.new(2, 0))
    hospital.pos[0] = 21
    hospital.apply("token:12")  # the Accident space
    i18n.set_language("pl")
    assert "@0 trafia do szpitala." in hospital.log_for(None)


def test_the_end_names_each_fortune_apart_from_the_next_figure() -> None:
    """25: "Gra skończona: Gracz 1 21 200 dukatów" put a seat's number beside the fortune."""
    state = ready(FORTUNA.new(2, 0))
    state._end("agreed")
    i18n.set_language("pl")
    fortune = f"20{NBSP}000{NBSP}dukatów"
    assert f"Gra skończona: @0 – {fortune}, @1 – {fortune}." in (state.log_for(None))


def test_the_order_draw_shows_a_dash_for_who_has_not_drawn_without_a_dangling_one() -> None:
    """19: "Gracz 1 –, Gracz 2 –"."""
    view = {"phase": "order", "draws": [9, None], "to_draw": [1], "walk": [], "dice": []}
    i18n.set_language("pl")
    box = status_box(fortuna.THEME, view, ["Ann", "Bo"])
    assert "Ann</bdi>: 9, " in box and "Bo</bdi>: —</p>" in box and "–" not in box


def test_a_tokens_tooltip_has_one_colon_at_most_and_says_you_draw() -> None:
    """23: "Żeton 1 prowadzi na pole Podlaski: na sprzedaż: 800 dukatów"."""
    i18n.set_language("pl")
    said = _said("Hotel Podlaski", i18n.tr("for sale: {price}", price="800 dukatów"), 1, [])
    assert said == "Żeton 1 prowadzi na Hotel Podlaski (na sprzedaż, 800 dukatów)"


def test_the_fortune_axis_reads_in_ducats() -> None:
    """26: "majątek (dukatów)"."""
    i18n.set_language("pl")
    spec = fortuna.story(ready(FORTUNA.new(2, 0)).view(None), ["A", "B"])["chart"]
    assert spec["y_title"] == "majątek (w\u00a0dukatach)"
    assert "majątek (w\u00a0dukatach)" in chart({**spec, "x": [0, 1]} | _two(spec), ["A", "B"])


def _two(spec: dict[str, object]) -> dict[str, object]:
    """Two points a series, so the chart has a line to draw."""
    series = spec["series"]
    assert isinstance(series, list)
    return {"series": [{**s, "values": [20000, 21000]} for s in series], "marks": []}


def leaves(found: object) -> list[str]:
    """Every text in a page's parts."""
    if isinstance(found, str):
        return [found]
    if isinstance(found, dict):
        found = list(found.values())
    if isinstance(found, list | tuple):
        return [text for part in found for text in leaves(part)]
    return []


def test_how_to_play_groups_a_price_as_money_is() -> None:
    """12: "Bristol 5000" in Fortuna's How to play."""
    i18n.set_language("pl")
    page = " ".join(leaves(howto.page(fortuna.THEME).__dict__))
    assert not re.search(r">\d{4}\b", page) and f"5{NBSP}000" in page
