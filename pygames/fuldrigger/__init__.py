"""Fuldrigger: trading under sail round the world, with fortresses and trade war."""

from __future__ import annotations

from ..core import Game, Option
from ..core.i18n import N_
from .bots import BOTS
from .state import FuldriggerState

OPTIONS = {
    "rounds": Option(
        30,
        N_("Rounds"),
        N_("The agreed playing time in rounds; the richest fortune then wins."),
        range=(1, 100),
    ),
    "isthmus": Option(
        False,
        N_("Isthmus passages"),
        N_("Goods may cross the isthmuses at Suez/Alexandria and Porto Bello, for 10 ducats duty."),
    ),
}

GAME = Game(
    id="fuldrigger",
    title="Fuldrigger",
    state_class=FuldriggerState,
    min_players=2,
    max_players=4,
    default_players=3,
    blurb=N_("Trade under sail round the world: spices, tea and silk, fortresses and trade war."),
    rules="fuldrigger.txt",
    options=OPTIONS,
    hidden_information=False,
    shuffled_cards=True,
    bots=BOTS,
    default_bot="heuristic",
    # Version 2: an attack names its privateers, a deal's money is typed, the game ends early
    # only when all but one are out of the sea trade (docs/rulings.md): records of version 1 would
    # replay differently.
    version=2,
    score_unit="ducats",
    playout_limit=40_000,
)

__all__ = ["GAME", "FuldriggerState"]
