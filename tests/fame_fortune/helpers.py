"""Small helpers to set a For Fame & Fortune table up for a rule test."""

from __future__ import annotations

from typing import Any

from pygames.fame_fortune import GAME
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.state import FameFortuneState


def new(players: int = 4, seed: int = 1, **options: Any) -> FameFortuneState:
    state = GAME.new(players, seed, options)
    assert isinstance(state, FameFortuneState)
    return state


def mover(state: FameFortuneState) -> int:
    """The seat to move at a table that is not over."""
    seat = state.to_move
    assert seat is not None
    return seat


def ids(text: str) -> list[int]:
    out = []
    for code in text.split():
        card = C.parse(code)
        assert card is not None, code
        out.append(card)
    return out


def draft_all(state: FameFortuneState) -> None:
    """Everyone passes the first cards of their hand (in hand order)."""
    while state.phase == "draft" and not state.over:
        seat = state.to_move
        assert seat is not None
        hand = state.hands[seat]
        for card in hand[: state.need]:
            state.apply(f"pick:{C.code(card)}")
        state.apply("give")


def fortune_in_hand(state: FameFortuneState, seat: int) -> list[int]:
    return [c for c in state.hands[seat] if not C.is_modifier(c)]


def play_first(state: FameFortuneState, count: int = 1) -> None:
    """The Active Player stakes the first `count` fortune cards of their hand."""
    seat = state.active
    for _ in range(count):
        state.apply(f"play:{C.code(fortune_in_hand(state, seat)[0])}")
    if count == 1 and state.phase == "second":
        state.apply("stop")


def play_rounds(state: FameFortuneState, rounds: int | None = None) -> None:
    """Draft and stake the first cards until `rounds` rounds are played (None: to the end)."""
    while not state.over and (rounds is None or state.rounds_played < rounds):
        if state.phase == "draft":
            draft_all(state)
        else:
            play_first(state)
