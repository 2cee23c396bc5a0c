"""The Fuldrigger map's key: what each mark of the map means, drawn as on the map."""

from __future__ import annotations

from typing import Any

from pygames.fuldrigger import world

from .common import esc, plain_named
from .fuldrigger_map import COLOUR_NAMES, COLOURS, HAZARD_HELP, hazard_mark, ship_shape


def _icon(drawing: str) -> str:
    return f'<svg class="fd-icon" viewBox="-9 -9 18 18" aria-hidden="true">{drawing}</svg>'


def legend(view: dict[str, Any], names: list[str]) -> str:
    """The map's key: harbours and home ports, fortresses, ships (merchant, privateer, cargo),
    the spaces lit for a sail, the attack marker and every hazard, drawn as on the map."""
    s = 1.6
    square = '<rect x="-4" y="-4" width="8" height="8" rx="1" fill="{}" stroke="{}"/>'
    tower = "M-4,5V-3h2v2h2v-2h2v2h2v-2h0V5Z"
    ship = {"owner": 0, "privateer": False, "cargo": None}
    rows = [
        (_icon(square.format("#fff", "#333")), "Harbour: click it for its price list"),
        (
            _icon(square.format(COLOURS[0], "#333")),
            "Home port, in its company's colour: "
            + ", ".join(
                f"{COLOUR_NAMES[seat % 4]} {plain_named(f'@{seat}', names)}"
                for seat in range(view["players"])
            ),
        ),
        (
            _icon(f'<path d="{tower}" fill="{COLOURS[1]}" stroke="#222" stroke-width="0.6"/>'),
            "Fortress, in its owner's colour: others pay 10 ducats duty there",
        ),
        (_icon(ship_shape(ship, 0, 3, s, False)), "Merchant ship (click it to sail)"),
        (
            _icon(ship_shape({**ship, "privateer": True}, 0, 3, s, False)),
            "Privateer: a black sail",
        ),
        (
            _icon(ship_shape({**ship, "cargo": "spices"}, 0, 3, s, False)),
            "A square on the hull: its cargo, in the good's colour",
        ),
        (
            _icon(ship_shape(ship, 0, 4, s * 0.85, True)),
            "The selected ship, on a white halo (its card is marked selected)",
        ),
        (
            _icon(
                '<path d="M-8,4L-2,-3L8,2" fill="none" stroke="#ad1457" stroke-width="2"'
                ' stroke-dasharray="3 1.5"/>'
            ),
            "The way to the harbour that pays the selected ship's cargo best (others in purple)",
        ),
        (
            _icon(
                '<circle r="6" fill="#ffd54a" fill-opacity="0.45" stroke="#e65100"'
                ' stroke-width="1.3"/>'
            ),
            "A space the selected ship can reach: click it to sail there",
        ),
        (
            _icon(
                '<circle r="6" fill="#b71c1c"/><path d="M-4,-4L4,4M4,-4L-4,4" stroke="#fff"'
                ' stroke-width="1.4"/>'
            ),
            "Attack: your privateers can fight the ships there",
        ),
    ]
    rows += [
        (_icon(hazard_mark(kind, "A" if kind == world.REEF else "", 0, 0, s)), help_text)
        for kind, help_text in HAZARD_HELP.items()
    ]
    items = "".join(f"<li>{icon}<span>{esc(text)}</span></li>" for icon, text in rows)
    return (
        '<details class="fd-legend" id="fd-legend"><summary>Map key: ports, ships, fortresses,'
        f" hazards</summary><ul>{items}</ul></details>"
    )
