"""Issue 29, a fresh reviewer's trip-ups in Eurobusiness: one's last turn recapped by what came
of it, whole sentences first; the main step in view on a phone."""

from __future__ import annotations

import re

from tests.estate.helpers import force, own, turn
from tests.estate.view_helpers import table, ui
from web.views import eurobusiness
from web.views.estate.board import cell, pawns_svg


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


def test_a_bankruptcy_to_one_is_said_with_what_one_takes_before_the_mortgages_are_asked() -> None:
    """A player went bankrupt to the viewer and the bar asked only "repay the mortgage on Malmö
    or pay the interest": it says first who fell to one and what one takes, mortgaged marked."""
    state = table("eurobusiness")
    own(state, 1, [1, 3])
    state.mortgaged[3] = True
    state._bankrupt(1, 0)
    state._advance()
    assert state.phase == "lift" and state.to_move == 0
    bar = eurobusiness.decision(state.view(0), ui(0))
    said = re.search(r'<p class="takeover" data-takeover="">(.*?)</p>', bar)
    assert said is not None
    words = re.sub("<[^>]+>|\u2068|\u2069", "", said.group(1))
    assert words == (
        f"{ui(0).names[1]} is bankrupt to you: you take Saloniki, Ateny (mortgaged)."
    ), words
    other = eurobusiness.decision(state.view(2), ui(2))
    assert "who takes Saloniki, Ateny (mortgaged)." in other
    state.apply("keep:3")
    turn(state, 2)
    assert "data-takeover" not in eurobusiness.decision(state.view(0), ui(0))


def test_anothers_roll_at_the_start_of_ones_turn_is_labelled_the_turn_before() -> None:
    """On one's turn the bar showed "Player 4 rolled 5" with dice, like one's own roll: the
    roll of the turn before is labelled so (and faded), one's own roll is not."""
    state = table("eurobusiness")
    force(state, 1, 2, 2, 4)
    turn(state, 3, 0)
    state.apply("roll")  # Di: 3 spaces to Ateny
    while state.current == 3:
        state.apply("decline" if "decline" in state.legal_actions() else "pass")
    while state.current != 0:
        state.apply("pass" if "pass" in state.legal_actions() else state.legal_actions()[0])
    bar = eurobusiness.decision(state.view(0), ui(0))
    assert '<p class="last-roll earlier" data-last-roll="">' in bar
    assert "The turn before: " in bar and "rolled 3" in bar
    state.apply("roll")
    bar = eurobusiness.decision(state.view(0), ui(0))
    assert '<p class="last-roll" data-last-roll="">' in bar and "The turn before" not in bar


def test_each_pawn_stands_inside_its_space_never_on_the_line_to_the_next() -> None:
    """A pawn, ringed as the one to move, was drawn on the line between two spaces of a side:
    its ring stays inside its own space, on every space of the sides and the top corners."""
    state = table("eurobusiness")
    theme = eurobusiness.THEME
    for index in range(len(theme.spaces)):
        _, y, _, h, side = cell(theme, index)
        if side not in ("left", "right") and not (side == "corner" and y == 0):
            continue
        state.pos[0] = index
        svg = pawns_svg(theme, state.view(0), ui(0).names, 0)
        ring = re.search(r'<circle cx="[^"]+" cy="([^"]+)" r="(\d+)"[^>]*class="now-ring"', svg)
        assert ring is not None
        assert float(ring[1]) + int(ring[2]) + 2 <= y + h, (index, ring[0], y + h)
