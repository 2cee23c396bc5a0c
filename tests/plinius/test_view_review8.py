"""Issue 29, a fresh reviewer's trip-ups at 1280x800 and 360x740 besides the place names: what
the bar offers, what the map marks, what the score and the prompt say."""

from __future__ import annotations

from web.views.common import UI
from web.views.plinius import decision, render

from .helpers import new, place, with_ap


def ui(selected: str | None = None) -> UI:
    return UI(names=["Ann"], seat=0, selected=selected)


def test_a_rescued_person_may_board_again_by_the_rulebook_but_is_never_offered_it() -> None:
    """ "Board i1" was lit and in the bar for i1 just landed at Misenum: the rulebook lets anyone
    on a ship's dot board it, so the move stays legal, but the table never suggests it."""
    state = with_ap(new(), 5)
    place(state, "inc1", "misenum")
    state.aboard["inc1"], state.cargo["Q1"] = "Q1", "inc1"
    state.apply("land:Q1:inc1")
    assert "board:Q1:inc1" in state.legal_actions()
    for selected in ("Q1", "inc1", None):
        html = render(state.view(0), ui(selected)) + decision(state.view(0), ui(selected))
        assert "board:Q1:inc1" not in html, selected
        assert "Board i1" not in html, selected
