"""How the bots see trade war: where rival privateers can strike next turn, what an attack is
worth by the rulebook's table, and which harbour a squadron waits in. Pure functions of the
table; the bots keep what they remember (who fought whom, who made peace)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from . import goods, war, world
from .graph import HARBOUR_SPACES, SPACES, within
from .movement import reach
from .navigation import voyage
from .routes import THREE_DICE
from .table import FORT_PRICE, SHIP_PRICE, FuldriggerTable

if TYPE_CHECKING:
    from .ships import Ship

MOST_ROLL = 18  # three sixes
TWO_DICE = {s: 6 - abs(s - 7) for s in range(2, 13)}
# The chance that three dice throw at least n, for n = 0 ... 19.
AT_LEAST = [sum(w for total, w in THREE_DICE.items() if total >= n) / 216 for n in range(20)]


def _chance(sums: range) -> float:
    return sum(TWO_DICE[s] for s in sums) / 36


# Attackers -> (chance of a capture, chance of losing a privateer), by the table.
ODDS: dict[int, tuple[float, float]] = {
    n: (_chance(range(above + 1, 13)), _chance(range(2, below)))
    for n, (below, above) in war.TABLE.items()
}


def odds(attackers: int) -> tuple[float, float]:
    """(capture, lose a privateer) for this many attackers (five or more fight as four)."""
    return ODDS[min(attackers, war.MOST)]


def effort(path: tuple[str, ...]) -> int:
    """The roll a passage needs: a space a step, a tailwind gives back three, a headwind costs
    three more."""
    need = 0
    for sid in path:
        hazard = SPACES[sid].hazard
        need += 1 - 3 * (hazard == world.TAIL) + 3 * (hazard == world.HEAD)
    return max(need, 1)


def attackable(st: FuldriggerTable, space: str) -> bool:
    """Ships on this space can be attacked: at sea, or in a harbour with a fortress."""
    city = SPACES[space].city
    return not city or city in st.forts


def strikes(st: FuldriggerTable, ship: Ship) -> dict[str, int]:
    """The spaces a privateer could reach on its owner's next turn, with the roll each needs."""
    safety = st.safety(ship)
    passages = reach(ship.at, MOST_ROLL, (ship.at,), safety)
    found = {sid: effort(p.path) for sid, p in passages.items()}
    found[ship.at] = 0
    return found


Strikes = dict[str, list[tuple[float, int]]]  # space -> (chance to come, privateers), a rival each


def threats(st: FuldriggerTable, seat: int, friends: frozenset[int]) -> Strikes:
    """For each space where ships of `seat` could be attacked on a rival's next turn: for each
    rival (not a friend) whose privateers can reach it, the chance they can and how many."""
    rolls: dict[tuple[int, str], list[int]] = {}
    for ship in st.ships.values():
        if ship.owner == seat or ship.owner in friends or not ship.privateer:
            continue
        for sid, need in strikes(st, ship).items():
            rolls.setdefault((ship.owner, sid), []).append(need)
    found: Strikes = {}
    for (_, sid), needs in rolls.items():
        if attackable(st, sid):
            found.setdefault(sid, []).append((AT_LEAST[min(min(needs), 19)], len(needs)))
    return found


def danger(strikes: Strikes, space: str, value: float, targets: int = 1) -> float:
    """The expected loss of a ship worth `value` standing at `space` with `targets` ships of its
    owner: for each rival that can come with enough privateers to make the attack pay for them,
    the chance it comes and takes her."""
    worst = 0.0
    for come, privateers in strikes.get(space, ()):
        if privateers < targets:
            continue
        capture, lose = odds(privateers)
        if capture * value * 1.25 - lose * SHIP_PRICE <= 0:
            continue  # not worth their while
        worst = max(worst, come * capture * value)
    return worst


def ship_value(st: FuldriggerTable, ship: Ship) -> float:
    """What a ship is worth to whoever holds it: its price and its cargo at a good market."""
    return SHIP_PRICE + (cargo_value(ship.cargo, ship.paid) if ship.cargo else 0.0)


@lru_cache(maxsize=64)
def _best_sale(good: str) -> int:
    return max(prices[good][0] for prices in goods.PRICES.values() if good in prices)


def cargo_value(good: str, paid: int) -> float:
    """A cargo's worth on board: halfway between what it cost and its best price anywhere."""
    return (paid + _best_sale(good)) / 2


def prize_value(st: FuldriggerTable, prize: str) -> float:
    """A prize's worth to the captor (and its loss to the defender)."""
    if prize == "fort":
        return FORT_PRICE + 30.0  # its duties and the owner's better price
    return ship_value(st, st.ships[int(prize)])


def attack_gain(
    st: FuldriggerTable, space: str, defender: int, attackers: int, weight: float
) -> float:
    """The expected worth of attacking `defender` at `space` with this many privateers: the
    best prize if it succeeds (counted once for the captor and `weight` times for the loser's
    loss), less a privateer if it fails."""
    prizes = war.targets(st, space, defender)
    if not prizes or attackers < len(prizes):
        return float("-inf")
    capture, lose = odds(attackers)
    value = max(prize_value(st, prize) for prize in prizes)
    return capture * value * (1 + weight) - lose * SHIP_PRICE


@lru_cache(maxsize=256)
def _near(space: str, steps: int) -> frozenset[str]:
    return frozenset(within(space, steps))


def station(st: FuldriggerTable, seat: int, sightings: dict[str, float], at: str) -> str | None:
    """Where a squadron at `at` waits for prey: the harbour with most rival cargo seen within a
    turn's sail, for the turns it takes to get there; a harbour without a fortress (safe) or
    one of the owner's fortresses (where privateers refit)."""
    best: tuple[float, str] | None = None
    for city, quays in HARBOUR_SPACES.items():
        if st.forts.get(city) not in (None, seat):
            continue
        seen = sum(sightings.get(sid, 0.0) for sid in _near(quays[0], 10))
        if not seen:
            continue
        v = voyage(at, quays[0]) if at != quays[0] else None
        if at != quays[0] and v is None:
            continue
        score = seen / (1 + (v.turns if v else 0.0))
        if best is None or score > best[0]:
            best = (score, city)
    return best[1] if best else None
