"""Eurobusiness game data: the 40 spaces, the 28 title deeds and the 32 Chance cards.

Source: /rules/eurobusiness-board.md (the classic Polish edition, Labo Market, from 1983; the
majority figures of several public transcriptions of the board and deeds). The rulebook
(eurobusiness.pl.txt) gives the other numbers: 3,000 $ to start, 400 $ for START, the jail
fines, 400 $ guarded parking, 200 $ enrichment tax, 32 houses and 12 hotels.
"""

from __future__ import annotations

from pygames.core.i18n import N_, Glossed
from pygames.estate.rules import (
    CHANCE,
    CITY,
    DETENTION,
    FREE,
    RAILWAY,
    SEND_TO_DETENTION,
    START,
    TAX,
    UTILITY,
    Card,
    EstateRules,
    Space,
)

BLUE = "blue"
RED = "red"

# Country names as printed (Polish) and in English, for the view and the log.
COUNTRIES = {
    "Grecja": "Greece",
    "Włochy": "Italy",
    "Hiszpania": "Spain",
    "Anglia": "England",
    "Benelux": "Benelux",
    "Szwecja": "Sweden",
    "RFN": "West Germany",
    "Austria": "Austria",
}

# A country as a message names its set: "brakuje ci części kompletu Grecji".
COUNTRIES_GENITIVE = {
    "Grecja": "Grecji",
    "Włochy": "Włoch",
    "Hiszpania": "Hiszpanii",
    "Anglia": "Anglii",
    "Benelux": "Beneluksu",
    "Szwecja": "Szwecji",
    "RFN": "RFN",
    "Austria": "Austrii",
}

# Country colours of the classic board, for the view.
COLOURS = {
    "Grecja": "#8b5a2b",
    "Włochy": "#e0218a",
    "Hiszpania": "#e87d0d",
    "Anglia": "#d62828",
    "Benelux": "#e9c400",
    "Szwecja": "#2a9d4b",
    "RFN": "#1d4fb8",
    "Austria": "#5b2a86",
}


# A city's English name, written beside its printed name on its deed ("Rzym · Rome").
CITY_ENGLISH = {
    "Saloniki": "Thessaloniki",
    "Ateny": "Athens",
    "Neapol": "Naples",
    "Mediolan": "Milan",
    "Rzym": "Rome",
    "Barcelona": "Barcelona",
    "Sewilla": "Seville",
    "Madryt": "Madrid",
    "Liverpool": "Liverpool",
    "Glasgow": "Glasgow",
    "Londyn": "London",
    "Rotterdam": "Rotterdam",
    "Bruksela": "Brussels",
    "Amsterdam": "Amsterdam",
    "Malmö": "Malmö",
    "Göteborg": "Gothenburg",
    "Sztokholm": "Stockholm",
    "Frankfurt": "Frankfurt",
    "Kolonia": "Cologne",
    "Bonn": "Bonn",
    "Innsbruck": "Innsbruck",
    "Wiedeń": "Vienna",
}


def _city(i: int, name: str, group: str, price: int, rents: str, house: int) -> Space:
    """A city, with its English name for its deed (CITY_ENGLISH)."""
    return Space(
        i,
        name,
        CITY,
        group,
        price,
        tuple(int(x) for x in rents.split(",")),
        house,
        price // 2,
        english=CITY_ENGLISH[name],
    )


