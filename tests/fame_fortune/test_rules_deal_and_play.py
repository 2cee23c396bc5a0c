"""For Fame & Fortune's rulebook, its first chapters (the components, setting up, the Active
Player): a test per rule and per ruling (docs/rulings.md, README), in the rulebook's order.
"""

from __future__ import annotations

from collections import Counter

import pytest

from pygames.core import IllegalAction
from pygames.fame_fortune import cards as C

from .helpers import draft_all, fortune_in_hand, ids, new, play_first

# --- components --------------------------------------------------------------------------


def test_sixty_five_fortune_cards_thirteen_in_each_of_five_suits() -> None:
    """65 Fortune Cards: 13 cards in each of 5 suits: Dove, Sword, Heart, Clover, and Diamond."""
    deck = C.deck(wild=False, modifiers=False)
    assert len(deck) == 65
    assert Counter(C.suit_of(c) for c in deck) == {s: 13 for s in range(5)}
    assert {C.number_of(c) for c in deck} == set(range(1, 14))
    assert C.SUITS == ("Dove", "Sword", "Heart", "Clover", "Diamond")


def test_suit_ranks_dove_sword_heart_clover_diamond() -> None:
    """The suit ranks, from highest to lowest, are: Dove (I), Sword (II), Heart (III),
    Clover (IV), Diamond (V)."""
    assert C.ROMAN == ("I", "II", "III", "IV", "V")
    assert [C.SUITS[i] for i in range(5)] == ["Dove", "Sword", "Heart", "Clover", "Diamond"]


def test_stake_chips_are_1_for_2_to_9_2_for_10_to_13_3_for_card_1() -> None:
    """The stake chip values are: 1 for Cards 2 to 9, 2 for Cards 10 to 13, and 3 for Card 1/14."""
    assert [C.chips(c) for c in ids("D2 S9 H10 C13 R1")] == [1, 1, 2, 2, 3]


def test_wild_cards_carry_stake_chips_of_4_5_and_6() -> None:
    """Wild Fortune Cards also have Higher Stakes: they carry stake chips of 4, 5 and 6."""
    assert [C.chips(c) for c in ids("W2 W9 W10 W13 W1")] == [4, 4, 5, 5, 6]


# --- setting up --------------------------------------------------------------------------


def test_deal_ten_cards_to_each_player_the_rest_is_the_draw_deck() -> None:
    """Shuffle the Fortune Cards. Deal 10 cards facedown to each player. Place the rest in the
    center as the draw deck."""
    state = new(4)
    assert [len(h) for h in state.hands] == [10] * 4
    assert len(state.deck) == 65 - 40
    every = sorted(c for h in state.hands for c in h) + sorted(state.deck.cards())
    assert sorted(every) == list(range(65))


def test_the_multiplier_starts_at_x1_in_front_of_the_dealer() -> None:
    """Place the Fortune Multiplier Card in front of the Dealer with x1 facing out."""
    state = new(4)
    assert state.multiplier == 1 and state.dealer == 0
    assert state.view(None)["multiplier"] == 1


def test_draft_5_each_player_passes_five_cards_to_the_left() -> None:
    """Draft 5: Each player selects 5 cards from their hand of 10 and passes them simultaneously
    to the player on their left (clockwise)."""
    state = new(3)
    assert state.phase == "draft" and state.need == 5
    before = [list(h) for h in state.hands]
    draft_all(state)
    for seat in range(3):
        right = (seat - 1) % 3
        assert set(before[right][:5]) <= set(state.hands[seat])
        assert set(before[seat][5:]) <= set(state.hands[seat])
        assert len(state.hands[seat]) == 10


