"""Fortuna's board, decks and economy as Markdown, for the package README.

How often a pawn stops on each space comes from a simulation of token play: each move spends a
token drawn uniformly at random from the player's remaining ones (so 12 moves spend 1-12 once
each, 6.5 a move on average), the accident corner sends the pawn to hospital for 3 missed rounds
(a held "release from hospital" card is used at once), a holiday (the corner or the Fate card)
is always taken, and the cards move the pawn as their effects say. A landing is a stop at the
end of a move or of a card's move; utility rent counts the token that made the move. The tables
then price each colour set, restaurant, station and utility against those landings, for a
4-player game (3 opponents paying the owner).

    python bench/fortuna_economy.py           # print the sections
    python bench/fortuna_economy.py --write   # rewrite them in pygames/fortuna/README.md

tests/fortuna/test_data.py checks that the README holds exactly what this prints.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from dataclasses import dataclass
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import table  # noqa: E402  (after the path is set)
from pygames.estate.rules import CHANCE, CITY, RAILWAY, RESTAURANT, UTILITY  # noqa: E402
from pygames.fortuna import data  # noqa: E402

README = ROOT / "pygames" / "fortuna" / "README.md"
ROUNDS = 200_000  # simulated rounds of one pawn
SEED = 1984
OPPONENTS = 3  # a 4-player game


@dataclass(frozen=True)
class Landings:
    """Stops per round on each space, and the mean token of the moves that made them."""

    per_round: tuple[float, ...]
    token: tuple[float, ...]


# The engine's names for the hospital's corners, as Fortuna's board calls them.
CORNERS = {data.HOSPITAL: "hospital", data.ACCIDENT: "accident"}


def simulate(rounds: int = ROUNDS, seed: int = SEED) -> Landings:
    """One pawn's stops per round under uniformly random token play (see the module's note)."""
    rng = random.Random(seed)
    size = len(data.SPACES)
    decks = {deck: [c.effect for c in data.CARDS if c.deck == deck] for deck in data.DECKS}
    for cards in decks.values():
        rng.shuffle(cards)
    stops = [0] * size
    tokens_sum = [0] * size
    tokens: list[int] = []
    pos, missed, release = 0, 0, False

    def stop(space: int, token: int) -> tuple[int, int]:
        """Count a stop and resolve the space; return the pawn's place and rounds to miss."""
        stops[space] += 1
        tokens_sum[space] += token
        kind = data.SPACES[space].kind
        if kind == data.ACCIDENT:
            return data.HOSPITAL_SPACE, data.HOSPITAL_ROUNDS
        if kind == data.HOLIDAY:
            return space, data.HOLIDAY_ROUNDS
        if kind != CHANCE:
            return space, 0
        nonlocal release
        cards = decks[data.SPACES[space].deck]
        effect = cards.pop(0)
        if effect[0] == "keep":
            release = True
        else:
            cards.append(effect)
        if effect[0] in ("goto", "goto_utility"):
            return stop(effect[1], token)
        if effect[0] == "back":
            return stop((space - effect[1]) % size, token)
        if effect[0] == "detain":
            return data.HOSPITAL_SPACE, data.HOSPITAL_ROUNDS
        if effect[0] == "holiday":
            return space, data.HOLIDAY_ROUNDS
        return space, 0

    for _ in range(rounds):
        if missed and release and pos == data.HOSPITAL_SPACE:
            release, missed = False, 0
            decks[data.LOS].append(("keep",))
        if missed:
            missed -= 1
            continue
        if not tokens:
            tokens = list(data.TOKENS)
        token = tokens.pop(rng.randrange(len(tokens)))
        pos, missed = stop((pos + token) % size, token)
    return Landings(
        tuple(s / rounds for s in stops),
        tuple(t / s if s else 0.0 for t, s in zip(tokens_sum, stops, strict=True)),
    )


def money(amount: float) -> str:
    return f"{round(amount):,}"


