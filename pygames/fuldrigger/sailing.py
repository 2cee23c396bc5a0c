"""A ship sails: space by space along its passage, each hazard acting as it is entered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import seat_ref
from . import world
from .graph import SPACES
from .movement import (
    CALM_HOLDS,
    ICE_SINKS,
    PIRATES_TAKE_CARGO,
    PIRATES_TAKE_SHIP,
    REEF_WRECKS,
    STORM_SINKS,
    after_entering,
    reach,
)

if TYPE_CHECKING:
    from .ships import Ship
    from .state import FuldriggerState


def sail(st: FuldriggerState, ship: Ship, target: str) -> None:
    """Follow the best passage to `target`; a wreck or a calm ends the voyage early."""
    passage = reach(ship.at, ship.left, ship.entered, st.safety(ship))[target]
    start = SPACES[ship.at].name
    for sid in passage.path:
        if not enter(st, ship, sid):
            return
    left = f", {ship.left} left" if ship.left else ""
    st.say(f"{ship.name} sails from {start} to {SPACES[target].name} ({len(passage.path)}{left}).")


def enter(st: FuldriggerState, ship: Ship, sid: str) -> bool:
    """Move one space; False when the ship's move ends here against its will."""
    ship.at = sid
    ship.entered = (*ship.entered, sid)
    if ship.cargo:
        ship.travelled += 1
    space = SPACES[sid]
    hazard = st.safety(ship).active(sid)
    ship.left = after_entering(hazard, ship.left)
    if space.harbour:
        ship.left = 0
        bonus = st.offers.pop(space.city, 0)
        if bonus:
            st.cash[ship.owner] += bonus
            st.say(
                f"{ship.name} is the first ship into {space.name}: {seat_ref(ship.owner)}"
                f" earns {bonus} ducats."
            )
        return True
    if hazard in (world.TAIL, world.HEAD):
        st.events.append({"kind": hazard, "ship": ship.id, "space": sid})
        return True
    if not hazard:
        return True
    faces = (st.roll(), st.roll())
    total = sum(faces)
    result = "safe"
    if (hazard == world.STORM and total in STORM_SINKS) or (
        hazard == world.ICE and total in ICE_SINKS
    ):
        result = "sunk"
    elif hazard == world.CALM and total in CALM_HOLDS:
        result = "becalmed"
    elif hazard == world.REEF:
        result = "sunk" if total in REEF_WRECKS else "learnt"
    elif hazard == world.PIRATES:
        if total in PIRATES_TAKE_SHIP:
            result = "sunk"
        elif total in PIRATES_TAKE_CARGO and ship.cargo:
            result = "cargo"
    st.events.append(
        {"kind": hazard, "ship": ship.id, "space": sid, "dice": list(faces), "result": result}
    )
    name = f"{ship.name} ({seat_ref(ship.owner)})"
    what = world.HAZARD_NAMES[hazard].lower()
    if hazard == world.REEF:
        what = f"reef {space.reef} ({world.REEFS[space.reef]})"
    words = {
        "sunk": "wrecked" if hazard == world.REEF else "lost with all hands",
        "becalmed": "becalmed: she lies still here next round",
        "learnt": f"through; {seat_ref(ship.owner)} now knows reef {space.reef}",
        "cargo": f"boarded by pirates, who take the {ship.cargo}",
        "safe": "through",
    }
    st.say(f"{name} meets the {what} at {space.name}: rolls {total}, {words[result]}.")
    if result == "sunk":
        st.sink(ship, quiet=True)
        return False
    if result == "becalmed":
        ship.left = 0
        ship.still = st.round + 1
        return False
    if result == "learnt":
        st.known[ship.owner] = st.known[ship.owner] | {space.reef}
    if result == "cargo":
        ship.unload()
    return True
