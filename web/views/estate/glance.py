"""The whole board on a phone, read at a glance (issue 29: at 360 px it showed no city names
and houses about 8 px across): each space's short name, as the printed board's initials, and
its buildings as one large mark with their count. Drawn with the board, shown only on a phone's
whole board (estate.css: `.brief`), where the full names and the small houses are hidden.
"""

from __future__ import annotations

from pygames.core.i18n import language, tr
from pygames.estate.rules import CHANCE, CITY, HOTEL

from ..common import esc
from .theme import Theme

BRIEF_NAME = 30  # board units: 9.5 px on a 360 px screen, whose whole board is ~347 px of 1100
BRIEF_HOUSE = 44  # a house's width and height: 13.9 px there
BRIEF_HOTEL = (56, 40)  # a hotel's width and height along the band: 17.7 x 12.6 px there
VOWELS = set("aąeęioóuy")  # skipped when a short name needs a letter more (consonants tell)
CORNER_WORD = 6  # a corner's name shown whole up to so many letters (its square is wider)
LETTER = 0.5  # a short name's letter, about, in ems (most are lower case)
MIN_BRIEF = 24  # the smallest a short name is drawn: 7.6 px on a 360 px screen

_SHORT: dict[tuple[str, str], dict[int, str]] = {}


def short_names(theme: Theme) -> dict[int, str]:
    """Space -> its short name in the language of the moment: a word of four letters or fewer
    whole, a longer one cut to three and a dot ("Sal."), longer where two cities would read
    alike ("Pols.", "Polo."); a name of several words by its initials ("Southern Railways":
    "SR"), or the game's own short words (`short:N` in its theme's extra: "Pet. Stn"). A chance
    space has none: its mark says it."""
    key = (theme.game, language())
    if key not in _SHORT:
        names = {i: theme.label(i) for i, s in enumerate(theme.spaces) if s.kind != CHANCE}
        short = {i: _cut(name, i % theme.side == 0) for i, name in names.items()}
        cities = [i for i in names if theme.spaces[i].kind == CITY]
        for keep in range(4, 8):  # alike: each a letter longer, until they differ
            alike = [i for i in cities if [short[j] for j in cities].count(short[i]) > 1]
            for i in alike:
                short[i] = names[i][:keep] + "." if len(names[i]) > keep else names[i]
        initialled = [i for i in names if len(_words(names[i])) > 1]
        told = {
            i: short[i] + _telling(names[i], [names[j] for j in initialled if short[j] == short[i]])
            for i in initialled
            if [short[j] for j in initialled].count(short[i]) > 1
        }
        # A game's own short words where initials would not read (issue 29: Fortuna's "AGTH").
        given = {i: tr(theme.extra[f"short:{i}"]) for i in names if f"short:{i}" in theme.extra}
        _SHORT[key] = short | told | given
    return _SHORT[key]


def _words(name: str) -> list[str]:
    return name.replace(":", " ").split()


def _telling(name: str, alike: list[str]) -> str:
    """The letter that tells `name` from the names of the same initials: the first consonant of
    its last word where theirs differ, as Polish abbreviates ("Koleje Południowe" KPd, "Koleje
    Północne" KPn: the review found two "KP")."""
    consonants = [[c for c in _words(n)[-1][1:] if c.lower() not in VOWELS] for n in alike]
    own = consonants[alike.index(name)]
    for at, letter in enumerate(own):
        if [c[at] if at < len(c) else "" for c in consonants].count(letter) == 1:
            return letter.lower()
    return ""


def _cut(name: str, corner: bool) -> str:
    words = _words(name)
    if len(words) > 1:
        return "".join(word[0].upper() for word in words)[:4]
    if len(name) <= (CORNER_WORD if corner else 4):
        return name
    return name[:3] + "."


