"""One test per rule of the Eurobusiness rulebook (eurobusiness.pl.txt / .en.md) and per ruling.

Each docstring quotes the rule (in English) it checks.
"""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from pygames.eurobusiness import GAME
from pygames.eurobusiness.state import EurobusinessState
from tests.estate.helpers import auction_of, on_top, take_out, trade_of
from tests.eurobusiness.helpers import BANK, dice, own, table, turn

GREECE = (1, 3)
ITALY = (6, 8, 9)
SPAIN = (11, 13, 14)
AUSTRIA = (37, 39)
RAILWAYS = (5, 15, 25, 35)


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
def land_on(state: EurobusinessState, index: int, seat: int = 0) -> None:
    """Move `seat` onto `index` with a roll of 1+2 from three spaces before it."""
    assert index >= 3, "pick a space the pawn can reach without passing START"
    turn(state, seat, index - 3)
    dice(state, 1, 2)
    state.apply("roll")


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


# --- Chance ---------------------------------------------------------------------------------
def test_chance_drawn_from_the_top_and_slid_under() -> None:
    """A pawn on a question mark draws from the deck of its colour and slides the card under."""
    state = table()
    on_top(state, "blue", "B2")
    before = state.decks["blue"].cards()
    land_on(state, 17)
    assert state.last_card is not None
    assert state.last_card[:2] == ("B2", 0) and state.cash[0] == 3200
    assert state.decks["blue"].cards() == [*before[1:], "B2"]


def test_red_question_mark_draws_red() -> None:
    """The card comes from the deck whose colour matches the question mark."""
    state = table()
    on_top(state, "red", "R13")
    land_on(state, 7)
    assert state.last_card is not None
    assert state.last_card[:2] == ("R13", 0) and state.cash[0] == 3100


def test_jail_card_is_kept() -> None:
    """Get out of jail free: keep the card to use or sell; it leaves the deck until used."""
    state = table()
    on_top(state, "blue", "B7")
    land_on(state, 17)
    assert state.held[0] == ["B7"] and "B7" not in state.decks["blue"].cards()


def test_jail_card_used_goes_under_its_deck() -> None:
    """Ruling: a kept card may be used at the start of a turn in jail."""
    state = table()
    state.held[0] = ["B7"]
    take_out(state, "blue", "B7")
    state.detained[0] = 2
    turn(state, 0, 10)
    assert "release" in state.legal_actions()
    state.apply("release")
    assert (
        state.detained[0] == 0 and state.decks["blue"].cards()[-1] == "B7" and state.held[0] == []
    )
    assert "roll" in state.legal_actions()


def test_card_pay_and_receive() -> None:
    """Cards that pay the Bank or receive from it (B1: pay 400)."""
    state = table()
    on_top(state, "blue", "B1")
    land_on(state, 17)
    assert state.cash[0] == 2600


def test_birthday_collects_from_every_player() -> None:
    """B3: your birthday, every player gives you 20 $."""
    state = table()
    on_top(state, "blue", "B3")
    land_on(state, 17)
    assert state.cash == [3060, 2980, 2980, 2980]


def test_card_to_a_named_space_pays_start_when_passed() -> None:
    """Ruling: cards to a named space move forward and pay 400 $ when START is passed."""
    state = table()
    on_top(state, "red", "R10")  # to Neapol (6)
    land_on(state, 36)
    assert state.pos[0] == 6 and state.cash[0] == 3400 and state.phase == "buy"


def test_card_to_a_named_space_ahead_pays_nothing() -> None:
    """Ruling: a card to a space ahead of the pawn does not pass START."""
    state = table()
    on_top(state, "blue", "B11")  # to Wiedeń (39)
    land_on(state, 17)
    assert state.pos[0] == 39 and state.cash[0] == 3000 and state.phase == "buy"


def test_card_back_to_start_pays_400() -> None:
    """Ruling: the card to Start pays 400 $ (START reached)."""
    state = table()
    on_top(state, "red", "R6")
    land_on(state, 22)
    assert state.pos[0] == 0 and state.cash[0] == 3400


def test_back_three_spaces_never_pays() -> None:
    """Ruling: R5 (back 3 spaces) moves backward and never pays; the new space takes effect."""
    state = table()
    on_top(state, "red", "R5")
    land_on(state, 7)  # back to 4: guarded parking
    assert state.pos[0] == 4 and state.cash[0] == 2600


