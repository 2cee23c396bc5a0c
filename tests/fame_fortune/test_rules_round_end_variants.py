"""For Fame & Fortune's rulebook from the end of a round on (scoring, the game's end, the
variants) and the hidden information: a test per rule and per ruling, in the rulebook's order.
"""

from __future__ import annotations

import random
import re
from typing import Any

from pygames.core import Deck
from pygames.fame_fortune import GAME
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.scoring import Payment, payment, stake_points
from pygames.fame_fortune.state import FameFortuneState
from pygames.fame_fortune.words import sum_text

from .helpers import draft_all, fortune_in_hand, ids, mover, new, play_first, play_rounds

# --- the end of a round --------------------------------------------------------------------


def test_the_game_round_ends_when_the_5th_card_is_played() -> None:
    """The game round ends when the 5th card is played."""
    state = new(4)
    draft_all(state)
    play_first(state, 2)
    draft_all(state)
    play_first(state, 2)
    draft_all(state)
    assert state.faceup == 4 and state.last_round is None
    play_first(state, 1)
    assert state.last_round is not None and state.last_round["round"] == 1
    assert state.rounds_played == 1 and state.faceup == 0  # the next round is dealt


def test_the_view_counts_the_log_lines_written_after_the_rounds_result() -> None:
    """The move that ends a round also deals the next; the view says how many of the lines a
    seat reads came after the result (the next deal on), for a table that holds on the result."""
    state = new(3, rounds=2)
    assert state.view(0)["since_result"] == 0  # no round has ended
    play_rounds(state, 1)
    log = state.log_for(0)
    later = state.view(0)["since_result"]
    assert later > 0 and log[-later].startswith("Round 2 of 2: @1 deals ")
    assert log[-later - 1].endswith(" points.")  # the result's last sum
    draft_all(state)
    assert state.view(0)["since_result"] > later  # the next round's lines count on


def test_the_dealer_is_forced_to_play_to_the_5th_card_at_x8() -> None:
    """When the Fortune Multiplier reaches x8 (reverse side), the last Active Player/Dealer will
    be forced to play the 5th card (docs/rulings.md: the two-card limit is lifted for that play)."""
    state = new(2)
    draft_all(state)
    while state.multiplier < 8:
        assert "pass" in state.legal_actions()
        state.apply("pass")
        draft_all(state)
    assert state.active == state.dealer and state.forced
    assert "pass" not in state.legal_actions()
    for _ in range(4):
        play_first(state, 1)
        assert state.phase == "turn" and state.last_round is None
    play_first(state, 1)
    assert state.last_round is not None and state.last_round["multiplier"] == 8


def test_the_deck_running_out_forces_the_next_active_player_to_end_the_round() -> None:
    """If the draw deck runs out of cards, the last Active Player will be forced to play the
    5th card (README: the first Active Player with the deck empty)."""
    state = new(4)
    draft_all(state)
    state.deck = Deck(state.deck.cards()[:1])
    play_first(state, 2)
    draft_all(state)  # @1 draws the last card
    assert not state.deck and len(state.hands[1]) == 9
    assert state.active == 2 and state.forced
    assert "pass" not in state.legal_actions()
    for _ in range(3):
        play_first(state, 1)
    assert state.last_round is not None


def test_each_player_forms_a_hand_from_own_hand_and_the_five_stake_cards() -> None:
    """docs/rulings.md: each player forms their best 5-card hand from their own hand, their own
    played stake cards and all 5 stake cards face up on the table."""
    state = new(3)
    draft_all(state)
    table = [c for s in state.stakes for c in s]
    assert sorted(state.usable(0)) == sorted(fortune_in_hand(state, 0) + table)
    play_first(state, 1)
    table = [c for s in state.stakes for c in s]
    assert set(table) <= set(state.usable(0)) and set(table) <= set(state.usable(2))
    assert not set(state.hands[2]) & set(state.usable(0))


def _final_table(players: int = 3, **options: Any) -> FameFortuneState:
    """A round one card from its end: @1 (the winner-to-be) holds a Complete Fulfillment."""
    state = new(players, **options)
    draft_all(state)
    assert state.active == 1
    state.hands[1] = ids("S10 S11 S12 S13 S1 S2 H2 C2 R3 H4")
    state.hands[2] = ids("D3 H5 C6 R7 D8 H9 C3 R4 S4 C5")
    state.hands[0] = ids("H6 C7 R8 D9 H3 R5 S5 S6 S7 S8")
    state.stakes = [ids("R12"), ids("D1"), ids("H13 C4")][:players]
    state.faceup = 4
    state.turn_faceup = 4
    state.multiplier = 3
    return state


