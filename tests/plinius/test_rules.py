"""One test per rule of the Plinius rulebook, named after it, the rule in the docstring."""

from __future__ import annotations

import pytest

from pygames import IllegalAction
from pygames.core import Deck
from pygames.plinius import data
from pygames.plinius.deck import full_deck
from pygames.plinius.state import PliniusState

from .helpers import new, place, stack, with_ap


# --- set-up ------------------------------------------------------------------------------------
def test_setup_ships_at_misenum_pomponianus_at_stabiae_incolae_in_four_towns() -> None:
    """All ships in Misenum. Pomponianus in Stabiae, incolae in Neapolis, Herculaneum, Oplontis
    and Pompeii (one in each)."""
    state = new()
    assert [state.where[s] for s in ("Q1", "Q2", "L")] == ["misenum"] * 3
    assert state.where["pom"] == "stabiae"
    towns = [state.where[c] for c in ("inc1", "inc2", "inc3", "inc4")]
    assert towns == ["neapolis", "herculaneum", "oplontis", "pompeii"]
    assert not any(state.stunned.values()) and state.dead == []


def test_setup_wind_right_nubes_first_box_fluxus_off_the_board() -> None:
    """The arrow on the Ventus counter should point towards the right. Nubes in the 1st box
    ("-/1F"); Fluxus off the board."""
    state = new()
    assert state.wind == 1 and state.view(0)["wind"] == "right"
    assert state.nubes == 1 and state.fluxus == 0


def test_setup_shuffle_and_remove_8_cards_unseen() -> None:
    """Shuffle a card deck (without aces, tens nor jokers) and remove 8 cards, without looking."""
    state = new()
    assert len(state.removed) == 8 and len(state.deck) == 36
    assert sorted(state.removed + state.deck.cards()) == sorted(full_deck())
    view = state.view(0)
    assert view["cards_left"] == 36 and view["removed"] == 8
    assert not any(card in str(view) for card in state.removed + state.deck.cards())
    assert new(1).deck != new(2).deck


def test_player_reveals_cards_one_by_one() -> None:
    """The player reveals cards, one by one, from the pile."""
    state = new()
    assert state.legal_actions() == ["draw"]
    top = state.deck.cards()[0]
    state.apply("draw")
    assert state.revealed == [top] and len(state.deck) == 35


# --- black cards -------------------------------------------------------------------------------
def test_black_face_moves_fluxus_and_removes_counters_on_that_colour() -> None:
    """When the number of faces revealed equals the Flow value of a box, put the Fluxus counter
    in it and remove any inhabitants and ships on dots with the same color."""
    state = new()
    place(state, "inc1", "resina")  # band 1
    place(state, "Q1", "s5")  # band 2: not yet
    stack(state, "JS")
    state.apply("draw")
    assert state.black_faces == 1 and state.fluxus == 1
    assert state.where["inc1"] is None and state.dead == ["inc1"]
    assert state.where["Q1"] == "s5"
    stack(state, "KC")
    state.apply("draw")
    assert state.fluxus == 2
    assert state.where["Q1"] is None and "Q1" in state.dead
    assert state.where["inc2"] is None and state.where["inc3"] is None  # Herculaneum, Oplontis


def test_black_number_cards_add_to_smoke_and_stun_that_colour() -> None:
    """When the total value of the pile equals or exceeds the Smoke value of a box, place the
    Nubes counter in it and any inhabitants and ships on dots with the same color are flipped
    to their stunned side."""
    state = new()
    stack(state, "6S", "5C")
    state.apply("draw")
    assert state.smoke == 6 and state.nubes == 1 and not state.stunned["inc2"]
    state.apply("draw")
    assert state.smoke == 11 and state.nubes == 2
    assert state.stunned["inc2"] and state.stunned["inc3"]  # the red dots
    assert not state.stunned["inc4"]  # Pompeii is purple
    assert state.where["inc2"] == "herculaneum"  # stunned, not removed


