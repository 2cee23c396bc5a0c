"""Following For Fame & Fortune's table (issue 29): what a reviewer could not tell apart or
missed at the table, at either size."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from pygames.core import choose
from pygames.fame_fortune import GAME
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.state import FameFortuneState
from tests.fame_fortune.helpers import draft_all, mover, new, play_rounds
from tests.playouts import bot_moves, state_of
from web.session import Session
from web.views.common import UI
from web.views.fame_fortune import bot_beats, decision, render

NAMES = ["Ann", "Bo", "Cy", "Di"]


def hand_card(html: str, code: str) -> tuple[list[str], str]:
    """The classes and the markup of one card of the hand (up to the next card)."""
    found = re.search(
        rf'<div class="(ff-hcard[^"]*)" id="ff-card-{code}"(.*?)(?=<div class="ff-hc|$)', html
    )
    assert found, code
    return found.group(1).split(), found.group(2)


def test_cards_a_draft_brought_are_marked_new_and_say_whose_they_were_until_one_acts() -> None:
    """A reviewer could not tell which cards a pass brought: each glows ("new") and says "from"
    its giver, the right neighbour; a phone's bar says it; gone once the player acts."""
    state = new(4)
    before = [list(hand) for hand in state.hands]
    draft_all(state)
    seat = state.active
    giver = NAMES[(seat - 1) % 4]
    html = render(state.view(seat), UI(NAMES, seat=seat))
    received = {c for c in state.hands[seat] if c not in before[seat]}
    assert received
    for card in state.hands[seat]:
        classes, markup = hand_card(html, C.code(card))
        if card in received:
            assert "new" in classes
            assert re.search(
                rf'<span class="ff-new">new<span class="ff-from"> from .*{giver}', markup
            )
        else:
            assert "new" not in classes and "ff-new" not in markup
    bar = decision(state.view(seat), UI(NAMES, seat=seat))
    assert re.search(rf'<p class="ff-why ff-phone-only ff-new-note">New from .*{giver}.*:', bar)
    state.apply("pass")
    html = render(state.view(seat), UI(NAMES, seat=seat))
    assert "ff-new" not in html


def at(players: int, wanted: Callable[[FameFortuneState], bool]) -> FameFortuneState:
    """A table of the default bots played on until `wanted` holds (seeds tried in turn)."""
    for seed in range(1, 60):
        state = new(players, seed)
        bot = GAME.make_bot()
        rng = random.Random(seed)
        while not state.over and not wanted(state):
            state.apply(choose(bot, state, rng))
        if not state.over:
            return state
    raise AssertionError("no table reached the position")


def test_a_phones_bar_warns_during_the_draft_that_the_next_stake_ends_the_round() -> None:
    """A reviewer's phone said it only on their own stake turn; a laptop says it under the hand
    (the notes), a phone in its bar (the panel), during the draft too."""
    state = at(4, lambda s: s.phase == "draft" and s.faceup == 4)
    seat = mover(state)
    ui = UI(NAMES, seat=seat)
    panel = decision(state.view(seat), ui)
    assert (
        '<p class="ff-why ff-phone-only"><strong class="ff-last-stake">The next stake is the 5th'
        in panel
    )
    assert "The next stake is the 5th" in render(state.view(seat), ui)
    early = at(4, lambda s: s.phase == "draft" and s.faceup == 3)
    assert "5th" not in decision(early.view(mover(early)), UI(NAMES, seat=mover(early)))


def test_the_bars_memo_folds_the_cards_passed_earlier_behind_more() -> None:
    """The bar, with the memo whole, covered the hand's last row on a phone: what the left
    neighbour still holds stays in it, the cards passed earlier behind a "more" toggle (whole
    under a laptop's hand)."""
    state = at(
        4,
        lambda s: (
            s.phase == "turn"
            and s.to_move is not None
            and bool(s.view(s.to_move)["known_left"])
            and bool(s.view(s.to_move)["passed_left"])
        ),
    )
    seat = mover(state)
    ui = UI(NAMES, seat=seat)
    panel = decision(state.view(seat), ui)
    memo = panel[panel.index('<div class="ff-known">') :]
    assert "still holds, from you:" in memo.split("<details")[0]
    assert re.search(
        r'<details class="ff-more"><summary>more</summary><span class="ff-earlier">', memo
    )
    notes = render(state.view(seat), ui)
    assert '<p class="ff-known">' in notes and "<details" not in notes


