"""The Plinius board view under CPython: it renders for many states, offers only legal actions,
escapes names and shows what a player of the real game expects to see (the map, the track,
the counters, the selection, the hint, the legend and the decision).
"""

from __future__ import annotations

import re
import xml.dom.minidom

from pygames.core import Deck
from pygames.plinius import data
from pygames.plinius.state import PliniusState
from tests.playouts import ACTION
from web.session import Session
from web.views.common import END, MAIN, UI, esc
from web.views.ending import end_screen
from web.views.plinius import decision, render, roles, story
from web.views.plinius_map import HINTED
from web.views.plinius_places import places
from web.views.shell import action_panel

from .helpers import _states, new, place, stack, with_ap

SELECT = re.compile(r'data-select="([^"]*)"')
LEADS = re.compile(r'data-actions="([^"]*)"')


def test_view_renders_and_offers_only_legal_actions() -> None:
    """Every control applies a legal action, except a crossed step of the selected counter or
    a boarding of the selected ship refused, whose click the rules refuse with the reason the
    board shows."""
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
                assert code.startswith((f"move:{selected}:", f"board:{selected}:")), code
                assert reason, code
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
    assert "Every move, as a list</summary>" in panel  # no count (issue 29: it meant nothing)
    # With the ship selected, the incola on its dot is the boarding's button; its own moves
    # stay a tap away on the map (let go of the ship), not loose in the panel.
    board = render(view, UI(names=["Ann"], seat=0, selected="Q1"))
    loose = action_panel(view["actions"], board, ["Ann"]).split('<details class="all-moves"')[0]
    assert 'data-action="board:Q1:inc1"' in board
    assert ACTION.findall(loose) == ["done"]


def test_view_of_the_public_offers_no_action() -> None:
    state = with_ap(new(), 5)
    html = render(state.view(None), UI(names=["Ann"], seat=None, selected="Q1"))
    assert not ACTION.findall(html)


def test_names_are_escaped() -> None:
    """The board of a solitaire names no one; the end screen names the player, escaped."""
    state = new()
    state.deck = Deck()
    view = state.view(0)
    ui = UI(names=['<script>alert("x")</script>'], seat=0)
    html = render(view, ui) + end_screen(view, story(view, []), ui, ["human"])
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_map_shows_harbours_observation_vesuvius_and_lines() -> None:
    html = render(new().view(0), UI(names=["Ann"], seat=0))
    for name in ("Misenum", "Neapolis", "Herculaneum", "Oplontis", "Pompeii", "Stabiae"):
        assert f">{name}</text>" in html
    assert "<title>Observation point (observation point" in html
    assert "<title>Vesuvius: the crater" in html
    assert html.count("<line ") >= len(data.SEA_LINES) + len(data.LAND_LINES)
    assert 'viewBox="0 0 960 680"' in html
    for dot, spec in data.DOTS.items():  # the map's cut keeps every dot
        assert 0 < spec[2] < 960 and 0 < spec[3] < 680, dot
    for _, _, colour, _ in data.TRACK:
        assert colour in html


def test_track_shows_nubes_fluxus_wind_cards_and_ap() -> None:
    state = new()
    stack(state, "JS", "7H")
    state.apply("draw")
    state.apply("draw")
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert 'aria-label="Nubes in box 1 (–/1F)"' in html
    assert 'aria-label="Fluxus in box 1 (–/1F)"' in html
    assert "it blows to the right" in html
    assert "The card just turned: 7♥, 7 AP." in html
    assert "<b>34</b><small>left</small>" in html  # cards left
    assert "Black faces <b>1</b>" in html
    assert "<b>7</b><small>AP</small>" in html


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
    assert 'class="pl-counter aboard"' in html


