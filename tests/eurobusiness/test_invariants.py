"""Invariants over whole games (random and heuristic play): the Bank's buildings are conserved,
nobody's cash goes negative, evenness holds, and nothing is owned by a player out of the game."""

from __future__ import annotations

import random

from pygames.estate.rules import HOTEL
from pygames.eurobusiness import GAME
from pygames.eurobusiness.state import EurobusinessState


def check(state: EurobusinessState) -> None:
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


def test_check_agrees_with_the_list() -> None:
    """`check` (which asks only what a code needs) opens exactly the listed actions, and
    refuses codes of every kind that are not open, with a reason."""
    probes = ["roll", "buy", "decline", "pass", "stay", "bail", "release", "card:pay",
              "card:draw", "finish", "finish:yes", "finish:no", "keep:5", "lift:39", "bankrupt",
              "build:1", "build:39", "sell:6", "mortgage:5", "unmortgage:12", "claim:3",
              "trade:with:1", "trade:accept", "trade:counter", "trade:propose", "bid:9999999",
              "trade:give:1", "trade:cash:+5"]  # fmt: skip
    for seed in range(8):
        state = GAME.new(4, seed, {"strict_claims": seed % 2 == 1})
        rng = random.Random(seed)
        while not state.over:
            legal = state.legal_actions()
            for code in legal:
                assert state.check(code) is None, (code, state.phase)
            for code in probes:
                if code not in legal and not code.startswith(("bid:", "trade:cash:")):
                    assert state.check(code), (code, state.phase)
            state.apply(state.rollout_action(rng) if seed % 2 else rng.choice(legal))
