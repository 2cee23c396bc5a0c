"""The Fuldrigger board under CPython: it renders for whole games, offers only legal actions,
escapes names, and shows what the issue asks for: the map with coasts, lanes, hazards, named
harbours, ships in colour, reachable spaces after the roll, a city's price list, the chance
card, the rolls as they happen, and at the end the fortunes with a chart."""

from __future__ import annotations

import random
import re
import xml.dom.minidom
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from pygames.core import choose
from pygames.fuldrigger import GAME, world
from pygames.fuldrigger.graph import HARBOUR_SPACES, SPACES
from pygames.fuldrigger.state import FuldriggerState
from tests.playouts import ACTION
from web.views.common import UI
from web.views.ending import end_screen
from web.views.fuldrigger import decision, render, roles, story
from web.views.fuldrigger_map import COLOURS

from .helpers import dice, load, mover, new, place, rolled, ship_of

SELECT = re.compile(r'data-select="([^"]*)"')
REFUSED = re.compile(r'data-action="([^"]*)" data-refused=""')
INLINE = re.compile(r"<style|\sstyle=|\son[a-z]+=", re.IGNORECASE)
# The one style the table allows: where the shared overlay stands on the board (common.overlay).
PLACED = re.compile(r'(<div class="overlay" [^>]*) style="[^"]*"')
NAMES = ["Ann", "Bo", "Cy"]


def drawn(view: dict[str, Any], ui: UI) -> str:
    """The board and the view's part of the decision panel (the deal, the attack's choices)."""
    return render(view, ui) + decision(view, ui)


def _states(games: int = 2, rounds: int = 4) -> Iterator[FuldriggerState]:
    for seed in range(games):
        state = GAME.new(3, seed, {"rounds": rounds})
        bots = [GAME.make_bot("heuristic"), GAME.make_bot("random"), GAME.make_bot("search")]
        rng = random.Random(seed)
        while not state.over:
            yield state
            state.apply(choose(bots[mover(state)], state, rng))
        yield state


def test_view_renders_and_offers_only_legal_actions() -> None:
    keys = [None, "city:canton", "view:0,40,60", "ship:1", "ship:999"]
    for index, state in enumerate(_states()):
        seat = state.to_move if state.to_move is not None else 0
        view = state.view(seat)
        legal = set(state.legal_actions()) if state.to_move == seat else set()
        html = drawn(view, UI(names=NAMES, seat=seat, selected=keys[index % len(keys)]))
        if index % 40 == 0:
            xml.dom.minidom.parseString(f"<root>{html}</root>")
        assert not INLINE.search(PLACED.sub(r"\1", html)), INLINE.search(html)
        refused = set(REFUSED.findall(html))
        for code in ACTION.findall(html):
            assert code in legal or code in refused, code
        for code in refused:  # drawn closed: a click tells the rules' reason
            assert code not in legal and state.check(code), code
        for key in SELECT.findall(html):
            kind, _, rest = key.partition("@")[0].partition(":")
            assert kind in ("ship", "city", "view", "aim"), key  # aim: a risky sail previewed
            if kind == "ship":
                assert int(rest) in state.ships
            if kind == "city":
                assert rest in HARBOUR_SPACES


def test_the_view_has_no_inline_style_or_event_handler() -> None:
    """Styles are fuldrigger.css classes (but for where the shared overlay stands), colours SVG
    presentation attributes, clicks the shell's delegated handlers."""
    for state in _states(games=1, rounds=3):
        for selected in (None, "city:canton", "ship:1"):
            html = render(state.view(0), UI(names=NAMES, seat=0, selected=selected))
            found = INLINE.search(PLACED.sub(r"\1", html))
            assert found is None, html[max(found.start() - 80, 0) : found.end() + 80]


def test_the_public_view_offers_no_action() -> None:
    state = new()
    rolled(state, 9)
    html = render(state.view(None), UI(names=NAMES, seat=None, selected="ship:1"))
    assert not ACTION.findall(html)


def test_names_are_escaped() -> None:
    state = new()
    html = render(state.view(0), UI(names=['<b>"x"</b>', "Bo", "Cy"], seat=0))
    assert "<b>" not in html and "&lt;b&gt;" in html


def test_the_map_has_coasts_lanes_hazards_and_named_harbours() -> None:
    state = new()
    html = render(state.view(0), UI(names=NAMES, seat=0, selected="view:35,2,360"))
    assert 'aria-label="The world map"' in html
    assert html.count("<polygon") > 40 and html.count("<line") > 300
    for name in ("Canton", "Batavia", "Sydney", "San Francisco", "Rio de Janeiro", "Quebec"):
        assert name in html
    for kind in ("Storm", "Iceberg", "Calm", "Dangerous reef", "Pirate waters", "Tailwind"):
        assert f"— {kind}" in html
    assert world.REEFS["A"] in html


