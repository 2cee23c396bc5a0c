"""The Plinius board view under CPython: it renders for many states, offers only legal actions,
escapes names and shows what a player of the real game expects to see."""

from __future__ import annotations

import re
import xml.dom.minidom
from collections.abc import Iterator

from pygames.core import State
from pygames.plinius import data
from tests.playouts import ACTION, states_along
from web.views.common import UI
from web.views.plinius import render

from .helpers import new, place, stack, with_ap

SELECT = re.compile(r'data-select="([^"]*)"')


def _states(seeds: int = 6) -> Iterator[State]:
    return states_along(new, seeds)


def test_view_renders_and_offers_only_legal_actions() -> None:
    keys = [None, *data.COUNTERS]
    for index, state in enumerate(_states()):
        view = state.view(0)
        legal = set(state.legal_actions())
        selected = keys[index % len(keys)]
        html = render(view, UI(names=["Ann"], seat=0, selected=selected))
        if index % 15 == 0:
            xml.dom.minidom.parseString(f"<root>{html}</root>")  # well formed
        for code in ACTION.findall(html):
            assert code in legal, code
        for key in SELECT.findall(html):
            assert key in data.COUNTERS


def test_view_of_the_public_offers_no_action() -> None:
    state = with_ap(new(), 5)
    html = render(state.view(None), UI(names=["Ann"], seat=None, selected="Q1"))
    assert not ACTION.findall(html)


def test_names_are_escaped() -> None:
    state = new()
    html = render(state.view(0), UI(names=['<script>alert("x")</script>'], seat=0))
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_map_shows_harbours_observation_vesuvius_and_lines() -> None:
    html = render(new().view(0), UI(names=["Ann"], seat=0))
    for name in ("Misenum", "Neapolis", "Herculaneum", "Oplontis", "Pompeii", "Stabiae"):
        assert f">{name}</text>" in html
    assert 'aria-label="Observation point"' in html and 'aria-label="Vesuvius"' in html
    assert html.count("<line ") >= len(data.SEA_LINES) + len(data.LAND_LINES)
    assert 'viewBox="0 0 960 780"' in html and 'width="100%"' in html
    for _, _, colour, _ in data.TRACK:
        assert colour in html


def test_track_shows_nubes_fluxus_wind_cards_and_ap() -> None:
    state = new()
    stack(state, "JS", "7H")
    state.apply("draw")
    state.apply("draw")
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert 'aria-label="Nubes (smoke) in box 1"' in html
    assert 'aria-label="Fluxus (flow) in box 1"' in html
    assert "the wind blows to the right" in html
    assert "Card just revealed: 7♥" in html
    assert ">34</text>" in html  # cards left
    assert "black faces 1" in html
    assert 'font-weight="bold">7</text>' in html  # AP


def test_the_draw_pile_is_clickable_to_draw() -> None:
    html = render(new().view(0), UI(names=["Ann"], seat=0))
    assert 'data-action="draw"' in html


def test_selecting_a_counter_highlights_its_dots_with_their_cost() -> None:
    state = with_ap(new(), 5)
    plain = render(state.view(0), UI(names=["Ann"], seat=0))
    assert 'data-select="Q1"' in plain and 'data-action="move:Q1:s1"' not in plain
    html = render(state.view(0), UI(names=["Ann"], seat=0, selected="Q1"))
    assert 'data-action="move:Q1:s1"' in html and 'data-action="move:Q1:s9"' in html
    assert 'aria-label="Move to Sinus Puteolanus, 2 AP"' in html
    liburna = render(state.view(0), UI(names=["Ann"], seat=0, selected="L"))
    assert 'aria-label="Move to Off Misenum, 1 AP"' in liburna


def test_boarding_and_landing_by_clicking_on_the_selected_ships_dot() -> None:
    state = with_ap(new(), 5)
    place(state, "Q1", "neapolis")
    html = render(state.view(0), UI(names=["Ann"], seat=0, selected="Q1"))
    assert 'data-action="board:Q1:inc1"' in html
    state.apply("board:Q1:inc1")
    html = render(state.view(0), UI(names=["Ann"], seat=0, selected="Q1"))
    assert 'data-action="land:Q1:inc1"' in html
    assert 'class="passenger"' in html


def test_stunned_side_and_dead_counters_are_shown() -> None:
    state = new()
    state.stunned["Q1"] = True
    state.where["inc2"] = None
    state.dead.append("inc2")
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "Quadrireme I (stunned) at Misenum" in html
    assert "Dead: Incola of Herculaneum" in html


def test_running_score_and_final_count_line_by_line() -> None:
    state = new()
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "13 VP so far" in html
    state.deck = []
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert '<ol class="plinius-count">' in html
    assert "<li>Quadrireme I on the map: +1 VP</li>" in html
    assert "<li>Total: 13 VP</li>" in html
