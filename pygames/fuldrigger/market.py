"""Trade in the harbours: prices (the city's list and the chance cards), fortress duties,
buying and selling a cargo, and the isthmus variant's crossings at Suez/Alexandria and Porto
Bello."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..core import seat_ref
from . import goods
from .graph import SPACES
from .table import Consignment, FuldriggerTable

if TYPE_CHECKING:
    from .ships import Ship

DUTY = 10  # "other players must pay 10 ducats in duty for each purchase and sale"
FORT_BONUS = 10  # "the owner ... may sell goods in the city for 10 ducats more"
GLUT = 10  # "the price falls by 10 ducats for each cargo sold"
MIN_TRAVEL = 10  # "A player must transport a good at least 10 spaces before it may be sold."
ISTHMUS_DUTY = 10
LOWEST_PRICE = 5  # a slump never makes a good free

# Each isthmus quay and the quay across the land from it.
ACROSS = {
    "alexandria": "suez",
    "suez": "alexandria",
    "portobello": "panama",
    "panama": "portobello",
}


def city_at(ship: Ship) -> str:
    return SPACES[ship.at].city


def price(st: FuldriggerTable, city: str, good: str) -> int:
    return list_price(city, good, st.price_changes)


def list_price(city: str, good: str, changes: Mapping[str, int]) -> int:
    """The price of `good` on `city`'s list with the chance cards' `changes` ("city:good" ->
    ducats more or less)."""
    base = goods.PRICES[city][good][0]
    return max(LOWEST_PRICE, base + changes.get(f"{city}:{good}", 0))


def duty(st: FuldriggerTable, seat: int, city: str) -> tuple[int, int | None]:
    """(duty, to whom) for `seat` trading in `city`: 10 to another player's fortress."""
    owner = st.forts.get(city)
    if owner is None or owner == seat or st.free_trade:
        return 0, None
    return DUTY, owner


def buy_cost(st: FuldriggerTable, seat: int, city: str, good: str) -> int:
    return price(st, city, good) + duty(st, seat, city)[0]


def sale(st: FuldriggerTable, seat: int, city: str, good: str) -> int:
    """What a cargo of `good` fetches now, duty paid: the list price, 10 less for each cargo of
    it this player already sold here this turn, 10 more in their own fortress."""
    return sale_price(city, good, st.price_changes, st.sold, st.forts, seat, st.free_trade)


def sale_price(
    city: str,
    good: str,
    changes: Mapping[str, int],
    sold: Mapping[str, int],
    forts: Mapping[str, int],
    seat: int,
    free_trade: bool = False,
) -> int:
    """`sale` from the table's figures alone (a view's): what the market list promises is
    what the sale pays (issue 29: it promised 42 after a sale there had lowered it to 32)."""
    value = list_price(city, good, changes) - GLUT * sold.get(f"{city}:{good}", 0)
    owner = forts.get(city)
    if owner == seat:
        value += FORT_BONUS
    elif owner is not None and not free_trade:
        value -= DUTY
    return max(0, value)


def buy_problem(st: FuldriggerTable, ship: Ship, good: str) -> str | None:
    city = city_at(ship)
    if not city:
        return f"{ship.name} is at sea: goods are bought in a harbour."
    if ship.privateer:
        return "A privateer may not sail with cargo."
    if ship.cargo:
        return f"{ship.name} already carries {goods.GOODS[ship.cargo].lower()} (one per ship)."
    if good not in goods.PRICES[city]:
        return f"{SPACES[ship.at].name}'s list has no {goods.GOODS.get(good, good).lower()}."
    if not goods.can_buy(city, good):
        return (
            f'{SPACES[ship.at].name}\'s list marks {goods.GOODS[good].lower()} "sell only": the'
            " harbour buys it from ships and has none to sell."
        )
    cost = buy_cost(st, ship.owner, city, good)
    if cost > st.cash[ship.owner]:
        return f"A cargo of {good} costs {cost} ducats; you have {st.cash[ship.owner]}."
    return None


def sell_problem(st: FuldriggerTable, ship: Ship) -> str | None:
    city = city_at(ship)
    if not ship.cargo:
        return f"{ship.name} carries nothing."
    if not city:
        return f"{ship.name} is at sea: goods are sold in a harbour."
    if ship.cargo not in goods.PRICES[city] or not goods.can_sell(city, ship.cargo):
        return f"{SPACES[ship.at].name} does not buy {ship.cargo}."
    if ship.travelled < MIN_TRAVEL:
        return (
            f"The cargo has travelled {ship.travelled} spaces: a good must be carried at least"
            f" {MIN_TRAVEL} spaces before it is sold."
        )
    return None


