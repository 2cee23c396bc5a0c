"""For Fame & Fortune's view under CPython, the play: the multiplier and a forced play, the
decision panel's steps (a closed one saying why), the round's end as a moment of its own, the
log, the hand-off note, replays and how to play here.
"""

from __future__ import annotations

import random
import re

from pygames.core import Deck
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.hands import CATEGORY_NAMES
from pygames.fame_fortune.state import FameFortuneState
from tests.playouts import bot_moves, state_of
from web.replay import Replay
from web.session import Session
from web.views import howto
from web.views.common import UI
from web.views.fame_fortune import (
    chronicle,
    decision,
    dialog,
    handoff_note,
    moment,
    moment_log,
    render,
    story,
)
from web.views.fame_fortune_cards import card_name
from web.views.shell import drawn_parts, handoff

from .helpers import draft_all, fortune_in_hand, ids, mover, new, play_first, play_rounds
from .view_helpers import NAMES, ROOT, SHOWN, _controls, _screen, _states


def test_the_multiplier_turns_up_at_the_dealer_and_a_forced_play_is_marked() -> None:
    """A forced play (the multiplier at its end) is marked on the multiplier; the player to
    stake is told, and Pass is drawn closed, saying why."""
    state = new(3)
    draft_all(state)
    while not state.forced:
        state.apply("pass")
        if state.phase == "draft":
            draft_all(state)
    seat = mover(state)
    html = _screen(state, seat)
    assert f'data-key="ff-mult-{state.multiplier}"' in html
    assert 'class="ff-ribbon"' in html
    applied, refused = _controls(html)
    assert refused == {"pass"} and "pass" not in applied
    assert "You cannot pass: the multiplier is at x8" in html


def test_passing_the_chosen_cards_is_shown_from_the_first_pick_and_says_what_is_missing() -> None:
    """The draft's Pass button stands in the decision panel all along: until enough cards are
    chosen it is closed and says how many more; then it passes them."""
    state = new(4)
    seat = mover(state)
    ui = UI(NAMES[:4], seat=seat)
    panel = decision(state.view(seat), ui)
    assert 'data-action="give"' in panel and "data-refused" in panel
    assert "Choose 5 more cards in your hand first." in panel
    for card in state.hands[seat][:5]:
        state.apply(f"pick:{C.code(card)}")
    panel = decision(state.view(seat), ui)
    assert 'data-action="give"' in panel and "data-refused" not in panel
    assert f"Pass 5 cards to <bdi>{NAMES[(seat + 1) % 4]}</bdi>" in panel


def test_the_turn_offers_pass_and_after_one_stake_stake_just_the_one_card() -> None:
    """On a turn the panel has Pass (cards are staked from the hand); after a first stake,
    "Stake just the one card", primary."""
    state = new(4)
    draft_all(state)
    seat = state.active
    ui = UI(NAMES[:4], seat=seat)
    assert 'data-action="pass"' in decision(state.view(seat), ui)
    state.apply(f"play:{C.code(fortune_in_hand(state, seat)[0])}")
    panel = decision(state.view(seat), ui)
    assert 'class="act primary" data-action="stop"' in panel


