"""Eurobusiness's rulebook, its first chapters (setting up, moving, buying and auctions, rent):
one test per rule and ruling, in the rulebook's order; each docstring quotes the rule it checks.
"""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from pygames.eurobusiness import GAME
from tests.estate.helpers import auction_of
from tests.eurobusiness.helpers import BANK, ITALY, RAILWAYS, dice, land_on, own, table, turn


# --- setting up ---------------------------------------------------------------------------
def test_start_money_is_3000() -> None:
    """The banker pays every player 3,000 $ out of the Bank."""
    state = GAME.new(4, 0)
    assert state.cash == [3000] * 4


def test_highest_roll_starts() -> None:
    """The player who rolls the highest total with the two dice starts; the others follow
    clockwise."""
    state = GAME.new(3, 0)
    dice(state, 2, 3, 6, 5, 1, 1)
    for _ in range(3):
        state.apply("roll")
    assert state.phase == "turn" and state.current == 1
    assert state.order == [1, 2, 0]


def test_rolloff_ties_roll_again() -> None:
    """Ruling: ties for the highest roll re-roll among the tied players only."""
    state = GAME.new(3, 0)
    dice(state, 6, 6, 1, 1, 6, 6, 3, 3, 4, 4)
    for _ in range(3):
        state.apply("roll")
    assert state.phase == "order" and state.to_move == 0
    state.apply("roll")
    assert state.to_move == 2
    state.apply("roll")
    assert state.current == 2 and state.order == [2, 0, 1]


def test_two_players_allowed() -> None:
    """Ruling: 2-6 players (the rulebook says 3-6; 2 is allowed), default 4."""
    assert GAME.min_players == 2 and GAME.max_players == 6 and GAME.default_players == 4


# --- moving -------------------------------------------------------------------------------
def test_move_by_the_dice() -> None:
    """A player moves their pawn as many spaces as the dice show."""
    state = table()
    dice(state, 2, 3)
    state.apply("roll")
    assert state.pos[0] == 5


def test_double_rolls_again_and_moves_the_sum() -> None:
    """A player who rolls a double rolls again and moves the sum of both rolls."""
    state = table()
    dice(state, 3, 3, 1, 2)
    state.apply("roll")
    assert state.phase == "again" and state.pos[0] == 0
    assert state.legal_actions() == ["roll"]
    state.apply("roll")
    assert state.pos[0] == 9


def test_the_log_says_both_rolls_of_a_double_move() -> None:
    """The first roll, a double, is logged, and the move after the second says it counts both."""
    state = table()
    dice(state, 2, 2, 4, 6)
    state.apply("roll")
    assert state.log_for(None)[-1] == "@0 rolls 2+2: a double, roll again."
    state.apply("roll")
    assert "@0 rolls 4+6 and moves 14 spaces: 4 of the double and 10." in state.log_for(None)


def test_second_double_goes_to_jail() -> None:
    """A player who rolls a double a second time goes to jail."""
    state = table()
    dice(state, 3, 3, 2, 2)
    state.apply("roll")
    state.apply("roll")
    assert state.pos[0] == 10 and state.detained[0] == 2
    assert state.current == 1


def test_passing_start_pays_400() -> None:
    """Every pass of START is rewarded by the Bank with 400 $."""
    state = table()
    turn(state, 0, 38)
    dice(state, 2, 3)
    state.apply("roll")
    assert state.pos[0] == 3 and state.cash[0] == 3400


def test_stopping_on_start_pays_400() -> None:
    """Every stop on START is rewarded by the Bank with 400 $."""
    state = table()
    turn(state, 0, 36)
    dice(state, 1, 3)
    state.apply("roll")
    assert state.pos[0] == 0 and state.cash[0] == 3400


def test_going_to_jail_never_pays_start() -> None:
    """400 $ for START, unless the player is on their way to jail."""
    state = table()
    turn(state, 0, 26)
    dice(state, 1, 3)  # to space 30: go to jail, back past START
    state.apply("roll")
    assert state.pos[0] == 10 and state.cash[0] == 3000


# --- buying and auctions ------------------------------------------------------------------
def test_buy_at_the_price() -> None:
    """A player whose pawn stops on an unsold plot may buy it by paying the Bank its price."""
    state = table()
    dice(state, 4, 5)
    state.apply("roll")
    assert state.phase == "buy" and state.pos[0] == 9
    state.apply("buy")
    assert state.owner[9] == 0 and state.cash[0] == 3000 - 240
    assert state.current == 1


def test_buy_needs_the_money() -> None:
    """Buying means paying the price: with too little cash only declining (or raising) is open."""
    state = table()
    state.cash[0] = 100
    dice(state, 4, 5)
    state.apply("roll")
    assert "buy" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="240"):
        state.apply("buy")


