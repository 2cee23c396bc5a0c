"""Trade war: privateers, attacks by the table, captures, peace settlements."""

from __future__ import annotations

import re

import pytest

from pygames.core import IllegalAction
from pygames.fuldrigger import war
from pygames.fuldrigger.ships import Ship
from pygames.fuldrigger.state import FuldriggerState

from .helpers import dice, home_of, load, new, place, rolled, ship_of


def test_privateers_are_fitted_out_in_the_home_port_or_in_ones_fortress() -> None:
    """Rulebook: "A player may fit out privateers in his home port or in a city where he has a
    fortress"."""
    state = new()
    seat = state.current
    ship = ship_of(state, seat)
    assert f"arm:{ship.id}" in state.legal_actions()
    place(ship, "lisbon" if state.home[seat] != "lisbon" else "cadiz")
    with pytest.raises(IllegalAction, match="home port or in one of your fortresses"):
        state.apply(f"arm:{ship.id}")
    state.forts[ship.at] = seat
    state.apply(f"arm:{ship.id}")
    assert ship.privateer


def test_a_privateer_is_announced() -> None:
    """Rulebook: "The player must announce to the other players that a ship is becoming a privateer,
    by putting a privateer sail on the ship"."""
    state = new()
    ship = ship_of(state, state.current)
    state.apply(f"arm:{ship.id}")
    assert "privateer sail" in state.log_for(None)[-1]
    assert state.view(None)["ships"][0]["privateer"] is True


def test_a_privateer_may_not_sail_with_cargo() -> None:
    """Rulebook: "A privateer may not sail with cargo"."""
    state = new()
    ship = ship_of(state, state.current)
    state.apply(f"buy:{ship.id}:tools")
    assert f"arm:{ship.id}" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="may not sail with cargo"):
        state.apply(f"arm:{ship.id}")
    other = ship_of(state, state.current, 1)
    state.apply(f"arm:{other.id}")
    assert not [c for c in state.legal_actions() if c.startswith(f"buy:{other.id}:")]


def test_a_privateer_turns_merchant_at_home_or_in_a_fortress() -> None:
    """Rulebook: "A privateer may change back to a merchant ship again when it is in the player's
    home port or in one of the player's fortresses"."""
    state = new()
    seat = state.current
    ship = ship_of(state, seat)
    ship.privateer = True
    place(ship, "dover")
    assert f"disarm:{ship.id}" not in state.legal_actions()
    place(ship, home_of(state, seat))
    state.apply(f"disarm:{ship.id}")
    assert not ship.privateer
    assert f"arm:{ship.id}" not in state.legal_actions()  # once a turn: no endless refits


@pytest.mark.parametrize(
    ("ships", "lost_below", "captured_above"),
    [(1, 6, 9), (2, 5, 8), (3, 4, 7), (4, 3, 6)],
)
def test_the_attack_table(ships: int, lost_below: int, captured_above: int) -> None:
    """The rulebook's table: "Attacker loses a privateer ship: Roll < 6 | < 5 | < 4 | = 2;
    Ship or fortress is captured: Roll > 9 | > 8 | > 7 | > 6"; between them a draw."""
    for roll in range(2, 13):
        result = war.outcome(ships, roll)
        if roll < lost_below:
            assert result == "lost"
        elif roll > captured_above:
            assert result == "captured"
        else:
            assert result == "draw"
    assert war.outcome(5, 2) == war.outcome(4, 2) == "lost"  # five fight as four


def fleet(*ships: Ship) -> str:
    """The privateers of an attack as its code names them."""
    return ",".join(str(ship.id) for ship in sorted(ships, key=lambda s: s.id))


def _war(players: int = 3) -> tuple[FuldriggerState, int, int, tuple[Ship, Ship], Ship]:
    """The player to move has two privateers on the sea space ns2 with a rival's ship."""
    state = new(players)
    seat = state.current
    enemy = (seat + 1) % players
    one, two = ship_of(state, seat, 0), ship_of(state, seat, 1)
    for ship in (one, two):
        ship.privateer = True
        place(ship, "ns2")
    target = place(ship_of(state, enemy), "ns2")
    rolled(state, 5)
    return state, seat, enemy, (one, two), target


