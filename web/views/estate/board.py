"""The square board in SVG: spaces with their colour bands, names and prices, buildings,
owners' marks, mortgages, the pawns in a strip of their own (never over a name), the last move
and, for a player moving by tokens, where each token would land.

START is at the bottom right and play runs clockwise, as on the printed boards. Every space is a
control (`data-space`) that opens its card (the app draws it with `dialog`).
"""

from __future__ import annotations

import math
import re
from typing import Any

from pygames.core.i18n import N_, grouped, tr
from pygames.estate.rules import CHANCE, CITY, DETENTION, HOTEL

from ..common import esc, plain_named
from .glance import brief_marks
from .theme import Theme

SIZE = 1100
CORNER = 125
BAND = 26
STRIP = 34  # the pawns' strip along a space's outer edge
SIDE_STRIP = 30  # on the left and right sides, the strip runs along a space's foot
PAWN = 17  # 20 px across on a laptop's board (issue 29: at 12 px one read the log instead)
RING_OVER = 8  # how far the ring of the pawn to move reaches past it (radius +5, stroke 4)


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


def _ward(x: float, y: float, w: float) -> tuple[float, float, float, float]:
    """Where detained pawns stand in the detention corner: a strip along its top, above its name
    (visitors stand along its foot, below it), so that no pawn covers the name."""
    return x + 6, y + 4, w - 12, STRIP


def text_box(x: float, y: float, w: float, h: float, side: str, city: bool) -> tuple[float, ...]:
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
    """Split a name into lines that fit `width` at a font size (about 0.56 em a letter), never at
    a no-break space beside a digit: "1\u00a0000\u00a0dukatów" stays whole (the eleventh review
    found a card's "1 000" split and rejoined with a plain space), while a name's own no-break
    space may break as any (a space's visible words are its accessible name's, for axe)."""
    per_line = max(int(width / (size * 0.56)), 4)
    lines: list[str] = []
    for word in filter(None, re.split(r"[ \t\n]+|(?<!\d)\u00a0(?!\d)", name)):
        if lines and len(lines[-1]) + 1 + len(word) <= per_line:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


# The smallest size a space's name is drawn at (board units: about 10 px on a laptop's board).
MIN_NAME = 12


def fitted(
    name: str, width: float, height: float, size: int, figure: bool
) -> tuple[int, list[str]]:
    """The font size and lines of a space's name that fit its text box, the price below it
    included: smaller, down to MIN_NAME, for a long word or too many lines (issue 29: "Powiśle
    Power Station" ran out of the top of its square)."""
    longest = max((len(word) for word in name.split()), default=1)
    size = max(min(size, int((width - 6) / (longest * 0.56))), MIN_NAME)  # a long word fits
    lines = words(name, width - 4, size)[:4]
    while size > MIN_NAME and len(lines) * (size + 2) + (20 if figure else 0) > height - 4:
        size -= 1
        lines = words(name, width - 4, size)[:4]
    return size, lines


def _slots(box: tuple[float, float, float, float], count: int) -> list[tuple[float, float]]:
    """Places for `count` pawns along a strip, in one row: overlapping like pawns crowded on a
    printed space when the strip is too short for them side by side (never over a name)."""
    x, y, w, h = box
    step = 2 * PAWN + 3.0
    if count > 1 and step * (count - 1) > w - 2 * PAWN:
        step = max(w - 2 * PAWN, 0) / (count - 1)
    cy = min(y + h / 2, y + h - PAWN)  # a strip lower than a pawn: its foot on the strip's
    return [(x + w / 2 + (k - (count - 1) / 2) * step, cy) for k in range(count)]


def pawn_letters(names: list[str], players: int) -> list[str]:
    """What each pawn shows: its player's initial, or their number where two initials are alike
    (or a name is missing), so that no two pawns read the same."""
    initials = [
        (names[seat].strip()[:1].upper() if seat < len(names) else "") for seat in range(players)
    ]
    return [
        letter if letter and initials.count(letter) == 1 else str(seat + 1)
        for seat, letter in enumerate(initials)
    ]


HOUSE = 20  # a house's width and height: about 12 px on a laptop's board, most of the band
HOUSE_STEP = 19  # from one house to the next: four fit along the narrowest plot (Fortuna's)