def test_scoring_follows_the_rulebook_example() -> None:
    """The Winner will score points from each player based on [Base Stake + Winner's Stake +
    Losing Player's Stake] multiplied by the Fortune Multiplier. Example: Player A loses
    [1 + 4 + 3] x 3 = 24 points. Player B loses [1 + 4 + 2] x 3 = 21 points. Winner wins
    24 + 21 = 45 points."""
    state = _final_table()
    state.apply("play:S2")  # @1's stake: card 1 (3) + a 2 (1) = 4
    result = state.last_round
    assert result is not None and result["winners"] == [1]
    assert result["hands"][1]["name"] == "Complete Fulfillment"
    assert state.scores == [-21, 45, -24]
    written = state.view()["last_round"]["lines"]  # messages, written out in the view
    assert any(line.startswith("@2 loses [1 + 4 + 3] x 3 = 24 points.") for line in written)
    assert any(line.startswith("@0 loses [1 + 4 + 2] x 3 = 21 points.") for line in written)
    assert "@1 wins 21 + 24 = 45 points." in written


def test_the_base_stake_is_1_point() -> None:
    """Base Stake (usually 1 point): with no stakes a loser pays 1 x multiplier."""
    assert payment(0, 0, 5) == (1, 5)
    written = sum_text(Payment(1, 0, 4, 3, 3, fame=0, points=24), several=False)
    assert str(written).startswith("@0 loses [1 + 4 + 3] x 3 = 24 points.")


def test_a_tie_for_the_best_hand_shares_the_win() -> None:
    """README ruling: tied best hands are all winners; each loser pays each of them, and they
    pay each other nothing."""
    state = _final_table()
    state.hands[0] = ids("H10 H11 H12 H13 H1 R9 S5 S6 S7 S8")  # a Complete Fulfillment too
    state.hands[2] = ids("D3 H5 C6 R7 D8 H9 C3 R4 S4 C5")
    state.apply("play:S2")
    result = state.last_round
    assert result is not None
    # Swords and Hearts runs 10-14 differ by suit: Sword (II) beats Heart (III)
    assert result["winners"] == [1]
    state = _final_table()
    state.hands[0] = list(state.hands[1])
    state.hands[1] = ids("S10 S11 S12 S13 S1 S2 D5 D6 D7 C9")
    state.apply("play:S2")
    assert state.last_round is not None and state.last_round["winners"] == [0, 1]
    # @2 pays @1 [1 + 4 + 3] x 3 = 24 and @0 [1 + 2 + 3] x 3 = 18
    assert state.scores == [18, 24, -42]


def test_the_player_to_the_dealers_left_becomes_the_new_dealer() -> None:
    """The player to the Dealer's left becomes the new Dealer and the Game Round restarts."""
    state = _final_table()
    state.apply("play:S2")
    assert state.dealer == 1 and state.multiplier == 1
    assert [len(h) for h in state.hands] == [10, 10, 10]
    assert state.phase == "draft" and state.active == 2


def _play_out(state: FameFortuneState, seed: int = 0) -> None:
    rng = random.Random(seed)
    while not state.over:
        state.apply(rng.choice(state.legal_actions()))


def test_the_game_ends_after_everyone_has_been_the_dealer() -> None:
    """GAME ENDS after everyone has a chance to be the Dealer. Player with highest total score
    wins!"""
    state = new(3)
    dealers = [state.dealer]
    rng = random.Random(2)
    while not state.over:
        state.apply(rng.choice(state.legal_actions()))
        if not state.over and state.dealer != dealers[-1]:
            dealers.append(state.dealer)
    assert dealers == [0, 1, 2] and state.rounds_played == 3
    result = state.outcome()
    top = max(state.scores)
    assert result.winners == tuple(s for s in range(3) if state.scores[s] == top)


def test_a_fixed_number_of_game_rounds_is_an_option() -> None:
    """... or after a fixed number of Game Rounds as determined at the beginning of the game."""
    state = new(3, rounds=2)
    _play_out(state)
    assert state.rounds_played == 2
    assert GAME.options["rounds"].default == 0


def test_scores_sum_to_zero() -> None:
    """Correspondingly, the losing players each lose what the winner wins."""
    state = new(4, seed=5)
    _play_out(state, 5)
    assert sum(state.scores) == 0


# --- variants ----------------------------------------------------------------------------