def test_the_round_end_shows_every_hand_and_the_sums_as_in_the_rulebook() -> None:
    """The round's end shows who won and with what hand, the multiplier, every player's best
    five cards, their points and score, and the scoring sums written out ("Player A loses
    [1 + 4 + 3] x 3 = 24 points")."""
    state = new(3)
    draft_all(state)
    state.hands[1] = ids("S10 S11 S12 S13 S1 S2 H2 C2 R3 H4")
    state.hands[2] = ids("D3 H5 C6 R7 D8 H9 C3 R4 S4 C5")
    state.hands[0] = ids("H6 C7 R8 D9 H3 R5 S5 S6 S7 S8")
    state.stakes = [ids("R12"), ids("D1"), ids("H13 C4")]
    state.faceup = state.turn_faceup = 4
    state.multiplier = 3
    state.apply("play:S2")
    view = state.view(0)
    html = render(view, UI(names=["Ann", "Bo", "Cy"], seat=0, extra={"moment": "round-1"}))
    assert "<bdi>Cy</bdi> loses [1 + 4 + 3] x 3 = 24 points." in html
    assert "<bdi>Ann</bdi> loses [1 + 4 + 2] x 3 = 21 points." in html
    assert "<bdi>Bo</bdi> wins 21 + 24 = 45 points." in html
    assert "<bdi>Bo</bdi> wins with Complete Fulfillment · Fortune Multiplier x3" in html
    assert html.index(">Bo<") < html.index(">Ann<") < html.index(">Cy<")  # the winner first
    assert ">+45<" in html and ">−24<" in html and ">−21<" in html
    for hand in view["last_round"]["hands"]:
        for code in hand["cards"]:
            assert card_name(code) in html
    assert 'class="ff-hand' not in html  # the new hand waits until the players go on


def test_the_round_end_lists_the_hands_by_rank_the_winner_first() -> None:
    """Issue 29: hands in seat order read like a ranking. The winner first, then the better
    Rainbow Fulfillment (5 to 9, the last seat's) before the lower (4 to 8, the first seat's)."""
    state = new(3)
    draft_all(state)
    state.hands[1] = ids("S10 S11 S12 S13 S1 S2 H2 C2 R3 H4")
    state.hands[0] = ids("D3 H5 C6 R7 D8 H9 C3 R4 S4 C5")
    state.hands[2] = ids("H6 C7 R8 D9 H3 R5 S5 S6 S7 S8")
    state.stakes = [ids("R12"), ids("D1"), ids("H13 C4")]
    state.faceup = state.turn_faceup = 4
    state.apply("play:S2")
    html = render(state.view(0), UI(names=["Ann", "Bo", "Cy"], seat=0, extra={"moment": "round-1"}))
    assert re.findall(r'<li class="ff-res[^"]*"[^>]*data-seat="(\d)"', html) == ["1", "2", "0"]
    assert '<ol class="ff-results" aria-label="The hands, the best first">' in html


def test_the_round_end_is_a_moment_until_the_next_move_and_never_at_the_games_end() -> None:
    """`moment` names the round's end while the table stands just after the move that ended
    it (the shell holds the table there until the players go on); after the next move, and
    once the game is over, there is none."""
    state = new(3, rounds=2)
    assert moment(state.view(None)) is None
    play_rounds(state, 1)
    found = moment(state.view(None))
    assert found is not None
    key, prompt, go_on = found
    assert key == "round-1" and prompt.startswith("Round 1 of 2: ") and go_on == "Go on to round 2"
    assert moment(state.view(1)) == found
    seat = mover(state)
    state.apply(f"pick:{C.code(state.hands[seat][0])}")
    assert moment(state.view(None)) is None
    state.apply(f"pick:{C.code(state.hands[seat][0])}")  # taken back
    play_rounds(state)
    assert moment(state.view(None)) is None
    assert 'class="ff-result"' in render(state.view(None), UI(NAMES[:3]))  # shown at the end


def test_the_log_at_a_rounds_end_stops_before_the_next_deal_until_the_players_go_on() -> None:
    """While the table holds on a round's end, the log holds too: the next round's deal and
    draft, written by the same move, are left out of it (and of its count) until the players
    go on."""
    state = new(3, rounds=2)
    play_rounds(state, 1)
    view = state.view(0)
    lines, total = moment_log(view)
    assert any(line.startswith("Round 2 of 2: ") for line in view["log"])
    assert not any(line.startswith("Round 2 of 2: ") for line in lines)
    assert lines[-1] == view["log"][len(lines) - 1] and "wins" in lines[-1]
    assert total == view["log_total"] - (len(view["log"]) - len(lines))