# The 40 spaces (eurobusiness-board.md, "The 40 spaces"): index, name, kind, figures.
SPACES: tuple[Space, ...] = (
    Space(0, "Start", START, english="Start"),
    _city(1, "Saloniki", "Grecja", 120, "10,40,120,360,640,900", 100),
    Space(2, "Szansa", CHANCE, deck=BLUE, english="Chance"),
    _city(3, "Ateny", "Grecja", 120, "10,40,120,360,640,900", 100),
    Space(4, "Parking strzeżony", TAX, amount=400, english="Guarded parking"),
    Space(5, "Koleje Południowe", RAILWAY, price=400, mortgage=200, english="Southern Railways"),
    _city(6, "Neapol", "Włochy", 200, "15,60,180,540,800,1100", 100),
    Space(7, "Szansa", CHANCE, deck=RED, english="Chance"),
    _city(8, "Mediolan", "Włochy", 200, "15,60,180,540,800,1100", 100),
    _city(9, "Rzym", "Włochy", 240, "20,80,200,600,900,1200", 100),
    Space(10, "Więzienie", DETENTION, english="Jail"),
    _city(11, "Barcelona", "Hiszpania", 280, "20,100,300,900,1250,1500", 200),
    Space(12, "Elektrownia", UTILITY, price=300, mortgage=150, english="Power Station"),
    _city(13, "Sewilla", "Hiszpania", 280, "20,100,300,900,1250,1500", 200),
    _city(14, "Madryt", "Hiszpania", 320, "25,120,360,1000,1400,1800", 200),
    Space(15, "Koleje Zachodnie", RAILWAY, price=400, mortgage=200, english="Western Railways"),
    _city(16, "Liverpool", "Anglia", 360, "30,140,400,1100,1500,1900", 200),
    Space(17, "Szansa", CHANCE, deck=BLUE, english="Chance"),
    _city(18, "Glasgow", "Anglia", 360, "30,140,400,1100,1500,1900", 200),
    _city(19, "Londyn", "Anglia", 400, "35,160,440,1200,1600,2000", 200),
    Space(20, "Darmowy parking", FREE, english="Free parking"),
    _city(21, "Rotterdam", "Benelux", 440, "35,180,500,1400,1750,2100", 300),
    Space(22, "Szansa", CHANCE, deck=RED, english="Chance"),
    _city(23, "Bruksela", "Benelux", 440, "35,180,500,1400,1750,2100", 300),
    _city(24, "Amsterdam", "Benelux", 480, "40,200,600,1500,1850,2200", 300),
    Space(25, "Koleje Północne", RAILWAY, price=400, mortgage=200, english="Northern Railways"),
    _city(26, "Malmö", "Szwecja", 520, "45,220,660,1600,1950,2300", 300),
    _city(27, "Göteborg", "Szwecja", 520, "45,220,660,1600,1950,2300", 300),
    Space(28, "Wodociągi", UTILITY, price=300, mortgage=150, english="Waterworks"),
    _city(29, "Sztokholm", "Szwecja", 560, "50,240,720,1700,2050,2400", 300),
    Space(30, "Idziesz do więzienia", SEND_TO_DETENTION, english="Go to jail"),
    _city(31, "Frankfurt", "RFN", 600, "55,260,780,1900,2200,2550", 400),
    _city(32, "Kolonia", "RFN", 600, "55,260,780,1900,2200,2550", 400),
    Space(33, "Szansa", CHANCE, deck=BLUE, english="Chance"),
    _city(34, "Bonn", "RFN", 640, "60,300,900,2000,2400,2800", 400),
    Space(35, "Koleje Wschodnie", RAILWAY, price=400, mortgage=200, english="Eastern Railways"),
    Space(36, "Szansa", CHANCE, deck=RED, english="Chance"),
    _city(37, "Innsbruck", "Austria", 700, "70,350,1000,2200,2600,3000", 400),
    Space(38, "Podatek od wzbogacenia", TAX, amount=200, english="Enrichment tax"),
    _city(39, "Wiedeń", "Austria", 800, "100,400,1200,2800,3400,4000", 400),
)

# The 32 Chance cards (eurobusiness-board.md, "Blue/Red Chance cards"): printed text and effect.
# The printed texts that give the player a gender ("Piłeś", "Zobowiązany jesteś"), worded here
# neutral in gender with the same effect, in the present tense the other cards use ("Pijesz"; R7
# as an event, "Krzyżówka rozwiązana dobrze": "Rozwiązujesz dobrze" read as a habit, review 11):
# the cards in `CARDS` carry the neutral wording, read in the log, the prompts and the card drawn;
# the board document keeps the print (docs/rulings.md, "Language").
PRINTED_GENDERED = {
    "B13": "Zająłeś II miejsce w konkursie piękności, otrzymujesz z banku 200 $.",
    "R1": "Zobowiązany jesteś zmodernizować swoje miasto, płacisz do banku za każdy dom 80 $, "
    "za każdy hotel 230 $.",
    "R7": "Rozwiązałeś dobrze krzyżówkę. Jako I nagrodę otrzymujesz 200 $.",
    "R11": "Piłeś w czasie pracy, płacisz karę 40 $.",
}

