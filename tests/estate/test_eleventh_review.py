"""Issue 29, the eleventh fresh review of Eurobusiness and Fortuna under CPython: why one is
held in Jail said where one looks."""

from __future__ import annotations

from tests.estate.helpers import force, turn
from tests.estate.view_helpers import table, ui
from web.views import eurobusiness


def test_a_second_double_that_sends_one_to_jail_is_said_in_the_bar_on_ones_next_turn() -> None:
    """A second double sent the player to Jail; on their next turn the bar said only "you are in
    Jail" and the reason was in the Log. Their last turn, the second double with it, stays in
    the bar, whole, through their first turn in Jail, and goes once they have served one."""
    state = table("eurobusiness")
    force(state, 3, 3, 2, 2)
    state.apply("roll")
    state.apply("roll")
    assert state.detained[0] and state.current != 0
    turn(state, 0)
    bar = eurobusiness.decision(state.view(0), ui(0))
    assert '<p class="recap" data-recap="" data-sent="">' in bar
    recap = bar[bar.index("data-recap") :]
    assert "a second double" in recap and "sent to Jail" in recap
    state.apply("stay")
    turn(state, 0)
    assert state.detained[0]
    assert "data-recap" not in eurobusiness.decision(state.view(0), ui(0))
