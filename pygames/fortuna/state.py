"""Fortuna's table with its players: the default player and the strong one (policy.py) read
the table (table.py), so they are named here, above both."""

from __future__ import annotations

from .policy import POLICY, STRONG
from .table import FortunaTable


class FortunaState(FortunaTable):
    policy = POLICY
    strong = STRONG
