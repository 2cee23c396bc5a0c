"""Fortuna (1984): the Polish game of Warsaw's hotels, restaurants and stations c. 1900.

Rules: /rules/fortuna-1984.txt (authority) and docs/rulings.md. The board and the two decks are data
designed to the rulebook's numbers (data.py; the reasons in README.md); the machinery is the
shared estate engine (pygames.estate), with Fortuna's hooks in table.py.
"""

from __future__ import annotations

from pygames.core import Game, Option
from pygames.core.i18n import N_
from pygames.estate.bots import BOTS

from . import data
from .state import FortunaState

GAME = Game(
    id="fortuna",
    title="Fortuna",
    state_class=FortunaState,
    min_players=2,
    max_players=6,
    default_players=4,
    # A game "until one is left" runs long (bench/fortuna_endings.py): say so, and offer
    # `rounds` first among the options.
    blurb=N_(
        "Warsaw c. 1900: buy hotels, restaurants and stations, moving by tokens 1-12. Until one"
        " is left takes hundreds of rounds: set Rounds for a shorter game."
    ),
    rules="fortuna-1984.txt",
    options={
        "rounds": Option(
            0,
            N_("Rounds"),
            N_("Rounds to play, then the richest wins; 0 = until one is left, at most 400 rounds."),
            range=(0, 400),
        ),
        "pairs": Option(
            False,
            N_("Pairs"),
            N_(
                "4 players in pairs, 1st and 3rd against 2nd and 4th in turn order;"
                " one purse per pair."
            ),
        ),
        "dice": Option(
            False, N_("Two dice"), N_("Move by two dice instead of tokens 1-12: for beginners.")
        ),
        "start_money": Option(
            data.START_MONEY,
            N_("Starting sum"),
            N_("Each player's cash at the start, in ducats; a smaller sum shortens the game."),
            choices=(20_000, 15_000, 10_000),
        ),
        "strict_claims": Option(
            False,
            N_("Strict rent claims"),
            N_("Owners must claim rent themselves before the next move, or it is lost."),
        ),
    },
    hidden_information=False,
    shuffled_cards=True,
    bots=dict(BOTS),
    default_bot="heuristic",
    score_unit="ducats",
    playout_limit=60_000,
    languages=("en", "pl"),
)

__all__ = ["GAME", "FortunaState"]
