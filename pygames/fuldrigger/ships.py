"""A ship on the board: whose it is, where, what it carries, and what it has done this turn."""

from __future__ import annotations

from .graph import SPACES

# Ships are numbered as they are bought; each number has a name, from full-riggers and clippers
# of the age of sail (Danish first: Fuldrigger is a Danish game).
NAMES = (
    "Danmark",
    "Georg Stage",
    "København",
    "Cutty Sark",
    "Thermopylae",
    "Flying Cloud",
    "Sovereign of the Seas",
    "Preussen",
    "Passat",
    "Pamir",
    "Christian Radich",
    "Sørlandet",
    "Statsraad Lehmkuhl",
    "Joseph Conrad",
    "Moshulu",
    "Lightning",
    "Ariel",
    "Taeping",
    "Sea Witch",
    "Rainbow",
    "Great Republic",
    "Herzogin Cecilie",
    "Potosi",
    "France II",
    "Star of India",
    "Balclutha",
    "Falls of Clyde",
    "Glenlee",
    "Wavertree",
    "Elissa",
)


def ship_name(number: int) -> str:
    name = NAMES[(number - 1) % len(NAMES)]
    generation = (number - 1) // len(NAMES)
    return name if generation == 0 else f"{name} {'I' * (generation + 1)}"


class Ship:
    __slots__ = (
        "at",
        "attacked",
        "cargo",
        "crossed",
        "entered",
        "id",
        "left",
        "owner",
        "paid",
        "privateer",
        "refitted",
        "still",
        "travelled",
    )

    def __init__(self, number: int, owner: int, at: str) -> None:
        self.id = number
        self.owner = owner
        self.at = at
        self.cargo: str | None = None
        self.paid = 0  # what the cargo cost: it counts in the owner's fortune
        self.travelled = 0  # spaces the cargo has travelled since it was loaded
        self.privateer = False
        self.left = 0  # spaces it may still sail this turn
        self.entered: tuple[str, ...] = ()  # spaces it stood on or entered this turn
        self.still = 0  # the round in which it lies still (becalmed), or 0
        self.attacked = False  # it has fought this turn
        self.refitted = False  # its privateer sail went up or down this turn
        self.crossed = False  # it sent or collected a cargo across an isthmus this turn

    @property
    def name(self) -> str:
        return ship_name(self.id)

    def copy(self) -> Ship:
        other = Ship.__new__(Ship)
        for slot in Ship.__slots__:
            setattr(other, slot, getattr(self, slot))
        return other

    @property
    def barred(self) -> frozenset[str]:
        """The spaces it may not enter this turn: each it stood on or entered (else a tailwind
        could be circled for ever), save the harbour it started the turn in. The rulebook
        forbids entering and then leaving a harbour, not coming back to the one it left; and
        entering a harbour ends the move, so no circle runs through it."""
        barred = frozenset(self.entered)
        origin = self.entered[0] if self.entered else ""
        if origin and SPACES[origin].harbour:
            barred -= {origin}
        return barred

    def new_turn(self) -> None:
        self.left = 0
        self.entered = (self.at,)
        self.attacked = self.refitted = self.crossed = False

    def unload(self) -> None:
        self.cargo = None
        self.paid = 0
        self.travelled = 0

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "name": self.name,
            "owner": self.owner,
            "at": self.at,
            "cargo": self.cargo,
            "paid": self.paid,
            "travelled": self.travelled,
            "privateer": self.privateer,
            "left": self.left,
            "still": self.still,
            "entered": list(self.entered),  # for the table: the ship sails this way
            "attacked": self.attacked,
        }
