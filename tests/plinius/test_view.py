"""The Plinius board view under CPython: it renders for many states, offers only legal actions,
escapes names and shows what a player of the real game expects to see."""

from __future__ import annotations

import re
import xml.dom.minidom
from collections.abc import Iterator
from xml.etree import ElementTree

from pygames.core import Deck, State
from pygames.plinius import data
from pygames.plinius.state import PliniusState
from tests.playouts import ACTION, states_along
from web.session import Session
from web.views.common import MAIN, UI, esc
from web.views.ending import end_screen
from web.views.plinius import _marks, decision, news, render, roles, story
from web.views.plinius_layout import (
    LEADER_BEYOND,
    MAP,
    PERSON_R,
    RING_R,
    body,
    names,
    places,
    text_box,
)
from web.views.plinius_map import HINTED
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
    assert "<b>13 VP</b><small>so far" in render(state.view(0), UI(names=["Ann"], seat=0))
    state.deck = Deck()
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    assert "so far" not in html
    assert "<b>13 VP</b><small>final: Pliny loses</small>" in html


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
    assert "Red faces <b>5</b>: the wind has turned" in html and "/4</span>" not in html


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
    assert "Ordo eruptionis</span> <small>· the eruption track</small>" in html
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
    assert "Lib, Pliny&#x27;s liburna, at Misenum: tap a lit dot" in chosen


def test_done_asks_first_while_action_points_could_still_be_spent() -> None:
    state = with_ap(new(), 5)
    asked = roles(state.view(0), UI(names=["Ann"], seat=0))["done"]
    assert asked.confirm and "5 AP left will be lost" in asked.confirm
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


def _drawn(html: str) -> list[ElementTree.Element]:
    """The map's top-level elements in the order drawn (a later one lies over an earlier)."""
    svg = re.search(r'<svg class="pl-map".*?</svg>', html, re.S)
    assert svg
    return list(ElementTree.fromstring(svg.group(0)))


def _covers(node: ElementTree.Element, px: float, py: float) -> bool:
    """Whether anything drawn in `node` lies on the point: discs, boxes, a label's letters
    (their box, as text_box reckons it), a polygon's box, a line's stroke."""
    for part in node.iter():
        tag = part.tag.rsplit("}", 1)[-1]
        get = part.get
        if tag == "circle":
            cx, cy, r = (float(get(a, 0)) for a in ("cx", "cy", "r"))
            if (px - cx) ** 2 + (py - cy) ** 2 < r * r:
                return True
        elif tag == "rect":
            x, y, w, h = (float(get(a, 0)) for a in ("x", "y", "width", "height"))
            if x < px < x + w and y < py < y + h:
                return True
        elif tag == "text":
            box = text_box(
                float(get("x", 0)),
                float(get("y", 0)),
                "".join(part.itertext()),
                int(float(get("font-size", 16))),
                get("text-anchor", "start"),
            )
            if box[0] < px < box[2] and box[1] < py < box[3]:
                return True
        elif tag == "polygon":
            points = [tuple(map(float, p.split(","))) for p in get("points", "").split()]
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            if min(xs) < px < max(xs) and min(ys) < py < max(ys):
                return True
        elif tag == "line":
            ax, ay, bx, by = (float(get(a, 0)) for a in ("x1", "y1", "x2", "y2"))
            length2 = max((bx - ax) ** 2 + (by - ay) ** 2, 1e-9)
            t = min(1, max(0, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / length2))
            near = ((px - ax - t * (bx - ax)) ** 2 + (py - ay - t * (by - ay)) ** 2) ** 0.5
            if near < float(get("stroke-width", 1)) / 2:
                return True
    return False


