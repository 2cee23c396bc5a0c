"""The story of an estate game for its end: every fortune round by round, with the turning points
the engine kept (`moments`: the biggest rents, the colour sets completed, the bankruptcies)
marked where they happened, and each player's final count as the rulebook makes it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pygames.core.i18n import N_, tr
from pygames.estate.rules import BANK

from .board import money
from .theme import Theme

MOST_MARKS = 14  # more would cover the lines: bankruptcies first, then rents, then sets
PRIORITY = {"bankrupt": 0, "rent": 1, "set": 2}
# The chart's value axis where the unit is a word: "fortune (in ducats)", "majątek (w dukatach)".
IN_UNIT = {"ducats": N_("fortune (in ducats)")}


def _mark(theme: Theme, moment: list[Any]) -> dict[str, Any]:
    played, kind, seat, other, space, amount = moment
    if kind == "set":
        group = theme.spaces[space].group
        label = tr(
            "{who} completes the set: {group}",
            who=f"@{seat}",
            group=theme.rules.group_words.get(group, group),  # "kompletu Hiszpanii"
        )
    elif kind == "rent":
        label = tr(
            "{payer} pays {owner} {amount} rent for {deed}",
            payer=f"@{other}",
            owner=f"@{seat}",
            amount=money(theme, amount),
            deed=theme.called(space),
        )
    elif other == BANK:
        label = tr("{who} is bankrupt to the Bank", who=f"@{seat}")
    else:
        label = tr("{who} is bankrupt; {creditor} takes all", who=f"@{seat}", creditor=f"@{other}")
    # A moment of round N + 1 (N rounds were complete) lies between the fortunes after round N
    # and after round N + 1.
    return {"series": seat, "x": played + 0.5, "label": label, "kind": kind}


def story_for(theme: Theme) -> Callable[[dict[str, Any], list[Any]], dict[str, Any]]:
    def story(view: dict[str, Any], facts: list[Any]) -> dict[str, Any]:
        players = view["players"]
        fortunes = view["fortunes"]
        if view["ended"] == "time" and len(fortunes) == view["round"] + 2:
            fortunes = fortunes[:-1]  # the count at the end is the last round's, shown once
        moments = sorted(view.get("moments", []), key=lambda m: (PRIORITY[m[1]], m[0]))
        marks = sorted(
            (_mark(theme, m) for m in moments[:MOST_MARKS]), key=lambda m: (m["x"], m["series"])
        )
        fallen = {m[2]: m[0] + 1 for m in view.get("moments", []) if m[1] == "bankrupt"}
        counts = [
            tr("bankrupt in round {number}", number=fallen[s])
            if not view["active"][s] and s in fallen
            else tr("bankrupt")
            if not view["active"][s]
            else money(theme, int(view["outcome"]["scores"][s] or 0))
            for s in range(players)
        ]
        why = {
            "one": tr("one player is left"),
            "time": tr("the agreed rounds are over"),
            "agreed": tr("all agreed to end"),
        }.get(view["ended"], "")
        colours = [theme.pawns[s % len(theme.pawns)] for s in range(players)]
        return {
            "why": why,
            "counts": counts,
            "colours": colours,
            "chart": {
                "title": tr("Fortunes over the game"),
                "x": list(range(len(fortunes))),
                "x_label": tr("round"),
                "y_label": tr("fortune"),
                # A unit a language declines after "in" has its own title ("w dukatach").
                "y_title": tr(IN_UNIT[theme.rules.currency])
                if theme.rules.currency in IN_UNIT
                else "",
                "unit": tr(theme.rules.currency),
                "series": [
                    {"name": f"@{s}", "colour": colours[s], "values": [row[s] for row in fortunes]}
                    for s in range(players)
                ],
                "marks": marks,
            },
        }

    return story