def test_stunned_side_and_dead_counters_are_shown() -> None:
    state = new()
    state.stunned["Q1"] = True
    state.where["inc2"] = None
    state.dead.append("inc2")
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "Quadrireme I (Q I), stunned (by the smoke), at Misenum: a step costs III AP." in html
    assert "Dead: Incola of Herculaneum" in html
    # Issue 19 review: the dead only as text. Each is drawn as a fallen counter, crossed.
    fallen = re.findall(r'<svg class="pl-fallen"[^>]*aria-label="([^"]*)"', html)
    assert fallen == ["i2"]
    assert 'class="pl-fallen"' not in render(new().view(0), UI(names=["Ann"], seat=0))


def test_vp_so_far_is_not_said_after_the_end() -> None:
    """Issue 8: "VP so far" after the end. In play the board says the score so far; once the
    deck is exhausted it says the final score and the verdict instead."""
    state = new()
    assert "<b>13 VP</b></span><small>so far" in render(state.view(0), UI(names=["Ann"], seat=0))
    state.deck = Deck()
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "so far" not in html
    assert "<b>13 VP</b></span><small>final: Pliny loses</small>" in html


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
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "Red faces <b>3</b>" in html and "/4</span>" in html
    state.apply("draw")
    state.apply("draw")
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert 'Red faces <b>5</b><span class="pl-gloss">: the wind has turned' in html
    assert "/4</span>" not in html


def test_the_last_box_is_marked_closed_until_the_wind_turns() -> None:
    """Issue 8: the last box is marked closed until the wind turns (rulebook: "Smoke and Flow
    can only advance to the last box if the wind has turned 180º")."""
    state = new()
    closed = "Closed until the wind turns."
    assert closed in render(state.view(0), UI(names=["Ann"], seat=0))
    state.wind = -1
    assert closed not in render(state.view(0), UI(names=["Ann"], seat=0))


def test_misenum_has_no_colour_and_buried_dots_are_crossed() -> None:
    """docs/rulings.md: Misenum has no colour; the flow's ground stays deadly (buried dots)."""
    state = new()
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "Misenum (harbour: ships and people, boarding and landing; no colour: neither" in html
    buried = "buried by the flow, no one may enter"
    assert buried not in html
    stack(state, "JS")
    state.apply("draw")
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert html.count(buried) == sum(1 for spec in data.DOTS.values() if spec[4] == 1)


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
    assert 'class="pl-refused"' in html and 'data-action="move:inc2:resina"' in html
    reason = state.check("move:inc2:resina")
    assert reason and reason.startswith("Resina is buried") and esc(reason) in html


def test_counters_at_misenum_stand_apart_on_its_quay() -> None:
    """Issue 19: counters piled up unreadably at Misenum. Each counter brought there has a
    place of its own on the quay, none overlapping another (ships 60x40, people 42 wide)."""
    state = new()
    for counter in data.COUNTERS:
        place(state, counter, data.UNLIMITED)
    at = places(state.view(0))
    assert set(at) == set(data.COUNTERS)
    spots = list(at.values())
    for i, (ax, ay) in enumerate(spots):
        for bx, by in spots[i + 1 :]:
            assert abs(ax - bx) >= 60 or abs(ay - by) >= 40, (ax, ay, bx, by)


def test_counters_beside_a_crowded_dot_do_not_overlap() -> None:
    """Counters stand beside their dot, not on it, and two on one dot do not cover each other."""
    state = new()
    for counter in ("Q1", "Q2"):
        place(state, counter, "pompeii")
    for counter in ("inc1", "inc2", "inc3"):
        place(state, counter, "herculaneum")
    at = places(state.view(0))
    for counter in ("Q1", "Q2", "inc4"):
        assert at[counter] != data.DOTS["pompeii"][2:4]
    (ax, ay), (bx, by) = at["Q1"], at["Q2"]
    assert abs(ax - bx) >= 60 or abs(ay - by) >= 40
    people = [at[c] for c in ("inc1", "inc2", "inc3")]
    for i, (ax, ay) in enumerate(people):
        for bx, by in people[i + 1 :]:
            assert ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 >= 2 * 21


