"""The world of Fuldrigger as plain data: harbours, named sea spaces and the sea lanes between
them, each space placed at its real longitude and latitude, with its hazard.

No record of the printed board survives, so docs/rulings.md asks for one to be designed. The lanes
follow the sailing routes of the age of sail: the Channel and Biscay to the Cape Verde Islands,
the volta do mar round the South Atlantic high to the Cape of Good Hope, the Brouwer route east
in the Roaring Forties and north to the Sunda Strait, the Malabar coast and the Bay of Bengal,
the Malacca Strait and the South China Sea, the trade winds west to the Antilles, the Gulf
Stream and the Azores home, the clipper route from Sydney round Cape Horn, the Manila galleons'
track across the Pacific. Open-ocean spaces lie about 3-5° of arc apart (one space = about a
day and a half under sail), European waters closer, so that a leg inside Europe is a turn and
the voyage from Europe to China five or six.

Hazards, where history put them (one symbol per space, as on the board):
- tailwind: the north-east trades off the Canaries and Cape Verde, the south-east trades by
  St Helena, the westerlies of the Roaring Forties, the monsoon of the Arabian Sea, the Humboldt
  current, the Gulf Stream and the Kuroshio;
- headwind: the westerlies in the Channel and on the western ocean, the Agulhas current, the
  northerlies of the Red Sea, the California current, the beat west round Cape Horn;
- storm: Biscay, the mistral of the Gulf of Lion, the Cape of Good Hope, Cape Horn, Cape
  Hatteras, the Caribbean hurricanes, the cyclones of the Bay of Bengal, the typhoons of the
  China seas, Bass Strait;
- iceberg: the Grand Banks and the Gulf of St Lawrence, the Southern Ocean south of 50° S;
- calm: the doldrums of the Atlantic (off Guinea and on the Line), of the Indian Ocean and of
  the Pacific off Panama and on the Line south of Hawaii;
- reefs, lettered as on the board: St Paul Rocks, the English Bank of the Plate, Pratas Reef,
  the Red Sea's reefs, the Maldives, the Hooghly's Sandheads, the Banda Sea,
  Fiji, the Great Barrier Reef, Torres Strait, the Florida reefs, Sable Island, the Abrolhos;
- pirate waters: the Barbary coast, the Caribbean (the Old Bahama Channel, off Porto Bello,
  the Spanish Main), the Gulf of Guinea, the Malacca Strait, the South China Sea, the Pirate
  Round off Madagascar and the Gulf of Aden. Several lie within two spaces of a city, where a
  fortress lets its owner ignore them.
"""

from __future__ import annotations

TAIL = "tail"
HEAD = "head"
STORM = "storm"
ICE = "ice"
CALM = "calm"
REEF = "reef"  # written "reef:X", X the reef's letter
PIRATES = "pirates"

HAZARD_NAMES = {
    TAIL: "Tailwind",
    HEAD: "Headwind",
    STORM: "Storm",
    ICE: "Iceberg",
    CALM: "Calm",
    REEF: "Dangerous reef",
    PIRATES: "Pirate waters",
}

REGIONS = {
    "north": "North Sea and Baltic",
    "east_atlantic": "Eastern Atlantic",
    "med": "Mediterranean",
    "north_atlantic": "North Atlantic",
    "caribbean": "Caribbean",
    "south_atlantic": "South Atlantic",
    "indian": "Indian Ocean",
    "red_sea": "Red Sea",
    "east_indies": "East Indies",
    "china": "China Seas",
    "pacific": "Pacific",
    "southern": "Southern Ocean",
}