def test_wild_cards_are_included_for_six_players() -> None:
    """Wild Fortune Cards: Include these 13 cards for 6 Players or as a Variant."""
    state = new(6)
    assert len(state.deck) + 60 == 78
    assert new(4, wild_cards=True).wild and not new(4).wild
    assert len(new(4, wild_cards=True).deck) == 78 - 40


def test_modifier_cards_join_the_deck_as_a_variant() -> None:
    """Fortune Modifier Cards: Include these cards as a Variant (docs/rulings.md: faces ±1, ±1, ±2,
    ±2)."""
    state = new(4, modifiers=True)
    assert len(state.deck) + 40 == 69
    assert sorted(C.MODIFIER_FACE.values()) == [1, 1, 2, 2]


def _modifier_turn(**options: Any) -> tuple[FameFortuneState, int]:
    state = new(4, modifiers=True, **options)
    draft_all(state)
    seat = state.active
    state.hands[seat][0] = 80  # the ±2 modifier, swapped in for the test
    state.deck = Deck(c for c in state.deck.cards() if c != 80)
    return state, seat


def test_a_modifier_is_played_before_the_regular_action_and_a_card_is_drawn() -> None:
    """During your turn, you may play any number of Fortune Modifier Cards from your hand faceup
    in front of yourself. Facing is important. This action does not count as your normal action
    and must be carried out before your regular action. Once played, draw cards from the draw
    deck equal to the number of Fortune Modifier cards played."""
    state, seat = _modifier_turn()
    assert "mod:M2a+" in state.legal_actions() and "mod:M2a-" in state.legal_actions()
    deck = len(state.deck)
    state.apply("mod:M2a-")
    assert state.mods[seat] == [(80, -1)] and len(state.hands[seat]) == 10
    assert len(state.deck) == deck - 1
    assert state.active == seat and state.phase == "turn"  # the regular action still follows
    state.apply(f"play:{C.code(fortune_in_hand(state, seat)[0])}")
    assert not any(code.startswith("mod:") for code in state.legal_actions())


def test_modifiers_change_the_multiplier_for_scores_against_or_for_their_owner() -> None:
    """Scoring now becomes [...] multiplied by [Modified Fortune Multiplier] (add and subtract
    all Fortune Modifier cards played by the winner and losing player from the Fortune
    Multiplier). The Fortune Multiplier cannot be less than 1."""
    state = _final_table(modifiers=True)
    state.mods[1] = [(80, 1)]  # winner +2
    state.mods[2] = [(78, -1)]  # @2 -1: x(3 + 2 - 1) = x4
    state.mods[0] = [(81, -1), (79, -1), (78, -1)]  # @0 -4: x(3 + 2 - 4) = x1
    state.apply("play:S2")
    assert state.scores == [-(1 + 4 + 2) * 1, 8 * 4 + 7, -(1 + 4 + 3) * 4]
    state = _final_table(modifiers=True)
    state.mods[2] = [(80, -1), (81, -1)]  # x(3 - 4) -> at least x1
    state.apply("play:S2")
    assert state.scores[2] == -8


def test_the_9_16_multiplier_continues_past_x8() -> None:
    """Fortune Multiplier Card (9-16): docs/rulings.md: continues the count from x9 to x16 instead
    of forcing the end at x8."""
    state = new(2, multiplier_9_16=True)
    draft_all(state)
    while state.multiplier < 9:
        state.apply("pass")
        draft_all(state)
    assert not state.forced and state.multiplier == 9
    while state.multiplier < 16:
        state.apply("pass")
        draft_all(state)
    assert state.forced and state.active == state.dealer


def test_fortune_stakes_multiply_stakes_of_the_same_value() -> None:
    """Fortune Stakes: If you play 2 cards of the same value for your stake, your stake points
    will double, triple for 3 cards... Example: 10, 10, 9 played as stake = (2+2+1) x 2 = 10."""
    assert stake_points(ids("D10 S10 H9"), True) == 10
    assert stake_points(ids("D10 S10 H9"), False) == 5
    assert stake_points(ids("D3 S3 H3"), True) == 9


def test_fortune_stakes_apply_in_scoring() -> None:
    """With Fortune Stakes the multiplied stake enters the bracket."""
    state = _final_table(fortune_stakes=True)
    state.stakes[2] = ids("H13 C13")  # (2 + 2) x 2 = 8
    state.apply("play:S2")
    assert state.scores[2] == -(1 + 4 + 8) * 3


