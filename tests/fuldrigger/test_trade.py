"""Ships, fortresses, trade and the isthmus variant: a test per rule of those sections."""

from __future__ import annotations

import re

import pytest

from pygames.core import IllegalAction
from pygames.fuldrigger import goods
from pygames.fuldrigger.graph import SPACES
from pygames.fuldrigger.market import buy_problem, sell_problem
from pygames.fuldrigger.table import Consignment
from pygames.fuldrigger.words import describe

from .helpers import home_of, load, mover, new, place, rolled, ship_of


def test_a_ship_costs_100_ducats_and_begins_in_the_home_port() -> None:
    """Rulebook: "A ship costs 100 ducats and always begins in the owner's home port"."""
    state = new()
    seat = state.current
    state.apply("ship")
    assert state.cash[seat] == 0
    newest = max(state.ships_of(seat), key=lambda s: s.id)
    assert newest.at == state.home[seat] and len(state.ships_of(seat)) == 4
    assert "ship" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="costs 100"):
        state.apply("ship")


def test_a_ship_bought_after_the_roll_sails_next_turn() -> None:
    """Ruling: the roll gives each ship its spaces; a ship bought after it waits in port."""
    state = new()
    seat = state.current
    rolled(state, 8)
    state.apply("ship")
    newest = max(state.ships_of(seat), key=lambda s: s.id)
    assert newest.left == 0
    assert not [c for c in state.legal_actions() if c.startswith(f"sail:{newest.id}:")]


def test_ships_are_sold_back_to_the_bank_for_75_and_their_goods_are_lost() -> None:
    """Rulebook: "Ships may be sold back to the bank for 75 ducats. Nothing is paid for any goods on
    board the ship"."""
    state = new()
    seat = state.current
    ship = load(ship_of(state, seat), "tea", 30)
    state.apply(f"sellship:{ship.id}")
    assert state.cash[seat] == 175 and ship.id not in state.ships


def test_a_player_may_not_own_more_than_six_ships() -> None:
    state = new()
    seat = state.current
    state.cash[seat] = 1000
    for _ in range(3):
        state.apply("ship")
    assert len(state.ships_of(seat)) == 6
    assert "ship" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="six ships"):
        state.apply("ship")


def test_a_fortress_costs_100_where_one_of_your_ships_is() -> None:
    """Rulebook: "A player may buy a fortress in a city if one of his ships is in that city. The
    price is 100 ducats"."""
    state = new()
    seat = state.current
    home = home_of(state, seat)
    assert f"fort:{home}" in state.legal_actions()
    with pytest.raises(IllegalAction, match="one of your ships"):
        state.apply("fort:canton")
    state.apply(f"fort:{home}")
    assert state.forts[home] == seat and state.cash[seat] == 0


def test_one_fortress_to_a_city() -> None:
    """Ruling: a city holds one fortress; another player's can only be captured or bought."""
    state = new()
    seat = state.current
    state.forts["lisbon"] = (seat + 1) % 3
    place(ship_of(state, seat), "lisbon")
    assert "fort:lisbon" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="already has a fortress"):
        state.apply("fort:lisbon")


def test_a_player_may_not_own_more_than_six_fortresses() -> None:
    state = new()
    seat = state.current
    state.cash[seat] = 1000
    for city in ("canton", "batavia", "ambon", "bombay", "calicut", "sydney"):
        state.forts[city] = seat
    assert f"fort:{state.home[seat]}" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="six fortresses"):
        state.apply(f"fort:{state.home[seat]}")


def test_others_pay_10_ducats_duty_on_each_purchase_and_sale_at_a_fortress() -> None:
    """Rulebook: "From then on, other players must pay 10 ducats in duty for each purchase and sale
    in the harbour"."""
    state = new()
    seat = state.current
    owner = (seat + 1) % 3
    state.forts["cadiz"] = owner
    ship = place(ship_of(state, seat), "cadiz")
    state.apply(f"buy:{ship.id}:wine")  # wine 16 + duty 10
    assert state.cash[seat] == 100 - 26 and state.cash[owner] == 110
    other = load(place(ship_of(state, seat, 1), "cadiz"), "spices", 50, 12)
    state.apply(f"sell:{other.id}")  # spices 140 less the duty
    assert state.cash[seat] == 74 + 130 and state.cash[owner] == 120


