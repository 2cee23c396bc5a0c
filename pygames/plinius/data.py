"""The board of Plinius adversus Vesuvium as plain data: the bay of Naples, its dots and lines,
the eruption track, the counters and the deck.

The published map is not in the public record, so docs/rulings.md asks for one to be designed. The
coordinates come from the real places: x = (longitude - 14.04°) × 1950 and
y = (40.87° - latitude) × 2560 (one degree of longitude is about 0.76 of a degree of latitude at
40.8° N), so the coastline, the harbours and Vesuvius sit where they are on a modern map, in a
960 × 780 SVG viewBox. The wind test uses the same x,y (x grows to the east, "right").
"""

from __future__ import annotations

import math

VIEWBOX = (0, 0, 960, 780)

# The crater (Vesuvius, 14.426° E, 40.821° N); the colour bands count distance from it.
VESUVIUS = (753, 125)

# Land, drawn over the sea: the north shore from Cumae round Capo Miseno, Puteoli, Posillipo,
# Neapolis, Herculaneum, Oplontis and the Sarno mouth, then down the Sorrento peninsula to Punta
# Campanella and back along its south (Amalfi) coast. Points from a modern map, Roman coast kept
# near Pompeii (the shore then lay about 1 km further inland than today's).
COASTLINE: tuple[tuple[int, int], ...] = (
    (0, 0),
    (960, 0),
    (960, 600),
    (868, 620),
    (720, 690),
    (600, 750),
    (556, 763),
    (585, 666),
    (653, 620),
    (760, 525),
    (858, 435),
    (858, 320),
    (800, 289),
    (721, 269),
    (643, 230),
    (599, 164),
    (575, 154),
    (526, 90),
    (448, 82),
    (406, 108),
    (351, 102),
    (292, 179),
    (240, 192),
    (234, 166),
    (156, 123),
    (97, 102),
    (64, 133),
    (78, 179),
    (88, 236),
    (60, 215),
    (20, 60),
    (0, 50),
)

# The eruption track, "Ordo eruptionis": (smoke value, flow value, colour, colour name) for the
# boxes -/1F, 10/2F, 20/3F, 30/4F, 40/5F, 50/6F (docs/rulings.md). Box 1 has no smoke value ("-"):
# Nubes starts there. Box 4 is orange, as the rulebook's example says; the others run from the
# scorched black of the crater through red and purple to orange, yellow and the green of the far
# shore, so that neighbouring bands never look alike. Box 6 is reached only after the wind turned.
TRACK: tuple[tuple[int | None, int, str, str], ...] = (
    (None, 1, "#3b1d14", "black"),
    (10, 2, "#d32f2f", "red"),
    (20, 3, "#8e44ad", "purple"),
    (30, 4, "#f08a24", "orange"),
    (40, 5, "#e8c81c", "yellow"),
    (50, 6, "#2e9d5b", "green"),
)
LAST_BOX = len(TRACK)

HARBOUR = "harbour"  # where a blue and a brown line meet: ships and inhabitants
SEA = "sea"  # ships only
LAND = "land"  # inhabitants only
OBSERVATION = "observation"  # a sea dot only Pliny's liburna may enter

