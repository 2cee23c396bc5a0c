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

from collections.abc import Iterable
from typing import Any

from ..core import Outcome, seat_ref
from . import chance, deal, goods, market, war, words
from .graph import SPACES
from .sailing import sail
from .ships import Ship
from .table import (
    FORT_PRICE,
    FORTUNE_UNIT,
    PIRATE_REACH,
    PIRATES_NEAR,
    SHIP_PRICE,
    SHIP_RESALE,
    START_CASH,
    START_SHIPS,
    Capture,
    FuldriggerTable,
    city_name,
)

# The table's numbers, as the bots and the views have imported them from here.
__all__ = [
    "FORTUNE_UNIT",
    "FORT_PRICE",
    "PIRATES_NEAR",
    "PIRATE_REACH",
    "SHIP_PRICE",
    "SHIP_RESALE",
    "START_CASH",
    "Capture",
    "FuldriggerState",
    "city_name",
]


class FuldriggerState(FuldriggerTable):
    """One game of Fuldrigger: who may do what, and doing it (the module docstring's phases)."""

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
        return words.reason(self, code) or super().not_open(code)

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
        # Said on the map as a loss is (issue 29: a ship bought appeared without a word).
        self.events.append({"kind": "bought", "ship": ship.id, "space": ship.at, "name": ship.name})

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
        return words.describe(self, code)

    def prompt(self, seat: int | None) -> str:
        return words.prompt(self, seat)

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
        # The last move made, for the table: a price list opens by itself only once, when a
        # ship has just sailed into its harbour or been bought there.
        return {**words.view(self), "last": self.history[-1] if self.history else None}
