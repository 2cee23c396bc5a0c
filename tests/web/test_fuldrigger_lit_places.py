"""Fuldrigger's table (issues 20 and 29): which ship's places are lit and which step is the main
one as a list opens and closes or a headwind stands ahead, and where the map looks as a ship is
selected, the map dragged or zoomed."""

from __future__ import annotations

import re

from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES
from tests.fuldrigger.helpers import (
    load,
    new,
    only_ship,
    place,
    rolled,
    ship_of,
)
from tests.web.fuldrigger_screen import NAMES, shown
from web.views.common import END, MAIN, UI, Role
from web.views.fuldrigger import decision, roles


def test_a_ship_with_only_a_headwind_in_reach_is_not_the_main_button_ending_the_turn_is() -> None:
    """Issue 29: "Sail <ship>" was the main button with 1 space left and a headwind ahead; the
    turn's end is, saying why, and the headwind's space stays lit on the map."""
    state = new()
    seat = state.current
    ship = only_ship(state, seat)
    rolled(state, 9)
    place(ship, "ch3", 1)
    ship.entered = ("ushant", "ch3")  # come from Ushant: the Channel's headwind alone ahead
    assert [c for c in state.legal_actions() if c.startswith("sail:")] == [f"sail:{ship.id}:ch2"]
    ui = UI(names=NAMES, seat=seat)
    panel = decision(state.view(seat), ui)
    assert "Sail " not in panel
    assert f"{ship.name}: nothing in reach this turn but the headwind ahead." in panel
    assert roles(state.view(seat), ui)["end"] == Role(MAIN, "")
    assert f'data-action="sail:{ship.id}:ch2"' in shown(state)
    ship.entered = ("ch3",)  # Ushant in reach too: the sail is the next step again
    assert f"Sail {ship.name}" in decision(state.view(seat), ui)
    assert roles(state.view(seat), ui)["end"].kind == END


def test_the_map_lights_the_ship_the_panel_names_a_headwind_bound_one_passed_over() -> None:
    """The map lit the headwind-bound ship while the panel's "Sail" named another: both name
    the ship with somewhere of use in reach."""
    state = new()
    seat = state.current
    bound, free = ship_of(state, seat), ship_of(state, seat, 1)
    rolled(state, 9)
    place(bound, "ch3", 1)
    bound.entered = ("ushant", "ch3")
    html = shown(state)
    assert f"Sail {free.name}" in decision(state.view(seat), UI(names=NAMES, seat=seat))
    assert f'data-action="sail:{free.id}:' in html.split('<div class="fd-cols">')[0]
    assert re.search(rf'class="fd-ship fd-chosen-ship" id="fd-ship-{free.id}"', html)


def test_a_price_list_opened_and_closed_leaves_the_ships_places_lit() -> None:
    """Issue 29: opening a harbour's list (and closing it) unlit the selected ship's places."""
    state = new()
    seat = state.current
    ship = only_ship(state, seat)
    rolled(state, 6)
    sails = {c for c in state.legal_actions() if c.startswith(f"sail:{ship.id}:")}
    lit = re.compile(r'data-(?:action|select)="((?:sail|aim):[^"@]+)[^"]*"[^>]*data-in-sight')
    opened = shown(state, f"city:{SPACES[ship.at].city}@0.00,50.00,40.00")
    assert 'id="overlay-harbour-' in opened
    assert {c.replace("aim:", "sail:", 1) for c in lit.findall(opened)} == sails
    close = re.search(r'class="fd-close" data-select="([^"]+)"', opened)
    assert close and close.group(1).startswith(f"ship:{ship.id}@")
    closed = shown(state, close.group(1))
    assert {c.replace("aim:", "sail:", 1) for c in lit.findall(closed)} == sails


def _dragged_to(html: str, dx: float, dy: float) -> str:
    """The key pan.mjs sends for the map's view moved by (dx, dy) map units, as it reckons it."""
    found = re.search(
        r'data-pan="([^"]+)" data-pan-span="([^"]+)" data-pan-map="([^"]+)"'
        r' data-pan-size="([^"]+)"',
        html,
    )
    assert found
    template, span, to_degrees, size = found.groups()
    a, b, c, d = (float(n) for n in to_degrees.split(","))
    width, height = (float(n) for n in size.split())
    x, y, w, h = _view_box(html)
    x, y = min(max(x + dx, 0), width - w), min(max(y + dy, 0), height - h)
    lon, lat = f"{(x + w / 2) * a + b:.2f}", f"{(y + h / 2) * c + d:.2f}"
    return template.replace("{lon}", lon).replace("{lat}", lat).replace("{span}", span)


