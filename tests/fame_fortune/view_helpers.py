"""What the For Fame & Fortune view tests share: the players' names, the patterns a card and a
control are read by, whole games played along, the controls drawn and a seat's screen."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from pygames.core import State
from pygames.fame_fortune.state import FameFortuneState
from tests.playouts import ACTION, states_along
from web.views.common import UI
from web.views.fame_fortune import decision, render

from .helpers import new

ROOT = Path(__file__).resolve().parents[2]
CARD_LABEL = re.compile(r'aria-label="([^"]*)"')
SHOWN = re.compile(r"(?<![0-9])((?:1[0-3]|[1-9]) of [A-Z][a-z]+s|Wild (?:1[0-3]|[1-9]))")
TAG = re.compile(r"<[a-z]+ [^<>]*data-action=[^<>]*>")
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def _states(seeds: int = 5, players: int = 4, **options: object) -> Iterator[FameFortuneState]:
    return states_along(lambda seed: new(players, seed, **options), seeds)


def _controls(html: str) -> tuple[set[str], set[str]]:
    """(the codes the controls apply, the codes of controls refused now)."""
    applied: set[str] = set()
    refused: set[str] = set()
    for tag in TAG.findall(html):
        code = ACTION.search(tag)
        assert code is not None
        (refused if "data-refused" in tag else applied).add(code.group(1))
    return applied, refused


def _screen(state: State, seat: int | None, **extra: object) -> str:
    view = state.view(seat)
    ui = UI(names=NAMES[: state.players], seat=seat, extra=dict(extra))
    return render(view, ui) + decision(view, ui)
