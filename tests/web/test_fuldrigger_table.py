"""The Fuldrigger table's view functions (issues 19 and 20): the decision at its place (a
harbour's price list beside it), closed things explained, the roles of the buttons, ships
beside their harbour and sailing their way, the map key, and map controls that do not cover
one another."""

from __future__ import annotations

import re
from itertools import combinations
from xml.etree import ElementTree

from pygames.fuldrigger import goods, world
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES
from tests.fuldrigger.helpers import (
    dice,
    load,
    new,
    only_ship,
    place,
    rolled,
    ship_for_20,
    ship_of,
)
from tests.web.fuldrigger_screen import NAMES, shown
from web.views.common import END, MAIN, UI
from web.views.fuldrigger import decision, roles
from web.views.fuldrigger_key import legend
from web.views.fuldrigger_map import HAZARD_HELP, hazard_mark
from web.views.shell import players_panel


def overlay_of(html: str, city: str) -> str:
    found = re.search(
        rf'<div class="overlay" id="overlay-harbour-{city}".*?</table>.*?</div>', html
    )
    assert found, f"no price list beside {city}"
    return found.group(0)


def test_at_the_start_of_a_turn_no_price_list_opens_unasked_and_asked_it_offers_a_buy_a_good() -> (
    None
):
    """Issue 29: a harbour's list popped up by itself every turn and covered the map."""
    state = new()
    home = "london"
    assert state.ships_of(state.current)[0].at == home
    assert 'id="overlay-harbour-' not in shown(state)
    box = overlay_of(shown(state, f"city:{home}"), home)
    buyable = [g for g in goods.PRICES[home] if goods.can_buy(home, g)]
    assert box.count(">Buy</button>") == len(buyable)
    assert 'class="board-stage"' in shown(state, f"city:{home}")


def test_a_ship_sailing_into_a_harbour_where_it_can_trade_opens_its_price_list() -> None:
    state = new()
    seat = state.current
    ship = only_ship(state, seat)
    place(ship, "dover", 0)
    load(ship, "wine", 20, 12)
    rolled(state, 9)
    ship.left = 3
    sail = next(c for c in state.legal_actions() if c.startswith(f"sail:{ship.id}:amsterdam"))
    assert 'id="overlay-harbour-' not in shown(state)
    state.apply(sail)
    assert ship.at in HARBOUR_SPACES["amsterdam"]
    box = overlay_of(shown(state), "amsterdam")
    assert f'data-action="sell:{ship.id}"' in box
    # The sale, the step the voyage was for, is primary and stands above the goods.
    assert f'class="act primary" data-action="sell:{ship.id}"' in box
    assert box.index(f'data-action="sell:{ship.id}"') < box.index('<table class="fd-prices">')


def test_a_price_list_stands_beside_its_harbour_or_not_at_all() -> None:
    """Danzig's list stood over the Caribbean once the map had moved to another ship."""
    state = new()
    html = shown(state, "city:london@-70,20,60")  # the map on the Caribbean, London selected
    assert 'id="overlay-harbour-london"' not in html
    near = shown(state, "city:london@0,50,60")
    assert 'id="overlay-harbour-london"' in near


def test_a_price_lists_marks_are_words_with_their_meaning_not_k_and_s() -> None:
    state = new()
    box = overlay_of(shown(state, "city:london"), "london")
    cells = re.findall(r"<td>(.*?)</td>", box)
    assert "K" not in cells and "S" not in cells
    assert "K:" not in box and "S:" not in box
    # London sells textiles and tools (K) and buys the rest (S).
    assert box.count(">buy only</span>") == 2 and box.count(">sell only</span>") == 13
    assert 'title="You may sell it here; this harbour has none to sell."' in box


def test_after_the_roll_the_price_list_opens_only_when_asked_and_offers_the_sails_there() -> None:
    state = new()
    rolled(state, 9)
    assert 'id="overlay-harbour-' not in shown(state)
    box = overlay_of(shown(state, "city:amsterdam"), "amsterdam")
    for ship in state.ships_of(state.current):
        assert f'data-action="sail:{ship.id}:amsterdam"' in box
    far = overlay_of(shown(state, "city:canton"), "canton")
    # Issue 29: each ship by its name, with why it cannot come.
    for ship in state.ships_of(state.current):
        assert f"{ship.name}: 9 spaces left, too few to reach Canton." in far


