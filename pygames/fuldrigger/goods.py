"""The goods and each city's price list, with the K (buy only here) and S (sell only here)
marks, and the home ports.

Designed for docs/rulings.md's scale: a cargo costs 10-60 ducats where it is bought and sells for
1.5-4 times that far away. The dear cargoes of the East (spices, silk, tea, porcelain) come from
the far end of the world and fetch three to four times their price in Europe; the cheap bulk
cargoes of European and Atlantic trade (grain, timber, wine, sugar, tobacco, cotton) fetch
half as much again; so a long voyage pays better per turn than a short one, at a risk. Where a
city both buys and sells a good (no mark) its price is the same both ways, as on the board's
lists. `bench/fuldrigger_routes.py` computes the route table in the README from these lists.

The sources are historical: pepper of the Malabar coast, cloves and nutmeg of Ambon and
Zanzibar, coffee of Mocha, Java and Rio, tea, silk and porcelain of Canton, Imari porcelain of
Nagasaki, cotton of Bombay and the Carolinas, sugar of Havana and Brazil, tobacco of Virginia
(shipped at Charleston), furs of Quebec, ivory of the Gold Coast and Zanzibar, grain and timber
of the Baltic, wine of Bordeaux, Porto, Jerez and the Cape, wool of New South Wales and the
Pampas, English and Dutch textiles and tools; the markets are where they were wanted: spices
and tea in Amsterdam, London and Copenhagen, silk in Venice and Marseille, grain in Lisbon and
the Mediterranean, Baltic timber in treeless Alexandria, furs and Indian cotton in Canton,
textiles and tools in the new colonies and the gold-rush town of San Francisco.
"""

from __future__ import annotations

GOODS: dict[str, str] = {
    "spices": "Spices",
    "tea": "Tea",
    "silk": "Silk",
    "porcelain": "Porcelain",
    "coffee": "Coffee",
    "sugar": "Sugar",
    "tobacco": "Tobacco",
    "cotton": "Cotton",
    "wool": "Wool",
    "grain": "Grain",
    "timber": "Timber",
    "furs": "Furs",
    "ivory": "Ivory",
    "wine": "Wine",
    "textiles": "Textiles",
    "tools": "Tools",
}

K = "K"  # may only be bought in this city
S = "S"  # may only be sold in this city
BOTH = ""  # bought and sold here

