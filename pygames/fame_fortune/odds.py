"""The odds of a Fortune Hand, for the strong bot: how often a hand wins at a round's end, and
Monte-Carlo estimates over the cards a player has not seen.

A round is won by the best hand formed at its end from a player's own cards and the five stake
cards; what matters is how a hand compares with the others' hands *then*, after the drafts and
with the table full. `WIN_SHARE` says how often a final hand of each Fortune Hand and top number
beat the best of three other players' final hands, in games of default bots. A player's chance
is then sampled: its own cards (those it keeps), the table, and the cards still to come (those
it will receive in the draft, the stake cards still to be played) drawn at random from the
cards it has not seen.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence

from . import cards as C
from .hands import Key, evaluate

# WIN_SHARE[category][top number]: the share of rounds in which a final hand of that Fortune
# Hand (High card 0 ... Complete Fulfillment 9) whose most significant number is `top` (the top
# of a run, the number of a group) beats the best final hand of the three other players (ties
# count half). Measured over the 1,600 rounds of 400 four-player games of default bots:
# `bench/fame_fortune_bots.py --calibrate`.
# fmt: off
WIN_SHARE: tuple[tuple[float, ...], ...] = (
    # High card
    (0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
     0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000),
    # 2 Fortunes
    (0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
     0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000),
    # 2½ Fortunes
    (0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
     0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000),
    # 3 Fortunes
    (0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
     0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000),
    # 3½ Fortunes
    (0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000,
     0.000, 0.000, 0.001, 0.002, 0.004, 0.009, 0.020),
    # 4 Fortunes
    (0.028, 0.028, 0.030, 0.035, 0.040, 0.044, 0.049, 0.055,
     0.061, 0.066, 0.077, 0.093, 0.108, 0.131, 0.163),
    # Rainbow Fulfillment
    (0.181, 0.181, 0.181, 0.181, 0.181, 0.197, 0.230, 0.261,
     0.281, 0.295, 0.316, 0.351, 0.405, 0.471, 0.611),
    # Partial Fulfillment
    (0.714, 0.714, 0.714, 0.714, 0.714, 0.719, 0.727, 0.734,
     0.741, 0.746, 0.752, 0.762, 0.773, 0.785, 0.792),
    # 5 Fortunes
    (0.792, 0.792, 0.798, 0.810, 0.821, 0.831, 0.838, 0.845,
     0.853, 0.860, 0.872, 0.889, 0.907, 0.930, 0.956),
    # Complete Fulfillment
    (0.970, 0.970, 0.970, 0.970, 0.970, 0.970, 0.970, 0.970,
     0.970, 0.970, 0.970, 0.970, 0.970, 0.970, 0.985),
)
# fmt: on


def win_share(key: Key, players: int) -> float:
    """How often a final hand with this key wins against `players - 1` others.

    The table is for three others; against k others, the share of beating one other player is
    raised to the power k (the others' hands taken as independent)."""
    share = WIN_SHARE[key[0]][key[2]]
    return share if players == 4 else share ** ((players - 1) / 3)


def chance_to_win(
    cards: Sequence[int],
    pool: Sequence[int],
    coming: int,
    players: int,
    rng: random.Random,
    samples: int,
) -> float:
    """The mean win share of `cards` completed by `coming` cards drawn from `pool`."""
    total = 0.0
    for _ in range(samples):
        hand = evaluate([*cards, *rng.sample(pool, min(coming, len(pool)))])
        if hand is not None:
            total += win_share(hand.key, players)
    return total / samples


def passes_by_odds(
    hand: Sequence[int],
    table: Sequence[int],
    need: int,
    pool: Sequence[int],
    coming: int,
    players: int,
    rng: random.Random,
    samples: int,
) -> Generator[None, None, list[int]]:
    """The `need` cards to pass: one at a time, the card whose loss leaves the best chance to
    win, each candidate judged on the same random completions (so that they compare fairly).
    Modifier cards are kept: played, each draws a card. Yields after each card chosen, so that
    a page can paint while a bot thinks."""
    keep = [card for card in hand if card < 78]
    passing: list[int] = []
    for _ in range(min(need, len(keep))):
        draws = [rng.sample(pool, min(coming, len(pool))) for _ in range(samples)]
        best_card, best_score = keep[0], -1.0
        for card in keep:
            rest = [c for c in keep if c != card] + list(table)
            score = sum(
                win_share(found.key, players)
                for found in (evaluate(rest + drawn) for drawn in draws)
                if found is not None
            )
            score += C.chips(card) * 1e-6  # all else equal, pass the richer card
            if score > best_score:
                best_card, best_score = card, score
        keep.remove(best_card)
        passing.append(best_card)
        yield
    modifiers = [card for card in hand if card >= 78]
    return passing + modifiers[: need - len(passing)]


def first_place_chance(
    scores: Sequence[int], stakes: Sequence[int], seat: int, chance: float, multiplier: int
) -> float:
    """The chance that `seat` ends the game first if the round ended now with these stakes:
    it wins the round with `chance`, each other player with an equal share of the rest, and the
    winner collects [1 + its stake + the loser's stake] x multiplier from every loser."""
    players = len(scores)
    total = 0.0
    for winner in range(players):
        final = list(scores)
        for loser in range(players):
            if loser != winner:
                points = (1 + stakes[winner] + stakes[loser]) * multiplier
                final[winner] += points
                final[loser] -= points
        if final[seat] >= max(final):
            total += chance if winner == seat else (1 - chance) / (players - 1)
    return total
