"""How to play here: a page for every game, pictures that are not controls, Plinius's glossary,
and the estate games' pages in Polish."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import pygames
from pygames.core import i18n
from web.views import howto


@pytest.fixture
def polish() -> Iterator[None]:
    i18n.set_language("pl")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("game_id", list(pygames.GAMES))
def test_every_game_has_a_page_of_pictured_steps_that_apply_nothing(game_id: str) -> None:
    title, body = howto.page(game_id)
    assert title.startswith("How to play here: ")
    steps = re.findall(r'<li><span class="howto-pic" aria-hidden="true" inert>', body)
    assert len(steps) >= 5
    assert not re.search(r"data-(action|select|open|cmd|zoom)=", body)


def test_the_plinius_page_explains_its_latin_terms_and_counters() -> None:
    _, body = howto.page("plinius")
    glossary = body[body.index("<dl>") :]
    terms = re.findall(r"<dt>(.*?)</dt>", glossary)
    for term in ("Ordo eruptionis", "Nubes", "Ventus", "Fluxus", "Misenum"):
        assert term in terms
    for counter in ("Q I", "Lib", "Pom", "i1"):
        assert any(counter in term for term in terms), counter


def test_the_plinius_glossary_says_the_cost_is_printed_on_each_counter() -> None:
    """A new player's tour: the glossary put a step's cost "under a counter"; the map prints
    it on the counter, under its short name."""
    _, body = howto.page("plinius")
    assert "<dt>I, II, III</dt><dd>On a counter, under its name: what one step costs" in body
    assert "Under a counter" not in body


def test_fortuna_is_moved_by_tokens_and_eurobusiness_by_dice() -> None:
    assert "laying a token" in howto.page("fortuna")[1]
    eurobusiness = howto.page("eurobusiness")[1]
    assert "laying a token" not in eurobusiness and "Roll the dice" in eurobusiness


def test_the_estate_pages_read_in_polish(polish: None) -> None:
    title, body = howto.page("eurobusiness")
    assert title == "Jak tu grać: Eurobusiness"
    assert "Rzuć kostkami" in body and "Roll the dice" not in body


def test_a_game_without_a_page_points_to_its_rulebook() -> None:
    title, body = howto.page("no-such-game")
    assert title == "How to play here" and "rulebook" in body


def test_the_pages_say_what_the_screen_shows() -> None:
    """A player's review: Fortuna's centre has no dice, the roll button is in the right-hand
    panel, a sample button names a player as the table does, Plinius's pile starts at 36, and
    Fuldrigger's map is drawn as a map (not the lit spaces' dots)."""
    fortuna = "".join(howto.page("fortuna"))
    euro = "".join(howto.page("eurobusiness"))
    assert "the round and the card just drawn (no dice" in fortuna
    assert "the round, the dice and the card just drawn" in euro
    assert "beside the board" not in euro and "in the panel at the right" in euro
    assert "Offer a trade to Player 2" in euro and "to Bo" not in euro
    start = pygames.game("plinius").new(1, 3, {})
    assert f">{len(start.deck)}</text>" in "".join(howto.page("plinius"))
    fuldrigger = "".join(howto.page("fuldrigger"))
    first_picture = fuldrigger[fuldrigger.index("<svg") : fuldrigger.index("</svg>")]
    assert 'fill="#a9cbe3"' in first_picture  # the sea, as the map draws it
