"""Issue 29, what the second fresh reviewer tripped on at the Eurobusiness table: the Jail's
costs and moves, when one may build, the offers' reasons, as the log and the view say them."""

from __future__ import annotations

import html
import re

import pytest

from pygames.estate import auction as auctions
from pygames.fortuna.state import FortunaState
from tests.estate.helpers import TAG, own, ready
from tests.estate.view_helpers import GAMES, VIEWS, ui
from tests.estate.view_helpers import table as game_table
from tests.eurobusiness.helpers import GREECE, dice, land_on, table, turn
from web.views.estate.board import money

STATUS = re.compile(
    '<section class="estate-player[^"]*" aria-label="\u2068([^"]+)\u2069">.*?'
    '<div class="status">([^<]*)</div>'
)


def test_a_pawn_leaving_jail_by_paying_says_how_many_spaces_it_moves() -> None:
    """Issue 29: a pawn paid its way out of Jail and moved with no "moves N spaces" line."""
    state = table()
    state.detained[0] = 2
    turn(state, 0, 10)
    dice(state, 1, 2)
    state.apply("bail")
    assert "@0 moves 3 spaces." in state.log_for(None)
    assert state.pos[0] == 13


def test_a_purchase_completing_a_set_says_one_may_build_before_one_s_next_move() -> None:
    """Issue 29: a set completed by a purchase, the turn passed and the buyer did not know when
    to build (the rule: houses are bought before one's roll); the log line says it."""
    state = table()
    own(state, 0, GREECE[:1])
    land_on(state, GREECE[1])
    state.apply("buy")
    deeds = ", ".join(str(state.name(i)) for i in GREECE)
    line = f"Set complete ({deeds}): @0 may build at their next turn, before moving."
    assert state.log_for(None)[-1] == line


def test_a_deed_bought_without_completing_its_set_says_nothing_of_building() -> None:
    """The line comes only when the set is whole."""
    state = table()
    land_on(state, GREECE[1])
    state.apply("buy")
    assert not any(line.startswith("Set complete") for line in state.log_for(None))


def test_at_one_s_turn_before_moving_the_build_controls_are_pointed_at() -> None:
    """Issue 29: at one's next turn, before rolling, the sheet says one may build now and where;
    not to the others, and not once the pawn has moved."""
    state = table()
    own(state, 0, GREECE)
    turn(state, 0)
    box = VIEWS["eurobusiness"].decision(state.view(0), ui(0))
    assert "You may build now, before you move: the + beside your deeds in your panel." in box
    assert 'data-cmd="pane:players">Build…</button>' in box  # a phone's way to the panel
    assert "data-build-hint" not in VIEWS["eurobusiness"].decision(state.view(1), ui(1))
    dice(state, 1, 2)
    state.apply("roll")
    assert "data-build-hint" not in VIEWS["eurobusiness"].decision(state.view(0), ui(0))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_detained_owner_s_panel_says_no_rent_is_collected_where_the_rule_says_so(
    game_id: str,
) -> None:
    """Issue 29: in Jail one's deeds collected no rent (Eurobusiness's rule) with only a log
    line to say so; the panel says it while one is held. In Fortuna's hospital rent is due."""
    state = game_table(game_id)
    state._detain(1)
    panels = dict(STATUS.findall(VIEWS[game_id].render(state.view(1), ui(1))))
    assert ("no rent collected" in panels["Bo"]) == (game_id == "eurobusiness")
    assert "no rent collected" not in panels["Ann"]


def test_an_offer_for_a_deed_that_completes_the_proposer_s_set_says_so() -> None:
    """Issue 29: a bot's offer for the deed it lacked read like any other; the offer shown to
    the player names the set it completes, and an offer that completes none says nothing."""
    state = table()
    own(state, 1, GREECE[:1])
    own(state, 0, (*GREECE[1:], 6))
    turn(state, 1)
    for code in ("trade:with:0", f"trade:take:{GREECE[1]}", "trade:take:6", "trade:cash:+200"):
        state.apply(code)
    state.apply("trade:propose")
    shown = html.unescape(TAG.sub("", VIEWS["eurobusiness"].decision(state.view(0), ui(0))))
    theme = VIEWS["eurobusiness"].THEME
    deeds = ", ".join(theme.label(i) for i in GREECE)
    assert shown.count("It completes") == 1
    assert f"It completes Bo's set: {deeds}." in shown


