"""Play by link as friends do (docs/rulings.md, "Play by link"): which seats this device plays,
whose controls are closed here, "play for Bo this once", and who must receive the link next and
why. Pure Python over a `Session`, so CPython tests cover every decision; web/app.py and
web/dialogs.py only draw and click.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from pygames.core import Game, RecordError, State, seat_ref
from pygames.core.i18n import tr
from pygames.core.record import MAX_JSON_BYTES, load_json


class Seating(Protocol):
    """What the seats read and set of a session (session.py: `Session` is the one, and imports
    this module)."""

    mine: tuple[int, ...] | None
    seats_said: bool
    once: int | None

    @property
    def game(self) -> Game[Any]: ...

    @property
    def state(self) -> State: ...

    @property
    def humans(self) -> list[int]: ...

    def is_bot(self, seat: int | None) -> bool: ...

    def display_seat(self) -> int | None: ...


# The save entry's field for the seats this device plays; the record never holds it (the
# record travels with the link, the seats are this device's).
MINE = "mine"
# A save entry's size cap: session.MAX_SAVE_CHARS (which imports this module).
MAX_ENTRY_CHARS = 2 * MAX_JSON_BYTES


def by_link(session: Seating) -> bool:
    """Whether the game may be played by link, each player on a device of their own: two human
    seats or more and no hidden hands (a link holds every hand: For Fame & Fortune is played
    across devices instead, its cards locked per device: web/across.py)."""
    return not session.game.hidden_information and len(session.humans) >= 2


def asks_seats(session: Seating) -> bool:
    """Whether a game that came by link should ask which seats this device plays: once, for a
    game in play that may be played by link and about which this device has not said."""
    return by_link(session) and not session.seats_said and not session.state.over


def choose(session: Seating, seats: Iterable[int] | None) -> None:
    """This device plays `seats` (None or every human seat: all of them, pass-and-play). Only
    human seats; none at all is refused (ValueError), since a device plays someone."""
    if seats is None:
        chosen: tuple[int, ...] = ()
    else:
        chosen = tuple(sorted(set(seats)))
        if not chosen:
            raise ValueError(tr("Tick the players who play on this device."))
        if any(seat not in session.humans for seat in chosen):
            raise ValueError(tr("Only a human player's seat can be played on this device."))
    everyone = not chosen or chosen == tuple(session.humans)
    session.mine = None if everyone or not by_link(session) else chosen
    session.seats_said = True
    session.once = None


def plays_here(session: Seating, seat: int) -> bool:
    """Whether `seat`'s decisions are made on this device (bots: on whichever holds the game)."""
    mine = session.mine
    return mine is None or seat in mine or session.is_bot(seat) or seat == session.once


def away(session: Seating) -> int | None:
    """The seat to move when its player plays on another device: its controls are closed here
    (None when the seat to move is played here, a bot's, or the game is over)."""
    seat = session.state.to_move
    if seat is None or session.state.over or plays_here(session, seat):
        return None
    return seat


def not_here(session: Seating) -> str:
    """Why a move of the seat to move is refused here (empty: it is played here)."""
    seat = away(session)
    if seat is None:
        return ""
    return tr(
        "{name} plays on their own device: send them the link, or play for them this once.",
        name=seat_ref(seat),
    )


def play_once(session: Seating) -> None:
    """This device makes the decisions of the seat to move, played on another device, until the
    seat to move changes (Session.play lets go of it then)."""
    seat = away(session)
    if seat is not None:
        session.once = seat


def shown_seat(session: Seating) -> int | None:
    """Whose view the table shows: this device's first seat while another device's seat is to
    move (its controls closed), else as the session says."""
    seat = session.display_seat()
    if away(session) is not None and session.mine:
        return session.mine[0]
    return seat


@dataclass(frozen=True)
class Handover:
    """What the Share dialog says of the link's next journey.

    `to`: the players who must receive it next (@N seats); `reason`: why, the prompt as all
    read it (@N in it); `here`: the seat to move when this device plays it (nobody needs the
    link yet); `offer`: the human seats to offer as "this device plays" (a game played here
    that may be played by link), `checked` those ticked at first; `mine`: the seats this device
    plays, when played by link."""

    to: tuple[int, ...] = ()
    reason: str = ""
    here: int | None = None
    offer: tuple[int, ...] = ()
    checked: tuple[int, ...] = ()
    mine: tuple[int, ...] | None = None


def handover(session: Seating) -> Handover | None:
    """Who must receive the link next and why (None: the game is not played by link, its link
    holding every hand). Derived from the state alone, so every game names them: the seat to
    move and its prompt; at the end, every player on another device. A game played here is
    judged as if the seats first ticked were this device's."""
    if session.game.hidden_information:
        return None
    state = session.state
    if not by_link(session):
        return Handover()
    offer = tuple(session.humans) if session.mine is None and not state.over else ()
    checked = likely_mine(session) if offer else ()
    mine = session.mine if session.mine is not None else checked
    if state.over:
        to = tuple(seat for seat in session.humans if mine and seat not in mine)
        return Handover(to, "", None, offer, checked, session.mine)
    seat = state.to_move
    if seat is None or session.is_bot(seat):
        return Handover((), "", None, offer, checked, session.mine)
    reason = state.prompt(None)
    if seat in mine or seat == session.once:
        return Handover((), reason, seat, offer, checked, session.mine)
    return Handover((seat,), reason, None, offer, checked, session.mine)


def likely_mine(session: Seating) -> tuple[int, ...]:
    """The seat a device sharing a game played here most likely plays: the last human who moved
    here (they share after their move), else the first human seat."""
    humans = session.humans
    for actor, _news in reversed(session.state.trail):
        if actor in humans:
            return (actor,)
    return tuple(humans[:1])


def saved(session: Seating) -> dict[str, Any]:
    """What the save entry keeps of the seats this device plays, once it has said: a list, or
    null for all of them."""
    if not session.seats_said:
        return {}
    return {MINE: None if session.mine is None else list(session.mine)}


def adopt(session: Seating, text: str | None) -> None:
    """Take the seats this device said it plays from the save entry of the game (`text`, as
    localStorage holds it): a damaged or impossible answer is no answer, asked again."""
    try:
        entry = load_json(text, max_chars=MAX_ENTRY_CHARS) if text else None
    except RecordError:
        return
    if not isinstance(entry, dict) or MINE not in entry:
        return
    seats = entry[MINE]
    if seats is None:
        choose(session, None)
        return
    if not isinstance(seats, list) or not all(type(seat) is int for seat in seats):
        return
    try:
        choose(session, seats)
    except ValueError:
        return
