"""Issue 29, a fresh reviewer's trip-ups in Eurobusiness: one's last turn recapped by what came
of it, whole sentences first; the main step in view on a phone."""

from __future__ import annotations

from tests.estate.helpers import force
from tests.estate.view_helpers import table


def test_the_recap_leads_with_who_won_the_auction_and_leaves_out_the_bids() -> None:
    """After an auction the recap stopped at "Player 4 bids 400 $." without who won: it leaves
    the bids out and leads with the result, the roll that led there after it."""
    state = table("eurobusiness")
    force(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    bid = False
    while state.phase == "auction":
        if state.to_move == 1 and not bid:
            state.apply("bid:300")
            bid = True
        else:
            state.apply("pass")
    while state.current == 0:
        state.apply("end")
    recap = state.recaps(0)[0]
    assert recap is not None
    lines = recap["lines"]
    assert "@1 buys" in lines[0] and "at auction" in lines[0]
    assert not [line for line in lines if " bids " in line]
    assert "rolls 4+5" in lines[1] and "auctions" in lines[-1]
