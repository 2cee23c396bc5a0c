"""The 28 chance cards as plain data (docs/rulings.md asks for them to be designed in the spirit of
the rulebook: price booms and slumps in named cities, a bonus for the first ship into a named
harbour, storms in an ocean, a pirate raid, a naval amnesty, duties waived, and so on).

One card is turned over each round, before the first player's turn, and all players follow it
"regardless of what the rules otherwise say". A card's kind says what it does (`chance.py`):

- `price`: the city pays (or asks) `amount` more for the good, for `rounds` rounds;
- `first`: the first ship to enter the city earns `amount` from the Bank; the offer stands until
  it is claimed or the pile is reshuffled (the rulebook's "cards that give extra money to the
  player who first reaches certain harbours");
- `storm` / `raid`: every ship at sea in the region rolls two dice at once, as in a storm
  (2 or 3 sinks it) or in pirate waters (4: the cargo is lost; 2 or 3: ship and cargo);
- `amnesty`, `free_trade`, `fair_winds`: this round there are no attacks / no fortress duties /
  every ship sails `amount` spaces more than the dice;
- `calm`: every ship at sea in the region lies still this round;
- `levy`: each player pays `amount` ducats per fortress, or all the cash they hold if less.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Card:
    title: str
    text: str
    kind: str
    city: str = ""
    good: str = ""
    region: str = ""
    amount: int = 0
    rounds: int = 1


BOOM_ROUNDS = 8  # long enough for a ship that hears the news to sail there from far away

CARDS: tuple[Card, ...] = (
    Card(
        "Tea craze in London",
        "London pays 30 ducats more for tea for 8 rounds.",
        "price",
        "london",
        "tea",
        amount=30,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "Spice famine in Amsterdam",
        "Amsterdam pays 40 ducats more for spices for 8 rounds.",
        "price",
        "amsterdam",
        "spices",
        amount=40,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "Carnival in Venice",
        "Venice pays 40 ducats more for silk for 8 rounds.",
        "price",
        "venice",
        "silk",
        amount=40,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "Coffee houses open in Marseille",
        "Marseille pays 20 ducats more for coffee for 8 rounds.",
        "price",
        "marseille",
        "coffee",
        amount=20,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "Gold in California",
        "San Francisco pays 40 ducats more for tools for 8 rounds.",
        "price",
        "sanfrancisco",
        "tools",
        amount=40,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "The mills of Yorkshire",
        "London pays 20 ducats more for wool for 8 rounds.",
        "price",
        "london",
        "wool",
        amount=20,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "Harvest fails in Portugal",
        "Lisbon pays 15 ducats more for grain for 8 rounds.",
        "price",
        "lisbon",
        "grain",
        amount=15,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "The Pasha builds a fleet",
        "Alexandria pays 20 ducats more for timber for 8 rounds.",
        "price",
        "alexandria",
        "timber",
        amount=20,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "Furs are the fashion in Peking",
        "Canton pays 30 ducats more for furs for 8 rounds.",
        "price",
        "canton",
        "furs",
        amount=30,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "Beet sugar",
        "Amsterdam pays 15 ducats less for sugar for 8 rounds.",
        "price",
        "amsterdam",
        "sugar",
        amount=-15,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "Tobacco duty raised",
        "London pays 15 ducats less for tobacco for 8 rounds.",
        "price",
        "london",
        "tobacco",
        amount=-15,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "Spice glut in London",
        "London pays 40 ducats less for spices for 8 rounds.",
        "price",
        "london",
        "spices",
        amount=-40,
        rounds=BOOM_ROUNDS,
    ),
    Card(
        "The Emperor opens Canton",
        "The first ship to enter Canton earns 50 ducats.",
        "first",
        "canton",
        amount=50,
    ),
    Card(
        "News for the colony",
        "The first ship to enter Sydney earns 40 ducats.",
        "first",
        "sydney",
        amount=40,
    ),
    Card(
        "Gold rush",
        "The first ship to enter San Francisco earns 50 ducats.",
        "first",
        "sanfrancisco",
        amount=50,
    ),
    Card(
        "Japan opens its ports",
        "The first ship to enter Nagasaki earns 40 ducats.",
        "first",
        "nagasaki",
        amount=40,
    ),
    Card(
        "The St Lawrence thaws",
        "The first ship to enter Quebec earns 30 ducats.",
        "first",
        "quebec",
        amount=30,
    ),
    Card(
        "Autumn gales",
        "Every ship at sea in the North Atlantic rolls two dice: 2 or 3 sinks it.",
        "storm",
        region="north_atlantic",
    ),
    Card(
        "Cyclone season",
        "Every ship at sea in the Indian Ocean rolls two dice: 2 or 3 sinks it.",
        "storm",
        region="indian",
    ),
    Card(
        "Typhoon",
        "Every ship at sea in the China Seas rolls two dice: 2 or 3 sinks it.",
        "storm",
        region="china",
    ),
    Card(
        "Hurricane",
        "Every ship at sea in the Caribbean rolls two dice: 2 or 3 sinks it.",
        "storm",
        region="caribbean",
    ),
    Card(
        "Barbary corsairs",
        "Every merchant ship at sea in the Mediterranean rolls as in pirate waters, unless its"
        " owner has a fortress there.",
        "raid",
        region="med",
    ),
    Card(
        "Pirates of the Archipelago",
        "Every merchant ship at sea in the East Indies rolls as in pirate waters, unless its"
        " owner has a fortress there.",
        "raid",
        region="east_indies",
    ),
    Card(
        "Naval amnesty",
        "No ship or fortress may be attacked this round.",
        "amnesty",
    ),
    Card(
        "Free trade",
        "No fortress duty is paid this round.",
        "free_trade",
    ),
    Card(
        "Fair winds",
        "Every ship sails 3 spaces more than the dice this round.",
        "fair_winds",
        amount=3,
    ),
    Card(
        "Calm in the South Atlantic",
        "Every ship at sea in the South Atlantic lies still this round.",
        "calm",
        region="south_atlantic",
    ),
    Card(
        "War levy",
        "Each player pays 10 ducats for each fortress they own (all their cash, if less).",
        "levy",
        amount=10,
    ),
)
