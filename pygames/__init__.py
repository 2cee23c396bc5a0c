"""Fortune Games: the rules of five tabletop games of fortune, standard library only.

`GAMES` maps each game id to its `Game`; `game(id)` looks one up; `replay(record)` rebuilds a
table from a record. Each game package exports `GAME`; a package joins the registry by being
named in `_PACKAGES` once it is complete. A game's package is imported the first time the game
is looked up, so the app's start pays for the kernel only (compiling every game's rules costs
about 0.4 s under Pyodide).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, MutableMapping
from typing import Any, TypeVar

from .core import Game, IllegalAction, Record, RecordError, State
from .core import record as _record

S = TypeVar("S", bound=State)

_PACKAGES: tuple[str, ...] = ("plinius", "eurobusiness", "fortuna", "fame_fortune", "fuldrigger")


class Registry(MutableMapping[str, Game[Any]]):
    """Game id -> Game, importing each game's package on first use."""

    def __init__(self, packages: tuple[str, ...]) -> None:
        self._ids = list(packages)
        self._loaded: dict[str, Game[Any]] = {}

    def __getitem__(self, game_id: str) -> Game[Any]:
        if game_id not in self._loaded:
            if game_id not in self._ids:
                raise KeyError(game_id)
            self._loaded[game_id] = importlib.import_module(f"{__name__}.{game_id}").GAME
        return self._loaded[game_id]

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._ids

    def __setitem__(self, game_id: str, entry: Game[Any]) -> None:
        if game_id not in self._ids:
            self._ids.append(game_id)
        self._loaded[game_id] = entry

    def __delitem__(self, game_id: str) -> None:
        self._ids.remove(game_id)
        self._loaded.pop(game_id, None)

    def __iter__(self) -> Iterator[str]:
        return iter(list(self._ids))

    def __len__(self) -> int:
        return len(self._ids)


GAMES = Registry(_PACKAGES)


def register(entry: Game[S]) -> Game[S]:
    """Add a title to the registry (tests add their fixture game this way)."""
    if entry.id in GAMES and GAMES[entry.id] is not entry:
        raise ValueError(f"Another game is already registered as '{entry.id}'.")
    GAMES[entry.id] = entry
    return entry


def game(game_id: str) -> Game[Any]:
    try:
        return GAMES[game_id]
    except KeyError:
        raise ValueError(f"There is no game '{game_id}'.") from None


def replay(record: Record) -> State:
    return _record.replay(record, GAMES)


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
