"""Fortuna (1984), its first chapters (preparing and starting, the race, plots for sale, rent),
rule by rule: each test quotes the rulebook sentence (or the ruling) it checks.
"""

from __future__ import annotations

import pytest

from pygames.core import Deck, IllegalAction
from pygames.fortuna import GAME, data
from tests.estate.helpers import auction_of, own, turn
from tests.fortuna.helpers import BROWN, RESTAURANTS, STATIONS, lay, table


# --- preparing and starting -----------------------------------------------------------------
def test_each_player_receives_20000_ducats() -> None:
    """Each player receives 20,000 ducats."""
    assert GAME.new(4, 0).cash == [20_000] * 4


def test_the_order_of_play_is_decided_by_drawing_lots() -> None:
    """The players draw tokens; whoever has the highest number starts. After the draw, the
    players take their places according to the seniority of the numbers they drew."""
    state = GAME.new(4, 3)
    assert state.phase == "order" and state.legal_actions() == ["lot"]
    for _ in range(4):
        state.apply("lot")
    draws = [d for d in state.order_draws if d is not None]
    assert len(set(draws)) == 4 and all(1 <= d <= 12 for d in draws)  # no number twice
    assert state.order == sorted(range(4), key=lambda s: -draws[s])
    assert state.current == state.order[0] and state.phase == "turn"


def test_a_lot_drawn_is_news_that_undo_never_takes_back() -> None:
    """The players draw tokens. Each number drawn shows the table what nobody knew, so the draw
    is marked as news and undo stops there (docs/rulings.md, All games: undo never lets a
    player see chance and then choose again)."""
    state = GAME.new(4, 3)
    for _ in range(4):
        seat = state.to_move
        state.apply("lot")
        assert state.trail[-1] == (seat, True)


def test_each_player_receives_twelve_tokens_face_up() -> None:
    """Each player receives twelve tokens numbered 1-12 ... laid out face up, so that all
    players can see the movement options of their opponents."""
    state = table()
    assert state.tokens == [list(range(1, 13))] * 4
    assert state.view(None)["tokens"] == [list(range(1, 13))] * 4  # everyone sees them
    tokens = {a for a in state.legal_actions() if a.startswith("token:")}
    assert tokens == {f"token:{n}" for n in range(1, 13)}


def test_a_move_gives_up_a_token_and_moves_its_number() -> None:
    """When making a move, we give up one of our tokens and move our pawn as many spaces as the
    number shown on the token."""
    state = table()
    lay(state, 7)
    assert state.pos[0] == 7 and 7 not in state.tokens[0] and len(state.tokens[0]) == 11
    turn(state, 0)
    with pytest.raises(IllegalAction):
        state.apply("token:7")  # spent


def test_after_twelve_moves_the_tokens_come_back() -> None:
    """After all the tokens have been played (12 rounds) we get them back. In the thirteenth
    round we again have a full set from 1-12."""
    state = table()
    state.tokens[0] = [5]
    lay(state, 5, pos=30)
    assert state.tokens[0] == list(range(1, 13))


def test_a_player_who_does_not_move_spends_no_token() -> None:
    """docs/rulings.md: a player who does not move (in hospital, on holiday) spends no token."""
    state = table()
    state.detained[0] = 2
    turn(state, 0, 11)
    state.apply("stay")
    assert len(state.tokens[0]) == 12


# --- the race ---------------------------------------------------------------------------------
def test_passing_start_pays_2500() -> None:
    """For every passing of "start" the banker pays 2,500 ducats."""
    state = table()
    lay(state, 4, pos=41)
    assert state.pos[0] == 1 and state.cash[0] == 22_500


def test_stopping_on_start_pays_nothing() -> None:
    """If a pawn stops on the "start" space, the player, although beginning a new lap, loses
    the right to the payment."""
    state = table()
    lay(state, 4, pos=40)
    assert state.pos[0] == 0 and state.cash[0] == 20_000


