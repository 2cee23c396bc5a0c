"""Driving the Fuldrigger table in Chromium as a player would, for its e2e tests: a player that
decides from the saved game (the default bot's choices, and now and then a privateer, an attack
and a deal, so that every kind of decision comes up), and tables set up by a `#g=` link whose
record is found at run time under CPython (never a seed or a route written into the test: the
map, goods and cards will be rebalanced).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from playwright.sync_api import Page

import pygames
from pygames.core import Bot, Record, choose
from pygames.core.record import replay
from pygames.fuldrigger import GAME
from pygames.fuldrigger.graph import SPACES
from pygames.fuldrigger.navigation import voyage
from pygames.fuldrigger.state import FuldriggerState
from tests.e2e.conftest import saved_state

NAMES = ["Ann", "Bo", "Cy"]
HUMAN = 0


class Player:
    """The human seat: the default bot's move, but it fits out one privateer that chases rival
    ships and attacks them, and once a game offers a ship for money."""

    def __init__(self, page: Page, seed: int = 0) -> None:
        self.page = page
        self.bot = GAME.make_bot("heuristic")
        self.rng = random.Random(seed)
        self.dealt = False

    def __call__(self, codes: list[str]) -> str | None:
        state = saved_state(self.page)
        assert isinstance(state, FuldriggerState)
        return decide(state, self.bot, self.rng, self) or None

    def offer(self, state: FuldriggerState, legal: list[str]) -> str | None:
        """Once a game: offer a ship to the next company for whatever they hold of a shortcut."""
        if state.phase == "trade":
            deal = state.deal
            assert deal is not None
            if deal.proposer != HUMAN or deal.proposed:
                return None
            if not deal.give:
                return next((c for c in legal if c.startswith("trade:give:s")), "trade:cancel")
            if not deal.cash:
                asks = [c for c in legal if c.startswith("trade:cash:-")]
                if asks:
                    return asks[0]
            return "trade:propose" if "trade:propose" in legal else "trade:cancel"
        if self.dealt or state.rolled:
            return None
        partner = next((c for c in legal if c.startswith("trade:with:")), None)
        if partner and state.ships_of(HUMAN):
            self.dealt = True
            return partner
        return None


def decide(
    state: FuldriggerState,
    bot: Bot[FuldriggerState],
    rng: random.Random,
    player: Player | None = None,
) -> str:
    legal = state.legal_actions()
    if player is not None:
        code = player.offer(state, legal)
        if code:
            return code
    if state.phase == "turn":
        attacks = sorted((c for c in legal if c.startswith("attack:")), key=len)
        if attacks:
            return attacks[-1]
        mine = sorted(state.ships_of(HUMAN), key=lambda s: s.id)
        privateers = [s for s in mine if s.privateer]
        if not privateers and len(mine) > 1:
            arm = next((f"arm:{s.id}" for s in mine if f"arm:{s.id}" in legal), None)
            if arm:
                return arm
        for ship in privateers:
            code = chase(state, ship.id, legal)
            if code:
                return code
    code = choose(bot, state, rng)
    if code.startswith("trade:refuse:"):
        return "trade:refuse"  # a person refuses by the button; a reason is the bots' reckoning
    if code.startswith("disarm:") or (code.startswith("sail:") and _privateer(state, code)):
        # The privateer hunts: it sails only by `chase`; the rest of the fleet sails on.
        rest = [
            c for c in legal if c == "roll" or (c.startswith("sail:") and not _privateer(state, c))
        ]
        return rest[0] if rest else "end"
    return code


def _privateer(state: FuldriggerState, code: str) -> bool:
    ship = state.ships.get(int(code.split(":")[1]))
    return ship is not None and ship.privateer


def chase(state: FuldriggerState, ship: int, legal: list[str]) -> str | None:
    """The privateer's sail towards the nearest rival ship it could attack."""
    targets = {c.split(":")[2]: c for c in legal if c.startswith(f"sail:{ship}:")}
    prey = [
        s.at
        for s in state.ships.values()
        if s.owner != HUMAN and not (SPACES[s.at].harbour and SPACES[s.at].city not in state.forts)
    ]
    if not targets or not prey:
        return None
    for space in prey:
        if space in targets:
            return targets[space]
    return targets[
        min(
            sorted(targets),
            key=lambda t: min(
                (v.steps for p in prey if (v := voyage(t, p)) is not None), default=99
            ),
        )
    ]


def found_record(
    wanted: Callable[[FuldriggerState], bool],
    seeds: range = range(40),
    rounds: int = 8,
    players: int = 3,
) -> Record:
    """A game of the human seat (the player above) against two default bots, played under
    CPython until `wanted` holds at a decision of the human: its record, to open by link."""
    for seed in seeds:
        state = GAME.new(players, seed, {"rounds": rounds})
        assert isinstance(state, FuldriggerState)
        bots = {seat: GAME.make_bot("heuristic") for seat in range(1, players)}
        me = GAME.make_bot("heuristic")
        rng = random.Random(seed)
        while not state.over:
            seat = state.to_move
            assert seat is not None
            if seat == HUMAN:
                if wanted(state):
                    seats = ["human"] + ["heuristic"] * (players - 1)
                    return Record(
                        GAME.id,
                        GAME.version,
                        players,
                        NAMES[:players],
                        seats,
                        seed,
                        dict(state.options),
                        list(state.history),
                    )
                state.apply(decide(state, me, rng))
            else:
                state.apply(choose(bots[seat], state, rng))
    raise AssertionError("no game of these seeds comes to the situation wanted")


def state_of(record: Record) -> FuldriggerState:
    """The table a record of Fuldrigger makes."""
    state = replay(record, pygames.GAMES)
    assert isinstance(state, FuldriggerState)
    return state
