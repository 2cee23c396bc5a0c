"""The game contract: a `Game` describes a title and makes `State`s; a `State` is one table.

Modelled on OpenSpiel's small fixed protocol, so that one harness, one bot and one UI loop serve
every game. Seats are numbered 0..players-1; in text meant for people a seat is written `@N`,
which the front end replaces with the player's (escaped) name.
"""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable, Collection, Generator, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from .deck import Deck
from .errors import IllegalAction
from .i18n import Text, tr
from .spelling import fault, loose, respellings

T = TypeVar("T")
S = TypeVar("S", bound="State")
# A bot of one game reads that game's state: it is a bot for that state and its subclasses.
S_contra = TypeVar("S_contra", bound="State", contravariant=True)
Thought = Generator[None, None, str]  # a bot's thinking: it yields now and then, returns a code


class Bot(Protocol[S_contra]):
    """A player the machine plays for a seat: what a game's `bots` make (bots.py has the generic
    ones)."""

    def think(self, state: S_contra, rng: random.Random) -> Thought: ...


LOG_TAIL = 200  # log lines sent with each view; older ones stay in the state
NOBODY = -1  # the reader of a private log line whose seat's past a new deal replaced (`redeal`)


_SEAT_REFS = tuple(f"@{seat}" for seat in range(10))
_DIGITS = re.compile(r"(\d+)")


def natural(code: str) -> tuple[int | str, ...]:
    """A sort key that puts numbers in numeric order ("bid:60" before "bid:110"), for lists of
    choices shown to people; `legal_actions()` itself stays in plain text order."""
    return tuple(int(part) if part.isdigit() else part for part in _DIGITS.split(code))


def seat_ref(seat: int) -> str:
    """The token for a seat in prompts and log lines; the front end puts the name in its place."""
    return _SEAT_REFS[seat]


@dataclass(frozen=True)
class Option:
    """One setting a game offers at the table, with the values it takes."""

    default: Any
    label: str
    help: str = ""
    choices: tuple[Any, ...] = ()
    range: tuple[int, int] | None = None

    def parse(self, name: str, value: Any) -> Any:
        """The value in the option's own type; strings (from a link or a form) are converted."""
        kind = type(self.default)
        if isinstance(value, str) and kind is not str:
            text = value.strip().lower()
            if kind is bool:
                if text not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
                    raise ValueError(
                        tr(
                            "Option '{name}' takes yes or no, not '{value}'.",
                            name=name,
                            value=value,
                        )
                    )
                value = text in ("1", "true", "yes", "on")
            elif kind is int:
                digits = text.removeprefix("-")
                if not (digits.isascii() and digits.isdigit()) or len(text) > 9:
                    raise ValueError(
                        tr(
                            "Option '{name}' takes a whole number, not '{value}'.",
                            name=name,
                            value=value,
                        )
                    )
                value = int(text)
        if kind is bool and not isinstance(value, bool):
            raise ValueError(tr("Option '{name}' takes yes or no.", name=name))
        if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
            raise ValueError(tr("Option '{name}' takes a whole number.", name=name))
        if kind is str and not isinstance(value, str):
            allowed = ", ".join(map(str, self.choices))
            raise ValueError(
                tr("Option '{name}' takes one of: {allowed}.", name=name, allowed=allowed)
            )
        if self.choices and value not in self.choices:
            allowed = ", ".join(map(str, self.choices))
            raise ValueError(
                tr(
                    "Option '{name}' takes one of: {allowed}; not '{value}'.",
                    name=name,
                    allowed=allowed,
                    value=value,
                )
            )
        if self.range and not self.range[0] <= value <= self.range[1]:
            low, high = self.range
            raise ValueError(
                tr(
                    "Option '{name}' takes a number from {low} to {high}, not {value}.",
                    name=name,
                    low=low,
                    high=high,
                    value=value,
                )
            )
        return value

    def to_json(self) -> dict[str, Any]:
        return {
            "default": self.default,
            "label": self.label,
            "help": self.help,
            "choices": list(self.choices),
            "range": list(self.range) if self.range else None,
        }


@dataclass(frozen=True)
class Outcome:
    """Scores per seat (fortune, points, VP), ranks (1 = best, ties share) and the winners.

    A solitaire that is lost has no winner: its `winners` is empty.
    """

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]
    unit: str = ""
    detail: tuple[str, ...] = ()

    @classmethod
    def from_scores(
        cls, scores: Sequence[float], unit: str = "", detail: Sequence[str] = ()
    ) -> Outcome:
        """Rank by score, highest first; equal scores share a rank and a win."""
        ranks = tuple(1 + sum(other > mine for other in scores) for mine in scores)
        winners = tuple(seat for seat, rank in enumerate(ranks) if rank == 1)
        return cls(tuple(scores), ranks, winners, unit, tuple(detail))

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
            "unit": self.unit,
            "detail": list(self.detail),
        }


