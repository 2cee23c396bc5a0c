"""Issue 29 on the Fuldrigger table: the market view (where the selected ship's cargo sells,
for how much, how far, at what risk, listed and drawn), the selected ship unmistakable, and
the next step always the primary button."""

from __future__ import annotations

import re

from pygames.fuldrigger import goods, market
from pygames.fuldrigger.graph import HARBOUR_SPACES
from pygames.fuldrigger.outlets import outlets
from tests.fuldrigger.helpers import load, new, only_ship, place, rolled, ship_of
from tests.web.fuldrigger_screen import NAMES, shown
from web.views.common import END, MAIN, UI
from web.views.fuldrigger import decision, render, roles
from web.views.fuldrigger_geometry import space_xy, view_box
from web.views.fuldrigger_market import far_said, risk_said


def chosen_card(html: str) -> str:
    found = re.search(
        r'<div class="fd-box fd-chosen">.*?(<div class="fd-market">.*?</ol></div>)', html
    )
    assert found, "no market list in the selected ship's card"
    return found.group(1)


def test_the_selected_ships_card_lists_where_its_cargo_sells_best_first() -> None:
    state = new()
    ship = only_ship(state, state.current)
    place(ship, "canton")
    load(ship, "silk", 50)
    card = chosen_card(shown(state, f"ship:{ship.id}"))
    assert "Where its silk sells" in card and "The best gain a turn of sailing first." in card
    best = outlets("silk", "canton", paid=50)[:4]
    listed = re.findall(r'data-select="city:(\w+)@', card)
    assert listed == [o.city for o in best]
    first = best[0]
    assert f"{first.price} ducats (+{first.price - 50})" in card
    assert f"{far_said(first.path)}, about {max(round(first.turns), 1)} turns" in card
    assert "Risk of losing the cargo: " in card and "%; the ship: " in card


def test_the_market_list_and_the_sail_preview_give_the_same_risks_in_the_same_words() -> None:
    """Issue 29: the list said "17% risk" (ship and cargo) where the preview said "8% risk"
    (the ship alone) for the same way past pirates."""
    state = new()
    ship = only_ship(state, state.current)
    place(ship, "canton")
    load(ship, "silk", 50)
    card = chosen_card(shown(state, f"ship:{ship.id}"))
    risky = [o for o in outlets("silk", "canton", paid=50)[:4] if o.hazards]
    assert risky, "no listed way from Canton meets a hazard"
    for outlet in risky:
        cargo, hull = outlet.loss + outlet.cargo_loss, outlet.loss
        said = risk_said(outlet.loss, outlet.cargo_loss)
        assert (
            said
            == f"Risk of losing the cargo: {round(100 * cargo)}%; the ship: {round(100 * hull)}%."
        )
        assert said in card


def test_a_listed_harbour_opens_its_price_list_beside_it_in_one_click() -> None:
    state = new()
    ship = only_ship(state, state.current)
    place(ship, "canton")
    load(ship, "silk", 50)
    card = chosen_card(shown(state, f"ship:{ship.id}"))
    key = re.search(r'data-select="(city:\w+@[^"]+)"', card)
    assert key
    city = key.group(1)[5:].split("@")[0]
    assert f'id="overlay-harbour-{city}"' in shown(state, key.group(1))


def test_the_ways_to_the_listed_harbours_are_drawn_on_the_map_the_best_bold() -> None:
    state = new()
    ship = only_ship(state, state.current)
    place(ship, "canton")
    load(ship, "silk", 50)
    html = shown(state, f"ship:{ship.id}")
    assert html.count('class="fd-route') == 4
    assert html.count('class="fd-route fd-best"') == 1
    assert 'class="fd-route' not in shown(state)  # no ship selected before the roll: no ways