# Harbours: id -> (city, label, longitude, latitude, region). A city is one harbour space, but
# Porto Bello has two quays, one on each coast of the isthmus (docs/rulings.md): its Pacific quay is
# Panama's road, the end of the mule track across the isthmus.
HARBOURS: dict[str, tuple[str, str, float, float, str]] = {
    "copenhagen": ("copenhagen", "Copenhagen", 12.6, 55.7, "north"),
    "danzig": ("danzig", "Danzig", 18.65, 54.35, "north"),
    "amsterdam": ("amsterdam", "Amsterdam", 4.9, 52.4, "north"),
    "london": ("london", "London", 0.1, 51.5, "north"),
    "bordeaux": ("bordeaux", "Bordeaux", -0.6, 44.8, "east_atlantic"),
    "lisbon": ("lisbon", "Lisbon", -9.1, 38.7, "east_atlantic"),
    "cadiz": ("cadiz", "Cádiz", -6.3, 36.5, "east_atlantic"),
    "marseille": ("marseille", "Marseille", 5.4, 43.3, "med"),
    "venice": ("venice", "Venice", 12.3, 45.4, "med"),
    "algiers": ("algiers", "Algiers", 3.1, 36.8, "med"),
    "alexandria": ("alexandria", "Alexandria", 29.9, 31.2, "med"),
    "suez": ("suez", "Suez", 32.55, 29.97, "red_sea"),
    "mocha": ("mocha", "Mocha", 43.25, 13.3, "red_sea"),
    "elmina": ("elmina", "Elmina", -1.35, 5.1, "south_atlantic"),
    "capetown": ("capetown", "Cape Town", 18.4, -33.9, "south_atlantic"),
    "zanzibar": ("zanzibar", "Zanzibar", 39.2, -6.2, "indian"),
    "bombay": ("bombay", "Bombay", 72.8, 18.9, "indian"),
    "calicut": ("calicut", "Calicut", 75.8, 11.25, "indian"),
    "calcutta": ("calcutta", "Calcutta", 88.35, 22.55, "indian"),
    "malacca": ("malacca", "Malacca", 102.25, 2.2, "east_indies"),
    "batavia": ("batavia", "Batavia", 106.8, -6.1, "east_indies"),
    "ambon": ("ambon", "Ambon", 128.2, -3.7, "east_indies"),
    "canton": ("canton", "Canton", 113.25, 23.1, "china"),
    "nagasaki": ("nagasaki", "Nagasaki", 129.9, 32.75, "china"),
    "sydney": ("sydney", "Sydney", 151.2, -33.85, "pacific"),
    "sanfrancisco": ("sanfrancisco", "San Francisco", -122.4, 37.8, "pacific"),
    "quebec": ("quebec", "Quebec", -71.2, 46.8, "north_atlantic"),
    "newyork": ("newyork", "New York", -74.0, 40.7, "north_atlantic"),
    "charleston": ("charleston", "Charleston", -79.9, 32.8, "north_atlantic"),
    "havana": ("havana", "Havana", -82.35, 23.15, "caribbean"),
    "portobello": ("portobello", "Porto Bello", -79.65, 9.55, "caribbean"),
    "panama": ("portobello", "Porto Bello, Pacific quay (Panama)", -79.5, 8.95, "pacific"),
    "rio": ("rio", "Rio de Janeiro", -43.2, -22.9, "south_atlantic"),
    "buenosaires": ("buenosaires", "Buenos Aires", -58.4, -34.6, "south_atlantic"),
}

