"""Eurobusiness on the estate engine: the engine with Eurobusiness's data and no other change."""

from __future__ import annotations

from pygames.estate.state import EstateState

from .data import RULES


class EurobusinessState(EstateState):
    RULES = RULES
