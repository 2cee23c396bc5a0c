"""The estate table (Eurobusiness and Fortuna) under CPython: it renders every position of whole
games and offers only legal actions; every space opens its printed card; amounts are typed;
the trade table shows both sides and the rulebook's objections; tokens are laid from the rack or
the board; the end screen shows every fortune with a chart."""

from __future__ import annotations

import math
import re
import xml.dom.minidom
from collections.abc import Callable, Iterator
from functools import partial
from types import ModuleType
from typing import Any

import pytest

from pygames.core import Game, i18n
from pygames.estate.pending import Purchase
from pygames.estate.rules import HOTEL
from pygames.estate.state import EstateState
from pygames.eurobusiness import GAME as EUROBUSINESS
from pygames.fortuna import GAME as FORTUNA
from pygames.fortuna.state import FortunaState
from tests.estate.helpers import BANK, auction_of, force, on_top, own, ready, turn
from tests.fortuna.test_rules import lay
from tests.playouts import ACTION, states_along
from web.views import eurobusiness, fortuna
from web.views.common import UI
from web.views.ending import end_screen
from web.views.estate import BRIEF_LEGEND, LABEL_LEGEND, LEGEND_ROW
from web.views.estate.board import MARK, OVERVIEW_SCALE, PAWN, cell, mark_place, money
from web.views.shell import action_panel, players_panel

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
VIEWS = {"eurobusiness": eurobusiness, "fortuna": fortuna}
# A control drawn where a move would be, to say why it is not open now.
REFUSED = re.compile(r'data-action="([^"]*)"[^>]*data-refused=""')
GAMES: dict[str, Game[Any]] = {"eurobusiness": EUROBUSINESS, "fortuna": FORTUNA}


def ui(seat: int | None, players: int = 4) -> UI:
    return UI(names=NAMES[:players], seat=seat)


def drawn(module: ModuleType, view: dict[str, Any], ui: UI) -> str:
    """The table as the player sees it: the board and panels, and the decision panel's part."""
    html: str = module.render(view, ui) + module.decision(view, ui)
    return html


def opened(
    dialog: Callable[[dict[str, Any], UI, str], tuple[str, str, dict[str, str]] | None],
    view: dict[str, Any],
    ui: UI,
    key: str,
) -> tuple[str, str, dict[str, str]]:
    """The dialog a click on `key` opens (a test expecting one fails here if it opens none)."""
    found = dialog(view, ui, key)
    assert found is not None
    return found


def states(game_id: str, seeds: int = 3) -> Iterator[EstateState]:
    return states_along(lambda seed: GAMES[game_id].new(4, seed, {"rounds": 10}), seeds)


def table(game_id: str, **options: object) -> EstateState:
    state: EstateState = GAMES[game_id].new(4, 1, dict(options))
    return ready(state)


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
    assert 'data-action="trade:cash:+50"' in html  # a suggested sum, folded away
    assert re.search(r'<details class="quick-sums">.*data-action="trade:cash:\+50"', html)
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


def test_tokens_are_laid_from_the_rack_or_where_they_land() -> None:
    """Issue 9: every player's remaining tokens face up; choosing a token is how a player moves,
    and the board shows where each would land."""
    state = table("fortuna")
    assert isinstance(state, FortunaState)
    state.tokens[0].remove(7)
    html = drawn(fortuna, state.view(0), ui(0))
    rack = html[html.index('aria-label="\u2068Ann\u2069"') :]
    rack = rack[: rack.index("</section>")]
    assert rack.count('class="token"') == 11 and 'class="token spent">7<' in rack
    marks = re.findall(r'<g class="token-mark" data-action="token:(\d+)"', html)
    assert sorted(map(int, marks)) == [n for n in range(1, 13) if n != 7]
    assert "Token 5 lands on Petersburg Station" in html


