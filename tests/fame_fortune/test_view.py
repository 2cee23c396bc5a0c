"""The For Fame & Fortune view under CPython: the table (seats round a felt, the stake cards in
the middle, the multiplier and the deck labelled), the hand as buttons, the round's end as a
moment of its own, the decision panel's steps (a closed one saying why), the hand-off note; it
offers only legal actions, escapes names and never shows another seat's hand."""

from __future__ import annotations

import random
import re
import xml.dom.minidom
from collections.abc import Iterator
from pathlib import Path

from pygames.core import Deck, State
from pygames.fame_fortune import cards as C
from pygames.fame_fortune.hands import CATEGORY_NAMES
from pygames.fame_fortune.state import FameFortuneState
from tests.playouts import ACTION, bot_moves, state_of, states_along
from web.replay import Replay
from web.session import Session
from web.views import howto
from web.views.common import UI
from web.views.fame_fortune import (
    chronicle,
    colour,
    decision,
    dialog,
    handoff_note,
    moment,
    moment_log,
    render,
    seating,
    story,
)
from web.views.fame_fortune_cards import SYMBOLS, card_name, card_svg
from web.views.shell import drawn_parts, handoff

from .helpers import draft_all, fortune_in_hand, ids, mover, new, play_first, play_rounds

ROOT = Path(__file__).resolve().parents[2]
CARD_LABEL = re.compile(r'aria-label="([^"]*)"')
SHOWN = re.compile(r"(?<![0-9])((?:1[0-3]|[1-9]) of [A-Z][a-z]+s|Wild (?:1[0-3]|[1-9]))")
TAG = re.compile(r"<[a-z]+ [^<>]*data-action=[^<>]*>")
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def _states(seeds: int = 5, players: int = 4, **options: object) -> Iterator[FameFortuneState]:
    return states_along(lambda seed: new(players, seed, **options), seeds)


def _controls(html: str) -> tuple[set[str], set[str]]:
    """(the codes the controls apply, the codes of controls refused now)."""
    applied: set[str] = set()
    refused: set[str] = set()
    for tag in TAG.findall(html):
        code = ACTION.search(tag)
        assert code is not None
        (refused if "data-refused" in tag else applied).add(code.group(1))
    return applied, refused


def _screen(state: State, seat: int | None, **extra: object) -> str:
    view = state.view(seat)
    ui = UI(names=NAMES[: state.players], seat=seat, extra=dict(extra))
    return render(view, ui) + decision(view, ui)


def test_view_renders_and_offers_only_legal_actions() -> None:
    """Every control applies a legal action; a control drawn to say why a step is closed (a
    modifier after the first stake, Pass when the player must stake, passing too few cards)
    never applies one."""
    refusals = set()
    for index, state in enumerate(_states(4, modifiers=True, wild_cards=True)):
        seat = state.to_move if state.to_move is not None else 0
        html = _screen(state, seat)
        if index % 40 == 0:
            xml.dom.minidom.parseString(f"<root>{html}</root>")  # well formed
        legal = set(state.legal_actions()) if not state.over else set()
        applied, refused = _controls(html)
        assert applied <= legal, applied - legal
        assert not refused & legal, refused & legal
        refusals |= {code.split(":")[0] for code in refused}
    assert {"give", "mod"} <= refusals, refusals


def test_a_view_never_contains_another_seats_hand() -> None:
    """The view must never contain another seat's hand (not even a card of it)."""
    checked = 0
    for index, state in enumerate(_states(3, players=5)):
        if state.over or index % 7:
            continue
        table = {C.code(c) for stake in state.stakes for c in stake}
        for seat in range(state.players):
            html = _screen(state, seat)
            shown = set(SHOWN.findall(html))
            known = {C.code(c) for c in state.known_left[seat]}
            for other in range(state.players):
                if other == seat:
                    continue
                for card in state.hands[other]:
                    code = C.code(card)
                    if code in table or code in known:
                        continue
                    if state.last_round and any(
                        code in h["cards"] for h in state.last_round["hands"]
                    ):
                        continue  # last round's hands were shown at the round's end
                    if card in state.hands[seat]:
                        continue
                    assert card_name(code) not in shown, (seat, other, code)
            checked += 1
    assert checked > 20


