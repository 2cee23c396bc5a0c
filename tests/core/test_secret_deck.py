"""The secret deck's protocol: dealing, passing, opening, the audit, and refusing tampering."""

from __future__ import annotations

import copy
import os

import pytest

from pygames.core.errors import RecordError
from pygames.core.secret import SecretDeck, audit
from pygames.core.secret.messages import b64, decode_link, encode_link, link_for, unb64
from tests.conformance.secret_tables import Table, labels


@pytest.fixture(scope="module")
def dealt() -> Table:
    """Three devices, a deck of 12, four cards dealt to each and every unlock sent."""
    table = Table(3, 12)
    table.set_up()
    for seat in range(3):
        table.deal(seat, 4)
    table.settle()
    return table


def test_each_seat_reads_the_cards_dealt_to_it_and_together_they_are_the_deck(
    dealt: Table,
) -> None:
    hands = [seat.hand() for seat in dealt.seats]
    assert [sorted(hand) for hand in hands] == [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]
    cards = [card for hand in hands for card in hand.values()]
    assert sorted(cards) == sorted(labels(12))


def test_the_shuffle_is_no_one_seats_order() -> None:
    """Two tables with other keys deal other hands (the order is every seat's doing)."""
    hands = []
    for seed in (1, 2):
        table = Table(2, 12, seed=seed)
        table.set_up()
        table.deal(0, 6)
        table.settle()
        hands.append(sorted(table.seats[0].hand().values()))
    assert hands[0] != hands[1]


def test_who_must_send_unlocks_is_named_until_they_are_sent() -> None:
    table = Table(3, 12)
    table.set_up()
    table.deal(1, 2)
    assert table.decks[0].next_to_act() == [0, 2]
    assert table.seats[1].hand() == {}
    table.send(table.seats[2].unlocks())
    assert table.decks[1].next_to_act() == [0]
    assert table.seats[1].hand() == {}
    table.send(table.seats[0].unlocks())
    assert table.decks[1].next_to_act() == []
    assert len(table.seats[1].hand()) == 2


def test_a_passed_card_reaches_its_taker_and_leaves_the_giver() -> None:
    table = Table(3, 12)
    table.set_up()
    table.deal(0, 3)
    table.settle()
    given = table.seats[0].hand()
    table.send(table.seats[0].give([0, 1], 2))
    assert table.seats[2].hand() == {0: given[0], 1: given[1]}
    assert table.seats[0].hand() == {2: given[2]}


def test_an_opened_card_is_read_by_every_device() -> None:
    table = Table(3, 12)
    table.set_up()
    table.deal(1, 2)
    table.settle()
    card = table.seats[1].hand()[0]
    table.send(table.seats[1].open([0]))
    assert all(deck.round.faceup == {0: card} for deck in table.decks)


def test_the_audit_reads_every_card_and_agrees_with_every_hand(dealt: Table) -> None:
    table = copy.deepcopy(dealt)
    hands = [seat.hand() for seat in table.seats]
    for seat in table.seats:
        table.send(seat.reveal())
    for deck in table.decks:
        cards = audit(deck)[0]
        for hand in hands:
            assert all(cards[slot] == card for slot, card in hand.items())


def test_the_audit_names_a_seat_whose_unlock_was_false() -> None:
    table = Table(3, 12)
    table.set_up()
    table.deal(0, 2)
    seat = table.seats[1]
    true_master = seat.master
    seat.master = os.urandom(32)  # its locks are now not those it locked the deck with
    table.send(seat.unlocks())
    seat.master = true_master
    table.send(table.seats[2].unlocks())
    with pytest.raises(RecordError, match="opens to no card"):
        table.seats[0].hand()
    for each in table.seats:
        table.send(each.reveal())
    with pytest.raises(RecordError, match="seat 2 handed a wrong unlock"):
        audit(table.decks[0])


def test_the_audit_names_a_seat_whose_lock_does_not_match_its_revealed_key() -> None:
    table = Table(2, 8)
    seat = table.seats[1]
    for each in table.seats:
        table.send(each.join())
        table.send(each.shuffle())
    true_master = seat.master
    seat.master = os.urandom(32)
    table.send(seat.shuffle())  # the last to shuffle locks first
    seat.master = true_master
    table.send(table.seats[0].shuffle())
    for each in table.seats:
        table.send(each.reveal())
    with pytest.raises(RecordError, match="the lock of seat 2 does not match its key"):
        audit(table.decks[0])


def test_a_revealed_key_must_be_the_one_committed_to(dealt: Table) -> None:
    table = copy.deepcopy(dealt)
    table.seats[0].master = os.urandom(32)
    with pytest.raises(RecordError, match="does not match what its seat committed to"):
        table.seats[0].reveal()


# --- tampering ---------------------------------------------------------------------------------
def fresh(table: Table) -> SecretDeck:
    """A new device that has seen nothing."""
    return SecretDeck(table.decks[0].game, table.decks[0].players, table.decks[0].labels)