def test_no_name_or_later_drawing_covers_a_lit_dot_and_names_lie_under_the_counters() -> None:
    """The reviewer found "Off Herculaneum" over the observation point, a road's name and the
    liburna, and "Misenum" over a lit dot. Along whole games, with each counter that can act
    selected in turn (and the hint shown): the middle of every lit dot lies under nothing drawn
    after it, and every name on the map is drawn before (under) the counters and lit dots."""
    checked = 0
    for number, state in enumerate(_states(3)):
        if number % 4:  # a sample, to keep the test quick
            continue
        view = state.view(0)
        legal = [a["code"] for a in view["actions"]]
        hint = next((c for c in legal if c.startswith("move:")), None)
        chosen = sorted({c.split(":")[1] for c in legal if c.startswith("move:")})
        for selected in chosen:
            ui = UI(names=["Ann"], seat=0, selected=selected, extra={"hint": hint})
            drawn = _drawn(render(view, ui))
            classes = [node.get("class", "") for node in drawn]
            first_counter = next(i for i, c in enumerate(classes) if c.startswith("pl-counter"))
            for index, node in enumerate(drawn):
                if any(t.get("stroke") == "#fff" for t in node.iter("text")) or (
                    node.tag.endswith("text") and node.get("stroke") == "#fff"
                ):
                    assert index < first_counter or "pl-arrow" in classes[index]
                if classes[index] not in ("pl-target", "pl-observe"):
                    continue
                circle = next(node.iter("circle"))
                x, y = float(circle.get("cx", 0)), float(circle.get("cy", 0))
                over = [
                    classes[i]
                    for i, later in enumerate(drawn)
                    if i > index and _covers(later, x, y)
                ]
                assert not over, f"{node.get('data-action')} with {selected}: under {over}"
                checked += 1
    assert checked > 100, checked


