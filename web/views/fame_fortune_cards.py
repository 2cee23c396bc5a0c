"""The cards of For Fame & Fortune as drawn on its table (web/views/fame_fortune.py) and in How to
play here: a card's face (number, suit symbol, roman suit rank, stake chip), the wild cards and
the Fortune Modifiers, the backs, the Fortune Multiplier and a stake chip; and a card's name.
"""

from __future__ import annotations

from .common import esc

# Suit letters as in pygames.fame_fortune.cards (Diamond is "R"); colours of the printed suits.
SUITS = {
    "D": ("Dove", "I", "#3f6fb5"),
    "S": ("Sword", "II", "#4a4f58"),
    "H": ("Heart", "III", "#c8102e"),
    "C": ("Clover", "IV", "#1e8a3a"),
    "R": ("Diamond", "V", "#c77800"),
}
WILD_COLOUR = "#7a3fb0"
MOD_COLOUR = "#8a6d1f"
PICKED = "#0a7fd0"
CARD_W, CARD_H = 100, 144
FACE_BOX = "-2 -2 104 148"  # a card's drawing with room for its outline
# A phone's fanned hand (px): its width at 360 px, a whole card's width (3.3rem) and the least
# width of a card partly covered by the next, to tap it; a hand that needs less takes more rows.
FAN_WIDTH, FAN_CARD, FAN_TAP = 322, 53, 44

# The five suit symbols as SVG shapes in a 20 x 20 box (drawn for this project).
SYMBOLS = {
    "D": (  # a dove in flight: body, raised wing, head and beak
        '<path d="M2 12 C5 9 9 9 12 10.5 L15.5 8 C16.5 7 18 7.2 18.2 8.4 L19.8 8.9 L18 9.6'
        ' L15 12 C13.5 15.5 7 16.5 2 12 Z"/>'
        '<path d="M7 10.5 C7.5 5 10.5 2 14 2.5 C12 5 11.5 8 11 10.6 Z" opacity="0.8"/>'
        '<path d="M2 12 L0.3 10.2 L0.8 13.6 Z"/>'
    ),
    "S": (  # a sword, point up: blade, cross-guard, grip and pommel
        '<path d="M10 0.5 L11.6 3 L11.6 13 L8.4 13 L8.4 3 Z"/>'
        '<rect x="4.5" y="13" width="11" height="2" rx="1"/>'
        '<rect x="9" y="15" width="2" height="3.4"/><circle cx="10" cy="19" r="1.2"/>'
    ),
    "H": '<path d="M10 18.5 C3 13 0.5 9 2 5.5 C3.5 2 8 1.8 10 5.2 C12 1.8 16.5 2 18 5.5'
    ' C19.5 9 17 13 10 18.5 Z"/>',
    "C": (  # three leaves and a stem
        '<circle cx="10" cy="5.5" r="4"/><circle cx="5.4" cy="11" r="4"/>'
        '<circle cx="14.6" cy="11" r="4"/><path d="M9.2 11 L10.8 11 L12 19.5 L8 19.5 Z"/>'
    ),
    "R": '<path d="M10 0.8 L18 10 L10 19.2 L2 10 Z"/>',
}


def parse_code(code: str) -> tuple[str, int]:
    """(letter, number) of a card code; modifiers give ("M", face)."""
    if code.startswith("M"):
        return "M", int(code[1])
    return code[0], int(code[1:])


def _chips(letter: str, number: int) -> int:
    base = 3 if number == 1 else 2 if number >= 10 else 1
    return base + 3 if letter == "W" else base


def card_name(code: str) -> str:
    letter, number = parse_code(code)
    if letter == "M":
        return f"±{number} Fortune Modifier"
    if letter == "W":
        return f"Wild {number}"
    return f"{number} of {SUITS[letter][0]}s"


def symbol(letter: str, x: float, y: float, size: float, colour: str) -> str:
    scale = size / 20
    return (
        f'<g transform="translate({x:.1f} {y:.1f}) scale({scale:.3f})" fill="{colour}"'
        f' aria-hidden="true">{SYMBOLS[letter]}</g>'
    )


