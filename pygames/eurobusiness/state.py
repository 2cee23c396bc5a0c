"""Eurobusiness on the estate engine: the engine with Eurobusiness's data, and card B12's
choice worded as the card words it (a red or a blue Chance card)."""

from __future__ import annotations

from pygames.core.i18n import Text, tr
from pygames.estate.state import EstateState

from .data import RED, RULES


class EurobusinessState(EstateState):
    RULES = RULES

    def _draw_words(self, deck: str) -> str:
        return tr("Draw a red Chance card") if deck == RED else tr("Draw a blue Chance card")

    def _a_card(self, deck: str) -> Text:
        return Text("a red Chance card") if deck == RED else Text("a blue Chance card")
