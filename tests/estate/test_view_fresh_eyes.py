"""Issue 29, what fresh reviewers tripped on at the estate table (Eurobusiness, Fortuna): the
marks of whose turn it is, the auction's words, the prompts and labels, as the view draws them."""

from __future__ import annotations

import html
import random
import re

import pytest

from pygames.estate import auction as auctions
from pygames.estate.pending import Choice
from pygames.estate.state import EstateState
from pygames.fortuna.state import FortunaState
from tests.estate.helpers import force, own, ready, turn
from tests.estate.view_helpers import GAMES, NAMES, VIEWS, table, ui
from web.views.estate.board import money
from web.views.shell import action_panel

PANEL = re.compile(
    '<section class="estate-player[^"]*" aria-label="\u2068([^"]+)\u2069"><h3>(.*?)</h3>'
)

PANEL_STATUS = re.compile(
    '<section class="estate-player[^"]*" aria-label="\u2068([^"]+)\u2069">.*?'
    '<div class="status">([^<]*)</div>'
)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_during_an_auction_the_turn_mark_stays_on_whose_turn_it_is_and_the_bidder_is_bidding(
    game_id: str,
) -> None:
    """Issue 29: during an auction on another's turn the "now playing" badge sat on one's own
    panel (the bidder's). It marks whoever's turn it is; the bidder's panel says "bidding"."""
    state = ready(GAMES[game_id].new(4, 7, {}))
    auctions.start_auction(state, state.RULES.deed_list[0], 0)
    state._advance()
    assert state.phase == "auction" and state.to_move == 1 and state.current == 0
    panels = dict(PANEL.findall(VIEWS[game_id].render(state.view(1), ui(1))))
    assert "now playing" in panels[NAMES[0]] and "bidding" not in panels[NAMES[0]]
    assert "bidding" in panels[NAMES[1]] and "now playing" not in panels[NAMES[1]]
    assert not any("turn-mark" in panels[name] for name in NAMES[2:4])


def test_after_a_first_double_the_prompt_says_the_pawn_waits_for_the_sum() -> None:
    """Issue 29: at 1280 the prompt after a double said only "rolled a double: roll again"; the
    pawn waits, and moves the sum of both rolls after the second (as the phone's bar says)."""
    state = table("eurobusiness")
    force(state, 3, 3)
    state.apply("roll")
    assert state.phase == "again"
    assert state.prompt(0) == "@0 rolled a double, 6: roll again, then move the sum."


def _auction(game_id: str) -> EstateState:
    """Seat 0's first deed under the hammer, seat 1 to bid."""
    state = ready(GAMES[game_id].new(4, 7, {}))
    assert isinstance(state, EstateState)
    auctions.start_auction(state, state.RULES.deed_list[0], 0)
    state._advance()
    assert state.phase == "auction" and state.to_move == 1
    return state


def test_a_bidder_on_holiday_is_warned_that_winning_the_auction_ends_it() -> None:
    """Issue 29 (Fortuna): bidding during one's holiday quietly ended it; the auction warns
    first, as Accept and Propose do, and only the one on holiday."""
    state = _auction("fortuna")
    box = VIEWS["fortuna"].decision(state.view(1), ui(1))
    assert "data-holiday-note" not in box
    assert isinstance(state, FortunaState)
    state.holiday[1] = True
    box = VIEWS["fortuna"].decision(state.view(1), ui(1))
    note = box.index("Winning this auction ends your holiday.")
    assert note < box.index('data-amount="bid:{}"')


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_auction_box_shows_the_bidders_cash(game_id: str) -> None:
    """Issue 29: on a phone the bidder's cash was a tab away from the auction's sheet."""
    state = _auction(game_id)
    state.cash[1] = 1234 if game_id == "eurobusiness" else 12300
    theme = VIEWS[game_id].THEME
    box = VIEWS[game_id].decision(state.view(1), ui(1))
    assert f"Your cash: {money(theme, state.cash_of(1))}" in box


def test_the_holiday_choice_says_what_it_keeps() -> None:
    """Issue 29: the Holiday choice said only its cost; per the rulebook rents are still
    collected on holiday."""
    state = table("fortuna")
    state.pending = Choice("holiday")
    state.phase = "choice"
    assert state.describe("holiday:take") == (
        "Take the holiday (miss the next move; rents still collected)"
    )


