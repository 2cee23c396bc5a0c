"""The link and record decoders under fuzzing: any input gives a clear error or a sound record,
never another exception, and every record survives encode/decode unchanged."""

from __future__ import annotations

import base64
import zlib
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pygames.core import Record, RecordError, decode_link, encode_link
from pygames.core.conformance import signature
from pygames.core.record import replay
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
