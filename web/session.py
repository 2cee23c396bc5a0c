"""One game at the table as the front end holds it: the state, who sits where, whose eyes the
screen is for, its timeline (web/timeline.py), and the decisions of the controller loop that need
no browser (undo, hand-off, saving, deep links, playing again or on from a step). Pure Python, so
CPython tests cover it.
"""

from __future__ import annotations

import json
import math
import random
import re
import time
from dataclasses import dataclass, field
from typing import Any

import pygames
from pygames.core import HUMAN, Game, IllegalAction, Record, RecordError, Redeal, State, seat_ref
from pygames.core.i18n import LANGUAGES, N_, Text, set_language, tr
from pygames.core.record import (
    clean_name,
    load_json,
    record_from_json,
)

from . import seats
from .saves import MAX_SAVE_CHARS, save_key
from .timeline import Timeline
from .views.shell import view_module

# A saved game: its record (which, longer than MAX_JSON_BYTES, could not be exported or


def documents(game: Game[Any], language: str) -> list[tuple[str, str]]:
    """(label, file under rules/) of a game's rulebook and papers as a reader of `language` has
    them, that language's first: the table's Rules dialog and the lobby's show the same."""
    theme = getattr(view_module(game.id), "THEME", None)
    found: dict[str, tuple[tuple[str, str], ...]] = getattr(theme, "documents", {})
    return list(found.get(language) or found.get("en") or [(N_("Rulebook"), game.rules)])


def document_labels(game: Game[Any], papers: list[tuple[str, str]]) -> dict[str, str]:
    """file -> its tab's label now, for every paper of the game in any language (the tabs
    shown, `papers`, first): a text names the papers it points to by these, never by file."""
    labels = {file: tr(label) for label, file in papers}
    for language in LANGUAGES:
        for label, file in documents(game, language):
            labels.setdefault(file, tr(label))
    return labels


