"""What a page of How to play here is made of: its data (`Page`), and small pictures of the
controls it speaks of, drawings only: nothing in them applies a move.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.i18n import tr

from ..common import esc


@dataclass(frozen=True)
class Page:
    title: str
    intro: str
    sections: list[tuple[str, list[tuple[str, str]]]]  # (heading, [(picture, text)])
    glossary: list[tuple[str, str]] = field(default_factory=list)


# --- small pictures of the controls ----------------------------------------------------------
def button(text: str, primary: bool = False) -> str:
    return f'<span class="pic-button{" act" if primary else ""}">{esc(text)}</span>'


def svg(inner: str, box: str = "0 0 60 40") -> str:
    return f'<svg viewBox="{box}" aria-hidden="true">{inner}</svg>'


def space(colour: str, name: str, price: str) -> str:
    return svg(
        f'<rect x="8" y="1" width="44" height="58" fill="#fff" stroke="#333"/>'
        f'<rect x="8" y="1" width="44" height="13" fill="{colour}"/>'
        f'<text x="30" y="32" font-size="10" text-anchor="middle">{esc(name)}</text>'
        f'<text x="30" y="48" font-size="9" text-anchor="middle">{esc(price)}</text>',
        "0 0 60 60",
    )


def dice() -> str:
    spots = "".join(
        f'<circle cx="{x}" cy="{y}" r="2.6" fill="#222"/>'
        for x, y in ((10, 12), (20, 20), (30, 28), (38, 12), (38, 28), (50, 12), (50, 28))
    )
    return svg(
        '<rect x="3" y="5" width="34" height="30" rx="5" fill="#fff" stroke="#222"/>'
        '<rect x="31" y="5" width="26" height="30" rx="5" fill="#fff" stroke="#222"/>' + spots
    )


def chip(name: str) -> str:
    return button(name) + "".join(button(mark) for mark in ("+", "−", tr("M")))


def token(number: int) -> str:
    return svg(
        '<circle cx="30" cy="20" r="17" fill="#7a2e1f" stroke="#7a2e1f" stroke-width="2"/>'
        f'<text x="30" y="26" font-size="17" font-weight="bold" fill="#fff"'
        f' text-anchor="middle">{number}</text>'
    )


def counter(short: str, cost: str, fill: str = "#8c1c2c", shape: str = "ship") -> str:
    body = (
        f'<rect x="6" y="6" width="48" height="28" rx="8" fill="{fill}" stroke="#fff"'
        ' stroke-width="2"/>'
        if shape == "ship"
        else f'<circle cx="30" cy="20" r="16" fill="{fill}" stroke="#fff" stroke-width="2"/>'
    )
    return svg(
        body + f'<text x="30" y="20" font-size="12" font-weight="bold" fill="#fff"'
        f' text-anchor="middle">{esc(short)}</text><text x="30" y="31" font-size="9"'
        f' fill="#fff" text-anchor="middle">{esc(cost)}</text>',
    )


def dot(cost: str = "", crossed: bool = False) -> str:
    if crossed:
        return svg(
            '<circle cx="30" cy="20" r="15" fill="#fff" stroke="#555" stroke-width="3"'
            ' stroke-dasharray="4 3"/><path d="M22 12L38 28M22 28L38 12" stroke="#4a4039"'
            ' stroke-width="4"/>'
        )
    return svg(
        '<circle cx="30" cy="20" r="15" fill="#00a0ff" fill-opacity="0.35" stroke="#00a0ff"'
        f' stroke-width="4"/><text x="30" y="25" font-size="13" font-weight="bold"'
        f' text-anchor="middle">{esc(cost)}</text>'
    )


def pile() -> str:
    return svg(
        '<rect x="18" y="1" width="26" height="38" rx="4" fill="#5a2a82" stroke="#00a0ff"'
        ' stroke-width="3"/><text x="31" y="20" font-size="11" fill="#fff"'
        ' text-anchor="middle">36</text><text x="31" y="32" font-size="8" fill="#fff"'
        ' text-anchor="middle">draw</text>'
    )


def track() -> str:
    boxes = (("#3b1f14", "–/1F"), ("#d32f2f", "10/2F"), ("#8e44ad", "20/3F"))
    cells = "".join(
        f'<rect x="{1 + i * 20}" y="6" width="19" height="28" fill="{c}" stroke="#333"/>'
        f'<text x="{10.5 + i * 20}" y="17" font-size="5.5" fill="#fff" text-anchor="middle">'
        f"{t}</text>"
        for i, (c, t) in enumerate(boxes)
    )
    return svg(
        cells + '<ellipse cx="30" cy="27" rx="8" ry="5" fill="#777" stroke="#fff"/>'
        '<rect x="3" y="22" width="14" height="9" fill="#300" stroke="#fc0"/>'
    )


def ship(colour: str = "#d7263d") -> str:
    return svg(
        f'<path d="M10 26 L50 26 L44 34 L16 34 Z" fill="{colour}" stroke="#222"/>'
        '<path d="M30 4 L30 26 M30 6 L44 22 L30 22 Z" fill="#fff" stroke="#222"/>'
    )


def harbour() -> str:
    return svg(
        '<rect x="22" y="12" width="16" height="16" fill="#fff" stroke="#222" stroke-width="2"/>'
        '<text x="30" y="38" font-size="8" text-anchor="middle">Lisbon</text>'
    )


def sea_map() -> str:
    """A corner of the world map as the table draws it: sea, two harbours, a lane between."""
    return svg(
        '<rect x="1" y="1" width="58" height="38" rx="3" fill="#a9cbe3" stroke="#789"/>'
        '<path d="M1 28 Q12 22 20 30 L20 39 L1 39 Z" fill="#e8dcb5" stroke="#a89a6a"/>'
        '<line x1="14" y1="24" x2="46" y2="12" stroke="#1d5fb8" stroke-width="2"'
        ' stroke-dasharray="3 2"/>'
        '<rect x="9" y="19" width="9" height="9" fill="#fff" stroke="#222" stroke-width="1.5"/>'
        '<rect x="42" y="8" width="9" height="9" fill="#fff" stroke="#222" stroke-width="1.5"/>'
    )


def reach() -> str:
    return svg(
        '<circle cx="18" cy="20" r="9" fill="#ffd54a" stroke="#e65100" stroke-width="3"/>'
        '<circle cx="44" cy="20" r="9" fill="#ffd54a" stroke="#e65100" stroke-width="3"/>'
        '<line x1="27" y1="20" x2="35" y2="20" stroke="#1d5fb8" stroke-width="2"'
        ' stroke-dasharray="3 2"/>'
    )


def card(code: str, picked: bool = False) -> str:
    from ..fame_fortune_cards import card_svg

    return (
        f'<svg viewBox="-3 -13 106 160" aria-hidden="true">'
        f"{card_svg(code, 0, 0, 1.0, picked=picked)}</svg>"
    )
