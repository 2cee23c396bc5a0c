"""Game records and the link codec.

A record is everything needed to rebuild a table: the game, its rules version, the seats, the
seed, the options and the actions so far. It travels as JSON (localStorage, an exported file) or
as a link fragment: `1.` followed by the URL-safe base64 of the zlib-compressed JSON. Decoding is
strict: sizes are capped before and after decompression, the JSON's nesting and number of values
are capped before it is parsed (`load_json`), every field is type-checked, and nothing a user
supplies is ever evaluated or unpickled.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
import re
import unicodedata
import zlib
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from itertools import accumulate
from typing import Any, NoReturn

from .errors import IllegalAction, RecordError
from .game import Game, State
from .i18n import tr
from .spelling import fault

LINK_PREFIX = "1."
MAX_LINK_CHARS = 120_000
MAX_JSON_BYTES = 1_000_000
MAX_HISTORY = 60_000
MAX_CODE_CHARS = 48
MAX_NAME_CHARS = 24
MAX_REDEALS = 64  # new deals of a game played on from another, and so on
MAX_BRANCH = 2**31  # a game played on from another's step carries a branch number below this
HUMAN = "human"
# A record is nested 2 deep (the record, its list of moves), a saved game 3 (web/session.py);
# the parser recurses once a level, and a few thousand levels overflow the browser's stack.
MAX_JSON_DEPTH = 16
# The values a record may hold: its moves, and room for its names, seats and options (and a
# save's summary).
MAX_JSON_ITEMS = MAX_HISTORY + 1_000
MAX_NUMBER_CHARS = 30  # a seed is below 2^53 (16 digits)

NOT_BRACKET = re.compile(r"[^\[\]{}]+")
BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


@dataclass(frozen=True)
class Redeal:
    """Where a game played on from another's step was dealt again (`State.redeal`): after its
    first `at` moves, from `seed`, keeping what the `seen` seats (the humans at the device, in
    seat order) knew. Its JSON: {"at": N, "seed": S, "seen": [seats]}."""

    at: int
    seed: int
    seen: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"at": self.at, "seed": self.seed, "seen": list(self.seen)}


@dataclass
class Record:
    game: str
    version: int
    players: int
    names: list[str]
    seats: list[str]  # "human" or a bot level
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    history: list[str] = field(default_factory=list)
    # 0 for a game as it was started; a game played on from a step of another ("play on from
    # here") gets a number of its own, so that it is saved and linked apart from the original.
    branch: int = 0
    # A game played on from a step of one still in play is dealt again there (docs/rulings.md,
    # "Looking back"): one new deal for each such step, in the order of the steps (a game
    # played on from one that was itself played on has two); none for every other game.
    redeals: tuple[Redeal, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The record as JSON; an original game's has no `branch`, as before branches existed,
        and only a game dealt again has a `redeal` (its list of new deals)."""
        data = asdict(self)
        del data["redeals"]
        if not self.branch:
            del data["branch"]
        if self.redeals:
            data["redeal"] = [redeal.to_json() for redeal in self.redeals]
        return data

    def redeal_at(self, step: int, seed: int, seen: tuple[int, ...]) -> None:
        """Cut the record at `step` and deal it again there (the new deals after it go)."""
        self.history = self.history[:step]
        kept = tuple(redeal for redeal in self.redeals if redeal.at <= step)
        self.redeals = (*kept, Redeal(at=step, seed=seed, seen=seen))


def clean_name(name: object, seat: int) -> str:
    """A player's name as it may be stored: text, trimmed, no control characters, capped."""
    if not isinstance(name, str):
        raise RecordError(tr("The name of player {number} is not text.", number=seat + 1))
    name = " ".join(name.split())
    if any(unicodedata.category(ch).startswith("C") for ch in name):
        raise RecordError(
            tr("The name of player {number} holds control characters.", number=seat + 1)
        )
    if not name:
        return tr("Player {number}", number=seat + 1)
    if len(name) > MAX_NAME_CHARS:
        raise RecordError(
            tr(
                "The name of player {number} is longer than {count} character.",
                "The name of player {number} is longer than {count} characters.",
                number=seat + 1,
                count=MAX_NAME_CHARS,
            )
        )
    return name