def test_the_hint_is_drawn_on_the_map() -> None:
    """Issue 19: the hint named a place with no label. It is drawn: an arrow from the counter
    to its dot, the dot a control lit in the hint's colour and named."""
    state = with_ap(new(), 5)
    html = render(state.view(0), UI(names=["Ann"], seat=0, extra={"hint": "move:L:s9"}))
    assert 'class="pl-arrow"' in html
    assert 'data-action="move:L:s9" role="button" tabindex="0" aria-label="Move to' in html
    assert f'stroke="{HINTED}" stroke-width="5"' in html
    assert f">{data.DOTS['s9'][0]}</text>" in html  # the sea dot is named where it is lit
    plain = render(state.view(0), UI(names=["Ann"], seat=0))
    assert 'class="pl-arrow"' not in plain and 'data-action="move:L:s9"' not in plain


def test_the_legend_explains_every_short_name_and_latin_word_on_the_board() -> None:
    """Issue 19: Ordo eruptionis, Nubes, Ventus, Fluxus, "Q I", "Lib", "i1" were unexplained.
    Each stands on the board with its meaning beside it or in its title (a tap shows it)."""
    state = new()
    stack(state, "JS")
    state.apply("draw")
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "Ordo eruptionis</span> <small>· the eruption track<span" in html
    assert 'title="Nubes, the smoke:' in html and 'title="Fluxus, the pyroclastic flow:' in html
    assert 'title="Ventus, the wind:' in html
    legend = html.split('<aside class="pl-legend"')[1]
    for words in ("Q I, Q II: quadriremes", "Lib: Pliny&#x27;s liburna", "i1–i4: incolae"):
        assert words in legend
    assert "Pom: Pomponianus" in legend and "grey: stunned" in legend


def test_the_decision_draws_first_then_guides_on_the_map() -> None:
    """The next step in the decision panel: draw the next card; while spending AP, what to do
    on the map, and what the selected counter is and can do."""
    state = new()
    assert 'data-action="draw"' in decision(state.view(0), UI(names=["Ann"], seat=0))
    state = with_ap(new(), 5)
    guide = decision(state.view(0), UI(names=["Ann"], seat=0))
    assert "Tap a counter on the map, then one of its lit dots." in guide
    chosen = decision(state.view(0), UI(names=["Ann"], seat=0, selected="L"))
    assert (
        'Lib, Pliny&#x27;s liburna, at Misenum: </span><span class="pl-who-short">Lib at' in chosen
    )


def test_done_says_the_ap_it_loses_on_its_button_and_asks_nothing_more() -> None:
    """Issue 29: Done asked twice (its label, then a dialog). While AP could still be spent it
    is set apart and its label says what is lost; no dialog asks again."""
    state = with_ap(new(), 5)
    view = state.view(0)
    asked = roles(view, UI(names=["Ann"], seat=0))["done"]
    assert asked.kind == END and not asked.confirm
    assert "Done: end this card's actions (5 AP lost)" in [a["label"] for a in view["actions"]]
    state.ap = 0
    alone = roles(state.view(0), UI(names=["Ann"], seat=0))["done"]
    assert alone.kind == MAIN and not alone.confirm


def test_a_counter_just_moved_stays_selected_while_it_can_move_on() -> None:
    """Each further step of the same counter is one click on a lit dot, not two: the session
    keeps the selection (keep_selected) and the map lights its next dots."""
    session = Session.start("plinius", 1, ["Ann"], ["human"], {}, 1)
    state = session.state
    assert isinstance(state, PliniusState)
    with_ap(state, 4)
    session.selected = "L"
    session.play("move:L:s1")
    assert session.selected == "L"
    html = render(state.view(0), UI(names=["Ann"], seat=0, selected=session.selected))
    lit = re.findall(r'data-action="(move:L:[^"]+)"', html)
    assert lit and all(code in {a["code"] for a in state.view(0)["actions"]} for code in lit)
    costs = state.view(0)["costs"]
    session.play(min(lit, key=lambda code: (costs[code], code)))  # it can go on from there
    assert session.selected == "L"
    while session.selected == "L":  # spent: nothing more for it, and it lets go
        moves = [a["code"] for a in state.view(0)["actions"] if a["code"].startswith("move:L:")]
        session.play(moves[0])
    assert not any(a["code"].startswith("move:L:") for a in state.view(0)["actions"])


