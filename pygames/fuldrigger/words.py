"""Fuldrigger in words and as a picture: action descriptions, prompts, the reasons an action is
not open, and the view dict the front end draws."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core import seat_ref
from . import deal, goods, market, war, world
from .cards import CARDS
from .graph import SPACES
from .movement import HEAD_SPACES, TAIL_SPACES
from .table import FuldriggerTable, city_name

if TYPE_CHECKING:
    from .ships import Ship


def _city(city: str) -> str:
    return city_name(city) if city in goods.PRICES else city


def _space(sid: str) -> str:
    return SPACES[sid].name if sid in SPACES else sid


def describe(st: FuldriggerTable, code: str) -> str:
    head, _, rest = code.partition(":")
    simple = {
        "roll": "Roll the three dice",
        "end": "End your turn",
        "ship": "Buy a ship for 100 ducats (it starts in your home port)",
        "endgame": "Propose to end the game now",
        "agree": "Agree to end the game now",
        "refuse": "Play on",
    }
    if code in simple:
        return simple[code]
    if head == "home":
        return f"Choose {_city(rest)} as home port"
    if head == "trade":
        return deal.describe(st, rest)
    if head == "capture":
        if rest == "fort":
            return "Capture the fortress"
        ship = st.ship_named(rest)
        return f"Capture {ship.name}" if ship else code
    if head == "attack":
        parts = rest.split(":")
        fleet = war.chosen(st, parts[2]) if len(parts) == 3 else []
        if parts[0] in SPACES and parts[1].isdigit() and fleet:
            below, above = war.TABLE[min(len(fleet), war.MOST)]
            return (
                f"Attack {seat_ref(int(parts[1]))} at {_space(parts[0])} with"
                f" {' and '.join(ship.name for ship in fleet)} (capture on {above + 1}+,"
                f" lose one under {below})"
            )
        return code
    if head == "fort":
        return f"Build a fortress in {_city(rest)} (100 ducats)"
    number, _, arg = rest.partition(":")
    ship = st.ship_named(number)
    if ship is None:
        return code
    name = ship.name
    if head == "sail":
        passage = st.reach_of(ship).get(arg) if ship.left > 0 else None
        if passage is None:
            return f"Sail {name} to {_space(arg)}"
        left = f", {passage.left} left" if passage.left else ""
        risk = f", {round(passage.danger * 100)}% risk to the ship" if passage.danger else ""
        winds = _winds([SPACES[sid].hazard for sid in passage.path])
        steps = len(passage.path)
        return (
            f"Sail {name} to {_space(arg)}"
            f" ({steps} space{'' if steps == 1 else 's'}{winds}{left}{risk})"
        )
    city = market.city_at(ship)
    if head == "buy" and city and arg in goods.PRICES.get(city, {}):
        cost = market.buy_cost(st, ship.owner, city, arg)
        return f"Buy {arg} for {name} ({cost} ducats)"
    if head == "sell" and city and ship.cargo:
        value = market.sale(st, ship.owner, city, ship.cargo)
        return f"Sell {name}'s {ship.cargo} ({value} ducats, bought for {ship.paid})"
    if head == "sellship":
        lost = f"; its cargo of {ship.cargo} is lost" if ship.cargo else ""
        return f"Sell {name} back to the Bank for 75 ducats{lost}"
    if head == "arm":
        return f"Fit out {name} as a privateer"
    if head == "disarm":
        return f"Turn {name} back into a merchant ship"
    if head == "send":
        toll = sum(a for _, a in market.isthmus_toll(st, ship.owner, ship.at))
        across = _space(market.ACROSS.get(ship.at, ship.at))
        return f"Send {name}'s {ship.cargo} across the isthmus to {across} (duty {toll})"
    if head == "collect":
        return f"Load {arg} waiting at {_space(ship.at)} onto {name}"
    return code


def _winds(hazards: list[str]) -> str:
    """The winds on the way, named in a sail button: why the spaces do not add up to the roll
    ("tailwind +3", "2 tailwinds +6")."""
    out = ""
    for wind, name, sign, size in (
        (world.TAIL, "tailwind", "+", TAIL_SPACES),
        (world.HEAD, "headwind", "−", HEAD_SPACES),
    ):
        n = hazards.count(wind)
        if n:
            out += f", {name} {sign}{size}" if n == 1 else f", {n} {name}s {sign}{size * n}"
    return out


def prompt(st: FuldriggerTable, seat: int | None) -> str:
    if st.phase == "over":
        return "The game is over: the fortunes are counted."
    who = seat_ref(st.to_move) if st.to_move is not None else ""
    if st.phase == "home":
        return f"{who}: choose your home port."
    if st.phase == "capture":
        return f"{who}: the attack succeeds; choose the prize."
    if st.phase == "trade":
        assert st.deal is not None
        if st.deal.proposed:
            return f"{who}: {seat_ref(st.deal.proposer)} proposes {deal.text(st, st.deal)}."
        return f"{who}: compose the deal with {seat_ref(st.deal.partner)}, then propose it."
    if st.phase == "vote":
        return f"{who}: end the game now, or play on?"
    if not st.rolled:
        return f"{who}: trade, buy, then roll the dice to sail (round {st.round})."
    return f"{who}: sail your ships (rolled {sum(st.dice) + st.fair_winds}), trade, end the turn."


def reason(st: FuldriggerTable, code: str) -> str | None:
    """A plain reason why `code` is not open now, where a rule explains it."""
    head, _, rest = code.partition(":")
    if st.phase != "turn" or st.to_move is None:
        return None
    seat = st.current
    if head == "roll" and st.rolled:
        return "You have rolled this turn: the dice are thrown once a turn."
    if head == "ship":
        if st.fleet_size(seat) >= st.LIMIT:
            return "A player may not own more than six ships."
        if st.cash[seat] < 100:
            return f"A ship costs 100 ducats; you have {st.cash[seat]}."
    if head == "fort":
        if rest not in goods.PRICES:
            return f"There is no city '{rest[:20]}'."
        if rest in st.forts:
            return f"{_city(rest)} already has a fortress."
        if not any(market.city_at(s) == rest for s in st.ships_of(seat)):
            return "A fortress is bought in a city where one of your ships is."
        if st.fort_count(seat) >= st.LIMIT:
            return "A player may not own more than six fortresses."
        if st.cash[seat] < 100:
            return f"A fortress costs 100 ducats; you have {st.cash[seat]}."
    if head == "attack":
        if st.amnesty:
            return "Naval amnesty: no attacks this round."
        if not st.rolled:
            return "Roll first: the privateers sail to the attack with the roll."
        parts = rest.split(":")
        if len(parts) == 3 and parts[0] in SPACES:
            space = SPACES[parts[0]]
            if space.city and space.city not in st.forts:
                return "Ships in harbours without fortresses cannot be attacked."
            ready = {ship.id for ship in war.attackers(st, seat, parts[0])}
            fleet = war.chosen(st, parts[2])
            for privateer in fleet:
                if privateer.id not in ready:
                    return f"{privateer.name} is not a privateer of yours ready to fight there."
            if parts[1].isdigit() and fleet:
                need = len(war.targets(st, parts[0], int(parts[1])))
                if len(fleet) < need:
                    return f"Attack with at least as many ships as there are targets ({need})."
    ship = st.ship_named(rest.partition(":")[0]) if head in _SHIP_ACTIONS else None
    if head in _SHIP_ACTIONS and ship is None:
        return f"There is no ship '{rest.partition(':')[0][:12]}'."
    if ship is not None and ship.owner != seat:
        return f"{ship.name} is not yours."
    if ship is not None:
        return _ship_reason(st, head, ship, rest.partition(":")[2])
    return None


_SHIP_ACTIONS = ("buy", "sell", "sellship", "arm", "disarm", "send", "collect")


def _ship_reason(st: FuldriggerTable, head: str, ship: Ship, arg: str) -> str | None:
    if head == "buy":
        return market.buy_problem(st, ship, arg)
    if head == "sell":
        return market.sell_problem(st, ship)
    if head == "arm":
        return war.arm_problem(st, ship)
    if head == "disarm":
        return war.disarm_problem(st, ship)
    if head == "send":
        return market.send_problem(st, ship)
    if head == "collect":
        return market.collect_problem(st, ship, arg)
    return None


def view(st: FuldriggerTable) -> dict[str, Any]:
    """The whole table: nothing in Fuldrigger is hidden but the order of the chance pile and
    the dice to come, so every seat sees the same."""
    reach: dict[str, dict[str, Any]] = {}
    if st.phase == "turn" and st.rolled:
        for ship in st.ships_of(st.current):
            if ship.left > 0:
                reach[str(ship.id)] = {
                    target: {
                        "path": list(p.path),
                        "left": p.left,
                        "danger": round(p.danger, 4),
                    }
                    for target, p in st.reach_of(ship).items()
                }
    card = CARDS[st.card] if st.card is not None else None
    return {
        "phase": st.phase,
        "round": st.round,
        "rounds": st.options["rounds"],
        "isthmus": st.options["isthmus"],
        "order": list(st.order),
        "current": st.current if st.order else None,
        "choosers": list(st.choosers),
        "home": list(st.home),
        "cash": list(st.cash),
        "fortune": [st.fortune(seat) for seat in range(st.players)],
        "ships": [s.to_json() for s in sorted(st.ships.values(), key=lambda s: s.id)],
        "forts": dict(sorted(st.forts.items())),
        "known": [sorted(k) for k in st.known],
        "rolled": st.rolled,
        "dice": list(st.dice),
        "fair_winds": st.fair_winds,
        "card": None
        if card is None
        else {"index": st.card, "title": card.title, "text": card.text, "kind": card.kind},
        "cards_left": len(st.pile),
        "offers": dict(sorted(st.offers.items())),
        "price_changes": dict(sorted(st.price_changes.items())),
        "booms": [b.to_json() for b in st.booms],
        "sold": dict(sorted(st.sold.items())),
        "depot": [d.to_json() for d in st.depot],
        "deal": st.deal.to_json() if st.deal else None,
        "vote": list(st.vote) if st.vote is not None else None,
        "capture": dict(st.capture) if st.capture else None,
        "fortunes": [list(f) for f in st.fortunes],
        "events": [dict(e) for e in st.events],
        "reach": reach,
        "ended": st.ended,
        "amnesty": st.amnesty,
        "free_trade": st.free_trade,
    }