def board(landings: Landings) -> str:
    """The 44 spaces as printed, with each space's stops per 100 rounds."""
    rows = []
    for space in data.SPACES:
        if space.kind in data.DEED_KINDS:
            kind = data.KIND_LABELS[space.kind][1]
        elif space.kind == CHANCE:
            kind = f'{data.DECK_ENGLISH[space.deck].lower()} "{data.DECK_MARKS[space.deck]}"'
        else:
            kind = CORNERS.get(space.kind, space.kind.replace("_", " "))
        if space.kind == data.ENRICHMENT:
            kind += f" ({money(space.amount)} or {data.ENRICHMENT_PERCENT}% of capital)"
        elif space.amount:
            kind += f" ({money(space.amount)})"
        rows.append(
            [
                str(space.index),
                space.name,
                space.english,
                kind,
                f"{space.group} ({data.GROUPS_ENGLISH[space.group]})" if space.group else "",
                money(space.price) if space.price else "",
                ", ".join(money(r) for r in space.rents),
                money(space.house) if space.house else "",
                money(space.mortgage) if space.mortgage else "",
                f"{landings.per_round[space.index] * 100:.2f}",
            ]
        )
    header = ["#", "Name", "English", "Kind", "Set", "Price", "Rent: bare, 1-4 houses, hotel",
              "House = hotel", "Mortgage", "Stops / 100 rounds"]  # fmt: skip
    return table(header, rows)


def decks() -> str:
    """Both decks: id, the printed Polish text, the English gloss and the effect."""
    parts = []
    for deck in data.DECKS:
        rows = [
            [card.id, card.text, card.english, f"`{card.effect!r}`"]
            for card in data.CARDS
            if card.deck == deck
        ]
        parts.append(
            f'**{deck}** ({data.DECK_ENGLISH[deck]}, "{data.DECK_MARKS[deck]}")\n\n'
            + table(["Id", "Polish", "English", "Effect"], rows)
        )
    return "\n\n".join(parts)


@dataclass(frozen=True)
class SetReturn:
    """One colour set priced against its landings, at a building level per plot."""

    name: str
    plots: tuple[int, ...]
    price: int
    house: int
    stops: float  # landings per round of one opponent on the whole set
    rent: dict[int, float]  # level -> mean rent a landing (level 0: bare, doubled for the set)
    cost: dict[int, int]  # level -> price of the set plus its buildings
    payback: dict[int, float]  # level -> rounds for 3 opponents' rent to repay the cost


LEVELS = (0, 3, 5)  # bare (whole set), 3 houses, hotel


def set_returns(landings: Landings) -> list[SetReturn]:
    """Each colour set's rent a landing, cost and pay-back at bare, 3 houses and hotels."""
    result = []
    for group in data.COLOURS:
        plots = tuple(s for s in data.SPACES if s.kind == CITY and s.group == group)
        stops = sum(landings.per_round[s.index] for s in plots)
        price = sum(s.price for s in plots)
        rent, cost, payback = {}, {}, {}
        for level in LEVELS:
            factor = 2 if level == 0 else 1
            income = sum(landings.per_round[s.index] * s.rents[level] * factor for s in plots)
            rent[level] = income / stops
            cost[level] = price + len(plots) * plots[0].house * level
            payback[level] = cost[level] / (OPPONENTS * income)
        indices = tuple(s.index for s in plots)
        result.append(SetReturn(group, indices, price, plots[0].house, stops, rent, cost, payback))
    return result


def sets_table(returns: list[SetReturn]) -> str:
    rows = [
        [
            f"{r.name} ({data.GROUPS_ENGLISH[r.name]})",
            ", ".join(data.SPACES[i].name for i in r.plots),
            money(r.price),
            money(r.house),
            " / ".join(money(r.rent[level]) for level in LEVELS),
            " / ".join(money(r.cost[level]) for level in LEVELS[1:]),
            f"{r.stops * 100:.1f}",
            " / ".join(f"{r.rent[level] / r.cost[level]:.0%}" for level in LEVELS[1:]),
            " / ".join(f"{r.payback[level]:.1f}" for level in LEVELS),
        ]
        for r in returns
    ]
    header = ["Set", "Plots", "Price of the set", "House = hotel",
              "Rent a landing: bare set / 3 houses / hotel", "Cost with 3 houses / hotels",
              "Stops / 100 rounds", "Rent a landing ÷ cost: 3 houses / hotels",
              "Rounds to pay back: bare / 3 houses / hotels"]  # fmt: skip
    return table(header, rows)