@dataclass
class Session:
    game: Game[Any]
    state: State
    names: list[str]
    seats: list[str]
    viewer: int | None = None  # the human seat whose private view is on screen
    selected: str | None = None
    message: str = ""
    hint: str | None = None
    autoplay: bool = False
    # One bot per seat for the whole game, so that what a bot remembers (a plan) is kept.
    bots: dict[int, Any] = field(default_factory=dict)
    zoom: str | None = None  # the board's zoom level chosen (None: as the screen suits)
    # Where Plinius's counters stood when its map was last drawn (web/views/plinius_places.py).
    placed: dict[str, Any] = field(default_factory=dict)
    language: str = "en"  # the language on screen: the player's, if the game speaks it
    link_language: str | None = None  # a `lang=` a #new link asked for
    # The language the game was shared or saved in: the screen's, unless the player chose one.
    shared_language: str | None = None
    branch: int = 0  # a game played on from another's step has its own (Record.branch)
    redeals: tuple[Redeal, ...] = ()  # where it was dealt anew (Record.redeals)
    timeline: Timeline = field(default_factory=Timeline)
    # When a move was last made on this device in this visit (ms since 1970; None: none yet),
    # the step of another game this one was played on from (None: not a fork), and the moves
    # of the game of its table it was kept apart from (None: not kept apart).
    played: int | None = None
    forked_at: int | None = None
    apart_from: int | None = None
    moment_seen: str | None = None  # the key of the last moment the players went on from
    # Whether a moment before another (`moment_before`) is held: not at the Instant bot speed.
    standing: bool = True
    # The seats this device plays when the game is played by link, each player on a device of
    # their own (docs/rulings.md "Play by link"); None: every human seat is played here.
    mine: tuple[int, ...] | None = None
    seats_said: bool = False  # whether this device has said which seats it plays (web/seats.py)
    once: int | None = None  # another device's seat played here this once, until it has moved
    # The save counter this tab last read or wrote (None: not yet): another tab's save moves it
    # on, and this tab then never writes its older table over the newer one.
    revision: int | None = None

    def use_language(self, wanted: str) -> None:
        """The player's language where the game reads in it, else English (docs/rulings.md: a game's
        screen reads in the language of its rulebook's names)."""
        self.language = wanted if wanted in self.game.languages else "en"

    def documents(self) -> list[tuple[str, str]]:
        """(label, file under rules/) of the game's rulebook and papers, the reader's first."""
        return documents(self.game, self.language)

    # --- making one ----------------------------------------------------------------------
    @classmethod
    def start(
        cls,
        game_id: str,
        players: int,
        names: list[Any],
        seats: list[Any],
        options: dict[str, Any],
        seed: int,
    ) -> Session:
        """A new table from the lobby form or a deep link; a bad value raises ValueError."""
        game = pygames.game(game_id)
        game.check_players(players)
        if len(names) != players or len(seats) != players:
            raise ValueError(tr("Every seat needs a name and a player."))
        record = Record(
            game=game.id,
            version=game.version,
            players=players,
            names=list(names),
            seats=list(seats),
            seed=seed,
            options=dict(options),
            history=[],
        )
        session = cls.open(record_from_json(record.to_json(), pygames.GAMES))
        session.played = now()
        return session

    @classmethod
    def open(cls, record: Record, respell: bool = False) -> Session:
        """A table rebuilt from a checked record (raises RecordError on a bad move; `respell`:
        a game saved here, whose moves may be written as this app once wrote them)."""
        timeline, state = Timeline.of(record, observer(record.game), respell)
        session = cls(pygames.game(record.game), state, record.names, record.seats)
        session.timeline = timeline
        session.branch = record.branch
        session.redeals = record.redeals
        session.viewer = session.default_viewer()
        return session

    def rematch(self, seed: int) -> Session:
        """Play again: the same seats, names and options, a new shuffle."""
        return Session.start(
            self.game.id, self.state.players, self.names, self.seats, self.state.options, seed
        )

    def fork(
        self, step: int, names: list[Any], seats: list[Any], branch: int, seed: int
    ) -> Session:
        """Play on from `step` of this game, with the seats as now chosen (a human may take a
        bot's seat): a game of its own, saved and linked apart from this one (`branch`). While
        this game is in play, the new one is dealt anew from `seed` there, keeping only what
        the humans at this device have seen (docs/rulings.md, "Looking back")."""
        if not 0 <= step <= len(self.state.history):
            raise ValueError("There is no such step in this game.")
        record = self.record()
        if self.state.over:
            record.history = record.history[:step]
            record.redeals = tuple(redeal for redeal in record.redeals if redeal.at <= step)
        else:
            record.redeal_at(step, seed, tuple(self.humans))
        record.names, record.seats, record.branch = list(names), list(seats), branch
        forked = Session.open(record_from_json(record.to_json(), pygames.GAMES))
        forked.forked_at, forked.played = step, now()
        if not self.state.over:
            forked.message = tr(
                "Played on from step {step} of a game in play: everything no one here had seen"
                " was dealt anew.",
                step=step,
            )
        return forked

    # --- who is who --------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.seats) if kind == HUMAN]

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.seats[seat] != HUMAN

    def bot_for(self, seat: int) -> Any:
        """The bot playing `seat` (autoplay plays a human seat at the game's default level)."""
        if seat not in self.bots:
            level = self.seats[seat] if self.is_bot(seat) else self.game.default_bot
            self.bots[seat] = self.game.make_bot(level)
        return self.bots[seat]

    def bot_to_move(self) -> bool:
        """Whether the controller moves now, not a click: a bot, autoplay, or a `forced` move."""
        seat = self.state.to_move
        return seat is not None and (self.is_bot(seat) or self.autoplay or bool(self.forced()))

    def forced(self) -> str | None:
        """A human seat's only legal move, played by itself in a game by link (docs/rulings.md
        "Play by link": the link travels only for a choice); in pass-and-play the player clicks."""
        seat = self.state.to_move
        if self.mine is None or seat is None or self.is_bot(seat):  # over: no one to move
            return None
        return only[0] if len(only := self.state.legal_actions()) == 1 else None

    def default_viewer(self) -> int | None:
        humans = self.humans
        if not humans:
            return None
        seat = self.state.to_move
        if seat in humans and not self.private():
            return seat
        return humans[0] if len(humans) == 1 or not self.private() else None

    def private(self) -> bool:
        """Whether one human's view must be hidden from the next (hidden hands, two humans)."""
        return self.game.hidden_information and len(self.humans) > 1

    def needs_handoff(self) -> bool:
        seat = self.state.to_move
        return (
            self.private()
            and not self.state.over
            and seat is not None
            and not self.is_bot(seat)
            and seat != self.viewer
        )

    def moment(self) -> tuple[str, str, str] | None:
        """The moment the table holds on now, if the players have not gone on from it: the
        view module's `moment(view)`, (key, prompt, the button that goes on), such as a
        round's result before the next draft. Bots wait for it as the players do."""
        module = view_module(self.game.id)
        hook = getattr(module, "moment", None)
        if hook is None or self.state.over:
            return None
        view = self.state.view(None)
        found = hook(view)
        if found is None or found[0] == self.moment_seen:
            return None
        # A moment before it (`moment_before`: the table as a round left it), gone on from first.
        before = getattr(module, "moment_before", None)
        first: tuple[str, str, str] | None = (
            before(view) if before is not None and self.standing else None
        )
        return first if first is not None and first[0] != self.moment_seen else found

    def moment_lapses(self) -> bool:
        """Whether the moment held now goes on by itself after a few seconds (the table as a
        round left it, before its result): bots alone only (issue 29: a player's click missed)."""
        found, before = self.moment(), getattr(view_module(self.game.id), "moment_before", None)
        return (
            not self.humans
            and found is not None
            and before is not None
            and self.standing
            and before(self.state.view(None)) == found
        )

    def go_on(self) -> None:
        """The players go on from the moment the table held on."""
        found = self.moment()
        if found is not None:
            self.moment_seen = found[0]

    def reveal(self) -> None:
        """The named player has taken the device: show their view."""
        self.viewer = self.state.to_move
        self.selected = None

    def display_seat(self) -> int | None:
        """Whose view the screen shows now."""
        if self.needs_handoff():
            return None
        seat = self.state.to_move
        if not self.private() and seat is not None and not self.is_bot(seat):
            self.viewer = seat
        return self.viewer

    # --- acting ------------------------------------------------------------------------------
    def play(self, code: str) -> None:
        """Apply one action (raises IllegalAction, changing nothing, when it is not open)."""
        held = self.held_view()
        turn = self._turn()
        self.state.apply(code)
        self.timeline.after(self.state)
        self.played = now()
        self.once = self.once if self.once == self.state.to_move else None
        if self._turn() != turn and not self.is_bot(self.state.to_move):
            held = None  # a person's turn begins at their own pieces, not where a bot moved
        self.selected = self.kept_selection(code) or held
        self.hint = None
        self.message = ""

    def _turn(self) -> object:
        """Whose turn it is, for a game that says so (`current`; none before the order is set)."""
        try:
            return getattr(self.state, "current", None)
        except LookupError:
            return None

    def held_view(self) -> str | None:
        """The board's view that stays after a move, as a selection: the view module's
        `held_view(view, key)` says (a map the player moved stays where it is); without it,
        nothing."""
        hold = getattr(view_module(self.game.id), "held_view", None)
        if hold is None or self.state.over:
            return None
        found: str | None = hold(self.state.view(self.state.to_move), self.selected)
        return found

    def kept_selection(self, code: str) -> str | None:
        """What stays selected after `code`: the view module's `keep_selected(view, key, code)`
        says (a counter just moved that can move on); without it, nothing."""
        keep = getattr(view_module(self.game.id), "keep_selected", None)
        if keep is None or self.selected is None or self.state.over:
            return None
        return (
            self.selected
            if keep(self.state.view(self.state.to_move), self.selected, code)
            else None
        )

    def play_bot(self, code: str, rng: random.Random) -> str | None:
        """Apply a bot's move; if the rules refuse it, a legal move instead, so that the table
        never waits for ever (docs/rulings.md: the table never freezes). Returns the report for
        the browser's console, if any: the refused code, the rules' reason and the move played,
        which may name a hidden card (`play:S4`), so the log for all says only that it
        happened."""
        seat = self.state.to_move
        who = seat_ref(seat) if seat is not None else ""
        try:
            self.play(code)
        except IllegalAction as error:
            instead = rng.choice(self.state.legal_actions())
            report = tr(
                "The bot of {who} chose a move the rules refuse ({code}: {reason})."
                " It plays this instead: {move}.",
                who=who,
                code=code,
                reason=str(error),
                move=self.state.describe(instead),
            )
            self.play(instead)
            # The move played is in the log already, as each seat may see it. Not part of the
            # record, so a replay of the game (which holds only the move played) does not say it.
            self.state.say(
                Text(
                    "The bot of {who} chose a move the rules refuse and played another instead.",
                    who=who,
                )
            )
            return report
        return None

    def can_undo(self) -> bool:
        """Only one's own last action, and never one that showed anyone something new (a die, a
        card drawn, cards received): undo must not let a player peek and choose again."""
        trail = self.state.trail
        if not trail or self.state.over:
            return False
        actor, news = trail[-1]
        return not news and actor == self.state.to_move and not self.is_bot(actor)

    def undo(self) -> None:
        if not self.can_undo():
            raise ValueError(tr("Nothing of yours can be undone now."))
        record = self.record()
        record.history.pop()
        self.timeline, self.state = Timeline.of(record, observer(self.game.id))
        self.selected = None
        self.hint = None

    # --- records and saving --------------------------------------------------------------------
    def record(self) -> Record:
        return Record(
            game=self.game.id,
            version=self.game.version,
            players=self.state.players,
            names=list(self.names),
            seats=list(self.seats),
            seed=self.state.seed,
            options=dict(self.state.options),
            history=list(self.state.history),
            branch=self.branch,
            redeals=self.redeals,
        )

    @property
    def key(self) -> str:
        """The save slot: one per table (game, seed, names, seats, options and branch), so a
        link reopened twice continues the same save, and a game played on from another's step
        never overwrites it."""
        return save_key(self.record())

    def summary(self) -> dict[str, Any]:
        """Where the game stands, as data: the lobby says it in the language it reads in."""
        if self.state.over:
            outcome = self.state.outcome()
            winners = [self.names[w] for w in outcome.winners]
            summary: dict[str, Any] = {"players": self.names, "over": True, "winners": winners}
            # A solitaire's verdict in its rulebook's words ("Pliny wins: 18 VP…"), not a seat's.
            words = getattr(view_module(self.game.id), "verdict", None)
            if self.state.players == 1 and words is not None:
                summary["verdict"] = words(int(outcome.scores[0]))
            return summary
        seat = self.state.to_move
        turn = self.names[seat] if seat is not None else ""
        summary = {"players": self.names, "move": len(self.state.history), "turn": turn}
        if self.moment() is not None:  # a round's end holds the table: anyone here goes on
            summary |= {"roundOver": True, "nextRound": self.state.view(None).get("round")}
        return summary

    def save_entry(self, previous: str | None = None) -> str:
        """The game as localStorage keeps it; `previous`, the entry it replaces, gives when the
        game was last played and what it was played on from, where this visit has not changed
        them (opening or importing a game is not playing it: a file's game has no time)."""
        kept: object = {}
        try:
            kept = load_json(previous, max_chars=MAX_SAVE_CHARS) if previous else {}
        except RecordError:
            kept = {}
        if not isinstance(kept, dict):
            kept = {}
        played = self.played if self.played is not None else kept.get("played")
        forked_at = self.forked_at if self.forked_at is not None else kept.get("forkedAt")
        apart = self.apart_from if self.apart_from is not None else kept.get("apartFrom")
        entry: dict[str, Any] = {
            "record": self.record().to_json(),
            "title": self.game.title,
            "summary": self.summary(),
            "language": self.language,
            "updated": now(),
            "played": played if whole_in_range(played) else None,
            "saves": self.revision or 0,
        } | seats.saved(self)
        if whole_in_range(forked_at):
            entry["forkedAt"] = forked_at
        if whole_in_range(apart):
            entry["apartFrom"] = apart
        return json.dumps(entry)