def test_the_log_held_at_a_rounds_end_is_cut_by_the_rules_count_not_by_its_wording() -> None:
    """The log is cut where the rules say the round's result ends (`since_result`), so the
    same lines are held back when every line reads otherwise (a translation, a new wording)."""
    state = new(3, rounds=2)
    play_rounds(state, 1)
    view = state.view(1)
    assert view["since_result"] == len(state.log_for(1, state.result_logged or 0)) > 0
    lines, total = moment_log(view)
    reworded = dict(view, log=[f"[pl] {line.upper()}" for line in view["log"]])
    assert moment_log(reworded) == ([f"[pl] {line.upper()}" for line in lines], total)
    assert len(view["log"]) - len(lines) == view["since_result"]


def test_the_last_rounds_hands_come_first_at_the_games_end() -> None:
    """At the end the last round's result (every hand, the sums) comes before the table, right
    under the final result, which points to it, as each round's result came first at its end."""
    state = new(3, rounds=1)
    play_rounds(state)
    html = render(state.view(0), UI(NAMES[:3], seat=0))
    assert html.index('class="ff-result"') < html.index('class="ff-felt"')
    facts: list[object] = []
    chronicle(state, facts, {})
    told = story(state.view(0), facts)["detail"]
    assert told[0].startswith("Round 1: @") and "hand and the scoring are just below" in told[0]


def test_the_last_round_is_one_click_away_in_a_dialog() -> None:
    """While the next round is played, a line under the hand opens the last round's result."""
    state = new(3, rounds=2)
    play_rounds(state, 1)
    view = state.view(0)
    assert 'data-open="round"' in render(view, UI(NAMES[:3], seat=0))
    found = dialog(view, UI(NAMES[:3], seat=0), "round")
    assert found is not None
    title, body, attrs = found
    assert title == "Round 1 of 2" and 'class="ff-result"' in body and attrs == {"data-round": "1"}
    assert dialog(view, UI(NAMES[:3], seat=0), "other") is None


def test_a_modifier_in_hand_is_played_facing_plus_or_minus_from_the_card_itself() -> None:
    """Rulebook: "Facing is important". A modifier in the hand shows both its ends on the
    player's turn, +2 and -2, and each plays it with that side facing out; after the first
    stake of the turn they are drawn closed ("before your regular action")."""
    state = new(4, modifiers=True)
    draft_all(state)
    seat = state.active
    state.hands[seat][0] = 80
    state.deck = Deck(c for c in state.deck.cards() if c != 80)
    state.hands[seat].sort()
    html = _screen(state, seat)
    for sign in "+-":
        code = f"mod:M2a{sign}"
        assert f'data-action="{code}" aria-label="{state.describe(code)}">' in html
    assert ">+2<small>" in html and ">−2<small>" in html
    state.apply(f"play:{C.code(fortune_in_hand(state, seat)[0])}")
    assert state.phase == "second"
    _, refused = _controls(_screen(state, seat))
    assert refused == {"mod:M2a+", "mod:M2a-"}


def test_the_board_offers_every_card_action_so_the_panel_keeps_only_give_stop_and_pass() -> None:
    """The board is the interface: every pick, stake and modifier facing is on its card, and
    the decision panel keeps only the actions that have no card."""
    for index, state in enumerate(_states(2, modifiers=True)):
        if state.over or index % 5:
            continue
        seat = mover(state)
        view = state.view(seat)
        ui = UI(names=NAMES[:4], seat=seat)
        placed, _ = _controls(render(view, ui))
        loose = {a["code"] for a in view["actions"]} - placed
        assert loose <= {"give", "stop", "pass"}, loose
        panel, _ = _controls(decision(view, ui))
        # The panel keeps them all (a wide screen shows one by the hand's title too).
        assert panel == {a["code"] for a in view["actions"]} & {"give", "stop", "pass"}


