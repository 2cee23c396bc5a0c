"""Pure rule helpers of Plinius: movement costs, the wind test, the eruption track and the score.

They read a state's plain fields and change nothing, so the state, the bots and the view share
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import data

if TYPE_CHECKING:
    from .state import PliniusState


def with_the_wind(frm: str, to: str, wind: int) -> bool:
    """A step is with the wind when its direction lies inside the 180° arc centred on the arrow.

    The arrow points right (+x) or, after the turn, left; so the step is with the wind exactly
    when its x component points the same way. No blue line runs straight north-south (tested),
    so no step lies on the arc's edge.
    """
    dx = data.DOTS[to][2] - data.DOTS[frm][2]
    return dx * wind > 0


def step_cost(counter: str, stunned: bool, frm: str, to: str, wind: int) -> int:
    """AP to move `counter` one dot: its Roman numeral, the stunned side's when flipped."""
    kind = data.COUNTERS[counter][1]
    cost = data.COSTS[kind][1 if stunned else 0]
    if kind == "liburna" and with_the_wind(frm, to, wind):
        cost -= data.LIBURNA_WITH_WIND_DISCOUNT
    return cost


def smoke_box(total: int) -> int:
    """The furthest box whose smoke value the black number cards' total equals or exceeds."""
    box = 1
    for index, (smoke, _, _, _) in enumerate(data.TRACK, start=1):
        if smoke is not None and total >= smoke:
            box = index
    return box


def flow_box(faces: int) -> int:
    """The box whose flow value equals the number of black faces revealed (0: off the board)."""
    best = 0
    for index, (_, flow, _, _) in enumerate(data.TRACK, start=1):
        if faces >= flow:
            best = index
    return best


def band_name(band: int) -> str:
    return data.TRACK[band - 1][3]


def vp_lines(state: PliniusState) -> list[tuple[str, int]]:
    """The rulebook's count, line by line: (what, VP)."""
    lines: list[tuple[str, int]] = []
    for counter in data.INHABITANTS:
        name = data.COUNTERS[counter][0]
        dot = state.where[counter]
        if dot is None:
            continue
        stunned = state.stunned[counter]
        side = "stunned" if stunned else "normal"
        if dot == data.UNLIMITED:
            aboard = state.aboard[counter]
            how = f" (aboard {data.COUNTERS[aboard][0]})" if aboard else ""
            lines.append((f"{name}, {side}, at Misenum{how}", data.VP_MISENUM[stunned]))
        else:
            place = data.DOTS[dot][0]
            lines.append((f"{name}, {side}, elsewhere ({place})", data.VP_ELSEWHERE[stunned]))
    for ship in data.SHIPS:
        if state.where[ship] is not None:
            lines.append((f"{data.COUNTERS[ship][0]} on the map", data.VP_SHIP))
    if state.observed:
        lines.append(("Pliny's observations of the eruption", data.VP_OBSERVATION))
    for counter in state.dead:
        lines.append((f"{data.COUNTERS[counter][0]}, dead", data.VP_DEAD))
    return lines


def score(state: PliniusState) -> int:
    return sum(vp for _, vp in vp_lines(state))


def wins(vp: int) -> bool:
    """The rulebook's victory: "with more than 13 VP, the player wins" (the one place it is
    decided; the state, the hint and the benches ask here)."""
    return vp > data.VP_TO_WIN
