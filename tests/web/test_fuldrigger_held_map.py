"""Issue 29: the map re-centred after every action (a buy, a sale, the roll, a list opened) and
the player lost their place. It moves only when the player moves it, or when what they select
lies off it."""

from __future__ import annotations

import re

from pygames.core import HUMAN
from pygames.fuldrigger import goods
from pygames.fuldrigger.graph import HARBOUR_SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.fuldrigger.helpers import load, place, ship_of
from web.session import Session
from web.views.common import UI
from web.views.fuldrigger import render
from web.views.fuldrigger_geometry import REGIONS, space_xy, view_box

NAMES = ["Ann", "Bo"]


def _session() -> Session:
    session = Session.start("fuldrigger", 2, NAMES, [HUMAN, HUMAN], {}, 1)
    while session.state.legal_actions()[0].startswith("home:"):
        session.play(session.state.legal_actions()[0])
    return session


def _box(session: Session) -> tuple[float, ...]:
    seat = session.state.to_move
    html = render(session.state.view(seat), UI(NAMES, seat, session.selected))
    found = re.search(r'<svg viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"', html)
    assert found
    return tuple(float(n) for n in found.groups())


def test_the_map_stays_where_the_player_moved_it_after_a_buy_and_the_roll() -> None:
    session = _session()
    state = session.state
    seat = state.to_move
    ship = ship_of(state, seat)  # type: ignore[arg-type]
    city = next(c for c in goods.PRICES if c not in goods.HOME_PORTS)
    place(ship, HARBOUR_SPACES[city][0])
    session.selected = "view:-30,30,60"  # the player dragged the map to the Atlantic
    before = _box(session)
    good = next(c for c in state.legal_actions() if c.startswith(f"buy:{ship.id}:"))
    session.play(good)
    assert _box(session) == before
    session.play("roll")
    assert _box(session) == before


def test_a_map_never_moved_stays_as_drawn_after_the_roll() -> None:
    """Nothing selected: the map shows the player's ships; the roll lights the first ship's
    places there without moving it."""
    session = _session()
    before = _box(session)
    session.play("roll")
    assert _box(session) == before


def test_selecting_a_ship_in_view_off_the_middle_does_not_move_the_map() -> None:
    session = _session()
    state = session.state
    seat = state.to_move
    ship = ship_of(state, seat)  # type: ignore[arg-type]
    place(ship, "ns2")
    session.selected = "view:21,50,40"  # the North Sea near the view's left edge
    before = _box(session)
    html = render(state.view(seat), UI(NAMES, seat, session.selected))
    key = re.search(rf'id="fd-ship-{ship.id}"[^>]*data-select="([^"]+)"', html)
    assert key
    session.selected = key.group(1)
    assert _box(session) == before


def _html(session: Session) -> str:
    seat = session.state.to_move
    return render(session.state.view(seat), UI(NAMES, seat, session.selected))


def test_a_region_chosen_on_the_zoom_bar_stays_put_and_is_not_glided_off() -> None:
    """Issue 29: "Europe" glided straight back to a ship off Africa (the page pans the map to the
    selected ship's places) and seemed to do nothing. A view chosen on the zoom bar is shown as
    chosen, marked for the page to leave be; a view held after a move is not (it may pan)."""
    session = _session()
    session.play("roll")
    html = _html(session)
    assert "data-stay" not in html
    europe = re.search(
        r'data-select="([^"]+)" role="button" tabindex="0" aria-label="Show Europe"', html
    )
    assert europe
    session.selected = europe.group(1)
    html = _html(session)
    assert re.search(r'<svg viewBox="[^"]*"[^>]* data-stay=""', html)
    x, y, w, h = view_box(*REGIONS["Europe"])
    assert _box(session) == (round(x), round(y), round(w), round(h))
    zoom_out = re.search(
        r'data-select="([^"]+)" role="button" tabindex="0" aria-label="Zoom out"', html
    )
    assert zoom_out
    session.selected = zoom_out.group(1)
    assert "data-stay" in _html(session) and _box(session)[2] > w  # it zooms out, and stays


def test_a_ship_come_into_a_port_where_its_cargo_sells_stays_chosen_its_list_open() -> None:
    """Issue 29: a ship sailed into Quebec, where its cargo sold; the map jumped to another
    ship that could still sail and the one come in left the view. Its list opens beside it,
    the map on it, and stays open after the sale, the ship to reload there at once."""
    session = _session()
    state = session.state
    seat = state.to_move
    other, ship = ship_of(state, seat, 0), ship_of(state, seat, 1)  # type: ignore[arg-type]
    session.play("roll")
    load(place(ship, "dover", 3), "wine", 20, 12)
    assert any(c.startswith(f"sail:{other.id}:") for c in state.legal_actions())
    session.selected = "view:-20,30,60"  # the map stands off the Channel
    session.play(next(c for c in state.legal_actions() if c.startswith(f"sail:{ship.id}:amst")))
    html = _html(session)
    assert f'data-selected="ship:{ship.id}"' in html
    assert f'data-action="sail:{other.id}:' not in html.split('<div hidden="">')[0]  # unlit
    assert 'id="overlay-harbour-amsterdam"' in html and f'data-action="sell:{ship.id}"' in html
    x, y, w, h = _box(session)
    px, py = space_xy(ship.at)
    assert x < px < x + w and y < py < y + h and w == view_box(-20, 30, 60)[2]
    session.play(f"sell:{ship.id}")
    html = _html(session)
    assert 'id="overlay-harbour-amsterdam"' in html and f'data-action="buy:{ship.id}:' in html


def test_a_players_turn_begins_with_the_map_on_their_own_ships() -> None:
    """Issue 29: after the other company's turn the map stayed where that company had sailed;
    the next player's turn opens on their own ships."""
    session = _session()
    first = session.state.to_move
    session.selected = "view:120,8,70"  # the East Indies, where no ship of either lies
    session.play("roll")
    if "end" not in session.state.legal_actions():
        session.play(next(c for c in session.state.legal_actions() if c.startswith("sail:")))
    while session.state.to_move == first:
        session.play("end")
    seat = session.state.to_move
    x, y, w, h = _box(session)
    state = session.state
    assert isinstance(state, FuldriggerState) and seat is not None
    for ship in state.ships_of(seat):
        px, py = space_xy(ship.at)
        assert x <= px <= x + w and y <= py <= y + h, ship.at