def _house(cx: float, cy: float) -> str:
    """A house, its roof up, centred on (cx, cy): bright green with a dark outline and a white
    door, plain on any band (a green band too)."""
    half, wall, roof = HOUSE / 2, HOUSE * 0.55, HOUSE * 0.45
    return (
        f'<path d="M{cx - half:.1f} {cy + half:.1f}v-{wall:.1f}l{half:.1f}-{roof:.1f}'
        f' {half:.1f} {roof:.1f}v{wall:.1f}z" fill="#43a047" stroke="#0b2e0f"'
        ' stroke-width="2.5" stroke-linejoin="round"/>'
        f'<rect x="{cx - 2.5:.1f}" y="{cy + half - 7:.1f}" width="5" height="7" fill="#fff"/>'
    )


def _buildings(band: tuple[float, float, float, float], side: str, level: int) -> str:
    """The houses (green, roofed) or the hotel (red, wide) standing in a plot's colour band."""
    if not level:
        return ""
    bx, by, bw, bh = band
    horizontal = side in ("bottom", "top")
    if level == HOTEL:
        w, h = (44, 20) if horizontal else (20, 44)
        x, y = bx + bw / 2 - w / 2, by + bh / 2 - h / 2
        return (
            f'<g class="built"><title>{esc(tr("a hotel"))}</title>'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{w}"'
            f' height="{h}" rx="3" fill="#c62828" stroke="#fff" stroke-width="2"/>'
            f'<text x="{bx + bw / 2:.1f}" y="{by + bh / 2 + 6:.1f}" font-size="16"'
            ' font-weight="bold" fill="#fff" text-anchor="middle">H</text></g>'
        )
    out = []
    for k in range(level):
        offset = (k - (level - 1) / 2) * HOUSE_STEP
        cx = bx + bw / 2 + (offset if horizontal else 0)
        cy = by + bh / 2 + (0 if horizontal else offset)
        out.append(_house(cx, cy))
    return f'<g class="built"><title>{esc(houses(level))}</title>{"".join(out)}</g>'


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


TAG = 28  # the owner's tag: a square in the owner's colour with their number


def tag_box(theme: Theme, index: int) -> tuple[float, float, float, float]:
    """Where a deed's owner tag stands: at the outer end of the space's pawn strip."""
    x, y, w, h, side = cell(theme, index)
    sx, sy, sw, sh = _strip(x, y, w, h, side)
    tx = sx + sw - TAG - 3 if side == "right" else sx + 3
    return tx, sy + (sh - TAG) / 2, TAG, TAG


def owner_tag(theme: Theme, index: int, owner: int, mortgaged: bool) -> str:
    """The owner's mark on a deed: their colour and number (a mortgaged deed's hollow)."""
    x, y, w, h = tag_box(theme, index)
    colour = theme.pawns[owner % len(theme.pawns)]
    fill, ink = ("#fff", colour) if mortgaged else (colour, "#fff")
    return (
        f'<g class="owner-tag" aria-hidden="true"><rect x="{x:.1f}" y="{y:.1f}" width="{w}"'
        f' height="{h}" rx="5" fill="{fill}" stroke="{colour}" stroke-width="4"/>'
        f'<text x="{x + w / 2:.1f}" y="{y + h / 2 + 7:.1f}" font-size="20" font-weight="bold"'
        f' text-anchor="middle" fill="{ink}">{owner + 1}</text></g>'
    )


def _owned(theme: Theme, x: float, y: float, w: float, h: float, owner: int) -> str:
    """An owned space tinted and framed in its owner's colour, to be seen at a glance."""
    colour = theme.pawns[owner % len(theme.pawns)]
    return (
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{colour}"'
        ' fill-opacity="0.2" pointer-events="none"/>'
    )


def _frame(theme: Theme, x: float, y: float, w: float, h: float, owner: int) -> str:
    colour = theme.pawns[owner % len(theme.pawns)]
    return (
        f'<rect class="owner-frame" x="{x + 3:.1f}" y="{y + 3:.1f}" width="{w - 6:.1f}"'
        f' height="{h - 6:.1f}" fill="none" stroke="{colour}" stroke-width="6"'
        ' pointer-events="none"/>'
    )