def test_an_empty_merchant_in_a_harbour_is_told_what_to_buy_there_and_where_it_sells() -> None:
    state = new()
    ship = only_ship(state, state.current)
    place(ship, "canton")
    card = chosen_card(shown(state, f"ship:{ship.id}"))
    assert "What to buy here, and where it sells" in card
    buyable = {goods.GOODS[g] for g in goods.PRICES["canton"] if goods.can_buy("canton", g)}
    firsts = re.findall(r">Prices at Canton: (\w+) for \d+ ducats<", card)
    assert firsts and set(firsts) <= buyable


def test_what_to_buy_here_opens_the_price_list_of_the_harbour_the_ship_lies_at() -> None:
    """The review: a suggestion of what to buy opened the buyer's price list, far away, not the
    one of the harbour where the ship lies and the good is bought; each opens the list of the
    harbour it names, the buyer said beside it."""
    state = new()
    ship = only_ship(state, state.current)
    place(ship, "canton")
    card = chosen_card(shown(state, f"ship:{ship.id}"))
    rows = re.findall(r'<li class="fd-outlet[^"]*"><button[^>]*>(.*?)</button><small>(.*?)<', card)
    keys = re.findall(
        r'<li class="fd-outlet[^"]*"><button type="button" data-select="([^"]+)"', card
    )
    assert rows and len(keys) == len(rows)
    assert all(key.startswith("city:canton@") for key in keys)
    assert all(head.startswith("Prices at Canton: ") for head, _ in rows)  # it opens, not buys
    assert all("It sells at " in said for _, said in rows)
    assert any("It sells at Canton" not in said for _, said in rows)  # another harbour buys it
    assert 'id="overlay-harbour-canton"' in shown(state, keys[0])


def test_a_ship_not_selected_offers_its_market_view_in_its_card() -> None:
    state = new()
    first, second = ship_of(state, state.current, 0), ship_of(state, state.current, 1)
    load(second, "wine", 20)
    html = shown(state, f"ship:{first.id}")
    assert f'data-select="ship:{second.id}@' in html and "Where its cargo sells</button>" in html


def test_the_selected_ship_is_lifted_on_a_halo_drawn_over_its_fan() -> None:
    state = new()
    ships = [s.id for s in state.ships_of(state.current)]  # three in one harbour, fanned
    html = shown(state, f"ship:{ships[1]}")
    drawn = re.findall(r'<g class="(fd-ship[^"]*)" id="fd-ship-(\d+)"', html)
    assert drawn[-1] == ("fd-ship fd-chosen-ship", str(ships[1]))
    assert sum(cls == "fd-ship fd-chosen-ship" for cls, _ in drawn) == 1
    assert 'class="fd-halo"' in html
    assert "(selected)</h3>" in html


def test_after_the_roll_sail_a_ship_is_the_primary_step_and_end_turn_once_none_can() -> None:
    state = new()
    seat = state.current
    rolled(state, 9)
    view = state.view(seat)
    panel = decision(view, UI(names=NAMES, seat=seat))
    first = ship_of(state, seat, 0)
    assert f'class="act primary" data-select="ship:{first.id}"' in panel
    assert f">Sail {first.name}</button>" in panel
    assert roles(view, UI(names=NAMES, seat=seat))["end"].kind == END
    for ship in state.ships_of(seat):
        ship.left = 0
    view = state.view(seat)
    assert "fd-next" not in decision(view, UI(names=NAMES, seat=seat))
    assert roles(view, UI(names=NAMES, seat=seat))["end"].kind == MAIN


def test_sail_names_the_selected_ship_when_it_can_sail() -> None:
    state = new()
    seat = state.current
    rolled(state, 9)
    second = ship_of(state, seat, 1)
    panel = decision(
        state.view(seat), UI(names=NAMES, seat=seat, selected=f"ship:{second.id}@0,50,40")
    )
    assert f">Sail {second.name}</button>" in panel


