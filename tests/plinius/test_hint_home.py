"""The hint brings a loaded ship home (issue 29: reviewers saw it send a liburna with a passenger
aboard away from Misenum, a step from home)."""

from __future__ import annotations

import random

import pytest

from pygames.core import choose
from pygames.plinius import bots, hint_bot
from pygames.plinius.bots import astray
from pygames.plinius.state import PliniusState

from .helpers import new, place, with_ap


def loaded_a_step_from_home(ship: str, dot: str, ap: int) -> PliniusState:
    """Three cards seen (7 of clubs, 4 of hearts, 6 of diamonds); `ship` at `dot`, a step from
    Misenum, with the incola of Oplontis aboard; three incolae on the roads; `ap` to spend."""
    state = new(1)
    seen = ("7C", "4H", "6D")
    state.deck = type(state.deck)([c for c in state.deck.cards() if c not in seen])
    state.revealed, state.smoke = list(seen), 7
    for counter, at in {ship: dot, "inc3": dot, "inc1": "neapolis", "inc2": "sebethus"}.items():
        place(state, counter, at)
    place(state, "inc4", "oplontis")
    state.aboard["inc3"], state.cargo[ship] = ship, "inc3"
    return with_ap(state, ap)


class StopsAfter:
    """A clock that stops the hint after `weighs` actions weighed, as the page's may."""

    def __init__(self, weighs: int) -> None:
        self.left = weighs

    def __call__(self, seconds: float | None, slice_seconds: float) -> StopsAfter:
        return self

    def spent(self) -> bool:
        self.left -= 1
        return self.left <= 0

    def pause(self) -> bool:
        return False


@pytest.mark.parametrize("ship", ["Q1", "L"])
@pytest.mark.parametrize("dot", ["s9", "s1"])
def test_the_hint_never_sails_a_loaded_ship_away_from_home_however_early_its_clock_stops(
    ship: str, dot: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    for ap in range(1, 10):
        state = loaded_a_step_from_home(ship, dot, ap)
        astray_codes = [code for code in state.legal_actions() if astray(state, code)]
        assert all(code.startswith(f"move:{ship}:") for code in astray_codes)
        for weighs in range(1, len(state.legal_actions()) + 1):
            monkeypatch.setattr(bots, "Clock", StopsAfter(weighs))
            chosen = choose(hint_bot(), state, random.Random(1))
            assert chosen not in astray_codes, (ap, weighs, chosen)
            assert chosen.partition(":")[2] not in (f"{ship}:s2", f"{ship}:s10", f"{ship}:s14")


def test_a_loaded_ship_astray_is_one_sailing_further_from_home() -> None:
    state = loaded_a_step_from_home("Q1", "s9", 8)
    assert astray(state, "move:Q1:s10") and astray(state, "move:Q1:s14")
    assert not astray(state, "move:Q1:misenum")
    assert not astray(state, "move:inc1:pausilypon")
    state.cargo["Q1"], state.aboard["inc3"] = None, None
    assert not astray(state, "move:Q1:s10")  # an empty ship goes out to fetch


def boarded_at_neapolis(ap: int) -> PliniusState:
    """Q I docked at Neapolis has just taken i1 aboard, with `ap` AP still to spend."""
    state = new(1)
    place(state, "Q1", "neapolis")
    with_ap(state, ap + 1)
    state.apply("board:Q1:inc1")
    return state


def test_the_hint_never_lands_a_passenger_where_it_boarded_in_the_same_card(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for ap in range(1, 9):
        state = boarded_at_neapolis(ap)
        assert "land:Q1:inc1" in state.legal_actions()
        assert "land:Q1:inc1" in bots.retraced(state).back
        for weighs in (1, 2, 3, len(state.legal_actions())):
            monkeypatch.setattr(bots, "Clock", StopsAfter(weighs))
            assert choose(hint_bot(), state, random.Random(1)) != "land:Q1:inc1", (ap, weighs)


def test_landing_is_an_undoing_only_until_the_ship_sails_on() -> None:
    state = boarded_at_neapolis(8)
    state.apply("move:Q1:s3")
    assert not any(code.startswith(("land:", "board:")) for code in bots.retraced(state).back)
    state.apply("move:Q1:neapolis")  # a walk back, and no undoing of the boarding
    back = bots.retraced(state).back
    assert "move:Q1:s3" in back and not any(code.startswith("land:") for code in back)