def card_svg(
    code: str,
    x: float,
    y: float,
    scale: float = 1.0,
    picked: bool = False,
    facing: str = "",
    index: bool = False,
) -> str:
    """The drawing of one card at (x, y): number, suit symbol, roman suit rank bottom-left,
    stake chip bottom-right; wild cards in all five suits' colours; modifiers with their face
    (`facing` "+2" once played). Its name is given by whoever places it (`face`). `index`
    adds a corner index (class ff-idx): the suit under the number and the chip beside it, for
    a fanned hand that shows only a card's top left corner (the page's style shows it there
    only, the number bigger and the centre's suit, cut there, away)."""
    letter, number = parse_code(code)
    w, h = CARD_W * scale, CARD_H * scale
    stroke, width = (PICKED, 8) if picked else ("#333", 1.5)  # a chosen card: unmistakable
    colour = WILD_COLOUR if letter == "W" else MOD_COLOUR if letter == "M" else SUITS[letter][2]
    outline = f'x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{8 * scale:.1f}"'
    parts = [
        '<g class="ff-card">',
        f'<rect {outline} fill="#fffdf6" stroke="{stroke}" stroke-width="{width}"/>',
    ]
    if letter == "M":
        sign = facing[:1].replace("-", "−") if facing else "±"
        parts.append(
            f'<text x="{x + w / 2:.1f}" y="{y + h * 0.58:.1f}" text-anchor="middle"'
            f' font-size="{40 * scale:.1f}" font-weight="bold" fill="{colour}">'
            f"{esc(sign)}{number}</text>"
            f'<text x="{x + w / 2:.1f}" y="{y + h * 0.85:.1f}" text-anchor="middle"'
            f' font-size="{13 * scale:.1f}" fill="{colour}">Modifier</text></g>'
        )
        return "".join(parts)
    parts.append(
        f'<text class="ff-num" x="{x + 8 * scale:.1f}" y="{y + 30 * scale:.1f}"'
        f' font-size="{28 * scale:.1f}" font-weight="bold" fill="{colour}">{number}</text>'
    )
    if letter == "W":
        for place, suit in enumerate("DSHCR"):
            parts.append(
                symbol(
                    suit, x + (8 + place * 17) * scale, y + 58 * scale, 15 * scale, SUITS[suit][2]
                )
            )
        parts.append(
            f'<text x="{x + w / 2:.1f}" y="{y + 100 * scale:.1f}" text-anchor="middle"'
            f' font-size="{16 * scale:.1f}" font-weight="bold" fill="{colour}">WILD</text>'
        )
    else:
        pip = symbol(letter, x + 28 * scale, y + 42 * scale, 46 * scale, colour)
        parts.append(f'<g class="ff-pip">{pip}</g>' if index else pip)
        parts.append(
            f'<text x="{x + 8 * scale:.1f}" y="{y + h - 10 * scale:.1f}"'
            f' font-size="{17 * scale:.1f}" fill="{colour}">{SUITS[letter][1]}</text>'
        )
    chip_x, chip_y, radius = x + w - 18 * scale, y + h - 18 * scale, 14 * scale
    if index:
        corner = (
            f'<text x="{x + 6 * scale:.1f}" y="{y + 60 * scale:.1f}" font-size="{26 * scale:.1f}"'
            f' font-weight="bold" fill="{colour}">W</text>'
            if letter == "W"
            else symbol(letter, x + 4 * scale, y + 33 * scale, 34 * scale, colour)
        )
        parts.append(
            f'<g class="ff-idx"><g class="ff-corner">{corner}</g>'
            f'<circle cx="{x + 52 * scale:.1f}" cy="{y + 51 * scale:.1f}"'
            f' r="{11 * scale:.1f}" fill="{colour}"/><text x="{x + 52 * scale:.1f}"'
            f' y="{y + 56.5 * scale:.1f}" text-anchor="middle" font-size="{15 * scale:.1f}"'
            f' font-weight="bold" fill="#fff">{_chips(letter, number)}</text></g>'
        )
    parts.append(
        f'<circle cx="{chip_x:.1f}" cy="{chip_y:.1f}" r="{radius:.1f}" fill="{colour}"/>'
        f'<text x="{chip_x:.1f}" y="{chip_y + 6 * scale:.1f}" text-anchor="middle"'
        f' font-size="{17 * scale:.1f}" font-weight="bold" fill="#fff">'
        f"{_chips(letter, number)}</text></g>"
    )
    return "".join(parts)