def test_attacks_come_after_the_roll() -> None:
    """Rulebook: "The attack is carried out as follows: the player rolls his three dice, as
    described under sailing. The privateer or privateers that can reach the space ... are moved
    there"."""
    state, _seat, enemy, (one, _), _ = _war()
    state.rolled = False
    assert not [c for c in state.legal_actions() if c.startswith("attack:")]
    with pytest.raises(IllegalAction, match="Roll first"):
        state.apply(f"attack:ns2:{enemy}:{one.id}")


def test_attack_with_at_least_as_many_ships_as_targets() -> None:
    """Rulebook: "he must attack with at least as many ships as there are ships/fortresses on the
    space"."""
    state, _seat, enemy, (one, two), _ = _war()
    place(ship_of(state, enemy, 1), "ns2")
    legal = [c for c in state.legal_actions() if c.startswith("attack:")]
    assert legal == [f"attack:ns2:{enemy}:{fleet(one, two)}"]
    with pytest.raises(IllegalAction, match="at least as many"):
        state.apply(f"attack:ns2:{enemy}:{one.id}")


def test_the_attacker_chooses_how_many_ships_attack() -> None:
    """Rulebook: "The player decides which and how many ships to attack with"."""
    state, _seat, enemy, (one, two), _ = _war()
    legal = [c for c in state.legal_actions() if c.startswith("attack:")]
    assert legal == sorted(
        f"attack:ns2:{enemy}:{fleet(*ships)}" for ships in ((one,), (two,), (one, two))
    )


def test_the_attacker_chooses_which_privateers_fight() -> None:
    """RULINGS "The attacker chooses which of the privateers on the space fight (at least as many
    as the targets)": the rulebook's "decides which ships to attack with". Not the lowest-numbered:
    the two chosen of three fight, stop and risk their hulls; the third sails on."""
    state, _seat, enemy, (one, two), _target = _war()
    three = place(ship_of(state, state.current, 2), "ns2", 5)
    three.privateer = True
    code = f"attack:ns2:{enemy}:{fleet(two, three)}"
    assert code in state.legal_actions()
    assert "with Georg Stage and København" in state.describe(code)
    dice(state, 2, 2)  # 4 < 5 with two ships: one of the two sinks
    state.apply(code)
    assert one.id in state.ships and not one.attacked and one.left == 5
    assert two.attacked and (two.id in state.ships) != (three.id in state.ships)
    assert state.events[-1]["fleet"] == [two.id, three.id]
    assert any("with Georg Stage and København:" in line for line in state.log_for(None)[-3:])
    with pytest.raises(IllegalAction, match="not a privateer of yours ready"):
        state.apply(f"attack:ns2:{enemy}:{fleet(one, two)}")


def test_a_lost_attack_sinks_a_privateer() -> None:
    state, seat, enemy, (one, two), target = _war()
    dice(state, 2, 2)  # 4 < 5 with two ships
    state.apply(f"attack:ns2:{enemy}:{fleet(one, two)}")
    assert len([s for s in (one, two) if s.id in state.ships]) == 1
    assert target.owner == enemy
    assert state.events[-1] == {
        "kind": "attack",
        "space": "ns2",
        "attacker": seat,
        "defender": enemy,
        "ships": 2,
        "fleet": [one.id, two.id],
        "dice": [2, 2],
        "result": "lost",
        "name": max(one, two, key=lambda s: s.id).name,  # the one sunk, for the banner
    }


def test_a_draw_leaves_all_as_it_was() -> None:
    """docs/rulings.md: "Trade war exactly as the table says; a draw leaves all as they were"."""
    state, _seat, enemy, (one, two), target = _war()
    dice(state, 3, 3)
    state.apply(f"attack:ns2:{enemy}:{fleet(one, two)}")
    assert one.id in state.ships and two.id in state.ships and target.owner == enemy
    assert one.attacked and two.attacked and one.left == 0  # each fights once a turn
    assert not [c for c in state.legal_actions() if c.startswith("attack:")]


