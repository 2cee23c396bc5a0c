"""Plinius trip-ups a new player met (issue 29): the card's words once the wind has turned, the
hint's arrow over the names, the places' hit areas on a phone and the counter a zoomed map
follows."""

from __future__ import annotations

from tests.plinius.helpers import new, stack
from web.views.common import UI
from web.views.plinius import render


def test_a_red_face_after_the_fourth_says_it_does_nothing_not_6_of_4() -> None:
    """The card read "red face 6 of 4" once the wind had turned. The rulebook turns the wind at
    the 4th red face and gives the later ones nothing to do: the card says so."""
    state = new()
    stack(state, "JH", "QD", "KH", "JD", "KD", "QH")
    shown = []
    for _ in range(6):
        state.apply("draw")
        shown.append(render(state.view(0), UI(names=["Ann"], seat=0)))
    assert "red face 3 of 4" in shown[2]
    assert "the wind turns!" in shown[3]
    assert "red face 5: no effect" in shown[4] and "red face 6: no effect" in shown[5]
    assert not any("5 of 4" in html or "6 of 4" in html for html in shown)
