"""A ship sails: space by space along its passage, each hazard acting as it is entered."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core import seat_ref
from . import goods, world
from .graph import SPACES
from .market import MIN_TRAVEL
from .movement import (
    CALM_HOLDS,
    HEAD_SPACES,
    ICE_SINKS,
    PIRATES_TAKE_CARGO,
    PIRATES_TAKE_SHIP,
    REEF_WRECKS,
    STORM_SINKS,
    TAIL_SPACES,
    after_entering,
    reach,
)
from .table import FuldriggerTable

if TYPE_CHECKING:
    from .ships import Ship


def sail(st: FuldriggerTable, ship: Ship, target: str) -> None:
    """Follow the best passage to `target`; a wreck or a calm ends the voyage early."""
    passage = reach(ship.at, ship.left, ship.barred, st.safety(ship))[target]
    start, had = SPACES[ship.at].name, ship.left
    entered: list[str] = []
    for sid in passage.path:
        entered.append(sid)
        if not enter(st, ship, sid):
            break
    if ship.id in st.ships:
        st.say(voyage(ship, start, had, entered, held=len(entered) < len(passage.path)))


def voyage(ship: Ship, start: str, had: int, entered: list[str], held: bool = False) -> str:
    """The log's line for one leg: how many spaces, the winds that changed the count, why the
    move ended (a harbour, a calm, no spaces left) or what is left, and the cargo's count
    toward the 10-space rule, so that no space seems to vanish."""
    end = SPACES[entered[-1]]
    n = len(entered)
    text = f"{ship.name} sails {n} space{'' if n == 1 else 's'} from {start} to {end.name}"
    if end.name == start:  # a sea's spaces share its name: "from Bay of Biscay to Bay of Biscay"
        by = list(dict.fromkeys(SPACES[sid].name for sid in entered if SPACES[sid].name != start))
        text = f"{ship.name} sails {n} space{'' if n == 1 else 's'} within {start}"
        text += f" by {', '.join(by)}" if by else ""
    # The winds that changed the count, by what they did: a headwind met with fewer than
    # three spaces left takes only those.
    winds, unused = [], had
    for sid in entered:
        hazard = SPACES[sid].hazard
        before, unused = unused - 1, after_entering(hazard, unused)
        where = f"at {SPACES[sid].name}"
        if hazard == world.TAIL:
            winds.append(f"a tailwind {where} gives {TAIL_SPACES} more")
        elif hazard == world.HEAD and before > 0:
            took = before - unused
            what = f"{took}" if took == HEAD_SPACES else f"the last {took}"
            winds.append(f"a headwind {where} takes {what}")
    if winds:
        text += f" ({had} to sail; {'; '.join(winds)})"
    if held:
        text += ": the calm holds her there"
    elif end.harbour:
        spare = f" ({unused} space{'' if unused == 1 else 's'} unused)" if unused > 0 else ""
        text += f": entering harbour ends her move this turn{spare}"
    elif ship.left:
        text += f": {ship.left} space{'' if ship.left == 1 else 's'} left to sail this turn"
    else:
        text += ": her spaces for this turn are used up"
    if ship.cargo:
        good = goods.GOODS[ship.cargo].lower()
        if ship.travelled < MIN_TRAVEL:
            text += (
                f". Her cargo of {good} has travelled {ship.travelled} of the {MIN_TRAVEL}"
                " spaces before it may be sold"
            )
        else:
            text += f". Her cargo of {good} has travelled {ship.travelled} spaces: it may be sold"
    return text + "."


def enter(st: FuldriggerTable, ship: Ship, sid: str) -> bool:
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
    event = {"kind": hazard, "ship": ship.id, "space": sid, "dice": list(faces), "result": result}
    event["name"] = ship.name  # a ship lost is gone from the view: its name for the banner
    if result == "cargo":
        event["good"] = ship.cargo or ""  # what was taken, for the flash on the map
    st.events.append(event)
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