def brief_marks(
    theme: Theme,
    cell: tuple[float, float, float, float, str],
    text: tuple[float, ...],
    index: int,
    level: int,
) -> str:
    """The short name and the buildings of space `index` for the whole board on a phone: the
    buildings at the colour band, the name in what is left of the space's text box."""
    x, y, w, h, side = cell
    tx, ty, tw, th = text
    short = short_names(theme).get(index)
    out = []
    if theme.spaces[index].kind == CITY:  # the buildings at the band, the name beside them
        reach = BRIEF_HOUSE + 4  # how far from the inner edge the buildings reach
        if side == "left":
            centre, tw = (x + w - reach / 2, ty + th / 2), w - reach
        elif side == "right":
            centre, tx, tw = (x + reach / 2, ty + th / 2), x + reach, w - reach
        elif side == "bottom":
            centre, ty, th = (x + w / 2, y + reach / 2), y + reach, ty + th - y - reach
        else:
            centre, th = (x + w / 2, y + h - reach / 2), y + h - reach - ty
        if level:
            out.append(_building(*centre, level, side in ("left", "right")))
    if short:
        size, lines = _brief_lines(short, tw, th)
        baseline = ty + th / 2 + size * 0.35 - (len(lines) - 1) * size / 2
        middle = f"{tx + tw / 2:.1f}"
        words = esc(short)
        if len(lines) > 1:
            words = " ".join(
                f'<tspan x="{middle}" y="{baseline + row * size:.1f}">{esc(line)}</tspan>'
                for row, line in enumerate(lines)
            )
        out.append(
            f'<text x="{middle}" y="{baseline:.1f}" font-size="{size}" font-weight="700"'
            f' text-anchor="middle">{words}</text>'
        )
    return f'<g class="brief" aria-hidden="true">{"".join(out)}</g>' if out else ""


def _brief_lines(short: str, width: float, height: float) -> tuple[int, list[str]]:
    """The font size and lines of a short name in a space's text box: one line if it fits
    across; two words one above the other where there is the height ("Dw." over "Pet."); else
    one line made smaller to fit across (a side's space is wide and low)."""
    across = width - 6
    if len(short) * LETTER * BRIEF_NAME <= across or " " not in short:
        return BRIEF_NAME, [short]
    if height - 20 >= 2 * BRIEF_NAME:
        return BRIEF_NAME, short.split(" ", 1)
    return max(int(across / (len(short) * LETTER)), MIN_BRIEF), [short]


def _building(cx: float, cy: float, level: int, upright: bool) -> str:
    """One large mark for a plot's buildings: a hotel (red, "H"), or a house with the number
    of houses on it (none for one)."""
    if level == HOTEL:
        w, h = BRIEF_HOTEL[::-1] if upright else BRIEF_HOTEL
        return (
            f'<rect class="brief-hotel" x="{cx - w / 2:.1f}" y="{cy - h / 2:.1f}" width="{w}"'
            f' height="{h}" rx="4" fill="#c62828" stroke="#fff" stroke-width="3"/>'
            f'<text x="{cx:.1f}" y="{cy + 9:.1f}" font-size="26" font-weight="bold" fill="#fff"'
            ' text-anchor="middle">H</text>'
        )
    half, wall, roof = BRIEF_HOUSE / 2, BRIEF_HOUSE * 0.55, BRIEF_HOUSE * 0.45
    count = (
        f'<text x="{cx:.1f}" y="{cy + half - 4:.1f}" font-size="{BRIEF_NAME - 2}"'
        f' font-weight="bold" fill="#fff" text-anchor="middle">{level}</text>'
        if level > 1
        else ""
    )
    return (
        f'<path class="brief-house" d="M{cx - half:.1f} {cy + half:.1f}v-{wall:.1f}'
        f'l{half:.1f}-{roof:.1f} {half:.1f} {roof:.1f}v{wall:.1f}z" fill="#43a047"'
        f' stroke="#fff" stroke-width="4" stroke-linejoin="round"/>{count}'
    )
