"""The story of a game of For Fame & Fortune for its end: every score round by round, each round
marked with who won it and with what hand. The state keeps only the last round's result, so the
chronicle notes each round's as the game goes (and as a replay of its record goes)."""

from __future__ import annotations

from typing import Any

from pygames.core import State
from pygames.fame_fortune.state import FameFortuneState

from .ending import DEFAULT_COLOURS


def chronicle(state: State, facts: list[Any], memo: dict[str, Any]) -> None:
    """After each move: a new round's result, once."""
    assert isinstance(state, FameFortuneState)
    played = state.rounds_played
    if not facts:
        facts.append({"round": 0, "scores": [0] * state.players})
    if played > memo.get("rounds", 0):
        memo["rounds"] = played
        last = state.last_round
        assert last is not None  # a round has been played
        winners = list(last["winners"])
        facts.append(
            {
                "round": played,
                "scores": list(state.scores),
                "winners": winners,
                "hand": last["hands"][winners[0]]["name"],
                "multiplier": last["multiplier"],
                "won": [last["hands"][w]["delta"] for w in winners],
            }
        )


def story(view: dict[str, Any], facts: list[Any]) -> dict[str, Any]:
    players = view["players"]
    rounds = [f for f in facts if "scores" in f] or [{"round": 0, "scores": [0] * players}]
    colours = [DEFAULT_COLOURS[s % len(DEFAULT_COLOURS)] for s in range(players)]
    marks = []
    for fact in rounds[1:]:
        for seat, won in zip(fact["winners"], fact["won"], strict=True):
            marks.append(
                {
                    "series": seat,
                    "x": fact["round"],
                    "label": f"Round {fact['round']}: @{seat} wins {won:+d} points with"
                    f" {fact['hand']} (multiplier {fact['multiplier']})",
                    "kind": "round",
                }
            )
    scores = view["outcome"]["scores"]
    last = rounds[-1]
    detail = (
        [
            f"Round {last['round']}: {' and '.join(f'@{w}' for w in last['winners'])}"
            f" {'win' if len(last['winners']) > 1 else 'wins'} with {last['hand']}; every"
            " player's hand and the scoring are just below."
        ]
        if "winners" in last
        else []
    )
    return {
        "detail": detail,
        "why": f"all {view['rounds']} rounds are played"
        if view["rounds"] > 1
        else "its round is played",
        "counts": [f"{scores[s]:,.0f} points" for s in range(players)],
        "colours": colours,
        "chart": {
            "title": "Scores round by round",
            "x": [f["round"] for f in rounds],
            "x_label": "round",
            "unit": "points",
            "series": [
                {"name": f"@{s}", "colour": colours[s], "values": [f["scores"][s] for f in rounds]}
                for s in range(players)
            ],
            "marks": marks,
        },
    }
