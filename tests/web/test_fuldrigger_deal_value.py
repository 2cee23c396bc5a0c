"""Issue 29: selling a ship with her sugar for 70 dropped the fortune 422 → 362, and the deal
panel showed no value. It says what each side gives in fortune terms and the net change."""

from __future__ import annotations

from pygames.fuldrigger.talks import PEACE_ROUNDS
from tests.fuldrigger.helpers import load, new, ship_of
from web.views.common import UI
from web.views.fuldrigger import decision


def test_the_deal_panel_shows_each_sides_fortune_value_and_the_net_change() -> None:
    state = new()
    a = state.current
    b = (a + 1) % 3
    ship = load(ship_of(state, a), "sugar", 60, 3)
    state.apply(f"trade:with:{b}")
    state.apply(f"trade:give:s{ship.id}")
    state.apply("trade:cash:-70")
    panel = decision(state.view(a), UI(names=["Ann", "Bo", "Cy"], seat=a))
    text = panel.split('class="fd-worth">')[1].split("</p>")[0]
    assert "gives 160 (ship 100 + sugar 60)" in text and "gives 0 (0)" in text
    assert "fortune changes by -90" in text and "by +90" in text


def test_a_proposal_of_money_alone_says_it_buys_peace_and_for_how_long() -> None:
    """Issue 29: a bot's "Ann pays 25 ducats" had no context: the proposal says what it buys."""
    state = new()
    a = state.current
    b = (a + 1) % 3
    state.apply(f"trade:with:{b}")
    state.apply("trade:cash:+25")
    state.apply("trade:propose")
    panel = decision(state.view(b), UI(names=["Ann", "Bo", "Cy"], seat=b))
    peace = panel.split('class="fd-peace">')[1].split("</p>")[0]
    assert peace.startswith("A peace settlement: money alone changes hands.")
    assert f"privateers leave the other side&#x27;s ships alone for {PEACE_ROUNDS} rounds" in peace
