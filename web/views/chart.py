"""The one chart of a game's story: series over time, a legend, and the turning points marked.

A story's chart is coordinate-free data (a view module's `story` makes it from the view dict):

    {"title": "Fortunes over the game", "x": [0, 1, 2, ...], "x_label": "round", "unit": "$",
     "y_label": "fortune", "y_title": "fortune (in ducats)" (optional: the axis's whole title),
     "series": [{"name": "@0", "colour": "#d7263d", "values": [3000, 2800, ...]}, ...],
     "marks": [{"series": 0, "x": 12.5, "label": "@0 completes the set: Greece"}, ...]}

`x` holds one number per point, shared by every series (a value may be None: no point there);
a mark sits on its series' line at its `x`. Where things go on screen is decided here alone.
The lines are SVG stretched to the plot; every word (axes, legend, marks) is HTML, so that it
keeps its size (12 px and more) at any width, on a phone as on a desktop. The marks are
numbered on the plot and told in words in a list below it.
"""

from __future__ import annotations

import math
from itertools import pairwise
from typing import Any

from .common import esc, named, plain_named, swatch

PLOT = 1000  # the SVG's user units across and down the plot (stretched to its box)


def nice_step(span: float, ticks: int = 4) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving about `ticks` intervals."""
    raw = max(span, 1e-9) / ticks
    power: float = 10 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def y_range(values: list[float]) -> tuple[float, float, float]:
    """(bottom, top, step) of the value axis, scaled to the data: from a round number at or
    below the lowest value to one at or above the highest (issue 29: from 0, fortunes of
    20,000-30,000 lay flat near the top)."""
    low, high = (min(values), max(values)) if values else (0.0, 1.0)
    step = nice_step(high - low)
    bottom, top = math.floor(low / step) * step, math.ceil(high / step) * step
    return bottom, top if top > bottom else bottom + step, step


def x_ticks(first: float, last: float) -> list[float]:
    """Whole-number ticks along the time axis at a regular step from the first, and the last
    too where it does not crowd the step before it (0, 5, 10 for 12 rounds; 0 … 30, 36)."""
    if last <= first:
        return [first]
    step = max(1.0, nice_step(last - first, 5))
    ticks = [first + k * step for k in range(int((last - first) / step) + 1)]
    if last - ticks[-1] > step / 2:
        ticks.append(last)
    return ticks


def at(xs: list[float], values: list[float | None], x: float) -> float | None:
    """The series' value at `x` on its line (between points, on the segment)."""
    points = [(px, v) for px, v in zip(xs, values, strict=False) if v is not None]
    if not points:
        return None
    if x <= points[0][0]:
        return points[0][1]
    for (x0, v0), (x1, v1) in pairwise(points):
        if x0 <= x <= x1:
            return v0 if x1 == x0 else v0 + (v1 - v0) * (x - x0) / (x1 - x0)
    return points[-1][1]


# A mark is 1.5rem round; the plot is at least about 280 px wide and 176 px high (a phone), so
# two marks closer than these percents of it would touch there.
MARK_ACROSS, MARK_DOWN = 9.0, 14.0
EDGE_ACROSS, EDGE_DOWN = MARK_ACROSS / 2, MARK_DOWN / 2