def test_each_token_names_the_space_its_owner_and_what_landing_there_costs() -> None:
    """Issue 33: a player laid 12 blind and owed 6,000. Each token, on the rack and on the
    board, names the space it lands on, its owner and what landing there costs or gives (the
    rent, as the rulebook counts it for a utility: 500 x the token; "yours"; the price of a
    deed for sale; a tax; a card; Start's bonus passed)."""
    state = table("fortuna")
    assert isinstance(state, FortunaState)
    own(state, 1, (13,))  # Powiśle Power Station, Bo's
    own(state, 0, (3,))  # Lipski
    own(state, 2, (6,))  # Litewski
    state.mortgaged[6] = True
    own(state, 3, (8,))  # Wileński, Di's, whose purse is Ann's
    state.purse[3] = 0
    cash = partial(money, fortuna.THEME)
    said = {
        1: {
            12: f"Powiśle Power Station | rent {cash(6000)} to \u2068Bo\u2069",
            4: f"Petersburg Station | for sale: {cash(3000)}",
            2: "Lipski | yours",
            5: "Litewski | mortgaged (owner: \u2068Cy\u2069): no rent",
            1: "Fate | draw a card",
            10: "Hospital | a visit only",
            7: "Wileński | owned by your partner \u2068Di\u2069: one purse, no rent",
            3: "Enrichment tax | enrichment tax: 2,000 ducats or 10% of your capital",
        },
        21: {
            1: "Holiday | a holiday, if you want it",
            12: "Accident: go to hospital | straight to Hospital",
        },
        40: {
            2: f"Luxury tax | tax {cash(1000)}",
            4: "Start | no bonus for stopping here",
            5: f"Podlaski | for sale: {cash(800)}; {cash(2500)} for passing Start",
        },
    }
    for pos, tokens in said.items():
        state.pos[0] = pos
        html = drawn(fortuna, state.view(0), ui(0))
        for number, words in tokens.items():
            space, what = words.split(" | ")
            label = f"Token {number} lands on {space} ({what})"
            rack = re.search(
                rf'<button [^>]*data-action="token:{number}" aria-label="([^"]*)"', html
            )
            assert rack and rack.group(1) == label
            mark = re.search(
                rf'<g class="token-mark" data-action="token:{number}".*?<title>(.*?)<', html
            )
            assert mark and mark.group(1) == label
    shown = (
        f'<span class="lands">Powiśle Power Station</span><span class="landing">rent {cash(6000)}'
    )
    state.pos[0] = 1
    html = drawn(fortuna, state.view(0), ui(0))
    assert shown + " to <bdi>Bo</bdi></span>" in html  # the words on a phone's rack


def test_token_marks_cover_no_space_and_no_other_mark_even_drawn_larger() -> None:
    """Issue 19: Fortuna's token marks covered prices and pawns. Each stands inside the board
    (off every space), and no two meet, also at the size the whole board draws them on a phone."""
    theme = fortuna.THEME
    count = len(theme.spaces)
    for overview, reach in ((False, MARK + 2), (True, MARK * OVERVIEW_SCALE)):
        _marks_apart(theme, [mark_place(theme, i, overview)[:2] for i in range(count)], reach)


def _marks_apart(theme: Any, places: list[tuple[float, float]], reach: float) -> None:
    count = len(places)
    for index, (x, y) in enumerate(places):
        for other in range(count):
            left, top, width, height, _ = cell(theme, other)
            inside = (
                left - reach < x < left + width + reach and top - reach < y < top + height + reach
            )
            assert not inside, (index, other)
        for later in range(index + 1, count):
            apart = math.dist((x, y), places[later])
            assert apart > 2 * reach, (index, later)


def test_no_token_mark_covers_the_legend_at_either_size() -> None:
    """Issue 19 (a reviewer): a token mark stood over the centre's legend. Whichever space a
    token lands on, its mark (its ring included) stays off the legend drawn at that size: the
    laptop's legend off the marks as drawn there, the whole board's off the larger marks."""
    theme = fortuna.THEME
    html = fortuna.render(table("fortuna").view(0), ui(0))
    sizes = (
        ("label legend", LABEL_LEGEND, MARK + 2),
        ("brief legend", BRIEF_LEGEND, (MARK + 2) * OVERVIEW_SCALE),
    )
    for cls, (x, y, scale), reach in sizes:
        drawn = re.search(rf'<g class="{cls}"[^>]*>(.*?)</g></g>', html)
        assert drawn is not None
        rows = re.findall(r'<text x="38" y="7" font-size="20">([^<]*)</text>', drawn.group(1))
        assert len(rows) == 5 and "where a token lands" in rows
        width = 38 + max(map(len, rows)) * 20 * 0.6  # a letter is about 0.56 em
        left, top = x, y - 12 * scale
        right, bottom = x + width * scale, y + ((len(rows) - 1) * LEGEND_ROW + 12) * scale
        for index in range(len(theme.spaces)):
            cx, cy = mark_place(theme, index, cls == "brief legend")[:2]
            nearest = (min(max(cx, left), right), min(max(cy, top), bottom))
            assert math.dist((cx, cy), nearest) > reach, (cls, theme.spaces[index].name)