# The largest whole number JavaScript's numbers hold exactly (Number.MAX_SAFE_INTEGER).
MAX_SAFE_INTEGER = 2**53 - 1


def whole_in_range(value: Any) -> bool:
    """Whether a count or time read back from storage is a whole number the lobby can show: a
    hand-edited save may hold anything (1e308, -1, 10**400, true)."""
    return type(value) is int and 0 <= value <= MAX_SAFE_INTEGER


# The bots' pace between moves (ms): the lobby's Slow, Normal and Instant.
SLOW_BOT_MS, NORMAL_BOT_MS = 900.0, 350.0


def bot_delay(value: Any) -> float:
    """The bot speed read from the lobby's settings, in ms, clamped to 0 (Instant) to 900
    (Slow): a hand-edited 1e308 stopped the bots for good. What is not a finite number (NaN,
    infinity, text) is Normal."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return NORMAL_BOT_MS
    return min(max(float(value), 0.0), SLOW_BOT_MS)


def now() -> int:
    """The time in ms since 1970, as JavaScript's Date takes it."""
    return int(time.time() * 1000)


def observer(game_id: str) -> Any:
    """The game's chronicle (its view module's `chronicle`), or None where the state keeps all
    its story tells."""
    return getattr(view_module(game_id), "chronicle", None)