def test_jail_card_sends_to_jail_without_start() -> None:
    """Go to jail. Do not pass Start, do not collect 400 $."""
    state = table()
    on_top(state, "red", "R8")
    land_on(state, 36)
    assert state.pos[0] == 10 and state.detained[0] == 2 and state.cash[0] == 3000


def test_pay_or_draw_the_other_deck() -> None:
    """B12: pay 20 $ or draw a Chance card from the other (red) deck."""
    state = table()
    on_top(state, "blue", "B12")
    on_top(state, "red", "R15")
    land_on(state, 17)
    assert state.phase == "choice" and set(state.legal_actions()) == {"card:pay", "card:draw"}
    state.apply("card:draw")
    assert state.last_card is not None
    assert state.last_card[:2] == ("R15", 0) and state.cash[0] == 3300
    state = table()
    on_top(state, "blue", "B12")
    land_on(state, 17)
    state.apply("card:pay")
    assert state.cash[0] == 2980


def test_pay_or_draw_is_worded_as_the_card_and_logged() -> None:
    """B12's draw is offered as the card words it (a red Chance card), and the log says how
    the card was settled, either way."""
    state = table()
    on_top(state, "blue", "B12")
    land_on(state, 17)
    assert state.describe("card:draw") == "Draw a red Chance card"
    state.apply("card:draw")
    assert "@0 draws a card from the other deck rather than pay 20\xa0$." in state.log_for(None)
    state = table()
    on_top(state, "blue", "B12")
    land_on(state, 17)
    state.apply("card:pay")
    assert state.log_for(None)[-1] == "@0 pays 20\xa0$ rather than draw a card."


def test_repairs_per_house_and_hotel() -> None:
    """R1: pay 80 $ for each house and 230 $ for each hotel."""
    state = table()
    own(state, 0, ITALY, level=2)
    own(state, 0, GREECE, level=5)
    on_top(state, "red", "R1")
    land_on(state, 22)
    assert state.cash[0] == 3000 - 6 * 80 - 2 * 230


# --- jail ---------------------------------------------------------------------------------
def test_go_to_jail_space() -> None:
    """A pawn that stops on "go to jail" goes to jail; entering jail ends the turn."""
    state = table()
    land_on(state, 30)
    assert state.pos[0] == 10 and state.detained[0] == 2 and state.current == 1


def test_jail_misses_two_turns() -> None:
    """A player in jail misses two turns of rolling."""
    state = table(players=2)
    state.detained[0] = 2
    turn(state, 0, 10)
    assert "roll" not in state.legal_actions()
    state.apply("stay")
    turn(state, 0)
    state.apply("stay")
    turn(state, 0)
    assert state.detained[0] == 0 and "roll" in state.legal_actions()


def test_paying_out_of_jail_warns_that_no_double_costs_300_more() -> None:
    """Pay 100 $ and roll for a double; with no double the player pays 300 $ more (400 $ in
    all) and leaves: the button says so before the player pays."""
    assert GAME.new(4, 1, {}).describe("bail") == (
        "Pay 100\xa0$ and roll for a double (no double: 300\xa0$ more, and out)"
    )


def test_jail_pay_and_double_leaves() -> None:
    """To leave earlier they pay a 100 $ fine and must roll a double; the pawn moves by that
    roll and a double rolled when leaving jail gives no extra roll."""
    state = table()
    state.detained[0] = 2
    turn(state, 0, 10)
    dice(state, 3, 3)
    state.apply("bail")
    assert state.detained[0] == 0 and state.pos[0] == 16 and state.cash[0] == 2900
    assert state.phase == "buy"
    state.apply("decline")
    for _ in range(4):
        state.apply("pass")
    assert state.current == 1


def test_jail_failed_double_costs_400_in_all_and_leaves() -> None:
    """If the attempt fails they pay a 400 $ fine in all (300 $ more) and leave jail; the pawn
    moves by that roll."""
    state = table()
    state.detained[0] = 2
    turn(state, 0, 10)
    dice(state, 1, 2)
    state.apply("bail")
    assert state.detained[0] == 0 and state.pos[0] == 13 and state.cash[0] == 2600


def test_just_visiting_jail() -> None:
    """A pawn that stops on the jail space, or passes it, is only visiting."""
    state = table()
    land_on(state, 10)
    assert state.detained[0] == 0 and state.current == 1


