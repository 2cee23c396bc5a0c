"""For Fame & Fortune across devices in the app (web/across.py): who the link goes to next and
why, seats taken by the link's address only, a refused link that changes nothing, the key
backup, and a round played by links between saves as the browser keeps them."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from pygames.core import IllegalAction, RecordError
from pygames.core.secret import decode_link, encode_link
from pygames.fame_fortune.devices import TOKEN
from pygames.fame_fortune.state import DRAFT
from web.across import (
    Crossing,
    arrive,
    damaged,
    freshly,
    game_key,
    header,
    parse,
    unopened,
)


def play_a_move(device: Crossing, rng: random.Random) -> None:
    """The device's move, by chance: a draft pass of the cards it must give, or any legal move."""
    state = device.table.state
    if state.phase == DRAFT:
        for code in rng.sample(device.table.hand(), state.need):
            device.act("pick:" + code)
        device.act("give")
    else:
        device.act(rng.choice(state.legal_actions()))


def started() -> tuple[Crossing, dict[int, str]]:
    first = Crossing.start(["Ann", "Bo", "Cy"], {"rounds": 1})
    first.table.step()
    return first, {0: first.entry()}


def hop(saves: dict[int, str], holder: int) -> tuple[int, str]:
    """The link the holder's device sends next, opened on its receiver's; (receiver, why)."""
    sender = Crossing.from_entry(saves[holder])
    send = sender.send_to()
    assert send is not None
    seat, why = send
    receiver = arrive(sender.fragment(seat), saves.get(seat))
    receiver.table.step()
    saves[seat] = receiver.entry()
    return seat, why


def test_the_first_link_invites_the_next_player_to_join_on_their_own_device() -> None:
    first, _ = started()
    assert first.send_to() == (
        1,
        "Send to @1: @1 joins and shuffles the deck next (no one can know the order).",
    )
    assert parse(first.fragment(1))[0] == 1
    assert first.names == ["Ann", "Bo", "Cy"]


def test_a_joining_device_takes_the_seat_its_link_is_addressed_to() -> None:
    _, saves = started()
    seat, _ = hop(saves, 0)
    bo = Crossing.from_entry(saves[seat])
    assert bo.seat == 1 and bo.names == ["Ann", "Bo", "Cy"]
    assert bo.table.deck.sign_keys[1] is not None


def test_nobody_takes_a_seat_another_device_has_joined() -> None:
    _, saves = started()
    hop(saves, 0)
    bo = Crossing.from_entry(saves[1])
    with pytest.raises(RecordError, match="nobody can take another player's seat"):
        arrive("x=1." + parse(bo.fragment(2))[1], None)  # Cy's link, readdressed to Bo


def test_a_link_for_another_seat_shows_its_board_and_saves_nothing() -> None:
    _, saves = started()
    hop(saves, 0)
    bo = Crossing.from_entry(saves[1])
    shown = arrive(bo.fragment(2), saves[0])
    assert shown.seat == 0 and shown.shown_only
    assert len(shown.table.deck.messages) == len(bo.table.deck.messages)  # Bo's shuffle shown
    assert "This link is for @2" in shown.message
    assert shown.view()["actions"] == [] and shown.entry() != saves[0]  # moved on, in memory
    with pytest.raises(IllegalAction):
        shown.act("give")


def test_a_join_link_warns_that_a_second_device_of_a_seat_will_be_refused() -> None:
    first, saves = started()
    laptop = arrive(first.fragment(1), None)
    assert laptop.message == (
        "This link seats @1. If @1 already plays on another device, do not join here: the"
        " other players' devices will refuse this one."
    )
    laptop.table.step()
    phone = arrive(first.fragment(1), None)  # the same link, on Bo's phone too
    phone.table.step()
    saves[0] = arrive(laptop.fragment(0), saves[0]).entry()  # Ann's device takes the laptop's
    refused = arrive(phone.fragment(0), saves[0])
    assert refused.message == (
        "This link was refused: it comes from a second device of @1, and @1 already plays on"
        " another device. Nothing saved on this device changed."
    )
    assert refused.table.deck.messages == Crossing.from_entry(saves[0]).table.deck.messages


