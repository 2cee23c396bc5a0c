"""Play by link as friends do (issue 33, items 1 and 2; docs/rulings.md "Play by link"): a device
says once which seats it plays, the others' controls are closed there, "play for Bo this once",
and who must receive the link next and why. The decisions of web/seats.py, under CPython."""

from __future__ import annotations

import json
import random

import pytest

from web import seats
from web.saves import record_from_save
from web.seats import (
    adopt,
    asks_seats,
    away,
    by_link,
    choose,
    handover,
    likely_mine,
    not_here,
    play_once,
    shown_seat,
)
from web.session import Session

NAMES = ["Ann", "Bo", "Cy"]


def three(game_id: str = "eurobusiness", kinds: list[str] | None = None) -> Session:
    kinds = kinds or ["human", "human", "human"]
    return Session.start(game_id, 3, NAMES, kinds, {}, 5)


def finished() -> Session:
    """A three-player game of one round, played to its end."""
    session = Session.start("eurobusiness", 3, NAMES, ["human"] * 3, {"rounds": 1}, 5)
    rng = random.Random(1)
    for _ in range(3000):
        if session.state.over:
            return session
        session.play(rng.choice(session.state.legal_actions()))
    raise AssertionError("the game did not end")


def to_seat(session: Session, seat: int) -> None:
    """Play the first legal moves until `seat` is to move (the draw for the order of play)."""
    for _ in range(50):
        if session.state.to_move == seat:
            return
        session.play(session.state.legal_actions()[0])
    raise AssertionError(f"seat {seat} never came to move")


def test_a_game_that_came_by_link_asks_once_which_seats_this_device_plays() -> None:
    session = three()
    assert by_link(session) and asks_seats(session)
    choose(session, [1])
    assert session.mine == (1,) and not asks_seats(session)


def test_all_of_them_keeps_the_device_passed_round() -> None:
    """ "All of them: we pass this device round" is pass-and-play; so is ticking every human."""
    session = three()
    choose(session, None)
    assert session.mine is None and session.seats_said and not asks_seats(session)
    other = three()
    choose(other, [2, 0, 1])
    assert other.mine is None and other.seats_said


def test_a_device_plays_someone_and_only_a_human_seat() -> None:
    session = three(kinds=["human", "heuristic", "human"])
    with pytest.raises(ValueError, match="Tick the players"):
        choose(session, [])
    with pytest.raises(ValueError, match="human player's seat"):
        choose(session, [1])
    with pytest.raises(ValueError, match="human player's seat"):
        choose(session, [7])
    assert session.mine is None and not session.seats_said


def test_a_game_with_one_human_is_not_played_by_link_and_asks_nothing() -> None:
    session = three(kinds=["human", "heuristic", "random"])
    assert not by_link(session) and not asks_seats(session)


def test_hidden_hands_are_never_played_by_link_their_link_holds_every_hand() -> None:
    """Issue 33: For Fame & Fortune's link holds every hand, so it stays pass-and-play only:
    no question, no seats kept even if asked, and Share names no one."""
    session = three("fame_fortune")
    assert not by_link(session) and not asks_seats(session)
    choose(session, [0])
    assert session.mine is None
    assert handover(session) is None


def test_a_finished_game_asks_nothing() -> None:
    session = finished()
    assert by_link(session) and not asks_seats(session)


def test_the_seat_to_move_on_another_device_has_its_controls_closed_with_the_reason() -> None:
    session = three()
    choose(session, [0, 2])
    to_seat(session, 1)
    assert away(session) == 1
    assert not_here(session) == (
        "@1 plays on their own device: send them the link, or play for them this once."
    )
    seat = shown_seat(session)
    assert seat == 0 and session.state.view(seat)["actions"] == []
    to_seat(session, 2)
    assert away(session) is None and not_here(session) == "" and shown_seat(session) == 2


def test_pass_and_play_closes_no_seat() -> None:
    session = three()
    for seat in range(3):
        to_seat(session, seat)
        assert away(session) is None


def test_a_bot_plays_on_whichever_device_holds_the_game() -> None:
    session = three(kinds=["human", "heuristic", "human"])
    choose(session, [0])
    to_seat(session, 1)
    assert away(session) is None and session.bot_to_move()


