"""Arriving with the story: where a link's story starts, the lines it tells (only those the
device may read), the short summary and its pace (web/arrival.py, web/views/arrival.py)."""

from __future__ import annotations

import random
import re

import pytest

from tests.playouts import bot_moves
from web.arrival import (
    PLAYING_LINES,
    QUICKEST_MS,
    STEP_MS,
    STORY_LINES,
    Arrival,
    condensed,
    eyes_of,
    since,
    step_ms,
)
from web.session import Session
from web.views.arrival import arrival_panel, names_a_seat
from web.views.common import UI, named
from web.views.shell import table


def played(game_id: str, players: int, moves: int, seed: int = 4) -> Session:
    """A game of humans (their moves made by the default bot), `moves` moves in."""
    names = ["Al", "Bo", "Cy", "Di"][:players]
    session = Session.start(game_id, players, names, ["human"] * players, {}, seed)
    rng = random.Random(seed)
    while len(session.state.history) < moves and not session.state.over:
        bot_moves(session, rng)
    return session


def actor_of(session: Session, step: int) -> int:
    """Who made move `step` (1 is the first)."""
    return session.state.trail[step - 1][0]


# --- where the story starts --------------------------------------------------------------
def test_a_link_with_no_save_on_the_device_arrives_with_no_story() -> None:
    assert since(played("eurobusiness", 3, 30), None) is None


def test_a_link_no_further_on_than_the_save_tells_no_story() -> None:
    session = played("eurobusiness", 3, 30)
    assert since(session, 30) is None


def test_the_story_starts_where_the_devices_save_stood() -> None:
    session = played("eurobusiness", 3, 30)
    assert since(session, 12) == 12


def test_the_story_starts_after_the_devices_own_seat_last_moved_when_that_is_later() -> None:
    session = played("eurobusiness", 3, 40)
    seat = actor_of(session, 25)
    session.mine = (seat,)
    last = max(step for step in range(1, 41) if actor_of(session, step) == seat)
    assert last >= 25
    expected = last if last < 40 else None
    assert since(session, 10) == expected


def test_a_move_of_the_devices_seat_before_its_save_leaves_the_start_at_the_save() -> None:
    session = played("eurobusiness", 3, 22)
    seat = actor_of(session, 19)
    assert seat not in {actor_of(session, step) for step in (20, 21, 22)}  # none since
    session.mine = (seat,)
    assert since(session, 20) == 20


# --- what it tells --------------------------------------------------------------------------
def test_the_story_opens_on_the_table_as_the_device_last_saw_it() -> None:
    session = played("fortuna", 3, 50)
    arrival = Arrival(session, start=41)
    assert arrival.step == 41
    assert arrival.table.history == session.state.history[:41]
    assert arrival.end == 50


def test_the_story_tells_every_line_the_moves_since_wrote_in_order() -> None:
    session = played("eurobusiness", 3, 60)
    arrival = Arrival(session, start=45)
    before = session.timeline.state_at(session.state.history, 45).log_written
    assert [line for _, line in arrival.entries] == session.state.log_for(None, before)
    steps = [step for step, _ in arrival.entries]
    assert steps == sorted(steps) and steps[0] > 45 and steps[-1] <= 60


def test_each_step_of_the_story_is_drawn_one_move_after_the_last() -> None:
    session = played("fuldrigger", 3, 40)
    arrival = Arrival(session, start=30)
    for step in range(31, 41):
        arrival.go(arrival.step + 1)
        assert arrival.step == step
        assert arrival.table.history == session.state.history[:step]


def test_a_hidden_hand_of_another_seat_never_shows_in_the_story() -> None:
    session = played("fame_fortune", 3, 80)
    session.mine = (0,)
    start = 20
    arrival = Arrival(session, start=start)
    written = session.timeline.state_at(session.state.history, start).log_written
    public = set(session.state.log_for(None, written))
    own = set(session.state.log_for(0, written)) - public
    others = set(session.state.log_for(1, written)) | set(session.state.log_for(2, written))
    others -= public | own
    told = {line for _, line in arrival.entries}
    assert own and others  # hands were dealt and passed in these moves
    assert own <= told and not told & others
    arrival.done = True
    panel = arrival.panel()
    assert all(named(line, session.names) not in panel for line in others)
    for step in range(start, arrival.end + 1):
        arrival.go(step)
        assert arrival.seat() == 0  # the board shows this device's hand, no other


