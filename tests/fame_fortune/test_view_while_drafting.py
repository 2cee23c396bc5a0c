"""What a seat's view says while it chooses cards to pass (issue 29)."""

from __future__ import annotations

from pygames.fame_fortune import cards as C
from pygames.fame_fortune.hands import evaluate
from pygames.fame_fortune.state import FameFortuneState
from tests.fame_fortune.helpers import mover, new


def test_the_best_hand_while_choosing_cards_to_pass_is_of_the_cards_kept() -> None:
    """A reviewer's "Your best Fortune Hand now" counted the cards chosen to pass: they leave."""
    state = new(4)
    seat = mover(state)
    before = state.view(seat)["best"]["cards"]
    for code in before[: state.need]:
        state.apply(f"pick:{code}")
    picked = set(before[: state.need])
    best = state.view(seat)["best"]
    assert not picked & set(best["cards"])
    kept = [c for c in state.usable(seat) if C.code(c) not in picked]
    found = evaluate(kept)
    assert found is not None and best["cards"] == [C.code(c) for c in found.cards]


def test_cards_received_in_a_draft_are_named_to_their_receiver_until_its_next_action() -> None:
    """A reviewer could not tell the cards a pass brought: the view names them, the giver being
    the right neighbour, until the receiver acts (a stake, a pick, a pass)."""
    state = new(4)
    given: dict[int, list[str]] = {}
    while state.phase == "draft":
        seat = mover(state)
        assert state.view(seat)["received"] == []
        given[seat] = [C.code(c) for c in state.hands[seat][: state.need]]
        give_cards(state, given[seat])
    for seat in range(4):
        assert sorted(state.view(seat)["received"]) == sorted(given[(seat - 1) % 4])
    active = state.active
    state.apply("pass")
    assert state.view(active)["received"] == []
    other = (active + 1) % 4
    assert sorted(state.view(other)["received"]) == sorted(given[active])


def give_cards(state: FameFortuneState, codes: list[str]) -> None:
    for code in codes:
        state.apply(f"pick:{code}")
    state.apply("give")
