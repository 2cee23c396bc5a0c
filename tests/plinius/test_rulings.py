"""One test per ruling of pygames/plinius/README.md (where the rulebook leaves a choice)."""

from __future__ import annotations

import random

import pytest

from pygames import IllegalAction
from pygames.core import Deck
from pygames.plinius import data

from .helpers import new, place, stack, with_ap


def test_a_passenger_dies_with_its_ship() -> None:
    """Boarded inhabitants on a ship that is killed die too (they stand on that dot)."""
    state = with_ap(new(), 9)
    place(state, "Q1", "herculaneum")
    state.apply("board:Q1:inc2")
    state.apply("move:Q1:s5")  # red band
    state.acting = False
    state.black_faces, state.fluxus = 1, 1
    stack(state, "QC")
    state.apply("draw")
    assert state.where["Q1"] is None and state.where["inc2"] is None
    assert {"Q1", "inc2"} <= set(state.dead)
    assert state.cargo["Q1"] is None and state.aboard["inc2"] is None
    assert state.outcome().scores[0] == 13 - 2 - 2 - 1 - 2 - 2 - 2  # Oplontis' incola too


def test_a_stunned_ships_passengers_are_stunned_too() -> None:
    """Ruling: the smoke flips every counter on a dot of its colour, passengers included."""
    state = with_ap(new(), 9)
    place(state, "Q1", "herculaneum")
    state.apply("board:Q1:inc2")
    state.acting = False
    stack(state, "9S", "3C")
    state.apply("draw")
    state.apply("draw")
    assert state.stunned["Q1"] and state.stunned["inc2"]


def test_a_stunned_inhabitant_boarding_leaves_the_ship_as_it_was() -> None:
    """Ruling: stunning belongs to each counter; boarding passes it neither way."""
    state = with_ap(new(), 9)
    place(state, "Q1", "herculaneum")
    state.stunned["inc2"] = True
    state.apply("board:Q1:inc2")
    state.apply("move:Q1:s5")
    assert state.ap == 6  # the quadrireme's own cost, II
    assert state.stunned["inc2"] and not state.stunned["Q1"]


def test_a_counter_aboard_a_ship_at_misenum_counts_as_at_misenum() -> None:
    """Ruling: a passenger on a ship in Misenum harbour is at Misenum (3/2 VP); landing is
    still offered."""
    state = with_ap(new(), 9)
    place(state, "L", "stabiae")
    state.apply("board:L:pom")
    place(state, "L", "misenum")
    state.where["pom"] = "misenum"
    assert "land:L:pom" in state.legal_actions()
    state.deck, state.acting = Deck(), False
    assert "Pomponianus, normal, at Misenum (aboard Pliny's liburna): +3 VP" in (
        state.outcome().detail
    )
    assert state.outcome().scores == (14,)


def test_pomponianus_counts_as_an_inhabitant_for_vp() -> None:
    """Ruling: Pomponianus scores as an inhabitant (3/2 at Misenum, 2/1 elsewhere, -2 dead)."""
    state = new()
    state.deck, state.acting = Deck(), False
    assert "Pomponianus, normal, elsewhere (Stabiae): +2 VP" in state.outcome().detail
    state.stunned["pom"] = True
    assert "Pomponianus, stunned, elsewhere (Stabiae): +1 VP" in state.outcome().detail


def test_the_smoke_strikes_once_when_nubes_enters_a_box() -> None:
    """Ruling: a counter moving later onto a colour the smoke has already struck is not stunned;
    the smoke acts when its counter is placed."""
    state = new()
    stack(state, "9S", "3C", "6H")
    for _ in range(3):
        state.apply("draw")
    assert state.nubes == 2 and state.stunned["inc2"]
    state.apply("move:inc1:sebethus")
    state.apply("move:inc1:herculaneum")  # red, smoked already
    state.apply("done")
    assert not state.stunned["inc1"]
    stack(state, "2S")
    state.apply("draw")
    assert not state.stunned["inc1"]


