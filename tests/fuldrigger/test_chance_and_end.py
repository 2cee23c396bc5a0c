"""Chance cards, the end of the game and the count of fortunes, the options."""

from __future__ import annotations

import pytest

from pygames.fuldrigger import GAME, chance, goods
from pygames.fuldrigger.cards import CARDS
from pygames.fuldrigger.state import FuldriggerState

from .helpers import dice, load, new, place, ship_of


def _card(kind: str, **match: str) -> int:
    return next(
        i
        for i, c in enumerate(CARDS)
        if c.kind == kind and all(getattr(c, k) == v for k, v in match.items())
    )


def _turn_over(state: FuldriggerState, index: int) -> None:
    """The banker turns over this card next."""
    state.pile = [index]
    state.round += 1
    chance.draw(state)


def _next_round(state: FuldriggerState) -> None:
    for _ in range(state.players):
        state.apply("end")


def test_one_chance_card_is_turned_over_each_round_for_all() -> None:
    """Rulebook: "Each time the banker has his turn, a chance card is turned over, and all players
    must follow what the card says": once a round, before the first player's turn
    (docs/rulings.md)."""
    state = new()
    assert state.round == 1 and state.card is not None and len(state.pile) == 27
    first = state.card
    _next_round(state)
    assert state.round == 2 and len(state.pile) == 26 and state.card != first
    assert state.to_move == state.order[0]


def test_the_pile_is_reshuffled_when_used_up() -> None:
    """Rulebook: "When the pile of chance cards has been used up, all the cards are shuffled
    again"."""
    state = new()
    state.pile = []
    state.offers = {"canton": 50}
    _next_round(state)
    assert len(state.pile) == 27 and state.card is not None
    # "These cards are shuffled back into the pile even though their effect has ended."
    assert "canton" not in state.offers or CARDS[state.card].city == "canton"


def test_the_order_of_the_pile_is_nobodys_to_know() -> None:
    """The card to come is drawn from the cards left: every determinization may differ."""
    import random

    state = new()
    draws = set()
    for sample in range(12):
        copy = state.determinize(0, random.Random(sample))
        _next_round(copy)
        draws.add(copy.card)
    assert len(draws) > 3


def test_a_price_card_changes_the_citys_price_for_its_rounds() -> None:
    state = new()
    index = _card("price", city="london", good="tea")
    _turn_over(state, index)
    seat = state.current
    ship = load(place(ship_of(state, seat), "london"), "tea", 30, 40)
    start = state.round
    assert f"sell:{ship.id}" in state.legal_actions()
    price = goods.PRICES["london"]["tea"][0] + CARDS[index].amount
    assert f"{price} ducats" in state.describe(f"sell:{ship.id}")
    state.round = start + CARDS[index].rounds
    chance.expire(state)
    assert state.price_changes == {}


def test_the_first_ship_into_the_named_harbour_earns_the_bonus() -> None:
    """Rulebook: "the cards that give extra money to the player who first reaches certain
    harbours"."""
    state = new()
    _turn_over(state, _card("first", city="quebec"))
    seat = state.current
    ship = place(ship_of(state, seat), "stl3", 3)
    state.rolled = True
    state.apply(f"sail:{ship.id}:quebec")
    assert state.cash[seat] == 130 and "quebec" not in state.offers
    other = place(ship_of(state, seat, 1), "stl3", 3)
    state.apply(f"sail:{other.id}:quebec")
    assert state.cash[seat] == 130


def test_a_storm_card_strikes_every_ship_at_sea_in_its_ocean() -> None:
    state = new()
    at_sea = place(ship_of(state, 0), "wo4")
    in_port = place(ship_of(state, 1), "newyork")
    elsewhere = place(ship_of(state, 2), "ns1")
    dice(state, 1, 1)
    _turn_over(state, _card("storm", region="north_atlantic"))
    assert at_sea.id not in state.ships
    assert in_port.id in state.ships and elsewhere.id in state.ships
    assert any(e.get("kind") == "storm" for e in state.events)


def test_a_pirate_raid_spares_privateers_and_owners_of_a_fortress_there() -> None:
    state = new()
    merchant = load(place(ship_of(state, 0), "med6"), "wine", 16)
    privateer = place(ship_of(state, 1), "med6")
    privateer.privateer = True
    guarded = load(place(ship_of(state, 2), "med6"), "wine", 16)
    state.forts["venice"] = 2
    dice(state, 2, 2)
    _turn_over(state, _card("raid", region="med"))
    assert merchant.cargo is None and merchant.id in state.ships
    assert guarded.cargo == "wine" and privateer.id in state.ships
    assert len([e for e in state.events if e.get("kind") == "pirates"]) == 1


