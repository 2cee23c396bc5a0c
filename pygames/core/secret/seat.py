"""One device's side of a secret deck: its keys, the messages it writes, the cards it can see.

All of a seat's keys for a game come from one 32-byte `master` (random, kept on the device and
in its backup file): its box key, and per round its shuffle scalar, its order and its lock of
each slot. Revealing the master at the end lets every device recompute all of it (`audit.py`).
The signing key is separate and never revealed, so nobody can forge the game afterwards.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from pygames.core.errors import RecordError
from pygames.core.i18n import tr

from . import group as G
from .deck import LOCK, PLAY, SEED, SHUFFLE, SecretDeck, box_secret, commitment, lock_of
from .messages import Message, b64, deck_hash, message_hash, signed_bytes, unb64
from .schnorr import public_key, sign
from .sealed import open_box, seal


def box_context(game: bytes, index: int, giver: int, taker: int, slots: Sequence[int]) -> bytes:
    """Binds a sealed box to its game, message, seats and slots: no two boxes share a key
    stream, and a box cannot be read as another slot's."""
    named = b"".join(slot.to_bytes(2, "little") for slot in slots)
    return b"fg-unlock" + game + index.to_bytes(4, "little") + bytes((giver, taker)) + named


@dataclass(frozen=True)
class RoundKeys:
    """A seat's keys for one round, all derived from its master."""

    master: bytes
    number: int
    size: int

    def _part(self, *parts: bytes) -> bytes:
        return b"round" + self.number.to_bytes(4, "little") + b"".join(parts)

    @property
    def scalar(self) -> int:
        return G.scalar_from(self._part(b"shuffle"), self.master)

    def seed(self, slot: int) -> bytes:
        """The seed of the seat's lock of a slot: what it hands over to unlock that card."""
        part = self._part(b"lock", slot.to_bytes(4, "little"))
        return hashlib.blake2b(part + self.master, digest_size=SEED).digest()

    def lock(self, slot: int) -> int:
        return lock_of(self.seed(slot))

    def order(self) -> list[int]:
        """The seat's shuffle: out[k] = in[order[k]], a Fisher-Yates walk over hashed draws."""
        order = list(range(self.size))
        for k in range(self.size - 1, 0, -1):
            draw = hashlib.blake2b(self._part(b"order", k.to_bytes(4, "little")) + self.master)
            j = int.from_bytes(draw.digest(), "little") % (k + 1)
            order[k], order[j] = order[j], order[k]
        return order


def shuffle_deck(keys: RoundKeys, deck: bytes) -> bytes:
    """Every card times the round scalar, laid in the seat's order."""
    points = [deck[32 * k : 32 * k + 32] for k in range(keys.size)]
    a = keys.scalar
    return b"".join(G.encode(G.mul(a, G.decode(points[j]))) for j in keys.order())


def lock_deck(keys: RoundKeys, deck: bytes) -> bytes:
    """The round scalar taken off each card and the seat's lock of that slot put on."""
    inverse = pow(keys.scalar, -1, G.L)
    return b"".join(
        G.encode(G.mul(keys.lock(k) * inverse, G.decode(deck[32 * k : 32 * k + 32])))
        for k in range(keys.size)
    )


