"""The `#new` parser, the save reader and opening a record, under fuzzing: any input gives a clear
error or a sound table, never another exception; every save reads back as the record it holds."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Iterator
from typing import Any
from urllib.parse import quote

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import pygames
from pygames.core import Record, RecordError, decode_link
from pygames.core.record import MAX_JSON_DEPTH, MAX_JSON_ITEMS, load_json, nesting, outside_strings
from tests.fixtures import pig
from tests.fuzz import FUZZ, assert_clear, json_values, names, records
from web.saves import MAX_SAVE_CHARS, language_of_save, record_from_save
from web.session import Session, parse_new_link, parse_shared_link

# Every parameter the parser knows, and the names of the games' options.
PARAMS = ["new", "players", "seed", "bots", "names", "level", "lang"]
OPTIONS = sorted({name for game in pygames.GAMES.values() for name in game.options})


@pytest.fixture(scope="module", autouse=True)
def pig_registered() -> Iterator[None]:
    pygames.register(pig.GAME)
    yield
    del pygames.GAMES["pig"]


def games() -> dict[str, Any]:
    return {game_id: pygames.GAMES[game_id] for game_id in pygames.GAMES}


def clear_or(call: Callable[[], Any]) -> Any:
    """What `call` returns, or None when it raised a clear ValueError; any other exception fails."""
    try:
        return call()
    except ValueError as error:
        assert_clear(error)
        return None
    except Exception as error:  # the bug this test looks for
        pytest.fail(f"{type(error).__name__}: {error}")


values = st.one_of(
    st.text(max_size=12),
    st.integers(-5, 2**60).map(str),
    st.sampled_from(["", "0", "1", "2", "3", "6", "9", "²", "٣", "1,2", "1,,3", "-1", "+2", "1e3"]),
    st.sampled_from(["random", "heuristic", "search", "yes", "no", "true", "%", "%zz", "%C3%28"]),
    names.map(quote),
)


@st.composite
def fragments(draw: st.DrawFn) -> str:
    """A `#new` link: a real or a strange game, then any parameters with any values."""
    game = draw(st.sampled_from([*pygames.GAMES, "pig", "", "chess", "EUROBUSINESS"]))
    keys = draw(st.lists(st.sampled_from([*PARAMS[1:], *OPTIONS, "x", ""]), max_size=8))
    parts = [f"new={game}"] + [f"{key}={draw(values)}" for key in keys]
    return "&".join(draw(st.permutations(parts)))


@FUZZ
@given(fragments())
@example("new=pig&players=²")  # digits to str.isdigit(), not to int()
@example("new=pig&seed=1&bots=²")
@example("new=eurobusiness&rounds=²")
@example("new=pig&players=٣")
def test_any_new_link_starts_a_sound_table_or_says_why(fragment: str) -> None:
    session = clear_or(lambda: parse_new_link(fragment, seed=7))
    if session is not None:
        assert isinstance(session, Session)
        assert session.state.history == [] and len(session.names) == session.state.players


@FUZZ
@given(st.text(max_size=200))
def test_any_text_as_a_new_link_starts_a_table_or_says_why(fragment: str) -> None:
    clear_or(lambda: parse_new_link("new=" + fragment, seed=7))
    clear_or(lambda: parse_new_link(fragment, seed=7))


@FUZZ
@given(st.one_of(st.text(max_size=200), json_values.map(json.dumps)))
def test_any_saved_text_is_a_record_or_a_clear_error(text: str) -> None:
    record = clear_or(lambda: record_from_save(text))
    assert record is None or isinstance(record, Record)


@FUZZ
@given(json_values, st.sampled_from(["record", "title", "summary", "updated"]))
def test_a_save_with_any_part_damaged_is_a_record_or_a_clear_error(value: Any, part: str) -> None:
    session = Session.start("pig", 2, ["Ann", "Bo"], ["human", "random"], {}, 5)
    entry = json.loads(session.save_entry())
    entry[part] = value
    record = clear_or(lambda: record_from_save(json.dumps(entry)))
    assert record is None or isinstance(record, Record)


def test_a_deeply_nested_save_is_refused_with_a_message() -> None:
    with pytest.raises(RecordError) as raised:
        record_from_save("[" * 100_000)
    assert_clear(raised.value)


@FUZZ
@given(records(games()))
def test_every_save_reads_back_as_its_record(record: Record) -> None:
    session = Session.open(record)
    assert record_from_save(session.save_entry()) == record


@st.composite
def strange_moves(draw: st.DrawFn, record: Record) -> list[str]:
    """The record's moves with a few changed: a legal code's verb with another number, a
    code of another game, or any printable text."""
    history = list(record.history)
    state = pygames.replay(Record(**{**record.to_json(), "history": []}))
    codes = sorted(set(state.legal_actions()) | {"roll", "done", "bid:1", "buy", "pass"})
    for _ in range(draw(st.integers(1, 3))):
        verb = draw(st.sampled_from(codes)).split(":")[0]
        number = draw(st.integers(-(10**12), 10**30))
        code = draw(
            st.one_of(
                st.just(f"{verb}:{number}"),
                st.just(f"{verb}:{number}:{number}"),
                st.sampled_from(codes),
                st.text(alphabet=st.characters(min_codepoint=32, max_codepoint=126), max_size=48),
            )
        )
        history.insert(draw(st.integers(0, len(history))), code)
    return history


@FUZZ
@given(st.data())
def test_a_record_with_strange_moves_opens_to_the_last_sound_move_or_says_why(
    data: st.DataObject,
) -> None:
    """Opening a link replays its moves: a move that cannot be played is refused with a message
    that says how many moves before it are sound."""
    record = data.draw(records(games()))
    history = data.draw(strange_moves(record))
    damaged = Record(**{**record.to_json(), "history": history})
    try:
        Session.open(damaged)
    except RecordError as error:
        assert_clear(error)
        assert error.valid_moves is not None
        sound = Record(**{**record.to_json(), "history": history[: error.valid_moves]})
        assert len(Session.open(sound).state.history) == error.valid_moves
    except Exception as error:  # the bug this test looks for
        pytest.fail(f"{type(error).__name__} replaying {history}: {error}")


def test_names_in_a_link_are_kept_as_typed_text() -> None:
    """Decoding never interprets a name: markup stays the characters it was."""
    typed = "<img src=x onerror=1>"
    session = parse_new_link(f"new=pig&players=2&names={quote(typed)},Bo", seed=random.randrange(9))
    assert session.names == [typed, "Bo"]


# --- saves and shared links nested or shaped to break the parser ---

# A link of 60 characters that unpacks to 20,000 `[` (the whole of a shared link's fragment).
NESTED_FRAGMENT = "g=1.eNrtwTEBAAAAwqCg69_DGh5AAQAAAAAAAAAAAAAAAAAAAAAAAPBgu2XG9g&lang=pl"


def saved_entry() -> dict[str, Any]:
    session = Session.start("pig", 2, ["Ann", "Bo"], ["human", "random"], {}, 5)
    session.state.apply(session.state.legal_actions()[0])
    entry: dict[str, Any] = json.loads(session.save_entry())
    return entry


def test_a_shared_link_nested_20000_deep_is_refused_with_a_message_at_once() -> None:
    link, language = parse_shared_link(NESTED_FRAGMENT)
    assert language == "pl"
    started = time.perf_counter()
    with pytest.raises(RecordError, match="no game record is built this deep") as raised:
        decode_link(link, pygames.GAMES)
    assert time.perf_counter() - started < 1
    assert_clear(raised.value)


def test_a_save_holds_its_record_three_deep_well_within_the_cap() -> None:
    text = json.dumps(saved_entry())
    assert nesting(outside_strings(text)) == 3 < MAX_JSON_DEPTH
    assert load_json(text, max_chars=MAX_SAVE_CHARS) == json.loads(text)


@pytest.mark.parametrize("levels", [MAX_JSON_DEPTH - 3, MAX_JSON_DEPTH - 2, 100_000])
def test_a_save_nested_past_the_cap_is_refused_and_one_within_it_read_as_damaged(
    levels: int,
) -> None:
    """The record wrapped in lists (the save is then 3 deep and `levels` more): within the cap
    it parses (and is no record); past it, the scan refuses it before the parser recurses."""
    entry = saved_entry()
    text = json.dumps(entry).replace('"record": {', '"record": ' + "[" * levels + "{", 1)
    text = text.replace(', "title"', "]" * levels + ', "title"', 1)
    with pytest.raises(RecordError) as raised:
        record_from_save(text)
    assert_clear(raised.value)
    too_deep = levels + 3 > MAX_JSON_DEPTH
    assert ("no game record is built this deep" in str(raised.value)) == too_deep
    assert language_of_save(text) == (None if too_deep else entry["language"])


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: "[" * 100_000 + text + "]" * 100_000,
        lambda text: text.replace('"updated": ', '"updated": NaN, "x": '),
        lambda text: text.replace('"updated": ', '"updated": 1e999, "x": '),
        lambda text: text.replace('"updated": ', '"updated": ' + "9" * 5000 + ', "x": '),
        lambda text: text.replace('"title": ', '"title": "x", "title": '),
        lambda text: "\ufeff" + text,
        lambda text: text + " " * MAX_SAVE_CHARS,
        lambda text: text.replace('"Ann"', '"\\ud800"'),
        lambda text: '{"record": [' + '"a",' * MAX_JSON_ITEMS + '"a"]}',
    ],
    ids=["nested", "nan", "infinite", "long", "twice", "bom", "big", "surrogate", "many"],
)
def test_a_damaged_save_is_refused_with_a_message_and_its_language_read_as_none(
    damage: Callable[[str], str],
) -> None:
    entry = saved_entry()
    text = damage(json.dumps(entry))
    with pytest.raises(RecordError) as raised:
        record_from_save(text)
    assert_clear(raised.value)
    assert language_of_save(text) in (None, entry["language"])


@pytest.mark.parametrize(
    "previous",
    ["[" * 100_000, '{"played": NaN}', '{"played": 1, "played": 2}', "{" * 50],
    ids=["nested", "nan", "twice", "unclosed"],
)
def test_a_damaged_save_replaced_keeps_no_time_from_it(previous: str) -> None:
    session = Session.open(record_from_save(json.dumps(saved_entry())))  # opened, not played
    entry = json.loads(session.save_entry(previous))
    assert entry["played"] is None and "forkedAt" not in entry
    assert record_from_save(json.dumps(entry)) == session.record()


def test_a_sound_save_still_opens_and_keeps_its_time() -> None:
    session = Session.open(record_from_save(json.dumps(saved_entry())))
    previous = json.dumps({**saved_entry(), "played": 1234, "forkedAt": 3})
    entry = json.loads(session.save_entry(previous))
    assert (entry["played"], entry["forkedAt"]) == (1234, 3)
    assert record_from_save(json.dumps(entry)) == session.record()
