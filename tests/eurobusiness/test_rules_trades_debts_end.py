"""Eurobusiness's rulebook from trades on (trades, debts and bankruptcy, the end, the options):
one test per rule and ruling, in the rulebook's order; each docstring quotes the rule it checks.
"""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from pygames.eurobusiness import GAME
from tests.estate.helpers import auction_of, on_top, take_out, trade_of
from tests.eurobusiness.helpers import AUSTRIA, BANK, GREECE, ITALY, dice, land_on, own, table


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
