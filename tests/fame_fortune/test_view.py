"""The For Fame & Fortune view under CPython: it renders for many states, offers only legal
actions, escapes names, never shows another seat's hand, and writes the scoring sums out."""

from __future__ import annotations

import re
import xml.dom.minidom
from collections.abc import Iterator

from pygames.core import Deck, State
from pygames.fame_fortune import cards as C
from tests.playouts import ACTION, states_along
from web.views.common import UI
from web.views.fame_fortune import SYMBOLS, render

from .helpers import draft_all, ids, new

CARD_LABEL = re.compile(r'aria-label="([^"]*)"')
SHOWN = re.compile(r"(?<![0-9])((?:1[0-3]|[1-9]) of [A-Z][a-z]+s|Wild (?:1[0-3]|[1-9]))")
NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]


def _states(seeds: int = 5, players: int = 4, **options: object) -> Iterator[State]:
    return states_along(lambda seed: new(players, seed, **options), seeds)


def test_view_renders_and_offers_only_legal_actions() -> None:
    """Every data-action in the board is legal, in every state of several games."""
    for index, state in enumerate(_states(4, modifiers=True, wild_cards=True)):
        seat = state.to_move if state.to_move is not None else 0
        html = render(state.view(seat), UI(names=NAMES[:4], seat=seat))
        if index % 40 == 0:
            xml.dom.minidom.parseString(f"<root>{html}</root>")  # well formed
        legal = set(state.legal_actions())
        for code in ACTION.findall(html):
            assert code in legal, code


def test_a_view_never_contains_another_seats_hand() -> None:
    """The view must never contain another seat's hand (not even a card of it)."""
    checked = 0
    for index, state in enumerate(_states(3, players=5)):
        if state.over or index % 7:
            continue
        table = {C.code(c) for stake in state.stakes for c in stake}
        for seat in range(state.players):
            html = render(state.view(seat), UI(names=NAMES[:5], seat=seat))
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
                    assert _label(code) not in shown, (seat, other, code)
            checked += 1
    assert checked > 20


def _label(code: str) -> str:
    from web.views.fame_fortune import card_name

    return card_name(code)


def test_the_view_of_the_public_shows_no_hand_and_offers_no_action() -> None:
    """The public view (no seat) holds no hand and nothing to click."""
    state = new(4)
    draft_all(state)
    html = render(state.view(None), UI(names=NAMES[:4], seat=None))
    assert not ACTION.findall(html)
    assert "Your hand" not in html


def test_names_are_escaped() -> None:
    """Player names are hostile input: escaped everywhere."""
    state = new(4)
    names = ['<script>alert("x")</script>', "B&o", "C", "D"]
    html = render(state.view(0), UI(names=names, seat=0))
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_clicking_a_card_picks_it_in_a_draft_and_stakes_it_on_a_turn() -> None:
    """Clicking a card = data-action for pick/play when legal."""
    state = new(4)
    seat = state.to_move
    html = render(state.view(seat), UI(names=NAMES[:4], seat=seat))
    for card in state.hands[seat]:
        assert f'data-action="pick:{C.code(card)}"' in html
    draft_all(state)
    seat = state.to_move
    html = render(state.view(seat), UI(names=NAMES[:4], seat=seat))
    for card in state.hands[seat]:
        assert f'data-action="play:{C.code(card)}"' in html
    assert 'role="button" tabindex="0"' in html


def test_cards_show_the_five_suit_symbols_roman_ranks_chips_and_wilds() -> None:
    """Cards drawn with their suit symbols, roman suit rank and stake chip; wild and
    modifier cards too."""
    state = new(6, modifiers=True)
    html = "".join(render(s.view(s.to_move or 0), UI(NAMES, s.to_move or 0)) for s in [state])
    from web.views.fame_fortune import card_svg

    for letter in "DSHCR":
        assert SYMBOLS[letter] in card_svg(f"{letter}7", 0, 0)
    assert ">III</text>" in card_svg("H7", 0, 0) and ">V</text>" in card_svg("R12", 0, 0)
    assert ">3</text>" in card_svg("D1", 0, 0)  # the chip of card 1
    assert "WILD" in card_svg("W10", 0, 0) and ">5</text>" in card_svg("W10", 0, 0)
    assert "Modifier" in card_svg("M2a", 0, 0, facing="+2")
    assert "Fortune Multiplier x1" in html and "Draw deck" in html