def test_jailed_owner_collects_no_rent() -> None:
    """In jail a player loses the right to collect rent."""
    state = table()
    own(state, 1, [9])
    state.detained[1] = 1
    state.pos[1] = 10
    land_on(state, 9)
    assert state.cash == [3000] * 4


def test_jailed_player_may_not_buy_build_or_trade() -> None:
    """In jail a player loses the right to buy and sell property."""
    state = table()
    own(state, 0, ITALY)
    state.detained[0] = 2
    turn(state, 0, 10)
    acts = state.legal_actions()
    assert not any(a.startswith(("build:", "trade:")) for a in acts)
    with pytest.raises(IllegalAction, match="detained"):
        state.apply("build:6")


def test_jailed_player_does_not_bid() -> None:
    """Ruling: a player in jail takes no part in auctions (no buying property in jail)."""
    state = table(players=3)
    state.detained[2] = 2
    state.pos[2] = 10
    dice(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    assert 2 not in auction_of(state).bidders


# --- special spaces -----------------------------------------------------------------------
def test_guarded_parking_costs_400() -> None:
    """A player who stops on guarded parking pays the Bank 400 $."""
    state = table()
    land_on(state, 4)
    assert state.cash[0] == 2600


def test_enrichment_tax_costs_200() -> None:
    """Enrichment tax works the same way, for 200 $."""
    state = table()
    land_on(state, 38)
    assert state.cash[0] == 2800


def test_free_parking_brings_nothing() -> None:
    """Free parking brings neither gain nor loss."""
    state = table()
    land_on(state, 20)
    assert state.cash[0] == 3000


# --- houses and hotels --------------------------------------------------------------------
def test_houses_only_on_a_whole_country() -> None:
    """When every plot of one country is in one player's hands, they may buy houses."""
    state = table()
    own(state, 0, (6, 8))
    assert not any(a.startswith("build:") for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="whole set"):
        state.apply("build:6")
    own(state, 0, [9])
    assert {"build:6", "build:8", "build:9"} <= set(state.legal_actions())


def test_build_only_before_the_roll() -> None:
    """Houses are bought immediately before one's turn to roll."""
    state = table()
    own(state, 0, ITALY)
    dice(state, 2, 2)
    state.apply("roll")
    assert state.phase == "again" and state.legal_actions() == ["roll"]


def test_build_evenly() -> None:
    """A second house may be built only once every city of the country has one house."""
    state = table()
    own(state, 0, ITALY)
    state.apply("build:6")
    assert "build:6" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="evenly"):
        state.apply("build:6")
    state.apply("build:8")
    state.apply("build:9")
    assert state.level[6] == state.level[8] == state.level[9] == 1
    assert state.cash[0] == 2700 and state.houses == 29


def test_at_most_3_houses_a_round() -> None:
    """In each round a player may buy at most 3 houses (ruling: per player per round of turns)."""
    state = table()
    own(state, 0, GREECE)
    for code in ("build:1", "build:3", "build:1"):
        state.apply(code)
    assert "build:3" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="at most 3 houses"):
        state.apply("build:3")
    turn(state, 0)
    assert "build:3" in state.legal_actions()


def test_at_most_4_houses_a_city() -> None:
    """A city holds at most 4 houses; the third and fourth follow even building."""
    state = table()
    own(state, 0, GREECE, level=4)
    state.hotels = 0
    assert not any(a.startswith("build:") for a in state.legal_actions())


def test_house_shortage_makes_players_wait() -> None:
    """When the Bank has no houses left, those who want them wait until houses come back."""
    state = table()
    own(state, 0, GREECE)
    state.houses = 0
    with pytest.raises(IllegalAction, match="no house left"):
        state.apply("build:1")
    state.houses = 1
    state.apply("build:1")
    assert state.houses == 0


def test_hotel_needs_4_houses_on_every_city_and_the_fee() -> None:
    """When every city of a country has 4 houses the owner may buy a hotel: return the city's
    4 houses and pay the fee on the deed."""
    state = table()
    own(state, 0, GREECE, level=4)
    state.level[3] = 3
    state.houses += 1
    with pytest.raises(IllegalAction, match="4 houses on every plot"):
        state.apply("build:1")
    state.level[3] = 4
    state.houses -= 1
    houses = state.houses
    state.apply("build:1")
    assert state.level[1] == 5 and state.houses == houses + 4 and state.hotels == 11
    assert state.cash[0] == 2900


