"""Issue 29, the twelfth fresh review of Eurobusiness: one's own panel first on a phone's
Players tab, whoever started."""

from __future__ import annotations

import re

from tests.estate.helpers import turn
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
