"""The game data checked against rules/eurobusiness-board.md: 40 spaces, 28 deeds, 32 cards."""

from __future__ import annotations

import re
from pathlib import Path

from pygames.estate.rules import CHANCE, CITY, DEED_KINDS, RAILWAY, UTILITY
from pygames.eurobusiness.data import CARDS, PRINTED_CAPITAL_CI, PRINTED_GENDERED, RULES, SPACES

BOARD = (Path(__file__).parents[2] / "rules" / "eurobusiness-board.md").read_text("utf-8")


def table_rows(title: str) -> list[list[str]]:
    section = BOARD.split(f"## {title}", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells[0] not in ("#", "") and not set(cells[0]) <= {"-"}:
            rows.append(cells)
    return rows


def test_the_40_spaces_match_the_board() -> None:
    """The 40 spaces: index, name, price, rents, house price and mortgage as on the board."""
    rows = table_rows("The 40 spaces")
    assert len(rows) == 40 == len(SPACES)
    for row, space in zip(rows, SPACES, strict=True):
        index, name, kind, price, rents, house, mortgage = row
        assert int(index) == space.index
        assert name == space.name
        if price:
            assert int(price) == space.price and int(mortgage) == space.mortgage
        else:
            assert space.kind not in DEED_KINDS
        if rents:
            assert tuple(int(x) for x in rents.split(",")) == space.rents
            assert int(house) == space.house
            assert space.kind == CITY
        if "Chance" in kind:
            assert space.kind == CHANCE and space.deck == kind.split()[0]
        if "pay" in kind:
            pay = re.search(r"pay (\d+)", kind)
            assert pay is not None
            assert space.amount == int(pay.group(1))


def test_28_deeds_in_8_countries() -> None:
    """22 cities in 8 countries (Greece and Austria have 2), 4 railways, 2 utilities: 28 deeds."""
    assert len(RULES.deed_list) == 28
    assert sum(1 for s in SPACES if s.kind == CITY) == 22
    assert sum(1 for s in SPACES if s.kind == RAILWAY) == 4
    assert sum(1 for s in SPACES if s.kind == UTILITY) == 2
    sizes = {group: len(members) for group, members in RULES.groups.items()}
    assert sizes == {
        "Grecja": 2, "Włochy": 3, "Hiszpania": 3, "Anglia": 3,
        "Benelux": 3, "Szwecja": 3, "RFN": 3, "Austria": 2,
    }  # fmt: skip


def test_mortgage_value_is_half_the_price() -> None:
    """Mortgage value is half the price everywhere."""
    for space in SPACES:
        if space.is_deed:
            assert space.mortgage * 2 == space.price


def test_the_32_chance_cards_match_the_board() -> None:
    """Blue and red Chance cards, 16 each, with their printed texts."""
    rows = table_rows("Blue Chance cards (16)") + table_rows("Red Chance cards (16)")
    assert len(rows) == 32 == len(CARDS)
    for (number, text, effect), card in zip(rows, CARDS, strict=True):
        assert number == card.id
        printed = {**PRINTED_GENDERED, **PRINTED_CAPITAL_CI}
        assert text == printed.get(card.id, card.text)
        amounts = [int(x) for x in re.findall(r"\d+", effect) if int(x) > 3]
        numbers = [x for x in card.effect[1:] if isinstance(x, int) and x > 3]
        if card.effect[0] == "goto":
            assert f"({card.effect[1]})" in effect or card.effect[1] == 0
        else:
            assert amounts == numbers, (card.id, effect)


def test_bank_holds_32_houses_and_12_hotels() -> None:
    """The Bank holds 32 houses and 12 hotels."""
    assert RULES.houses == 32 and RULES.hotels == 12


def test_railway_and_utility_rents() -> None:
    """Railways 50 / 100 / 200 / 400; utilities 10 x or 20 x the dice."""
    assert RULES.counted_rents["railway"][1:] == (50, 100, 200, 400)
    assert RULES.utility_factors[1:] == (10, 20)


def test_card_texts_are_neutral_in_gender() -> None:
    """No card gives the player a gender (a past tense "Piłeś", an adjective "Zobowiązany"):
    the four printed so are worded neutral, with the same effect."""
    gendered = re.compile(r"\w+(łeś|łaś)\b|Zobowiązany|Zobowiązana")
    assert set(PRINTED_GENDERED) == {"B13", "R1", "R7", "R11"}
    assert all(gendered.search(text) for text in PRINTED_GENDERED.values())
    assert [card.id for card in CARDS if gendered.search(card.text)] == []