def parse_shared_link(fragment: str) -> tuple[str, str | None]:
    """The record part of a shared link `g=LINK&lang=pl`, and the language it was shared in
    (None for a link made before links carried it). Any other part is refused."""
    link, *parts = fragment.removeprefix("g=").split("&")
    language = None
    for part in parts:
        name, _, value = part.partition("=")
        if name != "lang" or language is not None:
            raise ValueError(
                tr("This link has a part this app does not know ('{part}').", part=part[:20])
            )
        if value not in LANGUAGES:
            raise ValueError(tr("The link asks for a language this app does not have."))
        language = value
    return link, language


def parse_new_link(fragment: str, seed: int) -> Session:
    """A fresh table from `new=ID&players=N&seed=S&bots=1,3&names=Ann,Bo&level=L&<option>=V`.

    Every value is checked before the table is made, so a bad link starts nothing.
    """
    pairs = fragment.split("&")
    if len(pairs) > 40:
        raise ValueError(tr("The link has too many parts."))
    params: dict[str, str] = {}
    for pair in pairs:
        name, _, value = pair.partition("=")
        name, value = unquote(name), unquote(value)
        if name in params:
            raise ValueError(tr("The link gives '{name}' twice.", name=name[:20]))
        params[name] = value
    language = params.pop("lang", None)
    if language is not None and language not in LANGUAGES:
        raise ValueError(tr("The link asks for a language this app does not have."))
    if language is not None:
        set_language(language)  # the default names ("Player 2") in the language asked for
    game_id = params.pop("new", "")
    if game_id not in pygames.GAMES:
        raise ValueError(
            tr("The link asks for a game this app does not have ('{game}').", game=game_id[:20])
        )
    game = pygames.game(game_id)
    players = _whole(params.pop("players", str(game.default_players)), "players")
    game.check_players(players)
    if "seed" in params:
        seed = game.check_seed(_whole(params.pop("seed"), "seed"))
    level = params.pop("level", game.default_bot)
    if level not in game.bots:
        raise ValueError(
            tr("{game} has no bot level '{level}'.", game=game.title, level=level[:20])
        )
    bots: set[int] = set()
    for part in filter(None, params.pop("bots", "").split(",")):
        seat = _whole(part, "bots")
        if not 1 <= seat <= players:
            raise ValueError(
                tr(
                    "The link names seat {number} as a bot; seats are 1 to {count}.",
                    number=seat,
                    count=players,
                )
            )
        bots.add(seat - 1)
    given = [n for n in params.pop("names", "").split(",")] if "names" in params else []
    if len(given) > players:
        raise ValueError(
            tr(
                "The link names {names} players for {count} seat.",
                "The link names {names} players for {count} seats.",
                names=len(given),
                count=players,
            )
        )
    names = [clean_name(given[seat] if seat < len(given) else "", seat) for seat in range(players)]
    seats = [level if seat in bots else HUMAN for seat in range(players)]
    options = game.parse_options(params)
    session = Session.start(game.id, players, names, seats, options, seed)
    session.link_language = language
    return session