def test_a_closed_purchase_or_fortress_says_why() -> None:
    state = new()
    seat = state.current
    first, second, third = (ship_of(state, seat, i) for i in range(3))
    load(first, "wool")
    second.privateer = True
    state.cash[seat] = 5
    box = overlay_of(shown(state, "city:london"), "london")
    assert f"{first.name}'s cargo of wool (one cargo per ship) has sailed 0 spaces" in box
    assert f"{second.name} is a privateer: it carries no cargo." in box
    assert f"{third.name}: 5 ducats buy nothing here." in box
    assert "No fortress: one costs 100 ducats; you have 5." in box


def test_a_cargo_not_carried_far_enough_says_so() -> None:
    state = new()
    ship = place(ship_of(state, state.current), HARBOUR_SPACES["danzig"][0])
    good = next(g for g in goods.PRICES["danzig"] if goods.can_sell("danzig", g))
    load(ship, good, travelled=3)
    box = overlay_of(shown(state, "city:danzig"), "danzig")
    assert "has sailed 3 spaces: a good is sold after 10 or more." in box


def test_a_cargo_the_harbour_does_not_buy_is_said_once_and_one_space_is_singular() -> None:
    """The review: "…carries textiles, which this harbour does not buy. … carries textiles: one
    cargo per ship." said the cargo twice; "1 spaces" read wrong."""
    state = new()
    seat = state.current
    ship = ship_of(state, seat)
    load(ship, "textiles")
    box = overlay_of(shown(state, "city:london"), "london")
    said = f"{ship.name} carries textiles (one cargo per ship), which this harbour does not buy."
    assert said in box
    assert box.count("carries textiles") == 1
    load(ship, "wool", travelled=1)
    box = overlay_of(shown(state, "city:london"), "london")
    assert "has sailed 1 space: a good is sold" in box
    assert f"{ship.name}'s cargo of wool (one cargo per ship) has sailed" in box  # not "wool has"
    assert box.count("one cargo per ship") == 1
    rolled(state, 1)
    sails = [a["label"] for a in state.view(seat)["actions"] if a["code"].startswith("sail:")]
    assert sails and all("(1 space" in label and "1 spaces" not in label for label in sails)


def test_the_price_list_button_says_what_is_open_there() -> None:
    state = new()
    html = shown(state, "city:amsterdam")
    assert re.search(r"Price list of London \(\d+ trades? open\)", html)


def test_a_lit_harbours_name_is_the_lit_place_and_its_price_list_still_offers_the_sail() -> None:
    """Issue 29: a lit harbour's square lay under the lit marks and a click on its name did
    nothing; the name is the lit place too (whether it buys the cargo is in the ship's market
    list), and its price list, opened from there, offers the sail."""
    state = new()
    rolled(state, 9)
    ship = ship_of(state, state.current)
    html = shown(state, f"ship:{ship.id}")
    code = f"sail:{ship.id}:amsterdam"
    name = re.search(r'<g class="fd-name" data-action="([^"]*)"[^>]*>.*?</g>', html)
    assert name and name.group(1) == code and ">Amsterdam</text>" in name.group(0)
    box = overlay_of(shown(state, "city:amsterdam"), "amsterdam")
    assert f'data-action="{code}"' in box


def test_buy_a_ship_below_its_price_is_shown_closed_with_its_reason() -> None:
    """Issue 19, "Explain what is closed": Buy a ship no longer vanishes below 100 ducats."""
    state = new()
    seat = state.current
    assert 'data-action="ship" data-refused' not in shown(state)
    state.cash[seat] = 30
    panel = shown(state)
    assert 'data-action="ship" data-refused=""' in panel
    assert "A ship costs 100 ducats; you have 30." in panel
    assert state.check("ship") == "A ship costs 100 ducats; you have 30."


def test_roll_is_the_main_step_and_ending_the_turn_is_set_apart_and_asked_first() -> None:
    state = new()
    seat = state.current
    found = roles(state.view(seat), UI(names=NAMES, seat=seat))
    assert found["roll"].kind == MAIN
    assert found["end"].kind == END and "without rolling" in found["end"].confirm
    assert found["endgame"].kind == END and found["endgame"].confirm
    rolled(state, 4)
    found = roles(state.view(seat), UI(names=NAMES, seat=seat))
    assert "roll" not in found and "could still sail" in found["end"].confirm