def buy(st: FuldriggerTable, ship: Ship, good: str) -> None:
    city = city_at(ship)
    cost = price(st, city, good)
    toll, owner = duty(st, ship.owner, city)
    st.cash[ship.owner] -= cost + toll
    ship.cargo, ship.paid, ship.travelled = good, cost, 0
    text = f"{seat_ref(ship.owner)} buys {good} in {SPACES[ship.at].name} for {cost} ducats"
    if owner is not None:
        st.cash[owner] += toll
        text += f" and pays {toll} ducats duty to {seat_ref(owner)}"
    st.say(text + f" ({ship.name}).")


def sell(st: FuldriggerTable, ship: Ship) -> None:
    city = city_at(ship)
    good = ship.cargo
    assert good is not None
    value = sale(st, ship.owner, city, good)
    toll, owner = duty(st, ship.owner, city)
    st.cash[ship.owner] += value
    st.sold[f"{city}:{good}"] = st.sold.get(f"{city}:{good}", 0) + 1
    text = f"{seat_ref(ship.owner)} sells {good} in {SPACES[ship.at].name} for {value} ducats"
    if owner is not None:
        st.cash[owner] += toll
        text += f" after {toll} ducats duty to {seat_ref(owner)}"
    profit = value - ship.paid
    ship.unload()
    st.say(text + f" ({'+' if profit >= 0 else ''}{profit}).")


# --- the isthmus variant --------------------------------------------------------------------


def isthmus_toll(st: FuldriggerTable, seat: int, quay: str) -> list[tuple[int | None, int]]:
    """Who receives the duty for sending a cargo across from `quay`: (seat or None for the
    Bank, amount) pairs; empty when `seat` crosses duty-free."""
    if SPACES[quay].city == "portobello":
        owner = st.forts.get("portobello")
        if owner == seat:
            return []
        return [(owner, ISTHMUS_DUTY)]
    suez, alexandria = st.forts.get("suez"), st.forts.get("alexandria")
    if suez is None or alexandria is None:
        return [(None, ISTHMUS_DUTY)]
    if seat in (suez, alexandria):
        return []
    if suez == alexandria:
        return [(suez, ISTHMUS_DUTY)]
    half = ISTHMUS_DUTY // 2
    return [(suez, half), (alexandria, ISTHMUS_DUTY - half)]


def send_problem(st: FuldriggerTable, ship: Ship) -> str | None:
    if not st.options["isthmus"]:
        return "Goods cross the isthmuses only in the isthmus variant."
    if ship.at not in ACROSS:
        return f"{ship.name} is not at Suez, Alexandria or Porto Bello."
    if not ship.cargo:
        return f"{ship.name} carries nothing to send across."
    if ship.crossed:
        return f"{ship.name} has already used the isthmus this turn."
    toll = sum(amount for _, amount in isthmus_toll(st, ship.owner, ship.at))
    if toll > st.cash[ship.owner]:
        return f"The isthmus duty is {toll} ducats; you have {st.cash[ship.owner]}."
    return None


def send(st: FuldriggerTable, ship: Ship) -> None:
    good = ship.cargo
    assert good is not None
    to = ACROSS[ship.at]
    paid = []
    for owner, amount in isthmus_toll(st, ship.owner, ship.at):
        st.cash[ship.owner] -= amount
        if owner is not None:
            st.cash[owner] += amount
        paid.append(f"{amount} to {'the Bank' if owner is None else seat_ref(owner)}")
    st.depot.append(Consignment(ship.owner, good, ship.paid, ship.travelled, to))
    ship.unload()
    ship.crossed = True
    toll = f", duty {' and '.join(paid)}" if paid else ", duty-free"
    st.say(
        f"{seat_ref(ship.owner)} sends {good} across the isthmus from"
        f" {SPACES[ship.at].name} to {SPACES[to].name}{toll}."
    )


def waiting(st: FuldriggerTable, ship: Ship) -> list[str]:
    """The goods of the ship's owner waiting on its quay to be collected."""
    return sorted({c.good for c in st.depot if c.owner == ship.owner and c.quay == ship.at})


def collect_problem(st: FuldriggerTable, ship: Ship, good: str) -> str | None:
    if not st.options["isthmus"]:
        return "Goods cross the isthmuses only in the isthmus variant."
    if ship.privateer:
        return "A privateer may not sail with cargo."
    if ship.cargo:
        return f"{ship.name} already carries {ship.cargo} (one per ship)."
    if ship.crossed:
        return f"{ship.name} has already used the isthmus this turn."
    if good not in waiting(st, ship):
        return f"No {good} of yours waits at {SPACES[ship.at].name}."
    return None


def collect(st: FuldriggerTable, ship: Ship, good: str) -> None:
    for index, item in enumerate(st.depot):
        if item.owner == ship.owner and item.good == good and item.quay == ship.at:
            del st.depot[index]
            ship.cargo, ship.paid, ship.travelled = good, item.paid, item.travelled
            ship.crossed = True
            st.say(
                f"{seat_ref(ship.owner)} loads {good} onto {ship.name} at {SPACES[item.quay].name}."
            )
            return
