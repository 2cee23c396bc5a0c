"""The table of For Fame & Fortune: the Fortune cards drawn in SVG, the player's hand to pick
and stake from, every player's stakes, the Fortune Multiplier, the deck, and the round's end
with every hand formed and the scoring sums written out as in the rulebook.

The board is the interface: a card in the hand is clickable (`data-action`) when picking or
staking it is legal (during a draft a click chooses, or takes back, a card to pass; on the Active
Player's turn it stakes it), and a Fortune Modifier shows its two ends, each playing it with that
side facing out. The panel keeps only what has no card: give, stop, pass.
"""

from __future__ import annotations

from typing import Any

from .common import UI, esc, labels, named, plain_named, svg_button
from .fame_fortune_story import chronicle as chronicle
from .fame_fortune_story import story as story

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
PICKED = "#00a0ff"
CARD_W, CARD_H = 100, 144
# A card of the hand: as large as a thumb at 360 px (five to a row), at most 104 px wide.
HAND_CARD = "width:clamp(60px,17vw,104px);height:auto"

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


def _parse(code: str) -> tuple[str, int]:
    """(letter, number) of a card code; modifiers give ("M", face)."""
    if code.startswith("M"):
        return "M", int(code[1])
    return code[0], int(code[1:])


def _chips(letter: str, number: int) -> int:
    base = 3 if number == 1 else 2 if number >= 10 else 1
    return base + 3 if letter == "W" else base


def card_name(code: str) -> str:
    letter, number = _parse(code)
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
    action: str | None = None,
    label: str | None = None,
    picked: bool = False,
    facing: str = "",
) -> str:
    """One card at (x, y): number, suit symbol, roman suit rank bottom-left, stake chip
    bottom-right; wild cards in all five suits' colours; modifiers with their face."""
    letter, number = _parse(code)
    w, h = CARD_W * scale, CARD_H * scale
    name = card_name(code) + (f" facing {facing}" if facing else "")
    stroke, width = (PICKED, 5) if picked else ("#333", 1.5)
    if picked:
        y -= 10 * scale
    colour = WILD_COLOUR if letter == "W" else MOD_COLOUR if letter == "M" else SUITS[letter][2]
    outline = f'x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{8 * scale:.1f}"'
    control = ""
    if action:
        # The card is drawn, then covered by a clear control named by its action: the printed
        # figures stay out of the control's name (a speech user says the action; axe).
        attrs = 'aria-hidden="true"'
        control = (
            f'<rect class="ff-hit" {outline} fill="transparent"'
            f" {svg_button(action, label or name)}/>"
        )
    else:
        attrs = f'role="img" aria-label="{esc(label or name)}"'
    parts = [
        f'<g class="ff-card"><g {attrs}>',
        f'<rect {outline} fill="#fffdf6" stroke="{stroke}" stroke-width="{width}"/>',
    ]
    if letter == "M":
        sign = facing[:1] if facing else "±"
        parts.append(
            f'<text x="{x + w / 2:.1f}" y="{y + h * 0.58:.1f}" text-anchor="middle"'
            f' font-size="{40 * scale:.1f}" font-weight="bold" fill="{colour}">'
            f"{esc(sign)}{number}</text>"
            f'<text x="{x + w / 2:.1f}" y="{y + h * 0.85:.1f}" text-anchor="middle"'
            f' font-size="{12 * scale:.1f}" fill="{colour}">Modifier</text>'
        )
        parts.append(f"</g>{control}</g>")
        return "".join(parts)
    parts.append(
        f'<text x="{x + 8 * scale:.1f}" y="{y + 30 * scale:.1f}" font-size="{28 * scale:.1f}"'
        f' font-weight="bold" fill="{colour}">{number}</text>'
    )
    if letter == "W":
        for index, suit in enumerate("DSHCR"):
            parts.append(
                symbol(
                    suit, x + (8 + index * 17) * scale, y + 58 * scale, 15 * scale, SUITS[suit][2]
                )
            )
        parts.append(
            f'<text x="{x + w / 2:.1f}" y="{y + 100 * scale:.1f}" text-anchor="middle"'
            f' font-size="{16 * scale:.1f}" font-weight="bold" fill="{colour}">WILD</text>'
        )
    else:
        parts.append(symbol(letter, x + 28 * scale, y + 42 * scale, 46 * scale, colour))
        parts.append(
            f'<text x="{x + 8 * scale:.1f}" y="{y + h - 10 * scale:.1f}"'
            f' font-size="{17 * scale:.1f}" fill="{colour}">{SUITS[letter][1]}</text>'
        )
    chip_x, chip_y, radius = x + w - 18 * scale, y + h - 18 * scale, 14 * scale
    parts.append(
        f'<circle cx="{chip_x:.1f}" cy="{chip_y:.1f}" r="{radius:.1f}" fill="{colour}"/>'
        f'<text x="{chip_x:.1f}" y="{chip_y + 6 * scale:.1f}" text-anchor="middle"'
        f' font-size="{17 * scale:.1f}" font-weight="bold" fill="#fff">'
        f"{_chips(letter, number)}</text>"
    )
    parts.append(f"</g>{control}</g>")
    return "".join(parts)


