"""Tables of secret decks for tests: one SecretDeck per device, messages sent to all by link.

Labels hold '#' and a space, which base64url never writes, so a label found in a message's text
is a card named, never an accident of encoding.
"""

from __future__ import annotations

import random

from pygames.core.secret import Seat, SecretDeck, decode_link, link_for
from pygames.core.secret.deck import lock_order
from pygames.core.secret.messages import Message

GAME = bytes(range(16))


def labels(count: int) -> list[str]:
    return [f"card #{n}" for n in range(count)]


class Table:
    """n devices, each with its own deck and seat; every message reaches every device by the
    delta link its seat would be sent."""

    def __init__(self, players: int, cards: int, seed: int = 1, game: bytes = GAME) -> None:
        rng = random.Random(seed)
        self.decks = [SecretDeck(game, players, labels(cards)) for _ in range(players)]
        self.seats = [
            Seat(self.decks[s], s, rng.randbytes(32), rng.randbytes(32)) for s in range(players)
        ]
        self.sent: list[Message] = []

    def send(self, message: Message | None) -> None:
        """Deliver what the writer's device now holds to every other device, as links."""
        if message is None:
            return
        self.sent.append(message)
        writer = message["s"]
        for seat, deck in enumerate(self.decks):
            if seat != writer:
                deck.receive_all(decode_link(link_for(self.decks[writer].messages, seat)))

    def set_up(self) -> None:
        for seat in self.seats:
            self.send(seat.join())
            self.send(seat.shuffle())
        for locker in lock_order(len(self.seats)):  # the last to shuffle locks first
            self.send(self.seats[locker].shuffle())

    def deal(self, seat: int, count: int) -> None:
        """The taker's device writes the deal (a draw of its own)."""
        self.send(self.seats[seat].deal(seat, count))

    def settle(self) -> None:
        """Every seat sends the unlocks it owes."""
        for seat in self.seats:
            self.send(seat.unlocks())
