"""Issue 29, a fresh reviewer's trip-ups at 1280x800 and 360x740 besides the place names: what
the bar offers, what the map marks, what the score and the prompt say."""

from __future__ import annotations

import re
from pathlib import Path

from pygames.plinius import data
from web.views.common import UI, esc
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
    assert 'so far: saved 0 · bay 10 · ships 3<span class="pl-gloss">; over 13 wins' in html


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


def dot_marks(html: str, dot: str) -> str:
    """The drawing of one dot (its group), by its title."""
    start = html.index(f'<g class="pl-dot"><title>{esc(data.DOTS[dot][0])} (')
    end = html.find('<g class="pl-dot">', start + 1)
    return html[start:end]


def test_smoked_dots_look_alike_in_every_colour() -> None:
    """Smoked red dots looked unchanged, yellow ones ringed black, green ones plain: every dot
    of a colour Nubes has passed wears the same grey veil and ring; no other dot does."""
    state = new()
    state.nubes, state.smoke = 5, 40  # red, purple, orange, yellow smoked; green not yet
    html = render(state.view(0), ui())
    for dot, (_, _, _, _, band) in data.DOTS.items():
        veiled = 'class="pl-smoked"' in dot_marks(html, dot)
        assert veiled == (2 <= band <= 5), (dot, band)
    veils = re.findall(r'<circle class="pl-smoked"[^>]*>', html)
    assert len({re.sub(r'(c[xy]|r)="[^"]*"', "", v) for v in veils}) == 1  # size aside


def test_harbours_wear_an_anchor_on_the_map_and_in_the_legend() -> None:
    html = render(new().view(0), ui())
    for dot, (_, kind, _, _, _) in data.DOTS.items():
        assert ('class="pl-anchor"' in dot_marks(html, dot)) == (kind == data.HARBOUR), dot
    legend = html[html.index('class="pl-legend"') :]
    assert "⚓ harbour: board, land" in legend


def test_the_dots_the_flow_sweeps_next_are_marked_and_a_lit_one_says_so() -> None:
    """No warning came before a dot was swept: with Fluxus off the board, every black dot
    carries the red "!" (and only they); once the flow is in box 1, the red ones, and a lit
    red dot's label says it is swept at the 2nd black face."""
    state = with_ap(new(), 9)
    html = render(state.view(0), ui())
    for dot, (_, _, _, _, band) in data.DOTS.items():
        assert ('class="pl-flow-next"' in dot_marks(html, dot)) == (band == 1), dot
    state.black_faces, state.fluxus = 1, 1
    place(state, "L", "s5")
    html = render(state.view(0), ui("L"))
    for dot, (_, _, _, _, band) in data.DOTS.items():
        assert ('class="pl-flow-next"' in dot_marks(html, dot)) == (band == 2), dot
    assert "Move to Observation point" in html
    assert re.search(
        r"Move to Observation point[^\"]*the flow sweeps it next, at the 2nd black", html
    )


def test_when_a_card_kills_the_map_follows_the_dead_and_the_bar_says_where() -> None:
    """On a phone the zoomed map stayed on Misenum while the flow killed i2 and i3 out of view,
    and only "dead: 2" said so: the map follows the flashing dot where the first of them fell,
    and the bar names each with its place."""
    state = new()
    stack(state, "JS", "QS")
    state.apply("draw")
    state.apply("draw")  # the 2nd black face: Fluxus sweeps the red dots
    view = state.view(0)
    html = render(view, ui())
    follows = re.findall(r"<[^>]*data-follow=[^>]*>", html)
    x, y = data.DOTS["herculaneum"][2:4]
    assert len(follows) == 1 and 'class="pl-struck"' in follows[0], follows
    assert f'cx="{x}" cy="{y}"' in follows[0]
    said = decision(view, ui())
    assert "Flow: i2 (Herculaneum) and i3 (Oplontis) lost" in said
