"""One spelling per move (docs/rulings.md "One spelling per move"): a counter and a dot are
named exactly as the rules write them, so two records never differ in spelling alone."""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from tests.plinius.helpers import new, with_ap


def test_a_counter_and_a_dot_are_named_exactly() -> None:
    state = with_ap(new(), 4)
    for code in ("move:q1:s1", "MOVE:Q1:S1", "move:Q1:s1:", "move: Q1:s1"):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == (
            f"'{code}' is not how this move is written; it is written 'move:Q1:s1'."
        )
    with pytest.raises(IllegalAction, match="no dot 's01'"):
        state.apply("move:Q1:s01")
    assert state.history == [] and state.ap == 4
    state.apply("move:Q1:s1")
    assert state.where["Q1"] == "s1"