def test_a_changed_byte_of_a_message_is_refused_and_nothing_saved_changes() -> None:
    _, saves = started()
    hop(saves, 0)
    bo = Crossing.from_entry(saves[1])
    messages = decode_link(parse(bo.fragment(0))[1])
    shuffle = next(m for m in messages if m["k"] == "shuffle")
    shuffle["h"] = ("A" if shuffle["h"][0] != "A" else "B") + shuffle["h"][1:]
    kept = saves[0]
    refused = arrive("x=0." + encode_link(messages), kept)
    assert refused.message.startswith("This link was refused:")
    assert "Nothing saved on this device changed." in refused.message
    assert refused.table.deck.messages == Crossing.from_entry(kept).table.deck.messages


def test_the_key_backup_brings_the_seat_back_with_its_keys() -> None:
    first, _ = started()
    again = Crossing.from_entry(json.loads(json.dumps(first.entry())))
    assert again.seat == 0 and again.table.keys == first.table.keys
    assert again.key == first.key
    with pytest.raises(RecordError, match="key backup is damaged"):
        Crossing.from_entry('{"record": 1}')


Visit = tuple[str | None, tuple[int, str] | None, dict[str, Any]]


def played(
    monkeypatch: pytest.MonkeyPatch, seed: int, visits: list[Visit] | None = None
) -> list[str]:
    """A whole round of three by links, keys and choices from the seed: why each link went;
    into `visits` what each device showed at each visit (its wait for its cards, the stake
    it holds back until every hand is open, its view)."""
    keys = random.Random(seed)
    monkeypatch.setattr("pygames.fame_fortune.devices.secrets.token_bytes", keys.randbytes)
    rng, reasons = random.Random(seed), list[str]()
    _, saves = started()
    holder = 0
    while True:
        device = Crossing.from_entry(saves[holder])
        if visits is not None:
            visits.append((device.arriving(), device.table.pending, device.view()))
        if device.my_move():
            play_a_move(device, rng)
            saves[holder] = device.entry()
            continue
        if device.send_to() is None:
            return reasons
        holder, why = hop(saves, holder)
        reasons.append(why)


