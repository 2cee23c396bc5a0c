"""For Fame & Fortune trip-ups a second fresh reviewer met (issue 29): a 5th stake that
completed another player's winning hand, unawares; a tie-break that read backwards."""

from __future__ import annotations

from pygames.fame_fortune.state import FameFortuneState
from tests.fame_fortune.helpers import draft_all, ids, new
from web.views.common import UI
from web.views.fame_fortune import LAST_STAKE_QUESTION, render

NAMES = ["Ann", "Bo", "Cy", "Di"]
SHARED = "Stake cards can be used by ALL players when forming the best Fortune Hand."


def _four_down() -> FameFortuneState:
    """A round of three with 4 stake cards down, @1 the Active Player."""
    state = new(3)
    draft_all(state)
    state.hands[1] = ids("S10 S11 S12 S13 S1 S2 H2 C2 R3 H4")
    state.stakes = [ids("R12"), ids("D1"), ids("H13 C4")]
    state.stake_order = [(0, ids("R12")[0]), (1, ids("D1")[0])] + [
        (2, card) for card in ids("H13 C4")
    ]
    state.faceup = state.turn_faceup = 4
    return state


def test_the_5th_stake_question_and_warning_say_a_stake_card_is_everyones() -> None:
    """The rule 3b: stake cards "can be used by ALL players when forming the best Fortune
    Hand": the confirm box of the 5th stake and the notes' warning say so, not only the own
    hand; a player watching (not to move) reads it in the warning too."""
    assert SHARED in LAST_STAKE_QUESTION
    state = _four_down()
    html = render(state.view(1), UI(NAMES, seat=1))
    assert f'data-confirm="{LAST_STAKE_QUESTION}"' in html
    assert f"every hand is scored. {SHARED}</span>" in html
    other = render(state.view(0), UI(NAMES, seat=0))
    assert "data-confirm" not in other and SHARED in other
    state.faceup = state.turn_faceup = 3
    assert SHARED not in render(state.view(1), UI(NAMES, seat=1))
