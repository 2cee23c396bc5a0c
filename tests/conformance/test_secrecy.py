"""The secrecy oracle of the secret deck (docs/design.md, "Across devices").

Given every message of a game across devices and the keys of one device, the other seats' hands
cannot be computed: deal the cards that device has not seen again at random (give their points
other names) under the very same messages, and everything the device can compute is unchanged.
And no card is named, nor its point sent, in any message.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pygames.core.secret import Seat, SecretDeck, card_point
from pygames.core.secret import group as G
from pygames.core.secret.messages import Message, unb64
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.devices import TOKEN
from tests.conformance.secret_tables import Table
from tests.fame_fortune.relay import Relay

PLAYERS, CARDS = 3, 15


@pytest.fixture(scope="module")
def played() -> Table:
    """A round: four cards each, a draft of passes, a card face up, a draw."""
    table = Table(PLAYERS, CARDS, seed=7)
    table.set_up()
    for seat in range(PLAYERS):
        table.deal(seat, 4)
    table.settle()
    hands = [sorted(seat.hand()) for seat in table.seats]
    table.send(table.seats[0].give(hands[0][:2], 1))
    table.send(table.seats[1].give(hands[1][:1], 2))
    table.send(table.seats[2].give(hands[2][:1], 0))
    table.send(table.seats[1].open([sorted(table.seats[1].hand())[0]]))
    table.deal(2, 1)
    table.settle()
    return table


def computable(deck: SecretDeck, seat: Seat) -> dict[str, Any]:
    """Everything the device can work out: its hand, the open cards, who holds what, and every
    card it can unlock with any locks it holds, a slot's own or another slot's."""
    this = deck.round
    slots = list(range(deck.size))
    locks = seat.locks(slots)
    full = [[x for x in locks[k] if x is not None] for k in slots]
    found: dict[tuple[int, int], str | None] = {}
    complete = [k for k in slots if len(full[k]) == deck.players]
    for slot in slots:
        found[(slot, slot)] = deck.unlock_point(deck.slot_point(slot), full[slot])
        for other in complete[:2]:  # another card's locks, tried on this one
            found[(slot, other)] = deck.unlock_point(deck.slot_point(slot), full[other])
    return {
        "hand": seat.hand(),
        "faceup": dict(this.faceup),
        "owners": dict(this.owner),
        "unlocked": {key: label for key, label in found.items() if label is not None},
    }


def renamed(deck: SecretDeck, real: Seat, names: dict[str, str]) -> Seat:
    """The same messages read by a device whose cards bear other names (`names`)."""
    twin_deck = SecretDeck(deck.game, deck.players, deck.labels)
    twin_deck.by_point = {p: names.get(label, label) for p, label in twin_deck.by_point.items()}
    twin_deck.receive_all(deck.messages)
    twin = Seat(twin_deck, real.seat, real.master, bytes(32))
    twin.sign_secret = real.sign_secret
    return twin


def unseen(known: dict[str, Any], labels: list[str]) -> list[str]:
    seen = set(known["hand"].values()) | set(known["faceup"].values())
    seen |= set(known["unlocked"].values())
    return [label for label in labels if label not in seen]


@pytest.mark.parametrize("seat", range(PLAYERS))
def test_redealing_what_a_device_has_not_seen_changes_nothing_it_can_compute(
    played: Table, seat: int
) -> None:
    deck = played.decks[seat]
    known = computable(deck, played.seats[seat])
    hidden = unseen(known, deck.labels)
    assert len(hidden) >= CARDS - 9  # the others' hands and the deck stay hidden
    for trial in range(2):
        redealt = list(hidden)
        random.Random(trial).shuffle(redealt)
        twin = renamed(deck, played.seats[seat], dict(zip(hidden, redealt, strict=True)))
        assert computable(twin.deck, twin) == known


def test_the_oracle_sees_a_change_in_what_the_device_knows(played: Table) -> None:
    """The control: renaming a card of the device's own hand does change what it computes."""
    known = computable(played.decks[0], played.seats[0])
    own = sorted(known["hand"].values())
    twin = renamed(played.decks[0], played.seats[0], {own[0]: own[1], own[1]: own[0]})
    assert computable(twin.deck, twin) != known


def test_the_other_seats_cards_are_the_real_ones_the_device_cannot_read(played: Table) -> None:
    """Not vacuous: the hidden cards are dealt, to seats whose own devices read them; of them,
    seat 0 knows only those it passed itself (two, one of which was staked since)."""
    mine = computable(played.decks[0], played.seats[0])
    theirs = {card for seat in played.seats[1:] for card in seat.hand().values()}
    hidden = theirs & set(unseen(mine, played.decks[0].labels))
    assert len(theirs - hidden) == 1
    assert theirs - hidden <= set(mine["unlocked"].values()) - set(mine["hand"].values())
    assert len(hidden) >= 6


def byte_fields(message: Message) -> list[bytes]:
    fields = [unb64(message[name]) for name in ("deck", "keys", "box", "master") if name in message]
    if message["k"] in ("unlock", "pass"):
        fields += [unb64(entry[2]) for entry in message["to"]]
    return fields


def test_no_message_names_a_card_or_carries_its_point(played: Table) -> None:
    labels = played.decks[0].labels
    points = [card_point(label) for label in labels]
    for message in played.decks[0].messages:
        text = json.dumps(message)
        assert not any(label in text for label in labels)
        for data in byte_fields(message):
            assert not any(point in data for point in points)


def test_a_card_comes_out_only_with_every_lock_of_its_slot(played: Table) -> None:
    """All locks but one leave a point that is no card."""
    seat = played.seats[1]
    slot = sorted(seat.hand())[0]
    locks = [lock for lock in seat.locks([slot])[slot] if lock is not None]
    deck = played.decks[1]
    assert deck.unlock_point(deck.slot_point(slot), locks) == seat.hand()[slot]
    for missing in range(PLAYERS):
        partial = locks[:missing] + locks[missing + 1 :]
        assert deck.unlock_point(deck.slot_point(slot), partial) is None
    assert G.L > 2**252


def test_the_oracle_holds_mid_round_of_for_fame_and_fortune_across_devices() -> None:
    """The messages of a game of For Fame & Fortune after a few turns, read with each device's
    keys: redealing what it has not seen changes nothing it can compute."""
    relay = Relay(3, seed=4)
    while len(relay.devices[relay.holder].deck.round.faceup) < 2:
        relay.hop()
    deck = relay.devices[relay.holder].deck
    for seat, device in relay.devices.items():
        reader = renamed(deck, device.me, {})  # this device's keys over every message
        known = computable(reader.deck, reader)
        readable = {C.code(c) for c in device.state.hands[seat] if c < TOKEN}
        assert readable and readable <= set(known["unlocked"].values())
        hidden = unseen(known, deck.labels)
        assert len(hidden) > 30
        redealt = list(reversed(hidden))
        twin = renamed(deck, device.me, dict(zip(hidden, redealt, strict=True)))
        assert computable(twin.deck, twin) == known
