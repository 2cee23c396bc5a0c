"""Fortes fortuna iuvat: Plinius adversus Vesuvium, solitaire: rescue the bay of Naples."""

from __future__ import annotations

from ..core import DEFAULT_BOTS, Game, SearchBot
from .state import PliniusState


def hint_bot() -> SearchBot:
    """The search bot the hint uses: flat Monte-Carlo with the game's greedy playouts."""
    return SearchBot(iterations=400, seconds=0.3, depth=60)


GAME = Game(
    id="plinius",
    title="Fortes fortuna iuvat: Plinius adversus Vesuvium",
    state_class=PliniusState,
    min_players=1,
    max_players=1,
    default_players=1,
    blurb="Solitaire: as Pliny the Elder, sail the fleet from Misenum to save the bay's people"
    " before the smoke and the pyroclastic flow of Vesuvius reach them.",
    rules="plinius-adversus-vesuvium.txt",
    hidden_information=True,
    bots={**DEFAULT_BOTS, "search": hint_bot},
    default_bot="search",
    score_unit="VP",
    playout_limit=5_000,
)