# city -> good -> (price, mark)
PRICES: dict[str, dict[str, tuple[int, str]]] = {
    "copenhagen": {
        "spices": (160, S),
        "tea": (120, S),
        "porcelain": (140, S),
        "coffee": (70, S),
        "sugar": (50, S),
        "tobacco": (50, S),
        "wine": (35, S),
        "timber": (12, K),
        "tools": (20, K),
        "ivory": (85, S),
    },
    "danzig": {
        "grain": (10, K),
        "timber": (10, K),
        "sugar": (45, S),
        "tobacco": (40, S),
        "wine": (30, S),
        "coffee": (60, S),
        "textiles": (30, S),
    },
    "amsterdam": {
        "spices": (155, S),
        "tea": (115, S),
        "porcelain": (135, S),
        "coffee": (65, S),
        "sugar": (46, S),
        "tobacco": (45, S),
        "cotton": (40, S),
        "wool": (40, S),
        "furs": (80, S),
        "ivory": (76, S),
        "timber": (24, S),
        "wine": (28, S),
        "textiles": (18, K),
        "tools": (20, K),
    },
    "london": {
        "spices": (150, S),
        "tea": (110, S),
        "silk": (180, S),
        "porcelain": (130, S),
        "coffee": (65, S),
        "sugar": (40, S),
        "tobacco": (42, S),
        "cotton": (45, S),
        "wool": (38, S),
        "furs": (80, S),
        "ivory": (68, S),
        "timber": (22, S),
        "wine": (26, S),
        "textiles": (20, K),
        "tools": (22, K),
    },
    "bordeaux": {
        "wine": (14, K),
        "sugar": (40, S),
        "coffee": (60, S),
        "tobacco": (40, S),
        "timber": (24, S),
        "grain": (22, S),
    },
    "lisbon": {
        "wine": (15, K),
        "spices": (140, S),
        "silk": (160, S),
        "porcelain": (110, S),
        "sugar": (30, BOTH),
        "grain": (22, S),
        "timber": (26, S),
        "ivory": (65, S),
        "tools": (34, S),
    },
    "cadiz": {
        "wine": (16, K),
        "ivory": (60, S),
        "wool": (22, K),
        "spices": (140, S),
        "silk": (160, S),
        "tobacco": (40, S),
        "grain": (22, S),
        "timber": (26, S),
        "textiles": (30, S),
    },
    "marseille": {
        "wine": (16, K),
        "silk": (190, S),
        "coffee": (65, S),
        "cotton": (30, S),
        "sugar": (40, S),
        "grain": (24, S),
        "timber": (26, S),
    },
    "venice": {
        "silk": (200, S),
        "spices": (150, S),
        "coffee": (65, S),
        "sugar": (40, S),
        "grain": (24, S),
        "furs": (85, S),
        "textiles": (30, BOTH),
    },
    "algiers": {
        "grain": (22, S),
        "timber": (30, S),
        "tobacco": (45, S),
        "textiles": (42, S),
        "tools": (35, S),
        "wool": (28, K),
    },
    "alexandria": {
        "cotton": (20, K),
        "grain": (12, K),
        "coffee": (40, BOTH),
        "spices": (100, S),
        "silk": (110, S),
        "timber": (35, S),
        "tools": (35, S),
    },
    "suez": {
        "coffee": (35, BOTH),
        "spices": (90, S),
        "timber": (35, S),
        "grain": (22, S),
    },
    "mocha": {
        "coffee": (20, K),
        "textiles": (40, S),
        "grain": (25, S),
        "tools": (40, S),
    },
    "elmina": {
        "ivory": (30, K),
        "textiles": (48, S),
        "tools": (45, S),
        "wine": (35, S),
        "tobacco": (40, S),
    },
    "capetown": {
        "wine": (20, K),
        "wool": (18, BOTH),
        "grain": (24, S),
        "timber": (30, S),
        "tools": (45, S),
        "textiles": (40, S),
        "tea": (70, S),
        "sugar": (35, S),
    },
    "zanzibar": {
        "ivory": (30, K),
        "spices": (60, BOTH),
        "textiles": (35, S),
        "tools": (45, S),
    },
    "bombay": {
        "cotton": (15, K),
        "textiles": (25, BOTH),
        "ivory": (40, S),
        "silk": (80, S),
        "tools": (45, S),
        "wine": (40, S),
    },
    "calicut": {
        "spices": (55, BOTH),
        "cotton": (20, BOTH),
        "textiles": (32, S),
        "tools": (45, S),
    },
    "calcutta": {
        "silk": (60, BOTH),
        "textiles": (22, BOTH),
        "sugar": (20, K),
        "wine": (55, S),
        "tools": (50, S),
    },
    "malacca": {
        "spices": (50, BOTH),
        "textiles": (45, S),
        "cotton": (35, S),
        "tools": (45, S),
    },
    "batavia": {
        "spices": (45, BOTH),
        "coffee": (25, BOTH),
        "sugar": (20, K),
        "textiles": (45, S),
        "tools": (50, S),
        "wine": (40, S),
    },
    "ambon": {
        "spices": (40, K),
        "textiles": (55, S),
        "tools": (55, S),
        "grain": (35, S),
    },
    "canton": {
        "tea": (30, K),
        "silk": (50, K),
        "porcelain": (35, K),
        "furs": (85, S),
        "cotton": (45, S),
        "ivory": (80, S),
        "textiles": (45, S),
    },
    "nagasaki": {
        "porcelain": (35, K),
        "silk": (60, BOTH),
        "tea": (35, BOTH),
        "sugar": (40, S),
        "textiles": (45, S),
        "tools": (55, S),
    },
    "sydney": {
        "wool": (12, K),
        "tea": (70, S),
        "wine": (55, S),
        "tools": (65, S),
        "textiles": (55, S),
        "sugar": (40, S),
        "grain": (30, S),
    },
    "sanfrancisco": {
        "furs": (45, K),
        "textiles": (70, S),
        "tools": (75, S),
        "tea": (75, S),
        "silk": (90, S),
        "wine": (55, S),
        "sugar": (45, S),
        "coffee": (45, S),
    },
    "quebec": {
        "furs": (40, K),
        "timber": (10, K),
        "wine": (40, S),
        "tools": (40, S),
        "sugar": (35, S),
        "textiles": (35, S),
    },
    "newyork": {
        "grain": (12, K),
        "tools": (25, BOTH),
        "tea": (90, S),
        "porcelain": (100, S),
        "coffee": (55, S),
        "sugar": (30, S),
        "wine": (30, S),
        "textiles": (35, S),
    },
    "charleston": {
        "tobacco": (15, K),
        "cotton": (15, K),
        "textiles": (35, S),
        "tools": (35, S),
        "wine": (35, S),
    },
    "havana": {
        "sugar": (15, K),
        "tobacco": (20, BOTH),
        "textiles": (45, S),
        "tools": (40, S),
        "wine": (40, S),
        "grain": (25, S),
    },
    "portobello": {
        "coffee": (30, BOTH),
        "textiles": (50, S),
        "tools": (45, S),
        "wine": (45, S),
        "grain": (28, S),
    },
    "rio": {
        "coffee": (25, K),
        "sugar": (18, BOTH),
        "tobacco": (20, BOTH),
        "textiles": (45, S),
        "tools": (45, S),
        "wine": (45, S),
        "grain": (25, S),
    },
    "buenosaires": {
        "wool": (15, K),
        "grain": (12, BOTH),
        "textiles": (45, S),
        "tools": (50, S),
        "wine": (40, S),
        "sugar": (35, S),
    },
}

# The marked European home ports players choose from (docs/rulings.md: 4-6 of them).
HOME_PORTS: tuple[str, ...] = ("copenhagen", "amsterdam", "london", "lisbon", "cadiz")


def can_buy(city: str, good: str) -> bool:
    entry = PRICES[city].get(good)
    return entry is not None and entry[1] != S


def can_sell(city: str, good: str) -> bool:
    entry = PRICES[city].get(good)
    return entry is not None and entry[1] != K