def modifier_choice_svg(code: str, x: float, y: float, legal: dict[str, str]) -> str:
    """A Fortune Modifier in the hand on the player's turn: "Facing is important", so the card
    shows both its faces, +N above and -N below, and each plays it with that side facing out."""
    face = _parse(code)[1]
    w, h = CARD_W, CARD_H
    parts = [
        f'<g class="ff-card" role="group" aria-label="{esc(card_name(code))}: play it facing'
        f' + or -">',
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}" height="{h}" rx="8" fill="#fffdf6"'
        f' stroke="{MOD_COLOUR}" stroke-width="2.5"/>',
    ]
    for sign, top in (("+", y), ("-", y + h / 2)):
        action = f"mod:{code}{sign}"
        shown = f"{'+' if sign == '+' else '−'}{face}"
        face_box = f'x="{x + 5:.1f}" y="{top + 5:.1f}" width="{w - 10}" height="{h / 2 - 10:.1f}"'
        parts.append(
            f'<g aria-hidden="true"><rect {face_box}'
            f' rx="6" fill="#f3e7c2" stroke="{MOD_COLOUR}" stroke-width="1.5"/>'
            f'<text x="{x + w / 2:.1f}" y="{top + 38:.1f}" text-anchor="middle"'
            f' font-size="32" font-weight="bold" fill="{MOD_COLOUR}">{shown}</text>'
            f'<text x="{x + w / 2:.1f}" y="{top + 58:.1f}" text-anchor="middle"'
            f' font-size="13" fill="{MOD_COLOUR}">facing {shown[0]}</text></g>'
            f'<rect class="ff-hit" {face_box} fill="transparent"'
            f" {svg_button(action, legal.get(action, action))}/>"
        )
    parts.append("</g>")
    return "".join(parts)


def multiplier_svg(value: int, cap: int, x: float, y: float, scale: float = 1.0) -> str:
    """The Fortune Multiplier card, turned to show its current side."""
    w, h = CARD_W * scale, CARD_H * scale
    return (
        f'<g role="img" aria-label="Fortune Multiplier x{value} (ends at x{cap})">'
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{8 * scale:.1f}"'
        f' fill="#1d2a44" stroke="#d4af37" stroke-width="3"/>'
        f'<text x="{x + w / 2:.1f}" y="{y + h * 0.3:.1f}" text-anchor="middle" fill="#d4af37"'
        f' font-size="{13 * scale:.1f}">Fortune</text>'
        f'<text x="{x + w / 2:.1f}" y="{y + h * 0.66:.1f}" text-anchor="middle" fill="#fff"'
        f' font-size="{44 * scale:.1f}" font-weight="bold">x{value}</text>'
        f'<text x="{x + w / 2:.1f}" y="{y + h * 0.9:.1f}" text-anchor="middle" fill="#d4af37"'
        f' font-size="{11 * scale:.1f}">to x{cap}</text></g>'
    )


