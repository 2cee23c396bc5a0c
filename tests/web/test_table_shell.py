"""The table's shell under CPython: the decision panel (the phone's bar) with the view's part of
it, the hierarchy of the actions' buttons, the list of every move kept while others move, the
panes of a phone, the log's numbers, and the overlay beside a place on the board."""

from __future__ import annotations

import re
import xml.dom.minidom
from typing import Any

import pygames
from web.views import eurobusiness
from web.views.common import END, MAIN, UI, Role, board_stage, overlay
from web.views.shell import action_panel, table

NAMES = ["Ann", "Bo"]
BOARD = '<svg><g data-action="token:3" role="button" tabindex="0"></g></svg>'


def view(actions: list[dict[str, str]], **more: Any) -> dict[str, Any]:
    found = {
        "game": "pig",
        "players": 2,
        "to_move": 0,
        "over": False,
        "moves": 4,
        "prompt": "@0: roll or end your turn.",
        "actions": actions,
        "log": ["@0 rolls 3."],
        "log_total": 1,
        "outcome": {"scores": [0, 0], "ranks": [1, 1], "winners": [], "unit": ""},
    }
    return found | more


def drawn(v: dict[str, Any], **more: Any) -> str:
    arguments: dict[str, Any] = {
        "title": "Pig",
        "seats": ["human", "random"],
        "board": BOARD,
        "message": "",
        "can_undo": False,
        "solitaire": False,
        "autoplay": False,
        "thinking": None,
    }
    return table(v, UI(names=NAMES, seat=0), **(arguments | more))


ACTIONS = [
    {"code": "end", "label": "End your turn"},
    {"code": "roll", "label": "Roll the dice"},
    {"code": "sell", "label": "Sell"},
    {"code": "token:3", "label": "Lay token 3"},
]
ROLES = {"roll": Role(MAIN), "end": Role(END, "End your turn without rolling?")}


def test_the_expected_next_step_is_primary_and_first_the_end_of_a_turn_apart_and_asked() -> None:
    """Issue 19, button hierarchy: the next step primary; ending a turn secondary, set apart,
    and confirmed before it is applied."""
    panel = action_panel(ACTIONS, BOARD, NAMES, ROLES)
    loose = panel.split('<details class="all-moves"')[0]
    order = re.findall(r'class="([^"]+)" data-action="([^"]+)"', loose)
    assert order == [
        ("act primary", "roll"),
        ("act secondary", "sell"),
        ("act secondary end", "end"),
    ]
    end_group = loose[loose.index('<span class="actions-end">') :]
    assert 'data-action="end"' in end_group and 'data-action="roll"' not in end_group
    assert 'data-confirm="End your turn without rolling?"' in loose
    every = panel.split('<details class="all-moves"')[1]
    assert 'data-action="end" data-confirm="End your turn without rolling?"' in every


def test_without_roles_every_button_is_drawn_alike_in_the_rules_order() -> None:
    panel = action_panel(ACTIONS, BOARD, NAMES)
    loose = panel.split('<details class="all-moves"')[0]
    assert re.findall(r'class="([^"]+)" data-action="([^"]+)"', loose) == [
        ("act", "end"),
        ("act", "roll"),
        ("act", "sell"),
    ]


def test_the_decision_panel_holds_the_prompt_the_views_part_and_the_actions() -> None:
    """The view's part of the decision (an auction with its Sell) stands under the prompt; the
    panel's buttons do not repeat what it offers."""
    auction = '<div class="auction"><button data-action="sell">Sell</button></div>'
    html = drawn(view(ACTIONS), decision=auction, roles=ROLES)
    xml.dom.minidom.parseString(html)  # well formed
    panel = html[html.index('id="decision"') : html.index('<div class="panel" data-pane="players"')]
    assert 'data-bar=""' in panel
    assert panel.index('id="prompt"') < panel.index('class="auction"') < panel.index('id="actions"')
    loose = panel[panel.index('id="actions"') : panel.index('<details class="all-moves"')]
    assert 'data-action="sell"' not in loose and 'data-action="roll"' in loose


def test_the_list_of_every_move_stays_hidden_while_others_move() -> None:
    """Issue 19: "All moves" closed after every action; the element stays on the page, hidden
    while nothing is the viewer's to play, so a list the player opened is open on their turn."""
    waiting = drawn(view([], to_move=1), thinking="Bo is thinking…")
    assert '<details class="all-moves" id="all-moves" hidden="">' in waiting
    assert "Bo is thinking…" in waiting
    playing = drawn(view(ACTIONS))
    assert '<details class="all-moves" id="all-moves">' in playing
    assert drawn(view([], over=True)).count("all-moves") == 0


