"""The odds of a Fortune Hand, for the strong bot: how often a hand wins at a round's end, and
Monte-Carlo estimates over the cards a player has not seen.

A round is won by the best hand formed at its end from a player's own cards and the five stake
cards; what matters is how a hand compares with the others' hands *then*, after the drafts and
with the table full. `WIN_SHARE` says how often a final hand of each Fortune Hand and top number
beat the best of three other players' final hands, in games of default bots. A player's chance
is then sampled: its own cards (those it keeps), the table, and the cards still to come (those
it will receive in the draft, the stake cards still to be played) drawn at random from the
cards it has not seen. The same table prices what a card gives away: a card passed left joins
the left neighbour's hand, a card staked joins everyone's.

`rank` reads only what the table needs (the Fortune Hand and its top number) and does it by
counting, several times faster than `hands.evaluate`, which it calls only for wild cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator, Iterable, Sequence

from . import cards as C
from .hands import RAINBOW, Key, evaluate

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
    return share(key[0] * 15 + key[2], players)


SHARE: tuple[float, ...] = tuple(WIN_SHARE[r // 15][r % 15] for r in range(150))
"""WIN_SHARE by `rank` (category x 15 + top number)."""


def share(rank_: int, players: int) -> float:
    """`win_share` of a hand's `rank`."""
    found = SHARE[rank_]
    return found if players == 4 else found ** ((players - 1) / 3)