def test_the_round_end_shows_every_hand_and_the_sums_as_in_the_rulebook() -> None:
    """The round's end shows every hand formed, its name, and the scoring sum written out
    ("Player A loses [1 + 4 + 3] x 3 = 24 points")."""
    state = new(3)
    draft_all(state)
    state.hands[1] = ids("S10 S11 S12 S13 S1 S2 H2 C2 R3 H4")
    state.hands[2] = ids("D3 H5 C6 R7 D8 H9 C3 R4 S4 C5")
    state.hands[0] = ids("H6 C7 R8 D9 H3 R5 S5 S6 S7 S8")
    state.stakes = [ids("R12"), ids("D1"), ids("H13 C4")]
    state.faceup = state.turn_faceup = 4
    state.multiplier = 3
    state.apply("play:S2")
    html = render(state.view(0), UI(names=["Ann", "Bo", "Cy"], seat=0))
    assert "Cy loses [1 + 4 + 3] x 3 = 24 points." in html
    assert "Ann loses [1 + 4 + 2] x 3 = 21 points." in html
    assert "Bo wins 21 + 24 = 45 points." in html
    assert "Bo: Complete Fulfillment (winner)" in html
    assert "Ann: " in html and "Cy: " in html


def test_the_table_shows_stakes_multiplier_deck_and_scores() -> None:
    """The table: each player's stakes, the multiplier, the deck count, the scores."""
    state = new(4)
    draft_all(state)
    card = state.hands[1][0]
    state.apply(f"play:{C.code(card)}")
    html = render(state.view(2), UI(names=NAMES[:4], seat=2))
    assert f'aria-label="{_label(C.code(card))}"' in html
    assert "Fortune Multiplier x1" in html
    assert f"Draw deck: {len(state.deck)} cards" in html
    assert "score 0" in html
    assert 'viewBox="0 0 720' in html and 'width="100%"' in html


def test_a_modifier_in_hand_is_played_facing_plus_or_minus_from_the_card_itself() -> None:
    """Rulebook: "Facing is important". A modifier in the hand shows both its faces on the
    player's turn, +2 and -2, and each plays it with that side facing out."""
    state = new(4, modifiers=True)
    draft_all(state)
    seat = state.active
    state.hands[seat][0] = 80
    state.deck = Deck(c for c in state.deck.cards() if c != 80)
    state.hands[seat].sort()
    html = render(state.view(seat), UI(names=NAMES[:4], seat=seat))
    for sign in "+-":
        code = f"mod:M2a{sign}"
        label = state.describe(code)
        assert f'data-action="{code}" role="button" tabindex="0" aria-label="{label}"' in html
    assert ">+2</text>" in html and ">−2</text>" in html
    assert "data-select" not in html
    for code in ACTION.findall(html):
        assert code in state.legal_actions()


def test_the_board_offers_every_card_action_so_the_panel_keeps_only_give_stop_and_pass() -> None:
    """The board is the interface: every pick, stake and modifier facing is on its card, and
    the shell's panel keeps only the actions that have no card."""
    from web.views.shell import action_panel

    for index, state in enumerate(_states(2, modifiers=True)):
        if state.over or index % 5:
            continue
        seat = state.to_move
        view = state.view(seat)
        html = render(view, UI(names=NAMES[:4], seat=seat))
        placed = set(ACTION.findall(html))
        loose = {a["code"] for a in view["actions"]} - placed
        assert loose <= {"give", "stop", "pass"}, loose
        panel = action_panel(view["actions"], html, NAMES[:4])
        shown = panel.split("<details")[0]
        assert not any(f'data-action="{code}"' in shown for code in placed)
