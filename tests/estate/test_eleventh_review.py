"""Issue 29, the eleventh fresh review of Eurobusiness and Fortuna under CPython: why one is
held in Jail said where one looks, a token's shortfall on its chip, the whole board's names in
words."""

from __future__ import annotations

import re

import pytest

from pygames.core import i18n
from pygames.fortuna import GAME as FORTUNA
from tests.estate.helpers import force, own, ready, turn
from tests.estate.view_helpers import table, ui
from web.views import eurobusiness, fortuna
from web.views.estate.glance import short_names
from web.views.estate.tokens import tokens_rack

NB = "\u00a0"


def test_a_second_double_that_sends_one_to_jail_is_said_in_the_bar_on_ones_next_turn() -> None:
    """A second double sent the player to Jail; on their next turn the bar said only "you are in
    Jail" and the reason was in the Log. Their last turn, the second double with it, stays in
    the bar, whole, through their first turn in Jail, and goes once they have served one."""
    state = table("eurobusiness")
    force(state, 3, 3, 2, 2)
    state.apply("roll")
    state.apply("roll")
    assert state.detained[0] and state.current != 0
    turn(state, 0)
    bar = eurobusiness.decision(state.view(0), ui(0))
    assert '<p class="recap" data-recap="" data-sent="">' in bar
    recap = bar[bar.index("data-recap") :]
    assert "a second double" in recap and "sent to Jail" in recap
    state.apply("stay")
    turn(state, 0)
    assert state.detained[0]
    bar = eurobusiness.decision(state.view(0), ui(0))
    assert "data-sent" not in bar and "a second double" not in bar  # the turn served, recapped


def test_a_token_whose_deed_costs_more_than_the_cash_says_so_on_its_chip_and_how_to_pay() -> None:
    """Fortuna: a token laid on a plot one could not afford lost the buy; "200 short" was only
    in a tooltip. The chip says what is lacking in visible words, and below the rack a line
    says to mortgage first, which the Bank allows only before a token is laid."""
    state = ready(FORTUNA.new(2, 0))
    turn(state, 0, 13)  # token 2 lands on Hotel Polski, 2 000 ducats
    own(state, 0, [1])
    state.cash[state.purse[0]] = 1700
    acts = {code: state.describe(code) for code in state.legal_actions()}
    assert "mortgage:1" in acts
    rack = tokens_rack(fortuna.THEME, state.view(0), 0, acts, ["A", "B"])
    chips = {
        number: inside
        for number, inside in re.findall(r'data-action="token:(\d+)"[^>]*>(.*?)</button>', rack)
    }
    assert '<span class="lack">300 d. short</span>' in chips["2"]
    affordable = [n for n in chips if (fortuna.THEME.spaces[13 + int(n)].price or 0) <= 1700]
    assert affordable and all('class="lack"' not in chips[n] for n in affordable)
    note = re.search(r'<p class="token-short" data-token-short="">(.*?)</p>', rack)
    assert note and "Mortgage one first (M in your panel)" in note[1]
    assert "only before a token is laid" in note[1]
    del acts["mortgage:1"]  # nothing to mortgage: no advice to
    assert "data-token-short" not in tokens_rack(fortuna.THEME, state.view(0), 0, acts, ["A"])


@pytest.mark.parametrize("language", ["en", "pl"])
def test_fortunas_whole_board_names_each_space_in_words_not_initials(language: str) -> None:
    """On a phone's whole board Fortuna's spaces of several words read as initials ("AGTH",
    "DP"): each short name is a word or two cut short ("Dw. Pet."), never initials, and one of
    two words stands on two lines."""
    i18n.set_language(language)
    short = short_names(fortuna.THEME)
    assert all(any(letter.islower() for letter in name) for name in short.values()), short
    board = fortuna.render(table("fortuna").view(0), ui(0))
    station = short[5]
    assert station in ("Pet. Stn", "Dw. Pet.")
    first, second = station.split()
    assert re.search(rf"<tspan [^>]*>{re.escape(first)}</tspan> <tspan [^>]*>{second}", board)