def test_smoke_total_equal_to_the_box_value_is_enough() -> None:
    """... equals or exceeds the Smoke value: exactly 20 puts Nubes in 20/3F."""
    state = new()
    stack(state, "9S", "9C", "2S")
    for _ in range(3):
        state.apply("draw")
    assert state.smoke == 20 and state.nubes == 3 and state.stunned["inc4"]


def test_smoke_example_30_reaches_orange_box_four() -> None:
    """Example: when the value of the black cards adds up to 30 or more, the Smoke counter is
    placed on the "30/4F" box; its effects are applied to the orange dots."""
    state = new()
    stack(state, "9S", "9C", "8S", "5C")
    for _ in range(4):
        state.apply("draw")
    assert state.smoke == 31 and state.nubes == 4
    assert data.TRACK[3][3] == "orange"
    assert state.stunned["inc1"] and state.stunned["pom"]  # Neapolis and Stabiae are orange
    assert not state.stunned["Q1"]  # Misenum is green


def test_flow_example_four_faces_reach_box_four() -> None:
    """Flow reaches [30/4F] when 4 face cards have been revealed."""
    state = new()
    stack(state, "JS", "QS", "KS", "JC")
    for _ in range(4):
        state.apply("draw")
    assert state.fluxus == 4
    assert state.where["inc1"] is None and state.where["pom"] is None


def test_smoke_and_flow_reach_the_last_box_only_after_the_wind_turned() -> None:
    """Smoke and Flow can only advance to the last box if the wind has turned 180º."""
    state = new()
    state.smoke, state.nubes = 45, 5
    state.black_faces, state.fluxus = 5, 5
    stack(state, "9S", "KC")
    state.apply("draw")
    state.apply("draw")
    assert state.smoke == 54 and state.black_faces == 6
    assert state.nubes == 5 and state.fluxus == 5
    assert state.where["Q1"] == "misenum" and not state.stunned["Q1"]


def test_counters_held_before_the_last_box_enter_it_when_the_wind_turns() -> None:
    """Ruling: a count that already reaches the last box takes it the moment the wind turns."""
    state = new()
    place(state, "Q1", "s1")  # the last (green) band
    state.smoke, state.nubes = 54, 5
    state.black_faces, state.fluxus = 6, 5
    state.red_faces = 3
    stack(state, "QH")
    state.apply("draw")
    assert state.wind == -1 and state.nubes == 6 and state.fluxus == 6
    assert state.where["Q1"] is None
    assert state.where["Q2"] == "misenum"  # Misenum has no colour


# --- red cards ---------------------------------------------------------------------------------
def test_fourth_red_face_turns_the_wind() -> None:
    """When the 4th red face card appears, turn the Ventus counter 180º, pointing to the left."""
    state = new()
    stack(state, "JH", "QD", "KH", "JD")
    for _ in range(3):
        state.apply("draw")
    assert state.wind == 1
    state.apply("draw")
    assert state.wind == -1 and state.view(0)["wind"] == "left"
    stack(state, "KD")
    state.apply("draw")
    assert state.wind == -1  # a fifth face does not turn it back


def test_red_number_card_gives_its_value_in_action_points() -> None:
    """The value of the card equals the number of Action points (AP) that the player can spend
    to move ships and/or inhabitants."""
    state = new()
    stack(state, "7H")
    state.apply("draw")
    assert state.acting and state.ap == 7
    assert "done" in state.legal_actions() and "draw" not in state.legal_actions()


def test_action_points_cannot_be_saved() -> None:
    """APs cannot be saved and are either spent or lost with each card draw."""
    state = new()
    stack(state, "7H", "5D")
    state.apply("draw")
    state.apply("move:inc1:sebethus")
    assert state.ap == 6
    with pytest.raises(IllegalAction, match="Spend your 6 AP or say done"):
        state.apply("draw")
    state.apply("done")
    assert state.ap == 0 and not state.acting
    state.apply("draw")
    assert state.ap == 5


def test_spending_the_last_action_point_ends_the_card() -> None:
    """Spent: with no AP left the next card is drawn (no "done" needed)."""
    state = new()
    stack(state, "2H")
    state.apply("draw")
    state.apply("move:inc1:sebethus")
    state.apply("move:inc1:neapolis")
    assert not state.acting and state.legal_actions() == ["draw"]