def test_a_captured_ship_changes_colour_with_its_cargo() -> None:
    """Rulebook: "When a ship or a fortress is captured ..., it is replaced by a ship or a fortress
    in the captor's colour"."""
    state, seat, enemy, ships, target = _war()
    load(target, "tea", 30, 20)
    dice(state, 5, 5)
    state.apply(f"attack:ns2:{enemy}:{fleet(*ships)}")
    assert target.owner == seat and target.cargo == "tea" and target.at == "ns2"
    assert state.phase == "turn"


def test_ships_in_harbours_without_fortresses_cannot_be_attacked() -> None:
    """Rulebook: "Ships in harbours without fortresses cannot be attacked"."""
    state, seat, enemy, (one, two), target = _war()
    for ship in (one, two, target):
        place(ship, "bordeaux")
    one.left = two.left = 5
    assert not [c for c in state.legal_actions() if c.startswith("attack:")]
    with pytest.raises(IllegalAction, match="harbours without fortresses"):
        state.apply(f"attack:bordeaux:{enemy}:{one.id}")
    state.forts["bordeaux"] = (seat + 2) % 3  # any fortress makes the harbour a battlefield
    assert f"attack:bordeaux:{enemy}:{one.id}" in state.legal_actions()


def test_the_attacker_chooses_ship_or_fortress() -> None:
    """Rulebook: "If a fortress in which the defender has ships is successfully attacked, the
    attacker chooses whether the capture is a ship or the fortress"."""
    state, seat, enemy, (one, two), target = _war()
    state.forts["bordeaux"] = enemy
    for ship in (one, two, target):
        place(ship, "bordeaux")
    one.left = two.left = 5
    assert [c for c in state.legal_actions() if c.startswith("attack:")] == [
        f"attack:bordeaux:{enemy}:{fleet(one, two)}"
    ]
    dice(state, 6, 6)
    state.apply(f"attack:bordeaux:{enemy}:{fleet(one, two)}")
    assert state.phase == "capture" and state.to_move == seat
    assert state.legal_actions() == [f"capture:{target.id}", "capture:fort"]
    state.apply("capture:fort")
    assert state.forts["bordeaux"] == seat and target.owner == enemy
    assert state.phase == "turn"


def test_a_fortress_alone_can_be_attacked_by_one_privateer() -> None:
    state, seat, enemy, (one, _), target = _war()
    state.forts["lisbon"] = enemy
    place(one, "lisbon", 5)
    del state.ships[target.id]
    assert f"attack:lisbon:{enemy}:{one.id}" in state.legal_actions()
    dice(state, 6, 5)
    state.apply(f"attack:lisbon:{enemy}:{one.id}")
    assert state.forts["lisbon"] == seat


def test_merchant_ships_do_not_attack() -> None:
    state, _seat, _enemy, (one, two), _target = _war()
    one.privateer = two.privateer = False
    assert not [c for c in state.legal_actions() if c.startswith("attack:")]


def test_a_capture_over_six_ships_is_scuttled() -> None:
    """Ruling: the limit of six holds for prizes too; a seventh ship is scuttled."""
    state, seat, enemy, ships, target = _war()
    state.cash[seat] = 500
    for _ in range(3):
        state.apply("ship")
    dice(state, 6, 6)
    state.apply(f"attack:ns2:{enemy}:{fleet(*ships)}")
    assert target.id not in state.ships and len(state.ships_of(seat)) == 6


def test_other_companies_may_join_a_trade_war() -> None:
    """Rulebook: "Other companies may at any time join a trade war to assist one side or the other":
    any player's privateers may attack any other player."""
    state, seat, enemy, (one, _two), _target = _war()
    third = (seat + 2) % 3
    place(ship_of(state, third), "ns2")
    legal = [c for c in state.legal_actions() if c.startswith("attack:")]
    assert f"attack:ns2:{third}:{one.id}" in legal and f"attack:ns2:{enemy}:{one.id}" in legal