def test_the_view_of_the_public_shows_no_hand_and_offers_no_action() -> None:
    """The public view (no seat) holds no hand and nothing to click; every player sits at
    the table."""
    state = new(4)
    draft_all(state)
    html = _screen(state, None)
    assert not ACTION.findall(html)
    assert "Your hand" not in html and 'class="ff-hand' not in html
    assert all(f'id="ff-seat-{seat}"' in html for seat in range(4))


def test_names_are_escaped() -> None:
    """Player names are hostile input: escaped everywhere."""
    state = new(4)
    names = ['<script>alert("x")</script>', "B&o", "C", "D"]
    view = state.view(0)
    html = render(view, UI(names=names, seat=0)) + handoff_note(view, 0)
    assert "<script>" not in html and "&lt;script&gt;" in html and "B&amp;o" in html


def test_clicking_a_card_picks_it_in_a_draft_and_stakes_it_on_a_turn() -> None:
    """A card of the hand is a button: picking it in a draft, staking it on a turn."""
    state = new(4)
    seat = mover(state)
    html = _screen(state, seat)
    for card in state.hands[seat]:
        assert f'<button type="button" class="ff-cardbtn" data-action="pick:{C.code(card)}"' in (
            html
        )
    draft_all(state)
    seat = mover(state)
    html = _screen(state, seat)
    for card in state.hands[seat]:
        assert f'data-action="play:{C.code(card)}"' in html


def test_a_chosen_card_is_lifted_and_the_hand_says_how_many_are_chosen() -> None:
    """The draft: the cards chosen to pass are lifted, and the count is shown first."""
    state = new(4)
    seat = mover(state)
    chosen = state.hands[seat][:2]
    for card in chosen:
        state.apply(f"pick:{C.code(card)}")
    html = _screen(state, seat)
    for card in state.hands[seat]:
        found = re.search(rf'class="([^"]*)" id="ff-card-{C.code(card)}"', html)
        assert found is not None
        assert ("up" in found.group(1).split()) == (card in chosen)
    assert ">Your hand: 2 of 5 chosen <" in html


def test_cards_show_the_five_suit_symbols_roman_ranks_chips_and_wilds() -> None:
    """Cards drawn with their suit symbols, roman suit rank and stake chip; wild and
    modifier cards too."""
    for letter in "DSHCR":
        assert SYMBOLS[letter] in card_svg(f"{letter}7", 0, 0)
    assert ">III</text>" in card_svg("H7", 0, 0) and ">V</text>" in card_svg("R12", 0, 0)
    assert ">3</text>" in card_svg("D1", 0, 0)  # the chip of card 1
    assert "WILD" in card_svg("W10", 0, 0) and ">5</text>" in card_svg("W10", 0, 0)
    assert "Modifier" in card_svg("M2a", 0, 0, facing="+2")


def test_the_table_seats_every_player_with_name_score_chips_cards_and_the_dealer() -> None:
    """Seats round the table, each with the player's name, score, stake chips and cards in
    hand; the Dealer marked; the player to move marked current."""
    state = new(4)
    draft_all(state)
    active = state.active
    card = fortune_in_hand(state, active)[0]
    state.apply(f"play:{C.code(card)}")
    state.apply("stop")
    html = _screen(state, 2)
    for seat in range(4):
        seat_html = html.split(f'id="ff-seat-{seat}"')[1].split("</li>")[0]
        assert NAMES[seat] in seat_html
        assert f'data-purse="ff-score-{seat}" data-value="0"' in seat_html
        assert f"Stake: </span>{state.view(None)['stake_points'][seat]}" in seat_html
        assert f"Cards in hand: </span>{len(state.hands[seat])}" in seat_html
        assert ('aria-label="Dealer"' in seat_html) == (seat == state.dealer)
        assert ('aria-current="true"' in seat_html) == (seat == state.to_move)
    assert html.index('id="ff-seat-2"') > html.index('id="ff-seat-1"')  # the viewer at the bottom


