"""Starting the game and sailing: a test per rule of the rulebook's "Starting the Game" and
"Sailing", and per ruling on movement."""

from __future__ import annotations

import itertools

import pytest

from pygames.core import IllegalAction
from pygames.fuldrigger import GAME
from pygames.fuldrigger.cards import CARDS
from pygames.fuldrigger.graph import ADJ, SPACES
from pygames.fuldrigger.movement import LOSS_36, after_entering
from pygames.fuldrigger.ships import Ship
from pygames.fuldrigger.state import FuldriggerState
from pygames.fuldrigger.words import describe, view

from .helpers import dice, new, place, rolled, ship_of


def test_each_player_receives_100_ducats_and_three_ships_in_the_home_port() -> None:
    """Rulebook: "Each player receives 100 ducats from the bank." "takes three ships in that
    colour"."""
    state = new()
    for seat in range(3):
        assert state.cash[seat] == 100
        mine = state.ships_of(seat)
        assert len(mine) == 3
        assert {s.at for s in mine} == {state.home[seat]}
        assert all(not s.cargo and not s.privateer for s in mine)


def test_home_ports_are_chosen_in_order_of_a_dice_roll() -> None:
    """Rulebook: "The player who rolls highest chooses first, then the player who rolls the second
    highest chooses, and so on." Ties roll again."""
    for seed in range(12):
        state = GAME.new(4, seed)
        rolls = {}
        for line in state.log_for(None):
            seat = int(line[1])
            rolls[seat] = [int(x) for x in line.split("rolls ")[1].split(" for")[0].split(" then ")]
        order = state.choosers
        assert sorted(order) == [0, 1, 2, 3]
        for first, second in itertools.pairwise(order):
            assert rolls[first] >= rolls[second]
        seen = set()
        for seat in order:
            assert state.to_move == seat
            assert state.legal_actions() == sorted(
                f"home:{c}"
                for c in ("copenhagen", "amsterdam", "london", "lisbon", "cadiz")
                if c not in seen
            )
            city = state.legal_actions()[0].split(":")[1]
            seen.add(city)
            state.apply(f"home:{city}")


def test_the_first_chooser_begins_and_play_goes_round_the_table() -> None:
    """Rulebook: "The player who chose their home port first begins. Play then continues
    counter-clockwise": on the digital table, in seat order from the first."""
    state = GAME.new(3, 5)
    first = state.choosers[0]
    while state.phase == "home":
        state.apply(state.legal_actions()[0])
    assert state.order == [first, (first + 1) % 3, (first + 2) % 3]
    assert state.to_move == first
    for expected in state.order[1:] + state.order[:1]:
        state.apply("end")
        assert state.to_move == expected


def test_the_log_says_the_order_of_play_when_the_home_ports_are_chosen() -> None:
    """The review saw Player 3, 1, 2 (not the order of choosing) and nothing said why: the log
    names the order and docs/rulings.md's reason, "The first to choose begins; play then goes
    round in seat order"."""
    state = GAME.new(3, 5)
    while state.phase == "home":
        state.apply(state.legal_actions()[0])
    first, second, third = state.order
    assert (
        f"The order of play: @{first}, @{second}, @{third}. @{first} chose a home port first and"
        " begins; play goes round the table in seat order." in state.log_for(None)
    )


def test_three_dice_are_rolled_once_a_turn_and_each_ship_may_sail_that_far() -> None:
    """Rulebook: "The player rolls three dice and adds the numbers together. Each of the player's
    ships may move that number of spaces"."""
    state = new()
    seat = state.current
    dice(state, 2, 3, 4)
    state.apply("roll")
    assert state.dice == [2, 3, 4]
    assert all(s.left == 9 for s in state.ships_of(seat))
    assert "roll" not in state.legal_actions()
    with pytest.raises(IllegalAction, match="once a turn"):
        state.apply("roll")


def test_a_ship_may_move_fewer_spaces_than_the_roll() -> None:
    """Rulebook: "A player may move a ship fewer spaces than the roll." The rest may be used later
    in the turn."""
    state = new()
    ship = ship_of(state, state.current)
    rolled(state, 9)
    state.apply(f"sail:{ship.id}:dover")
    assert ship.at == "dover" and ship.left == 8
    state.apply(f"sail:{ship.id}:ch2")  # ch2 is a headwind: 8 - 2 - 3
    assert ship.at == "ch2" and ship.left == 3


