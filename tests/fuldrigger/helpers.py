"""Small helpers to set a Fuldrigger table up for one rule."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pygames.fuldrigger import GAME
from pygames.fuldrigger.ships import Ship
from pygames.fuldrigger.state import FuldriggerState

HOMES = ("london", "amsterdam", "lisbon", "copenhagen")


def new(
    players: int = 3, seed: int = 1, homes: Iterable[str] = HOMES, **options: Any
) -> FuldriggerState:
    """A table in round 1 after the home ports were chosen: seat N's home is `homes[N]`."""
    state = GAME.new(players, seed, options)
    assert isinstance(state, FuldriggerState)
    wanted = list(homes)
    while state.phase == "home":
        state.apply(f"home:{wanted[mover(state)]}")
    return state


def ship_for_20() -> tuple[FuldriggerState, int, int]:
    """A deal proposed that the default trader refuses as gaining it too little: the player to
    move asks the next seat for one of its ships for 20 ducats. -> (state, proposer, partner)."""
    state = new()
    a = state.current
    b = (a + 1) % 3
    state.apply(f"trade:with:{b}")
    state.apply(f"trade:take:s{ship_of(state, b).id}")
    state.apply("trade:cash:+20")
    state.apply("trade:propose")
    return state, a, b


def mover(state: FuldriggerState) -> int:
    """The seat to move in a table that is not over."""
    seat = state.to_move
    assert seat is not None
    return seat


def home_of(state: FuldriggerState, seat: int) -> str:
    """The home port `seat` chose."""
    home = state.home[seat]
    assert home is not None
    return home


def dice(state: FuldriggerState, *faces: int) -> None:
    """The next dice thrown will show `faces`, in this order (then chance goes on)."""
    queue = list(faces)
    real = state.roll

    def roll(sides: int = 6) -> int:
        state.reveal()
        return queue.pop(0) if queue else real(sides)

    state.roll = roll  # type: ignore[method-assign]


def ship_of(state: FuldriggerState, seat: int, index: int = 0) -> Ship:
    return sorted(state.ships_of(seat), key=lambda s: s.id)[index]


def place(ship: Ship, space: str, left: int = 0) -> Ship:
    ship.at = space
    ship.entered = (space,)
    ship.left = left
    return ship


def load(ship: Ship, good: str, paid: int = 20, travelled: int = 0) -> Ship:
    ship.cargo, ship.paid, ship.travelled = good, paid, travelled
    return ship


def turn_of(state: FuldriggerState, seat: int) -> None:
    """Make it `seat`'s turn, not yet rolled."""
    state.turn = state.order.index(seat)
    state._start_turn()


def rolled(state: FuldriggerState, total: int) -> None:
    """The player to move has rolled `total`: each of their ships may sail that far."""
    state.rolled = True
    state.dice = [total]
    for ship in state.ships_of(state.current):
        ship.left = total


def only_ship(state: FuldriggerState, seat: int) -> Ship:
    """Keep one ship of `seat` on the board (others sold to nobody), return it."""
    mine = sorted(state.ships_of(seat), key=lambda s: s.id)
    for extra in mine[1:]:
        del state.ships[extra.id]
    return mine[0]