def test_fame_points_add_to_the_winners_bracket() -> None:
    """Fame Points: [Base Stake + Winner's stake + Losing player's stake + Fame Points]
    multiplied by [Modified Fortune Multiplier]."""
    state = _final_table(fame_points=True)
    state.hands[1] = ids("S10 S11 S12 S13 S1 S2 D13 H13 C13 H4")  # four 13s beside the run
    state.apply("play:S2")
    result = state.last_round
    assert result is not None and result["hands"][1]["fame"] == 3
    assert state.scores[2] == -(1 + 4 + 3 + 3) * 3
    assert any("[1 + 4 + 3 + 3] x 3" in line for line in state.view()["last_round"]["lines"])


# --- hidden information ------------------------------------------------------------------


def test_resampling_keeps_the_cards_passed_to_the_left_neighbour() -> None:
    """Cards a seat passed left are known to be in that neighbour's hand unless played since."""
    state = new(4, seed=3)
    passed = {}
    while state.phase == "draft":
        seat = state.to_move
        assert seat is not None
        passed[seat] = state.hands[seat][:5]
        for card in passed[seat]:
            state.apply(f"pick:{C.code(card)}")
        state.apply("give")
    for sample_seed in range(5):
        sample = state.determinize(0, random.Random(sample_seed))
        assert set(passed[0]) <= set(sample.hands[1])
        assert sample.hands[0] == state.hands[0]
        every = sorted(c for h in sample.hands for c in h) + sorted(sample.deck.cards())
        assert sorted(every) == sorted([c for h in state.hands for c in h] + state.deck.cards())
        assert [len(h) for h in sample.hands] == [len(h) for h in state.hands]


def test_resampling_redeals_what_the_seat_has_not_seen() -> None:
    """Other hands and the deck are redealt (some sample differs from the truth)."""
    state = new(4, seed=3)
    draft_all(state)
    samples = [state.determinize(0, random.Random(s)) for s in range(4)]
    assert any(s.hands[2] != state.hands[2] for s in samples)
    assert all(s.view(0) == state.view(0) for s in samples)


def test_resampling_keeps_every_card_and_every_view_across_tables() -> None:
    """Over many mid-game tables: a sample holds the same cards, the same hand sizes, the same
    view for the seat, and the seat's passed cards still in its left neighbour's hand."""
    for players in (2, 3, 5, 6):
        for seed in range(4):
            state = new(players, seed, modifiers=True)
            rng = random.Random(seed)
            for _ in range(30 + 20 * seed):
                state.apply(rng.choice(state.legal_actions()))
            for seat in range(players):
                sample = state.determinize(seat, random.Random(seed + seat))
                assert sample.view(seat) == state.view(seat)
                left = (seat + 1) % players
                assert state.known_left[seat] <= set(sample.hands[left])
                every = sorted([c for h in sample.hands for c in h] + sample.deck.cards())
                assert every == sorted([c for h in state.hands for c in h] + state.deck.cards())
                for other in range(players):
                    assert set(sample.picks[other]) <= set(sample.hands[other])


def test_counts_read_in_the_singular_or_plural_never_with_s_in_brackets() -> None:
    """A reviewer read "5 card(s)", "(2 chip(s))": every count the game writes (log, prompts,
    moves, reasons) takes its own form, "1 chip", "2 chips", "5 cards"."""
    state = new(3, seed=4)
    texts: list[str] = []
    for _ in range(400):
        if state.over:
            break
        seat = mover(state)
        texts.append(state.prompt(seat))
        texts += [state.describe(code) for code in state.legal_actions()]
        texts.append(state.check("give") or "")
        if state.phase == "draft":
            draft_all(state)
        else:
            play_first(state)
    texts += state.log_for(None) + [line for s in range(3) for line in state.log_for(s)]
    assert not [text for text in texts if "(s)" in text]
    stakes = [text for text in texts if text.startswith("Stake ")]
    assert any(text.endswith("(1 chip)") for text in stakes), stakes
    assert any(re.search(r"\((?:[2-9]) chips\)$", text) for text in stakes), stakes
    assert any("has chosen 5 cards to pass." in line for line in texts)
    assert any(line.startswith("Draft: each player chooses 5 cards to pass") for line in texts)


def test_the_log_tells_the_choice_of_cards_before_the_cards_passed() -> None:
    """A player's own log read "@0 passes …" before "@0 has chosen 5 cards to pass": the choice
    is told first, then (to its player only) the cards it holds."""
    state = new(3)
    draft_all(state)
    for seat in range(3):
        lines = state.log_for(seat)
        chosen = lines.index(f"@{seat} has chosen 5 cards to pass.")
        passes = next(i for i, line in enumerate(lines) if line.startswith(f"@{seat} passes "))
        assert chosen < passes, lines
