"""The secret deck's integrity against a dishonest seat: no seat can choose its own cards, a
key that is no key is refused at once, and what the end reveals must match what was used."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from pygames.core.errors import RecordError
from pygames.core.secret import Seat, SecretDeck, schnorr
from pygames.core.secret import group as G
from pygames.core.secret.deck import box_secret, card_point, commitment, lock_of
from pygames.core.secret.messages import (
    Message,
    b64,
    deck_hash,
    message_hash,
    signed_bytes,
    unb64,
)
from pygames.core.secret.schnorr import sign
from pygames.core.secret.sealed import open_box, seal
from pygames.core.secret.seat import box_context, lock_deck
from tests.conformance.secret_tables import GAME, Table, labels


def signed(seat: Seat, kind: str, **body: Any) -> Message:
    """A message as the seat's device would write it, not taken in by any device yet."""
    deck = seat.deck
    message: Message = {
        "g": b64(deck.game),
        "i": len(deck.messages),
        "s": seat.seat,
        "k": kind,
        "prev": message_hash(deck.messages[-1]),
        **body,
    }
    message["sig"] = b64(sign(seat.sign_secret, signed_bytes(message)))
    return message


def shuffled(players: int = 3) -> Table:
    """Every seat joined and shuffled; the locks (seats 2, 0, 1 for three) still to come."""
    table = Table(players, 12)
    for seat in table.seats:
        table.send(seat.join())
        table.send(seat.shuffle())
    return table


def early_unlock(table: Table, giver: int, monkeypatch: pytest.MonkeyPatch) -> Message:
    """The unlocks a device of the old rule sent at once, before their taker had locked."""
    this = table.decks[giver].round
    monkeypatch.setattr(this, "has_locked", lambda seat: True)  # this device only
    message = table.seats[giver].unlocks()
    monkeypatch.undo()
    assert message is not None
    return message


def chosen_cards() -> Table:
    """Seat 2 of 3, the last to lock, writes its four slots as card #7, with seats 3's and
    1's locks of them (what early unlocks used to hand it); every unlock then sent."""
    table = shuffled()
    table.send(table.seats[2].shuffle())  # the first to lock
    table.send(table.seats[0].shuffle())
    table.deal(1, 4)
    cheat = table.seats[1]
    honest = lock_deck(cheat.keys(), cheat.deck.round.deck or b"")
    chosen = G.decode(card_point("card #7"))
    forged = b"".join(
        G.encode(
            G.mul(
                lock_of(table.seats[0].keys().seed(k))
                * lock_of(table.seats[2].keys().seed(k))
                * cheat.keys().lock(k)
                % G.L,
                chosen,
            )
        )
        for k in range(4)
    )
    out = forged + honest[32 * 4 :]
    message = signed(cheat, "lock", r=0, h=deck_hash(out), deck=b64(out))
    for deck in table.decks:
        deck.receive(copy.deepcopy(message))
    table.settle()
    return table


def test_a_last_locker_that_held_the_other_locks_of_its_slots_could_write_chosen_cards() -> None:
    """The attack the rule closes: every device takes the forged lock (only the end's check
    could tell), so those locks must never reach a seat before it locks."""
    assert list(chosen_cards().seats[1].hand().values()) == ["card #7"] * 4


def test_a_card_opened_twice_in_a_round_is_refused_at_once_naming_the_seat() -> None:
    """A duplicate put in by a dishonest lock (or shuffle) is caught when its second copy is
    laid open, in one message or two."""
    table = chosen_cards()
    cheat = table.seats[1]
    with pytest.raises(RecordError, match="Seat 2 opened a card already face up"):
        cheat.open([0, 1])
    table.send(cheat.open([0]))
    with pytest.raises(RecordError, match="Seat 2 opened a card already face up"):
        cheat.open([2])
    assert table.decks[0].round.faceup == {0: "card #7"}


