"""The Eurobusiness view under CPython: it renders for many states, offers only legal actions,
escapes names, and shows the board, the panels, the auction, the trade and the end."""

from __future__ import annotations

import random
import xml.dom.minidom
from collections.abc import Iterator

from pygames.core import State
from pygames.eurobusiness import GAME
from tests.playouts import ACTION, states_along
from web.views.common import UI
from web.views.eurobusiness import render

from .helpers import own, table

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def states(seeds: int = 4) -> Iterator[State]:
    return states_along(lambda seed: GAME.new(4, seed, {"rounds": 12}), seeds)


def test_view_renders_and_offers_only_legal_actions() -> None:
    for index, state in enumerate(states()):
        seat = state.to_move if state.to_move is not None else 0
        html = render(state.view(seat), UI(names=NAMES[:4], seat=seat))
        if index % 25 == 0:
            xml.dom.minidom.parseString(f"<root>{html}</root>")  # well formed
        legal = set(state.legal_actions())
        for code in ACTION.findall(html):
            assert code in legal, code


def test_view_of_the_public_offers_no_action() -> None:
    state = table()
    own(state, 0, (1, 3))
    html = render(state.view(None), UI(names=NAMES[:4], seat=None))
    assert not ACTION.findall(html)


def test_names_are_escaped() -> None:
    state = table()
    html = render(state.view(0), UI(names=['<script>alert("x")</script>', *NAMES[1:4]], seat=0))
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_board_shows_the_40_spaces_prices_and_chance_colours() -> None:
    html = render(table().view(0), UI(names=NAMES[:4], seat=0))
    assert html.count('class="eb-space"') == 40
    assert "Wiedeń" in html and "800 $" in html and "Koleje Północne" in html
    assert html.count(">?</text>") >= 6 and "#c0392b" in html and "#1d5fb8" in html
    assert 'viewBox="0 0 1100 1100"' in html


def test_deed_cards_carry_their_bank_actions() -> None:
    """Building, selling and mortgaging by clicking one's deeds."""
    state = table()
    own(state, 0, (1, 3))
    html = render(state.view(0), UI(names=NAMES[:4], seat=0))
    assert 'data-action="build:1"' in html and 'data-action="mortgage:3"' in html
    state.apply("build:1")
    html = render(state.view(0), UI(names=NAMES[:4], seat=0))
    assert 'data-action="sell:1"' in html


def test_houses_hotels_owner_marks_and_mortgages_are_drawn() -> None:
    state = table()
    own(state, 1, (1, 3), level=5)
    own(state, 2, (6, 8, 9), level=3)
    own(state, 3, [5])
    state.mortgaged[5] = True
    html = render(state.view(0), UI(names=NAMES[:4], seat=0))
    assert html.count("<title>hotel</title>") == 2
    assert html.count("<title>3 houses</title>") == 3
    assert ">mortgaged</text>" in html and "eb-mort" in html


def test_auction_and_trade_are_shown() -> None:
    state = table()
    faces = [4, 5]
    state.roll = lambda sides=6: faces.pop(0)  # type: ignore[method-assign]
    state.apply("roll")
    state.apply("decline")
    html = render(state.view(1), UI(names=NAMES[:4], seat=1))
    assert "Auction: Rzym" in html and "opens at 120 $" in html
    state = table()
    own(state, 1, [3])
    state.apply("trade:with:1")
    state.apply("trade:take:3")
    html = render(state.view(0), UI(names=NAMES[:4], seat=0))
    assert "Trade (being composed)" in html and "Bo</div>" not in html
    assert "Bo gives: Ateny" in html


def test_end_screen_lists_every_fortune_with_a_chart() -> None:
    state = table(players=2, rounds=1)
    for _ in range(200):
        if state.over:
            break
        state.apply(state.rollout_action(random.Random(1)))
    assert state.over
    html = render(state.view(0), UI(names=NAMES[:2], seat=0))
    assert "The end" in html and "<polyline" in html and "Fortunes over the game" in html


def test_roll_off_and_end_vote_are_shown() -> None:
    state = GAME.new(3, 0)
    state.apply("roll")
    html = render(state.view(1), UI(names=NAMES[:3], seat=1))
    assert "Order of play" in html and "Bo –" in html
    state = table(players=3)
    state.apply("finish")
    html = render(state.view(1), UI(names=NAMES[:3], seat=1))
    assert "End the game now?" in html and "still to answer: Bo, Cy" in html
