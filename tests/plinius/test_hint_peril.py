"""The hint keeps people off the dots the flow sweeps next (issue 29: it sent a person onto a
dot marked "!" one black face card away)."""

from __future__ import annotations

from pygames.plinius import data
from pygames.plinius.bots import swept_next
from pygames.plinius.state import PliniusState

from .helpers import new
from .test_bots import hint_game


def left_in_peril(seed: int, state: PliniusState) -> int:
    """How many times a person stepped from safety onto a dot swept next and stood there still
    when the card ended (the game of `seed` replayed from its history)."""
    table = new(seed)
    stepped: set[str] = set()
    count = 0
    for code in state.history:
        if code in ("draw", "done") or table.over:
            count += sum(swept_next(table, table.where[person]) for person in stepped)
            stepped = set()
        verb, _, rest = code.partition(":")
        person, _, to = rest.partition(":")
        if verb == "move" and person in data.INHABITANTS:
            if not swept_next(table, table.where[person]) and swept_next(table, to):
                stepped.add(person)
            else:
                stepped.discard(person)
        table.apply(code)
    return count


def test_the_hint_leaves_no_person_on_a_dot_the_flow_sweeps_next() -> None:
    """In 6 of the hint's games (of seeds 0 to 59, those where it did: once in each), no card
    ends with a person it walked from safety onto a dot the flow sweeps next."""
    seeds = (13, 27, 33, 38, 52, 59)
    games = [hint_game(seed) for seed in seeds]
    walks = [c for game in games for c in game.history if c.split(":")[1:2] in (["pom"], ["inc1"])]
    assert len(walks) > 20
    assert [left_in_peril(seed, game) for seed, game in zip(seeds, games, strict=True)] == [0] * 6
