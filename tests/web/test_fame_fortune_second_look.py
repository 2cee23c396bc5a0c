"""For Fame & Fortune trip-ups a second fresh reviewer met (issue 29): a 5th stake that
completed another player's winning hand, unawares; a tie-break that read backwards."""

from __future__ import annotations

import random
import re
from typing import Any

from pygames.fame_fortune import cards as C
from pygames.fame_fortune.state import FameFortuneState
from tests.fame_fortune.helpers import draft_all, ids, mover, new
from tests.playouts import bot_moves, state_of
from web.session import Session
from web.views.common import UI
from web.views.fame_fortune import LAST_STAKE_QUESTION, decision, render
from web.views.shell import action_panel, drawn_parts, players_panel, table

NAMES = ["Ann", "Bo", "Cy", "Di"]
SHARED = "Stake cards can be used by ALL players when forming the best Fortune Hand."
ARGUMENTS: dict[str, Any] = {
    "title": "For Fame & Fortune",
    "seats": ["human", *["heuristic"] * 3],
    "message": "",
    "can_undo": False,
    "solitaire": False,
    "autoplay": False,
    "thinking": None,
}


def _four_down() -> FameFortuneState:
    """A round of three with 4 stake cards down, @1 the Active Player."""
    state = new(3)
    draft_all(state)
    state.hands[1] = ids("S10 S11 S12 S13 S1 S2 H2 C2 R3 H4")
    state.stakes = [ids("R12"), ids("D1"), ids("H13 C4")]
    state.stake_order = [(0, ids("R12")[0]), (1, ids("D1")[0])] + [
        (2, card) for card in ids("H13 C4")
    ]
    state.faceup = state.turn_faceup = 4
    return state


def test_the_5th_stake_question_and_warning_say_a_stake_card_is_everyones() -> None:
    """The rule 3b: stake cards "can be used by ALL players when forming the best Fortune
    Hand": the confirm box of the 5th stake and the notes' warning say so, not only the own
    hand; a player watching (not to move) reads it in the warning too."""
    assert SHARED in LAST_STAKE_QUESTION
    state = _four_down()
    html = render(state.view(1), UI(NAMES, seat=1))
    assert f'data-confirm="{LAST_STAKE_QUESTION}"' in html
    assert f"every hand is scored. {SHARED}</span>" in html
    other = render(state.view(0), UI(NAMES, seat=0))
    assert "data-confirm" not in other and SHARED in other
    state.faceup = state.turn_faceup = 3
    assert SHARED not in render(state.view(1), UI(NAMES, seat=1))


def test_on_a_rounds_result_the_seats_and_the_players_panel_agree_and_nobody_is_to_move() -> None:
    """A reviewer saw "0 pts" on the seats beside the round's scores in the Players panel, and
    the panel's "Player 3 (normal bot) to move" under the result: on both screens of a round's
    end the seats show the panel's scores and no row of the panel is to move."""
    session = Session.start("fame_fortune", 4, NAMES, ["human", *["heuristic"] * 3], {}, 3)
    rng = random.Random(3)
    while state_of(session, FameFortuneState).rounds_played < 1:
        bot_moves(session, rng)
    for _ in range(2):
        found = session.moment()
        assert found is not None
        view = session.state.view(0)
        assert view["to_move"] is not None  # the next round's draft has begun underneath
        ui = UI(NAMES, seat=0, extra={"moment": found[0]})
        view["prompt"], view["actions"] = found[1], []
        html = table(view, ui, go_on=found[2], **ARGUMENTS, **drawn_parts("fame_fortune", view, ui))
        panel = html[html.index('data-pane="players"') : html.index('data-pane="log"')]
        assert "to-move" not in panel
        if found[0].endswith("-table"):
            seats = re.findall(r'data-purse="ff-score-(\d)" data-value="(-?\d+)"', html)
            assert len(seats) == 4
            rows = re.findall(r"<td class=\"num\">(\u2212?[\d,]+) points</td>", panel)
            rows = [row.replace("\u2212", "-") for row in rows]  # the panel's minus sign
            assert [int(rows[int(seat)].replace(",", "")) for seat, _ in seats] == [
                int(score) for _, score in seats
            ]
            assert any(int(score) != 0 for _, score in seats)
        session.go_on()


def test_cards_drawn_from_the_deck_are_marked_new_drawn_until_one_acts() -> None:
    """A phone's reviewer could not tell the cards drawn from the rest of the hand: the Active
    Player's cards drawn back after a draft glow and say "new · drawn" (those the draft brought
    say whose they were); a modifier's card drawn at once is said in the phone's bar too."""
    state = new(3, modifiers=True)
    draft_all(state)
    seat = state.active
    state.apply(next(a for a in state.legal_actions() if a.startswith("play:")))
    if state.phase == "second":
        state.apply("stop")
    before = set(state.hands[seat])
    draft_all(state)
    drawn = [card for card in state.hands[seat] if card not in before]
    view = state.view(seat)
    assert view["drawn"] and set(view["drawn"]) < {C.code(card) for card in drawn}
    html = render(view, UI(NAMES, seat=seat))
    tag = '<span class="ff-new">new<span class="ff-from"> · drawn</span></span>'
    assert html.count(tag) == len(view["drawn"])
    for code in view["drawn"]:
        assert re.search(rf'<div class="ff-hcard[^"]* new[^"]*" id="ff-card-{code}"', html)
    mover = state.active
    if ids("M2a")[0] not in state.hands[mover]:
        state.hands[mover][0] = ids("M2a")[0]
    state.apply("mod:M2a+")
    panel = decision(state.view(mover), UI(NAMES, seat=mover))
    assert len(state.view(mover)["drawn"]) == 1
    assert (
        '<p class="ff-why ff-phone-only ff-new-note">New · drawn:<span class="ff-which"> ' in panel
    )
    state.apply(next(a for a in state.legal_actions() if a.startswith("play:")))
    assert not state.view(mover)["drawn"] and tag not in render(state.view(mover), UI(NAMES))


