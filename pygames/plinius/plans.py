"""The plans a good player has in mind, and the score they promise: how the hint reads a position.

Every counter still out in the bay gets a plan. An inhabitant walks home to Misenum, or waits
for a ship in a harbour (walking there first if need be), or, cut off, walks to the dot the flow
will strike last. A ship fetches someone and brings them home, or sails home alone; Pliny's
liburna may observe on the way. A plan is routes (routes.py), so AP to spend, and for each
colour it crosses, the AP spent by the time it leaves that colour for good. The open cards
(odds.py) turn those into chances: to leave every colour before the flow strikes it, to arrive
before the deck runs out, to arrive before the smoke stuns.

The plans share the cards' AP. They are weighed one after another, the best value for its AP
first, and each one adds its AP to what must come before each colour's strike (and before the
end): so a plan weighed later counts on the AP that the earlier ones leave it. Which ship fetches
whom: the few matchings that gain most as if AP were plenty are each weighed so, and the best
one is the plan.

Everything here is a function of the position and the open cards, never of the history: a move
and its undoing lead back to the same value, which keeps the hint from dithering.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from . import data
from .odds import MAX_AP, Odds, odds
from .routes import Route, chain, merge, refuge, route, routes

if TYPE_CHECKING:
    from .state import PliniusState

HOME = data.UNLIMITED
HARBOURS = tuple(d for d, spec in data.DOTS.items() if spec[1] == data.HARBOUR and d != HOME)
BANDS = range(1, len(data.TRACK) + 1)
# An inhabitant still on its way when the deck runs out: alive elsewhere, probably stunned.
STRANDED = 1.0
# A ship still at sea when the deck runs out: on the map, unless the flow takes it at the last.
SHIP_STRANDED = 0.5
# The furthest (in AP) an inhabitant walks to meet a ship in a harbour.
WALK_TO_SHIP = 3
# Pliny at the observation point waits for a card of 6 AP or more (one in 1/share red cards);
# counted in AP for the strike that may catch him there, of which this share (calibrated by
# simulation: 27% of liburnas sent there at once are caught before leaving the red colour).
OBSERVE_WAIT = 0.75
# How many matchings of ships to inhabitants, the best by value alone, are weighed in full.
MATCHINGS = 3


class Plan(NamedTuple):
    """What one counter (or a ship and the inhabitant it fetches) means to do."""

    units: tuple[str, ...]  # the counters whose VP it decides
    cost: int  # AP in all
    legs: tuple[tuple[int, int], ...]  # (band, AP spent by the time it leaves that colour)
    win: float  # VP if it is carried out in time
    late: float  # VP if the deck runs out on the way
    lost: float  # VP if the flow catches it
    walker: str | None = None  # the inhabitant who walks, and its route
    walk: Route | None = None
    ship: str | None = None  # the ship that sails, and its route to where it acts next
    sail: Route | None = None
    board: str | None = None  # the harbour where the ship takes the walker aboard
    observe: bool = False  # Pliny observes first
    early: tuple[tuple[int, int], ...] = ()  # legs of a ship on its way out, alone
    lost_early: float = 0.0  # VP if the flow catches the ship on its way out
    # Pliny waiting at the observation point for a card of 6 AP or more: the legs after
    # `idle_from` AP count `idle` AP of waiting that the other plans may spend.
    idle_from: int = 0
    idle: int = 0

    def urgency(self, fluxus: int) -> int:
        """The first colour the flow would catch it on; 9 when none."""
        return min((band for band, _ in self.legs if band > fluxus), default=9)


class Projection(NamedTuple):
    vp: float  # the final score to expect
    plans: list[Plan]  # most urgent first
    spread: float  # the variance of the final score, were the plans' fates independent


class Ledger:
    """The AP the plans weighed so far need before each colour's strike and before the end."""

    def __init__(self, chances: Odds) -> None:
        self.odds = chances
        self.before = [0.0] * (len(data.TRACK) + 1)  # index: band
        self.total = 0.0

    def weigh(self, plan: Plan) -> tuple[float, float, float]:
        """The plan's expected VP after the AP already spoken for, its chance to be safe, and
        the variance of its VP."""
        early = self._risk(plan.early)
        risk = max(early, self._risk(plan.legs))
        safe = 1.0 - risk
        done = self.odds.in_time(self.total + plan.cost)
        fates = (
            (safe * done, plan.win),
            (safe * (1 - done), plan.late),
            (early, plan.lost_early),
            (risk - early, plan.lost),
        )
        vp = sum(p * v for p, v in fates)
        return vp, safe, sum(p * v * v for p, v in fates) - vp * vp

    def _risk(self, legs: tuple[tuple[int, int], ...]) -> float:
        """The chance that the flow strikes a colour before the route has left it (the worst
        colour's: the strikes come in order, so the chances are far from independent)."""
        risk = 0.0
        curves = self.odds.caught_curves
        before = self.before
        for band, leave in legs:
            curve = curves[band]
            if curve is not None:
                index = int(before[band] + leave + 0.5)
                caught = curve[index if index < MAX_AP else MAX_AP]
                if caught > risk:
                    risk = caught
        return risk

    def book(self, plan: Plan, weight: float) -> None:
        """Speak for the plan's AP (in proportion to its chance of being carried out)."""
        if weight <= 0:
            return
        need = 0
        legs = dict(plan.legs)
        for band in BANDS:
            leave = legs.get(band, 0)
            if leave > plan.idle_from:
                leave -= plan.idle
            need = max(need, leave)
            self.before[band] += weight * need
        self.total += weight * plan.cost


