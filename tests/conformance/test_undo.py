"""Undo never lets a player peek: the conformance oracle of docs' "every draw reveals".

Whenever the table offers Undo after an action, that action showed its actor nothing they could
not know before it. So redrawing all the actor could not know (`determinize`: the deck's order,
the others' hands, the dice to come) and applying the same action must leave the actor's view
exactly as it is. An action that turned a card, rolled a die or dealt cards without marking it
fails here, whatever game it is in.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import pygames
from pygames.core import HUMAN, Game
from pygames.estate.state import EstateState
from tests.estate.helpers import on_top
from tests.eurobusiness.helpers import dice, table
from web.session import Session

GAMES = list(pygames.GAMES.values())
SEEDS = range(5)
REDRAWS = 2
STEPS = 600


def human_table(game: Game[Any], seed: int) -> Session:
    players = game.default_players
    names = [f"P{n}" for n in range(players)]
    return Session(game, game.new(players, seed), names, [HUMAN] * players)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_undo_never_follows_what_the_actor_could_not_know(game: Game[Any]) -> None:
    offered = 0
    for seed in SEEDS:
        session = human_table(game, seed)
        rng = random.Random(seed)
        for _ in range(STEPS):
            state = session.state
            if state.over:
                break
            actor = state.to_move
            assert actor is not None
            code = rng.choice(state.legal_actions())
            before = state.clone()
            session.play(code)
            if not session.can_undo():
                continue
            offered += 1
            seen = session.state.view(actor)
            for _ in range(REDRAWS):
                other = before.determinize(actor, rng)
                other.apply(code)
                assert other.view(actor) == seen, (
                    f"{game.id} seed {seed}: Undo is offered after {code!r} (move "
                    f"{len(state.history)}), but the action showed {actor} what it could not know"
                )
    assert offered, "the oracle never met an action that could be undone"


# --- the three tables where Undo once crossed a draw (issue 18), by the ruling's name --------
def test_every_draw_reveals_plinius_card_turned() -> None:
    """Plinius: turning a card is news; Undo is not offered after `draw`."""
    session = human_table(pygames.game("plinius"), 0)
    session.play("draw")
    assert not session.can_undo()


def test_every_draw_reveals_fortuna_token_on_a_chance_space() -> None:
    """Fortuna: a token that reaches "?" draws a card; the choice it leaves is not undoable.
    Seed 0, two humans: `lot`, `lot`, `token:7` draws S3 and asks buy or decline."""
    game = pygames.game("fortuna")
    session = Session(game, game.new(2, 0), ["Ann", "Bo"], [HUMAN, HUMAN])
    for code in ("lot", "lot", "token:7"):
        session.play(code)
    assert isinstance(session.state, EstateState)
    assert session.state.last_card == ("S3", 0)
    assert session.state.legal_actions() == ["buy", "decline"]
    assert not session.can_undo()


def test_every_draw_reveals_eurobusiness_pay_or_draw() -> None:
    """Eurobusiness: "pay 20 $ or draw a red card", then `card:draw`: R5 sends the pawn back
    onto a deed it may buy, and Undo is not offered."""
    state = table(3)
    on_top(state, "blue", "B12")
    on_top(state, "red", "R5")
    dice(state, 3, 4)
    state.pos[0] = 10
    session = Session(state.game, state, ["Ann", "Bo", "Cy"], [HUMAN] * 3)
    session.play("roll")
    assert session.state.legal_actions() == ["card:draw", "card:pay"]
    session.play("card:draw")
    assert isinstance(session.state, EstateState)
    assert session.state.pos[0] == 14 and "buy" in session.state.legal_actions()
    assert not session.can_undo()
