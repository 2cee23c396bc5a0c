"""Issue 29, the Fuldrigger table's last trip-ups: where a cargo sells one tap from the price
list and in view beside the map, a ship stopped short by a calm said and drawn, and why a
harbour's ships cannot come said of each ship."""

from __future__ import annotations

import re

from pygames.fuldrigger import world
from pygames.fuldrigger.graph import ADJ, HARBOUR_SPACES, SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.fuldrigger.helpers import dice, load, new, place, rolled, ship_of
from web.views.common import UI
from web.views.fuldrigger import decision, render

NAMES = ["Ann", "Bo", "Cy"]


def _ui(state: FuldriggerState, selected: str | None) -> UI:
    return UI(names=NAMES, seat=state.to_move, selected=selected)


def test_a_price_list_folds_in_where_each_loaded_ship_there_sells() -> None:
    state = new()
    ship = ship_of(state, state.current)
    place(ship, HARBOUR_SPACES["canton"][0])
    load(ship, "silk", 50)
    html = render(state.view(state.to_move), _ui(state, "city:canton"))
    listed = html.split('id="overlay-harbour-canton"')[1]
    folded = re.search(
        r'<details class="fd-sells"><summary>([^<]*)</summary>(.*?)</details>', listed, re.S
    )
    assert folded and folded.group(1) == f"{ship.name}: Where its silk sells"
    assert 'data-select="city:' in folded.group(2)  # each harbour one tap from its list


def test_the_decision_panel_shows_where_the_selected_ships_cargo_sells_open() -> None:
    state = new()
    ship = ship_of(state, state.current)
    place(ship, HARBOUR_SPACES["canton"][0])
    load(ship, "silk", 50)
    panel = decision(state.view(state.to_move), _ui(state, f"ship:{ship.id}@113,23,40"))
    found = re.search(r'<div class="fd-side-market"><details class="fd-sells" open="">', panel)
    assert found and "Where its silk sells" in panel
    other = ship_of(state, state.current, 1)
    assert other.cargo is None
    assert "Where its silk sells" not in decision(
        state.view(state.to_move), _ui(state, f"ship:{other.id}")
    )


def test_a_ship_a_calm_stopped_short_says_where_and_how_far_and_draws_the_way_on() -> None:
    state = new()
    ship = ship_of(state, state.current)
    calm = next(sid for sid, space in SPACES.items() if space.hazard == world.CALM)
    beyond = next(n for a in ADJ[calm] for n in ADJ[a] if n != calm and n not in ADJ[calm])
    place(ship, calm)
    view = state.view(state.to_move)
    view["last"] = f"sail:{ship.id}:{beyond}"
    view["events"] = [
        {"kind": world.CALM, "ship": ship.id, "space": calm, "dice": [2, 4], "result": "becalmed"}
    ]
    html = render(view, UI(names=NAMES, seat=state.to_move))
    said = (
        f"{ship.name} reached {SPACES[calm].name}: the calm's roll (6) ends its move here;"
        f" 2 more to {SPACES[beyond].name}."
    )
    beside = re.search(r'<div class="overlay" id="overlay-short"[^>]*>(.*?)</div>', html, re.S)
    assert beside and said.replace("'", "&#x27;") in beside.group(1)
    assert html.count('class="fd-short"') == 1  # the way still to go, drawn
    view["events"] = []  # no calm: the ship went where it was sent, nothing to say
    assert 'id="overlay-short"' not in render(view, UI(names=NAMES, seat=state.to_move))


def test_a_harbours_list_says_of_each_ship_that_cannot_come_why_not() -> None:
    state = new()
    seat = state.current
    here, used, short_of = (ship_of(state, seat, i) for i in range(3))
    place(here, HARBOUR_SPACES["london"][0])  # moored here: not said to be unable to come
    place(used, "ns2", 0)
    place(short_of, HARBOUR_SPACES["canton"][0], 2)
    state.rolled = True
    html = render(state.view(seat), UI(names=NAMES, seat=seat, selected="city:london"))
    listed = html.split('id="overlay-harbour-london"')[1]
    assert "None of your ships" not in listed
    assert f"{used.name}: all its spaces for this turn are used." in listed
    assert f"{short_of.name}: 2 spaces left, too few to reach London." in listed
    assert f"{here.name}: " not in listed.split('class="fd-why-not"')[1].split("</p>")[0]


def test_pirates_taking_a_cargo_is_said_on_the_map_at_the_place() -> None:
    """Issue 29: pirates taking a cargo showed only in the dice box."""
    state = new()
    ship = place(ship_of(state, state.current), "med5")
    ship.cargo, ship.paid, ship.travelled = "wine", 16, 3
    rolled(state, 1)
    dice(state, 2, 2)
    state.apply(f"sail:{ship.id}:med4")
    assert ship.cargo is None
    html = render(state.view(state.current), UI(names=NAMES, seat=state.current))
    flash = re.search(r'<g class="fd-flash"[^>]*>.*?</g>', html)
    assert flash and ">Pirates took the wine</text>" in flash.group(0)
