"""The eighth review of the Fuldrigger table (issue 29), under CPython: the selection stays on
a ship mid-voyage, a loss is said at its place, the safe lane and a sale's way are one click."""

from __future__ import annotations

import re

from pygames.fuldrigger import world
from pygames.fuldrigger.graph import ADJ, SPACES
from pygames.fuldrigger.state import FuldriggerState
from web.views.common import UI
from web.views.fuldrigger import decision, render
from web.views.fuldrigger_aim import hazards, safer
from web.views.fuldrigger_geometry import QUAYS, WIDTH, label_size, name_boxes

from .helpers import dice, load, new, place, rolled, ship_of

NAMES = ["Ann", "Bo", "Cy"]


def _selected(state: FuldriggerState) -> str:
    html = render(state.view(state.current), UI(names=NAMES, seat=state.current))
    found = re.search(r'<div class="fd" data-selected="([^"]*)"', html)
    assert found
    return found.group(1)


def _short_sail(state: FuldriggerState, ship: int) -> str:
    """A sail of `ship` that leaves it spaces to sail on."""
    reach = state.view(state.current)["reach"][str(ship)]
    for code in state.legal_actions():
        if code.startswith(f"sail:{ship}:") and reach[code.split(":")[2]]["left"] >= 3:
            return code
    raise AssertionError("no short sail")


def test_the_selection_stays_on_a_ship_that_still_has_spaces_to_sail() -> None:
    state = new()
    rolled(state, 9)
    second = ship_of(state, state.current, 1)
    state.apply(_short_sail(state, second.id))
    assert second.left and any(c.startswith(f"sail:{second.id}:") for c in state.legal_actions())
    assert _selected(state) == f"ship:{second.id}"


def test_the_panels_sail_names_the_ship_the_map_rings_and_lights() -> None:
    """Issue 29: the panel offered "Sail" for the first ship while the map lit the one that
    sailed last."""
    state = new()
    rolled(state, 9)
    second = ship_of(state, state.current, 1)
    state.apply(_short_sail(state, second.id))
    ui = UI(names=NAMES, seat=state.current)
    assert _selected(state) == f"ship:{second.id}"
    main = re.search(
        r'<p class="fd-next"><button[^>]*data-select="([^"@]*)[^"]*"[^>]*>([^<]*)<',
        decision(state.view(state.current), ui),
    )
    assert main and main.groups() == (f"ship:{second.id}", f"Sail {second.name}")
    ringed = re.search(r'class="fd-ship fd-chosen-ship"', render(state.view(state.current), ui))
    assert ringed


def test_when_the_ship_has_no_spaces_left_the_next_is_selected_and_the_table_says_so() -> None:
    state = new()
    rolled(state, 9)
    first, second = ship_of(state, state.current, 0), ship_of(state, state.current, 1)
    state.apply(_short_sail(state, second.id))
    second.left = 0
    assert _selected(state) == f"ship:{first.id}"
    said = decision(state.view(state.current), UI(names=NAMES, seat=state.current))
    assert f"{second.name} has no spaces left this turn: {first.name} is selected" in said


def test_a_ship_wrecked_on_a_reef_is_said_on_the_map_by_its_name_at_the_place() -> None:
    state = new()
    ship = ship_of(state, state.current)
    reef = next(sid for sid, space in SPACES.items() if space.hazard == world.REEF)
    place(ship, next(n for n in ADJ[reef] if not SPACES[n].hazard))
    rolled(state, 1)
    dice(state, 1, 1)  # 2: a wreck (movement.REEF_WRECKS)
    state.apply(f"sail:{ship.id}:{reef}")
    assert ship.id not in state.ships
    html = render(state.view(state.current), UI(names=NAMES, seat=state.current))
    flash = re.search(r'<g class="fd-flash"[^>]*>.*?</g>', html)
    wanted = f">{ship.name} was wrecked on the reef at {SPACES[reef].name}</text>"
    assert flash and wanted in flash.group(0)