# Named sea spaces where lanes meet: id -> (name, longitude, latitude, region, hazard).
JUNCTIONS: dict[str, tuple[str, float, float, str, str]] = {
    "oresund": ("Øresund", 12.7, 55.5, "north", ""),
    "skagen": ("Skagen", 10.6, 58.1, "north", ""),
    "texel": ("Texel", 4.4, 53.2, "north", ""),
    "dover": ("Strait of Dover", 1.5, 51.0, "north", ""),
    "ushant": ("Ushant", -5.8, 48.4, "east_atlantic", ""),
    "gironde": ("Gironde mouth", -1.9, 45.6, "east_atlantic", ""),
    "finisterre": ("Cape Finisterre", -10.0, 43.2, "east_atlantic", ""),
    "roca": ("Cabo da Roca", -9.9, 38.8, "east_atlantic", ""),
    "stvincent": ("Cape St Vincent", -9.3, 36.7, "east_atlantic", ""),
    "gulfcadiz": ("Gulf of Cádiz", -7.0, 36.3, "east_atlantic", ""),
    "gibraltar": ("Strait of Gibraltar", -5.6, 35.95, "med", ""),
    "alboran": ("Alboran Sea", -2.6, 36.2, "med", ""),
    "balearics": ("Balearic Islands", 3.4, 39.6, "med", ""),
    "lion": ("Gulf of Lion", 5.1, 42.9, "med", ""),
    "algiersbay": ("Bay of Algiers", 3.1, 37.2, "med", PIRATES),
    "sicily": ("Strait of Sicily", 12.0, 36.9, "med", ""),
    "ionian": ("Ionian Sea", 18.5, 37.5, "med", ""),
    "gulfvenice": ("Gulf of Venice", 13.2, 44.8, "med", ""),
    "crete": ("South of Crete", 25.0, 34.3, "med", ""),
    "nile": ("Off the Nile", 29.6, 31.8, "med", ""),
    "madeira": ("Madeira", -16.8, 32.5, "east_atlantic", ""),
    "canaries": ("Canary Islands", -16.0, 28.5, "east_atlantic", ""),
    "capeverde": ("Cape Verde Islands", -24.0, 15.5, "east_atlantic", ""),
    "elminaroad": ("Gold Coast", -1.6, 4.4, "south_atlantic", ""),
    "equator": ("St Paul Rocks", -29.3, 0.9, "south_atlantic", "reef:A"),
    "saoroque": ("Cape São Roque", -34.0, -6.0, "south_atlantic", ""),
    "trindade": ("Trindade", -29.5, -20.0, "south_atlantic", ""),
    "rioroad": ("Off Rio de Janeiro", -42.8, -23.6, "south_atlantic", ""),
    "plata": ("Río de la Plata", -56.0, -35.4, "south_atlantic", "reef:B"),
    "horn": ("Cape Horn", -67.3, -56.8, "southern", STORM),
    "sthelena": ("St Helena", -5.7, -16.0, "south_atlantic", TAIL),
    "cape": ("Cape of Good Hope", 19.5, -35.8, "southern", STORM),
    "tablebay": ("Table Bay", 17.0, -32.6, "south_atlantic", ""),
    "forties": ("Roaring Forties", 37.0, -40.0, "southern", ""),
    "stpaul": ("Île Saint-Paul", 77.5, -38.7, "southern", ""),
    "mozambique": ("Mozambique Channel", 40.5, -18.0, "indian", ""),
    "zanzibarch": ("Zanzibar Channel", 39.8, -6.4, "indian", ""),
    "guardafui": ("Cape Guardafui", 52.0, 11.8, "indian", ""),
    "babelmandeb": ("Bab-el-Mandeb", 43.55, 12.45, "red_sea", ""),
    "suezgulf": ("Gulf of Suez", 33.1, 28.9, "red_sea", ""),
    "mauritius": ("Mauritius", 57.5, -20.3, "indian", ""),
    "line": ("The Line, Indian Ocean", 68.0, 0.0, "indian", CALM),
    "bombayroad": ("Bombay Roads", 72.2, 18.5, "indian", ""),
    "calicutroad": ("Off Calicut", 75.1, 11.1, "indian", ""),
    "comorin": ("Cape Comorin", 77.4, 7.3, "indian", ""),
    "dondra": ("Dondra Head", 81.0, 5.2, "indian", ""),
    "sandheads": ("Sandheads", 88.1, 21.0, "indian", "reef:F"),
    "aceh": ("Achin Head", 95.6, 6.2, "east_indies", ""),
    "malaccastr": ("Malacca Strait", 101.0, 2.3, "east_indies", PIRATES),
    "singapore": ("Singapore Strait", 104.2, 0.9, "east_indies", ""),
    "sunda": ("Sunda Strait", 105.4, -6.2, "east_indies", ""),
    "bataviaroad": ("Batavia Roads", 107.3, -5.3, "east_indies", ""),
    "banda": ("Banda Sea", 126.5, -5.0, "east_indies", "reef:G"),
    "torres": ("Torres Strait", 142.5, -10.4, "east_indies", "reef:J"),
    "cantonroad": ("Pearl River mouth", 113.9, 21.9, "china", ""),
    "luzon": ("Luzon Strait", 121.0, 20.5, "china", ""),
    "nagasakiroad": ("Gotō Islands", 128.7, 32.4, "china", ""),
    "portjackson": ("Port Jackson Heads", 151.9, -34.1, "pacific", ""),
    "bass": ("Bass Strait", 146.3, -39.6, "pacific", STORM),
    "leeuwin": ("Cape Leeuwin", 115.0, -35.6, "southern", ""),
    "hawaii": ("Sandwich Islands", -157.5, 21.0, "pacific", ""),
    "ggate": ("Golden Gate", -123.2, 37.5, "pacific", ""),
    "panamagulf": ("Gulf of Panama", -79.3, 7.5, "pacific", ""),
    "portobelloroad": ("Off Porto Bello", -79.3, 10.2, "caribbean", ""),
    "antilles": ("Lesser Antilles", -61.0, 14.3, "caribbean", ""),
    "windward": ("Windward Passage", -74.2, 19.8, "caribbean", ""),
    "floridastr": ("Florida Strait", -81.4, 23.8, "caribbean", ""),
    "charlestonbar": ("Charleston Bar", -79.3, 32.5, "north_atlantic", ""),
    "hatteras": ("Cape Hatteras", -75.0, 35.2, "north_atlantic", STORM),
    "sandyhook": ("Sandy Hook", -73.6, 40.2, "north_atlantic", ""),
    "bermuda": ("Bermuda", -64.8, 32.3, "north_atlantic", ""),
    "azores": ("Azores", -27.5, 38.5, "north_atlantic", ""),
    "grandbanks": ("Grand Banks", -50.0, 45.2, "north_atlantic", ICE),
    "cabot": ("Cabot Strait", -59.8, 47.2, "north_atlantic", ""),
    "hebrides": ("Outer Hebrides", -9.5, 58.0, "north_atlantic", ""),
}

# The reefs' letters and names, for the board's labels and the log.
REEFS = {
    "A": "St Paul Rocks",
    "B": "English Bank",
    "C": "Pratas Reef",
    "D": "Red Sea reefs",
    "E": "Maldives",
    "F": "Sandheads of the Hooghly",
    "G": "Banda Sea reefs",
    "H": "Fiji reefs",
    "I": "Great Barrier Reef",
    "J": "Torres Strait",
    "K": "Florida reefs",
    "L": "Sable Island",
    "M": "Abrolhos",
}