def test_no_unlock_goes_out_before_the_deck_is_locked_so_bo_reads_his_cards_at_the_7th_link(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Join and shuffle in one visit, the last to shuffle seals at once; a seat is sent unlocks
    only once it has sealed (else the last to seal could choose its cards), so Bo, the last to
    seal and the first to pass, waits for a trip round the table (the 4th link before)."""
    reasons = played(monkeypatch, 4)
    assert reasons[:7] == [
        "Send to @1: @1 joins and shuffles the deck next (no one can know the order).",
        "Send to @2: @2 joins and shuffles the deck next (no one can know the order).",
        "Send to @0: @0 seals the shuffled deck next, so that each card opens only for the"
        " player who gets it.",
        "Send to @1: @1 seals the shuffled deck next, so that each card opens only for the"
        " player who gets it.",
        "Send to @0: the device of @0 must let go of your cards so you can read them.",
        "Send to @2: the device of @2 must let go of the cards of @0 and @1 so they can read them.",
        "Send to @1: @1 passes cards next.",  # Bo's cards are read: the draft is on
    ]


def test_a_round_of_three_takes_18_links_where_it_took_20(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The same round (keys and choices of seed 4) before this scheduling took 20 links, and 15
    while unlocks went out before the deck was sealed; the end's keys go with the open hands. A
    device whose cards are dealt but unreadable says whose device they wait for, and no seat is
    "choosing now" there."""
    visits: list[Visit] = []
    reasons = played(monkeypatch, 4, visits)
    waits = {view["arriving"] for arriving, _, view in visits if arriving is not None}
    assert all(view["to_move"] is None for arriving, _, view in visits if arriving is not None)
    sealing = "Your cards arrive once the devices of {} have shuffled and sealed the deck."
    assert waits == {
        *(sealing.format(seats) for seats in ("@1 and @2", "@0 and @2", "@0 and @1")),
        "Your cards arrive once the device of @1 has shuffled and sealed the deck.",
        "Your cards arrive once the device of @2 has sent its unlocks.",
        "Your cards arrive once the devices of @0 and @2 have sent their unlocks.",
    }
    assert len(reasons) == 18
    assert not any("reveals their key" in why for why in reasons)
    unlocks = [why for why in reasons if "must let go of" in why]
    assert unlocks and all("so they can read them" in why or "so you can" in why for why in unlocks)


def test_a_move_out_of_turn_is_refused_on_the_device() -> None:
    first, _ = started()
    with pytest.raises(IllegalAction, match="not this seat's turn"):
        first.act("give")


def test_a_round_by_links_ends_alike_and_each_device_read_only_its_own_hand() -> None:
    """A whole round as the browser plays it: every device opened from its save, each link
    opened from the last, each device choosing at random; mid-round no device reads a card of
    another hand it did not pass itself or see face up; at the end every check passes."""
    rng = random.Random(4)
    _, saves = started()
    holder = 0
    passed: dict[int, set[int]] = {0: set(), 1: set(), 2: set()}  # cards each device passed
    while True:
        device = Crossing.from_entry(saves[holder])
        state = device.table.state
        if device.my_move():
            if state.phase == DRAFT:
                chosen = rng.sample(device.table.hand(), state.need)
                for code in chosen:
                    device.act("pick:" + code)
                passed[holder].update(c for c in state.picks[holder])
                device.act("give")
            else:
                device.act(rng.choice(state.legal_actions()))
            saves[holder] = device.entry()
            continue
        if not state.finished:
            faceup = set(device.table._read.values()) - set(state.hands[holder])
            for other in range(3):
                if other != holder:
                    read = {c for c in state.hands[other] if c < TOKEN}
                    assert read <= passed[holder] | faceup
        if device.send_to() is None:
            break
        holder, _ = hop(saves, holder)
    last = Crossing.from_entry(saves[holder])
    others = [seat for seat in range(3) if seat != holder]
    assert last.lacking() == others  # its keys were the last: every other device lacks them
    last.tell(others[0])
    assert Crossing.from_entry(last.entry()).lacking() == others[1:]  # kept in the save
    last.tell(others[1])
    assert last.lacking() == []
    for seat in range(3):  # the last link reaches every device
        device = arrive(Crossing.from_entry(saves[holder]).fragment(seat), saves.get(seat))
        assert device.table.state.finished
        if seat != holder:  # not asked to send it back where it came from
            assert device.lacking() == [s for s in others if s != seat]
        dealt: list[list[str]] = []
        list(device.checking(dealt))
        assert len(dealt) == 1 and len(dealt[0]) == device.table.deck.size


def test_the_last_stake_shows_at_once_while_the_hands_are_laid_open(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The 5th stake is scored once every hand is open, but its staker's device shows it at
    once: in the stakes, out of the hand, in the log, nobody "staking" any more."""
    visits: list[Visit] = []
    played(monkeypatch, 4, visits)
    held = [(pending, view) for _, pending, view in visits if pending is not None]
    assert held
    (seat, code), view = held[0]
    card = code.removeprefix("play:")
    assert view["stakes"][seat][-1] == card and view["stake_order"][-1] == [seat, card]
    assert view["to_move"] is None and view["faceup"] == 5
    assert card not in (view["hand"] or [])
    assert view["log"][-2].startswith(f"@{seat} stakes ")
    assert view["log"][-1] == "The round is scored once every hand is laid open."


def test_a_damaged_link_opens_the_game_held_here_as_it_stood_naming_whom_to_ask() -> None:
    first, saves = started()
    fragment = first.fragment(1)
    hop(saves, 0)
    bo = Crossing.from_entry(saves[1])
    link = bo.fragment(0)
    cut = len(link) - 40
    broken = link[:cut] + ("A" if link[cut] != "A" else "B") + link[cut + 1 :]
    with pytest.raises(RecordError):
        game_key(parse(broken)[1])  # the messages cannot be read
    assert header(broken) == (1, first.key, "Bo") and header(fragment)[0] == 0
    shown = damaged(broken, saves[0])
    assert shown.seat == 0 and shown.message == (
        "This link is damaged: it was changed on the way. Nothing here changed. Ask @1 to send"
        " the link again."
    )
    assert shown.table.deck.messages == Crossing.from_entry(saves[0]).table.deck.messages


def test_a_devices_own_log_names_its_own_cards_once_read_and_marks_them_new(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ "@0 receives the 4 of Clovers from @2" on @0's device once it reads them (it said "a card
    face down" for good); the lines of other seats' cards stay face down on it; the cards just
    read are marked in the hand until the seat passes or moves."""
    visits: list[Visit] = []
    played(monkeypatch, 4, visits)
    own = [
        (view, line)
        for _, _, view in visits
        if view.get("unread") == 0
        for line in view["log"]
        if " receives " in line or " draws the" in line or " draws a" in line
    ]
    assert own and not any("face down" in line for _, line in own)
    assert any(" receives the " in line for _, line in own)
    fresh = [view["fresh"] for _, _, view in visits if view.get("fresh")]
    marked = [(view["fresh"], view["hand"]) for _, _, view in visits if view.get("fresh")]
    assert marked and all(set(codes) <= set(hand) for codes, hand in marked)
    fresh = [codes for codes, _ in marked]
    assert len(fresh[0]) == 10  # the deal, read at once
    assert any(len(codes) < 10 for codes in fresh)  # a draft's cards, or a draw


def test_a_device_never_names_cards_it_did_not_pass_in_another_seats_lines(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Ann's device follows Cy's private line "@2 receives … from @1" face down: Bo passed them."""
    keys = random.Random(4)
    monkeypatch.setattr("pygames.fame_fortune.devices.secrets.token_bytes", keys.randbytes)
    _, saves = started()
    holder = 0
    rng = random.Random(4)
    while "receives" not in " ".join(Crossing.from_entry(saves[0]).table.state.log_for(2)):
        device = Crossing.from_entry(saves[holder])
        if device.my_move():
            play_a_move(device, rng)
            saves[holder] = device.entry()
        else:
            holder, _ = hop(saves, holder)
    ann = Crossing.from_entry(saves[0]).table.state
    cy_lines = [line for line in ann.log_for(2) if " receives " in line]
    assert cy_lines and all("the " not in line.split(" receives ")[1] for line in cy_lines)
    assert "a card face down" in cy_lines[0]


def test_the_cards_just_read_are_ringed_in_the_hand() -> None:
    from web.views.common import UI
    from web.views.shell import drawn_parts

    first = Crossing.start(["Ann", "Bo"], {"rounds": 1})
    view = first.table.state.view(0)
    view["hand"] = ["H4", "C2"]
    board = drawn_parts("fame_fortune", view, UI(names=first.names, seat=0, selected=None))["board"]
    marked = freshly(board, ["C2"])
    assert 'fresh" id="ff-card-C2"' in marked and 'fresh" id="ff-card-H4"' not in marked


def test_a_damaged_join_link_tells_what_to_do_naming_its_sender() -> None:
    """A device that holds no game of the link lands on the lobby; the notice names whom to
    ask for the link again when the link's clear part still tells it."""
    first, _ = started()
    link = first.fragment(1)
    cut = len(link) - 40
    broken = link[:cut] + ("A" if link[cut] != "A" else "B") + link[cut + 1 :]
    with pytest.raises(RecordError):
        arrive(broken, None)
    assert unopened(broken, RecordError("x")) == (
        "This link is damaged: it was changed on the way. Ask Ann to send the link again."
    )
    nameless = "x=1." + parse(broken)[1]
    assert unopened(nameless, RecordError("x")).endswith(
        "Ask the player who sent it to send the link again."
    )
    refused = RecordError("nobody can take it")
    assert unopened(link, refused) == "This link cannot be opened: nobody can take it"


@pytest.mark.parametrize(
    ("count", "polish"),
    [
        (1, "1\u00a0kartę"),
        (3, "3\u00a0karty"),
        (5, "5\u00a0kart"),
        (22, "22\u00a0karty"),
        (12, "12\u00a0kart"),
    ],
)
def test_a_count_across_devices_takes_the_polish_form_of_its_number(
    count: int, polish: str
) -> None:
    from pygames.core import i18n

    i18n.set_language("pl")
    try:
        text = i18n.tr(
            "Choose exactly {count} card to pass.",
            "Choose exactly {count} cards to pass.",
            count=count,
        )
    finally:
        i18n.set_language("en")
    assert text == f"Wybierz dokładnie {polish} do przekazania."


def test_the_lobby_carries_the_three_polish_forms_of_a_count_of_rounds() -> None:
    from tools.messages import lobby_messages

    forms = lobby_messages([])["pl"]["{count} round: {time}."]
    nb = "\u00a0"  # a count and its noun stay on one line
    assert forms == [f"{{count}}{nb}{word}: {{time}}." for word in ("runda", "rundy", "rund")]
