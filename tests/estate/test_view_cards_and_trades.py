"""The estate table's view (Eurobusiness and Fortuna) under CPython, its spaces, cards and deals:
it renders every position of whole games and offers only legal actions; every space opens its
printed card; the players' panels; amounts are typed; the trade table shows both sides and the
rulebook's objections; a closed move says why.
"""

from __future__ import annotations

import re
import xml.dom.minidom

import pytest

from pygames.core import i18n
from pygames.estate.rules import HOTEL
from tests.estate.helpers import auction_of, own, turn
from tests.estate.view_helpers import (
    GAMES,
    HOUSE_MARK,
    REFUSED,
    VIEWS,
    drawn,
    opened,
    states,
    table,
    ui,
)
from tests.playouts import ACTION
from web.views import eurobusiness, fortuna
from web.views.estate.board import money


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_position_renders_and_offers_only_legal_actions(game_id: str) -> None:
    module = VIEWS[game_id]
    for index, state in enumerate(states(game_id)):
        seat = state.to_move if state.to_move is not None else 0
        view = state.view(seat)
        html = drawn(module, view, ui(seat))
        if index % 40 == 0:
            xml.dom.minidom.parseString(f"<root>{html}</root>")  # well formed
            body = module.dialog(view, ui(seat), f"deed:{index % len(state.RULES.spaces)}")[1]
            xml.dom.minidom.parseString(f"<root>{body}</root>")
        legal = set(state.legal_actions())
        refused = set(REFUSED.findall(html))
        for code in ACTION.findall(html):
            assert (code in legal) != (code in refused), code  # open, or drawn to say why not


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_space_is_a_control_that_opens_its_card(game_id: str) -> None:
    """Issue 11: every board space is a control (data-space) that opens its card (data-deed)."""
    state = table(game_id)
    html = drawn(VIEWS[game_id], state.view(0), ui(0))
    count = len(state.RULES.spaces)
    spaces = re.findall(r'<g class="space" data-space="(\d+)" data-open="deed:(\d+)"', html)
    assert [int(a) for a, _ in spaces] == list(range(count))
    assert all(a == b for a, b in spaces)
    for index in range(count):
        title, _, attrs = VIEWS[game_id].dialog(state.view(0), ui(0), f"deed:{index}")
        assert attrs == {"data-deed": str(index)} and title


def test_a_space_prints_its_price_to_fit_and_its_card_in_full() -> None:
    """A currency written as a word stays on the card: "2 800" fits a space, "2 800 dukatów"
    did not at 1280 px in Polish."""
    state = table("fortuna")
    i18n.set_language("pl")
    try:
        board = drawn(fortuna, state.view(0), ui(0))
        card = opened(fortuna.dialog, state.view(0), ui(0), "deed:1")[1]
    finally:
        i18n.set_language("en")
    space = re.search(r'<g class="space" data-space="1".*?</g>', board, re.S)
    assert space
    printed = re.findall(r">([^<>]*)</tspan>", space.group(0))
    assert printed == ["Podlaski", "800"]  # the name and the figure; the title says "dukatów"
    assert "800\u00a0dukatów" in card


def test_a_city_deed_shows_its_printed_figures() -> None:
    """Issue 11: the printed deed: price, rent bare and with 1-4 houses and a hotel, the doubled
    rent on a whole country, house and hotel price, mortgage value; owner and buildings."""
    state = table("eurobusiness")
    own(state, 1, (37, 39), level=2)
    _, body, _ = opened(eurobusiness.dialog, state.view(0), ui(0), "deed:39")
    figures = ["100", "200", "400", "1,200", "2,800", "3,400", "4,000", "400", "800"]
    for figure in figures:
        assert f"{figure}\u00a0$" in body, figure
    assert "Wiedeń" in body and "Bo" in body and "2 houses" in body
    assert re.search(r'<tr class="now"><th scope="row">With 2 houses</th>', body)
    assert "Repaid with" in body and "440\u00a0$" in body  # 400 + 10%


def test_railway_utility_and_restaurant_cards_show_their_tables() -> None:
    state = table("eurobusiness")
    _, railway, _ = opened(eurobusiness.dialog, state.view(0), ui(0), "deed:5")
    assert all(f"{r}\u00a0$" in railway for r in (50, 100, 200, 400))
    _, utility, _ = opened(eurobusiness.dialog, state.view(0), ui(0), "deed:12")
    assert "10 × the dice" in utility and "20 × the dice" in utility
    state = table("fortuna")
    _, restaurant, _ = opened(fortuna.dialog, state.view(0), ui(0), "deed:10")
    assert all(f"{r}\u00a0ducats" in restaurant for r in ("250", "500", "1,000", "2,000"))


