"""Looking back: the timeline's checkpoints, the replay's steps and eyes, playing again and
playing on from a step, and records as files."""

from __future__ import annotations

import json
import random
import re

import pytest

import pygames
from pygames.core import Record, RecordError, Redeal, i18n
from pygames.core.conformance import random_playout, signature
from pygames.core.record import MAX_JSON_BYTES, record_from_file, record_from_json, replay
from tests.playouts import bot_moves
from web import timeline as timeline_module
from web.replay import Replay, held_at_moment, told_of
from web.saves import record_from_save
from web.session import Session
from web.timeline import Timeline
from web.views.common import UI
from web.views.ending import fork_dialog, replay_bar, seat_levels, then
from web.views.fame_fortune import moment, moment_log
from web.views.fame_fortune import render as board

GAMES = ("plinius", "eurobusiness", "fortuna", "fame_fortune", "fuldrigger")


def played(
    game_id: str, seats: list[str], seed: int = 2, moves: int = 400, **options: int
) -> Session:
    names = [f"P{seat}" for seat in range(len(seats))]
    session = Session.start(game_id, len(seats), names, seats, options, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.over:
            break
        bot_moves(session, rng)
    return session


# --- the timeline --------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_any_step_from_a_checkpoint_is_the_state_the_record_makes(game_id: str) -> None:
    game = pygames.game(game_id)
    state = game.new(game.default_players, 3)
    random_playout(state, random.Random(3), 300)
    session = Session.start(
        game_id, state.players, ["a"] * state.players, ["human"] * state.players, {}, 3
    )
    for code in state.history:
        session.play(code)
    record = session.record()
    for step in (0, 1, 39, 40, 41, 123, len(state.history)):
        step = min(step, len(state.history))
        cut = record_from_json(
            {**record.to_json(), "history": record.history[:step]}, pygames.GAMES
        )
        expected = replay(cut, pygames.GAMES)
        got = session.timeline.state_at(record.history, step)
        assert signature(got) == signature(expected), step


@pytest.mark.parametrize("at", [57, 80])
def test_a_step_after_a_new_deal_is_the_state_the_forked_record_makes(at: int) -> None:
    """A game played on from step `at` was dealt again there: a step after it, made from a
    checkpoint before it, is dealt again on the way (a checkpoint at `at` holds the new deal)."""
    game = pygames.game("fame_fortune")
    state = game.new(4, 6)
    random_playout(state, random.Random(6), at)
    state.redeal([0], 99)
    random_playout(state, random.Random(7), 100)
    record = Record(
        game.id, game.version, 4, list("abcd"), ["human"] * 4, 6, dict(state.options),
        list(state.history), redeals=(Redeal(at=at, seed=99, seen=(0,)),),
    )  # fmt: skip
    timeline, live = Timeline.of(record)
    assert timeline.redeals == record.redeals and signature(live) == signature(state)
    for step in (0, 40, at - 1, at, at + 1, 120, len(record.history)):
        cut = Record(**{**vars(record), "history": record.history[:step]})
        if step < at:
            cut.redeals = ()
        got = timeline.state_at(record.history, step)
        assert signature(got) == signature(replay(cut, pygames.GAMES)), step
    undealt = Record(**{**vars(record), "history": record.history[:at], "redeals": ()})
    assert signature(timeline.state_at(record.history, at)) != signature(
        replay(undealt, pygames.GAMES)
    )


def test_checkpoints_stay_few_in_a_long_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(timeline_module, "MOST", 4)
    # Seed 2: a random game long enough to thin (random players agree to end some games after
    # a few dozen moves: 'finish' is legal from the start).
    state = pygames.game("fortuna").new(3, 2)
    timeline = Timeline()
    timeline.after(state)
    rng = random.Random(2)
    while len(state.history) < 1000 and not state.over:
        # Open bids only: random standing maximums (most:N) bankrupt the table in a few rounds.
        state.apply(rng.choice([c for c in state.legal_actions() if not c.startswith("most:")]))
        timeline.after(state)
    assert len(state.history) > 5 * timeline_module.EVERY  # long enough to thin them
    assert len(timeline.checkpoints) <= 4 + 1 and timeline.every > timeline_module.EVERY
    step = len(state.history) - 3
    assert signature(timeline.state_at(state.history, step).history) == signature(
        state.history[:step]
    )


def test_the_chronicle_is_the_same_for_a_game_played_and_a_game_opened_from_its_record() -> None:
    session = played("fuldrigger", ["heuristic"] * 3, rounds=6, moves=3000)
    opened = Session.open(session.record())
    assert opened.timeline.facts == session.timeline.facts and session.timeline.facts


def test_undo_takes_the_chronicle_back_with_the_move() -> None:
    """A sale is noted in Fuldrigger's chronicle; undone, it leaves it."""
    session = Session.start("fuldrigger", 2, ["Ann", "Bo"], ["human", "heuristic"], {}, 4)
    rng = random.Random(4)
    while not (
        session.state.to_move == 0
        and any(code.startswith("sell:") for code in session.state.legal_actions())
    ):
        bot_moves(session, rng)
    before = json.dumps(session.timeline.facts)
    session.play(next(c for c in session.state.legal_actions() if c.startswith("sell:")))
    assert len(session.timeline.facts) > len(json.loads(before))
    assert session.can_undo()
    session.undo()
    assert json.dumps(session.timeline.facts) == before


# --- the replay ----------------------------------------------------------------------------
def test_a_replay_steps_back_and_forth_and_says_what_each_step_wrote() -> None:
    session = played("eurobusiness", ["heuristic"] * 3, rounds=3, moves=5000)
    assert session.state.over
    look = Replay(session)
    look.go(0)
    assert look.step == 0 and look.table.history == [] and look.lines == []
    look.go(1)
    history, seat = session.state.history, look.seat()
    before = session.timeline.state_at(history, 0).log_for(seat)
    after = session.timeline.state_at(history, 1).log_for(seat)
    assert look.actor is not None and look.move
    assert look.lines and look.lines == after[len(before) :]
    look.go(look.total)
    assert signature(look.table) == signature(session.state)
    look.go(look.total + 5)
    assert look.step == look.total
    look.go(10)
    forward = signature(look.table)
    look.go(9)
    look.go(10)
    assert signature(look.table) == forward


def test_hidden_hands_stay_hidden_in_the_replay_of_a_game_not_over() -> None:
    """One human against bots: the replay shows that human's own cards, never a bot's, and
    names no card a bot chose."""
    session = played("fame_fortune", ["human", "heuristic", "heuristic"], moves=60)
    session.autoplay = False
    assert not session.state.over
    look = Replay(session)
    for step in range(1, look.total + 1):
        look.go(step)
        assert look.seat() == 0
        view = look.table.view(look.seat())
        assert view["seat"] == 0
        if look.actor != 0:
            assert look.move == ""


def test_two_humans_see_only_the_public_table_in_a_replay_of_a_game_not_over() -> None:
    session = played("fame_fortune", ["human", "human", "heuristic"], moves=40)
    look = Replay(session)
    look.go(5)
    assert look.seat() is None and look.table.view(look.seat())["hand"] is None


def test_once_the_game_is_over_the_replay_shows_the_hand_chosen_at_every_step() -> None:
    """Issue: hidden information stays hidden in replay until the game is over; then whoever
    looks back chooses whose hand to watch (one human: theirs at first; all bots: the table)."""
    session = played("fame_fortune", ["human", "heuristic", "heuristic"], moves=5000, rounds=1)
    assert session.state.over
    look = Replay(session)
    look.go(3)
    assert look.seat() == 0 and look.move  # the moves are told in full once it is over
    look.choose_hand(2)
    assert look.step == 3 and look.seat() == 2
    assert look.table.view(look.seat())["hand"] == look.table.view(2)["hand"]
    look.go(7)
    assert look.seat() == 2  # the same hand at every step, whoever moved
    look.choose_hand(None)
    assert look.seat() is None and look.table.view(look.seat())["hand"] is None
    bots = played("fame_fortune", ["heuristic"] * 3, moves=5000, rounds=1)
    assert Replay(bots).seat() is None  # nobody's hand until one is chosen


def test_a_replayed_rounds_end_shows_the_log_up_to_that_round_only() -> None:
    """For Fame & Fortune: the step that ended a round shows its result, and its log (and the
    step's own lines) end there, as the table's did at play; the next round's deal shows one
    step on."""
    session = played("fame_fortune", ["human", "heuristic", "heuristic"], moves=5000, rounds=2)
    assert session.state.over
    look = Replay(session)
    ends = []
    for step in range(1, look.total):
        look.go(step)
        if moment(look.table.view(0)):
            ends.append(step)
    assert len(ends) == 1  # round 1's; round 2's ends the game
    look.go(ends[0])
    view = look.table.view(look.seat())
    assert any(line.startswith("Round 2 of 2: ") for line in view["log"] + look.lines)
    lines = held_at_moment(view, look.lines, moment_log)
    shown = view["log"] + lines
    assert lines and view["log"][-len(lines) :] == lines
    assert not any(line.startswith("Round 2 of 2: ") for line in shown), shown[-5:]
    assert view["log"][-1].endswith((" points.", "nobody scores."))
    assert view["log_total"] == len(look.table.log_for(look.seat())) - view["since_result"]
    look.go(ends[0] + 1)
    assert any(line.startswith("Round 2 of 2: ") for line in look.table.view(0)["log"])


def test_a_replay_never_calls_a_bot_you() -> None:
    """An all-bot game looked back on with a bot's hand shown: named, never "you"."""
    session = played("fame_fortune", ["heuristic"] * 3, moves=5000, rounds=1)
    look = Replay(session)
    look.choose_hand(1)
    for step in range(1, look.total + 1):
        look.go(step)
        lines = [told_of(line, 1) for line in look.lines]
        assert not any(line.startswith("You ") for line in lines), lines
    assert told_of("You pass Ace of Doves to @2.", 1) == "@1 passes Ace of Doves to @2."
    look.go(3)  # the first draft: a hand that a player would be told to choose from
    view = look.table.view(1)
    assert view["phase"] == "draft"
    ui = UI(names=session.names, seat=1, extra={"watching": True})
    html = board(view, ui)
    assert "(you)" not in html and "Your hand" not in html
    assert re.search(r"P1</bdi></strong> (<span[^>]*>)?\(hand shown\)", html)
    assert "Hand of <bdi>P1</bdi>" in html and "<bdi>P1</bdi>: choose" not in html  # no orders
    bar = replay_bar(3, 9, [], "", 0, session.names, (1, session.seats))
    assert '<option value="1" selected>\u2068P1\u2069 (normal bot)</option>' in bar
    assert '<option value="">None: the table as all saw it</option>' in bar


# --- playing again, playing on -------------------------------------------------------------
def test_play_again_keeps_seats_names_and_options_with_a_new_shuffle() -> None:
    session = played("fuldrigger", ["human", "heuristic"], moves=10, rounds=4)
    again = session.rematch(seed=99)
    assert again.seats == session.seats and again.names == session.names
    assert again.state.options == session.state.options and again.state.seed == 99
    assert again.state.history == [] and again.key != session.key


def test_play_on_from_a_step_takes_the_first_moves_and_the_new_seats() -> None:
    session = played("eurobusiness", ["human", "heuristic", "heuristic"], moves=30)
    fork = session.fork(12, ["Ann", "Human now", "P2"], ["human", "human", "heuristic"], 7, 3)
    assert fork.state.history == session.state.history[:12]
    assert fork.seats == ["human", "human", "heuristic"] and fork.names[1] == "Human now"
    assert fork.branch == 7 and fork.record().branch == 7
    assert fork.key != session.key
    same_seats = session.fork(12, session.names, session.seats, 8, 3)
    assert same_seats.key != session.key and same_seats.key != fork.key


def test_play_on_offers_the_seats_the_new_game_form_offers() -> None:
    """A solitaire (Plinius) is Human only, in the lobby's form and in "play on from here"."""
    _title, body = fork_dialog(3, ["Ann"], ["random"], seat_levels(pygames.game("plinius")))
    assert body.count("<option") == 1 and '<option value="human"' in body
    levels = seat_levels(pygames.game("eurobusiness"))
    assert levels == list(pygames.game("eurobusiness").bots) and levels
    _title, body = fork_dialog(3, ["Ann", "Bo"], ["human", "heuristic"], levels)
    assert body.count("<option") == 2 * (1 + len(levels))


def test_play_on_refuses_a_bad_name_or_step() -> None:
    session = played("eurobusiness", ["human", "heuristic"], moves=10)
    with pytest.raises(RecordError):
        session.fork(3, ["A\x00", "B"], session.seats, 5, 3)
    with pytest.raises(ValueError):
        session.fork(999, session.names, session.seats, 5, 3)


def test_a_branch_travels_with_the_record_and_an_original_has_none() -> None:
    session = played("eurobusiness", ["human", "heuristic"], moves=10)
    assert "branch" not in session.record().to_json()  # links of originals are as before
    fork = session.fork(5, session.names, session.seats, 1234, 3)
    again = Session.open(record_from_json(fork.record().to_json(), pygames.GAMES))
    assert again.branch == 1234 and again.key == fork.key
    for bad in (-1, 2**31, "1", True, 1.5):
        with pytest.raises(RecordError, match="branch"):
            record_from_json({**fork.record().to_json(), "branch": bad}, pygames.GAMES)


def test_play_on_from_a_game_in_play_deals_anew_what_the_device_has_not_seen() -> None:
    """docs/rulings.md, "Looking back": a fork of a game in play, a bot's seat now a human's,
    shows that seat a new hand, never the bot's real one; the human's own hand is kept; the
    record says where it was dealt anew, and a save of it opens the same table."""
    session = played("fame_fortune", ["human", "heuristic", "heuristic"], moves=9)
    assert not session.state.over
    step = len(session.state.history)
    seats = ["human", "human", "heuristic"]
    fork = session.fork(step, session.names, seats, 7, seed=41)
    real, dealt = session.state.view(1), fork.state.view(1)
    assert dealt["hand"] != real["hand"] and sorted(dealt["hand"]) != sorted(real["hand"])
    assert fork.state.view(0)["hand"] == session.state.view(0)["hand"]
    assert [r.to_json() for r in fork.record().redeals] == [{"at": step, "seed": 41, "seen": [0]}]
    assert "dealt anew" in fork.message
    again = Session.open(record_from_save(fork.save_entry()))
    assert signature(again.state) == signature(fork.state)
    assert fork.state.history == session.state.history[:step]


def test_looking_back_on_a_finished_fork_shows_no_real_hand_before_its_new_deal() -> None:
    """The fork is over, so its own deal is open to whoever looks back; the steps before it was
    dealt anew are the game it was played on from, still in play: only the eyes of the human
    who was at the device then (seat 0), whatever hand is chosen."""
    session = played("fame_fortune", ["human", "heuristic", "heuristic"], moves=9)
    step = len(session.state.history)
    fork = session.fork(step, session.names, ["human", "human", "heuristic"], 7, seed=41)
    rng = random.Random(5)
    while not fork.state.over:
        bot_moves(fork, rng)
    look = Replay(fork)
    look.choose_hand(1)
    for at in (1, step - 1):
        look.go(at)
        assert look.seat() == 0
    look.go(step)
    assert look.seat() == 1  # the fork's own deal: open now that the fork is over
    assert signature(look.table) == signature(fork.timeline.state_at(fork.state.history, step))
    look.go(step + 1)
    assert signature(look.table) == signature(fork.timeline.state_at(fork.state.history, step + 1))


def test_play_on_from_a_finished_game_keeps_the_deal() -> None:
    session = played("plinius", ["random"], moves=10_000)
    assert session.state.over
    fork = session.fork(20, session.names, session.seats, 7, seed=41)
    assert fork.record().redeals == ()
    replayed = played("plinius", ["random"], moves=20)
    assert signature(fork.state) == signature(replayed.state)


def test_the_fork_dialog_of_a_game_in_play_says_it_deals_anew() -> None:
    levels = seat_levels(pygames.game("eurobusiness"))
    _title, body = fork_dialog(3, ["Ann", "Bo"], ["human", "heuristic"], levels, in_play=True)
    assert "data-fork-redeal" in body and "deals anew" in body
    _title, body = fork_dialog(3, ["Ann", "Bo"], ["human", "heuristic"], levels)
    assert "data-fork-redeal" not in body


# --- records as files ----------------------------------------------------------------------
def test_an_exported_record_imports_as_the_same_game() -> None:
    session = played("plinius", ["random"], moves=50)
    text = json.dumps(session.record().to_json())
    assert len(text) < 2000
    opened = Session.open(record_from_file(text, pygames.GAMES))
    assert signature(opened.state) == signature(session.state)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json at all", "not JSON"),
        ("[1, 2, 3]", "not a game record"),
        ('{"game": "plinius"}', "lacks"),
        ('{"game": "chess"}', r"not one of ours \(chess\); ours are .*Eurobusiness"),
        ("x" * (MAX_JSON_BYTES + 1), "too big"),
        ("[" * 100_000, "no game record is built this deep"),
    ],
)
def test_a_bad_file_is_refused_with_a_clear_message(text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        record_from_file(text, pygames.GAMES)


def test_a_foreign_game_or_an_illegal_move_in_a_file_is_refused() -> None:
    session = played("plinius", ["random"], moves=20)
    data = session.record().to_json()
    with pytest.raises(RecordError, match="not one of ours"):
        record_from_file(json.dumps({**data, "game": "chess"}), pygames.GAMES)
    bad = {**data, "history": [*data["history"][:5], "move:L:nowhere"]}
    with pytest.raises(RecordError, match="Move 6"):
        Session.open(record_from_file(json.dumps(bad), pygames.GAMES))


def test_the_replay_bar_offers_play_and_while_playing_pause_with_its_label_shown() -> None:
    """An icon alone read as "forward": the play button says Play or Pause, and what it does."""
    idle = replay_bar(3, 9, [], "", 0, ["Ann", "Bo"])
    playing = replay_bar(3, 9, [], "", 0, ["Ann", "Bo"], playing=True)
    assert re.search(r'data-replay="play" data-playing="false"[^>]*>.*?</svg> Play</button>', idle)
    assert re.search(r'data-playing="true"[^>]*>.*?</svg> Pause</button>', playing)
    assert "arrow keys, Home and End" in idle
    buttons = re.findall(r'data-replay="(\w+)"', idle)
    assert buttons == ["start", "back", "play", "forward", "end"]


def test_a_replayed_steps_prompt_is_marked_as_what_was_asked_then() -> None:
    """Review 4: a replay on a phone showed "Player 1: roll for the order of play." in its
    bottom bar, as if the app asked for a move now. It says it was asked then, in both
    languages; a step with no prompt stays without one."""
    assert then("@0: roll for the order of play.") == "Then: @0: roll for the order of play."
    assert then("") == ""
    i18n.set_language("pl")
    try:
        assert then("@0: wylosuj żeton.") == "W\u00a0tym kroku – @0: wylosuj żeton."
    finally:
        i18n.set_language("en")
