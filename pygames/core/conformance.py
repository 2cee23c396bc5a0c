"""Helpers the conformance suite and the benchmarks share: playouts and state fingerprints."""

from __future__ import annotations

import random

from .game import State


def random_playout(state: State, rng: random.Random, max_actions: int) -> int:
    """Play random legal actions until the game is over or `max_actions` were played."""
    played = 0
    while not state.over and played < max_actions:
        state.apply(rng.choice(state.legal_actions()))
        played += 1
    return played


def signature(value: object) -> object:
    """A comparable picture of a whole state, generator included, to test replay and clones."""
    if isinstance(value, random.Random):
        return ("rng", value.getstate())
    if isinstance(value, State):
        return ("state", signature({k: v for k, v in vars(value).items() if k != "game"}))
    if isinstance(value, dict):
        return ("dict", tuple(sorted((repr(k), signature(v)) for k, v in value.items())))
    if isinstance(value, (list, tuple)):
        return (type(value).__name__, tuple(signature(v) for v in value))
    if isinstance(value, (set, frozenset)):
        return ("set", tuple(sorted(repr(v) for v in value)))
    if hasattr(value, "__dict__") and not isinstance(value, type):
        return (type(value).__name__, signature(vars(value)))
    if hasattr(value, "__slots__"):
        slots = value.__slots__
        return (type(value).__name__, tuple(signature(getattr(value, s, None)) for s in slots))
    return value
