"""Fortuna's tokens come back only once all twelve are laid (rulebook: "After all the tokens
have been played (12 rounds) we get them back")."""

from __future__ import annotations

from .helpers import lay, table


def test_the_tokens_do_not_come_back_while_one_is_still_unlaid() -> None:
    """Eleven laid: the twelfth is the only move left, and no token returns before it is laid."""
    state = table()
    state.tokens[0] = [5, 9]
    lay(state, 5, pos=30)
    assert state.tokens[0] == [9]
    assert not any("takes them back" in line for line in state.log_for(None)[-3:])