class Seat:
    """The keys of one seat on its own device, and the messages only it can write."""

    def __init__(self, deck: SecretDeck, seat: int, master: bytes, signing: bytes) -> None:
        if len(master) != 32 or len(signing) != 32:
            raise ValueError("a master and a signing secret of 32 bytes each")
        self.deck = deck
        self.seat = seat
        self.master = master
        self.sign_secret = G.scalar_from(b"sign", signing)
        self.box_secret = box_secret(master)

    def keys(self, number: int | None = None) -> RoundKeys:
        number = self.deck.round.number if number is None else number
        return RoundKeys(self.master, number, self.deck.size)

    def _send(self, kind: str, **body: object) -> Message:
        """Write, sign and take in a message; returns it for the link."""
        deck = self.deck
        message: Message = {
            "g": b64(deck.game),
            "i": len(deck.messages),
            "s": self.seat,
            "k": kind,
            "prev": message_hash(deck.messages[-1]) if deck.messages else "",
            **body,
        }
        message["sig"] = b64(sign(self.sign_secret, signed_bytes(message)))
        deck.receive(message)
        return message

    # --- the messages -----------------------------------------------------------------------------
    def join(self, **extra: str) -> Message:
        """The seat's public keys and its commitment to its master; `extra` fields (a game's
        table and options, in the first seat's join) are signed with them."""
        return self._send(
            "join",
            sign=b64(public_key(self.sign_secret)),
            box=b64(G.encode(G.mul_base(self.box_secret))),
            commit=b64(commitment(self.master)),
            **extra,
        )

    def shuffle(self) -> Message:
        """This seat's pass over the deck: shuffle in the first pass, lock in the second."""
        this = self.deck.round
        if this.phase == SHUFFLE and this.turn == 0 and self.seat == 0:
            source = self.deck.initial()
        elif this.deck is None:
            raise RecordError(tr("This device has not received the deck to shuffle yet."))
        else:
            source = this.deck
        if this.phase == SHUFFLE:
            out = shuffle_deck(self.keys(), source)
        elif this.phase == LOCK:
            out = lock_deck(self.keys(), source)
        else:
            raise RecordError(tr("The deck of this round is shuffled and locked already."))
        return self._send(this.phase, r=this.number, h=deck_hash(out), deck=b64(out))

    def deal(self, taker: int, count: int) -> Message:
        """The game deals the next `count` cards from the top to `taker` (any seat may write
        it: the one whose move draws)."""
        return self._send("deal", r=self.deck.round.number, to=taker, n=count)

    def unlocks(self) -> Message | None:
        """One message with every unlock this seat owes now, each box sealed to its taker."""
        this = self.deck.round
        joined = self.deck.box_keys
        owed = [n for n in self.deck.needs() if n.giver == self.seat and joined[n.taker]]
        if not owed:
            return None
        index = len(self.deck.messages)
        keys = self.keys()
        to = []
        for need in owed:
            plain = b"".join(keys.seed(slot) for slot in need.slots)
            context = box_context(self.deck.game, index, self.seat, need.taker, need.slots)
            box = seal(self.box_secret, self._box_key(need.taker), context, plain)
            to.append([need.taker, list(need.slots), b64(box)])
        return self._send("unlock", r=this.number, to=to)

    def give(self, slots: Sequence[int], taker: int) -> Message:
        """Hand these cards to `taker`: every lock of each slot, sealed to it."""
        plain = self._all_locks(slots)
        index = len(self.deck.messages)
        context = box_context(self.deck.game, index, self.seat, taker, slots)
        box = seal(self.box_secret, self._box_key(taker), context, plain)
        return self._send("pass", r=self.deck.round.number, to=[[taker, list(slots), b64(box)]])

    def open(self, slots: Sequence[int]) -> Message:
        """Lay these cards face up: every lock of each slot, in the clear."""
        keys = self._all_locks(slots)
        return self._send("open", r=self.deck.round.number, slots=list(slots), keys=b64(keys))

    def act(self, code: str) -> Message:
        """A move of the game itself, signed into the same chain."""
        return self._send("act", a=code)

    def reveal(self) -> Message:
        return self._send("reveal", master=b64(self.master))

    # --- what this device can see -----------------------------------------------------------------
    def _box_key(self, seat: int) -> bytes:
        key = self.deck.box_keys[seat]
        if key is None:
            raise RecordError(tr("Seat {seat} has not joined yet.", seat=seat + 1))
        return key

    def _all_locks(self, slots: Sequence[int]) -> bytes:
        """Every lock of these slots, which only their holder has once every unlock came."""
        owner = self.deck.round.owner
        if any(owner.get(slot) != self.seat for slot in slots):
            raise RecordError(tr("This seat does not hold that card."))
        locks = self.locks(slots)
        if any(lock is None for slot in slots for lock in locks[slot]):
            raise RecordError(tr("This seat has not received every unlock of that card yet."))
        return b"".join(seed or b"" for slot in slots for seed in locks[slot])

    def locks(self, slots: Sequence[int]) -> dict[int, list[bytes | None]]:
        """Every seat's lock seed of each slot, as far as this seat has received them (None:
        not yet), read from the boxes sealed to it in this round."""
        this = self.deck.round
        wanted = set(slots)
        found: dict[int, list[bytes | None]] = {s: [None] * self.deck.players for s in slots}
        keys = self.keys()
        for slot in slots:
            found[slot][self.seat] = keys.seed(slot)
        for index, message in enumerate(self.deck.messages):
            if message["k"] not in ("unlock", "pass") or message.get("r") != this.number:
                continue
            giver = message["s"]
            for taker, box_slots, box in message["to"]:
                if taker != self.seat or not wanted & set(box_slots):
                    continue
                context = box_context(self.deck.game, index, giver, taker, box_slots)
                plain = open_box(self.box_secret, self._box_key(giver), context, unb64(box))
                per = self.deck.players if message["k"] == "pass" else 1
                for n, slot in enumerate(box_slots):
                    if slot not in wanted:
                        continue
                    chunk = plain[SEED * per * n : SEED * per * (n + 1)]
                    values: list[bytes | None] = [
                        chunk[SEED * j : SEED * (j + 1)] for j in range(per)
                    ]
                    if per == 1:
                        found[slot][giver] = values[0]
                    else:
                        found[slot] = values
        return found

    def hand(self) -> dict[int, str]:
        """The cards this seat holds face down and can read (every unlock received)."""
        this = self.deck.round
        if this.phase != PLAY:
            return {}
        slots = [s for s in self.deck.hand_slots(self.seat) if s not in this.faceup]
        result = {}
        for slot, locks in self.locks(slots).items():
            if any(lock is None for lock in locks):
                continue
            label = self.deck.unlock_point(self.deck.slot_point(slot), [x for x in locks if x])
            if label is None:
                raise RecordError(
                    tr("An unlock for a card of this seat is wrong: it opens to no card.")
                )
            result[slot] = label
        return result
