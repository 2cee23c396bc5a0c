"""Play on from here shows nothing its device had not seen (docs/rulings.md, "Looking back").

The oracle: take a table A in play and a table B that the seats at the device (`seen`) cannot
tell from A, everything hidden from them drawn otherwise (other hands, deck orders, the dice to
come, the lines of the log written to the others). Deal both again from the same seed
(`State.redeal`): the two forks must then be one game, every seat's view equal, move after move.
A fork that kept anything of the real deal (a hand, a deck's order, the generator) would show it
somewhere as a difference. And a fork does not foretell: the next die or card of a fork is not
the real game's next one.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pygames.core import Game, Record, Redeal, State
from pygames.core.conformance import random_playout, signature
from pygames.core.game import NOBODY
from pygames.core.record import decode_link, encode_link, record_from_json, replay
from pygames.fame_fortune.state import DRAFT, FameFortuneState
from tests.conftest import all_games_by_id, games_under_test

GAMES = games_under_test()
SEEDS = range(3)
HIDDEN_SEEDS = range(8)  # games with hands: more forks, so that more kinds of knowledge meet
PLAY_ON = 30  # moves played in both forks after the fork point
FORKS = 12  # forks per point in the test of foretelling
REACH = 120  # the latest step a fork point is drawn from


@pytest.fixture(params=GAMES, ids=lambda g: g.id)
def game(request: pytest.FixtureRequest) -> Game[Any]:
    game: Game[Any] = request.param
    return game


def table_in_play(game: Game[Any], seed: int, rng: random.Random) -> State:
    """A table some random moves into a game (at most REACH), still in play."""
    players = rng.choice(sorted({game.min_players, game.default_players, game.max_players}))
    steps = rng.randrange(REACH)
    state: State = game.new(players, seed)
    random_playout(state, random.Random(seed), steps)
    while state.over:  # a short game: fork it a move earlier
        history = state.history[:-1]
        state = game.new(players, seed)
        for code in history:
            state.apply(code)
    return state


def seen_sets(state: State, rng: random.Random) -> list[frozenset[int]]:
    """One seat at the device, nobody (a spectator) and, where there are three seats or more,
    two of them."""
    seats = list(range(state.players))
    sets = [frozenset({rng.choice(seats)}), frozenset()]
    if state.players >= 3:
        sets.append(frozenset(rng.sample(seats, 2)))
    return sets


def indistinguishable(state: State, seen: frozenset[int], rng: random.Random) -> State:
    """A table the `seen` seats cannot tell from `state`: what they have not seen drawn again
    by another hand, the future too, and the others' private lines of the log rewritten."""
    other = state.clone()
    other._resample_hidden(seen, rng)
    other._rng = random.Random(rng.getrandbits(64))
    other._log = [
        (text if to is None or to in seen else f"{text} (elsewhere)", to) for text, to in other._log
    ]
    return other


def views(state: State) -> str:
    """Every seat's view and the spectator's, as the page would receive them."""
    return json.dumps([state.view(seat) for seat in [None, *range(state.players)]])


def whole(state: State) -> object:
    """The whole table (generator included) but the words of lines of the log nobody reads."""
    table = state.clone()
    table._log = [("" if to == NOBODY else text, to) for text, to in table._log]
    return signature(table)


def test_a_fork_is_a_function_of_what_the_device_has_seen(game: Game[Any]) -> None:
    """The forks of A and B are one table (what bots read too), and stay one game."""
    forks = 0
    for seed in HIDDEN_SEEDS if game.hidden_information else SEEDS:
        rng = random.Random(f"fork:{seed}")
        real = table_in_play(game, seed, rng)
        for seen in seen_sets(real, rng):
            twin = indistinguishable(real, seen, rng)
            fork_seed = rng.randrange(game.SEED_LIMIT)
            a, b = real.clone(), twin.clone()
            a.redeal(seen, fork_seed)
            b.redeal(seen, fork_seed)
            forks += 1
            assert whole(a) == whole(b), f"{game.id} seed {seed}: the fork keeps the real deal"
            for move in range(PLAY_ON):
                where = f"{game.id} seed {seed}, seen {sorted(seen)}, move {move} after the fork"
                assert views(a) == views(b), f"{where}: the fork shows what was not seen"
                if a.over:
                    break
                code = rng.choice(a.legal_actions())
                assert code in b.legal_actions(), f"{where}: {code!r} is open in one fork only"
                a.apply(code)
                b.apply(code)
    assert forks >= 2 * len(SEEDS)


