"""The Eurobusiness bots: legal, sensible, and deciding only from what their seat may see."""

from __future__ import annotations

import random

from pygames.core import choose
from pygames.estate.bots import choose_action
from pygames.estate.policy import trade_gain
from pygames.eurobusiness import GAME

from .helpers import dice, own, table, trade_of


def test_levels_are_registered() -> None:
    """Levels random, heuristic (the default) and search."""
    assert set(GAME.bots) == {"random", "heuristic", "search"}
    assert GAME.default_bot == "heuristic"


def test_heuristic_beats_random_bots() -> None:
    """The heuristic wins most 4-player games against three random bots."""
    wins = 0
    for game in range(8):
        seats = ["random"] * 4
        seats[game % 4] = "heuristic"
        state = GAME.new(4, 100 + game, {"rounds": 40})
        bots = [GAME.make_bot(level) for level in seats]
        rng = random.Random(game)
        while not state.over:
            seat = state.to_move
            assert seat is not None
            state.apply(choose(bots[seat], state, rng))
        wins += game % 4 in state.outcome().winners
    assert wins >= 6


def test_heuristic_buys_what_it_can_afford() -> None:
    state = table()
    dice(state, 4, 5)
    state.apply("roll")
    assert choose_action(state) == "buy"


def test_heuristic_builds_on_a_whole_country() -> None:
    state = table()
    own(state, 0, (6, 8, 9))
    assert choose_action(state).startswith("build:")


def test_heuristic_proposes_the_trade_that_completes_a_country() -> None:
    """Trades to its own advantage: it asks for the city that completes its country."""
    state = table()
    own(state, 0, (6, 8))
    own(state, 2, [9])
    assert state.policy.plan_trade(state, 0) == (2, [9], 240 + 640 // 2)
    rng = random.Random(0)
    for _ in range(4):
        state.apply(choose_action(state, rng))
    assert state.trade is not None and state.trade.proposed
    assert state.trade.take == [9] and state.trade.cash == 560


def test_heuristic_does_not_sell_a_country_for_its_bare_price() -> None:
    """It will not sell the city that completes a rival's country for its bare price: it
    changes the terms, asking more, and sends them back (a counter-offer)."""
    state = table()
    own(state, 0, (6, 8))
    own(state, 1, [9])
    for code in ("trade:with:1", "trade:take:9", "trade:cash:+240", "trade:propose"):
        state.apply(code)
    assert trade_gain(state, 1, trade_of(state)) < 0
    assert choose_action(state) == "trade:counter"
    state.apply("trade:counter")
    asked = choose_action(state)
    assert asked.startswith("trade:cash:-") and int(asked[12:]) > 240
    state.apply(asked)
    assert choose_action(state) == "trade:propose"


def test_heuristic_accepts_a_generous_offer() -> None:
    state = table()
    own(state, 1, [39])
    for code in ("trade:with:1", "trade:take:39", "trade:cash:+1500", "trade:propose"):
        state.apply(code)
    assert choose_action(state) == "trade:accept"


def test_heuristic_raises_money_before_going_bankrupt() -> None:
    """It mortgages loose deeds before selling houses, and only then gives up."""
    state = table()
    own(state, 1, (37, 39), level=1)
    own(state, 0, (1, 3), level=1)
    own(state, 0, [5])
    state.cash[0] = 100
    state.pos[0] = 36
    dice(state, 1, 2)
    state.apply("roll")  # Wiedeń with a house: 400 $
    assert state.phase == "debt"
    assert choose_action(state) == "mortgage:5"


def test_strong_bot_chooses_a_legal_move() -> None:
    bot = GAME.make_bot("search")
    state = table()
    dice(state, 4, 5)
    state.apply("roll")
    del state.roll  # back to the seeded dice, which determinize redraws
    code = choose(bot, state, random.Random(1))
    assert code in state.legal_actions()


def test_bots_do_not_read_the_deck_order() -> None:
    """The heuristic decides the same on every determinization of what its seat can see."""
    state = table()
    own(state, 0, (6, 8, 9))
    choices = {choose_action(state.determinize(0, random.Random(s))) for s in range(5)}
    assert len(choices) == 1
