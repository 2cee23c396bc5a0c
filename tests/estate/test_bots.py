"""The estate bots' manners, in Eurobusiness and Fortuna: they do not offer again what was just
refused, bid as people bid (a few jumps, not one step at a time), and haggle toward agreement."""

from __future__ import annotations

import random
import statistics

import pytest

import pygames
from pygames.core import Bot, choose
from pygames.estate.policy import Policy, choose_action
from pygames.estate.state import EstateState
from pygames.estate.strong import set_value
from pygames.estate.trade import REMEMBERED_ROUNDS, Trade, board_of
from tests.estate.helpers import force, own, ready, turn

GAMES = ("eurobusiness", "fortuna")
SET = {"eurobusiness": (6, 8, 9), "fortuna": (6, 8, 9)}  # a colour group of three in each
LEVELS = ("heuristic", "search")


def table(game_id: str, seed: int = 1) -> EstateState:
    state = pygames.GAMES[game_id].new(4, seed, {})
    assert isinstance(state, EstateState)
    return ready(state)


def offer(trade: Trade, seat: int) -> tuple[object, ...]:
    """A proposal as its proposer makes it: to whom, what it gives and takes, what it pays."""
    return (
        seat,
        trade.other(seat),
        tuple(sorted(trade.deeds(seat, giving=True))),
        tuple(sorted(trade.deeds(seat, giving=False))),
        tuple(sorted(trade.cards(seat, giving=True))),
        tuple(sorted(trade.cards(seat, giving=False))),
        trade.pays(seat),
    )


def negotiate(state: EstateState, refuser: int | None = None) -> list[tuple[int, int]]:
    """Play the trade opened now to its end, `refuser` refusing whatever it is offered; the
    proposals made, as (proposer, cash it pays)."""
    made = []
    while state.phase == "trade":
        seat = state.to_move
        assert state.trade is not None and seat is not None
        refusing = state.trade.proposed and seat == refuser
        code = "trade:refuse" if refusing else choose_action(state)
        if code == "trade:propose":
            made.append((seat, state.trade.pays(seat)))
        state.apply(code)
    return made


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("game_id", GAMES)
def test_a_refused_offer_is_not_made_again_unchanged_within_three_rounds(
    game_id: str, level: str
) -> None:
    """After a refusal the bot offers more (up to what the deed is worth to it) or waits; the
    same terms come back only once three rounds have passed."""
    state = table(game_id)
    first, second, third = SET[game_id]
    own(state, 0, (first, second))
    own(state, 2, [third])
    state.cash[0] = state.RULES.start_money * 3  # rich enough to raise its offer
    policy = state.strong if level == "search" else state.policy
    state.policy = policy  # this table's player, at this level
    offers: list[tuple[int, int]] = []  # (round, cash offered)
    for round_ in range(12):
        state.round = round_
        turn(state, 0)
        code = choose_action(state)
        if code != "trade:with:2":
            continue
        state.apply(code)
        made = negotiate(state, refuser=2)
        assert made and made[0][0] == 0
        offers.append((round_, made[0][1]))
    assert len(offers) >= 3
    for k, (round_, cash) in enumerate(offers):
        for earlier, earlier_cash in offers[:k]:
            assert cash != earlier_cash or round_ - earlier > REMEMBERED_ROUNDS
    rising = [cash for round_, cash in offers if round_ <= REMEMBERED_ROUNDS]
    assert rising == sorted(set(rising)) and len(rising) >= 2


@pytest.mark.parametrize("game_id", GAMES)
def test_bots_do_not_repeat_refused_offers_in_whole_games(game_id: str) -> None:
    """In games where one player refuses every offer, no bot makes an offer again, to the same
    player, within three rounds of its refusal while the sets it touches stand as they did."""
    game = pygames.GAMES[game_id]
    bot = game.make_bot("heuristic")
    offers = 0
    for seed in range(3):
        state = game.new(4, 40 + seed, {"rounds": 40})
        rng = random.Random(seed)
        refused: dict[tuple[object, ...], tuple[int, object]] = {}
        pending = None
        while not state.over:
            seat = state.to_move
            trade = state.trade
            if trade is not None and trade.proposed and seat == 0:
                code = "trade:refuse"
            else:
                code = choose(bot, state, rng)
            if code == "trade:propose":
                assert trade is not None and seat is not None
                pending = offer(trade, seat)
                offers += 1
                if pending in refused:
                    round_, board = refused[pending]
                    assert state.round - round_ > REMEMBERED_ROUNDS or board != board_of(
                        state, trade
                    )
            elif code in ("trade:refuse", "trade:counter") and pending is not None:
                assert trade is not None
                refused[pending] = (state.round, board_of(state, trade))
            state.apply(code)
    assert offers >= 10  # the bots did trade, so the check had something to check


def auction_bids(state: EstateState, bot: Bot[EstateState], rng: random.Random) -> int:
    """Bids made in the auction running now, played to its end."""
    bids = 0
    while state.phase == "auction":
        code = choose(bot, state, rng)
        bids += code.startswith("bid:")
        state.apply(code)
    return bids