def _kind(state: PliniusState, counter: str) -> tuple[str, bool, int, int]:
    return counter, state.stunned[counter], state.wind, state.fluxus


class Planner:
    """Every plan open to the counters of one position, at the cards' odds."""

    def __init__(self, state: PliniusState) -> None:
        self.state = state
        self.odds = odds(state)
        self.memo = self.odds.memo  # shared by the positions with the same cards

    def route(self, counter: str, start: str, goal: str) -> Route | None:
        return route(*_kind(self.state, counter), start, goal)

    def home_vp(self, counter: str, legs: tuple[tuple[int, int], ...]) -> float:
        """VP at Misenum: 3, or 2 if the smoke stuns the counter on its way."""
        if self.state.stunned[counter]:
            return float(data.VP_MISENUM[1])
        stun = max((self.odds.stunned(band, leave) for band, leave in legs), default=0.0)
        return data.VP_MISENUM[0] - stun

    def stay_vp(self, counter: str, dot: str) -> float:
        """VP for staying on `dot` to the end: alive (stunned, likely) unless its colour is
        struck."""
        band = data.DOTS[dot][4]
        dies = self.odds.strikes(band)
        if counter in data.SHIPS:
            alive = float(data.VP_SHIP)
        elif self.state.stunned[counter]:
            alive = float(data.VP_ELSEWHERE[1])
        else:
            alive = data.VP_ELSEWHERE[0] - self.odds.stunned(band, float("inf"))
        return (1 - dies) * alive + dies * data.VP_DEAD

    # --- the plans of one counter ------------------------------------------------------------
    def alone(self, counter: str) -> list[Plan]:
        """An inhabitant on foot: home by land, or to the safest dot in reach. A ship: home,
        Pliny observing first if he still can; with a passenger out in the bay, home with it."""
        state = self.state
        dot = state.where[counter]
        assert dot is not None
        key = ("alone", counter, dot, state.stunned[counter], state.cargo.get(counter))
        plans: list[Plan] | None = self.memo.get(key)
        if plans is None:
            if counter in data.SHIPS:
                plans = self._ship_alone(counter, dot)
            else:
                plans = self._walks(counter, dot)
            self.memo[key] = plans
        return plans

    def _walks(self, counter: str, dot: str) -> list[Plan]:
        plans = []
        home = self.route(counter, dot, HOME)
        if home is not None:
            win = self.home_vp(counter, home.legs)
            plans.append(
                Plan((counter,), home.cost, home.legs, win, STRANDED, data.VP_DEAD, counter, home)
            )
        safest = refuge(*_kind(self.state, counter), dot)
        if safest is not None:
            stay = self.stay_vp(counter, safest.dots[-1])
            plans.append(
                Plan(
                    (counter,), safest.cost, safest.legs, stay, stay, data.VP_DEAD, counter, safest
                )
            )
        return plans

    def _ship_alone(self, ship: str, dot: str) -> list[Plan]:
        passenger = self.state.cargo[ship]
        if passenger and dot != HOME:
            back = self.route(ship, dot, HOME)
            if back is None:
                return []
            win = data.VP_SHIP + self.home_vp(passenger, back.legs)
            late = SHIP_STRANDED + STRANDED
            return [
                Plan(
                    (ship, passenger),
                    back.cost,
                    back.legs,
                    win,
                    late,
                    2 * data.VP_DEAD,
                    ship=ship,
                    sail=back,
                )
            ]
        return [p for p in (self.fetch(None, ship, None, o) for o in self.observing(ship)) if p]

    def observing(self, ship: str) -> tuple[bool, ...]:
        state = self.state
        if ship == data.LIBURNA and not state.observed and not state.buried("obs"):
            return (False, True)
        return (False,)

    def fetch(
        self, counter: str | None, ship: str, harbour: str | None, observe: bool
    ) -> Plan | None:
        """`ship` sails to `harbour`, takes `counter` aboard (who walks there first) and brings
        them home; with `observe`, Pliny first observes. Without a counter: the ship sails home."""
        state = self.state
        at = state.where[ship]
        assert at is not None
        parts: list[tuple[Route, int]] = []
        # A ship home with a passenger lands them first, to go out again.
        before = data.BOARD_COST if state.cargo[ship] and (observe or counter) else 0
        start = at
        if observe:
            to_obs = self.route(ship, start, "obs")
            if to_obs is None:
                return None
            parts.append((to_obs, before))
            # Waiting at the point for a card of 6 AP or more: the smaller ones go to others.
            before = round(OBSERVE_WAIT * data.OBSERVE_COST / max(self.odds.big_share, 0.1))
            start = "obs"
        walk = None
        if counter is not None and harbour is not None:
            dot = state.where[counter]
            assert dot is not None
            walk = self.route(counter, dot, harbour)
            sail = self.route(ship, start, harbour)
            if walk is None or sail is None:
                return None
            parts.append((sail, before))
            before = data.BOARD_COST
            start = harbour
        back = self.route(ship, start, HOME)
        if back is None:
            return None
        parts.append((back, before))
        # Caught on the way out (to observe, to fetch), the ship is lost alone; caught after
        # observing, the observations stand.
        early = chain(*parts[:-1])[1] if len(parts) > 1 else ()
        cost, legs = chain(*parts)
        idle_from = idle = 0
        if observe:  # the wait counted for the strikes; the AP spent are the observation's
            idle_from = parts[0][1] + parts[0][0].cost
            idle = parts[1][1] - data.OBSERVE_COST
            cost -= idle
        science = data.VP_OBSERVATION if observe else 0
        win: float = data.VP_SHIP + science
        late = SHIP_STRANDED + science
        lost = float(data.VP_DEAD)
        lost_early = float(data.VP_DEAD)
        units: tuple[str, ...] = (ship,)
        if walk is not None and counter is not None and harbour is not None:
            cost += walk.cost
            legs = merge(legs, walk.legs)
            win += self.home_vp(counter, legs)
            late += STRANDED
            lost += data.VP_DEAD
            lost_early += self.stay_vp(counter, harbour)
            units = (counter, ship)
        return Plan(
            units,
            cost,
            legs,
            win,
            late,
            lost,
            counter if walk is not None and walk.cost else None,
            walk,
            ship,
            parts[0][0],
            harbour,
            observe,
            early,
            lost_early,
            idle_from,
            idle,
        )

    def fetching(
        self, counter: str, ship: str, harbour: str, observe: bool
    ) -> tuple[Plan, float] | None:
        """`fetch`, and what it promises ahead of every other plan, remembered."""
        state = self.state
        key = (
            "fetch",
            counter,
            state.where[counter],
            state.stunned[counter],
            ship,
            state.where[ship],
            state.stunned[ship],
            bool(state.cargo[ship]),
            harbour,
            observe,
        )
        if key not in self.memo:
            plan = self.fetch(counter, ship, harbour, observe)
            self.memo[key] = None if plan is None else (plan, Ledger(self.odds).weigh(plan)[0])
        made: tuple[Plan, float] | None = self.memo[key]
        return made

    def best_alone(self, counter: str) -> tuple[Plan | None, float]:
        """The counter's best plan alone and what it promises ahead of every other plan."""
        state = self.state
        key = (
            "best",
            counter,
            state.where[counter],
            state.stunned[counter],
            state.cargo.get(counter),
        )
        if key not in self.memo:
            self.memo[key] = _alone_value(Ledger(self.odds), self.alone(counter))
        best: tuple[Plan | None, float] = self.memo[key]
        return best

    def harbours(self, counter: str) -> list[str]:
        """The harbours an inhabitant can walk to, to meet a ship."""
        dot = self.state.where[counter]
        assert dot is not None
        reach = routes(*_kind(self.state, counter), dot)
        return [h for h in HARBOURS if h in reach and reach[h].cost <= WALK_TO_SHIP]