def test_one_hotel_per_city() -> None:
    """One city holds at most one hotel."""
    state = table()
    own(state, 0, GREECE, level=5)
    with pytest.raises(IllegalAction, match="already has its hotel"):
        state.apply("build:1")


def test_at_most_3_hotels_a_lap() -> None:
    """In each lap a player may buy at most 3 hotels (ruling: between two passes of START)."""
    state = table()
    own(state, 0, ITALY, level=4)
    own(state, 0, GREECE, level=4)
    for code in ("build:6", "build:8", "build:9"):
        state.apply(code)
    with pytest.raises(IllegalAction, match="at most 3 hotels"):
        state.apply("build:1")
    turn(state, 0, 38)
    dice(state, 1, 2)
    state.apply("roll")  # passes START
    turn(state, 0)
    state.apply("build:1")
    assert state.level[1] == 5


def test_hotel_supply_is_12() -> None:
    """The Bank holds 12 hotels; without one left, the owner waits."""
    state = table()
    own(state, 0, GREECE, level=4)
    state.hotels = 0
    with pytest.raises(IllegalAction, match="no hotel left"):
        state.apply("build:1")


def test_no_building_on_a_mortgaged_country() -> None:
    """Ruling: no house goes up while any city of the country is mortgaged."""
    state = table()
    own(state, 0, GREECE)
    state.mortgaged[3] = True
    with pytest.raises(IllegalAction, match="mortgaged"):
        state.apply("build:1")


# --- the Bank buys back, mortgages --------------------------------------------------------
def test_bank_buys_houses_back_at_half() -> None:
    """Only the Bank buys buildings back; it pays half their value for a house."""
    state = table()
    own(state, 0, GREECE, level=1)
    state.apply("sell:1")
    assert state.cash[0] == 3050 and state.level[1] == 0 and state.houses == 31


def test_sell_evenly() -> None:
    """Ruling: buildings are sold back by the same rule of even building."""
    state = table()
    own(state, 0, GREECE, level=1)
    state.level[1] = 2
    with pytest.raises(IllegalAction, match="evenly"):
        state.apply("sell:3")
    state.apply("sell:1")
    assert state.level[1] == 1


def test_hotel_sold_for_half_of_4_houses_plus_half_the_fee() -> None:
    """For a hotel the Bank pays half the value of 4 houses plus half the hotel fee (ruling: as
    the fee now and 4 houses on the city, or all at once when the Bank has no 4 houses)."""
    state = table()
    own(state, 0, GREECE, level=5)
    state.apply("sell:1")
    assert state.level[1] == 4 and state.cash[0] == 3050
    for _ in range(4):
        code = "sell:3" if state.level[3] >= state.level[1] else "sell:1"
        state.apply(code)
    state = table()
    own(state, 0, GREECE, level=5)
    state.houses = 3
    state.apply("sell:1")
    assert state.level[1] == 0 and state.cash[0] == 3000 + 250 and state.houses == 3


def test_mortgage_at_the_deed_value() -> None:
    """Only the Bank lends against a mortgage, for the amount on the deed; the deed is turned."""
    state = table()
    own(state, 0, [39])
    state.apply("mortgage:39")
    assert state.mortgaged[39] and state.cash[0] == 3400


def test_mortgage_needs_the_buildings_sold() -> None:
    """Houses and hotels cannot secure a loan: they must first be sold to the Bank."""
    state = table()
    own(state, 0, GREECE, level=1)
    with pytest.raises(IllegalAction, match="Sell the buildings"):
        state.apply("mortgage:1")


def test_unmortgage_repays_the_loan_with_10_percent() -> None:
    """When repaying the loan the borrower also pays interest of 10% of the loan."""
    state = table()
    own(state, 0, [39])
    state.mortgaged[39] = True
    state.apply("unmortgage:39")
    assert not state.mortgaged[39] and state.cash[0] == 3000 - 440


def test_interest_rounded_in_the_players_favour() -> None:
    """Where the right notes are lacking, the interest is rounded in the player's favour."""
    from pygames.estate.rules import Space
    from pygames.eurobusiness.data import RULES

    assert RULES.interest(Space(0, "x", "city", mortgage=155)) == 15


