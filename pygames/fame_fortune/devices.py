"""For Fame & Fortune across devices: each seat on its own device, the deck a secret deck.

The same engine and rules (`FameFortuneState`); only the round's deck differs: it is the kernel's
secret deck (`pygames.core.secret`), whose slots the engine deals face down as tokens
(TOKEN + slot). A device turns a token into its card when it can read it: its own cards once
every other seat has sent their unlocks, and any card laid face up. Each device keeps its own
`AcrossTable`; the links between them carry the game's signed messages (docs/design.md,
"Across devices"), and every device follows the game from them alone.

Per action: a round's deck is shuffled, then locked, by each seat in turn (a seat's `join` goes
with its first shuffle, the table's players and options in the first seat's; the last to
shuffle locks at once); the cards the engine draws (the deal of 10 each, a draw back, a
modifier's draw) are named in `deal` messages, written by whichever device finds them owed, at
once (a deal names slots, not cards); at every visit a seat sends every unlock it owes to a
seat that has locked the deck (`unlock`; never earlier, or the last to lock could choose its
cards), so one link does all it can; a
drafter passes its chosen cards with `pass` (its picks stay on its device); a stake or modifier
is an `open` of the card and an `act` of the move; `stop` and `pass` are an `act`. The 5th stake
waits until every seat has opened its hand (the scoring reads every hand); after the game's last
stake every seat reveals its key with its open hand, and every device can `check` the whole
game.
"""

from __future__ import annotations

import json
import secrets
from typing import Any, TypeVar

from pygames.core import Deck, Game
from pygames.core.errors import IllegalAction, RecordError
from pygames.core.i18n import Text, tr
from pygames.core.secret import Seat, SecretDeck, audit, decode_link, link_for
from pygames.core.secret.messages import Message, b64, unb64

from . import cards as C
from . import words
from .state import DRAFT, FameFortuneState

TOKEN = C.FACE_DOWN  # TOKEN + slot: a card of the round's secret deck this device cannot read
DRAWS = {words.draws(0, []).msgid, words.draws(0, [], 0).msgid}
RECEIVES = words.receives(0, [], 0).msgid
T = TypeVar("T")


class AcrossState(FameFortuneState):
    """The engine on one device: the deck is the secret deck's slots, face down."""

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        # The private lines naming cards face down, (line, the cards it names): named again as
        # this device reads them, so its own log names its own cards once it can.
        self.unread: list[tuple[int, list[int]]] = []
        self.taken: list[int] = []  # the cards of the last draw
        super().__init__(game, players, seed, options)

    def _new_deck(self) -> Deck[int]:
        self.unread = []  # a new round's slots: the last round's lines stay as they are
        return Deck(range(TOKEN, TOKEN + len(C.deck(self.wild, self.use_mods))))

    def draw(self, deck: Deck[T], count: int = 1) -> list[T]:
        taken = super().draw(deck, count)
        self.taken = [card for card in taken if isinstance(card, int)]
        return taken

    def say(self, text: str | Text, to: int | None = None) -> None:
        super().say(text, to)
        named: list[int] = []
        if isinstance(text, Text) and to is not None and text.msgid in DRAWS:
            named = self.taken
        elif isinstance(text, Text) and to is not None and text.msgid == RECEIVES:
            giver = next(seat for seat in range(self.players) if self.left(seat) == to)
            named = self.picks[giver]
        if any(card >= TOKEN for card in named):
            self.unread.append((self.log_written - 1, list(named)))

    def read(self, token: int, card: int) -> None:
        """A card this device has come to read: in the hand that holds it and in the lines
        that name it."""
        for hand in self.hands:
            if token in hand:
                hand[hand.index(token)] = card
                hand.sort()
        unread = []
        for line, named in self.unread:
            if token in named:
                named = [card if c == token else c for c in named]
                text, to = self._log[line]
                assert isinstance(text, Text)
                args = {**text.args, "cards": words.cards(named)}
                self._log[line] = (Text(text.msgid, text.plural, **args), to)
            if any(c >= TOKEN for c in named):
                unread.append((line, named))
        self.unread = unread

    def _legal(self) -> list[str]:
        """What the mover may do with the cards this device can read (another seat's move is
        checked when its card has been opened)."""
        seat = self.to_move
        assert seat is not None
        if self.phase == DRAFT and any(card >= TOKEN for card in self.picks[seat]):
            return ["give"] if len(self.picks[seat]) == self.need else []  # another's pass
        hand = self.hands[seat]
        self.hands[seat] = [card for card in hand if card < TOKEN]
        try:
            return super()._legal()
        finally:
            self.hands[seat] = hand

    def _view(self, seat: int | None) -> dict[str, Any]:
        if seat is None or self.finished:
            return super()._view(seat)
        hand = self.hands[seat]
        self.hands[seat] = [card for card in hand if card < TOKEN]
        try:
            view = super()._view(seat)
        finally:
            self.hands[seat] = hand
        view["hand_sizes"][seat] = len(hand)
        view["unread"] = len(hand) - len(view["hand"])
        return view


