"""For Fame & Fortune trip-ups a new player met (issue 29): staking looked like a click on a
card under a lone "Pass", and a phone's fanned hand left each card about 29 px to tap."""

from __future__ import annotations

import random
import re

from pygames.core.i18n import set_language
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.scoring import Payment
from pygames.fame_fortune.state import FameFortuneState
from pygames.fame_fortune.words import sum_text
from tests.fame_fortune.helpers import draft_all, fortune_in_hand, ids, new
from tests.fame_fortune.view_helpers import ROOT
from tests.playouts import bot_moves, state_of
from web.session import Session
from web.views.common import UI
from web.views.fame_fortune import LAST_STAKE, LAST_STAKE_QUESTION, decision, render
from web.views.fame_fortune_cards import FAN_CARD, FAN_TAP, FAN_WIDTH, fan
from web.views.howto import fame_fortune as howto
from web.views.shell import players_panel

NAMES = ["Ann", "Bo", "Cy", "Di"]
CARD_BUTTON = re.compile(
    r'<button type="button" class="ff-cardbtn" data-action="([^"]+)">(.*?)</button>'
)
TAB = '<span class="ff-tab" aria-hidden="true">Stake</span>'


def test_every_card_that_may_be_staked_wears_a_stake_tab_and_pass_is_secondary() -> None:
    """On the Active Player's turn each card of the hand that may be staked says "Stake" on
    its own button, the hand's title says a click stakes it, and the panel's Pass is the
    secondary step beside words that lead to the cards; a card picked in the draft wears no
    tab."""
    state = new(4)
    seat = state.to_move
    assert seat is not None
    ui = UI(NAMES, seat=seat)
    drafting = CARD_BUTTON.findall(render(state.view(seat), ui))
    assert drafting and all(TAB not in inner for _, inner in drafting)
    draft_all(state)
    seat = state.active
    ui = UI(NAMES, seat=seat)
    view = state.view(seat)
    html = render(view, ui)
    buttons = dict(CARD_BUTTON.findall(html))
    plays = {f"play:{C.code(card)}" for card in fortune_in_hand(state, seat)}
    assert plays <= set(buttons)
    assert all(TAB in buttons[code] for code in plays)
    assert 'Your hand<span class="ff-wide-only">: click a card to stake it</span>' in html
    panel = decision(view, ui)
    assert 'class="act secondary ff-pass" data-action="pass"' in panel
    assert "primary" not in panel
    assert "Stake: choose a card marked Stake in your hand" in panel


def test_a_card_chosen_to_pass_is_lifted_framed_thick_and_checked() -> None:
    """A reviewer could not tell chosen cards by their thin outline: a card chosen in the
    draft is lifted, drawn in a thick blue frame and wears a "✓ chosen" tab; the others
    wear none of it."""
    state = new(4)
    seat = state.to_move
    assert seat is not None
    chosen = next(a for a in state.legal_actions() if a.startswith("pick:"))
    state.apply(chosen)
    html = render(state.view(seat), UI(NAMES, seat=seat))
    cards = re.findall(r'<div class="(ff-hcard[^"]*)" id="ff-card-([^"]+)".*?</button></div>', html)
    assert len(cards) == 10
    for kind, code in cards:
        inside = html[html.index(f'id="ff-card-{code}"') :].split("</button>")[0]
        mine = code == chosen[5:]
        assert (" up" in kind) == mine
        assert ("✓ chosen" in inside) == mine
        assert ('stroke="#0a7fd0" stroke-width="8"' in inside) == mine