def test_mortgaged_deed_bought_repay_now() -> None:
    """A player who acquires a mortgaged property may at once pay the mortgage plus 10%."""
    state = table()
    own(state, 1, [39])
    state.mortgaged[39] = True
    for code in ("trade:with:1", "trade:take:39", "trade:cash:+100", "trade:propose"):
        state.apply(code)
    state.apply("trade:accept")
    assert state.phase == "lift" and state.to_move == 0
    assert state.legal_actions() == ["keep:39", "lift:39"]
    state.apply("lift:39")
    assert not state.mortgaged[39] and state.cash[0] == 3000 - 100 - 440


def test_mortgaged_deed_bought_pay_interest_now_and_repay_later() -> None:
    """Or postpone repaying, paying only the 10% interest now; later they pay 10% again."""
    state = table()
    own(state, 1, [39])
    state.mortgaged[39] = True
    for code in ("trade:with:1", "trade:take:39", "trade:cash:+100", "trade:propose"):
        state.apply(code)
    state.apply("trade:accept")
    state.apply("keep:39")
    assert state.mortgaged[39] and state.cash[0] == 2860
    state.apply("unmortgage:39")
    assert state.cash[0] == 2860 - 440


# --- trades -------------------------------------------------------------------------------
def test_trade_of_deeds_cash_and_cards() -> None:
    """Players may trade deeds, cash and kept cards; the other party accepts or refuses."""
    state = table()
    own(state, 0, [1])
    own(state, 2, [3])
    state.held[2] = ["R16"]
    for code in ("trade:with:2", "trade:give:1", "trade:take:3", "trade:take:R16",
                 "trade:cash:+200", "trade:propose"):  # fmt: skip
        state.apply(code)
    assert state.to_move == 2 and "trade:accept" in state.legal_actions()
    state.apply("trade:accept")
    assert state.owner[1] == 2 and state.owner[3] == 0 and state.held[0] == ["R16"]
    assert state.cash[0] == 2800 and state.cash[2] == 3200
    assert state.phase == "turn" and state.to_move == 0


def test_trade_refused_changes_nothing() -> None:
    """The other party may refuse."""
    state = table()
    own(state, 2, [3])
    for code in ("trade:with:2", "trade:take:3", "trade:cash:+300", "trade:propose"):
        state.apply(code)
    state.apply("trade:refuse")
    assert state.owner[3] == 2 and state.cash[0] == 3000 and state.phase == "turn"


def test_trade_cash_accepts_any_amount_in_notes() -> None:
    """Ruling: trade cash is any agreed amount (in whole notes of 5 $)."""
    state = table()
    own(state, 2, [3])
    state.apply("trade:with:2")
    state.apply("trade:cash:+1235")
    assert trade_of(state).cash == 1235
    with pytest.raises(IllegalAction, match="notes"):
        state.apply("trade:cash:+1233")
    with pytest.raises(IllegalAction, match="only"):
        state.apply("trade:cash:+5000")


def test_no_trade_with_buildings_in_the_country() -> None:
    """Plots may be sold to another player only with no houses or hotel on their country."""
    state = table()
    own(state, 0, GREECE, level=1)
    state.apply("trade:with:1")
    assert "trade:give:1" not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply("trade:give:1")


def test_trade_only_before_the_roll_by_the_player_to_move() -> None:
    """Only before one's roll may a player sell to another player."""
    state = table()
    own(state, 0, [1])
    dice(state, 4, 5)
    state.apply("roll")
    assert not any(a.startswith("trade:") for a in state.legal_actions())


def test_trade_proposals_are_bounded_per_turn() -> None:
    """Ruling: at most 3 trade proposals a turn, so every game ends."""
    state = table()
    for _ in range(3):
        state.apply("trade:with:1")
        state.apply("trade:cancel")
    assert not any(a.startswith("trade:") for a in state.legal_actions())


# --- debts and bankruptcy -----------------------------------------------------------------
def test_debt_must_be_raised_before_play_goes_on() -> None:
    """A player who owes more cash than they hold must first raise it (sell buildings, mortgage,
    trade) before play goes on."""
    state = table()
    own(state, 1, AUSTRIA, level=1)
    own(state, 0, ITALY)
    state.cash[0] = 100
    land_on(state, 39)  # owes 400 $, can raise 320 $ by mortgages
    assert state.phase == "debt" and state.to_move == 0
    acts = state.legal_actions()
    assert "bankrupt" not in acts and "mortgage:6" in acts and "roll" not in acts
    with pytest.raises(IllegalAction, match="still raise"):
        state.apply("bankrupt")


