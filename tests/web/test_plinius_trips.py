"""Plinius trip-ups a new player met (issue 29): the card's words once the wind has turned, the
hint's arrow over the names, the places' areas to tap on a phone and the counter to move off
the phone's zoomed map."""

from __future__ import annotations

import re

from tests.plinius.helpers import new, stack, with_ap
from web.views.common import UI
from web.views.plinius import _marks, decision, news, render


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


def test_the_bar_has_a_button_for_each_counter_that_can_act_and_only_those() -> None:
    """On a phone the counter a player meant to move was off the zoomed map at 8 of 28 moves:
    the bar names each counter that can act, as printed on it, where it stands in its name; a
    tap selects it (pressed while selected). None while a card is to be drawn; a counter that
    cannot act (stunned, too dear for the AP left) has none."""
    table = UI(names=["Ann"], seat=0)
    assert "pl-strip" not in decision(new().view(0), table)
    state = with_ap(new(), 1)  # 1 AP: the quadriremes (II a step) and Pomponianus cannot move
    view = state.view(0)
    strip = decision(view, table).split('<div class="pl-strip"')[1]
    able = {code.split(":")[1] for a in view["actions"] if (code := a["code"]).startswith("move:")}
    assert set(re.findall(r'data-select="(\w+)"', strip)) == able
    assert {"L", "inc1"} <= able and not {"Q1", "Q2", "pom"} & able
    assert 'aria-label="Lib: select Pliny&#x27;s liburna at Misenum"' in strip
    assert re.search(r'data-select="L" aria-pressed="false"[^>]*>Lib</button>', strip)
    chosen = decision(view, UI(names=["Ann"], seat=0, selected="L"))
    assert 'data-select="L" aria-pressed="true"' in chosen
    assert 'data-select="inc1" aria-pressed="false"' in chosen


def test_the_map_follows_the_counter_chosen_last_not_the_hint() -> None:
    """A counter chosen from the bar's buttons is brought into the map's sight even while the
    hint's arrow shows another counter's move."""
    state = with_ap(new(), 3)
    view = state.view(0)
    legal = {a["code"] for a in view["actions"]}
    hint = next(code for code in sorted(legal) if code.startswith("move:L:"))
    hinted = UI(names=["Ann"], seat=0, extra={"hint": hint})
    assert _marks(view, hinted, legal, news(view)).follow == "L"
    chosen = UI(names=["Ann"], seat=0, selected="inc1", extra={"hint": hint})
    assert _marks(view, chosen, legal, news(view)).follow == "inc1"


def test_the_dead_are_counted_beside_the_score_and_named_in_its_title() -> None:
    """ "dead:" was cut under the score on a phone: the score's line holds the dead, counted
    (a phone shows the count, a laptop the fallen counters), their names in its title."""
    state = new()
    for cid in ("inc1", "inc2", "inc3"):
        state.where[cid] = None
        state.dead.append(cid)
    html = render(state.view(0), UI(names=["Ann"], seat=0))
    line = re.search(r'<span class="pl-vp-line"><b>[^<]*</b>(.*?)</span><small>', html)
    assert line is not None
    assert 'dead: <span class="pl-dead-n">3</span>' in line.group(1)
    assert line.group(1).count('class="pl-fallen"') == 3
    assert "Dead: Incola of Neapolis, Incola of Herculaneum, Incola of Oplontis" in line.group(1)


def test_the_map_opens_on_the_fleet_at_misenum_and_the_people_waiting_nearest() -> None:
    """The phone's zoomed map opened on Herculaneum, away from the fleet, then on Misenum
    alone, with no one to rescue in sight: before the first card it follows Pliny's liburna
    at Misenum, framed with the whole fleet and i1, waiting at Neapolis, the nearest harbour,
    at a zoom of its own (`data-opening`); not i2 at Herculaneum, farther."""
    html = render(new().view(0), UI(names=["Ann"], seat=0))
    follows = re.findall(r'<g [^>]*data-follow=""[^>]*>\s*<title>([^<]*)</title>', html)
    assert len(follows) == 1 and "liburna" in follows[0] and "Misenum" in follows[0]
    assert re.search(r'class="pl-mapbox"[^>]*data-opening=""', html)
    frame = re.search(r'data-follow-all="" x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"', html)
    assert frame is not None
    x, y, w, h = map(int, frame.groups())
    for cid, inside in (("Q1", True), ("Q2", True), ("L", True), ("inc1", True), ("inc2", False)):
        shape = re.search(
            rf'id="pl-{cid}".*?<(?:rect|circle) [^>]*?(?:cx|x)="([\d.]+)" (?:cy|y)="([\d.]+)"', html
        )
        assert shape is not None
        px, py = map(float, shape.groups())
        assert (x <= px <= x + w and y <= py <= y + h) is inside, (cid, px, py, (x, y, w, h))