class State:
    """One game in progress. Subclasses implement the underscored hooks and `describe`.

    All chance goes through `roll`, `shuffled`, `choose` and `randint`, which draw from the
    state's own generator (seeded from the game id and the seed), so that a replay is exact, and
    every card turned from a `Deck` goes through `draw`. Chance, a draw, and anything else that
    shows someone what they did not know (`reveal`: cards received) marks the action as news, and
    undo never crosses news.
    """

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        self.options = options
        self.history: list[str] = []
        self.trail: list[tuple[int, bool]] = []  # per action: who acted, whether it brought news
        self._log: list[tuple[str | Text, int | None]] = []
        self._rng = random.Random(f"{game.id}:{seed}")
        self._news = False

    # --- chance -------------------------------------------------------------------------
    def roll(self, sides: int = 6) -> int:
        self._news = True
        return 1 + self._below(sides)

    def randint(self, low: int, high: int) -> int:
        self._news = True
        return low + self._below(high - low + 1)

    def _below(self, n: int) -> int:
        """A number in 0..n-1: what `random.randint` draws (the same bits, so the same games),
        without its layers of argument checks, which cost more than the draw."""
        bits = n.bit_length()
        getrandbits = self._rng.getrandbits
        drawn = getrandbits(bits)
        while drawn >= n:
            drawn = getrandbits(bits)
        return drawn

    def shuffled(self, items: Iterable[T]) -> list[T]:
        self._news = True
        result = list(items)
        self._rng.shuffle(result)
        return result

    def choose(self, items: Sequence[T]) -> T:
        self._news = True
        return self._rng.choice(items)

    def draw(self, deck: Deck[T], count: int = 1) -> list[T]:
        """The top `count` cards of `deck` (fewer if it runs out), top first. Turning a card
        shows what nobody knew, so the action becomes news whatever game draws it."""
        taken = deck._take(max(0, min(count, len(deck))))
        if taken:
            self._news = True
        return taken

    def reveal(self) -> None:
        """Mark this action as showing someone what they did not know, so undo stops here."""
        self._news = True

    # --- the log --------------------------------------------------------------------------
    def say(self, text: str | Text, to: int | None = None) -> None:
        """Add a log line; with `to`, only that seat will see it. A `Text` line is translated
        when shown, so the log reads in the language of the moment."""
        self._log.append((text, to))

    def log_for(self, seat: int | None, start: int = 0) -> list[str]:
        """The lines `seat` may read, from the `start`-th line written on (see `log_written`)."""
        return [str(text) for text, to in self._log[start:] if to is None or to == seat]

    @property
    def log_written(self) -> int:
        """How many lines were written for all seats: where the next move's lines will begin (a
        replay shows what one move wrote without reading the whole log)."""
        return len(self._log)

    # --- the contract -----------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        raise NotImplementedError

    @property
    def over(self) -> bool:
        return self.to_move is None

    def legal_actions(self) -> list[str]:
        if self.over:
            return []
        return sorted(set(self._legal()))

    def _legal(self) -> Iterable[str]:
        raise NotImplementedError

    def check(self, code: str) -> str | None:
        """Why `code` may not be played now, or None. Games with free amounts override this."""
        if code in self.legal_actions():
            return None
        return self.not_open(code)

    def not_open(self, code: str) -> str:
        """The plain reason, for a code no rule of the game explains better."""
        return tr("'{code}' is not open now. {prompt}", code=code, prompt=self.prompt(self.to_move))

    def spelling(self, code: str) -> str | None:
        """The one spelling of `code`, if it is an open move spelt another way, or None.

        A move has one spelling (docs/rulings.md "One spelling per move"): a legal action with
        the same `loose` form, or a free amount written as the game writes it, is what the
        player meant. Only refused codes come here.
        """
        if self.to_move is None:
            return None
        key = loose(code)
        written = next((c for c in self.legal_actions() if loose(c) == key), None)
        if written is None:
            written = next((c for c in respellings(code) if self.check(c) is None), None)
        return None if written == code else written

    def misspelt(self, code: str) -> str | None:
        """The refusal of an open move spelt another way, naming its spelling, or None."""
        written = self.spelling(code)
        if written is None:
            return None
        return tr(
            "'{code}' is not how this move is written; it is written '{canonical}'.",
            code=code,
            canonical=written,
        )

    def apply(self, code: str) -> None:
        if not isinstance(code, str):
            raise IllegalAction(tr("An action is a short text code."))
        actor = self.to_move  # read once: `over` is its being None (a hot path)
        if actor is None:
            raise IllegalAction(tr("The game is over."))
        # One spelling per move: no game writes a space, an empty part or a leading zero, so
        # such a code is refused here whatever the game's own parsing would make of it; and a
        # refused code that is an open move spelt another way is told how it is written.
        reason = self.not_open(code) if fault(code) else self.check(code)
        if reason is not None:
            raise IllegalAction(self.misspelt(code) or reason)
        self._news = False
        self._apply(code)
        self.history.append(code)
        self.trail.append((actor, self._news))

    def _apply(self, code: str) -> None:
        raise NotImplementedError

    def describe(self, code: str) -> str:
        raise NotImplementedError

    def prompt(self, seat: int | None) -> str:
        """What the table is waiting for, as `seat` should read it."""
        to_move = self.to_move
        if to_move is None:
            return tr("The game is over.")
        return tr("{who} to move.", who=seat_ref(to_move))

    def outcome(self) -> Outcome:
        """Final scores once over; before that, the standings so far."""
        raise NotImplementedError

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """A JSON-able picture of the table as `seat` may see it (None: what all may see)."""
        to_move = self.to_move
        actions = []
        if seat is not None and seat == to_move:
            actions = [
                {"code": code, "label": self.describe(code)}
                for code in sorted(self.legal_actions(), key=natural)
            ]
        log = self.log_for(seat)
        view: dict[str, Any] = {
            "game": self.game.id,
            "players": self.players,
            "seat": seat,
            "to_move": to_move,
            "over": self.over,
            "prompt": self.prompt(seat),
            "actions": actions,
            "log": log[-LOG_TAIL:],
            "log_total": len(log),
            "moves": len(self.history),
            "outcome": self.outcome().to_json(),
        }
        view.update(self._view(seat))
        return view

    def _view(self, seat: int | None) -> dict[str, Any]:
        raise NotImplementedError

    def clone(self) -> Self:
        """An independent copy. Games that search override it: `_copy()` and then copies of
        their own mutable fields is many times faster than this deep copy."""
        return copy.deepcopy(self)

    def _copy(self) -> Self:
        """A shallow copy whose kernel parts (options, history, trail, log, generator) are its
        own."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.history = list(self.history)
        other.trail = list(self.trail)
        other._log = list(self._log)
        other._rng = random.Random()
        other._rng.setstate(self._rng.getstate())
        return other

    # --- for bots ---------------------------------------------------------------------------
    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A copy that `seat` cannot tell from this one, with all it may not know redrawn.

        The future (the generator) is always reseeded; games with hidden cards also redeal what
        `seat` has not seen in `_resample_hidden`.
        """
        sample = self.clone()
        sample._rng = random.Random(rng.getrandbits(64))
        sample._resample_hidden(frozenset((seat,)), rng)
        return sample

    def _resample_hidden(self, seen: frozenset[int], rng: random.Random) -> None:
        """Redeal what none of the `seen` seats can see (deck order, the other hands), keeping
        all that any of them knows. Default: nothing is hidden.

        A fork must not show the real cards (`redeal`): the result may depend on what `seen`
        knows and on `rng` only, never on how the hidden cards really lie, so an override pools
        them in a canonical (sorted) order before it shuffles.
        """

    # --- playing on from here ------------------------------------------------------------------
    def redeal(self, seen: Collection[int], seed: int) -> None:
        """Play on from here without foretelling (docs/rulings.md, "Looking back"): all chance
        to come is drawn afresh from `seed`, and everything none of the `seen` seats (the humans
        at the device; none: a spectator) has seen is dealt again, so that a game still in play
        shows them no real card of another and no die the real game will roll.

        Lines of the log written to other seats are read by nobody after it, and undo does not
        reach back across it: the table has just shown its new deal.
        """
        kept = frozenset(seen)
        if any(isinstance(s, bool) or not isinstance(s, int) for s in kept) or not all(
            0 <= s < self.players for s in kept
        ):
            raise ValueError(tr("A new deal is made for seats of the game only."))
        self._resample_hidden(kept, random.Random(f"{self.game.id}:redeal:{seed}:deal"))
        self._rng = random.Random(f"{self.game.id}:redeal:{seed}")
        self._log = [(text, to if to is None or to in kept else NOBODY) for text, to in self._log]
        if self.trail:
            self.trail[-1] = (self.trail[-1][0], True)

    def value(self, seat: int) -> float:
        """How good this position is for `seat`, from 0 (lost) to 1 (won), for search bots."""
        result = self.outcome()
        if self.players == 1:
            return 1.0 if 0 in result.winners and self.over else 0.5
        if self.over:
            return 1.0 / len(result.winners) if seat in result.winners else 0.0
        return (self.players - result.ranks[seat]) / (self.players - 1)

    def rollout_action(self, rng: random.Random) -> str:
        """The move a playout makes here; games may bias it towards sense."""
        return rng.choice(self.legal_actions())