# --- movement ----------------------------------------------------------------------------------
def test_quadrireme_costs_two_and_three_when_stunned() -> None:
    """AP costs are equal to the movement cost of the counter: quadrireme II, stunned III."""
    state = with_ap(new(), 9)
    state.apply("move:Q1:s1")
    assert state.ap == 7
    state.stunned["Q2"] = True
    state.apply("move:Q2:s9")
    assert state.ap == 4


def test_liburna_uses_the_lower_cost_with_the_wind() -> None:
    """If Pliny's liburna moves with the wind (any direction inside the 180º arc centered on
    the wind), it uses the lower movement cost: I with the wind, II against."""
    state = with_ap(new(), 9)
    state.apply("move:L:s9")  # east: with the rightward wind
    assert state.ap == 8
    state.apply("move:L:misenum")  # west: against
    assert state.ap == 6


def test_stunned_liburna_costs_two_with_the_wind_and_three_against() -> None:
    """The reverse shows the counter stunned (with higher movement cost): II / III."""
    state = with_ap(new(), 9)
    state.stunned["L"] = True
    state.apply("move:L:s1")
    assert state.ap == 7
    state.apply("move:L:misenum")
    assert state.ap == 4


def test_after_the_turn_the_wind_favours_westward_steps() -> None:
    """After the 4th red face the arrow points left: westward steps are with the wind."""
    state = with_ap(new(), 9)
    state.wind = -1
    state.apply("move:L:s9")  # east: now against
    assert state.ap == 7
    state.apply("move:L:misenum")  # west: with
    assert state.ap == 6


def test_incola_costs_one_and_two_when_stunned() -> None:
    """Inhabitants: I on land, stunned II."""
    state = with_ap(new(), 9)
    state.apply("move:inc1:sebethus")
    assert state.ap == 8
    state.stunned["inc2"] = True
    state.apply("move:inc2:resina")
    assert state.ap == 6


def test_pomponianus_costs_two_and_three_when_stunned() -> None:
    """Pomponianus: II, stunned III."""
    state = with_ap(new(), 9)
    state.apply("move:pom:sarnus")
    assert state.ap == 7
    state.stunned["pom"] = True
    state.apply("move:pom:stabiae")
    assert state.ap == 4


def test_illegal_move_says_why() -> None:
    """An action the AP cannot pay for is refused with the reason."""
    state = with_ap(new(), 1)
    with pytest.raises(IllegalAction, match=r"^Q I \(Quadrireme I\) needs 2 AP; 1 left\.$"):
        state.apply("move:Q1:s1")
    assert state.ap == 1 and state.where["Q1"] == "misenum"


def test_ships_follow_blue_lines_and_inhabitants_brown_lines() -> None:
    """Ships move from dot to dot along the blue lines; inhabitants, along the brown ones."""
    state = with_ap(new(), 9)
    with pytest.raises(IllegalAction, match="No blue line"):
        state.apply("move:Q1:baiae")
    with pytest.raises(IllegalAction, match="No brown line"):
        state.apply("move:inc1:s3")
    assert "move:Q1:s1" in state.legal_actions()
    assert "move:inc1:pausilypon" in state.legal_actions()


def test_a_sea_dot_holds_two_ships() -> None:
    """Any dot at sea can hold a maximum of two ships (with or without inhabitants on board)."""
    state = with_ap(new(), 9)
    state.apply("move:Q1:s1")
    state.apply("move:Q2:s1")
    with pytest.raises(IllegalAction, match="already holds 2 ships"):
        state.apply("move:L:s1")


