"""Plinius's map in hand-built crowds (issue 29, after the ninth review): a passenger aboard a
ship at Herculaneum stood on "Herculaneum", a ship docked alone at Oplontis on "Via litoranea";
three sea dots had no spot of their own for their names."""

from __future__ import annotations

import pytest

from pygames.plinius import data
from web.views.common import UI
from web.views.plinius import render
from web.views.plinius_layout import TARGET_NAME, _overlap, place_names, sea_spots, text_box

from .helpers import new, place, with_ap
from .test_view_names import _place_names
from .test_view_overlaps import _area, _counter_parts, _drawn


def _on_names(aboard: dict[str, str], walking: dict[str, str], selected: str = "") -> list[str]:
    """The counters drawn on a place's name with ships at their dots (and a passenger each
    in `aboard`: ship -> person) and people walking at theirs."""
    state = with_ap(new(1), 4)
    for cid, dot in walking.items():
        place(state, cid, dot)
    for ship, person in aboard.items():
        place(state, person, walking[ship])
        state.cargo[ship], state.aboard[person] = person, ship
    html = render(state.view(0), UI(names=["Ann"], seat=0, selected=selected or None))
    names = {
        name: text_box(x, y, name, size, anchor)
        for name, (x, y, anchor, size) in _place_names(html).items()
    }
    found = []
    for node in _drawn(html):
        if node.get("class", "").startswith("pl-counter"):
            _, box, _ = _counter_parts(node)
            found += [f"{node.get('id')} on {n}" for n, b in names.items() if _area(box, b)]
    return found


@pytest.mark.parametrize("ship", data.SHIPS)
def test_a_passenger_aboard_a_ship_at_herculaneum_stands_off_its_name(ship: str) -> None:
    """A ship with a passenger at Herculaneum, and another person there: no counter on a name,
    with nothing selected and with the ship selected."""
    crowd = {ship: "herculaneum", "inc2": "herculaneum"}
    for selected in ("", ship):
        assert _on_names({ship: "inc1"}, crowd, selected) == []


@pytest.mark.parametrize("ship", data.SHIPS)
def test_a_ship_docked_at_oplontis_stands_off_via_litoranea(ship: str) -> None:
    """A ship alone at Oplontis, then with a passenger, then with a person beside it: no
    counter on a name."""
    assert _on_names({}, {ship: "oplontis"}) == []
    assert _on_names({ship: "inc4"}, {ship: "oplontis"}) == []
    assert _on_names({}, {ship: "oplontis", "inc4": "oplontis"}) == []


def test_every_sea_dot_has_a_spot_of_its_own_for_its_name_clear_of_the_places_names() -> None:
    """Sinus Puteolanus, Off the Sebethus and Off the coast road had none, and were placed
    afresh each time they were lit: every sea dot has one, clear of every place's name and
    of its own ring."""
    spots = sea_spots()
    named = [text_box(*n[:4], n[4]) for n in place_names().values()]
    for dot, (name, kind, x, y, _) in data.DOTS.items():
        if kind != data.SEA:
            continue
        assert dot in spots, name
        dx, dy, anchor = spots[dot]
        box = text_box(x + dx, y + dy, name, TARGET_NAME, anchor)
        assert not any(_overlap(box, other) for other in named), name
        assert not _overlap(box, (x - 25, y - 25, x + 25, y + 25)), name
