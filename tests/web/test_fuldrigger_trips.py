"""Issue 29, the Fuldrigger table's last trip-ups: where a cargo sells one tap from the price
list and in view beside the map, a ship stopped short by a calm said and drawn, and why a
harbour's ships cannot come said of each ship."""

from __future__ import annotations

import re

from pygames.fuldrigger.graph import HARBOUR_SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.fuldrigger.helpers import load, new, place, ship_of
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
