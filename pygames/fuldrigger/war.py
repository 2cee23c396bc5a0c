"""Trade war: privateers fitted out and turned back, attacks by the rulebook's table, captures.

| Attack with: | 1 ship | 2 ships | 3 ships | 4 ships |
| Attacker loses a privateer ship | Roll < 6 | Roll < 5 | Roll < 4 | Roll = 2 |
| Ship or fortress is captured | Roll > 9 | Roll > 8 | Roll > 7 | Roll > 6 |
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import combinations
from typing import TYPE_CHECKING

from ..core import seat_ref
from .graph import SPACES
from .table import FuldriggerTable

if TYPE_CHECKING:
    from .ships import Ship

# Attackers -> (the attacker loses a privateer below this sum, a capture above this sum).
# "Roll = 2" with four ships is "below 3". More than four attackers fight as four.
TABLE = {1: (6, 9), 2: (5, 8), 3: (4, 7), 4: (3, 6)}
MOST = 4


def outcome(attackers: int, roll: int) -> str:
    """'lost', 'captured' or 'draw' for this many attackers and this sum of two dice."""
    below, above = TABLE[min(attackers, MOST)]
    if roll < below:
        return "lost"
    if roll > above:
        return "captured"
    return "draw"


def may_refit(st: FuldriggerTable, ship: Ship) -> bool:
    """Privateers are fitted out (and turned back) in the home port or one's own fortress."""
    city = SPACES[ship.at].city
    return bool(city) and (city == st.home[ship.owner] or st.forts.get(city) == ship.owner)


def arm_problem(st: FuldriggerTable, ship: Ship) -> str | None:
    if ship.privateer:
        return f"{ship.name} is already a privateer."
    if not may_refit(st, ship):
        return "A privateer is fitted out in the home port or in one of your fortresses."
    if ship.cargo:
        return "A privateer may not sail with cargo: sell it first."
    if ship.refitted:
        return f"{ship.name} has already changed its sail this turn."
    return None


def disarm_problem(st: FuldriggerTable, ship: Ship) -> str | None:
    if not ship.privateer:
        return f"{ship.name} is a merchant ship."
    if not may_refit(st, ship):
        return "A privateer turns merchant in the home port or in one of your fortresses."
    if ship.refitted:
        return f"{ship.name} has already changed its sail this turn."
    return None


def refit(st: FuldriggerTable, ship: Ship, privateer: bool) -> None:
    ship.privateer = privateer
    ship.refitted = True
    if privateer:
        st.say(f"{seat_ref(ship.owner)} announces: {ship.name} hoists the privateer sail!")
    else:
        st.say(f"{seat_ref(ship.owner)} takes down {ship.name}'s privateer sail.")


def targets(st: FuldriggerTable, space: str, defender: int) -> list[str]:
    """What `defender` has on `space` that an attack must face: its ships (by id) and, in a
    harbour, its fortress ('fort'). Ships in a harbour without a fortress cannot be attacked."""
    city = SPACES[space].city
    if city and city not in st.forts:
        return []
    found = [str(s.id) for s in st.ships_at(space) if s.owner == defender]
    if city and st.forts.get(city) == defender:
        found.append("fort")
    return found


def attackers(st: FuldriggerTable, seat: int, space: str) -> list[Ship]:
    """The seat's privateers on `space` that have not fought this turn."""
    return [s for s in st.ships_at(space) if s.owner == seat and s.privateer and not s.attacked]


def fleet_code(ships: Iterable[Ship]) -> str:
    """The privateers of an attack in its action code: their numbers, ascending, joined by
    commas (`attack:ns2:1:3,5`)."""
    return ",".join(str(n) for n in sorted(s.id for s in ships))


def attack_options(st: FuldriggerTable, seat: int) -> list[str]:
    """Every attack open: for each space and defender, every choice of the privateers there at
    least as many as the targets (docs/rulings.md "The attacker chooses")."""
    if not st.rolled or st.amnesty:
        return []
    codes = []
    for space in sorted({s.at for s in st.ships.values() if s.owner == seat and s.privateer}):
        ready = attackers(st, seat, space)
        for defender in range(st.players):
            if defender == seat:
                continue
            need = len(targets(st, space, defender))
            if need:
                codes += [
                    f"attack:{space}:{defender}:{fleet_code(fleet)}"
                    for size in range(need, len(ready) + 1)
                    for fleet in combinations(ready, size)
                ]
    return codes


def chosen(st: FuldriggerTable, text: str) -> list[Ship]:
    """The ships a fleet code names (unknown numbers left out)."""
    found = (st.ship_named(part) for part in text.split(","))
    return [ship for ship in found if ship is not None]


def attack(st: FuldriggerTable, seat: int, space: str, defender: int, fleet: list[Ship]) -> None:
    """The attack: the chosen privateers fight (and stop), two dice decide by the table."""
    count = len(fleet)
    for ship in fleet:
        ship.attacked = True
        ship.left = 0
    faces = (st.roll(), st.roll())
    result = outcome(count, sum(faces))
    where = SPACES[space].name
    names = " and ".join(ship.name for ship in fleet)
    st.say(
        f"{seat_ref(seat)} attacks {seat_ref(defender)} at {where} with {names}:"
        f" {faces[0]}+{faces[1]} = {sum(faces)}."
    )
    event = {
        "kind": "attack",
        "space": space,
        "attacker": seat,
        "defender": defender,
        "ships": count,
        "fleet": [ship.id for ship in fleet],
        "dice": list(faces),
        "result": result,
    }
    st.events.append(event)
    if result == "lost":
        lost = max(fleet, key=lambda s: s.id)
        event["name"] = lost.name  # the privateer sunk, for the banner at the place
        st.say(f"The attack fails: {lost.name} is sunk.")
        st.sink(lost)
        return
    if result == "draw":
        st.say("The attack is a draw: all stays as it was.")
        return
    prizes = targets(st, space, defender)
    if len(prizes) == 1:
        capture(st, seat, space, prizes[0])
    else:
        st.capture = {"space": space, "attacker": seat, "defender": defender, "prizes": prizes}
        st.say(f"{seat_ref(seat)} wins and chooses the prize.")


def capture(st: FuldriggerTable, seat: int, space: str, prize: str) -> None:
    """A prize changes colour; over the limit of six, the Bank takes it off the board."""
    st.capture = None
    if prize == "fort":
        city = SPACES[space].city
        loser = st.forts[city]
        if st.fort_count(seat) >= st.LIMIT:
            del st.forts[city]
            st.say(
                f"{seat_ref(seat)} razes {seat_ref(loser)}'s fortress in {city}: six is the most."
            )
        else:
            st.forts[city] = seat
            st.say(
                f"{seat_ref(seat)} captures {seat_ref(loser)}'s fortress at {SPACES[space].name}."
            )
        return
    ship = st.ships[int(prize)]
    loser = ship.owner
    if st.fleet_size(seat) >= st.LIMIT:
        st.say(f"{seat_ref(seat)} captures {ship.name} but already has six ships: she is scuttled.")
        st.sink(ship, quiet=True)
        return
    ship.owner = seat
    ship.left = 0
    ship.entered = (ship.at,)
    st.say(f"{seat_ref(seat)} captures {seat_ref(loser)}'s {ship.name}.")
