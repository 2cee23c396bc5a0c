"""The chance pile: one card turned over each round for all, reshuffled when used up."""

from __future__ import annotations

from ..core import seat_ref
from . import world
from .cards import CARDS
from .graph import SPACES
from .movement import PIRATES_TAKE_CARGO, PIRATES_TAKE_SHIP, STORM_SINKS
from .table import Boom, FuldriggerTable


def draw(st: FuldriggerTable) -> None:
    """Turn over the round's card (the pile is drawn at random from the cards left, which is
    a shuffled pile's top card; nobody knows the order) and do what it says."""
    if not st.pile:
        st.pile = list(range(len(CARDS)))
        st.offers = {}  # "shuffled back into the pile even though their effect has ended"
        st.say("The chance cards are used up: the banker shuffles all 28 again.")
    index = st.choose(st.pile)
    st.pile.remove(index)
    st.card = index
    card = CARDS[index]
    st.say(f"Chance card for round {st.round}: {card.title}. {card.text}")
    st.events.append({"kind": "card", "card": index})
    if card.kind == "price":
        key = f"{card.city}:{card.good}"
        st.booms.append(Boom(key, card.amount, st.round + card.rounds - 1))
        st.price_changes[key] = st.price_changes.get(key, 0) + card.amount
    elif card.kind == "first":
        st.offers[card.city] = card.amount
    elif card.kind in ("storm", "raid"):
        _strike(st, card.region, card.kind == "raid")
    elif card.kind == "calm":
        for ship in st.ships.values():
            if _at_sea_in(ship.at, card.region):
                ship.still = st.round
    elif card.kind == "levy":
        for seat in range(st.players):
            due = min(st.cash[seat], card.amount * st.fort_count(seat))
            if due:
                st.cash[seat] -= due
                st.say(f"{seat_ref(seat)} pays {due} ducats war levy.")


def expire(st: FuldriggerTable) -> None:
    """Price cards whose rounds are over lapse at the end of their last round."""
    for entry in [b for b in st.booms if b.last < st.round]:
        st.booms.remove(entry)
        st.price_changes[entry.key] -= entry.amount
        if not st.price_changes[entry.key]:
            del st.price_changes[entry.key]


def _at_sea_in(space: str, region: str) -> bool:
    info = SPACES[space]
    return not info.harbour and info.region == region


def _strike(st: FuldriggerTable, region: str, raid: bool) -> None:
    protected = {seat for city, seat in st.forts.items() if SPACES[city].region == region}
    for ship in sorted(st.ships.values(), key=lambda s: s.id):
        if not _at_sea_in(ship.at, region):
            continue
        if raid and (ship.privateer or ship.owner in protected):
            continue
        faces = (st.roll(), st.roll())
        total = sum(faces)
        if raid:
            hazard = world.PIRATES
            if total in PIRATES_TAKE_SHIP:
                result = "sunk"
            elif total in PIRATES_TAKE_CARGO and ship.cargo:
                result = "cargo"
            else:
                result = "safe"
        else:
            hazard = world.STORM
            result = "sunk" if total in STORM_SINKS else "safe"
        st.events.append(
            {
                "kind": hazard,
                "ship": ship.id,
                "name": ship.name,
                "space": ship.at,
                "dice": list(faces),
                "result": result,
            }
        )
        words = {"sunk": "is lost", "cargo": "loses its cargo", "safe": "comes through"}
        st.say(f"{ship.name} ({seat_ref(ship.owner)}) rolls {total}: {words[result]}.")
        if result == "sunk":
            st.sink(ship, quiet=True)
        elif result == "cargo":
            ship.unload()