def test_a_changed_card_is_refused(dealt: Table) -> None:
    messages = copy.deepcopy(dealt.decks[0].messages)
    lock = next(m for m in messages if m["k"] == "lock" and "deck" in m)
    deck = bytearray(unb64(lock["deck"]))
    deck[40] ^= 1
    lock["deck"] = b64(bytes(deck))
    with pytest.raises(RecordError, match="deck was changed on the way"):
        fresh(dealt).receive_all(messages)


def test_a_changed_card_with_its_hash_changed_too_is_refused_by_the_signature(
    dealt: Table,
) -> None:
    messages = copy.deepcopy(dealt.decks[0].messages)
    lock = next(m for m in messages if m["k"] == "lock" and "deck" in m)
    swapped = unb64(lock["deck"])
    swapped = swapped[32:64] + swapped[:32] + swapped[64:]  # two cards change places
    lock["deck"] = b64(swapped)
    from pygames.core.secret.messages import deck_hash

    lock["h"] = deck_hash(swapped)
    with pytest.raises(RecordError, match="was changed: its signature does not match"):
        fresh(dealt).receive_all(messages)


def test_a_changed_unlock_is_refused(dealt: Table) -> None:
    messages = copy.deepcopy(dealt.decks[0].messages)
    unlock = next(m for m in messages if m["k"] == "unlock")
    box = bytearray(unb64(unlock["to"][0][2]))
    box[0] ^= 1
    unlock["to"][0][2] = b64(bytes(box))
    with pytest.raises(RecordError, match="was changed: its signature does not match"):
        fresh(dealt).receive_all(messages)


def test_an_unlock_sent_to_another_seat_is_refused(dealt: Table) -> None:
    messages = copy.deepcopy(dealt.decks[0].messages)
    unlock = next(m for m in messages if m["k"] == "unlock")
    unlock["to"][0][0] = 2 if unlock["to"][0][0] == 1 else 1
    with pytest.raises(RecordError, match="signature does not match"):
        fresh(dealt).receive_all(messages)


def test_a_replayed_message_is_refused(dealt: Table) -> None:
    device = fresh(dealt)
    messages = dealt.decks[0].messages
    device.receive_all(messages)
    with pytest.raises(RecordError, match="replayed or out of order"):
        device.receive(copy.deepcopy(messages[-1]))


def test_a_reordered_message_is_refused(dealt: Table) -> None:
    messages = copy.deepcopy(dealt.decks[0].messages)
    messages[3], messages[4] = messages[4], messages[3]
    with pytest.raises(RecordError, match="replayed or out of order"):
        fresh(dealt).receive_all(messages)


def test_a_message_of_another_game_is_refused(dealt: Table) -> None:
    other = Table(3, 12, game=bytes(16))
    other.send(other.seats[0].join())
    device = fresh(dealt)
    device.receive_all(dealt.decks[0].messages[:1])
    with pytest.raises(RecordError, match="belongs to another game"):
        device.receive(other.decks[0].messages[0])


def test_a_message_with_its_game_rewritten_is_refused_by_the_signature(dealt: Table) -> None:
    """A message of game B given game A's id: the signature covers the id."""
    other = Table(3, 12, game=bytes(16))
    other.send(other.seats[0].join())
    other.send(other.seats[0].shuffle())
    forged = copy.deepcopy(other.decks[0].messages)
    for message in forged:
        message["g"] = b64(dealt.decks[0].game)
    with pytest.raises(RecordError, match="signature does not match"):
        fresh(dealt).receive_all(forged)


def test_an_open_with_wrong_unlocks_is_refused() -> None:
    table = Table(2, 8)
    table.set_up()
    table.deal(0, 2)
    table.settle()
    message = table.seats[0].open([0])
    other = fresh(table)
    forged = copy.deepcopy(table.decks[0].messages)
    keys = bytearray(unb64(message["keys"]))
    keys[0] ^= 1
    forged[-1]["keys"] = b64(bytes(keys))
    with pytest.raises(RecordError, match="signature does not match"):
        other.receive_all(forged)


def test_a_card_not_held_cannot_be_passed_or_opened() -> None:
    table = Table(2, 8)
    table.set_up()
    table.deal(0, 2)
    table.settle()
    with pytest.raises(RecordError, match="does not hold that card"):
        table.seats[1].give([0], 0)
    with pytest.raises(RecordError, match="does not hold that card"):
        table.seats[1].open([1])


def test_a_link_carries_what_its_reader_lacks_and_a_damaged_link_is_refused(
    dealt: Table,
) -> None:
    messages = dealt.decks[0].messages
    link = link_for(messages, 1)
    last = max(m["i"] for m in messages if m["s"] == 1)
    assert [m["i"] for m in decode_link(link)] == list(range(last + 1, len(messages)))
    with pytest.raises(RecordError, match="not a link"):
        decode_link("1.abc")
    with pytest.raises(RecordError, match="damaged"):
        decode_link(encode_link(messages)[:-40] + "AAAA")
