"""Helpers every view module uses: escaping, player names, and small SVG/HTML pieces."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

_SEAT = re.compile(r"@(\d)")


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
    """Escape `text` and put each player's name where it says `@N`."""

    def name_of(match: re.Match[str]) -> str:
        seat = int(match.group(1))
        return names[seat] if seat < len(names) else match.group(0)

    return esc(_SEAT.sub(name_of, text))


def plain_named(text: str, names: list[str]) -> str:
    """`named` without escaping, for aria labels built and escaped elsewhere."""
    return _SEAT.sub(lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names) else "", text)


def action_button(code: str, label: str, names: list[str], cls: str = "act") -> str:
    return (
        f'<button type="button" class="{esc(cls)}" data-action="{esc(code)}">'
        f"{named(label, names)}</button>"
    )


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
) -> str:
    """A typed amount (`input[data-amount]`): `template` is the action code with `{}` for the
    number. The app checks each keystroke with the rules (`State.check`) and shows the reason
    beside the field; Enter or the button applies it. The presets stay as shortcuts."""
    shown = "" if value is None else f' value="{value}"'
    shortcuts = "".join(action_button(code, text, names or [], "preset") for code, text in presets)
    return (
        f'<form class="amount" data-amount-form="" novalidate=""><label>{esc(label)} '
        f'<input type="number" inputmode="numeric" data-amount="{esc(template)}" min="{low}"'
        f' max="{max(high, low)}" step="{step}"{shown} required=""/></label>'
        f'<button type="submit" class="act" data-amount-go="">{esc(go)}</button>'
        f'<span class="amount-note" data-amount-note="" role="status" aria-live="polite"></span>'
        + (f'<span class="presets">{shortcuts}</span>' if shortcuts else "")
        + "</form>"
    )


def fortune_chart(
    history: list[list[int | None]], colours: list[str], names: list[str], caption: str
) -> str:
    """Each player's fortune after each round, as lines (the end screen of a game of fortune)."""
    width, height, pad = 600, 260, 48
    values = [v for row in history for v in row if v is not None]
    top = max([*values, 1])
    steps = max(len(history) - 1, 1)
    out = [
        f'<svg class="chart" viewBox="0 0 {width} {height}" role="img"'
        f' aria-label="{esc(caption)}">',
        f'<rect x="{pad}" y="10" width="{width - pad - 10}" height="{height - pad - 10}"'
        ' fill="#fff" stroke="#999"/>',
        f'<text x="{pad - 4}" y="20" font-size="11" text-anchor="end">{top:,}</text>',
        f'<text x="{pad - 4}" y="{height - pad}" font-size="11" text-anchor="end">0</text>',
        f'<text x="{(width + pad) / 2}" y="{height - 12}" font-size="12" text-anchor="middle">'
        f"{len(history) - 1}</text>",
    ]
    for seat in range(len(colours)):
        points = " ".join(
            f"{pad + i * (width - pad - 10) / steps:.1f},"
            f"{height - pad - (row[seat] or 0) * (height - pad - 20) / top:.1f}"
            for i, row in enumerate(history)
        )
        out.append(
            f'<polyline points="{points}" fill="none" stroke="{colours[seat]}" stroke-width="3">'
            f"<title>{esc(plain_named(f'@{seat}', names))}</title></polyline>"
        )
    out.append("</svg>")
    return "".join(out)


def swatch(colour: str, cls: str = "swatch") -> str:
    """A block of colour (a colour band, a pawn's dot) drawn as SVG, so that pages need no inline
    style and the security policy can forbid it."""
    return (
        f'<svg class="{esc(cls)}" width="12" height="12" viewBox="0 0 10 10"'
        f' preserveAspectRatio="none" aria-hidden="true"><rect width="10" height="10"'
        f' fill="{esc(colour)}"/></svg>'
    )
