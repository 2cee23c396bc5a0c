"""Helpers every view module uses: escaping, player names, and small SVG/HTML pieces."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

# A seat reference `@N`, or a name already put in as plain text (between the isolates FSI and PDI,
# which a stored name cannot hold: record.clean_name refuses format characters), left as it is:
# a name "@1" put into a sentence and the sentence read again is still that name, not seat 1's.
FSI, PDI = "\u2068", "\u2069"  # Unicode's first-strong isolate and its end
_SEAT = re.compile(f"{FSI}[^{FSI}{PDI}]*{PDI}|@(\\d)")
NBSP = "\u00a0"
_NUMBERED = re.compile(r" (?=\d+$)")  # the space before a name's closing number ("Gracz 3")


@dataclass
class UI:
    """What the front end knows beside the view dict: names, the viewer and a selection."""

    names: list[str]
    seat: int | None = None  # whose eyes the page is drawn for (None: the public)
    selected: str | None = None  # the key of a `data-select` element the player clicked
    extra: dict[str, Any] = field(default_factory=dict)


# The five characters that matter in HTML text and quoted attributes. A table of our own:
# importing the standard `html` module costs about 0.1 s of start-up under Pyodide.
_ESCAPES = str.maketrans({"&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;"})


def esc(text: Any) -> str:
    """Escape text for HTML content and attribute values alike."""
    return str(text).translate(_ESCAPES)


def named(text: str, names: list[str]) -> str:
    """Escape `text` and put each player's name where it says `@N`, in a `<bdi>`: a name in a
    right-to-left script does not reorder the sentence around it. Each name goes in once, after
    the escaping, so a name is never read as markup or as another seat's `@N`."""

    def name_of(match: re.Match[str]) -> str:
        if match.group(1) is None:
            return match.group(0)  # a name already in, as plain text (see `plain_named`)
        seat = int(match.group(1))
        if seat >= len(names):
            return match.group(0)
        # "Gracz 3" does not break before its number (Polish typography; the name keeps its
        # ordinary space where it is stored and edited).
        return f"<bdi>{esc(_NUMBERED.sub(NBSP, names[seat]))}</bdi>"

    return _SEAT.sub(name_of, esc(text))


def plain_named(text: str, names: list[str]) -> str:
    """`named` as plain text, for aria labels, titles, SVG and the announcer (escaped where they
    are put): each name between the isolates FSI and PDI, which keep a right-to-left name from
    reordering the text around it and keep it a name if the text is read again."""

    def name_of(match: re.Match[str]) -> str:
        if match.group(1) is None:
            return match.group(0)
        seat = int(match.group(1))
        return f"{FSI}{names[seat]}{PDI}" if seat < len(names) else ""

    return _SEAT.sub(name_of, text)


@dataclass(frozen=True)
class Role:
    """What an action is to the table, as a view tells the shell (its `roles(view, ui)`): the
    expected next step (`MAIN`, drawn primary, first), a step that ends something (`END`: ending a
    turn, proposing the end; drawn secondary, set apart), or neither (""). `confirm` is a
    question the table asks before applying it ("End your turn without rolling?")."""

    kind: str = ""
    confirm: str = ""


MAIN = "main"
END = "end"


def action_button(
    code: str, label: str, names: list[str], cls: str = "act", role: Role | None = None
) -> str:
    confirm = f' data-confirm="{esc(role.confirm)}"' if role and role.confirm else ""
    return (
        f'<button type="button" class="{esc(cls)}" data-action="{esc(code)}"{confirm}>'
        f"{named(label, names)}</button>"
    )


def overlay(
    key: str,
    at: tuple[float, float],
    size: tuple[float, float],
    body: str,
    label: str,
    follow: bool = False,
    rightwards: bool | None = None,
    arrives: bool = False,
) -> str:
    """What a player decides on at a place of the board (the deed landed on, a harbour's price
    list, the card drawn), with its buttons, beside that place: an HTML box over the board,
    placed in percent of the board's drawing (`size`, its SVG viewBox; `at`, the point in it to
    stand beside), so it keeps its place at any zoom. It opens towards the board's middle (or to
    the right, `rightwards`, or left), rises into place as it enters (`data-enter`), and on a
    phone docks above the bar at the bottom; with `follow`, a zoomed board scrolls to it; with
    `arrives`, it waits for the pawn moving there to arrive (motion.mjs "arrive"). Put it
    in the board's stage (`board_stage`) and draw it only while the decision is open: it leaves
    with it. `key` names the decision (a new key is a new card)."""
    x, y = at
    width, height = size
    across = (
        f"left: {100 * x / width:.2f}%"
        if (x <= width / 2 if rightwards is None else rightwards)
        else f"right: {100 - 100 * x / width:.2f}%"
    )
    down = (
        f"top: {100 * y / height:.2f}%"
        if y <= height / 2
        else f"bottom: {100 - 100 * y / height:.2f}%"
    )
    followed = ' data-follow=""' if follow else ""
    # Its moves, named so a phone showing another pane than the board offers them in the bar.
    codes = " ".join(dict.fromkeys(re.findall(r'data-action="([^"]+)"', body)))
    decides = f' data-decides="{esc(codes)}"' if codes else ""
    return (
        f'<div class="overlay" id="overlay-{esc(key)}" role="group" aria-label="{esc(label)}"'
        f' data-enter="{"arrive" if arrives else "rise"}" data-key="overlay-{esc(key)}"'
        f"{followed}{decides}"
        f' style="{across}; {down}">{body}</div>'
    )


