"""Bots for Fuldrigger.

`TraderBot` plans each ship's voyages by expected profit and risk (`navigation` gives every
route's turns and its chances of losing ship or cargo, for what its owner knows), buys ships
and fortresses along its routes with spare cash, keeps its ships out of harm's way near the end,
fights only when the attack table makes a capture worth the privateer it may lose, and answers
deals and proposals to end by what they do to its fortune.

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
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..core import RandomBot, State
from ..core.bots import Thought
from . import goods, market, war
from .graph import CITIES, HARBOUR_SPACES, SPACES
from .navigation import Voyage, voyage
from .ships import Ship
from .state import FORT_PRICE, SHIP_PRICE, FuldriggerState

HOME_PREFERENCE = ("lisbon", "cadiz", "london", "amsterdam", "copenhagen")
TRADE_LINE = re.compile(r"@(\d) (?:buys|sells) \w+ in (.+?) (?:for|after) ")
CITY_BY_NAME = {SPACES[q].name: city for city, quays in HARBOUR_SPACES.items() for q in quays}
MIN_SPACES = market.MIN_TRAVEL


@dataclass(frozen=True)
class Policy:
    lookahead: int = 1  # voyages planned ahead
    rate: float = 12.0  # ducats a ship earns a turn: the cost of a detour
    reserve: int = 40  # cash kept for cargoes before buying ships or fortresses
    ship_turns: int = 10  # a new ship needs this many turns left to pay
    fort_cash: int = 260  # build a fortress on one's routes with this much cash
    forts: int = 3  # at most this many fortresses built
    hunt: bool = False  # fit out privateers to hunt (else only to answer an attack)
    attack_margin: float = 10.0  # the expected gain an attack must promise
    future: float = 0.0  # what a ship earns a turn, counted as lost with it (over 20 turns)
    careful: bool = False  # price cards that lapse before arrival, and one's own gluts, counted
    busy: int = 0  # with this many trades of rivals seen in a city, a fortress there comes
    # before a new ship: it costs nothing of one's fortune and earns their duties (0: never)


NORMAL = Policy()
STRONG = Policy(
    lookahead=2,
    rate=15.0,
    reserve=20,
    ship_turns=8,
    fort_cash=220,
    forts=6,
    busy=2,
    future=8.0,
    careful=True,
)


@dataclass(frozen=True)
class Option:
    """A plan for a ship: buy `good` at `origin` (here, or after sailing there empty) and
    sell it at `market`; `score` is the expected gain a turn."""

    score: float
    origin: str
    good: str
    market: str


def quays(city: str) -> tuple[str, ...]:
    return HARBOUR_SPACES[city]


def best_voyage(
    start: str, goal: str, known: frozenset[str], safe: frozenset[str]
) -> Voyage | None:
    """The way to a city (its nearest quay) or to a sea space."""
    ends = quays(goal) if goal in HARBOUR_SPACES else (goal,)
    found = [v for q in ends if (v := voyage(start, q, known, safe)) is not None]
    return min(found, key=lambda v: v.turns, default=None)


def expected(v: Voyage, buy: float, sale: float, ship: float = SHIP_PRICE) -> float:
    """What a cargo bought for `buy` and sold for `sale` at the end of `v` gains on average,
    a lost ship counted at `ship` (its price, and for the strong bot what it would still earn)."""
    arrive = 1 - v.loss - v.cargo_loss
    return arrive * (sale - buy) - v.cargo_loss * buy - v.loss * (buy + ship)


@lru_cache(maxsize=64)
def static_best(city: str) -> tuple[float, float]:
    """(expected gain, turns) of the best cargo from `city` at list prices, with no reef known:
    what a ship arriving there can look forward to."""
    best = (0.0, 1.0)
    for good, (price, mark) in goods.PRICES[city].items():
        if mark == goods.S:
            continue
        for other in CITIES:
            if other == city or not goods.can_sell(other, good):
                continue
            v = best_voyage(quays(city)[0], other, frozenset(), frozenset())
            if v is None or v.steps < MIN_SPACES:
                continue
            gain = expected(v, price, goods.PRICES[other][good][0])
            if gain / max(v.turns, 1) > best[0] / best[1]:
                best = (gain, max(v.turns, 1))
    return best


class TraderBot:
    """Plans voyages by expected profit per turn; see the module's docstring."""

    def __init__(self, policy: Policy = NORMAL) -> None:
        self.policy = policy
        self.plans: dict[int, tuple[str, str | None]] = {}  # ship -> (city, good to buy there)
        self.grudge: set[int] = set()  # players who attacked us
        self.traffic: dict[str, int] = {}  # city -> trades of rivals seen there
        self.read = 0  # log lines read for traffic

    def think(self, state: State, rng: random.Random) -> Thought:
        assert isinstance(state, FuldriggerState)
        return self.decide(state, rng)
        yield  # a generator, like every bot

    # --- the decision ----------------------------------------------------------------------
    def decide(self, st: FuldriggerState, rng: random.Random) -> str:
        legal = st.legal_actions()
        if len(legal) == 1:
            return legal[0]
        seat = st.to_move
        assert seat is not None
        if st.phase == "home":
            return next(f"home:{c}" for c in HOME_PREFERENCE if f"home:{c}" in legal)
        if st.phase == "capture":
            return self._prize(st, legal)
        if st.phase == "vote":
            leader = max(range(st.players), key=st.fortune)
            mine = st.fortune(seat)
            ahead = all(mine > st.fortune(o) for o in range(st.players) if o != seat)
            return "agree" if ahead and leader == seat else "refuse"
        if st.phase == "trade":
            return self._answer(st, seat, legal)
        self._remember_attacks(st, seat)
        self._count_trades(st, seat)
        for choose in (self._sell, self._refit, self._buy, self._invest):
            code = choose(st, seat, legal)
            if code:
                return code
        if "roll" in legal:
            return "roll"
        code = self._attack(st, seat, legal) or self._sail(st, seat, legal)
        return code or "end"

    # --- money -------------------------------------------------------------------------------
    def turns_left(self, st: FuldriggerState) -> int:
        return st.options["rounds"] - st.round + 1

    def _sale(
        self, st: FuldriggerState, seat: int, city: str, good: str, turns: float = 0, ship: int = 0
    ) -> int:
        """A cargo's price at a later visit: the list (with the cards), the duty, the bonus.
        Careful: only cards still in force on arrival, less 10 for each cargo of the good one's
        own ships already carry there (the glut rule)."""
        value = market.price(st, city, good)
        if self.policy.careful:
            key = f"{city}:{good}"
            value -= sum(a for k, a, last in st.booms if k == key and last < st.round + turns)
            value -= market.GLUT * sum(
                1
                for other in st.ships_of(seat)
                if other.id != ship
                and other.cargo == good
                and self.plans.get(other.id, ("",))[0] == city
            )
        owner = st.forts.get(city)
        if owner == seat:
            value += market.FORT_BONUS
        elif owner is not None:
            value -= market.DUTY
        return value

    def _safety(self, st: FuldriggerState, ship: Ship) -> tuple[frozenset[str], frozenset[str]]:
        safety = st.safety(ship)
        return safety.known_reefs, safety.safe_pirates

    def worth(self, st: FuldriggerState) -> float:
        """What losing a ship costs: its price, and what it would earn in the turns left."""
        return SHIP_PRICE + self.policy.future * min(self.turns_left(st), 20)

    def options(self, st: FuldriggerState, ship: Ship) -> list[Option]:
        """Every plan for an empty merchant ship, best first."""
        seat = ship.owner
        worth = self.worth(st)
        known, safe = self._safety(st, ship)
        left = self.turns_left(st)
        city = SPACES[ship.at].city
        found: list[Option] = []
        if city:
            for good in goods.PRICES[city]:
                if market.buy_problem(st, ship, good) is not None:
                    continue
                cost = market.buy_cost(st, seat, city, good)
                for other in CITIES:
                    if other == city or not goods.can_sell(other, good):
                        continue
                    v = best_voyage(ship.at, other, known, safe)
                    if v is None or v.steps < MIN_SPACES or v.turns > left:
                        continue
                    sale = self._sale(st, seat, other, good, v.turns)
                    gain = expected(v, cost, sale, worth)
                    turns = v.turns
                    if self.policy.lookahead > 1 and v.turns + 2 < left:
                        more, extra = static_best(other)
                        gain, turns = gain + max(more, 0.0), turns + extra
                    found.append(Option(gain / max(turns, 1), city, good, other))
        for source in CITIES:
            if source == city:
                continue
            v = best_voyage(ship.at, source, known, safe)
            if v is None:
                continue
            more, extra = static_best(source)
            if v.turns + extra > left or more <= 0:
                continue
            gain = more - v.loss * worth
            found.append(Option(gain / (v.turns + extra), source, "", ""))
        found.sort(key=lambda o: (-o.score, o.origin, o.good, o.market))
        return found

    def market_for(self, st: FuldriggerState, ship: Ship) -> tuple[str, float] | None:
        """The best market for the ship's cargo from where it is, and its value."""
        assert ship.cargo is not None
        known, safe = self._safety(st, ship)
        left = self.turns_left(st)
        best: tuple[str, float] | None = None
        for city in CITIES:
            if not goods.can_sell(city, ship.cargo):
                continue
            v = best_voyage(ship.at, city, known, safe)
            if v is None or v.turns > left:
                continue
            if ship.travelled + v.steps < MIN_SPACES:
                continue
            sale = self._sale(st, ship.owner, city, ship.cargo, v.turns, ship.id)
            value = expected(v, ship.paid, sale, self.worth(st))
            value -= self.policy.rate * v.turns
            if best is None or value > best[1]:
                best = (city, value)
        return best

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
            planned = self.plans.get(ship.id, ("", None))[0] == city
            if here > 0 and (elsewhere is None or here >= elsewhere[1] or planned):
                self.plans.pop(ship.id, None)
                return code
        return None

    def _refit(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        want = self._wanted_privateers(st, seat)
        privateers = [s for s in self._mine(st, seat) if s.privateer]
        if len(privateers) > want:
            for ship in privateers:
                if f"disarm:{ship.id}" in legal:
                    return f"disarm:{ship.id}"
        if len(privateers) < want and len(self._mine(st, seat)) >= 4:
            for ship in self._mine(st, seat):
                if f"arm:{ship.id}" in legal and ship.id not in self.plans:
                    return f"arm:{ship.id}"
        return None

    def _wanted_privateers(self, st: FuldriggerState, seat: int) -> int:
        if self.turns_left(st) < 4:
            return 0
        if self.grudge:
            return 2
        return 2 if self.policy.hunt and len(self._mine(st, seat)) >= 5 else 0

    def _buy(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        for ship in self._mine(st, seat):
            if ship.privateer or ship.cargo or not SPACES[ship.at].city:
                continue
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
            elif not best.good:
                self.plans[ship.id] = (best.origin, None)
        return None

    def _invest(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        policy = self.policy
        cash = st.cash[seat]
        if policy.busy and cash >= FORT_PRICE + policy.reserve:
            for ship in self._mine(st, seat):
                city = SPACES[ship.at].city
                if (
                    city
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
        wanted = {city for city, _ in self.plans.values()}
        for ship in self._mine(st, seat):
            city = SPACES[ship.at].city
            if city and f"fort:{city}" in legal and (city in wanted or city == st.home[seat]):
                return f"fort:{city}"
        return None

    def _attack(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        best: tuple[float, str] | None = None
        for code in legal:
            if not code.startswith("attack:"):
                continue
            _, space, defender, fleet = code.split(":")
            prizes = war.targets(st, space, int(defender))
            value = max(self._prize_value(st, p) for p in prizes)
            below, above = war.TABLE[min(fleet.count(",") + 1, war.MOST)]
            win = sum(6 - abs(s - 7) for s in range(above + 1, 13)) / 36
            lose = sum(6 - abs(s - 7) for s in range(2, below)) / 36
            gain = win * value - lose * SHIP_PRICE
            if gain > self.policy.attack_margin and (best is None or gain > best[0]):
                best = (gain, code)
        return best[1] if best else None

    def _prize_value(self, st: FuldriggerState, prize: str) -> float:
        if prize == "fort":
            return FORT_PRICE
        ship = st.ships[int(prize)]
        return SHIP_PRICE + (ship.paid if ship.cargo else 0)

    def _prize(self, st: FuldriggerState, legal: list[str]) -> str:
        return max(legal, key=lambda c: (self._prize_value(st, c.split(":")[1]), c))

    def _sail(self, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
        sails = {c for c in legal if c.startswith("sail:")}
        if not sails:
            return None
        for ship in self._mine(st, seat):
            if ship.left <= 0:
                continue
            destination = self._destination(st, ship)
            if destination is None:
                continue
            known, safe = self._safety(st, ship)
            v = best_voyage(ship.at, destination, known, safe)
            if v is None or not v.steps:
                continue
            reach = st.reach_of(ship)
            for sid in reversed(v.path):
                code = f"sail:{ship.id}:{sid}"
                if sid in reach and code in sails:
                    return code
        return None

    def _destination(self, st: FuldriggerState, ship: Ship) -> str | None:
        if ship.privateer:
            return self._hunting_ground(st, ship)
        if ship.cargo:
            plan = self.plans.get(ship.id)
            if plan is None or not goods.can_sell(plan[0], ship.cargo):
                found = self.market_for(st, ship)
                if found is None:
                    return None
                self.plans[ship.id] = (found[0], None)
            return self.plans[ship.id][0]
        plan = self.plans.get(ship.id)
        if plan is None or SPACES[ship.at].city == plan[0]:
            if SPACES[ship.at].city:
                return None  # in port with nothing worth doing: stay safe
            options = self.options(st, ship)
            if not options or options[0].score <= 0:
                return self._nearest_port(st, ship)
            plan = (options[0].origin, None)
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

    def _hunting_ground(self, st: FuldriggerState, ship: Ship) -> str | None:
        """A privateer heads for the nearest rival ship it may attack, or stays home."""
        home = st.home[ship.owner]
        assert home is not None
        known, safe = self._safety(st, ship)
        best: tuple[float, int, str] | None = None
        for prey in st.ships.values():
            if prey.owner == ship.owner or (self.grudge and prey.owner not in self.grudge):
                continue
            city = SPACES[prey.at].city
            if city and city not in st.forts:
                continue  # safe in an unfortified harbour
            v = best_voyage(ship.at, prey.at, known, safe)
            if v is not None and v.turns <= 2 and (best is None or (v.turns, prey.id) < best[:2]):
                best = (v.turns, prey.id, prey.at)
        if best is not None:
            return best[2]
        return None if SPACES[ship.at].city == home else home

    # --- dealing with the other players --------------------------------------------------------
    def _answer(self, st: FuldriggerState, seat: int, legal: list[str]) -> str:
        deal = st.deal
        assert deal is not None
        if not deal.proposed:
            return "trade:cancel"
        if "trade:accept" not in legal:
            return "trade:refuse"
        gain: float = deal.cash  # paid by the proposer to us
        for item in deal.give:
            gain += self._item_value(st, item)
        for item in deal.take:
            gain -= self._item_value(st, item)
        return "trade:accept" if gain >= 10 else "trade:refuse"

    def _item_value(self, st: FuldriggerState, item: str) -> float:
        if item.startswith("s"):
            ship = st.ships[int(item[1:])]
            return SHIP_PRICE + (ship.paid if ship.cargo else 0)
        return FORT_PRICE + 20

    def _count_trades(self, st: FuldriggerState, seat: int) -> None:
        """Where the rivals buy and sell: the busy harbours where a fortress earns duties."""
        log = st.log_for(seat)
        if self.read > len(log):
            self.read = 0  # a different table (a bot reused): start again
        for line in log[self.read :]:
            found = TRADE_LINE.match(line)
            if found and int(found.group(1)) != seat and found.group(2) in CITY_BY_NAME:
                city = CITY_BY_NAME[found.group(2)]
                self.traffic[city] = self.traffic.get(city, 0) + 1
        self.read = len(log)

    def _remember_attacks(self, st: FuldriggerState, seat: int) -> None:
        for line in st.log_for(seat)[-12:]:
            if " attacks @" in line and f"attacks @{seat} " in line:
                self.grudge.add(int(line[1]))

    @staticmethod
    def _mine(st: FuldriggerState, seat: int) -> list[Ship]:
        return sorted(st.ships_of(seat), key=lambda s: s.id)


def heuristic() -> TraderBot:
    return TraderBot(NORMAL)


def strong() -> TraderBot:
    return TraderBot(STRONG)


BOTS: dict[str, Any] = {"random": RandomBot, "heuristic": heuristic, "search": strong}
