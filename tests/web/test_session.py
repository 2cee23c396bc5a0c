"""The controller's decisions that need no browser: hand-off, undo, saves, deep links, shell."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

import pygames
from pygames.core import IllegalAction, RecordError
from pygames.fame_fortune import cards as C
from tests.fixtures import pig
from web.session import Session, parse_new_link, record_from_save
from web.views.common import UI
from web.views.shell import action_panel, generic_board, handoff, table


@pytest.fixture(autouse=True)
def pig_registered() -> Iterator[None]:
    pygames.register(pig.GAME)
    yield
    del pygames.GAMES["pig"]


def new(seats: list[str], seed: int = 3) -> Session:
    names = [f"P{i}" for i in range(len(seats))]
    return Session.start("pig", len(seats), names, seats, {}, seed)


def test_hidden_information_between_two_humans_needs_a_handoff() -> None:
    session = new(["human", "human"])
    assert session.private()
    assert session.needs_handoff()  # nobody has taken the device yet
    session.reveal()
    assert session.display_seat() == 0 and not session.needs_handoff()
    while session.state.to_move == 0:
        session.play("roll" if session.state.turn_total < 6 else "hold")
    assert session.needs_handoff() and session.display_seat() is None
    html = handoff("Pig", "pig", 1, session.names, 5)
    assert "data-handoff" in html and "data-reveal" in html and "P1" in html


def test_one_human_against_bots_never_hands_off() -> None:
    session = new(["human", "random"])
    assert not session.private() and not session.needs_handoff()
    assert session.display_seat() == 0


def test_undo_takes_back_only_own_choices_without_chance() -> None:
    session = new(["human", "random"], seed=9)
    session.play("roll")
    assert not session.can_undo()  # a die was rolled
    while session.state.to_move == 0 and session.state.turn_total == 0:
        session.play("roll")
    if session.state.to_move == 0:
        session.play("hold")
        assert not session.can_undo()  # the bot is to move now: that would cross its turn
    with pytest.raises(ValueError):
        session.undo()


def test_illegal_play_raises_and_keeps_the_state() -> None:
    session = new(["human", "human"])
    with pytest.raises(IllegalAction):
        session.play("hold")
    assert session.state.history == []


def test_save_entry_round_trips_and_damage_is_refused() -> None:
    session = new(["human", "random"])
    session.play("roll")
    entry = session.save_entry()
    record = record_from_save(entry)
    assert record.history == session.state.history
    assert json.loads(entry)["title"] == pig.GAME.title
    for damaged in ["{", "null", '{"record": 5}', None]:
        with pytest.raises(RecordError):
            record_from_save(damaged)


def test_the_same_table_keeps_one_save_slot() -> None:
    a = new(["human", "random"], seed=4)
    b = new(["human", "random"], seed=4)
    b.play("roll")
    assert a.key == b.key
    assert a.key != new(["human", "random"], seed=5).key


def test_new_link_starts_the_named_table() -> None:
    session = parse_new_link("new=pig&players=3&seed=12&bots=2,3&names=Ann,Bo&target=40", 0)
    assert session.state.players == 3 and session.state.seed == 12
    assert session.seats == ["human", "random", "random"]
    assert session.names == ["Ann", "Bo", "Player 3"]
    assert session.state.options["target"] == 40


@pytest.mark.parametrize(
    "fragment, message",
    [
        ("new=chess", "does not have"),
        ("new=pig&players=9", "1 to 4 players"),
        ("new=pig&players=two", "whole number"),
        ("new=pig&bots=5", "seats are 1 to 2"),
        ("new=pig&target=5", "from 10 to 100"),
        ("new=pig&colour=red", "no option"),
        ("new=pig&level=god", "no bot level"),
        ("new=pig&names=A,B,C", "names 3 players"),
        ("new=pig&seed=1&seed=2", "twice"),
    ],
)
def test_bad_new_links_start_nothing_and_say_why(fragment: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        parse_new_link(fragment, 0)


def test_shell_escapes_names_and_marks_the_hooks() -> None:
    session = Session.start("pig", 2, ["<img src=x onerror=1>", "Bo"], ["human", "random"], {}, 1)
    view = session.state.view(0)
    ui = UI(names=session.names, seat=0)
    html = table(
        view,
        ui,
        title="Pig",
        seats=session.seats,
        board=generic_board(view, ui),
        message="",
        can_undo=False,
        solitaire=False,
        autoplay=False,
        thinking=None,
    )
    assert "<img" not in html and "&lt;img" in html
    assert 'data-game="pig"' in html and 'data-to-move="0"' in html and 'data-over="false"' in html
    for action in view["actions"]:
        assert f'data-action="{action["code"]}"' in html


def _fame_session(players: int, seed: int, **options: object) -> Session:
    names = [f"P{i}" for i in range(players)]
    return Session.start("fame_fortune", players, names, ["human"] * players, options, seed)


def test_undo_never_crosses_a_card_drawn_for_a_modifier() -> None:
    """docs/rulings.md, For Fame & Fortune: undo never crosses new knowledge. A modifier draws a
    card from the deck; taking the modifier back would let the player see the next card and choose
    again."""
    for seed in range(40):
        session = _fame_session(4, seed, modifiers=True)
        _draft_by_clicks(session)
        mods = [c for c in session.state.legal_actions() if c.startswith("mod:")]
        if mods:
            break
    else:
        pytest.fail("no seed dealt the active player a modifier")
    session.reveal()
    session.play(mods[0])
    assert not session.can_undo()
    with pytest.raises(ValueError):
        session.undo()


def _draft_by_clicks(session: Session, stop_before_last_give: bool = False) -> None:
    """Every seat picks the first cards of its hand and gives them, as at the table."""
    while session.state.phase == "draft":
        seat = session.state.to_move
        session.reveal()
        for card in session.state.hands[seat][: session.state.need]:
            session.play(f"pick:{C.code(card)}")
        if stop_before_last_give and session.state.drafter == session.state.players - 1:
            return
        session.play("give")


def test_undo_never_takes_back_the_give_that_revealed_the_passed_cards() -> None:
    """docs/rulings.md, For Fame & Fortune: undo never crosses new knowledge. In a 2-player game the
    last giver of the draft after a play is the next active player and sees the cards received
    at once; undoing the give would let them choose again."""
    session = _fame_session(2, 5)
    _draft_by_clicks(session)
    state = session.state
    active = state.active
    session.reveal()
    session.play(f"play:{C.code(next(c for c in state.hands[active] if not C.is_modifier(c)))}")
    if state.phase == "second":
        session.play("stop")
    _draft_by_clicks(session, stop_before_last_give=True)
    last = state.to_move
    assert session.can_undo()  # a pick shows nobody anything: it may be taken back
    session.play("give")
    assert state.phase != "draft" and state.to_move == last  # the last giver moves next
    assert not session.can_undo()


def test_each_seat_keeps_one_bot_for_the_whole_game() -> None:
    """Issue 8: a bot's memory (a draft plan) lasts the game; the app asks the same bot."""
    session = new(["human", "random"])
    bot = session.bot_for(1)
    assert session.bot_for(1) is bot
    assert session.bot_for(0) is not bot  # autoplay's own bot for the human seat


def test_the_board_is_the_interface_placed_actions_leave_the_panel() -> None:
    """docs/design.md, the front end: an action the board offers at its place is not repeated in the
    panel; the panel keeps the rest and a collapsed list of every move."""
    actions = [{"code": "roll", "label": "Roll"}, {"code": "hold", "label": "Hold"}]
    board = '<svg><g data-action="hold" role="button" tabindex="0"></g></svg>'
    panel = action_panel(actions, board, ["A", "B"])
    loose, _, every = panel.partition('<details class="all-moves"')
    assert 'data-action="roll"' in loose and 'data-action="hold"' not in loose
    assert 'data-action="roll"' in every and 'data-action="hold"' in every
    nothing_placed = action_panel(actions, "<svg></svg>", ["A", "B"])
    assert "all-moves" not in nothing_placed and nothing_placed.count("data-action") == 2


def test_a_link_in_polish_names_unnamed_players_in_polish() -> None:
    from pygames.core import i18n

    try:
        session = parse_new_link("new=eurobusiness&players=3&names=Ann&lang=pl", 5)
    finally:
        i18n.set_language("en")
    assert session.names == ["Ann", "Gracz 2", "Gracz 3"]
    assert session.link_language == "pl"