def test_debt_paid_once_raised() -> None:
    """Once the cash is raised the debt is paid and play goes on."""
    state = table()
    own(state, 1, [39])
    own(state, 0, [37])
    state.cash[0] = 50
    land_on(state, 39)
    assert state.phase == "debt"
    state.apply("mortgage:37")
    assert state.cash[0] == 50 + 350 - 100 and state.cash[1] == 3100
    assert state.phase == "turn" and state.current == 1


def test_bankrupt_only_when_it_cannot_be_raised() -> None:
    """Only if they still cannot pay are they bankrupt."""
    state = table()
    own(state, 1, AUSTRIA, level=5)
    own(state, 0, [5])
    state.cash[0] = 1000
    land_on(state, 39)  # owes 4,000 $; all they could raise is 1,200 $
    assert "bankrupt" in state.legal_actions()


def test_pay_partly_in_deeds() -> None:
    """A player who cannot pay another fully in cash may pay partly in deeds at an agreed value."""
    state = table()
    own(state, 1, AUSTRIA, level=5)
    own(state, 0, [5])
    state.cash[0] = 3000
    land_on(state, 39)  # owes 4,000
    for code in ("trade:with:1", "trade:give:5", "trade:cash:-1000", "trade:propose"):
        state.apply(code)
    state.apply("trade:accept")
    assert state.owner[5] == 1 and state.debts == []
    assert state.cash[0] == 0 and state.cash[1] == 3000 + 3000


def test_bankrupt_to_a_player() -> None:
    """Insolvent towards a player: they leave and hand their property to the creditor; the Bank
    buys back houses and hotels at half and pays that cash to the creditor."""
    state = table()
    own(state, 1, AUSTRIA, level=5)
    own(state, 0, GREECE, level=1)
    own(state, 0, [5])
    state.mortgaged[5] = True
    state.cash[0] = 500
    land_on(state, 39)
    state.apply("bankrupt")
    assert not state.active[0]
    assert state.owner[1] == state.owner[3] == state.owner[5] == 1
    assert state.level[1] == 0 and state.houses == 32
    assert state.cash[1] == 3000 + 500 + 100
    assert state.phase == "lift" and state.to_move == 1


def test_bankrupt_to_the_bank() -> None:
    """Insolvent towards the Bank (taxes, fines): the Bank takes their property and auctions the
    plots; houses and hotels are not auctioned."""
    state = table()
    own(state, 0, GREECE, level=2)
    state.cash[0] = 0
    land_on(state, 4)  # owes 400 $; buildings and mortgages would raise only 320 $
    state.apply("bankrupt")
    assert not state.active[0] and state.houses == 32
    auction = auction_of(state)
    assert state.phase == "auction" and auction.space == 1 and auction.opening == 60
    assert state.owner[1] == BANK and state.owner[3] == BANK


def test_game_ends_when_one_player_is_left() -> None:
    """The game ends when one player is left on the board."""
    state = table(players=2)
    own(state, 1, AUSTRIA, level=5)
    state.cash[0] = 10
    land_on(state, 39)
    state.apply("bankrupt")
    assert state.over and state.outcome().winners == (1,)


# --- the end --------------------------------------------------------------------------------
def test_fortune_count() -> None:
    """Fortune: cash, unmortgaged deeds at value, mortgaged at half, houses and hotels at value."""
    state = table()
    own(state, 0, GREECE, level=2)
    own(state, 0, [39])
    own(state, 0, [5])
    state.mortgaged[5] = True
    assert state.fortune(0) == 3000 + 240 + 4 * 100 + 800 + 200


def test_hotel_counts_as_4_houses_and_the_fee() -> None:
    """The value of a hotel: its 4 houses plus the fee."""
    state = table()
    own(state, 0, GREECE, level=5)
    assert state.fortune(0) == 3000 + 240 + 2 * 500


def test_rounds_limit_ends_with_the_count_of_fortunes() -> None:
    """Option rounds: the game ends when the agreed time runs out; the largest fortune wins."""
    state = table(players=2, rounds=1)
    own(state, 1, [39])
    dice(state, 1, 2, 1, 3)
    state.apply("roll")
    state.apply("decline")
    state.apply("pass")
    state.apply("pass")
    state.apply("roll")
    assert state.over and state.ended == "time" and state.outcome().winners == (1,)
    assert state.outcome().scores == (3000.0, 3000.0 - 400 + 800, 0.0, 0.0)[:2]


