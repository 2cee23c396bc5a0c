"""Records and the link codec: round trips, and every kind of damage refused with a message."""

from __future__ import annotations

import base64
import json
import random
import zlib

import pytest

from pygames.core import Record, RecordError, Redeal, decode_link, encode_link
from pygames.core.conformance import random_playout, signature
from pygames.core.record import MAX_JSON_BYTES, MAX_LINK_CHARS, record_from_json, replay
from tests.fixtures import pig

GAMES = {"pig": pig.GAME}


def played(moves: int = 30, seed: int = 11) -> Record:
    state = pig.GAME.new(2, seed, {"target": 100})
    random_playout(state, random.Random(seed), moves)
    return Record(
        "pig",
        1,
        2,
        ["Ann", "Bo"],
        ["human", "random"],
        seed,
        dict(state.options),
        list(state.history),
    )


def forked(at: int, moves: int = 40, seed: int = 11) -> Record:
    """A game dealt again after its first `at` moves for seat 0 (seed 5), played on at random."""
    state = pig.GAME.new(2, seed, {"target": 100})
    random_playout(state, random.Random(seed), at)
    state.redeal([0], 5)
    random_playout(state, random.Random(seed + 1), moves - at)
    record = played(0, seed)
    record.history, record.redeals = list(state.history), (Redeal(at=at, seed=5, seen=(0,)),)
    return record


def pack(data: object) -> str:
    raw = json.dumps(data).encode()
    return "1." + base64.urlsafe_b64encode(zlib.compress(raw)).decode().rstrip("=")


def test_link_round_trip_rebuilds_the_same_game() -> None:
    record = played()
    link = encode_link(record)
    assert link.startswith("1.") and all(c.isalnum() or c in "-_." for c in link)
    again = decode_link(link, GAMES)
    assert again == record
    assert signature(replay(again, GAMES)) == signature(replay(record, GAMES))


def test_link_is_compact() -> None:
    record = played(200)
    assert len(record.history) > 50
    assert len(encode_link(record)) < 100 + 2 * len(record.history)


@pytest.mark.parametrize(
    "link",
    ["", "2.abc", "1.", "1.!!!!", "1." + "A" * 40, "1.eJzLSM3JyQcABiwCFQ"],
)
def test_damaged_links_get_a_clear_message(link: str) -> None:
    with pytest.raises(RecordError) as raised:
        decode_link(link, GAMES)
    assert str(raised.value)


