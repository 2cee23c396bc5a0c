"""The Eurobusiness table: the classic square board of 40 spaces on the shared estate table
(web/views/estate), in the classic colours, with the Polish names as printed."""

from __future__ import annotations

from pygames.core.i18n import N_
from pygames.eurobusiness.data import BLUE, COLOURS, COUNTRIES, RED, RULES

from .estate import (
    Theme,
    decision_for,
    dialog_for,
    renderer,
    roles_for,
    settle_at_once,
    story_for,
)

THEME = Theme(
    game="eurobusiness",
    title="EUROBUSINESS",
    rules=RULES,
    colours=COLOURS,
    group_english=COUNTRIES,
    deck_colours={BLUE: "#1d5fb8", RED: "#c0392b"},
    deck_names={BLUE: "Szansa niebieska", RED: "Szansa czerwona"},
    deck_english={BLUE: N_("blue Chance"), RED: N_("red Chance")},
    deck_marks={BLUE: "?", RED: "?"},
    documents={
        "en": (
            (N_("Rulebook (English)"), "eurobusiness.en.md"),
            (N_("Rulebook (Polish)"), "eurobusiness.pl.txt"),
            (N_("Board, deeds and cards"), "eurobusiness-board.md"),
        ),
        "pl": (  # the supplied typescript (the authority) in our corrected transcription
            (N_("Rulebook (Polish)"), "eurobusiness.pl.md"),
            (N_("Rulebook (English)"), "eurobusiness.en.md"),
            (N_("Board, deeds and cards"), "eurobusiness-board.pl.md"),
        ),
    },
)
render = renderer(THEME)
dialog = dialog_for(THEME)
story = story_for(THEME)  # the end screen's chart and counts (web/views/ending.py)
decision = decision_for(THEME)
roles = roles_for(THEME)
__all__ = ["THEME", "decision", "dialog", "render", "roles", "settle_at_once", "story"]