def test_ships_show_their_owners_colour_cargo_and_privateer_sail() -> None:
    state = new()
    load(ship_of(state, state.current), "spices", 45, 3)
    other = ship_of(state, state.current, 1)
    other.privateer = True
    html = render(state.view(0), UI(names=NAMES, seat=0))
    assert COLOURS[state.current] in html
    assert "carrying spices" in html and "privateer at" in html
    assert 'fill="#111"' in html  # the black sail


def test_after_the_roll_the_reachable_spaces_are_lit_and_carry_the_sail_action() -> None:
    state = new()
    seat = state.current
    rolled(state, 9)
    html = render(state.view(seat), UI(names=NAMES, seat=seat))
    first = min(s.id for s in state.ships_of(seat))
    lit = set(re.findall(rf'data-action="(sail:{first}:[^"]+)" role="button"', html))
    # A place whose way meets a hazard is lit to preview the sail first (fuldrigger_aim.py).
    aimed = {f"sail:{first}:{to}" for to in re.findall(rf'data-select="aim:{first}:([^"@]+)', html)}
    sails = {c for c in state.legal_actions() if c.startswith(f"sail:{first}:")}
    assert lit and aimed and lit | aimed == sails and not lit & aimed
    second = sorted(s.id for s in state.ships_of(seat))[1]
    html = render(state.view(seat), UI(names=NAMES, seat=seat, selected=f"ship:{second}"))
    assert re.search(rf'data-action="sail:{second}:[^"]+" role="button"', html)
    assert not re.search(rf'data-action="sail:{first}:[^"]+" role="button"', html)


def test_zooming_and_panning_keep_the_selected_ship_and_its_lit_spaces() -> None:
    """Where lit spaces crowd (the Baltic) a player zooms in to reach one: the ship stays
    selected, its spaces lit, and the map keeps the view chosen."""
    state = new()
    seat = state.current
    rolled(state, 9)
    second = sorted(s.id for s in state.ships_of(seat))[1]
    html = render(state.view(seat), UI(names=NAMES, seat=seat, selected=f"ship:{second}"))
    zoom_in = re.search(
        r'data-select="([^"]+)" role="button" tabindex="0" aria-label="Zoom in"', html
    )
    assert zoom_in and zoom_in.group(1).startswith(f"ship:{second}@")
    closer = render(state.view(seat), UI(names=NAMES, seat=seat, selected=zoom_in.group(1)))
    assert re.search(rf'data-action="sail:{second}:[^"]+" role="button"', closer)
    assert f'data-selected="ship:{second}"' in closer

    def width(page: str) -> float:
        box = re.search(r'<div class="fd-map"[^>]*><svg viewBox="[\d.]+ [\d.]+ ([\d.]+)', page)
        assert box
        return float(box.group(1))

    assert width(closer) < width(html)
    again = re.search(
        r'data-select="([^"]+)" role="button" tabindex="0" aria-label="Pan west"', closer
    )
    assert again and again.group(1).startswith(f"ship:{second}@")


def test_every_action_of_a_ship_is_on_its_card_or_the_map() -> None:
    """The board is the interface: the panel keeps only what has no place."""
    from web.views.shell import action_panel

    state = new()
    seat = state.current
    rolled(state, 9)
    view = state.view(seat)
    html = render(view, UI(names=NAMES, seat=seat))
    panel = action_panel(view["actions"], html, NAMES)
    loose = re.findall(r'class="act" data-action="([^"]+)"', panel)
    assert set(loose) <= {"end", "ship", "endgame", "trade:with:0", "trade:with:1", "trade:with:2"}


def test_a_deals_money_is_typed_with_round_sums_as_shortcuts() -> None:
    """RULINGS "Deals are at any price": the deal panel has a typed amount for each side
    (`input[data-amount]`, checked by the rules as typed), the shortcuts beside it."""
    state = new()
    seat = state.current
    state.cash[(seat + 1) % 3] = 300
    state.apply(f"trade:with:{(seat + 1) % 3}")
    state.apply(f"trade:give:s{ship_of(state, seat).id}")
    html = drawn(state.view(seat), UI(names=NAMES, seat=seat))
    assert 'data-amount="trade:cash:+{}"' in html and 'data-amount="trade:cash:-{}"' in html
    assert 'data-action="trade:cash:-150"' in html  # a ship's value and half as much again
    assert 'data-action="trade:propose"' in html
    said = f"<bdi>Ann</bdi> gives: {ship_of(state, seat).name}; <bdi>Bo</bdi> gives: nothing"
    assert said in html


