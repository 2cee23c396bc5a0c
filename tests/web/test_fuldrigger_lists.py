"""Issue 29: a harbour's price list opens only when asked, or once when the player's own move
brought a ship there (sailed in, or bought there); it stays open after a trade while there is
more to do in it."""

from __future__ import annotations

import re

from pygames.fuldrigger import goods
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.fuldrigger.helpers import load, new, place, rolled, ship_of
from web.views.common import UI
from web.views.fuldrigger import keep_selected, render
from web.views.fuldrigger_geometry import TARGET, space_xy

NAMES = ["Ann", "Bo", "Cy"]


def shown(state: FuldriggerState, selected: str | None = None) -> str:
    seat = state.to_move
    return render(state.view(seat), UI(names=NAMES, seat=seat, selected=selected))


def test_a_sale_elsewhere_opens_that_harbours_list_not_the_one_a_ship_sailed_into() -> None:
    """The list of a harbour a ship came into earlier does not pop up again; the sale's own
    harbour's list stands open, the ship to reload there (issue 29)."""
    state = new()
    seat = state.current
    sailer, seller = ship_of(state, seat, 0), ship_of(state, seat, 1)
    load(place(sailer, "dover"), "wine", 20, 12)
    load(place(seller, HARBOUR_SPACES["danzig"][0]), "textiles", 20, 12)
    rolled(state, 9)
    sailer.left = 3
    state.apply(next(c for c in state.legal_actions() if c.startswith(f"sail:{sailer.id}:amst")))
    assert 'id="overlay-harbour-amsterdam"' in shown(state)  # once, by the player's own move
    state.apply(f"sell:{seller.id}")
    html = shown(state)
    assert 'id="overlay-harbour-amsterdam"' not in html
    assert 'id="overlay-harbour-danzig"' in html


def test_a_ship_just_bought_opens_its_harbours_list_with_it_chosen_to_load() -> None:
    state = new()
    seat = state.current
    home = state.home[seat]
    assert home is not None
    state.cash[seat] = 300  # a ship and a cargo
    state.apply("ship")
    new_ship = max(state.ships_of(seat), key=lambda s: s.id)
    html = shown(state)
    city = SPACES[home].city
    assert f'id="overlay-harbour-{city}"' in html
    assert f"<h3>{new_ship.name} (selected)</h3>" in html
    assert f'data-action="buy:{new_ship.id}:' in html.split(f'id="overlay-harbour-{city}"')[1]


def test_the_price_list_stays_open_after_a_buy_while_another_ship_there_can_load() -> None:
    state = new()
    seat = state.current
    first, second = ship_of(state, seat, 0), ship_of(state, seat, 1)
    for ship in (first, second):
        place(ship, HARBOUR_SPACES["london"][0])
    good = next(g for g in goods.PRICES["london"] if goods.can_buy("london", g))
    code = f"buy:{first.id}:{good}"
    state.apply(code)
    view = state.view(seat)
    assert keep_selected(view, "city:london@0,50,40", code)
    assert not keep_selected(view, "city:lisbon@0,50,40", code)
    assert not keep_selected(view, "ship:1", code)


def _box(html: str) -> tuple[float, float, float, float]:
    found = re.search(r'<svg viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"', html)
    assert found
    x, y, w, h = (float(v) for v in found.groups())
    return x, y, w, h


def test_a_price_list_stands_clear_of_its_harbours_square_and_name() -> None:
    """Lisbon's list covered Lisbon: its corner stood on the harbour's square."""
    state = new()
    for look in ("-9,39,40", "-22,42,40", "5,40,40"):  # Lisbon left, right, middle of the view
        html = shown(state, f"city:lisbon@{look}")
        x, _, w, _ = _box(html)
        style = re.search(r'id="overlay-harbour-lisbon"[^>]*style="(left|right): ([\d.]+)%', html)
        assert style, look
        hx = space_xy(HARBOUR_SPACES["lisbon"][0])[0]
        clear = TARGET * w / 350
        edge = x + w * float(style.group(2)) / 100
        if style.group(1) == "left":
            assert edge >= hx + clear, look  # right of the square (and the name)
        else:
            assert x + w - w * float(style.group(2)) / 100 <= hx - clear, look


def test_closing_a_price_list_leaves_the_map_where_it_is() -> None:
    """The map moved on its own after a list closed, and the next click hit land."""
    state = new()
    html = shown(state, "city:lisbon@-12,41,40")
    close = re.search(r'class="fd-close" data-select="([^"]+)"', html)
    assert close
    assert close.group(1).endswith("-12.00,41.00,40.00")
    assert _box(shown(state, close.group(1))) == _box(html)


def test_the_companies_table_puts_the_fortune_beside_the_player() -> None:
    """Issue 29: at 360 px the Companies table was cut at the right, in "Fortun"."""
    state = new()
    html = shown(state)
    head = re.search(r'<table class="fd-players"><tr>(.*?)</tr>', html)
    assert head and re.findall(r"<th>([^<]*)</th>", head.group(1))[:4] == [
        "Turn",
        "Player",
        "Fortune",
        "Cash",
    ]
    first = re.search(r'<table class="fd-players">.*?</tr><tr[^>]*>(.*?)</tr>', html)
    seat = state.order[0]
    assert first and re.findall(r"<td>([^<]*)</td>", first.group(1))[1] == str(state.fortune(seat))


def test_a_price_list_stands_clear_of_its_harbours_ships() -> None:
    """Issue 29: the price list covered the port and its ships; it stands beside them all."""
    state = new()
    checked = 0
    for city in goods.HOME_PORTS:
        html = shown(state, f"city:{city}")
        box = re.search(r'<svg viewBox="([\d.]+) [\d.]+ ([\d.]+)', html)
        card = re.search(
            rf'id="overlay-harbour-{city}"[^>]*data-fd-at="(\w+) \w+" style="\w+: ([\d.]+)%', html
        )
        if not box or not card:
            continue
        x, w = float(box.group(1)), float(box.group(2))
        s = w / 350
        hulls = [
            float(found.group(1))
            for ship in state.ships.values()
            if SPACES[ship.at].city == city
            and (found := re.search(rf'id="fd-ship-{ship.id}".*?<path d="M([\d.]+),', html))
        ]
        if not hulls:
            continue
        checked += 1
        edge = x + w * float(card.group(2)) / 100
        if card.group(1) == "left":  # it opens rightwards from `edge`
            assert edge >= max(hulls) + 8 * s, city
        else:
            assert x + w - (edge - x) <= min(hulls), city
    assert checked