def test_a_peace_settlement_cedes_money_ships_and_fortresses() -> None:
    """Rulebook: "In a peace settlement after a trade war, money, ships or fortresses may be ceded
    as part of the agreement"."""
    state = new()
    a = state.current
    b = (a + 1) % 3
    state.forts["canton"] = a
    ship = ship_of(state, a)
    state.apply(f"trade:with:{b}")
    state.apply(f"trade:give:s{ship.id}")
    state.apply("trade:give:fcanton")
    state.apply("trade:cash:+50")
    state.apply("trade:propose")
    assert state.to_move == b and state.phase == "trade"
    state.apply("trade:accept")
    assert ship.owner == b and state.forts["canton"] == b
    assert (state.cash[a], state.cash[b]) == (50, 150)
    assert state.to_move == a and state.phase == "turn"


def test_fortresses_are_traded_at_a_price_the_players_agree() -> None:
    """Rulebook: "Players may trade fortresses between themselves. They agree the price
    themselves"."""
    state = new()
    a = state.current
    b = (a + 1) % 3
    state.forts["lisbon"] = b
    state.apply(f"trade:with:{b}")
    state.apply("trade:take:flisbon")
    state.apply("trade:cash:+100")
    state.apply("trade:propose")
    state.apply("trade:refuse")
    assert state.forts["lisbon"] == b and state.cash[a] == 100
    state.apply(f"trade:with:{b}")
    state.apply("trade:take:flisbon")
    state.apply("trade:cash:+20")
    state.apply("trade:propose")
    state.apply("trade:accept")
    assert state.forts["lisbon"] == a and state.cash[a] == 80 and state.cash[b] == 120


def test_deals_are_at_any_price() -> None:
    """RULINGS "Deals are at any price": "at whatever whole number of ducats the two players agree
    (typed, as in the estate games' trades), not in steps". A typed amount sets the deal's money;
    the rules check it as typed."""
    state = new()
    a = state.current
    b = (a + 1) % 3
    state.cash[a] = 400
    state.forts["lisbon"] = b
    state.apply(f"trade:with:{b}")
    state.apply("trade:take:flisbon")
    assert "trade:cash:+137" not in state.legal_actions()  # not a shortcut, yet open
    assert state.check("trade:cash:+137") is None
    state.apply("trade:cash:+137")
    assert state.deal is not None and state.deal.cash == 137
    state.apply("trade:cash:+300")  # sets the money, does not add to it
    assert state.deal.cash == 300
    assert state.describe("trade:propose").endswith(f"Lisbon; @{a} pays 300 ducats")
    for code, why in (
        ("trade:cash:+401", "only 400 ducats"),
        ("trade:cash:-101", f"@{b} has only 100 ducats"),
        ("trade:cash:+300", "already says"),
        ("trade:cash:+1.5", "whole number"),
    ):
        assert why in (state.check(code) or ""), code
        with pytest.raises(IllegalAction, match=why):
            state.apply(code)
    # One spelling per move: an amount another way written is refused and told its writing.
    for code, written in (
        ("trade:cash:150", "+150"),
        ("trade:cash:+ 5", "+5"),
        ("trade:cash:+٣", "+3"),
        ("trade:cash:+0150", "+150"),
    ):
        assert "whole number" in (state.check(code) or ""), code
        with pytest.raises(IllegalAction, match=re.escape(f"written 'trade:cash:{written}'")):
            state.apply(code)
    assert state.deal.cash == 300
    state.apply("trade:propose")
    state.apply("trade:accept")
    assert state.forts["lisbon"] == a and (state.cash[a], state.cash[b]) == (100, 400)
    state.apply(f"trade:with:{b}")
    state.apply("trade:cash:-150")  # the partner pays a typed 150
    state.apply("trade:propose")
    state.apply("trade:accept")
    assert (state.cash[a], state.cash[b]) == (250, 250)


def test_trades_keep_the_limits_and_are_bounded() -> None:
    state = new()
    a = state.current
    b = (a + 1) % 3
    state.cash[b] = 400
    for _ in range(3):
        state.ships[max(state.ships) + 1] = type(ship_of(state, b))(
            max(state.ships) + 1, b, home_of(state, b)
        )
    state.apply(f"trade:with:{b}")
    state.apply(f"trade:give:s{ship_of(state, a).id}")
    assert "trade:propose" not in state.legal_actions()  # b would own seven ships
    state.apply("trade:cancel")
    state.apply(f"trade:with:{b}")
    state.apply("trade:cancel")
    assert not [c for c in state.legal_actions() if c.startswith("trade:with")]
