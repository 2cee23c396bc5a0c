"""Why a round's best hand beat another of the same name (issue 29: two Rainbow Fulfillments and
one winner, unexplained), in the words of the tie-break rule of docs/rulings.md."""

from __future__ import annotations

from pygames.fame_fortune import cards as C
from pygames.fame_fortune.scoring import score_round
from pygames.fame_fortune.words import result_lines, round_ends


def lines_for(*hands: str) -> list[str]:
    """The result's lines of a round whose seats hold these cards (codes), nothing staked."""
    usable = [[C.parse(code) for code in hand.split()] for hand in hands]
    assert all(card is not None for cards in usable for card in cards)
    cards = [[card for card in seat if card is not None] for seat in usable]
    score = score_round(cards, cards, [[] for _ in hands], [[] for _ in hands], 2, False, False)
    return [str(line) for line in result_lines(score)]


def test_equal_numbers_are_told_apart_by_suit_on_the_first_card_that_differs() -> None:
    """The same run 5-9 with the same suits on 9, 8 and 7 (shared stake cards, say): the Dove
    on the 6 beats the Sword, said of the first card that differs, not of "the highest card"
    (a reviewer read it as the 9 both shared, issue 29)."""
    lines = lines_for("D5 S6 H7 C8 R9", "H2 H4 C10 C11 S12", "S5 D6 H7 C8 R9")
    assert lines[0] == (
        "@2's Rainbow Fulfillment beats @0's: the same numbers, then the higher suit (Dove >"
        " Sword > Heart > Clover > Diamond) on the first card that differs: Dove against Sword"
        " on the 6."
    )
    assert "highest card" not in lines[0]
    assert sum(" beats " in line for line in lines) == 1  # a hand of another name needs none


def test_a_higher_run_and_a_hand_without_wilds_are_said_to_win_as_the_rule_says() -> None:
    """Higher numbers first; a hand using a wild card loses to the same hand without one."""
    higher = lines_for("D5 S6 H7 C8 R9", "D6 S7 H8 C9 R10")
    assert higher[0] == "@1's Rainbow Fulfillment beats @0's on higher numbers: 10 against 9."
    wild = lines_for("D5 S6 H7 C8 R9", "W5 S6 H7 C8 R9")
    assert wild[0] == (
        "@0's Rainbow Fulfillment beats @1's: a hand using a wild card loses to the same hand"
        " without one, and more wilds lose to fewer."
    )


def test_a_true_tie_and_hands_of_other_names_need_no_tie_break() -> None:
    """Equal hands all win (nothing to explain); a card beyond the best five changes nothing."""
    tied = lines_for("D5 S6 H7 C8 R9", "D5 S6 H7 C8 R9 H12")
    assert not any(" beats " in line for line in tied)


def test_the_log_says_the_tie_break_after_the_best_hand() -> None:
    usable = [[C.parse(c) for c in h.split()] for h in ("D6 S7 H8 C9 R10", "D5 S6 H7 C8 R9")]
    cards = [[card for card in seat if card is not None] for seat in usable]
    score = score_round(cards, cards, [[], []], [[], []], 1, False, False)
    said = [str(line) for line in round_ends(1, score)]
    best = next(i for i, line in enumerate(said) if line.startswith("Best Fortune Hand"))
    assert said[best + 1] == "@0's Rainbow Fulfillment beats @1's on higher numbers: 10 against 9."


def test_a_1_that_breaks_a_tie_is_said_to_rank_as_14_above_13() -> None:
    """Card 1/14 (rulings): a reviewer read "1 against 12" as the lower number winning."""
    lines = lines_for("D5 S5 H1 C9 R8", "H5 C5 D12 S9 R8")
    assert lines[0] == (
        "@0's 2 Fortunes beats @1's on higher numbers: 1 (as 14, above 13) against 12."
    )