# The dots: id -> (name, kind, x, y, band). The band (1-6) is the eruption-track box whose colour
# the dot wears, by distance from the crater: band 1 under 140 (the slopes and the inland ring
# round the mountain), 2 under 205 (Herculaneum, Oplontis, the observation point), 3 under 300
# (Pompeii, the Sebethus), 4 under 400 (Neapolis and Stabiae, orange: Pliny died at Stabiae),
# 5 under 560 (Posillipo, Surrentum, the open bay), 6 beyond (Puteoli, Baiae and the sea off
# Misenum, reached only after the wind has turned west, as the ash reached Misenum in Pliny the
# Younger's letter). Misenum itself has no colour (band 0, docs/rulings.md "Misenum has no colour"):
# the fleet's base and the goal of every rescue, which neither Nubes nor Fluxus strikes.
# tests/plinius/test_data.py checks that the bands follow the distance.
NO_COLOUR = 0
DOTS: dict[str, tuple[str, str, int, int, int]] = {
    # The six harbours, placed on the Roman towns.
    "misenum": ("Misenum", HARBOUR, 95, 225, NO_COLOUR),
    "neapolis": ("Neapolis", HARBOUR, 440, 95, 4),
    "herculaneum": ("Herculaneum", HARBOUR, 600, 170, 2),
    "oplontis": ("Oplontis", HARBOUR, 792, 288, 2),
    "pompeii": ("Pompeii", HARBOUR, 862, 322, 3),
    "stabiae": ("Stabiae", HARBOUR, 852, 440, 4),
    # Land dots on the Roman roads: the coast road through the Phlegraean Fields and the Crypta
    # Neapolitana, the coast road round the mountain, the inland ring by Nola and Nuceria, the
    # slopes, and the road down the Sorrento peninsula (a refuge far from the crater).
    "baiae": ("Baiae", LAND, 72, 150, 6),
    "puteoli": ("Puteoli", LAND, 160, 128, 6),
    "pausilypon": ("Pausilypon", LAND, 300, 135, 5),
    "sebethus": ("Sebethus", LAND, 525, 62, 3),
    "somma": ("Mons Summanus", LAND, 660, 40, 1),
    "nola": ("Via Nolana", LAND, 850, 45, 1),
    "nuceria": ("Via Nucerina", LAND, 930, 250, 3),
    "resina": ("Resina", LAND, 675, 160, 1),
    "slope": ("Vesuvius slope", LAND, 770, 205, 1),
    "coastroad": ("Via litoranea", LAND, 690, 238, 1),
    "sarnus": ("Sarnus", LAND, 905, 380, 3),
    "aequa": ("Aequa", LAND, 790, 545, 5),
    "surrentum": ("Surrentum", LAND, 690, 625, 5),
    # Sea dots: a lane along the north shore, a mid-bay lane and a southern lane under the
    # Sorrento peninsula, so that ships have a short risky route and a long safer one.
    "s1": ("Sinus Puteolanus", SEA, 160, 262, 6),
    "s2": ("Off Pausilypon", SEA, 270, 250, 5),
    "s3": ("Off Neapolis", SEA, 400, 190, 4),
    "s4": ("Off the Sebethus", SEA, 510, 170, 3),
    "s5": ("Off Herculaneum", SEA, 590, 240, 2),
    "s6": ("Off the coast road", SEA, 700, 315, 2),
    "s7": ("Off Pompeii", SEA, 790, 360, 3),
    "s8": ("Off Stabiae", SEA, 800, 450, 4),
    "s9": ("Off Misenum", SEA, 220, 360, 6),
    "s10": ("Mid-bay west", SEA, 340, 330, 5),
    "s11": ("Mid-bay", SEA, 460, 300, 4),
    "s12": ("Mid-bay east", SEA, 570, 340, 3),
    "s13": ("Off Oplontis", SEA, 680, 420, 4),
    "s14": ("Crater's reach", SEA, 400, 440, 5),
    "s15": ("South bay", SEA, 530, 460, 5),
    "s16": ("Off Aequa", SEA, 660, 530, 5),
    "s17": ("Off Surrentum", SEA, 560, 580, 5),
    # The observation point: a sea dot off the coast road facing the crater (band 2), so that
    # science is a real risk. Only Pliny's liburna may enter it (docs/rulings.md: "one observation
    # dot that only Pliny's liburna can use").
    "obs": ("Observation point", OBSERVATION, 650, 268, 2),
}

BAND_LIMITS = (140, 205, 300, 400, 560)  # distance below which a dot lies in bands 1..5

# Blue lines (ships): each harbour opens on one to three sea dots; no line runs straight north-
# south, so every sea step is either with the wind or against it (tested).
SEA_LINES: tuple[tuple[str, str], ...] = (
    ("misenum", "s1"),
    ("misenum", "s9"),
    ("s1", "s2"),
    ("s1", "s9"),
    ("s2", "s3"),
    ("s2", "s10"),
    ("s3", "neapolis"),
    ("s3", "s4"),
    ("s3", "s10"),
    ("s3", "s11"),
    ("s4", "neapolis"),
    ("s4", "s5"),
    ("s4", "s11"),
    ("s5", "herculaneum"),
    ("s5", "obs"),
    ("s5", "s11"),
    ("s5", "s12"),
    ("obs", "s6"),
    ("s6", "oplontis"),
    ("s6", "s7"),
    ("s6", "s12"),
    ("s6", "s13"),
    ("s7", "oplontis"),
    ("s7", "pompeii"),
    ("s7", "s8"),
    ("s7", "s13"),
    ("s8", "stabiae"),
    ("s8", "s13"),
    ("s8", "s16"),
    ("s9", "s10"),
    ("s9", "s14"),
    ("s10", "s11"),
    ("s10", "s14"),
    ("s11", "s12"),
    ("s11", "s15"),
    ("s12", "s13"),
    ("s12", "s15"),
    ("s13", "s16"),
    ("s14", "s15"),
    ("s14", "s17"),
    ("s15", "s16"),
    ("s15", "s17"),
    ("s16", "s17"),
)

