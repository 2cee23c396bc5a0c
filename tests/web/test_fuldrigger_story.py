"""Fuldrigger's story at the end (`web/views/fuldrigger_story.py`): what the chronicle notes as
the game goes is what the tables of profit by route and ships lost tell."""

from __future__ import annotations

from typing import Any

from pygames.fuldrigger import goods, world
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.fuldrigger.helpers import dice, new, place, rolled, ship_of
from web.views.fuldrigger_story import chronicle


def played(state: FuldriggerState, facts: list[Any], memo: dict[str, Any], *codes: str) -> None:
    """Apply each move and let the chronicle note it, as the session does."""
    for code in codes:
        state.apply(code)
        chronicle(state, facts, memo)


def test_a_ship_given_in_a_deal_is_no_loss() -> None:
    state = new()
    facts: list[Any] = []
    memo: dict[str, Any] = {}
    chronicle(state, facts, memo)
    seat = state.current
    partner = (seat + 1) % 3
    ship = ship_of(state, seat)
    played(state, facts, memo, f"trade:with:{partner}", f"trade:give:s{ship.id}")
    played(state, facts, memo, "trade:propose", "trade:accept")
    assert state.ships[ship.id].owner == partner
    assert [f for f in facts if "lost" in f] == []


def test_a_ship_sunk_in_a_storm_counts_under_storm() -> None:
    state = new()
    facts: list[Any] = []
    memo: dict[str, Any] = {}
    chronicle(state, facts, memo)
    seat = state.current
    ship = place(ship_of(state, seat), "ushant")
    rolled(state, 3)
    dice(state, 1, 2)
    played(state, facts, memo, f"sail:{ship.id}:finisterre")
    assert ship.id not in state.ships
    assert [(f["lost"], f["cause"]) for f in facts if "lost" in f] == [(seat, world.STORM)]


def test_a_sales_profit_is_its_takings_less_the_price_paid() -> None:
    state = new()
    facts: list[Any] = []
    memo: dict[str, Any] = {}
    chronicle(state, facts, memo)
    seat = state.current
    ship = ship_of(state, seat)
    home = SPACES[ship.at].city
    good, city = next(
        (good, city)
        for good in goods.PRICES[home]
        if goods.can_buy(home, good)
        for city in goods.PRICES
        if city != home and goods.can_sell(city, good)
    )
    played(state, facts, memo, f"buy:{ship.id}:{good}")
    paid = ship.paid
    place(ship, HARBOUR_SPACES[city][0]).travelled = 20
    cash = state.cash[seat]
    played(state, facts, memo, f"sell:{ship.id}")
    takings = state.cash[seat] - cash
    (sale,) = [f for f in facts if "sale" in f]
    start, end = (SPACES[HARBOUR_SPACES[c][0]].name for c in (home, city))
    assert sale["route"] == f"{start} → {end}"
    assert sale["good"] == good and sale["profit"] == takings - paid
