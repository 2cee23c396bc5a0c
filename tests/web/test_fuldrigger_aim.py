"""Issue 29: a ship lost at one tap. A lit place whose way meets a hazard is previewed first
(the way drawn, its hazards and risk on screen, "Sail <ship> to <place>" primary); a second
tap on it, or that button, sails. A way with no hazard still sails at one tap."""

from __future__ import annotations

import re

from pygames.fuldrigger.graph import SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.fuldrigger.helpers import load, new, only_ship, place, rolled
from web.views.common import UI
from web.views.fuldrigger import decision, render
from web.views.fuldrigger_geometry import kept

NAMES = ["Ann", "Bo", "Cy"]


def _from_lisbon() -> tuple[FuldriggerState, int]:
    state = new()
    ship = only_ship(state, state.current)
    place(ship, "lisbon", 0)
    rolled(state, 6)
    return state, ship.id


def _seen(state: FuldriggerState, selected: str | None) -> tuple[str, str]:
    seat = state.to_move
    ui = UI(names=NAMES, seat=seat, selected=selected)
    return render(state.view(seat), ui), decision(state.view(seat), ui)


def _map(html: str) -> str:
    found = re.search(r'<div class="fd-map"[^>]*>.*?</svg>', html, re.S)
    assert found
    return found.group(0)


def test_a_lit_place_beyond_a_storm_is_previewed_before_the_ship_sails() -> None:
    state, ship = _from_lisbon()
    board, _ = _seen(state, f"ship:{ship}")
    drawn = _map(board)
    assert f'data-action="sail:{ship}:bis1"' not in drawn
    assert f'data-select="aim:{ship}:bis1@' in drawn
    assert 'class="fd-aim"' not in drawn


def test_the_preview_draws_the_way_and_says_its_hazards_and_risk_with_the_sail_primary() -> None:
    state, ship = _from_lisbon()
    board, panel = _seen(state, f"aim:{ship}:bis1")
    drawn = _map(board)
    assert 'class="fd-aim"' in drawn
    assert f'data-action="sail:{ship}:bis1"' in drawn  # a second tap on the place sails
    # Issue 29: the risk stands beside the place aimed at, on the map, not far off in the panel.
    beside = re.search(r'<div class="overlay" id="overlay-aim-bis1".*?</div></div>', board, re.S)
    assert (
        beside and "Storm (" in beside.group(0) and "Risk of losing the ship: 8%" in beside.group(0)
    )
    assert "On the way:" not in panel  # the market list beside it words its own risks
    primary = re.search(r'<button type="button" class="act primary" ([^>]*)>([^<]*)<', panel)
    assert primary and f'data-action="sail:{ship}:bis1"' in primary.group(1)
    assert primary.group(2).startswith("Sail ") and " to " in primary.group(2)


def test_a_laden_ships_preview_names_the_risk_to_the_cargo_and_to_the_ship() -> None:
    """Issue 29: the preview said "8% risk" where the market list said 17% for the same way;
    both now name what is at risk, in the same words."""
    state, ship = _from_lisbon()
    load(state.ships[ship], "wine", 20)
    board, _ = _seen(state, f"aim:{ship}:bis1")
    beside = re.search(r'<div class="overlay" id="overlay-aim-bis1".*?</div></div>', board, re.S)
    assert beside and "Risk of losing the cargo: 8%; the ship: 8%." in beside.group(0)


def test_a_place_with_no_hazard_on_its_way_still_sails_at_one_tap() -> None:
    state, ship = _from_lisbon()
    view = state.view(state.to_move)
    safe = [t for t, w in view["reach"][str(ship)].items() if t not in ("bis1", "ushant")]
    assert safe
    drawn = _map(_seen(state, f"ship:{ship}")[0])
    assert all(f'data-action="sail:{ship}:{t}"' in drawn for t in safe)


def test_a_preview_keeps_the_view_it_was_aimed_at_and_drags_keep_the_preview() -> None:
    """Issue 29: after "Europe" a click on a lit place previewed it, then the page panned the
    map and sent a view of the ship alone, which dropped the preview: the click did nothing."""
    state, ship = _from_lisbon()
    board, _ = _seen(state, f"ship:{ship}@4.37,46.21,44.00!")
    key = re.search(rf'data-select="(aim:{ship}:bis1@[^"]*)"', _map(board))
    assert key and key.group(1) == f"aim:{ship}:bis1@4.37,46.21,44.00!"
    aimed_board, _ = _seen(state, key.group(1))
    svg = re.search(r"<svg [^>]*>", _map(aimed_board))
    assert svg and "data-stay" in svg.group(0)
    assert f'data-pan="aim:{ship}:bis1@{{lon}},{{lat}},{{span}}"' in svg.group(0)


def test_a_selection_keeps_the_view_to_the_hundredth_of_a_degree() -> None:
    """Issue 29: whole degrees moved the map by up to 32 px at each click on a ship."""
    assert kept("ship:3", "lisbon", (-8.37, 40.21, 30.0)) == "ship:3@-8.37,40.21,30.00"


def test_the_risk_beside_the_place_aimed_at_opens_away_from_the_ship_off_the_way() -> None:
    """Issue 29: the risk pop-up covered the route it warned about. With the place right of the
    view's middle it opened leftwards, over the way from Lisbon; it opens away from the ship."""
    state, ship = _from_lisbon()
    lon, lat = SPACES["bis1"].lon - 4, SPACES["bis1"].lat
    board, _ = _seen(state, f"aim:{ship}:bis1@{lon:.2f},{lat:.2f},40.00!")
    card = re.search(r'<div class="overlay" id="overlay-aim-bis1"[^>]*data-fd-at="(\w+)', board)
    assert card and card.group(1) == "left"  # anchored by its left: it opens rightwards
