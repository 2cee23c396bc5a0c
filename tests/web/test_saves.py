"""Nothing is lost (docs/rulings.md): how a game that opens stands to the save of its table, the
branch a game kept apart takes, and the save counter that keeps a tab from writing over another's.
"""

from __future__ import annotations

import json
import random
import re

import pytest

import pygames
from pygames.core import RecordError
from pygames.core.record import record_from_json
from web.saves import AHEAD, APART, NEW, apart_branch, moves_of, saves_of, standing
from web.session import Session


def played(moves: int, seed: int = 11) -> Session:
    session = Session.start("plinius", 1, ["Ann"], ["human"], {}, seed)
    for _ in range(moves):
        session.play(session.state.legal_actions()[0])
    return session


def test_a_game_with_no_save_is_new() -> None:
    assert standing(None, played(3).record()) == NEW


def test_a_game_as_far_on_or_further_continues_its_save() -> None:
    saved = played(3)
    assert standing(saved.save_entry(), played(3).record()) == AHEAD
    assert standing(saved.save_entry(), played(6).record()) == AHEAD


def test_a_game_behind_its_save_is_kept_apart() -> None:
    assert standing(played(6).save_entry(), played(3).record()) == APART


def test_a_game_that_went_another_way_is_kept_apart() -> None:
    saved = played(6)
    other = played(3)
    other.play(other.state.legal_actions()[-1])
    assert other.state.history != saved.state.history[:4]
    assert standing(saved.save_entry(), other.record()) == APART


def test_a_damaged_save_is_never_written_over() -> None:
    assert standing("{not json", played(2).record()) == APART
    assert moves_of("{not json") is None
    assert moves_of(played(4).save_entry()) == 4


def test_the_same_old_link_keeps_apart_in_the_same_place() -> None:
    """Opened twice, an old link goes on with the game it was kept apart as, not a third."""
    old = played(3).record()
    assert apart_branch(old) == apart_branch(played(3).record())
    assert apart_branch(old) != apart_branch(played(4).record())
    assert 0 < apart_branch(old) < 2**31


def test_the_save_counter_is_read_from_the_entry_and_nothing_else() -> None:
    session = played(2)
    assert saves_of(None) == 0
    assert saves_of("{not json") == 0
    assert saves_of(session.save_entry()) == 0  # a table that has not saved yet
    session.revision = 7
    assert saves_of(session.save_entry()) == 7
    for hostile in ('{"saves": true}', '{"saves": -3}', '{"saves": "9"}', "[1]"):
        assert saves_of(hostile) == 0
    assert json.loads(session.save_entry())["saves"] == 7


def test_a_game_saved_before_moves_had_one_spelling_opens_and_is_saved_in_it() -> None:
    """docs/rulings.md "One spelling per move": a move this app once wrote another way (a
    typed 0300, a bot's +0) in a game saved here is read in its one spelling, and the save is
    written in it; the same record from a link or a file is refused at that move."""
    session = Session.start("eurobusiness", 2, ["Ann", "Bo"], ["human", "human"], {}, 5)
    rng = random.Random(5)
    while not any(re.search(r":[1-9]", code) for code in session.state.legal_actions()):
        session.play(rng.choice(session.state.legal_actions()))
    code = next(c for c in session.state.legal_actions() if re.search(r":[1-9]", c))
    session.play(code)
    record = session.record()
    step = len(record.history) - 1
    record.history[step] = re.sub(r":([1-9])", r":0\1", code, count=1)
    with pytest.raises(RecordError) as refused:
        Session.open(record_from_json(record.to_json(), pygames.GAMES))
    assert refused.value.valid_moves == step and "it is written" in str(refused.value)
    opened = Session.open(record_from_json(record.to_json(), pygames.GAMES), respell=True)
    assert opened.state.history == session.state.history
    assert json.loads(opened.save_entry())["record"]["history"][step] == code