def record_from_json(data: object, games: Mapping[str, Game[Any]]) -> Record:
    """Check every field of a decoded record; raise RecordError naming the first fault."""
    if not isinstance(data, dict):
        raise RecordError(tr("This is not a game record."))
    game_id = data.get("game")
    if "game" in data and (not isinstance(game_id, str) or game_id not in games):
        # The first thing to say of a record of another app's game: not what it lacks for ours.
        raise RecordError(
            tr(
                "This is a record of a game that is not one of ours ({game}); ours are {games}.",
                game=shown(str(game_id)),
                games=", ".join(game.title for game in games.values()),
            )
        )
    expected = {"game", "version", "players", "names", "seats", "seed", "options", "history"}
    missing = sorted(expected - set(data))
    if missing:
        raise RecordError(tr("The game record lacks '{field}'.", field=missing[0]))
    extra = sorted(set(data) - expected - {"branch", "redeal"})
    if extra:
        raise RecordError(
            tr("The game record has an unknown field '{field}'.", field=shown(extra[0]))
        )
    game = games[data["game"]]
    version = data["version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise RecordError(tr("The record's rules version is not a number."))
    if version != game.version:
        raise RecordError(
            tr(
                "This {game} record was made with rules version {version}; this app plays"
                " version {current}.",
                game=game.title,
                version=version,
                current=game.version,
            )
        )
    try:
        players = game.check_players(data["players"])
        seed = game.check_seed(data["seed"])
        if not isinstance(data["options"], dict):
            raise ValueError(tr("The options of the record are not a table."))
        options = game.parse_options(data["options"])
    except ValueError as error:
        raise RecordError(str(error)) from None
    names, seats, history = data["names"], data["seats"], data["history"]
    if not isinstance(names, list) or len(names) != players:
        raise RecordError(
            tr(
                "The record should name {count} player.",
                "The record should name {count} players.",
                count=players,
            )
        )
    if not isinstance(seats, list) or len(seats) != players:
        raise RecordError(
            tr(
                "The record should say who plays the {count} seat.",
                "The record should say who plays each of the {count} seats.",
                count=players,
            )
        )
    for seat, kind in enumerate(seats):
        if not isinstance(kind, str) or (kind != HUMAN and kind not in game.bots):
            raise RecordError(
                tr("Seat {number} is played by an unknown kind of player.", number=seat + 1)
            )
    if not isinstance(history, list) or len(history) > MAX_HISTORY:
        raise RecordError(tr("The record's list of moves is damaged or too long."))
    for index, code in enumerate(history):
        if (
            not isinstance(code, str)
            or not 0 < len(code) <= MAX_CODE_CHARS
            or not code.isascii()
            or not code.isprintable()
        ):
            raise RecordError(
                tr("Move {number} of the record is damaged.", number=index + 1), valid_moves=index
            )
    branch = data.get("branch", 0)
    if isinstance(branch, bool) or not isinstance(branch, int) or not 0 <= branch < MAX_BRANCH:
        raise RecordError(tr("The record's branch is not a number it can have."))
    redeals: tuple[Redeal, ...] = ()
    if "redeal" in data:
        listed = data["redeal"]
        if not isinstance(listed, list) or not 0 < len(listed) <= MAX_REDEALS:
            raise RecordError(tr("The record's new deal is damaged."))
        redeals = tuple(redeal_from_json(item, game, players, len(history)) for item in listed)
        if [redeal.at for redeal in redeals] != sorted(redeal.at for redeal in redeals):
            raise RecordError(tr("The record's new deals are not in the order of their steps."))
    assert isinstance(game_id, str)  # present (none is missing) and one of ours (checked first)
    return Record(
        game=game_id,
        version=version,
        players=players,
        names=[clean_name(name, seat) for seat, name in enumerate(names)],
        seats=list(seats),
        seed=seed,
        options=options,
        history=list(history),
        branch=branch,
        redeals=redeals,
    )


def redeal_from_json(data: object, game: Game[Any], players: int, moves: int) -> Redeal:
    """Check a record's `redeal`: a step of its `moves`, a seed, and seats of its `players`,
    each named once and in order."""
    if not isinstance(data, dict):
        raise RecordError(tr("The record's new deal is damaged."))
    missing = sorted({"at", "seed", "seen"} - set(data))
    if missing:
        raise RecordError(tr("The record's new deal lacks '{field}'.", field=missing[0]))
    extra = sorted(set(data) - {"at", "seed", "seen"})
    if extra:
        raise RecordError(
            tr("The record's new deal has an unknown field '{field}'.", field=str(extra[0])[:40])
        )
    at, seed, seen = data["at"], data["seed"], data["seen"]
    if isinstance(at, bool) or not isinstance(at, int) or not 0 <= at <= moves:
        raise RecordError(tr("The record's new deal is not at a step of its game."))
    try:
        game.check_seed(seed)
    except ValueError as error:
        raise RecordError(str(error)) from None
    if (
        not isinstance(seen, list)
        or any(isinstance(s, bool) or not isinstance(s, int) or not 0 <= s < players for s in seen)
        or seen != sorted(set(seen))
    ):
        raise RecordError(
            tr("The record's new deal names seats the game does not have, or one twice.")
        )
    return Redeal(at=at, seed=seed, seen=tuple(seen))


def record_from_file(text: object, games: Mapping[str, Game[Any]]) -> Record:
    """The record in an exported file's text, checked but not yet replayed: the size and shape
    are capped before parsing, the JSON parsed as data only, then every field checked."""
    if not isinstance(text, str):
        raise RecordError(tr("It is not a game record."))
    return record_from_json(load_json(text, max_chars=MAX_JSON_BYTES), games)


def load_json(
    text: str,
    *,
    max_chars: int,
    max_depth: int = MAX_JSON_DEPTH,
    max_items: int = MAX_JSON_ITEMS,
    not_json: str = "",
) -> object:
    """JSON a player supplies, as data; any fault raises RecordError with a message (`not_json`
    where the text is no JSON at all, if given).

    The parser recurses once a level of nesting, and under Pyodide a few thousand levels
    overflow the browser's stack before Python can raise RecursionError: so the size, the
    nesting and the number of values are checked first, by a linear scan that needs no
    recursion. NaN, Infinity, numbers no record has and a name given twice are refused.
    """
    if len(text) > max_chars:
        raise RecordError(
            tr(
                "It is too big to be a game record (more than {limit} KB).",
                limit=max_chars // 1000,
            )
        )
    # Commas and brackets inside strings are text, so they are counted with the strings taken
    # out; a text with too few of them in all (a record's own) needs no such scan.
    many_commas = text.count(",") >= max_items
    many_brackets = text.count("[") + text.count("{") > max_depth
    if many_commas or many_brackets:
        bare = outside_strings(text)
        if many_commas and bare.count(",") >= max_items:
            raise RecordError(tr("It holds too many values to be a game record."))
        if many_brackets and nesting(bare) > max_depth:
            raise RecordError(tr("It is damaged: no game record is built this deep."))
    try:
        return json.loads(
            text,
            parse_constant=refuse_number,
            parse_float=finite_float,
            parse_int=short_int,
            object_pairs_hook=unique_names,
        )
    except RecordError:
        raise
    except ValueError:
        raise RecordError(not_json or tr("It is not JSON, which a game record is.")) from None


def outside_strings(text: str) -> str:
    """JSON's text with its string literals taken out, in linear time: escaped backslashes and
    quotes are dropped (pairing backslashes from the left, as JSON does), then every other
    piece between quotes is a string's. Where the text is not JSON the parser stops at the first
    fault, and what is taken out before it is right."""
    unescaped = text.replace("\\\\", "").replace('\\"', "")
    return "".join(unescaped.split('"')[0::2])


def nesting(bare: str) -> int:
    """How deep the parser would go into JSON whose strings are taken out: the most brackets
    open at once (a closing bracket that closes nothing ends the parse there)."""
    brackets = NOT_BRACKET.sub("", bare)
    return max(accumulate(map(BRACKET_STEP.__getitem__, brackets)), default=0)


def refuse_number(literal: str) -> NoReturn:
    """NaN and Infinity (which Python's parser takes), or a number out of a record's range."""
    shortened = literal if len(literal) <= 16 else literal[:12] + "…"
    raise RecordError(
        tr("It holds the number {number}, which no game record has.", number=shortened)
    )


def finite_float(literal: str) -> float:
    number = float(literal)
    if not math.isfinite(number):  # 1e999
        refuse_number(literal)
    return number


def short_int(literal: str) -> int:
    """An integer, refused when longer than any a record has (and before Python's own limit on
    digits raises an error of its own)."""
    if len(literal) > MAX_NUMBER_CHARS:
        refuse_number(literal)
    return int(literal)


def unique_names(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object as a dict; a name given twice (which JSON leaves undefined) is refused."""
    table: dict[str, Any] = {}
    for name, value in pairs:
        if name in table:
            raise RecordError(tr("The field '{field}' is given twice.", field=shown(name)))
        table[name] = value
    return table


def shown(text: str) -> str:
    """Text from a record as a message quotes it: short, and every character printable."""
    short = text if len(text) <= 40 else text[:40] + "…"
    return "".join(ch if ch.isprintable() else "\ufffd" for ch in short)


def replay(
    record: Record,
    games: Mapping[str, Game[Any]],
    each: Callable[[State], None] | None = None,
    respell: bool = False,
) -> State:
    """Rebuild the table; a move that does not apply raises RecordError with `valid_moves`.

    `each` sees the table as it stands after set-up and after every move (the front end keeps
    its checkpoints and the game's story from them); where the record was dealt again, the
    table it sees at that step is the new deal. A bad move before that step leaves no game to
    open short of it (it would show the old deal): its error has no `valid_moves`.

    With `respell`, a move written as this app once wrote it and no longer takes is played in
    its one spelling, and the record's history says it so: a game saved on this device before
    moves had one spelling opens (docs/rulings.md "One spelling per move"); links and files
    are read without it.
    """
    game = games[record.game]
    if any(redeal.at > len(record.history) for redeal in record.redeals):
        raise RecordError(tr("The record's new deal is not at a step of its game."))
    first = min((redeal.at for redeal in record.redeals), default=0)
    try:
        state: State = game.new(record.players, record.seed, record.options)
    except ValueError as error:  # options that do not suit this many players
        raise RecordError(str(error)) from None

    def settled(moves: int) -> None:
        """The table after `moves` moves: dealt again if it is the record's step, then seen."""
        for redeal in record.redeals:
            if moves == redeal.at:
                apply_redeal(state, redeal)
        if each is not None:
            each(state)

    settled(0)
    for index, code in enumerate(record.history):
        misspelt = respell and (fault(code) or state.check(code) is not None)
        written = state.spelling(code) if misspelt else None
        if written is not None:
            record.history[index] = code = written
        try:
            state.apply(code)
        except IllegalAction as error:
            raise RecordError(
                tr(
                    "Move {number} of this game cannot be played ({reason})",
                    number=index + 1,
                    reason=error,
                ),
                valid_moves=index if index >= first else None,
            ) from None
        settled(index + 1)
    return state


def apply_redeal(state: State, redeal: Redeal) -> None:
    """Deal the table again as the record says (a seat out of range raises RecordError)."""
    try:
        state.redeal(redeal.seen, redeal.seed)
    except ValueError as error:
        raise RecordError(str(error)) from None


def encode_link(record: Record) -> str:
    text = json.dumps(record.to_json(), separators=(",", ":"), ensure_ascii=False)
    packed = zlib.compress(text.encode("utf-8"), 9)
    return LINK_PREFIX + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def decode_link(link: str, games: Mapping[str, Game[Any]]) -> Record:
    """The record inside a link fragment, checked but not yet replayed."""
    if not isinstance(link, str) or not link.startswith(LINK_PREFIX):
        raise RecordError(tr("This link does not hold a game this app can open."))
    body = link[len(LINK_PREFIX) :]
    if len(body) > MAX_LINK_CHARS:
        raise RecordError(tr("This link is too long to be a game record."))
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        inflater = zlib.decompressobj()
        raw = inflater.decompress(packed, MAX_JSON_BYTES)
        if inflater.unconsumed_tail or not inflater.eof:
            raise RecordError(tr("This link is damaged or holds too much to be a game record."))
        text = raw.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError) as e:
        if isinstance(e, RecordError):
            raise
        raise RecordError(damaged_link()) from None
    return record_from_json(
        load_json(text, max_chars=MAX_JSON_BYTES, not_json=damaged_link()), games
    )


def damaged_link() -> str:
    return tr("This link is damaged: it was cut short or changed.")