# Brown lines (inhabitants): the Roman roads. Misenum to Neapolis is four steps by land, the same
# as the mid-bay sea lane, so that walking and sailing both stay worth weighing.
LAND_LINES: tuple[tuple[str, str], ...] = (
    ("misenum", "baiae"),
    ("baiae", "puteoli"),
    ("puteoli", "pausilypon"),
    ("pausilypon", "neapolis"),
    ("neapolis", "sebethus"),
    ("sebethus", "herculaneum"),
    ("sebethus", "somma"),
    ("somma", "resina"),
    ("somma", "nola"),
    ("nola", "nuceria"),
    ("nuceria", "pompeii"),
    ("nuceria", "sarnus"),
    ("herculaneum", "resina"),
    ("herculaneum", "coastroad"),
    ("resina", "slope"),
    ("coastroad", "oplontis"),
    ("slope", "oplontis"),
    ("slope", "pompeii"),
    ("oplontis", "pompeii"),
    ("pompeii", "sarnus"),
    ("sarnus", "stabiae"),
    ("stabiae", "aequa"),
    ("aequa", "surrentum"),
)

# Capacities (rulebook): a sea dot holds two ships; a dot on land one ship and two inhabitants;
# Misenum has no limit. The land's two count everyone on the dot, the passengers of a ship docked
# there included (docs/rulings.md "The land's limit counts everyone on the dot").
SEA_SHIPS = 2
LAND_SHIPS = 1
LAND_INHABITANTS = 2
UNLIMITED = "misenum"

# The counters (rulebook: 2 quadriremes, Pliny's liburna, 4 incolae and Pomponianus).
# id -> (name, kind, start dot). Ids are short for the action codes.
SHIPS = ("Q1", "Q2", "L")
INHABITANTS = ("inc1", "inc2", "inc3", "inc4", "pom")
COUNTERS: dict[str, tuple[str, str, str]] = {
    "Q1": ("Quadrireme I", "quadrireme", "misenum"),
    "Q2": ("Quadrireme II", "quadrireme", "misenum"),
    "L": ("Pliny's liburna", "liburna", "misenum"),
    "inc1": ("Incola of Neapolis", "incola", "neapolis"),
    "inc2": ("Incola of Herculaneum", "incola", "herculaneum"),
    "inc3": ("Incola of Oplontis", "incola", "oplontis"),
    "inc4": ("Incola of Pompeii", "incola", "pompeii"),
    "pom": ("Pomponianus", "pomponianus", "stabiae"),
}
# The labels printed on the counters (map, legend, buttons): the words name a counter by them too.
LABELS = {
    "Q1": "Q I",
    "Q2": "Q II",
    "L": "Lib",
    "inc1": "i1",
    "inc2": "i2",
    "inc3": "i3",
    "inc4": "i4",
    "pom": "Pom",
}
LIBURNA = "L"
POMPONIANUS = "pom"

# Movement costs per step (docs/rulings.md): kind -> (normal, stunned); the liburna's pair is
# against the wind, and one less with it.
COSTS: dict[str, tuple[int, int]] = {
    "quadrireme": (2, 3),
    "liburna": (2, 3),
    "incola": (1, 2),
    "pomponianus": (2, 3),
}
LIBURNA_WITH_WIND_DISCOUNT = 1
BOARD_COST = 1  # boarding or landing, per inhabitant
OBSERVE_COST = 6

# The deck: 2-9, J, Q, K of four suits, 44 cards (no aces, tens or jokers); 8 removed unseen.
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "J", "Q", "K")
SUITS = ("S", "C", "H", "D")  # spades and clubs black; hearts and diamonds red
SUIT_SYMBOLS = {"S": "♠", "C": "♣", "H": "♥", "D": "♦"}
BLACK_SUITS = ("S", "C")
REMOVED = 8
WIND_TURNS_AT = 4  # the 4th red face card turns the Ventus counter

# Victory points (rulebook).
VP_MISENUM = (3, 2)  # each inhabitant at Misenum, normal / stunned
VP_ELSEWHERE = (2, 1)
VP_SHIP = 1
VP_OBSERVATION = 4
VP_DEAD = -2
VP_TO_WIN = 13  # "with more than 13 VP, the player wins"


def neighbours(lines: tuple[tuple[str, str], ...]) -> dict[str, tuple[str, ...]]:
    """Adjacency from a list of lines, in a fixed order."""
    table: dict[str, list[str]] = {dot: [] for dot in DOTS}
    for a, b in lines:
        table[a].append(b)
        table[b].append(a)
    return {dot: tuple(sorted(ends)) for dot, ends in table.items()}


SEA_NEXT = neighbours(SEA_LINES)
LAND_NEXT = neighbours(LAND_LINES)


def crater_distance(dot: str) -> float:
    _, _, x, y, _ = DOTS[dot]
    return math.dist((x, y), VESUVIUS)
