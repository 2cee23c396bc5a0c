"""The Fortuna table: the 44-space board of Warsaw c. 1900 on the shared estate table
(web/views/estate), in a secession palette, with every player's tokens face up."""

from __future__ import annotations

from pygames.core.i18n import N_
from pygames.fortuna import data
from pygames.fortuna.rules import RULES

from .estate import (
    Theme,
    decision_for,
    dialog_for,
    renderer,
    roles_for,
    settle_at_once,
    story_for,
)

SHORT_NAMES = {
    4: N_("Enr. tax"),
    5: N_("Pet. Stn"),
    13: N_("Power"),
    16: N_("Kal. Stn"),
    31: N_("Water"),
    33: N_("Crash"),
    38: N_("Vien. Stn"),
    42: N_("Lux. tax"),
}
THEME = Theme(
    game="fortuna",
    title="FORTUNA",
    rules=RULES,
    colours=data.COLOURS,
    group_english=data.GROUPS_ENGLISH,
    deck_colours={data.SZANSA: "#2f5d9e", data.LOS: "#a8322d"},
    deck_names={data.SZANSA: "Szansa", data.LOS: "Los"},
    deck_english={data.SZANSA: N_("Chance"), data.LOS: N_("Fate")},
    deck_marks=data.DECK_MARKS,
    board_colour="#efe6cf",
    title_colour="#7a2e1f",
    documents={
        "en": ((N_("Rulebook"), "fortuna-1984.txt"),),
        "pl": (
            (N_("Rulebook (Polish)"), "fortuna-1984.pl.md"),
            (N_("Rulebook (English)"), "fortuna-1984.txt"),
        ),
    },
    tokens=True,
    extra={
        "railways": "stations",  # a deed counts its owner's stations (Dworzec Petersburski)
        # A deed's band names its colour set with the noun: "zielony" alone read as a lone
        # adjective (the eleventh review); Eurobusiness's band is a country, a noun already.
        "band": N_("{group} set"),
        f"space:{data.HOLIDAY}": N_(
            "A holiday of one round, if you want it: your next move is missed, rents are still"
            " yours, and any dealing ends it."
        ),
        f"space:{data.ENRICHMENT}": N_(
            "Enrichment tax: 2,000 ducats or 10% of your capital, chosen before counting."
        ),
        # What a token that lands there means, beside the token (web/views/estate/tokens.py).
        f"lands:{data.HOLIDAY}": N_("a holiday, if you want it"),
        f"lands:{data.ENRICHMENT}": N_("enrichment tax: 2,000 ducats or 10% of your capital"),
        # The same on a phone's token chip, short (issue 29: four lines pushed the board below
        # half the screen); the chip's label keeps the whole words.
        f"short:lands:{data.ENRICHMENT}": N_("tax: 2,000 d. or 10%"),
        # The whole board's short names on a phone where initials would not read (issue 29:
        # "AGTH"), by space: a word, or two cut short, one above the other (glance.py).
        **{f"short:{index}": words for index, words in SHORT_NAMES.items()},
    },
)
render = renderer(THEME)
dialog = dialog_for(THEME)
story = story_for(THEME)  # the end screen's chart and counts (web/views/ending.py)
decision = decision_for(THEME)
roles = roles_for(THEME)
__all__ = ["THEME", "decision", "dialog", "render", "roles", "settle_at_once", "story"]
