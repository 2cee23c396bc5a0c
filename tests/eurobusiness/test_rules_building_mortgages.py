"""Eurobusiness's rulebook on houses and hotels, the Bank buying back and mortgages: one test per
rule and ruling, in the rulebook's order; each docstring quotes the rule it checks.
"""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from tests.eurobusiness.helpers import GREECE, ITALY, dice, own, table, turn


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
