"""Scoring a round: stakes, the modified multiplier and what each loser pays each winner.

Rulebook: "[Base Stake (usually 1 point) + Winner's Stake + Losing Player's Stake] multiplied by
the Fortune Multiplier", with the variants' Fortune Stakes, Fame Points and Fortune Modifiers.
Pure functions, so the tests can check the rulebook's example number by number.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from .cards import chips, number_of

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


def sum_text(
    loser: str, winner_stake: int, loser_stake: int, multiplier: int, fame: int = 0
) -> str:
    """The rulebook's written sum: "Player A loses [1 + 4 + 3] x 3 = 24 points."."""
    parts = [str(BASE_STAKE), str(winner_stake), str(loser_stake)]
    if fame:
        parts.append(str(fame))
    _, points = payment(winner_stake, loser_stake, multiplier, fame)
    return f"{loser} loses [{' + '.join(parts)}] x {multiplier} = {points} points"