def test_a_tip_where_the_cargo_sells_draws_the_course_and_lights_its_first_step() -> None:
    state = new()
    ship = load(ship_of(state, state.current), "wool", travelled=10)
    rolled(state, 9)
    ui = UI(names=NAMES, seat=state.current, selected=f"ship:{ship.id}")
    listed = decision(state.view(state.current), ui)
    tip = re.search(r'<li class="fd-outlet fd-best">(.*?)</li>', listed)
    assert tip
    aim = re.search(r'class="fd-course" data-select="(aim:(\d+):([^"@]+)[^"]*)"', tip.group(1))
    assert aim and int(aim.group(2)) == ship.id
    assert 'data-select="city:' in tip.group(1)  # the price list one click away
    ui = UI(names=NAMES, seat=state.current, selected=aim.group(1))
    view = state.view(state.current)
    html = render(view, ui) + decision(view, ui)
    assert 'class="fd-aim"' in html  # the way drawn
    assert f'class="act primary" data-action="sail:{ship.id}:{aim.group(3)}"' in html


def test_the_risk_beside_a_sail_aimed_at_offers_the_safe_course_as_one_click() -> None:
    state = new()
    rolled(state, 9)
    view = state.view(state.current)
    ship, target, safe = next(
        (int(number), space, to)
        for number, reach in view["reach"].items()
        for space in reach
        if (to := safer(view, int(number), space)) is not None
    )
    assert hazards(view, ship, target) and not hazards(view, ship, safe)
    ui = UI(names=NAMES, seat=state.current, selected=f"aim:{ship}:{target}")
    html = render(view, ui)
    button = re.search(r'<p class="fd-safer"><button [^>]*data-action="([^"]+)"', html)
    assert button and button.group(1) == f"sail:{ship}:{safe}"
    state.apply(button.group(1))
    assert state.ships[ship].at == safe


def test_the_world_view_draws_the_hazards_smaller_and_no_name_over_a_harbour() -> None:
    state = new()
    view = state.view(state.current)
    radius = re.compile(r'<g><title>[^<]*Storm[^<]*</title><circle [^>]*r="([\d.]+)"')

    def drawn(key: str) -> tuple[float, str]:
        """The storm mark's radius in units of the zoom, and the page."""
        html = render(view, UI(names=NAMES, seat=state.current, selected=key))
        found = radius.search(html)
        box = re.search(r'class="fd-map"[^>]*><svg viewBox="[\d.]+ [\d.]+ ([\d.]+)', html)
        assert found and box
        return float(found.group(1)) / (float(box.group(1)) / 350), html

    world_mark, _ = drawn("view:35,2,360")
    europe_mark, _ = drawn("view:4,46,44")
    assert world_mark < 0.6 * europe_mark  # in units of the zoom: smaller on screen
    s = WIDTH / 350
    boxes = name_boxes(s, label_size(s, 360))
    for quay, box in boxes.items():
        for other, (x, y) in QUAYS:
            square = (x - 3.2 * s, y - 3.2 * s, x + 3.2 * s, y + 3.2 * s)
            apart = box[2] <= square[0] or square[2] <= box[0] or box[3] <= square[1]
            assert other == quay or apart or square[3] <= box[1], (quay, other)


def test_a_ships_lit_places_ask_a_phones_map_to_zoom_in_unless_a_view_was_chosen() -> None:
    state = new()
    rolled(state, 9)
    ship = ship_of(state, state.current)
    view = state.view(state.current)
    html = render(view, UI(names=NAMES, seat=state.current, selected=f"ship:{ship.id}"))
    assert f'data-fit-gap="32" data-fit-key="{ship.id}:{state.round}:{ship.at}:9"' in html
    chosen = f"ship:{ship.id}@4,46,44!"  # "Europe" on the zoom bar
    assert "data-fit-gap" not in render(view, UI(names=NAMES, seat=state.current, selected=chosen))


def test_a_ship_bought_is_said_on_the_map_by_its_name_at_its_home_port() -> None:
    """Review 11: a ship bought appeared without a word; a loss had its banner."""
    state = new()
    seat = state.current
    state.apply("ship")
    ship = max(state.ships_of(seat), key=lambda s: s.id)
    html = render(state.view(seat), UI(names=NAMES, seat=seat))
    flash = re.search(r'<g class="fd-flash"[^>]*>.*?</g>', html)
    assert flash and f">{ship.name} bought in {SPACES[ship.at].name}</text>" in flash.group(0)
