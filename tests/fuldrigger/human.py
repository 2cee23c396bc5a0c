"""A scripted human for the end-to-end game: what it clicks, decided from the table.

It builds a fortress in its home port and trades through it (tools bought there, carried to
Lisbon; wine bought in Lisbon, sold at home), fits out a privateer that chases rival ships and
attacks when the table allows, and plays on when a bot proposes to end. The same choices run
under CPython (to pick a seed where all of this happens within the game's length) and in
Chromium through clicks.
"""

from __future__ import annotations

from pygames.fuldrigger.graph import SPACES
from pygames.fuldrigger.navigation import voyage
from pygames.fuldrigger.ships import Ship
from pygames.fuldrigger.state import FuldriggerState

SEAT = 0
# The home ports it would have, best first: northern ports that sell tools and buy wine, as its
# trade needs (the bots choose at random and may take London first).
HOMES = ("london", "amsterdam", "copenhagen")


def move(st: FuldriggerState) -> str:
    legal = st.legal_actions()
    if st.phase == "home":
        return next((f"home:{p}" for p in HOMES if f"home:{p}" in legal), legal[0])
    if st.phase == "vote":
        return "refuse"
    if st.phase == "capture":
        return legal[0]
    if st.phase == "trade":
        return "trade:refuse" if "trade:refuse" in legal else "trade:cancel"
    home = st.home[SEAT]
    mine = sorted(st.ships_of(SEAT), key=lambda s: s.id)
    for code in (f"fort:{home}",):
        if code in legal and st.cash[SEAT] >= 100:
            return code
    for ship in mine:
        if f"sell:{ship.id}" in legal:
            return f"sell:{ship.id}"
    if home in st.forts and len(mine) == 3 and st.cash[SEAT] < 20:
        return f"sellship:{mine[-1].id}"
    privateers = [s for s in mine if s.privateer]
    for ship in mine[1:2]:
        if not privateers and f"arm:{ship.id}" in legal:
            return f"arm:{ship.id}"
    merchant = mine[0] if mine and not mine[0].privateer else None
    if merchant is not None:
        for good in ("tools", "wine"):
            if f"buy:{merchant.id}:{good}" in legal:
                return f"buy:{merchant.id}:{good}"
    if "roll" in legal:
        return "roll"
    attacks = sorted(c for c in legal if c.startswith("attack:"))
    if attacks:
        return attacks[-1]
    for ship in mine:
        sailing = _sail(st, ship, legal)
        if sailing:
            return sailing
    return "end"


def _sail(st: FuldriggerState, ship: Ship, legal: list[str]) -> str | None:
    targets = {c.split(":")[2]: c for c in legal if c.startswith(f"sail:{ship.id}:")}
    if not targets:
        return None
    if ship.privateer:
        prey = [
            s.at
            for s in st.ships.values()
            if s.owner != SEAT and not (SPACES[s.at].harbour and SPACES[s.at].city not in st.forts)
        ]
        if not prey:
            return None
        for space in prey:
            if space in targets:
                return targets[space]
        best = min(
            targets,
            key=lambda t: min(
                (v.steps for p in prey if (v := voyage(t, p)) is not None), default=99
            ),
        )
        return targets[best]
    goal = "lisbon" if ship.cargo == "tools" else st.home[SEAT] if ship.cargo else None
    if goal is None or SPACES[ship.at].city == goal:
        return None
    if goal in targets:
        return targets[goal]
    v = voyage(ship.at, goal)
    if v is None:
        return None
    for sid in reversed(v.path):
        if sid in targets:
            return targets[sid]
    return None
