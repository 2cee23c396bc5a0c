"""The hand evaluator, hand by hand: every Fortune Hand, every tie rule, wild cards, and card 1."""

from __future__ import annotations

import itertools
import random

from pygames.fame_fortune import cards as C
from pygames.fame_fortune.hands import (
    COMPLETE,
    FIVE,
    FOUR,
    FULL,
    HIGH,
    PAIR,
    PARTIAL,
    RAINBOW,
    THREE,
    TWO_PAIRS,
    Hand,
    evaluate,
    fame_points,
)

from .helpers import ids


def best(text: str) -> Hand:
    hand = evaluate(ids(text))
    assert hand is not None
    return hand


def codes(hand: Hand) -> set[str]:
    return {C.code(c) for c in hand.cards}


# --- every hand type ---------------------------------------------------------------------


def test_complete_fulfillment_is_a_same_suit_run_10_to_14() -> None:
    """Complete Fulfillment (best hand): Running order of cards from the same suit from 10 to 14."""
    hand = best("H10 H11 H12 H13 H1 D2 S3")
    assert hand.category == COMPLETE and hand.name == "Complete Fulfillment"
    assert codes(hand) == {"H10", "H11", "H12", "H13", "H1"}


def test_five_fortunes_is_five_of_one_number() -> None:
    """5 Fortunes: 5 cards of the same number."""
    hand = best("D4 S4 H4 C4 R4 D13 S12")
    assert hand.category == FIVE and hand.name == "5 Fortunes"


def test_partial_fulfillment_is_any_other_same_suit_run() -> None:
    """Partial Fulfillment: Running order of cards from the same suit."""
    hand = best("C5 C6 C7 C8 C9 D9 S9")
    assert hand.category == PARTIAL and codes(hand) == {"C5", "C6", "C7", "C8", "C9"}


def test_rainbow_fulfillment_is_a_run_of_all_different_suits() -> None:
    """Rainbow Fulfillment: Running order of cards from ALL different suits."""
    hand = best("D5 S6 H7 C8 R9 D2")
    assert hand.category == RAINBOW and hand.name == "Rainbow Fulfillment"


def test_a_run_with_a_repeated_suit_is_no_fulfillment() -> None:
    """A run is Rainbow only when ALL suits differ; two Doves in it make it a high card."""
    hand = best("D5 D6 H7 C8 R9")
    assert hand.category == HIGH


def test_four_fortunes_is_four_of_one_number() -> None:
    """4 Fortunes: 4 cards of the same number."""
    hand = best("D8 S8 H8 C8 R2 D13")
    assert hand.category == FOUR
    assert codes(hand) == {"D8", "S8", "H8", "C8", "D13"}  # the best kicker


def test_three_and_a_half_fortunes_is_three_and_two() -> None:
    """3½ Fortunes: 3 cards of the same number and 2 cards of the same number."""
    hand = best("D8 S8 H8 C3 R3 D13")
    assert hand.category == FULL and hand.name == "3½ Fortunes"


def test_three_fortunes_two_and_a_half_two_fortunes_and_high_card() -> None:
    """docs/rulings.md: then 3 Fortunes (three of a kind), 2½ Fortunes (two pairs), 2 Fortunes (a
    pair), high card."""
    assert best("D8 S8 H8 C3 R5 D13").category == THREE
    assert best("D8 S8 H3 C3 R5 D13").category == TWO_PAIRS
    assert best("D8 S8 H3 C4 R5 D13").category == PAIR
    assert best("D8 S2 H3 C4 R6 D13").category == HIGH
    assert best("D8 S8 H3 C4 R5 D13").name == "2 Fortunes"