def test_play_for_bo_this_once_lasts_until_the_seat_to_move_changes() -> None:
    """Bo's decisions are made here, one after another (a roll, then a deed to buy), and the
    next player's seat is closed again."""
    session = three()
    choose(session, [0])
    rng = random.Random(2)
    kept = changed = 0
    for _ in range(400):
        seat = session.state.to_move
        if seat is None:
            break
        if seat != 0:
            play_once(session)
            assert session.once == seat and away(session) is None
        session.play(rng.choice(session.state.legal_actions()))
        if session.state.to_move == seat and seat != 0:
            assert session.once == seat and away(session) is None
            kept += 1
        elif seat != 0:
            assert session.once is None
            assert away(session) == (None if session.state.to_move == 0 else session.state.to_move)
            changed += 1
    assert kept and changed


def test_play_once_does_nothing_when_the_seat_to_move_is_played_here() -> None:
    session = three()
    choose(session, [0])
    play_once(session)
    assert session.once is None


def test_share_names_the_seat_to_move_and_why_from_its_prompt_in_every_open_game() -> None:
    """The reason is the state's prompt as all read it, so every game gets it."""
    for game_id in ("eurobusiness", "fortuna", "fuldrigger"):
        session = three(game_id)
        choose(session, [0])
        to_seat(session, 1)
        found = handover(session)
        assert found is not None
        assert found.to == (1,) and found.here is None and found.mine == (0,)
        assert found.reason == session.state.prompt(None) and "@1" in found.reason


def test_share_says_the_move_is_this_devices_when_it_is() -> None:
    session = three()
    choose(session, [0])
    found = handover(session)
    assert found is not None and found.to == () and found.here == 0


def test_at_the_end_the_link_goes_to_every_player_on_another_device() -> None:
    session = finished()
    choose(session, [1])
    assert away(session) is None
    found = handover(session)
    assert found is not None and found.to == (0, 2) and found.reason == ""


def test_a_game_played_here_offers_this_device_plays_the_last_human_who_moved_ticked() -> None:
    session = three()
    found = handover(session)
    assert found is not None and found.offer == (0, 1, 2) and found.checked == (0,)
    assert found.here == 0 and found.to == ()  # judged as if Ann, ticked, were this device's
    to_seat(session, 2)  # Ann and Bo drew
    assert likely_mine(session) == (1,)
    found = handover(session)
    assert found is not None and found.checked == (1,) and found.to == (2,)
    choose(session, [1])
    found = handover(session)
    assert found is not None and found.offer == () and found.mine == (1,)


def test_a_game_with_one_human_names_no_one_to_send_the_link_to() -> None:
    """Its link moves the game to another device of the player's own."""
    session = three(kinds=["human", "heuristic", "random"])
    found = handover(session)
    assert found is not None and found.to == () and found.offer == () and found.here is None


def test_mine_is_kept_in_the_save_entry_and_never_in_the_record() -> None:
    """The record travels with the link; the seats a device plays are this device's."""
    session = three()
    choose(session, [0, 2])
    text = session.save_entry()
    entry = json.loads(text)
    assert entry["mine"] == [0, 2]
    assert "mine" not in json.dumps(entry["record"])
    reopened = Session.open(record_from_save(text))
    assert reopened.mine is None and asks_seats(reopened)
    adopt(reopened, text)
    assert reopened.mine == (0, 2) and not asks_seats(reopened)


def test_all_of_them_said_is_kept_as_null_and_not_asked_again() -> None:
    session = three()
    choose(session, None)
    text = session.save_entry()
    assert json.loads(text)["mine"] is None
    reopened = Session.open(record_from_save(text))
    adopt(reopened, text)
    assert reopened.seats_said and reopened.mine is None and not asks_seats(reopened)


def test_a_save_from_before_or_a_damaged_answer_asks_again() -> None:
    session = three()
    text = session.save_entry()
    assert "mine" not in json.loads(text)  # not said: nothing kept
    for mine in ([], [5], ["0"], "0,2", [True], {"a": 1}):
        entry = json.loads(text) | {seats.MINE: mine}
        reopened = Session.open(record_from_save(text))
        adopt(reopened, json.dumps(entry))
        assert not reopened.seats_said and reopened.mine is None, mine
    adopt(session, "{not json")
    assert not session.seats_said