def _alone_value(ledger: Ledger, plans: list[Plan]) -> tuple[Plan | None, float]:
    best, best_vp = None, -99.0
    for plan in plans:
        vp = ledger.weigh(plan)[0]
        if vp > best_vp:
            best, best_vp = plan, vp
    return best, best_vp


def project(state: PliniusState) -> Projection:
    """The final VP to expect from here, and the plan of every counter, most urgent first."""
    planner = Planner(state)
    key = (
        "project",
        tuple(state.where.values()),
        tuple(state.stunned.values()),
        tuple(state.cargo.values()),
        state.observed,
    )
    known: Projection | None = planner.memo.get(key)
    if known is None:
        known = planner.memo[key] = _project(planner)
    return known


def _project(planner: Planner) -> Projection:
    state = planner.state
    vp = data.VP_DEAD * len(state.dead) + (data.VP_OBSERVATION if state.observed else 0)
    out: list[str] = []  # inhabitants on foot, away from Misenum
    for counter in data.INHABITANTS:
        dot = state.where[counter]
        if dot is None:
            continue
        if dot == HOME:
            vp += data.VP_MISENUM[state.stunned[counter]]
        elif not state.aboard[counter]:
            out.append(counter)
    ships = [s for s in data.SHIPS if state.where[s] is not None]
    free = [s for s in ships if not state.cargo[s] or state.where[s] == HOME]
    # Each counter's best plan alone, as if it had all the AP.
    alone = {unit: planner.best_alone(unit) for unit in out + ships}
    # What each ship would gain by fetching each inhabitant (the best harbour for it).
    offers: dict[str, list[tuple[float, str, tuple[Plan, float]]]] = {ship: [] for ship in free}
    for counter in out:
        harbours = planner.harbours(counter)
        for ship in free:
            if counter == data.POMPONIANUS and ship != data.LIBURNA:
                continue
            best: tuple[float, str, tuple[Plan, float]] | None = None
            for harbour in harbours:
                for observe in planner.observing(ship):
                    made = planner.fetching(counter, ship, harbour, observe)
                    if made is None:
                        continue
                    gain = made[1] - alone[counter][1] - alone[ship][1]
                    if gain > 0 and (best is None or gain > best[0]):
                        best = (gain, counter, made)
            if best is not None:
                offers[ship].append(best)
    # Which ship fetches whom: the matchings that gain most as if AP were plenty, then the best
    # of those once the plans share the AP.
    matchings = sorted(_matchings(free, offers), key=lambda m: m[0], reverse=True)
    chosen: tuple[float, float, list[Plan]] = (-999.0, 0.0, [])
    for _, pairs in matchings[:MATCHINGS]:
        weighed = _weigh(planner, out + ships, pairs, alone)
        if weighed[0] > chosen[0]:
            chosen = weighed
    total, spread, plans = chosen
    plans.sort(key=lambda p: p.urgency(state.fluxus))
    return Projection(vp + total, plans, spread)


