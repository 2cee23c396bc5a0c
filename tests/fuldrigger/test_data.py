"""The designed data of Fuldrigger (docs/rulings.md): the world map, the goods and price lists, the
home ports and the 28 chance cards, checked against the rulings that asked for them."""

from __future__ import annotations

import importlib.util
import math
import re
from pathlib import Path
from types import ModuleType

from pygames.fuldrigger import cards, coasts, goods, routes, world
from pygames.fuldrigger.graph import ADJ, CITIES, HARBOUR_SPACES, SPACES, distances_from

ROOT = Path(__file__).resolve().parents[2]


def test_world_map_is_one_connected_graph_of_sea_spaces_and_harbours() -> None:
    """docs/rulings.md: "a graph of sea spaces along the sailing routes of the age of sail"."""
    reached = distances_from("london")
    assert set(reached) == set(SPACES)
    for sid, neighbours in ADJ.items():
        assert neighbours, sid
        for other in neighbours:
            assert sid in ADJ[other], (sid, other)
    assert len([s for s in SPACES.values() if not s.harbour]) >= 250


def test_positions_come_from_real_longitude_and_latitude() -> None:
    """Spaces are placed by longitude and latitude; neighbouring spaces lie near each other."""
    for space in SPACES.values():
        assert -180 <= space.lon <= 180 and -60 <= space.lat <= 62, space.id
    for sid, neighbours in ADJ.items():
        a = SPACES[sid]
        for other in neighbours:
            b = SPACES[other]
            dlon = abs(a.lon - b.lon)
            dlon = min(dlon, 360 - dlon) * math.cos(math.radians((a.lat + b.lat) / 2))
            assert math.hypot(dlon, a.lat - b.lat) < 10, (sid, other)
    london, canton = SPACES["london"], SPACES["canton"]
    assert abs(london.lon - 0.1) < 0.5 and abs(london.lat - 51.5) < 0.5
    assert abs(canton.lon - 113.25) < 0.5 and abs(canton.lat - 23.1) < 0.5


def test_about_25_to_35_harbour_cities_on_every_ocean() -> None:
    """docs/rulings.md: "about 25-35 harbour cities on every ocean" with the named regions."""
    assert 25 <= len(CITIES) <= 35
    for city in (
        "alexandria",
        "suez",
        "elmina",
        "zanzibar",
        "bombay",
        "canton",
        "batavia",
        "sydney",
        "newyork",
        "portobello",
        "rio",
    ):
        assert city in CITIES
    regions = {SPACES[quay].region for quays in HARBOUR_SPACES.values() for quay in quays}
    assert {"north", "med", "caribbean", "indian", "china", "pacific"} <= regions


def test_porto_bello_has_a_quay_on_both_coasts_of_the_isthmus() -> None:
    """docs/rulings.md: "Porto Bello on both coasts of the isthmus"; Suez on the Red Sea side."""
    quays = HARBOUR_SPACES["portobello"]
    assert len(quays) == 2
    assert {SPACES[q].region for q in quays} == {"caribbean", "pacific"}
    atlantic = distances_from(quays[0])
    assert quays[1] not in atlantic or atlantic[quays[1]] > 20  # only round Cape Horn
    assert SPACES["suez"].region == "red_sea" and SPACES["alexandria"].region == "med"


def test_every_hazard_of_the_rulebook_is_on_the_map() -> None:
    kinds = {space.hazard for space in SPACES.values()}
    assert {"tail", "head", "storm", "ice", "calm", "reef", "pirates"} <= kinds


def test_hazards_lie_where_history_put_them() -> None:
    """Storms off the Capes, icebergs in high latitudes, calms in the doldrums, pirates in the
    Caribbean, on the Barbary coast, in the Malacca Strait and the South China Sea."""
    assert SPACES["cape"].hazard == "storm" and SPACES["horn"].hazard == "storm"
    for space in SPACES.values():
        if space.hazard == "ice":
            assert abs(space.lat) >= 44, space.id
        if space.hazard == "calm":
            assert abs(space.lat) <= 15, space.id
    pirate_regions = {s.region for s in SPACES.values() if s.hazard == "pirates"}
    assert {"caribbean", "med", "east_indies", "china"} <= pirate_regions
    assert SPACES["algiersbay"].hazard == "pirates"
    assert SPACES["malaccastr"].hazard == "pirates"


def test_reefs_are_lettered_once_each() -> None:
    letters = [s.reef for s in SPACES.values() if s.hazard == "reef"]
    assert sorted(letters) == sorted(world.REEFS) and len(set(letters)) == len(letters)
    assert "".join(sorted(letters)) == "ABCDEFGHIJKLM"


def test_each_city_lists_goods_with_prices_and_marks() -> None:
    """docs/rulings.md: "Each city lists goods with a price, marked K (buy only there), S (sell only
    there) or unmarked (both)"; the classic cargoes."""
    assert set(goods.PRICES) == set(CITIES)
    assert set(goods.GOODS) == {
        "spices",
        "tea",
        "silk",
        "porcelain",
        "coffee",
        "sugar",
        "tobacco",
        "cotton",
        "wool",
        "grain",
        "timber",
        "furs",
        "ivory",
        "wine",
        "textiles",
        "tools",
    }
    for city, listing in goods.PRICES.items():
        assert listing, city
        for good, (price, mark) in listing.items():
            assert good in goods.GOODS and mark in (goods.K, goods.S, goods.BOTH)
            assert 10 <= price <= 200, (city, good)
    for good in goods.GOODS:
        assert any(goods.can_buy(c, good) for c in CITIES), good
        assert any(goods.can_sell(c, good) for c in CITIES), good


