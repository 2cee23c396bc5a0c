"""The kernel's one spelling per move: numbers read only as codes write them, the shapes no game
writes, and the spellings a refused code may have meant."""

from __future__ import annotations

import pytest

from pygames.core.spelling import fault, loose, respellings, signed, signed_text, whole


@pytest.mark.parametrize(
    ("text", "number"),
    [("0", 0), ("7", 7), ("300", 300), ("999999999", 999999999), ("0300", None), ("+300", None),
     ("-3", None), (" 3", None), ("3 ", None), ("", None), ("٣", None), ("1000000000", None)],
)  # fmt: skip
def test_a_whole_number_is_read_only_as_codes_write_it(text: str, number: int | None) -> None:
    assert whole(text) == number


@pytest.mark.parametrize(
    ("text", "amount"),
    [("0", 0), ("+300", 300), ("-300", -300), ("300", None), ("+0", None), ("-0", None),
     ("+0300", None), ("++3", None), ("+", None)],
)  # fmt: skip
def test_an_amount_is_read_with_its_sign_and_no_money_as_0(text: str, amount: int | None) -> None:
    assert signed(text) == amount
    if amount is not None:
        assert signed_text(amount) == text


@pytest.mark.parametrize(
    "code",
    ["", "bid:0300", "bid:+0300", "trade:cash:+0", "trade:cash:-0", "bid: 300", "bid:300 ",
     "mortgage:1:", ":roll", "trade::cash", "sail:1:lion\t", "bid:٣٠٠", "roll\u00a0"],
)  # fmt: skip
def test_no_game_writes_spaces_empty_parts_or_leading_zeros(code: str) -> None:
    assert fault(code)


@pytest.mark.parametrize(
    "code", ["roll", "bid:0", "bid:300", "trade:cash:+300", "trade:cash:-50", "mod:C5+", "L:s10"]
)
def test_codes_the_games_write_have_no_fault(code: str) -> None:
    assert not fault(code)


def test_a_slip_of_spelling_leaves_the_loose_form_as_it_was() -> None:
    assert loose("BID: +0300 :") == loose("bid:300") == "bid:300"
    assert loose("trade:cash:-0") == loose("trade:cash:0")
    assert loose("trade:cash:-300") != loose("trade:cash:300")


def test_a_free_amount_may_mean_its_unsigned_or_its_signed_writing() -> None:
    assert list(respellings("bid:+0300")) == ["bid:300", "bid:+300"]
    assert list(respellings("Trade:Cash:300")) == [
        "Trade:Cash:+300",
        "trade:cash:300",
        "trade:cash:+300",
    ]