def test_the_hand_off_note_says_what_is_coming_from_what_all_may_see() -> None:
    """The hand-off screen's note: the next step of the player the device goes to, the round,
    the multiplier and the stake cards down; never a card."""
    state = new(3)
    first = mover(state)
    note = handoff_note(state.view(None), first)
    assert note == (
        f"@{first} chooses 5 cards to pass to @{(first + 1) % 3}. Round 1 of 3 ·"
        " Fortune Multiplier x1 · stake cards 0 of 5."
    )
    draft_all(state)
    note = handoff_note(state.view(None), state.active)
    assert note.startswith(f"@{state.active} is the Active Player: stake one or two cards")
    assert not SHOWN.search(note)


def test_the_prompt_the_hint_and_the_hand_off_note_agree_on_how_many_cards_may_be_staked() -> None:
    """Rulebook: "You cannot play 2 cards if there are already 3 or more cards faceup ... (In such
    an event, you may only play 1 card or pass.)": the prompt, the hint under it and the hand-off
    note say the same number, two before the third stake card lies face up, one after."""
    state = new(4)
    draft_all(state)
    for faceup, said, unsaid in (
        (0, "one or two cards", "one card only"),
        (3, "one card only", "two"),
    ):
        while state.faceup < faceup:
            play_first(state, 2 if state.faceup == 0 else 1)
            draft_all(state)
        assert state.faceup == faceup and state.phase == "turn" and not state.forced
        seat = state.active
        view = state.view(seat)
        texts = {
            "prompt": view["prompt"],
            "hint": decision(view, UI(NAMES[:4], seat=seat)),
            "note": handoff_note(state.view(None), seat),
        }
        for where, text in texts.items():
            assert said in text and unsaid not in text and "1 or 2" not in text, where


def _played(seats: list[str], played: int, seed: int = 2, **options: object) -> Session:
    """A game of bots' moves (humans' seats played by the default bot) until `played` rounds
    are played."""
    names = NAMES[: len(seats)]
    session = Session.start("fame_fortune", len(seats), names, seats, dict(options), seed)
    rng = random.Random(seed)
    while not session.state.over:
        bot_moves(session, rng)
        if state_of(session, FameFortuneState).rounds_played >= played:
            break
    return session


def test_a_replay_between_two_humans_draws_no_card_of_any_hand_until_the_game_is_over() -> None:
    """Looking back on a game of two humans not over draws the public table at every step
    (the round's end included): no card of a hand that is not face up or shown at a round's
    end; once the game is over, each step shows the hand of the player who made it."""
    session = _played(["human", "human", "heuristic"], 2, rounds=3)
    session.play(session.state.legal_actions()[0])
    assert not session.state.over and state_of(session, FameFortuneState).rounds_played >= 1
    look = Replay(session)
    moments = 0
    for step in range(1, look.total + 1):
        look.go(step)
        table = look.table
        assert isinstance(table, FameFortuneState)
        assert look.seat() is None
        view = table.view(None)
        ui = UI(names=NAMES[:3], seat=None)
        found = moment(view)
        if found:
            ui.extra["moment"] = found[0]
            moments += 1
        html = "".join(str(part) for part in drawn_parts("fame_fortune", view, ui).values())
        public = {card_name(C.code(c)) for stake in table.stakes for c in stake}
        if table.last_round:
            public |= {card_name(c) for h in table.last_round["hands"] for c in h["cards"]}
        assert set(SHOWN.findall(html)) <= public, step
    assert moments == state_of(session, FameFortuneState).rounds_played
    finished = _played(["human", "human", "heuristic"], 1, rounds=1)
    look = Replay(finished)
    look.go(3)
    assert look.seat() is None  # two humans: the table alone, until someone picks a hand
    look.choose_hand(look.actor)
    assert look.seat() == look.actor
    assert 'class="ff-hand' in render(look.table.view(look.seat()), UI(NAMES[:3], look.seat()))


