"""Fortuna game data: the 44 spaces, the 31 title cards and the two 16-card decks.

The public record keeps no list of the 1984 board, so docs/rulings.md ("Fortuna (1984)") asks for
one designed to every number the rulebook (fortuna-1984.txt) gives: 44 spaces with corners at 0, 11,
22 and 33; the enrichment tax on space 4 ("the fourth space from start") and the luxury tax on
space 42 ("two spaces before the end of the lap"); four "?" and three "!" spaces; 4 restaurants,
3 railway stations, 2 utilities and 22 hotel plots in 8 colour sets, blue = Metropol, Wiedeński,
Continental; 20,000 ducats to start, 2,500 for passing Start, 30 houses and 10 hotels. The
reasons for every name and figure are in README.md ("Board and cards"), and the economy table
there (bench/fortuna_economy.py) shows the figures at work.

Names are printed as the rulebook names the blue set: the hotel's own name without "Hotel"
(Metropol, Wiedeński, Continental), the restaurant by its firm (Fukier), a station as Dworzec.
"""

from __future__ import annotations

import re
from typing import Any

from pygames.core.i18n import contract
from pygames.estate.rules import (
    CHANCE,
    CITY,
    DETENTION,
    RAILWAY,
    RESTAURANT,
    SEND_TO_DETENTION,
    START,
    TAX,
    UTILITY,
    Card,
    Space,
)
from pygames.estate.rules import (
    DEED_KINDS as DEED_KINDS,  # the 31 title cards' kinds, for the tests and the view
)

# The corners in the engine's terms, and Fortuna's own kinds of space (its state handles them).
HOSPITAL = DETENTION  # the corner at 11: a visit, or the ward of a player sent to hospital
ACCIDENT = SEND_TO_DETENTION  # the corner at 33: "You had an accident, go to hospital"
HOLIDAY = "holiday"  # the corner at 22: a holiday of one round, if the player wants it
ENRICHMENT = "enrichment_tax"  # space 4: ENRICHMENT_TAX or ENRICHMENT_PERCENT of capital

# The table's numbers (the rulebook and docs/rulings.md).
START_MONEY = 20_000
START_BONUS = 2_500  # for passing Start, or for the Chance card that sends the pawn there
HOUSES = 30
HOTELS = 10
TOKENS = tuple(range(1, 13))  # each player's movement tokens, each spent once in 12 moves
HOSPITAL_ROUNDS = 3  # rounds missed in hospital; back in the race on the fourth
HOLIDAY_ROUNDS = 1
AUCTION_STEP = 100
RESTAURANT_RENTS = (0, 250, 500, 1000, 2000)  # by the number of restaurants owned
RAILWAY_RENTS = (0, 750, 1500, 3000)  # by the number of stations owned
UTILITY_FACTOR = 500  # rent = 500 x the token's number; double when one owner has both
UTILITY_FACTORS = (0, UTILITY_FACTOR, 2 * UTILITY_FACTOR)  # by the number of utilities owned
LUXURY_TAX = 1_000
ENRICHMENT_TAX = 2_000
ENRICHMENT_PERCENT = 10
INTEREST_PERCENT = 10
# The smallest note: the rulebook's smallest sum, a restaurant's 250 ducats, needs a 50 (and
# every price, rent and card sum here is a multiple of 50). Bids rise by AUCTION_STEP.
SMALLEST_NOTE = 50

# Prices chosen (README "Prices"): a restaurant as Monopoly's railroad x 10 (its rents are the
# railroad's x 10), a station so that the three together earn per ducat what the four restaurants
# earn, a utility as a station (its rent, 500 x the token, averages 3,250 a landing).
RESTAURANT_PRICE = 2_000
RAILWAY_PRICE = 3_000
UTILITY_PRICE = 3_500