def test_a_ship_may_not_enter_and_leave_a_harbour_in_the_same_turn() -> None:
    """Rulebook: "A ship may not enter and leave a harbour city in the same turn." Entering ends its
    move; a ship that starts its turn in a harbour may leave it."""
    state = new()
    ship = place(ship_of(state, state.current), "texel")
    rolled(state, 12)
    assert f"sail:{ship.id}:amsterdam" in state.legal_actions()
    state.apply(f"sail:{ship.id}:amsterdam")
    assert ship.at == "amsterdam" and ship.left == 0
    assert not [c for c in state.legal_actions() if c.startswith(f"sail:{ship.id}:")]
    # and no passage runs through a harbour: from the North Sea past Amsterdam's quay
    reach = state.reach_of(place(ship, "ns2", 12))
    assert all("amsterdam" not in p.path[:-1] for p in reach.values())


def test_a_ship_may_return_to_the_harbour_it_left() -> None:
    """Rulebook: "A ship may not enter and leave a harbour city in the same turn." A ship that
    starts its turn in London leaves it without having entered it, so it may sail out and come
    back the same turn; coming back enters London, which ends its move."""
    state = new()
    ship = ship_of(state, state.current)
    assert ship.at == "london"
    rolled(state, 9)
    assert f"sail:{ship.id}:london" not in state.legal_actions()  # no leg ends where it began
    state.apply(f"sail:{ship.id}:dover")
    assert f"sail:{ship.id}:london" in state.legal_actions()
    state.apply(f"sail:{ship.id}:london")
    assert ship.at == "london" and ship.left == 0
    assert not [c for c in state.legal_actions() if c.startswith(f"sail:{ship.id}:")]


def test_a_ship_may_not_leave_a_harbour_it_entered_this_turn() -> None:
    """Rulebook: "A ship may not enter and leave a harbour city in the same turn." Only the
    harbour a ship started in is free to come back to: a ship out of London that enters
    Amsterdam stays there, London and the way back closed to it until its next turn."""
    state = new()
    ship = ship_of(state, state.current)
    rolled(state, 12)
    state.apply(f"sail:{ship.id}:amsterdam")
    assert ship.at == "amsterdam" and ship.left == 0
    assert "amsterdam" in ship.barred and "london" not in ship.barred
    assert not [c for c in state.legal_actions() if c.startswith(f"sail:{ship.id}:")]
    for space in ("texel", "london"):
        with pytest.raises(IllegalAction):
            state.apply(f"sail:{ship.id}:{space}")


def test_several_ships_may_stand_on_the_same_space() -> None:
    state = new()
    one, two = ship_of(state, state.current, 0), ship_of(state, state.current, 1)
    rolled(state, 5)
    state.apply(f"sail:{one.id}:ch2")
    state.apply(f"sail:{two.id}:ch2")
    assert one.at == two.at == "ch2"


def test_a_ship_enters_no_space_twice_in_one_turn() -> None:
    """Ruling: a ship may not enter the same space twice in a turn (so no tailwind can be
    circled for ever)."""
    state = new()
    ship = place(ship_of(state, state.current), "tw1")
    rolled(state, 3)
    state.apply(f"sail:{ship.id}:tw2")
    assert ship.left == 5  # 3 - 1 + 3 for the tailwind
    assert f"sail:{ship.id}:tw1" not in state.legal_actions()
    with pytest.raises(IllegalAction):
        state.apply(f"sail:{ship.id}:tw1")


def test_tailwind_moves_the_ship_three_extra_spaces() -> None:
    """Rulebook: "Tailwind: The ship moves three extra spaces"."""
    state = new()
    ship = place(ship_of(state, state.current), "tw1")
    rolled(state, 1)
    legal = state.legal_actions()
    assert f"sail:{ship.id}:canaries" in legal and f"sail:{ship.id}:madeira" not in legal
    assert f"sail:{ship.id}:dol1" in legal  # tw2 (+3), tw3, Cape Verde, the doldrums
    assert f"sail:{ship.id}:dol2" not in legal
    state.apply(f"sail:{ship.id}:tw2")
    assert ship.left == 3