def test_a_deeds_card_carries_the_actions_open_on_it() -> None:
    state = table("eurobusiness")
    own(state, 0, (1, 3))
    _, body, _ = opened(eurobusiness.dialog, state.view(0), ui(0), "deed:1")
    assert 'data-action="build:1"' in body and 'data-action="mortgage:1"' in body
    _, body, _ = opened(eurobusiness.dialog, state.view(1), ui(1), "deed:1")
    assert "data-action" not in body  # not Bo's to act on


def test_player_panels_group_deeds_by_set_with_the_rent_each_asks_now() -> None:
    """Issue 11: each player's panel shows their deeds grouped by country, with buildings and
    mortgages, and the rent each would charge now."""
    state = table("eurobusiness")
    own(state, 0, (1, 3), level=1)
    own(state, 0, (5, 15))
    state.mortgaged[15] = True
    html = drawn(eurobusiness, state.view(0), ui(0))
    panel = html[html.index('aria-label="\u2068Ann\u2069"') :]
    panel = panel[: panel.index("</section>")]
    assert panel.count('class="set"') == 2  # Greece; the railways
    assert "40\u00a0$" in panel and "100\u00a0$" in panel  # a house on Saloniki; two railways
    assert "mortgaged" in panel and 'data-action="sell:1"' in panel


def test_bids_are_typed_with_the_presets_in_numeric_order() -> None:
    """Issue 11: a bid is typed (input[data-amount], steps of the smallest note); the presets stay
    as shortcuts, in numeric order."""
    state = table("eurobusiness")
    turn(state, 0, 13)
    state.roll = lambda sides=6: 1  # type: ignore[method-assign]
    state.apply("roll")
    state.apply("roll")  # a double, then the sum of both rolls: 4 spaces, Liverpool (17? no)
    while state.phase != "buy":
        state.apply(state.legal_actions()[0])
    state.apply("decline")
    seat = state.to_move
    html = drawn(eurobusiness, state.view(seat), ui(seat))
    field = re.search(r'<input type="number"[^>]*data-amount="bid:\{\}"[^>]*>', html)
    assert field and 'step="5"' in field.group(0)
    assert f'min="{auction_of(state).minimum(10)}"' in field.group(0)
    bids = [int(code[4:]) for code in re.findall(r'data-action="(bid:\d+)"', html)]
    assert bids == sorted(bids) and len(bids) >= 3


def test_the_trade_table_shows_both_sides_one_cash_line_and_propose_always() -> None:
    """Issue 19, the trade table: two columns, what each side gives (deeds to tick); the cash in
    one typed field with who pays chosen beside it; Propose always drawn (while the trade lacks
    a side, drawn refused with what it lacks said plainly, not as a red warning)."""
    state = table("eurobusiness")
    own(state, 0, (1,))
    own(state, 1, (39,))
    state.apply("trade:with:1")
    state.apply("trade:give:1")
    html = drawn(eurobusiness, state.view(0), ui(0))
    assert 'role="checkbox" aria-checked="true"' in html and 'data-action="trade:give:1"' in html
    assert 'data-action="trade:take:39"' in html
    assert html.count("data-amount=") == 1 and "data-amount-choice" in html
    assert ">\u2068Ann\u2069 pays</option>" in html and ">\u2068Bo\u2069 pays</option>" in html
    assert "<bdi>Bo</bdi> gives nothing yet: each side gives something (a deed" in html
    assert 'class="objection"' not in html and "forbids lending" not in html
    assert re.search(r'data-action="trade:propose" data-refused=""', html)
    price = state.RULES.spaces[1].price  # a suggested sum (the deed's price), folded away
    assert re.search(rf'<details class="quick-sums">.*data-action="trade:cash:-{price}"', html)
    state.apply("trade:take:39")
    html = drawn(eurobusiness, state.view(0), ui(0))
    assert "gives nothing yet" not in html
    assert re.search(r'class="act primary" data-action="trade:propose">', html)


