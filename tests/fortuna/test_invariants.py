"""Invariants over whole Fortuna games (random and default play, with every option): the
Bank's buildings are conserved, no purse goes negative, evenness holds, nothing is owned by a
player out of the game, every card is somewhere, and a token is never spent twice in a cycle."""

from __future__ import annotations

import random

from pygames.estate.rules import HOTEL
from pygames.fortuna import GAME, FortunaState, data


def check(state: FortunaState) -> None:
    houses = sum(lv for lv in state.level if lv < HOTEL)
    hotels = sum(1 for lv in state.level if lv == HOTEL)
    assert houses + state.houses == data.HOUSES and hotels + state.hotels == data.HOTELS
    assert all(c >= 0 for c in state.cash)
    for index, holder in enumerate(state.owner):
        if holder >= 0:
            assert state.active[holder] and state.space(index).is_deed
        if state.level[index]:
            assert not state.mortgaged[index] and holder >= 0
            assert all(state.owner[i] == holder for i in state.group_of(index))
            levels = [state.level[i] for i in state.group_of(index)]
            assert max(levels) - min(levels) <= 1
    cards = sum(len(d) for d in state.decks.values()) + sum(len(h) for h in state.held)
    assert cards == len(data.CARDS)
    for tokens in state.tokens:
        assert len(set(tokens)) == len(tokens) and set(tokens) <= set(data.TOKENS)
    assert all(state.owner[i] == s for s in range(state.players) for i in state.deeds[s])


def test_invariants_hold_through_whole_games() -> None:
    for seed in range(16):
        players = 4 if seed % 4 == 0 else 2 + seed % 5
        options = {
            "pairs": players == 4 and seed % 8 == 0,
            "dice": seed % 5 == 1,
            "strict_claims": seed % 3 == 1,
            "start_money": (20_000, 15_000, 10_000)[seed % 3],
            "rounds": 40,
        }
        state = GAME.new(players, seed, options)
        rng = random.Random(seed)
        while not state.over:
            if seed % 2:
                code = state.rollout_action(rng)
            else:
                code = rng.choice([a for a in state.legal_actions() if a != "finish"])
            state.apply(code)
            check(state)
