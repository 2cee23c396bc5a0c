"""Issue 29: on a phone's whole board (360x740) Eurobusiness showed no city names and houses
about 8 px across. The whole board draws each space's short name and one large mark for a
plot's buildings (`g.brief`, shown only there), in board units that make 9 px names and houses
of 12 px and more on a board of 340 px (a 360 px screen's, its margins taken off)."""

from __future__ import annotations

import re

import pytest

from pygames.core import i18n
from pygames.estate.rules import CHANCE, CITY, HOTEL
from tests.estate.helpers import own
from tests.estate.view_helpers import GAMES, VIEWS, table, ui
from web.views.estate.board import SIZE
from web.views.estate.glance import short_names

PHONE_SCALE = 340 / SIZE  # screen px per board unit, at most, on a 360 px screen's whole board
BRIEF = re.compile(r'<g class="brief" aria-hidden="true">(.*?)</g>')
HOUSE = re.compile(
    r'class="brief-house" d="M[\d.]+ [\d.]+v-[\d.]+l([\d.]+)-([\d.]+) [\d.]+ [\d.]+v([\d.]+)z"'
)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_whole_board_draws_each_plots_buildings_large_enough_to_count(game_id: str) -> None:
    state = table(game_id)
    cities = [i for i, s in enumerate(state.RULES.spaces) if s.kind == CITY][:5]
    for level, index in enumerate(cities, start=1):
        own(state, 0, (index,), level)
    board = VIEWS[game_id].render(state.view(0), ui(0))
    briefs = {}  # space -> its brief marks
    for part in board.split('<g class="space" data-space="')[1:]:
        found = BRIEF.search(part)
        if found:
            briefs[int(part[: part.index('"')])] = found.group(1)
    for level, index in enumerate(cities, start=1):
        marks = briefs[index]
        if level == HOTEL:
            hotel = re.search(r'class="brief-hotel"[^>]* width="(\d+)" height="(\d+)"', marks)
            assert hotel and min(map(int, hotel.groups())) * PHONE_SCALE >= 12, marks
            assert ">H</text>" in marks
            continue
        house = HOUSE.search(marks)
        assert house, marks
        width = 2 * float(house.group(1))
        height = float(house.group(2)) + float(house.group(3))
        assert min(width, height) * PHONE_SCALE >= 12, (width, height)
        count = re.search(r'fill="#fff" text-anchor="middle">(\d)</text>', marks)
        assert (count.group(1) if count else "1") == str(level)  # the count on it, for two up
    name = re.search(r'<text [^>]*font-size="(\d+)"', briefs[cities[0]])
    assert name and int(name.group(1)) * PHONE_SCALE >= 9
    assert board.count('<g class="built">') == len(cities)  # the small ones, hidden there


@pytest.mark.parametrize("language", ["en", "pl"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_space_but_a_chance_has_a_short_name_and_no_two_cities_read_alike(
    game_id: str, language: str
) -> None:
    i18n.set_language(language)
    theme = VIEWS[game_id].THEME
    short = short_names(theme)
    spaces = theme.spaces
    assert set(short) == {i for i, s in enumerate(spaces) if s.kind != CHANCE}
    cities = [short[i] for i, s in enumerate(spaces) if s.kind == CITY]
    assert len(set(cities)) == len(cities), cities
    assert all(len(line) <= 5 for name in short.values() for line in name.split()), short
    board = VIEWS[game_id].render(table(game_id).view(0), ui(0))
    drawn = [re.sub(r"<[^>]+>", "", m) for m in BRIEF.findall(board)]
    assert sorted(drawn) == sorted(short.values())
