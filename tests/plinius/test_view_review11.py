"""The third fresh reviewer's trip-ups on Plinius's map (issue 29, review 11)."""

from __future__ import annotations

import math
import re

from pygames.plinius import data
from web.views.common import UI
from web.views.plinius import render
from web.views.plinius_layout import (
    MAP,
    OBSERVATION_POINT,
    OBSERVE_SPOT,
    OWN_BY,
    PASSENGER_R,
    PERSON_R,
    SHIP_H,
    SHIP_W,
    TARGET_NAME,
    WHOLE_SCALE,
    lead,
    place_names,
    sea_spots,
    text_box,
    xy,
)
from web.views.plinius_places import places

from .helpers import _states, new, place


def _disc_clear_of_rect(disc: tuple[float, float, float], rect: tuple[float, ...]) -> bool:
    x, y, r = disc
    x0, y0, x1, y1 = rect
    return math.hypot(max(x0 - x, 0, x - x1), max(y0 - y, 0, y - y1)) > r


def test_a_passenger_rides_beside_its_ship_never_over_it() -> None:
    """On a phone's whole map Pom aboard Lib read "Pomib": the passenger lay over the ship's end.
    Along 3 games each passenger at sea or in a harbour is clear of its ship, drawn as it is and
    as the whole map enlarges both (round the ship's middle, so that it moves out with it)."""
    seen = 0
    for state in _states(3):
        view = state.view(0)
        at = places(view)
        for cid, info in view["counters"].items():
            ship = info["aboard"]
            if not ship or info["dot"] == data.UNLIMITED:
                continue
            (sx, sy), (px, py) = at[ship], at[cid]
            for scale in (1.0, WHOLE_SCALE):
                w, h = SHIP_W / 2 * scale, SHIP_H / 2 * scale
                disc = (sx + (px - sx) * scale, sy + (py - sy) * scale, PASSENGER_R * scale)
                assert _disc_clear_of_rect(disc, (sx - w, sy - h, sx + w, sy + h)), (cid, scale)
            seen += 1
    assert seen > 10, seen


def test_a_passenger_enlarges_round_its_ships_middle() -> None:
    """The whole map's enlargement of a passenger is centred on its ship (so it stays beside
    it), of a counter on its own dot on itself."""
    state = new(1)
    for counter in ("L", "pom"):
        place(state, counter, "stabiae")
    state.cargo["L"], state.aboard["pom"] = "pom", "L"
    view = state.view(0)
    at = places(view)
    html = render(view, UI(names=["Ann"], seat=0))
    drawn = re.search(r'<g id="pl-pom".*?</g>', html)
    assert drawn
    (sx, sy), px = at["L"], at["pom"][0]
    assert f"transform-origin: {sx:g}px {sy:g}px" in drawn.group(0)
    assert abs(px - sx) > SHIP_W / 2 + PASSENGER_R


def test_every_name_lies_nearest_its_own_dot() -> None:
    """Zoomed on a phone "Oplontis" stood over Off Pompeii and "Stabiae" between two sea dots;
    at 1280 "observation" lay nearer Off Herculaneum than its own dot. Every place's name, the
    observation point's words and each lit sea dot's name at its own spot: its letters lie
    nearer its own dot than any other dot (the place names by OWN_BY); but Off the coast
    road's, with no room beside its dot, which then has a leader
    (test_a_name_set_far_from_its_dot_has_a_line_to_it)."""
    for dot, name in place_names().items():
        assert lead(dot, text_box(*name[:4], name[4])) >= OWN_BY, dot
    (x, y), (dx, dy, anchor) = xy(OBSERVATION_POINT), OBSERVE_SPOT
    for words in ("Observe! 6 AP", "observation", "observed ✓"):
        assert lead(OBSERVATION_POINT, text_box(x + dx, y + dy, words, 18, anchor)) > 0, words
    for dot, (dx, dy, anchor) in sea_spots().items():
        x, y = xy(dot)
        box = text_box(x + dx, y + dy, data.DOTS[dot][0], TARGET_NAME, anchor)
        assert lead(dot, box) > 0 or dot == "s6", dot


def test_every_counter_stays_inside_the_maps_edge_on_the_whole_map() -> None:
    """On a phone's whole map i2 at Sebethus stood over the top frame and i3 at Sarnus was cut
    at the right. Along 3 games every counter off the quay, not aboard, as the whole map
    enlarges it, lies inside the map."""
    x0, y0, w, h = MAP
    seen = 0
    for state in _states(3):
        view = state.view(0)
        for cid, (x, y) in places(view).items():
            info = view["counters"][cid]
            if info["aboard"] or info["dot"] == data.UNLIMITED:
                continue
            ship = cid in data.SHIPS
            half_w, half_h = (SHIP_W / 2, SHIP_H / 2) if ship else (PERSON_R, PERSON_R)
            half_w, half_h = half_w * WHOLE_SCALE, half_h * WHOLE_SCALE
            assert x0 <= x - half_w and x + half_w <= x0 + w, (cid, info["dot"], x)
            assert y0 <= y - half_h and y + half_h <= y0 + h, (cid, info["dot"], y)
            seen += 1
    assert seen > 900, seen


def test_a_lit_dots_cost_reads_over_the_anchor_and_the_cloud() -> None:
    """Misenum's anchor and the grey cloud covered a lit dot's AP cost: the cost is drawn over
    them (the lit dots come last) in a white halo."""
    state = new(1)
    state.acting, state.ap = True, 4
    html = render(state.view(0), UI(names=["Ann"], seat=0, selected="inc1"))
    costs = re.findall(r'<text class="pl-cost-lit"[^>]*>', html)
    assert costs and all('stroke="#fff"' in c and "paint-order" in c for c in costs)
    assert html.rindex('class="pl-anchor"') < html.index('class="pl-cost-lit"')