def test_the_scale_of_the_economy() -> None:
    """docs/rulings.md: "a cargo costs 10-60 ducats where it is bought and sells for 1.5-4x that far
    away"."""
    for good in goods.GOODS:
        buys = [p for c in CITIES if goods.can_buy(c, good) for p in [goods.PRICES[c][good][0]]]
        sells = [p for c in CITIES if goods.can_sell(c, good) for p in [goods.PRICES[c][good][0]]]
        cheapest, dearest = min(buys), max(sells)
        assert 10 <= cheapest <= 60, good
        assert 1.5 <= dearest / cheapest <= 4, good


def test_short_european_trades_earn_10_to_30() -> None:
    """RULINGS "Scale of the economy": "a short safe one 10-30": every trade between two
    European cities (North Sea and Baltic, eastern Atlantic, Mediterranean) that pays at list
    prices pays 10-30 ducats."""
    europe = [c for c in CITIES if SPACES[c].region in ("north", "east_atlantic", "med")]
    trades = [t for a in europe for b in europe if a != b for t in routes.best_trades(a, b)]
    assert len(trades) > 50
    for trade in trades:
        assert 10 <= trade.profit <= 30, (trade.origin, trade.market, trade.good, trade.profit)


def test_a_good_bought_cheap_far_away_sells_dear_at_home() -> None:
    """Spices, tea and silk from the East earn most in Europe; the long voyage pays best."""
    silk = next(t for t in routes.best_trades("canton", "venice") if t.good == "silk")
    wine = next(t for t in routes.best_trades("bordeaux", "copenhagen") if t.good == "wine")
    assert 60 <= silk.profit <= 150
    assert 10 <= wine.profit <= 30
    assert silk.per_turn > 2 * wine.per_turn
    assert silk.expected_per_turn > wine.expected_per_turn


def test_routes_between_europe_and_the_far_east_take_several_turns() -> None:
    """docs/rulings.md: "Routes between Europe and the Far East must be long (several turns)"."""
    far, farther, near = (
        routes.city_route("london", "canton"),
        routes.city_route("amsterdam", "ambon"),
        routes.city_route("london", "amsterdam"),
    )
    assert far and farther and near
    assert far.turns >= 5
    assert farther.turns >= 5
    assert near.turns <= 1.5


def test_home_ports_are_four_to_six_marked_european_harbours() -> None:
    assert 4 <= len(goods.HOME_PORTS) <= 6
    for city in goods.HOME_PORTS:
        assert SPACES[city].region in ("north", "east_atlantic")


def test_twenty_eight_chance_cards_in_the_rulebook_spirit() -> None:
    """docs/rulings.md: "Design 28 cards ... price booms and slumps in named cities, first ship to
    reach a named harbour earns a bonus, storms in an ocean, a pirate raid, a naval amnesty,
    duties waived"."""
    assert len(cards.CARDS) == 28
    kinds = {card.kind for card in cards.CARDS}
    assert {"price", "first", "storm", "raid", "amnesty", "free_trade"} <= kinds
    assert any(c.kind == "price" and c.amount > 0 for c in cards.CARDS)
    assert any(c.kind == "price" and c.amount < 0 for c in cards.CARDS)
    for card in cards.CARDS:
        assert card.title and card.text
        if card.city:
            assert card.city in CITIES
        if card.good:
            assert card.good in goods.PRICES[card.city]
        if card.region:
            assert card.region in world.REGIONS
    assert len({card.title for card in cards.CARDS}) == 28


def _routes_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "fuldrigger_routes", ROOT / "bench" / "fuldrigger_routes.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_readme_route_table_is_the_scripts_output() -> None:
    """The route table in the README is computed from the data by bench/fuldrigger_routes.py."""
    script = _routes_script()
    readme = (ROOT / "pygames" / "fuldrigger" / "README.md").read_text(encoding="utf-8")
    found = re.search(
        re.escape(script.START) + r"\n(.*?)\n" + re.escape(script.END), readme, re.DOTALL
    )
    assert found, "the README has no route table"
    assert found.group(1) == script.markdown()


def _x(lon: float) -> float:
    return (lon - coasts.SEAM) % 360


def _on_land(lon: float, lat: float) -> bool:
    def inside(ring: coasts.Ring) -> bool:
        px, hit = _x(lon), False
        for (x1, y1), (x2, y2) in zip(ring, ring[1:] + ring[:1], strict=True):
            if (y1 > lat) != (y2 > lat):
                cross = _x(x1) + (lat - y1) * (_x(x2) - _x(x1)) / (y2 - y1)
                hit ^= px < cross
        return hit

    return any(inside(r) for r in coasts.LAND.values()) and not any(
        inside(r) for r in coasts.WATER.values()
    )


def test_sea_spaces_and_lanes_lie_at_sea_on_the_drawn_coasts() -> None:
    """The coasts are drawn from the same longitudes and latitudes: no sea space lies on land,
    and a lane between two sea spaces does not cross a continent."""
    for space in SPACES.values():
        if not space.harbour:
            assert not _on_land(space.lon, space.lat), space.id
    for sid, neighbours in ADJ.items():
        a = SPACES[sid]
        for other in neighbours:
            b = SPACES[other]
            if a.harbour or b.harbour or abs(_x(a.lon) - _x(b.lon)) > 180:
                continue
            steps = [k / 10 for k in range(1, 10)]
            xa, xb = _x(a.lon), _x(b.lon)
            wet = [
                not _on_land(coasts.SEAM + xa + (xb - xa) * t, a.lat + (b.lat - a.lat) * t)
                for t in steps
            ]
            assert sum(wet) >= 8, (sid, other)