def test_with_no_seat_of_its_own_the_device_is_told_only_what_all_see() -> None:
    session = played("fame_fortune", 3, 80)
    arrival = Arrival(session, start=20)
    assert eyes_of(session) is None
    written = session.timeline.state_at(session.state.history, 20).log_written
    assert [line for _, line in arrival.entries] == session.state.log_for(None, written)
    assert arrival.seat() is None


# --- the summary ----------------------------------------------------------------------------
def test_the_summary_keeps_the_lines_that_name_the_devices_seats_first_in_their_order() -> None:
    entries = [(1, "@1 rolls."), (2, "@0 pays @1 40 $."), (3, "@2 rolls."), (4, "@2 buys Rzym.")]
    assert condensed(entries, (0,), limit=2) == [(2, "@0 pays @1 40 $."), (4, "@2 buys Rzym.")]
    assert condensed(entries, (), limit=3) == entries[1:]


def test_a_seat_is_named_by_its_whole_number() -> None:
    assert names_a_seat("@1 pays @0.", (1,))
    assert not names_a_seat("@12 pays @10.", (1,))


def test_the_summary_is_short_and_says_how_many_more_lines_the_log_has() -> None:
    session = played("fuldrigger", 3, 50)
    arrival = Arrival(session, start=20)
    kept, more = arrival.summary()
    assert len(arrival.entries) > STORY_LINES
    assert len(kept) == STORY_LINES and more == len(arrival.entries) - STORY_LINES
    arrival.done = True
    panel = arrival.panel()
    assert len(re.findall(r"<li ", panel)) == STORY_LINES
    assert f"{more} more lines are in the Log." in panel


def test_while_the_story_plays_the_panel_tells_the_last_lines_of_the_steps_shown() -> None:
    session = played("eurobusiness", 3, 60)
    arrival = Arrival(session, start=40)
    arrival.go(50)
    told = arrival.told()
    assert told == [entry for entry in arrival.entries if entry[0] <= 50][-PLAYING_LINES:]
    panel = arrival.panel()
    assert 'data-arrival="playing"' in panel and 'data-cmd="arrival-skip"' in panel
    assert "Move 10 of 20" in panel and 'data-cmd="arrival-close"' not in panel


def test_once_told_the_panel_names_the_players_and_closes() -> None:
    entries = [(3, "@1 buys Rzym for 200 $."), (4, "@2 pays @0 120 $.")]
    panel = arrival_panel(
        playing=False,
        step=4,
        start=2,
        end=4,
        entries=entries,
        more=0,
        names=["Al", "Bo", "Cy"],
        own=(0,),
    )
    assert "<bdi>Bo</bdi> buys Rzym for 200 $." in panel
    assert '<li data-step="4" class="arrival-own">' in panel
    assert 'data-arrival="done"' in panel and 'data-cmd="arrival-close"' in panel
    assert "2 moves" in panel and "arrival-skip" not in panel


def test_the_step_a_story_shows_is_on_the_table_root() -> None:
    session = played("eurobusiness", 3, 5)
    view = session.state.view(0)
    html = table(
        view,
        UI(names=session.names, seat=0),
        title="Eurobusiness",
        seats=session.seats,
        board="",
        message="",
        can_undo=False,
        solitaire=False,
        autoplay=False,
        thinking=None,
        arrival_step=3,
    )
    assert re.search(r'<section id="game"[^>]* data-arrival-step="3"', html)


@pytest.mark.parametrize(
    ("steps", "expected"),
    [(1, STEP_MS), (20, STEP_MS), (25, 800.0), (40, QUICKEST_MS), (500, QUICKEST_MS)],
)
def test_a_long_story_steps_quicker_but_never_under_six_tenths_of_a_second(
    steps: int, expected: float
) -> None:
    assert step_ms(steps) == expected


def test_only_the_devices_own_players_lines_are_marked_not_everyones_at_pass_and_play() -> None:
    session = played("eurobusiness", 3, 40)
    arrival = Arrival(session, start=25)
    arrival.done = True
    assert "arrival-own" not in arrival.panel()  # every human plays here: none is marked
    session.mine = (1,)
    marked = re.findall(r'<li data-step="\d+" class="arrival-own">(.*?)</li>', arrival.panel())
    assert marked and all("<bdi>Bo</bdi>" in line for line in marked)