def test_the_count_is_not_shown_while_the_enrichment_tax_is_chosen() -> None:
    """Fortuna: the decision must be made before counting your money."""
    state = table("fortuna")
    turn(state, 0, 2)
    state.apply("token:2")
    html = drawn(fortuna, state.view(0), ui(0))
    panel = html[html.index('aria-label="\u2068Ann\u2069"') :]
    assert "fortune" not in panel[: panel.index("</section>")]


def test_the_enrichment_tax_is_chosen_blind_in_pairs() -> None:
    """docs/rulings.md: while the tax is chosen, the table draws no capital of the chooser nor of
    the partner (the same purse), in their panels or in the shell's list of players; the
    opponents' fortunes stay."""
    state = table("fortuna", pairs=True)
    turn(state, 0, 2)
    state.apply("token:2")
    assert state.phase == "choice" and state.partners(0) == [0, 2]
    view = state.view(0)
    html = fortuna.render(view, ui(0))

    def panel(name: str) -> str:
        start = html[html.index(f'aria-label="\u2068{name}\u2069"') :]
        return start[: start.index("</section>")]

    assert "fortune" not in panel("Ann") and "fortune" not in panel("Cy")
    assert "fortune 40,000" in panel("Bo") and "fortune 40,000" in panel("Di")
    shell = players_panel(view, NAMES[:4], ["human"] * 4)
    assert shell.count("40,000") == 2  # Bo's and Di's; nothing for Ann and Cy


def test_the_panels_follow_the_order_of_play_so_partners_alternate() -> None:
    """The players sit in the order the lot gives (seed 10: Bo, Di, Ann, Cy), so in pairs the
    panels show each partner third after the other, never two in a row; counted from the viewer."""
    panel = re.compile('<section class="estate-player[^"]*" aria-label="\u2068([^"]+)\u2069"')
    state = FORTUNA.new(4, 10, {"pairs": True})
    assert panel.findall(fortuna.render(state.view(0), ui(0))) == NAMES[:4]  # before the lot
    for _ in range(4):
        state.apply("lot")
    html = fortuna.render(state.view(1), ui(1))
    assert panel.findall(html) == ["Bo", "Di", "Ann", "Cy"]
    assert "Partner: <bdi>Ann</bdi>; one purse" in html[html.index('aria-label="\u2068Bo\u2069"') :]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_viewers_own_panel_comes_first_then_the_order_of_play(game_id: str) -> None:
    """On a laptop the panels stand in a column beside the board: the viewer's own (cash,
    deeds, building) first, above the fold, the others after it in the order of play."""
    panel = re.compile('<section class="estate-player[^"]*" aria-label="\u2068([^"]+)\u2069"')
    state = table(game_id)
    module = eurobusiness if game_id == "eurobusiness" else fortuna
    assert panel.findall(module.render(state.view(2), ui(2))) == ["Cy", "Di", "Ann", "Bo"]
    assert panel.findall(module.render(state.view(None), ui(None))) == NAMES[:4]


