"""Cheapest routes over the map for the bots: in AP, round buried dots, with the time each colour
is left behind.

A route is what a counter would walk or sail to reach a goal: its AP cost and, for every colour
it crosses, the AP spent by the moment it leaves that colour for good. A counter is safe from
the flow's strike on a colour if it has left it before the strike: those figures are what the
plans weigh against the cards (odds.py).
"""

from __future__ import annotations

import heapq
from functools import lru_cache
from typing import NamedTuple

from . import data, rules

# Ties between routes of equal cost go to the one that keeps further from the crater.
RISK = 0.001


class Route(NamedTuple):
    cost: int  # AP from the start to the goal
    dots: tuple[str, ...]  # start ... goal
    legs: tuple[tuple[int, int], ...]  # (band, AP spent when the route leaves it for good)


def leaving(dots: tuple[str, ...], costs: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """Per colour crossed (not the goal's, which is not left): the AP by which it is left."""
    spent = 0
    last: dict[int, int] = {}
    for dot, cost in zip(dots, costs, strict=False):
        spent += cost
        band = data.DOTS[dot][4]
        if band != data.NO_COLOUR:
            last[band] = spent
    return tuple(sorted(last.items()))


@lru_cache(maxsize=4096)
def routes(counter: str, stunned: bool, wind: int, fluxus: int, start: str) -> dict[str, Route]:
    """The cheapest route from `start` to every dot `counter` may reach, round the dots the flow
    has buried (at Fluxus box `fluxus`); stunned or not; the liburna's cost by the wind."""
    ship = counter in data.SHIPS
    lines = data.SEA_NEXT if ship else data.LAND_NEXT
    best: dict[str, tuple[float, int, tuple[str, ...], tuple[int, ...]]] = {}
    queue: list[tuple[float, int, tuple[str, ...], tuple[int, ...]]] = [(0.0, 0, (start,), ())]
    while queue:
        weight, cost, dots, costs = heapq.heappop(queue)
        here = dots[-1]
        if here in best:
            continue
        best[here] = (weight, cost, dots, costs)
        if here == data.UNLIMITED and here != start:
            continue  # a route ends at Misenum; none passes through it
        for nxt in lines[here]:
            if nxt in best:
                continue
            band = data.DOTS[nxt][4]
            if band != data.NO_COLOUR and band <= fluxus:
                continue
            if data.DOTS[nxt][1] == data.OBSERVATION and counter != data.LIBURNA:
                continue
            step = rules.step_cost(counter, stunned, here, nxt, wind)
            risk = RISK * (len(data.TRACK) + 1 - band) if band != data.NO_COLOUR else 0.0
            heapq.heappush(queue, (weight + step + risk, cost + step, (*dots, nxt), (*costs, step)))
    return {
        goal: Route(cost, dots, leaving(dots[:-1], costs))
        for goal, (_, cost, dots, costs) in best.items()
    }


@lru_cache(maxsize=4096)
def refuge(counter: str, stunned: bool, wind: int, fluxus: int, start: str) -> Route | None:
    """The cheapest route to the dot furthest from the crater in reach, Misenum aside: the flow
    strikes the colours in order, so the highest band in reach is the last it would strike."""
    best: Route | None = None
    best_key = (0, 0)
    for goal, path in routes(counter, stunned, wind, fluxus, start).items():
        band = data.DOTS[goal][4]
        if band == data.NO_COLOUR:
            continue
        key = (band, -path.cost)
        if best is None or key > best_key:
            best, best_key = path, key
    return best


def route(
    counter: str, stunned: bool, wind: int, fluxus: int, start: str, goal: str
) -> Route | None:
    """The cheapest route from `start` to `goal`, or None when the flow has cut it off."""
    return routes(counter, stunned, wind, fluxus, start).get(goal)


def chain(*parts: tuple[Route, int]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """Routes run one after another, each (route, AP spent before it starts, e.g. a boarding):
    the total cost and the merged legs (a colour is left for good at its latest leaving)."""
    spent = 0
    last: dict[int, int] = {}
    for part, before in parts:
        spent += before
        for band, leave in part.legs:
            last[band] = max(last.get(band, 0), spent + leave)
        spent += part.cost
    return spent, tuple(sorted(last.items()))


def merge(
    first: tuple[tuple[int, int], ...], second: tuple[tuple[int, int], ...]
) -> tuple[tuple[int, int], ...]:
    """Legs of two counters' routes run side by side: each colour at its later leaving."""
    last = dict(first)
    for band, leave in second:
        last[band] = max(last.get(band, 0), leave)
    return tuple(sorted(last.items()))