def test_the_fortress_owner_sells_for_10_ducats_more() -> None:
    """Rulebook: "The player who owns the fortress may also sell goods in the city for 10 ducats
    more than the price stated on the city's list"."""
    state = new()
    seat = state.current
    state.forts["cadiz"] = seat
    ship = load(place(ship_of(state, seat), "cadiz"), "spices", 50, 12)
    state.apply(f"sell:{ship.id}")
    assert state.cash[seat] == 100 + 150
    buyer = place(ship_of(state, seat, 1), "cadiz")
    state.apply(f"buy:{buyer.id}:wine")
    assert state.cash[seat] == 250 - 16  # no duty to oneself


def test_goods_marked_k_are_only_bought_and_s_only_sold_there() -> None:
    """Rulebook: "If a good is marked with a K, it may only be bought in that city. If it is marked
    with an S, it may only be sold in that city"."""
    state = new()
    seat = state.current
    ship = place(ship_of(state, seat), "canton")
    legal = state.legal_actions()
    assert f"buy:{ship.id}:tea" in legal  # K
    assert f"buy:{ship.id}:furs" not in legal  # S in Canton
    with pytest.raises(IllegalAction, match='marks furs "sell only"'):
        state.apply(f"buy:{ship.id}:furs")
    load(ship, "tea", 30, 40)
    assert f"sell:{ship.id}" not in state.legal_actions()  # tea is K here: not sold
    load(ship, "furs", 40, 40)
    assert f"sell:{ship.id}" in state.legal_actions()


def test_a_ship_carries_only_one_good() -> None:
    """Rulebook: "A ship can carry only one good"."""
    state = new()
    ship = ship_of(state, state.current)
    state.apply(f"buy:{ship.id}:tools")
    assert not [c for c in state.legal_actions() if c.startswith(f"buy:{ship.id}:")]
    with pytest.raises(IllegalAction, match="one per ship"):
        state.apply(f"buy:{ship.id}:textiles")


def test_a_good_must_travel_ten_spaces_before_it_is_sold() -> None:
    """Rulebook: "A player must transport a good at least 10 spaces before it may be sold"."""
    state = new()
    seat = state.current
    ship = load(place(ship_of(state, seat), "lisbon"), "tools", 20, 9)
    assert f"sell:{ship.id}" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="at least 10 spaces"):
        state.apply(f"sell:{ship.id}")
    ship.travelled = 10
    state.apply(f"sell:{ship.id}")
    assert ship.cargo is None


def test_each_further_cargo_of_a_good_sold_in_a_city_in_one_turn_fetches_10_less() -> None:
    """Rulebook: "If a player wants to sell more than one cargo of the same good in a city during
    the same turn, the price falls by 10 ducats for each cargo sold"."""
    state = new()
    seat = state.current
    ships = [load(place(ship_of(state, seat, i), "lisbon"), "grain", 10, 20) for i in range(3)]
    cash = state.cash[seat]
    price = goods.PRICES["lisbon"]["grain"][0]
    for expected, ship in zip((price, price - 10, price - 20), ships, strict=True):
        state.apply(f"sell:{ship.id}")
        assert state.cash[seat] - cash == expected
        cash = state.cash[seat]
    state.apply("end")  # a new turn: the price is the list's again
    assert state.sold == {}


def test_goods_are_bought_at_the_list_price_with_cash_in_hand() -> None:
    state = new()
    seat = state.current
    ship = ship_of(state, seat)
    price = goods.PRICES[SPACES[ship.at].city]["tools"][0]
    state.cash[seat] = price - 1
    with pytest.raises(IllegalAction, match=f"costs {price} ducats; you have {price - 1}"):
        state.apply(f"buy:{ship.id}:tools")
    state.cash[seat] = price
    state.apply(f"buy:{ship.id}:tools")
    assert (ship.cargo, ship.paid, state.cash[seat]) == ("tools", price, 0)


# --- the isthmus variant ---------------------------------------------------------------------


def test_isthmus_goods_cross_for_10_duty_and_another_ship_collects_them() -> None:
    """Rulebook: "A player may get goods across the isthmuses by delivering them on one side, and
    collecting them with another ship on the other side, in the same round or later. A duty of
    10 ducats is paid to the bank for each cargo sent across the isthmus"."""
    state = new(isthmus=True)
    seat = state.current
    ship = load(place(ship_of(state, seat), "suez"), "spices", 45, 30)
    state.apply(f"send:{ship.id}")
    assert ship.cargo is None and state.cash[seat] == 90
    assert state.depot == [Consignment(seat, "spices", 45, 30, "alexandria")]
    other = place(ship_of(state, seat, 1), "alexandria")
    state.apply(f"collect:{other.id}:spices")
    assert (other.cargo, other.paid, other.travelled) == ("spices", 45, 30)
    assert state.depot == []