def test_a_move_of_another_counter_lets_go_of_the_selection() -> None:
    session = Session.start("plinius", 1, ["Ann"], ["human"], {}, 1)
    assert isinstance(session.state, PliniusState)
    with_ap(session.state, 5)
    session.selected = "Q1"
    session.play("move:L:s1")  # the hint's move, played with Q I selected
    assert session.selected is None


def test_with_a_ship_selected_the_bar_boards_the_counter_at_its_place() -> None:
    """Issue 29: with the liburna at Stabiae selected, a reviewer tapped "Pom" in the phone's
    bar to board him and had Pomponianus selected to walk instead. With a ship selected, the
    bar's button of a counter that may board it boards it (and, once aboard, lands it); the
    others still select, and the prompt says the buttons work."""
    state = with_ap(new(), 5)
    place(state, "L", "stabiae")
    html = decision(state.view(0), UI(names=["Ann"], seat=0, selected="L"))
    strip = html[html.index('class="pl-strip"') :]
    assert 'data-action="board:L:pom"' in strip and ">Board</span> Pom</button>" in strip
    assert 'data-select="pom"' not in strip
    assert 'data-select="inc1"' in strip  # at Neapolis: it cannot board, it is selected
    assert "or its button below" in html
    state.apply("board:L:pom")
    html = decision(state.view(0), UI(names=["Ann"], seat=0, selected="L"))
    assert 'data-action="land:L:pom"' in html[html.index('class="pl-strip"') :]
    html = decision(state.view(0), UI(names=["Ann"], seat=0, selected="inc1"))
    assert 'data-action="board:' not in html


def test_a_hint_asked_for_after_a_selection_is_what_the_map_follows() -> None:
    """Issue 29: with the liburna selected, "Hint: move i1 to Pausilypon" left i1 off a phone's
    map. A hint asked for after the selection is followed (its counter bears data-follow); a
    selection made after the hint is followed instead."""
    state = with_ap(new(), 5)
    hint = next(c for c in sorted(a["code"] for a in state.view(0)["actions"]) if "inc1" in c)
    followed = re.compile(r'id="pl-(\w+)"[^>]*data-follow=""')
    for latest, expected in ((True, "inc1"), (False, "L")):
        extra = {"hint": hint, "hint_latest": latest}
        html = render(state.view(0), UI(names=["Ann"], seat=0, selected="L", extra=extra))
        assert followed.findall(html) == [expected], (hint, latest)


def test_the_dead_of_a_card_are_said_above_what_to_do_until_the_next_card() -> None:
    """Issue 29: on a phone a card that killed showed only "dead: 2" by the score. Along whole
    games: while the last card's flow has killed, the decision panel says who ("Flow: i2 and
    i3 lost"), after it was drawn and while its AP are spent; never after a card that killed
    no one."""
    said = 0
    for state in _states(3):
        view = state.view(0)
        html = decision(view, UI(names=["Ann"], seat=0))
        killed = [c for h in view["struck"] if h["by"] == "Fluxus" for c in h["who"]]
        if not view["over"] and killed:
            line = re.search(r'<p class="pl-deaths" role="status">Flow: ([^<]*) lost</p>', html)
            assert line and all(data.LABELS[c] in line.group(1) for c in killed), html[:200]
            said += 1
        else:
            assert "pl-deaths" not in html
    assert said > 5, said
