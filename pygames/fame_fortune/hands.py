"""The Fortune Hand evaluator: the best 5-card hand from any number of cards.

Works by counting numbers and suits, never by trying every 5 of n. The ranking (rulebook and
docs/rulings.md), best first:

    9 Complete Fulfillment   same-suit run 10-14
    8 5 Fortunes             five cards of one number
    7 Partial Fulfillment    any other same-suit run
    6 Rainbow Fulfillment    a run of five different suits
    5 4 Fortunes             four of one number
    4 3½ Fortunes            three of one number and two of another
    3 3 Fortunes             three of one number              (docs/rulings.md: not listed, needed)
    2 2½ Fortunes            two pairs                         (docs/rulings.md)
    1 2 Fortunes             a pair                            (docs/rulings.md)
    0 High card                                                (docs/rulings.md)

A hand's key compares as a tuple: (category, -wilds used, the five numbers in order of
significance, the five suit strengths in the same order). So within a category fewer wilds win
"regardless of numbers or ranks", then higher numbers, then the higher suit of the highest card
(and of the next cards if still equal; a wild ranks below Diamond there). Card 1 counts as 14,
and as 1 in the run 1-5 only.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import WILD

CATEGORY_NAMES: tuple[str, ...] = (
    "High card",
    "2 Fortunes",
    "2½ Fortunes",
    "3 Fortunes",
    "3½ Fortunes",
    "4 Fortunes",
    "Rainbow Fulfillment",
    "Partial Fulfillment",
    "5 Fortunes",
    "Complete Fulfillment",
)
HIGH, PAIR, TWO_PAIRS, THREE, FULL, FOUR, RAINBOW, PARTIAL, FIVE, COMPLETE = range(10)

Key = tuple[int, ...]


@dataclass(frozen=True)
class Hand:
    """A formed Fortune Hand: its key (compare these), category and the five cards used."""

    key: Key
    cards: tuple[int, ...]

    @property
    def category(self) -> int:
        return self.key[0]

    @property
    def name(self) -> str:
        return CATEGORY_NAMES[self.key[0]]

    @property
    def wilds(self) -> int:
        return -self.key[1]


def _card(suit: int, value: int) -> int:
    """The card id of a suit (0..5) and a value 1..14 (14 and 1 are card 1)."""
    number = 1 if value == 14 else value
    return suit * 13 + number - 1


def _run(top: int) -> tuple[int, ...]:
    """The values of the run ending at `top` (5..14), highest first; 1 is value 14 for lookups."""
    return tuple(range(top, top - 5, -1))


def _lookup(value: int) -> int:
    return 14 if value == 1 else value


# Lookup tables, so that the evaluator counts with bit masks rather than lists of cards.
_VALUE = tuple(14 if card % 13 == 0 else card % 13 + 1 for card in range(78))
_SUITS_IN = tuple(tuple(s for s in range(5) if mask >> s & 1) for mask in range(32))  # best first
_POP = tuple(len(suits) for suits in _SUITS_IN)
_STRENGTH = (4, 3, 2, 1, 0, -1)  # suit strength in tie-breaks: Dove 4 ... Diamond 0, a wild -1
_LOW_ACE = 1 << 14


class _Cards:
    """The cards as bit masks: per value the natural suits held, the wild values, and per suit
    the values held (bit 1 doubles bit 14, for the run 1-5)."""

    __slots__ = ("count", "masks", "suits", "wild")

    def __init__(self, cards: Iterable[int]) -> None:
        suits = [0] * 15
        masks = [0, 0, 0, 0, 0]
        wild = 0
        for card in cards:
            if card >= 78:
                continue
            value = _VALUE[card]
            if card >= 65:
                wild |= 1 << value
            else:
                suit = card // 13
                suits[value] |= 1 << suit
                masks[suit] |= 1 << value
        for suit in range(5):
            if masks[suit] & _LOW_ACE:
                masks[suit] |= 2
        if wild & _LOW_ACE:
            wild |= 2
        self.suits = suits
        self.masks = masks
        self.wild = wild
        self.count = [_POP[suits[v]] + (wild >> v & 1) for v in range(15)]

    def take(self, value: int, size: int) -> list[tuple[int, int]] | None:
        """`size` cards of one value as (suit, value), best suits first, the wild last."""
        suits = _SUITS_IN[self.suits[value]][:size]
        if len(suits) < size:
            if not self.wild >> value & 1 or len(suits) + 1 < size:
                return None
            suits = (*suits, WILD)
        return [(s, value) for s in suits]

    def kickers(self, exclude: tuple[int, ...], size: int) -> list[tuple[int, int]]:
        """The best `size` single cards of other values, highest first.

        Fewer wilds win first, so the highest naturals are chosen and wilds only fill what they
        cannot; the chosen kickers then compare high to low, natural or wild (docs/rulings.md).
        """
        if size <= 0:
            return []
        naturals: list[tuple[int, int]] = []
        wilds: list[tuple[int, int]] = []
        suits, wild = self.suits, self.wild
        for value in range(14, 1, -1):
            if value in exclude:
                continue
            if suits[value]:
                naturals.append((_SUITS_IN[suits[value]][0], value))
                if len(naturals) == size:
                    return naturals
            elif wild >> value & 1:
                wilds.append((WILD, value))
        chosen = naturals + wilds[: size - len(naturals)]
        if wilds and naturals:
            chosen.sort(key=lambda card: -card[1])
        return chosen


def _key(category: int, cards: list[tuple[int, int]]) -> Key:
    wilds = sum(1 for suit, _ in cards if suit == WILD)
    return (
        category,
        -wilds,
        *(value for _, value in cards),
        *(_STRENGTH[suit] for suit, _ in cards),
    )


def _hand(key: Key, cards: list[tuple[int, int]]) -> Hand:
    return Hand(key, tuple(_card(suit, value) for suit, value in cards))


def _lows(mask: int) -> int:
    """Bit `low` set where all five values low..low+4 are in `mask`."""
    return mask & mask >> 1 & mask >> 2 & mask >> 3 & mask >> 4


def _runs(c: _Cards) -> tuple[Key, list[tuple[int, int]]] | None:
    """The best same-suit run (Complete or Partial Fulfillment)."""
    best: tuple[Key, list[tuple[int, int]]] | None = None
    wild = c.wild
    for suit in range(5):
        mask = c.masks[suit]
        lows = _lows(mask | wild)
        low = 10
        while lows:
            if lows >> low & 1:
                lows ^= 1 << low
                cards = [
                    (suit if mask >> value & 1 else WILD, value)
                    for value in range(low + 4, low - 1, -1)
                ]
                key = _key(COMPLETE if low == 10 else PARTIAL, cards)
                if best is None or key > best[0]:
                    best = (key, cards)
            low -= 1
    return best


def _rainbow(c: _Cards) -> tuple[Key, list[tuple[int, int]]] | None:
    """The best run of five different suits (a wild takes the missing suit)."""
    held = c.wild
    for mask in c.masks:
        held |= mask
    lows = _lows(held)
    best: tuple[Key, list[tuple[int, int]]] | None = None
    for low in range(10, 0, -1):
        if not lows >> low & 1:
            continue
        values = _run(low + 4)
        options = []
        for value in values:
            look = _lookup(value)
            choice = list(_SUITS_IN[c.suits[look]])
            if c.wild >> look & 1:
                choice.append(WILD)
            options.append(choice)
        found = _assign(values, options)
        if found is not None:
            key = _key(RAINBOW, found)
            if best is None or key > best[0]:
                best = (key, found)
    return best


def _assign(values: tuple[int, ...], options: list[list[int]]) -> list[tuple[int, int]] | None:
    """The best assignment of distinct suits to the run's values, or None.

    Fewest wilds first: for each number of wilds allowed, a depth-first walk that tries the
    better suit first at each value finds the best assignment first (options list suits best
    first, the wild last)."""
    chosen: list[tuple[int, int]] = []

    def walk(index: int, used: int, wilds: int) -> bool:
        if index == 5:
            return True
        value = values[index]
        for suit in options[index]:
            if suit == WILD:
                if wilds and walk(index + 1, used, wilds - 1):
                    chosen.append((WILD, value))
                    return True
            elif not used >> suit & 1 and walk(index + 1, used | 1 << suit, wilds):
                chosen.append((suit, value))
                return True
        return False

    for wilds in range(sum(WILD in choice for choice in options) + 1):
        if walk(0, 0, wilds):
            chosen.reverse()
            return chosen
    return None


def _groups(c: _Cards, sizes: tuple[int, ...], category: int) -> tuple[Key, list] | None:
    """The best hand of groups of equal numbers (sizes such as (4,), (3, 2), (2, 2)) + kickers.

    Choices come highest numbers first, so the first hand found without a wild is the best."""
    best: tuple[Key, list] | None = None
    count = c.count
    if len(sizes) == 2:
        firsts = [v for v in range(14, 1, -1) if count[v] >= sizes[0]]
        seconds = [v for v in range(14, 1, -1) if count[v] >= sizes[1]]
        choices = [
            (first, second)
            for first in firsts
            for second in seconds
            if first != second and (sizes[0] != sizes[1] or second < first)
        ]
    elif sizes:
        choices = [(v,) for v in range(14, 1, -1) if count[v] >= sizes[0]]
    else:
        choices = [()]
    for chosen in choices:
        cards: list[tuple[int, int]] = []
        for value, size in zip(chosen, sizes, strict=True):
            taken = c.take(value, size)
            if taken is None:
                break
            cards += taken
        else:
            cards += c.kickers(chosen, 5 - len(cards))
            if len(cards) == 5:
                key = _key(category, cards)
                if best is None or key > best[0]:
                    best = (key, cards)
                    if key[1] == 0:
                        break
    return best


def evaluate(cards: Iterable[int]) -> Hand | None:
    """The best Fortune Hand in `cards` (modifiers ignored); None with fewer than 5 cards."""
    c = _Cards(cards)
    if sum(c.count[2:]) < 5:
        return None
    top = max(c.count)
    found = _runs(c)
    if found and found[0][0] == COMPLETE:
        return _hand(*found)
    if top >= 5:
        five = _groups(c, (5,), FIVE)
        if five:
            return _hand(*five)
    if found:
        return _hand(*found)
    for step in (
        lambda: _rainbow(c),
        lambda: _groups(c, (4,), FOUR) if top >= 4 else None,
        lambda: _groups(c, (3, 2), FULL) if top >= 3 else None,
        lambda: _groups(c, (3,), THREE) if top >= 3 else None,
        lambda: _groups(c, (2, 2), TWO_PAIRS) if top >= 2 else None,
        lambda: _groups(c, (2,), PAIR) if top >= 2 else None,
        lambda: _groups(c, (), HIGH),
    ):
        result = step()
        if result:
            return _hand(*result)
    return None  # unreachable with five cards


def name_of(key: Key) -> str:
    return CATEGORY_NAMES[key[0]]


def fame_points(win: Iterable[int], own: Iterable[int], usable: Iterable[int]) -> int:
    """Fame Points: the most OTHER cards the winner owns that form another hand of 4 Fortunes
    or better (4 Fortunes, Rainbow, Partial, 5 Fortunes, Complete), sharing cards as needed.

    `win` is the winning hand, `own` the winner's own cards (hand and own stake cards),
    `usable` everything the winner may form hands from. Only the cards that make the hand
    (the four of 4 Fortunes, all five of a run or of 5 Fortunes) count, as in the rulebook's
    example (four 7s sharing one 7 with the winning hand = 3 Fame Points).
    """
    win_set = set(win)
    extra = {card for card in own if card not in win_set and card < 78}
    usable_set = {card for card in usable if card < 78} | extra
    c = _Cards(usable_set)
    best = 0
    for value in range(2, 15):
        if c.count[value] >= 4:
            number = 1 if value == 14 else value
            mine = sum(1 for card in extra if card % 13 + 1 == number)
            best = max(best, min(mine, 5 if c.count[value] >= 5 else 4))
    # Runs: each run value needs one card; same suit (flush runs) or all suits different.
    for top in range(14, 4, -1):
        values = [_lookup(v) for v in _run(top)]
        per_value = [
            [card for card in usable_set if high_value_of(card) == value] for value in values
        ]
        if any(not cards for cards in per_value):
            continue
        best = max(best, _best_run_fame(per_value, extra))
    return best


def high_value_of(card: int) -> int:
    number = card % 13 + 1
    return 14 if number == 1 else number


def _best_run_fame(per_value: list[list[int]], extra: set[int]) -> int:
    """The most `extra` cards in one run (same suit, or five different suits) from the options."""
    best = -1

    def walk(index: int, suits: list[int], score: int) -> None:
        nonlocal best
        if index == 5:
            natural = [s for s in suits if s != WILD]
            same = len(set(natural)) <= 1
            rainbow = len(set(natural)) == len(natural)
            if same or rainbow:
                best = max(best, score)
            return
        for card in per_value[index]:
            walk(index + 1, [*suits, card // 13], score + (card in extra))

    walk(0, [], 0)
    return max(best, 0)