@pytest.mark.parametrize("game_id", GAMES)
def test_an_auction_among_bots_ends_in_a_few_bids(game_id: str) -> None:
    """Four bots who all want a deed (it completes a set for one, and all are rich) settle it
    in a few bids: each jumps toward what the deed is worth to it."""
    bot = pygames.GAMES[game_id].make_bot("heuristic")
    state = table(game_id)
    first, second, third = SET[game_id]
    own(state, 1, (first, second))
    for seat in range(4):
        state.cash[seat] = state.RULES.start_money * 2
    turn(state, 0, pos=third - 3 if game_id == "eurobusiness" else third - 1)
    if game_id == "eurobusiness":
        force(state, 1, 2)
        state.apply("roll")
    else:
        state.apply("token:1")
    state.apply("decline")
    assert state.phase == "auction"
    bids = auction_bids(state, bot, random.Random(0))
    assert state.owner[third] == 1  # the one it completes a set for pays most
    assert 2 <= bids <= 6


def test_auctions_among_default_bots_take_a_median_of_a_few_bids() -> None:
    """Whole Eurobusiness games (where a declined deed opens at half its price): the median
    auction among bots ends in at most five bids (at one step a bid it took sixteen)."""
    game = pygames.GAMES["eurobusiness"]
    bot = game.make_bot("heuristic")
    counts = []
    for seed in range(6):
        state = game.new(4, 60 + seed, {"rounds": 40})
        rng = random.Random(seed)
        while not state.over:
            if state.phase == "auction":
                counts.append(auction_bids(state, bot, rng))
            else:
                state.apply(choose(bot, state, rng))
    assert len(counts) >= 10
    assert statistics.median(counts) <= 5


class Fixed(Policy[EstateState]):
    """A player who values the trade on the table at a fixed sum (seat -> what getting the
    deeds is worth, negative: what giving them costs): the haggling alone is under test."""

    def __init__(self, values: dict[int, int]) -> None:
        self.values = values

    def gain(self, state: EstateState, seat: int, trade: Trade) -> int:
        return self.values[seat] - trade.pays(seat)


def test_counter_offers_move_toward_agreement() -> None:
    """Each side's proposals move toward the other's (the buyer offers more, the seller asks
    less) and they meet where both gain: here within three counter-offers."""
    state = table("eurobusiness")
    own(state, 1, [9])
    state.policy = Fixed({0: 500, 1: -478})
    for code in ("trade:with:1", "trade:take:9", "trade:cash:+300", "trade:propose"):
        state.apply(code)
    made = negotiate(state)
    buyer = [cash for seat, cash in made if seat == 0]
    seller = [-cash for seat, cash in made if seat == 1]
    assert buyer == sorted(buyer) and seller == sorted(seller, reverse=True)
    assert len(seller) >= 2 and len(buyer) >= 1
    assert state.owner[9] == 0  # agreed, at a price both gain by
    assert 478 < state.RULES.start_money - state.cash[0] < 500


# --- the strong player ------------------------------------------------------------------------
def test_strong_buys_the_deed_a_rival_lacks_from_a_third_player() -> None:
    """Eurobusiness: seat 1 holds two of Italy's three cities and seat 2 the third; the strong
    player offers seat 2 a little over the price for it, so that seat 1 cannot complete Italy."""
    state = table("eurobusiness")
    own(state, 1, (6, 8))
    own(state, 2, [9])
    state.policy = state.strong
    assert choose_action(state) == "trade:with:2"
    state.apply("trade:with:2")
    negotiate(state)
    assert state.owner[9] == 0  # seat 2 sold: the price was more than it asks
    assert state.RULES.start_money - state.cash[0] < 240 * 3 // 2


def test_strong_does_not_buy_deeds_only_to_keep_them_from_a_rival_in_fortuna() -> None:
    """Fortuna: tokens let players step round built plots, so the strong player keeps its cash
    for stations and utilities rather than block a rival's colour set."""
    state = table("fortuna")
    own(state, 1, (6, 8))
    own(state, 2, [9])
    assert state.strong.plan_trade(state, 0) is None


def test_strong_trades_for_the_second_utility() -> None:
    """Fortuna: holding one utility, the strong player offers the holder of the other at least
    what it would take (two utilities double the rent)."""
    state = table("fortuna")
    own(state, 0, [13])
    own(state, 3, [31])
    plan = state.strong.plan_trade(state, 0)
    assert plan is not None and plan[:2] == (3, [31])
    trade = Trade(0, 3)
    trade.take, trade.cash = [31], plan[2]
    assert state.policy.gain(state, 3, trade) > 0  # the default player accepts it


@pytest.mark.parametrize("game_id", GAMES)
def test_a_set_is_worth_less_as_a_cut_game_nears_its_end(game_id: str) -> None:
    """In a game cut after some rounds a set earns only in the rounds left: the strong player
    pays less for one late in the game, and nothing in its last round."""
    state = pygames.GAMES[game_id].new(4, 1, {"rounds": 60})
    assert isinstance(state, EstateState)
    values = []
    for round_ in (0, 40, 55, 60):
        state.round = round_
        values.append(set_value(state, 9))
    assert values[0] > values[1] > values[2] > values[3] == 0
    whole = pygames.GAMES[game_id].new(4, 1, {})
    assert isinstance(whole, EstateState)
    whole.round = 300
    assert set_value(whole, 9) >= values[0]
