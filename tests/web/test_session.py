"""The controller's decisions that need no browser: hand-off, undo, saves, deep links, shell."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

import pygames
from pygames.core import IllegalAction, RecordError
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.state import FameFortuneState
from tests.fixtures import pig
from tests.playouts import state_of
from web.saves import language_of_save, record_from_save
from web.session import Session, parse_new_link, parse_shared_link, zoomed
from web.views.common import UI
from web.views.shell import action_panel, generic_board, handoff, share_dialog, table


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
        session.play("roll" if state_of(session, pig.PigState).turn_total < 6 else "hold")
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
    while session.state.to_move == 0 and state_of(session, pig.PigState).turn_total == 0:
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


def test_a_save_tells_when_the_game_was_last_played_not_when_it_was_opened() -> None:
    session = new(["human", "random"])
    session.play("roll")
    first = json.loads(session.save_entry())
    assert isinstance(first["played"], int) and "forkedAt" not in first
    opened = Session.open(record_from_save(json.dumps(first)))  # opened again, not played
    first["played"] = 1000  # as if played long ago
    again = json.loads(opened.save_entry(json.dumps(first)))
    assert again["played"] == 1000 and again["updated"] > 1000
    imported = Session.open(session.record())  # a file's game, never played here
    assert json.loads(imported.save_entry())["played"] is None
    opened.play(opened.state.legal_actions()[0])
    assert json.loads(opened.save_entry(json.dumps(first)))["played"] > 1000


def test_a_game_played_on_from_a_step_says_so_in_its_save() -> None:
    session = new(["human", "random"])
    session.play("roll")
    session.play("roll")
    fork = session.fork(1, session.names, session.seats, branch=7, seed=5)
    entry = fork.save_entry()
    assert json.loads(entry)["forkedAt"] == 1
    reopened = Session.open(record_from_save(entry))
    assert json.loads(reopened.save_entry(entry))["forkedAt"] == 1  # kept when saved again


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
    while (state := state_of(session, FameFortuneState)).phase == "draft":
        seat = state.to_move
        assert seat is not None
        session.reveal()
        for card in state.hands[seat][: state.need]:
            session.play(f"pick:{C.code(card)}")
        if stop_before_last_give and state.drafter == state.players - 1:
            return
        session.play("give")


def test_undo_never_takes_back_the_give_that_revealed_the_passed_cards() -> None:
    """docs/rulings.md, For Fame & Fortune: undo never crosses new knowledge. In a 2-player game the
    last giver of the draft after a play is the next active player and sees the cards received
    at once; undoing the give would let them choose again."""
    session = _fame_session(2, 5)
    _draft_by_clicks(session)
    state = state_of(session, FameFortuneState)
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
    assert session.names == ["Ann", "Osoba 2", "Osoba 3"]
    assert session.link_language == "pl"


@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
def test_the_table_never_freezes_on_a_refused_bot_move(game_id: str) -> None:
    """Docs, "the table never freezes": a bot's move the rules refuse is reported (the log says
    that it happened, the console what it was) and a legal move is played instead, so play goes
    on to the end in every game."""
    game = pygames.game(game_id)
    players = game.default_players
    session = Session.start(
        game_id, players, [f"P{n}" for n in range(players)], ["random"] * players, {}, 5
    )
    rng = random.Random(5)
    reports = 0
    while not session.state.over and len(session.state.history) < 400:
        code = "nonsense" if rng.random() < 0.1 else rng.choice(session.state.legal_actions())
        before, seat = len(session.state.history), session.state.to_move
        report = session.play_bot(code, rng)
        assert len(session.state.history) == before + 1, "a bot's turn must move the game on"
        if code == "nonsense":
            assert report is not None and "nonsense" in report  # for the console
            said = f"The bot of @{seat} chose a move the rules refuse and played another"
            assert said in session.state.log_for(None)[-1]
            reports += 1
        else:
            assert report is None
    assert reports > 0


@pytest.mark.parametrize("game_id", sorted(pygames.GAMES))
def test_a_link_is_the_whole_game_share_says_so(game_id: str) -> None:
    """Docs, "a link is the whole game": for every game with a shuffled deck or hidden hands,
    Share says that the link holds the whole game and is for this game's players only."""
    game = pygames.game(game_id)
    assert game.shuffled_cards or game.hidden_information
    _, body = share_dialog("#g=1.x", game.hidden_information, game.shuffled_cards)
    if game.hidden_information:
        assert "holds every hand" in body and "the cards still to come" in body
    else:
        assert "the whole game, the shuffle included" in body
        assert "players of this game only" in body


