"""A secret deck: what every device of a game knows, rebuilt from the game's public messages.

Mental poker over ristretto255 (docs/design.md, "Across devices"). Card c is the point M_c (the
one-way map of its label's hash). A round's deck is made in two passes round the table:

1. shuffle: seat j multiplies every card by its round scalar a_j and lays them in an order of
   its own; nobody can link a card out to a card in (DDH), so after every seat nobody knows the
   order.
2. lock: seat j replaces a_j, card by card, with a lock b_{j,k} of its own for each slot k.
   Slot k then holds (b_{0,k} ... b_{n-1,k}) M_c: one lock per seat, each for that slot only.
   The last to shuffle locks first (`lock_order`), in the same visit of the link.

A deal may come before the deck is locked (it names slots, not cards), but no unlock goes to a
seat before that seat has locked: a locker holding the other seats' locks of its own slots could
write each of them as (product of all locks) M_x for any card x it likes. Once it has locked,
its unlocks may come while later seats still lock, and a device sends at each visit every unlock
it can.

A card is dealt to seat p by a deal of the game (of slots: any time in its round); every other
seat then hands p its lock for that slot in an `unlock` message, sealed to p's box key; p
removes all locks and finds the card. A seat passes a card by handing the receiver every lock of
its slot (`pass`); a card goes face up with every lock of its slot in the clear (`open`). Every
seat's keys come from one secret (its `master`), committed to when it joins and revealed at the
end (`reveal`), when every device recomputes the whole game and checks it (`audit`).

This class holds no secret: it checks each message (signature, chain, turn, shape, and what can
be checked before the end) and records it. `Seat` (seat.py) holds one device's keys.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from pygames.core.errors import RecordError
from pygames.core.i18n import tr

from . import group as G
from .messages import (
    KINDS,
    Message,
    deck_hash,
    message_hash,
    signed_bytes,
    slots_field,
    unb64,
)
from .messages import field as get
from .schnorr import verify

SHUFFLE, LOCK, PLAY = "shuffle", "lock", "play"


@cache
def card_point(label: str) -> bytes:
    """The card's point, encoded: nobody knows its logarithm against another card's."""
    return G.encode(G.hash_to_point(b"fortune-games/card/" + label.encode()))


def lock_order(players: int) -> list[int]:
    """The seats in the order they lock: the last to shuffle first, then round the table."""
    return [players - 1, *range(players - 1)]


SEED = 16  # bytes of a lock's seed: what an unlock hands over


def lock_of(seed: bytes) -> int:
    """The lock (a scalar) a 16-byte seed stands for. Handing over seeds, not 32-byte scalars,
    halves every unlock, pass and open; 128 bits are as hard to guess as the group's logs."""
    return G.scalar_from(b"lock", seed)


def box_secret(master: bytes) -> int:
    return G.scalar_from(b"box", master)


def commitment(master: bytes) -> bytes:
    return hashlib.blake2b(master, person=b"fg-commit").digest()[:32]


def index_text(index: object) -> str:
    """A message's place as people count (from 1), or what it holds instead."""
    return str(index + 1) if isinstance(index, int) else repr(index)


@dataclass
class Round:
    """One deck: its slots' points once locked, who holds each, and what is open."""

    number: int
    phase: str = SHUFFLE
    turn: int = 0  # the seat to shuffle or lock next
    deck: bytes | None = None  # the latest deck, if this device has it
    deck_hashes: dict[tuple[str, int], str] = field(default_factory=dict)
    dealt: int = 0  # slots dealt so far (the top of the deck is the next slot)
    owner: dict[int, int] = field(default_factory=dict)
    held: dict[int, set[int]] = field(default_factory=dict)  # whose locks the owner holds
    faceup: dict[int, str] = field(default_factory=dict)

    def has_locked(self, seat: int) -> bool:
        """The seat's lock of this round is in: from now on it may be handed other locks."""
        return self.phase == PLAY or (LOCK, seat) in self.deck_hashes


@dataclass(frozen=True)
class Need:
    """Unlocks a seat must still send: `giver` owes `taker` its locks of `slots`."""

    giver: int
    taker: int
    slots: tuple[int, ...]


