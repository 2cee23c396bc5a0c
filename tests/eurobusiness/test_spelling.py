"""One spelling per move (docs/rulings.md "One spelling per move"): a bid, a deed's number and a
trade's cash are taken only as the rules write them, so two records never differ in spelling
alone."""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from tests.eurobusiness.helpers import dice, own, table


def written_as(code: str, canonical: str) -> str:
    return f"'{code}' is not how this move is written; it is written '{canonical}'."


def test_a_bid_is_written_without_a_plus_sign_or_a_leading_zero() -> None:
    state = table()
    dice(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    for code in ("bid:+300", "bid:0300", "bid: 300", "BID:300"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == written_as(code, "bid:300")
    assert state.history[-1] == "decline"
    state.apply("bid:300")
    assert state.auction is not None and state.auction.bid == 300


def test_a_deed_is_named_by_its_number_without_a_leading_zero() -> None:
    state = table()
    own(state, 0, [1])
    for code in ("mortgage:01", "mortgage:+1", "mortgage:1:"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == written_as(code, "mortgage:1")
    assert not state.mortgaged[1]
    state.apply("mortgage:1")
    assert state.mortgaged[1]


def test_a_trades_cash_is_written_with_its_sign_and_no_money_as_0() -> None:
    state = table()
    own(state, 1, [1])
    state.apply("trade:with:1")
    state.apply("trade:take:1")
    for code, canonical in (("trade:cash:250", "+250"), ("trade:cash:+0250", "+250")):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == written_as(code, f"trade:cash:{canonical}")
    state.apply("trade:cash:+250")
    for code in ("trade:cash:+0", "trade:cash:-0", "trade:cash:00"):
        with pytest.raises(IllegalAction, match="written 'trade:cash:0'"):
            state.apply(code)
    state.apply("trade:cash:0")
    assert state.history[-2:] == ["trade:cash:+250", "trade:cash:0"]
