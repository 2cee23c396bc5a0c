"""Fortuna (1984) on houses and hotels, trades and mortgages, rule by rule: each test quotes the
rulebook sentence (or the ruling) it checks.
"""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from pygames.estate.rules import HOTEL
from pygames.fortuna import data
from tests.estate.helpers import own, turn
from tests.fortuna.helpers import BLUE, BROWN, lay, table


# --- houses and hotels ------------------------------------------------------------------------
def test_houses_only_on_a_whole_colour_set() -> None:
    """Houses may be placed on plots only if you own the whole property (the complete set of
    cards of the same colour). Example: Metropol, Wiedeński and Continental, the blue set."""
    state = table()
    own(state, 0, BLUE[:2])
    with pytest.raises(IllegalAction, match="whole set"):
        state.apply("build:34")
    own(state, 0, BLUE[2:])
    state.apply("build:34")
    assert state.level[34] == 1 and state.cash[0] == 20_000 - 2_400


def test_building_is_even() -> None:
    """The individual properties must be built up evenly. The difference in building may not be
    more than one house between adjoining plots of the same colour."""
    state = table()
    own(state, 0, BLUE)
    state.apply("build:34")
    with pytest.raises(IllegalAction, match="evenly"):
        state.apply("build:34")
    state.apply("build:35")
    state.apply("build:37")
    state.apply("build:34")
    assert [state.level[i] for i in BLUE] == [2, 1, 1]


def test_selling_houses_back_is_even_too() -> None:
    """The rule of even building applies not only to investment. When a player sells houses back
    to the Bank, they must follow the same rules."""
    state = table()
    own(state, 0, BLUE, level=2)
    state.apply("sell:34")
    with pytest.raises(IllegalAction, match="evenly"):
        state.apply("sell:34")


def test_a_hotel_after_four_houses_returning_them() -> None:
    """A hotel may not be built without first having four houses on the plot. The player buys
    the hotel from the Bank, paying the price shown on the title card, and returns the houses."""
    state = table()
    own(state, 0, BROWN, level=4)
    houses = state.houses
    state.apply("build:1")
    assert state.level[1] == HOTEL and state.houses == houses + 4 and state.hotels == 9
    assert state.cash[0] == 20_000 - 600


def test_the_bank_has_30_houses_and_10_hotels_and_shortage_means_waiting() -> None:
    """Thirty houses and ten hotels. When the Bank has no houses for sale, players who want to
    build must wait until one of their opponents returns houses to the Bank."""
    state = table()
    assert (state.houses, state.hotels) == (30, 10)
    own(state, 0, BROWN)
    state.houses = 0
    with pytest.raises(IllegalAction, match="no house left"):
        state.apply("build:1")


def test_no_limit_on_houses_a_round() -> None:
    """Fortuna sets no limit on the houses bought in a round (unlike Eurobusiness's three)."""
    state = table()
    own(state, 0, BROWN)
    for code in ("build:1", "build:3") * 3:
        state.apply(code)
    assert state.level[1] == state.level[3] == 3


def test_the_bank_pays_half_for_buildings() -> None:
    """Houses and hotels may be bought only by the Bank, and it always pays half their face
    value for them."""
    state = table()
    own(state, 0, BROWN, level=1)
    state.apply("sell:1")
    assert state.cash[0] == 20_000 + 300


def test_a_hotel_is_sold_as_five_houses() -> None:
    """A hotel is worth five houses. A player may sell a whole hotel as five houses and sell
    back only part of them. However, the rule of even building of the property still applies."""
    state = table()
    own(state, 0, BROWN, level=HOTEL)
    state.apply("sell:1")
    assert state.level[1] == 4 and state.cash[0] == 20_000 + 300  # one of the five sold
    state.houses = 0
    state.apply("sell:3")  # no house in the Bank: Lipski's five come down with Podlaski's
    assert (state.level[1], state.level[3]) == (2, 2)
    assert state.cash[0] == 20_000 + 300 + 5 * 300 and state.houses == 0


