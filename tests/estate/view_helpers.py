"""What the estate view tests share: the games, the players' names, a seat's UI, the table as
drawn and a dialog opened, whole games played along, a fresh table."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any

from pygames.core import Game
from pygames.estate.state import EstateState
from pygames.eurobusiness import GAME as EUROBUSINESS
from pygames.fortuna import GAME as FORTUNA
from tests.estate.helpers import ready
from tests.playouts import states_along
from web.views import eurobusiness, fortuna
from web.views.common import UI

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
VIEWS = {"eurobusiness": eurobusiness, "fortuna": fortuna}
# A control drawn where a move would be, to say why it is not open now.
REFUSED = re.compile(r'data-action="([^"]*)"[^>]*data-refused=""')
# A house as the board draws it.
HOUSE_MARK = 'fill="#43a047" stroke="#0b2e0f" stroke-width="2.5"'
GAMES: dict[str, Game[Any]] = {"eurobusiness": EUROBUSINESS, "fortuna": FORTUNA}


def ui(seat: int | None, players: int = 4) -> UI:
    return UI(names=NAMES[:players], seat=seat)


def drawn(module: ModuleType, view: dict[str, Any], ui: UI) -> str:
    """The table as the player sees it: the board and panels, and the decision panel's part."""
    html: str = module.render(view, ui) + module.decision(view, ui)
    return html


def opened(
    dialog: Callable[[dict[str, Any], UI, str], tuple[str, str, dict[str, str]] | None],
    view: dict[str, Any],
    ui: UI,
    key: str,
) -> tuple[str, str, dict[str, str]]:
    """The dialog a click on `key` opens (a test expecting one fails here if it opens none)."""
    found = dialog(view, ui, key)
    assert found is not None
    return found


def states(game_id: str, seeds: int = 3) -> Iterator[EstateState]:
    return states_along(lambda seed: GAMES[game_id].new(4, seed, {"rounds": 10}), seeds)


def table(game_id: str, **options: object) -> EstateState:
    state: EstateState = GAMES[game_id].new(4, 1, dict(options))
    return ready(state)
