"""What the table and its dialogs draw of play by link (issue 33, items 1 and 2): the decision
panel while another device's seat is to move, the game root's `data-mine`, the Share dialog
naming who is next and why, and the question which seats a device plays."""

from __future__ import annotations

import re
from typing import Any

from web.seats import Handover
from web.views.common import FSI, PDI, UI
from web.views.shell import seats_dialog, share_dialog, table

NAMES = ["Ann", "Bo", "Cy"]


def view(**more: Any) -> dict[str, Any]:
    found = {
        "game": "eurobusiness",
        "players": 3,
        "to_move": 1,
        "over": False,
        "moves": 4,
        "prompt": "@1: roll the dice.",
        "actions": [],
        "log": ["@0 rolls 3."],
        "log_total": 1,
        "outcome": {"scores": [0, 0, 0], "ranks": [1, 1, 1], "winners": [], "unit": ""},
    }
    return found | more


def drawn(v: dict[str, Any], names: list[str] = NAMES, **more: Any) -> str:
    arguments: dict[str, Any] = {
        "title": "Eurobusiness",
        "seats": ["human", "human", "human"],
        "board": "<svg></svg>",
        "message": "",
        "can_undo": False,
        "solitaire": False,
        "autoplay": False,
        "thinking": None,
    }
    return table(v, UI(names=names, seat=0), **(arguments | more))


def panel(html: str) -> str:
    return html[html.index('id="decision"') : html.index('data-pane="players"')]


def test_another_devices_seat_to_move_closes_its_controls_and_offers_to_send_the_link() -> None:
    """Issue 33: "Bo plays on Bo's device", Send to Bo first and primary, then "Play for Bo
    this once"."""
    html = panel(drawn(view(), mine=(0, 2), away=1))
    assert "<bdi>Bo</bdi> plays on their own device." in html
    assert 'data-other-device="1"' in html
    send = html.index('data-cmd="send"')
    once = html.index('data-cmd="play-once"')
    assert send < once
    assert re.search(r'class="act primary" data-cmd="send">Send to <bdi>Bo</bdi><', html)
    assert re.search(r'class="act secondary" data-cmd="play-once">Play for <bdi>Bo</bdi>', html)
    assert "data-action=" not in html


def test_a_seat_played_here_shows_no_other_device_note() -> None:
    html = drawn(view(actions=[{"code": "roll", "label": "Roll the dice"}]), mine=(1,))
    assert "data-other-device" not in html and 'data-action="roll"' in html


def test_the_game_root_names_the_seats_this_device_plays() -> None:
    assert 'data-mine="0,2"' in drawn(view(), mine=(0, 2), away=1)
    assert 'data-mine=""' in drawn(view())


def test_a_name_that_reads_like_markup_or_a_seat_is_shown_as_written() -> None:
    names = ["Ann", "<b>@2</b>", "Cy"]
    html = panel(drawn(view(), names=names, mine=(0,), away=1))
    assert "<b>" not in html and "&lt;b&gt;@2&lt;/b&gt;" in html
    assert "Cy" not in html


def test_share_names_the_next_player_and_why() -> None:
    found = Handover(to=(1,), reason="@1: roll the dice.", mine=(0,))
    _, body = share_dialog("https://x/#g=1.a", False, True, found, NAMES, sheet=True)
    assert 'data-share-next="1"' in body
    assert "Send this link to <bdi>Bo</bdi>, who is next:" in body
    assert "<bdi>Bo</bdi>: roll the dice." in body
    assert 'data-cmd="share-go">Send to <bdi>Bo</bdi>' in body
    assert "This device plays <bdi>Ann</bdi>." in body and 'data-cmd="seats"' in body
    assert 'id="share-link"' in body and "shuffle included" in body
    assert "Send this link to the next player" not in body  # named already


def test_without_a_share_sheet_the_button_copies_the_link() -> None:
    found = Handover(to=(2,), reason="@2: roll the dice.")
    _, body = share_dialog("l", False, True, found, NAMES, sheet=False)
    assert 'data-cmd="share-go">Copy the link for <bdi>Cy</bdi>' in body


def test_beside_the_share_sheet_the_copy_button_stays() -> None:
    """Issue 29: where the browser has a share sheet, Send opens it and Copy the link stays
    beside it; without one, the one button copies."""
    found = Handover(to=(1,), reason="@1: roll the dice.")
    _, body = share_dialog("l", False, True, found, NAMES, sheet=True)
    assert re.search(
        r'data-cmd="share-go">Send to <bdi>Bo</bdi></button> <button[^>]*'
        r'data-cmd="share-copy">Copy the link</button>',
        body,
    )
    _, body = share_dialog("l", False, True, found, NAMES, sheet=False)
    assert "share-copy" not in body


def test_share_in_a_game_played_here_offers_this_device_plays_with_boxes() -> None:
    found = Handover(to=(1,), reason="@1: roll.", offer=(0, 1, 2), checked=(0,))
    _, body = share_dialog("l", False, True, found, NAMES)
    boxes = re.findall(r'<input type="checkbox" data-seat-mine="(\d)"( checked)?>', body)
    assert boxes == [("0", " checked"), ("1", ""), ("2", "")]
    assert "Play by link: this device plays" in body


def test_share_says_when_the_move_is_this_devices() -> None:
    _, body = share_dialog("l", False, True, Handover(reason="r", here=0, mine=(0,)), NAMES)
    assert "<bdi>Ann</bdi> is to move, on this device" in body
    assert 'data-cmd="share-go">Copy the link<' in body


def test_at_the_end_share_names_every_player_on_another_device() -> None:
    _, body = share_dialog("l", False, True, Handover(to=(0, 2), mine=(1,)), NAMES)
    assert 'data-share-next="0,2"' in body
    assert "send this link to <bdi>Ann</bdi>, <bdi>Cy</bdi> to show them the end" in body


def test_hidden_hands_share_names_no_one_and_says_it_is_not_played_by_link() -> None:
    _, body = share_dialog("l", True, True, None, NAMES, sheet=True)
    assert "data-share-next" not in body and "data-seat-mine" not in body
    assert "holds every hand" in body and "not played by link" in body


def test_the_seats_question_lists_the_human_seats_the_seat_to_move_ticked() -> None:
    title, body = seats_dialog((0, 2), 2, NAMES)
    assert title == "Who plays on this device?"
    boxes = re.findall(r'data-seat-mine="(\d)"( checked)?>', body)
    assert boxes == [("0", ""), ("2", " checked")]
    assert 'data-cmd="seats-go"' in body and 'data-cmd="seats-all"' in body
    assert "All of them: we pass this device round" in body
    assert FSI not in body and PDI not in body  # names in <bdi>, in HTML


def test_the_seats_question_keeps_a_notice_that_came_with_the_link() -> None:
    _, body = seats_dialog((0, 1), 0, NAMES, notice="<p>Kept apart</p>")
    assert body.startswith("<p>Kept apart</p>")
