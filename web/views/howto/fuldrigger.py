"""How to play here for Fuldrigger."""

from __future__ import annotations

from .pictures import Page, button, harbour, reach, sea_map, ship


def page() -> Page:
    return Page(
        title="How to play here: Fuldrigger",
        intro=(
            "The world map is the interface: a ship is selected by a click and sails by a click"
            " on a lit space; a harbour (its square) opens its price list beside it."
            " The next step (Roll) is the first button of the panel; “Map key” under the map"
            " explains every mark."
        ),
        sections=[
            (
                "On the screen",
                [
                    (
                        sea_map(),
                        "The map: sea lanes between harbours, and the hazards on the way; the"
                        " dice, the chance card of the round, and what the last move threw.",
                    ),
                    (
                        ship(),
                        "Ships in their company's colour, above the harbour or space they are"
                        " at (a black sail: a privateer; a square on the hull: its cargo); they"
                        " sail the spaces they pass. Below the map, a card per ship and the"
                        " companies.",
                    ),
                ],
            ),
            (
                "Your moves",
                [
                    (
                        harbour(),
                        "At the start, click a lit home port: the highest roll chooses first."
                        " The first to choose begins; play goes round the table in seat order"
                        " (the round's box and Companies show the order).",
                    ),
                    (
                        button("Roll the three dice", primary=True),
                        "Roll: the total is how far each of your ships may sail this turn.",
                    ),
                    (
                        ship("#1b5fe0"),
                        "Click a ship (or “Show where it can sail” on its card): the spaces in"
                        " reach light up.",
                    ),
                    (
                        reach(),
                        "Click a lit space to sail there; a hazard on the way is rolled for as"
                        " the ship passes it.",
                    ),
                    (
                        ship(),
                        "A privateer beside a rival's ship: a red marker with a white cross"
                        " attacks with all your privateers there; the panel “Trade war” lets"
                        " you choose which of them fight.",
                    ),
                    (
                        harbour(),
                        "A harbour's price list opens beside it by itself where one of your"
                        " ships can sell, or before the roll buy; click a harbour for it at any"
                        " time (a harbour lit as a ship's target sails there: its name opens the"
                        " list, with the sail). Buy loads the good into your next empty ship"
                        " there, Sell sells a cargo carried far enough, and it says why a thing"
                        " is closed (a cargo aboard, too few ducats). Build a fortress there too.",
                    ),
                    (
                        button("Buy a ship") + button("End your turn"),
                        "The panel buys a ship (below 100 ducats, Companies says why not) and"
                        " opens a deal with another company (the answer, and a refusal's"
                        " reason, then stand in the panel); a ship's card fits out a privateer"
                        " or sells the ship. Ending your turn (and proposing the end) stands"
                        " apart and is asked again before the roll or while a ship could still"
                        " sail.",
                    ),
                ],
            ),
        ],
        glossary=[
            ("Storm, Iceberg", "A roll decides: the ship comes through or is lost."),
            ("Calm", "A roll may hold the ship still until the next round."),
            (
                "Dangerous reef",
                "A roll wrecks the ship or takes it through; then the reef is known.",
            ),
            ("Pirate waters", "A roll may take the cargo or the ship."),
            (
                "Tailwind, Headwind",
                "The ship gains three spaces of its move, or loses three (the sail button and"
                " the log name the wind).",
            ),
        ],
    )