def test_passed_cards_are_revealed_to_the_receiver_only_after_all_have_chosen() -> None:
    """docs/rulings.md: every player picks the cards to pass at the same time; the passed cards are
    revealed to their receivers only after all have chosen."""
    state = new(3)
    giver = state.to_move
    assert giver is not None
    receiver = (giver + 1) % 3
    hand_before = state.view(receiver)["hand"]
    for card in state.hands[giver][:5]:
        state.apply(f"pick:{C.code(card)}")
    state.apply("give")
    assert state.view(receiver)["hand"] == hand_before
    draft_all(state)
    assert state.view(receiver)["hand"] != hand_before


def test_the_log_tells_of_every_player_in_the_third_person_by_name() -> None:
    """One voice in the log, as the other games' logs: a player's own lines (the cards they
    pass, receive and draw, which only they read) name them like every public line does."""
    state = new(3)
    draft_all(state)
    play_first(state)
    draft_all(state)
    for seat in range(3):
        lines = state.log_for(seat)
        assert not [line for line in lines if line.startswith("You")], lines
        assert any(line.startswith(f"@{seat} passes ") and " to @" in line for line in lines)
        assert any(line.startswith(f"@{seat} receives ") for line in lines)
    drawer = (state.dealer + 1) % 3  # the Active Player who staked draws back to 10
    assert any(line.startswith(f"@{drawer} draws the ") for line in state.log_for(drawer))
    assert not any(line.startswith(f"@{drawer} passes ") for line in state.log_for(None))


def test_the_drawer_reads_its_draw_back_in_one_line_and_the_others_read_the_count() -> None:
    """Issue 29: the drawer read "draws the 13 of Diamonds." then "draws 1 card; 24 left": one
    line of its own names the cards and the deck left; the others (and a watcher) read how
    many, never which."""
    state = new(3)
    draft_all(state)
    play_first(state)
    draft_all(state)
    drawer = (state.dealer + 1) % 3
    left = len(state.deck)
    own = [line for line in state.log_for(drawer) if line.startswith(f"@{drawer} draws ")]
    assert len(own) == 1 and own[0].startswith(f"@{drawer} draws the "), own
    assert own[0].endswith(f"; {left} left in the deck."), own
    for reader in ((drawer + 1) % 3, None):
        told = [line for line in state.log_for(reader) if line.startswith(f"@{drawer} draws ")]
        assert told == [f"@{drawer} draws 1 card; {left} left in the deck."], told


def test_a_draft_needs_exactly_the_required_number_of_cards() -> None:
    """Each player MUST Draft the number asked: passing fewer is refused, with the reason."""
    state = new(4)
    mover = state.to_move
    assert mover is not None
    state.apply(f"pick:{C.code(state.hands[mover][0])}")
    with pytest.raises(IllegalAction, match="exactly 5"):
        state.apply("give")


def test_a_chosen_card_can_be_taken_back() -> None:
    """Choosing is a toggle: picking a chosen card again keeps it."""
    state = new(4)
    seat = state.to_move
    assert seat is not None
    code = f"pick:{C.code(state.hands[seat][0])}"
    state.apply(code)
    assert state.picks[seat] == [state.hands[seat][0]]
    state.apply(code)
    assert state.picks[seat] == []


def test_the_player_on_the_dealers_left_becomes_the_first_active_player() -> None:
    """The player on the Dealer's left becomes the next Active Player."""
    state = new(4)
    draft_all(state)
    assert state.active == 1 and state.to_move == 1 and state.phase == "turn"


# --- the Active Player ---------------------------------------------------------------------


def test_the_active_player_may_play_1_card_2_cards_or_pass() -> None:
    """As the Active Player you must now play 1 card, play 2 cards or pass."""
    state = new(4)
    draft_all(state)
    legal = state.legal_actions()
    assert "pass" in legal
    assert {f"play:{C.code(c)}" for c in state.hands[1]} <= set(legal)
    play_first(state, 2)
    assert [len(s) for s in state.stakes] == [0, 2, 0, 0]


