"""Fortes fortuna iuvat: Plinius adversus Vesuvium, solitaire: rescue the bay of Naples."""

from __future__ import annotations

from ..core import DEFAULT_BOTS, Game, SearchBot
from .state import PliniusState


def hint_bot() -> SearchBot:
    """The search bot the hint uses: the kernel's flat Monte-Carlo search, 300 ms.

    Playout depth 0: each root action is scored by `value`, which finishes the current card with
    the greedy policy (no chance before the next draw) and then projects the final score with
    the exact chances of the cards to come. Sampling those cards instead (depth 12 or 20) was
    far noisier than 300 ms can average out: 3.5 and 1.8 VP a game against 8-12 (README).
    The values are then exact, so 120 iterations (4 or more per legal action) find the best one;
    that takes about 30 ms under CPython, well inside 300 ms under Pyodide.
    """
    return SearchBot(iterations=120, seconds=0.3, depth=0)


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
    hidden_information=False,
    bots={**DEFAULT_BOTS, "search": hint_bot},
    default_bot="search",
    score_unit="VP",
    playout_limit=5_000,
)
