"""One test per ruling of pygames/plinius/README.md (where the rulebook leaves a choice)."""

from __future__ import annotations

import random

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
    state.deck, state.acting = [], False
    assert "Pomponianus, normal, at Misenum (aboard Pliny's liburna): +3 VP" in (
        state.outcome().detail
    )
    assert state.outcome().scores == (14,)


def test_pomponianus_counts_as_an_inhabitant_for_vp() -> None:
    """Ruling: Pomponianus scores as an inhabitant (3/2 at Misenum, 2/1 elsewhere, -2 dead)."""
    state = new()
    state.deck, state.acting = [], False
    assert "Pomponianus, normal, elsewhere (Stabiae): +2 VP" in state.outcome().detail
    state.stunned["pom"] = True
    assert "Pomponianus, stunned, elsewhere (Stabiae): +1 VP" in state.outcome().detail


def test_the_eruption_strikes_once_when_its_counter_enters_a_box() -> None:
    """Ruling: a counter moving later onto a colour already struck is neither killed nor
    stunned; the smoke and the flow act when their counter is placed."""
    state = new()
    stack(state, "JS", "6H")
    state.apply("draw")
    state.apply("draw")
    state.apply("move:inc2:resina")  # band 1, already swept
    state.apply("done")
    assert state.where["inc2"] == "resina" and not state.stunned["inc2"]
    stack(state, "2S")
    state.apply("draw")
    assert state.where["inc2"] == "resina"


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
    """RULINGS.md: a stunned counter stays stunned."""
    state = new()
    stack(state, "9S", "3C", "4H")
    for _ in range(3):
        state.apply("draw")
    assert state.stunned["inc2"]
    state.apply("move:inc2:sebethus")  # costs II now
    assert state.ap == 2 and state.stunned["inc2"]


def test_passengers_do_not_count_against_the_harbours_two_inhabitants() -> None:
    """Ruling: a passenger is on its ship; the harbour's two inhabitants are those on foot, and
    landing needs room among them (Misenum excepted)."""
    state = with_ap(new(), 9)
    place(state, "Q1", "neapolis")
    state.apply("board:Q1:inc1")
    place(state, "inc2", "neapolis")
    place(state, "inc3", "neapolis")
    assert state.where["inc1"] == "neapolis"
    assert "land:Q1:inc1" not in state.legal_actions()
    assert state._reason("land:Q1:inc1") == "Neapolis already holds 2 inhabitants."


def test_dead_counters_stay_off_the_board() -> None:
    """RULINGS.md: a dead counter is one removed by the flow; it never moves again."""
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
    assert sorted(sample.deck + sample.removed) == sorted(state.deck + state.removed)


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
