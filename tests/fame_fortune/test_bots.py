"""The For Fame & Fortune bots: legal, blind to what their seat cannot see, and better than
random play."""

from __future__ import annotations

import random

from pygames.core import RandomBot, choose
from pygames.fame_fortune import GAME
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.bots import FameSearchBot, HeuristicBot, choose_passes, shortlist

from .helpers import draft_all, ids, new


def test_bot_levels_are_random_heuristic_and_search_with_heuristic_the_default() -> None:
    """Levels "random", "heuristic" (the default) and "search"."""
    assert list(GAME.bots) == ["random", "heuristic", "search"]
    assert GAME.default_bot == "heuristic"


def test_the_heuristic_decides_from_its_seats_view_only() -> None:
    """Two tables that differ only in what the seat cannot see get the same decision."""
    for seed in range(6):
        state = new(4, seed)
        rng = random.Random(seed)
        for _ in range(40 + 13 * seed):
            state.apply(rng.choice(state.legal_actions()))
        seat = state.to_move
        assert seat is not None
        other = state.determinize(seat, random.Random(99))
        assert other.view(seat) == state.view(seat)
        first = choose(HeuristicBot(), state, random.Random(5))
        second = choose(HeuristicBot(), other, random.Random(5))
        assert first == second


def test_the_heuristic_drafts_away_weak_cards() -> None:
    """It keeps its four 7s and its pairs, and passes the loose low cards."""
    hand = ids("D7 S7 H7 C7 D13 S13 R2 H4 C9 S11")
    passing = choose_passes(hand, [], 3)
    assert not {C.code(c) for c in passing} & {"D7", "S7", "H7", "C7"}
    assert len(passing) == 3


def test_the_heuristic_stakes_when_strong_and_passes_when_weak() -> None:
    """Plays stakes when its hand is strong, passes otherwise."""
    state = new(4, 2)
    draft_all(state)
    seat = state.active
    state.hands[seat] = ids("D10 D11 D12 D13 D1 S1 H1 C1 R1 S13")  # unbeatable
    assert choose(HeuristicBot(), state, random.Random(1)).startswith("play:")
    state = new(4, 2)
    draft_all(state)
    seat = state.active
    everything = {c for h in state.hands for c in h} | set(state.deck)
    weak = ids("D2 S3 H4 C6 R8 D9 S10 H12 C13 R7")
    state.hands[seat] = weak
    assert set(weak) <= everything | set(weak)
    assert choose(HeuristicBot(), state, random.Random(1)) == "pass"


def test_the_search_shortlist_keeps_pass_and_two_stakes() -> None:
    """The search weighs pass against the heuristic's rich and cheap stakes."""
    hand = ids("D10 D11 D12 D13 D1 S2 H3 C4 R5 S6")
    legal = [f"play:{C.code(c)}" for c in hand] + ["pass"]
    short = shortlist(legal, hand, [])
    assert "pass" in short and 2 <= len(short) <= 3 and set(short) <= set(legal)
    assert "play:C4" in short  # a loose card, not one of the run


def test_the_search_bot_chooses_legal_actions() -> None:
    """Every decision of the search bot is legal, drafts included."""
    state = new(4, 3)
    bot = FameSearchBot(iterations=20, depth=6)
    rng = random.Random(3)
    for _ in range(60):
        if state.over:
            break
        code = choose(bot, state, rng)
        assert code in state.legal_actions()
        state.apply(code)


def test_the_heuristic_beats_random_play() -> None:
    """Over 40 four-player games (fixed seeds), one heuristic seat wins well above 1 in 4."""
    share = 0.0
    for game in range(40):
        state = new(4, 1000 + game)
        hero = game % 4
        bots = [HeuristicBot() if s == hero else RandomBot() for s in range(4)]
        rng = random.Random(game)
        while not state.over:
            state.apply(choose(bots[state.to_move], state, rng))
        winners = state.outcome().winners
        if hero in winners:
            share += 1 / len(winners)
    assert share / 40 > 0.3
