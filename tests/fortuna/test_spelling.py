"""One spelling per move (docs/rulings.md "One spelling per move"): a token, a bid and a deed's
number are taken only as the rules write them, so two records never differ in spelling alone."""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from pygames.fortuna import GAME
from pygames.fortuna.state import FortunaState
from tests.estate.helpers import own, ready


def table() -> FortunaState:
    state = GAME.new(4, 1)
    assert isinstance(state, FortunaState)
    return ready(state)


def written_as(code: str, canonical: str) -> str:
    return f"'{code}' is not how this move is written; it is written '{canonical}'."


def test_a_token_and_a_partner_are_written_without_a_leading_zero() -> None:
    state = table()
    for code, canonical in (("token:01", "token:1"), ("trade:with:01", "trade:with:1")):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == written_as(code, canonical)
    assert state.history == []
    state.apply("token:1")
    assert state.history == ["token:1"]


def test_a_bid_is_written_without_a_plus_sign() -> None:
    state = table()
    state.apply("token:1")
    state.apply("decline")
    for code in ("bid:+1000", "bid:01000", "bid:1000 "):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == written_as(code, "bid:1000")
    state.apply("bid:1000")
    assert state.auction is not None and state.auction.bid == 1000


def test_a_deed_is_named_by_its_number_without_a_leading_zero() -> None:
    state = table()
    own(state, 0, [1])
    with pytest.raises(IllegalAction) as refused:
        state.apply("mortgage:01")
    assert str(refused.value) == written_as("mortgage:01", "mortgage:1")
    state.apply("mortgage:1")
    assert state.mortgaged[1]
