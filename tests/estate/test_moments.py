"""The turning points an estate game keeps for the chart at its end (`moments`): the biggest
rents, the colour sets completed, the bankruptcies; few, exact on replay, and public."""

from __future__ import annotations

import random

from pygames.core import choose
from pygames.core.conformance import signature
from pygames.core.record import Record, replay
from pygames.estate.table import BIG_RENTS
from pygames.eurobusiness import GAME
from pygames.eurobusiness.state import EurobusinessState
from tests.eurobusiness.helpers import BANK, dice, own, table, turn

AUSTRIA = (37, 39)
ITALY = (6, 8, 9)


def land_on(state: EurobusinessState, index: int, seat: int = 0) -> None:
    turn(state, seat, index - 3)
    dice(state, 1, 2)
    state.apply("roll")


def test_a_set_completed_is_a_turning_point_once() -> None:
    state = table()
    own(state, 1, [37])
    assert not [m for m in state.moments if m[1] == "set"]
    own(state, 1, [39])
    assert [m[1:5] for m in state.moments] == [("set", 1, BANK, 39)]
    own(state, 2, [39])  # the set taken apart ...
    own(state, 1, [39])  # ... and made whole again by the same player: no news
    assert [m[1:3] for m in state.moments if m[1] == "set"] == [("set", 1)]


def test_a_big_rent_is_kept_with_payer_owner_deed_and_amount() -> None:
    state = table()
    own(state, 1, AUSTRIA, level=5)
    state.moments.clear()
    land_on(state, 39)  # a hotel on Wiedeń: 2,000 $ rent
    rent = [m for m in state.moments if m[1] == "rent"]
    assert rent == [(0, "rent", 1, 0, 39, state.rent(39))]
    assert state.rent(39) >= 3000 // 5


def test_a_small_rent_is_no_turning_point() -> None:
    state = table()
    own(state, 1, [9])
    land_on(state, 9)
    assert state.cash[1] > 3000  # the rent was paid
    assert not [m for m in state.moments if m[1] == "rent"]


def test_only_the_biggest_rents_are_kept() -> None:
    state = table()
    for amount in (700, 900, 800, 1000, 650, 1200, 600):
        state._big_rent(0, 1, 39, amount)
    kept = sorted(m[5] for m in state.moments if m[1] == "rent")
    assert kept == [700, 800, 900, 1000, 1200] and len(kept) == BIG_RENTS


def test_a_bankruptcy_is_a_turning_point_with_its_creditor() -> None:
    state = table()
    own(state, 1, AUSTRIA, level=5)
    state.cash[0] = 100
    land_on(state, 39)
    state.apply("bankrupt")
    assert ("bankrupt", 0, 1) in [m[1:4] for m in state.moments]


def test_moments_are_exact_on_replay_and_in_the_public_view() -> None:
    """A whole game of default bots: its turning points come back the same from its record."""
    state = GAME.new(3, 4, {"rounds": 40})
    bots = [GAME.make_bot("heuristic") for _ in range(3)]
    rng = random.Random(4)
    while not state.over:
        mover = state.to_move
        assert mover is not None
        state.apply(choose(bots[mover], state, rng))
    assert any(m[1] == "set" for m in state.moments)
    record = Record("eurobusiness", GAME.version, 3, ["a", "b", "c"], ["human"] * 3, 4)
    record.options, record.history = dict(state.options), list(state.history)
    again = replay(record, {"eurobusiness": GAME})
    assert isinstance(again, EurobusinessState)
    assert signature(again.moments) == signature(state.moments)
    assert (
        state.view(None)["moments"] == state.view(1)["moments"] == [list(m) for m in state.moments]
    )
