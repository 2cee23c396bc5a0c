"""What the unseen cards promise: the chances a bot reads from the open cards alone.

Pliny sees the revealed cards, so he knows how many black faces, red faces and red and black
number cards are still among the unseen ones (the rest of the pile and the 8 removed), but not
their order. Every chance here is exact for a random order of those cards, except where a
docstring says it approximates. Action points are counted in red number cards: a red number
card brings on average the mean value of those still unseen.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

from . import data

if TYPE_CHECKING:
    from .state import PliniusState

BLACK_FACES = 6  # J, Q, K of spades and of clubs
RED_FACES = 6
RED_NUMBERS = 16  # 2-9 of hearts and of diamonds
NUMBERS_TOTAL = 2 * sum(range(2, 10))  # of either colour


@lru_cache(maxsize=8192)
def at_least(unseen: int, good: int, draws: int, need: int) -> float:
    """P(at least `need` of `good` marked cards among `draws` drawn from `unseen`)."""
    if need <= 0:
        return 1.0
    if need > good or need > draws:
        return 0.0
    total = math.comb(unseen, draws)
    hits = sum(
        math.comb(good, k) * math.comb(unseen - good, draws - k)
        for k in range(need, min(good, draws) + 1)
    )
    return hits / total


@lru_cache(maxsize=1024)
def caught_table(unseen: int, drawn: int, marks: int, mark: int, reds: int) -> tuple[float, ...]:
    """Entry n: P(the `mark`-th of `marks` marked cards is drawn, i.e. lies within the first
    `drawn` of the `unseen` cards in a random order, while fewer than n of the `reds` come
    before it). Entries run from n = 0 to reds + 1 (beyond that they stay the same).

    The marked cards are the black faces (the flow strikes at one of them) or the red faces
    (the wind turns at one), the reds the red number cards: the chance that a counter needing
    n red cards to get away is caught by the strike.
    """
    table = [0.0]
    others = unseen - marks - reds
    if mark <= 0 or mark > marks or mark > drawn:
        return tuple(table * (reds + 2))
    for before in range(reds + 1):
        exactly = 0.0
        for rest in range(others + 1):
            place = mark + before + rest  # the marked card's position, 1-based
            if place > drawn:
                break
            exactly += (
                math.comb(marks, mark - 1)
                * math.comb(reds, before)
                * math.comb(others, rest)
                / math.comb(unseen, place - 1)
                * (marks - mark + 1)
                / (unseen - place + 1)
            )
        table.append(table[-1] + exactly)
    return tuple(table)


def caught(unseen: int, drawn: int, marks: int, mark: int, reds: int, need: int) -> float:
    """`caught_table`'s entry for `need` red cards."""
    if need <= 0:
        return 0.0
    table = caught_table(unseen, drawn, marks, mark, reds)
    return table[min(need, len(table) - 1)]


# Action points are counted up to this many (more than a deck's red cards bring: 88).
MAX_AP = 90


def odds(state: PliniusState) -> Odds:
    """The chances of `state`'s open cards (shared by every position with the same cards)."""
    red_seen = [
        int(c[0]) for c in state.revealed if c[1] not in data.BLACK_SUITS and c[0].isdigit()
    ]
    black_seen = [int(c[0]) for c in state.revealed if c[1] in data.BLACK_SUITS and c[0].isdigit()]
    return _odds(
        len(state.deck),
        len(state.deck) + len(state.removed),
        RED_NUMBERS - len(red_seen),
        NUMBERS_TOTAL - sum(red_seen),
        sum(1 for v in range(2, 10) if v >= data.OBSERVE_COST) * 2
        - sum(1 for v in red_seen if v >= data.OBSERVE_COST),
        NUMBERS_TOTAL - sum(black_seen),
        state.black_faces,
        state.red_faces,
        state.wind,
        state.fluxus,
        state.nubes,
        state.smoke,
    )


@lru_cache(maxsize=64)
def _odds(*key: int) -> Odds:
    return Odds(*key)