def test_the_flows_ground_stays_deadly() -> None:
    """docs/rulings.md: "Once Fluxus has entered a box, the dots of that box's colour are buried: no
    counter may enter them for the rest of the game (the move is not offered; a click on one
    says why)." Ships and inhabitants alike, harbours and the observation point included."""
    state = new()
    stack(state, "JS", "9H")
    state.apply("draw")
    state.apply("draw")
    assert state.fluxus == 1
    assert "move:inc2:resina" not in state.legal_actions()  # black: the slopes
    with pytest.raises(IllegalAction, match=r"^Resina is buried: the flow has swept the black"):
        state.apply("move:inc2:resina")
    assert state.where["inc2"] == "herculaneum" and state.ap == 9
    state.apply("done")
    stack(state, "KC", "3D", "QS", "9D")
    for _ in range(4):
        if state.acting:
            state.apply("done")
        state.apply("draw")
    assert state.fluxus == 3 and state.ap == 9
    assert state.dead == ["inc2", "inc3", "inc4"]
    place(state, "L", "s3")  # orange, like Neapolis: not yet
    place(state, "Q1", "s11")
    buried = ("move:L:s4", "move:Q1:s12", "move:Q1:s5", "move:inc1:sebethus")
    for code in buried:
        assert "buried" in (state._reason(code) or ""), code
    assert set(buried).isdisjoint(state.legal_actions())
    assert "move:L:neapolis" in state.legal_actions()
    assert state.view(0)["blocked"]["move:Q1:s12"].startswith("Mid-bay east is buried")


def test_the_flows_ground_is_never_entered_in_play() -> None:
    """No playout, random or by the playout policy, ever puts a counter on a buried dot."""
    for seed in range(30):
        state = new(seed)
        rng = random.Random(seed)
        while not state.over:
            code = state.rollout_action(rng) if seed % 2 else rng.choice(state.legal_actions())
            state.apply(code)
            for counter in data.COUNTERS:
                dot = state.where[counter]
                assert dot is None or not state.buried(dot), (seed, counter, dot)


def test_misenum_has_no_colour() -> None:
    """docs/rulings.md: "neither Nubes nor Fluxus strikes it ... Counters stunned elsewhere stay
    stunned at Misenum, which is why the score has a stunned value there."""
    state = new()
    place(state, "inc1", "misenum")
    place(state, "inc2", "misenum")
    state.stunned["inc2"] = True
    place(state, "inc3", "baiae")  # green, next door
    state.smoke, state.nubes = 54, 5
    state.black_faces, state.fluxus = 6, 5
    state.red_faces = 3
    stack(state, "QH")
    state.apply("draw")  # the wind turns: Nubes and Fluxus enter the last, green, box
    assert state.nubes == state.fluxus == 6
    assert state.where["inc3"] is None
    for counter in ("inc1", "inc2", "Q1", "Q2", "L"):
        assert state.where[counter] == "misenum", counter
    assert not state.stunned["inc1"] and not state.stunned["Q1"] and state.stunned["inc2"]
    assert not state.buried("misenum")
    state.deck, state.acting = Deck(), False
    detail = state.outcome().detail
    assert "Incola of Neapolis, normal, at Misenum: +3 VP" in detail
    assert "Incola of Herculaneum, stunned, at Misenum: +2 VP" in detail


def test_a_jump_over_several_boxes_strikes_every_box_passed() -> None:
    """Ruling: if a count jumps several boxes at once (only possible here when the wind opens the
    last box, or in a hand-set table), each box passed strikes its own colour, in order."""
    state = new()
    place(state, "inc1", "s9")  # green: irrelevant
    state.smoke = 35
    stack(state, "9S")  # 44: from box 1 straight to box 5
    state.apply("draw")
    assert state.nubes == 5
    for counter in ("inc2", "inc3", "inc4", "pom"):  # red, red, purple, orange dots
        assert state.stunned[counter], counter


def test_a_number_card_never_jumps_a_box_in_play() -> None:
    """Why jumps are rare: a number card adds at most 9 and the boxes are 10 apart; faces come
    one at a time. So under any play Nubes and Fluxus move at most one box per card, except the
    last box opening when the wind turns."""
    for seed in range(40):
        state = new(seed)
        rng = random.Random(seed)
        while not state.over:
            before = (state.nubes, state.fluxus, state.wind)
            state.apply(rng.choice(state.legal_actions()))
            if state.wind == before[2]:
                assert state.nubes - before[0] <= 1 and state.fluxus - before[1] <= 1