def test_every_move_as_a_list_follows_the_hand_shown() -> None:
    """Pass-and-play's reviewer found "Every move, as a list" in no clear order (the rules'
    order of codes, Clovers before Doves): it lists the hand's cards as the hand shows them,
    in the draft and on a turn."""
    state = new(4)
    for _ in range(2):
        seat = mover(state)
        view, ui = state.view(seat), UI(NAMES, seat=seat)
        board = render(view, ui) + decision(view, ui)
        html = action_panel(view["actions"], board, NAMES)
        listed = re.findall(r'data-action="([^"]+)"', html[html.index("all-moves") :])
        cards = [code.partition(":")[2] for code in listed if ":" in code]
        assert cards == [code for code in view["hand"] if f":{code}" in " ".join(listed)]
        assert listed != [a["code"] for a in view["actions"]]  # not the rules' order
        draft_all(state)


def test_the_panel_says_choose_a_card_not_click_which_a_phone_cannot() -> None:
    """A reviewer on a phone read "click a second card": the panel says "choose", on a turn and
    after a first stake."""
    state = new(3)
    draft_all(state)
    seat = state.active
    ui = UI(NAMES, seat=seat)
    assert "Stake: choose a card marked Stake" in decision(state.view(seat), ui)
    state.apply(next(a for a in state.legal_actions() if a.startswith("play:")))
    assert state.phase == "second"
    panel = decision(state.view(seat), ui)
    assert "Or choose a second card" in panel and "click" not in panel


def test_a_phones_line_to_the_last_rounds_result_is_short() -> None:
    """The "Round 1 of 2: … see the hands" line took two lines on a phone and pushed the hand
    into the bar: the whole headline is for a wide screen, under the hand; a phone reads a
    short one beside its seat, with the round, which takes no line of its own (issue 29)."""
    session = Session.start("fame_fortune", 4, NAMES, ["human", *["heuristic"] * 3], {}, 3)
    rng = random.Random(3)
    while state_of(session, FameFortuneState).rounds_played < 1:
        bot_moves(session, rng)
    html = render(session.state.view(0), UI(NAMES, seat=0))
    line = html[html.index('<p class="ff-lastline">') :]
    assert re.match(
        r'<p class="ff-lastline"><button type="button" class="ff-last" data-open="round">'
        r"Round 1 of \d+: .+: see the hands</button></p>",
        line,
    )
    foot = html[html.index('<div class="ff-foot">') :]
    assert foot.startswith(
        '<div class="ff-foot"><div class="ff-when"><button type="button"'
        ' class="ff-last ff-last-short" data-open="round">Round 1 result: see the hands</button>'
        '<p class="ff-round">Round 2 of '
    )


def test_the_panels_step_is_by_the_hands_title_too_on_a_wide_screen() -> None:
    """At 1280 px the panel's Pass lay ~600 px from the hand: the step without a card stands by
    the hand's title too (a phone's bar is by the hand already): the draft's pass of the chosen
    cards (refused until enough are chosen), Pass on a turn, "Stake just the one card" after a
    first stake; none for a player not to move."""
    head = re.compile(r'<div class="ff-headrow"><h2 id="ff-hand-title">.*?</h2>(<button.*?)</div>')
    state = new(3)
    seat = mover(state)
    found = head.search(render(state.view(seat), UI(NAMES, seat=seat)))
    assert found and 'class="act primary ff-by-hand ff-wide-only" data-action="give"' in found[1]
    assert "data-refused" in found[1] and ">Pass 5 cards to <bdi>" in found[1]
    other = next(s for s in range(3) if s != seat)
    assert 'class="ff-headrow"' not in render(state.view(other), UI(NAMES, seat=other))
    draft_all(state)
    seat = state.active
    found = head.search(render(state.view(seat), UI(NAMES, seat=seat)))
    assert (
        found
        and 'class="act secondary ff-by-hand ff-wide-only" data-action="pass">Pass<' in (found[1])
    )
    state.apply(next(a for a in state.legal_actions() if a.startswith("play:")))
    found = head.search(render(state.view(seat), UI(NAMES, seat=seat)))
    assert found and 'data-action="stop">Stake just the one card<' in found[1]


def test_the_players_tab_writes_a_score_below_zero_with_the_tables_minus_sign() -> None:
    """Issue 29: the Players tab wrote "-22 points" with a hyphen where the seats and the
    round's result write "−22": one minus sign everywhere."""
    view = {"outcome": {"scores": [-22, 5, 0], "unit": "points"}, "to_move": 0}
    html = players_panel(view, NAMES[:3], ["human", "heuristic", "heuristic"])
    assert "\u221222 points" in html and "-22" not in html