def test_headwind_moves_the_ship_three_spaces_fewer() -> None:
    """Rulebook: "Headwind: The ship moves three spaces fewer"."""
    state = new()
    ship = place(ship_of(state, state.current), "ch1")
    rolled(state, 4)
    assert f"sail:{ship.id}:ushant" not in state.legal_actions()  # 1 + 3 + 1 needs 5+
    state.apply(f"sail:{ship.id}:ch2")
    assert ship.left == 0


def _meet(state: FuldriggerState, ship: Ship, target: str, faces: tuple[int, int]) -> None:
    dice(state, *faces)
    state.apply(f"sail:{ship.id}:{target}")


def test_storm_sinks_the_ship_on_two_or_three() -> None:
    """Rulebook: "Storm: Roll two dice. If you roll two or three, the ship sinks"."""
    for faces, sinks in (((1, 1), True), ((1, 2), True), ((2, 2), False), ((6, 6), False)):
        state = new()
        ship = place(ship_of(state, state.current), "ushant")
        rolled(state, 6)
        _meet(state, ship, "bis1", faces)
        assert (ship.id not in state.ships) == sinks
        assert state.events[-1]["kind"] == "storm" and state.events[-1]["dice"] == list(faces)


def test_iceberg_sinks_the_ship_on_five() -> None:
    """Rulebook: "Iceberg: Roll two dice. If you roll five, the ship sinks"."""
    for faces, sinks in (((2, 3), True), ((1, 4), True), ((1, 1), False), ((3, 3), False)):
        state = new()
        ship = place(ship_of(state, state.current), "nat4")
        rolled(state, 6)
        _meet(state, ship, "nat5", faces)
        assert (ship.id not in state.ships) == sinks


def test_calm_holds_the_ship_on_seven_or_lower_and_it_lies_still_next_round() -> None:
    """Rulebook: "Calm: Roll two dice. If you roll seven or lower, the ship is moved to the calm
    space and lies still in the next round"."""
    state = new()
    seat = state.current
    ship = place(ship_of(state, seat), "capeverde")
    rolled(state, 10)
    _meet(state, ship, "equator", (3, 4))  # passes the calm dol1: 7 holds it there
    assert ship.at == "dol1" and ship.left == 0
    assert ship.still == state.round + 1
    for _ in range(state.players):
        state.apply("end")
    assert state.current == seat
    state.apply("roll")
    assert ship.left == 0 and not [c for c in state.legal_actions() if f":{ship.id}:" in c]
    # with eight or more it sails on through
    state = new()
    ship = place(ship_of(state, state.current), "capeverde")
    rolled(state, 10)
    _meet(state, ship, "equator", (4, 4))
    assert ship.at != "dol1"


def test_a_reef_wrecks_on_two_or_three_and_is_known_after() -> None:
    """Rulebook: "Dangerous reefs: Roll two dice. If you roll two or three, the ship is wrecked. If
    you roll higher, you now know the reef (it is marked with a letter) and may ignore it in the
    future"."""
    state = new()
    seat = state.current
    ship = place(ship_of(state, seat), "dol2")
    rolled(state, 1)
    _meet(state, ship, "equator", (1, 2))
    assert ship.id not in state.ships
    state = new()
    seat = state.current
    ship = place(ship_of(state, seat), "dol2")
    rolled(state, 1)
    _meet(state, ship, "equator", (3, 3))
    assert ship.at == "equator" and "A" in state.known[seat]
    other = place(ship_of(state, seat, 1), "dol2", 3)
    before = len(state.events)
    state.apply(f"sail:{other.id}:bra1")  # through reef A, known: no roll
    assert not [e for e in state.events[before:] if e.get("kind") == "reef"]
    assert other.at == "bra1"
    assert "A" not in state.known[(seat + 1) % 3]  # the others still do not know it


def test_pirates_take_the_cargo_on_four_and_the_ship_on_two_or_three() -> None:
    """Rulebook: "Pirate waters: Roll two dice. If you roll four, you lose the cargo. If you roll
    two or three, you lose the ship and its cargo"."""
    for faces, result in (((2, 2), "cargo"), ((1, 3), "cargo"), ((1, 2), "sunk"), ((5, 6), "")):
        state = new()
        ship = place(ship_of(state, state.current), "med5")
        ship.cargo, ship.paid, ship.travelled = "wine", 16, 3
        rolled(state, 1)
        _meet(state, ship, "med4", faces)
        if result == "sunk":
            assert ship.id not in state.ships
        elif result == "cargo":
            assert ship.id in state.ships and ship.cargo is None
            assert state.events[-1]["good"] == "wine"  # said on the map where it happened
        else:
            assert ship.cargo == "wine"


