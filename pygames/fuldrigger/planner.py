"""The route planner of Fuldrigger's bots (`bots.TraderBot`): each ship's plans weighed by
expected gain a turn, from `navigation`'s turns and chances of losing ship or cargo for what
its owner knows, at the prices it will find on arrival (the cards in force, the duties, one's
own gluts for the strong level); and the levels' policies."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from . import goods, market
from .graph import CITIES, HARBOUR_SPACES, SPACES
from .navigation import Voyage, voyage
from .ships import Ship
from .state import SHIP_PRICE, FuldriggerState

MIN_SPACES = market.MIN_TRAVEL


@dataclass(frozen=True)
class Policy:
    lookahead: int = 1  # voyages planned ahead
    rate: float = 12.0  # ducats a ship earns a turn: the cost of a detour
    reserve: int = 40  # cash kept for cargoes before buying ships or fortresses
    ship_turns: int = 10  # a new ship needs this many turns left to pay
    fort_cash: int = 260  # build a fortress on one's routes with this much cash
    forts: int = 3  # at most this many fortresses built
    raiders: int = 0  # privateers kept to hunt once the fleet is `raid_fleet` strong
    raid_fleet: int = 4
    attack_margin: float = 10.0  # the expected gain an attack must promise
    leader_weight: float = 1.0  # how much a rich rival's loss counts as one's own gain
    caution: float = 1.0  # how much a merchant fears a rival privateer's reach
    future: float = 0.0  # what a ship earns a turn, counted as lost with it (over 20 turns)
    careful: bool = False  # price cards that lapse before arrival, and one's own gluts, counted
    whim: float = 0.0  # each company's taste for each city, up to this share more or less
    busy: int = 0  # with this many trades of rivals seen in a city, a fortress there comes
    # before a new ship: it costs nothing of one's fortune and earns their duties (0: never)


NORMAL = Policy(future=6.0, whim=0.1)
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
    """A plan for a ship: buy `good` at `origin` (here, or after sailing there empty; a quay
    where a cargo of one's own waits across an isthmus, `good` then that cargo) and sell it at
    `market`; `score` is the expected gain a turn."""

    score: float
    origin: str
    good: str
    market: str


def quays(city: str) -> tuple[str, ...]:
    return HARBOUR_SPACES[city]


def best_voyage(
    start: str, goal: str, known: frozenset[str], safe: frozenset[str]
) -> Voyage | None:
    """The way to a city (its nearest quay) or to a sea space or a quay."""
    ends = quays(goal) if goal in HARBOUR_SPACES else (goal,)
    found = [v for q in ends if (v := voyage(start, q, known, safe)) is not None]
    return min(found, key=lambda v: v.turns, default=None)


def arrived(ship: Ship, place: str) -> bool:
    """The ship is at `place`, a city (any of its quays) or a quay."""
    return ship.at == place or SPACES[ship.at].city == place


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


class RoutePlanner:
    """What a trader reckons a voyage is worth; the trader's turn (`bots.TraderBot`) acts on
    it and keeps the memory these plans read."""

    policy: Policy
    plans: dict[int, tuple[str, str | None]]  # ship -> (place, send across there?)
    tastes: dict[str, float]  # city -> how much more (or less) it appeals
    rng: random.Random  # the game's, at each decision

    # --- money -------------------------------------------------------------------------------
    def turns_left(self, st: FuldriggerState) -> int:
        rounds: int = st.options["rounds"]
        return rounds - st.round + 1

    def _sale(
        self, st: FuldriggerState, seat: int, city: str, good: str, turns: float = 0, ship: int = 0
    ) -> int:
        """A cargo's price at a later visit: the list (with the cards), the duty, the bonus.
        Careful: only cards still in force on arrival, less 10 for each cargo of the good one's
        own ships already carry there (the glut rule)."""
        value = market.price(st, city, good)
        if self.policy.careful:
            key = f"{city}:{good}"
            value -= sum(b.amount for b in st.booms if b.key == key and b.last < st.round + turns)
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
                found += self._via_isthmus(st, ship, good, cost, worth, known, safe, left)
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
        found += self._waiting(st, ship, worth, known, safe, left)
        if self.policy.whim:
            found = [
                Option(o.score * self.taste(o.market or o.origin), o.origin, o.good, o.market)
                if o.score > 0
                else o
                for o in found
            ]
        found.sort(key=lambda o: (-o.score, o.origin, o.good, o.market))
        return found

    def taste(self, place: str) -> float:
        """A company's lasting taste for a city (drawn once a game): of two markets or sources
        nearly as good, companies need not all choose the same, as traders do not."""
        city = SPACES[place].city or place
        if city not in self.tastes:
            self.tastes[city] = 1 + self.policy.whim * (2 * self.rng.random() - 1)
        return self.tastes[city]

    def _via_isthmus(
        self,
        st: FuldriggerState,
        ship: Ship,
        good: str,
        cost: int,
        worth: float,
        known: frozenset[str],
        safe: frozenset[str],
        left: int,
    ) -> list[Option]:
        """In the isthmus variant: plans to carry a cargo bought here to an isthmus quay, send
        it across and have a sister ship carry it on (a turn counted for her to come)."""
        if not st.options["isthmus"] or st.fleet_size(ship.owner) < 2:
            return []
        found = []
        for quay, other in market.ACROSS.items():
            first = voyage(ship.at, quay, known, safe)
            if first is None or first.steps == 0:
                continue
            toll = sum(amount for _, amount in market.isthmus_toll(st, ship.owner, quay))
            for city in CITIES:
                if not goods.can_sell(city, good) or SPACES[city].city == SPACES[quay].city:
                    continue
                then = best_voyage(other, city, known, safe)
                if then is None or first.steps + then.steps < MIN_SPACES:
                    continue
                turns = first.turns + then.turns + 1
                if turns > left:
                    continue
                sale = self._sale(st, ship.owner, city, good, turns)
                keep = (1 - first.loss - first.cargo_loss) * (1 - then.loss - then.cargo_loss)
                gain = keep * (sale - cost) - (1 - keep) * cost - toll
                gain -= (first.loss + then.loss) * worth
                found.append(Option(gain / turns, SPACES[ship.at].city, good, quay))
        return found

    def _waiting(
        self,
        st: FuldriggerState,
        ship: Ship,
        worth: float,
        known: frozenset[str],
        safe: frozenset[str],
        left: int,
    ) -> list[Option]:
        """Plans to collect a cargo of one's own waiting across an isthmus and sell it."""
        found = []
        for item in st.depot:
            if item.owner != ship.owner:
                continue
            quay = item.quay
            there = voyage(ship.at, quay, known, safe) if ship.at != quay else None
            fetch = there.turns if there else 0.0
            risk = there.loss if there else 0.0
            best = self._market_from(
                st, ship.owner, quay, item.good, item.paid, item.travelled, left - fetch
            )
            if best is None:
                continue
            gain = best[1] + item.paid - risk * worth  # the goods are paid for: their sale is gain
            found.append(Option(gain / max(fetch + best[2], 1), quay, item.good, best[0]))
        return found

    def _market_from(
        self,
        st: FuldriggerState,
        seat: int,
        start: str,
        good: str,
        paid: int,
        travelled: int,
        left: float,
        ship: int = 0,
        known: frozenset[str] | None = None,
        safe: frozenset[str] | None = None,
    ) -> tuple[str, float, float] | None:
        """The best market for a cargo from `start`: (city, expected gain less the time it
        takes, turns)."""
        if known is None or safe is None:
            known, safe = self._owner_safety(st, seat)
        best: tuple[str, float, float] | None = None
        for city in CITIES:
            if not goods.can_sell(city, good):
                continue
            v = best_voyage(start, city, known, safe)
            if v is None or v.turns > left or travelled + v.steps < MIN_SPACES:
                continue
            sale = self._sale(st, seat, city, good, v.turns, ship)
            value = expected(v, paid, sale, self.worth(st)) - self.policy.rate * v.turns
            if best is None or value > best[1]:
                best = (city, value, v.turns)
        return best

    def _owner_safety(
        self, st: FuldriggerState, seat: int
    ) -> tuple[frozenset[str], frozenset[str]]:
        return self._safety(st, Ship(0, seat, st.home[seat] or CITIES[0]))

    def market_for(self, st: FuldriggerState, ship: Ship) -> tuple[str, float] | None:
        """The best market for the ship's cargo from where it is, and its value; in the isthmus
        variant, a quay to send it across from may be the best (the plan then says so)."""
        assert ship.cargo is not None
        known, safe = self._safety(st, ship)
        left = self.turns_left(st)
        found = self._market_from(
            st,
            ship.owner,
            ship.at,
            ship.cargo,
            ship.paid,
            ship.travelled,
            left,
            ship.id,
            known,
            safe,
        )
        best = (found[0], found[1]) if found else None
        across = self._across(st, ship, known, safe, left)
        if across is not None and (best is None or across[1] > best[1]):
            return across
        return best

    def _across(
        self,
        st: FuldriggerState,
        ship: Ship,
        known: frozenset[str],
        safe: frozenset[str],
        left: int,
    ) -> tuple[str, float] | None:
        """In the isthmus variant: the quay to send the cargo across from, and what that is
        worth (the duty paid, and a sister ship's fetching counted at a turn's earnings), if
        the owner has a ship free to fetch it."""
        if not st.options["isthmus"] or len(st.ships_of(ship.owner)) < 2:
            return None
        assert ship.cargo is not None
        best: tuple[str, float] | None = None
        for quay, other in market.ACROSS.items():
            v = voyage(ship.at, quay, known, safe) if ship.at != quay else None
            if ship.at != quay and v is None:
                continue
            turns = v.turns if v else 0.0
            steps = v.steps if v else 0
            onward = self._market_from(
                st, ship.owner, other, ship.cargo, ship.paid, ship.travelled + steps, left - turns
            )
            if onward is None:
                continue
            toll = sum(amount for _, amount in market.isthmus_toll(st, ship.owner, quay))
            loss = v.loss * (ship.paid + self.worth(st)) if v else 0.0
            value = onward[1] - toll - loss - self.policy.rate * (turns + 1)
            if best is None or value > best[1]:
                best = (quay, value)
        return best
