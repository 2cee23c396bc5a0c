"""One body of tests run against every registered game (and the kernel's fixture game)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pygames.core import Game, IllegalAction, Record, SearchBot, State, choose, encode_link, i18n
from pygames.core.conformance import random_playout, signature
from pygames.core.game import natural
from pygames.core.record import decode_link, replay
from tests.conformance.sharing import shared_parts
from tests.conftest import all_games_by_id, games_under_test

GAMES = games_under_test()
SEEDS = range(12)


def player_counts(game: Game[Any]) -> list[int]:
    return sorted({game.min_players, game.default_players, game.max_players})


def midgame(game: Game[Any], seed: int, players: int, steps: int) -> State:
    state: State = game.new(players, seed)
    random_playout(state, random.Random(seed), steps)
    return state


def live(game: Game[Any], seed: int, players: int, steps: int) -> State:
    """A table `steps` random actions into a game, or, where the game ends sooner, the table
    just before its last action: never one that is over, so a test always has one to work on."""
    state = midgame(game, seed, players, steps)
    if state.over:
        last = state
        state = game.new(players, seed, dict(last.options))
        for code in last.history[:-1]:
            state.apply(code)
    assert not state.over
    return state


@pytest.fixture(params=GAMES, ids=lambda g: g.id)
def game(request: pytest.FixtureRequest) -> Game[Any]:
    game: Game[Any] = request.param
    return game


ONE_LINE = 110  # characters: a line of the new-game form on a laptop (two or three on a phone)


def test_every_option_says_in_one_line_what_it_does(game: Game[Any]) -> None:
    """Issue 19 (a reviewer): each option of the setup, variant or house rule, has a one-line
    explanation a player reads before choosing (the lobby's form shows it under the option), in
    each language the game speaks."""
    for name, option in game.options.items():
        assert option.label and option.help, name
        for language in ("en", "pl"):
            i18n.set_language(language)
            try:
                said = i18n.tr(option.help)
            finally:
                i18n.set_language("en")
            assert "\n" not in said and len(said) <= ONE_LINE, (name, language, len(said), said)


def test_random_playouts_reach_the_end(game: Game[Any]) -> None:
    for players in player_counts(game):
        for seed in SEEDS:
            state = game.new(players, seed)
            rng = random.Random(seed * 7 + players)
            while not state.over:
                actions = state.legal_actions()
                assert actions, "no legal action before the end"
                assert actions == sorted(set(actions)), "legal actions must be sorted and unique"
                assert len(state.history) < game.playout_limit, "the game did not end"
                state.apply(rng.choice(actions))
            assert state.to_move is None and state.legal_actions() == []
            result = state.outcome()
            assert len(result.scores) == players and len(result.ranks) == players
            assert all(result.ranks[w] == 1 for w in result.winners)
            assert result.winners or players == 1, "only a solitaire can end with no winner"


def test_same_seed_and_history_give_the_same_state(game: Game[Any]) -> None:
    for seed in SEEDS[:4]:
        live = midgame(game, seed, game.default_players, 150)
        record = Record(
            game.id,
            game.version,
            live.players,
            ["A"] * live.players,
            ["human"] * live.players,
            seed,
            dict(live.options),
            list(live.history),
        )
        rebuilt = replay(record, all_games_by_id())
        assert signature(rebuilt) == signature(live)
        through_link = replay(
            decode_link(encode_link(record), all_games_by_id()), all_games_by_id()
        )
        assert signature(through_link) == signature(live)


def test_illegal_codes_raise_and_change_nothing(game: Game[Any]) -> None:
    for seed in SEEDS[:4]:
        state = live(game, seed, game.default_players, 60)
        before = signature(state)
        legal = set(state.legal_actions())
        for code in ["", "nonsense", "roll:", "buy:-1", "x" * 60, *(c + "9" for c in legal)]:
            if code in legal:
                continue
            with pytest.raises(IllegalAction) as raised:
                state.apply(code)
            assert str(raised.value), "an illegal action must say why"
            assert signature(state) == before


def test_applying_after_the_end_raises(game: Game[Any]) -> None:
    state = game.new(game.default_players, 3)
    random_playout(state, random.Random(3), game.playout_limit)
    assert state.over
    with pytest.raises(IllegalAction):
        state.apply("roll")


def test_clone_is_independent(game: Game[Any]) -> None:
    """A copy played on leaves the original as it was, and the original played on leaves the
    copy: a search bot's lookahead never changes the real table."""
    for seed in SEEDS[:4]:
        state = live(game, seed, game.default_players, 40)
        before = signature(state)
        copy = state.clone()
        assert signature(copy) == before, "a clone equals its original in every attribute"
        random_playout(copy, random.Random(1), 30)
        assert signature(state) == before
        copy = state.clone()
        random_playout(state, random.Random(2), 30)
        assert signature(copy) == before


def test_a_clone_shares_no_mutable_part(game: Game[Any]) -> None:
    """Every attribute of a clone, walked to the bottom, holds its own lists, dicts and objects
    (tests/conformance/sharing.py): along whole games, so that every phase's parts (an
    auction, a trade, a deal, a capture) are met."""
    for seed in SEEDS[:3]:
        state = game.new(game.default_players, seed)
        rng = random.Random(seed)
        while not state.over:
            if len(state.history) % 5 == 0:
                shared = shared_parts(state, state.clone())
                assert shared == [], f"move {len(state.history)} of seed {seed}: {shared}"
            state.apply(rng.choice(state.legal_actions()))


def test_every_legal_action_has_a_description(game: Game[Any]) -> None:
    for seed in SEEDS[:3]:
        state = game.new(game.default_players, seed)
        rng = random.Random(seed)
        for _ in range(300):
            if state.over:
                break
            for code in state.legal_actions():
                text = state.describe(code)
                assert isinstance(text, str) and text.strip(), code
            state.apply(rng.choice(state.legal_actions()))


def test_views_are_json_and_leak_no_secret(game: Game[Any]) -> None:
    """A seat's view is the same in every table that seat cannot tell apart from this one.

    `determinize(seat)` redeals all the seat may not know (other hands, deck order, the future);
    a view that showed any of it would differ between the samples.
    """
    for seed in SEEDS[:4]:
        state = midgame(game, seed, game.max_players, 25 * (seed + 1))
        differs = False
        for seat in [None, *range(state.players)]:
            view = state.view(seat)
            text = json.dumps(view)
            assert '"seed"' not in text
            for sample_seed in range(3):
                sample = state.determinize(seat or 0, random.Random(sample_seed))
                if seat is None:
                    assert sample.view(None) == view
                else:
                    assert json.loads(json.dumps(sample.view(seat))) == json.loads(text)
                differs = differs or signature(sample) != signature(state)
        if not state.over:
            assert differs, "determinize must at least redraw the future"


@pytest.mark.parametrize(
    "open_game", [g for g in GAMES if not g.hidden_information], ids=lambda g: g.id
)
def test_without_hidden_information_every_seat_sees_the_same(open_game: Game[Any]) -> None:
    game = open_game
    personal = {"seat", "actions", "prompt"}
    for seed in SEEDS[:4]:
        state = midgame(game, seed, game.max_players, 30 * (seed + 1))
        public = {k: v for k, v in state.view(None).items() if k not in personal}
        for seat in range(state.players):
            mine = {k: v for k, v in state.view(seat).items() if k not in personal}
            assert mine == public, f"seat {seat} sees what others do not"


def test_views_offer_the_legal_actions_to_the_seat_to_move(game: Game[Any]) -> None:
    state = live(game, 2, game.default_players, 10)
    seat = state.to_move
    offered = [a["code"] for a in state.view(seat)["actions"]]
    assert offered == sorted(state.legal_actions(), key=natural), "numbers in numeric order"
    for other in range(state.players):
        if other != seat:
            assert state.view(other)["actions"] == []


@pytest.mark.parametrize("level", ["random", "search"])
def test_bots_choose_legal_actions(game: Game[Any], level: str) -> None:
    if level not in game.bots:
        pytest.fail(f"{game.id} must offer the '{level}' bot")
    bot = game.make_bot(level)
    if isinstance(bot, SearchBot):  # the kernel's, which the fixture game plays
        bot.iterations, bot.depth = 20, 10
    state = game.new(game.default_players, 4)
    rng = random.Random(4)
    for _ in range(15):
        if state.over:
            break
        code = choose(bot, state, rng)
        assert code in state.legal_actions()
        state.apply(code)