def test_after_a_sale_the_price_list_says_what_the_next_cargo_fetches_and_why() -> None:
    """Issue 29: in Danzig the list said Textiles 30 and the second ship's button 20 ducats;
    a sale lowers the next one here this turn by 10, and the list says so."""
    state = new()
    seat = state.current
    first, second = ship_of(state, seat, 0), ship_of(state, seat, 1)
    for ship in (first, second):
        load(place(ship, HARBOUR_SPACES["danzig"][0]), "textiles", 20, 12)
    state.apply(f"sell:{first.id}")
    html = render(
        state.view(seat), UI(names=["Ann", "Bo", "Cy"], seat=seat, selected="city:danzig")
    )
    row = re.search(r"<tr><td>Textiles</td><td>([^<]*)</td>", html)
    assert row and row.group(1) == "30 → 20 for a sale: 1 sold here this turn"
    assert re.search(rf'data-action="sell:{second.id}"[^>]*>[^<]*20 ducats', html)


def test_headwinds_on_the_way_are_counted_alike_in_the_market_list_and_the_price_list() -> None:
    """Issue 29: with 12 to sail, Quebec 12 spaces off stayed dark (two headwinds take 6); the
    market list and the price list's "too few to reach" say so, in the same words."""
    state = new()
    ship = only_ship(state, state.current)
    place(ship, "wo2")
    load(ship, "wine", 10, travelled=10)
    rolled(state, 12)
    assert "quebec" not in state.reach_of(ship)
    far = "12 spaces (headwinds: +6; 18 to sail)"
    card = chosen_card(shown(state, f"ship:{ship.id}"))
    assert "Quebec" in card and far in card
    prices = shown(state, "city:quebec")
    assert f"12 spaces left, too few to reach Quebec. The way there: {far}." in prices
    rolled(state, 18)
    assert "quebec" in state.reach_of(ship)


def test_a_line_of_the_market_list_moves_the_map_only_to_a_harbour_off_it_at_the_same_zoom() -> (
    None
):
    """Issue 29: a click on a harbour in the list moved the map away from the selected ship.
    The map stays put for a harbour in view; one off it is brought in at the same zoom."""
    state = new()
    ship = only_ship(state, state.current)
    place(ship, "dover")
    load(ship, "wine", 10, travelled=10)
    card = chosen_card(shown(state, f"ship:{ship.id}@2,50,40"))
    keys = re.findall(r'data-select="city:(\w+)@(-?[\d.]+),(-?[\d.]+),([\d.]+)"', card)
    x, y, w, h = view_box(2, 50, 40)
    inside = 0
    for city, lon, lat, span in keys:
        assert float(span) == 40
        px, py = space_xy(HARBOUR_SPACES[city][0])
        if x + 0.05 * w < px < x + 0.95 * w and y + 0.08 * h < py < y + 0.92 * h:
            inside += 1
            assert (float(lon), float(lat)) == (2, 50)
        else:
            assert (float(lon), float(lat)) != (2, 50)
    assert keys and inside


def test_the_market_list_prices_a_sale_as_it_stands_after_a_sale_there() -> None:
    """Issue 29: the list promised "Algiers: 42 (+22)" after a sale there this turn had lowered
    the next to 32, which the sale paid. The list gives what the sale pays now."""
    state = new()
    seat = state.current
    seller, ship = ship_of(state, seat, 0), ship_of(state, seat, 1)
    load(place(seller, HARBOUR_SPACES["amsterdam"][0]), "wine", 20, 12)
    load(place(ship, "dover"), "wine", 5, 12)
    rolled(state, 9)
    listed = market.list_price("amsterdam", "wine", {})
    assert f"Amsterdam: {listed} ducats (+{listed - 5})" in chosen_card(
        shown(state, f"ship:{ship.id}")
    )
    state.apply(f"sell:{seller.id}")
    now = market.sale(state, seat, "amsterdam", "wine")
    assert now == listed - market.GLUT
    assert f"Amsterdam: {now} ducats (+{now - 5})" in chosen_card(shown(state, f"ship:{ship.id}"))
