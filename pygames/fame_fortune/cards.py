"""The cards of For Fame & Fortune as plain data, and their short codes.

Source: the rulebook's "Game Components" (65 Fortune cards, 13 in each of 5 suits; 13 Wild
Fortune cards; 4 Fortune Modifier cards) and docs/rulings.md (numbers 1-13, stake chips 1/2/3 and
4/5/6 for wilds; modifier faces ±1, ±1, ±2, ±2).

A card is a small int, so that the hand evaluator and the bots work on ints:
- natural Fortune card: suit * 13 + (number - 1), suits 0..4 in rank order (Dove = I is 0);
- Wild Fortune card: 65 + (number - 1) (suit index WILD = 5);
- Fortune Modifier card: 78..81 (faces 1, 1, 2, 2).
A code is what actions and views carry: suit letter + number ("D7", "R13", "W1") or "M1a".
"""

from __future__ import annotations

# Suits in rank order, highest first (rulebook: "Dove (I) ... Diamond (V)").
SUITS: tuple[str, ...] = ("Dove", "Sword", "Heart", "Clover", "Diamond")
SUIT_PLURALS: tuple[str, ...] = ("Doves", "Swords", "Hearts", "Clovers", "Diamonds")
ROMAN: tuple[str, ...] = ("I", "II", "III", "IV", "V")
# One letter per suit for codes; Diamond is "R" (rhombus) because "D" is the Dove's.
LETTERS: tuple[str, ...] = ("D", "S", "H", "C", "R", "W")
WILD = 5

FORTUNE_CARDS: tuple[int, ...] = tuple(range(65))
WILD_CARDS: tuple[int, ...] = tuple(range(65, 78))
MODIFIER_CARDS: tuple[int, ...] = (78, 79, 80, 81)
MODIFIER_FACE: dict[int, int] = {78: 1, 79: 1, 80: 2, 81: 2}  # docs/rulings.md: ±1, ±1, ±2, ±2
MODIFIER_CODES: dict[int, str] = {78: "M1a", 79: "M1b", 80: "M2a", 81: "M2b"}

HAND_SIZE = 10  # "Deal 10 cards facedown to each player."
STAKES_PER_ROUND = 5  # "The game round ends when the 5th card is played."
FIRST_DRAFT = 5  # "Each player selects 5 cards from their hand of 10 and passes them"


def is_modifier(card: int) -> bool:
    return card >= 78


def suit_of(card: int) -> int:
    """0..4 for the suits, WILD (5) for a Wild Fortune card."""
    return card // 13


def number_of(card: int) -> int:
    """The printed number 1..13 (modifiers have none: 0)."""
    return 0 if card >= 78 else card % 13 + 1


def high_value(card: int) -> int:
    """The number as it ranks: card 1 counts as 14 (docs/rulings.md)."""
    number = number_of(card)
    return 14 if number == 1 else number


def chips(card: int) -> int:
    """Stake chips (bottom right): 1 for 2-9, 2 for 10-13, 3 for card 1; wild cards 4/5/6."""
    if card >= 78:
        return 0
    number = number_of(card)
    base = 3 if number == 1 else 2 if number >= 10 else 1
    return base + 3 if suit_of(card) == WILD else base


def code(card: int) -> str:
    if card >= 78:
        return MODIFIER_CODES[card]
    return f"{LETTERS[suit_of(card)]}{number_of(card)}"


_BY_CODE: dict[str, int] = {code(card): card for card in range(82)}


def parse(text: str) -> int | None:
    """The card a code names, or None."""
    return _BY_CODE.get(text)


def card_of(text: str) -> int:
    """The card a code names, where the code is known good: written by the table (a view) or
    passed by its `check`."""
    return _BY_CODE[text]


FACE_DOWN = 1000  # FACE_DOWN + slot: a card of a secret deck this device cannot read (devices.py)


def name(card: int) -> str:
    """The card in words, for buttons and the log (a private line of another seat, written on
    a device across devices too, names a card it cannot read as one face down)."""
    if card >= FACE_DOWN:
        return "a card face down"
    if card >= 78:
        return f"the ±{MODIFIER_FACE[card]} Fortune Modifier"
    number = number_of(card)
    if suit_of(card) == WILD:
        return f"the Wild {number}"
    return f"the {number} of {SUIT_PLURALS[suit_of(card)]}"


def deck(wild: bool, modifiers: bool) -> list[int]:
    """The cards shuffled for a round: the 65 Fortune cards and the variant cards in play."""
    cards = list(FORTUNE_CARDS)
    if wild:
        cards += WILD_CARDS
    if modifiers:
        cards += MODIFIER_CARDS
    return cards