@pytest.mark.parametrize("game_id", list(GAMES))
def test_ones_own_card_leaves_the_table_as_the_turn_passes_its_words_in_the_recap(
    game_id: str,
) -> None:
    """Issue 29, review 14: one's old card ("Your card (red Chance)…") stayed on screen through
    the bots' turns and a bot's auction. It goes once the turn passes; the recap says it."""
    state = GAMES[game_id].new(4, 3, {})
    rng = random.Random(3)
    while not (state.last_card and state.last_card[1] == state.current):
        state.apply(state.rollout_action(rng))
    seat = state.current
    card = state.RULES.card(state.last_card[0])
    words = card.english.rstrip(".")
    while not state.over and (state.current == seat or state.phase == "order"):
        state.apply(state.rollout_action(rng))
    seen = 0
    while state.current != seat and not state.over:
        view = state.view(seat)
        if state.last_card is None or state.last_card[1] == seat:  # no other's card just drawn
            seen += 1
            board = VIEWS[game_id].render(view, ui(seat))
            assert "Your card (" not in VIEWS[game_id].decision(view, ui(seat))
            assert f'data-key="card-{card.id}-' not in board
            recap = VIEWS[game_id].decision(view, ui(seat))
            if state.to_move != seat:
                assert "data-recap" in recap and html.escape(words, quote=False) in recap
        state.apply(state.rollout_action(rng))
    assert seen


def test_paying_out_of_jail_reads_in_two_lines_with_its_worst_case_and_is_drawn_once() -> None:
    """Issue 29: the Jail button was one long sentence ("Pay 100 $ and roll for a double (no
    double: 300 $ more, and out)"). It reads in two lines, what one does in bold and what a roll
    without a double costs below, small; its whole label is read out; the bar has it once."""
    state = table("eurobusiness")
    state._detain(1)
    turn(state, 1)
    assert "bail" in state.legal_actions()
    view, seat_ui = state.view(1), ui(1)
    theme = VIEWS["eurobusiness"].THEME
    box = VIEWS["eurobusiness"].decision(view, seat_ui)
    lead, then, total = money(theme, 100), money(theme, 300), money(theme, 400)
    assert (
        f"<strong>Pay {lead} and roll (up to {total})</strong>"
        f"<small>no double: {then} more, then out</small>"
    ) in box
    assert f'aria-label="Pay {lead} and roll for a double (no double: {then} more, and out)"' in box
    board = VIEWS["eurobusiness"].render(view, seat_ui)
    roles = VIEWS["eurobusiness"].roles(view, seat_ui)
    bar = action_panel(view["actions"], board + box, seat_ui.names, roles)
    assert 'data-action="bail"' not in bar.split('id="all-moves"')[0]


def test_a_player_held_through_the_last_turn_to_miss_is_not_said_to_be_just_visiting() -> None:
    """Issue 29: the log said "stays in Jail; out next turn" while the panel said "on Jail, just
    visiting". Held through the last turn to miss, the panel says what the log says, until the
    player's next turn begins: then they are free, a visitor until they move."""
    state = table("eurobusiness")
    state._detain(1)
    state.detained[1] = 1
    turn(state, 1)
    state.apply("stay")
    assert state.log_for(None)[-1] == "@1 stays in Jail; out next turn."
    panels = dict(PANEL_STATUS.findall(VIEWS["eurobusiness"].render(state.view(0), ui(0))))
    assert panels["Bo"].startswith("in Jail; out next turn ·")
    turn(state, 1)
    panels = dict(PANEL_STATUS.findall(VIEWS["eurobusiness"].render(state.view(0), ui(0))))
    assert panels["Bo"].startswith("on Jail, just visiting")


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_suggested_sums_come_from_the_deeds_in_the_trade(game_id: str) -> None:
    """Issue 29: the trade's suggested sums were fixed (200 to 5,000) whatever the deeds were
    worth. Asking for a deed, they are its mortgage value, its price and its whole set's price,
    each said, for either side to pay."""
    state = table(game_id)
    spaces = state.RULES.spaces
    city = next(i for i, s in enumerate(spaces) if s.kind == "city")
    own(state, 2, (city,))
    state.apply("trade:with:2")
    state.apply(f"trade:take:{city}")
    html = VIEWS[game_id].decision(state.view(0), ui(0))
    quick = html[html.index('class="quick-sums"') :]
    quick = quick[: quick.index("</details>")]
    offered = re.findall(r'data-action="trade:cash:\+(\d+)">([^<]*)<', quick)
    whole_set = sum(spaces[i].price for i in state.RULES.members[city])
    theme = VIEWS[game_id].THEME
    assert offered == [
        (
            str(spaces[city].mortgage),
            f"Pay {money(theme, spaces[city].mortgage)} in the trade: their mortgage value",
        ),
        (
            str(spaces[city].price),
            f"Pay {money(theme, spaces[city].price)} in the trade: their printed price",
        ),
        (
            str(whole_set),
            f"Pay {money(theme, whole_set)} in the trade: the price of their whole sets",
        ),
    ]
    assert f'data-action="trade:cash:-{spaces[city].price}"' in quick  # or Cy pays