def test_the_attacker_picks_the_privateers_on_the_board() -> None:
    """RULINGS "The attacker chooses": a button for each choice of privateers, named; the map's
    marker attacks with all of them."""
    state = new()
    seat = state.current
    enemy = (seat + 1) % 3
    ships = [ship_of(state, seat, i) for i in range(3)]
    for ship in ships:
        ship.privateer = True
        place(ship, "ns2")
    place(ship_of(state, enemy), "ns2")
    rolled(state, 5)
    html = drawn(state.view(seat), UI(names=NAMES, seat=seat))
    codes = set(re.findall(r'data-action="(attack:[^"]+)"', html))
    assert codes == {c for c in state.legal_actions() if c.startswith("attack:")}
    assert len(codes) == 7
    two, three = ships[1].id, ships[2].id
    attack = rf'data-action="attack:ns2:{enemy}:{two},{three}"[^>]*>Attack <bdi>Bo</bdi>'
    assert re.search(attack, html)
    everyone = ",".join(str(s.id) for s in ships)
    assert re.search(rf'<g data-action="attack:ns2:{enemy}:{everyone}"', html)


def test_a_city_shows_its_price_list_with_marks_and_buttons() -> None:
    state = new()
    seat = state.current
    place(ship_of(state, seat), "canton")
    html = render(state.view(seat), UI(names=NAMES, seat=seat, selected="city:canton"))
    assert "Canton: price list" in html
    # The board's K and S marks in the reader's words (they are Polish: kupno, sprzedaż).
    assert re.search(r"<td>Tea</td><td>30</td><td><span [^>]*>buy only</span></td>", html)
    assert re.search(r"<td>Furs</td><td>85</td><td><span [^>]*>sell only</span></td>", html)
    assert 'data-action="buy:' in html and ':tea"' in html


def test_selling_a_ship_back_with_its_cargo_asks_first_and_says_the_cargo_is_lost() -> None:
    """Rulebook: "Ships may be sold back to the bank for 75 ducats. Nothing is paid for any goods
    on board the ship": every control that sells a loaded ship asks first (`data-confirm`, the
    table's question), naming the cargo and what it cost; an empty ship is sold at once."""
    state = new()
    seat = state.current
    loaded = load(ship_of(state, seat), "tea", 30)
    empty = ship_of(state, seat, 1)
    place(empty, loaded.at)
    view = state.view(seat)
    city = SPACES[loaded.at].city
    html = "".join(
        render(view, UI(names=NAMES, seat=seat, selected=key))
        for key in (f"city:{city}", f"ship:{loaded.id}", f"ship:{empty.id}")
    )
    question = (
        f"Sell {loaded.name} back to the Bank with its cargo of tea? The tea, bought for 30"
        " ducats, is lost with the ship: the Bank pays 75 ducats for the ship alone."
    )
    sold = re.findall(rf'<button [^>]*data-action="sellship:{loaded.id}"[^>]*>', html)
    assert len(sold) >= 2  # on the ship's card and in the harbour's price list
    assert all(f'data-confirm="{question}"' in control for control in sold)
    assert roles(view, UI(names=NAMES, seat=seat))[f"sellship:{loaded.id}"].confirm == question
    unloaded = re.findall(rf'<button [^>]*data-action="sellship:{empty.id}"[^>]*>', html)
    assert unloaded and not any("data-confirm" in control for control in unloaded)
    assert f"sellship:{empty.id}" not in roles(view, UI(names=NAMES, seat=seat))


def lost_in_the_storm_off_biscay() -> tuple[dict[str, Any], str]:
    """A ship sailed from Ushant into Biscay's storm on a 1 and a 2 (lost): its seat's view,
    and the table it shows."""
    state = new()
    seat = state.current
    ship = place(ship_of(state, seat), "ushant")
    rolled(state, 3)
    dice(state, 1, 2)
    state.apply(f"sail:{ship.id}:finisterre")
    view = state.view(seat)
    return view, render(view, UI(names=NAMES, seat=seat))


def test_the_chance_card_and_the_rolls_are_shown_as_they_happen() -> None:
    view, html = lost_in_the_storm_off_biscay()
    assert "Storm: the ship is lost" in html and "at Bay of Biscay" in html
    assert f"Chance: {view['card']['title']}" in html