def _area(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return max(0, min(a[2], b[2]) - max(a[0], b[0])) * max(0, min(a[3], b[3]) - max(a[1], b[1]))


def _disc(circle: ElementTree.Element, part: float = 1.0) -> tuple[float, ...]:
    """The box of a circle (`part` of its radius: most of a counter's disc, whose corners are
    empty, as the layout reckons it)."""
    cx, cy, r = (float(circle.get(a, 0)) for a in ("cx", "cy", "r"))
    return (cx - r * part, cy - r * part, cx + r * part, cy + r * part)


Boxes = list[tuple[str, tuple[float, ...]]]  # (what, its box)


def _map_parts(html: str) -> tuple[Boxes, Boxes]:
    """The map's names (their letters' boxes) and what no name may cover, as rendered: each
    counter's body, each lit or ringed dot and the observe control, each dot."""
    labels: Boxes = []
    solid: Boxes = []
    for node in _drawn(html):
        kind = node.get("class", "")
        if kind.startswith("pl-counter"):
            shape = [p for p in node if p.tag.endswith(("circle", "rect"))][-1]
            if shape.tag.endswith("rect"):
                x, y, w, h = (float(shape.get(a, 0)) for a in ("x", "y", "width", "height"))
                solid.append((node.get("id", ""), (x, y, x + w, y + h)))
            else:
                solid.append((node.get("id", ""), _disc(shape, 0.85)))
        elif kind in ("pl-target", "pl-refused", "pl-observe"):
            solid.append((kind, _disc(next(node.iter("circle")))))
        elif kind == "pl-dot":
            solid.append(("dot", _disc(list(node.iter("circle"))[1])))
        for text in node.iter("text"):
            if text.get("stroke-width") == "4":  # a name, white-edged
                box = text_box(
                    float(text.get("x", 0)),
                    float(text.get("y", 0)),
                    "".join(text.itertext()),
                    int(text.get("font-size", 0)),
                    text.get("text-anchor", ""),
                )
                labels.append(("".join(text.itertext()), box))
    return labels, solid


def test_no_name_covers_another_name_a_counter_a_lit_dot_or_a_dot() -> None:
    """Neapolis's and Herculaneum's names overlapped in about 12 of 6,500 renders, and counters
    covered a letter of a few names. Along whole games, every state, with nothing selected
    (the hint shown) and with each counter that can move selected: no name's letters touch
    another's, a counter, a lit or ringed dot, the observe control or a dot, and every name
    lies inside the map."""
    renders = 0
    _, _, w, h = MAP
    for state in _states(4):
        view = state.view(0)
        legal = sorted(a["code"] for a in view["actions"])
        movers = sorted({c.split(":")[1] for c in legal if c.startswith("move:")})
        hint = next((c for c in legal if c.startswith(("move:", "board:", "land:"))), None)
        for selected in [None, *movers]:
            extra = {"hint": hint} if selected is None and hint else {}
            ui = UI(names=["Ann"], seat=0, selected=selected, extra=extra)
            labels, solid = _map_parts(render(view, ui))
            renders += 1
            for index, (text, box) in enumerate(labels):
                assert box[0] >= 0 and box[1] >= 0 and box[2] <= w and box[3] <= h, text
                for other, near in labels[index + 1 :]:
                    assert not _area(box, near), f"{text} on {other} ({selected}, {hint})"
                for what, near in solid:
                    assert not _area(box, near), f"{text} on {what} ({selected}, {hint})"
    assert renders > 1000


def test_no_lit_or_ringed_dot_covers_a_counter() -> None:
    """Lit and ringed dots are drawn over the counters: Resina's ring covered the people
    standing at Herculaneum, Sarnus's those at Pompeii, Off Stabiae's the ship at Stabiae (59
    of 1,308 renders with a counter selected, over 6 games). Along whole games, with each
    counter that can move selected, no ring reaches more than 4 px into a counter."""
    checked = 0
    for state in _states(4):
        view = state.view(0)
        legal = {a["code"] for a in view["actions"]}
        at = places(view)
        for selected in sorted({c.split(":")[1] for c in legal if c.startswith("move:")}):
            marks = _marks(view, UI(names=["Ann"], seat=0, selected=selected), legal, news(view))
            for dot in [*marks.targets, *marks.refused]:
                x, y = data.DOTS[dot][2:4]
                for cid, (cx, cy) in at.items():
                    if cid in data.SHIPS:
                        x0, y0, x1, y1 = body(cid, cx, cy)
                        dx, dy = max(x0 - x, 0, x - x1), max(y0 - y, 0, y - y1)
                        gap = (dx * dx + dy * dy) ** 0.5 - RING_R
                    else:
                        gap = ((cx - x) ** 2 + (cy - y) ** 2) ** 0.5 - RING_R - PERSON_R
                    assert gap > -4, f"{dot}'s ring on {cid} ({selected})"
                checked += 1
    assert checked > 2000, checked


def test_counters_of_neighbouring_dots_do_not_cover_each_other() -> None:
    """The people of Sebethus stood on those of Neapolis, those of Via litoranea on those of
    the Vesuvius slope, Pompeii's on Sarnus's (24 of 456 states over 6 games). Along whole
    games, every state: no two counters overlap, but a passenger on its ship's corner."""
    states = 0
    for state in _states(4):
        view = state.view(0)
        counters = view["counters"]
        at = sorted(places(view).items())
        for index, (a, spot) in enumerate(at):
            for b, other in at[index + 1 :]:
                if a in (counters[b]["aboard"], None) or b == counters[a]["aboard"]:
                    continue
                assert _area(body(a, *spot), body(b, *other)) < 50, (a, b, counters[a]["dot"])
        states += 1
    assert states > 300


def test_a_name_set_far_from_its_dot_has_a_line_to_it() -> None:
    """A crowded dot's name may have to stand farther off than the spots round it: then a
    dashed leader runs from the dot to the name's letters, so it is not read as a neighbour's.
    Along whole games, with nothing and each counter that can move selected: every name whose
    letters lie more than LEADER_BEYOND from its dot has one, and no other name has."""
    led = 0
    spots = {spec[0]: spec[2:4] for spec in data.DOTS.values()}
    for state in _states(4):
        view = state.view(0)
        legal = {a["code"] for a in view["actions"]}
        movers = sorted({c.split(":")[1] for c in legal if c.startswith("move:")})
        for selected in [None, *movers]:
            marks = _marks(view, UI(names=["Ann"], seat=0, selected=selected), legal, news(view))
            placed, leaders = names(view, marks, places(view), legal)
            ends = {(round(x), round(y)) for _, _, x, y in leaders}
            far = 0
            for x, y, text, size, anchor, _ in placed[1:]:  # all but Misenum's, on its quay
                box = text_box(x, y, text, size, anchor)
                dx, dy = spots.get(text, spots["Observation point"])  # or the observation's
                near = (min(max(dx, box[0] - 2), box[2] + 2), min(max(dy, box[1] - 1), box[3] + 1))
                if (near[0] - dx) ** 2 + (near[1] - dy) ** 2 > LEADER_BEYOND**2:
                    assert (round(near[0]), round(near[1])) in ends, text
                    far += 1
            assert len(leaders) == far
            led += far
    assert led > 20, led


Box = tuple[float, ...]


def _counter_parts(node: ElementTree.Element) -> tuple[tuple[float, float], Box, list[Box]]:
    """A counter as drawn: its centre, its body's box (a ship's rectangle, a person's disc) and
    the boxes of its letters (its short name and its numeral)."""
    shape = [p for p in node if p.tag.endswith(("circle", "rect"))][-1]
    box: Box
    if shape.tag.endswith("rect"):
        x, y, w, h = (float(shape.get(a, 0)) for a in ("x", "y", "width", "height"))
        centre, box = (x + w / 2, y + h / 2), (x, y, x + w, y + h)
    else:
        centre = (float(shape.get("cx", 0)), float(shape.get("cy", 0)))
        box = _disc(shape, 0.85)  # most of its disc, as the layout reckons it
    letters: list[Box] = [
        text_box(
            float(t.get("x", 0)),
            float(t.get("y", 0)),
            "".join(t.itertext()),
            int(t.get("font-size", 0)),
            t.get("text-anchor", ""),
        )
        for t in node.iter("text")
    ]
    return centre, box, letters


def test_every_counter_stands_at_its_own_dot_and_covers_no_counters_letters() -> None:
    """A new player read the liburna at Off Pompeii as between two dots, Pompeii's incola as at
    the sea dot beside it, and a boarded Pomponianus covered "Lib" (353 of 1,880 counters over 6
    games were nearer another dot than their own). Along whole games, as drawn: every counter
    off the quay is nearer its own dot than any other dot, and each not aboard is tied
    to its dot by a short line in its colour (from its dot's rim to its edge, under 32 px); a
    passenger sits on its ship, clear of its letters; no counter covers another's letters."""
    states = 0
    for state in _states(6):
        view = state.view(0)
        counters = view["counters"]
        drawn = {
            node.get("id", "")[3:]: node
            for node in _drawn(render(view, UI(names=["Ann"], seat=0)))
            if node.get("class", "").startswith("pl-counter")
        }
        parts = {cid: _counter_parts(node) for cid, node in drawn.items()}
        for cid, ((x, y), box, _) in parts.items():
            dot = counters[cid]["dot"]
            if dot == data.UNLIMITED:
                continue  # on Misenum's quay, which a line joins to its dot
            ox, oy = data.DOTS[dot][2:4]
            own = ((x - ox) ** 2 + (y - oy) ** 2) ** 0.5
            for other, spec in data.DOTS.items():
                far = ((x - spec[2]) ** 2 + (y - spec[3]) ** 2) ** 0.5
                assert other == dot or far > own, f"{cid} at {dot} nearer {other}"
            tie = drawn[cid].find("line[@class='pl-tie']")
            if counters[cid]["aboard"]:
                assert tie is None and _area(box, parts[counters[cid]["aboard"]][1]) > 0
                continue
            assert tie is not None, f"{cid} at {dot} has no tie"
            x1, y1, x2, y2 = (float(tie.get(a, 0)) for a in ("x1", "y1", "x2", "y2"))
            r = 15 if data.DOTS[dot][1] == data.HARBOUR else 10
            assert abs(((x1 - ox) ** 2 + (y1 - oy) ** 2) ** 0.5 - r) < 1.5
            assert ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5 < 32
            if cid in data.SHIPS:  # it reaches the counter's edge
                assert _area((x2 - 2, y2 - 2, x2 + 2, y2 + 2), box) > 0
            else:
                assert ((x2 - x) ** 2 + (y2 - y) ** 2) ** 0.5 < (box[2] - box[0]) / 1.7 + 2
        order = list(parts)  # as drawn: a later counter lies over an earlier one
        for index, cid in enumerate(order):
            for other in order[:index]:
                for letter in parts[other][2]:
                    assert not _area(parts[cid][1], letter), f"{cid} covers {other}'s letters"
        states += 1
    assert states > 400, states
