"""Eurobusiness and Fortuna trip-ups fresh reviewers met (issue 29): a bot's big raise at an
auction showed only in the log."""

from __future__ import annotations

import html
import re

from pygames.estate.rules import CITY
from pygames.fortuna import data as fortuna_data
from pygames.fortuna.table import FortunaTable
from tests.estate.helpers import auction_of, force, own
from tests.estate.view_helpers import table as estate_table
from tests.eurobusiness.helpers import land_on, table
from web.views import eurobusiness, fortuna
from web.views.common import UI
from web.views.estate.panels import CARD_BOX, card_lines
from web.views.shell import board_to_show

NAMES = ["Ann", "Bo", "Cy", "Di"]


def test_an_auction_jump_shows_on_the_table_marked_with_who_made_it() -> None:
    """A raise at the least bid reads "Bo bids ..."; a raise above it (a bot's jump) reads
    "Cy jumps to ... (the least bid was ...)" in a marked line of the auction panel."""
    state = table()
    force(state, 4, 5)
    state.apply("roll")
    state.apply("decline")
    state.apply("bid:120")
    html = eurobusiness.decision(state.view(3), UI(NAMES, seat=3))
    assert '<p class="auction-high"><bdi>Bo</bdi> bids 120' in html
    assert "jumps" not in html
    least = auction_of(state).minimum(state.RULES.auction_step)
    state.apply("bid:500")
    html = eurobusiness.decision(state.view(3), UI(NAMES, seat=3))
    jump = f"jumps to 500\u00a0$ (the least bid was {least}\u00a0$)"
    assert f'<p class="auction-high jump"><bdi>Cy</bdi> {jump}' in html


def test_a_closed_trade_button_says_why_in_its_title_and_in_a_line_it_names() -> None:
    """A reviewer clicked a closed "Offer a trade" and got no word: the button carries its
    reason as a title and names the line beside it that says it (which flashes on a click)."""
    state = table()
    state.proposals[0] = state.RULES.proposals_per_turn
    html = eurobusiness.render(state.view(0), UI(NAMES, seat=0))
    reason = "Trades proposed this turn: 3, as many as a turn allows."
    for seat in (1, 2, 3):
        button = re.search(rf'<button [^>]*data-action="trade:with:{seat}"[^>]*>', html)
        assert button is not None
        assert "data-refused" in button.group(0) and f'title="{reason}"' in button.group(0)
        assert f'aria-describedby="why-trade-{seat}"' in button.group(0)
        assert f'<span id="why-trade-{seat}">{reason}</span>' in html


def test_a_player_on_the_jail_space_but_not_held_reads_just_visiting() -> None:
    """A reviewer read "on Jail" for a player only visiting it: the board's words say so."""
    state = table()
    state.pos[1] = state.RULES.detention_space
    html = eurobusiness.render(state.view(0), UI(NAMES, seat=0))
    assert "on Jail, just visiting" in html
    state.pos[1] = 0
    html = eurobusiness.render(state.view(0), UI(NAMES, seat=0))
    assert "just visiting" not in html


