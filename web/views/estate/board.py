"""The square board in SVG: spaces with their colour bands, names and prices, buildings,
owners' marks, mortgages, the pawns in a strip of their own (never over a name), the last move
and, for a player moving by tokens, where each token would land.

START is at the bottom right and play runs clockwise, as on the printed boards. Every space is a
control (`data-space`) that opens its card (the app draws it with `dialog`).
"""

from __future__ import annotations

from typing import Any

from pygames.core.i18n import N_, tr
from pygames.estate.rules import CHANCE, CITY, DETENTION, HOTEL

from ..common import esc, plain_named, svg_button
from .theme import Theme

SIZE = 1100
CORNER = 125
BAND = 26
STRIP = 34  # the pawns' strip along a space's outer edge
SIDE_STRIP = 26  # on the left and right sides, the strip runs along a space's foot
PAWN = 11


def cell(theme: Theme, index: int) -> tuple[float, float, float, float, str]:
    """x, y, width, height and side ("bottom", "left", "top", "right", "corner") of a space."""
    side = theme.side
    edge = (SIZE - 2 * CORNER) / (side - 1)
    row, k = divmod(index, side)
    if k == 0:
        corners = ((SIZE - CORNER, SIZE - CORNER), (0, SIZE - CORNER), (0, 0), (SIZE - CORNER, 0))
        x, y = corners[row]
        return x, y, CORNER, CORNER, "corner"
    if row == 0:
        return SIZE - CORNER - k * edge, SIZE - CORNER, edge, CORNER, "bottom"
    if row == 1:
        return 0, SIZE - CORNER - k * edge, CORNER, edge, "left"
    if row == 2:
        return CORNER + (k - 1) * edge, 0, edge, CORNER, "top"
    return SIZE - CORNER, CORNER + (k - 1) * edge, CORNER, edge, "right"


def _band(x: float, y: float, w: float, h: float, side: str) -> tuple[float, float, float, float]:
    """The colour band on the board's inner edge of a space."""
    if side == "bottom":
        return x, y, w, BAND
    if side == "top":
        return x, y + h - BAND, w, BAND
    if side == "left":
        return x + w - BAND, y, BAND, h
    return x, y, BAND, h


def _strip(x: float, y: float, w: float, h: float, side: str) -> tuple[float, float, float, float]:
    """The outer strip of a space, where pawns and token marks stand."""
    if side == "bottom":
        return x, y + h - STRIP, w, STRIP
    if side == "top":
        return x, y, w, STRIP
    if side == "left":
        return x, y + h - SIDE_STRIP, w - BAND, SIDE_STRIP  # along the foot: names keep the width
    if side == "right":
        return x + BAND, y + h - SIDE_STRIP, w - BAND, SIDE_STRIP
    return x + 6, y + h - STRIP - 4, w - 12, STRIP  # a corner: along its foot


def _text_box(x: float, y: float, w: float, h: float, side: str, city: bool) -> tuple[float, ...]:
    """The part of a space left for its name and price."""
    band = BAND if city else 0
    if side == "bottom":
        return x, y + band, w, h - band - STRIP
    if side == "top":
        return x, y + STRIP, w, h - band - STRIP
    if side == "left":
        return x, y, w - band, h - SIDE_STRIP
    if side == "right":
        return x + band, y, w - band, h - SIDE_STRIP
    return x, y, w, h - STRIP