HATCH = (
    '<defs><pattern id="estate-hatch" width="12" height="12" patternUnits="userSpaceOnUse"'
    ' patternTransform="rotate(45)"><rect width="5" height="12" fill="#000"'
    ' fill-opacity="0.2"/></pattern></defs>'
)


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
    name = theme.label(index)
    rest = theme.deed_title(index)  # "Hotel Podlaski, …" where the space says "Podlaski"
    rest = rest.removeprefix(name) if rest.startswith(name) or not rest else ", " + rest
    title = " ".join(filter(None, (name, figure))) + rest
    if space.is_deed and figure and figure != money(theme, space.price):
        title += ", " + tr("price {price}", price=money(theme, space.price))  # with its currency
    if space.is_deed and owner >= 0:
        title += ", " + tr("owned by {who}", who=plain_named(f"@{owner}", names))
        if view["level"][index]:
            title += ", " + houses(view["level"][index])
    label = tr("{space}: open its card", space=title)
    out = [
        f'<g class="space" data-space="{index}" data-open="deed:{index}" role="button"'
        f' tabindex="0" aria-label="{esc(label)}"><title>{esc(title)}</title>',
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}"'
        f' fill="{"#e4dfd2" if mortgaged else "#f7f3e6"}" stroke="#333" stroke-width="1.5"/>',
    ]
    if owner >= 0:
        out.append(_owned(theme, x, y, w, h, owner))
    if mortgaged:
        out.append(
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}"'
            ' fill="url(#estate-hatch)" pointer-events="none"/>'
        )
    city = space.kind == CITY
    if city:
        band = _band(x, y, w, h, side)
        out.append(
            f'<rect x="{band[0]:.1f}" y="{band[1]:.1f}" width="{band[2]:.1f}"'
            f' height="{band[3]:.1f}" fill="{theme.colours[space.group]}" stroke="#333"/>'
        )
        out.append(_buildings(band, side, view["level"][index]))
    tx, ty, tw, th = text_box(x, y, w, h, side, city)
    if space.kind == DETENTION:  # between the detained pawns' strip and the visitors'
        ty, th = y + STRIP + 4, h - 2 * STRIP - 8
    if space.kind == CHANCE:
        mark = theme.deck_marks.get(space.deck, "?")
        colour = theme.deck_colours.get(space.deck, "#333")
        out.append(
            f'<text x="{tx + tw / 2:.1f}" y="{ty + th / 2 + 14:.1f}" font-size="48"'
            f' font-weight="bold" text-anchor="middle" fill="{colour}">{esc(mark)}</text>'
            f'<text class="label" x="{tx + tw / 2:.1f}" y="{ty + th - 4:.1f}" font-size="15"'
            f' text-anchor="middle">{esc(name)}</text>'
        )
    else:
        size, lines = fitted(name, tw, th, 19 if side == "corner" else 18, bool(figure))
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
        out.append(f'<text class="label" text-anchor="middle">{" ".join(parts)}</text>')
    out.append(
        brief_marks(theme, (x, y, w, h, side), (tx, ty, tw, th), index, view["level"][index])
    )
    if owner >= 0:
        out.append(_frame(theme, x, y, w, h, owner))
        out.append(owner_tag(theme, index, owner, mortgaged))
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


def times_the_move(theme: Theme, factor: int) -> str:
    """A utility's rent written out: its factor times the dice's sum (Eurobusiness) or the
    number of the token laid (Fortuna), not "10× the roll"."""
    if theme.tokens:
        return tr("{factor} × the token laid", factor=grouped(factor))
    return tr("{factor} × the dice", factor=grouped(factor))


def halfway(view: dict[str, Any]) -> int | None:
    """After a first double (Eurobusiness), the spaces the player to roll again has counted so
    far: the pawn stays where it stands and moves the sum of both rolls after the second (the
    rulebook: "moves the sum of both rolls"), so only the count is drawn, dashed."""
    if view["phase"] == "again" and view.get("first"):
        return int(view["first"])
    return None