def spread(places: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Where each mark is drawn (in percent of the plot): on its line where it is free, else the
    nearest free place above or below it (marks of one step stacked), else beside it; always
    inside the plot."""

    def inside(left: float, top: float) -> tuple[float, float]:
        return (
            min(max(left, EDGE_ACROSS), 100 - EDGE_ACROSS),
            min(max(top, EDGE_DOWN), 100 - EDGE_DOWN),
        )

    def free(left: float, top: float) -> bool:
        return all(abs(left - x) >= MARK_ACROSS or abs(top - y) >= MARK_DOWN for x, y in placed)

    placed: list[tuple[float, float]] = []
    for left, top in places:
        shifts = [0.0] + [sign * k for k in range(1, 7) for sign in (-1.0, 1.0)]
        candidates = [inside(left, top + dy * MARK_DOWN) for dy in shifts]
        candidates += [inside(left + dx * MARK_ACROSS, top) for dx in shifts[1:]]
        placed.append(next((c for c in candidates if free(*c)), candidates[0]))
    return placed


def figure(value: float, unit: str = "") -> str:
    """A value as the axis and legend print it: whole numbers with thousands grouped."""
    text = f"{value:,.0f}" if float(value).is_integer() else f"{value:,.1f}"
    return f"{text} {unit}".strip()


def chart(spec: dict[str, Any], names: list[str], number: Any = figure) -> str:
    """The chart of `spec` (see the module's docstring) as HTML; `number(value, unit)` writes
    a value in the reader's language."""
    xs = [float(x) for x in spec["x"]]
    series = spec["series"]
    unit = spec.get("unit", "")
    y_label = spec.get("y_label", "")
    y_title = spec.get("y_title") or (
        f"{y_label} ({unit})" if y_label and unit else y_label or unit
    )
    values = [v for s in series for v in s["values"] if v is not None]
    bottom, top, step = y_range(values)
    first, last = (xs[0], xs[-1]) if xs else (0.0, 1.0)
    width = (last - first) or 1.0

    def left(x: float) -> float:
        return (x - first) / width * 100

    def down(v: float) -> float:
        return (top - v) / ((top - bottom) or 1) * 100

    grid = []
    y_labels = []
    for k in range(round((top - bottom) / step) + 1):
        v = bottom + k * step
        grid.append(
            f'<line x1="0" x2="{PLOT}" y1="{down(v) * PLOT / 100:.1f}"'
            f' y2="{down(v) * PLOT / 100:.1f}" class="{"zero" if v == 0 else "grid"}"/>'
        )
        y_labels.append(f'<span style="top:{down(v):.2f}%">{esc(number(v, ""))}</span>')
    lines = []
    for index, line in enumerate(series):
        points = " ".join(
            f"{left(x) * PLOT / 100:.1f},{down(v) * PLOT / 100:.1f}"
            for x, v in zip(xs, line["values"], strict=False)
            if v is not None
        )
        lines.append(
            f'<polyline points="{points}" stroke="{esc(line["colour"])}"'
            f' data-series="{index}" vector-effect="non-scaling-stroke"/>'
        )
    x_labels = "".join(
        f'<span style="left:{left(x):.2f}%">{esc(number(x, ""))}</span>'
        for x in x_ticks(first, last)
    )
    marks = [m for m in spec.get("marks", []) if 0 <= m["series"] < len(series)]
    places = []
    for mark in marks:
        value = at(xs, series[mark["series"]]["values"], float(mark["x"]))
        places.append((left(float(mark["x"])), down(value if value is not None else bottom)))
    dots = []
    told = []
    for n, (mark, (x, y)) in enumerate(zip(marks, spread(places), strict=False), start=1):
        colour = series[mark["series"]]["colour"]
        text = plain_named(mark["label"], names)
        dots.append(
            f'<span class="chart-mark" data-mark="{esc(mark.get("kind", ""))}"'
            f' style="left:{x:.2f}%;top:{y:.2f}%;border-color:{esc(colour)}"'
            f' title="{esc(text)}">{n}</span>'
        )
        told.append(
            f'<li data-mark="{esc(mark.get("kind", ""))}"><span class="chart-mark-n"'
            f' style="border-color:{esc(colour)}">{n}</span>'
            f' <span class="chart-mark-said">{named(mark["label"], names)}</span></li>'
        )
    legend = "".join(
        f"<li>{swatch(line['colour'], 'chart-key')} {named(line['name'], names)}"
        + (
            f' <span class="chart-last">{esc(number(last_value, unit))}</span>'
            if (last_value := next((v for v in reversed(line["values"]) if v is not None), None))
            is not None
            else ""
        )
        + "</li>"
        for line in series
    )
    title = esc(spec["title"])
    return (
        f'<figure class="story-chart" data-chart="" aria-label="{title}">'
        f"<figcaption>{title}</figcaption>"
        f'<ul class="chart-legend">{legend}</ul>'
        f'<div class="chart-frame">'
        + (f'<div class="chart-y-label" aria-hidden="true">{esc(y_title)}</div>' if y_title else "")
        + f'<div class="chart-y" aria-hidden="true">{"".join(y_labels)}'
        f'</div><div class="chart-plot"><svg viewBox="0 0 {PLOT} {PLOT}"'
        ' preserveAspectRatio="none" aria-hidden="true">'
        f"{''.join(grid)}{''.join(lines)}</svg>{''.join(dots)}</div>"
        f'<div class="chart-x" aria-hidden="true">{x_labels}</div>'
        f'<div class="chart-x-label" aria-hidden="true">{esc(spec.get("x_label", ""))}</div>'
        "</div>" + (f'<ol class="chart-marks">{"".join(told)}</ol>' if told else "") + "</figure>"
    )
