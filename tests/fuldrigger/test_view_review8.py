"""The eighth review of the Fuldrigger table (issue 29), under CPython: the selection stays on
a ship mid-voyage, a loss is said at its place, the safe lane and a sale's way are one click."""

from __future__ import annotations

import re

from pygames.fuldrigger.state import FuldriggerState
from web.views.common import UI
from web.views.fuldrigger import decision, render

from .helpers import new, rolled, ship_of

NAMES = ["Ann", "Bo", "Cy"]


def _selected(state: FuldriggerState) -> str:
    html = render(state.view(state.current), UI(names=NAMES, seat=state.current))
    found = re.search(r'<div class="fd" data-selected="([^"]*)"', html)
    assert found
    return found.group(1)


def _short_sail(state: FuldriggerState, ship: int) -> str:
    """A sail of `ship` that leaves it spaces to sail on."""
    reach = state.view(state.current)["reach"][str(ship)]
    for code in state.legal_actions():
        if code.startswith(f"sail:{ship}:") and reach[code.split(":")[2]]["left"] >= 3:
            return code
    raise AssertionError("no short sail")


def test_the_selection_stays_on_a_ship_that_still_has_spaces_to_sail() -> None:
    state = new()
    rolled(state, 9)
    second = ship_of(state, state.current, 1)
    state.apply(_short_sail(state, second.id))
    assert second.left and any(c.startswith(f"sail:{second.id}:") for c in state.legal_actions())
    assert _selected(state) == f"ship:{second.id}"


def test_when_the_ship_has_no_spaces_left_the_next_is_selected_and_the_table_says_so() -> None:
    state = new()
    rolled(state, 9)
    first, second = ship_of(state, state.current, 0), ship_of(state, state.current, 1)
    state.apply(_short_sail(state, second.id))
    second.left = 0
    assert _selected(state) == f"ship:{first.id}"
    said = decision(state.view(state.current), UI(names=NAMES, seat=state.current))
    assert f"{second.name} has no spaces left this turn: {first.name} is selected" in said
