"""The rulings of the fidelity review (docs/rulings.md, Eurobusiness, in bold): a debt is paid to
its creditor, no lending, interest in notes; and, over hundreds of whole games, a bankrupt's
property always reaches its creditor or the Bank's auction while money is conserved."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

import pytest

from pygames.core import Game, IllegalAction, choose
from pygames.estate.rules import BANK
from pygames.eurobusiness import GAME
from pygames.eurobusiness.state import EurobusinessState

from .helpers import dice, own, table, turn

ITALY = (6, 8, 9)
AUSTRIA = (37, 39)


def owe_seat_1(state: EurobusinessState) -> None:
    """Seat 0 lands on Wiedeń with a hotel (seat 1's) and owes 4,000 $ it cannot pay at once."""
    own(state, 1, AUSTRIA, level=5)
    own(state, 0, (5, *ITALY, 15))
    state.cash[0] = 1000
    turn(state, 0, 36)
    dice(state, 1, 2)
    state.apply("roll")
    assert state.phase == "debt" and state.debts == [[0, 1, 4000]]


def test_a_debt_is_paid_to_its_creditor_not_dodged() -> None:
    """docs/rulings.md: while a player owes, the only trades open to them are with their creditor.
    The filed case: seat 0 owes seat 1 4,000 $ and tries to hand deeds 5, 6, 8, 9, 15 to seat 2."""
    state = table()
    owe_seat_1(state)
    assert "trade:with:2" not in state.legal_actions()
    assert [a for a in state.legal_actions() if a.startswith("trade:with:")] == ["trade:with:1"]
    with pytest.raises(IllegalAction, match="a debt is paid to its creditor, @1"):
        state.apply("trade:with:2")
    state.apply("trade:with:1")  # paying part of the debt in deeds, at an agreed value
    for code in ("trade:give:5", "trade:give:15", "trade:cash:-800", "trade:propose"):
        state.apply(code)
    state.apply("trade:accept")
    assert state.owner[5] == state.owner[15] == 1 and state.debts == [[0, 1, 3200]]


def test_a_debtor_opens_at_most_3_trades_a_turn_with_the_creditor() -> None:
    """The per-turn cap on trade proposals holds in debt too (issue 18): a debtor could open and
    drop trades with the creditor for ever, and the game would never end."""
    state = table()
    owe_seat_1(state)
    for _ in range(3):
        state.apply("trade:with:1")
        state.apply("trade:cancel")
    assert state.phase == "debt"
    assert not any(a.startswith("trade:") for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="Trades proposed this turn: 3"):
        state.apply("trade:with:1")


def test_a_debtor_to_the_bank_trades_with_nobody() -> None:
    """docs/rulings.md: owing the Bank, there are no trades; the rest is raised from the Bank."""
    state = table()
    own(state, 0, ITALY)
    state.cash[0] = 100
    turn(state, 0, 1)
    dice(state, 1, 2)
    state.apply("roll")  # guarded parking: 400 $ to the Bank
    assert state.phase == "debt" and state.debts[0][1] == BANK
    assert not any(a.startswith("trade:") for a in state.legal_actions())
    with pytest.raises(IllegalAction, match="owes the Bank: no trade until it is paid"):
        state.apply("trade:with:1")


def test_a_bankrupts_deeds_all_go_to_the_creditor() -> None:
    """docs/rulings.md: a bankrupt's property goes to the creditor whole."""
    state = table()
    owe_seat_1(state)
    for index in (5, *ITALY, 15):
        state.apply(f"mortgage:{index}")
    assert state.check("bankrupt") is None
    state.apply("bankrupt")
    assert all(state.owner[i] == 1 for i in (5, *ITALY, 15))


@pytest.mark.parametrize(
    ("codes", "what"),
    [
        (("trade:cash:+500",), "cash for nothing"),
        (("trade:give:6",), "a deed for nothing"),
        (("trade:take:6",), "a deed for nothing"),
        (("trade:cash:-500",), "cash for nothing"),
    ],
)
def test_no_lending_a_trade_moves_a_deed_and_each_side_gives(
    codes: tuple[str, ...], what: str
) -> None:
    """docs/rulings.md: every trade is a sale or an exchange; cash for nothing, or a deed for
    nothing, is lending or a gift and is refused with the rulebook's reason ("Nie wolno pożyczać
    innym grającym gotówki, nieruchomości lub budynków")."""
    state = table()
    own(state, 0, [6] if "give" in codes[0] else [])
    own(state, 1, [6] if "take" in codes[0] else [])
    state.apply("trade:with:1")
    for code in codes:
        state.apply(code)
    assert "trade:propose" not in state.legal_actions(), what
    with pytest.raises(IllegalAction, match="forbids lending"):
        state.apply("trade:propose")


def test_a_sale_of_a_kept_card_is_no_lending() -> None:
    """The rulebook lets a kept jail card be sold ("do wykorzystania lub sprzedania"): a card for
    cash is a sale."""
    state = table()
    state.held[1] = ["B7"]
    for code in ("trade:with:1", "trade:take:B7", "trade:cash:+50", "trade:propose"):
        state.apply(code)
    state.apply("trade:accept")
    assert state.held[0] == ["B7"] and state.cash[0] == 2950


def test_bots_never_accept_lending() -> None:
    """A gift can never reach a bot's answer: it cannot be proposed."""
    state = table()
    own(state, 0, [39])
    for code in ("trade:with:1", "trade:give:39"):
        state.apply(code)
    assert "trade:propose" not in state.legal_actions()


def counter_three_times(state: EurobusinessState) -> None:
    own(state, 1, [6])
    for code in ("trade:with:1", "trade:take:6", "trade:cash:+100", "trade:propose"):
        state.apply(code)
    for _ in range(3):
        state.apply("trade:counter")
        state.apply("trade:propose")


@pytest.mark.parametrize(
    ("setup", "code", "reason"),
    [
        (lambda s: own(s, 0, (1, 3), level=1), "trade:give:1", "Buildings stand in the Greece set"),
        (lambda s: own(s, 1, (1, 3), level=1), "trade:take:3", "Buildings stand in the Greece set"),
        (lambda s: own(s, 1, [6]), "trade:give:6", "Neapol is not yours"),
        (lambda s: own(s, 2, [6]), "trade:take:6", "Neapol is not @1's"),
        (lambda s: None, "trade:give:2", "Chance is not a deed"),
        (lambda s: None, "trade:take:B7", "@1 does not hold that card"),
        (lambda s: None, "trade:propose", "Put something in the trade first"),
    ],
)
def test_refusals_of_the_trade_table_say_their_rule(
    setup: Callable[[EurobusinessState], None], code: str, reason: str
) -> None:
    """Issue 18: a refused trade step says the rule that refuses it, not "is not open now"."""
    state = table()
    setup(state)
    state.apply("trade:with:1")
    assert code not in state.legal_actions()
    assert reason in (state.check(code) or "")
    with pytest.raises(IllegalAction, match=reason):
        state.apply(code)


def test_refusals_of_opening_and_answering_trades_say_their_rule() -> None:
    """Issue 18: opening a trade with oneself or a jailed player, a fourth proposal in a turn,
    a fourth counter-offer and a seventeenth change each say their rule."""
    state = table()
    assert "Choose another player" in (state.check("trade:with:0") or "")
    state.detained[2] = 2
    assert "@2 is detained" in (state.check("trade:with:2") or "")
    counter_three_times(state)
    assert state.trade is not None and state.trade.proposed and state.to_move == 0
    assert "as often as allowed" in (state.check("trade:counter") or "")
    state.apply("trade:refuse")
    for _ in range(2):
        state.apply("trade:with:1")
        state.apply("trade:cancel")
    assert "Trades proposed this turn: 3" in (state.check("trade:with:3") or "")
    state = table()
    own(state, 1, [6])
    state.apply("trade:with:1")
    for _ in range(8):
        state.apply("trade:take:6")
        state.apply("trade:take:6")
    assert "changed often enough" in (state.check("trade:take:6") or "")


def test_interest_in_notes_rounded_down_to_5() -> None:
    """docs/rulings.md: the 10% interest is rounded down to the smallest note (5 $), in the player's
    favour: Saloniki's 60 $ loan is repaid with 65 $, not 66 $."""
    state = table()
    own(state, 0, [1])
    state.apply("mortgage:1")
    assert state.cash[0] == 3060
    assert state.unmortgage_cost(1) == 65
    state.apply("unmortgage:1")
    assert state.cash[0] == 2995


# --- over whole games -------------------------------------------------------------------------


class Audited(EurobusinessState):
    """Eurobusiness that books every payment to and from the Bank and checks each bankruptcy."""

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        self.bank_in = self.bank_out = 0
        self.bankruptcies = 0
        super().__init__(game, players, seed, options)

    def _gain(self, seat: int, amount: int) -> None:
        self.bank_out += amount
        super()._gain(seat, amount)

    def _pay(self, debtor: int, creditor: int, amount: int) -> None:
        if creditor == BANK:
            self.bank_in += amount
        super()._pay(debtor, creditor, amount)

    def _bankrupt(self, debtor: int, creditor: int) -> None:
        deeds = self.deeds_of(debtor)
        cards = list(self.held[debtor])
        super()._bankrupt(debtor, creditor)
        self.bankruptcies += 1
        if creditor == BANK:
            queued = {index for index, _ in self.auction_queue}
            if self.auction is not None:
                queued.add(self.auction.space)
            auctioned = {i for i in deeds if self.owner[i] != debtor}
            assert set(deeds) <= queued | auctioned, "a deed escaped the Bank's auction"
            assert all(self.owner[i] != debtor for i in deeds)
        else:
            assert all(self.owner[i] == creditor for i in deeds), "a deed escaped the creditor"
            assert all(card in self.held[creditor] for card in cards)


AUDITED = dataclasses.replace(GAME, state_class=Audited)


def money_is_conserved(state: Audited) -> None:
    start = GAME.new(state.players, 0).RULES.start_money * state.players
    assert sum(state.cash) == start + state.bank_out - state.bank_in


def random_move(state: Audited, rng: random.Random) -> str:
    """A random legal action; trade steps (a large share of every list) only now and then, so
    that random games also reach bankruptcies, and never a proposal to end."""
    acts = [a for a in state.legal_actions() if a != "finish"]
    plain = [a for a in acts if not a.startswith("trade:")]
    return rng.choice(acts if not plain or rng.random() < 0.15 else plain)


def test_a_bankrupts_property_reaches_its_creditor_and_money_is_conserved() -> None:
    """Issue 8's property test: over hundreds of random and bot games, a bankrupt's property
    always reaches its creditor (or the Bank's auction), and money is conserved."""
    bankruptcies = 0
    for seed in range(300):
        players = 2 + seed % 5
        bots = seed % 3 != 0  # two games in three between default bots, one at random
        options = {"fast_start": seed % 4 == 0, "rounds": 60 if bots else 25}
        state = AUDITED.new(players, seed, options)
        assert isinstance(state, Audited)
        rng = random.Random(seed)
        bot = AUDITED.make_bot("heuristic")
        while not state.over:
            state.apply(choose(bot, state, rng) if bots else random_move(state, rng))
            money_is_conserved(state)
        bankruptcies += state.bankruptcies
    assert bankruptcies > 200  # the property was checked many times over
