"""Fortuna in Chromium, through real clicks at the estate table: one human against three bots to
the end of a game of a set length, moving by the tokens on the board; the pairs variant with four
humans on one device, paired by the order the lot gives, one of whom takes a holiday and then has
an accident and goes to hospital.

The tests share one started page (Python starts once): each opens its table by a `#new` link.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from pygames.fortuna import GAME, data
from pygames.fortuna.state import FortunaState
from tests.e2e.conftest import open_table, saved_state
from tests.e2e.estate import click, play_until_over, to_move

PREFERENCE = (
    "lot",
    "buy",
    "token:",
    "holiday:refuse",
    "tax:flat",
    "stay",
    "finish",
    "pass",
    "trade:refuse",
)
ACCIDENT = data.ACCIDENT_SPACE  # "Wypadek: idziesz do szpitala"


@pytest.fixture
def page(shared_page: Page) -> Page:
    return shared_page


def test_one_human_three_bots_play_a_set_length_game_by_tokens(page: Page) -> None:
    open_table(page, "new=fortuna&players=4&bots=2,3,4&rounds=3&seed=5")
    expect(page.locator("[data-game=fortuna]")).to_be_visible()
    play_until_over(page, PREFERENCE)
    expect(page.locator("#result")).to_contain_text("Final result")
    state = saved_state(page)
    assert state.over and state.options["rounds"] == 3
    assert any(code.startswith("token:") for code in state.history)
    expect(page.locator("#result [data-chart] polyline")).to_have_count(4)


def holiday_then_hospital(seed: int) -> list[str]:
    """The clicks of a pairs game where seat 0 lays the token that reaches the holiday, takes
    it, then the one that reaches the accident, and sits out a turn in hospital; the others
    buy, decline nothing, and lay their first token."""
    state = GAME.new(4, seed, {"pairs": True})
    codes: list[str] = []
    holiday = hospital = False
    while not (hospital and state.to_move == 0 and state.phase == "turn"):
        acts = state.legal_actions()
        code = None
        if state.to_move == 0:
            for act in acts:
                if act.startswith("token:"):
                    there = (state.pos[0] + int(act[6:])) % len(state.RULES.spaces)
                    if there == (ACCIDENT if holiday else data.HOLIDAY_SPACE):
                        code = act
        if code is None:
            wanted = ("holiday:take", "lot", "buy", "tax:flat", "stay", "finish", "pass")
            code = next((c for c in wanted if c in acts), None)
        if code is None:
            code = next((c for c in acts if c.startswith("token:")), acts[0])
        holiday = holiday or (code == "holiday:take" and state.to_move == 0)
        state.apply(code)
        hospital = hospital or bool(state.detained[0])
        codes.append(code)
        assert len(codes) < 400, "no such game from this seed"
    return codes


def test_pairs_of_four_humans_with_a_holiday_and_a_hospital_stay(page: Page) -> None:
    seed = 10
    open_table(page, f"new=fortuna&players=4&pairs=1&seed={seed}&names=Ann,Bo,Cy,Di")
    me = page.locator('#game section.estate-player[aria-label="\u2068Ann\u2069"]')
    partner = page.locator('#game section.estate-player[aria-label="\u2068Bo\u2069"]')
    expect(page.locator("#game")).not_to_contain_text("Partner:")  # the lot decides
    took_holiday = went_to_hospital = False
    for number, code in enumerate(holiday_then_hospital(seed)):
        if number == 4:
            # The lot gave the order Bo, Di, Ann, Cy: partners are the first and third in the
            # order of play (docs/rulings.md), never two in a row, whatever their seats in the
            # lobby.
            expect(partner).to_contain_text("Partner: Ann")
            third = page.locator('#game section.estate-player[aria-label="\u2068Cy\u2069"]')
            expect(third).to_contain_text("Partner: Di")
        ann = to_move(page) == "0"
        if code.startswith("token:") and ann:
            # Each token shows where it would land; Ann lays hers on the board.
            expect(page.locator(f'#game svg [data-action="{code}"]')).to_have_count(1)
        click(page, code)
        if code == "holiday:take" and ann:
            took_holiday = True
            expect(me).to_contain_text("on holiday")
        if not went_to_hospital and "Hospital" in me.locator(".status").inner_text():
            went_to_hospital = "turns to miss" in me.locator(".status").inner_text()
    assert took_holiday and went_to_hospital
    state = saved_state(page)
    assert isinstance(state, FortunaState)
    assert state.detained[0] and state.options["pairs"]
    assert state.order == [1, 3, 0, 2] and state.partners(0) == [0, 1]
    # One purse per pair: Ann's and Bo's cash are the same figure.
    assert me.locator(".cash").inner_text() == partner.locator(".cash").inner_text()
    expect(page.locator(f'#game [data-space="{data.HOSPITAL_SPACE}"]').first).to_be_visible()