def test_cut_link_is_refused() -> None:
    link = encode_link(played())
    with pytest.raises(RecordError):
        decode_link(link[: len(link) // 2], GAMES)


def test_oversized_link_is_refused_before_decoding() -> None:
    with pytest.raises(RecordError, match="too long"):
        decode_link("1." + "A" * (MAX_LINK_CHARS + 4), GAMES)


def test_zip_bomb_is_refused() -> None:
    bomb = "1." + base64.urlsafe_b64encode(zlib.compress(b" " * (MAX_JSON_BYTES * 3))).decode()
    with pytest.raises(RecordError):
        decode_link(bomb, GAMES)


def test_foreign_game_and_wrong_version_are_refused() -> None:
    data = played().to_json()
    with pytest.raises(RecordError, match="not one of ours"):
        record_from_json({**data, "game": "chess"}, GAMES)
    for odd in (None, 7, ["pig"]):  # a game that is no name at all is refused the same way
        with pytest.raises(RecordError, match="not one of ours"):
            record_from_json({**data, "game": odd}, GAMES)
    with pytest.raises(RecordError, match="version"):
        record_from_json({**data, "version": 99}, GAMES)


@pytest.mark.parametrize(
    "field, value",
    [
        ("players", 9),
        ("players", "2"),
        ("seed", -1),
        ("seed", 2**60),
        ("names", ["Ann"]),
        ("seats", ["human", "wizard"]),
        ("options", {"target": 5000}),
        ("options", {"colour": "red"}),
        ("history", "roll"),
    ],
)
def test_schema_faults_are_named(field: str, value: object) -> None:
    with pytest.raises(RecordError) as raised:
        record_from_json({**played().to_json(), field: value}, GAMES)
    assert str(raised.value)


def test_unknown_and_missing_fields_are_refused() -> None:
    data = played().to_json()
    with pytest.raises(RecordError, match="unknown field"):
        record_from_json({**data, "__class__": "os.system"}, GAMES)
    del data["seed"]
    with pytest.raises(RecordError, match="lacks 'seed'"):
        record_from_json(data, GAMES)


def test_a_record_without_a_new_deal_says_nothing_of_one() -> None:
    assert "redeal" not in played().to_json()
    assert record_from_json(played().to_json(), GAMES).redeals == ()


def test_a_new_deal_round_trips_and_is_replayed_after_its_step() -> None:
    record = forked(12)
    data = record.to_json()
    assert data["redeal"] == [{"at": 12, "seed": 5, "seen": [0]}]
    assert record_from_json(json.loads(json.dumps(data)), GAMES) == record
    tables: list[object] = []
    replay(record, GAMES, each=lambda state: tables.append(signature(state)))
    expected = pig.GAME.new(2, record.seed, record.options)
    for code in record.history[:12]:
        expected.apply(code)
    expected.redeal([0], 5)
    assert tables[12] == signature(expected), "the table seen at the step is the new deal"
    for code in record.history[12:]:
        expected.apply(code)
    assert signature(replay(record, GAMES)) == signature(expected)


@pytest.mark.parametrize(
    ("redeal", "message"),
    [
        ([], "damaged"),
        ({"at": 3, "seed": 1, "seen": [0]}, "damaged"),  # one new deal, not a list of them
        ([[]], "damaged"),
        ([{"at": 5, "seed": 1, "seen": [0]}, {"at": 3, "seed": 1, "seen": [0]}], "order"),
        ([{"at": 3, "seed": 1}], "lacks 'seen'"),
        ([{"at": 3, "seed": 1, "seen": [0], "peek": True}], "unknown field 'peek'"),
        ([{"at": 31, "seed": 1, "seen": [0]}], "not at a step"),
        ([{"at": -1, "seed": 1, "seen": [0]}], "not at a step"),
        ([{"at": True, "seed": 1, "seen": [0]}], "not at a step"),
        ([{"at": 3, "seed": 2**60, "seen": [0]}], "seed"),
        ([{"at": 3, "seed": "1", "seen": [0]}], "seed"),
        ([{"at": 3, "seed": 1, "seen": [2]}], "seats the game does not have"),
        ([{"at": 3, "seed": 1, "seen": [1, 0]}], "seats the game does not have"),
        ([{"at": 3, "seed": 1, "seen": [0, 0]}], "or one twice"),
        ([{"at": 3, "seed": 1, "seen": [False]}], "seats the game does not have"),
        ([{"at": 3, "seed": 1, "seen": "0"}], "seats the game does not have"),
    ],
)
def test_a_damaged_new_deal_is_refused_by_name(redeal: object, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        record_from_json({**played(30).to_json(), "redeal": redeal}, GAMES)


def test_a_game_played_on_from_a_game_played_on_has_both_new_deals() -> None:
    """A fork of a fork, past the first new deal, replays both, each at its step."""
    record = forked(12)
    twice = Record(**{**vars(record), "history": list(record.history)})
    twice.redeal_at(30, 8, (1,))
    assert [r.at for r in twice.redeals] == [12, 30] and len(twice.history) == 30
    assert record_from_json(json.loads(json.dumps(twice.to_json())), GAMES) == twice
    expected = replay(Record(**{**vars(record), "history": record.history[:30]}), GAMES)
    expected.redeal([1], 8)
    assert signature(replay(twice, GAMES)) == signature(expected)
    before = Record(**{**vars(record), "history": list(record.history)})
    before.redeal_at(6, 8, (1,))
    assert [r.at for r in before.redeals] == [6]  # cut before the first: it goes


def test_a_bad_move_before_the_new_deal_leaves_no_game_to_open_short_of_it() -> None:
    """Opening a fork as it stood before a bad move would show the real deal of the game it
    was played on from: only a bad move after the new deal offers that."""
    record = forked(20)
    for bad, offered in ((10, None), (25, 25)):
        broken = Record(**{**vars(record), "history": list(record.history)})
        broken.history[bad] = "fly"
        with pytest.raises(RecordError) as raised:
            replay(broken, GAMES)
        assert raised.value.valid_moves == offered


def test_hostile_names_are_kept_as_text_or_refused() -> None:
    data = played().to_json()
    ok = record_from_json({**data, "names": ["<script>alert(1)</script>"[:24], "  Bo  "]}, GAMES)
    assert ok.names == ["<script>alert(1)</script"[:24], "Bo"]
    with pytest.raises(RecordError, match="control characters"):
        record_from_json({**data, "names": ["Ann\u202e", "Bo"]}, GAMES)
    with pytest.raises(RecordError, match="longer than"):
        record_from_json({**data, "names": ["A" * 80, "Bo"]}, GAMES)
    assert record_from_json({**data, "names": ["", "Bo"]}, GAMES).names[0] == "Player 1"


def test_damage_at_move_n_says_how_many_moves_are_sound() -> None:
    record = played(40)
    record.history[17] = "hold" if record.history[17] == "roll" else "fly"
    data = record.to_json()
    try:
        replay(record_from_json(data, GAMES), GAMES)
    except RecordError as error:
        assert error.valid_moves is not None and error.valid_moves <= 17
        assert "Move" in str(error)
    else:
        # "hold" may happen to be legal there; a code that is never legal must fail
        record.history[17] = "fly"
        with pytest.raises(RecordError) as raised:
            replay(record, GAMES)
        assert raised.value.valid_moves == 17


def test_unprintable_move_marks_its_place() -> None:
    data = played().to_json()
    data["history"][5] = "roll\n"
    with pytest.raises(RecordError) as raised:
        record_from_json(data, GAMES)
    assert raised.value.valid_moves == 5


def test_link_never_evaluates_its_content() -> None:
    payload = {"game": "pig", "__reduce__": "os.system('echo hacked')"}
    with pytest.raises(RecordError):
        decode_link(pack(payload), GAMES)
