"""For Fame & Fortune's view under CPython, the table: it offers only legal actions, escapes
names and never shows another seat's hand; the hand as buttons; the seats round a felt, the
stake cards in the middle, the multiplier and the deck labelled.
"""

from __future__ import annotations

import re
import xml.dom.minidom
from pathlib import Path

from pygames.fame_fortune import cards as C
from tests.playouts import ACTION
from web.views.common import UI
from web.views.fame_fortune import colour, handoff_note, render, seating
from web.views.fame_fortune_cards import SYMBOLS, card_name, card_svg

from .helpers import draft_all, fortune_in_hand, mover, new
from .view_helpers import NAMES, ROOT, SHOWN, _controls, _screen, _states


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
            # What it passed this round is its own knowledge (the note names it, issue 29).
            known = {C.code(c) for c in state.known_left[seat] | state.passed_by[seat]}
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
    shown = names[staker].replace(" ", "\u00a0")  # "Player 2" unbroken before its number
    assert owners == [(colour(staker), f"\u2068{names[staker]}\u2069", shown)]
    seat = re.search(rf'id="ff-seat-{staker}"[^>]*style="--seat: ([^"]+)"', html)
    assert seat is not None and seat.group(1) == colour(staker)
    css = (Path(__file__).resolve().parents[2] / "web/static/fame_fortune.css").read_text()
    phone = css[css.index("Who staked each card, whole") :]
    rule = phone[phone.index(".ff-owner {") : phone.index("}", phone.index(".ff-owner {"))]
    assert "white-space: normal" in rule and "-webkit-line-clamp: 2" in rule


def _css_rule(css: str, selector: str) -> str:
    """The body of the first rule for a selector in a piece of the stylesheet."""
    start = css.index(f"{selector} {{")
    return css[start : css.index("}", start)]


def test_every_seat_shows_its_name_on_one_line_and_whole_in_its_title_on_a_phone() -> None:
    """A reviewer read "P." and "Play…" for "Player 1"… in the seat boxes at 360 px; another saw
    names wrap beside the Dealer's button: each seat's name is there whole (as its title too),
    kept to one line (a long one cut with an ellipsis), beside a small Dealer's button, making
    room by reading "pts" out without showing it."""
    names = ["Player 1", "Player 2", "Player 3", "Bartholomew Quincy-Adams"]
    html = render(new(4).view(0), UI(names=names, seat=0))
    for seat, name in enumerate(names):
        seat_html = html.split(f'id="ff-seat-{seat}"')[1].split("</li>")[0]
        shown = name.replace(" ", "\u00a0") if name[-1].isdigit() else name  # "Player\u00a01"
        strong = f'<strong class="ff-name" title="\u2068{name}\u2069"><bdi>{shown}</bdi></strong>'
        assert strong in seat_html
        assert '<span class="ff-pts">&#8239;pts</span>' in seat_html
    css = (ROOT / "web/static/fame_fortune.css").read_text()
    base = _css_rule(css, ".ff-name")
    assert "white-space: nowrap" in base and "text-overflow: ellipsis" in base
    phone = css[css.index("A seat's name on one line") :]
    assert "white-space" not in _css_rule(phone, ".ff-name")
    assert "width: 0.85rem" in _css_rule(phone, ".ff-dealer")
    assert "clip-path: inset(50%)" in _css_rule(phone, ".ff-pts")


def test_the_round_sits_beside_the_viewers_seat_never_over_the_multiplier() -> None:
    """At 1280 px "Round 1 of 1", laid over the felt's corner, covered the multiplier's
    caption on a table with no seat at the bottom: it stands in the felt's last row, in the
    flow, with or without a viewer's seat, whatever the round count."""
    state = new(3, rounds=12)
    for seat in (0, None):
        html = render(state.view(seat), UI(names=NAMES[:3], seat=seat))
        foot = html[html.index('<div class="ff-foot">') :]
        assert foot.startswith(
            '<div class="ff-foot"><div class="ff-when"><p class="ff-round">Round 1 of 12</p>'
        )
        assert ('<ul class="ff-own">' in foot) == (seat is not None)
        assert html.index("ff-mult") < html.index("ff-foot")
    css = (ROOT / "web/static/fame_fortune.css").read_text()
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


def test_the_best_hand_line_says_its_place_in_the_ranking_and_what_beats_it() -> None:
    """Issue 29: a reviewer's 4 Fortunes lost to Rainbow Fulfillment every time, unawares: the
    ★ line names the hand's place among the ten kinds and the kinds that beat it, nearest
    first; a phone's title its place; the best kind says nothing beats it."""
    state = next(s for s in _states(1) if s.view(s.to_move or 0).get("best"))
    seat = state.to_move or 0
    view = state.view(seat)
    ui = UI(names=NAMES[: state.players], seat=seat)
    view["best"] = {**view["best"], "name": "4 Fortunes"}
    html = render(view, ui)
    assert (
        "5th of 10 kinds; beaten by Rainbow Fulfillment, Partial Fulfillment, 5 Fortunes,"
        " Complete Fulfillment." in html
    )
    assert '★ 4 Fortunes<span class="ff-rank"> · 5th of 10</span>' in html
    view["best"] = {**view["best"], "name": "High card"}
    assert "10th of 10 kinds; beaten by 2 Fortunes, 2½ Fortunes, 3 Fortunes and 6 more" in (
        render(view, ui)
    )
    view["best"] = {**view["best"], "name": "Complete Fulfillment"}
    assert "1st of 10 kinds; the best there is." in render(view, ui)
