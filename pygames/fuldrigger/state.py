"""One game of Fuldrigger: home ports, rounds of turns, a chance card each round, ships,
cargoes, fortresses and trade war, to the agreed number of rounds.

Phases (`phase`):
    home     players choose their home ports, highest roll first (`home:CITY`)
    turn     the player to move trades, buys, rolls (`roll`) and sails (`sail:SHIP:SPACE`),
             attacks, talks, and ends the turn (`end`)
    capture  a victorious attacker chooses the prize (`capture:fort`, `capture:SHIP`)
    trade    a deal being composed by the player to move or answered by its partner
    vote     the other players answer a proposal to end the game now (`agree`, `refuse`)
    over     the game is over (`ended`: "time", "one" (all but one are out of the sea trade:
             no ship and less than a ship's price) or "agreed")
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any, TypedDict

from ..core import Game, Outcome, State, seat_ref
from ..core.spelling import whole
from . import chance, deal, goods, market, war, world
from .cards import CARDS
from .chance import Boom
from .deal import Deal
from .graph import HARBOUR_SPACES, SPACES, within
from .market import Consignment
from .movement import Safety, reach
from .ships import Ship

START_CASH = 100
START_SHIPS = 3
SHIP_PRICE = 100
SHIP_RESALE = 75
FORT_PRICE = 100
# The unit of a score: the fortune, not the cash, beside each name in the Players panel.
FORTUNE_UNIT = "ducats (fortune)"
PIRATE_REACH = 2  # "a fortress within two spaces of a pirate space"

# For each city: the pirate spaces within two spaces of it, which its fortress's owner ignores.
PIRATES_NEAR: dict[str, frozenset[str]] = {
    city: frozenset(
        sid
        for quay in quays
        for sid in within(quay, PIRATE_REACH)
        if SPACES[sid].hazard == world.PIRATES
    )
    for city, quays in HARBOUR_SPACES.items()
}


class Capture(TypedDict):
    """A won attack whose prize the attacker chooses among `prizes` (ship numbers, 'fort')."""

    space: str
    attacker: int
    defender: int
    prizes: list[str]


def city_name(city: str) -> str:
    return SPACES[HARBOUR_SPACES[city][0]].name


class FuldriggerState(State):
    LIMIT = 6  # "A player may not own more than six ships" (and six fortresses)

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        self.cash = [START_CASH] * players
        self.home: list[str | None] = [None] * players
        self.ships: dict[int, Ship] = {}
        self.next_ship = 1
        self.forts: dict[str, int] = {}
        self.known: list[frozenset[str]] = [frozenset()] * players
        self.round = 0
        self.order: list[int] = []
        self.turn = 0
        self.phase = "home"
        self.rolled = False
        self.dice: list[int] = []
        self.sold: dict[str, int] = {}
        self.pile = list(range(len(CARDS)))
        self.card: int | None = None
        self.offers: dict[str, int] = {}  # city -> bonus for the first ship in
        self.booms: list[Boom] = []
        self.price_changes: dict[str, int] = {}
        self.depot: list[Consignment] = []  # (isthmus)
        self.deal: Deal | None = None
        self.proposals = 0
        self.asked_end = False
        self.vote: list[int] | None = None  # the seats that agreed, proposer first
        # The round in which each seat's proposal to end was last refused (0: never): a bot
        # does not ask again within three rounds (its manners, as with a refused trade).
        self.end_refused = [0] * players
        self.capture: Capture | None = None
        self.fortunes: list[list[int]] = []
        self.events: list[dict[str, Any]] = []
        self.ended = ""
        self.choosers = self._roll_for_order()

    def _roll_for_order(self) -> list[int]:
        """Each player rolls three dice; the highest chooses a home port first (ties roll
        again among themselves)."""
        rolls: dict[int, list[int]] = {seat: [] for seat in range(self.players)}
        pending = [list(range(self.players))]
        order: list[int] = []
        while pending:
            group = pending.pop(0)
            if len(group) == 1:
                order.append(group[0])
                continue
            totals = {seat: self.roll() + self.roll() + self.roll() for seat in group}
            for seat, total in totals.items():
                rolls[seat].append(total)
            ranked = sorted(set(totals.values()), reverse=True)
            pending[:0] = [[s for s in group if totals[s] == value] for value in ranked]
        for seat in range(self.players):
            shown = " then ".join(map(str, rolls[seat])) or "-"
            self.say(f"{seat_ref(seat)} rolls {shown} for the choice of home port.")
        return order

    # --- helpers ---------------------------------------------------------------------------
    @property
    def current(self) -> int:
        return self.order[self.turn]

    def ships_of(self, seat: int) -> list[Ship]:
        return [s for s in self.ships.values() if s.owner == seat]

    def ships_at(self, space: str) -> list[Ship]:
        return sorted((s for s in self.ships.values() if s.at == space), key=lambda s: s.id)

    def fleet_size(self, seat: int) -> int:
        return sum(1 for s in self.ships.values() if s.owner == seat)

    def fort_count(self, seat: int) -> int:
        return sum(1 for owner in self.forts.values() if owner == seat)

    def safety(self, ship: Ship) -> Safety:
        safe: frozenset[str] = frozenset()
        for city, owner in self.forts.items():
            if owner == ship.owner and PIRATES_NEAR[city]:
                safe = safe | PIRATES_NEAR[city]
        return Safety(self.known[ship.owner], safe, ship.privateer)

    def reach_of(self, ship: Ship) -> dict[str, Any]:
        return reach(ship.at, ship.left, ship.barred, self.safety(ship))

    @property
    def amnesty(self) -> bool:
        return self.card is not None and CARDS[self.card].kind == "amnesty"

    @property
    def free_trade(self) -> bool:
        return self.card is not None and CARDS[self.card].kind == "free_trade"

    @property
    def fair_winds(self) -> int:
        card = CARDS[self.card] if self.card is not None else None
        return card.amount if card and card.kind == "fair_winds" else 0

    def fortune(self, seat: int) -> int:
        """Cash + the purchase value of ships (100), fortresses (100) and goods."""
        return sum(self.fortune_parts(seat))

    def fortune_parts(self, seat: int) -> tuple[int, int, int, int]:
        mine = self.ships_of(seat)
        goods_value = sum(s.paid for s in mine if s.cargo)
        goods_value += sum(item.paid for item in self.depot if item.owner == seat)
        return (
            self.cash[seat],
            SHIP_PRICE * len(mine),
            FORT_PRICE * self.fort_count(seat),
            goods_value,
        )

    def in_trade(self, seat: int) -> bool:
        """Whether `seat` is still in the sea trade: it has a ship, or the cash to buy one
        (docs/rulings.md: the game ends early only when all but one are out of it)."""
        return self.cash[seat] >= SHIP_PRICE or any(s.owner == seat for s in self.ships.values())

    def sink(self, ship: Ship, quiet: bool = False) -> None:
        del self.ships[ship.id]
        if not quiet:
            self.say(f"{ship.name} ({seat_ref(ship.owner)}) is lost.")

    def ship_named(self, text: str) -> Ship | None:
        number = whole(text)  # as codes write it: `1`, never `01` (one spelling per move)
        return None if number is None else self.ships.get(number)

    # --- the contract ------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "home":
            return self.choosers[sum(h is not None for h in self.home)]
        if self.phase == "capture":
            assert self.capture is not None
            return self.capture["attacker"]
        if self.phase == "trade":
            assert self.deal is not None
            return self.deal.partner if self.deal.proposed else self.deal.proposer
        if self.phase == "vote":
            assert self.vote is not None
            return self._voters()[len(self.vote) - 1]
        return self.current

    def _voters(self) -> list[int]:
        first = self.current
        return [(first + i) % self.players for i in range(1, self.players)]

    def _legal(self) -> Iterable[str]:
        if self.phase == "home":
            taken = set(self.home)
            return [f"home:{city}" for city in goods.HOME_PORTS if city not in taken]
        if self.phase == "capture":
            assert self.capture is not None
            return [f"capture:{prize}" for prize in self.capture["prizes"]]
        if self.phase == "trade":
            return deal.actions(self)
        if self.phase == "vote":
            return ["agree", "refuse"]
        return self._turn_actions() + self._sail_actions()

    def _sail_actions(self) -> list[str]:
        if not self.rolled:
            return []
        codes = []
        for ship in self.ships_of(self.current):
            if ship.left > 0:
                codes += [f"sail:{ship.id}:{target}" for target in self.reach_of(ship)]
        return codes

    def _turn_actions(self) -> list[str]:
        seat = self.current
        codes = ["end"]
        if not self.rolled:
            codes.append("roll")
        cash = self.cash[seat]
        mine = self.ships_of(seat)
        if len(mine) < self.LIMIT and cash >= SHIP_PRICE:
            codes.append("ship")
        for ship in mine:
            codes.append(f"sellship:{ship.id}")
            city = SPACES[ship.at].city
            if not city:
                continue
            if not ship.cargo and not ship.privateer:
                codes += [
                    f"buy:{ship.id}:{good}"
                    for good in goods.PRICES[city]
                    if market.buy_problem(self, ship, good) is None
                ]
            if ship.cargo and market.sell_problem(self, ship) is None:
                codes.append(f"sell:{ship.id}")
            if city not in self.forts and self.fort_count(seat) < self.LIMIT and cash >= FORT_PRICE:
                codes.append(f"fort:{city}")
            if war.arm_problem(self, ship) is None:
                codes.append(f"arm:{ship.id}")
            if war.disarm_problem(self, ship) is None:
                codes.append(f"disarm:{ship.id}")
            if self.options["isthmus"] and ship.at in market.ACROSS:
                if market.send_problem(self, ship) is None:
                    codes.append(f"send:{ship.id}")
                codes += [
                    f"collect:{ship.id}:{good}"
                    for good in market.waiting(self, ship)
                    if market.collect_problem(self, ship, good) is None
                ]
        codes += war.attack_options(self, seat)
        codes += deal.starts(self, seat)
        if not self.asked_end and self.players > 1:
            codes.append("endgame")
        return codes

    def check(self, code: str) -> str | None:
        if not isinstance(code, str):
            return "An action is a short text code."
        if self.phase == "turn" and code.startswith("sail:"):
            return self._sail_problem(code)
        if self.phase == "trade" and code.startswith("trade:cash:"):
            assert self.deal is not None
            if not self.deal.proposed:
                return deal.cash_problem(self, code[len("trade:cash:") :])
        if code.startswith("trade:refuse:") and code[len("trade:refuse:") :] in deal.REFUSALS:
            code = "trade:refuse"  # a refusal that gives its reason
        if code in self.legal_actions():
            return None
        return self.not_open(code)

    def _sail_problem(self, code: str) -> str | None:
        parts = code.split(":")
        ship = self.ship_named(parts[1]) if len(parts) == 3 else None
        if ship is None:
            return f"'{code[:40]}' names no ship on the board (sail:SHIP:SPACE)."
        if ship.owner != self.current:
            return f"{ship.name} is not yours."
        if not self.rolled:
            return "Roll the three dice first."
        if ship.still == self.round:
            return f"{ship.name} lies becalmed this round."
        if ship.left <= 0:
            return f"{ship.name} has no spaces left this turn."
        if parts[2] not in SPACES:
            return f"There is no space '{parts[2][:20]}' on the map."
        if parts[2] not in self.reach_of(ship):
            return f"{ship.name} cannot reach {SPACES[parts[2]].name} with {ship.left} spaces."
        return None

    def not_open(self, code: str) -> str:
        from .words import reason

        return reason(self, code) or super().not_open(code)

    # --- applying actions --------------------------------------------------------------------
    def _apply(self, code: str) -> None:
        self.events = []
        head, _, rest = code.partition(":")
        seat = self.to_move
        assert seat is not None
        if head == "home":
            self._choose_home(seat, rest)
        elif head == "roll":
            self._roll()
        elif head == "sail":
            from .sailing import sail

            number, _, target = rest.partition(":")
            sail(self, self.ships[int(number)], target)
        elif head == "buy":
            number, _, good = rest.partition(":")
            market.buy(self, self.ships[int(number)], good)
        elif head == "sell":
            market.sell(self, self.ships[int(rest)])
        elif head == "ship":
            self._buy_ship(seat)
        elif head == "sellship":
            ship = self.ships[int(rest)]
            self.cash[seat] += SHIP_RESALE
            self.say(f"{seat_ref(seat)} sells {ship.name} back to the Bank for {SHIP_RESALE}.")
            self.sink(ship, quiet=True)
        elif head == "fort":
            self.cash[seat] -= FORT_PRICE
            self.forts[rest] = seat
            self.say(f"{seat_ref(seat)} builds a fortress in {city_name(rest)}.")
        elif head in ("arm", "disarm"):
            war.refit(self, self.ships[int(rest)], head == "arm")
        elif head == "attack":
            space, defender, fleet = rest.split(":")
            war.attack(self, seat, space, int(defender), war.chosen(self, fleet))
            if self.capture is not None:
                self.phase = "capture"
        elif head == "capture":
            assert self.capture is not None
            war.capture(self, seat, self.capture["space"], rest)
            self.phase = "turn"
        elif head == "send":
            market.send(self, self.ships[int(rest)])
        elif head == "collect":
            number, _, good = rest.partition(":")
            market.collect(self, self.ships[int(number)], good)
        elif head == "trade":
            deal.apply(self, seat, rest)
            self.phase = "trade" if self.deal is not None else "turn"
        elif head == "endgame":
            self.asked_end = True
            self.vote = [seat]
            self.phase = "vote"
            self.say(f"{seat_ref(seat)} proposes to end the game now.")
        elif head in ("agree", "refuse"):
            self._answer(seat, head == "agree")
        elif head == "end":
            self._end_turn()
        if self.phase not in ("over", "home") and self.players > 1:
            trading = [seat for seat in range(self.players) if self.in_trade(seat)]
            if len(trading) <= 1:
                if trading:
                    self.say(f"Only {seat_ref(trading[0])} is left in the sea trade.")
                self._finish("one")

    def _choose_home(self, seat: int, city: str) -> None:
        self.home[seat] = city
        self.say(f"{seat_ref(seat)} chooses {city_name(city)} as home port.")
        if all(h is not None for h in self.home):
            first = self.choosers[0]
            self.order = [(first + i) % self.players for i in range(self.players)]
            self.say(
                f"The order of play: {', '.join(seat_ref(s) for s in self.order)}."
                f" {seat_ref(first)} chose a home port first and begins; play goes round the"
                " table in seat order."
            )
            self.phase = "turn"
            for player in self.order:
                for _ in range(START_SHIPS):
                    self._new_ship(player)
            self._new_round()

    def _new_ship(self, seat: int) -> Ship:
        home = self.home[seat]
        assert home is not None
        ship = Ship(self.next_ship, seat, home)
        ship.entered = (home,)
        self.next_ship += 1
        self.ships[ship.id] = ship
        return ship

    def _buy_ship(self, seat: int) -> None:
        self.cash[seat] -= SHIP_PRICE
        ship = self._new_ship(seat)
        self.say(f"{seat_ref(seat)} buys a ship, {ship.name}, in {city_name(ship.at)}.")

    def _roll(self) -> None:
        self.dice = [self.roll(), self.roll(), self.roll()]
        self.rolled = True
        total = sum(self.dice) + self.fair_winds
        extra = f" + {self.fair_winds} fair winds" if self.fair_winds else ""
        self.say(f"{seat_ref(self.current)} rolls {'+'.join(map(str, self.dice))}{extra}: {total}.")
        self.events.append({"kind": "roll", "dice": list(self.dice), "total": total})
        for ship in self.ships_of(self.current):
            if ship.still == self.round:
                self.say(f"{ship.name} lies still this round.")
                continue
            ship.left = total

    def _start_turn(self) -> None:
        self.rolled = False
        self.dice = []
        self.sold = {}
        self.proposals = 0
        self.asked_end = False
        for ship in self.ships.values():
            ship.new_turn()

    def _end_turn(self) -> None:
        self.say(f"{seat_ref(self.current)} ends the turn.")
        self.turn += 1
        if self.turn < len(self.order):
            self._start_turn()
            return
        self.turn = 0
        if self.round >= self.options["rounds"]:
            self._finish("time")
            return
        self._new_round()

    def _new_round(self) -> None:
        self.fortunes.append([self.fortune(seat) for seat in range(self.players)])
        self.round += 1
        chance.expire(self)
        self._start_turn()
        self.say(f"Round {self.round} of {self.options['rounds']}.")
        chance.draw(self)

    def _answer(self, seat: int, agree: bool) -> None:
        assert self.vote is not None
        if not agree:
            self.say(f"{seat_ref(seat)} wants to play on.")
            self.end_refused[self.vote[0]] = self.round
            self.vote = None
            self.phase = "turn"
            return
        self.vote.append(seat)
        self.say(f"{seat_ref(seat)} agrees to end now.")
        if len(self.vote) == self.players:
            self.vote = None
            self._finish("agreed")

    def _finish(self, why: str) -> None:
        self.phase = "over"
        self.ended = why
        self.deal = None
        self.capture = None
        self.fortunes.append([self.fortune(seat) for seat in range(self.players)])
        reason = {
            "time": "the agreed rounds are over",
            "one": "all but one are out of the sea trade",
            "agreed": "the players agree to end",
        }[why]
        self.say(f"The game is over: {reason}. The fortunes are counted.")

    # --- words, outcome, view --------------------------------------------------------------
    def describe(self, code: str) -> str:
        from .words import describe

        return describe(self, code)

    def prompt(self, seat: int | None) -> str:
        from .words import prompt

        return prompt(self, seat)

    def outcome(self) -> Outcome:
        scores = [self.fortune(seat) for seat in range(self.players)]
        detail = []
        for seat in range(self.players):
            cash, ships, forts, cargo = self.fortune_parts(seat)
            detail.append(
                f"{seat_ref(seat)}: cash {cash} + ships {ships} + fortresses {forts}"
                f" + goods {cargo} = {cash + ships + forts + cargo} ducats"
            )
        return Outcome.from_scores(scores, FORTUNE_UNIT, detail)

    def _view(self, seat: int | None) -> dict[str, Any]:
        from .words import view

        return view(self)

    # --- bots ---------------------------------------------------------------------------------
    def clone(self) -> FuldriggerState:
        other = self._copy()
        other.cash = list(self.cash)
        other.home = list(self.home)
        other.ships = {i: s.copy() for i, s in self.ships.items()}
        other.forts = dict(self.forts)
        other.known = list(self.known)
        other.order = list(self.order)
        other.dice = list(self.dice)
        other.sold = dict(self.sold)
        other.pile = list(self.pile)
        other.offers = dict(self.offers)
        other.booms = list(self.booms)
        other.price_changes = dict(self.price_changes)
        other.depot = list(self.depot)
        other.deal = self.deal.copy() if self.deal else None
        other.vote = list(self.vote) if self.vote is not None else None
        other.capture = self.capture.copy() if self.capture else None
        other.fortunes = [list(f) for f in self.fortunes]
        other.events = copy.deepcopy(self.events)  # this turn's few, with their dice
        other.choosers = list(self.choosers)
        other.end_refused = list(self.end_refused)
        return other
