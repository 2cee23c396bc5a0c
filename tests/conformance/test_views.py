"""The screen offers exactly the legal actions, for every game, both ways.

The whole table is drawn as the app draws it (the game's board, and its part of the decision
panel, inside the shell's), for positions along whole games: every legal action of the seat to
move is a `data-action` control somewhere on it (the board, the panel, or the collapsed list of
every move), and no control, nor any code a selectable thing lists in `data-actions`, offers a
code that is not legal. Another seat's screen, and the public one, offer nothing. The board's
selections (a counter, a ship, a city) are drawn too, since they bring their own controls. A
control marked `data-refused` is a move drawn where a player would try it, to say why it is not
open: its code is never legal.
"""

from __future__ import annotations

import html
import random
import re
from typing import Any

import pytest

from pygames.core import Game, State
from tests.conftest import games_under_test
from web.views.common import UI
from web.views.shell import drawn_parts, table

GAMES = games_under_test()
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
POSITIONS = 40  # positions looked at per game played
SELECTIONS = 4  # selections drawn per position
TAG = re.compile(r"<[a-zA-Z][^<>]*\bdata-(?:action|actions|select)=[^<>]*>")
ATTRIBUTE = re.compile(r'([\w-]+)="([^"]*)"')


class Controls:
    """The codes a page's controls apply, the refused ones apart, and its selectable keys."""

    def __init__(self, page: str) -> None:
        self.applied: set[str] = set()
        self.led_to: set[str] = set()
        self.refused: set[str] = set()
        self.selects: set[str] = set()
        for tag in TAG.findall(page):
            found = {name: html.unescape(value) for name, value in ATTRIBUTE.findall(tag)}
            if "data-action" in found:
                refused = "data-refused" in found
                (self.refused if refused else self.applied).add(found["data-action"])
            self.led_to.update(found.get("data-actions", "").split())
            if "data-select" in found:
                self.selects.add(found["data-select"])


def screen(state: State, seat: int | None, selected: str | None = None) -> str:
    view = state.view(seat)
    ui = UI(names=NAMES[: state.players], seat=seat, selected=selected)
    return table(
        view,
        ui,
        title=state.game.title,
        seats=["human"] * state.players,
        message="",
        can_undo=False,
        solitaire=state.players == 1,
        autoplay=False,
        thinking=None,
        **drawn_parts(state.game.id, view, ui),
    )


def positions(game: Game[Any]) -> list[State]:
    """Positions along two whole games (one random, one by the game's playout policy), about
    POSITIONS of each, the last included."""
    found: list[State] = []
    for seed in (0, 1):
        state = game.new(game.default_players, seed)
        rng = random.Random(seed)
        states = []
        while not state.over:
            states.append(state.clone())
            code = state.rollout_action(rng) if seed else rng.choice(state.legal_actions())
            state.apply(code)
        step = max(1, len(states) // POSITIONS)
        found += [*states[::step], state]
    return found


def check(state: State, seat: int | None, html: str, where: str) -> Controls:
    controls = Controls(html)
    shown = controls.applied | controls.led_to
    if seat is not None and seat == state.to_move:
        legal = set(state.legal_actions())
        missing = legal - controls.applied
        assert not missing, f"{where}: not on screen: {missing}"
        assert shown <= legal, f"{where}: offered but not legal: {shown - legal}"
        assert not controls.refused & legal, f"{where}: refused but legal"
    else:
        assert not shown, f"{where}: a seat not to move is offered {shown}"
    return controls


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_screen_offers_every_legal_action_and_nothing_else(game: Game[Any]) -> None:
    rng = random.Random(7)
    for state in positions(game):
        where = f"{game.id} after {len(state.history)} moves"
        mover = state.to_move
        others: list[Any] = [None, *(s for s in range(state.players) if s != mover)]
        for seat in [mover, rng.choice(others)]:
            controls = check(state, seat, screen(state, seat), f"{where}, seat {seat}")
            if seat is not None and seat == mover:
                keys = sorted(controls.selects)
                for key in rng.sample(keys, min(SELECTIONS, len(keys))):
                    check(state, seat, screen(state, seat, key), f"{where}, {key} selected")