def test_the_chance_card_to_start_pays() -> None:
    """They do not lose it, however, if they are on the "start" space after drawing that
    instruction from the "chance" deck."""
    state = table()
    state.decks[data.SZANSA] = Deck(
        ["S1", *[c for c in state.decks[data.SZANSA].cards() if c != "S1"]]
    )
    lay(state, 4, pos=3)  # space 7: Szansa
    assert state.pos[0] == 0 and state.cash[0] == 22_500


def test_the_bank_never_declares_bankruptcy() -> None:
    """The Bank never declares bankruptcy. If the Bank's cash runs out, it may issue as much money
    as it needs: it pays every sum due in full, 2,500 ducats a pass of Start 33 times over
    (82,500), more than the 80,000 four players hold at the start."""
    state = table()
    own(state, 0, [1])  # every move below ends on the player's own Podlaski
    passes = 0
    for _ in range(3):
        for token in range(1, 13):
            start = 0 if token == 1 else 45 - token  # token 1 reaches Podlaski from Start
            lay(state, token, pos=start)
            passes += start > 0
            assert state.pos[0] == 1 and state.cash[0] == 20_000 + 2_500 * passes
    assert passes == 33 and state.phase == "turn" and not state.debts


# --- plots for sale ---------------------------------------------------------------------------
def test_an_unsold_plot_may_be_bought_at_face_value() -> None:
    """When a player's pawn is on an unsold space, the player has the right to buy the title at
    its face value."""
    state = table()
    lay(state, 1)
    assert state.phase == "buy"
    state.apply("buy")
    assert state.owner[1] == 0 and state.cash[0] == 20_000 - 800


def test_a_declined_plot_is_auctioned_from_its_face_value() -> None:
    """If the player declines to buy, the Bank puts this property up for auction. The opening
    price is always based on the face value printed on the card."""
    state = table()
    lay(state, 1)
    state.apply("decline")
    assert state.phase == "auction" and auction_of(state).opening == 800
    assert state.to_move == 1


def test_the_decliner_may_bid() -> None:
    """The player who has just declined the transaction may also take part in the auction."""
    state = table()
    lay(state, 1)
    state.apply("decline")
    assert 0 in auction_of(state).bidders
    for _ in range(3):
        state.apply("pass")
    state.apply("bid:900")
    assert state.owner[1] == 0 and state.cash[0] == 20_000 - 900


def test_auctions_go_round_in_the_order_of_play() -> None:
    """docs/rulings.md "Auctions": the auction goes round the table in the order of play (Fortuna's
    comes from the lot, not from the seats), starting from the player after the one who declined.
    The filed case, seed 0: the lot gives the order 3, 2, 0, 1 and seat 3 declines."""
    state = GAME.new(4, 0)
    for _ in range(4):
        state.apply("lot")
    assert state.order == [3, 2, 0, 1] and state.to_move == 3
    lay(state, 1, seat=3, pos=0)
    state.apply("decline")
    assert auction_of(state).bidders == [2, 0, 1, 3]  # by seats it would have been 0, 1, 2, 3
    bidders = []
    for code in ("bid:800", "bid:900", "pass", "pass", "pass"):
        bidders.append(state.to_move)
        state.apply(code)
    assert bidders == [2, 0, 1, 3, 2] and state.owner[1] == 0


def test_bids_rise_by_at_least_100_ducats() -> None:
    """docs/rulings.md: each bidder raises by at least the game's step (Fortuna 100 ducats)."""
    state = table()
    lay(state, 1)
    state.apply("decline")
    state.apply("bid:800")
    with pytest.raises(IllegalAction, match="least bid"):
        state.apply("bid:850")
    state.apply("bid:950")  # any amount in notes above the least bid
    assert auction_of(state).bid == 950


def test_no_bank_dealings_after_laying_the_token() -> None:
    """A player may carry out transactions with the Bank only when it is their turn (they make
    their proposals before laying down a token): no mortgage to pay for a plot landed on."""
    state = table()
    own(state, 0, [5])
    state.cash[0] = 500
    lay(state, 1)
    assert not any(a.startswith(("mortgage", "sell")) for a in state.legal_actions())
    with pytest.raises(IllegalAction):
        state.apply("mortgage:5")