def board_stage(drawing: str, *overlays: str) -> str:
    """A board's drawing with the overlays that stand on it, in one box of the drawing's size."""
    return f'<div class="board-stage">{drawing}{"".join(overlays)}</div>'


def labels(view: dict[str, Any]) -> dict[str, str]:
    """The legal actions of a view as code -> description."""
    return {a["code"]: a["label"] for a in view.get("actions", [])}


def svg_button(code: str, text: str, refused: bool = False) -> str:
    """The attributes of an SVG element that applies `code` (a control for keyboard and screen
    reader too: the app works Enter and Space on it). A `refused` one is a move not open now,
    drawn where a player would try it so that a click says why (`data-refused`; it stays an
    enabled control, since pressing it does something: it tells the reason)."""
    attrs = f'data-action="{esc(code)}" role="button" tabindex="0" aria-label="{esc(text)}"'
    return attrs + (' data-refused=""' if refused else "")


SELECTED = ' selected=""'


def amount_field(
    template: str,
    label: str,
    go: str,
    *,
    low: int,
    high: int,
    step: int,
    value: int | None = None,
    presets: Sequence[tuple[str, str]] = (),
    names: list[str] | None = None,
    choices: tuple[str, Sequence[tuple[str, str]]] | None = None,
) -> str:
    """A typed amount (`input[data-amount]`): `template` is the action code with `{}` for the
    number. The app checks each keystroke with the rules (`State.check`) and shows the reason
    beside the field; Enter or the button applies it (with `go` empty there is no button: the
    step that uses the amount applies it, `data-with-amount`). The presets stay as shortcuts. With
    `choices` (the list's name, and (template, words) pairs, `template` among them), a list
    before the field chooses the template (`select[data-amount-choice]`): who pays whom."""
    shown = "" if value is None else f' value="{value}"'
    shortcuts = "".join(action_button(code, text, names or [], "preset") for code, text in presets)
    field = (
        f'<input type="number" inputmode="numeric" data-amount="{esc(template)}" min="{low}"'
        f' max="{max(high, low)}" step="{step}"{shown} required=""'
    )
    if choices:
        name, pairs = choices
        options = "".join(
            f'<option value="{esc(code)}"{SELECTED if code == template else ""}>'
            f"{esc(plain_named(words, names or []))}</option>"
            for code, words in pairs
        )
        head = (
            f'<select data-amount-choice="" aria-label="{esc(name)}">{options}</select>'
            f'{field} aria-label="{esc(label)}"/>'
        )
    else:
        head = f"<label>{esc(label)} {field}/></label>"
    return (
        f'<form class="amount" data-amount-form="" novalidate="">{head}'
        + (f'<button type="submit" class="act" data-amount-go="">{esc(go)}</button>' if go else "")
        + '<span class="amount-note" data-amount-note="" role="status" aria-live="polite"></span>'
        + (f'<span class="presets">{shortcuts}</span>' if shortcuts else "")
        + "</form>"
    )


def swatch(colour: str, cls: str = "swatch") -> str:
    """A block of colour (a colour band, a pawn's dot) drawn as SVG, so that pages need no inline
    style and the security policy can forbid it. A dot is a circle drawn whole in its square, not
    a square rounded off by CSS (which a line box could clip)."""
    if cls == "dot":
        return (
            f'<svg class="dot" width="12" height="12" viewBox="0 0 10 10" aria-hidden="true">'
            f'<circle cx="5" cy="5" r="5" fill="{esc(colour)}"/></svg>'
        )
    return (
        f'<svg class="{esc(cls)}" width="12" height="12" viewBox="0 0 10 10"'
        f' preserveAspectRatio="none" aria-hidden="true"><rect width="10" height="10"'
        f' fill="{esc(colour)}"/></svg>'
    )
