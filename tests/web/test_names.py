"""Players' names: shown as written (never as another seat, markup or a placeholder), isolated
from the text around them, and kept out of what the log must not tell; and the values read back
from storage kept in range."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

import pygames
from pygames.core import IllegalAction, i18n
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.state import FameFortuneState
from tests.playouts import bot_moves, state_of
from web.replay import Replay
from web.session import Session, bot_delay
from web.views.common import FSI, PDI, UI, esc, named, plain_named
from web.views.ending import end_screen, replay_bar
from web.views.estate.board import pawn_letters
from web.views.shell import drawn_parts, handoff, table, view_module

TRICKY = ["@1", "@0", "{who}", "<b>x</b>"]
NEUTRAL = ["Nx0", "Nx1", "Nx2", "Nx3"]
RIGHT_TO_LEFT = "אבי 12"
GAMES = {
    "eurobusiness": (4, {"rounds": 8}),
    "fortuna": (4, {"rounds": 8}),
    "fame_fortune": (4, {"rounds": 1}),
    "plinius": (1, {}),
    "fuldrigger": (4, {"rounds": 4}),
}


def finished(game_id: str, seed: int = 3) -> Session:
    """A whole game of bots (their default level; Plinius, a solitaire, its easiest)."""
    players, options = GAMES[game_id]
    game = pygames.game(game_id)
    level = "heuristic" if "heuristic" in game.bots else "random"
    session = Session.start(game_id, players, NEUTRAL[:players], [level] * players, options, seed)
    rng = random.Random(seed)
    while not session.state.over:
        bot_moves(session, rng)
    return session


def page(session: Session, view: dict[str, Any], ui: UI, top: str = "") -> str:
    """The table as the app draws it, with a message and "thinking" that name a seat."""
    return table(
        view,
        ui,
        title=session.game.title,
        seats=session.seats,
        message="@0 cannot do that now.",
        can_undo=False,
        solitaire=session.state.players == 1,
        autoplay=False,
        thinking=i18n.tr("{name} is thinking…", name="@0"),
        **drawn_parts(session.game.id, view, ui),
        top=top,
    )


def pages(session: Session, names: list[str]) -> list[str]:
    """What the players read of a game with these names: the tables of a few steps through
    every seat's eyes, the end screen, the replay bar, the hand-off, and the log and every move
    as plain text (the announcer, the tips)."""
    shown = []
    look = Replay(session)
    total = look.total
    for step in sorted({0, total // 3, 2 * total // 3, total}):
        look.go(step)
        for seat in [None, *range(session.state.players)]:
            view = look.table.view(seat)
            ui = UI(names=names, seat=seat)
            shown.append(page(session, view, ui))
            shown += [plain_named(line, names) for line in view["log"]]
            shown += [plain_named(a["label"], names) for a in view["actions"]]
            shown.append(plain_named(view["prompt"], names))
    view = session.state.view(None)
    story = view_module(session.game.id).story(view, session.timeline.facts)
    ui = UI(names=names)
    shown.append(page(session, view, ui, top=end_screen(view, story, ui, session.seats)))
    hands = (0, session.seats) if session.game.hidden_information else None
    shown.append(replay_bar(total, total, look.lines, look.move, look.actor, names, hands))
    shown.append(handoff(session.game.title, session.game.id, 0, names, total, "@0 is next."))
    return shown


def put_in(text: str, names: list[str]) -> str:
    """`text` drawn for the NEUTRAL names with each seat's own name in its place, escaped in
    HTML (a <bdi>, and a quoted attribute or SVG title between isolates) and not in plain text."""
    for seat, name in enumerate(names):
        text = text.replace(f"<bdi>{NEUTRAL[seat]}</bdi>", f"<bdi>{esc(name)}</bdi>")
        html = "<" in text
        text = text.replace(
            f"{FSI}{NEUTRAL[seat]}{PDI}", f"{FSI}{esc(name) if html else name}{PDI}"
        )
    # An estate pawn shows its player's initial (a number where initials are alike), escaped.
    letters = pawn_letters(names, len(names))
    return PAWN_LETTER.sub(lambda m: f"{m[1]}{esc(letters[int(m[2])])}</text>", text)


PAWN_LETTER = re.compile(r'(<g class="pawn" id="pawn-(\d)".*?font-weight="bold">)[^<]*</text>')


@pytest.fixture(scope="module", params=sorted(GAMES))
def game(request: pytest.FixtureRequest) -> Session:
    return finished(request.param)


def test_a_name_that_reads_like_a_seat_or_markup_is_shown_as_written(game: Session) -> None:
    """A player named "@1" was shown as player 2 in the verdict: each seat is named by its own
    name, escaped, everywhere (the verdict, the ranking, the log, the prompts, the hand-off),
    whatever it holds. Every seat holds each of the names once."""
    players = game.state.players
    neutral = pages(game, NEUTRAL[:players])
    for shift in range(len(TRICKY)):
        names = [TRICKY[(seat + shift) % len(TRICKY)] for seat in range(players)]
        assert pages(game, names) == [put_in(text, names) for text in neutral]
        view = game.state.view(None)
        story = view_module(game.game.id).story(view, game.timeline.facts)
        ending = end_screen(view, story, UI(names=names), game.seats)
        if players > 1:
            verdict = re.search(r'<p class="verdict">(.*?)</p>', ending)
            assert verdict is not None
            winners = view["outcome"]["winners"]
            told = re.findall(r"<bdi>(.*?)</bdi>", verdict.group(1))
            assert told == [esc(names[w]) for w in winners]
            for seat in range(players):
                row = re.search(rf'<tr[^>]*data-seat="{seat}".*?</tr>', ending)
                assert row is not None and f"<bdi>{esc(names[seat])}</bdi>" in row.group(0)
            game.names = names
            assert game.summary()["winners"] == [names[w] for w in winners]  # the lobby's
            game.names = NEUTRAL[:players]


def test_every_name_stands_in_a_bdi_or_between_isolates(game: Session) -> None:
    """A right-to-left name must not reorder the text around it: in HTML it stands in a <bdi>,
    in plain text (aria labels, titles, SVG, the announcer) between FSI and PDI."""
    players = game.state.players
    names = [RIGHT_TO_LEFT, *NEUTRAL[1:players]]
    for text in pages(game, names):
        for name in names:
            # In HTML a name may show its closing number joined by a no-break space ("Gracz 3").
            shown = [esc(name), esc(name.replace(" ", "\u00a0"))] if "<" in text else [name]
            for found in re.finditer("|".join(map(re.escape, shown)), text):
                before = text[: found.start()]
                after = text[found.end() :]
                assert before.endswith(("<bdi>", FSI)), text[found.start() - 80 : found.end()]
                assert after.startswith(("</bdi>", PDI)), text[found.start() - 80 : found.end()]
    assert "<bdi>אבי\u00a012</bdi>" in named("@0 wins.", names)
    assert plain_named("@0 wins.", names) == f"{FSI}{RIGHT_TO_LEFT}{PDI} wins."


def test_a_name_put_in_as_plain_text_is_never_read_again_as_a_seat() -> None:
    """A tip shows a title whose names are already in; reading it again keeps each name."""
    names = ["@1", "Bo"]
    once = plain_named("Fortress of @0", names)
    assert plain_named(once, names) == once == f"Fortress of {FSI}@1{PDI}"
    assert named(once, names) == f"Fortress of {FSI}@1{PDI}"


def test_a_refused_bot_move_never_names_a_hidden_card_in_the_log() -> None:
    """For Fame & Fortune: a bot's move the rules refuse may name a card another player holds
    (`play:S4`); the log, for every seat and for all, says only that the bot chose a move the
    rules refuse, and the code, the reason and the move played go to the console alone."""
    session = Session.start("fame_fortune", 3, ["Ann", "Bo", "Cy"], ["heuristic"] * 3, {}, 4)
    state = state_of(session, FameFortuneState)
    for during in ("draft", "turn"):
        while state.phase != during:
            bot_moves(session, random.Random(len(state.history)))
        seat = state.to_move
        assert seat is not None
        other = (seat + 1) % 3
        card = next(c for c in state.hands[other] if not C.is_modifier(c))
        code = f"play:{C.code(card)}"
        with pytest.raises(IllegalAction):
            state.clone().apply(code)
        written = state.log_written
        report = session.play_bot(code, random.Random(1))
        assert report is not None and code in report  # for the console
        for eyes in [None, 0, 1, 2]:
            lines = state.log_for(eyes, written)
            assert lines, "the log says the bot's move was refused"
            for line in lines:
                assert C.code(card) not in line and C.name(card) not in line, line
        told = state.log_for(None, written)
        assert f"The bot of @{seat} chose a move the rules refuse and played another" in told[-1]


@pytest.mark.parametrize(
    ("stored", "delay"),
    [
        (0, 0.0),
        (350, 350.0),
        (900, 900.0),
        (500.5, 500.5),
        (1e308, 900.0),
        (3000, 900.0),
        (-1, 0.0),
        (float("inf"), 350.0),
        (float("nan"), 350.0),
        ("900", 350.0),
        (True, 350.0),
        (None, 350.0),
    ],
)
def test_a_bot_delay_is_kept_from_instant_to_slow(stored: object, delay: float) -> None:
    """A hand-edited bot delay of 1e308 stopped the bots for good: the pace read back is clamped
    to 0-900 ms (Instant to Slow), and what is not a finite number is Normal, 350 ms."""
    assert bot_delay(stored) == delay


@pytest.mark.parametrize("stored", [10**400, -5, 1e308, True, "12", 2**53])
def test_a_time_or_step_out_of_range_in_a_save_is_dropped(stored: object) -> None:
    """What a save keeps from the entry it replaces (when last played, the step played on from)
    is kept only if it is a whole number the lobby can show."""
    session = Session.start("eurobusiness", 2, ["Ann", "Bo"], ["human", "human"], {}, 1)
    session.played = session.forked_at = None
    previous = json.dumps({"played": stored, "forkedAt": stored})
    entry = json.loads(session.save_entry(previous))
    assert entry["played"] is None and "forkedAt" not in entry
    kept = json.loads(session.save_entry(json.dumps({"played": 1_700_000_000_000, "forkedAt": 7})))
    assert kept["played"] == 1_700_000_000_000 and kept["forkedAt"] == 7
