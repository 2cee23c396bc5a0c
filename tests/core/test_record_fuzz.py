"""The link and record decoders under fuzzing: any input gives a clear error or a sound record,
never another exception, and every record survives encode/decode unchanged."""

from __future__ import annotations

import base64
import json
import random
import time
import zlib
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pygames.core import Record, RecordError, decode_link, encode_link
from pygames.core.conformance import random_playout, signature
from pygames.core.record import (
    MAX_HISTORY,
    MAX_JSON_BYTES,
    MAX_JSON_DEPTH,
    MAX_JSON_ITEMS,
    load_json,
    nesting,
    outside_strings,
    record_from_file,
    replay,
)
from tests.conftest import all_games_by_id
from tests.fuzz import FUZZ, assert_clear, json_values, pack, records

GAMES = all_games_by_id()
LINK_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=.%"


def decode(link: str) -> Record | None:
    """The record, or None after checking that the error was a clear RecordError."""
    try:
        record = decode_link(link, GAMES)
    except RecordError as error:
        assert_clear(error)
        return None
    except Exception as error:  # any other exception is the bug this test looks for
        pytest.fail(f"{type(error).__name__} for {link[:80]!r}: {error}")
    assert isinstance(record, Record)
    return record


@FUZZ
@given(st.text(max_size=300))
def test_any_text_as_a_link_is_a_record_or_a_clear_error(link: str) -> None:
    decode(link)
    decode("1." + link)


@FUZZ
@given(st.text(alphabet=LINK_ALPHABET, max_size=400))
def test_any_link_shaped_text_is_a_record_or_a_clear_error(body: str) -> None:
    decode("1." + body)


@FUZZ
@given(st.binary(max_size=400), st.booleans())
def test_any_bytes_inside_a_link_are_a_record_or_a_clear_error(data: bytes, packed: bool) -> None:
    raw = zlib.compress(data) if packed else data
    decode("1." + base64.urlsafe_b64encode(raw).decode().rstrip("="))


@FUZZ
@given(json_values)
def test_any_json_inside_a_link_is_a_record_or_a_clear_error(data: Any) -> None:
    decode(pack(data))


@FUZZ
@given(records(GAMES), st.sampled_from(sorted(Record.__dataclass_fields__)), json_values)
def test_a_record_with_any_field_damaged_is_sound_or_refused(
    record: Record, field: str, value: Any
) -> None:
    data = record.to_json()
    data[field] = value
    found = decode(pack(data))
    if found is not None:  # the damage happened to be a value the field takes
        assert decode(encode_link(found)) == found


@FUZZ
@given(records(GAMES), st.integers(0, 200), st.sampled_from([1, 2, 3, 4]))
def test_a_cut_or_changed_link_is_sound_or_refused(record: Record, at: int, how: int) -> None:
    link = encode_link(record)
    at = at % len(link)
    damaged = {
        1: link[:at],
        2: link[:at] + link[at + 1 :],
        3: link[:at] + ("A" if link[at] != "A" else "B") + link[at + 1 :],
        4: link + link[at:],
    }[how]
    decode(damaged)


def test_deeply_nested_json_is_refused_with_a_message() -> None:
    """A small link can unpack to JSON nested deeper than the parser's recursion allows."""
    with pytest.raises(RecordError) as raised:
        decode_link(pack_raw(b"[" * 200_000), GAMES)
    assert_clear(raised.value)


def pack_raw(raw: bytes) -> str:
    return "1." + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


@FUZZ
@given(records(GAMES))
def test_every_record_round_trips_through_its_link(record: Record) -> None:
    again = decode_link(encode_link(record), GAMES)
    assert again == record
    assert signature(replay(again, GAMES)) == signature(replay(record, GAMES))


# --- nested and pathological JSON: refused with a message before the parser can overflow ---

# A link of 60 characters that unpacks to 20,000 `[`: under Pyodide, json.loads overflowed the
# browser's stack (a fatal error, not a RecursionError) and the lobby waited for ever.
NESTED_LINK = "1.eNrtwTEBAAAAwqCg69_DGh5AAQAAAAAAAAAAAAAAAAAAAAAAAPBgu2XG9g"


