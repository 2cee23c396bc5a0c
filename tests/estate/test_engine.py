"""The estate engine on a small made-up board: it knows no Eurobusiness figure of its own.

These tests build a 16-space game with other numbers and switches (no pay for stopping on
START, no building limits, three railways, one jail turn) to show the engine takes all of that
from its `EstateRules`.
"""

from __future__ import annotations

import random

import pygames
from pygames.core import Game, Option, choose
from pygames.core.conformance import random_playout
from pygames.estate.rules import (
    CHANCE,
    CITY,
    DETENTION,
    FREE,
    RAILWAY,
    SEND_TO_DETENTION,
    START,
    TAX,
    Card,
    EstateRules,
    Space,
)
from pygames.estate.state import EstateState
from tests.estate.helpers import auction_of, force, own, ready


def city(i: int, group: str, price: int) -> Space:
    rents = tuple(price // 10 * k for k in (1, 5, 15, 40, 50, 60))
    return Space(i, f"City {i}", CITY, group, price, rents, price // 2, price // 2)


SPACES = (
    Space(0, "Go", START),
    city(1, "A", 100),
    city(2, "A", 120),
    Space(3, "Station 1", RAILWAY, price=200, mortgage=100),
    Space(4, "Luck", CHANCE, deck="luck"),
    Space(5, "Cell", DETENTION),
    city(6, "B", 200),
    city(7, "B", 200),
    city(8, "B", 240),
    Space(9, "Station 2", RAILWAY, price=200, mortgage=100),
    Space(10, "Rest", FREE),
    Space(11, "Tax", TAX, amount=150),
    Space(12, "Station 3", RAILWAY, price=200, mortgage=100),
    Space(13, "Go to the cell", SEND_TO_DETENTION),
    city(14, "C", 300),
    city(15, "C", 320),
)
CARDS = (
    Card("L1", "luck", "Win 50.", "Win 50.", ("receive", 50)),
    Card("L2", "luck", "Back to Go.", "Back to Go.", ("goto", 0)),
    Card("L3", "luck", "Free pass.", "Free pass.", ("keep",)),
)
RULES = EstateRules(
    spaces=SPACES,
    cards=CARDS,
    decks=("luck",),
    start_money=1500,
    currency="ducats",
    start_bonus=250,
    start_bonus_on_landing=False,
    detention_turns=1,
    detention_fine=50,
    detention_fine_total=150,
    detained_collect_rent=True,
    detained_deal=True,
    houses=10,
    hotels=3,
    houses_per_round=None,
    hotels_per_lap=None,
    auction_step=100,
    auction_opening_percent=50,
    counted_rents={RAILWAY: (0, 75, 150, 300)},
    utility_factors=(0, 5, 10),
    smallest_note=10,
)


class TinyState(EstateState):
    RULES = RULES


TINY = Game(
    id="tiny_estate",
    title="Tiny estate",
    state_class=TinyState,
    min_players=2,
    max_players=4,
    default_players=3,
    blurb="A test board.",
    rules="none",
    options={"rounds": Option(0, "Rounds", range=(0, 100))},
)


def table(players: int = 3, **options: object) -> EstateState:
    state = TINY.new(players, 1, dict(options))
    return ready(state)


def test_groups_come_from_the_data() -> None:
    """Colour groups are read from the spaces, whatever their size."""
    assert RULES.groups == {"A": (1, 2), "B": (6, 7, 8), "C": (14, 15)}
    assert TINY.new(3, 0).cash == [1500] * 3


def test_stopping_on_start_may_pay_nothing() -> None:
    """With start_bonus_on_landing off (Fortuna), stopping on START pays nothing."""
    state = table()
    state.pos[0] = 13
    force(state, 1, 2)
    state.apply("roll")
    assert state.pos[0] == 0 and state.cash[0] == 1500


def test_passing_start_pays_the_games_bonus() -> None:
    """Passing START pays the configured bonus."""
    state = table()
    state.pos[0] = 14
    force(state, 1, 2)
    state.apply("roll")
    assert state.pos[0] == 1 and state.cash[0] == 1750


def test_railway_rents_from_the_rules() -> None:
    """Railway rent follows the game's own table (three railways here)."""
    state = table()
    own(state, 1, (3, 9, 12))
    force(state, 1, 2)
    state.apply("roll")
    assert state.cash[1] == 1500 + 300


def test_no_building_limits_when_the_game_has_none() -> None:
    """With no per-round limit a player may build as many houses as cash and supply allow."""
    state = table()
    own(state, 0, (1, 2))
    for code in ("build:1", "build:2") * 3:
        state.apply(code)
    assert state.level[1] == state.level[2] == 3 and state.houses == 4


def test_auction_step_from_the_rules() -> None:
    """Bids rise by the game's step (100 here) from half the price."""
    state = table()
    force(state, 1, 2)
    state.apply("roll")
    state.apply("decline")
    assert auction_of(state).opening == 100
    state.apply("bid:100")
    assert auction_of(state).minimum(RULES.auction_step) == 200


def test_one_jail_turn() -> None:
    """The number of missed turns comes from the rules."""
    state = table()
    state.pos[0] = 10
    force(state, 1, 2)
    state.apply("roll")
    assert state.detained[0] == 1 and state.pos[0] == 5


def test_random_games_end() -> None:
    """Every game on any board ends under random play."""
    for seed in range(5):
        state = TINY.new(3, seed)
        random_playout(state, random.Random(seed), 50_000)
        assert state.over


def test_holdings_kept_from_action_to_action_are_those_found_afresh() -> None:
    """`holdings_of` is kept between changes and brought up to date after a building; whatever
    bots play, what is kept equals what the deeds add up to when found from nothing."""
    for game_id in ("eurobusiness", "fortuna"):
        game = pygames.GAMES[game_id]
        bot = game.make_bot("heuristic")
        for seed in range(4):
            state = game.new(4, 300 + seed)
            rng = random.Random(seed)
            builds = 0
            while not state.over:
                code = choose(bot, state, rng)
                builds += code.startswith("build:")
                state.apply(code)
                for seat in range(state.players):
                    kept = state.holdings[seat]
                    state.holdings[seat] = None
                    assert kept is None or kept == state.holdings_of(seat), (game_id, seed)
                    state.holdings[seat] = kept
            assert builds