def chance_ahead(game: Game[Any], seed: int) -> tuple[State, str]:
    """A table in play and a move of it that brings news (a die, a card, a lot): one of those
    a random game meets in its first REACH moves."""
    rng = random.Random(f"news:{seed}")
    state: State = game.new(game.default_players, seed)
    points: list[tuple[State, str]] = []
    while not state.over and len(state.history) < REACH:
        code = rng.choice(state.legal_actions())
        before = state.clone()
        state.apply(code)
        if state.trail[-1][1]:
            points.append((before, code))
    assert points, f"{game.id} seed {seed}: no chance met"
    return rng.choice(points)


def test_a_fork_does_not_foretell_the_next_chance(game: Game[Any]) -> None:
    """Forks at the step before a die, a card or a lot: the mover, at the device, sees the
    outcome; today's game is not what the forks show, or not in most of them."""
    foretold = tried = 0
    for seed in SEEDS:
        state, code = chance_ahead(game, seed)
        mover = state.to_move
        assert mover is not None
        real = state.clone()
        real.apply(code)
        for fork_seed in range(FORKS):
            fork = state.clone()
            fork.redeal({mover}, fork_seed)
            fork.apply(code)
            tried += 1
            foretold += fork.view(mover) == real.view(mover)
    assert foretold <= tried // 3, f"{game.id}: {foretold} of {tried} forks foretold the chance"


def test_a_forked_record_replays_as_it_was_played(game: Game[Any]) -> None:
    """The same record with the same redeal replays exactly: through JSON and a link too."""
    games = all_games_by_id()
    for seed in SEEDS[:2]:
        rng = random.Random(f"replay:{seed}")
        real = table_in_play(game, seed, rng)
        seen = sorted(seen_sets(real, rng)[seed % 2])
        redeal = Redeal(at=len(real.history), seed=rng.randrange(game.SEED_LIMIT), seen=tuple(seen))
        live = real.clone()
        live.redeal(seen, redeal.seed)
        random_playout(live, rng, PLAY_ON)
        record = Record(
            game.id,
            game.version,
            live.players,
            [f"P{n}" for n in range(live.players)],
            ["human"] * live.players,
            live.seed,
            dict(live.options),
            list(live.history),
            redeals=(redeal,),
        )
        assert record.to_json()["redeal"] == [{"at": redeal.at, "seed": redeal.seed, "seen": seen}]
        again = decode_link(encode_link(record), games)
        assert again == record_from_json(record.to_json(), games) == record
        assert signature(replay(again, games)) == signature(live)


def test_a_redeal_hides_the_private_lines_of_the_seats_it_redealt() -> None:
    """Fame & Fortune: after a fork for seat 0 only, seat 1 reads none of its old hand's lines
    (its cards there were the real ones), and seat 0 still reads its own."""
    game = all_games_by_id()["fame_fortune"]
    state: State = game.new(3, 5)
    random_playout(state, random.Random(5), 40)
    before = {seat: state.log_for(seat) for seat in range(3)}
    assert len(before[1]) > len(state.log_for(None)), "seat 1 has private lines to lose"
    state.redeal({0}, 9)
    assert state.log_for(0) == before[0]
    assert state.log_for(1) == state.log_for(None)
    assert any(to == NOBODY for _, to in state._log)


def test_a_fame_fortune_fork_keeps_only_what_the_device_knows_of_the_others() -> None:
    """What seat 1 passed to seat 2, and the choice seat 1 is making, are theirs alone: a fork for
    seat 0 is the same whatever they were. What seat 3 passed to seat 0 stays (0 received it)."""
    game = all_games_by_id()["fame_fortune"]
    rng = random.Random(4)
    state: State = game.new(4, 4)
    assert isinstance(state, FameFortuneState)
    while not (
        state.phase == DRAFT and state.to_move == 1 and state.picks[1] and state.passed_by[1]
    ):
        state.apply(rng.choice(state.legal_actions()))
    twin = state.clone()
    for seat in (1, 2):
        twin.passed_by[seat] = set(twin.hands[seat + 1][:3])
        twin.known_left[seat] = set(twin.hands[seat + 1][:2])
    twin.picks[1], twin.unpicks = twin.picks[1][:-1], state.unpicks + 3
    kept = set(state.known_left[3])
    assert kept, "seat 0 knows cards of seat 3"
    for table in (state, twin):
        table.redeal({0}, 17)
    assert whole(state) == whole(twin)
    assert state.known_left[3] == kept and state.picks[1] == []