def walk_svg(theme: Theme, view: dict[str, Any]) -> str:
    """The last move, plain to see: the spaces passed lightly, the landing outlined (after a
    first double, the space reached so far dashed: no landing yet)."""
    count = len(theme.spaces)
    first = halfway(view)
    if first is not None:
        seat, start, steps, landed = view["current"], view["pos"][view["current"]], first, False
    elif view.get("walk"):
        (seat, start, steps), landed = view["walk"], True
    else:
        return ""
    out = []
    for k in range(1, steps + 1):
        x, y, w, h, _ = cell(theme, (start + k) % count)
        last = k == steps
        dash = ' stroke-dasharray="10 6"' if last and not landed else ""
        out.append(
            f'<rect x="{x + 3:.1f}" y="{y + 3:.1f}" width="{w - 6:.1f}" height="{h - 6:.1f}"'
            f' fill="{"none" if last else "#ffd54a"}" fill-opacity="0.28"'
            f' stroke="{theme.pawns[seat % 6] if last else "none"}" stroke-width="5"{dash}'
            ' pointer-events="none"/>'
        )
    if landed:  # lit up briefly as the pawn arrives (motion.mjs), a bot's move as a player's
        x, y, w, h, _ = cell(theme, (start + steps) % count)
        key = "land-" + "-".join(map(str, view["walk"]))
        out.append(
            f'<rect class="landed" data-enter="land" data-key="{key}" x="{x:.1f}" y="{y:.1f}"'
            f' width="{w:.1f}" height="{h:.1f}" fill="{theme.pawns[seat % 6]}"'
            f' fill-opacity="0.45" stroke="{theme.pawns[seat % 6]}" stroke-width="10"'
            ' opacity="0" pointer-events="none"/>'
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
    detention, moved by a card) or it is another pawn's. A move of two rolls (a double) walks
    the sum of both at once, after the second."""
    count = len(theme.spaces)
    walk = view.get("walk")
    if not walk or walk[0] != seat or (walk[1] + walk[2]) % count != view["pos"][seat]:
        return ""
    if halfway(view) is not None and seat == view["current"]:
        return ""  # rolling again: the pawn has not moved yet
    start, steps = walk[1], walk[2]
    points = [slot_centre(theme, (start + k) % count) for k in range(steps)] + [at]
    return " ".join(f"{x:.0f},{y:.0f}" for x, y in points)


def followed(view: dict[str, Any], viewer: int | None) -> int:
    """The pawn a zoomed board keeps in sight: the viewer's own when it is their turn to move
    it, else the one that moved last (a player sees their own walk, then each bot's)."""
    current: int = view["current"]
    if viewer is not None and viewer == view["to_move"] == current:
        return current
    walk: list[int] | None = view.get("walk")
    return walk[0] if walk and halfway(view) is None else current


def pawns_svg(
    theme: Theme, view: dict[str, Any], names: list[str], viewer: int | None = None
) -> str:
    """The pawns in their spaces' strips (beside an owner's tag); the player to move ringed. A
    detained pawn stands along the top of the detention corner, a visiting one along its foot.
    Each pawn is the same element from move to move (`id`), so it walks the spaces it passes
    (`data-walk`) or glides (`data-glide`), and a zoomed board follows one (`followed`)."""
    current = view.get("current")
    kept = followed(view, viewer)
    here: dict[tuple[int, bool], list[int]] = {}
    for seat, pos in enumerate(view["pos"]):
        if view["active"][seat]:  # where it stands (after a first double too: it has not moved)
            here.setdefault((pos, bool(view["detained"][seat])), []).append(seat)
    mover = view.get("to_move")
    letters = pawn_letters(names, len(view["pos"]))
    out: list[str] = []
    last: list[str] = []
    for (pos, held), seats in here.items():
        x, y, w, h, side = cell(theme, pos)
        box = _strip(x, y, w, h, side)
        if held and theme.spaces[pos].kind == DETENTION:
            box = _ward(x, y, w)
        elif side in ("left", "right") or (side == "corner" and y == 0):
            # The strip's foot is the line to the next space: the pawn, its ring too, stands
            # above it, inside its own space (issue 29: drawn on the line between two).
            box = (box[0], box[1] - RING_OVER, box[2], box[3])
        elif view["owner"][pos] >= 0:  # beside the owner's tag, not on it
            left = 0 if side == "right" else TAG + 4
            box = (box[0] + left, box[1], box[2] - TAG - 4, box[3])
        for seat, (cx, cy) in zip(seats, _slots(box, len(seats)), strict=True):
            now = seat in (current, mover)
            label = plain_named(f"@{seat}", names)
            ring = (
                f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{PAWN + 5}" fill="none" stroke="#ffd400"'
                ' stroke-width="4" class="now-ring"/>'
                if now
                else ""
            )
            follow = ' data-follow=""' if seat == kept else ""
            walk = walk_points(theme, view, seat, (cx, cy))
            if walk and seat == kept:
                out.append(walk_span(theme, view["walk"]))
            walking = f' data-walk="{walk}"' if walk else ""
            # Over the pawns it may overlap: the one to move, drawn last.
            (last if now else out).append(
                f'<g class="pawn" id="pawn-{seat}" data-glide=""{walking}{follow}>'
                f'<title>{esc(label)}</title><g class="pawn-body">'
                f'{ring}<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{PAWN}"'
                f' fill="{theme.pawns[seat % 6]}" stroke="#000" stroke-width="2.5"/>'
                f'<text x="{cx:.1f}" y="{cy + 7:.1f}" font-size="21" text-anchor="middle"'
                ' fill="#fff" stroke="#000" stroke-width="3" paint-order="stroke"'
                f' font-weight="bold">{esc(letters[seat])}</text></g></g>'
            )
    return "".join(out + last)


def walk_span(theme: Theme, walk: list[int]) -> str:
    """The spaces a followed pawn's walk starts and ends on, as one box (`data-follow-all`,
    layout.mjs): a phone's zoomed board shows both as the pawn walks, where they fit (review
    13: it showed little of a move, then jumped to the landing)."""
    _, start, steps = walk
    boxes = [cell(theme, start), cell(theme, (start + steps) % len(theme.spaces))]
    left = min(b[0] for b in boxes)
    top = min(b[1] for b in boxes)
    right = max(b[0] + b[2] for b in boxes)
    bottom = max(b[1] + b[3] for b in boxes)
    return (
        f'<rect class="walk-span" data-follow-all="walk" x="{left:.1f}" y="{top:.1f}"'
        f' width="{right - left:.1f}" height="{bottom - top:.1f}" fill="none"'
        ' pointer-events="none"/>'
    )


def inner_edge(theme: Theme, index: int) -> tuple[float, float]:
    """The middle of a space's edge that faces the board's middle: where its overlay stands."""
    x, y, w, h, side = cell(theme, index)
    return {
        "bottom": (x + w / 2, y),
        "top": (x + w / 2, y + h),
        "left": (x + w, y + h / 2),
        "right": (x, y + h / 2),
    }.get(side, (x + w / 2, y + h / 2))


MARK = 22  # a token mark's radius: 24 px and more wherever the board is drawn
# The whole board on a phone draws the marks larger (`.board-zoom[data-zoom="1"]`), by this.
OVERVIEW_SCALE = 1.75
# Where a mark stands inside the board (issue 29: zigzagged deep, they crowded the middle and
# covered the decks and the legend; a corner's floated far off): just off its space's inner
# edge, all at one depth. The space before a corner and the corner itself share the board's
# inner corner with the next side's first mark, so they stand where a search (over whole
# units) found the nearest places that keep every ring 4 units (2 px on a laptop's board) off
# every other and off the spaces (issue 29: by the Hospital they touched): the one before the corner
# (depth, distance from the inner corner along its side), the corner's (along the inward
# normals of the side before it and of the side after it). The whole board of a phone draws the
# marks larger, so further apart (`--dx`, `--dy`). Each: (a laptop's board, a phone's whole).
DEPTH = (28, 40)
LAST = ((50, 80), (118, 118))
IN_CORNER = ((103, 75), (117, 196))
INWARD = {"bottom": (0, -1), "top": (0, 1), "left": (1, 0), "right": (-1, 0)}


def mark_place(
    theme: Theme, index: int, overview: bool = False
) -> tuple[float, float, float, float]:
    """A token mark's centre for `index` (on a phone's whole board if `overview`), and the
    point on the space's inner edge it points at."""
    count = len(theme.spaces)
    x, y, w, h, side = cell(theme, index)
    if side == "corner":
        ex = x + w if x < SIZE / 2 else x
        ey = y + h if y < SIZE / 2 else y
        ix, iy = INWARD[cell(theme, (index - 1) % count)[4]]
        ox, oy = INWARD[cell(theme, (index + 1) % count)[4]]
        before, after = IN_CORNER[overview]
        return ex + ix * before + ox * after, ey + iy * before + oy * after, ex, ey
    ex, ey = inner_edge(theme, index)
    sx, sy = INWARD[side]
    if cell(theme, (index + 1) % count)[4] != "corner":
        depth = DEPTH[overview]
        return ex + sx * depth, ey + sy * depth, ex, ey
    px, py = inner_edge(theme, (index - 1) % count)
    pitch = math.dist((ex, ey), (px, py))
    ux, uy = (ex - px) / pitch, (ey - py) / pitch  # along the side, towards the corner
    depth, back = LAST[overview]
    shift = pitch / 2 - back
    return ex + ux * shift + sx * depth, ey + uy * shift + sy * depth, ex, ey