_PERCENT = re.compile(r"(?:%[0-9A-Fa-f]{2})+")


def unquote(text: str) -> str:
    """Decode a URL fragment's `+` and `%XX` escapes (UTF-8); `urllib.parse` would cost about
    0.2 s of start-up under Pyodide for this one function."""
    text = text.replace("+", " ")
    return _PERCENT.sub(
        lambda m: bytes.fromhex(m.group(0).replace("%", "")).decode("utf-8", "replace"), text
    )


def _whole(text: str, name: str) -> int:
    if not (text.isascii() and text.isdigit()) or len(text) > 16:
        raise ValueError(
            tr(
                "The link's '{name}' must be a whole number, not '{value}'.",
                name=name,
                value=text[:20],
            )
        )
    return int(text)


ZOOMS = ("1", "1.5", "2", "3")


def zoomed(current: str | None, command: str) -> str | None:
    """The board's zoom after a zoom button ("in", "out", "fit"); None leaves it to the screen
    (the whole board on a wide one, about twice as large and following the pawn on a phone:
    from there, "in" is three times, "out" one and a half). "Whole board" toggles: pressed
    again, it goes back to the screen's own view, and "in" from the whole board goes to twice
    (issue 29: one and a half left a phone's names 5 px high, and the pawn was followed again
    only by zooming in)."""
    if command == "fit":
        return None if current == "1" else "1"
    if command in ZOOMS:  # a level of its own (Plinius's first "+" on a wide screen)
        return command
    if current == "1" and command == "in":
        return "2"
    index = ZOOMS.index(current) if current in ZOOMS else 2
    index += 1 if command == "in" else -1
    return ZOOMS[max(0, min(index, len(ZOOMS) - 1))]
