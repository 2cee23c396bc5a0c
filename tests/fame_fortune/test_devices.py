"""For Fame & Fortune across devices: each seat on its own device, links between them."""

from __future__ import annotations

import copy
import json

import pytest

from pygames.core.errors import RecordError
from pygames.core.secret import audit_steps, decode_link, encode_link
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.devices import TOKEN, AcrossTable
from tests.fame_fortune.relay import Relay


@pytest.fixture(scope="module")
def finished() -> Relay:
    relay = Relay(3, seed=3)
    while relay.hop():
        pass
    return relay


def test_a_game_across_three_devices_ends_alike_on_every_device(finished: Relay) -> None:
    tables = finished.devices.values()
    assert all(table.state.finished for table in tables)
    assert len({tuple(table.state.scores) for table in tables}) == 1
    assert len({tuple(table.state.history) for table in tables}) == 1
    assert sum(next(iter(tables)).state.scores) == 0


def test_every_device_checks_the_whole_game_once_every_key_is_revealed(finished: Relay) -> None:
    table = finished.devices[2]
    cards = table.check()[0]
    assert sorted(cards) == sorted(table.deck.labels)
    stakes = {code for seat in table.state.last_round["stakes"] for code in seat}  # type: ignore[index]
    assert stakes <= set(cards)


def test_no_link_of_a_three_player_game_is_over_8_kb(finished: Relay) -> None:
    assert max(len(link) for link in finished.links) < 8192


def test_a_device_reads_only_its_own_cards_and_those_face_up() -> None:
    """Mid-game, every card a device can read in another hand is one it held itself (passed
    on in the draft) or one laid face up."""
    relay = Relay(3, seed=5)
    checked = 0
    while relay.hop():
        for number, device in relay.devices.items():
            state = device.state
            if state.finished or device.round != relay.devices[relay.holder].round:
                continue
            opened = device.deck.round.faceup.values()  # stakes, and every hand at the end
            faceup = {C.card_of(label) for label in opened}
            for other in range(3):
                if other == number:
                    continue
                readable = {c for c in state.hands[other] if c < TOKEN}
                assert readable <= relay.seen[number] | faceup
                checked += len(state.hands[other]) - len(readable)
    assert checked > 100  # other hands were there, face down


def test_the_table_names_who_must_send_the_next_link() -> None:
    relay = Relay(3, seed=1)
    assert relay.devices[0].waiting() == [(1, "join")]
    while relay.devices[relay.holder].deck.round.phase != "play":
        relay.hop()
    device = relay.devices[relay.holder]
    device.step()
    # The last to lock sent its unlocks with its lock; the others owe the last locker theirs,
    # which they could not send before it locked.
    assert device.seat == 1
    assert device.waiting() == [(0, "unlock"), (2, "unlock")]
    assert [need.taker for need in device.deck.needs() if need.giver == 0] == [1]


def test_a_changed_move_in_a_link_is_refused(finished: Relay) -> None:
    messages = decode_link(finished.links[-1])
    forged = copy.deepcopy(messages)
    act = next((m for m in forged if m["k"] == "act"), None) or forged[0]
    act["s"] = (act["s"] + 1) % 3
    device = finished.devices[0]
    before = device.deck.messages[: messages[0]["i"]]
    fresh = AcrossTable.from_json({**device.to_json(), "messages": before})
    with pytest.raises(RecordError, match="signature does not match"):
        fresh.receive(encode_link(forged))


def test_a_refused_link_changes_nothing_and_the_true_one_is_taken_after() -> None:
    relay = Relay(3, seed=2)
    while relay.devices[relay.holder].state.phase != "turn" or len(relay.devices) < 3:
        relay.hop()
    holder = relay.devices[relay.holder]
    seat, _ = holder.waiting()[0]
    while seat == relay.holder:  # the holder plays until the link must travel
        relay.hop()
        holder = relay.devices[relay.holder]
        seat, _ = holder.waiting()[0]
    link = holder.link_for(seat)
    reader = relay.devices[seat]
    before = (len(reader.deck.messages), list(reader.state.history), reader.hand())
    forged = decode_link(link)
    forged[-1]["prev"] = forged[0]["prev"]
    with pytest.raises(RecordError, match="does not follow"):
        reader.receive(encode_link(forged))
    assert (len(reader.deck.messages), reader.state.history, reader.hand()) == before
    assert reader.receive(link) == len(decode_link(link))


def test_a_saved_device_follows_the_game_again_from_its_messages(finished: Relay) -> None:
    device = finished.devices[1]
    saved = json.loads(json.dumps(device.to_json()))
    again = AcrossTable.from_json(saved)
    assert again.state.history == device.state.history
    assert again.state.scores == device.state.scores
    assert again.deck.masters == device.deck.masters


def test_the_check_runs_in_steps_of_one_seat_each(finished: Relay) -> None:
    dealt: list[list[str]] = []
    steps = list(audit_steps(finished.devices[0].deck, dealt))
    assert len(steps) == 2 * 3 + 2  # 3 shuffles, 3 locks, the cards, the unlocks
    assert dealt == finished.devices[0].check()


def test_a_card_is_named_in_a_move_only_once_its_holder_laid_it_open(finished: Relay) -> None:
    messages = finished.devices[0].deck.messages
    for index, message in enumerate(messages):
        if message["k"] == "act" and message["a"].startswith(("play:", "mod:")):
            before = messages[index - 1]
            assert before["k"] == "open" and before["s"] == message["s"]


def test_a_modifier_across_devices_is_laid_open_and_its_draw_dealt_to_its_player() -> None:
    relay = Relay(3, seed=9, modifiers=True)
    while relay.hop():
        pass
    messages = relay.devices[0].deck.messages
    index = next(i for i, m in enumerate(messages) if m["k"] == "act" and m["a"][:4] == "mod:")
    player = messages[index]["s"]
    assert messages[index - 1]["k"] == "open" and messages[index - 1]["s"] == player
    assert messages[index + 1]["k"] == "deal" and messages[index + 1]["to"] == player
    assert len({tuple(d.state.scores) for d in relay.devices.values()}) == 1


def test_a_game_of_two_rounds_has_a_fresh_secret_deck_each_round() -> None:
    relay = Relay(3, seed=11, rounds=2)
    while relay.hop():
        pass
    assert all(d.state.rounds_played == 2 for d in relay.devices.values())
    assert len({tuple(d.state.scores) for d in relay.devices.values()}) == 1
    first, second = relay.devices[1].check()
    assert sorted(first) == sorted(second) and first != second