# Two red cards print "Ci" in mid-sentence where the others print "ci" (B15) and the app writes
# it small (the fourth Polish review): the game writes "ci"; the board document keeps the print.
PRINTED_CAPITAL_CI = {
    "R13": "Bank wypłaca Ci procenty w wysokości 100 $.",
    "R15": "Bank wpłaca Ci należne odsetki w wysokości 300 $.",
}

CARDS: tuple[Card, ...] = (
    Card(
        "B1",
        BLUE,
        "Płacisz na budowę szpitala 400 $.",
        "Pay 400 $ towards a hospital.",
        ("pay", 400),
    ),
    Card("B2", BLUE, "Otrzymujesz w spadku 200 $.", "You inherit 200 $.", ("receive", 200)),
    Card(
        "B3",
        BLUE,
        "Masz urodziny, otrzymujesz od każdego gracza po 20 $.",
        "Your birthday: every player gives you 20 $.",
        ("collect_each", 20),
    ),
    Card(
        "B4",
        BLUE,
        "Idziesz do więzienia. Nie przechodzisz przez start, nie otrzymujesz 400 $.",
        "Go to jail. Do not pass Start, do not collect 400 $.",
        ("detain",),
    ),
    Card(
        "B5",
        BLUE,
        "Bank omylił się na twoją korzyść, otrzymujesz 400 $.",
        "Bank error in your favour: receive 400 $.",
        ("receive", 400),
    ),
    Card(
        "B6",
        BLUE,
        "Płacisz składkę ubezpieczeniową w wysokości 20 $.",
        "Pay an insurance premium of 20 $.",
        ("pay", 20),
    ),
    Card(
        "B7",
        BLUE,
        "Wychodzisz wolny z więzienia. Kartę należy zachować do wykorzystania lub sprzedania.",
        "Get out of jail free. Keep this card to use or sell.",
        ("keep",),
    ),
    Card("B8", BLUE, "Wracasz na start.", "Go back to Start.", ("goto", 0)),
    Card(
        "B9",
        BLUE,
        "Z magazynu, w którym kupujesz, otrzymujesz rabat w wysokości 20 $.",
        "Your shop gives you a 20 $ discount.",
        ("receive", 20),
    ),
    Card(
        "B10",
        BLUE,
        "Otrzymujesz roczną rentę w wysokości 200 $.",
        "Receive a yearly annuity of 200 $.",
        ("receive", 200),
    ),
    Card("B11", BLUE, "Wracasz do Wiednia.", "Go to Wiedeń.", ("goto", 39)),
    Card(
        "B12",
        BLUE,
        "Płacisz za kartę 20 $ lub ciągniesz szansę z drugiego zestawu.",
        "Pay 20 $ or draw a red Chance card.",
        ("pay_or_draw", 20, RED),
    ),
    Card(
        "B13",
        BLUE,
        "Zajmujesz II miejsce w konkursie piękności, otrzymujesz z banku 200 $.",
        "Second prize in a beauty contest: receive 200 $.",
        ("receive", 200),
    ),
    Card(
        "B14",
        BLUE,
        "Otrzymujesz zwrot nadpłaconego podatku dochodowego 40 $.",
        "Income tax refund: receive 40 $.",
        ("receive", 40),
    ),
    Card(
        "B15",
        BLUE,
        "Bank wypłaci ci należne 7% odsetek od kapitałów, otrzymujesz 50 $.",
        "The Bank pays you 7% interest: receive 50 $.",
        ("receive", 50),
    ),
    Card(
        "B16",
        BLUE,
        "Płacisz koszty leczenia w wysokości 20 $.",
        "Pay 20 $ in doctor's fees.",
        ("pay", 20),
    ),
    Card(
        "R1",
        RED,
        "Musisz zmodernizować swoje miasto, płacisz do banku za każdy dom 80 $, "
        "za każdy hotel 230 $.",
        "Modernise your city: pay 80 $ a house and 230 $ a hotel.",
        ("repairs", 80, 230),
    ),
    Card(
        "R2",
        RED,
        "Remontujesz swoje domy. Płacisz do banku za każdy dom 50 $, za każdy hotel 200 $.",
        "Repairs: pay 50 $ a house and 200 $ a hotel.",
        ("repairs", 50, 200),
    ),
    Card("R3", RED, "Wracasz do Madrytu.", "Go to Madryt.", ("goto", 14)),
    Card(
        "R4", RED, "Mandat za szybką jazdę. Płacisz 30 $.", "Speeding fine: pay 30 $.", ("pay", 30)
    ),
    Card("R5", RED, "Cofasz się o trzy pola.", "Go back three spaces.", ("back", 3)),
    Card("R6", RED, "Wracasz na start.", "Go back to Start.", ("goto", 0)),
    Card(
        "R7",
        RED,
        "Krzyżówka rozwiązana dobrze. Jako I nagrodę otrzymujesz 200 $.",
        "First prize for a crossword: receive 200 $.",
        ("receive", 200),
    ),
    Card(
        "R8",
        RED,
        "Idziesz do więzienia. Nie przechodzisz przez start. Nie otrzymujesz premii 400 $.",
        "Go to jail. Do not pass Start, no 400 $ bonus.",
        ("detain",),
    ),
    Card("R9", RED, "Płacisz opłatę za szkołę 300 $.", "Pay 300 $ school fees.", ("pay", 300)),
    Card(
        "R10",
        RED,
        "Idziesz do Neapolu. Jeżeli przechodzisz przez start, otrzymujesz 400 $.",
        "Go to Neapol. If you pass Start, collect 400 $.",
        ("goto", 6),
    ),
    Card(
        "R11",
        RED,
        "Pijesz w czasie pracy, płacisz karę 40 $.",
        "Drinking at work: pay a 40 $ fine.",
        ("pay", 40),
    ),
    Card(
        "R12",
        RED,
        "Wracasz do Brukseli. Jeżeli przechodzisz przez start, otrzymujesz 400 $.",
        "Go to Bruksela. If you pass Start, collect 400 $.",
        ("goto", 23),
    ),
    Card(
        "R13",
        RED,
        "Bank wypłaca ci procenty w wysokości 100 $.",
        "The Bank pays you 100 $ interest.",
        ("receive", 100),
    ),
    Card(
        "R14",
        RED,
        "Idziesz do Kolei Wschodnich. Jeżeli przechodzisz przez start, otrzymujesz 400 $.",
        "Go to Eastern Railways. If you pass Start, collect 400 $.",
        ("goto", 35),
    ),
    Card(
        "R15",
        RED,
        "Bank wpłaca ci należne odsetki w wysokości 300 $.",
        "The Bank pays you 300 $ interest due.",
        ("receive", 300),
    ),
    Card(
        "R16",
        RED,
        "Wychodzisz wolny z więzienia. Kartę należy zachować do wykorzystania lub sprzedania.",
        "Get out of jail free. Keep this card to use or sell.",
        ("keep",),
    ),
)

# The table's numbers: the rulebook (eurobusiness.pl.txt) and the board notes; see README.
RULES = EstateRules(
    spaces=SPACES,
    cards=CARDS,
    decks=(BLUE, RED),
    start_money=3000,
    currency=N_("$"),
    start_bonus=400,
    start_bonus_on_landing=True,
    detention_turns=2,
    detention_fine=100,
    detention_fine_total=400,
    detained_collect_rent=False,  # "loses the right to buy and sell property and collect rent"
    detained_deal=False,
    houses=32,
    hotels=12,
    houses_per_round=3,
    hotels_per_lap=3,
    auction_step=10,
    auction_opening_percent=50,  # "the opening price of the auction is half the value"
    counted_rents={RAILWAY: (0, 50, 100, 200, 400)},
    utility_factors=(0, 10, 20),
    smallest_note=5,  # the banker's notes: 1000, 500, 100, 50, 20, 10, 5
    group_words={
        country: Glossed(COUNTRIES_GENITIVE[country], english)
        for country, english in COUNTRIES.items()
    },
)
