"""Following For Fame & Fortune's table (issue 29): what a reviewer could not tell apart or
missed at the table, at either size."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from pygames.core import choose
from pygames.fame_fortune import GAME
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.state import FameFortuneState
from tests.fame_fortune.helpers import draft_all, mover, new
from web.views.common import UI
from web.views.fame_fortune import decision, render

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


def at(players: int, wanted: Callable[[FameFortuneState], bool]) -> FameFortuneState:
    """A table of the default bots played on until `wanted` holds (seeds tried in turn)."""
    for seed in range(1, 60):
        state = new(players, seed)
        bot = GAME.make_bot()
        rng = random.Random(seed)
        while not state.over and not wanted(state):
            state.apply(choose(bot, state, rng))
        if not state.over:
            return state
    raise AssertionError("no table reached the position")


def test_a_phones_bar_warns_during_the_draft_that_the_next_stake_ends_the_round() -> None:
    """A reviewer's phone said it only on their own stake turn; a laptop says it under the hand
    (the notes), a phone in its bar (the panel), during the draft too."""
    state = at(4, lambda s: s.phase == "draft" and s.faceup == 4)
    seat = mover(state)
    ui = UI(NAMES, seat=seat)
    panel = decision(state.view(seat), ui)
    assert (
        '<p class="ff-why ff-phone-only"><strong class="ff-last-stake">The next stake is the 5th'
        in panel
    )
    assert "The next stake is the 5th" in render(state.view(seat), ui)
    early = at(4, lambda s: s.phase == "draft" and s.faceup == 3)
    assert "5th" not in decision(early.view(mover(early)), UI(NAMES, seat=mover(early)))


def test_the_bars_memo_folds_the_cards_passed_earlier_behind_more() -> None:
    """The bar, with the memo whole, covered the hand's last row on a phone: what the left
    neighbour still holds stays in it, the cards passed earlier behind a "more" toggle (whole
    under a laptop's hand)."""
    state = at(
        4,
        lambda s: (
            s.phase == "turn"
            and s.to_move is not None
            and bool(s.view(s.to_move)["known_left"])
            and bool(s.view(s.to_move)["passed_left"])
        ),
    )
    seat = mover(state)
    ui = UI(NAMES, seat=seat)
    panel = decision(state.view(seat), ui)
    memo = panel[panel.index('<div class="ff-known">') :]
    assert "still holds, from you:" in memo.split("<details")[0]
    assert re.search(
        r'<details class="ff-more"><summary>more</summary><span class="ff-earlier">', memo
    )
    notes = render(state.view(seat), ui)
    assert '<p class="ff-known">' in notes and "<details" not in notes
