"""The Plinius board view under CPython: it renders for many states, offers only legal actions,
escapes names and shows what a player of the real game expects to see."""

from __future__ import annotations

import re
import xml.dom.minidom
from collections.abc import Iterator

from pygames.core import Deck, State
from pygames.plinius import data
from tests.playouts import ACTION, states_along
from web.views.common import UI, esc
from web.views.ending import end_screen
from web.views.plinius import render, story
from web.views.shell import action_panel

from .helpers import new, place, stack, with_ap

SELECT = re.compile(r'data-select="([^"]*)"')
LEADS = re.compile(r'data-actions="([^"]*)"')


def _states(seeds: int = 6) -> Iterator[State]:
    return states_along(new, seeds)


def test_view_renders_and_offers_only_legal_actions() -> None:
    """Every control applies a legal action, except a crossed step of the selected counter,
    whose click the rules refuse with the reason the board shows."""
    keys = [None, *data.COUNTERS]
    for index, state in enumerate(_states()):
        view = state.view(0)
        legal = set(state.legal_actions())
        selected = keys[index % len(keys)]
        html = render(view, UI(names=["Ann"], seat=0, selected=selected))
        if index % 15 == 0:
            xml.dom.minidom.parseString(f"<root>{html}</root>")  # well formed
        for code in ACTION.findall(html):
            if code not in legal:
                reason = state.check(code)
                assert code.startswith(f"move:{selected}:") and reason, code
                assert esc(reason) in html
        for key in SELECT.findall(html):
            assert key in data.COUNTERS
        for codes in LEADS.findall(html):
            assert set(codes.split()) <= legal


def test_the_side_panel_keeps_only_what_has_no_place() -> None:
    """The board is the interface: every move, boarding, landing and the observation are on
    the board (at a counter, a dot, the observation point); the panel shows "done" alone, and
    the collapsed list of every move."""
    state = with_ap(new(), 9)
    place(state, "Q1", "neapolis")
    place(state, "L", "obs")
    view = state.view(0)
    board = render(view, UI(names=["Ann"], seat=0))
    panel = action_panel(view["actions"], board, ["Ann"])
    loose = panel.split('<details class="all-moves"')[0]
    assert ACTION.findall(loose) == ["done"]
    assert 'data-action="observe"' in board and "board:Q1:inc1" in board
    assert f"All moves ({len(view['actions'])})" in panel


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


def test_vp_so_far_is_not_said_after_the_end() -> None:
    """Issue 8: "VP so far" after the end. In play the board says the score so far; once the
    deck is exhausted it says the final score and the verdict instead."""
    state = new()
    assert "13 VP so far" in render(state.view(0), UI(names=["Ann"], seat=0))
    state.deck = Deck()
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "so far" not in html
    assert "13 VP, final" in html and "13 VP: Pliny loses" in html


def test_the_final_count_is_shown_once() -> None:
    """Issue 8: the final count shown twice. The count line by line is the end screen's
    alone; the board gives only the total and the verdict."""
    state = new()
    state.deck = Deck()
    view = state.view(0)
    ui = UI(names=["Ann"], seat=0)
    assert "Total: 13 VP" not in render(view, ui)
    assert end_screen(view, story(view, []), ui, ["human"]).count("<li>Total: 13 VP</li>") == 1


def test_red_faces_read_against_the_fourth_then_the_wind_has_turned() -> None:
    """Issue 8: "red faces 5/4" after the fourth. The count reads n/4 until the wind turns."""
    state = new()
    stack(state, "JH", "QD", "KH", "JD", "KD")
    for _ in range(3):
        state.apply("draw")
    assert "red faces 3/4" in render(state.view(0), UI(names=["Ann"], seat=0))
    state.apply("draw")
    state.apply("draw")
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "red faces 5 (the wind has turned)" in html and "5/4" not in html


def test_the_last_box_is_marked_closed_until_the_wind_turns() -> None:
    """Issue 8: the last box is marked closed until the wind turns (rulebook: "Smoke and Flow
    can only advance to the last box if the wind has turned 180º")."""
    state = new()
    closed = 'aria-label="Box 6 is closed until the wind turns"'
    assert closed in render(state.view(0), UI(names=["Ann"], seat=0))
    state.wind = -1
    assert closed not in render(state.view(0), UI(names=["Ann"], seat=0))


def test_misenum_has_no_colour_and_buried_dots_are_crossed() -> None:
    """docs/rulings.md: Misenum has no colour; the flow's ground stays deadly (buried dots)."""
    state = new()
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "Misenum (harbour, no colour: neither smoke nor flow strikes it)" in html
    assert "buried" not in html
    stack(state, "JS")
    state.apply("draw")
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert html.count("buried by the flow") == sum(1 for spec in data.DOTS.values() if spec[4] == 1)


def test_a_click_on_a_buried_dot_says_why() -> None:
    """docs/rulings.md: the move onto a buried dot is not offered; a click on one says why. With the
    incola of Herculaneum selected, Resina (black, swept) is crossed and carries its code,
    which the rules refuse with the reason shown."""
    state = new()
    stack(state, "JS", "5H")
    state.apply("draw")
    state.apply("draw")
    html = render(state.view(0), UI(names=["Ann"], seat=0, selected="inc2"))
    assert 'data-action="move:inc2:sebethus"' in html
    assert 'class="blocked"' in html and 'data-action="move:inc2:resina"' in html
    reason = state.check("move:inc2:resina")
    assert reason and reason.startswith("Resina is buried") and esc(reason) in html
