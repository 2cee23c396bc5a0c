"""The story of a game of Plinius adversus Vesuvium for its end: the eruption's advance (the boxes
Nubes and Fluxus reach) against the rescues (the people brought to Misenum, and the dead), card by
card, with the wind's turn, each rescue and each death marked; and the verdict in the rulebook's
words. The state keeps where everyone is now, so the chronicle notes the count after each move.
"""

from __future__ import annotations

from typing import Any

from pygames.core import State
from pygames.plinius import data, rules

SERIES = (
    ("nubes", "Nubes (smoke): its box", "#8a8a8a"),
    ("fluxus", "Fluxus (flow): its box", "#9b1c1c"),
    ("saved", "People at Misenum", "#2e7d32"),
    ("dead", "Dead counters", "#1d1b16"),
)


def _saved(state: Any) -> list[str]:
    return [c for c in data.INHABITANTS if state.where[c] == data.UNLIMITED]


def chronicle(state: State, facts: list[Any], memo: dict[str, Any]) -> None:
    """After each move: the eruption and the rescues as they stand, one sample per card (the
    last move of a card stands for it), and what changed as marks."""
    st: Any = state
    cards = len(st.revealed)
    sample = {
        "x": cards,
        "nubes": st.nubes,
        "fluxus": st.fluxus,
        "saved": len(_saved(st)),
        "dead": len(st.dead),
    }
    samples = memo.setdefault("samples", [])
    if samples and samples[-1]["x"] == cards:
        samples[-1].update(sample)
    else:
        samples.append(sample)
        facts.append(sample)
    if st.wind < 0 and not memo.get("turned"):
        memo["turned"] = True
        facts.append({"mark": "wind", "x": cards, "series": 0, "label": "The wind turns 180°"})
    saved = set(_saved(st))
    for counter in sorted(saved - memo.get("saved", set())):
        facts.append(
            {
                "mark": "saved",
                "x": cards,
                "series": 2,
                "label": f"{data.COUNTERS[counter][0]} reaches Misenum",
            }
        )
    memo["saved"] = saved
    for counter in st.dead[memo.get("dead", 0) :]:
        fate = "is lost" if counter in data.SHIPS else "dies"
        label = f"{data.COUNTERS[counter][0]} {fate}"
        facts.append({"mark": "dead", "x": cards, "series": 3, "label": label})
    memo["dead"] = len(st.dead)


def verdict(vp: int) -> str:
    """Who wins, as the rulebook has it ("with more than 13 VP, the player wins": Pliny against
    Vesuvius), with the score: the end screen's first line and the lobby's word on a saved game.
    """
    if rules.wins(vp):
        return f"Pliny wins: {vp} VP, more than {data.VP_TO_WIN}."
    return f"Vesuvius wins: {vp} VP, and more than {data.VP_TO_WIN} were needed."


def story(view: dict[str, Any], facts: list[Any]) -> dict[str, Any]:
    samples = [f for f in facts if "mark" not in f]
    marks = [
        {"series": f["series"], "x": f["x"], "label": f["label"], "kind": f["mark"]}
        for f in facts
        if "mark" in f
    ]
    counters = view["counters"]
    saved = [counters[c]["name"] for c in data.INHABITANTS if counters[c]["dot"] == data.UNLIMITED]
    # Not "you": a bot may have played the game on from a step.
    rescued = f"At Misenum: {len(saved)} of the {len(data.INHABITANTS)} inhabitants" + (
        f" ({', '.join(saved)})." if saved else "."
    )
    if not samples:  # a table set up by hand, with no chronicle: the end as it stands
        samples = [
            {
                "x": len(view["revealed"]),
                "nubes": view["nubes"],
                "fluxus": view["fluxus"],
                "saved": len(saved),
                "dead": len(view["dead"]),
            }
        ]
    return {
        "why": "the deck is exhausted",
        "verdict": verdict(view["vp"]),
        "counts": [f"{view['vp']} VP"],
        "detail": [rescued, *view["outcome"]["detail"]],
        "chart": {
            "title": "The eruption against the rescues",
            "x": [s["x"] for s in samples],
            "x_label": "cards revealed",
            "unit": "",
            "series": [
                {"name": name, "colour": colour, "values": [s[key] for s in samples]}
                for key, name, colour in SERIES
            ],
            "marks": marks,
        },
    }