def test_end_now_by_agreement() -> None:
    """Ruling: the player to move may propose to end now; if every other player agrees, the
    count of fortunes decides."""
    state = table(players=3)
    own(state, 2, [39])
    state.apply("finish")
    assert state.to_move == 1 and state.legal_actions() == ["finish:no", "finish:yes"]
    state.apply("finish:yes")
    state.apply("finish:yes")
    assert state.over and state.ended == "agreed" and state.outcome().winners == (2,)


def test_end_now_refused_plays_on() -> None:
    """Ruling: one refusal and play goes on; the proposal is open once a turn."""
    state = table(players=3)
    state.apply("finish")
    state.apply("finish:yes")
    state.apply("finish:no")
    assert not state.over and state.to_move == 0 and "finish" not in state.legal_actions()


# --- options ------------------------------------------------------------------------------
def test_fast_start_deals_two_deeds_bought_at_the_price() -> None:
    """Fast start: before play the banker deals two shuffled deeds to each player, who must buy
    them from the Bank at the printed price."""
    state = GAME.new(4, 3, {"fast_start": True})
    for seat in range(4):
        deeds = state.deeds_of(seat)
        assert len(deeds) == 2
        assert state.cash[seat] == 3000 - sum(state.space(i).price for i in deeds)


def test_options_are_declared() -> None:
    """Every option is a pygames.core.Option: rounds, fast_start, strict_claims."""
    assert set(GAME.options) == {"rounds", "fast_start", "strict_claims"}
    assert GAME.options["rounds"].default == 0


def test_rounds_count_turns_of_every_player() -> None:
    """A round is one turn of every player still in."""
    state = table(players=2)
    dice(state, 1, 2, 1, 2)
    state.apply("roll")
    state.apply("decline")
    state.apply("pass")
    state.apply("pass")
    assert state.round == 0
    state.apply("roll")
    state.apply("decline")
    state.apply("pass")
    state.apply("pass")
    assert state.round == 1 and len(state.fortunes) == 2


def test_clone_is_deep_enough() -> None:
    """A clone shares no mutable part with the original."""
    state = table()
    own(state, 0, [1])
    state.apply("trade:with:1")
    other = state.clone()
    other.apply("trade:give:1")
    other.cash[0] = 5
    other.decks["blue"].put_under("B2")
    assert trade_of(state).give == [] and state.cash[0] == 3000 and len(state.decks["blue"]) == 16


def test_determinize_shuffles_only_the_unseen_cards() -> None:
    """Bots decide only from what is public: the unseen part of each deck is reshuffled."""
    import random

    state = table()
    land_on(state, 17)
    seen = state.decks["blue"].cards()[-1]
    sample = state.determinize(1, random.Random(5))
    assert sample.decks["blue"].cards()[-1] == seen
    assert sorted(sample.decks["blue"].cards()) == sorted(state.decks["blue"].cards())
    assert sample.unseen["blue"] == 15


def test_several_debts_are_settled_one_after_another() -> None:
    """Ruling: several debts (a birthday card) are raised and paid one after another."""
    state = table()
    own(state, 1, [1])
    own(state, 2, [3])
    state.cash[1] = state.cash[2] = 10
    on_top(state, "blue", "B3")
    land_on(state, 17)
    assert state.phase == "debt" and state.to_move == 1
    state.apply("mortgage:1")
    assert state.to_move == 2
    state.apply("mortgage:3")
    assert state.cash == [3060, 50, 50, 2980] and state.phase == "turn" and state.current == 1


def test_auction_skips_bidders_who_cannot_cover_the_bid() -> None:
    """Ruling: a bidder who cannot pay the least bid at once is passed over."""
    state = table(players=3)
    state.cash[1] = 100
    dice(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    assert auction_of(state).bidders == [2, 0] and state.to_move == 2


def test_kept_cards_of_a_bankrupt() -> None:
    """Ruling: kept cards go to the creditor, or back under their deck when the Bank is owed."""
    state = table()
    own(state, 1, AUSTRIA, level=5)
    state.held[0] = ["B7"]
    take_out(state, "blue", "B7")
    state.cash[0] = 10
    land_on(state, 39)
    state.apply("bankrupt")
    assert state.held[1] == ["B7"]
    state = table()
    state.held[0] = ["R16"]
    take_out(state, "red", "R16")
    state.cash[0] = 10
    land_on(state, 4)
    state.apply("bankrupt")
    assert state.decks["red"].cards()[-1] == "R16" and state.held[0] == []
