"""Scoring a round: stakes, the modified multiplier and what each loser pays each winner.

Rulebook: "[Base Stake (usually 1 point) + Winner's Stake + Losing Player's Stake] multiplied by
the Fortune Multiplier", with the variants' Fortune Stakes, Fame Points and Fortune Modifiers.
Pure functions, so the tests can check the rulebook's example number by number.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import MODIFIER_FACE, chips, number_of
from .hands import Hand, evaluate, fame_points

BASE_STAKE = 1  # "Base Stake (usually 1 point)"


def stake_points(stake_cards: Sequence[int], fortune_stakes: bool) -> int:
    """The chips on a player's stake cards; with Fortune Stakes, times the most of one number.

    Rulebook example: "10, 10, 9 played as stake = (2+2+1) x 2 = 10 stake points." Several
    groups (two pairs) multiply by the largest group only (README, Rulings).
    """
    total = sum(chips(card) for card in stake_cards)
    if fortune_stakes and stake_cards:
        most = max(Counter(number_of(card) for card in stake_cards).values())
        if most >= 2:
            total *= most
    return total


def modified_multiplier(multiplier: int, winner_mods: int, loser_mods: int) -> int:
    """The Fortune Multiplier plus the winner's and the loser's modifiers, at least 1."""
    return max(1, multiplier + winner_mods + loser_mods)


def payment(winner_stake: int, loser_stake: int, multiplier: int, fame: int = 0) -> tuple[int, int]:
    """(the sum in brackets, the points) one loser pays one winner."""
    bracket = BASE_STAKE + winner_stake + loser_stake + fame
    return bracket, bracket * multiplier


@dataclass(frozen=True)
class Payment:
    """What one loser pays one winner, and the terms of its sum."""

    winner: int
    loser: int
    winner_stake: int
    loser_stake: int
    multiplier: int
    fame: int
    points: int


@dataclass(frozen=True)
class RoundScore:
    """A round's reckoning: each seat's best hand, the winners, each seat's stake points,
    modifiers, Fame Points and gain or loss, and every payment in the rulebook's order."""

    formed: list[Hand]
    winners: list[int]
    stakes: list[int]
    mods: list[int]
    fame: list[int]
    delta: list[int]
    payments: list[Payment]


def score_round(
    usable: list[list[int]],
    own: list[list[int]],
    stake_cards: list[list[int]],
    mod_cards: list[list[tuple[int, int]]],
    multiplier: int,
    fortune_stakes: bool,
    fame_on: bool,
) -> RoundScore:
    """The best hand of each seat from its `usable` cards; every loser pays every winner (tied
    winners pay each other nothing). `own` is each seat's hand and stake, for Fame Points."""
    n = len(usable)
    formed: list[Hand] = []
    for cards in usable:
        hand = evaluate(cards)
        assert hand is not None
        formed.append(hand)
    best = max(h.key for h in formed)
    winners = [s for s in range(n) if formed[s].key == best]
    stakes = [stake_points(stake_cards[s], fortune_stakes) for s in range(n)]
    mods = [sum(MODIFIER_FACE[c] * sign for c, sign in mod_cards[s]) for s in range(n)]
    fame = [0] * n
    if fame_on:
        for w in winners:
            fame[w] = fame_points(formed[w].cards, own[w], usable[w])
    delta = [0] * n
    payments = []
    for w in winners:
        for loser in range(n):
            if loser in winners:
                continue
            mult = modified_multiplier(multiplier, mods[w], mods[loser])
            _, points = payment(stakes[w], stakes[loser], mult, fame[w])
            delta[w] += points
            delta[loser] -= points
            payments.append(Payment(w, loser, stakes[w], stakes[loser], mult, fame[w], points))
    return RoundScore(formed, winners, stakes, mods, fame, delta, payments)
