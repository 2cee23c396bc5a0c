"""Eurobusiness's rulebook on the Chance cards, jail and the special spaces: one test per rule
and ruling, in the rulebook's order; each docstring quotes the rule it checks.
"""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from pygames.eurobusiness import GAME
from tests.estate.helpers import auction_of, on_top, take_out
from tests.eurobusiness.helpers import GREECE, ITALY, dice, land_on, own, table, turn


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