# Per natural card: its number as it ranks (card 1 as 14), its number's bit, its suit's bit.
_VALUE = tuple(14 if card % 13 == 0 else card % 13 + 1 for card in range(65))
_VALUE_BIT = tuple(1 << value for value in _VALUE)
_SUIT_BIT = tuple(1 << (card // 13) for card in range(65))
_DISTINCT: dict[int, bool] = {}  # five numbers' suit masks (5 bits each) -> a rainbow?


def _distinct_suits(masks: Sequence[int]) -> bool:
    """Whether five numbers, each held in the suits of its mask, can show five different suits."""
    used = {0}
    for mask in masks:
        used = {u | 1 << s for u in used for s in range(5) if mask >> s & 1 and not u >> s & 1}
        if not used:
            return False
    return True


def rank(cards: Sequence[int]) -> int:
    """The best Fortune Hand in `cards` as category x 15 + its top number: `evaluate`'s key[0]
    and key[2], which are all that `WIN_SHARE` reads. Counts numbers and suits in bit masks;
    with a wild card among them it asks `evaluate`."""
    found = _masks(cards)
    if found is None:
        hand = evaluate(cards)
        assert hand is not None
        return hand.key[0] * 15 + hand.key[2]
    return _rank(*found)


def _masks(cards: Iterable[int]) -> tuple[list[int], list[int]] | None:
    """Per number (2..14) the suits held, and per suit the numbers held; None with a wild."""
    suits = [0] * 15
    masks = [0, 0, 0, 0, 0]
    for card in cards:
        if card >= 65:
            if card < 78:
                return None
            continue
        suits[_VALUE[card]] |= _SUIT_BIT[card]
        masks[card // 13] |= _VALUE_BIT[card]
    return suits, masks


def _all_masks(
    hands: Iterable[Sequence[int]],
) -> list[tuple[list[int], list[int]]] | None:
    """`_masks` of every hand, or None if any holds a wild card."""
    found = []
    for cards in hands:
        masks = _masks(cards)
        if masks is None:
            return None
        found.append(masks)
    return found


def _toggled(found: tuple[list[int], list[int]], card: int) -> tuple[list[int], list[int]]:
    """Copies of the masks with `card` (a natural card) added if absent, removed if present."""
    suits, masks = found[0][:], found[1][:]
    suits[_VALUE[card]] ^= _SUIT_BIT[card]
    masks[card // 13] ^= _VALUE_BIT[card]
    return suits, masks


def _rank(suits: list[int], masks: list[int]) -> int:
    """`rank` from the masks (`suits` is changed: its number 1 is filled for the run 1-5)."""
    flush = held = 0
    for mask in masks:
        if mask & 16384:
            mask |= 2  # card 1 is low in the run 1-5
        held |= mask
        lows = mask & mask >> 1 & mask >> 2 & mask >> 3 & mask >> 4
        if lows and lows.bit_length() + 3 > flush:
            flush = lows.bit_length() + 3
    if flush == 14:
        return 9 * 15 + 14  # Complete Fulfillment
    counts = [_POP[mask] for mask in suits]
    most = max(counts)
    if most == 5:
        return 8 * 15 + _top(counts, 5)
    if flush:
        return 7 * 15 + flush
    lows = held & held >> 1 & held >> 2 & held >> 3 & held >> 4
    if lows:
        suits[1] = suits[14]
        while lows:
            low = lows.bit_length() - 1
            key = (
                suits[low]
                | suits[low + 1] << 5
                | suits[low + 2] << 10
                | suits[low + 3] << 15
                | suits[low + 4] << 20
            )
            found = _DISTINCT.get(key)
            if found is None:
                found = _DISTINCT[key] = _distinct_suits(suits[low : low + 5])
            if found:
                return RAINBOW * 15 + low + 4
            lows ^= 1 << low
    if most == 4:
        return 5 * 15 + _top(counts, 4)
    if most == 3:
        pairs = sum(1 for count in counts if count >= 2)
        return (4 if pairs >= 2 else 3) * 15 + _top(counts, 3)
    if most == 2:
        pairs = sum(1 for count in counts if count == 2)
        return (2 if pairs >= 2 else 1) * 15 + _top(counts, 2)
    return _top(counts, 1)


_POP = tuple(bin(mask).count("1") for mask in range(32))


def _top(counts: list[int], size: int) -> int:
    """The highest number held `size` times."""
    for value in range(14, 1, -1):
        if counts[value] == size:
            return value
    raise AssertionError("no such number")


def chance_to_win(
    cards: Sequence[int],
    pool: Sequence[int],
    coming: int,
    players: int,
    rng: random.Random,
    samples: int,
) -> float:
    """The mean win share of `cards` completed by `coming` cards drawn from `pool`."""
    cards = [card for card in cards if card < 78]
    if len(cards) + coming < 5:
        return 0.0
    take = min(coming, len(pool))
    total = 0.0
    for _ in range(samples):
        total += share(rank([*cards, *rng.sample(pool, take)]), players)
    return total / samples


# The chance a hand shows on a player's turn (its cards and the table, completed at random) is
# low early in a round: the drafts still to come improve the strong bot's hand more than the
# others'. Fitted on 590 turns of the strong bot against three default bots (logistic, of the
# chance's logit and the stake cards still to come, out of 5): `bench/fame_fortune_bots.py
# --calibrate-turns`. Read 0.2 as 0.41 on the round's first turn and 0.27 on its last.
CALIBRATION = (0.098, 0.880, 0.740)


def calibrated(chance: float, coming: int) -> float:
    """The chance to win the round that a turn's sampled `chance` has meant in play."""
    clipped = min(max(chance, 0.02), 0.98)
    bias, slope, per_coming = CALIBRATION
    z = bias + slope * math.log(clipped / (1 - clipped)) + per_coming * coming / C.STAKES_PER_ROUND
    return 1 / (1 + math.exp(-z))


def passes_by_odds(
    hand: Sequence[int],
    table: Sequence[int],
    need: int,
    pool: Sequence[int],
    coming: int,
    players: int,
    rng: random.Random,
    samples: int,
    left: Sequence[int] = (),
    spite: float = 0.0,
) -> Generator[None, None, list[int]]:
    """The `need` cards to pass: one at a time, the card whose loss leaves the best chance to
    win, less `spite` times what the cards passed give the left neighbour (its win share with
    them, the cards known to be in its hand (`left`) and the table, filled up at random to a
    final hand of 10 cards and 5 stake cards). Each candidate is judged on the same random
    completions, so that they compare fairly. Modifier cards are kept: played, each draws a
    card. Yields after each card chosen, so that a page can paint while a bot thinks."""
    keep = [card for card in hand if card < 78]
    passing: list[int] = []
    theirs = [*table, *left]
    shares = SHARE if players == 4 else tuple(share(r, players) for r in range(150))
    for _ in range(min(need, len(keep))):
        draws = [rng.sample(pool, min(coming, len(pool))) for _ in range(samples)]
        fill = max(0, C.HAND_SIZE + C.STAKES_PER_ROUND - len(theirs) - len(passing) - 1)
        fills = [rng.sample(pool, min(fill, len(pool))) for _ in range(samples)] if spite else []
        # Each completion's masks once; a candidate is then taken out of them (or, for the
        # left neighbour, put in). With a wild card about, every hand is read afresh.
        mine = _all_masks([*keep, *table, *drawn] for drawn in draws)
        given = _all_masks([*theirs, *passing, *more] for more in fills)
        best_card, best_score = keep[0], -math.inf
        for card in keep:
            if mine is not None:
                score = sum(shares[_rank(*_toggled(found, card))] for found in mine)
            else:
                rest = [c for c in keep if c != card] + list(table)
                score = sum(shares[rank(rest + drawn)] for drawn in draws)
            if spite and given is not None:
                score -= spite * sum(shares[_rank(*_toggled(found, card))] for found in given)
            elif spite:
                score -= spite * sum(
                    shares[rank([*theirs, *passing, card, *more])] for more in fills
                )
            score += C.chips(card) * 1e-6  # all else equal, pass the richer card
            if score > best_score:
                best_card, best_score = card, score
        keep.remove(best_card)
        passing.append(best_card)
        yield
    modifiers = [card for card in hand if card >= 78]
    return passing + modifiers[: need - len(passing)]


def stake_harm(
    table: Sequence[int],
    candidates: Sequence[int],
    pool: Sequence[int],
    coming: int,
    players: int,
    rng: random.Random,
    samples: int,
    others: int = 13,
) -> dict[int, float]:
    """What staking each candidate card gives the other players: the mean win share of an
    opponent's final hand (`others` cards of the unseen ones, the table, the stake cards still
    to come) with the candidate among the stake cards, less the same with a stake card drawn
    at random in its place (the table fills up to five cards either way)."""
    pool = [card for card in pool if card < 78]
    size = min(others + coming, len(pool))
    total = dict.fromkeys(candidates, 0.0)
    base = 0.0
    for _ in range(samples):
        drawn = rng.sample(pool, size)
        theirs = [*table, *drawn[1:]]  # drawn[0]: the stake card in the candidate's place
        base += share(rank([*theirs, drawn[0]]), players)
        for card in candidates:
            total[card] += share(rank([*theirs, card]), players)
    return {card: (total[card] - base) / samples for card in candidates}


# One player's points in one round of default bots, as a standard deviation (a winner collects
# some 35 from three losers at x2, a loser pays some 12): what the rounds still to play may move.
ROUND_SPREAD = 22.0
# Probabilists' Gauss-Hermite rule with 7 nodes: E[f(Z)] for Z ~ N(0, 1) as a weighted sum.
_NODES = (
    -3.7504397177,
    -2.3667594107,
    -1.1544053947,
    0.0,
    1.1544053947,
    2.3667594107,
    3.7504397177,
)
_WEIGHTS = (
    0.0005482689,
    0.0307571240,
    0.2401231786,
    0.4571428571,
    0.2401231786,
    0.0307571240,
    0.0005482689,
)


def first_place_chance(
    scores: Sequence[int],
    stakes: Sequence[int],
    seat: int,
    chance: float,
    multiplier: int,
    rounds_left: int = 0,
) -> float:
    """The chance that `seat` ends the game first if the round ended now with these stakes:
    it wins the round with `chance`, each other player with an equal share of the rest, and the
    winner collects [1 + its stake + the loser's stake] x multiplier from every loser. With
    rounds still to play, each player's total then moves by a normal spread of `ROUND_SPREAD`
    a round, independently: first place is a chance even for the one behind."""
    players = len(scores)
    spread = ROUND_SPREAD * math.sqrt(2 * rounds_left)  # of a difference of two players' moves
    total = 0.0
    for winner in range(players):
        final = list(scores)
        for loser in range(players):
            if loser != winner:
                points = (1 + stakes[winner] + stakes[loser]) * multiplier
                final[winner] += points
                final[loser] -= points
        weight = chance if winner == seat else (1 - chance) / (players - 1)
        if not rounds_left:
            total += weight if final[seat] >= max(final) else 0.0
            continue
        # Own move x = z * spread / sqrt(2); each other's beaten with Phi((lead + x) / (spread
        # / sqrt(2))): conditioned on own move, the others' moves are independent.
        half = spread / math.sqrt(2)
        leads = [final[seat] - final[other] for other in range(players) if other != seat]
        first = 0.0
        for node, node_weight in zip(_NODES, _WEIGHTS, strict=True):
            product = 1.0
            for lead in leads:
                product *= 0.5 * (1 + math.erf((lead + node * half) / (half * math.sqrt(2))))
            first += node_weight * product
        total += weight * first
    return total
