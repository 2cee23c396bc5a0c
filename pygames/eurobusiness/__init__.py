"""Eurobusiness (Labo Market, 1983): the Polish classic of buying Europe's cities.

Rules: /rules/eurobusiness.pl.txt (authority) and eurobusiness.en.md; board, deeds and cards in
data.py from eurobusiness-board.md. The machinery is the shared estate engine (pygames.estate).
"""

from __future__ import annotations

from pygames.core import Game, Option
from pygames.core.i18n import N_
from pygames.estate.bots import BOTS

from .state import EurobusinessState

GAME = Game(
    id="eurobusiness",
    title="Eurobusiness",
    state_class=EurobusinessState,
    min_players=2,
    max_players=6,
    default_players=4,
    blurb=N_("Buy Europe's cities, build houses and hotels, and bankrupt your rivals."),
    rules="eurobusiness.en.md",
    options={
        "rounds": Option(
            0,
            N_("Rounds"),
            N_("Rounds to play, then the richest wins; 0 = until one player is left."),
            range=(0, 400),
        ),
        "fast_start": Option(
            False,
            N_("Fast start"),
            N_("Deal two title deeds to each player at the start, bought at their price."),
        ),
        "strict_claims": Option(
            False,
            N_("Strict rent claims"),
            N_("Owners must claim rent themselves before the next roll, or it is lost."),
        ),
    },
    hidden_information=False,
    shuffled_cards=True,
    bots=dict(BOTS),
    default_bot="heuristic",
    score_unit="$",
    playout_limit=50_000,
    languages=("en", "pl"),
)

__all__ = ["GAME", "EurobusinessState"]