# The two decks: "szansa" (Chance, marked "?") and "los" (Fate, marked "!").
SZANSA = "szansa"
LOS = "los"
DECKS = (SZANSA, LOS)
DECK_MARKS = {SZANSA: "?", LOS: "!"}
DECK_ENGLISH = {SZANSA: "Chance", LOS: "Fate"}

# The colour sets, cheapest first, and a Warsaw-1900 palette (secession poster colours: sepia,
# sage, old rose, amber, carmine, ochre, Prussian blue, amethyst) that still reads on screen.
COLOURS = {
    "brązowy": "#7b4a2b",
    "zielony": "#5f8a4a",
    "różowy": "#c4607f",
    "pomarańczowy": "#d9822b",
    "czerwony": "#a8322d",
    "żółty": "#d6ad2f",
    "niebieski": "#2f5d9e",
    "fioletowy": "#6a3d7c",
}
# The colour as a message names its set: "brakuje ci części kompletu niebieskiego".
GROUPS_GENITIVE = {
    "brązowy": "brązowego",
    "zielony": "zielonego",
    "różowy": "różowego",
    "pomarańczowy": "pomarańczowego",
    "czerwony": "czerwonego",
    "żółty": "żółtego",
    "niebieski": "niebieskiego",
    "fioletowy": "fioletowego",
}
GROUPS_ENGLISH = {
    "brązowy": "brown",
    "zielony": "green",
    "różowy": "pink",
    "pomarańczowy": "orange",
    "czerwony": "red",
    "żółty": "yellow",
    "niebieski": "blue",
    "fioletowy": "violet",
}


# The English names of the spaces that are not hotels or restaurants (those are proper names,
# printed in every language): a station or utility keeps its place's name, its generic word in
# English (docs/rulings.md, "Language").
SPACE_ENGLISH = {
    "Start": "Start",
    "Los": "Fate",
    "Szansa": "Chance",
    "Podatek od wzbogacenia": "Enrichment tax",
    "Szpital": "Hospital",
    "Wakacje": "Holiday",
    "Wypadek: idziesz do szpitala": "Accident: go to hospital",
    "Podatek od luksusu": "Luxury tax",
    "Dworzec Petersburski": "Petersburg Station",
    "Dworzec Kaliski": "Kalisz Station",
    "Dworzec Wiedeński": "Vienna Station",
    "Elektrownia Powiśle": "Powiśle Power Station",
    "Filtry": "Filtry Waterworks",
}


# A Polish sentence names a place whose name carries its own noun as a button does: "kupuje Hotel
# Saski", "Zastaw Dworzec Kaliski", "kupuje Elektrownię Powiśle", never "pole Hotel Saski"; a
# restaurant, printed by its firm's name, by its kind: "Kup restaurację Fukier" (README.md,
# "Names"). "Pole" opening a sentence is its subject, "pole" within one its object, "pola" its
# genitive ("Licytacja restauracji Lijewski", "dług hipoteczny Dworca Kaliskiego": the tenth
# review); "na polu Hotel Saski" keeps its noun. The noun as printed -> the noun as subject, as
# object and in the genitive.
OWN_NOUNS = {
    "Hotel ": ("Hotel ", "Hotel ", "Hotelu "),
    "Dworzec ": ("Dworzec ", "Dworzec ", "Dworca "),
    "Elektrownia ": ("Elektrownia ", "Elektrownię ", "Elektrowni "),
    "": ("Restauracja ", "restaurację ", "restauracji "),  # a restaurant: its firm's name alone
}
# The nouns whose name is an adjective agreeing with them in case ("Hotelu Podlaskiego", "Dworca
# Kaliskiego"); a firm's, a foreign or a district's name stays as printed ("Hotelu Bristol",
# "restauracji Krzemiński", "Elektrowni Powiśle").
AGREEING = frozenset({"Hotel ", "Dworzec "})
# A place named in the plural with no noun of its own (the Filtry, the city's waterworks): "pole
# Filtry" read as a broken agreement (issue 29). Where "pole" is said, it stays, the name in the
# genitive ("Kup pole Filtrów", "Pole Filtrów zostaje w banku": "Filtry zostaje" would not agree);
# where "pola" is, the name's own genitive ("Licytacja Filtrów"); "na polu" is its locative ("Na
# Filtrach nie można budować"). The name as printed -> its genitive and its locative.
PLURAL_NAMES = {"Filtry": ("Filtrów", "Filtrach")}


