"""Plinius trip-ups a new player met (issue 29): the card's words once the wind has turned, the
hint's arrow over the names and the places' areas to tap on a phone."""

from __future__ import annotations

import re

from tests.plinius.helpers import new, stack, with_ap
from web.views.common import UI
from web.views.plinius import render


def test_a_red_face_after_the_fourth_says_it_does_nothing_not_6_of_4() -> None:
    """The card read "red face 6 of 4" once the wind had turned. The rulebook turns the wind at
    the 4th red face and gives the later ones nothing to do: the card says so."""
    state = new()
    stack(state, "JH", "QD", "KH", "JD", "KD", "QH")
    shown = []
    for _ in range(6):
        state.apply("draw")
        shown.append(render(state.view(0), UI(names=["Ann"], seat=0)))
    assert "red face 3 of 4" in shown[2]
    assert "the wind turns!" in shown[3]
    assert "red face 5: no effect" in shown[4] and "red face 6: no effect" in shown[5]
    assert not any("5 of 4" in html or "6 of 4" in html for html in shown)


def test_the_hint_arrow_runs_under_every_place_name_so_names_stay_readable() -> None:
    """The hint's arrow was drawn over the place names it crossed ("Herculaneum" cut by it).
    For every move the table could hint, the arrow is drawn before (under) every name, each in
    its white halo, so a name it crosses stays readable; the lit dot it points to stays on
    top, a control."""
    state = with_ap(new(), 5)
    moves = [a["code"] for a in state.view(0)["actions"] if a["code"].startswith("move:")]
    assert len(moves) > 5
    for code in moves:
        html = render(state.view(0), UI(names=["Ann"], seat=0, extra={"hint": code}))
        arrow = html.index('class="pl-arrow"')
        names = [m.start() for m in re.finditer(r'stroke-width="4" paint-order="stroke"', html)]
        assert names and all(arrow < at for at in names), code
        assert arrow < html.index(f'data-action="{code}"'), code


HIT = re.compile(
    r'<circle class="pl-hit" cx="([\d.]+)" cy="([\d.]+)" r="25" style="--cap: (\d+)px"'
)


def test_every_lit_place_has_an_area_to_tap_that_never_reaches_another() -> None:
    """A lit place was 31 px wide to tap on a phone: each lit or ringed place has an area the
    page's style grows to 44 px on screen, capped (`--cap`, map units) at half the way to any
    other lit place and short of any counter, so that each still takes its own tap."""
    state = with_ap(new(), 5)
    html = render(state.view(0), UI(names=["Ann"], seat=0, selected="L"))
    hits = [(float(x), float(y), int(cap)) for x, y, cap in HIT.findall(html)]
    assert len(hits) == html.count('class="pl-target"') + html.count('class="pl-refused"') > 1
    for x, y, cap in hits:
        assert cap >= 25
        for ox, oy, _ in hits:
            if (ox, oy) != (x, y):
                assert cap <= ((x - ox) ** 2 + (y - oy) ** 2) ** 0.5 / 2 + 0.5