def test_the_log_numbers_have_room_for_every_digit() -> None:
    """Issue 19: log numbers over 99 were cut ("126" showed "26.")."""
    html = drawn(view(ACTIONS, log=["a", "b"], log_total=126))
    log = re.search(r'<ol class="log" id="log" start="(\d+)"[^>]*style="--digits: (\d)"', html)
    assert log and log.groups() == ("125", "3")


def test_a_phone_shows_one_pane_the_one_chosen() -> None:
    html = drawn(view(ACTIONS), pane="log")
    assert 'data-pane-shown="log"' in html
    assert re.findall(r'data-cmd="pane:(\w+)" aria-pressed="(\w+)"', html) == [
        ("board", "false"),
        ("players", "false"),
        ("log", "true"),
    ]
    # A board without panes of its own is the board pane; the players and the log are theirs.
    assert '<div class="board" id="board" data-pane="board">' in html
    assert 'class="panel" data-pane="players"' in html and 'data-pane="log"' in html


def test_an_overlay_opens_towards_the_middle_of_its_board() -> None:
    """Issue 19: the decision at its place; the box stands beside the point, inside the board."""
    left_top = overlay("a", (100, 200), (1000, 1000), "<p>card</p>", "A card")
    assert 'style="left: 10.00%; top: 20.00%"' in left_top
    right_bottom = overlay("b", (900, 750), (1000, 1000), "<p>card</p>", "A card")
    assert 'style="right: 10.00%; bottom: 25.00%"' in right_bottom
    assert 'data-enter="rise" data-key="overlay-b"' in right_bottom and "data-follow" not in (
        right_bottom
    )
    staged = board_stage("<svg></svg>", left_top)
    assert staged.startswith('<div class="board-stage"><svg></svg><div class="overlay"')


def test_the_deed_landed_on_stands_beside_its_space_with_buy_and_decline() -> None:
    state = pygames.game("eurobusiness").new(2, 1)
    while not (state.view(0)["pending"] and state.to_move == 0):
        state.apply("roll" if "roll" in state.legal_actions() else state.legal_actions()[0])
    v = state.view(0)
    index = v["pending"][1]
    html = eurobusiness.render(v, UI(names=NAMES, seat=0))
    box = re.search(
        r'<div class="overlay" id="overlay-deed-[^"]*"[^>]*>.*?</div></div></div>', html
    )
    assert box, "the deed's card stands on the board"
    assert state.RULES.spaces[index].name in box.group(0)
    for code in ("buy", "decline"):
        assert f'data-action="{code}"' in box.group(0)
    assert eurobusiness.roles(v, UI(names=NAMES))["buy"] == Role(MAIN)
    # Once bought, the card has left the table.
    state.apply("buy")
    assert 'class="overlay"' not in eurobusiness.render(state.view(0), UI(names=NAMES, seat=0))


def test_the_decision_on_the_board_joins_the_bar_while_a_phone_shows_the_log() -> None:
    """Issue 29, trip-up 1: with the Log pane open on a phone, the bar said "buy Bristol or
    auction it" without its buttons, which stood on the hidden board. An overlay's moves join
    the bar while another pane than the board is shown; with the board shown they stay on it."""
    offer = '<button data-action="buy">Buy</button><button data-action="decline">Auction</button>'
    board = board_stage("<svg></svg>", overlay("deed-1", (10, 10), (100, 100), offer, "Bristol"))
    actions = [{"code": "buy", "label": "Buy"}, {"code": "decline", "label": "Auction"}]
    roles = {"buy": Role(MAIN)}

    def bar(pane: str) -> str:
        page = drawn(view(actions), board=board, roles=roles, pane=pane)
        actions_part = page[page.index('id="actions"') :]
        return actions_part.split('<details class="all-moves"')[0]

    assert 'data-action="buy"' not in bar("board")
    for pane in ("log", "players"):
        order = re.findall(r'class="([^"]+)" data-action="([^"]+)"', bar(pane))
        assert order == [("act primary", "buy"), ("act secondary", "decline")], pane


def test_undo_keeps_its_place_in_the_header_while_it_is_closed() -> None:
    """Issue 29: on a phone Undo's coming wrapped the header and moved the map under the next
    tap; its place is kept (hidden, inert) until it opens."""
    heading = re.compile(r'<div class="table-commands">(.*?)</div>')
    closed = heading.search(drawn(view(ACTIONS)))
    opened = heading.search(drawn(view(ACTIONS), can_undo=True))
    assert closed and opened
    assert 'data-cmd="undo"' not in closed.group(1)
    assert 'class="undo-room" disabled="" aria-hidden="true" tabindex="-1">Undo<' in closed.group(1)
    assert 'data-cmd="undo">Undo<' in opened.group(1) and "undo-room" not in opened.group(1)
    assert closed.group(1).count("<button") == opened.group(1).count("<button")
