"""What a clone shares with its original, found by walking both, attribute by attribute.

No list of fields is kept by hand: every attribute of the state, and everything it holds, is
visited in the original and at the same place in the copy. A mutable object met at the same place
in both is shared, and a move played on one table would change the other. Allowed to be shared:
the immutable `Game`, values (numbers, strings, tuples and frozen dataclasses of values), the
words of a log line (`Text`, `Money`, written once and never changed) and the rules packages' data
tables (anything a `pygames` module holds at its top level), which every state reads alike.
"""

from __future__ import annotations

import dataclasses
import enum
import random
import sys
from collections.abc import Iterator
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType
from typing import Any

from pygames.core import Game
from pygames.core.i18n import Money, Text

ATOMS = (type(None), bool, int, float, complex, str, bytes, range)
CODE = (type, ModuleType, FunctionType, BuiltinFunctionType, MethodType)
FIXED = (Game, Text, Money)  # shared as a whole, never changed


def is_value(item: Any) -> bool:
    """Whether `item` itself cannot change (what it holds is looked at on its own)."""
    if isinstance(item, (enum.Enum, tuple, frozenset)):
        return True
    params = getattr(item, "__dataclass_params__", None)
    return dataclasses.is_dataclass(item) and params is not None and params.frozen


def parts(item: Any) -> Iterator[tuple[str, Any]]:
    """Each thing `item` holds, under a name that says where (a key, an index, an attribute)."""
    if isinstance(item, (*ATOMS, *CODE, random.Random, set, frozenset)):
        return  # a set's members are hashable values; a generator is compared by `signature`
    if isinstance(item, dict):
        yield from ((f"[{key!r}]", value) for key, value in item.items())
    elif isinstance(item, (list, tuple)):
        yield from ((f"[{index}]", value) for index, value in enumerate(item))
    else:
        if hasattr(item, "__dict__"):
            yield from ((f".{name}", value) for name, value in vars(item).items())
        for cls in type(item).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if hasattr(item, name):
                    yield f".{name}", getattr(item, name)


_TABLES: set[int] = set()


def data_tables() -> set[int]:
    """The ids of everything the loaded `pygames` modules hold at their top level, and within."""
    modules = [m for name, m in list(sys.modules.items()) if name.split(".")[0] == "pygames"]
    stack = [value for module in modules for value in vars(module).values()]
    while stack:
        item = stack.pop()
        if isinstance(item, (*ATOMS, *CODE)) or id(item) in _TABLES:
            continue
        _TABLES.add(id(item))
        stack.extend(value for _, value in parts(item))
    return _TABLES


def shared_parts(original: Any, copy: Any) -> list[str]:
    """The places where `copy` holds the very same mutable object as `original`."""
    tables = data_tables()
    found: list[str] = []
    seen: set[int] = set()

    def walk(mine: Any, theirs: Any, where: str) -> None:
        if isinstance(mine, (*ATOMS, *CODE, *FIXED)) or id(mine) in seen:
            return
        seen.add(id(mine))
        if mine is theirs and id(mine) in tables:
            return
        if mine is theirs and not is_value(mine):
            found.append(f"{where} ({type(mine).__name__})")
            return
        counterparts = dict(parts(theirs))
        for name, value in parts(mine):
            if name in counterparts:
                walk(value, counterparts[name], where + name)

    walk(original, copy, "state")
    return found