class AcrossTable:
    """One device's table: its seat's keys, the secret deck, and the engine following both."""

    def __init__(
        self,
        game: bytes,
        players: int,
        options: dict[str, Any],
        seat: int,
        keys: bytes,
        names: list[str] | None = None,
    ) -> None:
        from . import GAME

        self.state = AcrossState(GAME, GAME.check_players(players), 0, GAME.parse_options(options))
        labels = [C.code(card) for card in C.deck(self.state.wild, self.state.use_mods)]
        self.deck = SecretDeck(game, players, labels)
        self.seat = seat
        self.me = Seat(self.deck, seat, keys[:32], keys[32:])
        self.keys = keys
        self.options = dict(options)
        # The players' names, in the first seat's signed join (the app shows them).
        self.names = list(names or [f"Player {n + 1}" for n in range(players)])
        self.applied = 0  # the messages the engine has followed
        self.pending: tuple[int, str] | None = None  # a 5th stake, until every hand is open
        self.round = 0
        self._read: dict[int, int] = {}  # slot -> card: what this device has read this round
        self.fresh: list[int] = []  # its cards it read last, until it passes or moves

    @classmethod
    def create(
        cls,
        players: int,
        options: dict[str, Any],
        keys: bytes | None = None,
        names: list[str] | None = None,
    ) -> AcrossTable:
        """A new game on the first seat's device, with fresh keys (or the 64 bytes given: a
        backup's, or a test's)."""
        keys = keys or secrets.token_bytes(64)
        return cls(secrets.token_bytes(16), players, options, 0, keys, names)

    @classmethod
    def joining(cls, link: str, seat: int, keys: bytes | None = None) -> AcrossTable:
        """A device taking a seat from the first link it receives (fresh keys, or those
        given)."""
        first = decode_link(link)[0]
        table = json.loads(first.get("table", "{}")) if first.get("k") == "join" else {}
        if not isinstance(table, dict) or not isinstance(table.get("players"), int):
            raise RecordError(tr("This link does not start a game across devices."))
        game = unb64(first.get("g"), 16)
        keys = keys or secrets.token_bytes(64)
        names = table.get("names")
        if not (
            isinstance(names, list)
            and len(names) == table["players"]
            and all(isinstance(name, str) for name in names)
        ):
            names = None
        device = cls(game, table["players"], table.get("options", {}), seat, keys, names)
        device.receive(link)
        return device

    # --- saving and links ----------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """What the device keeps: its keys too (the save is the device's backup of its seat)."""
        return {
            "game": b64(self.deck.game),
            "players": self.deck.players,
            "options": self.options,
            "seat": self.seat,
            "keys": b64(self.keys),
            "names": self.names,
            "messages": self.deck.messages,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> AcrossTable:
        """A saved device, the game followed again from its messages."""
        table = cls(
            unb64(data.get("game"), 16),
            data["players"],
            data["options"],
            data["seat"],
            unb64(data.get("keys"), 64),
            data.get("names"),
        )
        table._take(list(data["messages"]))
        return table

    def link_for(self, seat: int) -> str:
        return link_for(self.deck.messages, seat)

    def receive(self, link: str) -> int:
        """Take in a link's messages one by one, the engine following each; how many were new.
        A refused link changes nothing: the table is followed again up to where it was."""
        messages, held = decode_link(link), list(self.deck.messages)
        try:
            return self._take(messages)
        except RecordError:
            self.__dict__.update(
                AcrossTable.from_json({**self.to_json(), "messages": held}).__dict__
            )
            raise

    def _take(self, messages: list[Message]) -> int:
        new = 0
        for message in messages:
            new += self.deck.receive_all([message])
            self._follow()
        return new

    # --- what the table waits for ---------------------------------------------------------------
    def waiting(self) -> list[tuple[int, str]]:
        """Who must act next and why, e.g. (1, "unlock"): the link goes to them."""
        deck, state = self.deck, self.state
        if state.finished:
            return [(s, "reveal") for s in range(deck.players) if deck.masters[s] is None]
        joined = [s for s in range(deck.players) if deck.sign_keys[s] is not None]
        this = deck.round
        if this.phase != "play":
            return [(this.turn, this.phase if this.turn in joined else "join")]
        if self._owed_deals():
            return [(state.to_move or 0, "deal")]
        needs = sorted({(need.giver, "unlock") for need in deck.needs()})
        if needs:
            return needs
        if self.pending:
            return [(s, "open") for s in range(deck.players) if self._unopened(s)]
        return [(state.to_move if state.to_move is not None else 0, "move")]

    def _unopened(self, seat: int) -> list[int]:
        """The seat's cards not yet face up (read from the messages, so the same on every
        device)."""
        faceup = self.deck.round.faceup
        return [slot for slot in self.deck.hand_slots(seat) if slot not in faceup]

    def _owed_deals(self) -> list[tuple[int, int]]:
        """(seat, count) for every card the engine has drawn that no deal message names yet."""
        state, deck = self.state, self.deck
        holder = {
            card - TOKEN: seat
            for seat, hand in enumerate(state.hands)
            for card in hand
            if card >= TOKEN
        }
        owed: list[tuple[int, int]] = []
        drawn = deck.size - len(state.deck)
        for slot in range(deck.round.dealt, drawn):
            seat = holder[slot]
            if owed and owed[-1][0] == seat:
                owed[-1] = (seat, owed[-1][1] + 1)
            else:
                owed.append((seat, 1))
        return owed

    # --- this device's moves ----------------------------------------------------------------------
    def step(self) -> int:
        """Every message this device owes that needs no choice: join, shuffle or lock, deals,
        unlocks, opening its hand at a round's end, revealing its key at the game's end. Returns
        how many it wrote."""
        written = 0
        while self.step_one():
            written += 1
        return written

    def step_one(self) -> bool:
        """One message of `step` (a shuffle is the longest: the app draws between them)."""
        if self._next_duty() is None:
            return False
        self._follow()
        return True

    def _next_duty(self) -> Message | None:
        deck, me = self.deck, self.me
        if deck.sign_keys[self.seat] is None and (self.seat == 0 or deck.messages):
            if self.seat:
                return me.join()
            table = {"players": deck.players, "options": self.options, "names": self.names}
            return me.join(table=json.dumps(table, sort_keys=True))
        this = deck.round
        if this.phase != "play":
            ready = this.deck is not None or (this.phase == "shuffle" and self.seat == 0)
            if this.turn == self.seat and ready:
                return me.shuffle()
        if self.state.finished:
            return me.reveal() if deck.masters[self.seat] is None else None
        owed = self._owed_deals()
        if owed:
            return me.deal(*owed[0])
        unlocks = me.unlocks()
        if unlocks is not None:
            return unlocks
        slots = self._unopened(self.seat) if self.pending else []
        if slots:
            return me.open(slots)
        return me.reveal() if self._last_stake_made() and deck.masters[self.seat] is None else None

    def _last_stake_made(self) -> bool:
        """The game's last stake is made: every hand will be laid open, so a seat that has
        opened its own reveals its key in the same visit (the end takes no trip of its own)."""
        state = self.state
        return self.pending is not None and state.rounds_played + 1 >= state.total_rounds

    def give(self, codes: list[str]) -> None:
        """Pass these cards of this seat's hand to its left neighbour (the draft)."""
        state = self.state
        if state.phase != DRAFT or state.to_move != self.seat:
            raise IllegalAction(tr("It is not this seat's turn to pass cards."))
        slots = [self._slot_of(code) for code in codes]
        if len(slots) != state.need:
            raise IllegalAction(
                tr(
                    "Choose exactly {count} card to pass.",
                    "Choose exactly {count} cards to pass.",
                    count=state.need,
                )
            )
        self.me.give(slots, state.left(self.seat))
        self._follow()
        self.step()

    def play(self, code: str) -> None:
        """A move of this seat's turn: `play:CODE` and `mod:CODE±` open the card first."""
        state = self.state
        if state.to_move != self.seat or state.phase == DRAFT:
            raise IllegalAction(tr("It is not this seat's turn to play."))
        reason = state.check(code)
        if reason is not None:
            raise IllegalAction(reason)
        verb, _, arg = code.partition(":")
        if verb in ("play", "mod"):
            self.me.open([self._slot_of(arg.rstrip("+-"))])
        self.me.act(code)
        self._follow()
        self.step()

    def hand(self) -> list[str]:
        """This seat's cards it can read."""
        return [C.code(card) for card in self.state.hands[self.seat] if card < TOKEN]

    def check(self) -> list[list[str]]:
        """Once every key is revealed: the whole game checked, every round's cards by slot."""
        return audit(self.deck)

    # --- following the messages -----------------------------------------------------------------
    def _slot_of(self, code: str) -> int:
        card = C.parse(code)
        for slot, read in self._read.items():
            if read == card and card in self.state.hands[self.seat]:
                return slot
        raise IllegalAction(tr("You do not hold that card."))

    def _follow(self) -> None:
        messages = self.deck.messages
        while self.applied < len(messages):
            message = messages[self.applied]
            self.applied += 1
            kind, seat = message["k"], message["s"]
            if seat == self.seat and kind in ("pass", "act"):
                self.fresh = []
            if kind == "deal":
                self._check_deal(message)
            elif kind == "pass":
                self._give(seat, message)
            elif kind == "act":
                self._act(seat, message["a"])
            self._read_cards()
            if self.pending and not any(self._unopened(s) for s in range(self.deck.players)):
                seat, code = self.pending
                self.pending = None
                self._apply(seat, code)

    def _check_deal(self, message: dict[str, Any]) -> None:
        this = self.deck.round
        first = this.dealt - message["n"]
        for slot in range(first, this.dealt):
            if TOKEN + slot not in self.state.hands[message["to"]]:
                raise RecordError(tr("A deal does not match the cards the rules draw."))

    def _give(self, seat: int, message: dict[str, Any]) -> None:
        state = self.state
        taker, slots, _ = message["to"][0]
        if state.phase != DRAFT or state.to_move != seat or taker != state.left(seat):
            raise RecordError(tr("A pass came out of the draft's turn."))
        state.picks[seat] = [self._read.get(slot, TOKEN + slot) for slot in slots]
        self._apply(seat, "give")

    def _act(self, seat: int, code: str) -> None:
        if self.state.to_move != seat:
            raise RecordError(tr("A move came from a seat whose turn it is not."))
        if code.startswith("play:") and self.state.faceup == C.STAKES_PER_ROUND - 1:
            self.pending = (seat, code)  # the 5th stake: scored once every hand is open
            return
        self._apply(seat, code)

    def _apply(self, seat: int, code: str) -> None:
        try:
            self.state.apply(code)
        except IllegalAction as refused:
            raise RecordError(tr("A move was refused: {why}", why=str(refused))) from None
        if self.state.rounds_played > self.round and not self.state.finished:
            self.round = self.state.rounds_played
            self.deck.next_round()
            self._read.clear()

    def _read_cards(self) -> None:
        """Turn into cards the tokens this device can now read: its own cards with every unlock
        in, and every card laid face up."""
        this, state = self.deck.round, self.state
        if this.phase != "play":
            return
        found = {slot: label for slot, label in this.faceup.items() if slot not in self._read}
        mine = [
            card - TOKEN
            for card in state.hands[self.seat]
            if card >= TOKEN and len(this.held.get(card - TOKEN, ())) == self.deck.players
        ]
        if mine:
            for slot, label in self.me.hand().items():
                if slot in mine:
                    found[slot] = label
        fresh = [C.card_of(found[slot]) for slot in mine if slot in found]
        if fresh:
            self.fresh = fresh
        for slot, label in found.items():
            self._read[slot] = C.card_of(label)
            state.read(TOKEN + slot, C.card_of(label))
