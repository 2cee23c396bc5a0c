"""Eurobusiness on the estate engine: the engine with Eurobusiness's data and no other change."""

from __future__ import annotations

import random

from pygames.estate.state import EstateState

from .data import RULES


class EurobusinessState(EstateState):
    RULES = RULES

    def rollout_action(self, rng: random.Random) -> str:
        """Playouts follow the heuristic policy (with a little noise), not uniform moves."""
        from pygames.estate.policy import quick_action

        return quick_action(self, rng)