@dataclass(frozen=True)
class Game(Generic[S]):
    """A title: its name, seats, options and bots, and the factory for its states (of type S)."""

    id: str
    title: str
    state_class: type[S]
    min_players: int
    max_players: int
    default_players: int
    blurb: str
    rules: str  # the rulebook's file name under rules/
    version: int = 1
    options: dict[str, Option] = field(default_factory=dict)
    # Whether players hold what others may not see (hands): then the app hands the device over
    # between humans, and Share warns that a link reveals them. A deck's order, hidden from
    # everyone alike, does not count.
    hidden_information: bool = False
    # Whether cards come face down from a shuffle (a deck, a chance pile): a link holds the seed,
    # so whoever decodes it by hand could learn the cards to come, and Share says so.
    shuffled_cards: bool = False
    bots: dict[str, Callable[[], Bot[S]]] = field(default_factory=dict)  # level -> a new bot
    default_bot: str = "search"
    # The bot the Hint button asks (a factory; its own clock must stay within the page's hint
    # time); None: the page's own time-bounded search.
    hint_bot: Callable[[], Bot[S]] | None = None
    score_unit: str = ""
    playout_limit: int = 20_000  # no random playout may take more actions than this
    # The languages its screen can read in (docs/rulings.md: a game reads in its rulebook's
    # language).
    languages: tuple[str, ...] = ("en",)

    SEED_LIMIT: ClassVar[int] = 2**53  # seeds travel through JSON and JavaScript

    def __deepcopy__(self, memo: dict[int, object]) -> Game[S]:
        return self  # a Game is immutable and shared by all its states

    def parse_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        given = dict(options or {})
        unknown = sorted(set(given) - set(self.options))
        if unknown:
            known = ", ".join(self.options) or "none"
            raise ValueError(
                tr(
                    "{game} has no option '{name}' (its options: {known}).",
                    game=self.title,
                    name=unknown[0],
                    known=known,
                )
            )
        return {
            name: option.parse(name, given[name]) if name in given else option.default
            for name, option in self.options.items()
        }

    def check_players(self, players: object) -> int:
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError(tr("The number of players must be a whole number."))
        if not self.min_players <= players <= self.max_players:
            if self.min_players == self.max_players:
                raise ValueError(
                    tr(
                        "{game}: number of players: {count}.",
                        game=self.title,
                        count=self.min_players,
                    )
                )
            raise ValueError(
                tr(
                    "{game} is for {low} to {high} players, not {count}.",
                    game=self.title,
                    low=self.min_players,
                    high=self.max_players,
                    count=players,
                )
            )
        return players

    def check_seed(self, seed: object) -> int:
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < self.SEED_LIMIT:
            raise ValueError(tr("The seed must be a whole number from 0 to 2^53 - 1."))
        return seed

    def new(
        self, players: int | None = None, seed: int = 0, options: dict[str, Any] | None = None
    ) -> S:
        count = self.check_players(self.default_players if players is None else players)
        return self.state_class(self, count, self.check_seed(seed), self.parse_options(options))

    def make_bot(self, level: str | None = None) -> Bot[S]:
        level = level or self.default_bot
        if level not in self.bots:
            raise ValueError(tr("{game} has no bot level '{level}'.", game=self.title, level=level))
        return self.bots[level]()

    def to_json(self) -> dict[str, Any]:
        """What the lobby needs to know of a title."""
        return {
            "id": self.id,
            "title": self.title,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "default_players": self.default_players,
            "blurb": self.blurb,
            "rules": self.rules,
            "hidden_information": self.hidden_information,
            "shuffled_cards": self.shuffled_cards,
            "options": {name: option.to_json() for name, option in self.options.items()},
            "bots": list(self.bots),
            "default_bot": self.default_bot,
            "languages": list(self.languages),
        }