def test_isthmus_passages_only_in_the_variant() -> None:
    state = new()
    ship = load(place(ship_of(state, state.current), "suez"), "spices", 45, 30)
    assert f"send:{ship.id}" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="isthmus variant"):
        state.apply(f"send:{ship.id}")


def test_a_porto_bello_fortress_crosses_free_and_collects_the_duty() -> None:
    """Rulebook: "If a player owns a fortress in Porto Bello, that player does not pay duty there,
    but may instead collect the 10 ducats that other players would otherwise have to pay"."""
    state = new(isthmus=True)
    seat = state.current
    owner = (seat + 1) % 3
    state.forts["portobello"] = seat
    mine = load(place(ship_of(state, seat), "panama"), "silk", 50, 30)
    state.apply(f"send:{mine.id}")
    assert state.cash[seat] == 100 and state.depot[0].quay == "portobello"
    state.forts["portobello"] = owner
    again = load(place(ship_of(state, seat, 1), "portobello"), "coffee", 30, 0)
    state.apply(f"send:{again.id}")
    assert state.cash[seat] == 90 and state.cash[owner] == 110


def test_suez_and_alexandria_fortresses_make_their_owners_duty_free() -> None:
    """Rulebook: "If a player owns fortresses both in Suez and in Alexandria, that player is
    duty-free. If two different players own fortresses in Suez and Alexandria, they are both
    duty-free and share the remaining duties equally"."""
    state = new(isthmus=True)
    a, b, c = state.current, (state.current + 1) % 3, (state.current + 2) % 3
    state.forts["suez"] = a
    state.forts["alexandria"] = a
    ship = load(place(ship_of(state, a), "suez"), "spices", 45, 30)
    state.apply(f"send:{ship.id}")
    assert state.cash[a] == 100
    state.forts["alexandria"] = b
    ship = load(place(ship_of(state, a, 1), "suez"), "coffee", 20, 0)
    state.apply(f"send:{ship.id}")
    assert state.cash[a] == 100  # each of the two owners crosses free
    state.apply("end")
    while state.current != c:
        state.apply("end")
    ship = load(place(ship_of(state, c), "alexandria"), "timber", 10, 12)
    state.apply(f"send:{ship.id}")
    assert (state.cash[a], state.cash[b], state.cash[c]) == (105, 105, 90)
    del state.forts["alexandria"]  # one fortress alone: the duty goes to the bank
    ship = load(place(ship_of(state, c, 1), "suez"), "coffee", 20, 0)
    state.apply(f"send:{ship.id}")
    assert state.cash[c] == 80 and state.cash[a] == 105


def test_goods_are_plural_nouns_and_no_sentence_makes_a_good_the_subject_of_is() -> None:
    """The review: "the textiles is lost". Goods are plural or mass nouns (textiles, tools,
    furs, tea), so every sentence that names one puts it after "cargo of" or as an object."""
    state = new()
    ship = ship_of(state, state.current)
    city = SPACES[ship.at].city
    texts = []
    for good in goods.GOODS:
        load(ship, good, travelled=1)
        texts += [describe(state, f"sellship:{ship.id}"), sell_problem(state, ship) or ""]
        load(ship, "")
        texts.append(buy_problem(state, ship, good) or "")
    said = " ".join(texts)
    assert "; its cargo of textiles is lost" in said
    listed = goods.PRICES[city]
    assert all(f"list has no {g}." in said for g in goods.GOODS if g not in listed)
    assert all(f'list marks {g} "sell only":' in said for g, (_, m) in listed.items() if m == "S")
    for good, name in goods.GOODS.items():
        for text in texts:
            assert not re.search(rf"(?<!cargo of )\b({good}|{name}) (is|has|was|does)\b", text), (
                text
            )


def test_peace_alone_may_be_proposed_with_nothing_on_either_side() -> None:
    """The rulebook: in a peace settlement money, ships or fortresses "may be ceded"; they need
    not be (issue 29: an even peace could not be proposed)."""
    state = new()
    partner = (state.current + 1) % 3
    state.apply(f"trade:with:{partner}")
    assert "trade:propose" in state.legal_actions()
    assert describe(state, "trade:propose") == "Propose peace"  # not "Propose: nothing"
    state.apply("trade:propose")
    assert mover(state) == partner and "trade:accept" in state.legal_actions()
    assert describe(state, "trade:accept") == "Accept peace"
    state.apply("trade:accept")
    assert state.deal is None
