"""The dots of Plinius's map in SVG (web/views/plinius_map.py draws the rest): each in the
colour of the box whose smoke stuns and whose flow kills on it, and what has happened to them or
is coming: smoked, buried, swept next; a harbour with its anchor. Pure functions of the view."""

from __future__ import annotations

from typing import Any

from pygames.plinius import data
from pygames.plinius.words import ordinal

from .common import esc
from .plinius_layout import Marks

NO_COLOUR = "#f7f3ea"  # Misenum: neither Nubes nor Fluxus strikes it
BURIED = "#4a4039"
STUNNED = "#6d6d6d"


def buried(view: dict[str, Any], dot: str) -> bool:
    band = data.DOTS[dot][4]
    return band != data.NO_COLOUR and band <= view["fluxus"]


def dot_title(view: dict[str, Any], dot: str) -> str:
    """A dot's name, kind and colour in words, and why no one may enter it if buried."""
    name, kind, _, _, band = data.DOTS[dot]
    what = {
        data.HARBOUR: "harbour: ships and people, boarding and landing",
        data.SEA: "sea: ships only, two at most",
        data.LAND: "land: people only, two at most",
        data.OBSERVATION: "observation point: Pliny's liburna only; observe here (6 AP, +4 VP)",
    }[kind]
    if band == data.NO_COLOUR:
        colour = "no colour: neither smoke nor flow strikes it"
    else:
        smoke, flow, _, colour_name = data.TRACK[band - 1]
        colour = f"{colour_name}, struck from box {band} ({smoke or '–'}/{flow}F)"
    title = f"{name} ({what}; {colour})"
    if buried(view, dot):
        return title + ": buried by the flow, no one may enter"
    if smoked(view, band):
        title += ": smoked (Nubes has passed)"
    if flow_next(view, band):
        title += f": {danger(band)}"
    if smoke_next(view, band):
        title += f": the smoke reaches it next, at {data.TRACK[band - 1][0]} (now {view['smoke']})"
    return title


def smoked(view: dict[str, Any], band: int) -> bool:
    """Whether Nubes has passed `band`'s box: its dots were smoked (box 1 has no smoke)."""
    return band != data.NO_COLOUR and data.TRACK[band - 1][0] is not None and band <= view["nubes"]


def flow_next(view: dict[str, Any], band: int) -> bool:
    """Whether `band` is the colour the flow sweeps next (at the next black face)."""
    return band != data.NO_COLOUR and band == view["fluxus"] + 1


def smoke_next(view: dict[str, Any], band: int) -> bool:
    """Whether `band` is the colour the smoke reaches next (issue 29: only the track said so)."""
    return band != data.NO_COLOUR and band == view["nubes"] + 1 and band > view["fluxus"]


def danger(band: int) -> str:
    """The warning of a dot the flow sweeps next, in words."""
    return f"the flow sweeps it next, at the {ordinal(data.TRACK[band - 1][1])} black face"


def dots(view: dict[str, Any], marks: Marks) -> list[str]:
    """The dots in their colours; a harbour with an anchor on it (ships board and land there);
    smoked ones under one grey veil and ring, whatever their colour (issue 29: smoked red dots
    looked unchanged, yellow ones had black rings, green ones nothing); those the flow sweeps
    next with a red warning triangle, those the smoke reaches next with a grey cloud; buried
    ones crossed."""
    parts = []
    # Where the card just drawn killed: the map follows it there when it follows no counter
    # (issue 29: on a phone the dead fell out of view).
    dead_at = (
        next((d for hit in view["struck"] if hit["by"] == "Fluxus" for d in hit["at"]), None)
        if marks.struck and not marks.follow
        else None
    )
    for dot, (_, kind, x, y, band) in data.DOTS.items():
        radius = 15 if kind == data.HARBOUR else 10
        stroke = "#fff" if kind == data.HARBOUR else "#222"
        colour = NO_COLOUR if band == data.NO_COLOUR else data.TRACK[band - 1][2]
        if band == data.NO_COLOUR:
            stroke = "#222"
        parts.append(
            f'<g class="pl-dot"><title>{esc(dot_title(view, dot))}</title>'
            f'<circle cx="{x}" cy="{y}" r="{radius + 8}" fill="#fff" fill-opacity="0.01"/>'
            f'<circle cx="{x}" cy="{y}" r="{radius}" fill="{colour}" stroke="{stroke}"'
            ' stroke-width="2"/>'
        )
        if buried(view, dot):
            arm = radius * 0.8
            parts.append(
                f'<path d="M{x - arm} {y - arm}L{x + arm} {y + arm}M{x - arm} {y + arm}'
                f'L{x + arm} {y - arm}" stroke="{BURIED}" stroke-width="4"/>'
            )
        else:
            if smoked(view, band):
                parts.append(_smoke(x, y, radius))
            if kind == data.HARBOUR:
                parts.append(_anchor(x, y))
            if flow_next(view, band):
                parts.append(_warning(x + radius * 0.7, y - radius * 0.7))
            if smoke_next(view, band):
                parts.append(_cloud(x - radius * 0.8, y - radius * 0.6))
        parts.append("</g>")
        if band == marks.struck:
            follow = ' data-follow="dead"' if dot == dead_at else ""
            parts.append(
                f'<circle class="pl-struck" cx="{x}" cy="{y}" r="{radius + 9}" fill="none"'
                f' stroke="#000" stroke-width="4" aria-hidden="true"{follow}/>'
            )
    return parts


def _smoke(x: float, y: float, radius: float) -> str:
    """Smoke on a dot: a grey veil over it and a dotted grey ring round it."""
    return (
        f'<circle class="pl-smoked" cx="{x}" cy="{y}" r="{radius}" fill="{STUNNED}"'
        ' fill-opacity="0.55"/>'
        f'<circle cx="{x}" cy="{y}" r="{radius + 4}" fill="none" stroke="{STUNNED}"'
        ' stroke-width="3" stroke-dasharray="3 2"/>'
    )


def _anchor(x: float, y: float) -> str:
    """A harbour's anchor, dark in a white halo on any colour."""
    return (
        f'<text class="pl-anchor" x="{x}" y="{y + 6}" font-size="17" text-anchor="middle"'
        ' fill="#1d1b16" stroke="#fff" stroke-width="3" paint-order="stroke"'
        ' aria-hidden="true">⚓</text>'
    )


def _warning(x: float, y: float) -> str:
    """The flow's next colour: a small red triangle with "!" at the dot's upper right."""
    return (
        f'<g class="pl-flow-next" aria-hidden="true"><path d="M{x} {y - 9}L{x + 9} {y + 7}'
        f'L{x - 9} {y + 7}Z" fill="#d00" stroke="#fff" stroke-width="2"/>'
        f'<text x="{x}" y="{y + 5}" font-size="11" font-weight="bold" text-anchor="middle"'
        ' fill="#fff">!</text></g>'
    )


def _cloud(x: float, y: float) -> str:
    """The smoke's next colour: a grey cloud at the dot's upper left, in a white halo."""
    return (
        f'<text class="pl-smoke-next" x="{x}" y="{y + 5}" font-size="15" text-anchor="middle"'
        f' fill="{STUNNED}" stroke="#fff" stroke-width="3" paint-order="stroke"'
        ' aria-hidden="true">☁</text>'
    )