def test_pirates_leave_the_cargo_on_five_or_more() -> None:
    """Rulebook: "If you roll four, you lose the cargo": only four; five, on either pair of
    dice, and every higher roll, leave ship and cargo alone."""
    for faces in ((1, 4), (2, 3), (3, 3), (6, 6)):
        state = new()
        ship = place(ship_of(state, state.current), "med5")
        ship.cargo, ship.paid, ship.travelled = "wine", 16, 3
        rolled(state, 1)
        _meet(state, ship, "med4", faces)
        assert ship.id in state.ships and ship.cargo == "wine", faces
        assert state.events[-1]["kind"] == "pirates" and state.events[-1]["result"] == "safe"


def test_privateers_ignore_the_pirates() -> None:
    """Rulebook: "Privateer ships may ignore the pirates"."""
    state = new()
    ship = place(ship_of(state, state.current), "med5")
    ship.privateer = True
    rolled(state, 2)
    dice(state, 1, 1)
    state.apply(f"sail:{ship.id}:med4")
    assert ship.id in state.ships and not state.events


def test_a_fortress_within_two_spaces_lets_its_owner_ignore_the_pirates() -> None:
    """Rulebook: "If a player owns a fortress within two spaces of a pirate space, that player may
    ignore the pirates"."""
    state = new()
    seat = state.current
    state.forts["algiers"] = seat  # Algiers is 2 spaces from med4 (via the Bay of Algiers)
    ship = place(ship_of(state, seat), "med5")
    rolled(state, 2)
    dice(state, 1, 1)
    state.apply(f"sail:{ship.id}:med4")
    assert ship.id in state.ships and not state.events
    state.forts["algiers"] = (seat + 1) % 3  # another's fortress protects only its owner
    other = place(ship_of(state, seat, 1), "med5", 2)
    dice(state, 1, 1)
    state.apply(f"sail:{other.id}:med4")
    assert other.id not in state.ships


def test_a_fortress_three_spaces_away_does_not_keep_the_pirates_off() -> None:
    """Rulebook: "a fortress within two spaces of a pirate space": Malacca's quay is three spaces
    from the South China Sea's pirates (by the Malacca Strait and the Singapore Strait), so its
    owner meets them; the Malacca Strait's own pirates, one space away, it ignores."""
    state = new()
    seat = state.current
    state.forts["malacca"] = seat
    far = place(ship_of(state, seat), "scs2")
    rolled(state, 1)
    dice(state, 1, 1)
    state.apply(f"sail:{far.id}:scs1")
    assert far.id not in state.ships  # sunk by the pirates
    near = place(ship_of(state, seat), "singapore", 1)
    dice(state, 1, 1)
    state.apply(f"sail:{near.id}:malaccastr")
    assert near.id in state.ships and near.at == "malaccastr"


def test_hazards_act_on_the_spaces_a_ship_passes_through() -> None:
    """docs/rulings.md: "Hazards take effect when a ship stops on, or passes through, their
    space"."""
    state = new()
    ship = place(ship_of(state, state.current), "ushant")
    rolled(state, 3)
    dice(state, 1, 1)
    state.apply(f"sail:{ship.id}:finisterre")  # through the Biscay storm: 3 is too few to
    assert state.events[0]["space"] == "bis1"  # go round it by the Gironde
    assert ship.id not in state.ships


def test_sail_takes_the_safest_path() -> None:
    """A click on a reachable space sails the safest of the shortest passages: round the
    Biscay storm by the Gironde, when the roll allows."""
    state = new()
    ship = place(ship_of(state, state.current), "ushant")
    rolled(state, 6)
    passage = state.reach_of(ship)["finisterre"]
    assert passage.path == ("bis2", "gironde", "bis3", "bis4", "finisterre")
    assert passage.danger == 0
    rolled(state, 2)
    assert state.reach_of(ship)["finisterre"].path == ("bis1", "finisterre")