class SecretDeck:
    """The public side of a game's secret decks, one `Round` after another."""

    def __init__(self, game: bytes, players: int, labels: Sequence[str]) -> None:
        if len(game) != 16 or not 2 <= players <= 10 or len(set(labels)) != len(labels):
            raise ValueError("a game id of 16 bytes, 2-10 players and distinct labels")
        self.game = game
        self.players = players
        self.labels = list(labels)
        self.points = [card_point(label) for label in self.labels]
        self.by_point = {
            point: label for point, label in zip(self.points, self.labels, strict=True)
        }
        self.messages: list[Message] = []
        self.sign_keys: list[bytes | None] = [None] * players
        self.box_keys: list[bytes | None] = [None] * players
        self.commits: list[bytes | None] = [None] * players
        self.masters: list[bytes | None] = [None] * players
        self.rounds = [Round(0)]

    # --- what all may read ---------------------------------------------------------------------
    @property
    def round(self) -> Round:
        return self.rounds[-1]

    @property
    def size(self) -> int:
        return len(self.labels)

    def initial(self) -> bytes:
        return b"".join(self.points)

    def slot_point(self, slot: int) -> bytes:
        deck = self.round.deck
        if deck is None or self.round.phase != PLAY:
            raise RecordError(tr("This device has not received the locked deck yet."))
        return deck[32 * slot : 32 * slot + 32]

    def needs(self) -> list[Need]:
        """Every unlock owed now in this round, giver by giver: who must act next (none to a
        seat that has not locked yet)."""
        result = []
        this = self.round
        for giver in range(self.players):
            for taker in filter(this.has_locked, range(self.players)):
                slots = tuple(
                    slot
                    for slot, owner in sorted(this.owner.items())
                    if owner == taker and giver not in this.held[slot]
                )
                if slots:
                    result.append(Need(giver, taker, slots))
        return result

    def hand_slots(self, seat: int) -> list[int]:
        """The slots dealt or passed to a seat (those it laid open included), in slot order."""
        return sorted(s for s, owner in self.round.owner.items() if owner == seat)

    def next_to_act(self) -> list[int]:
        """The seats the deck waits for now (joining, shuffling, locking or owing unlocks)."""
        missing = [s for s in range(self.players) if self.sign_keys[s] is None]
        this = self.round
        if this.phase != PLAY:
            return [this.turn] if self.sign_keys[this.turn] is not None or not missing else missing
        return sorted({need.giver for need in self.needs()})

    # --- the game's steps -------------------------------------------------------------------------
    def _deal(self, message: Message) -> None:
        """The next `n` slots from the top go to seat `to`; the others now owe it unlocks."""
        this = self.round
        if get(message, "r", int) != this.number:
            raise RecordError(tr("Cards are dealt in their own round."))
        seat, count = get(message, "to", int), get(message, "n", int)
        if not 0 <= seat < self.players or not 0 < count <= self.size - this.dealt:
            raise RecordError(tr("A deal names no seat or more cards than the deck holds."))
        for slot in range(this.dealt, this.dealt + count):
            this.owner[slot] = seat
            this.held[slot] = {seat}
        this.dealt += count

    def next_round(self) -> None:
        """A fresh deck for the next round: shuffled and locked again by every seat."""
        self.rounds.append(Round(len(self.rounds)))

    # --- receiving -------------------------------------------------------------------------------
    def receive_all(self, messages: Sequence[Message]) -> int:
        """Take in a link's messages; those already held are checked and skipped. Returns how
        many were new."""
        new = 0
        for message in messages:
            if not isinstance(message, dict):
                raise RecordError(tr("This link is damaged."))
            index = message.get("i")
            if isinstance(index, int) and 0 <= index < len(self.messages):
                if message_hash(message) != message_hash(self.messages[index]):
                    raise RecordError(
                        tr("Message {n} differs from the one this device holds.", n=index + 1)
                    )
                continue
            self.receive(message)
            new += 1
        return new

    def receive(self, message: Message) -> None:
        """Check one new message and apply it; refuse it with a clear reason otherwise."""
        index = len(self.messages)
        if unb64(message.get("g"), 16) != self.game:
            raise RecordError(tr("This message belongs to another game."))
        if message.get("i") != index:
            raise RecordError(
                tr(
                    "Message {got} arrived where message {want} was expected (replayed or out"
                    " of order).",
                    got=index_text(message.get("i")),
                    want=index + 1,
                )
            )
        previous = message_hash(self.messages[-1]) if self.messages else ""
        if message.get("prev") != previous:
            raise RecordError(tr("Message {n} does not follow the game's messages.", n=index + 1))
        seat = get(message, "s", int)
        kind = get(message, "k", str)
        if not 0 <= seat < self.players or kind not in KINDS:
            raise RecordError(tr("Message {n} is of no kind this game knows.", n=index + 1))
        key = unb64(message.get("sign"), 32) if kind == "join" else self.sign_keys[seat]
        if key is None:
            raise RecordError(tr("Message {n} comes from a seat that has not joined.", n=index + 1))
        if not verify(key, signed_bytes(message), unb64(message.get("sig"), 64)):
            raise RecordError(
                tr("Message {n} was changed: its signature does not match.", n=index + 1)
            )
        # Each kind checks all before it changes anything: a refused message leaves no trace.
        if kind == "join":
            self._join(seat, message)
        elif kind in (SHUFFLE, LOCK):
            self._shuffle_or_lock(seat, kind, message)
        elif kind == "deal":
            self._deal(message)
        elif kind == "unlock":
            self._unlock(seat, message)
        elif kind == "pass":
            self._pass(seat, message)
        elif kind == "open":
            self._open(seat, message)
        elif kind == "act":
            get(message, "a", str)
        elif kind == "reveal":
            self._reveal(seat, message)
        self.messages.append(message)

    def _join(self, seat: int, message: Message) -> None:
        if self.sign_keys[seat] is not None:
            raise RecordError(tr("Seat {seat} has joined already.", seat=seat + 1))
        sign_key, box = unb64(message.get("sign"), 32), unb64(message.get("box"), 32)
        for key in (sign_key, box):  # the identity would let anyone sign, or read the boxes
            if G.equal(G.decode(key), G.IDENTITY):
                raise RecordError(
                    tr("Seat {seat} joined with a key that is no key.", seat=seat + 1)
                )
        commit = unb64(message.get("commit"), 32)
        self.sign_keys[seat] = sign_key
        self.box_keys[seat] = box
        self.commits[seat] = commit

    def _shuffle_or_lock(self, seat: int, kind: str, message: Message) -> None:
        this = self.round
        if this.phase != kind or this.turn != seat or get(message, "r", int) != this.number:
            if kind == SHUFFLE:
                raise RecordError(tr("It is not this seat's turn to shuffle the deck."))
            raise RecordError(tr("It is not this seat's turn to lock the deck."))
        digest = get(message, "h", str)
        if "deck" in message:
            deck = unb64(message["deck"], 32 * self.size)
            if deck_hash(deck) != digest:
                raise RecordError(tr("A deck was changed on the way: its hash does not match."))
            for k in range(self.size):
                G.decode(deck[32 * k : 32 * k + 32])
            this.deck = deck
        else:
            this.deck = None
        this.deck_hashes[(kind, seat)] = digest
        order = list(range(self.players)) if kind == SHUFFLE else lock_order(self.players)
        done = order.index(seat) + 1
        if done < self.players:
            this.turn = order[done]
        elif kind == SHUFFLE:
            this.phase, this.turn = LOCK, lock_order(self.players)[0]
        else:
            this.phase, this.turn = PLAY, 0

    def _boxes(
        self, seat: int, message: Message, per: int = 1
    ) -> list[tuple[int, list[int], bytes]]:
        """The sealed boxes of an unlock (one lock per slot) or a pass (`per`: every lock)."""
        this = self.round
        if get(message, "r", int) != this.number:
            raise RecordError(tr("Unlocks are sent for the cards of this round."))
        boxes: list[tuple[int, list[int], bytes]] = []
        for entry in get(message, "to", list):
            if not isinstance(entry, list) or len(entry) != 3:
                raise RecordError(tr("A message of the secret deck is damaged."))
            taker, slots = entry[0], slots_field({"x": entry[1]}, "x", self.size)
            if not isinstance(taker, int) or taker == seat or not 0 <= taker < self.players:
                raise RecordError(tr("Unlocks go to another seat of the game."))
            if any(taker == other for other, _, _ in boxes):  # one box, one key stream each
                raise RecordError(tr("A message of the secret deck names a seat twice."))
            boxes.append((taker, slots, unb64(entry[2], SEED * per * len(slots) + 16)))
        return boxes

    def _unlock(self, seat: int, message: Message) -> None:
        this = self.round
        boxes = self._boxes(seat, message)
        for taker, slots, _ in boxes:
            if not this.has_locked(taker):
                raise RecordError(
                    tr(
                        "Seat {giver} sent an unlock to seat {taker} before that seat locked the"
                        " deck (it could then choose its own cards).",
                        giver=seat + 1,
                        taker=taker + 1,
                    )
                )
            for slot in slots:
                if this.owner.get(slot) != taker or slot in this.faceup:
                    raise RecordError(
                        tr("An unlock was sent for a card its receiver does not hold.")
                    )
                if seat in this.held[slot]:
                    raise RecordError(tr("An unlock was sent twice for the same card."))
        for _, slots, _ in boxes:
            for slot in slots:
                this.held[slot].add(seat)

    def _pass(self, seat: int, message: Message) -> None:
        this = self.round
        if this.phase != PLAY:  # a pass hands over every lock: only once none can be changed
            raise RecordError(tr("Cards are passed once the deck is locked, for this round."))
        (taker, slots, _), *rest = self._boxes(seat, message, self.players) or [(0, [], b"")]
        if rest or not slots:
            raise RecordError(tr("A pass hands cards to one seat."))
        for slot in slots:
            if this.owner.get(slot) != seat or slot in this.faceup:
                raise RecordError(tr("A seat passed a card it does not hold."))
            if len(this.held[slot]) != self.players:
                raise RecordError(tr("A seat passed a card before it had every unlock for it."))
        for slot in slots:
            this.owner[slot] = taker
            this.held[slot] = set(range(self.players))

    def _open(self, seat: int, message: Message) -> None:
        this = self.round
        if this.phase != PLAY or get(message, "r", int) != this.number:
            raise RecordError(tr("Cards are opened once the deck is locked, for this round."))
        slots = slots_field(message, "slots", self.size)
        size = SEED * self.players
        keys = unb64(message.get("keys"), size * len(slots))
        opened: dict[int, str] = {}
        for n, slot in enumerate(slots):
            if this.owner.get(slot) != seat or slot in this.faceup:
                raise RecordError(tr("A seat opened a card it does not hold."))
            chunk = keys[size * n : size * (n + 1)]
            seeds = [chunk[SEED * j : SEED * (j + 1)] for j in range(self.players)]
            label = self.unlock_point(self.slot_point(slot), seeds)
            if label is None:
                raise RecordError(tr("A card was opened with wrong unlocks: it is no card."))
            if label in this.faceup.values() or label in opened.values():
                raise RecordError(  # a duplicate put in by a shuffle or lock: caught at once
                    tr(
                        "Seat {seat} opened a card already face up in this round: the deck was"
                        " not shuffled or locked honestly.",
                        seat=seat + 1,
                    )
                )
            opened[slot] = label
        this.faceup.update(opened)

    def unlock_point(self, point: bytes, seeds: Sequence[bytes]) -> str | None:
        """The card under the locks of all these seeds, or None if they do not open it to a
        card."""
        product = 1
        for seed in seeds:
            product = product * lock_of(seed) % G.L
        opened = G.encode(G.mul(pow(product, -1, G.L), G.decode(point)))
        return self.by_point.get(opened)

    def _reveal(self, seat: int, message: Message) -> None:
        master = unb64(message.get("master"), 32)
        if self.masters[seat] is not None or commitment(master) != self.commits[seat]:
            raise RecordError(tr("A revealed key does not match what its seat committed to."))
        if G.encode(G.mul_base(box_secret(master))) != self.box_keys[seat]:
            # Else its boxes were sealed with a key the end's check cannot recompute.
            raise RecordError(
                tr("Seat {seat} revealed a key that does not give its box key.", seat=seat + 1)
            )
        self.masters[seat] = master
