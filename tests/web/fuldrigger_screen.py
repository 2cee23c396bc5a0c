"""What the Fuldrigger view tests share: the table as the player to move sees it."""

from __future__ import annotations

from pygames.fuldrigger.state import FuldriggerState
from web.views.common import UI
from web.views.fuldrigger import render

NAMES = ["Ann", "Bo", "Cy"]


def shown(state: FuldriggerState, selected: str | None = None) -> str:
    seat = state.to_move
    return render(state.view(seat), UI(names=NAMES, seat=seat, selected=selected))
