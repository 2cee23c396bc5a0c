"""Issue 29, the twelfth fresh review of Eurobusiness: one's own panel first on a phone's
Players tab, whoever started."""

from __future__ import annotations

import re

from tests.estate.helpers import auction_of, force, own, trade_of, turn
from tests.estate.view_helpers import table, ui
from web.views import eurobusiness

PANEL = re.compile(r'<section class="estate-player( own)?[^"]*" aria-label="\u2068([^"]+)\u2069"')


def test_ones_own_panel_is_marked_for_a_phone_to_show_first_whoever_started() -> None:
    """A phone's Players tab showed the panels in the order of play, one's own (with its + − M)
    below the others' when another started; the viewer's own is marked, and theirs alone."""
    state = table("eurobusiness")
    turn(state, 2)
    for viewer in range(4):
        html = eurobusiness.render(state.view(viewer), ui(viewer))
        marked = [name for own, name in PANEL.findall(html) if own]
        assert marked == [ui(viewer).names[viewer]]
    watcher = eurobusiness.render(state.view(None), ui(None))  # a screen of no seat
    assert PANEL.findall(watcher) and not any(own for own, _ in PANEL.findall(watcher))


def test_a_bidder_a_bid_went_past_is_told_they_are_out_and_by_whose_bid() -> None:
    """An auction closed on a bot's bid over one's cash with no line saying one was out: the
    bidder passed over reads "Bo bid 300 $, more than your 250 $: you are out", they alone."""
    state = table("eurobusiness")
    force(state, 4, 5)
    state.apply("roll")
    state.apply("decline")  # Ann declines; Bo, Cy, Di and Ann bid in turn
    state.cash[2] = 250
    state.apply("bid:300")  # Bo's bid passes Cy over
    said = "@1 bid 300\u00a0$, more than your 250\u00a0$: you are out."
    assert said in state.log_for(2)
    assert not [line for line in state.log_for(3) if "you are out" in line]
    assert 2 not in auction_of(state).bidders


def test_a_least_bid_past_ones_cash_says_so_to_the_bidder() -> None:
    """With no bid yet, a bidder whose cash is below the least bid reads why they are out."""
    state = table("eurobusiness")
    force(state, 4, 5)
    state.cash[1] = 5
    state.apply("roll")
    state.apply("decline")
    assert [line for line in state.log_for(1) if "is more than your 5\u00a0$: you are out" in line]


def test_after_the_last_counter_offer_the_prompt_names_only_accept_and_refuse() -> None:
    """After three counter-offers the prompt still said "…or change the terms" while only
    Accept and Refuse were left: it names only the buttons there."""
    state = table("eurobusiness")
    own(state, 0, [1])
    own(state, 1, [3])
    state.apply("trade:with:1")
    state.apply("trade:take:3")
    state.apply("trade:give:1")
    state.apply("trade:propose")
    assert "or change the terms" in state.prompt(1)
    trade_of(state).counters = state.RULES.trade_counters
    assert "trade:counter" not in state.legal_actions()
    assert state.prompt(1).endswith("offers or refuse it.")


def test_roll_again_then_move_the_sum_is_said_once_in_the_bar() -> None:
    """After a first double the phone's sheet said "roll again, then move the sum" twice (the
    prompt and the last roll's line): the prompt says it, the line says only the double."""
    state = table("eurobusiness")
    force(state, 3, 3)
    state.apply("roll")
    assert state.phase == "again"
    sheet = state.prompt(0) + eurobusiness.decision(state.view(0), ui(0))
    assert sheet.count("roll again, then move the sum") == 1
    assert "<bdi>Ann</bdi> rolled a double, 6</span>" in sheet