def test_a_played_card_lies_face_up_as_the_players_stake() -> None:
    """To play a card, place it faceup in front of you: it is your stake."""
    state = new(4)
    draft_all(state)
    card = fortune_in_hand(state, 1)[0]
    state.apply(f"play:{C.code(card)}")
    assert state.stakes[1] == [card]
    assert state.view(3)["stakes"][1] == [C.code(card)]
    assert card not in state.hands[1]


def test_no_two_cards_when_three_or_more_lie_face_up() -> None:
    """You cannot play 2 cards if there are already 3 or more cards faceup, amongst all
    players, on the table. (In such an event, you may only play 1 card or pass.)"""
    state = new(4)
    draft_all(state)
    play_first(state, 2)  # @1: 2 face up
    draft_all(state)
    play_first(state, 1)  # @2: 3 face up
    draft_all(state)
    assert state.faceup == 3 and state.active == 3
    card = fortune_in_hand(state, 3)[0]
    state.apply(f"play:{C.code(card)}")
    assert state.phase == "draft"  # the play ended at one card
    assert state.faceup == 4


def test_two_cards_are_allowed_with_two_face_up() -> None:
    """The limit counts the cards face up before the play: with 2 face up, 2 may be played."""
    state = new(4)
    draft_all(state)
    play_first(state, 2)
    draft_all(state)
    play_first(state, 2)
    assert state.faceup == 4


def test_after_a_play_each_player_must_draft_5_minus_the_cards_face_up() -> None:
    """Each player MUST Draft [5 minus the number of cards faceup on the table] (e.g. 2 cards
    faceup and 1 card played, draft 2 cards)."""
    state = new(4)
    draft_all(state)
    play_first(state, 2)
    assert state.phase == "draft" and state.need == 3
    draft_all(state)
    play_first(state, 1)
    assert state.need == 2  # 2 face up and 1 played: draft 2


def test_after_the_draft_the_active_player_draws_back_to_10() -> None:
    """After Draft, the Active Player draws to replenish hand back to 10 cards."""
    state = new(4)
    draft_all(state)
    deck = len(state.deck)
    play_first(state, 2)
    assert len(state.hands[1]) == 8
    draft_all(state)
    assert len(state.hands[1]) == 10
    assert len(state.deck) == deck - 2


def test_the_player_to_the_left_becomes_the_new_active_player() -> None:
    """The player to the left of the current Active Player becomes the new Active Player."""
    state = new(4)
    draft_all(state)
    play_first(state, 1)
    draft_all(state)
    assert state.active == 2 and state.to_move == 2


def test_a_pass_moves_play_to_the_left() -> None:
    """If you Pass, play passes to the player on your left."""
    state = new(4)
    draft_all(state)
    state.apply("pass")
    assert state.active == 2 and state.phase == "turn"


def test_if_all_players_pass_each_player_must_draft() -> None:
    """If all players pass, each player MUST Draft [5 minus the number of faceup cards]."""
    state = new(4)
    draft_all(state)
    play_first(state, 1)
    draft_all(state)
    for _ in range(3):
        state.apply("pass")
        assert state.phase == "turn"
    state.apply("pass")
    assert state.phase == "draft" and state.need == 4
    hands = [len(h) for h in state.hands]
    draft_all(state)
    assert [len(h) for h in state.hands] == hands  # nobody draws after an all-pass draft
    assert state.phase == "turn" and state.active == 2


def test_the_multiplier_goes_up_each_time_play_reaches_the_dealer() -> None:
    """docs/rulings.md: "Whenever play reaches the Dealer, ." means: each time play comes round to
    the Dealer, the Fortune Multiplier goes up by one (x1 -> x2 -> ... -> x8)."""
    state = new(4)
    draft_all(state)
    state.apply("pass")  # @1
    state.apply("pass")  # @2
    assert state.multiplier == 1
    state.apply("pass")  # @3 -> play reaches the Dealer @0
    assert state.active == 0 and state.multiplier == 2
    state.apply("pass")  # all passed: draft, then @1
    draft_all(state)
    for _ in range(3):
        state.apply("pass")
    assert state.multiplier == 3