def test_ones_own_last_turn_is_recapped_while_the_others_play_until_ones_next_decision() -> None:
    """Issue 29: on a phone the bots moved on within 1.5 s and what one's own turn did showed
    only in the Log tab. The panel says "Your last turn (now on ...):" and what it wrote (the roll,
    the purchase) while the others play, and no more once it is one's turn to decide again."""
    state = table()
    assert state.current == 0
    force(state, 2, 3, 1, 2, 2, 4, 3, 3, 1, 5, *[1, 2] * 20)
    state.apply("roll")  # 5 from Start: the first railway, for sale
    state.apply("buy")
    assert state.current == 1
    html = eurobusiness.decision(state.view(0), UI(NAMES, seat=0))
    recap = re.search(r'<p class="recap" data-recap="">(.*?)</p>', html)
    assert recap is not None
    assert "Your last turn (now on Southern Railways):" in recap.group(1)
    assert "<bdi>Ann</bdi> rolls 2+3" in recap.group(1) and "<bdi>Ann</bdi> buys" in recap.group(1)
    assert "<bdi>Bo</bdi>" not in recap.group(1)  # Bo's turn is under way: not Ann's
    while state.current != 0 or state.to_move != 0:
        state.apply("decline" if "decline" in state.legal_actions() else state.legal_actions()[0])
    html = eurobusiness.decision(state.view(0), UI(NAMES, seat=0))
    assert "data-recap" in html and "<bdi>Ann</bdi> buys" in html  # at Ann's next decision
    state.apply("roll")
    html = eurobusiness.decision(state.view(0), UI(NAMES, seat=0))
    assert "Your last turn" not in html  # Ann has acted: the recap has done its work


def test_ones_last_turn_and_card_stand_at_ones_next_decision_every_time() -> None:
    """Issue 29, the twelfth review: a roll, a card ("Go back to Start") and three bot turns
    passed unseen. At one's next decision, out of Jail too, the bar recaps one's last turn with
    the card's words (review 14: the card itself left the board as the turn passed)."""
    state = table()
    force(state, 3, 4, *[1, 2] * 40)
    state.apply("roll")  # 7 from Start: Chance
    while state.current == 0:
        state.apply("pass" if "pass" in state.legal_actions() else state.legal_actions()[0])
    assert state.last_card is not None and state.last_card[1] == 0
    card = state.last_card[0]
    words = state.RULES.card(card).english.rstrip(".")
    while state.current != 0 or state.to_move != 0:
        if state.to_move == 0:  # a bid in another's auction: one's decision, recapped too
            assert "data-recap" in eurobusiness.decision(state.view(0), UI(NAMES, seat=0))
        state.apply("decline" if "decline" in state.legal_actions() else state.legal_actions()[0])
    assert not state.detained[0]
    view = state.view(0)
    bar = eurobusiness.decision(view, UI(NAMES, seat=0))
    assert "data-recap" in bar and "<bdi>Ann</bdi> rolls 3+4" in bar
    assert html.escape(words, quote=False) in bar[bar.index("data-recap") :]
    assert f'data-key="card-{card}-' not in eurobusiness.render(view, UI(NAMES, seat=0))
    state.apply("roll")
    assert "rolls 3+4" not in eurobusiness.decision(state.view(0), UI(NAMES, seat=0))


def test_the_recap_is_headed_as_ones_last_turn_in_polish_not_as_ones_turn_now() -> None:
    """Issue 29: "Your turn (now on Chance):" above a bot's moves read as if one were to play;
    the recap is one's last turn, "Twoja ostatnia kolejka" in Polish."""
    from pygames.core import i18n

    state = table()
    force(state, 2, 3)
    state.apply("roll")
    state.apply("buy")
    i18n.set_language("pl")
    try:
        html = eurobusiness.decision(state.view(0), UI(NAMES, seat=0))
    finally:
        i18n.set_language("en")
    recap = re.search(r'<p class="recap" data-recap=""><strong>([^<]*)</strong>', html)
    assert recap is not None and recap.group(1).startswith("Twoja ostatnia kolejka (teraz na polu ")