def _hotel(i: int, name: str, group: str, price: int, rents: str, house: int) -> Space:
    """A hotel plot; its hotel costs the house price (the rulebook: "the price on the card").
    A sentence calls it "Hotel Polski": "pole Polski" read as a broken agreement."""
    levels = tuple(int(x) for x in rents.split(","))
    return Space(i, name, CITY, group, price, levels, house, price // 2, titled=f"Hotel {name}")


def _plain(i: int, name: str, kind: str, **figures: Any) -> Space:
    """A space that is no deed, with its English name."""
    return Space(i, name, kind, english=SPACE_ENGLISH[name], **figures)


def _deed(i: int, name: str, kind: str, price: int) -> Space:
    """A restaurant (a firm's own name, as printed in every language), a station or a utility
    (its generic word in English when the screen reads English: SPACE_ENGLISH)."""
    english = SPACE_ENGLISH.get(name, "")
    return Space(i, name, kind, price=price, mortgage=price // 2, english=english)


# The 44 spaces. Hotel plots: price, rents (bare, 1-4 houses, hotel), house (= hotel) price.
# Sources for the names are in README.md; in short: the 1821 tariff and the 1826 guide's hotels
# (Podlaski, Lipski, Litewski, Wileński, Drezdeński, Niemiecki, Polski, Angielski), the Baedeker
# of 1914 (Bristol, Europejski, Brühlowski, Polonia, Rzymski; restaurants Wróbel, Lijewski,
# Fukier), the rulebook's blue set, and the hotels' own histories (Saski 1847, Victoria 1868,
# Francuski after 1902, Wiedeński c. 1845, Polonia 1913).
SPACES: tuple[Space, ...] = (
    _plain(0, "Start", START),
    _hotel(1, "Podlaski", "brązowy", 800, "50,350,1100,3000,4200,5500", 600),
    _plain(2, "Los", CHANCE, deck=LOS),
    _hotel(3, "Lipski", "brązowy", 800, "50,350,1100,3000,4200,5500", 600),
    _plain(4, "Podatek od wzbogacenia", ENRICHMENT, amount=ENRICHMENT_TAX),
    _deed(5, "Dworzec Petersburski", RAILWAY, RAILWAY_PRICE),
    _hotel(6, "Litewski", "zielony", 1300, "100,500,1400,3600,4800,6200", 600),
    _plain(7, "Szansa", CHANCE, deck=SZANSA),
    _hotel(8, "Wileński", "zielony", 1300, "100,500,1400,3600,4800,6200", 600),
    _hotel(9, "Krakowski", "zielony", 1500, "100,550,1500,3800,5100,6500", 600),
    _deed(10, "Fukier", RESTAURANT, RESTAURANT_PRICE),
    _plain(11, "Szpital", HOSPITAL),
    _hotel(12, "Drezdeński", "różowy", 1800, "150,750,2300,6200,8600,11300", 1200),
    _deed(13, "Elektrownia Powiśle", UTILITY, UTILITY_PRICE),
    _hotel(14, "Niemiecki", "różowy", 1800, "150,750,2300,6200,8600,11300", 1200),
    _hotel(15, "Polski", "różowy", 2000, "150,800,2400,6400,8800,11600", 1200),
    _deed(16, "Dworzec Kaliski", RAILWAY, RAILWAY_PRICE),
    _hotel(17, "Royal", "pomarańczowy", 2300, "200,900,2600,6800,9200,12000", 1200),
    _plain(18, "Szansa", CHANCE, deck=SZANSA),
    _hotel(19, "Warszawski", "pomarańczowy", 2300, "200,900,2600,6800,9200,12000", 1200),
    _hotel(20, "Francuski", "pomarańczowy", 2500, "200,950,2700,7000,9500,12300", 1200),
    _deed(21, "Krzemiński", RESTAURANT, RESTAURANT_PRICE),
    _plain(22, "Wakacje", HOLIDAY),
    _hotel(23, "Angielski", "czerwony", 2800, "200,1200,3500,9400,13000,17100", 1800),
    _plain(24, "Szansa", CHANCE, deck=SZANSA),
    _hotel(25, "Rzymski", "czerwony", 2800, "200,1200,3500,9400,13000,17100", 1800),
    _hotel(26, "Brühlowski", "czerwony", 3000, "250,1200,3600,9700,13300,17400", 1800),
    _deed(27, "Wróbel", RESTAURANT, RESTAURANT_PRICE),
    _hotel(28, "Saski", "żółty", 3300, "250,1300,3800,10000,13700,17800", 1800),
    _plain(29, "Los", CHANCE, deck=LOS),
    _hotel(30, "Victoria", "żółty", 3300, "250,1300,3800,10000,13700,17800", 1800),
    _deed(31, "Filtry", UTILITY, UTILITY_PRICE),
    _hotel(32, "Polonia", "żółty", 3500, "300,1300,3900,10200,13900,18100", 1800),
    _plain(33, "Wypadek: idziesz do szpitala", ACCIDENT),
    _hotel(34, "Metropol", "niebieski", 3800, "300,1600,4700,12600,17400,22900", 2400),
    _hotel(35, "Wiedeński", "niebieski", 3800, "300,1600,4700,12600,17400,22900", 2400),
    _plain(36, "Los", CHANCE, deck=LOS),
    _hotel(37, "Continental", "niebieski", 4000, "300,1600,4800,12900,17700,23200", 2400),
    _deed(38, "Dworzec Wiedeński", RAILWAY, RAILWAY_PRICE),
    _plain(39, "Szansa", CHANCE, deck=SZANSA),
    _deed(40, "Lijewski", RESTAURANT, RESTAURANT_PRICE),
    _hotel(41, "Europejski", "fioletowy", 4400, "350,1700,5100,13300,18200,23800", 2400),
    _plain(42, "Podatek od luksusu", TAX, amount=LUXURY_TAX),
    _hotel(43, "Bristol", "fioletowy", 5000, "400,1900,5400,14000,19000,24700", 2400),
)


def _hotel_in_cases(space: Space) -> None:
    """A hotel plot in the locative, its own noun declined with its adjectival name ("w Hotelu
    Podlaskim"; a foreign name stays: "w Hotelu Bristol"), never "na polu Hotel Podlaski" (the
    eighth review); the genitive is every own noun's (_said_without_pole)."""
    adjective = space.name.endswith("i")
    locative = f"Hotelu {space.name}m" if adjective else f"Hotelu {space.name}"
    contract("pl", f"na polu Hotel {space.name}", f"w\u00a0{locative}")
    contract("pl", f"Na polu Hotel {space.name}", f"W\u00a0{locative}")


def _said_without_pole(space: Space) -> None:
    """Register the sentences' words for `space` if its name carries a noun (or is a firm's, or
    is said in the plural)."""
    name = space.titled or space.name
    noun = (
        ""
        if space.kind == RESTAURANT
        else next((n for n in OWN_NOUNS if n and name.startswith(n)), None)
    )
    if noun is not None:
        subject, object_, genitive = OWN_NOUNS[noun]
        own = name[len(noun) :]
        agrees = noun in AGREEING and own.endswith("i")
        contract("pl", f"Pole {name}", subject + own)
        contract("pl", f"pole {name}", object_ + own)
        contract("pl", f"pola {name}", genitive + (f"{own}ego" if agrees else own))
    elif name in PLURAL_NAMES:
        genitive, locative = PLURAL_NAMES[name]
        for said in ("Pole", "pole"):
            contract("pl", f"{said} {name}", f"{said} {genitive}")
        contract("pl", f"pola {name}", genitive)
        for said in ("Na", "na"):
            contract("pl", f"{said} polu {name}", f"{said} {locative}")


# A house or a hotel (the building) stands on a hotel plot, named as printed: "stawia dom na
# parceli Hotel Podlaski", "sprzedaje hotel z parceli Hotel Lipski". "w Hotelu Podlaskim" put a
# house inside a hotel, and "Hotel Lipski: Osoba 3 stawia hotel" named no place (eleventh review).
_HOTELS = "|".join(re.escape(s.titled) for s in SPACES if s.kind == CITY)
_ON_A_PLOT = {
    rf"\b(?P<what>[Dd]om|hotel) na polu (?P<deed>{_HOTELS})\b": r"\g<what> na parceli \g<deed>",
    rf"\b(?P<what>dom|hotel) z\u00a0pola (?P<deed>{_HOTELS})\b": (
        "\\g<what> z\u00a0parceli \\g<deed>"
    ),
    rf"\b(?P<on>[Nn]a) polu (?P<deed>{_HOTELS}) (?P<verb>stoi|nie stoi)\b": (
        r"\g<on> parceli \g<deed> \g<verb>"
    ),
}
for _pattern, _said in _ON_A_PLOT.items():  # before "na polu Hotel X" becomes "w Hotelu X"
    contract("pl", re.compile(_pattern), _said)

for _space in SPACES:
    _said_without_pole(_space)
    if _space.kind == CITY:
        _hotel_in_cases(_space)

HOSPITAL_SPACE = 11
HOLIDAY_SPACE = 22
ACCIDENT_SPACE = 33

# Polish labels of the kinds of space, as a deed or the board names them, and English glosses.
KIND_LABELS = {
    CITY: ("Hotel", "hotel plot"),
    RESTAURANT: ("Restauracja", "restaurant"),
    RAILWAY: ("Dworzec kolejowy", "railway station"),
    UTILITY: ("Zakład miejski", "public utility"),
}

# Card effects and their number of arguments; the engine implements each (README "Cards").
CARD_EFFECTS = {
    "pay": 1,  # pay n to the Bank
    "receive": 1,  # receive n from the Bank
    "collect_each": 1,  # every other player pays you n
    "pay_each": 1,  # you pay every other player n
    "repairs": 2,  # pay per house, per hotel
    "goto": 1,  # move forward to the space; passing Start pays; the card to Start pays too
    "goto_utility": 1,  # forward to the utility; rent 500 x the token that reached this space
    "back": 1,  # move back n spaces; passing Start backwards pays nothing
    "detain": 0,  # go to hospital; no bonus for passing Start on the way
    "holiday": 0,  # a holiday of one round, if the player wants it
    "keep": 0,  # "release from hospital": kept, used or sold, then back under its deck
}

_PASS = "Jeżeli przechodzisz przez Start, otrzymujesz 2\u00a0500\u00a0dukatów."
_PASS_EN = "If you pass Start, collect 2,500 ducats."

# Chance ("?"): mostly moves, as the rulebook's Chance instructions are (Start, a utility).
CARDS_SZANSA: tuple[Card, ...] = (
    Card("S1", SZANSA, "Idziesz na Start. Otrzymujesz 2\u00a0500\u00a0dukatów.",
         "Go to Start. Collect 2,500 ducats.", ("goto", 0)),
    Card("S2", SZANSA,
         f"Idziesz do Elektrowni Powiśle. {_PASS} Jeżeli elektrownia ma właściciela, płacisz "
         "właścicielowi 500\u00a0dukatów razy liczbę na żetonie, który cię tu doprowadził.",
         f"Go to the Powiśle Power Station. {_PASS_EN} If it is owned, pay the owner 500 ducats "
         "times the number on the token that brought you to this space.",
         ("goto_utility", 13)),
    Card("S3", SZANSA,
         f"Idziesz do Filtrów. {_PASS} Jeżeli Filtry mają właściciela, płacisz właścicielowi "
         "500\u00a0dukatów "
         "razy liczbę na żetonie, który cię tu doprowadził.",
         f"Go to the Filtry Waterworks. {_PASS_EN} If they are owned, pay the owner 500 ducats "
         "times the number on the token that brought you to this space.",
         ("goto_utility", 31)),
    Card("S4", SZANSA, f"Idziesz do Hotelu Bristol. {_PASS}",
         f"Go to the Bristol. {_PASS_EN}", ("goto", 43)),
    Card("S5", SZANSA, f"Jedziesz na Dworzec Wiedeński. {_PASS}",
         f"Go to the Vienna Station. {_PASS_EN}", ("goto", 38)),
    Card("S6", SZANSA, f"Idziesz do Hotelu Angielskiego. {_PASS}",
         f"Go to the Angielski (English Hotel). {_PASS_EN}", ("goto", 23)),
    Card("S7", SZANSA, f"Idziesz na obiad do Fukiera. {_PASS}",
         f"Go to dinner at Fukier's. {_PASS_EN}", ("goto", 10)),
    Card("S8", SZANSA, f"Jedziesz na Dworzec Petersburski. {_PASS}",
         f"Go to the Petersburg Station. {_PASS_EN}", ("goto", 5)),
    Card("S9", SZANSA, "Cofasz się o trzy pola.", "Go back three spaces.", ("back", 3)),
    Card("S10", SZANSA,
         "Potrąciła cię dorożka. Idziesz do szpitala. Nie otrzymujesz 2\u00a0500\u00a0dukatów za "
         "przejście przez Start.",
         "A cab knocked you down: go to hospital. Do not collect 2,500 ducats for passing "
         "Start.",
         ("detain",)),
    Card("S11", SZANSA,
         "Remontujesz swoje budynki: płacisz 500\u00a0dukatów za każdy dom "
         "i 1\u00a0500\u00a0dukatów za każdy hotel.",
         "Repairs: pay 500 ducats for each house and 1,500 ducats for each hotel.",
         ("repairs", 500, 1500)),
    Card("S12", SZANSA, "Bank wypłaca ci dywidendę: otrzymujesz 1\u00a0000\u00a0dukatów.",
         "The Bank pays you a dividend: collect 1,000 ducats.", ("receive", 1000)),
    Card("S13", SZANSA, "Wygrana na loterii klasowej: otrzymujesz 2\u00a0000\u00a0dukatów.",
         "You win in the class lottery: collect 2,000 ducats.", ("receive", 2000)),
    Card("S14", SZANSA, "Kupujesz futro u Hersego: płacisz 1\u00a0500\u00a0dukatów.",
         "You buy a fur coat at Herse's: pay 1,500 ducats.", ("pay", 1500)),
    Card("S15", SZANSA, "Mandat za zbyt szybką jazdę powozem: płacisz 500\u00a0dukatów.",
         "Fined for driving your carriage too fast: pay 500 ducats.", ("pay", 500)),
    Card("S16", SZANSA, "Przegrana w karty w Resursie Kupieckiej: płacisz 1\u00a0000\u00a0dukatów.",
         "You lose at cards in the Merchants' Club: pay 1,000 ducats.", ("pay", 1000)),
)  # fmt: skip

# Fate ("!"): mostly money, the holiday ("sent on holiday by fate") and the one keepable card.
CARDS_LOS: tuple[Card, ...] = (
    Card("L1", LOS,
         "Zwolnienie ze szpitala. Kartę możesz zachować do wykorzystania albo sprzedać.",
         "Release from hospital. Keep this card until you need it, or sell it.", ("keep",)),
    Card("L2", LOS,
         "Noga złamana na ślizgawce w Dolinie Szwajcarskiej. Idziesz do szpitala. Nie "
         "otrzymujesz 2\u00a0500\u00a0dukatów za przejście przez Start.",
         "You broke a leg at the Swiss Valley skating rink: go to hospital. Do not collect "
         "2,500 ducats for passing Start.",
         ("detain",)),
    Card("L3", LOS, "Zaproszenie na letnisko do Otwocka: możesz pojechać na wakacje.",
         "Off to the summer resort at Otwock: you may take a holiday.", ("holiday",)),
    Card("L4", LOS,
         "Burza zerwała dachy: płacisz 300\u00a0dukatów za każdy dom "
         "i 1\u00a0200\u00a0dukatów za każdy hotel.",
         "A storm tore off the roofs: pay 300 ducats for each house and 1,200 ducats for each "
         "hotel.",
         ("repairs", 300, 1200)),
    Card("L5", LOS, "Obchodzisz imieniny: każdy gracz daje ci 500\u00a0dukatów.",
         "It is your name day: every player gives you 500 ducats.", ("collect_each", 500)),
    Card("L6", LOS,
         "Obejmujesz prezesurę Towarzystwa Dobroczynności: płacisz każdemu graczowi "
         "500\u00a0dukatów.",
         "Elected president of the Charitable Society: pay every player 500 ducats.",
         ("pay_each", 500)),
    Card("L7", LOS, "Otrzymujesz spadek po wuju z Ameryki: 1\u00a0500\u00a0dukatów.",
         "You inherit 1,500 ducats from an uncle in America.", ("receive", 1500)),
    Card("L8", LOS, "Bank pomylił się na twoją korzyść: otrzymujesz 2\u00a0500\u00a0dukatów.",
         "Bank error in your favour: collect 2,500 ducats.", ("receive", 2500)),
    Card("L9", LOS,
         "Sprzedajesz z zyskiem akcje Kolei Warszawsko-Wiedeńskiej: otrzymujesz "
         "3\u00a0000\u00a0dukatów.",
         "You sell your Warsaw-Vienna Railway shares at a profit: collect 3,000 ducats.",
         ("receive", 3000)),
    Card("L10", LOS,
         "Twój koń wygrał gonitwę na Polu Mokotowskim: otrzymujesz 1\u00a0000\u00a0dukatów.",
         "Your horse wins a race at the Mokotów Field: collect 1,000 ducats.",
         ("receive", 1000)),
    Card("L11", LOS, "Zwrot nadpłaconego podatku: otrzymujesz 500\u00a0dukatów.",
         "Tax refund: collect 500 ducats.", ("receive", 500)),
    Card("L12", LOS, "Płacisz doktorowi za wizytę 500\u00a0dukatów.",
         "Pay the doctor 500 ducats for a visit.", ("pay", 500)),
    Card("L13", LOS, "Gubisz portfel w tramwaju konnym: tracisz 1\u00a0000\u00a0dukatów.",
         "You lost your wallet on the horse tram: lose 1,000 ducats.", ("pay", 1000)),
    Card("L14", LOS, "Płacisz czesne w gimnazjum: 1\u00a0500\u00a0dukatów.",
         "Pay 1,500 ducats in school fees.", ("pay", 1500)),
    Card("L15", LOS, "Wyprawiasz wesele w Resursie Obywatelskiej: płacisz 2\u00a0000\u00a0dukatów.",
         "You give a wedding at the Citizens' Club: pay 2,000 ducats.", ("pay", 2000)),
    Card("L16", LOS, "Płacisz składkę ubezpieczeniową: 1\u00a0000\u00a0dukatów.",
         "Pay an insurance premium of 1,000 ducats.", ("pay", 1000)),
)  # fmt: skip

CARDS: tuple[Card, ...] = CARDS_SZANSA + CARDS_LOS