def test_the_end_shows_every_fortune_and_a_chart() -> None:
    """The end screen (web/views/ending.py) from the game's story, not the board."""
    state = EUROBUSINESS.new(3, 5, {"rounds": 2})
    rng_states = list(states_along(lambda _: state, 1))
    final = rng_states[-1]
    view = final.view(0)
    assert "The end:" not in drawn(eurobusiness, view, ui(0, 3))
    html = end_screen(view, eurobusiness.story(view, []), ui(0, 3), ["human"] * 3)
    assert "The end:" in html and html.count("<polyline") == 3
    assert all(name in html for name in NAMES[:3])
    # Review 4: the players' dots looked clipped: each is a circle drawn whole in its square.
    dots = re.findall(
        r'<svg class="dot"[^>]*viewBox="0 0 10 10"[^>]*><circle cx="5" cy="5" r="5"', html
    )
    assert len(dots) == html.count('class="dot"') == 3


def test_names_are_escaped() -> None:
    state = table("fortuna")
    names = ['<script>alert("x")</script>', *NAMES[1:4]]
    html = drawn(fortuna, state.view(0), UI(names=names, seat=0))
    assert "<script>" not in html and "&lt;script&gt;" in html


def test_the_public_view_offers_no_action() -> None:
    state = table("eurobusiness")
    own(state, 0, (1, 3), level=HOTEL)
    html = drawn(eurobusiness, state.view(None), ui(None))
    assert not ACTION.findall(html)


def test_the_table_reads_in_polish() -> None:
    """Issue 11: the whole interface of Eurobusiness and Fortuna in Polish as well as English;
    board names stay as printed."""
    state = table("fortuna")
    i18n.set_language("pl")
    try:
        html = drawn(fortuna, state.view(0), ui(0))
        prompt = state.view(0)["prompt"]
    finally:
        i18n.set_language("en")
    assert "Runda 1" in html and "Metropol" in html and "20\u00a0000\u00a0dukatów" in html
    assert "żeton" in prompt


def test_only_the_expected_next_step_is_primary() -> None:
    """Roles: rolling (or laying a token) is primary; offering a trade is not; the two answers
    to a holiday are alike, both secondary (neither is the expected step)."""
    state = table("fortuna")
    assert isinstance(state, FortunaState)
    view = state.view(0)
    html = fortuna.render(view, ui(0))
    assert re.findall(r'class="act secondary trade-with" data-action="trade:with:1"', html)
    assert "primary" not in html[html.index("trade:with:1") - 80 : html.index("trade:with:1")]
    lay(state, 2, pos=20)
    view = state.view(0)
    parts = fortuna.render(view, ui(0))
    panel = action_panel(view["actions"], parts, NAMES[:4], fortuna.roles(view, ui(0)))
    assert panel.count('class="act secondary" data-action="holiday:') == 2
    assert "primary" not in panel


def test_after_a_first_double_the_pawn_stands_where_it_is_until_the_second_roll() -> None:
    """The rulebook: a double rolls again and the pawn moves the sum of both rolls. Between the
    two the pawn is drawn on its own space (as the panel says), walking nowhere; only the count
    of the first roll is drawn, dashed, and the legend says so. After the second it walks the
    sum."""
    state = table("eurobusiness")
    force(state, 2, 2, 4, 6)
    state.apply("roll")
    view = state.view(0)
    pawn = re.compile(
        r'<g class="pawn" id="pawn-0"[^>]*>.*?<circle cx="([\d.]+)" cy="([\d.]+)" r="(?:\d+)" fill',
        re.S,
    )
    html = eurobusiness.render(view, ui(0))
    x, y, w, h, _ = cell(eurobusiness.THEME, 0)
    found = pawn.search(html)
    assert found is not None
    assert x <= float(found[1]) <= x + w and y <= float(found[2]) <= y + h
    assert 'id="pawn-0" data-glide="" data-walk' not in html
    # Review 3: the dashed frame was not explained: the legend says what it is, till the roll.
    assert html.count("after a double: roll again") == 2  # laptop, whole board
    state.apply("roll")
    html = eurobusiness.render(state.view(0), ui(0))
    assert "after a double: roll again" not in html
    walk = re.search(r'id="pawn-0" data-glide="" data-walk="([^"]+)"', html)
    assert walk is not None and len(walk[1].split()) == 15  # 14 spaces passed, then its place


HOUSE_MARK = 'fill="#43a047" stroke="#0b2e0f" stroke-width="2.5"'