def _ship_top(html: str, number: int) -> float:
    group = re.search(rf'<g class="fd-ship" id="fd-ship-{number}".*?</g>', html)
    assert group
    hull = re.search(r'<path d="M[\d.]+,([\d.]+)h', group.group(0))
    assert hull
    return float(hull.group(1))


def test_ships_stand_above_their_harbour_not_on_its_square() -> None:
    state = new()
    html = shown(state, "view:0,51,40")
    square = re.search(
        r'class="fd-harbour" data-select="city:london@[^"]*"[^>]*>.*?<g pointer-events="none">'
        r'<rect x="[\d.]+"'
        r' y="([\d.]+)" width="[\d.]+" height="[\d.]+"',
        html,
    )
    assert square
    for ship in state.ships_of(state.current):
        hull_bottom = _ship_top(html, ship.id) + 2.4 * 40 * 4 / 350
        assert hull_bottom < float(square.group(1))


def test_a_harbours_name_on_the_map_does_what_its_square_does() -> None:
    """Issue 29: a harbour's name was a control only while lit; a click on London's name did
    nothing where its square opened the price list. Before and after the roll alike."""
    state = new()
    for opens in ('data-select="city:london@', 'data-action="sail:'):
        html = shown(state, "view:0,51,40")
        key = r'(data-(?:select|action)="[^"]+")'
        names = re.findall(r'class="fd-name" ' + key, html)
        squares = set(re.findall(r'class="fd-harbour" ' + key, html))
        assert any(name.startswith(opens) for name in names), names
        assert set(names) <= squares, set(names) - squares
        rolled(state, 9)


def test_a_ship_that_sailed_walks_the_spaces_it_entered() -> None:
    state = new()
    ship = ship_of(state, state.current)
    rolled(state, 9)
    target = next(c for c in state.legal_actions() if c.startswith(f"sail:{ship.id}:"))
    state.apply(target)
    html = shown(state)
    walk = re.search(rf'id="fd-ship-{ship.id}" data-glide="" data-walk="([^"]+)"', html)
    assert walk and len(walk.group(1).split()) == len(state.ships[ship.id].entered) >= 2


def test_the_map_key_explains_ports_ships_fortresses_and_every_hazard() -> None:
    html = shown(new())
    key = re.search(r'<details class="fd-legend".*?</details>', html)
    assert key
    for text in ("Harbour", "Home port", "Fortress", "Privateer", "cargo", *HAZARD_HELP.values()):
        assert text in key.group(0), text


def test_no_lit_space_covers_the_middle_of_another() -> None:
    state = new()
    rolled(state, 12)
    html = shown(state)
    marks = [
        (float(x), float(y), float(r))
        for x, y, r in re.findall(
            r'<g data-action="sail:[^"]+"[^>]*><circle class="fd-hit" [^>]*/><circle cx="([\d.]+)"'
            r' cy="([\d.]+)" r="([\d.]+)"',
            html,
        )
    ]
    assert len(marks) > 10
    for (ax, ay, ar), (bx, by, br) in combinations(marks, 2):
        gap = ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5
        assert gap >= max(ar, br) - 0.15, (ax, ay, bx, by)


Box = tuple[float, float, float, float]  # left, top, right, bottom