def test_the_ranking_runs_from_complete_fulfillment_down_to_high_card() -> None:
    """Fortune Hands are listed in descending order, from the best hand to the weakest."""
    ladder = [
        "H10 H11 H12 H13 H1",
        "D4 S4 H4 C4 R4",
        "C5 C6 C7 C8 C9",
        "D5 S6 H7 C8 R9",
        "D8 S8 H8 C8 R2",
        "D8 S8 H8 C3 R3",
        "D8 S8 H8 C3 R5",
        "D8 S8 H3 C3 R5",
        "D8 S8 H3 C4 R5",
        "D8 S2 H3 C4 R6",
    ]
    keys = [best(text).key for text in ladder]
    assert keys == sorted(keys, reverse=True)
    assert [k[0] for k in keys] == list(range(9, -1, -1))


def test_the_best_of_many_cards_is_found() -> None:
    """The best 5 from up to ~20 cards: a run hidden among pairs still counts."""
    hand = best("D2 S2 H3 C3 R4 D4 S5 H6 D9 S9 H9 C11 R12")
    # 2-6 in five different suits: D2/S2, H3/C3, R4/D4, S5, H6 -> a Rainbow exists
    assert hand.category == RAINBOW


# --- card 1 ------------------------------------------------------------------------------


def test_card_1_is_high_in_a_run_10_to_14() -> None:
    """Card 1 also counts as 14: high in a run 10-14."""
    hand = best("D10 S11 H12 C13 R1")
    assert hand.category == RAINBOW and hand.key[2] == 14


def test_card_1_is_low_in_a_run_1_to_5() -> None:
    """Card 1 also counts as 1: low in a run 1-5, which then ranks as a run to 5."""
    low = best("D1 S2 H3 C4 R5")
    assert low.category == RAINBOW and low.key[2] == 5
    assert best("D2 S3 H4 C5 R6").key > low.key


def test_card_1_low_in_a_same_suit_run_is_partial_fulfillment() -> None:
    """A same-suit run 1-5 is a Partial Fulfillment, not the Complete one."""
    assert best("S1 S2 S3 S4 S5").category == PARTIAL


def test_no_run_wraps_round_card_1() -> None:
    """Runs are 1-5 ... 10-14: 12, 13, 1, 2, 3 is no run."""
    assert best("D12 S13 H1 C2 R3").category == HIGH


def test_card_1_is_the_highest_single_card() -> None:
    """Card 1 counts as 14, so a pair of 1s beats a pair of 13s."""
    assert best("D1 S1 H3 C4 R6").key > best("D13 S13 H3 C4 R6").key


# --- ties --------------------------------------------------------------------------------


def test_ties_are_broken_by_larger_numbers() -> None:
    """Ties are broken by larger numbers."""
    assert best("D9 S9 H9 C2 R2").key > best("D8 S8 H8 C13 R13").key
    assert best("D6 S7 H8 C9 R10").key > best("D5 S6 H7 C8 R9").key
    assert best("D9 S9 H5 C4 R3").key > best("H9 C9 R5 D4 S2").key  # the kickers


def test_ties_are_then_broken_by_the_higher_suit_of_the_highest_card() -> None:
    """Then by higher rank suits (Dove I > Sword II > Heart III > Clover IV > Diamond V)."""
    dove = best("D5 D6 D7 D8 D9")
    sword = best("S5 S6 S7 S8 S9")
    diamond = best("R5 R6 R7 R8 R9")
    assert dove.key > sword.key > diamond.key
    # Rainbow runs of the same numbers: the suit of the highest card decides
    assert best("H5 C6 R7 S8 D9").key > best("D5 H6 C7 R8 S9").key


def test_suit_ranks_decide_among_equal_pairs() -> None:
    """Equal numbers throughout: the pair holding the Dove beats the one without."""
    assert best("D9 R9 H5 C4 S2").key > best("S9 H9 C5 R4 D2").key


def test_identical_numbers_and_suits_tie() -> None:
    """The same five cards form the same hand: equal keys (a shared win)."""
    assert best("D9 R9 H5 C4 S2").key == best("R9 D9 S2 C4 H5").key


# --- wild cards --------------------------------------------------------------------------


