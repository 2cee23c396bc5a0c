"""The end of a game: the chart component, each game's story, and the end screen."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import pygames
from pygames.fuldrigger.graph import SPACES
from pygames.fuldrigger.state import FuldriggerState
from pygames.plinius import data as plinius_data
from tests.playouts import bot_moves, state_of
from web.session import Session
from web.views.chart import MARK_ACROSS, MARK_DOWN, at, chart, nice_step, spread, x_ticks, y_range
from web.views.common import UI
from web.views.ending import end_screen
from web.views.shell import view_module

GAMES = {
    "eurobusiness": (3, {"rounds": 40}),
    "fortuna": (3, {"rounds": 40}),
    "fame_fortune": (3, {"rounds": 3}),
    "plinius": (1, {}),
    "fuldrigger": (3, {"rounds": 10}),
}


def finished(game_id: str, seed: int = 5) -> Session:
    """A whole game of bots of the game's default level (Plinius: its strongest, the hint's)."""
    players, options = GAMES[game_id]
    game = pygames.game(game_id)
    level = "heuristic" if "heuristic" in game.bots else "random"
    names = [f"P{seat}" for seat in range(players)]
    session = Session.start(game_id, players, names, [level] * players, options, seed)
    rng = random.Random(seed)
    while not session.state.over:
        bot_moves(session, rng)
    return session


def story_of(session: Session) -> tuple[dict[str, Any], dict[str, Any]]:
    view = session.state.view(None)
    return view, view_module(session.game.id).story(view, session.timeline.facts)


def part(pattern: str, html: str, group: int = 1) -> str:
    """A group of the first match of `pattern` in `html`, which must have one."""
    found = re.search(pattern, html)
    assert found, f"nothing matches {pattern}"
    return found.group(group)


SPEC = {
    "title": "Fortunes",
    "x": [0, 1, 2, 3],
    "x_label": "round",
    "unit": "$",
    "series": [
        {"name": "@0", "colour": "#d7263d", "values": [100, 150, 90, 300]},
        {"name": "@1", "colour": "#1b98e0", "values": [100, 80, None, 20]},
    ],
    "marks": [
        {"series": 0, "x": 2.5, "label": "@0 completes the set: Greece", "kind": "set"},
        {"series": 1, "x": 1, "label": "@1 <b>pays</b>", "kind": "rent"},
    ],
}


# --- the chart -----------------------------------------------------------------------------
def test_the_chart_has_a_legend_a_line_per_series_and_the_marks_told_in_words() -> None:
    html = chart(SPEC, ["Ann", "Bo"])
    assert html.count("data-chart") == 1 and html.count("<polyline") == 2
    legend = part(r'<ul class="chart-legend">(.*?)</ul>', html)
    assert "Ann" in legend and "Bo" in legend and "300 $" in legend and "20 $" in legend
    told = part(r'<ol class="chart-marks">(.*?)</ol>', html)
    assert "<bdi>Ann</bdi> completes the set: Greece" in told
    assert "&lt;b&gt;pays" in told and "<b>" not in html  # a label is text
    assert html.count('class="chart-mark"') == 2


def test_the_chart_words_are_html_so_they_keep_their_size_at_any_width() -> None:
    """Issue 20: labels of at least 11 px. The SVG is stretched to the plot; no word is inside
    it, so none shrinks with it (the style sheet sets them at 12 px)."""
    html = chart(SPEC, ["Ann", "Bo"])
    svg = part(r'<div class="chart-plot"><svg.*?</svg>', html, 0)
    assert "<text" not in svg and 'preserveAspectRatio="none"' in svg
    assert 'vector-effect="non-scaling-stroke"' in svg


def test_a_mark_sits_on_its_line() -> None:
    assert at([0, 1, 2, 3], [100, 150, 90, 300], 2.5) == pytest.approx(195)
    assert at([0, 1, 2, 3], [100, 80, None, 20], 2) == pytest.approx(50)  # over a gap
    html = chart(SPEC, ["Ann", "Bo"])
    top = float(part(r'data-mark="set" style="left:([\d.]+)%;top:([\d.]+)%', html, 2))
    bottom, high, _ = y_range([100, 150, 90, 300, 100, 80, 20])
    assert top == pytest.approx((high - 195) / (high - bottom) * 100, abs=0.01)


def test_the_value_axis_is_scaled_to_the_data_from_a_rounded_minimum_and_labelled() -> None:
    """Issue 29: from 0, fortunes of 20,000-30,000 lay flat near the top of the chart. The
    axis runs from a round number at or below the lowest value to one above the highest, its
    lowest figure printed, and says what it counts."""
    assert y_range([21500, 24000, 30500]) == (20000, 35000, 5000)
    bottom, top, _ = y_range([5, 5])  # one value alone: an axis about it, never of no height
    assert bottom <= 5 < top
    spec = {**SPEC, "y_label": "fortune", "unit": "$"}
    spec["series"] = [
        {"name": "@0", "colour": "#d7263d", "values": [21500, 24000, 30500, 28000]},
        {"name": "@1", "colour": "#1b98e0", "values": [22000, 23000, 22500, 21800]},
    ]
    html = chart(spec, ["Ann", "Bo"])
    assert '<div class="chart-y-label" aria-hidden="true">fortune ($)</div>' in html
    assert '<span style="top:100.00%">20,000</span>' in html
    assert '<span style="top:0.00%">35,000</span>' in html


def test_axes_are_round_and_reach_below_zero_for_negative_scores() -> None:
    assert nice_step(430) == 200 and nice_step(7, 4) == 2
    assert y_range([-45, 61, 10]) == (-50, 100, 50)
    assert y_range([0, 3000, 3385])[1] >= 3385
    assert x_ticks(0, 36) == [0, 10, 20, 30, 36]
    assert x_ticks(0, 2) == [0, 1, 2]


def test_time_ticks_keep_a_regular_step_and_add_the_end_only_where_it_does_not_crowd() -> None:
    assert x_ticks(0, 12) == [0, 5, 10]  # not 0, 5, 12: ten was dropped for the end
    assert x_ticks(0, 14) == [0, 5, 10, 14]
    assert x_ticks(0, 20) == [0, 5, 10, 15, 20]


def test_marks_of_one_step_are_all_visible_apart_and_inside_the_plot() -> None:
    """Plinius: three rescues on one card, and two on another: none may hide another."""
    places: list[tuple[float, float]] = [
        (40, 60),
        (40, 60),
        (40, 60),
        (100, 0),
        (100, 0),
        (0, 100),
        (51, 60),
    ]
    placed = spread(places)
    for i, (x0, y0) in enumerate(placed):
        assert 0 < x0 < 100 and 0 < y0 < 100
        for x1, y1 in placed[i + 1 :]:
            assert abs(x0 - x1) >= MARK_ACROSS or abs(y0 - y1) >= MARK_DOWN
    assert placed[0] == (40, 60)  # the first on its line, where it happened


def test_the_axes_are_titled_once_each_the_unit_beside_the_values() -> None:
    html = chart(SPEC, ["Ann", "Bo"])
    assert '<div class="chart-x-label" aria-hidden="true">round</div>' in html
    assert '<div class="chart-y-label" aria-hidden="true">$</div>' in html
    assert "·" not in html


# --- the stories ---------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_tells_its_story_with_a_line_per_series_over_the_whole_game(
    game_id: str,
) -> None:
    session = finished(game_id)
    view, story = story_of(session)
    spec = story["chart"]
    assert spec["series"] and all(len(s["values"]) == len(spec["x"]) for s in spec["series"])
    assert spec["x"] == sorted(spec["x"]) and len(spec["x"]) >= 2
    assert story["why"] and len(story["counts"]) == view["players"]
    html = end_screen(view, story, UI(names=session.names), session.seats)
    assert "data-chart" in html and 'data-cmd="rematch"' in html and 'data-cmd="replay"' in html


@pytest.mark.parametrize("game_id", ["eurobusiness", "fortuna"])
def test_the_estate_story_marks_sets_rents_and_bankruptcies_where_they_happened(
    game_id: str,
) -> None:
    session = finished(game_id)
    view, story = story_of(session)
    marks = story["chart"]["marks"]
    assert "set" in {m["kind"] for m in marks}
    # Each mark in the round its moment happened in, between the fortunes before and after it.
    moments = {(m[0] + 0.5, m[2], m[1]) for m in view["moments"]}
    assert {(m["x"], m["series"], m["kind"]) for m in marks} <= moments
    assert len(marks) == min(len(view["moments"]), 14)
    fortunes = view["fortunes"]
    assert story["chart"]["series"][0]["values"][0] == fortunes[0][0]
    assert story["counts"][0].replace("\u00a0", " ").endswith(("$", "ducats"))


def test_the_estate_story_marks_a_bankruptcy_and_counts_the_bankrupt() -> None:
    """A game with no agreed length, played until one player is left."""
    session = Session.start("eurobusiness", 3, ["a", "b", "c"], ["heuristic"] * 3, {}, 0)
    rng = random.Random(0)
    while not session.state.over:
        bot_moves(session, rng)
    view, story = story_of(session)
    fallen = [m for m in view["moments"] if m[1] == "bankrupt"]
    assert view["ended"] == "one" and len(fallen) == 2
    for played, _, seat, *_ in fallen:
        assert story["counts"][seat] == f"bankrupt in round {played + 1}"
        assert {"series": seat, "kind": "bankrupt"}.items() <= next(
            m for m in story["chart"]["marks"] if m["kind"] == "bankrupt" and m["series"] == seat
        ).items()


def test_for_fame_and_fortune_scores_every_round_with_its_winner_and_hand() -> None:
    session = finished("fame_fortune")
    view, story = story_of(session)
    spec = story["chart"]
    assert spec["x"] == [0, 1, 2, 3]
    assert [s["values"][-1] for s in spec["series"]] == view["scores"]
    assert len([m for m in spec["marks"] if m["kind"] == "round"]) >= 3
    pattern = re.compile(r"Round \d: @\d wins \+\d+ points with ")
    assert all(pattern.match(m["label"]) for m in spec["marks"])


def test_plinius_gives_the_rulebooks_verdict_first_and_counts_the_saved_without_you() -> None:
    session = finished("plinius")
    view, story = story_of(session)
    saved = sum(
        1 for c in plinius_data.INHABITANTS if view["counters"][c]["dot"] == plinius_data.UNLIMITED
    )
    winner = "Pliny" if view["vp"] > plinius_data.VP_TO_WIN else "Vesuvius"
    assert story["verdict"].startswith(f"{winner} wins: {view['vp']} VP")
    assert story["detail"][0].startswith(f"At Misenum: {saved} of the 5 inhabitants")
    html = end_screen(view, story, UI(names=["Ann"]), ["search"])
    assert html.index(f"{winner} wins") < html.index("At Misenum")
    assert "Ann wins" not in html and "no one wins" not in html and "You " not in html
    assert "(strong bot)" in html  # a bot played the seat: the end says so, never "you"
    assert f"{view['vp']} VP" in html and '<table class="ranking"' not in html
    assert session.summary()["verdict"] == story["verdict"]  # the lobby's word on the save

    names = [s["name"] for s in story["chart"]["series"]]
    assert names[0].startswith("Nubes") and names[1].startswith("Fluxus")
    fluxus = story["chart"]["series"][1]["values"]
    assert fluxus == sorted(fluxus) and fluxus[-1] == view["fluxus"]  # the flow only advances


def test_plinius_verdict_is_vesuvius_at_13_vp_and_pliny_above() -> None:
    verdict = view_module("plinius").verdict
    assert verdict(13).startswith("Vesuvius wins: 13 VP")
    assert verdict(14).startswith("Pliny wins: 14 VP")


def test_fuldrigger_marks_the_fortresses_built_and_the_ships_lost_on_the_chart() -> None:
    session = next(
        s
        for seed in range(5, 15)
        if state_of(s := finished("fuldrigger", seed), FuldriggerState).forts
    )  # the default bots seldom build one
    forts = state_of(session, FuldriggerState).forts
    _view, story = story_of(session)
    marks = story["chart"]["marks"]
    built = [m for m in marks if m["kind"] == "fort"]
    names = {c: SPACES[c].name for c in forts}
    assert sorted(m["label"] for m in built) == sorted(
        f"@{owner} builds a fortress in {names[city]}" for city, owner in forts.items()
    )
    assert {m["kind"] for m in marks} <= {"fort", "lost"}
    assert [m["x"] for m in marks] == sorted(m["x"] for m in marks)


def test_fuldrigger_tells_profit_by_route_and_ships_lost_to_each_hazard() -> None:
    session = finished("fuldrigger")
    view, story = story_of(session)
    routes, losses = story["tables"]
    assert routes["head"] == ["Route", "Good", "Voyages", "Profit"]
    assert routes["rows"] and all(" → " in row[0] for row in routes["rows"])
    sold = sum(1 for line in session.state.log_for(None) if " sells " in line and " in " in line)
    assert sum(row[2] for row in routes["rows"]) <= sold
    lost = [f for f in session.timeline.facts if "lost" in f]
    assert sum(sum(row[1:]) for row in losses["rows"]) == len(lost)
    assert len(story["chart"]["series"]) == view["players"]


# --- the end screen ------------------------------------------------------------------------
def test_the_end_screen_ranks_once_with_each_final_count() -> None:
    session = finished("eurobusiness")
    view, story = story_of(session)
    html = end_screen(view, story, UI(names=session.names), session.seats)
    assert html.count('class="ranking"') == 1 and html.count("<tr") == view["players"]
    ranks = [int(r) for r in re.findall(r'data-rank="(\d)"', html)]
    assert ranks == sorted(ranks) and ranks[0] == 1
    for count in story["counts"]:
        assert count in html
    for command in ("rematch", "replay", "new-game", "export"):
        assert f'data-cmd="{command}"' in html


def test_a_game_without_a_story_still_ends_with_its_ranking() -> None:
    view = finished("eurobusiness").state.view(None)
    html = end_screen(view, {}, UI(names=["A", "B", "C"]), ["human"] * 3)
    assert "wins." in html and "data-chart" not in html and 'data-cmd="rematch"' in html