def test_sailing_needs_the_roll_and_a_reachable_space() -> None:
    state = new()
    ship = ship_of(state, state.current)
    with pytest.raises(IllegalAction, match="Roll"):
        state.apply(f"sail:{ship.id}:dover")
    rolled(state, 3)
    with pytest.raises(IllegalAction, match="cannot reach"):
        state.apply(f"sail:{ship.id}:canton")
    other = ship_of(state, (state.current + 1) % 3)
    with pytest.raises(IllegalAction, match="not yours"):
        state.apply(f"sail:{other.id}:dover")


def test_the_ten_space_count_follows_the_cargo() -> None:
    """docs/rulings.md: "each cargo counts the spaces it has travelled since it was loaded"."""
    state = new()
    ship = ship_of(state, state.current)
    state.apply(f"buy:{ship.id}:textiles")
    rolled(state, 9)
    state.apply(f"sail:{ship.id}:ch3")
    assert ship.travelled == 4
    assert SPACES[ship.at].name == "English Channel"


def test_the_calm_card_holds_every_ship_at_sea_in_its_region_for_the_round() -> None:
    """The calm card ("Calm in the South Atlantic"): every ship at sea in the region lies still
    this round. The banker turns it over at the round's start; a ship elsewhere sails."""
    state = new()
    calm = next(i for i, card in enumerate(CARDS) if card.kind == "calm")
    seat = state.order[0]
    becalmed = place(ship_of(state, seat, 0), "set3")  # the South-east trades, at sea
    sailing = place(ship_of(state, seat, 1), "ch3")  # the English Channel
    state.pile = [calm]
    for _ in range(state.players):
        state.apply("end")
    assert state.card == calm and state.current == seat
    state.apply("roll")
    assert becalmed.left == 0 and sailing.left == sum(state.dice) > 0


def test_the_log_names_the_headwind_that_took_three_of_the_roll() -> None:
    """A ship that sails 7 of a roll of 10 and has nothing left says why: the headwind in the
    Channel took three (the spaces do not simply vanish)."""
    state = new()
    ship = ship_of(state, state.current)
    rolled(state, 10)
    dice(state, 5, 4)  # the Biscay storm: through
    state.apply(f"sail:{ship.id}:finisterre")
    line = state.log_for(None)[-1]
    assert line.startswith(f"{ship.name} sails 7 spaces from London to Cape Finisterre")
    assert "(10 to sail; a headwind at English Channel takes 3)" in line
    assert line.endswith("her spaces for this turn are used up.")


def test_the_log_names_the_tailwind_and_the_harbour_that_ends_the_move() -> None:
    """Ten spaces on a roll of 9: the tailwind gave three more, and entering Elmina ended the
    move with two unused."""
    state = new()
    ship = place(ship_of(state, state.current), "tw1", 9)
    state.rolled = True
    dice(state, 6, 6, 6, 6, 6, 6)  # every hazard on the way: through
    state.apply(f"sail:{ship.id}:elmina")
    line = state.log_for(None)[-1]
    assert line == (
        f"{ship.name} sails 10 spaces from North-east trades to Elmina (9 to sail; a tailwind"
        " at North-east trades gives 3 more): entering harbour ends her move this turn"
        " (2 spaces unused)."
    )


def test_the_log_says_the_spaces_left_to_sail_and_the_cargo_count() -> None:
    """A ship that stops at sea keeps its spaces for another leg; the cargo's count toward the
    10-space rule is told apart from the spaces sailed."""
    state = new()
    ship = ship_of(state, state.current)
    state.apply(f"buy:{ship.id}:textiles")
    rolled(state, 9)
    state.apply(f"sail:{ship.id}:dover")
    assert state.log_for(None)[-1] == (
        f"{ship.name} sails 1 space from London to Strait of Dover: 8 spaces left to sail this"
        " turn. Her cargo of textiles has travelled 1 of the 10 spaces before it may be sold."
    )


def test_the_log_says_the_calm_holds_the_ship() -> None:
    state = new()
    ship = place(ship_of(state, state.current), "capeverde")
    rolled(state, 10)
    _meet(state, ship, "equator", (3, 4))
    assert state.log_for(None)[-1].endswith(": the calm holds her there.")


