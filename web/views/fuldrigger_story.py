"""The story of a game of Fuldrigger for its end: every fortune round by round (the state keeps
them), the ships lost and the fortresses built marked when they happened, and two tables: the
profit of each route sailed (bought in one harbour, sold in another) and the ships each company
lost to each hazard.

The state forgets a voyage once its cargo is sold and a ship once it sinks, so the chronicle
notes them as the game goes: where each cargo was bought and for how much, what each sale
brought (the seller's cash after it, less before), and which ships are gone, and why.
"""

from __future__ import annotations

from typing import Any

from pygames.core import State
from pygames.fuldrigger import world
from pygames.fuldrigger.graph import SPACES

from .fuldrigger_map import COLOURS

MOST_MARKS = 12
CAUSES = {
    world.STORM: world.HAZARD_NAMES[world.STORM],
    world.ICE: world.HAZARD_NAMES[world.ICE],
    world.REEF: world.HAZARD_NAMES[world.REEF],
    world.PIRATES: world.HAZARD_NAMES[world.PIRATES],
    "attack": "A failed attack",
    "captured": "Captured",
    "other": "Other",
}


def _city(space: str) -> str:
    """The harbour's name as the map prints it."""
    return SPACES[space].name


def chronicle(state: State, facts: list[Any], memo: dict[str, Any]) -> None:
    """After each move: cargoes bought and sold, and ships lost or taken."""
    st: Any = state
    code = st.history[-1] if st.history else ""
    head, _, rest = code.partition(":")
    cargo: dict[int, tuple[str, str, int]] = memo.setdefault("cargo", {})
    if head == "buy":
        ship = st.ships[int(rest.partition(":")[0])]
        cargo[ship.id] = (_city(ship.at), ship.cargo, ship.paid)
    elif head == "sell":
        ship = st.ships[int(rest)]
        origin, good, paid = cargo.pop(ship.id, ("?", "?", 0))
        value = st.cash[ship.owner] - memo["cash"][ship.owner]
        facts.append(
            {
                "sale": ship.owner,
                "route": f"{origin} → {_city(ship.at)}",
                "good": good,
                "profit": value - paid,
                "round": st.round,
            }
        )
    owners = {ship.id: ship.owner for ship in st.ships.values()}
    before: dict[int, int] = memo.get("owners", {})
    for number, owner in before.items():
        if number in owners and owners[number] == owner:
            continue
        cargo.pop(number, None)
        if head == "sellship" and number not in owners:
            continue  # sold back to the Bank: not a loss
        if head == "trade" and number in owners:
            continue  # given in a deal: not a loss either
        cause = "captured" if number in owners else _cause(st.events, number)
        facts.append({"lost": owner, "ship": number, "cause": cause, "round": st.round})
    memo["owners"] = owners
    built: dict[str, int] = memo.setdefault("forts", {})
    for city, owner in st.forts.items():
        if city not in built:
            built[city] = owner
            facts.append({"fort": owner, "city": _city(city), "round": st.round})
    memo["cash"] = list(st.cash)


def _cause(events: list[dict[str, Any]], number: int) -> str:
    for event in events:
        if event.get("ship") == number and event.get("result") == "sunk":
            kind = str(event["kind"])
            return world.REEF if kind.startswith(world.REEF) else kind
        if event.get("kind") == "attack" and event.get("result") == "lost":
            return "attack"
    return "other"


def story(view: dict[str, Any], facts: list[Any]) -> dict[str, Any]:
    players = view["players"]
    fortunes = view["fortunes"] or [view["fortune"]]
    colours = [COLOURS[s % len(COLOURS)] for s in range(players)]
    lost = [f for f in facts if "lost" in f]
    # The state's round counts from 1 while it is played; the chart's x from 0 at the start: a
    # moment of round N lies between the fortunes after N - 1 and after N. Losses first, then
    # the fortresses built, in the order of the game.
    marks = [
        {
            "series": f["lost"],
            "x": max(f["round"] - 0.5, 0),
            "label": f"@{f['lost']} loses a ship ({CAUSES.get(f['cause'], f['cause']).lower()})",
            "kind": "lost",
        }
        for f in lost[:MOST_MARKS]
    ]
    forts = [f for f in facts if "fort" in f][: MOST_MARKS - len(marks)]
    marks += [
        {
            "series": f["fort"],
            "x": max(f["round"] - 0.5, 0),
            "label": f"@{f['fort']} builds a fortress in {f['city']}",
            "kind": "fort",
        }
        for f in forts
    ]
    marks.sort(key=lambda m: m["x"])
    routes: dict[tuple[str, str], list[int]] = {}
    for fact in facts:
        if "sale" in fact:
            routes.setdefault((fact["route"], fact["good"]), []).append(fact["profit"])
    route_rows = [
        [route, good, len(profits), sum(profits)]
        for (route, good), profits in sorted(routes.items(), key=lambda kv: -sum(kv[1]))
    ][:10]
    causes = sorted({f["cause"] for f in lost}, key=list(CAUSES).index)
    tally = [[f["lost"], f["cause"]] for f in lost]
    loss_rows = [[f"@{seat}"] + [tally.count([seat, c]) for c in causes] for seat in range(players)]
    scores = view["outcome"]["scores"]
    # The outcome's detail per seat: "@0: cash 142 + ships 300 + ... = 442 ducats".
    parts = [line.split(": ", 1)[-1].rsplit(" = ", 1)[0] for line in view["outcome"]["detail"]]
    reasons = {
        "time": "the agreed rounds are over",
        "one": "all companies but one are out of the sea trade",
        "agreed": "the players agreed to end",
    }
    return {
        "why": reasons.get(view["ended"], ""),
        "counts": [f"{scores[s]:,.0f} ducats" for s in range(players)],
        "parts": parts,
        "colours": colours,
        "chart": {
            "title": "Fortunes over the game",
            "x": list(range(len(fortunes))),
            "x_label": "round",
            "unit": "ducats",
            "series": [
                {"name": f"@{s}", "colour": colours[s], "values": [row[s] for row in fortunes]}
                for s in range(players)
            ],
            "marks": marks,
        },
        "tables": [
            {
                "title": "Profit by route",
                "head": ["Route", "Good", "Voyages", "Profit"],
                "rows": route_rows,
                "empty": "No cargo was sold.",
            },
            {
                "title": "Ships lost to each hazard",
                "head": ["Company", *(CAUSES.get(c, c) for c in causes)],
                "rows": loss_rows if causes else [],
                "empty": "No ship was lost.",
            },
        ],
    }
