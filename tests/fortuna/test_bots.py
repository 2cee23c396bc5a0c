"""Fortuna's bots in the pairs variant: partners share one purse, so a bot never asks its partner
for cash (docs/rulings.md "The table never freezes": bots in a pairs game treat the partner's purse
as their own), and every move a bot makes in a pairs game is one the rules accept."""

from __future__ import annotations

import random

import pytest

from pygames.core import choose
from pygames.estate.rules import HOTEL
from pygames.fortuna import GAME
from pygames.fortuna.state import FortunaState
from tests.estate.helpers import own, ready

LEVELS = ("heuristic", "search")
GREEN = (6, 8, 9)


def human_move(state: FortunaState, rng: random.Random) -> str:
    """A human who plays at random and keeps offering deeds to (and asking them of) the bot
    partner: opening trades, adding a deed or two, proposing, and answering counter-offers."""
    seat = state.to_move
    assert seat is not None
    acts = [a for a in state.legal_actions() if a != "finish"]
    mate = next(s for s in state.partners(seat) if s != seat)
    trade = state.trade
    if state.phase == "turn" and f"trade:with:{mate}" in acts and rng.random() < 0.5:
        return f"trade:with:{mate}"
    if trade is not None and not trade.proposed:
        deeds = [a for a in acts if a.startswith(("trade:give:", "trade:take:"))]
        if deeds and trade.edits < rng.randint(1, 3):
            return rng.choice(deeds)
        return "trade:propose" if "trade:propose" in acts else "trade:cancel"
    plain = [a for a in acts if not a.startswith("trade:with:")]
    return rng.choice(plain or acts)


def play_pairs(level: str, seed: int, humans: int) -> tuple[int, int]:
    """A pairs game of `rounds` 30 where the first `humans` in the order of play are humans and
    the others bots of `level`; every bot move must be legal. Returns (bot moves, bot answers
    to a partner's trade)."""
    state = GAME.new(4, seed, {"pairs": True, "rounds": 30})
    assert isinstance(state, FortunaState)
    bot = GAME.make_bot(level)
    rng = random.Random(seed)
    while state.phase == "order":
        state.apply("lot")
    human = set(state.order[:humans])
    moves = answers = 0
    while not state.over:
        seat = state.to_move
        assert seat is not None
        if seat in human:
            code = human_move(state, rng)
        else:
            code = choose(bot, state, rng)
            reason = state.check(code)
            assert reason is None, f"{level} seed {seed}: {code} refused: {reason}"
            moves += 1
            trade = state.trade
            answers += trade is not None and state.purse[trade.a] == state.purse[trade.b]
        state.apply(code)
    return moves, answers


@pytest.mark.parametrize("level", LEVELS)
def test_bots_in_pairs_make_only_legal_moves(level: str) -> None:
    """docs/rulings.md "The table never freezes": over many pairs games, with humans offering their
    bot partners trades (and bot pairs alone), every move a bot makes is accepted by the rules."""
    moves = answers = 0
    for seed in range(16):
        played, answered = play_pairs(level, seed, humans=(1, 2, 0, 1)[seed % 4])
        moves += played
        answers += answered
    assert moves > 3_000 and answers > 100  # the bots answered their partners many times


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_partner_answers_a_trade_without_asking_for_cash(level: str) -> None:
    """The filed case: a human offers the bot partner a trade; both levels used to counter by
    asking the partner for cash, which the rules refuse ("Partners share one purse")."""
    state = ready(GAME.new(4, 1, {"pairs": True}))
    assert state.partners(0) == [0, 2]
    own(state, 0, (6,))
    own(state, 2, (8, 9))
    for code in ("trade:with:2", "trade:take:8", "trade:propose"):
        state.apply(code)
    answer = choose(GAME.make_bot(level), state, random.Random(0))
    assert answer in ("trade:accept", "trade:refuse") and state.check(answer) is None


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_hands_its_partner_the_plot_that_completes_a_set(level: str) -> None:
    """Partners share a purse: a plot that completes the partner's set is worth more to the pair
    there, so the bot gives it for nothing."""
    state = ready(GAME.new(4, 1, {"pairs": True}))
    own(state, 0, GREEN[:2])
    own(state, 2, GREEN[2:])
    for code in ("trade:with:2", "trade:take:9", "trade:propose"):
        state.apply(code)
    assert choose(GAME.make_bot(level), state, random.Random(0)) == "trade:accept"
    state.apply("trade:accept")
    assert all(state.owner[i] == 0 for i in GREEN) and state.cash[0] == 40_000


def test_the_default_bot_asks_its_partner_for_the_plot_it_lacks() -> None:
    """The default bot completes a set from its partner's deeds without offering cash (the
    purse is one), and its partner, a bot too, agrees."""
    state = ready(GAME.new(4, 1, {"pairs": True}))
    own(state, 0, GREEN[:2])
    own(state, 2, GREEN[2:])
    own(state, 1, (1, 3), level=HOTEL)  # a threat, so the reserve is real
    bot = GAME.make_bot("heuristic")
    rng = random.Random(0)
    codes = []
    while state.owner[9] != 0 and len(codes) < 5:
        codes.append(choose(bot, state, rng))
        assert state.check(codes[-1]) is None
        state.apply(codes[-1])
    assert codes == ["trade:with:2", "trade:take:9", "trade:propose", "trade:accept"]
    assert state.owner[9] == 0 and state.cash[0] == 40_000