def test_decline_starts_auction_from_half_price() -> None:
    """If the player declines, the Bank sells it by auction; the opening price is half the value
    printed on the deed."""
    state = table()
    dice(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    assert state.phase == "auction" and auction_of(state).opening == 120
    assert "bid:120" in state.legal_actions()
    with pytest.raises(IllegalAction, match="least bid"):
        state.apply("bid:110")


def test_auction_runs_in_the_order_of_play_from_the_player_after_the_decliner() -> None:
    """docs/rulings.md "Auctions": an open auction round the table in the order of play (clockwise
    from the winner of the roll-off), from the player after the one who declined."""
    game = GAME.new(4, 0)
    while game.phase == "order":
        game.apply("roll")
    first = game.order[0]
    assert game.order == [(first + k) % 4 for k in range(4)]
    dice(game, 4, 5)
    game.apply("roll")
    game.apply("decline")
    assert auction_of(game).bidders == [*game.order[1:], first]
    state = table()
    turn(state, 2, 0)
    dice(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    assert auction_of(state).bidders == [3, 0, 1, 2]
    assert state.to_move == 3


def test_decliner_may_bid() -> None:
    """The player who declined may bid too."""
    state = table(players=2)
    dice(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    state.apply("bid:120")  # seat 1
    state.apply("bid:130")  # seat 0, the decliner
    state.apply("pass")  # seat 1 drops out
    assert state.owner[9] == 0 and state.cash[0] == 3000 - 130


def test_auction_raise_at_least_10() -> None:
    """Ruling: each bidder raises by at least the step (10 $) or drops out."""
    state = table(players=2)
    dice(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    state.apply("bid:120")
    with pytest.raises(IllegalAction, match="130"):
        state.apply("bid:125")
    state.apply("bid:135")  # any amount at least the step higher is accepted
    assert auction_of(state).bid == 135


def test_dropping_out_is_final() -> None:
    """Ruling: dropping out is final; the last bidder pays their bid."""
    state = table(players=3)
    dice(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    state.apply("pass")  # seat 1 drops out
    state.apply("bid:120")  # seat 2
    assert state.to_move == 0  # seat 1 is not asked again
    state.apply("bid:200")
    state.apply("pass")  # seat 2
    assert state.owner[9] == 0 and state.cash[0] == 2800 and state.auction is None


def test_no_bid_stays_with_the_bank() -> None:
    """Ruling: with no bid at all the property stays with the Bank."""
    state = table(players=2)
    dice(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    state.apply("pass")
    state.apply("pass")
    assert state.owner[9] == BANK and state.phase == "turn" and state.current == 1


# --- rent ---------------------------------------------------------------------------------


def test_rent_from_the_deed() -> None:
    """A pawn that stops on a space owned by another player pays the owner the rent on the deed."""
    state = table()
    own(state, 1, [9])
    land_on(state, 9)
    assert state.cash == [2980, 3020, 3000, 3000]


def test_double_rent_for_a_whole_country() -> None:
    """The rent is doubled when the owner owns every building plot of that country."""
    state = table()
    own(state, 1, ITALY)
    land_on(state, 9)
    assert state.cash[0] == 2960 and state.cash[1] == 3040


def test_rent_with_houses_and_hotel() -> None:
    """Rent with buildings is the deed's figure for 1-4 houses or a hotel."""
    state = table()
    own(state, 1, ITALY, level=3)
    land_on(state, 9)
    assert state.cash[1] == 3600
    state = table()
    own(state, 1, ITALY, level=5)
    land_on(state, 9)
    assert state.cash[1] == 3000 + 1200


def test_no_rent_while_mortgaged() -> None:
    """No rent can be claimed for a mortgaged property."""
    state = table()
    own(state, 1, [9])
    state.mortgaged[9] = True
    land_on(state, 9)
    assert state.cash == [3000] * 4


def test_railway_rents_50_100_200_400() -> None:
    """Railways: rent 50 / 100 / 200 / 400 for owning 1 / 2 / 3 / 4 of them."""
    for count, rent in zip(range(1, 5), (50, 100, 200, 400), strict=True):
        state = table()
        own(state, 1, RAILWAYS[:count])
        land_on(state, 5)
        assert state.cash[1] - 3000 == rent


def test_utility_rent_10_or_20_times_the_dice() -> None:
    """Utilities: rent 10 x the dice total, 20 x when the owner has both."""
    state = table()
    own(state, 1, [12])
    land_on(state, 12)
    assert state.cash[1] == 3000 + 30
    state = table()
    own(state, 1, [12, 28])
    land_on(state, 12)
    assert state.cash[1] == 3000 + 60


def test_utility_rent_counts_both_rolls_of_a_double() -> None:
    """Ruling: the pawn moves the sum of both rolls; the utility's dice total is that sum."""
    state = table()
    own(state, 1, [12])
    turn(state, 0, 3)
    dice(state, 2, 2, 1, 4)
    state.apply("roll")
    state.apply("roll")
    assert state.pos[0] == 12 and state.cash[1] == 3000 + 90


def test_rent_collected_automatically_by_default() -> None:
    """Ruling: by default the app collects rent automatically."""
    state = table()
    own(state, 1, [9])
    land_on(state, 9)
    assert state.phase == "turn" and state.current == 1 and state.cash[1] == 3020


def test_strict_claims_owner_claims_the_rent() -> None:
    """Option strict claims: the owner must press "claim rent" before the next player's move."""
    state = table(strict_claims=True)
    own(state, 1, [9])
    land_on(state, 9)
    assert state.phase == "claim" and state.to_move == 1
    assert state.legal_actions() == ["claim:9", "pass"]
    state.apply("claim:9")
    assert state.cash[1] == 3020 and state.current == 1


def test_strict_claims_unclaimed_rent_is_lost() -> None:
    """If the next player has already started rolling and the owner has not claimed the rent,
    the rent is cancelled."""
    state = table(strict_claims=True)
    own(state, 1, [9])
    land_on(state, 9)
    state.apply("pass")
    assert state.cash == [3000] * 4 and state.phase == "turn" and state.current == 1
