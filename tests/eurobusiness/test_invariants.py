"""Invariants over whole games (random and heuristic play): the Bank's buildings are conserved,
nobody's cash goes negative, evenness holds, and nothing is owned by a player out of the game."""

from __future__ import annotations

import random

from pygames.estate.rules import HOTEL
from pygames.eurobusiness import GAME


def check(state) -> None:  # type: ignore[no-untyped-def]
    houses = sum(lv for lv in state.level if lv < HOTEL)
    hotels = sum(1 for lv in state.level if lv == HOTEL)
    assert houses + state.houses == 32
    assert hotels + state.hotels == 12
    assert all(c >= 0 for c in state.cash)
    for index, holder in enumerate(state.owner):
        if holder >= 0:
            assert state.active[holder]
            assert state.space(index).is_deed
        if state.level[index]:
            assert not state.mortgaged[index] and holder >= 0
            group = state.group_of(index)
            assert all(state.owner[i] == holder for i in group)
    for seat in range(state.players):
        if not state.active[seat]:
            assert state.cash[seat] == 0 and not state.held[seat]
    cards = sum(len(d) for d in state.decks.values()) + sum(len(h) for h in state.held)
    assert cards == 32


def test_invariants_hold_through_whole_games() -> None:
    for seed in range(12):
        players = 2 + seed % 5
        state = GAME.new(
            players, seed, {"fast_start": seed % 3 == 0, "strict_claims": seed % 4 == 1}
        )
        rng = random.Random(seed)
        while not state.over:
            if seed % 2:
                code = state.rollout_action(rng)
            else:
                code = rng.choice([a for a in state.legal_actions() if a != "finish"])
            state.apply(code)
            check(state)


def test_quick_legality_agrees_with_the_list() -> None:
    """`surely_legal` (the fast path of `check`) never admits a code the full list lacks."""
    codes = ["roll", "buy", "decline", "pass", "end", "card:pay", "card:draw", "finish:yes",
             "finish:no", "keep:5", "keep:39", "jail:pay"]  # fmt: skip
    for seed in range(6):
        state = GAME.new(4, seed)
        rng = random.Random(seed)
        while not state.over:
            legal = set(state.legal_actions())
            for code in codes:
                if state.surely_legal(code):
                    assert code in legal, (code, state.phase)
            state.apply(state.rollout_action(rng) if seed % 2 else rng.choice(sorted(legal)))
