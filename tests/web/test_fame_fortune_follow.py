"""Following For Fame & Fortune's table (issue 29): what a reviewer could not tell apart or
missed at the table, at either size."""

from __future__ import annotations

import re

from pygames.fame_fortune import cards as C
from tests.fame_fortune.helpers import draft_all, new
from web.views.common import UI
from web.views.fame_fortune import render

NAMES = ["Ann", "Bo", "Cy", "Di"]


def hand_card(html: str, code: str) -> tuple[list[str], str]:
    """The classes and the markup of one card of the hand (up to the next card)."""
    found = re.search(
        rf'<div class="(ff-hcard[^"]*)" id="ff-card-{code}"(.*?)(?=<div class="ff-hc|$)', html
    )
    assert found, code
    return found.group(1).split(), found.group(2)


def test_cards_a_draft_brought_are_marked_new_and_say_whose_they_were_until_one_acts() -> None:
    """A reviewer could not tell which cards a pass brought: each glows ("new") and says "from"
    its giver, the right neighbour; the title says it on a phone; gone once the player acts."""
    state = new(4)
    before = [list(hand) for hand in state.hands]
    draft_all(state)
    seat = state.active
    giver = NAMES[(seat - 1) % 4]
    html = render(state.view(seat), UI(NAMES, seat=seat))
    received = {c for c in state.hands[seat] if c not in before[seat]}
    assert received
    for card in state.hands[seat]:
        classes, markup = hand_card(html, C.code(card))
        if card in received:
            assert "new" in classes
            assert re.search(
                rf'<span class="ff-new">new<span class="ff-from"> from .*{giver}', markup
            )
        else:
            assert "new" not in classes and "ff-new" not in markup
    assert re.search(rf'<span class="ff-new-short" aria-hidden="true"> · new from .*{giver}', html)
    state.apply("pass")
    html = render(state.view(seat), UI(NAMES, seat=seat))
    assert "ff-new" not in html
