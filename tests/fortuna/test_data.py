"""Fortuna's designed board and decks checked against every number the rulebook and rulings give.

Rulebook: rules/fortuna-1984.txt; rulings: docs/rulings.md, "Fortuna (1984)". The README's generated
tables are checked against bench/fortuna_economy.py, so they never go stale.
"""

from __future__ import annotations

import re
from collections import Counter
from itertools import pairwise
from pathlib import Path

import pytest

from bench import fortuna_economy as economy
from pygames.estate.rules import CHANCE, CITY, RAILWAY, RESTAURANT, START, TAX, UTILITY
from pygames.fortuna import data
from pygames.fortuna.data import CARDS, SPACES

DEEDS = [s for s in SPACES if s.kind in data.DEED_KINDS]
PLOTS = [s for s in SPACES if s.kind == CITY]
README = Path(data.__file__).with_name("README.md").read_text("utf-8")

# Classic Monopoly's 22 street prices in board order: the ruling's scale (x 12.5).
MONOPOLY_PRICES = (60, 60, 100, 100, 120, 140, 140, 160, 180, 180, 200,
                   220, 220, 240, 260, 260, 280, 300, 300, 320, 350, 400)  # fmt: skip


@pytest.fixture(scope="module")
def landings() -> economy.Landings:
    return economy.simulate()


def kinds() -> Counter[str]:
    return Counter(s.kind for s in SPACES)


def test_there_are_forty_four_spaces_from_start() -> None:
    """ "There are forty-four spaces in all." Space 0 is Start (docs/rulings.md)."""
    assert len(SPACES) == 44
    assert [s.index for s in SPACES] == list(range(44))
    assert SPACES[0].kind == START and SPACES[0].name == "Start"


def test_corners_are_start_hospital_holiday_and_accident() -> None:
    """docs/rulings.md: corners at 0, 11, 22, 33 (Start, Hospital/visit, Holiday, "You had an
    accident, go to hospital")."""
    corners = {i: (SPACES[i].kind, SPACES[i].name) for i in (0, 11, 22, 33)}
    assert corners == {
        0: (START, "Start"),
        11: (data.HOSPITAL, "Szpital"),
        22: (data.HOLIDAY, "Wakacje"),
        33: (data.ACCIDENT, "Wypadek: idziesz do szpitala"),
    }
    assert (data.HOSPITAL_SPACE, data.HOLIDAY_SPACE, data.ACCIDENT_SPACE) == (11, 22, 33)
    assert kinds()[data.HOSPITAL] == kinds()[data.HOLIDAY] == kinds()[data.ACCIDENT] == 1


def test_thirty_one_spaces_can_be_bought_and_thirteen_cannot() -> None:
    """ "The board has thirty-one spaces that can be bought from the Bank. ... The thirteen that
    cannot be bought are spaces that decide the player's chances or unexpected troubles." """
    assert len(DEEDS) == 31
    assert len(SPACES) - len(DEEDS) == 13
    assert all(s.price > 0 for s in DEEDS)
    assert all(s.price == 0 and s.mortgage == 0 for s in SPACES if s not in DEEDS)


def test_enrichment_tax_on_the_fourth_space() -> None:
    """ "On the fourth space from the "start" position you must pay, without hesitation, the
    enrichment tax: 2,000 ducats or, if you prefer, 10% of your capital." """
    tax = SPACES[4]
    assert tax.kind == data.ENRICHMENT and tax.amount == data.ENRICHMENT_TAX == 2000
    assert data.ENRICHMENT_PERCENT == 10
    assert kinds()[data.ENRICHMENT] == 1


def test_luxury_tax_two_spaces_before_the_end_of_the_lap() -> None:
    """ "Two spaces before the end of the lap we risk paying the luxury tax: 1,000 ducats." """
    tax = SPACES[42]
    assert tax.kind == TAX and tax.amount == data.LUXURY_TAX == 1000
    assert kinds()[TAX] == 1


def test_four_chance_spaces_and_three_fate_spaces() -> None:
    """ "There are four spaces on the board marked "?" and three marked "1"" (the Fate "!")."""
    decks = Counter(s.deck for s in SPACES if s.kind == CHANCE)
    assert decks == {data.SZANSA: 4, data.LOS: 3}
    assert data.DECK_MARKS == {data.SZANSA: "?", data.LOS: "!"}
    assert {s.name for s in SPACES if s.deck == data.SZANSA} == {"Szansa"}
    assert {s.name for s in SPACES if s.deck == data.LOS} == {"Los"}