def test_selling_a_hotel_in_a_shortage_sells_the_set_down_evenly() -> None:
    """docs/rulings.md: with fewer than four houses in the Bank, the owner sells the set's
    buildings down evenly (each at half price) until it can be rebuilt evenly from what the Bank
    has. The filed case, three hotels and two houses in the Bank, left the levels 0, 5, 5."""
    state = table()
    green = (6, 8, 9)
    own(state, 0, green, level=HOTEL)
    state.houses = 2
    assert "comes down evenly" in state.describe("sell:6")
    state.apply("sell:6")
    assert [state.level[i] for i in green] == [0, 1, 1]  # the Bank's two houses, evenly
    assert state.cash[0] == 20_000 + (5 + 4 + 4) * 300
    assert (state.houses, state.hotels) == (0, 10)
    assert "houses left" in state.log_for(None)[-1]


def test_selling_a_hotel_in_a_shortage_keeps_all_the_bank_allows() -> None:
    """docs/rulings.md: a hotel goes down only as far as the Bank's houses and even building allow:
    beside two plots of four houses, with three houses in the Bank, the hotel leaves three."""
    state = table()
    green = (6, 8, 9)
    own(state, 0, green, level=4)
    state.level[6] = HOTEL
    state.houses, state.hotels = 3, 9
    state.apply("sell:6")
    assert [state.level[i] for i in green] == [3, 4, 4] and state.cash[0] == 20_000 + 2 * 300
    assert (state.houses, state.hotels) == (0, 10)


def test_no_plot_is_ever_left_more_than_one_building_above_another() -> None:
    """docs/rulings.md: whatever the Bank holds, selling a hotel leaves the set even, keeps the
    houses and hotels counted, pays half price for every building that comes down, and keeps every
    building the Bank's houses allow."""
    green = (6, 8, 9)
    for levels in ((5, 5, 5), (5, 5, 4), (5, 4, 4)):
        for bank in range(5):
            state = table()
            own(state, 0, green)
            for index, level in zip(green, levels, strict=True):
                state.level[index] = level
            state.houses, state.hotels = bank, 10 - levels.count(HOTEL)
            before = sum(levels)
            state.apply("sell:6")
            after = [state.level[i] for i in green]
            assert max(after) - min(after) <= 1 and after[0] < HOTEL
            houses = sum(level for level in after if level < HOTEL)
            hotels = after.count(HOTEL)
            assert houses + state.houses == sum(lv for lv in levels if lv < HOTEL) + bank
            assert hotels + state.hotels == 10
            assert state.cash[0] == 20_000 + (before - sum(after)) * 300
            if bank >= 4:
                assert after[0] == 4 and after[1:] == list(levels[1:])
            else:
                assert HOTEL not in after and state.houses <= 3


# --- trades -----------------------------------------------------------------------------------
def test_plots_and_whole_properties_may_be_traded_at_any_price() -> None:
    """Plots, whole properties, railways, restaurants and public utilities may be traded between
    players. There are no price limits. Combined transactions are allowed."""
    state = table()
    own(state, 0, [*BROWN, 10])
    own(state, 2, [5])
    for code in ("trade:with:2", "trade:give:1", "trade:give:3", "trade:give:10",
                 "trade:take:5", "trade:cash:+5000", "trade:propose"):  # fmt: skip
        state.apply(code)
    state.apply("trade:accept")
    assert [state.owner[i] for i in (1, 3, 10, 5)] == [2, 2, 2, 0]
    assert state.cash[0] == 15_000 and state.cash[2] == 25_000


def test_the_seller_may_present_their_offer_to_the_other_players_in_turn() -> None:
    """Negotiations are held openly. The seller may present their offer to the other players in
    turn: at a table of six, the same offer goes to each of the five others, one after another,
    until one accepts."""
    state = table(players=6)
    own(state, 0, [43])
    for buyer in range(1, 6):
        for code in (f"trade:with:{buyer}", "trade:give:43", "trade:cash:-6000", "trade:propose"):
            state.apply(code)
        state.apply("trade:accept" if buyer == 5 else "trade:refuse")
    assert state.owner[43] == 5 and state.cash[0] == 26_000 and state.cash[5] == 14_000


def test_no_trade_with_houses_in_the_colour_set() -> None:
    """It is not allowed to sell a built-up plot, or even an unbuilt one, if any houses stand on
    another plot of the same colour group."""
    state = table()
    own(state, 0, BLUE)
    state.apply("build:34")
    state.apply("trade:with:1")
    assert "trade:give:35" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Buildings stand in the blue set"):
        state.apply("trade:give:35")  # the rule, not "is not open now"


