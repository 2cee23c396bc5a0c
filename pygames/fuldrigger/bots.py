"""Bots for Fuldrigger.

`TraderBot` plans each ship's voyages by expected profit and risk (`navigation` gives every
route's turns and its chances of losing ship or cargo, for what its owner knows), buys ships
and fortresses along its routes with spare cash, and keeps its ships out of harm's way near the
end. It plays the whole game: it fits out privateers and attacks when the table says it pays
(a rich cargo, a weak escort, a fortress to take), keeps its merchants out of the reach of
rival privateers, proposes deals (a fortress for cash, a ship, peace after a war) at prices of
its own reckoning and answers them by what they do to its standing, sends cargoes across the
isthmuses in that variant, and proposes to end the game when it leads near the agreed end.
`warfare` and `talks` hold the reckoning of war and of deals.

- "heuristic" (normal): plans one voyage at a time: the best cargo from here, or the best
  source to sail to empty.
- "search" (strong): searches two voyages ahead (a cargo from here and the best onward trade
  from its market, over every city and good), counts a lost ship at its price and what it would
  still earn, counts only the price cards still in force on arrival and its own ships' gluts,
  and builds fortresses first where its rivals trade (their duties are its income).
"""

from __future__ import annotations

import random
import re
from typing import Any

from ..core import RandomBot, State
from ..core.bots import Thought
from . import goods, market, talks, war, warfare
from .graph import CITIES, HARBOUR_SPACES, SPACES
from .movement import LOSS
from .planner import (
    NORMAL,
    STRONG,
    Policy,
    RoutePlanner,
    arrived,
    best_voyage,
)
from .ships import Ship
from .state import FORT_PRICE, SHIP_PRICE, FuldriggerState

TRADE_LINE = re.compile(r"@(\d) (?:buys|sells) \w+ in (.+?) (?:for|after) ")
ATTACK_LINE = re.compile(r"@(\d) attacks @(\d) at ")
PROPOSAL_LINE = re.compile(r"@(\d) proposes to @(\d): ")
ROUND_LINE = re.compile(r"Round (\d+) of ")
CITY_BY_NAME = {SPACES[q].name: city for city, quays in HARBOUR_SPACES.items() for q in quays}
SPACES_A_TURN = 10.5  # three dice
NEWS = ("attack:", "capture:", "trade:accept")  # moves after which the log is read at once


