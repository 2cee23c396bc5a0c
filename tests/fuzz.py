"""What the fuzz tests share: hypothesis settings, strategies for records and junk, and the test
of a clear error.

The settings are derandomized (the same examples on every run, so CI is reproducible) and
bounded, so the whole fuzzing stays within a few seconds.
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from typing import Any

from hypothesis import HealthCheck, reject, settings
from hypothesis import strategies as st

from pygames.core import Game, Record
from pygames.core.conformance import random_playout
from pygames.core.record import MAX_NAME_CHARS

FUZZ = settings(
    max_examples=100,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)

# Phrases of Python's own exceptions, which a player must never be shown.
INTERNAL = (
    "invalid literal",
    "unhashable",
    "has no attribute",
    "not subscriptable",
    "not iterable",
    "object is not",
    "codec can't",
    "Traceback",
    "maximum recursion",
    "unsupported operand",
    "argument",
)


def assert_clear(error: BaseException) -> None:
    """An error fit to show a player: ours (a ValueError), in a sentence of plain words."""
    assert isinstance(error, ValueError), f"{type(error).__name__}: {error}"
    message = str(error)
    assert message and (message[0].isupper() or message[0] in "'\""), message
    assert not any(phrase in message for phrase in INTERNAL), message


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=False)
    | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=10), inner, max_size=5)
    ),
    max_leaves=20,
)


def pack(data: Any) -> str:
    """A link body as the app writes one, around any JSON."""
    raw = json.dumps(data, separators=(",", ":")).encode()
    return "1." + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


names = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=["C"]), max_size=MAX_NAME_CHARS
)


def option_value(option: Any) -> st.SearchStrategy[Any]:
    if option.choices:
        return st.sampled_from(option.choices)
    if isinstance(option.default, bool):
        return st.booleans()
    if option.range:
        return st.integers(*option.range)
    return st.just(option.default)


@st.composite
def records(draw: st.DrawFn, games: dict[str, Game[Any]]) -> Record:
    """A sound record of any registered game: a random table and a random playout on it."""
    game = games[draw(st.sampled_from(sorted(games)))]
    players = draw(st.integers(game.min_players, game.max_players))
    seed = draw(st.integers(0, game.SEED_LIMIT - 1))
    options = {name: draw(option_value(option)) for name, option in game.options.items()}
    seats = [draw(st.sampled_from(["human", *game.bots])) for _ in range(players)]
    moves = draw(st.integers(0, 40))
    try:
        state = game.new(players, seed, options)
    except ValueError:  # options this many players cannot play (Fortuna's pairs need four)
        reject()
    random_playout(state, random.Random(seed), moves)
    typed = [draw(names) for _ in range(players)]
    cleaned = [" ".join(name.split()) or f"Player {seat + 1}" for seat, name in enumerate(typed)]
    return Record(
        game.id, game.version, players, cleaned, seats, seed, state.options, state.history
    )
