"""Where a cargo sells (`outlets`): the market view's answer, from the rules' own lists and the
planner's ways, so that the table never reckons a price or a route itself."""

from __future__ import annotations

from pygames.fuldrigger import goods, world
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES
from pygames.fuldrigger.market import MIN_TRAVEL
from pygames.fuldrigger.navigation import voyage
from pygames.fuldrigger.outlets import Outlet, order, outlets, safe_waters
from pygames.fuldrigger.state import PIRATES_NEAR


def test_every_harbour_that_buys_the_good_is_listed_and_none_that_does_not() -> None:
    found = {o.city for o in outlets("silk", "canton", paid=50, travelled=MIN_TRAVEL)}
    buyers = {c for c in HARBOUR_SPACES if c != "canton" and goods.can_sell(c, "silk")}
    assert found == buyers
    assert "canton" not in found  # the ship's own harbour (a K mark: bought only there)


def test_a_way_shorter_than_the_cargo_must_still_sail_is_left_out() -> None:
    fresh = {o.city: o.steps for o in outlets("silk", "canton", paid=50)}
    assert all(steps >= MIN_TRAVEL for steps in fresh.values())
    assert "nagasaki" not in fresh  # a few spaces from Canton
    sailed = {o.city: o.steps for o in outlets("silk", "canton", paid=50, travelled=MIN_TRAVEL)}
    assert sailed["nagasaki"] < MIN_TRAVEL


def test_the_price_is_the_list_with_the_chance_cards_changes() -> None:
    plain = {o.city: o.price for o in outlets("silk", "canton")}
    assert plain["venice"] == goods.PRICES["venice"]["silk"][0]
    dear = {o.city: o.price for o in outlets("silk", "canton", {"venice:silk": 30})}
    assert dear["venice"] == plain["venice"] + 30


def test_the_way_is_the_planners_and_its_hazards_are_counted_on_it() -> None:
    venice = next(o for o in outlets("silk", "canton") if o.city == "venice")
    way = min(
        (v for q in HARBOUR_SPACES["venice"] if (v := voyage("canton", q))), key=lambda v: v.turns
    )
    assert venice.path == way.path and venice.turns == way.turns and venice.loss == way.loss
    assert venice.path[-1] in HARBOUR_SPACES["venice"]
    on_way = sum(1 for sid in venice.path if SPACES[sid].hazard)
    assert sum(n for _, n in venice.hazards) == on_way


def test_the_best_gain_a_turn_of_sailing_comes_first_ties_by_the_gain() -> None:
    found = outlets("silk", "canton", paid=50)
    keys = [(o.gain / max(round(o.turns), 1), o.gain) for o in found]
    assert keys == sorted(keys, reverse=True)
    assert found[0].gain > 0


def test_a_near_harbour_paying_more_stands_above_a_far_one_paying_less_whatever_its_risk() -> None:
    """Issue 29: Cadiz (11 spaces, +10) stood above Elmina (5 spaces, +28, past pirates)."""
    cadiz = Outlet("cadiz", "ivory", 40, ("s",) * 11, 1.6, 0.0, 0.0, (), 30)
    elmina = Outlet("elmina", "ivory", 58, ("s",) * 5, 1.0, 1 / 12, 1 / 12, (("pirates", 1),), 30)
    twice = Outlet("goa", "ivory", 86, ("s",) * 20, 2.0, 0.0, 0.0, (), 30)
    assert sorted([cadiz, twice, elmina], key=order) == [twice, elmina, cadiz]  # 28 a turn: tie


def test_a_players_fortress_keeps_the_pirates_near_it_off_the_risk() -> None:
    city = "malacca"
    assert PIRATES_NEAR[city]
    assert safe_waters({city: 1}, 1) == PIRATES_NEAR[city]
    assert safe_waters({city: 0}, 1) == frozenset()
    start = HARBOUR_SPACES[city][0]
    risky = {o.city: o for o in outlets("spices", start) if dict(o.hazards).get(world.PIRATES)}
    assert risky, "no way from Malacca meets pirates"
    safe = {o.city: o for o in outlets("spices", start, safe=PIRATES_NEAR[city])}
    assert any(
        dict(safe[c].hazards).get(world.PIRATES, 0) < dict(o.hazards)[world.PIRATES]
        or safe[c].cargo_loss < o.cargo_loss
        for c, o in risky.items()
    )