# --- rent -------------------------------------------------------------------------------------
def test_rent_is_paid_from_the_title_card() -> None:
    """When a player puts their pawn on a space owned by another player, they pay the lease
    rent shown on the title card."""
    state = table()
    own(state, 1, [1])
    lay(state, 1)
    assert state.cash == [20_000 - 50, 20_050, 20_000, 20_000]


def test_a_whole_colour_set_doubles_the_rent_mortgaged_or_not() -> None:
    """The owner of a complete set of properties of the same colour collects double lease rent.
    Even if one of the plots is mortgaged, double rent is collected for the others."""
    state = table()
    own(state, 1, BROWN)
    state.mortgaged[3] = True
    lay(state, 1)
    assert state.cash[1] == 20_000 + 100


def test_built_plots_ask_the_rent_for_their_buildings() -> None:
    """If the plot is built on, the rent rises considerably."""
    state = table()
    own(state, 1, BROWN, level=3)
    lay(state, 1)
    assert state.cash[1] == 20_000 + 3_000


def test_no_rent_for_a_mortgaged_plot() -> None:
    """No rent is collected for mortgaged plots or objects."""
    state = table()
    own(state, 1, [1])
    state.mortgaged[1] = True
    lay(state, 1)
    assert state.cash[0] == 20_000


def test_unclaimed_rent_is_lost_with_strict_claims() -> None:
    """If we forget to claim the rent due to us and the next player makes a move, we lose the
    right to that rent (option "strict claims")."""
    state = table(strict_claims=True)
    own(state, 1, [1])
    lay(state, 1)
    assert state.phase == "claim" and state.to_move == 1
    state.apply("pass")
    assert state.cash[0] == 20_000 and state.cash[1] == 20_000


def test_restaurant_rents_250_500_1000_2000() -> None:
    """For owning one, 250 ducats; for owning two, 500; for owning three, 1,000; for owning
    four, 2,000."""
    for count, rent in zip(range(1, 5), (250, 500, 1000, 2000), strict=True):
        state = table()
        own(state, 1, RESTAURANTS[:count])
        lay(state, 10)
        assert state.cash[1] == 20_000 + rent


def test_railway_rents_750_1500_3000() -> None:
    """Rents: for owning one, 750 ducats; for owning two, 1,500; for owning three, 3,000."""
    for count, rent in zip(range(1, 4), (750, 1500, 3000), strict=True):
        state = table()
        own(state, 1, STATIONS[:count])
        lay(state, 5)
        assert state.cash[1] == 20_000 + rent


def test_utility_rent_is_500_times_the_token() -> None:
    """The rent is 500 ducats multiplied by the number on the token we used to reach this space.
    Example: a player stopped on the waterworks after using token 5: 5 x 500 = 2,500."""
    state = table()
    own(state, 1, [31])
    lay(state, 5, pos=26)
    assert state.cash[1] == 20_000 + 2_500


def test_both_utilities_double_the_rent() -> None:
    """If both public utilities are owned by one player, they collect double rent."""
    state = table()
    own(state, 1, (13, 31))
    lay(state, 5, pos=26)
    assert state.cash[1] == 20_000 + 5_000


def test_a_utility_reached_by_card_charges_the_token_that_reached_chance() -> None:
    """If we reach a public utility from a "chance" card, we pay 500 ducats multiplied by the
    number on the token with which we reached the "chance" space."""
    state = table()
    own(state, 1, [31])
    state.decks[data.SZANSA] = Deck(
        ["S3", *[c for c in state.decks[data.SZANSA].cards() if c != "S3"]]
    )
    lay(state, 6, pos=18)  # 24: Szansa, then to Filtry (31)
    assert state.pos[0] == 31 and state.cash[1] == 20_000 + 6 * 500
