"""One spelling per move (docs/rulings.md "One spelling per move"): a card is named exactly as
the rules write it, so two records never differ in spelling alone."""

from __future__ import annotations

import pytest

from pygames.core import IllegalAction
from tests.fame_fortune.helpers import new


def test_a_card_is_named_exactly() -> None:
    state = new()
    assert "pick:C1" in state.legal_actions()
    for code in ("pick:c1", "PICK:C1", "pick:C1 "):
        with pytest.raises(IllegalAction) as refused:
            state.apply(code)
        assert str(refused.value) == (
            f"'{code}' is not how this move is written; it is written 'pick:C1'."
        )
    with pytest.raises(IllegalAction):
        state.apply("pick:C01")  # a card is named `C1`, never `C01`
    assert state.history == []
    state.apply("pick:C1")
    assert state.history == ["pick:C1"]