def _drawn(html: str) -> tuple[dict[str, Box], list[Box], list[Box]]:
    """The ships' boxes (hull and sail) by id, the harbours' squares and the names' boxes, as
    the map draws them."""
    svg = re.search(r'<svg viewBox="[^"]*"[^>]*aria-label="The world map".*?</svg>', html, re.S)
    assert svg
    root = ElementTree.fromstring(svg.group(0))
    ships: dict[str, Box] = {}
    for group in root.iter("g"):
        if group.get("class") == "fd-ship":
            numbers = [float(n) for p in group.iter("path") for n in NUMBER.findall(p.get("d", ""))]
            hull = numbers[:2]  # M x,y: the deck's left end; the hull 8 units wide, the sail 6 high
            s = (numbers[2]) / 8
            ships[str(group.get("id"))] = (
                hull[0],
                hull[1] - 6 * s,
                hull[0] + 8 * s,
                hull[1] + 2.4 * s,
            )
    squares = [
        (float(r.get("x", 0)), float(r.get("y", 0)),
         float(r.get("x", 0)) + float(r.get("width", 0)),
         float(r.get("y", 0)) + float(r.get("height", 0)))
        for g in root.iter("g") if g.get("class") == "fd-harbour"
        for r in g.iter("rect")
    ]  # fmt: skip
    names = []
    for text in root.iter("text"):
        if text.get("font-weight") != "600":
            continue
        size = float(text.get("font-size", 0))
        x, y = float(text.get("x", 0)), float(text.get("y", 0))
        names.append((x, y - 0.8 * size, x + len(text.text or "") * size * 0.55, y + 0.2 * size))
    return ships, squares, names


NUMBER = re.compile(r"-?[\d.]+")


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_ships_never_cover_a_harbours_square_or_name_and_neighbouring_fans_stay_apart() -> None:
    """Issue 19, "ships fanned out and beside, not on, the harbour": with one to six ships in
    any harbour and the rest in the nearest other one, no ship's box covers a harbour's square
    or a name (London's was hidden under the player's own ships), nor another ship's."""
    state = new()
    fleet = sorted(state.ships.values(), key=lambda ship: ship.id)
    cities = sorted(HARBOUR_SPACES)
    for city in cities:
        quay = HARBOUR_SPACES[city][0]
        space = SPACES[quay]
        near = min(
            (c for c in cities if c != city),
            key=lambda c: (
                (SPACES[HARBOUR_SPACES[c][0]].lon - space.lon) ** 2
                + (SPACES[HARBOUR_SPACES[c][0]].lat - space.lat) ** 2
            ),
        )
        for count in range(1, 7):
            for number, ship in enumerate(fleet):
                place(ship, quay if number < count else HARBOUR_SPACES[near][0])
            for look in (40, 56):
                html = shown(state, f"view:{space.lon:.0f},{space.lat:.0f},{look}")
                ships, squares, names = _drawn(html)
                for name, box in ships.items():
                    assert not any(_overlap(box, sq) for sq in squares), (city, count, look, name)
                    assert not any(_overlap(box, n) for n in names), (city, count, look, name)
                    others = [o for o, b in ships.items() if o != name and _overlap(box, b)]
                    assert not others, (city, count, look, name, others)


def test_the_places_a_ship_may_reach_are_marked_to_be_kept_in_sight() -> None:
    """Issue 19: a lit place stayed under a phone's bar. Every place the selected ship may sail
    to, and the ship itself, and nothing else, is marked `data-in-sight`, which the layout pans
    into the part of the map the player sees (the e2e test checks it on a phone)."""
    state = new()
    seat = state.current
    rolled(state, 9)
    ship = ship_of(state, seat)
    html = shown(state, f"ship:{ship.id}")
    found = re.findall(
        r'data-(?:action|select)="([^"@]+)[^"]*" role="button"[^>]*data-in-sight', html
    )
    marked = {c.replace("aim:", "sail:", 1) for c in found}  # a risky place is previewed first
    sails = {c for c in state.legal_actions() if c.startswith(f"sail:{ship.id}:")}
    assert marked == sails and html.count("data-in-sight") == len(sails) + 1
    assert re.search(rf'id="fd-ship-{ship.id}"[^>]*data-in-sight=""', html)
    assert "data-in-sight" not in shown(new())


def test_a_ships_card_tells_the_spaces_left_from_the_cargos_count() -> None:
    """The review: "(7)" read as the spaces sailed or the cargo's count; the card says both,
    and that a ship with nothing left cannot sail on this turn."""
    state = new()
    seat = state.current
    ship = ship_of(state, seat)
    state.apply(f"buy:{ship.id}:textiles")
    rolled(state, 10)
    dice(state, 5, 4)  # the Biscay storm: through
    state.apply(f"sail:{ship.id}:finisterre")
    html = shown(state, f"ship:{ship.id}")
    assert "; no spaces left to sail this turn." in html
    assert "Its cargo has sailed 7 of the 10 spaces before it may be sold" in html
    other = ship_of(state, seat, 1)
    state.apply(f"sail:{other.id}:dover")
    assert "; 9 spaces left to sail this turn" in shown(state, f"ship:{other.id}")


