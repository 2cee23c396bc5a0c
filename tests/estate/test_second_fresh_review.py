"""Issue 29, what the second fresh reviewer tripped on at the Eurobusiness table: the Jail's
costs and moves, when one may build, the offers' reasons, as the log and the view say them."""

from __future__ import annotations

from tests.eurobusiness.helpers import dice, table, turn


def test_a_pawn_leaving_jail_by_paying_says_how_many_spaces_it_moves() -> None:
    """Issue 29: a pawn paid its way out of Jail and moved with no "moves N spaces" line."""
    state = table()
    state.detained[0] = 2
    turn(state, 0, 10)
    dice(state, 1, 2)
    state.apply("bail")
    assert "@0 moves 3 spaces." in state.log_for(None)
    assert state.pos[0] == 13
