"""The designed map and track (docs/rulings.md: "Map and track (data to design)")."""

from __future__ import annotations

from pygames.plinius import data
from pygames.plinius.deck import full_deck

HARBOURS = ("misenum", "neapolis", "herculaneum", "oplontis", "pompeii", "stabiae")


def reachable(start: str, table: dict[str, tuple[str, ...]]) -> set[str]:
    seen = {start}
    frontier = [start]
    while frontier:
        dot = frontier.pop()
        for nxt in table[dot]:
            if nxt not in seen:
                seen.add(nxt)
                frontier.append(nxt)
    return seen


def test_every_harbour_is_both_sea_and_land() -> None:
    """Harbour dots are where blue and brown lines meet (Misenum ... Stabiae)."""
    assert {d for d, spec in data.DOTS.items() if spec[1] == data.HARBOUR} == set(HARBOURS)
    for harbour in HARBOURS:
        assert data.SEA_NEXT[harbour], harbour
        assert data.LAND_NEXT[harbour], harbour


def test_blue_lines_join_only_ship_dots_and_brown_lines_only_land_dots() -> None:
    """Ships move along the blue lines; inhabitants along the brown ones."""
    ship_dots = {data.SEA, data.HARBOUR, data.OBSERVATION}
    land_dots = {data.LAND, data.HARBOUR}
    for a, b in data.SEA_LINES:
        assert data.DOTS[a][1] in ship_dots and data.DOTS[b][1] in ship_dots
    for a, b in data.LAND_LINES:
        assert data.DOTS[a][1] in land_dots and data.DOTS[b][1] in land_dots


def test_sea_graph_and_land_graph_are_connected() -> None:
    """Every ship dot can be reached from Misenum by sea, every land dot by land."""
    ship_dots = {d for d, s in data.DOTS.items() if s[1] != data.LAND}
    land_dots = {d for d, s in data.DOTS.items() if s[1] in (data.LAND, data.HARBOUR)}
    assert reachable("misenum", data.SEA_NEXT) == ship_dots
    assert reachable("misenum", data.LAND_NEXT) == land_dots


def test_one_observation_dot() -> None:
    """One observation dot, which only Pliny's liburna can use."""
    assert [d for d, s in data.DOTS.items() if s[1] == data.OBSERVATION] == ["obs"]


def test_map_has_between_25_and_40_dots_with_distinct_places() -> None:
    """A playable map: about 25-40 dots, no two on the same spot."""
    assert 25 <= len(data.DOTS) <= 40
    assert len({(s[2], s[3]) for s in data.DOTS.values()}) == len(data.DOTS)


def test_coordinates_inside_the_viewbox() -> None:
    """Every dot (and its ring) is drawn inside the SVG's viewBox."""
    x0, y0, w, h = data.VIEWBOX
    for dot, (_, _, x, y, _) in data.DOTS.items():
        assert x0 + 15 <= x <= x0 + w - 15 and y0 + 15 <= y <= y0 + h - 15, dot


def test_geography_roughly_true() -> None:
    """Misenum in the west, Stabiae in the south-east, Vesuvius between Herculaneum and Pompeii."""
    x = {d: s[2] for d, s in data.DOTS.items()}
    y = {d: s[3] for d, s in data.DOTS.items()}
    assert x["misenum"] == min(x[h] for h in HARBOURS)
    assert y["stabiae"] == max(y[h] for h in HARBOURS)
    assert x["herculaneum"] < data.VESUVIUS[0] < x["pompeii"]
    assert data.VESUVIUS[1] < y["herculaneum"]  # inland, north of the shore


def test_colours_are_six_bands_by_distance_from_the_crater() -> None:
    """The dots are coloured to match the boxes of the track, by distance from the crater
    (Misenum excepted: it has no colour)."""
    bands = {spec[4] for dot, spec in data.DOTS.items() if dot != "misenum"}
    assert bands == set(range(1, len(data.TRACK) + 1)) == set(range(1, 7))
    for dot in data.DOTS:
        if dot == "misenum":
            continue
        distance = data.crater_distance(dot)
        expected = 1 + sum(distance >= limit for limit in data.BAND_LIMITS)
        assert data.DOTS[dot][4] == expected, dot


def test_track_boxes_and_box_four_orange() -> None:
    """Boxes -/1F, 10/2F, 20/3F, 30/4F, 40/5F, 50/6F; box 4 is orange (the rulebook's example)."""
    assert [(s, f) for s, f, _, _ in data.TRACK] == [
        (None, 1),
        (10, 2),
        (20, 3),
        (30, 4),
        (40, 5),
        (50, 6),
    ]
    assert data.TRACK[3][3] == "orange"
    assert len({colour for _, _, colour, _ in data.TRACK}) == 6


def test_no_blue_line_runs_straight_north_south() -> None:
    """So every sea step is clearly with or against a left/right wind."""
    for a, b in data.SEA_LINES:
        assert data.DOTS[a][2] != data.DOTS[b][2], (a, b)


def test_deck_has_44_cards_without_aces_tens_or_jokers() -> None:
    """Shuffle a card deck (without aces, tens nor jokers)."""
    cards = full_deck()
    assert len(cards) == len(set(cards)) == 44
    assert not any(c[0] in "A1T" for c in cards)


def test_misenum_has_no_colour() -> None:
    """docs/rulings.md, "Misenum has no colour": it is the fleet's base and the goal of every
    rescue; neither Nubes nor Fluxus strikes it. Its neighbours are in the last (green) band."""
    assert data.DOTS["misenum"][4] == data.NO_COLOUR
    assert data.NO_COLOUR not in range(1, len(data.TRACK) + 1)
    near = set(data.SEA_NEXT["misenum"]) | set(data.LAND_NEXT["misenum"])
    assert {data.DOTS[dot][4] for dot in near} == {6}