def test_a_land_dot_holds_one_ship_and_two_inhabitants() -> None:
    """Any dot on land holds a maximum of one ship and two inhabitants."""
    state = with_ap(new(), 9)
    place(state, "Q1", "s3")
    place(state, "Q2", "s4")
    state.apply("move:Q1:neapolis")
    with pytest.raises(IllegalAction, match="already holds a ship"):
        state.apply("move:Q2:neapolis")
    place(state, "inc2", "sebethus")
    place(state, "inc3", "sebethus")
    with pytest.raises(IllegalAction, match="already holds 2 inhabitants"):
        state.apply("move:inc1:sebethus")
    place(state, "inc4", "neapolis")  # two inhabitants and a ship at Neapolis: full
    with pytest.raises(IllegalAction, match="already holds 2 inhabitants"):
        state.apply("move:inc2:neapolis")


def test_misenum_has_no_limit() -> None:
    """(Misenum has no limit.)"""
    state = with_ap(new(), 9)
    for counter in ("inc1", "inc2", "inc3"):
        place(state, counter, "misenum")
    place(state, "inc4", "baiae")
    state.apply("move:inc4:misenum")
    assert sum(1 for c in data.COUNTERS if state.where[c] == "misenum") == 7


# --- boarding ----------------------------------------------------------------------------------
def test_boarding_costs_one_ap_one_inhabitant_per_ship() -> None:
    """If a ship and inhabitants are located on the same dot on land, inhabitants can board
    (one per ship) at the cost of 1 AP."""
    state = with_ap(new(), 9)
    place(state, "Q1", "neapolis")
    place(state, "inc2", "neapolis")
    state.apply("board:Q1:inc1")
    assert state.ap == 8 and state.aboard["inc1"] == "Q1" and state.cargo["Q1"] == "inc1"
    with pytest.raises(IllegalAction, match="one per ship"):
        state.apply("board:Q1:inc2")


def test_a_boarded_counter_moves_with_the_ship() -> None:
    """A boarded counter moves with the ship."""
    state = with_ap(new(), 9)
    place(state, "Q1", "neapolis")
    state.apply("board:Q1:inc1")
    state.apply("move:Q1:s3")
    assert state.where["inc1"] == "s3"
    with pytest.raises(IllegalAction, match="moves with it"):
        state.apply("move:inc1:pausilypon")


def test_landing_costs_one_ap() -> None:
    """Inhabitants can un-board at the cost of 1 AP."""
    state = with_ap(new(), 9)
    place(state, "Q1", "neapolis")
    state.apply("board:Q1:inc1")
    state.apply("move:Q1:s3")
    with pytest.raises(IllegalAction, match="only in a harbour"):
        state.apply("land:Q1:inc1")
    state.apply("move:Q1:s2")
    state.apply("move:Q1:s1")
    assert "land:Q1:inc1" not in state.legal_actions()  # still at sea
    state.ap = 5
    state.apply("move:Q1:misenum")
    state.apply("land:Q1:inc1")
    assert state.ap == 2 and state.aboard["inc1"] is None and state.where["inc1"] == "misenum"


def test_pomponianus_can_only_be_picked_up_by_pliny() -> None:
    """Pomponianus can only be picked up by Pliny."""
    state = with_ap(new(), 9)
    place(state, "Q1", "stabiae")
    with pytest.raises(IllegalAction, match="only be picked up by Pliny"):
        state.apply("board:Q1:pom")
    place(state, "Q1", "s8")
    place(state, "L", "stabiae")
    state.apply("board:L:pom")
    assert state.aboard["pom"] == "L"


# --- science -----------------------------------------------------------------------------------
def test_observation_once_for_six_ap_by_pliny_at_the_dot() -> None:
    """Once reached by Pliny, the dot with the observation symbol allows him to make
    observations of the eruption (only once during the game) for a cost of 6 AP."""
    state = with_ap(new(), 7)
    assert "observe" not in state.legal_actions()
    place(state, "L", "obs")
    assert "observe" in state.legal_actions()
    state.apply("observe")
    assert state.observed and state.ap == 1
    state.ap = 9
    with pytest.raises(IllegalAction, match="once per game"):
        state.apply("observe")


def test_observation_needs_six_ap() -> None:
    """... for a cost of 6 AP."""
    state = with_ap(new(), 5)
    place(state, "L", "obs")
    with pytest.raises(IllegalAction, match="needs 6 AP; 5 left"):
        state.apply("observe")