@pytest.mark.parametrize("game_id", list(GAMES))
def test_houses_are_large_and_outlined_dark_and_four_fit_in_the_band(game_id: str) -> None:
    """Houses were 16 units (about 8 px) with a white outline that vanished on a green band:
    now 20 units, bright green with a dark outline, and four still fit in the plot's band."""
    state = table(game_id)
    module = eurobusiness if game_id == "eurobusiness" else fortuna
    plots = [i for i, space in enumerate(state.RULES.spaces) if space.kind == "city"]
    own(state, 1, plots[:1], level=4)
    html = module.render(state.view(0), ui(0))
    corners = [
        (float(x), float(y))
        for x, y in re.findall(r'<path d="M([\d.]+) ([\d.]+)v-[^"]*" ' + HOUSE_MARK, html)
    ]
    assert len(corners) == 4
    widths = re.findall(r'<path d="M[\d.]+ [\d.]+v-[\d.]+l([\d.]+)-', html)
    assert all(2 * float(w) >= 20 for w in widths[:4])
    _, _, w, h, side = cell(module.THEME, plots[0])
    along = [c[0] if side in ("top", "bottom") else c[1] for c in corners]
    assert max(along) + 20 - min(along) <= (w if side in ("top", "bottom") else h)


@pytest.mark.parametrize(
    ("game_id", "english", "polish"),
    [
        ("eurobusiness", "10 × the dice", "10 × suma oczek"),
        ("fortuna", "500 × the token laid", "500 × liczba na położonym żetonie"),
    ],
)
def test_a_utilitys_rent_is_written_out_times_the_dice_or_the_token_laid(
    game_id: str, english: str, polish: str
) -> None:
    """A utility asks its factor times the dice's sum (Eurobusiness) or the token laid
    (Fortuna): written out in both languages (review 3: "500× żeton", "10× the roll" were
    cryptic; before, "10× ruch", a move), in the panels and on the deed's card alike."""
    state = table(game_id)
    module = eurobusiness if game_id == "eurobusiness" else fortuna
    utility = next(i for i, s in enumerate(state.RULES.spaces) if s.kind == "utility")
    own(state, 1, [utility])
    html = module.render(state.view(0), ui(0))
    card = opened(module.dialog, state.view(0), ui(0), f"deed:{utility}")[1]
    assert english in html and english in card
    i18n.set_language("pl")
    try:
        html = module.render(state.view(0), ui(0))
        card = opened(module.dialog, state.view(0), ui(0), f"deed:{utility}")[1]
    finally:
        i18n.set_language("en")
    assert polish in html and polish in card
    assert "× ruch" not in html and "× rzut" not in html and "× żeton<" not in html


def _short_of_a_deed(game_id: str, mortgaged: bool) -> tuple[EstateState, int]:
    """A table where seat 0 stands on a deed for sale with less cash than its price (and,
    `mortgaged`, with a deed of its own to mortgage)."""
    state = table(game_id)
    while state.phase != "buy":
        state.apply(state.legal_actions()[0])
    assert state.to_move == 0 and isinstance(state.pending, Purchase)
    space = state.pending.space
    if mortgaged:
        own(
            state,
            0,
            [next(i for i in state.RULES.deed_list if state.owner[i] == BANK and i != space)],
        )
    state.cash[state.purse[0]] = state.RULES.spaces[space].price - 1
    return state, space


@pytest.mark.parametrize("game_id", list(GAMES))
def test_buy_that_the_player_cannot_pay_stays_closed_and_says_why(game_id: str) -> None:
    """Review 3, explain what is closed: a deed landed on that costs more than the player has
    showed only "Decline". Buy stays beside the deed, closed, with the reason (cash and price);
    in Eurobusiness, where a player may mortgage or sell to raise it first, it says so too."""
    state, space = _short_of_a_deed(game_id, mortgaged=True)
    price = state.RULES.spaces[space].price
    view = state.view(0)
    assert "buy" not in {a["code"] for a in view["actions"]}
    reason = f"You have {money(VIEWS[game_id].THEME, price - 1)}; it costs"
    assert view["closed"]["buy"].startswith(reason)
    html = drawn(VIEWS[game_id], view, ui(0))
    assert "buy" in REFUSED.findall(html)
    assert re.search(r'class="closed-why" id="buy-why">' + re.escape(reason), html)
    assert 'data-action="decline"' in html  # beside it, open
    raise_it = "Mortgaging a deed (M)" in html
    assert raise_it == (game_id == "eurobusiness")  # Fortuna: only before laying a token
    assert state.view(1)["closed"] == {}  # only the mover is told


