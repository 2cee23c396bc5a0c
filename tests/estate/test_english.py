"""Each language reads as itself (issue 29, docs/rulings.md "Language"): a reviewer found the
English Eurobusiness and Fortuna half Polish ("Szansa", "goes to Więzienie", "completes the set:
żółty (yellow)"). In English every board space, deed, card, colour set and log line is English
but a city's printed name (and Fortuna's hotels and restaurants, proper names); a card's printed
Polish stands below its English, marked lang="pl". In Polish no English name is left."""

from __future__ import annotations

import html
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest

from pygames.core import Game, i18n
from pygames.estate.state import EstateState
from pygames.eurobusiness import GAME as EUROBUSINESS
from pygames.fortuna import GAME as FORTUNA
from tests.estate.helpers import LABEL, TAG, ready
from web.views import eurobusiness, fortuna
from web.views.common import UI

GAMES: dict[str, Game[Any]] = {"eurobusiness": EUROBUSINESS, "fortuna": FORTUNA}
VIEWS = {"eurobusiness": eurobusiness, "fortuna": fortuna}
NAMES = ["Ann", "Bo", "Cy", "Di"]

# Polish words of the two boards, their decks, sets and kinds of space: none may be read in
# English (the cities', hotels' and restaurants' names are not among them).
POLISH = [
    "Szansa",
    "Szansy",
    "Los",
    "Więzienie",
    "więzienia",
    "Koleje",
    "Kolei",
    "Wodociągi",
    "Elektrownia",
    "Elektrowni",
    "Podatek",
    "wzbogacenia",
    "luksusu",
    "Parking",
    "strzeżony",
    "Darmowy",
    "Idziesz",
    "Szpital",
    "szpitala",
    "Wakacje",
    "Wypadek",
    "Dworzec",
    "Zakład",
    "Restauracja",
    "dukatów",
    "niebieska",
    "czerwona",
    "Grecja",
    "Włochy",
    "Hiszpania",
    "Anglia",
    "Szwecja",
    "brązowy",
    "zielony",
    "różowy",
    "pomarańczowy",
    "czerwony",
    "żółty",
    "niebieski",
    "fioletowy",
]
POLISH_WORD = re.compile(r"(?<!\w)(?:" + "|".join(POLISH) + r")(?!\w)")
# English names of spaces, decks, sets and countries: none may be read in Polish.
ENGLISH = [
    "Chance",
    "Fate",
    "Jail",
    "Railways",
    "Railway",
    "Waterworks",
    "Power",
    "Station",
    "Tax",
    "tax",
    "Hospital",
    "Holiday",
    "Accident",
    "Greece",
    "Italy",
    "Spain",
    "England",
    "Sweden",
    "Germany",
    "Rome",
    "Vienna",
    "yellow",
    "blue",
    "red",
    "green",
    "brown",
    "pink",
    "orange",
    "violet",
]
ENGLISH_WORD = re.compile(r"(?<![\w-])(?:" + "|".join(ENGLISH) + r")(?![\w-])")
PRINTED = re.compile(r'<(\w+)\b[^>]*\blang="pl"[^>]*>.*?</\1>', re.S)  # a card's print


def read(markup: str) -> list[str]:
    """What a page shows and names (text and accessible labels), the printed Polish of a card
    (marked lang="pl") left out."""
    markup = PRINTED.sub("", markup)
    found = [html.unescape(label) for label in LABEL.findall(markup)]
    return found + [html.unescape(part) for part in TAG.split(markup) if part.strip()]


def screens(game_id: str, seed: int) -> Iterator[str]:
    """A seeded whole game as a player reads it: every prompt, action and log line, the table
    now and then, every space's card, and every card of the decks drawn in turn."""
    module = VIEWS[game_id]
    state: EstateState = GAMES[game_id].new(4, seed, {"rounds": 6})
    rng = random.Random(seed)
    step = 0
    while not state.over:
        seat = state.to_move
        view = state.view(seat)
        yield view["prompt"]
        yield from (action["label"] for action in view["actions"])
        if step % 25 == 0:
            yield from table(module, view, seat)
        state.apply(state.rollout_action(rng))
        step += 1
    yield from state.log_for(None)
    fresh: EstateState = ready(GAMES[game_id].new(4, seed))
    for card in fresh.RULES.cards:
        fresh.last_card = (card.id, fresh.current, len(fresh.history) - 1)
        yield from table(module, fresh.view(0), 0)


def table(module: Any, view: dict[str, Any], seat: int | None) -> Iterator[str]:
    ui = UI(names=NAMES, seat=seat)
    yield from read(module.render(view, ui) + module.decision(view, ui))
    for index in range(len(view["owner"])):
        found = module.dialog(view, ui, f"deed:{index}")
        assert found is not None
        title, body, _ = found
        yield from read(f"<h2>{title}</h2>{body}")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_english_screen_reads_no_polish_word_but_the_cities_names(game_id: str) -> None:
    lines = set(screens(game_id, seed=3))
    assert len(lines) > 300  # the walk read the board, the deeds, the cards and the log
    polish = sorted(line for line in lines if POLISH_WORD.search(line))
    assert polish == []


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_polish_screen_reads_no_english_name(game_id: str) -> None:
    i18n.set_language("pl")
    lines = set(screens(game_id, seed=5))
    english = sorted(line for line in lines if ENGLISH_WORD.search(line))
    assert english == []


def test_a_deed_names_a_city_as_printed_with_its_english_name_beside_it() -> None:
    state = ready(EUROBUSINESS.new(2, 0))
    ui = UI(names=NAMES[:2], seat=0)
    found = eurobusiness.dialog(state.view(0), ui, "deed:9")
    assert found is not None and found[0] == "Rzym · Rome" and "Italy" in found[1]
    railway = eurobusiness.dialog(state.view(0), ui, "deed:25")
    assert railway is not None and railway[0] == "Northern Railways"
    i18n.set_language("pl")
    found = eurobusiness.dialog(state.view(0), ui, "deed:9")
    assert found is not None and found[0] == "Rzym" and "Włochy" in found[1]


def test_a_card_reads_in_english_first_and_its_print_below() -> None:
    state = ready(EUROBUSINESS.new(2, 0))
    state.last_card = ("B4", 0, len(state.history) - 1)
    ui = UI(names=NAMES[:2], seat=0)
    panel = eurobusiness.decision(state.view(0), ui)
    english = panel.index("Go to jail. Do not pass Start")
    printed = panel.index('<p class="gloss" lang="pl">Idziesz do więzienia.')
    assert english < printed and "blue Chance" in panel
    board = eurobusiness.render(state.view(0), ui)
    assert board.index(">Go to jail. Do not pass") < board.index('lang="pl"')


def test_the_walk_would_find_the_words_the_reviewer_read() -> None:
    """The scans above could fail: the reviewer's lines trip them."""
    assert POLISH_WORD.search("Ann goes to Więzienie.")
    assert POLISH_WORD.search("Ann completes the set: żółty (yellow)")
    assert POLISH_WORD.search("Koleje Północne")
    assert not POLISH_WORD.search("Ann buys Rzym for 240 $ and lays a token on Wiedeński.")
    assert read('<p lang="pl">Idziesz do więzienia.</p><p>Go to jail.</p>') == ["Go to jail."]
    assert ENGLISH_WORD.search("Ann idzie na pole Jail.")
    assert not ENGLISH_WORD.search("Ann kupuje Royal i Continental.")