def test_interest_is_exact_for_a_buyer_of_a_mortgaged_plot() -> None:
    """docs/rulings.md: "plus 10%" is exactly 10%, unlike Eurobusiness's notes: the buyer of
    mortgaged Litewski (650) repays 715, not 700."""
    state = table()
    own(state, 0, [6])
    state.apply("mortgage:6")
    for code in ("trade:with:1", "trade:give:6", "trade:cash:-1000", "trade:propose"):
        state.apply(code)
    state.apply("trade:accept")
    assert state.cash[1] == 20_000 - 1_000 - 715 and not state.mortgaged[6]


def test_a_mortgaged_plot_sold_is_repaid_by_the_new_owner() -> None:
    """The owner of a mortgaged property may sell it to another player at any price. The new
    owner must repay the Bank the mortgage debt plus 10%."""
    state = table()
    own(state, 0, [43])
    state.apply("mortgage:43")
    for code in ("trade:with:1", "trade:give:43", "trade:cash:-1000", "trade:propose"):
        state.apply(code)
    state.apply("trade:accept")
    assert state.owner[43] == 1 and not state.mortgaged[43]
    assert state.cash[1] == 20_000 - 1_000 - (2_500 + 250)


def test_the_release_card_may_be_sold_at_an_agreed_price() -> None:
    """The lucky holder of such a card may sell it to any other player at an agreed price."""
    state = table()
    state.held[1] = ["L1"]
    for code in ("trade:with:1", "trade:take:L1", "trade:cash:+700", "trade:propose"):
        state.apply(code)
    state.apply("trade:accept")
    assert state.held[0] == ["L1"] and state.cash[1] == 20_700


def test_partners_may_not_defer_rent() -> None:
    """Partners may not defer rent payments for one another: rent is due at once (collected by
    the app, or claimed with strict claims) and no trade can lend it."""
    state = table()
    state.cash[0] = 10
    own(state, 1, BLUE, level=2)
    lay(state, 2, pos=32)
    assert state.phase == "debt" and state.debts == [[0, 1, 4_700]]


# --- mortgages --------------------------------------------------------------------------------
def test_mortgage_at_the_printed_value() -> None:
    """All properties may be mortgaged; the mortgage value is printed on the title card."""
    state = table()
    own(state, 0, [43])
    state.apply("mortgage:43")
    assert state.mortgaged[43] and state.cash[0] == 22_500


def test_mortgage_needs_the_buildings_of_the_set_sold() -> None:
    """Before the mortgage they must sell the buildings from the whole colour group."""
    state = table()
    own(state, 0, BROWN, level=1)
    with pytest.raises(IllegalAction, match="Sell the buildings"):
        state.apply("mortgage:3")


def test_redeeming_costs_the_mortgage_plus_10_percent() -> None:
    """To redeem a mortgage, the player pays the Bank the mortgage value plus 10%."""
    state = table()
    own(state, 0, [43])
    state.apply("mortgage:43")
    state.apply("unmortgage:43")
    assert state.cash[0] == 22_500 - 2_750


def test_interest_is_exact_podlaski_redeems_for_440() -> None:
    """docs/rulings.md: Fortuna's "plus 10%" names no rounding: Podlaski's mortgage of 400 is
    redeemed for 440, not 400 (10% rounded down to 50-ducat notes). Every mortgage value makes 10% a
    whole number of ducats."""
    state = table()
    own(state, 0, [1])
    state.apply("mortgage:1")
    state.apply("unmortgage:1")
    assert state.cash[0] == 20_000 + 400 - 440
    assert all(s.mortgage % 10 == 0 for s in data.SPACES if s.is_deed)


def test_a_mortgaged_property_stays_its_owners() -> None:
    """A player who mortgages a property keeps possession of it, and no other player can
    acquire the right to it by paying off the mortgage debt."""
    state = table()
    own(state, 0, [43])
    state.apply("mortgage:43")
    turn(state, 1)
    with pytest.raises(IllegalAction):
        state.apply("unmortgage:43")
    assert state.owner[43] == 0