def deck_svg(count: int, x: float, y: float, scale: float = 1.0) -> str:
    w, h = CARD_W * scale, CARD_H * scale
    return (
        f'<g role="img" aria-label="Draw deck: {count} cards">'
        f'<rect x="{x + 4:.1f}" y="{y + 4:.1f}" width="{w:.1f}" height="{h:.1f}"'
        f' rx="{8 * scale:.1f}" fill="#6b3b1f"/>'
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{8 * scale:.1f}"'
        f' fill="#8b4a26" stroke="#d4af37" stroke-width="2"/>'
        f'<text x="{x + w / 2:.1f}" y="{y + h / 2 + 10:.1f}" text-anchor="middle" fill="#fff"'
        f' font-size="{30 * scale:.1f}" font-weight="bold">{count}</text></g>'
    )


def _table(view: dict[str, Any], ui: UI) -> str:
    """The multiplier and the deck, then each player: name, Dealer and Active marks, score,
    stake, hand size, and their stake cards and modifiers face up."""
    head = [
        '<svg class="ff-centre" viewBox="0 0 720 130" width="100%" role="group"'
        ' aria-label="Fortune Multiplier and draw deck">',
        '<rect x="0" y="0" width="720" height="130" rx="14" fill="#1f6b43"/>',
        multiplier_svg(view["multiplier"], view["cap"], 14, 10, 0.75),
        deck_svg(view["deck"], 104, 10, 0.75),
        f'<text x="200" y="48" fill="#fff" font-size="30" font-weight="bold">Round'
        f" {view['round']} of {view['rounds']}</text>",
        f'<text x="200" y="90" fill="#fff" font-size="26">Stakes face up:'
        f" {view['faceup']} of 5</text>",
        "</svg>",
    ]
    parts = ["".join(head)]
    if view.get("forced"):
        parts.append(
            '<p class="ff-forced"><strong>The Active Player must stake until the 5th stake card'
            " lies on the table.</strong></p>"
        )
    parts.append('<ul class="ff-players" style="list-style:none;padding:0;margin:0">')
    for seat in range(view["players"]):
        marks = []
        if seat == view["dealer"]:
            marks.append("Dealer")
        if seat == view["active"] and view["phase"] != "over":
            marks.append("Active Player")
        marks.append(f"score {view['scores'][seat]}")
        marks.append(f"stake {view['stake_points'][seat]}")
        marks.append(f"{view['hand_sizes'][seat]} cards in hand{_draft_mark(view, seat)}")
        current = seat == view.get("to_move") and view["phase"] != "over"
        style = "border:2px solid #d4a000;" if current else "border:1px solid #ccc;"
        # A replay shows a hand to whoever looks back ("watching"): not "you", maybe a bot.
        you = "" if seat != ui.seat else " (hand shown)" if ui.extra.get("watching") else " (you)"
        aria = ' aria-current="true"' if current else ""
        who = named(f"@{seat}", ui.names)
        parts.append(
            f'<li data-seat="{seat}" style="{style}border-radius:8px;padding:4px 6px;'
            f'margin:4px 0"{aria}><strong>{who}{you}</strong> · {esc(" · ".join(marks))}'
        )
        faces = [(code, "") for code in view["stakes"][seat]]
        faces += [(entry[:-1], _facing(entry)) for entry in view["mods"][seat]]
        if faces:
            width = len(faces) * 58
            label = esc(plain_named(f"Stake cards of @{seat}", ui.names))
            parts.append(
                f'<svg viewBox="0 0 {width} 84" width="{width}" role="group"'
                f' style="max-width:100%;display:block" aria-label="{label}">'
            )
            for index, (code, facing) in enumerate(faces):
                parts.append(card_svg(code, 2 + index * 58, 2, 0.55, facing=facing))
            parts.append("</svg>")
        parts.append("</li>")
    parts.append("</ul>")
    return "".join(parts)


def _facing(entry: str) -> str:
    return f"{entry[-1]}{entry[1]}"


def _draft_mark(view: dict[str, Any], seat: int) -> str:
    draft = view.get("draft")
    if not draft:
        return ""
    return " · passed" if draft["done"][seat] else " · choosing"