def test_the_naval_amnesty_forbids_attacks_this_round() -> None:
    state = new()
    _turn_over(state, _card("amnesty"))
    seat = state.current
    enemy = (seat + 1) % 3
    one = place(ship_of(state, seat), "ns2", 5)
    one.privateer = True
    place(ship_of(state, enemy), "ns2")
    state.rolled = True
    assert not [c for c in state.legal_actions() if c.startswith("attack:")]


def test_free_trade_waives_the_fortress_duty_this_round() -> None:
    state = new()
    _turn_over(state, _card("free_trade"))
    seat = state.current
    state.forts["cadiz"] = (seat + 1) % 3
    ship = place(ship_of(state, seat), "cadiz")
    state.apply(f"buy:{ship.id}:wine")
    assert state.cash[seat] == 84


def test_fair_winds_add_to_every_roll_this_round() -> None:
    state = new()
    _turn_over(state, _card("fair_winds"))
    dice(state, 1, 1, 1)
    state.apply("roll")
    assert all(s.left == 6 for s in state.ships_of(state.current))


def test_the_war_levy_takes_what_a_player_has() -> None:
    state = new()
    state.forts.update({"canton": 0, "batavia": 0, "ambon": 1})
    state.cash[0] = 15
    _turn_over(state, _card("levy"))
    assert state.cash[0] == 0 and state.cash[1] == 90 and state.cash[2] == 100


def test_the_game_ends_after_the_agreed_rounds() -> None:
    """Rulebook: "Before the game begins, the players agree how long they will play" (`rounds`)."""
    state = new(rounds=5)
    while not state.over:
        state.apply("end")
    assert state.round == 5 and state.ended == "time"
    assert len(state.fortunes) == 6  # before each round, and the final count


def test_the_game_ends_early_only_when_all_but_one_are_out_of_the_sea_trade() -> None:
    """Rulebook: "The game may also end before the agreed time, if all players except one lose their
    ships"; RULINGS: "every other player has lost or sold all ships and holds less than the price
    of a ship (100)"."""
    state = new()
    seat = state.current
    for other in range(3):
        if other != seat:
            for ship in state.ships_of(other):
                del state.ships[ship.id]
    state.apply("end")
    assert not state.over  # each still holds the 100 ducats of a ship
    state.cash[(seat + 1) % 3] = 99
    state.apply("end")
    assert not state.over
    state.cash[(seat + 2) % 3] = 99
    state.apply("end")
    assert state.over and state.ended == "one"
    assert state.outcome().winners == (seat,)
    assert "out of the sea trade" in state.log_for(None)[-1]


def test_selling_ones_own_ships_never_ends_the_game_while_the_seller_could_buy_one_back() -> None:
    """RULINGS "The game ends early only when all but one are out of the sea trade": a leader who
    sells all their ships (seed 33 of a two-player game, round 1) plays on; the agreed time
    stands, and the seller may buy a ship back."""
    state = GAME.new(2, 33, {})
    while state.phase == "home":
        state.apply(state.legal_actions()[0])
    seller = state.current
    for ship in state.ships_of(seller):
        state.apply(f"sellship:{ship.id}")
    assert not state.over and state.fleet_size(seller) == 0 and state.cash[seller] == 325
    assert "ship" in state.legal_actions()
    state.apply("ship")
    assert state.fleet_size(seller) == 1
    while not state.over:
        state.apply("end")
    assert state.ended == "time" and state.round == GAME.options["rounds"].default


def test_players_may_agree_to_end_now() -> None:
    """docs/rulings.md "All games": "players can also agree to end now"; one refusal plays on."""
    state = new()
    state.apply("endgame")
    assert state.phase == "vote"
    state.apply("agree")
    state.apply("refuse")
    assert state.phase == "turn" and "endgame" not in state.legal_actions()
    _next_round(state)
    state.apply("endgame")
    state.apply("agree")
    state.apply("agree")
    assert state.over and state.ended == "agreed"


def test_fortune_is_cash_ships_fortresses_and_goods_at_purchase_price() -> None:
    """Rulebook: "A player's fortune is the total of their cash on hand plus the purchase value of
    their fortresses, ships and goods"."""
    state = new()
    load(ship_of(state, 0), "tea", 30, 10)
    state.forts["canton"] = 0
    state.cash[0] = 55
    assert state.fortune(0) == 55 + 300 + 100 + 30
    assert "= 485 ducats" in state.outcome().detail[0]
    assert state.outcome().unit == "ducats (fortune)"


def test_the_richest_fortune_wins_and_ties_share() -> None:
    state = new(rounds=5)
    while not state.over:
        state.apply("end")
    result = state.outcome()
    assert result.winners == (0, 1, 2) and set(result.scores) == {400}


def test_two_to_four_players_default_three() -> None:
    assert (GAME.min_players, GAME.max_players, GAME.default_players) == (2, 4, 3)
    with pytest.raises(ValueError):
        GAME.new(5, 1)
    assert GAME.options["rounds"].default == 30
    assert GAME.options["isthmus"].default is False
