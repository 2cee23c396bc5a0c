"""Fortes fortuna iuvat: Plinius adversus Vesuvium, solitaire: rescue the bay of Naples."""

from __future__ import annotations

from ..core import DEFAULT_BOTS, Game
from ..core.i18n import N_
from .bots import LookaheadBot
from .state import PliniusState


def hint_bot() -> LookaheadBot:
    """The hint's bot, also the "strong" level: every legal action weighed once, each finished
    by the playout policy and scored by the plans' projection, within 180 ms of thought (the
    page's hint must show within 300 ms, two renders included; a turn of the clock is one
    action's weighing)."""
    return LookaheadBot(seconds=0.18)


GAME = Game(
    id="plinius",
    title="Fortes fortuna iuvat: Plinius adversus Vesuvium",
    state_class=PliniusState,
    min_players=1,
    max_players=1,
    default_players=1,
    blurb=N_(
        "Solitaire: as Pliny the Elder, sail the fleet from Misenum to save the bay's people"
        " before the smoke and the pyroclastic flow of Vesuvius reach them."
    ),
    rules="plinius-adversus-vesuvium.txt",
    hidden_information=False,
    shuffled_cards=True,
    bots={**DEFAULT_BOTS, "search": hint_bot},
    default_bot="search",
    hint_bot=hint_bot,
    # 2: the flow's ground stays deadly, Misenum has no colour, the land's limit counts everyone
    # (docs/rulings.md): records of version 1 would replay differently.
    version=2,
    score_unit="VP",
    playout_limit=5_000,
)