def test_a_hazards_outcome_comes_before_its_dice_and_its_place() -> None:
    """A phone's narrow dice box cut off what came last: the outcome (issue 29)."""
    _, html = lost_in_the_storm_off_biscay()
    line = html[html.index('<ul class="fd-events"') :]
    line = line[: line.index("</li>")]
    assert line.index("the ship is lost") < line.index('class="fd-die"') < line.index("Biscay")


def test_the_board_shows_the_cash_of_the_company_the_screen_plays() -> None:
    state = new()
    seat = state.current
    state.cash[seat] = 237
    html = render(state.view(seat), UI(names=NAMES, seat=seat))
    top = html[html.index('<div class="fd-top">') : html.index('class="fd-box fd-dice-box"')]
    assert f"<bdi>{NAMES[seat]}</bdi>: 237 ducats" in top


def test_zoom_and_pan_change_the_maps_view_box() -> None:
    state = new()
    world_view = render(state.view(0), UI(names=NAMES, seat=0, selected="view:35,2,360"))
    europe = render(state.view(0), UI(names=NAMES, seat=0, selected="view:4,46,44"))
    assert 'viewBox="0 0 1440 512"' in world_view
    box = re.search(
        r'<div class="fd-map"[^>]*><svg viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"', europe
    )
    assert box and float(box.group(3)) == 176
    assert 'data-select="view:' in europe and "Zoom in" in europe and "Pan west" in europe


def test_the_end_shows_the_fortunes_and_a_chart_over_the_game() -> None:
    state = new(rounds=5)
    while not state.over:
        state.apply("end")
    view, ui = state.view(0), UI(names=NAMES, seat=0)
    assert "The end:" not in render(view, ui)  # the end screen's, not the board's
    html = end_screen(view, story(view, []), ui, ["human"] * state.players)
    assert "The end: the agreed rounds are over" in html
    assert html.count("<polyline") >= 3 and "Fortunes over the game" in html
    assert "400 ducats" in html and "cash " in html


def test_home_ports_are_chosen_on_the_map() -> None:
    state = GAME.new(3, 2)
    seat = state.to_move
    html = render(state.view(seat), UI(names=NAMES, seat=seat))
    for city in ("copenhagen", "amsterdam", "london", "lisbon", "cadiz"):
        assert f'data-action="home:{city}"' in html
    assert SPACES["london"].name in html


def _inside(px: float, py: float, polygon: list[tuple[float, float]]) -> bool:
    """Whether a point lies inside a polygon (a crossing count)."""
    inside = False
    for k, (ax, ay) in enumerate(polygon):
        bx, by = polygon[k - 1]
        if (ay > py) != (by > py) and px < ax + (bx - ax) * (py - ay) / (by - ay):
            inside = not inside
    return inside


def _in_cell(px: float, py: float, cell: list[tuple[float, float]]) -> bool:
    return _inside(px, py, cell)


def _in_band(px: float, py: float, box: tuple[float, float, float, float]) -> bool:
    """Inside a name's band, as tall as a phone's style sheet may scale it."""
    x, y, w, h = box
    return x < px < x + w and y - 0.7 * h < py < y + 1.7 * h


def _controls(html: str) -> list[tuple[str, tuple[float, float], Any]]:
    """The map's controls in the order drawn: (action, its middle, a test of whether a click at
    a point lands on it), as a browser finds the topmost. What is drawn of a control takes no
    click (`pointer-events="none"`); its hit area does: a circle clipped to its cell (at most
    26 px across on a screen, whatever its radius here), or a name's band (as tall as the
    style sheet may scale it on a phone)."""
    svg = re.search(r'<svg viewBox="[^"]*"[^>]*aria-label="The world map".*?</svg>', html, re.S)
    assert svg
    root = ElementTree.fromstring(svg.group(0))
    clips = {
        clip.get("id"): [
            (float(x), float(y))
            for x, y in (p.split(",") for p in clip[0].get("points", "").split())
        ]
        for clip in root.iter("clipPath")
    }
    found: list[tuple[str, tuple[float, float], Any]] = []
    for node in root.iter():
        code = node.get("data-action") or node.get("data-select")
        if not code:
            continue
        hits = [n for n in node.iter() if n.get("class") in ("fd-hit", "fd-band")]
        assert len(hits) == 1, code
        hits += [n for n in node.iter() if n.get("class") == "fd-band fd-square"]
        quiet = [n for n in node if n.tag != "title" and n not in hits]
        for part in quiet:  # what is drawn takes no click
            assert part.get("pointer-events") == "none" or part.tag == "text", (code, part.tag)
        hit = hits[0]
        covers: Callable[[float, float], bool]
        if hit.tag == "circle":
            middle = (float(hit.get("cx", 0)), float(hit.get("cy", 0)))
            covers = partial(_in_cell, cell=clips[hit.get("clip-path", "")[5:-1]])
        else:
            x, y, w, h = (float(hit.get(a, 0)) for a in ("x", "y", "width", "height"))
            middle = (x + w / 2, y + h / 2)
            covers = partial(_in_band, box=(x, y, w, h))
        name = "name " if node.get("class") == "fd-name" else ""
        found.append((name + code, middle, covers))
    return found