def test_the_plus_that_builds_a_house_shows_what_the_house_costs() -> None:
    """Issue 29: the "+" that builds a house said its price only in its tooltip. It shows it on
    itself, open or refused: "+ 100 $" on a brown plot of Eurobusiness, the figure as the
    board prints it in Fortuna."""
    state = table()
    own(state, 0, (1, 3))
    html = eurobusiness.render(state.view(0), UI(NAMES, seat=0))
    plus = re.search(r'<button [^>]*data-action="build:3"[^>]*>([^<]*)</button>', html)
    assert plus is not None and plus.group(1) == "+ 100\u00a0$"
    for code in ("build:1", "build:3", "build:1"):
        state.apply(code)
    html = eurobusiness.render(state.view(0), UI(NAMES, seat=0))
    refused = re.search(r'<button [^>]*data-action="build:3" data-refused[^>]*>([^<]*)<', html)
    assert refused is not None and refused.group(1) == "+ 100\u00a0$"
    other = estate_table("fortuna")
    plot = next(s for s in other.RULES.spaces if s.kind == CITY)
    own(other, 0, other.RULES.members[plot.index])
    html = fortuna.render(other.view(0), UI(NAMES, seat=0))
    plus = re.search(rf'<button [^>]*data-action="build:{plot.index}"[^>]*>([^<]*)</button>', html)
    assert plus is not None and plus.group(1) == f"+ {plot.house:,}"


def test_a_railways_offer_shows_its_rents_as_the_deed_prints_them() -> None:
    """Issue 29: landing on a station (a railway), its offer beside the space said no rent. It
    says the rent for each number of them owned, as the deed does; a utility's, its factors."""
    state = table()
    land_on(state, 5)  # Koleje Południowe
    html = eurobusiness.render(state.view(0), UI(NAMES, seat=0))
    rent = re.search(r'<p class="deed-rent">([^<·]*)', html)  # before "· the whole card"
    assert rent is not None
    assert rent.group(1).strip() == (
        "Rent with 1 railway: 50\u00a0$; with 2: 100\u00a0$; with 3: 200\u00a0$; with 4: 400\u00a0$"
    )
    state = table()
    land_on(state, 12)  # the power station
    html = eurobusiness.render(state.view(0), UI(NAMES, seat=0))
    assert "Rent with 1 utility: 10 × the dice; with 2: 20 × the dice <span" in html


def test_ones_own_pawn_moving_asks_a_phone_to_show_the_board_once_for_that_move() -> None:
    """Issue 29: rolled from the Players tab, one did not see one's own pawn go to jail. The
    board names one's own move (a new key for each), never a bot's, nor a first double's."""
    state = table()
    force(state, 2, 3, 1, 2)
    assert board_to_show(eurobusiness.render(state.view(0), UI(NAMES, seat=0))) == ""
    state.apply("roll")  # 5 from Start
    mine = board_to_show(eurobusiness.render(state.view(0), UI(NAMES, seat=0)))
    assert mine
    assert board_to_show(eurobusiness.render(state.view(1), UI(NAMES, seat=1))) == ""
    state.apply("decline")
    while state.to_move != 1 or "roll" not in state.legal_actions():
        state.apply(state.legal_actions()[-1] if "pass" not in state.legal_actions() else "pass")
    assert board_to_show(eurobusiness.render(state.view(0), UI(NAMES, seat=0))) == mine
    state.apply("roll")  # Bo's pawn moves: Ann's board asks nothing new
    assert board_to_show(eurobusiness.render(state.view(0), UI(NAMES, seat=0))) == ""
    assert board_to_show(eurobusiness.render(state.view(1), UI(NAMES, seat=1))) not in ("", mine)


def _fortuna_trade() -> tuple[FortunaTable, list[int]]:
    """Fortuna with Ann (seat 0) to move, owning two plots, and Bo owning one."""
    state = estate_table("fortuna")
    assert isinstance(state, FortunaTable)
    plots = [s.index for s in state.RULES.spaces if s.kind == CITY]
    own(state, 0, plots[:2])
    own(state, 1, plots[2:3])
    return state, plots


