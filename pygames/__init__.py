"""Fortune Games: the rules of five tabletop games of fortune, standard library only.

`GAMES` maps each game id to its `Game`; `game(id)` looks one up; `replay(record)` rebuilds a
table from a record. Each game package exports `GAME`; a package joins the registry by being
named in `_PACKAGES` once it is complete.
"""

from __future__ import annotations

import importlib

from .core import Game, IllegalAction, Record, RecordError, State
from .core import record as _record

_PACKAGES: tuple[str, ...] = ("plinius", "eurobusiness", "fame_fortune")

GAMES: dict[str, Game] = {}


def register(entry: Game) -> Game:
    """Add a title to the registry (the game packages do; tests add their fixture game)."""
    if entry.id in GAMES and GAMES[entry.id] is not entry:
        raise ValueError(f"Another game is already registered as '{entry.id}'.")
    GAMES[entry.id] = entry
    return entry


def game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"There is no game '{game_id}'.") from None


def replay(record: Record) -> State:
    return _record.replay(record, GAMES)


for _name in _PACKAGES:
    register(importlib.import_module(f"{__name__}.{_name}").GAME)

__all__ = [
    "GAMES",
    "Game",
    "IllegalAction",
    "Record",
    "RecordError",
    "State",
    "game",
    "register",
    "replay",
]