def _hand(view: dict[str, Any], ui: UI) -> str:
    """The player's own hand, a card to a small picture that wraps with the page's width:
    clicking a card picks it (draft) or stakes it (turn); a modifier is played by one of its
    two ends."""
    hand = view.get("hand")
    if not hand:
        return ""
    legal = labels(view)
    picks = set(view.get("picks") or [])
    title = (
        plain_named(f"Hand of @{ui.seat}", ui.names) if ui.extra.get("watching") else "Your hand"
    )
    if view["phase"] == "draft" and view.get("draft") and not ui.extra.get("watching"):
        title += f": choose {view['draft']['need']} card(s) to pass left"
    parts = [
        f'<div class="ff-hand" role="group" aria-label="{esc(title)}">',
        f'<h3 style="margin:8px 0 4px">{esc(title)}</h3>',
        '<div style="display:flex;flex-wrap:wrap;gap:6px">',
    ]
    for code in hand:
        if f"mod:{code}+" in legal:
            inner = modifier_choice_svg(code, 0, 0, legal)
        else:
            action = next((f"{v}:{code}" for v in ("pick", "play") if f"{v}:{code}" in legal), None)
            label = plain_named(legal[action], ui.names) if action else None
            inner = card_svg(code, 0, 0, 1.0, action=action, label=label, picked=code in picks)
        parts.append(f'<svg viewBox="-3 -13 106 160" style="{HAND_CARD}">{inner}</svg>')
    parts.append("</div></div>")
    return "".join(parts)


def _notes(view: dict[str, Any], ui: UI) -> str:
    """The player's best hand so far and the cards they know their left neighbour holds."""
    notes = []
    best = view.get("best")
    if best:
        cards = ", ".join(card_name(c) for c in best["cards"])
        notes.append(esc(f"Your best Fortune Hand now: {best['name']} ({cards})."))
    known = view.get("known_left")
    if known and ui.seat is not None:
        left = (ui.seat + 1) % view["players"]
        cards = ", ".join(card_name(c) for c in known)
        notes.append(named(f"You passed to @{left} (still in that hand): {cards}.", ui.names))
    return "".join(f"<p>{note}</p>" for note in notes)


def _round_end(view: dict[str, Any], ui: UI) -> str:
    """Every hand formed, its name, and the scoring sums as the rulebook writes them."""
    result = view.get("last_round")
    if not result:
        return ""
    parts = [
        '<div class="ff-round panel">',
        f"<h3>Round {result['round']}: the Fortune Hands (multiplier x{result['multiplier']})</h3>",
        '<ul style="list-style:none;padding:0;margin:0">',
    ]
    for seat, hand in enumerate(result["hands"]):
        won = seat in result["winners"]
        text = f"@{seat}: {hand['name']}" + (" (winner)" if won else "")
        if hand.get("wilds"):
            text += f", {hand['wilds']} wild"
        notes = [f"stake {hand['stake']}"]
        if hand["mods"]:
            notes.append(f"modifiers {hand['mods']:+d}")
        if hand["fame"]:
            notes.append(f"Fame Points {hand['fame']}")
        notes.append(f"{hand['delta']:+d} points")
        title = f"<strong>{named(text, ui.names)}</strong>" if won else named(text, ui.names)
        parts.append(f'<li style="margin:4px 0">{title} · {esc(" · ".join(notes))}')
        label = esc(plain_named(f"Fortune Hand of @{seat}", ui.names))
        parts.append(
            f'<svg viewBox="0 0 292 84" width="292" style="max-width:100%;display:block"'
            f' role="group" aria-label="{label}">'
        )
        for index, code in enumerate(hand["cards"]):
            parts.append(card_svg(code, 2 + index * 58, 2, 0.55))
        parts.append("</svg></li>")
    parts.append("</ul><ul>")
    for line in result["lines"]:
        parts.append(f"<li>{named(line, ui.names)}</li>")
    parts.append("</ul></div>")
    return "".join(parts)


def render(view: dict[str, Any], ui: UI) -> str:
    """The board area of For Fame & Fortune for one seat's view."""
    parts = ['<div class="fame-fortune">', _table(view, ui)]
    parts.append(_hand(view, ui))
    parts.append(f'<div class="ff-notes">{_notes(view, ui)}</div>')
    if view["phase"] == "over" or view["faceup"] == 0:
        parts.append(_round_end(view, ui))
    parts.append("</div>")
    return "".join(parts)