def test_a_trade_being_put_together_says_its_cash_in_one_summary_line() -> None:
    """Issue 29: "600 $ in cash" printed under one's deeds, just above the Cash field, and again
    in the terms beside Propose: it read as a duplicate. While composing, the terms line says it
    (the field holds it); the offer sent shows it on the payer's side."""
    state = table()
    own(state, 0, GREECE)
    own(state, 1, (6,))
    for code in ("trade:with:1", "trade:take:6", "trade:cash:+600"):
        state.apply(code)
    cash = f"{money(VIEWS['eurobusiness'].THEME, 600)} in cash"
    box = VIEWS["eurobusiness"].decision(state.view(0), ui(0))
    assert box.count(cash) == 1
    terms = re.search(r'<p class="trade-terms"[^>]*>(.*?)</p>', box)
    assert terms and cash in terms.group(1)
    state.apply("trade:propose")
    box = VIEWS["eurobusiness"].decision(state.view(1), ui(1))
    assert f'<li class="cash">{cash}</li>' in box


def test_on_a_fortuna_holiday_ones_panel_warns_that_a_bank_dealing_ends_it() -> None:
    """Issue 29 (Fortuna): on holiday, M ended the holiday with no warning (the log said "gives
    up the holiday"); while the player on holiday may deal with the Bank, their panel says so."""
    state = game_table("fortuna")
    assert isinstance(state, FortunaState)
    own(state, 0, state.RULES.deed_list[:2])
    note = "Dealing with the Bank (+ − M) ends your holiday."
    assert note not in VIEWS["fortuna"].render(state.view(0), ui(0))
    state.holiday[0] = True
    assert any(code.startswith("mortgage:") for code in state.legal_actions())
    panels = VIEWS["fortuna"].render(state.view(0), ui(0))
    assert f'<p class="holiday-note" data-holiday-note="">{note}</p>' in panels


def test_on_a_fortuna_holiday_no_token_marks_are_drawn() -> None:
    """Issue 29 (Fortuna): on holiday, with no token to lay, the board still marked where each
    token would land; the marks come back when the holiday is over."""
    state = game_table("fortuna")
    assert isinstance(state, FortunaState)
    assert 'class="token-mark"' in VIEWS["fortuna"].render(state.view(0), ui(0))
    state.holiday[0] = True
    assert not any(code.startswith("token:") for code in state.legal_actions())
    assert 'class="token-mark"' not in VIEWS["fortuna"].render(state.view(0), ui(0))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_suggested_bid_says_what_it_is(game_id: str) -> None:
    """Issue 29 (Fortuna): the auction's shortcuts (1,900 / 1,950 / 2,400) said nothing of
    themselves; each says what it is: the least bid, the printed price, or how far above."""
    state = ready(GAMES[game_id].new(4, 7, {}))
    index = state.RULES.deed_list[0]
    auctions.start_auction(state, index, 0)
    state._advance()
    box = VIEWS[game_id].decision(state.view(1), ui(1))
    theme = VIEWS[game_id].THEME
    auction = state.auction
    assert auction is not None
    least = auction.minimum(state.RULES.auction_step)
    price = state.RULES.spaces[index].price
    assert f"Bid {money(theme, least)}: the least bid" in box
    if price > least:  # (a price at or under the least bid is no bid to suggest apart)
        assert f"Bid {money(theme, price)}: the printed price" in box
    presets = re.findall(r'data-action="(?:bid|most):\d+"[^>]*>([^<]*)<', box)
    assert presets and all(": " in label for label in presets), presets
