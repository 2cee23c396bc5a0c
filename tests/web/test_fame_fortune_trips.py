"""For Fame & Fortune trip-ups a new player met (issue 29): staking looked like a click on a
card under a lone "Pass", and a phone's fanned hand left each card about 29 px to tap."""

from __future__ import annotations

import re

from pygames.fame_fortune import cards as C
from tests.fame_fortune.helpers import draft_all, fortune_in_hand, new
from web.views.common import UI
from web.views.fame_fortune import FAN_CARD, FAN_TAP, FAN_WIDTH, _fan, decision, render

NAMES = ["Ann", "Bo", "Cy", "Di"]
CARD_BUTTON = re.compile(
    r'<button type="button" class="ff-cardbtn" data-action="([^"]+)">(.*?)</button>'
)
TAB = '<span class="ff-tab" aria-hidden="true">Stake</span>'


def test_every_card_that_may_be_staked_wears_a_stake_tab_and_pass_is_secondary() -> None:
    """On the Active Player's turn each card of the hand that may be staked says "Stake" on
    its own button, the hand's title says a click stakes it, and the panel's Pass is the
    secondary step beside words that lead to the cards; a card picked in the draft wears no
    tab."""
    state = new(4)
    seat = state.to_move
    assert seat is not None
    ui = UI(NAMES, seat=seat)
    drafting = CARD_BUTTON.findall(render(state.view(seat), ui))
    assert drafting and all(TAB not in inner for _, inner in drafting)
    draft_all(state)
    seat = state.active
    ui = UI(NAMES, seat=seat)
    view = state.view(seat)
    html = render(view, ui)
    buttons = dict(CARD_BUTTON.findall(html))
    plays = {f"play:{C.code(card)}" for card in fortune_in_hand(state, seat)}
    assert plays <= set(buttons)
    assert all(TAB in buttons[code] for code in plays)
    assert "Your hand: click a card to stake it" in html
    panel = decision(view, ui)
    assert 'class="act secondary ff-pass" data-action="pass"' in panel
    assert "primary" not in panel
    assert "Stake: click a card marked Stake in your hand" in panel


def test_a_phone_fans_a_hand_in_rows_that_leave_each_card_44_px_to_tap() -> None:
    """In one row of ten a card was about 29 px wide to tap on a 360 px phone. Every hand of 1
    to 14 cards, with or without a modifier drawn whole, is fanned in rows whose cards are
    each 44 px or more wide (a step) or whole; a hand of ten takes two rows, one of seven one."""
    for count in range(1, 15):
        for wide in (set(), {0}, {count // 2}):
            rows, style = _fan(count, wide)
            widths = re.search(r"--fan: ([^;]+)$", style)
            assert widths is not None
            columns = widths.group(1).split()
            full = columns.count("var(--hw)")
            steps = columns.count("var(--step)")
            assert rows * len(columns) >= count and (rows - 1) * len(columns) < count
            if steps:
                step = min((FAN_WIDTH - full * FAN_CARD) / steps, FAN_CARD + 5)
                assert step >= FAN_TAP, (count, wide, style)
    assert _fan(10, set())[0] == 2 and _fan(7, set())[0] == 1