def test_four_restaurants_three_stations_two_utilities() -> None:
    """ "Restaurants: There are four of them." "Railways: Three stations." "Waterworks, Power
    Station: Two spaces." docs/rulings.md names the stations Wiedeński, Petersburski, Kaliski and
    the utilities Filtry and the Powiśle power station."""
    assert kinds()[RESTAURANT] == 4
    stations = {s.name for s in SPACES if s.kind == RAILWAY}
    assert stations == {"Dworzec Wiedeński", "Dworzec Petersburski", "Dworzec Kaliski"}
    utilities = {s.name for s in SPACES if s.kind == UTILITY}
    assert utilities == {"Filtry", "Elektrownia Powiśle"}


def test_twenty_two_plots_in_eight_colour_sets() -> None:
    """docs/rulings.md: 22 hotel plots in 8 colour groups (sizes 2,3,3,3,3,3,3,2) round the
    board."""
    assert len(PLOTS) == 22
    order = list(dict.fromkeys(s.group for s in PLOTS))  # sets in the order they are met
    assert order == list(data.COLOURS)
    assert [sum(s.group == g for s in PLOTS) for g in order] == [2, 3, 3, 3, 3, 3, 3, 2]
    for group in order:  # a set's plots are met one after another, not interleaved
        indices = [i for i, s in enumerate(PLOTS) if s.group == group]
        assert indices == list(range(indices[0], indices[-1] + 1))
    assert len({s.name for s in PLOTS}) == 22


def test_blue_set_is_metropol_wiedenski_continental() -> None:
    """ "the plots Metropol, Wiedeński and Continental (the blue colour set)"."""
    blue = [s.name for s in PLOTS if s.group == "niebieski"]
    assert blue == ["Metropol", "Wiedeński", "Continental"]
    assert data.GROUPS_ENGLISH["niebieski"] == "blue"


def test_plot_prices_are_the_classic_scale_times_twelve_and_a_half() -> None:
    """docs/rulings.md: "Prices and rents: about 12.5x the classic Monopoly scale (start money
    20,000 vs 1,500), rising round the board". Each price is Monopoly's x 12.5 to the nearest
    100."""
    assert [s.price for s in PLOTS] == [int(p * 12.5 / 100 + 0.5) * 100 for p in MONOPOLY_PRICES]


def test_prices_and_rents_rise_round_the_board() -> None:
    """docs/rulings.md: prices and rents "rising round the board": no plot is cheaper, or rents less
    at any building level, than one before it; each set's dearest plot is below the next set's."""
    for before, after in pairwise(PLOTS):
        assert after.price >= before.price
        assert all(a >= b for a, b in zip(after.rents, before.rents, strict=True))
        if after.group != before.group:
            assert after.price > before.price and after.rents[5] > before.rents[5]
    for plot in PLOTS:
        assert len(plot.rents) == 6 and list(plot.rents) == sorted(set(plot.rents))


