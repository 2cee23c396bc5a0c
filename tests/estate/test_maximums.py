"""docs/rulings.md "Play by link": an auction lets each bidder set the most they will pay, and
settles as the open auction would (the highest maximum pays one step above the second highest,
ties to the earlier in the order of play). Both estate games, three players, the deed auctioned
after seat 0 declined it, so the auction goes round seats 1, 2, 0."""

from __future__ import annotations

import re

import pytest

import pygames
from pygames.core import IllegalAction
from pygames.estate import auction as auctions
from pygames.estate.state import EstateState
from tests.estate.helpers import auction_of, ready
from web.views.common import UI
from web.views.shell import action_panel, view_module

GAMES = ("eurobusiness", "fortuna")


def auctioned(game_id: str) -> tuple[EstateState, int, int, int]:
    """A table whose first deed is on auction after seat 0; (table, deed, opening, step)."""
    state = ready(pygames.GAMES[game_id].new(3, 7))
    deed = state.RULES.deed_list[0]
    auctions.start_auction(state, deed, 0)
    state._advance()
    assert state.phase == "auction" and state.to_move == 1
    return state, deed, auction_of(state).opening, state.RULES.auction_step


@pytest.mark.parametrize("game_id", GAMES)
def test_the_highest_maximum_pays_one_step_above_the_second_highest(game_id: str) -> None:
    state, deed, opening, step = auctioned(game_id)
    cash = state.cash_of(1)
    state.apply(f"most:{opening + 10 * step}")
    assert state.to_move == 2  # the engine bid for seat 1 and went on
    state.apply(f"most:{opening + 5 * step}")
    state.apply(f"most:{opening + 3 * step}")  # every bidder holds one: settled at once
    assert state.auction is None and state.owner[deed] == 1
    assert state.cash_of(1) == cash - (opening + 6 * step)
    assert state.cash_of(2) == cash and state.cash_of(0) == cash


@pytest.mark.parametrize("game_id", GAMES)
def test_the_price_never_goes_above_the_winners_own_maximum(game_id: str) -> None:
    state, deed, opening, step = auctioned(game_id)
    cash = state.cash_of(1)
    state.apply(f"most:{opening + 4 * step}")
    state.apply(f"most:{opening + 4 * step}")
    state.apply("pass")
    assert state.owner[deed] == 1 and state.cash_of(1) == cash - (opening + 4 * step)


@pytest.mark.parametrize("game_id", GAMES)
def test_equal_maximums_go_to_the_earlier_in_the_order_of_play(game_id: str) -> None:
    """Seat 2 holds the standing bid, yet seat 1, earlier round the table, takes the tie."""
    state, deed, opening, step = auctioned(game_id)
    state.apply(f"bid:{opening}")
    state.apply(f"most:{opening + 6 * step}")  # seat 2 now bids one step above seat 1
    state.apply("pass")
    assert auction_of(state).high == 2 and state.to_move == 1
    state.apply(f"most:{opening + 6 * step}")
    assert state.owner[deed] == 1
    assert state.cash_of(1) == state.cash_of(2) - (opening + 6 * step)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_maximum_not_above_the_bid_standing_is_refused(game_id: str) -> None:
    state, _, opening, step = auctioned(game_id)
    state.apply(f"bid:{opening + 2 * step}")
    for amount in (opening + step, opening + 2 * step):
        assert state.check(f"most:{amount}") is not None
        with pytest.raises(IllegalAction, match="least bid"):
            state.apply(f"most:{amount}")
    assert state.check(f"most:{state.cash_of(2) + step}") is not None  # more than one holds
    assert state.check(f"most:0{opening + 3 * step}") is not None  # one spelling per move
    assert state.check(f"most:{opening + 3 * step}") is None


@pytest.mark.parametrize("game_id", GAMES)
def test_an_open_bidder_and_a_maximum_mix(game_id: str) -> None:
    """The engine bids for the seat holding a maximum whenever the auction comes round to it,
    never asking it again, and drops it out once its maximum is passed."""
    state, deed, opening, step = auctioned(game_id)
    state.apply(f"most:{opening + 3 * step}")
    assert auction_of(state).high == 1 and auction_of(state).bid == opening
    state.apply(f"bid:{opening + step}")
    state.apply("pass")  # seat 0 drops out; round to seat 1, bid for by the engine
    assert auction_of(state).high == 1 and auction_of(state).bid == opening + 2 * step
    assert state.to_move == 2
    state.apply(f"bid:{opening + 4 * step}")  # above seat 1's maximum: seat 1 drops out
    assert state.auction is None and state.owner[deed] == 2
    assert state.cash_of(2) == state.cash_of(1) - (opening + 4 * step)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_maximum_is_offered_and_described(game_id: str) -> None:
    state, deed, opening, step = auctioned(game_id)
    assert any(code.startswith("most:") for code in state.legal_actions())
    assert state.describe(f"most:{opening + 5 * step}").startswith("Pay at most")
    state.apply(f"most:{opening + 5 * step}")
    state.apply("pass")
    state.apply("pass")
    assert state.owner[deed] == 1 and state.cash_of(1) == state.cash_of(2) - opening


@pytest.mark.parametrize("game_id", GAMES)
def test_the_most_one_will_pay_is_typed_beside_the_bid_in_any_game(game_id: str) -> None:
    """Issue 29: "Pay at most" was only under "Every move" in pass-and-play, where a reviewer
    never found it. The auction panel offers a typed maximum beside the bid, played by link or
    not, its shortcuts there, none of them loose in the bar."""
    state, _, _, _ = auctioned(game_id)
    module = view_module(game_id)
    view = state.view(1)
    names = ["Ann", "Bo", "Cy"]
    for link in (True, False):
        ui = UI(names=names, seat=1, extra={"by_link": link})
        board = module.render(view, ui) + module.decision(view, ui)
        field = re.search(r'<input type="number"[^>]*data-amount="most:\{\}"[^>]*>', board)
        assert field is not None
        assert board.index('data-amount="bid:{}"') < field.start()  # after the bid, as asked
        panel = action_panel(view["actions"], board, names, module.roles(view, ui))
        loose, _, _every = panel.partition('<details class="all-moves"')
        assert 'data-action="most:' not in loose and 'data-action="most:' in board


@pytest.mark.parametrize("game_id", GAMES)
def test_the_most_a_bidder_will_pay_is_told_to_no_one(game_id: str) -> None:
    """A bidder far away says to no one how much they will pay: the log and every seat's view
    tell that a maximum stands, never its amount (the bidder knows what they typed)."""
    state, _deed, opening, step = auctioned(game_id)
    amount = opening + 3 * step
    state.apply(f"most:{amount}")  # seat 1
    money = re.escape(str(state.money(amount)))  # the amount as the game writes money
    for seat in range(state.players):
        view = state.view(seat)
        assert view["auction"]["most"] == [1]
        assert "@1 sets the most they will pay." in view["log"]
        assert not re.search(money, " ".join(view["log"])), (seat, view["log"])