def face(
    code: str, label: str = "", facing: str = "", picked: bool = False, index: bool = False
) -> str:
    """A card as a picture of its own, named for screen readers by `label` (none: hidden from
    them, as inside a button that carries the name); `index` as in `card_svg`."""
    named_as = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    return (
        f'<svg class="ff-face" viewBox="{FACE_BOX}" {named_as}>'
        f"{card_svg(code, 0, 0, picked=picked, facing=facing, index=index)}</svg>"
    )


def blank() -> str:
    """A Fortune Modifier's card under its two ends (each end says its face)."""
    return (
        f'<svg class="ff-face" viewBox="{FACE_BOX}" aria-hidden="true">'
        f'<rect width="100" height="144" rx="8" fill="#fffdf6" stroke="{MOD_COLOUR}"'
        ' stroke-width="2.5"/></svg>'
    )


def back_svg(label: str = "") -> str:
    """The back of a Fortune card (the deck, a hidden hand)."""
    named_as = f'role="img" aria-label="{esc(label)}"' if label else 'aria-hidden="true"'
    return (
        f'<svg class="ff-back" viewBox="{FACE_BOX}" {named_as}>'
        '<rect width="100" height="144" rx="8" fill="#7b3a1d" stroke="#3b1a0b" stroke-width="1.5"/>'
        '<rect x="7" y="7" width="86" height="130" rx="5" fill="none" stroke="#d4af37"'
        ' stroke-width="2.5"/>'
        '<path d="M50 30 L76 72 L50 114 L24 72 Z" fill="#d4af37" opacity="0.85"/>'
        '<path d="M50 48 L65 72 L50 96 L35 72 Z" fill="#7b3a1d"/></svg>'
    )


def multiplier_svg(value: int, cap: int) -> str:
    """The Fortune Multiplier card, turned to show its current side."""
    return (
        f'<svg class="ff-face" viewBox="{FACE_BOX}" role="img"'
        f' aria-label="Fortune Multiplier x{value} (ends at x{cap})">'
        '<rect width="100" height="144" rx="8" fill="#1d2a44" stroke="#d4af37" stroke-width="3"/>'
        '<text x="50" y="34" text-anchor="middle" fill="#d4af37" font-size="15">Fortune</text>'
        f'<text x="50" y="92" text-anchor="middle" fill="#fff" font-size="50"'
        f' font-weight="bold">x{value}</text>'
        f'<text x="50" y="128" text-anchor="middle" fill="#d4af37" font-size="15">to x{cap}</text>'
        "</svg>"
    )


def chip_svg() -> str:
    """A stake chip, as printed on the cards' corner."""
    return (
        '<svg class="ff-chip" width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">'
        '<circle cx="10" cy="10" r="9" fill="#b8860b" stroke="#5a4000" stroke-width="1"/>'
        '<circle cx="10" cy="10" r="5.5" fill="none" stroke="#fff" stroke-width="1.6"'
        ' stroke-dasharray="2.6 1.7"/></svg>'
    )


def fan(count: int, wide: set[int]) -> tuple[int, str]:
    """How a phone fans a hand of `count` cards out (the page's style reads it): in as few rows
    as leave each card 44 px or more to tap (29 px in one row of ten was too few), each row
    over the foot of the one before; a column whole when its card is the row's last or shows a
    modifier's two ends, the others sharing the rest. (rows, the style's columns)"""
    rows, per_row, columns = 1, count, ["full"]
    while True:
        per_row = -(-count // rows)
        columns = [
            "full"
            if col == per_row - 1 or any(col + row * per_row in wide for row in range(rows))
            else "step"
            for col in range(per_row)
        ]
        full = columns.count("full")
        if full * FAN_CARD + (per_row - full) * FAN_TAP <= FAN_WIDTH or per_row <= 2:
            break
        rows += 1
    steps = max(1, columns.count("step"))
    widths = " ".join("var(--hw)" if kind == "full" else "var(--step)" for kind in columns)
    full = columns.count("full")
    return rows, f"--steps: {steps}; --full: {full}; --bands: {rows - 1}; --fan: {widths}"