def test_the_viewer_sits_at_the_bottom_and_the_others_clockwise_from_their_left() -> None:
    """Cards pass to the left: the left neighbour sits first (at the left), and round."""
    view = new(5).view(2)
    assert seating(view, UI(NAMES[:5], seat=2)) == ([3, 4, 0, 1], 2)
    assert seating(view, UI(NAMES[:5], seat=None)) == ([0, 1, 2, 3, 4], None)


def test_the_middle_holds_five_stake_places_the_multiplier_and_the_deck_labelled() -> None:
    """The five stake cards in the middle (each marked with who staked it, the others empty
    places), the Fortune Multiplier and the draw deck with its count, both labelled."""
    state = new(4)
    draft_all(state)
    seat = state.active
    card = C.code(fortune_in_hand(state, seat)[0])
    state.apply(f"play:{card}")
    html = _screen(state, 0)
    assert f'aria-label="{card_name(card)}, staked by \u2068{NAMES[seat]}\u2069"' in html
    assert html.count('class="ff-slot empty"') == 4
    assert "Fortune Multiplier x1" in html and ">Multiplier<" in html
    assert f"Draw deck: {len(state.deck)} cards" in html and ">Draw deck<" in html
    assert 'aria-label="Stake cards on the table: 1 of 5"' in html


def test_stake_cards_keep_the_place_they_were_played_in() -> None:
    """The numbered places read as the order of play: a card staked later takes the next free
    place, even by a seat nearer the Dealer's left, and no card already down moves."""
    state = new(3)
    draft_all(state)
    while state.active != (state.dealer + 2) % 3:  # the last seat from the Dealer's left first
        state.apply("pass")
    late = state.active
    first = C.code(fortune_in_hand(state, late)[0])
    state.apply(f"play:{first}")
    state.apply("stop")
    draft_all(state)
    state.apply("pass")  # the Dealer
    early = state.active  # the Dealer's left: before `late` in the order round the table
    assert early == (state.dealer + 1) % 3 and early != late
    second = C.code(fortune_in_hand(state, early)[0])
    state.apply(f"play:{second}")
    html = _screen(state, 0)
    slots = re.findall(r'class="ff-slot[^"]*" id="(ff-card-[^"]+|ff-slot-\d)"', html)
    assert slots[:3] == [f"ff-card-{first}", f"ff-card-{second}", "ff-slot-3"]


def test_every_stake_card_names_who_staked_it_whole_in_the_seats_colour() -> None:
    """A reviewer read "Playe…" under every stake card at 360 px: the label under each card
    holds the whole name (the phone's stylesheet wraps it rather than cut it) and the seat's
    colour, the same as the seat's own."""
    state = new(3)
    names = ["Player 1", "Player 2", "Bartholomew Q."]
    draft_all(state)
    staker = state.active
    state.apply(f"play:{C.code(fortune_in_hand(state, staker)[0])}")
    view = state.view(0)
    html = render(view, UI(names=names, seat=0))
    owners = re.findall(
        r'<div class="ff-slot[^"]*"[^>]*style="--seat: ([^"]+)">.*?'
        r'<span class="ff-owner" aria-hidden="true" title="([^"]+)"><bdi>([^<]+)</bdi></span>',
        html,
    )
    assert owners == [(colour(staker), f"\u2068{names[staker]}\u2069", names[staker])]
    seat = re.search(rf'id="ff-seat-{staker}"[^>]*style="--seat: ([^"]+)"', html)
    assert seat is not None and seat.group(1) == colour(staker)
    css = (Path(__file__).resolve().parents[2] / "web/static/app.css").read_text()
    phone = css[css.index("Who staked each card, whole") :]
    rule = phone[phone.index(".ff-owner {") : phone.index("}", phone.index(".ff-owner {"))]
    assert "white-space: normal" in rule and "-webkit-line-clamp: 2" in rule


def _css_rule(css: str, selector: str) -> str:
    """The body of the first rule for a selector in a piece of the stylesheet."""
    start = css.index(f"{selector} {{")
    return css[start : css.index("}", start)]