Offer = tuple[Plan, float]  # a plan and what it promises ahead of every other plan


def _matchings(
    ships: list[str], offers: dict[str, list[tuple[float, str, Offer]]]
) -> list[tuple[float, list[Offer]]]:
    """Every way to send each ship to fetch one inhabitant or no one (no one fetched twice)."""
    result: list[tuple[float, list[Offer]]] = []

    def extend(index: int, gain: float, taken: frozenset[str], plans: list[Offer]) -> None:
        if index == len(ships):
            result.append((gain, plans))
            return
        extend(index + 1, gain, taken, plans)
        for value, counter, plan in offers[ships[index]]:
            if counter not in taken:
                extend(index + 1, gain + value, taken | {counter}, [*plans, plan])

    extend(0, 0.0, frozenset(), [])
    return result


def _weigh(
    planner: Planner,
    units: list[str],
    pairs: list[tuple[Plan, float]],
    alone: dict[str, tuple[Plan | None, float]],
) -> tuple[float, float, list[Plan]]:
    """The VP the plans promise once they share the AP: best value for the AP first, each after
    the AP of the ones before."""
    paired = {unit for plan, _ in pairs for unit in plan.units}
    order: list[tuple[float, str | Plan]] = []
    for offer, value in pairs:
        base = sum(alone[u][1] for u in offer.units)
        order.append(((value - base) / max(1, offer.cost), offer))
    for unit in units:
        if unit not in paired:
            best, best_vp = alone[unit]
            cost = best.cost if best is not None else 0
            order.append(((best_vp - _stay(planner, unit)[0]) / max(1, cost), unit))
    order.sort(key=lambda o: o[0], reverse=True)
    ledger = Ledger(planner.odds)
    total = spread = 0.0
    plans: list[Plan] = []
    for _, item in order:
        if isinstance(item, str):
            plan = _alone_value(ledger, planner.alone(item))[0]
            if plan is None:
                value, variance = _stay(planner, item)
                total += value
                spread += variance
                continue
        else:
            plan = item
        value, safe, variance = ledger.weigh(plan)
        total += value
        spread += variance
        ledger.book(plan, safe)
        plans.append(plan)
    return total, spread, plans


def _stay(planner: Planner, unit: str) -> tuple[float, float]:
    """A counter that stays where it is (a ship with its passenger): VP and their variance."""
    state = planner.state
    dot = state.where[unit]
    assert dot is not None
    dies = planner.odds.strikes(data.DOTS[dot][4])
    vp = planner.stay_vp(unit, dot)
    passenger = state.cargo.get(unit)
    if passenger and dot != HOME:
        vp += planner.stay_vp(passenger, dot)
    dead = data.VP_DEAD * (2 if passenger and dot != HOME else 1)
    alive = (vp - dies * dead) / (1 - dies) if dies < 1 else dead
    return vp, dies * (1 - dies) * (alive - dead) ** 2