def test_every_lit_place_and_every_ship_takes_a_click_at_its_own_middle_anywhere_on_the_map() -> (
    None
):
    """A ship on each space of the map with the longest roll (the map widest, its places the
    closest), and on every other space with a short one, the other players' ships in the
    crowded harbours (Amsterdam, Copenhagen, London): no control drawn later covers the middle
    of a place it may sail to (Copenhagen lies a unit from the Øresund) nor the middle of a
    ship, and no other control's hit area covers it at all but a harbour's name drawn under it
    (a lit North Sea over Passat at Amsterdam sailed the chosen ship when Passat was
    clicked): the hit areas overlap where controls crowd, and the nearest takes the click."""
    state = new()
    seat = state.current
    ship = ship_of(state, seat)
    others = [ship_of(state, other) for other in range(3) if other != seat]
    checked = ships = 0
    for number, sid in enumerate(SPACES):
        for total in (12, 4) if number % 2 else (12,):
            rolled(state, total)
            place(ship, sid, total)
            crowd = (*("amsterdam", "copenhagen", "london")[number % 3 :], "amsterdam")
            for other, harbour in zip(others, crowd, strict=False):
                place(other, harbour)
            html = render(state.view(seat), UI(names=NAMES, seat=seat, selected=f"ship:{ship.id}"))
            controls = _controls(html)
            for index, (code, (x, y), _) in enumerate(controls):
                if code.startswith((f"sail:{ship.id}:", "ship:")):
                    checked += code.startswith("sail:")
                    ships += code.startswith("ship:")
                    over = [later for later, _, covers in controls[index + 1 :] if covers(x, y)]
                    assert not over, f"{code} at {sid} with {total}: its middle lies under {over}"
                    # Nor under any other control's cell: the nearest control takes a click.
                    near = [c for c, _, covers in controls[:index] if covers(x, y)]
                    assert all(c.startswith("name ") for c in near), (code, sid, total, near)
    assert checked > 1500
    assert ships > 600


def test_every_control_of_the_map_has_a_hit_area_and_the_nearest_control_takes_a_click() -> None:
    """Issue 19, "every target at least 24 px": each harbour, lit place, ship and attack marker
    has a hit area the style sheet makes 26 px across on any screen and at any zoom (`--px`),
    clipped to its cell, so that where controls crowd (the whole world on a phone) a click
    anywhere goes to the nearest control, never to one farther away."""
    css = (Path(__file__).parents[2] / "web" / "static" / "fuldrigger.css").read_text()
    assert ".fd-map .fd-hit { r: calc(var(--px) * 13px); }" in css
    state = new()
    seat = state.current
    rolled(state, 12)
    ship = ship_of(state, seat)
    rng = random.Random(5)
    for look in ("", "@35,2,360", "@4,46,44"):
        chosen = f"ship:{ship.id}{look}"
        html = render(state.view(seat), UI(names=NAMES, seat=seat, selected=chosen))
        assert re.search(r'<svg [^>]*data-unit="[\d.]+"', html)
        points = [
            (code, middle, covers)
            for code, middle, covers in _controls(html)
            if not code.startswith("name ")
        ]
        assert sum(code.startswith("sail:") for code, _, _ in points) > 10
        unit = float(re.search(r'data-unit="([\d.]+)"', html).group(1))  # type: ignore[union-attr]
        for code, (x, y), _ in points:
            for _ in range(20):  # points within 13 px on a phone's map (about 9 units)
                px, py = x + rng.uniform(-9, 9) * unit, y + rng.uniform(-9, 9) * unit
                taking = [(c, m) for c, m, covers in points if covers(px, py)]
                assert len(taking) == 1, (look, code, (px, py), taking)
                nearest = min(points, key=lambda p: (p[1][0] - px) ** 2 + (p[1][1] - py) ** 2)
                (mx, my), (nx, ny) = taking[0][1], nearest[1]
                # The nearest, or as near to a hundredth of a unit (the drawing is rounded).
                gap = ((mx - px) ** 2 + (my - py) ** 2) ** 0.5 - (
                    (nx - px) ** 2 + (ny - py) ** 2
                ) ** 0.5
                assert gap < 0.02, (look, code, (px, py), taking, nearest[0])
