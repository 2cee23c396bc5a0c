"""Helpers every view module uses: escaping, player names, and small SVG/HTML pieces."""

from __future__ import annotations

import re
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


def svg_attrs(**attrs: Any) -> str:
    """SVG attributes from keywords (underscores become hyphens), escaped, Nones left out."""
    return " ".join(
        f'{key.rstrip("_").replace("_", "-")}="{esc(value)}"'
        for key, value in attrs.items()
        if value is not None
    )
