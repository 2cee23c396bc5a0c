"""docs/rulings.md "Play by link": a move with one legal choice plays itself on the device that
holds the game (`Session.forced`, which the controller plays as it plays a bot's move), and the
draw for the order of play is made for everyone at once; in pass-and-play the player clicks."""

from __future__ import annotations

import pytest

from pygames.core import HUMAN
from pygames.estate.state import EstateState
from web.session import Session


def by_link(game_id: str, players: int = 3, seed: int = 5, link: bool = True) -> Session:
    names = [f"P{seat}" for seat in range(players)]
    session = Session.start(game_id, players, names, [HUMAN] * players, {}, seed)
    session.mine = (0,) if link else None
    return session


def estate(session: Session) -> EstateState:
    assert isinstance(session.state, EstateState)
    return session.state


def play_forced(session: Session) -> list[int | None]:
    """Play the moves that play themselves, as the controller does; the seats they were for."""
    seats = []
    while (code := session.forced()) is not None:
        assert session.bot_to_move()  # the controller plays it: no click is waited for
        seats.append(session.state.to_move)
        session.play(code)
    return seats


@pytest.mark.parametrize("game_id", ["eurobusiness", "fortuna"])
@pytest.mark.parametrize("seed", range(6))
def test_the_draw_for_the_order_of_play_is_made_for_everyone_at_once(
    game_id: str, seed: int
) -> None:
    """Three seats on three devices: no link travels before the first real choice (ties drawn
    again included), and every seat's draw is in the log."""
    session = by_link(game_id, seed=seed)
    drawn = play_forced(session)
    state = estate(session)
    assert set(drawn) == {0, 1, 2} and state.phase == "turn"
    assert len(state.legal_actions()) > 1 and not session.bot_to_move()
    assert len(state.history) == len(drawn)
    log = " ".join(str(line) for line in state.view(None)["log"])
    assert all(f"@{seat} draws" in log for seat in range(3))


@pytest.mark.parametrize("game_id", ["eurobusiness", "fortuna"])
def test_in_pass_and_play_the_player_clicks_even_a_move_with_one_choice(game_id: str) -> None:
    session = by_link(game_id, link=False)
    assert len(session.state.legal_actions()) == 1  # the draw for the order of play
    assert session.forced() is None and not session.bot_to_move()


def test_a_double_rolls_again_by_itself_when_played_by_link() -> None:
    """Eurobusiness's roll after a double is the only move: it plays itself."""
    for seed in range(40):
        session = by_link("eurobusiness", seed=seed)
        play_forced(session)
        session.play("roll")
        if estate(session).phase == "again":
            assert session.forced() == "roll" and session.bot_to_move()
            return
    raise AssertionError("no double in 40 games")


def test_a_hospital_turn_with_dealings_open_stays_a_choice() -> None:
    """Fortuna's patient may still trade, build, mortgage or propose to end (its rulebook), so
    "Miss this turn" is one choice among several and waits for the player."""
    session = by_link("fortuna")
    play_forced(session)
    state = estate(session)
    seat = state.current
    state.detained[seat] = 3
    assert "stay" in state.legal_actions() and len(state.legal_actions()) > 1
    assert session.forced() is None


def test_a_hospital_turn_with_nothing_else_open_plays_itself() -> None:
    """With the end proposed already and no trade left to open, missing the turn is the only
    move: played by link it plays itself; in pass-and-play the patient clicks it."""
    for link in (True, False):
        session = by_link("fortuna", link=link)
        while estate(session).phase == "order":
            session.play("lot")
        state = estate(session)
        seat = state.current
        state.detained[seat] = 3
        state.finish_asked = True
        state.proposals[seat] = state.RULES.proposals_per_turn
        assert state.legal_actions() == ["stay"]
        assert session.forced() == ("stay" if link else None)
