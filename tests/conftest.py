"""Shared fixtures: the games under test (every registered title plus the kernel's fixture)."""

from __future__ import annotations

from typing import Any

import pygames
from pygames.core import Game
from tests.fixtures import pig


def games_under_test() -> list[Game[Any]]:
    return [*pygames.GAMES.values(), pig.GAME]


def all_games_by_id() -> dict[str, Game[Any]]:
    return {g.id: g for g in games_under_test()}