def test_the_cash_of_a_trade_is_said_on_the_payers_side() -> None:
    """Issue 19 and review 3: "Cash: 330 $" did not say who pays whom, and then an offer read
    "Ann gives: nothing" with "Cash Ann → Bo: 860 $" on a line of its own. Each side is one
    list: the payer's says the cash ("150 $ in cash"), the same for both sides; while the trade
    is put together, the field chooses the payer the trade has."""
    state = table("eurobusiness")
    own(state, 0, (1,))
    own(state, 1, (39,))
    for code in ("trade:with:1", "trade:give:1", "trade:cash:-150"):
        state.apply(code)
    html = drawn(eurobusiness, state.view(0), ui(0))
    assert '<option value="trade:cash:-{}" selected="">\u2068Bo\u2069 pays</option>' in html
    assert 'value="150"' in html
    state.apply("trade:propose")
    cash = f"{money(eurobusiness.THEME, 150)} in cash"
    for seat in (0, 1):
        html = drawn(eurobusiness, state.view(seat), ui(seat))
        sides = re.findall(r"<h4><bdi>(\w+)</bdi> gives</h4><ul[^>]*>(.*?)</ul>", html)
        assert dict(sides) == {"Ann": "<li>Saloniki</li>", "Bo": f'<li class="cash">{cash}</li>'}
        assert "→" not in html and "cash-line" not in html


def test_a_typed_cash_needs_no_separate_step_before_propose() -> None:
    """Review 3: the cash field needed "Set" before Propose counted it, a step a player forgets.
    There is no Set: Propose carries the amount typed (`data-with-amount`, applied first and,
    if bad, answered beside the field), and its label does not repeat terms an amount typed
    would change."""
    state = table("eurobusiness")
    own(state, 0, (1,))
    own(state, 1, (39,))
    for code in ("trade:with:1", "trade:give:1", "trade:take:39"):
        state.apply(code)
    html = drawn(eurobusiness, state.view(0), ui(0))
    assert "data-amount-go" not in html and ">Set<" not in html
    propose = re.search(
        r'<button data-with-amount="\.trade"[^>]*data-action="trade:propose"[^>]*>([^<]*)<', html
    )
    assert propose and propose.group(1) == "Propose the trade"
    assert "data-amount-note" in html  # where a bad amount is answered


def test_a_typed_cash_redraws_the_sides_what_is_lacking_and_propose_as_it_is_typed() -> None:
    """Issue 33: typing a cash amount left "Bo gives nothing yet" and Propose drawn closed (a
    tap sent the trade anyway). The parts of the trade box a typed amount changes are parts of
    their own (`data-follows-amount`: each side, what the trade lacks, Propose), which the app
    redraws on each keystroke from the table as the amount would leave it; drawn so, the
    payer's side says the cash, nothing is lacking and Propose is open. The field is in none of
    them: redrawing them keeps its focus and caret."""
    state = table("eurobusiness")
    own(state, 0, (1,))
    for code in ("trade:with:1", "trade:give:1"):
        state.apply(code)
    before = drawn(eurobusiness, state.view(0), ui(0))
    typed = state.clone()  # as the app draws it when "150", Bo paying, is typed
    typed.apply("trade:cash:-150")
    after = drawn(eurobusiness, typed.view(0), ui(0))
    parts = {"give", "take", "why", "go"}
    for html in (before, after):
        starts = {m.group(1): m.start() for m in re.finditer(r'data-follows-amount="(\w+)"', html)}
        assert set(starts) == parts
        field = html.index("data-amount=")
        for part, start in starts.items():  # each ends at its first closing tag: none nests
            end = html.index("</ul>" if part in ("give", "take") else "</div>", start)
            assert not start < field < end, part
    assert "<bdi>Bo</bdi> gives nothing yet" in before
    assert re.search(r'data-action="trade:propose" data-refused=""', before)
    assert "gives nothing yet" not in after
    assert re.search(r'class="act primary" data-action="trade:propose">', after)
    cash = f'<li class="cash">{money(eurobusiness.THEME, 150)} in cash</li></ul>'
    side = re.search(r'<bdi>Bo</bdi> gives</h4><ul data-follows-amount="take">.*?</ul>', after)
    assert side and side.group(0).endswith(cash)
    assert state.trade is not None and state.trade.cash == 0  # the table itself is as it was


def test_a_rule_broken_is_a_warning_in_red() -> None:
    """A warning only when the offer breaks a rule: here, more cash than the payer has."""
    state = table("eurobusiness")
    own(state, 0, (1,))
    own(state, 1, (39,))
    for code in ("trade:with:1", "trade:give:1", "trade:take:39"):
        state.apply(code)
    state.cash[1] = 100
    state.apply("trade:cash:-100")
    state.cash[1] = 50
    html = drawn(eurobusiness, state.view(0), ui(0))
    assert re.search(r'class="objection"[^>]*role="alert"><bdi>Bo</bdi> has only 50\xa0\$', html)