def test_a_round_ends_on_the_table_it_left_its_5th_stake_marked_before_the_result() -> None:
    """A reviewer never saw the 5th card land: the result replaced the table at once. The
    table first stands as the round left it, five stake cards in their order (the 5th ringed,
    its staker named), its multiplier and the round's scores, with a button that
    goes on to the result."""
    session = Session.start("fame_fortune", 4, NAMES, ["human", *["heuristic"] * 3], {}, 3)
    rng = random.Random(3)
    while state_of(session, FameFortuneState).rounds_played < 1:
        bot_moves(session, rng)
    found = session.moment()
    assert found is not None and found[2] == "See the round's result"
    view = session.state.view(0)
    last = view["last_round"]
    html = render(view, UI(NAMES, seat=0, extra={"moment": found[0]}))
    slots = re.findall(r'<div class="ff-slot([^"]*)" id="ff-card-([^"]+)"', html)
    assert [code for _, code in slots] == [code for _, code in last["order"]]
    assert [" last" in kind for kind, _ in slots] == [False] * 4 + [True]
    ender = NAMES[last["ender"]]
    assert f"Round over: <bdi>{ender}</bdi> staked the 5th card." in html
    assert f"x{last['multiplier']}</text>" in html and 'class="ff-result"' not in html
    assert re.findall(r'data-purse="ff-score-\d" data-value="(-?\d+)"', html) == [
        str(view["scores"][seat]) for seat in (1, 2, 3, 0)
    ]
    session.go_on()
    result = session.moment()
    assert result is not None and result[0] == "round-1" and not session.moment_lapses()
    assert 'class="ff-result"' in render(view, UI(NAMES, seat=0, extra={"moment": result[0]}))


def test_the_multiplier_risen_since_ones_last_decision_says_from_what_to_what_until_the_next() -> (
    None
):
    """The multiplier's turn showed only in the log, and a phone's reviewer missed it: the pile
    says "x1 → x2" and glows from the move that turned it until the viewer's own next decision
    (a watcher's, until the next move)."""
    state = at(4, lambda s: s.view(None)["multiplier"] == 2)
    ui, bot, rng = UI(NAMES, seat=0), GAME.make_bot(), random.Random(1)
    assert '<span class="ff-up">x1 → x2</span>' in render(state.view(None), UI(NAMES))
    while state.to_move != 0:
        html = render(state.view(0), ui)
        assert 'class="ff-pile ff-mult turned"' in html
        assert '<span class="ff-up">x1 → x2</span>' in html
        state.apply(choose(bot, state, rng))
        assert "ff-up" not in render(state.view(None), UI(NAMES))
    state.apply(choose(bot, state, rng))
    assert "x1 → x2" not in render(state.view(0), ui)


def test_a_bots_stake_stays_on_the_table_longer_than_its_hidden_picks() -> None:
    """At Normal a reviewer saw two stakes, a draw and the next draft within 3 s: a stake, a
    pass or a modifier stays four beats (1.4 s at Normal), a draft's pass two, a hidden pick
    half of one."""
    assert bot_beats("play:S4") == bot_beats("pass") == bot_beats("mod:M2+") == 4
    assert bot_beats("stop") == 4 and bot_beats("give") == 2 and bot_beats("pick:S4") == 0.5


def test_the_final_result_names_the_viewer_you_as_the_table_does() -> None:
    """The final result's rows named the viewer "Player 1" only: "(you)" beside it, as on the
    table's own seat; a hand shown to whoever looks back at a replay is not "you"."""
    state = new(3, rounds=1)
    play_rounds(state)
    assert state.over
    names = NAMES[:3]
    html = render(state.view(1), UI(names, seat=1))
    box = html[html.index('class="ff-result"') : html.index("</section>")]
    rows = re.findall(r'<li class="ff-res[^"]*"[^>]*data-seat="(\d)">(.*?)</li>', box)
    marked = [seat for seat, row in rows if '<span class="ff-you">(you)</span>' in row]
    assert marked == ["1"], rows
    watched = render(state.view(1), UI(names, seat=1, extra={"watching": True}))
    assert "(you)" not in watched[: watched.index("</section>")]