def test_a_wild_card_stands_for_any_suit_of_its_number() -> None:
    """Wild Fortune Cards can be used in place of any suit with the same number."""
    assert best("C5 C6 W7 C8 C9").category == PARTIAL
    assert best("D5 S6 W7 C8 R9").category == RAINBOW
    assert best("D7 S7 H7 C7 W7").category == FIVE


def test_a_wild_card_is_only_its_own_number() -> None:
    """A wild card is not a joker: a wild 2 cannot fill the 7 of a run."""
    assert best("C5 C6 W2 C8 C9").category == HIGH


def test_a_hand_with_a_wild_loses_to_the_same_hand_without() -> None:
    """Equivalent Fortune Hands with Wild Fortune Cards will always be smaller regardless of
    numbers or ranks."""
    assert best("R2 R3 R4 R5 R6").key > best("D9 D10 W11 D12 D13").key
    assert best("R2 C2 H3 C4 S6").key > best("D1 W1 H3 C4 S6").key


def test_more_wilds_lose_to_fewer() -> None:
    """The more Wild Fortune Cards, the weaker the Fortune Hand (the sheet's diagram:
    2-6, then wild 5-9, then wild 9 with wild 10-13)."""
    plain = best("S2 S3 S4 S5 S6")
    one = best("H5 H6 H7 H8 W9")
    many = best("W9 W10 W11 W12 W13")
    assert plain.key > one.key > many.key
    assert (plain.wilds, one.wilds, many.wilds) == (0, 1, 5)


def test_a_wild_kicker_is_avoided_when_a_natural_one_exists() -> None:
    """Any hand using a wild card loses to the same hand without: kickers avoid wilds."""
    hand = best("D9 S9 W13 H2 C3 R4")
    assert hand.category == PAIR and hand.wilds == 0
    assert "W13" not in codes(hand)


def test_kickers_are_compared_high_to_low_whether_they_are_natural_or_wild() -> None:
    """docs/rulings.md: "Kickers are compared high to low whether they are natural or wild."
    (`D13 S13 H13 C5 W12` beats `D13 S13 H13 C6 W2`.)"""
    high_wild = best("D13 S13 H13 C5 W12")
    low_wild = best("D13 S13 H13 C6 W2")
    assert high_wild.category == low_wild.category == THREE
    assert high_wild.wilds == low_wild.wilds == 1
    assert high_wild.key > low_wild.key
    # The same in a high-card hand and in 2 Fortunes, where the wild is the top kicker.
    assert best("D10 S8 H6 C3 W13").key > best("D10 S8 H6 C4 W2").key
    assert best("D9 S9 H2 C3 W12").key > best("D9 S9 H4 C3 W2").key


def test_a_better_hand_with_a_wild_still_beats_a_lesser_hand() -> None:
    """Only equivalent hands lose to wilds: 4 Fortunes with a wild beats 3½ Fortunes."""
    assert best("D3 S3 H3 W3 C9").key > best("D13 S13 H13 C1 R1").key


def test_the_wild_takes_the_missing_suit_in_a_rainbow() -> None:
    """Same rules apply with Wild Fortune Cards: the wild fills the suit the run lacks."""
    hand = best("D5 S6 H7 C8 W9 D9")
    assert hand.category == RAINBOW and hand.wilds == 1


# --- speed -------------------------------------------------------------------------------


def test_evaluating_twenty_cards_is_fast() -> None:
    """Bots evaluate many hands: 2,000 hands of 20 cards well under two seconds."""
    import time

    rng = random.Random(1)
    pool = list(range(78))
    start = time.perf_counter()
    for _ in range(2000):
        assert evaluate(rng.sample(pool, 20)) is not None
    assert time.perf_counter() - start < 2.0