def test_a_sail_button_names_the_wind_on_the_way() -> None:
    """Seven spaces on a roll of ten: the button says the headwind took the other three."""
    state = new()
    ship = ship_of(state, state.current)
    rolled(state, 10)
    label = describe(state, f"sail:{ship.id}:finisterre")
    assert (
        label == f"Sail {ship.name} to Cape Finisterre (7 spaces, headwind −3, 8% risk to the ship)"
    )


def test_a_headwind_met_with_fewer_than_three_left_takes_only_those() -> None:
    """Eleven spaces on a roll of 12, ending on the Channel's headwind: it took the last one."""
    state = new()
    ship = place(ship_of(state, state.current), "lisbon")
    rolled(state, 12)
    state.apply(f"sail:{ship.id}:ch2")
    assert state.log_for(None)[-1] == (
        f"{ship.name} sails 11 spaces from Lisbon to English Channel (12 to sail; a headwind at"
        " English Channel takes the last 1): her spaces for this turn are used up."
    )


def test_a_sail_button_counts_two_tailwinds_as_one() -> None:
    """Seventeen spaces on a roll of 13 from Lisbon: two tailwinds gave six more."""
    state = new()
    ship = place(ship_of(state, state.current), "lisbon")
    rolled(state, 13)
    label = describe(state, f"sail:{ship.id}:antilles")
    assert label == f"Sail {ship.name} to Lesser Antilles (17 spaces, 2 tailwinds +6, 2 left)"


def _least_danger(start: str, left: int) -> dict[str, int]:
    """Every simple way the roll allows from `start`, walked out: the least danger (in 36ths)
    at which each space can be reached, to check the sail's choice against."""
    best: dict[str, int] = {}

    def walk(at: str, left: int, danger: int, path: tuple[str, ...]) -> None:
        for nxt in ADJ[at]:
            if nxt == start or nxt in path:
                continue
            hazard = SPACES[nxt].hazard
            now = after_entering(hazard, left)
            worse = danger + LOSS_36.get(hazard, 0)
            best[nxt] = min(best.get(nxt, worse), worse)
            if now > 0 and not SPACES[nxt].harbour:
                walk(nxt, now, worse, (*path, nxt))

    walk(start, left, 0, ())
    return best


def test_a_click_sails_the_least_risky_of_every_way_the_roll_allows_and_the_view_draws_it() -> None:
    """Issue 29: a far place clicked must be sailed to by the safest way the rules allow (round
    the Biscay storm by the Gironde when the roll reaches as far), and the way the preview
    draws (the view's reach) is the one sailed."""
    state = new()
    ship = ship_of(state, state.current)
    for start in ("london", "ushant", "gironde", "finisterre", "roca"):
        for total in range(3, 11):
            place(ship, start)
            rolled(state, total)
            found = state.reach_of(ship)
            least = _least_danger(start, total)
            assert {sid: round(p.danger * 36) for sid, p in found.items()} == least
            drawn = view(state)["reach"][str(ship.id)]
            assert all(drawn[sid]["path"] == list(p.path) for sid, p in found.items())
    place(ship, "ushant")
    rolled(state, 9)
    state.apply(f"sail:{ship.id}:por1")  # 8 by the Gironde; no hazard, so no dice thrown
    assert ship.entered == ("ushant", "bis2", "gironde", "bis3", "bis4", "finisterre", "por1")


def test_the_log_of_a_sail_within_one_sea_names_the_way_not_the_same_place_twice() -> None:
    """Issue 29: "sails 3 spaces from Bay of Biscay to Bay of Biscay" (a sea's spaces share its
    name): the log says the sail stayed within it, and by where."""
    state = new()
    ship = ship_of(state, state.current)
    place(ship, "bis1", 0)
    rolled(state, 3)
    way = next(
        t
        for t in state.reach_of(ship)
        if SPACES[t].name == "Bay of Biscay" and t != "bis1" and len(ADJ[t]) > 1
    )
    state.apply(f"sail:{ship.id}:{way}")
    said = next(line for line in reversed(state.log_for(None)) if " sails " in line)
    assert "from Bay of Biscay to Bay of Biscay" not in said
    assert f"{ship.name} sails" in said and "within Bay of Biscay" in said
