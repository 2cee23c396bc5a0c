"""Issue 29, a new player's trip-ups on the estate board (Eurobusiness, Fortuna) under
CPython: pawns large enough to follow, in their player's colour with their initial; the space
landed on lit; the last roll in the decision panel (a phone's bar); Fortuna's token marks by
their spaces, off the decks."""

from __future__ import annotations

import math
import re

import pytest

from pygames.estate.rules import CITY
from pygames.eurobusiness import GAME as EUROBUSINESS
from tests.estate.helpers import own, ready, turn
from tests.estate.view_helpers import GAMES, NAMES, VIEWS, table, ui
from web.views import eurobusiness, fortuna
from web.views.common import UI
from web.views.estate.board import MARK, MIN_NAME, SIZE, cell, fitted, mark_place, text_box

# A laptop's board at 1280x800 (estate.css: the window's height less 9.5 rem), in px a unit.
LAPTOP_PX = (800 - 9.5 * 16) / SIZE


def test_no_two_token_rings_come_within_2_px_nor_touch_a_space() -> None:
    """Issue 29: on a laptop the rings of tokens 10-12 by the Hospital touched (1 px apart).
    Wherever a token lands, its ring (its stroke included) stands 2 px or more from every other
    ring and from every space, on a laptop's board at 1280x800 (the smallest these places are
    drawn at; the phone's whole board has places of its own for its larger marks)."""
    theme = fortuna.THEME
    count = len(theme.spaces)
    ring = MARK + 2
    places = [mark_place(theme, index)[:2] for index in range(count)]
    for index, (x, y) in enumerate(places):
        for later in range(index + 1, count):
            gap = math.dist((x, y), places[later]) - 2 * ring
            assert gap * LAPTOP_PX >= 2, (index, later, gap * LAPTOP_PX)
        for other in range(count):
            left, top, width, height, _ = cell(theme, other)
            dx, dy = max(left - x, 0, x - left - width), max(top - y, 0, y - top - height)
            assert (math.hypot(dx, dy) - ring) * LAPTOP_PX >= 2, (index, other)


def test_token_marks_sit_by_their_spaces_and_cover_no_deck() -> None:
    """Issue 29: Fortuna's marks crowded the board's middle over the decks, and a corner's
    floated far from it on a laptop. Each mark stands near the point of its
    space it points at (5.8 marks), and off both decks (rotated cards, as drawn)."""
    theme = fortuna.THEME
    html = fortuna.render(table("fortuna").view(0), ui(0))
    decks = re.findall(
        r'<rect x="([\d.]+)" y="([\d.]+)" width="(\d+)" height="(\d+)" rx="10" fill="[^"]+"'
        r' transform="rotate\((-?\d+) ([\d.]+) ([\d.]+)\)"/>',
        html,
    )
    assert len(decks) == 2
    for index in range(len(theme.spaces)):
        cx, cy, ex, ey = mark_place(theme, index)
        assert math.dist((cx, cy), (ex, ey)) < 5.8 * MARK, theme.spaces[index].name
        for x, y, w, h, angle, ox, oy in (tuple(map(float, deck)) for deck in decks):
            turn = math.radians(-angle)  # the mark's centre in the card's own frame
            dx, dy = cx - ox, cy - oy
            px = ox + dx * math.cos(turn) - dy * math.sin(turn)
            py = oy + dx * math.sin(turn) + dy * math.cos(turn)
            nearest = (min(max(px, x), x + w), min(max(py, y), y + h))
            assert math.dist((px, py), nearest) > MARK + 2, theme.spaces[index].name


# The board's width on a laptop (1280x800): the left column beside the side panels.
LAPTOP_BOARD_PX = 650
PAWN_DRAWN = re.compile(
    r'<g class="pawn" id="pawn-(\d)"[^>]*>.*?<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"'
    r' fill="(#\w+)".*?>([^<]*)</text></g></g>'
)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_pawns_are_20_px_on_a_laptop_in_their_players_colour_with_their_initial(
    game_id: str,
) -> None:
    """Issue 29: pawns of about 12 px made a player read the log instead of the board. Each
    pawn is at least 20 px across on a laptop's board, in its player's colour, and shows its
    player's initial."""
    module = VIEWS[game_id]
    html = module.render(table(game_id).view(0), ui(0))
    pawns = PAWN_DRAWN.findall(html)
    assert len(pawns) == 4
    for seat, _, _, radius, colour, letter in pawns:
        assert 2 * float(radius) * LAPTOP_BOARD_PX / SIZE >= 20
        assert colour == module.THEME.pawns[int(seat)]
        assert letter == NAMES[int(seat)][0]