def test_house_price_is_set_per_side_of_the_board() -> None:
    """The house (and hotel) price is the same along each side and rises side by side, as on
    the classic board (50/100/150/200 x 12.5, to the nearest note)."""
    by_side: dict[int, set[int]] = {}
    for plot in PLOTS:
        by_side.setdefault(plot.index // 11, set()).add(plot.house)
    assert by_side == {0: {600}, 1: {1200}, 2: {1800}, 3: {2400}}


def test_mortgage_value_is_half_the_price() -> None:
    """ "All properties may be mortgaged; the mortgage value is printed on the title card"; here
    half the price, as on the classic deeds."""
    for deed in DEEDS:
        assert deed.mortgage * 2 == deed.price


def test_every_sum_is_paid_in_whole_notes() -> None:
    """The smallest note is 50 ducats (the rulebook's smallest sum, a restaurant's 250 ducats,
    needs one): every price, rent, house price, mortgage, tax and card sum is made of notes."""
    note = data.SMALLEST_NOTE
    assert note == 50
    sums = [data.START_MONEY, data.START_BONUS, *data.RESTAURANT_RENTS, *data.RAILWAY_RENTS,
            data.UTILITY_FACTOR]  # fmt: skip
    for space in SPACES:
        sums += [space.price, space.house, space.mortgage, space.amount, *space.rents]
    for card in CARDS:
        if card.effect[0] not in ("goto", "goto_utility", "back"):
            sums += card.effect[1:]
    assert all(isinstance(x, int) and x % note == 0 for x in sums)


def test_start_money_start_bonus_houses_and_hotels() -> None:
    """ "Each player receives 20,000 ducats." "For every passing of start the banker pays 2,500
    ducats." "Thirty houses and ten hotels." Tokens "numbered 1-12"; "missing three rounds";
    "A holiday lasts one round." Auctions rise by 100 ducats (docs/rulings.md)."""
    assert (data.START_MONEY, data.START_BONUS) == (20_000, 2_500)
    assert (data.HOUSES, data.HOTELS) == (30, 10)
    assert tuple(range(1, 13)) == data.TOKENS
    assert (data.HOSPITAL_ROUNDS, data.HOLIDAY_ROUNDS) == (3, 1)
    assert data.AUCTION_STEP == 100 and data.INTEREST_PERCENT == 10


def test_restaurant_station_and_utility_rents() -> None:
    """ "for owning one, 250 ducats; for owning two, 500; for owning three, 1,000; for owning
    four, 2,000." Railways "750 ... 1,500 ... 3,000". Utilities: "500 ducats multiplied by the
    number on the token ... If both public utilities are owned by one player, they collect
    double rent." """
    assert data.RESTAURANT_RENTS == (0, 250, 500, 1000, 2000)
    assert data.RAILWAY_RENTS == (0, 750, 1500, 3000)
    assert data.UTILITY_FACTOR == 500 and data.UTILITY_FACTORS == (0, 500, 1000)
    for kind, price in ((RESTAURANT, 2000), (RAILWAY, 3000), (UTILITY, 3500)):
        assert {s.price for s in SPACES if s.kind == kind} == {price}
        assert all(s.rents == () and s.house == 0 for s in SPACES if s.kind == kind)


def test_two_decks_of_sixteen_cards() -> None:
    """ "Two sets of sixteen cards each: the "fate" deck and the "chance" deck." """
    assert Counter(c.deck for c in CARDS) == {data.SZANSA: 16, data.LOS: 16}
    assert data.DECKS == (data.SZANSA, data.LOS)
    assert len({c.id for c in CARDS}) == 32
    for deck, prefix in ((data.SZANSA, "S"), (data.LOS, "L")):
        ids = [c.id for c in CARDS if c.deck == deck]
        assert ids == [f"{prefix}{n}" for n in range(1, 17)]


def test_only_release_from_hospital_may_be_kept() -> None:
    """ "Only the card with the words "release from hospital" may be kept for later use." It is
    a Fate card ("If the player has the fate card "release from hospital"")."""
    kept = [c for c in CARDS if c.keep]
    assert len(kept) == 1
    assert kept[0].deck == data.LOS
    assert "ze szpitala" in kept[0].text and "Release from hospital" in kept[0].english


def test_card_effects_come_from_the_vocabulary() -> None:
    """Every effect is one the engine knows (data.CARD_EFFECTS), with its arguments: a space to
    go to that exists (a utility for goto_utility), positive sums, a step back of a few
    spaces."""
    for card in CARDS:
        name, *args = card.effect
        assert name in data.CARD_EFFECTS, card.id
        assert len(args) == data.CARD_EFFECTS[name], card.id
        assert all(isinstance(a, int) for a in args), card.id
        if name == "goto":
            assert 0 <= args[0] < 44 and (args[0] == 0 or SPACES[args[0]].kind in data.DEED_KINDS)
        elif name == "goto_utility":
            assert SPACES[args[0]].kind == UTILITY
        elif name == "back":
            assert 1 <= args[0] <= 12
        else:
            assert all(a > 0 for a in args), card.id


def test_chance_sends_to_start_and_to_each_utility() -> None:
    """ "They do not lose it, however, if they are on the "start" space after drawing that
    instruction from the "chance" deck." "If we reach a public utility from a "chance" card,
    we pay a rent of 500 ducats multiplied by the number on the token with which we reached the
    "chance" space." docs/rulings.md: the card to Start pays 2,500."""
    chance = [c.effect for c in CARDS if c.deck == data.SZANSA]
    assert ("goto", 0) in chance
    utilities = {s.index for s in SPACES if s.kind == UTILITY}
    assert {e[1] for e in chance if e[0] == "goto_utility"} == utilities
    to_start = next(c for c in CARDS if c.effect == ("goto", 0))
    assert "2\u00a0500" in to_start.text and "2,500" in to_start.english


def test_both_decks_can_send_to_hospital_and_fate_to_a_holiday() -> None:
    """A player is sent to hospital "If fate decides so, i.e. the "?" or "1" cards." "You may be
    sent on holiday by "fate"." """
    for deck in data.DECKS:
        assert any(c.effect == ("detain",) for c in CARDS if c.deck == deck), deck
    assert [c.deck for c in CARDS if c.effect == ("holiday",)] == [data.LOS]
    for card in CARDS:
        if card.effect == ("detain",):
            assert "Nie otrzymujesz 2\u00a0500" in card.text  # no bonus on the way to hospital


def test_every_card_reads_in_polish_with_an_english_gloss() -> None:
    """Each card has its printed Polish text and an English gloss, and both state the card's
    sums (Polish 2 500, English 2,500)."""
    for card in CARDS:
        assert card.text and card.english and card.text != card.english
        assert card.text.endswith(".") and card.english.endswith(".")
        assert "dukatów" in card.text or card.effect[0] in ("back", "holiday", "keep")
        if card.effect[0] not in ("goto", "goto_utility", "back"):
            for amount in card.effect[1:]:
                assert f"{amount:,}".replace(",", "\u00a0") in card.text, card.id
                assert f"{amount:,}" in card.english, card.id
        if card.effect[0] in ("goto", "goto_utility") and card.effect[1] != 0:
            assert "przechodzisz przez Start, otrzymujesz 2\u00a0500" in card.text, card.id


def test_every_space_set_and_deck_has_its_glosses_and_colours() -> None:
    """Non-deed spaces, stations and utilities have English glosses; hotels and restaurants are
    proper names; every colour set has a colour and an English name."""
    for space in SPACES:
        if space.kind not in (CITY, RESTAURANT):
            assert space.name in data.SPACE_ENGLISH, space.name
    assert set(data.COLOURS) == set(data.GROUPS_ENGLISH) == {s.group for s in PLOTS}
    assert all(len(c) == 7 and c.startswith("#") for c in data.COLOURS.values())
    assert len(set(data.COLOURS.values())) == 8
    assert set(data.DECK_ENGLISH) == set(data.DECKS)
    assert set(data.KIND_LABELS) == data.DEED_KINDS


def test_readme_tables_are_what_the_economy_script_prints(landings: economy.Landings) -> None:
    """The board, decks and economy tables in the package README are generated by
    bench/fortuna_economy.py (`--write`); they must be current."""
    for name, body in economy.sections(landings).items():
        match = economy.marked(name).search(README)
        assert match, f"README.md lacks the '{name}' section"
        assert match[2] == body, f"README.md's '{name}' table is stale: run the script with --write"


def test_the_economy_works(landings: economy.Landings) -> None:
    """The economy table's promises: dearer sets pay more a landing at every level; every set
    pays back in a reasonable number of rounds, none far better or worse than the rest; the
    full sets of restaurants and of stations pay back like a set with 3 houses."""
    sets = economy.set_returns(landings)
    for level in economy.LEVELS:
        rents = [s.rent[level] for s in sets]
        assert rents == sorted(rents) and len(set(rents)) == 8, level
    for level, low, high in ((3, 10, 20), (5, 8, 16)):
        paybacks = [s.payback[level] for s in sets]
        assert low <= min(paybacks) and max(paybacks) <= high, (level, paybacks)
        assert max(paybacks) / min(paybacks) < 1.5, (level, paybacks)
    three_houses = [s.payback[3] for s in sets]
    full = {r.label: r.payback for r in economy.count_returns(landings)}  # last = all owned
    for label in ("restaurant", "railway station"):
        assert min(three_houses) * 0.9 <= full[label] <= max(three_houses) * 1.1, label


def test_no_card_gives_the_player_a_gender() -> None:
    """Issue 19: the app cannot know a player's gender, so no card's Polish speaks to them in a
    gendered past tense ("Wygrałeś", "Zgubiłaś"): "Wygrana na loterii", "Gubisz portfel"."""
    gendered = re.compile(r"\w+(?:łeś|łaś)\b")
    assert [card.text for card in data.CARDS if gendered.search(card.text)] == []