def test_a_game_without_cards_face_down_shares_without_a_warning() -> None:
    _, body = share_dialog("#g=1.x", hidden=False, shuffled=False)
    assert "share-warning" not in body and "next player" in body


def test_a_shared_link_carries_its_language_and_an_old_one_has_none() -> None:
    """Issue 19: the language a link was shared in travels with it (`g=LINK&lang=pl`)."""
    assert parse_shared_link("g=1.abc&lang=pl") == ("1.abc", "pl")
    assert parse_shared_link("g=1.abc") == ("1.abc", None)
    for bad, why in [
        ("g=1.abc&lang=xx", "a language this app does not have"),
        ("g=1.abc&lang=pl&lang=en", "a part this app does not know"),
        ("g=1.abc&seed=3", "a part this app does not know"),
        ("g=1.abc&", "a part this app does not know"),
    ]:
        with pytest.raises(ValueError, match=why):
            parse_shared_link(bad)


def test_a_save_keeps_the_language_and_where_the_game_stands_as_data() -> None:
    """The lobby says a saved game's summary in its own language, so the save holds data."""
    session = new(["human", "human"])
    session.language = "pl"
    session.play("roll")
    entry = session.save_entry()
    assert language_of_save(entry) == "pl"
    seat = session.state.to_move
    assert seat is not None
    turn = session.names[seat]
    assert json.loads(entry)["summary"] == {"players": ["P0", "P1"], "move": 1, "turn": turn}
    for damaged in ["{", "null", '{"language": "xx"}', '{"language": 5}', None]:
        assert language_of_save(damaged) is None


def test_link_errors_read_in_the_player_s_language() -> None:
    """Issue 19: link errors were English spliced into Polish sentences."""
    from pygames.core import i18n

    i18n.set_language("pl")
    try:
        with pytest.raises(ValueError) as twice:
            parse_new_link("new=pig&seed=1&seed=2", 0)
        with pytest.raises(ValueError) as seats:
            parse_new_link("new=pig&players=2&names=A,B,C", 0)
        with pytest.raises(RecordError) as damaged:
            record_from_save("{")
    finally:
        i18n.set_language("en")
    assert str(twice.value) == "Link podaje „seed” dwa razy."
    assert str(seats.value) == "Link podaje imiona 3 osób, a\u00a0w\u00a0grze są 2\u00a0miejsca."
    assert str(damaged.value) == "Ten zapis gry jest uszkodzony i\u00a0nie da się go otworzyć."


def test_zoom_in_from_a_phones_board_makes_it_larger_and_out_smaller() -> None:
    """The zoom a phone starts at is about twice the board (issue 29): "+" goes to three times,
    "-" to one and a half, and "Whole board" to the whole."""
    assert zoomed(None, "in") == "3" and zoomed(None, "out") == "1.5"
    assert zoomed("3", "in") == "3" and zoomed("1", "out") == "1" and zoomed("2", "fit") == "1"


def test_whole_board_pressed_again_goes_back_to_the_view_that_follows_the_pawn() -> None:
    """Issue 29: after "Whole board" pressing it again changed nothing, and "+" gave one and a
    half times (5 px names on a phone). Pressed again it leaves the zoom to the screen (a
    phone's follows the pawn), and "+" from the whole board goes to twice."""
    assert zoomed("1", "fit") is None and zoomed(None, "fit") == "1"
    assert zoomed("1", "in") == "2" and zoomed("1.5", "in") == "2"