def refused(text: str) -> str:
    """The message load_json gives `text`, after checking it is a clear RecordError."""
    try:
        load_json(text, max_chars=MAX_JSON_BYTES)
    except RecordError as error:
        assert_clear(error)
        return str(error)
    except Exception as error:  # the bug these tests look for
        pytest.fail(f"{type(error).__name__} for {text[:80]!r}: {error}")
    pytest.fail(f"{text[:80]!r} was taken")


def test_a_60_character_link_of_20000_brackets_is_refused_as_nested_too_deeply() -> None:
    started = time.perf_counter()
    with pytest.raises(RecordError, match="no game record is built this deep") as raised:
        decode_link(NESTED_LINK, GAMES)
    assert time.perf_counter() - started < 1
    assert_clear(raised.value)
    assert zlib.decompress(base64.urlsafe_b64decode(NESTED_LINK[2:] + "==")) == b"[" * 20_000


def test_nesting_up_to_the_cap_is_parsed_and_one_level_more_is_refused() -> None:
    arrays = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    objects = '{"a":' * MAX_JSON_DEPTH + "1" + "}" * MAX_JSON_DEPTH
    mixed = '[{"a":' * (MAX_JSON_DEPTH // 2) + "1" + "}]" * (MAX_JSON_DEPTH // 2)
    for text in (arrays, objects, mixed):
        assert json.dumps(load_json(text, max_chars=MAX_JSON_BYTES), separators=(",", ":")) == text
    assert "no game record is built this deep" in refused("[" + arrays + "]")
    assert "no game record is built this deep" in refused('{"a":' + objects + "}")
    assert "no game record is built this deep" in refused("[" * 200_000)


def test_nesting_past_the_cap_in_a_file_is_refused_and_at_the_cap_read_as_not_a_record() -> None:
    with pytest.raises(RecordError, match="not a game record"):
        record_from_file("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH, GAMES)
    with pytest.raises(RecordError, match="no game record is built this deep"):
        record_from_file("[" * 10_000 + "]" * 10_000, GAMES)


def test_brackets_and_quotes_inside_names_are_not_nesting() -> None:
    record = played_record()
    record.names = ["[[[[{{{{[[[[{{{{[[[[{{{{", '\\"[[[[\\\\"[[[[\\\\\\"[{']
    text = json.dumps(record.to_json())
    assert text.count("[") > MAX_JSON_DEPTH
    assert record_from_file(text, GAMES) == record
    assert decode_link(encode_link(record), GAMES) == record
    deep_text = json.dumps(["[" * 100_000 + '\\"' * 1000 + "{" * 100_000])
    assert load_json(deep_text, max_chars=MAX_JSON_BYTES) == json.loads(deep_text)


@FUZZ
@given(
    st.recursive(
        st.text(alphabet='[]{}"\\,:ab\u00e9\ud83c', max_size=12) | st.integers() | st.none(),
        lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner),
        max_leaves=30,
    ),
    st.booleans(),
)
def test_the_scan_counts_the_nesting_the_parser_sees(value: Any, ascii_only: bool) -> None:
    """The scan takes out strings (escapes and all) and counts what is left: the same depth as
    the parsed value's, whatever the strings hold."""
    text = json.dumps(value, ensure_ascii=ascii_only)
    assert nesting(outside_strings(text)) == depth(value)


def depth(value: Any) -> int:
    if isinstance(value, dict):
        value = list(value.values())
    if isinstance(value, list):
        return 1 + max(map(depth, value), default=0)
    return 0


@FUZZ
@given(st.text(alphabet='[]{}",:\\0123456789.eE-+ truefalsnNIy\ufeff\ud800', max_size=400))
def test_any_bracket_and_quote_soup_is_data_or_a_clear_error(text: str) -> None:
    readers: list[Callable[[], object]] = [
        lambda: load_json(text, max_chars=MAX_JSON_BYTES),
        lambda: record_from_file(text, GAMES),
    ]
    for read in readers:
        try:
            read()
        except RecordError as error:
            assert_clear(error)
        except Exception as error:  # the bug this test looks for
            pytest.fail(f"{type(error).__name__} for {text!r}: {error}")


def test_too_many_values_are_refused_but_not_commas_in_text_nor_the_longest_history() -> None:
    assert "too many values" in refused("[" + '"a",' * MAX_JSON_ITEMS + '"a"]')
    assert "too many values" in refused("[" + "0," * MAX_JSON_ITEMS + "0]")
    commas_in_text = json.dumps(["," * (MAX_JSON_ITEMS + 5)])
    assert load_json(commas_in_text, max_chars=MAX_JSON_BYTES) == ["," * (MAX_JSON_ITEMS + 5)]
    record = played_record()
    assert record_from_file(json.dumps(record.to_json()), GAMES) == record
    longest = {"history": ["roll"] * MAX_HISTORY, "names": ["Ann", "Bo"], "options": {"a": 1}}
    assert load_json(json.dumps(longest), max_chars=MAX_JSON_BYTES) == longest


@pytest.mark.parametrize(
    "number", ["1e999", "-1e999", "NaN", "Infinity", "-Infinity", "9" * 5000, "-" + "1" * 31]
)
def test_numbers_no_record_has_are_refused_with_a_message(number: str) -> None:
    assert "number" in refused(f"[{number}]")
    data = played_record().to_json()
    text = json.dumps(data).replace(f'"seed": {data["seed"]}', f'"seed": {number}')
    with pytest.raises(RecordError, match="number") as raised:
        record_from_file(text, GAMES)
    assert_clear(raised.value)
    with pytest.raises(RecordError, match="number"):
        decode_link(pack_raw(text.encode()), GAMES)


def test_a_field_given_twice_is_refused_not_the_last_one_kept() -> None:
    text = json.dumps(played_record().to_json())
    twice = text.replace('{"game": "pig"', '{"game": "pig", "game": "pig"')
    assert twice != text
    with pytest.raises(RecordError, match="'game' is given twice") as raised:
        record_from_file(twice, GAMES)
    assert_clear(raised.value)
    assert "given twice" in refused('{"a": 1, "b": {"c": 1, "c": 2}}')


def test_a_byte_order_mark_is_refused_as_not_json() -> None:
    text = json.dumps(played_record().to_json())
    with pytest.raises(RecordError, match="not JSON"):
        record_from_file("\ufeff" + text, GAMES)
    with pytest.raises(RecordError, match="damaged"):
        decode_link(pack_raw(b"\xef\xbb\xbf" + text.encode()), GAMES)


def test_a_lone_surrogate_in_a_name_or_a_field_is_refused_and_not_quoted() -> None:
    data = played_record().to_json()
    data["names"][0] = "\ud800"
    with pytest.raises(RecordError, match="control characters") as raised:
        record_from_file(json.dumps(data), GAMES)
    assert_clear(raised.value)
    del data["names"]
    data["\ud800" + "x" * 100] = 1
    data["names"] = ["Ann", "Bo"]
    with pytest.raises(RecordError, match="unknown field") as unknown:
        record_from_file(json.dumps(data), GAMES)
    assert "\ud800" not in str(unknown.value) and len(str(unknown.value)) < 120


def test_the_worst_megabyte_is_checked_within_a_second() -> None:
    """A megabyte of brackets is the most the scan has to count (it takes ~50 ms in CPython)."""
    for text in ("[" * MAX_JSON_BYTES, "[]" * (MAX_JSON_BYTES // 2), '""[' * (MAX_JSON_BYTES // 3)):
        started = time.perf_counter()
        refused(text)
        assert time.perf_counter() - started < 1


def played_record() -> Record:
    state = GAMES["pig"].new(2, 11, {})
    random_playout(state, random.Random(11), 30)
    version = GAMES["pig"].version
    return Record(
        "pig", version, 2, ["Ann", "Bo"], ["human", "random"], 11, state.options, state.history
    )