def test_a_deals_answer_is_a_moment_in_the_decision_panel_with_its_reason() -> None:
    """The review: the bot's answer showed only in the Log tab, and a refusal gave no reason."""
    state, a, b = ship_for_20()
    state.apply("trade:refuse:little")
    panel = decision(state.view(a), UI(names=NAMES, seat=a))
    assert f"<h3><bdi>{NAMES[b]}</bdi> refuses the deal</h3>" in panel
    assert f"Why: the deal gains <bdi>{NAMES[b]}</bdi> too little." in panel
    state, a, b = ship_for_20()
    state.apply("trade:refuse")
    assert "Why: no reason given." in decision(state.view(a), UI(names=NAMES, seat=a))
    state, a, b = ship_for_20()
    state.apply("trade:accept")
    panel = decision(state.view(a), UI(names=NAMES, seat=a))
    assert f"<h3><bdi>{NAMES[b]}</bdi> accepts the deal</h3>" in panel and "pays 20 ducats" in panel


def test_after_a_deal_no_price_list_opens_by_itself_and_propose_stays_in_view() -> None:
    """The review: after a deal the home port's price list popped up over the answer; and
    Propose lay below the deal's lists (it now stands in the sticky foot, as the estate's)."""
    state, a, b = ship_for_20()
    before = new()
    assert 'id="overlay-harbour-' not in shown(before)  # before the roll, unasked: it stays shut
    state.apply("trade:refuse:little")
    assert 'id="overlay-harbour-' not in shown(state)
    assert 'id="overlay-harbour-london"' in shown(state, "city:london")  # asked: it opens
    state.apply(f"trade:with:{b}")
    state.apply("trade:cash:+20")
    panel = decision(state.view(a), UI(names=NAMES, seat=a))
    foot = panel[panel.index('<div class="trade-go">') :]
    assert 'data-action="trade:propose"' in foot


def test_the_companies_stand_in_the_order_of_play_and_the_top_says_it() -> None:
    """The review: play went Player 3, 1, 2 and the screen did not say so."""
    state = new()
    state.order = [2, 0, 1]
    html = shown(state)
    assert "Order: <bdi>Cy</bdi> → <bdi>Ann</bdi> → <bdi>Bo</bdi>" in html
    table = html[html.index("Companies, in the order of play") :]
    assert table.index("Cy</bdi></td>") < table.index("Ann</bdi></td>") < table.index("Bo</bdi>")
    assert re.search(r"<tr[^>]*><td>1</td><td>[^<]*<svg.*?</svg> <bdi>Cy</bdi></td>", table)


def test_a_headwind_is_marked_by_a_red_octagon_unlike_a_tailwinds_chevrons_map_key_alike() -> None:
    """Issue 29: red double arrows for a headwind looked like a tailwind's chevrons. A headwind
    is a stop sign's octagon with a bar, no arrow; the map key draws it so."""
    head = hazard_mark(world.HEAD, "", 0, 0, 1)
    tail = hazard_mark(world.TAIL, "", 0, 0, 1)
    corners = re.search(r'<polygon class="fd-headwind" points="([^"]+)"', head)
    assert corners and len(corners.group(1).split()) == 8
    assert "polyline" not in head and tail.count("<polyline") == 2 and "polygon" not in tail
    key = legend(new().view(0), NAMES)
    assert (
        hazard_mark(world.HEAD, "", 0, 0, 1.6) in key
        and "Headwind: the ship moves three spaces fewer" in key
    )
    assert 'class="fd-headwind"' in shown(new())


def test_the_players_panel_says_each_companys_cash_beside_its_fortune() -> None:
    """Issue 29: one's own cash was hard to find; the panel gave the fortune alone."""
    state = new()
    seat = state.current
    state.cash[seat] -= 70  # the fortune counts the ships too: the two differ
    view = state.view(None)
    rows = re.findall(r"<tr[^>]*>.*?</tr>", players_panel(view, NAMES, ["human"] * len(NAMES)))
    assert f"{view['fortune'][seat]} ducats (fortune)" in rows[seat]
    assert f'<small class="cash">cash {view["cash"][seat]}</small>' in rows[seat]