def test_no_device_takes_an_unlock_for_a_seat_that_has_not_locked_the_deck(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The locks the attack needs came as early unlocks: now refused by every device, so the
    last locker holds none of the others' locks of its slots when it locks."""
    table = shuffled()
    table.send(table.seats[2].shuffle())
    table.deal(1, 4)
    for giver in (2, 0):  # seat 0's turn comes after its lock
        if giver == 0:
            table.send(table.seats[0].shuffle())
        message = early_unlock(copy.deepcopy(table), giver, monkeypatch)
        for seat in (0, 1, 2):
            if seat != giver:
                with pytest.raises(RecordError, match=r"to seat 2 before that seat locked"):
                    copy.deepcopy(table.decks[seat]).receive(copy.deepcopy(message))
        assert table.seats[giver].unlocks() is None  # an honest device owes it nothing yet
    locks = table.seats[1].locks([0, 1, 2, 3])
    assert all(locks[k][0] is None and locks[k][2] is None for k in range(4))
    table.send(table.seats[1].shuffle())  # it locks: now it is owed its unlocks
    assert {need.giver for need in table.decks[1].needs() if need.taker == 1} == {0, 2}


def test_an_unlock_goes_to_a_seat_that_has_locked_while_later_seats_still_lock() -> None:
    """Seat 3 locks first, so seat 1 (locking second) hands it its locks at once, and seat 2
    may too before it locks; seat 2, still to lock, is owed nothing yet."""
    table = shuffled()
    table.deal(2, 2)
    table.deal(1, 2)
    table.send(table.seats[2].shuffle())
    table.send(table.seats[0].shuffle())
    message = table.seats[0].unlocks()
    assert message is not None and [taker for taker, _, _ in message["to"]] == [2]
    table.send(message)
    assert [(need.giver, need.taker) for need in table.decks[1].needs()] == [(1, 2)]


def test_a_pass_before_the_deck_is_locked_is_refused() -> None:
    """A pass hands every lock of a slot to its taker: before the last lock, that taker could
    write the slot as any card."""
    table = shuffled()
    table.send(table.seats[2].shuffle())
    table.deal(2, 1)
    message = signed(table.seats[2], "pass", r=0, to=[[1, [0], b64(bytes(16 * 3 + 16))]])
    with pytest.raises(RecordError, match="passed once the deck is locked"):
        table.decks[0].receive(message)


IDENTITY = G.encode(G.IDENTITY)


def joined_with(sign_key: bytes | None = None, box: bytes | None = None) -> Message:
    """Seat 1's join with a key of its choice, signed with its key (or forged for the
    identity, whose signatures anyone can make: s*B = R + e*0 for any s)."""
    table = Table(2, 8)
    seat = table.seats[0]
    body = {
        "sign": b64(sign_key or schnorr.public_key(seat.sign_secret)),
        "box": b64(box or G.encode(G.mul_base(seat.box_secret))),
        "commit": b64(commitment(seat.master)),
    }
    message: Message = {"g": b64(table.decks[0].game), "i": 0, "s": 0, "k": "join", "prev": ""}
    message.update(body)
    if sign_key == IDENTITY:
        r = G.encode(G.mul_base(5))
        message["sig"] = b64(r + (5).to_bytes(32, "little"))
        assert schnorr.verify(IDENTITY, signed_bytes(message), unb64(message["sig"]))
    else:
        message["sig"] = b64(sign(seat.sign_secret, signed_bytes(message)))
    return message


@pytest.mark.parametrize("key", ["sign_key", "box"])
def test_a_join_whose_key_is_the_identity_is_refused(key: str) -> None:
    message = joined_with(**{key: IDENTITY})
    with pytest.raises(RecordError, match="Seat 1 joined with a key that is no key"):
        SecretDeck(bytes(range(16)), 2, labels(8)).receive(message)


@pytest.mark.parametrize("field", ["sign", "box"])
def test_a_join_whose_key_is_no_point_is_refused(field: str) -> None:
    message = joined_with()
    message[field] = b64(b"\xff" * 32)  # above the field's prime: no encoding of a point
    message["sig"] = b64(sign(Table(2, 8).seats[0].sign_secret, signed_bytes(message)))
    with pytest.raises(RecordError, match=r"not a point of the group|signature does not match"):
        SecretDeck(bytes(range(16)), 2, labels(8)).receive(message)


def test_an_honest_join_is_taken() -> None:
    deck = SecretDeck(bytes(range(16)), 2, labels(8))
    deck.receive(joined_with())
    assert deck.sign_keys[0] is not None and deck.box_keys[0] is not None


def test_a_revealed_key_that_does_not_give_its_seats_box_key_is_refused_naming_the_seat() -> None:
    """A box key not made from the committed master: its boxes could not be checked at the
    end, so the reveal is refused."""
    table = Table(2, 8)
    table.seats[1].box_secret = box_secret(bytes(32))  # not its master's
    for seat in table.seats:
        table.send(seat.join())
    table.send(table.seats[0].reveal())
    with pytest.raises(RecordError, match="Seat 2 revealed a key that does not give its box key"):
        table.seats[1].reveal()
    assert table.decks[0].masters == [table.seats[0].master, None]


def test_boxes_between_two_seats_in_one_message_differ_by_their_slots() -> None:
    """The slots are in the box's context: the same seeds sealed for other slots come out as
    another stream, and a box cannot be opened as another slot's."""
    table = Table(2, 8)
    giver, taker = table.seats
    public = G.encode(G.mul_base(taker.box_secret))
    plain = bytes(16)
    first = seal(giver.box_secret, public, box_context(GAME, 5, 0, 1, [0]), plain)
    second = seal(giver.box_secret, public, box_context(GAME, 5, 0, 1, [1]), plain)
    assert first[:16] != second[:16]
    giver_public = G.encode(G.mul_base(giver.box_secret))
    assert open_box(taker.box_secret, giver_public, box_context(GAME, 5, 0, 1, [0]), first) == plain
    with pytest.raises(RecordError, match="changed on the way or is not for this seat"):
        open_box(taker.box_secret, giver_public, box_context(GAME, 5, 0, 1, [1]), first)


def test_an_unlock_with_two_boxes_for_one_seat_is_refused() -> None:
    table = shuffled()
    for locker in (2, 0, 1):
        table.send(table.seats[locker].shuffle())
    table.deal(1, 2)
    box = b64(bytes(16 + 16))
    message = signed(table.seats[0], "unlock", r=0, to=[[1, [0], box], [1, [1], box]])
    with pytest.raises(RecordError, match="names a seat twice"):
        table.decks[2].receive(message)
