"""Fuldrigger's economy from its data: what a cargo earns per turn of sailing on each route,
and at what risk. Prints the markdown that stands in `pygames/fuldrigger/README.md` between the
route-table markers (a test checks that the README matches this output).

    .venv/bin/python bench/fuldrigger_routes.py [--write]

With --write, the table in the README is replaced by the new output.

Every figure is computed from the map, the price lists and the dice: the route is the one the
bots plan (fewest expected spaces, a 1 % chance of losing the ship counted as a space), the
turns are the exact mean number of three-dice turns to sail it with its tailwinds, headwinds
and calms, the risks are the chances of losing the ship (storms, icebergs, reefs not yet known,
pirates) and of losing only the cargo (pirates), and the expected gain counts a lost ship at its
price of 100 ducats. A voyage starts the turn after the ship arrived, so the turns are those of
sailing.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygames.fuldrigger import routes
from pygames.fuldrigger.goods import GOODS
from pygames.fuldrigger.graph import CITIES, SPACES
from pygames.fuldrigger.routes import Trade

# The classic routes shown in full: (origin, market, good).
SHOWN: tuple[tuple[str, str, str], ...] = (
    ("bordeaux", "copenhagen", "wine"),
    ("danzig", "lisbon", "grain"),
    ("cadiz", "london", "wool"),
    ("london", "venice", "textiles"),
    ("alexandria", "marseille", "cotton"),
    ("charleston", "london", "tobacco"),
    ("havana", "amsterdam", "sugar"),
    ("quebec", "london", "furs"),
    ("newyork", "lisbon", "grain"),
    ("elmina", "london", "ivory"),
    ("rio", "amsterdam", "coffee"),
    ("london", "newyork", "tools"),
    ("mocha", "amsterdam", "coffee"),
    ("bombay", "london", "cotton"),
    ("calicut", "lisbon", "spices"),
    ("canton", "london", "tea"),
    ("canton", "venice", "silk"),
    ("nagasaki", "amsterdam", "porcelain"),
    ("ambon", "amsterdam", "spices"),
    ("sydney", "london", "wool"),
    ("london", "canton", "textiles"),
)
CLASSES = (("under 3", 0, 3), ("3 to 5", 3, 5), ("5 or more", 5, 1000))
EUROPE = {city for city in CITIES if SPACES[city].region in ("north", "east_atlantic", "med")}
START = "<!-- route-table:start -->"
END = "<!-- route-table:end -->"


def name(city: str) -> str:
    return SPACES[city].name


def trade(origin: str, market: str, good: str) -> Trade:
    for found in routes.best_trades(origin, market):
        if found.good == good:
            return found
    raise ValueError(f"no trade in {good} from {origin} to {market}")


def best_per_pair() -> list[Trade]:
    """For each pair of cities at least 10 spaces apart, the good that earns most per turn."""
    found = []
    for origin in CITIES:
        for market in CITIES:
            if origin != market:
                trades = routes.best_trades(origin, market)
                if trades:
                    found.append(max(trades, key=lambda t: t.per_turn))
    return found


def percent(value: float) -> str:
    return f"{value * 100:.0f} %"


def markdown() -> str:
    lines = [
        "| route | good | buy → sell | spaces | turns | profit | per turn | ship lost"
        " | cargo lost | expected per turn |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for origin, market, good in SHOWN:
        t = trade(origin, market, good)
        r = t.route
        lines.append(
            f"| {name(origin)} → {name(market)} | {GOODS[good].lower()} | {t.buy} → {t.sell}"
            f" | {r.steps} | {r.turns:.1f} | {t.profit} | {t.per_turn:.1f}"
            f" | {percent(r.loss)} | {percent(r.cargo_loss)} | {t.expected_per_turn:.1f} |"
        )
    pairs = [t for t in best_per_pair() if t.origin in EUROPE or t.market in EUROPE]
    lines += [
        "",
        "Every route to or from a European city (the home ports' waters), with its best good,"
        " by its length in turns of sailing; for each length the ten routes that earn most"
        " per turn (medians of those ten):",
        "",
        "| turns of sailing | routes | best route | profit | per turn | ship lost"
        " | expected per turn |",
        "|---|---:|---|---:|---:|---:|---:|",
    ]
    for label, low, high in CLASSES:
        group = sorted((t for t in pairs if low <= t.route.turns < high), key=lambda t: -t.per_turn)
        top = group[:10]
        best = top[0]
        lines.append(
            f"| {label} | {len(group)}"
            f" | {name(best.origin)} → {name(best.market)}, {GOODS[best.good].lower()}"
            f" | {statistics.median(t.profit for t in top):.0f}"
            f" | {statistics.median(t.per_turn for t in top):.1f}"
            f" | {percent(statistics.median(t.route.loss for t in top))}"
            f" | {statistics.median(t.expected_per_turn for t in top):.1f} |"
        )
    return "\n".join(lines)


README = Path(__file__).resolve().parent.parent / "pygames" / "fuldrigger" / "README.md"


def main() -> None:
    block = f"{START}\n{markdown()}\n{END}"
    if "--write" in sys.argv:
        text = README.read_text(encoding="utf-8")
        head, _, rest = text.partition(START)
        _, _, tail = rest.partition(END)
        README.write_text(head + block + tail, encoding="utf-8")
    print(block)


if __name__ == "__main__":
    main()
