"""One spelling per move (docs/rulings.md "One spelling per move"): a ship's number, a space's
name and a deal's money are taken only as the rules write them, so two records never differ in
spelling alone."""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from tests.fuldrigger.helpers import new, place, rolled, ship_of


def written_as(code: str, canonical: str) -> str:
    return f"'{code}' is not how this move is written; it is written '{canonical}'."


def test_a_ship_is_named_by_its_number_and_a_space_by_its_exact_name() -> None:
    state = new()
    ship = place(ship_of(state, state.current), "marseille")
    rolled(state, 6)
    assert ship.id == 1
    for code in ("sail:01:lion", "sail:+1:lion", "sail:1:Lion", "sail:1:lion ", "SAIL:1:LION"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == written_as(code, "sail:1:lion")
    assert ship.at == "marseille"
    state.apply("sail:1:lion")
    assert ship.at == "lion"


def test_a_deals_money_is_written_with_its_sign_and_no_money_as_0() -> None:
    state = new()
    partner = (state.current + 1) % 3
    state.apply(f"trade:with:{partner}")
    state.apply(f"trade:take:s{ship_of(state, partner).id}")
    for code in ("trade:cash:73", "trade:cash:+073"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == written_as(code, "trade:cash:+73")
    state.apply("trade:cash:+73")
    for code in ("trade:cash:+0", "trade:cash:-0"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == written_as(code, "trade:cash:0")
    state.apply("trade:cash:0")
    assert state.deal is not None and state.deal.cash == 0