def test_a_dragged_map_shows_the_view_dragged_to_at_the_same_zoom_with_the_ship_selected() -> None:
    """A new player dragged the map as on Board Game Arena and it did not move: the drag
    (web/static/pan.mjs) sends the view's new centre with the span unchanged; drawn with it,
    the map stands moved by the drag, its zoom the same, the selected ship still selected."""
    state = new()
    seat = state.current
    ship = ship_of(state, seat, 0)
    rolled(state, 9)
    before = shown(state, f"ship:{ship.id}@2,52,25")
    key = _dragged_to(before, 37, -21)
    assert key.startswith(f"ship:{ship.id}@") and key.endswith(",25")
    after = shown(state, key)
    x, y, w, h = _view_box(before)
    assert _view_box(after) == (x + 37, y - 21, w, h)
    assert f'data-action="sail:{ship.id}:' in after  # its places still lit
    # Nothing selected (before the roll): a view alone; dragged past the map's edge: it stops
    # at the edge.
    state = new()
    world = shown(state, "view:-120,40,60")
    key = _dragged_to(world, -500, -500)
    assert key.startswith("view:") and key.endswith(",60")
    assert _view_box(shown(state, key))[:2] == (0, 0)
    assert _view_box(shown(state, key))[2:] == _view_box(world)[2:]


def test_a_list_that_opens_by_itself_over_lit_places_waits_as_a_prices_tab_on_a_phone() -> None:
    """The review: on a phone a price list that opened by itself covered places the selected
    ship could sail to. Opened by itself while another ship's places are lit, it is marked to
    wait folded (the phone's style sheet hides it) with a "Prices" tab under its harbour,
    drawn under the lit places, that opens it; asked
    for (a harbour selected lights nothing), it is the list alone. Here a ship that sold in
    the harbour it started the turn in can still sail (the list reopens after a sale)."""
    state = new()
    seat = state.current
    ship = ship_of(state, seat, 0)
    place(ship, HARBOUR_SPACES["amsterdam"][0], 0)
    load(ship, "wine", 20, 12)
    rolled(state, 9)
    state.apply(f"sell:{ship.id}")
    html = shown(state)
    assert f'data-action="sail:{ship.id}:' in html  # its places lit
    lists = re.search(r'<div class="overlay" id="overlay-harbour-amsterdam"[^>]*>', html)
    assert lists and "data-fd-unasked" in lists.group(0)
    tab = re.search(r'<g class="fd-tab" data-select="city:amsterdam[@"].*?</g>', html)
    assert tab and ">Prices</text>" in tab.group(0)
    # Drawn under the lit places, which take a click where they meet it.
    assert html.index('class="fd-tab"') < html.index('data-action="sail:')
    asked = shown(state, "city:amsterdam")
    assert 'id="overlay-harbour-amsterdam"' in asked
    assert "data-fd-unasked" not in asked and "fd-tab" not in asked


def _view_box(html: str) -> tuple[float, ...]:
    box = re.search(
        r'<svg viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"[^>]*aria-label="The world', html
    )
    assert box
    return tuple(float(n) for n in box.groups())


def test_selecting_another_ship_or_a_harbour_keeps_the_zoom_and_pans_only_to_reach_it() -> None:
    """Issue 19: choosing another ship (or a harbour) zoomed the map out; the zoom stays, and
    the map moves only if what is chosen lies outside the view."""
    state = new()
    seat = state.current
    first, second, third = (ship_of(state, seat, i) for i in range(3))
    place(second, "ns2")
    place(third, HARBOUR_SPACES["canton"][0])
    rolled(state, 9)
    before = shown(state, f"ship:{first.id}@2,52,25")
    assert _view_box(before)[2] == 100  # 25 degrees of 4 units

    def key(html: str, pattern: str) -> str:
        found = re.search(pattern, html)
        assert found, pattern
        return found.group(1)

    near = key(before, rf'id="fd-ship-{second.id}"[^>]*data-select="([^"]+)"')
    assert near == f"ship:{second.id}@2.00,52.00,25.00"  # in view: the map stays as it is
    after = shown(state, near)
    assert f'data-action="sail:{second.id}:' in after and _view_box(after) == _view_box(before)
    far = key(before, rf'data-select="(ship:{third.id}@[^"]+)"')
    assert (
        far == f"ship:{third.id}@113.25,23.10,25.00"
    )  # out of view: the map pans there, as zoomed
    assert _view_box(shown(state, far))[2] == 100
    harbour = key(before, r'data-select="(city:danzig@[^"]+)"')
    assert harbour.endswith(",25.00")
    assert _view_box(shown(state, harbour))[2] == 100


def test_harbour_names_grow_as_the_map_is_zoomed_in() -> None:
    """Issue 19: a phone's names stayed at 7 px however far it was zoomed in. They keep their
    size on screen over wide views and grow as the map is zoomed in: at a span of 40 degrees
    or less, 8 units of the zoom or more, 10 px on a phone's map (which shows a unit in 1.3 px
    or more; the e2e test measures it)."""
    state = new()

    def size(span: int) -> float:
        html = shown(state, f"view:4,52,{span}")
        unit = _view_box(html)[2] / 350
        found = re.search(
            r'<text x="[\d.]+" y="[\d.]+" font-size="([\d.]+)" font-weight="600"', html
        )
        assert found
        return float(found.group(1)) / unit

    assert 5.1 < size(90) < 5.3
    assert size(40) >= 8
    assert size(30) > size(40) > size(56) > size(90)