def test_players_of_one_initial_are_told_apart_by_their_numbers() -> None:
    """Two pawns never read the same: "Ann" and "Al" show 1 and 2, "Bo" shows B."""
    names = ["Ann", "Bo", "Al"]
    html = eurobusiness.render(ready(EUROBUSINESS.new(3, 1, {})).view(0), UI(names=names, seat=0))
    letters = {int(seat): letter for seat, *_, letter in PAWN_DRAWN.findall(html)}
    assert letters == {0: "1", 1: "B", 2: "3"}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_crowded_pawns_stay_in_their_spaces_strip_the_mover_on_top(game_id: str) -> None:
    """Larger pawns crowded on one owned space overlap in a row along its strip (never over its
    name, never out of the space), the pawn to move drawn last, over the others."""
    state = table(game_id)
    module = VIEWS[game_id]
    for index, space in enumerate(module.THEME.spaces):
        if not space.is_deed:
            continue
        own(state, 1, [index])
        state.pos[:] = [index] * 4
        html = module.render(state.view(0), ui(0))
        pawns = PAWN_DRAWN.findall(html)
        x, y, w, h, _ = cell(module.THEME, index)
        for _, cx, cy, radius, _, _ in pawns:
            r = float(radius) - 0.1  # drawn to a tenth of a unit
            assert x <= float(cx) - r and float(cx) + r <= x + w, space.name
            assert y <= float(cy) - r and float(cy) + r <= y + h, space.name
        assert pawns[-1][0] == str(state.to_move)
        state = table(game_id)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_space_landed_on_lights_up_once_for_each_move(game_id: str) -> None:
    """Issue 29: a bot's turn passed too fast to follow on the board. The space a move lands
    on is drawn to light up in the mover's colour (`data-enter="land"`), keyed by that move, so
    that each new move lights its space once and a redraw lights nothing again."""
    module = VIEWS[game_id]
    state = table(game_id)
    turn(state, 1)
    state.pos[1] = 0
    view = state.view(0)
    view["walk"] = [1, 0, 7]
    html = module.render(view, ui(0))
    lit = re.findall(
        r'<rect class="landed" data-enter="land" data-key="([^"]+)" x="([\d.]+)"'
        r' y="([\d.]+)"[^>]* fill="([^"]+)"',
        html,
    )
    x, y, _, _, _ = cell(module.THEME, 7)
    assert lit == [("land-1-0-7", f"{x:.1f}", f"{y:.1f}", module.THEME.pawns[1])]
    view["walk"] = [1, 7, 5]
    again = re.findall(r'data-enter="land" data-key="([^"]+)"', module.render(view, ui(0)))
    assert again == ["land-1-7-5"]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_last_roll_is_said_in_the_decision_panel_with_who_made_it(game_id: str) -> None:
    """Issue 29: on a phone the zoomed board left the dice in its middle off screen. The
    decision panel (the phone's bar, always in view) shows the last roll's dice and who rolled
    them, or in Fortuna the token laid."""
    module = VIEWS[game_id]
    view = table(game_id).view(0)
    view["walk"], view["dice"] = [2, 0, 7], ([3, 4] if game_id == "eurobusiness" else [])
    view["current"] = 2  # in Cy's turn (the turn before's is marked apart: review 14)
    html = module.decision(view, ui(0))
    shown = re.search(r'<p class="last-roll" data-last-roll="">(.*?)</p>', html)
    assert shown is not None
    if game_id == "eurobusiness":
        assert shown[1].count('class="bar-die"') == 2
        assert "<bdi>Cy</bdi> rolled 7" in shown[1]
    else:
        assert "<bdi>Cy</bdi> laid token 7" in shown[1]
    assert module.THEME.pawns[2] in shown[1]


def test_a_first_double_is_said_as_the_rollers_with_the_sum_still_to_move() -> None:
    """Issue 29: after Ann's 3+3 the bar credited the roll to the player who moved last (the
    walk is theirs until Ann's pawn moves the sum of both rolls, ruling "Doubles")."""
    module = VIEWS["eurobusiness"]
    view = table("eurobusiness").view(0)
    view["current"], view["phase"], view["walk"], view["dice"] = 0, "again", [2, 0, 7], [3, 3]
    shown = re.search(
        r'<p class="last-roll" data-last-roll="">(.*?)</p>', module.decision(view, ui(0))
    )
    assert shown is not None
    assert "<bdi>Ann</bdi> rolled a double, 6" in shown[1]
    assert module.THEME.pawns[0] in shown[1] and module.THEME.pawns[2] not in shown[1]


def test_the_order_of_play_box_fills_in_as_the_draws_are_made_a_tie_included() -> None:
    """Issue 29: the box kept "Ann –, Bo –" after everyone drew; the draws and a tie's re-draw
    were only in the log. Each draw shows as it is made; a tie keeps the tied draws on the table
    and says who draws again; once settled, the draws and who starts stay until a pawn moves."""
    state = GAMES["eurobusiness"].new(2, 2)  # seed 2: 5 and 5, a tie, then 5 and 9
    seen = []
    while True:
        view = state.view(state.to_move)
        box = re.search(
            r"data-order-draws=.*?</div>", VIEWS["eurobusiness"].decision(view, ui(0, 2))
        )
        assert box is not None
        seen.append(re.sub(r"<[^>]+>", "", box[0]).split("starts. ", 1)[1])
        if view["phase"] != "order":
            break
        state.apply("roll")
    assert seen == [
        "Ann: —, Bo: —",
        "Ann: 5, Bo: —",
        "Ann: 5, Bo: 5. A tie for the highest: Ann and Bo draw again.",
        "Ann: 5, Bo: 5. A tie for the highest: Bo draw again.",
        "Ann: 5, Bo: 9. Bo starts.",
    ]
    state.apply("roll")
    assert "data-order-draws" not in VIEWS["eurobusiness"].decision(state.view(None), ui(0, 2))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_space_name_fits_its_square_with_its_price(game_id: str) -> None:
    """Issue 29: "Powiśle Power Station" ran out of the top of its square in the left column,
    the stations were cramped. Every name, in lines, with the price below, fits the part of
    its space left for it, at a readable size."""
    theme = VIEWS[game_id].THEME
    for index, space in enumerate(theme.spaces):
        x, y, w, h, side = cell(theme, index)
        _, _, width, height = text_box(x, y, w, h, side, space.kind == CITY)
        size, lines = fitted(theme.label(index), width, height, 18, True)
        assert size >= MIN_NAME >= 12
        assert len(lines) * (size + 2) + 20 <= height - 4, theme.label(index)
        assert all(len(line) * size * 0.56 <= width - 4 for line in lines), lines
