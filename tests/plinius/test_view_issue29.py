"""Issue 29, a reviewer's round of Plinius: the words name a counter by the label on it, the
hint points at the counter it means, and a draw with nothing to decide plays itself."""

from __future__ import annotations

import re

from pygames.plinius import words
from web.views.common import UI
from web.views.plinius import render
from web.views.plinius_map import short

from .helpers import new, stack, with_ap


def test_the_hint_names_the_counter_by_its_label_and_halos_it() -> None:
    """The hint said "Move Incola of Pompeii to Oplontis" while the map showed i3 and i4: its
    words carry the counter's label, and the counter it means is haloed on the map."""
    state = with_ap(new(), 3)
    code = "move:inc4:oplontis"
    assert code in state.legal_actions()
    assert words.describe(state, code).startswith("Move i4 (Incola of Pompeii) to Oplontis")
    html = render(state.view(0), UI(names=["Ann"], seat=0, extra={"hint": code}))
    haloed = re.findall(r'<g id="pl-(\w+)" class="pl-counter[^"]* hinted"', html)
    assert haloed == ["inc4"]


def test_the_log_names_counters_by_their_labels() -> None:
    """A move in the log reads "i4 (Incola of Pompeii) moves to ..."; Pomponianus, whose label
    begins his name, is not said twice."""
    state = with_ap(new(), 3)
    state.apply("move:inc4:oplontis")
    assert any("i4 (Incola of Pompeii) moves to Oplontis" in line for line in state.log_for(0))
    assert words.name("pom") == "Pomponianus"
    assert words.name("Q1") == "Q I (Quadrireme I)"


def test_who_a_card_struck_and_the_score_it_cost_are_said_beside_the_score() -> None:
    """The score fell from 13 while cards were drawn and nothing said why: the flow's dead and
    the smoke's stunned are named by their labels beside the score with the change, and the
    stunned flash on the map; a card that struck no one says nothing there."""
    state = new()
    stack(state, "JS", "QS", "9S", "2S")
    state.apply("draw")
    assert "pl-vp-why" not in render(state.view(0), UI(names=["Ann"], seat=0))
    state.apply("draw")  # the 2nd black face: Fluxus sweeps the red dots
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "Fluxus: i2, i3 lost on the red dots (–8 VP)" in html
    state.apply("draw")
    state.apply("draw")  # smoke 11: Nubes over the red dots, where no one is left
    assert "pl-vp-why" not in render(state.view(0), UI(names=["Ann"], seat=0))
    state = new()
    stack(state, "9S", "2S")
    state.apply("draw")
    state.apply("draw")
    view = state.view(0)
    html = render(view, UI(names=["Ann"], seat=0))
    stunned = [c for c, info in view["counters"].items() if info["stunned"]]
    assert stunned and set(re.findall(r'<g id="pl-(\w+)" class="[^"]* struck"', html)) == set(
        stunned
    )
    assert "Nubes: " + ", ".join(short(c) for c in stunned) + " stunned" in html


def test_the_volcano_group_stands_under_one_heading_and_each_part_says_what_it_is() -> None:
    """The opening table was dense: the track, the smoke pile, the black and red face counts,
    the wind and the flow stand in one section labelled by its heading, and each has a title in
    plain words."""
    html = render(new().view(0), UI(names=["Ann"], seat=0))
    top = re.search(r'<section class="pl-top" aria-labelledby="pl-track-title">.*?</section>', html)
    assert top is not None and 'id="pl-track-title"' in top.group(0)
    group = top.group(0)
    for part in (
        r'<ol class="pl-boxes" title="Ordo eruptionis, the eruption track',
        r'<span title="The black number cards drawn, added up',
        r'<span title="The black face cards \(J, Q, K\) drawn',
        r'<span title="The red face cards drawn',
        r'class="pl-ventus" title="Ventus, the wind',
        r'id="pl-fluxus"[^>]*title="Fluxus, the pyroclastic flow',
        r'id="pl-nubes"[^>]*title="Nubes, the smoke',
    ):
        assert re.search(part, group), part


def test_a_phone_s_map_opens_on_the_fleet_then_follows_play() -> None:
    """On a phone the zoomed map follows Pliny's liburna at Misenum before the first card (a later
    review found the volcano's side, chosen first, away from where play starts:
    tests/web/test_plinius_trips.py), and after it while no counter has moved (framed with the
    people waiting nearest); then play: the counter that moved."""
    state = new()
    follows = re.compile(r'<g id="pl-(\w+)"[^>]* data-follow=""')
    assert follows.findall(render(state.view(0), UI(names=["Ann"], seat=0))) == ["L"]
    state.apply("draw")
    assert follows.findall(render(state.view(0), UI(names=["Ann"], seat=0))) == ["L"]
    while not state.acting:
        state.apply("draw")
    move = next(a["code"] for a in state.view(0)["actions"] if a["code"].startswith("move:Q1:"))
    state.apply(move)
    assert follows.findall(render(state.view(0), UI(names=["Ann"], seat=0))) == ["Q1"]