def test_the_session_holds_the_round_end_until_the_players_go_on() -> None:
    """The shell's moment: after the move that ends a round the session names it (before any
    hand-off), first the table as the round left it, then the result, each until the players
    go on (issue 29: going on by itself, it took a player's click for the next); a reopened
    game at that move holds it again."""
    session = _played(["human", "human", "heuristic"], 1)
    standing = session.moment()
    assert standing is not None and standing[0] == "round-1-table"
    assert standing[2] == "See the round's result" and not session.moment_lapses()
    reopened = Session.open(session.record())
    assert reopened.moment() == standing
    session.go_on()
    found = session.moment()
    assert found is not None and found[0] == "round-1" and not session.moment_lapses()
    session.go_on()
    assert session.moment() is None
    assert session.needs_handoff() or session.state.to_move == 2


def test_the_round_end_goes_on_by_itself_only_at_a_table_of_bots_alone() -> None:
    """Issue 29: the table as a round left it went on by itself a few seconds later, so a
    player's click on "See the round's result" missed: with a human seat at the device it
    never lapses (one human or two); bots alone still go on after the pause."""
    for seats in (["human", "heuristic", "heuristic"], ["human", "human", "heuristic"]):
        held = _played(seats, 1)
        found = held.moment()
        assert found is not None and found[0] == "round-1-table"
        assert not held.moment_lapses(), seats
    bots = _played(["heuristic"] * 3, 1)
    found = bots.moment()
    assert found is not None and found[0] == "round-1-table" and bots.moment_lapses()
    bots.go_on()
    assert not bots.moment_lapses()  # the result: the bots' loop goes on from it after a pause


def test_how_to_play_here_names_the_buttons_the_table_draws() -> None:
    """ "How to play here" shows the table's own buttons: the draft's Pass, "Stake just the
    one card", the round's end's "Go on to round 2" and the hand-off's button, as the view and
    the shell write them."""
    _, page = howto.page("fame_fortune")
    state = new(3, rounds=2)
    seat = mover(state)
    for card in state.hands[seat][: state.need]:
        state.apply(f"pick:{C.code(card)}")
    give = decision(state.view(seat), UI(["Ann", "Bo", "Cy"], seat=seat))
    drawn = re.compile(r">Pass \d cards to (<bdi>)?(Ann|Bo|Cy)(</bdi>)?<")
    assert drawn.search(give) and drawn.search(page)
    state.apply("give")
    draft_all(state)
    state.apply(f"play:{C.code(fortune_in_hand(state, state.active)[0])}")
    stop = decision(state.view(state.active), UI(["Ann", "Bo", "Cy"], seat=state.active))
    assert ">Stake just the one card<" in stop and "“Stake just the one card”" in page
    play_rounds(state, 1)
    found = moment(state.view(None))
    assert found is not None and f"“{found[2]}”" in page
    assert ">I am Ann: show my cards<" in page
    shown = handoff("For Fame & Fortune", "fame_fortune", 0, ["Ann", "Bo", "Cy"], 0)
    assert ">I am <bdi>Ann</bdi>: show my cards<" in shown


def test_how_to_play_here_explains_the_hands_the_rulebook_does_not_list() -> None:
    """The table names hands the rulebook never lists (docs/rulings.md: 3 Fortunes, 2½
    Fortunes, 2 Fortunes, High card); How to play here says what each is and why."""
    rulebook = (ROOT / "rules" / "for-fame-and-fortune.txt").read_text(encoding="utf-8")
    _, page = howto.page("fame_fortune")
    unlisted = [name for name in CATEGORY_NAMES if f"- {name}" not in rulebook]
    assert unlisted == ["High card", "2 Fortunes", "2½ Fortunes", "3 Fortunes"]
    for name in unlisted:
        assert name in page
    assert "2½ Fortunes (two pairs)" in page and "2 Fortunes (a pair)" in page