@dataclass(frozen=True)
class CountReturn:
    """Restaurants, stations or utilities owned in a number, priced against their landings."""

    label: str
    owned: int
    rent: float  # a landing
    cost: int
    payback: float


def mean_token(landings: Landings, kind: str) -> float:
    """The mean token of the moves that stop on a space of this kind."""
    spaces = [s.index for s in data.SPACES if s.kind == kind]
    stops = sum(landings.per_round[i] for i in spaces)
    return sum(landings.per_round[i] * landings.token[i] for i in spaces) / stops


def count_returns(landings: Landings) -> list[CountReturn]:
    """Pay-back for 1..all restaurants, stations and utilities (each at the mean landing rate)."""
    result = []
    kinds = (
        (RESTAURANT, data.RESTAURANT_RENTS),
        (RAILWAY, data.RAILWAY_RENTS),
        (UTILITY, data.UTILITY_FACTORS),
    )
    for kind, rents in kinds:
        spaces = [s for s in data.SPACES if s.kind == kind]
        stops = sum(landings.per_round[s.index] for s in spaces) / len(spaces)
        token = mean_token(landings, kind)
        for owned in range(1, len(spaces) + 1):
            rent = rents[owned] * (token if kind == UTILITY else 1)
            payback = spaces[0].price / (OPPONENTS * stops * rent)
            label = data.KIND_LABELS[kind][1]
            result.append(CountReturn(label, owned, rent, spaces[0].price * owned, payback))
    return result


def counts_table(landings: Landings) -> str:
    rows = [
        [
            f"{r.label}, {r.owned} owned",
            money(r.cost),
            money(r.rent),
            f"{r.rent / r.cost:.0%}",
            f"{r.payback:.1f}",
        ]
        for r in count_returns(landings)
    ]
    note = (
        f"Utility rent a landing = 500 (1,000 with both) x the mean token of the moves that "
        f"stop there, {mean_token(landings, UTILITY):.2f}."
    )
    header = ["Deeds", "Cost", "Rent a landing", "Rent a landing ÷ cost", "Rounds to pay back"]
    return table(header, rows) + "\n\n" + note


def sections(landings: Landings | None = None) -> dict[str, str]:
    """The README's generated sections, by marker name."""
    landings = landings or simulate()
    return {
        "board": board(landings),
        "decks": decks(),
        "sets": sets_table(set_returns(landings)),
        "others": counts_table(landings),
    }


def marked(name: str) -> re.Pattern[str]:
    """The README span between `<!-- economy:NAME -->` and `<!-- /economy:NAME -->`."""
    return re.compile(rf"(<!-- economy:{name} -->\n)(.*?)\n?(<!-- /economy:{name} -->)", re.S)


def filled(body: str, section: re.Match[str]) -> str:
    """A marked section with `body` between its markers."""
    return f"{section[1]}{body}\n{section[3]}"


def write(text: str, parts: dict[str, str]) -> str:
    for name, body in parts.items():
        text, count = marked(name).subn(partial(filled, body), text)
        if count != 1:
            raise SystemExit(f"README.md has no single '{name}' section to fill.")
    return text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--write", action="store_true", help="rewrite the README's sections")
    args = parser.parse_args()
    parts = sections()
    if args.write:
        README.write_text(write(README.read_text("utf-8"), parts), "utf-8")
        print(f"wrote {len(parts)} sections to {README.relative_to(ROOT)}")
    else:
        for name, body in parts.items():
            print(f"<!-- economy:{name} -->\n{body}\n<!-- /economy:{name} -->\n")


if __name__ == "__main__":
    main()