def words(name: str, width: float, size: float = 15) -> list[str]:
    """Split a name into lines that fit `width` at a font size (about 0.56 em a letter)."""
    per_line = max(int(width / (size * 0.56)), 4)
    lines: list[str] = []
    for word in name.split():
        if lines and len(lines[-1]) + 1 + len(word) <= per_line:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _slots(box: tuple[float, float, float, float], count: int) -> list[tuple[float, float]]:
    """Places for `count` round markers in a strip, rows of as many as fit."""
    x, y, w, h = box
    across = max(int(w // (2 * PAWN + 3)), 1)
    rows = (count + across - 1) // across
    out = []
    for k in range(count):
        row, col = divmod(k, across)
        in_row = min(across, count - row * across)
        cx = x + w / 2 + (col - (in_row - 1) / 2) * (2 * PAWN + 3)
        cy = y + h / 2 + (row - (rows - 1) / 2) * (2 * PAWN + 2)
        out.append((cx, cy))
    return out


def _buildings(band: tuple[float, float, float, float], side: str, level: int) -> str:
    if not level:
        return ""
    bx, by, bw, bh = band
    horizontal = side in ("bottom", "top")
    if level == HOTEL:
        w, h = (40, 18) if horizontal else (18, 40)
        return (
            f'<rect x="{bx + bw / 2 - w / 2:.1f}" y="{by + bh / 2 - h / 2:.1f}" width="{w}"'
            f' height="{h}" fill="#c62828" stroke="#fff"><title>{esc(tr("a hotel"))}</title></rect>'
        )
    out = []
    for k in range(level):
        offset = (k - (level - 1) / 2) * 17
        cx = bx + bw / 2 + (offset if horizontal else 0)
        cy = by + bh / 2 + (0 if horizontal else offset)
        out.append(
            f'<rect x="{cx - 7:.1f}" y="{cy - 7:.1f}" width="14" height="14" fill="#2e7d32"'
            ' stroke="#fff"/>'
        )
    title = houses(level)
    return f"<g><title>{esc(title)}</title>{''.join(out)}</g>"


HOUSES = (
    "",
    N_("1 house"),
    N_("2 houses"),
    N_("3 houses"),
    N_("4 houses"),
    N_("a hotel"),
)
WITH_HOUSES = (
    N_("Rent"),
    N_("With 1 house"),
    N_("With 2 houses"),
    N_("With 3 houses"),
    N_("With 4 houses"),
    N_("With a hotel"),
)


def houses(level: int) -> str:
    """The buildings on a plot in words (each count its own message: plurals differ)."""
    return tr(HOUSES[level]) if level else ""


def space_svg(theme: Theme, view: dict[str, Any], index: int, names: list[str]) -> str:
    space = theme.spaces[index]
    x, y, w, h, side = cell(theme, index)
    owner = view["owner"][index]
    mortgaged = view["mortgaged"][index]
    figure = ""
    if mortgaged:
        figure = tr("mortgaged")
    elif space.kind != CHANCE and (space.price or space.amount):
        figure = printed_price(theme, space.price or space.amount)
    # The name starts with the words on the space, as shown (WCAG 2.5.3, "label in name": a
    # person using speech control says what they see).
    glossed = theme.gloss(space.name)
    title = " ".join(filter(None, (space.name, figure))) + glossed.removeprefix(space.name)
    if space.is_deed and figure and figure != money(theme, space.price):
        title += ", " + tr("price {price}", price=money(theme, space.price))  # with its currency
    if space.is_deed and owner >= 0:
        title += ", " + tr("owned by {who}", who=plain_named(f"@{owner}", names))
    label = tr("{space}: open its card", space=title)
    out = [
        f'<g class="space" data-space="{index}" data-open="deed:{index}" role="button"'
        f' tabindex="0" aria-label="{esc(label)}"><title>{esc(title)}</title>',
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}"'
        f' fill="{"#d9d4c7" if mortgaged else "#f7f3e6"}" stroke="#333" stroke-width="1.5"/>',
    ]
    city = space.kind == CITY
    if city:
        band = _band(x, y, w, h, side)
        out.append(
            f'<rect x="{band[0]:.1f}" y="{band[1]:.1f}" width="{band[2]:.1f}"'
            f' height="{band[3]:.1f}" fill="{theme.colours[space.group]}" stroke="#333"/>'
        )
        out.append(_buildings(band, side, view["level"][index]))
    tx, ty, tw, th = _text_box(x, y, w, h, side, city)
    if space.kind == CHANCE:
        mark = theme.deck_marks.get(space.deck, "?")
        colour = theme.deck_colours.get(space.deck, "#333")
        out.append(
            f'<text x="{tx + tw / 2:.1f}" y="{ty + th / 2 + 14:.1f}" font-size="48"'
            f' font-weight="bold" text-anchor="middle" fill="{colour}">{esc(mark)}</text>'
            f'<text x="{tx + tw / 2:.1f}" y="{ty + th - 4:.1f}" font-size="15"'
            f' text-anchor="middle">{esc(space.name)}</text>'
        )
    else:
        size = 19 if side == "corner" else 18
        longest = max((len(word) for word in space.name.split()), default=1)
        size = min(size, int((tw - 6) / (longest * 0.56)))  # a long word still fits
        lines = words(space.name, tw - 4, size)[:4]
        height = len(lines) * (size + 2) + (20 if figure else 0)
        top = ty + (th - height) / 2 + size
        middle = f"{tx + tw / 2:.1f}"
        # One text of lines, spaced, so that its words read as the space's name does.
        parts = [
            f'<tspan x="{middle}" y="{top + number * (size + 2):.1f}" font-size="{size}"'
            f' font-weight="600">{esc(line)}</tspan>'
            for number, line in enumerate(lines)
        ]
        if figure:
            parts.append(
                f'<tspan x="{middle}" y="{top + len(lines) * (size + 2) + 4:.1f}" font-size="15"'
                f' fill="{"#9b1c1c" if mortgaged else "#222"}">{esc(figure)}</tspan>'
            )
        out.append(f'<text text-anchor="middle">{" ".join(parts)}</text>')
    if owner >= 0:
        sx, sy, sw, sh = _strip(x, y, w, h, side)
        if side in ("bottom", "top"):
            edge_y = sy + sh - 5 if side == "bottom" else sy
            out.append(
                f'<rect x="{sx + 2:.1f}" y="{edge_y:.1f}" width="{sw - 4:.1f}" height="5"'
                f' fill="{theme.pawns[owner % 6]}"/>'
            )
        else:
            edge_x = x if side == "left" else x + w - 5
            out.append(
                f'<rect x="{edge_x:.1f}" y="{y + 2:.1f}" width="5" height="{h - 4:.1f}"'
                f' fill="{theme.pawns[owner % 6]}"/>'
            )
    out.append("</g>")
    return "".join(out)


def printed_price(theme: Theme, amount: int) -> str:
    """A price as a space shows it: with a sign of a currency ("400 $"), but a currency that is a
    word ("ducats", "dukatów") left to the card, so the figure fits the space."""
    if len(theme.rules.currency) <= 2:
        return money(theme, amount)
    return money(theme, amount).rsplit("\u00a0", 1)[0]


def money(theme: Theme, amount: int) -> str:
    from pygames.core.i18n import Money

    return str(Money(amount, theme.rules.currency))


def walk_svg(theme: Theme, view: dict[str, Any]) -> str:
    """The last move, plain to see: the spaces passed lightly, the landing outlined."""
    walk = view.get("walk")
    if not walk:
        return ""
    seat, start, steps = walk
    count = len(theme.spaces)
    out = []
    for k in range(1, steps + 1):
        x, y, w, h, _ = cell(theme, (start + k) % count)
        last = k == steps
        out.append(
            f'<rect x="{x + 3:.1f}" y="{y + 3:.1f}" width="{w - 6:.1f}" height="{h - 6:.1f}"'
            f' fill="{"none" if last else "#ffd54a"}" fill-opacity="0.28"'
            f' stroke="{theme.pawns[seat % 6] if last else "none"}" stroke-width="5"'
            ' pointer-events="none"/>'
        )
    return f'<g class="walk" aria-hidden="true">{"".join(out)}</g>'


def slot_centre(theme: Theme, index: int) -> tuple[float, float]:
    """The middle of a space's strip, where a pawn passing by stands."""
    x, y, w, h, side = cell(theme, index)
    sx, sy, sw, sh = _strip(x, y, w, h, side)
    return sx + sw / 2, sy + sh / 2


def walk_points(theme: Theme, view: dict[str, Any], seat: int, at: tuple[float, float]) -> str:
    """The spaces the pawn of `seat` passed on its last move, as points for its walk
    (`data-walk`), ending where it stands; nothing when its last move was no walk (sent to
    detention, moved by a card) or it is another pawn's."""
    walk = view.get("walk")
    count = len(theme.spaces)
    if not walk or walk[0] != seat or (walk[1] + walk[2]) % count != view["pos"][seat]:
        return ""
    start, steps = walk[1], walk[2]
    points = [slot_centre(theme, (start + k) % count) for k in range(steps)] + [at]
    return " ".join(f"{x:.0f},{y:.0f}" for x, y in points)


def pawns_svg(theme: Theme, view: dict[str, Any], names: list[str]) -> str:
    """The pawns in their spaces' strips; the player to move ringed. A detained pawn stands in
    the detention corner's inner square, a visiting one along its foot. Each pawn is the same
    element from move to move (`id`), so it walks the spaces it passes (`data-walk`) or glides
    (`data-glide`), and a zoomed board follows the one that moved last (`data-follow`)."""
    here: dict[tuple[int, bool], list[int]] = {}
    for seat, pos in enumerate(view["pos"]):
        if view["active"][seat]:
            held = bool(view["detained"][seat])
            here.setdefault((pos, held), []).append(seat)
    mover = view.get("to_move")
    current = view.get("current")
    walk = view.get("walk")
    moved = walk[0] if walk else current  # the pawn that moved last, else the one to move
    out = []
    for (pos, held), seats in here.items():
        x, y, w, h, side = cell(theme, pos)
        box = _strip(x, y, w, h, side)
        if held and theme.spaces[pos].kind == DETENTION:
            box = (x + w - 80, y + 6, 74, 50)
        for seat, (cx, cy) in zip(seats, _slots(box, len(seats)), strict=True):
            now = seat in (current, mover)
            label = plain_named(f"@{seat}", names)
            ring = (
                f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{PAWN + 5}" fill="none" stroke="#ffd400"'
                ' stroke-width="4" class="now-ring"/>'
                if now
                else ""
            )
            followed = ' data-follow=""' if seat == moved else ""
            walk = walk_points(theme, view, seat, (cx, cy))
            walking = f' data-walk="{walk}"' if walk else ""
            out.append(
                f'<g class="pawn" id="pawn-{seat}" data-glide=""{walking}{followed}>'
                f"<title>{esc(label)}</title>"
                f'{ring}<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{PAWN}"'
                f' fill="{theme.pawns[seat % 6]}" stroke="#000" stroke-width="2"/>'
                f'<text x="{cx:.1f}" y="{cy + 4:.1f}" font-size="13" text-anchor="middle"'
                f' fill="#fff" font-weight="bold">{seat + 1}</text></g>'
            )
    return "".join(out)


def inner_edge(theme: Theme, index: int) -> tuple[float, float]:
    """The middle of a space's edge that faces the board's middle: where its overlay stands."""
    x, y, w, h, side = cell(theme, index)
    return {
        "bottom": (x + w / 2, y),
        "top": (x + w / 2, y + h),
        "left": (x + w, y + h / 2),
        "right": (x, y + h / 2),
    }.get(side, (x + w / 2, y + h / 2))


def token_marks(theme: Theme, view: dict[str, Any], acts: dict[str, str]) -> str:
    """Where each of the mover's tokens would land, marked on the board; a click on a mark lays
    that token (the board is the interface)."""
    seat = view.get("to_move")
    tokens = view.get("tokens")
    if seat is None or not tokens or view["phase"] != "turn" or view["detained"][seat]:
        return ""
    count = len(theme.spaces)
    start = view["pos"][seat]
    out = []
    for number in tokens[seat]:
        code = f"token:{number}"
        target = (start + number) % count
        x, y, w, h, side = cell(theme, target)
        sx, sy, sw, sh = _strip(x, y, w, h, side)
        cx, cy = sx + sw / 2, sy + sh / 2
        title = tr(
            "Token {number} lands on {space}", number=number, space=theme.spaces[target].name
        )
        attrs = svg_button(code, acts[code]) if code in acts else f'aria-label="{esc(title)}"'
        out.append(
            f'<g class="token-mark" {attrs}><title>{esc(title)}</title>'
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="13" fill="#fffbe6"'
            f' stroke="{theme.pawns[seat % 6]}" stroke-width="3" stroke-dasharray="4 2"/>'
            f'<text x="{cx:.1f}" y="{cy + 5:.1f}" font-size="14" font-weight="bold"'
            f' text-anchor="middle">{number}</text></g>'
        )
    return "".join(out)