def test_a_deed_that_cannot_go_in_says_why_only_for_its_sets_buildings() -> None:
    """Refusals with reasons: a deed of a built set shows "buildings in its set"; deeds that
    cannot go in for another reason (the trade changed often enough) do not claim it."""
    state = table("eurobusiness")
    own(state, 0, (1, 3), level=1)
    own(state, 0, (6,))
    own(state, 1, (39,))
    state.apply("trade:with:1")
    html = drawn(eurobusiness, state.view(0), ui(0))
    assert html.count("buildings in its set") == 2 and 'data-action="trade:give:6"' in html
    for _ in range(8):
        state.apply("trade:give:6")
        state.apply("trade:give:6")
    html = drawn(eurobusiness, state.view(0), ui(0))
    assert 'data-action="trade:give:6"' not in html
    assert html.count("buildings in its set") == 2  # Saloniki and Ateny, not Neapol


def test_a_house_not_open_now_says_why_where_its_plus_was() -> None:
    """Issue 19, explain what is closed: after 3 houses in a round the "+" vanished and nothing
    said why. It stays, refused, saying why (on the chip, on the deed's card, and once under the
    mover's deeds); a click on it is refused by the rules with the same reason."""
    state = table("eurobusiness")
    own(state, 0, (1, 3))
    for code in ("build:1", "build:3", "build:1"):
        state.apply(code)
    view = state.view(0)
    reason = "You may buy at most 3 houses a round."
    assert view["closed"]["build:3"] == reason
    html = drawn(eurobusiness, view, ui(0))
    assert {"build:1", "build:3"} <= set(REFUSED.findall(html))
    assert re.search(r'class="chip-act refused" data-action="build:3"[^>]*title="' + reason, html)
    assert f"<li>{reason}</li>" in html  # said once under the deeds
    card = opened(eurobusiness.dialog, view, ui(0), "deed:3")[1]
    assert f"No house now: {reason}" in card
    assert state.check("build:3") == reason
    assert drawn(eurobusiness, state.view(1), ui(1)).count("No house now") == 0  # the mover's


def test_a_card_drawn_stays_for_its_turn_and_leaves_with_it() -> None:
    """Issue 19: the centre and the panel still showed an old card (another player's). The
    card drawn is shown in the turn it was drawn and leaves the table at the next turn."""
    state = table("eurobusiness")
    state.last_card = ("B2", 0, len(state.history) - 1)  # drawn by Ann's last action
    html = drawn(eurobusiness, state.view(0), ui(0))
    assert 'data-key="card-B2-' in html and 'class="estate-box card-drawn"' in html
    turn(state, 1)
    assert state.last_card is None
    html = drawn(eurobusiness, state.view(1), ui(1))
    assert 'data-key="card-' not in html and "card-drawn" not in html


def test_owners_marks_houses_and_mortgages_read_at_a_glance() -> None:
    """Issue 19: ownership was a 2-px edge. An owned space is framed and tinted in its owner's
    colour with a tag of their number; houses have roofs, a hotel is a red H; a mortgaged deed
    is hatched; a legend says so."""
    state = table("eurobusiness")
    own(state, 1, (1, 3), level=2)
    own(state, 2, (39,), level=HOTEL)
    own(state, 3, (5,))
    state.mortgaged[5] = True
    html = eurobusiness.render(state.view(0), ui(0))
    colour = eurobusiness.THEME.pawns[1]
    assert html.count('class="owner-frame"') == 4
    assert re.search(
        rf'class="owner-tag"[^>]*><rect [^>]*fill="{colour}"[^>]*/><text [^>]*>2<', html
    )
    assert html.count(HOUSE_MARK) == 4  # 2 houses on each of 2 plots
    assert ">H</text>" in html and "url(#estate-hatch)" in html
    for word in ("a house", "a hotel", "mortgaged", "owned by player 1"):
        assert f">{word}</text>" in html


def test_a_proposal_offers_accept_refuse_and_counter() -> None:
    state = table("eurobusiness")
    own(state, 0, (1,))
    own(state, 1, (3,))
    for code in ("trade:with:1", "trade:give:1", "trade:take:3", "trade:propose"):
        state.apply(code)
    html = drawn(eurobusiness, state.view(1), ui(1))
    for code in ("trade:accept", "trade:refuse", "trade:counter"):
        assert f'data-action="{code}"' in html