def test_a_trade_says_before_accepting_or_proposing_that_it_ends_ones_holiday() -> None:
    """Issue 29: accepting a trade on holiday gave the holiday up with no warning (any dealing
    ends it, rulebook). Propose says so beforehand, and so does Accept; off holiday, neither."""
    state, plots = _fortuna_trade()
    state.holiday[0] = True
    for code in ("trade:with:1", f"trade:give:{plots[0]}", f"trade:take:{plots[2]}"):
        state.apply(code)
    html = fortuna.decision(state.view(0), UI(NAMES, seat=0))
    assert "If it is accepted, this trade ends your holiday." in html
    state.holiday[0] = False
    assert "data-holiday-note" not in fortuna.decision(state.view(0), UI(NAMES, seat=0))
    state.apply("trade:propose")
    state.holiday[1] = True
    html = fortuna.decision(state.view(1), UI(NAMES, seat=1))
    note = html.index("Accepting ends your holiday.")
    assert note < html.index('data-action="trade:accept"')
    state.apply("trade:accept")
    assert not state.holiday[1]  # as it said


def test_a_counter_offer_reads_what_one_gives_and_gets_beside_propose() -> None:
    """Issue 29: changing the terms of a bot's offer kept its whole offer ticked, and a reviewer
    gave away the deed they meant to keep. Beside Propose, "You give: ... · You get: ..." says
    the terms as they stand, following each tick."""
    state, plots = _fortuna_trade()
    labels = [fortuna.THEME.label(i) for i in plots[:3]]
    for code in ("trade:with:1", f"trade:give:{plots[0]}", f"trade:give:{plots[1]}"):
        state.apply(code)
    state.apply(f"trade:take:{plots[2]}")
    state.apply("trade:propose")
    state.apply("trade:counter")  # Bo changes the terms: Bo gives, Ann's two plots come
    html = fortuna.decision(state.view(1), UI(NAMES, seat=1))
    terms = re.search(r'<p class="trade-terms" data-trade-terms="">([^<]*)</p>', html)
    assert terms is not None
    assert terms.group(1) == f"You give: {labels[2]} · You get: {labels[0]}, {labels[1]}"
    state.apply(f"trade:take:{plots[1]}")  # untick one of Ann's plots
    html = fortuna.decision(state.view(1), UI(NAMES, seat=1))
    assert f"You give: {labels[2]} · You get: {labels[0]}</p>" in html
    assert html.index("data-trade-terms") < html.index('data-action="trade:propose"')


def test_the_whole_board_button_reads_follow_the_pawn_while_the_whole_board_shows() -> None:
    """Issue 29: "Whole board" pressed again changed nothing. While the whole board shows, the
    button carries its other words, "Follow the pawn" (a phone's style sheet shows them)."""
    state = estate_table("fortuna")
    whole = fortuna.render(state.view(0), UI(NAMES, seat=0, extra={"zoom": "1"}))
    button = re.search(r'<button type="button" data-zoom="fit"([^>]*)>(.*?)</button>', whole)
    assert button is not None and button.group(1) == ' data-whole=""'
    assert '<span class="fit-follow">Follow the pawn</span>' in button.group(2)
    followed = fortuna.render(state.view(0), UI(NAMES, seat=0))
    assert 'data-zoom="fit">' in followed and "data-whole" not in followed


def test_every_line_of_the_longest_fortuna_card_is_drawn_inside_its_box() -> None:
    """Issue 29: the Swiss Valley skating rink card's last line was cut off in the board's
    centre. Each card, the longest too, draws all its words, in English with its print, every
    baseline inside the card's box and no type below 13 units."""
    _, top, _, height = CARD_BOX
    for card in fortuna_data.CARDS:
        drawn = {"english": card.english, "text": card.text}
        lines = card_lines(drawn)
        said = html.unescape(" ".join(re.sub(r"<[^>]+>", "", line) for line in lines))
        # every word, its no-break spaces kept ("1\u00a0000\u00a0dukatów", review 11)
        assert said == re.sub(r"[ \n]+", " ", f"{card.english} {card.text}")
        for line in lines:
            match = re.search(r'y="(\d+)" font-size="(\d+)"', line)
            assert match is not None
            assert top + 40 < int(match.group(1)) <= top + height - 8
            assert int(match.group(2)) >= 13
