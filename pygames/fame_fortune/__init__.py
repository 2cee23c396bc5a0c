"""For Fame & Fortune: draft, stake and form the best Fortune Hand (65 cards in 5 suits)."""

from __future__ import annotations

from pygames.core import Game, Option
from pygames.core.i18n import N_

from .bots import BOTS
from .state import FameFortuneState

OPTIONS = {
    "rounds": Option(
        0,
        N_("Rounds"),
        N_("Game Rounds to play; 0 = as the rulebook ends it: as many rounds as players."),
        range=(0, 30),
    ),
    "wild_cards": Option(
        False,
        N_("Wild Fortune Cards"),
        N_("Add the 13 Wild Fortune Cards (always in play with 6 players)."),
    ),
    "modifiers": Option(
        False,
        N_("Fortune Modifier Cards"),
        N_("Add the 4 Fortune Modifier Cards (±1, ±1, ±2, ±2) to the deck."),
    ),
    "multiplier_9_16": Option(
        False,
        N_("Fortune Multiplier 9–16"),
        N_("The multiplier goes on from ×9 to ×16 instead of forcing the end at ×8."),
    ),
    "fortune_stakes": Option(
        False,
        N_("Fortune Stakes"),
        N_("Stake cards of the same number multiply the stake (×2 for two, ×3 for three...)."),
    ),
    "fame_points": Option(
        False,
        N_("Fame Points"),
        N_("The winner scores other own cards that form a second hand of 4 Fortunes or better."),
    ),
}

GAME = Game(
    id="fame_fortune",
    title="For Fame & Fortune",
    state_class=FameFortuneState,
    min_players=2,
    max_players=6,
    default_players=4,
    blurb=N_("Draft, stake and form the best Fortune Hand while the multiplier climbs."),
    rules="for-fame-and-fortune.txt",
    options=OPTIONS,
    hidden_information=True,
    shuffled_cards=True,
    bots=dict(BOTS),
    default_bot="heuristic",
    score_unit="points",
)

__all__ = ["GAME", "FameFortuneState"]