class TraderBot(RoutePlanner):
    """Plans voyages by expected profit per turn, wages war when it pays, makes deals; see
    the module's docstring."""

    def __init__(self, policy: Policy = NORMAL) -> None:
        self.policy = policy
        self.plans: dict[int, tuple[str, str | None]] = {}  # ship -> (place, send across there?)
        self.traffic: dict[str, int] = {}  # city -> trades of rivals seen there
        self.trades: dict[tuple[int, str], int] = {}  # (seat, city) -> its trades seen there
        self.sightings: dict[str, float] = {}  # space -> rival cargo seen stopping there
        self.fought: dict[frozenset[int], int] = {}  # a pair of seats -> the round they fought
        self.peace: dict[frozenset[int], int] = {}  # a pair of seats -> the round of peace
        self.asked: dict[tuple[Any, ...], int] = {}  # a proposal made -> the round
        self.pending: dict[str, Any] | None = None  # the deal being composed
        self.proposed: tuple[int, int] = (-1, -1)  # the turn a deal was last considered
        self.owned: set[int] = set()  # one's ships when last looked
        self.captured: set[int] = set()  # one's ships now in a rival's hands
        self.read = 0  # log lines read
        self.rng = random.Random(0)  # the game's, at each decision
        self.tastes: dict[str, float] = {}  # city -> how much more (or less) it appeals
        self.moves = 0  # moves of the game seen
        self.talking: frozenset[int] | None = None  # the two sides of the last proposal read
        self.round = 0  # the round of the last log line read
        self.looked: tuple[int, int] = (-1, -1)  # the turn last looked at
        self.raid: tuple[tuple[int, int], str, int] | None = None  # (turn, space, defender)
        self.danger: tuple[tuple[Any, ...], warfare.Strikes] | None = None
        self.haven: tuple[int, str | None] | None = None  # (round, the squadron's station)
        self.strike: tuple[tuple[int, int], tuple[str, int, list[int]] | None] | None = None
        self.waited: dict[int, int] = {}  # ship -> turns it stayed for fear of privateers

    def think(self, state: State, rng: random.Random) -> Thought:
        assert isinstance(state, FuldriggerState)
        return self.decide(state, rng)
        yield  # a generator, like every bot

    # --- the decision ----------------------------------------------------------------------
    def decide(self, st: FuldriggerState, rng: random.Random) -> str:
        self.rng = rng
        legal = st.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = st.to_move
        assert seat is not None
        if st.phase == "home":
            # The ports are made equal (docs/rulings.md "a balanced world"), so a fixed order of
            # preference would only stage one match-up in every game; see README "Balance".
            return rng.choice(legal)
        self.observe(st, seat)
        if st.phase == "capture":
            return self._prize(st, legal)
        if st.phase == "vote":
            return "agree" if talks.ends_well(st, seat) else "refuse"
        if st.phase == "trade":
            return talks.answer(self, st, seat, legal)
        for choose in (self._sell, self._isthmus, self._talk, self._refit, self._buy, self._invest):
            code = choose(st, seat, legal)
            if code:
                return code
        if "roll" in legal:
            return "roll"
        code = self._attack(st, seat, legal) or self._sail(st, seat, legal)
        if code:
            return code
        if "endgame" in legal and talks.time_to_end(self, st, seat):
            return "endgame"
        return "end"

    # --- what the bot remembers --------------------------------------------------------------
    def observe(self, st: FuldriggerState, seat: int) -> None:
        """Once a turn, and after a fight or a deal: read the new log lines (rounds, rivals'
        trades, attacks, deals made) and note where rivals' laden ships stand."""
        now = (st.round, st.turn)
        news = any(code.startswith(NEWS) for code in st.history[self.moves :])
        self.moves = len(st.history)
        if now == self.looked and not news:
            return
        self.looked = now
        log = st.log_for(seat)
        if self.read > len(log):
            TraderBot.__init__(self, self.policy)  # a different table: start again
            self.looked = now
        for line in log[self.read :]:
            if line.startswith("Round "):
                found = ROUND_LINE.match(line)
                self.round = int(found.group(1)) if found else self.round
                continue
            if line[:1] != "@":
                continue
            if found := TRADE_LINE.match(line):
                who, city = int(found.group(1)), CITY_BY_NAME.get(found.group(2))
                if city:
                    self.trades[(who, city)] = self.trades.get((who, city), 0) + 1
                    if who != seat:
                        self.traffic[city] = self.traffic.get(city, 0) + 1
            elif found := ATTACK_LINE.match(line):
                pair = frozenset((int(found.group(1)), int(found.group(2))))
                self.fought[pair] = self.round
                self.peace.pop(pair, None)
            elif found := PROPOSAL_LINE.match(line):
                self.talking = frozenset((int(found.group(1)), int(found.group(2))))
            elif " accepts: " in line and self.talking is not None:
                self.peace[self.talking] = self.round
        self.read = len(log)
        for number in self.owned:
            if number in st.ships and st.ships[number].owner != seat:
                self.captured.add(number)
        self.owned = {ship.id for ship in st.ships.values() if ship.owner == seat}
        for ship in st.ships.values():
            if ship.owner != seat and ship.cargo and warfare.attackable(st, ship.at):
                value = warfare.ship_value(st, ship) / SHIP_PRICE
                self.sightings[ship.at] = self.sightings.get(ship.at, 0.0) + value

    def friends(self, st: FuldriggerState, seat: int) -> frozenset[int]:
        """The players at peace with `seat`: a deal made within the last rounds of peace."""
        last = talks.PEACE_ROUNDS
        return frozenset(
            other
            for other in range(st.players)
            if other != seat and st.round - self.peace.get(frozenset((seat, other)), -99) < last
        )

    def at_war(self, st: FuldriggerState, seat: int) -> set[int]:
        """The rivals who fought `seat` lately and made no peace since."""
        friends = self.friends(st, seat)
        return {
            other
            for other in range(st.players)
            if other != seat
            and other not in friends
            and st.round - self.fought.get(frozenset((seat, other)), -99) <= talks.WAR_ROUNDS
        }

    def foes(self, st: FuldriggerState, seat: int) -> set[int]:
        """The rivals `seat` attacks: those richer than itself (war is the way of those behind)
        and those at war with it, never a friend."""
        mine = st.fortune(seat)
        richer = {o for o in range(st.players) if o != seat and st.fortune(o) > mine}
        return (richer - self.friends(st, seat)) | self.at_war(st, seat)

    def threats(self, st: FuldriggerState, seat: int) -> warfare.Strikes:
        """The danger on each space from rival privateers (cached while they stand still)."""
        key = (
            seat,
            self.friends(st, seat),
            tuple(
                (s.id, s.at, s.owner) for s in st.ships.values() if s.privateer and s.owner != seat
            ),
            tuple(sorted(st.forts.items())),
        )
        if self.danger is None or self.danger[0] != key:
            self.danger = (key, warfare.threats(st, seat, key[1]))
        return self.danger[1]

    def weight(self, st: FuldriggerState, seat: int, other: int) -> float:
        """How much `other`'s loss counts as `seat`'s gain: fully for the richest rival (one
        plays to be first), a quarter for the others."""
        rivals = [o for o in range(st.players) if o != seat]
        richest = max(rivals, key=lambda o: (st.fortune(o), -o))
        return self.policy.leader_weight * (1.0 if other == richest else 0.25)

    # --- the choices, in the order a player makes them ---------------------------------------
    def _sell(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        for ship in self._mine(st, seat):
            code = f"sell:{ship.id}"
            if code not in legal:
                continue
            city = SPACES[ship.at].city
            assert ship.cargo is not None
            here = market.sale(st, seat, city, ship.cargo) - ship.paid
            elsewhere = self.market_for(st, ship)
            plan = self.plans.get(ship.id, ("", None))[0]
            if plan == ship.at and plan in market.ACROSS and f"send:{ship.id}" in legal:
                continue  # to be sent across the isthmus
            planned = arrived(ship, plan)
            if here > 0 and (elsewhere is None or here >= elsewhere[1] or planned):
                self.plans.pop(ship.id, None)
                return code
        return None

    def _isthmus(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        """Send a cargo across where the plan says so; collect one's own waiting cargo."""
        if not st.options["isthmus"]:
            return None
        for ship in self._mine(st, seat):
            if ship.at not in market.ACROSS:
                continue
            if ship.cargo and f"send:{ship.id}" in legal:
                plan = self.plans.get(ship.id)
                if plan is not None and plan[0] == ship.at:
                    self.plans.pop(ship.id, None)
                    return f"send:{ship.id}"
            if not ship.cargo and not ship.privateer:
                for good in market.waiting(st, ship):
                    if f"collect:{ship.id}:{good}" in legal:
                        self.plans.pop(ship.id, None)
                        return f"collect:{ship.id}:{good}"
        return None

    def _refit(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        """Fit out the ships of a strike planned this turn and the privateers a war needs; turn
        the others back into merchants where they may."""
        strike = self._plan_strike(st, seat)
        chosen = set(strike[2]) if strike else set()
        want = self._wanted_privateers(st, seat)
        mine = self._mine(st, seat)
        for ship in mine:
            if ship.id in chosen and f"arm:{ship.id}" in legal:
                return f"arm:{ship.id}"
        privateers = [s for s in mine if s.privateer and s.id not in chosen]
        if len(privateers) > want:
            for ship in privateers:
                if f"disarm:{ship.id}" in legal:
                    return f"disarm:{ship.id}"
        if len(privateers) < want:
            for ship in mine:
                if f"arm:{ship.id}" in legal and ship.id not in self.plans:
                    return f"arm:{ship.id}"
        return None

    def _wanted_privateers(self, st: FuldriggerState, seat: int) -> int:
        """Privateers kept at sea: two against a rival at war with us (to answer it), and
        `raiders` to hunt the leader once the fleet is strong enough; none in the last rounds."""
        fleet = st.fleet_size(seat)
        if self.turns_left(st) < 4 or fleet < 3:
            return 0
        want = 2 if self.at_war(st, seat) else 0
        mine = st.fortune(seat)
        behind = any(st.fortune(o) > mine for o in range(st.players) if o != seat)
        if self.policy.raiders and behind and fleet >= self.policy.raid_fleet:
            want = max(want, self.policy.raiders)
        return min(want, fleet - 2)

    def _plan_strike(self, st: FuldriggerState, seat: int) -> tuple[str, int, list[int]] | None:
        """Before the roll: a prize of a foe (a rich cargo, a weak escort, a fortress) that the
        empty ships in one of our harbours, fitted out now, could reach with this roll and take,
        if what the table promises beats the turn of trade they lose. (space, foe, ships)"""
        now = (st.round, st.turn)
        if self.strike is not None and self.strike[0] == now:
            return self.strike[1]
        self.strike = (now, None)
        if st.rolled or st.amnesty or self.turns_left(st) < 2:
            return None
        foes = self.foes(st, seat)
        if not foes:
            return None
        groups: dict[str, list[Ship]] = {}
        for ship in self._mine(st, seat):
            if ship.privateer or (not ship.cargo and war.arm_problem(st, ship) is None):
                groups.setdefault(ship.at, []).append(ship)
        prizes = {s.at for s in st.ships.values() if s.owner in foes}
        prizes |= {HARBOUR_SPACES[c][0] for c, o in st.forts.items() if o in foes}
        best: tuple[float, str, int, list[int]] | None = None
        for _, ships in sorted(groups.items()):
            ships = sorted(ships, key=lambda s: (not s.privateer, s.id))[: war.MOST]
            reach = warfare.strikes(st, ships[0])
            for space in sorted(prizes & reach.keys()):
                come = warfare.AT_LEAST[min(reach[space], 19)]
                for foe in sorted(foes):
                    gain = warfare.attack_gain(
                        st, space, foe, len(ships), self.weight(st, seat, foe)
                    )
                    cost = self.policy.rate * sum(not s.privateer for s in ships)
                    value = come * gain - cost
                    if value > self.policy.attack_margin and (best is None or value > best[0]):
                        best = (value, space, foe, [s.id for s in ships])
        if best is not None:
            self.strike = (now, (best[1], best[2], best[3]))
        return self.strike[1]

    def _buy(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        for ship in self._mine(st, seat):
            if ship.privateer or ship.cargo or not SPACES[ship.at].city:
                continue
            plan = self.plans.get(ship.id)
            if plan is not None and plan[1] == "collect" and not arrived(ship, plan[0]):
                continue  # on its way to fetch a cargo across an isthmus
            options = self.options(st, ship)
            if not options or options[0].score <= 0:
                self.plans.pop(ship.id, None)
                continue
            best = options[0]
            if best.good and best.origin == SPACES[ship.at].city:
                code = f"buy:{ship.id}:{best.good}"
                if code in legal:
                    self.plans[ship.id] = (best.market, None)
                    return code
            elif best.good:  # a cargo waiting across an isthmus
                self.plans[ship.id] = (best.origin, "collect")
            else:
                self.plans[ship.id] = (best.origin, None)
        return None

    def _invest(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        """Ships while they have rounds to pay; then fortresses on one's routes (and, for the
        strong, where rivals trade), never in a rival's home port, where its privateers are
        fitted out and a fortress would be the first prize of a war."""
        policy = self.policy
        cash = st.cash[seat]
        rivals_homes = {h for o, h in enumerate(st.home) if o != seat}
        if policy.busy and cash >= FORT_PRICE + policy.reserve:
            for ship in self._mine(st, seat):
                city = SPACES[ship.at].city
                if (
                    city
                    and city not in rivals_homes
                    and f"fort:{city}" in legal
                    and self.traffic.get(city, 0) >= policy.busy
                    and st.fort_count(seat) < policy.forts
                ):
                    return f"fort:{city}"
        if (
            "ship" in legal
            and cash >= SHIP_PRICE + policy.reserve
            and self.turns_left(st) >= policy.ship_turns
        ):
            return "ship"
        if cash < policy.fort_cash or st.fort_count(seat) >= policy.forts:
            return None
        wanted = {SPACES[place].city for place, _ in self.plans.values()}
        for ship in self._mine(st, seat):
            city = SPACES[ship.at].city
            if city and city not in rivals_homes and f"fort:{city}" in legal and city in wanted:
                return f"fort:{city}"
        return None

    def _talk(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        """Before the roll, once a turn: a deal worth proposing (`talks`)."""
        return talks.propose(self, st, seat, legal) if "roll" in legal else None

    # --- trade war ---------------------------------------------------------------------------
    def _attack(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        """The attack that promises most, if it beats the margin; a squadron sailing to a raid
        waits until all its ships are there."""
        foes = self.foes(st, seat)
        if self.raid is not None and self.raid[0] == (st.round, st.turn):
            space = self.raid[1]
            coming = [
                s
                for s in st.ships_of(seat)
                if s.privateer and not s.attacked and s.at != space and space in self._reach(st, s)
            ]
            if coming:
                return None
        best: tuple[float, str] | None = None
        for code in legal:
            if not code.startswith("attack:"):
                continue
            _, space, defender, fleet = code.split(":")
            if int(defender) not in foes:
                continue
            count = fleet.count(",") + 1
            gain = warfare.attack_gain(
                st, space, int(defender), count, self.weight(st, seat, int(defender))
            )
            gain -= 0.01 * count  # of equal odds, the fewest ships
            if gain > self.policy.attack_margin and (best is None or gain > best[0]):
                best = (gain, code)
        return best[1] if best else None

    def _reach(self, st: FuldriggerState, ship: Ship) -> dict[str, Any]:
        return st.reach_of(ship) if ship.left > 0 else {}

    def _raid_target(self, st: FuldriggerState, seat: int) -> tuple[str, int] | None:
        """Where this turn's privateers can strike together: the space and rival whose attack
        promises most with the privateers that can get there."""
        if st.amnesty:
            return None
        now = (st.round, st.turn)
        if self.raid is not None and self.raid[0] == now:
            return self.raid[1], self.raid[2]
        privateers = [s for s in st.ships_of(seat) if s.privateer and not s.attacked]
        if not privateers:
            return None
        foes = self.foes(st, seat)
        reaches = {s.id: self._reach(st, s) for s in privateers}
        spaces = {s.at for s in st.ships.values() if s.owner != seat}
        spaces |= {HARBOUR_SPACES[c][0] for c, o in st.forts.items() if o != seat}
        best: tuple[float, str, int] | None = None
        for space in sorted(spaces):
            come = sum(1 for s in privateers if s.at == space or space in reaches[s.id])
            if not come:
                continue
            for defender in range(st.players):
                if defender not in foes:
                    continue
                gain = warfare.attack_gain(
                    st, space, defender, come, self.weight(st, seat, defender)
                )
                if gain > self.policy.attack_margin and (best is None or gain > best[0]):
                    best = (gain, space, defender)
        self.raid = (now, best[1], best[2]) if best else None
        return (best[1], best[2]) if best else None

    def _prize(self, st: FuldriggerState, legal: list[str]) -> str:
        return max(legal, key=lambda c: (warfare.prize_value(st, c.split(":")[1]), c))

    # --- sailing -----------------------------------------------------------------------------
    def _sail(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        sails = {c for c in legal if c.startswith("sail:")}
        if not sails:
            return None
        raid = self._raid_target(st, seat)
        for ship in self._mine(st, seat):
            if ship.left <= 0:
                continue
            if ship.privateer:
                code = self._sail_privateer(st, ship, raid, sails)
            else:
                code = self._sail_merchant(st, ship, sails)
            if code:
                return code
        return None

    def _sail_privateer(
        self, st: FuldriggerState, ship: Ship, raid: tuple[str, int] | None, sails: set[str]
    ) -> str | None:
        if raid is not None and f"sail:{ship.id}:{raid[0]}" in sails:
            return f"sail:{ship.id}:{raid[0]}"
        if raid is not None and ship.at == raid[0]:
            return None
        goal = self._station(st, ship)
        return self._towards(st, ship, goal, sails) if goal else None

    def _station(self, st: FuldriggerState, ship: Ship) -> str | None:
        """A privateer at war waits in a harbour near rival traffic (its home port, a fortress of
        its owner's, or an unfortified harbour: safe); one no longer needed sails to the nearest
        harbour where it may strike its sail."""
        home = st.home[ship.owner]
        assert home is not None
        if not self._wanted_privateers(st, ship.owner):
            if war.may_refit(st, ship):
                return None
            ports = [home, *(c for c, o in st.forts.items() if o == ship.owner)]
            known, safe = self._safety(st, ship)
            ways = [(v.turns, c) for c in ports if (v := best_voyage(ship.at, c, known, safe))]
            return min(ways)[1] if ways else home
        if self.haven is None or self.haven[0] != st.round:
            self.haven = (st.round, warfare.station(st, ship.owner, self.sightings, ship.at))
        goal = self.haven[1] or home
        return None if arrived(ship, goal) else goal

    def _sail_merchant(self, st: FuldriggerState, ship: Ship, sails: set[str]) -> str | None:
        destination = self._destination(st, ship)
        if destination is None:
            return None
        return self._towards(st, ship, destination, sails)

    def _towards(self, st: FuldriggerState, ship: Ship, goal: str, sails: set[str]) -> str | None:
        """Along the planned way to `goal`, the stop this turn that gains most: the furthest,
        unless a rival privateer could strike there (then a nearer stop, or none)."""
        known, safe = self._safety(st, ship)
        v = best_voyage(ship.at, goal, known, safe)
        if v is None or not v.steps:
            return None
        reach = st.reach_of(ship)
        strikes = self.threats(st, ship.owner)
        value = warfare.ship_value(st, ship)
        fear = self.policy.caution / 2 ** self.waited.get(ship.id, 0)  # patience runs out
        per_space = self.policy.rate / SPACES_A_TURN
        here = warfare.danger(strikes, ship.at, value) * fear
        safety = st.safety(ship)
        worth = value + self.worth(st) - SHIP_PRICE
        planned = 0.0  # the risk the planned way runs up to each stop
        best: tuple[float, str] | None = None
        for index, sid in enumerate(v.path):
            planned += LOSS.get(safety.active(sid), 0.0)
            code = f"sail:{ship.id}:{sid}"
            if sid not in reach or code not in sails:
                continue
            # a roll too short for the planned way may reach a stop only through a hazard the
            # way avoids (a storm in Biscay instead of the coast): that risk counts against it
            excess = max(0.0, reach[sid].danger - planned)
            score = (index + 1) * per_space - warfare.danger(strikes, sid, value) * fear
            score -= excess * worth
            if best is None or score > best[0]:
                best = (score, code)
        if best is None or best[0] < -here:
            if best is not None and not ship.privateer:
                self.waited[ship.id] = self.waited.get(ship.id, 0) + 1
            return None  # stay: every stop is worse than where the ship is
        self.waited.pop(ship.id, None)
        return best[1]

    def _destination(self, st: FuldriggerState, ship: Ship) -> str | None:
        if ship.cargo:
            plan = self.plans.get(ship.id)
            if plan is None or not (
                goods.can_sell(plan[0], ship.cargo) or plan[0] in market.ACROSS
            ):
                found = self.market_for(st, ship)
                if found is None:
                    return None
                self.plans[ship.id] = (found[0], None)
            return self.plans[ship.id][0]
        plan = self.plans.get(ship.id)
        if plan is None or arrived(ship, plan[0]):
            if SPACES[ship.at].city:
                return None  # in port with nothing worth doing: stay safe
            options = self.options(st, ship)
            if not options or options[0].score <= 0:
                return self._nearest_port(st, ship)
            best = options[0]
            plan = (best.origin, "collect" if best.good else None)
            self.plans[ship.id] = plan
        return plan[0]

    def _nearest_port(self, st: FuldriggerState, ship: Ship) -> str | None:
        known, safe = self._safety(st, ship)
        best = None
        for city in CITIES:
            if st.forts.get(city) not in (None, ship.owner):
                continue
            v = best_voyage(ship.at, city, known, safe)
            if v is not None and (best is None or v.turns < best[0]):
                best = (v.turns, city)
        return best[1] if best else None

    @staticmethod
    def _mine(st: FuldriggerState, seat: int) -> list[Ship]:
        return sorted(st.ships_of(seat), key=lambda s: s.id)


def heuristic() -> TraderBot:
    return TraderBot(NORMAL)


def strong() -> TraderBot:
    return TraderBot(STRONG)


BOTS: dict[str, Any] = {"random": RandomBot, "heuristic": heuristic, "search": strong}
