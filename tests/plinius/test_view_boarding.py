"""A ship keeps its spot on the map when someone boards it (issue 29: at Neapolis the
passenger took the ship's spot and the ship moved aside, and a click where the ship had been
landed the passenger, for 1 AP)."""

from __future__ import annotations

from tests.plinius.helpers import new, place, with_ap
from web.views.plinius_places import places, remembered


def test_a_ship_keeps_its_spot_when_a_passenger_boards_it() -> None:
    """Quadrireme I at Neapolis, where i1 stands: after i1 boards, the ship is drawn where it
    stood, i1 beside it, not in its place."""
    state = with_ap(new(), 5)
    place(state, "Q1", "neapolis")
    view = state.view(0)
    before = places(view)
    state.apply("board:Q1:inc1")
    after = places(state.view(0), remembered(view, before))
    assert after["Q1"] == before["Q1"]
    assert after["inc1"] != before["Q1"]