def test_only_plinys_liburna_enters_the_observation_dot() -> None:
    """Ruling: the observation dot is one only Pliny's liburna can use."""
    state = with_ap(new(), 9)
    place(state, "Q1", "s5")
    with pytest.raises(IllegalAction, match="Only Pliny's liburna"):
        state.apply("move:Q1:obs")
    place(state, "L", "s5")
    state.apply("move:L:obs")
    assert state.where["L"] == "obs"


# --- the end -----------------------------------------------------------------------------------
def test_the_game_ends_when_the_deck_is_exhausted() -> None:
    """The game ends when the deck is exhausted."""
    state = new()
    state.deck = Deck(["JH"])
    state.apply("draw")
    assert state.over and state.to_move is None and state.legal_actions() == []


def test_the_last_cards_action_points_are_spent_before_the_end() -> None:
    """Ruling: a red number drawn last still gives its AP; the game ends after "done"."""
    state = new()
    state.deck = Deck(["5H"])
    state.apply("draw")
    assert not state.over and state.ap == 5
    state.apply("move:inc1:sebethus")
    state.apply("done")
    assert state.over


def _final(state: PliniusState) -> PliniusState:
    """The table as it stands, with the deck exhausted."""
    state.deck = Deck()
    state.acting = False
    return state


def test_victory_points_are_counted_as_the_rulebook_says() -> None:
    """Each normal/stunned inhabitant at Misenum = 3/2 VP; elsewhere = 2/1 VP; each ship on the
    map = 1 VP; observations = 4 VP; each dead counter = -2 VP."""
    state = new()
    place(state, "inc1", "misenum")  # 3
    place(state, "inc2", "misenum")
    state.stunned["inc2"] = True  # 2
    state.stunned["inc3"] = True  # elsewhere stunned: 1
    # inc4 at Pompeii: 2; Pomponianus dead: -2
    state.where["pom"] = None
    state.dead.append("pom")
    state.where["Q2"] = None  # ship dead: -2, and no ship point
    state.dead.append("Q2")
    state.observed = True  # 4
    _final(state)
    assert state.over
    # 3 + 2 + 1 + 2 + ships Q1, L (2) + 4 - 2 - 2
    assert state.outcome().scores == (10,)
    detail = state.outcome().detail
    assert "Incola of Neapolis, normal, at Misenum: +3 VP" in detail
    assert "Pomponianus, dead: -2 VP" in detail
    assert detail[-2:] == ("Total: 10 VP", "Defeat: 14 VP or more were needed.")
    assert state.outcome().winners == ()  # a lost solitaire has no winner


def test_more_than_13_vp_wins() -> None:
    """With more than 13 VP, the player wins."""
    state = new()
    for counter in ("inc1", "inc2", "inc3"):
        place(state, counter, "misenum")  # 9, with inc4 and pom elsewhere 4 and ships 3: 16
    _final(state)
    assert state.outcome().scores == (16,) and state.won()
    assert state.outcome().winners == (0,)
    assert state.view(0)["won"] is True
    state = new()
    _final(state)  # 5 inhabitants elsewhere 10 + 3 ships = 13: not more than 13
    assert state.outcome().scores == (13,) and not state.won()
    assert state.outcome().winners == ()
    assert state.outcome().detail[-1].startswith("Defeat")


def test_the_log_says_the_verdict_when_the_deck_is_exhausted() -> None:
    """The game ends when the deck is exhausted; with more than 13 VP the player wins: the log's
    last line says so at 14 VP, and says Pliny loses at 13."""
    for at_misenum, total, verdict in (((), 13, "loses"), (("inc1",), 14, "wins")):
        state = new()
        for counter in at_misenum:
            place(state, counter, "misenum")
        state.deck.restack(["JH"])  # the last card, a red face: nothing moves
        state.apply("draw")
        assert state.over and state.outcome().scores == (total,)
        assert state.log_for(0)[-1] == (
            f"The deck is exhausted. {total} VP: Pliny {verdict} (more than 13 VP wins)."
        )
