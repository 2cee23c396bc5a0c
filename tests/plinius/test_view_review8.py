"""Issue 29, a fresh reviewer's trip-ups at 1280x800 and 360x740 besides the place names: what
the bar offers, what the map marks, what the score and the prompt say."""

from __future__ import annotations

from pathlib import Path

from web.views.common import UI
from web.views.plinius import decision, render
from web.views.shell import action_panel

from .helpers import new, place, stack, with_ap

ROOT = Path(__file__).resolve().parents[2]


def ui(selected: str | None = None) -> UI:
    return UI(names=["Ann"], seat=0, selected=selected)


def test_a_rescued_person_may_board_again_by_the_rulebook_but_is_never_offered_it() -> None:
    """ "Board i1" was lit and in the bar for i1 just landed at Misenum: the rulebook lets anyone
    on a ship's dot board it, so the move stays legal, but the table never suggests it."""
    state = with_ap(new(), 5)
    place(state, "inc1", "misenum")
    state.aboard["inc1"], state.cargo["Q1"] = "Q1", "inc1"
    state.apply("land:Q1:inc1")
    assert "board:Q1:inc1" in state.legal_actions()
    view = state.view(0)
    for selected in ("Q1", "inc1", None):
        html = render(view, ui(selected)) + decision(view, ui(selected))
        assert 'data-action="board:Q1:inc1"' not in html, selected
        assert "Board i1" not in html, selected
        bar = action_panel(view["actions"], html, ["Ann"])
        buttons, _, every = bar.partition('id="all-moves"')
        assert "board:Q1:inc1" not in buttons and "board:Q1:inc1" in every, selected


def test_the_score_says_how_it_is_made_up_before_anyone_is_saved() -> None:
    """ "13 VP so far; more than 13 wins" read oddly with no one saved: the line under the score
    says where the 13 come from."""
    html = render(new().view(0), ui())
    assert "so far: saved 0 · bay 10 · ships 3; over 13 wins" in html


def test_the_log_says_a_passenger_counts_as_saved_when_its_ship_enters_misenum() -> None:
    """The score rose when Q I entered Misenum, not when i1 landed: the log says why then."""
    state = with_ap(new(), 9)
    place(state, "Q1", "s1")
    place(state, "inc1", "s1")
    state.aboard["inc1"], state.cargo["Q1"] = "Q1", "inc1"
    state.apply("move:Q1:misenum")
    assert state.log_for(0)[-1].endswith(
        "i1 (Incola of Neapolis) is saved as Q I (Quadrireme I) enters Misenum: aboard or"
        " landed, +1 VP."
    )
    state.apply("land:Q1:inc1")
    assert "VP" not in state.log_for(0)[-1]
    state.apply("move:inc1:baiae")
    assert state.log_for(0)[-1] == "i1 (Incola of Neapolis) leaves Misenum: –1 VP."


def test_the_log_says_what_the_smoke_s_stunning_cost() -> None:
    state = new()
    stack(state, "9S", "2S")
    state.apply("draw")
    state.apply("draw")  # smoke 11: Nubes over the red dots, where i2 and i3 stand
    assert state.log_for(0)[-1].endswith(
        "stunned: i2 (Incola of Herculaneum), i3 (Incola of Oplontis) (–2 VP: a stunned"
        " inhabitant counts 1 less)."
    )


def test_a_phone_s_prompt_names_the_counter_and_its_place_short() -> None:
    """A phone said only "tap a lit dot to move it": it says "Q I at Misenum: tap a lit dot to
    move it", the laptop's longer "Q I, Quadrireme I, at Misenum: " hidden there."""
    state = with_ap(new(), 5)
    html = decision(state.view(0), ui("Q1"))
    assert '<span class="pl-who-short">Q I at Misenum: </span>tap a lit dot to move it<' in html
    assert '<span class="pl-who">Q I, Quadrireme I, at Misenum: </span>' in html
    css = (ROOT / "web/static/plinius.css").read_text()
    phone = css[css.index("@media (max-width: 50rem)") :]
    assert ".pl-guide .pl-who { display: none; }" in phone.replace(
        ".pl-guide.pl-pick:has(+ .pl-strip), ", ""
    )
    assert ".pl-guide .pl-who-short { display: inline;" in phone
