"""Issue 29: after a trade offer was answered, the proposer's decision panel said nothing of it
(a player read the log to learn whether it was accepted). The table keeps the last answer
(`answer`, a plain part of the state, rebuilt by a replay) until its proposer acts again, and
the proposer's panel says it."""

from __future__ import annotations

import random

import pytest

from pygames.core import choose
from pygames.estate.offer import Answer
from pygames.estate.state import EstateState
from tests.estate.helpers import own
from tests.estate.view_helpers import GAMES, VIEWS, table, ui
from web.views.estate.board import money


def _proposed(game_id: str, partner: int = 2) -> tuple[EstateState, str]:
    """Ann (seat 0) offers her first city for 300 of `partner`'s cash; (the table, the city)."""
    state = table(game_id)
    city = next(i for i, s in enumerate(state.RULES.spaces) if s.kind == "city")
    own(state, 0, (city,))
    for code in (f"trade:with:{partner}", f"trade:give:{city}", "trade:cash:-300"):
        state.apply(code)
    state.apply("trade:propose")
    return state, VIEWS[game_id].THEME.label(city)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_an_accepted_offer_says_in_the_proposers_panel_what_they_gave_and_got(
    game_id: str,
) -> None:
    state, city = _proposed(game_id)
    assert state.to_move == 2
    state.apply("trade:accept")
    view = VIEWS[game_id]
    html = view.decision(state.view(0), ui(0))
    cash = money(view.THEME, 300)
    said = f"<bdi>Cy</bdi> accepted: you gave {city}, you got {cash} in cash"
    assert f'data-trade-answer="accepted" role="status">{said}</p>' in html
    assert "data-trade-answer" not in view.decision(state.view(2), ui(2))  # Cy knows it


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_refused_offer_says_so_in_the_proposers_panel_until_they_act(game_id: str) -> None:
    state, _ = _proposed(game_id)
    state.apply("trade:refuse")
    view = VIEWS[game_id]
    assert state.to_move == 0  # Ann's turn goes on
    html = view.decision(state.view(0), ui(0))
    assert 'data-trade-answer="refused" role="status"><bdi>Cy</bdi> refused your offer<' in html
    state.apply(_a_move(state))
    assert state.answer is None
    assert "data-trade-answer" not in view.decision(state.view(0), ui(0))


def _a_move(state: EstateState) -> str:
    """Ann's move of her turn (the roll; Fortuna: a token)."""
    codes = state.legal_actions()
    return next(c for c in codes if c == "roll" or c.startswith("token:"))


def test_changed_terms_dropped_say_so_and_the_answer_of_others_trades_shows_to_no_one_else() -> (
    None
):
    """Cy answers with changed terms and then drops the trade: Ann's panel says so. A trade
    between two others shows in no third player's panel."""
    state, _ = _proposed("eurobusiness")
    state.apply("trade:counter")
    state.apply("trade:cancel")
    assert state.answer is not None and state.answer.verdict == "dropped"
    html = VIEWS["eurobusiness"].decision(state.view(0), ui(0))
    assert "<bdi>Cy</bdi> changed your terms, then dropped the trade" in html
    for seat in (1, 2, 3, None):
        assert "data-trade-answer" not in VIEWS["eurobusiness"].decision(state.view(seat), ui(seat))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_answer_is_part_of_the_state_a_replay_rebuilds(game_id: str) -> None:
    """Played by the default bots until a trade is answered: a replay of the history has the
    same answer, a clone too, and the view says it to every seat alike (it is public)."""
    game = GAMES[game_id]
    for seed in range(20):
        state = game.new(4, seed, {})
        bots = {seat: game.make_bot() for seat in range(4)}
        rng = random.Random(seed)
        while not state.over and len(state.history) < 3000 and state.answer is None:
            state.apply(choose(bots[state.to_move], state, rng))
        if state.answer is None:
            continue
        assert isinstance(state.answer, Answer)
        again = game.new(4, seed, {})
        for code in state.history:
            again.apply(code)
        assert again.answer == state.answer == state.clone().answer
        assert state.view(0)["answer"] == state.view(None)["answer"]
        assert state.view(None)["answer"]["proposer"] == state.answer.terms[0]
        return
    raise AssertionError("no bot's trade was answered")