class Odds:
    """The chances of one set of open cards, as curves over the AP still needed (each computed
    the first time it is asked for)."""

    def __init__(
        self,
        drawn: int,
        unseen: int,
        reds: int,
        red_sum: int,
        big: int,
        black_sum: int,
        black_faces: int,
        red_faces: int,
        wind: int,
        fluxus: int,
        nubes: int,
        smoke: int,
    ) -> None:
        self.drawn = drawn
        self.unseen = unseen
        self.reds = reds
        self.red_sum = red_sum
        self.mean_ap = red_sum / reds if reds else 0.0
        self.big_share = big / reds if reds else 0.0  # red cards worth an observation (6+)
        self.black_sum = black_sum
        self.faces = BLACK_FACES - black_faces
        self.black_faces = black_faces
        self.red_faces_left = RED_FACES - red_faces
        self.wind_needs = data.WIND_TURNS_AT - red_faces if wind > 0 else 0
        self.fluxus = fluxus
        self.nubes = nubes
        self.smoke = smoke
        self._stunned: dict[int, list[float]] = {}
        # Per band (index 0: Misenum, never struck), the chance of being caught there as a
        # curve over the AP still needed: read many times per position, so made at once.
        self.caught_curves: list[list[float] | None] = [None] + [
            [1.0] * (MAX_AP + 1) if band <= fluxus else self._caught_curve(band)
            for band in range(1, len(data.TRACK) + 1)
        ]
        self.in_time_curve = self._curve(lambda k: at_least(unseen, reds, drawn, k))
        # What the plans promise on their own, by position (plans.py): the same for every
        # position with these cards, so worth keeping while the hint weighs them.
        self.memo: dict[tuple[object, ...], float | None] = {}

    def cards(self, ap: int) -> float:
        """How many red number cards `ap` action points take: one at least, then by the mean."""
        if ap <= 0:
            return 0.0
        if self.mean_ap <= 0:
            return math.inf
        return max(1.0, ap / self.mean_ap)

    def _curve(self, chance: Callable[[int], float]) -> list[float]:
        """chance(k red cards) as a curve over AP 0..MAX_AP, k interpolated between cards."""
        curve = []
        for ap in range(MAX_AP + 1):
            cards = self.cards(ap)
            if math.isinf(cards):
                curve.append(chance(self.reds + 1))
                continue
            low = math.floor(cards)
            part = cards - low
            value = chance(low)
            if part:
                value = (1 - part) * value + part * chance(low + 1)
            curve.append(value)
        return curve

    @staticmethod
    def at(curve: list[float], ap: float) -> float:
        """A curve's value at `ap` (rounded; beyond the curve, its last value)."""
        index = int(ap + 0.5)
        return curve[index if index < MAX_AP else MAX_AP] if index > 0 else curve[0]

    def strikes(self, band: int) -> float:
        """The chance that the flow still strikes `band` before the deck runs out."""
        if band == data.NO_COLOUR:
            return 0.0
        if band <= self.fluxus:
            return 1.0
        chance = at_least(self.unseen, self.faces, self.drawn, band - self.black_faces)
        if band == data.LAST_BOX and self.wind_needs:
            chance *= at_least(self.unseen, self.red_faces_left, self.drawn, self.wind_needs)
        return chance

    def caught(self, band: int, ap: float) -> float:
        """The chance that the flow strikes `band` before `ap` more action points have come."""
        if band == data.NO_COLOUR or ap <= 0:
            return 0.0
        curve = self.caught_curves[band]
        assert curve is not None
        return self.at(curve, ap)

    def _caught_curve(self, band: int) -> list[float]:
        need = band - self.black_faces
        unseen, drawn, reds = self.unseen, self.drawn, self.reds
        faces = self._curve(lambda k: caught(unseen, drawn, self.faces, need, reds, k))
        if band != data.LAST_BOX or not self.wind_needs:
            return faces
        # Both the sixth face and the wind's turn: caught when the later of the two comes too
        # soon (approximated as the product of the two chances).
        left, needs = self.red_faces_left, self.wind_needs
        wind = self._curve(lambda k: caught(unseen, drawn, left, needs, reds, k))
        if need <= 0:
            return wind
        return [a * b for a, b in zip(faces, wind, strict=True)]

    def in_time(self, ap: float) -> float:
        """The chance that `ap` more action points come before the deck runs out."""
        return 1.0 if ap <= 0 else self.at(self.in_time_curve, ap)

    def stunned(self, band: int, ap: float) -> float:
        """Roughly, the chance that the smoke reaches `band` before `ap` more action points have
        come (the black number cards' total grows as fast as the red ones' AP, on average);
        `ap` infinite: before the deck runs out."""
        if band == data.NO_COLOUR or data.TRACK[band - 1][0] is None:
            return 0.0  # Misenum, and the first box, which Nubes starts in and never enters
        if band <= self.nubes:
            return 1.0
        curve = self._stunned.get(band)
        if curve is None:
            curve = self._stunned[band] = self._stunned_curve(band)
        if math.isinf(ap):
            return curve[-1]
        return self.at(curve, min(ap, MAX_AP - 1))

    def _stunned_curve(self, band: int) -> list[float]:
        gap = (data.TRACK[band - 1][0] or 0) - self.smoke
        share = self.drawn / self.unseen if self.unseen else 0.0
        ever = 1 / (1 + math.exp(-(self.black_sum * share - gap) / 6))
        if band == data.LAST_BOX and self.wind_needs:
            ever *= at_least(self.unseen, self.red_faces_left, self.drawn, self.wind_needs)
        rate = self.black_sum / self.red_sum if self.red_sum else 0.0
        curve = [min(ever, 1 / (1 + math.exp(-(ap * rate - gap) / 6))) for ap in range(MAX_AP)]
        curve.append(ever)  # the last entry: by the end of the deck
        return curve