def test_stunned_counters_stay_stunned() -> None:
    """docs/rulings.md: a stunned counter stays stunned."""
    state = new()
    stack(state, "9S", "3C", "4H")
    for _ in range(3):
        state.apply("draw")
    assert state.stunned["inc2"]
    state.apply("move:inc2:sebethus")  # costs II now
    assert state.ap == 2 and state.stunned["inc2"]


def test_the_lands_limit_counts_everyone_on_the_dot() -> None:
    """docs/rulings.md: "One ship and two inhabitants" on a land dot counts inhabitants aboard a
    ship docked there as well as those ashore (Misenum excepted)."""
    state = with_ap(new(), 9)
    place(state, "Q1", "s3")
    state.where["inc2"] = "neapolis"  # with the incola of Neapolis: two on the dot
    state.aboard["inc3"], state.cargo["Q1"] = "Q1", "inc3"
    place(state, "inc3", "s3")
    with pytest.raises(IllegalAction, match=r"^Neapolis already holds 2 inhabitants\.$"):
        state.apply("move:Q1:neapolis")  # its passenger would be a third
    place(state, "inc2", "sebethus")
    state.apply("move:Q1:neapolis")  # a passenger and one ashore: two
    assert "move:inc2:neapolis" not in state.legal_actions()
    assert state._reason("move:inc2:neapolis") == "Neapolis already holds 2 inhabitants."
    state.apply("land:Q1:inc3")  # landing changes no count
    assert state.inhabitants_at("neapolis") == 2
    state.ap = 9
    place(state, "Q2", "s9")
    state.aboard["inc4"], state.cargo["Q2"] = "Q2", "inc4"
    place(state, "inc4", "s9")
    for counter in ("inc1", "inc2", "inc3"):
        place(state, counter, "misenum")
    state.apply("move:Q2:misenum")  # Misenum has no limit
    assert state.inhabitants_at("misenum") == 4


def test_no_land_dot_ever_holds_three_in_play() -> None:
    """The land's limit under play: no dot but Misenum ever holds more than two inhabitants,
    aboard or ashore (seed 194 under the playout policy once docked a third)."""
    for seed in (194, *range(24)):
        state = new(seed)
        rng = random.Random(seed)
        while not state.over:
            code = state.rollout_action(rng) if seed % 2 == 0 else rng.choice(state.legal_actions())
            state.apply(code)
            for dot in data.DOTS:
                if dot != data.UNLIMITED:
                    assert state.inhabitants_at(dot) <= data.LAND_INHABITANTS, (seed, dot)


def test_dead_counters_stay_off_the_board() -> None:
    """docs/rulings.md: a dead counter is one removed by the flow; it never moves again."""
    state = new()
    stack(state, "JS", "KS", "9H")
    for _ in range(3):
        state.apply("draw")
    assert state.where["inc2"] is None
    assert not any(":inc2" in code for code in state.legal_actions())


def test_hidden_cards_are_redealt_consistently() -> None:
    """The unseen cards (the rest of the pile and the 8 removed) are alike to Pliny: a search
    bot's sample redeals them and keeps what was revealed."""
    state = new(3)
    for _ in range(5):
        if state.acting:
            state.apply("done")
        state.apply("draw")
    sample = state.determinize(0, random.Random(9))
    assert sample.revealed == state.revealed
    assert len(sample.deck) == len(state.deck) and len(sample.removed) == data.REMOVED
    assert sorted(sample.deck.cards() + sample.removed) == sorted(
        state.deck.cards() + state.removed
    )


def test_pomponianus_counts_against_the_two_inhabitants_of_a_land_dot() -> None:
    """Ruling: Pomponianus is an inhabitant for the two-inhabitant limit too."""
    state = with_ap(new(), 9)
    place(state, "inc4", "sarnus")
    place(state, "inc3", "sarnus")
    assert state._reason("move:pom:sarnus") == "Sarnus already holds 2 inhabitants."


def test_a_stunned_liburna_still_observes() -> None:
    """Ruling: stunning changes the movement cost only; observing costs 6 AP all the same."""
    state = with_ap(new(), 6)
    place(state, "L", "obs")
    state.stunned["L"] = True
    state.apply("observe")
    assert state.observed


def test_one_dot_per_move() -> None:
    """Ruling: a move is one step to an adjacent dot; farther dots take several moves."""
    state = with_ap(new(), 9)
    assert state._reason("move:Q1:s2") == "No blue line joins Misenum to Off Pausilypon."