def _draw_the_kept_card(game_id: str) -> EstateState:
    """Seat 0 lands on a Chance space whose deck has the card kept until needed on top, and
    draws it."""
    state = table(game_id)
    rules = state.RULES
    kept = next(c for c in rules.cards if c.keep)
    space = next(i for i, s in enumerate(rules.spaces) if s.deck == kept.deck and i > 6)
    on_top(state, kept.deck, kept.id)
    if game_id == "fortuna":
        assert isinstance(state, FortunaState)
        lay(state, 5, 0, space - 5)
    else:
        turn(state, 0, space - 7)
        force(state, 3, 4)
        state.apply("roll")
    assert kept.id in state.held[0]
    return state


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_card_is_read_by_its_words_never_by_its_code(game_id: str) -> None:
    """Review 3: players read "Player 4 draws B10", a panel "Szansa S6 · Player 1" and "Kept
    cards: L1". The log says which deck and the card's words; the card's panel names the deck
    and the player; a kept card and a card in a trade are named by their first sentence. The
    code stays in actions (trade:give:L1) and records only."""
    module = VIEWS[game_id]
    state = _draw_the_kept_card(game_id)
    card = state.RULES.card(state.held[0][0])
    codes = re.compile(r"\b[BRSL]\d{1,2}\b")
    for language in ("en", "pl"):
        i18n.set_language(language)
        try:
            view = state.view(0)
            html = drawn(module, view, ui(0))
            log = " ".join(view["log"][-3:])
            name = str(card.name)
        finally:
            i18n.set_language("en")
        assert not codes.search(log), log
        assert name in log
        shown = re.sub(r'data-[a-z-]+="[^"]*"', "", html)  # codes stay in the actions
        assert not codes.search(shown), codes.findall(shown)
        assert name in re.findall(r"<div class=\"kept\">[^<]*</div>", html)[0]  # kept, named
    assert "draws a " in " ".join(state.view(0)["log"][-3:])
    # In a trade too, on the table and in the log's terms.
    other = 1
    own(state, other, [state.RULES.deed_list[0]])
    turn(state, 0)
    state.apply(f"trade:with:{other}")
    state.apply(f"trade:give:{card.id}")
    view = state.view(0)
    html = drawn(module, view, ui(0))
    assert f"the card “{card.name}”" in html
    assert not codes.search(re.sub(r'data-[a-z-]+="[^"]*"', "", html))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_pawn_in_the_detention_corner_covers_its_name(game_id: str) -> None:
    """Review 4: a detained pawn stood on the word "Szpital". Detained pawns stand above the
    corner's name, visiting ones below it; neither overlaps a line of the name."""
    state = table(game_id)
    spot = state.RULES.detention_space
    for seat in range(4):
        state.pos[seat] = spot
        state.detained[seat] = seat < 2  # two in the ward, two visiting
    module = VIEWS[game_id]
    html = module.render(state.view(0), ui(0))
    space = re.search(rf'<g class="space" data-space="{spot}".*?</g>', html, re.S)
    assert space is not None
    lines = [float(y) for y in re.findall(r'<tspan x="[\d.]+" y="([\d.]+)" font-size', space[0])]
    size = float(re.findall(r'font-size="(\d+)" font-weight="600"', space[0])[0])
    found = re.findall(rf'<circle cx="[\d.]+" cy="([\d.]+)" r="{PAWN}"', html)
    pawns = [float(cy) for cy in found]
    assert lines and len(pawns) == 4
    _, y, _, h, _ = cell(module.THEME, spot)
    for cy in pawns:
        assert y <= cy - PAWN and cy + PAWN <= y + h  # inside the corner
        for base in lines:  # a line's letters stand from about a size above its baseline
            assert cy + PAWN <= base - size or cy - PAWN >= base + 4