def test_every_seat_shows_its_name_whole_even_on_a_phone() -> None:
    """A reviewer read "P." and "Play…" for "Player 1"… in the seat boxes at 360 px: each seat's
    name is there whole (as its title too), and the phone's stylesheet wraps a long name to a
    second line rather than cut it, making room by reading "pts" out without showing it."""
    names = ["Player 1", "Player 2", "Player 3", "Bartholomew Quincy-Adams"]
    html = render(new(4).view(0), UI(names=names, seat=0))
    for seat, name in enumerate(names):
        seat_html = html.split(f'id="ff-seat-{seat}"')[1].split("</li>")[0]
        strong = f'<strong class="ff-name" title="\u2068{name}\u2069"><bdi>{name}</bdi></strong>'
        assert strong in seat_html
        assert '<span class="ff-pts">&#8239;pts</span>' in seat_html
    css = (ROOT / "web/static/app.css").read_text()
    phone = css[css.index("A seat's name whole") :]
    rule = _css_rule(phone, ".ff-name")
    assert "white-space: normal" in rule and "-webkit-line-clamp: 2" in rule
    assert "clip-path: inset(50%)" in _css_rule(phone, ".ff-pts")


def test_the_round_sits_beside_the_viewers_seat_never_over_the_multiplier() -> None:
    """At 1280 px "Round 1 of 1", laid over the felt's corner, covered the multiplier's
    caption on a table with no seat at the bottom: it stands in the felt's last row, in the
    flow, with or without a viewer's seat, whatever the round count."""
    state = new(3, rounds=12)
    for seat in (0, None):
        html = render(state.view(seat), UI(names=NAMES[:3], seat=seat))
        foot = html[html.index('<div class="ff-foot">') :]
        assert foot.startswith('<div class="ff-foot"><p class="ff-round">Round 1 of 12</p>')
        assert ('<ul class="ff-own">' in foot) == (seat is not None)
        assert html.index("ff-mult") < html.index("ff-foot")
    css = (ROOT / "web/static/app.css").read_text()
    block = css[css.index("/* --- For Fame & Fortune") :]
    rules = re.findall(r"\.ff-round \{[^}]*\}", block)
    assert rules and not any("position: absolute" in rule for rule in rules)


def test_a_seat_that_has_chosen_its_draft_says_cards_chosen_not_passed() -> None:
    """During a draft a seat that has chosen says "cards chosen ✓", not "passed", which is the
    Active Player's other step."""
    state = new(3)
    giver = state.to_move
    assert giver is not None
    for card in state.hands[giver][:5]:
        state.apply(f"pick:{C.code(card)}")
    state.apply("give")
    html = _screen(state, (giver + 1) % 3)
    seat = html.split(f'id="ff-seat-{giver}"')[1].split("</li>")[0]
    assert '<div class="ff-doing">cards chosen ✓</div>' in seat
    assert "passed" not in html.split('class="ff-hand')[0]


def test_a_staked_card_keeps_its_element_from_the_hand_to_the_table() -> None:
    """Motion: a card is one element by its id, in the hand and then among the stake cards,
    so it glides from one to the other (an empty place has an id of its own, so the page's
    morph does not make the card a new element there); the multiplier's side is a key of its
    own, so it turns when it changes."""
    state = new(4)
    draft_all(state)
    seat = state.active
    card = C.code(fortune_in_hand(state, seat)[0])
    before = _screen(state, seat)
    state.apply(f"play:{card}")
    after = _screen(state, seat)
    marker = f'id="ff-card-{card}" data-glide=""'
    assert marker in before.split('class="ff-hand')[1]
    assert marker in after.split('class="ff-hand')[0]
    assert re.findall(r'class="ff-slot empty" id="ff-slot-(\d)"', after) == ["2", "3", "4", "5"]
    assert 'data-key="ff-mult-1"' in after


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
        assert panel == loose


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
    hand-off), until the players go on; a reopened game at that move holds it again."""
    session = _played(["human", "human", "heuristic"], 1)
    found = session.moment()
    assert found is not None and found[0] == "round-1"
    reopened = Session.open(session.record())
    assert reopened.moment() == found
    session.go_on()
    assert session.moment() is None
    assert session.needs_handoff() or session.state.to_move == 2


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