def test_a_phone_fans_a_hand_in_rows_that_leave_each_card_44_px_to_tap() -> None:
    """In one row of ten a card was about 29 px wide to tap on a 360 px phone. Every hand of 1
    to 14 cards, with or without a modifier drawn whole, is fanned in rows whose cards are
    each 44 px or more wide (a step) or whole; a hand of ten takes two rows, one of seven one."""
    for count in range(1, 15):
        for wide in (set(), {0}, {count // 2}):
            rows, style = fan(count, wide)
            widths = re.search(r"--fan: ([^;]+)$", style)
            assert widths is not None
            columns = widths.group(1).split()
            full = columns.count("var(--hw)")
            steps = columns.count("var(--step)")
            assert rows * len(columns) >= count and (rows - 1) * len(columns) < count
            if steps:
                step = min((FAN_WIDTH - full * FAN_CARD) / steps, FAN_CARD + 5)
                assert step >= FAN_TAP, (count, wide, style)
    assert fan(10, set())[0] == 2 and fan(7, set())[0] == 1


def _four_down(players: int = 3) -> FameFortuneState:
    """A round with 4 stake cards down, @1 the Active Player."""
    state = new(players)
    draft_all(state)
    state.hands[1] = ids("S10 S11 S12 S13 S1 S2 H2 C2 R3 H4")
    state.stakes = [ids("R12"), ids("D1"), ids("H13 C4")][:players]
    state.stake_order = [(0, ids("R12")[0]), (1, ids("D1")[0])] + [
        (2, card) for card in ids("H13 C4")
    ]
    state.faceup = state.turn_faceup = 4
    return state


def test_a_stake_that_puts_the_5th_card_down_says_before_that_it_ends_the_round() -> None:
    """A reviewer ended round 1 unawares on "stake one card only… or pass": with 4 stake cards
    down the prompt, each card's tab and title, its label and the notes say the stake is the
    5th and ends the round; with 3 down none of them does."""
    state = _four_down()
    seat = state.active
    view = state.view(seat)
    html = render(view, UI(NAMES, seat=seat))
    assert "This stake is the 5th: it ends the round" in state.prompt(seat)
    stakes = [a["label"] for a in view["actions"] if a["code"].startswith("play:")]
    assert stakes and all(
        label.endswith("this stake is the 5th, it ends the round") for label in stakes
    )
    buttons = re.findall(r'<button type="button" class="ff-cardbtn"[^>]*>.*?</button>', html)
    assert buttons and all(
        f'title="{LAST_STAKE}"' in b and 'class="ff-tab ends" aria-hidden="true">Stake 5th<' in b
        for b in buttons
    )
    assert "Your stake is the 5th: it ends the round" in html
    state.faceup = state.turn_faceup = 3
    state.stakes[2] = ids("H13")
    html = render(state.view(seat), UI(NAMES, seat=seat))
    assert "5th" not in state.prompt(seat) and "5th" not in html


def test_the_5th_stake_asks_first_and_a_stake_before_it_does_not() -> None:
    """A reviewer staked the 5th card with no chance to take it back: with 4 stake cards down
    each card's button asks "Stake the 5th card?" (the table's confirm dialog) and names the
    card on the dialog's button; with 3 down a stake is made at once."""
    state = _four_down()
    seat = state.active
    html = render(state.view(seat), UI(NAMES, seat=seat))
    buttons = re.findall(r'<button type="button" class="ff-cardbtn"[^>]*>', html)
    assert len(buttons) == 10
    assert all(f'data-confirm="{LAST_STAKE_QUESTION}"' in b for b in buttons)
    assert 'data-action="play:S2"' in html
    assert 'data-confirm-label="Stake the 2 of Swords"' in html
    state.faceup = state.turn_faceup = 3
    state.stakes[2] = ids("H13")
    assert "data-confirm" not in render(state.view(seat), UI(NAMES, seat=seat))


def test_a_player_skipped_while_the_active_player_must_stake_is_told_why() -> None:
    """With the multiplier at its end (or the deck out) the Active Player stakes to the 5th card
    alone: a reviewer saw turns skip the others without a word. Their prompt says who must
    stake and why, that nobody else has a turn, and their seats say "no turn this round"."""
    state = new(3)
    draft_all(state)
    state.multiplier, state.forced = state.cap, True
    active = state.active
    other = (active + 1) % 3
    assert state.prompt(other) == (
        f"@{active} must stake until the 5th stake card is down (the multiplier is at x8):"
        " nobody else has a turn this round."
    )
    state.multiplier = 3
    assert "(the draw deck is out): nobody else" in state.prompt(other)
    html = render(state.view(other), UI(NAMES, seat=other))
    words = re.findall(r'data-seat="(\d)".*?<div class="ff-doing">([^<]*)</div>', html)
    assert sorted(words) == sorted(
        (str(seat), "Active Player: must stake" if seat == active else "no turn this round")
        for seat in range(3)
    )
    state.forced = False
    assert state.prompt(other) == f"@{active} is the Active Player."
    assert "no turn this round" not in render(state.view(other), UI(NAMES, seat=other))


def test_the_log_and_the_notes_say_the_next_stake_ends_the_round_whoever_makes_it() -> None:
    """Rounds ended on a bot's stake right after the player's pass: as the 4th stake card goes
    down the log says the next stake ends the round, and a player not to move reads it too."""
    state = new(3)
    draft_all(state)
    while state.faceup < 4:
        mover = state.to_move
        assert mover is not None
        if state.phase == "draft":
            draft_all(state)
            continue
        stake = next(a for a in state.legal_actions() if a.startswith("play:"))
        state.apply(stake if state.phase == "turn" or state.faceup < 3 else "stop")
    assert "4 stake cards are down: the next stake ends the round." in [
        str(line) for line in state.log_for(None)
    ]
    watcher = next(s for s in range(3) if s != state.to_move)
    html = render(state.view(watcher), UI(NAMES, seat=watcher))
    assert "The next stake is the 5th: it ends the round" in html


def test_a_round_ended_by_anothers_stake_opens_on_who_staked_the_5th_card() -> None:
    """After the round's end, before its summary: "Round over: Bo staked the 5th card"."""
    state = _four_down()
    state.apply("play:S2")
    view = state.view(0)
    html = render(view, UI(NAMES, seat=0, extra={"moment": True}))
    banner = html.index("Round over: <bdi>Bo</bdi> staked the 5th card.")
    assert banner < html.index('id="ff-result-title"') < html.index("ff-sums")


def test_the_lobby_says_a_round_is_over_while_the_table_holds_on_its_end() -> None:
    """The lobby said "Player 3 to play" while the game waited for "Go on to round 2", then
    "Player 3 goes on" while anyone at the device presses the button (issue 29): a save at a
    round's end says the round is over and which round the players go on to, and no longer
    once the players went on."""
    session = Session.start("fame_fortune", 3, NAMES[:3], ["human", "human", "heuristic"], {}, 2)
    rng = random.Random(2)
    while state_of(session, FameFortuneState).rounds_played < 1:
        bot_moves(session, rng)
    summary = session.summary()
    assert summary["roundOver"] is True and summary["nextRound"] == 2
    words = (ROOT / "web/static/lobby-words.js").read_text(encoding="utf-8")
    assert "the round is over: go on to round {round}" in words and "{name} goes on" not in words
    seat = session.state.to_move
    assert seat is not None and summary["turn"] == NAMES[seat]
    session.go_on()  # from the table as the round left it to the round's result
    assert session.summary()["roundOver"] is True
    session.go_on()
    assert "roundOver" not in session.summary()


def test_a_scoring_line_names_each_term_of_its_sum() -> None:
    """A reviewer read "[1 + 4 + 3] x 2" as bare numbers: each term is named after the sum."""
    plain = sum_text(Payment(1, 0, 4, 3, 2, fame=0, points=16), several=False)
    assert str(plain) == (
        "@0 loses [1 + 4 + 3] x 2 = 16 points. (base stake 1 + winner's stake 4"
        " + loser's stake 3, × Fortune Multiplier 2)"
    )
    famed = sum_text(Payment(1, 0, 4, 3, 2, fame=5, points=26), several=True)
    assert str(famed).endswith("loser's stake 3 + Fame Points 5, × Fortune Multiplier 2)")


def test_the_players_panel_says_in_words_whose_move_its_bold_row_is() -> None:
    """After a round a row of the Players panel was bold with no reason given: it is the player
    to move, and says so ("to move", in Polish "ma ruch"); no other row does."""
    session = Session.start("fame_fortune", 3, NAMES[:3], ["human", "human", "heuristic"], {}, 2)
    rng = random.Random(2)
    while state_of(session, FameFortuneState).rounds_played < 1:
        bot_moves(session, rng)
    view = session.state.view(None)
    seat = view["to_move"]
    assert seat is not None
    for language, word in (("en", "to move"), ("pl", "ma ruch")):
        set_language(language)
        try:
            rows = re.findall(r"<tr[^>]*>.*?</tr>", players_panel(view, NAMES[:3], session.seats))
        finally:
            set_language("en")
        marked = [i for i, row in enumerate(rows) if f'class="to-move-word">{word}<' in row]
        assert marked == [seat], rows
        assert 'class="to-move"' in rows[seat]


def test_how_to_play_says_chosen_cards_wear_the_frame_and_tag_the_hand_shows() -> None:
    """A reviewer read that chosen cards "rise" and saw, at 1280 px, an outline and a "chosen"
    tag (on a phone a lower row's card does not rise): the page says what the hand shows."""
    state = new(4)
    seat = state.to_move
    assert seat is not None
    state.apply(f"pick:{C.code(state.hands[seat][0])}")
    tag = re.search(
        r'<span class="ff-tab chosen" aria-hidden="true">([^<]+)</span>',
        render(state.view(seat), UI(NAMES, seat=seat)),
    )
    assert tag
    draft = next(
        text for _, steps in howto.page().sections for _, text in steps if "The draft" in text
    )
    assert f"tagged “{tag.group(1)}”" in draft and "framed in blue" in draft
    assert "rise" not in draft