def reference_key(five: tuple[int, ...]) -> tuple[int, ...]:
    """The key of exactly five cards, written from the ranking in the plainest way, as a check
    on the evaluator (which never tries five cards at a time)."""
    cards = [(14 if c % 13 == 0 else c % 13 + 1, c // 13) for c in five]
    wild = [suit == C.WILD for _, suit in cards]
    natural_suits = [suit for _, suit in cards if suit != C.WILD]
    values = sorted((value for value, _ in cards), reverse=True)
    if values == [14, 5, 4, 3, 2]:
        values = [5, 4, 3, 2, 1]  # card 1 low in the run 1-5
    run = all(values[i] - values[i + 1] == 1 for i in range(4))

    def strength(suit: int) -> int:
        return -1 if suit == C.WILD else 4 - suit

    if run:
        if len(set(natural_suits)) <= 1:
            category = COMPLETE if values[0] == 14 else PARTIAL
        elif len(set(natural_suits)) == len(natural_suits):
            category = RAINBOW
        else:
            category = None
        if category is not None:
            order = sorted(
                cards, key=lambda card: -(1 if card[0] == 14 and values[0] == 5 else card[0])
            )
            shown = [1 if v == 14 and values[0] == 5 else v for v, _ in order]
            return (category, -sum(wild), *shown, *(strength(s) for _, s in order))
    counts = {value: sum(1 for v, _ in cards if v == value) for value, _ in cards}
    shape = sorted(counts.values(), reverse=True)
    category = {
        (5,): FIVE,
        (4, 1): FOUR,
        (3, 2): FULL,
        (3, 1, 1): THREE,
        (2, 2, 1): TWO_PAIRS,
        (2, 1, 1, 1): PAIR,
    }.get(tuple(shape), HIGH)
    order = sorted(cards, key=lambda card: (-counts[card[0]], -card[0], -strength(card[1])))
    return (
        category,
        -sum(wild),
        *(v for v, _ in order),
        *(strength(s) for _, s in order),
    )


def test_the_evaluator_agrees_with_trying_every_five() -> None:
    """Counting numbers and suits finds the same best key as ranking every 5 of the cards by
    the plain reading of the ranking (wild cards and card 1 included)."""
    rng = random.Random(7)
    seen = set()
    for size in (5, 6, 7, 8):
        for trial in range(300):
            # Half the time only six neighbouring numbers, so runs and groups come up often.
            low = rng.randrange(13)
            near = [c for c in range(78) if (c % 13 - low) % 13 < 6]
            cards = rng.sample(near if trial % 2 else range(78), size)
            fast = evaluate(cards)
            slow = max(reference_key(five) for five in itertools.combinations(cards, 5))
            assert fast is not None and fast.key == slow
            seen.add(fast.category)
    assert seen == set(range(10))  # every Fortune Hand was checked


def test_fewer_than_five_cards_form_no_hand() -> None:
    """A Fortune Hand is five cards."""
    assert evaluate(ids("D1 S1 H1 C1")) is None


def test_modifier_cards_are_not_part_of_a_hand() -> None:
    """Fortune Modifier cards carry no number: they never join a Fortune Hand."""
    assert evaluate([*ids("D1 S1 H1 C1"), 78]) is None


# --- fame points -------------------------------------------------------------------------


def test_fame_points_example_four_sevens_sharing_one_with_the_winning_run() -> None:
    """Example: A winning Fortune Hand of 6, 7, 8, 9, 10 and another Fortune Hand of four 7s that
    shares the 7 from the winning hand, using 3 OTHER cards you own = 3 Fame Points."""
    win = ids("D6 S7 H8 C9 R10")
    own = ids("D7 H7 C7 D2 S3 H4")
    assert fame_points(win, own, win + own) == 3


def test_no_fame_points_without_a_second_strong_hand() -> None:
    """Only another hand of 4 Fortunes or better scores Fame Points."""
    win = ids("D6 S7 H8 C9 R10")
    own = ids("D7 H7 D2 S3 H4")
    assert fame_points(win, own, win + own) == 0
