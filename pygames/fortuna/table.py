"""Fortuna on the estate engine: the engine with Fortuna's data and the hooks where its
rulebook differs from the classic game (its players, who read this table, are named above it:
state.py).

- Tokens instead of dice: each player's tokens 1-12 lie face up; a move spends one of the
  player's choice, and after the twelfth all twelve come back. (Option `dice`: two dice.)
- The order of play is drawn by lot (tokens scattered face down) and follows the numbers drawn.
- Hospital is the engine's detention with Fortuna's numbers (three missed rounds, rents still
  collected, dealings allowed, the "release from hospital" card).
- Holiday: offered by the corner or a Fate card; taken, it skips the player's next move; any
  dealing with the Bank or a partner ends it.
- The enrichment tax: 2,000 ducats or 10% of capital, chosen before counting.
- Pairs (option): the first and third, and the second and fourth, in the order of play share
  a purse and win together.
"""

from __future__ import annotations

from typing import Any, Self

from pygames.core import seat_ref
from pygames.core.i18n import Text, tr
from pygames.estate.pending import Choice
from pygames.estate.rules import BANK, Space
from pygames.estate.state import EstateState

from . import data
from .rules import RULES

HOLIDAY_CODES = ("holiday:take", "holiday:refuse")
TAX_CODES = ("tax:flat", "tax:percent")


class FortunaTable(EstateState):
    RULES = RULES
    MOVE_HEADS = frozenset({"roll", "token"})

    def __init__(self, game: Any, players: int, seed: int, options: dict[str, Any]) -> None:
        if options.get("pairs") and players != 4:
            raise ValueError(tr("The pairs variant is for 4 players."))
        self.tokens = [list(data.TOKENS) for _ in range(players)]  # each player's, face up
        self.holiday = [False] * players  # a holiday taken, its move still to be missed
        self.lots = list(data.TOKENS)  # the tokens face down for the draw of the order of play
        super().__init__(game, players, seed, options)

    def clone(self) -> Self:
        other = super().clone()
        other.tokens = [list(t) for t in self.tokens]
        other.holiday = list(self.holiday)
        other.lots = list(self.lots)
        return other

    # --- purses: the pairs variant ---------------------------------------------------------------
    def _start_money(self) -> int:
        """Each player's sum: 20,000 or the smaller sum agreed."""
        start: int = self.options.get("start_money", data.START_MONEY)
        return start

    def _take_places(self, order: list[int]) -> None:
        """Pairs: the players sit in the order the lot gives, so the first and third in the
        order of play are partners, and the second and fourth (docs/rulings.md: never two partners
        in a row); each pair puts its two sums in one purse."""
        super()._take_places(order)
        if not self.options.get("pairs") or len(self.cash) != self.players:
            return
        purse = [order.index(seat) % 2 for seat in range(self.players)]
        cash = [0, 0]
        for seat in range(self.players):
            cash[purse[seat]] += self.cash_of(seat)
        self.purse, self.cash = purse, cash
        self.fortunes[-1] = tuple(self.fortune(s) for s in range(self.players))

    # --- the order of play: by lot --------------------------------------------------------------
    def _order_code(self) -> str:
        return "lot"

    def _order_draw(self, seat: int) -> int:
        number = self.choose(self.lots)
        self.lots.remove(number)
        return number

    def _seating(self, first: int) -> list[int]:
        """Places by the seniority of the numbers drawn: the highest first."""
        draws = self.order_draws
        return sorted(range(self.players), key=lambda s: -(draws[s] or 0))

    # --- tokens ---------------------------------------------------------------------------------
    def _move_codes(self, seat: int) -> list[str]:
        if self.holiday[seat]:
            return []  # on holiday: no move, unless a dealing ends the holiday first
        if self.options.get("dice"):
            return ["roll"]
        return [f"token:{n}" for n in self.tokens[seat]]

    def _do_move(self, seat: int, code: str) -> None:
        if code == "roll":
            super()._do_move(seat, code)
            return
        number = int(code.partition(":")[2])
        tokens = self.tokens[seat]
        tokens.remove(number)
        self.dice = []
        self.say(Text("{who} lays token {number}.", who=seat_ref(seat), number=number))
        if not tokens:
            tokens.extend(data.TOKENS)
            self.say(
                Text("{who} has laid all twelve tokens and takes them back.", who=seat_ref(seat))
            )
        self._advance_pawn(seat, number)

    # --- holiday --------------------------------------------------------------------------------
    def _turn_actions(self, seat: int) -> list[str]:
        acts = super()._turn_actions(seat)
        if self.holiday[seat] and not self.detained[seat]:
            acts.append("rest")
        return acts

    def _apply_special(self, seat: int, code: str) -> None:
        if code != "rest":
            super()._apply_special(seat, code)
            return
        self.holiday[seat] = False
        self.step = "moved"
        self.say(Text("{who} spends the round on holiday.", who=seat_ref(seat)))

    def _transacted(self, seat: int) -> None:
        """Any dealing with the Bank or a partner ends a holiday: back to normal play."""
        if self.holiday[seat]:
            self.holiday[seat] = False
            self.say(Text("{who} gives up the holiday.", who=seat_ref(seat)))

    # --- spaces and cards of Fortuna's own -----------------------------------------------------
    def _land_special(self, seat: int, space: Space) -> None:
        if space.kind == data.HOLIDAY:
            self.pending = Choice("holiday")
        elif space.kind == data.ENRICHMENT:
            self.pending = Choice("tax")

    def _a_card(self, deck: str) -> Text:
        return Text("a Fate card") if deck == data.LOS else Text("a Chance card")

    def _card_effect(self, seat: int, card_id: str, effect: tuple[Any, ...]) -> None:
        kind = effect[0]
        if kind == "goto_utility":
            self._go_to(seat, effect[1])  # rent: 500 x the token that reached the Chance space
        elif kind == "holiday":
            self.pending = Choice("holiday")
        else:
            super()._card_effect(seat, card_id, effect)

    def _choice_actions(self, seat: int) -> list[str]:
        assert isinstance(self.pending, Choice)
        kind = self.pending.kind
        if kind == "holiday":
            return list(HOLIDAY_CODES)
        if kind == "tax":
            return list(TAX_CODES)
        return super()._choice_actions(seat)

    def _choose(self, seat: int, code: str) -> None:
        assert isinstance(self.pending, Choice)
        kind = self.pending.kind
        if kind not in ("holiday", "tax"):
            super()._choose(seat, code)
            return
        self.pending = None
        who = seat_ref(seat)
        if code == "holiday:take":
            self.holiday[seat] = True
            self.say(Text("{who} takes a holiday: the next move is missed.", who=who))
        elif code == "holiday:refuse":
            self.say(Text("{who} does not take the holiday.", who=who))
        else:
            amount = self.enrichment_tax(seat, code == "tax:percent")
            how = Text("10% of capital") if code == "tax:percent" else Text("the fixed sum")
            self.say(
                Text(
                    "{who} pays the enrichment tax, {how}: {amount}.",
                    who=who,
                    how=how,
                    amount=self.money(amount),
                )
            )
            self._charge(seat, BANK, amount)

    def enrichment_tax(self, seat: int, percent: bool) -> int:
        """2,000 ducats, or 10% of capital rounded down to a note (in the player's favour)."""
        if not percent:
            return data.ENRICHMENT_TAX
        note = self.RULES.smallest_note
        return self.capital(seat) * data.ENRICHMENT_PERCENT // 100 // note * note

    # --- words ----------------------------------------------------------------------------------
    def _describe_special(self, code: str) -> str:
        head, _, rest = code.partition(":")
        if head == "token":
            return tr("Lay token {number}", number=rest)
        if code == "lot":
            return tr("Draw a lot for the order of play")
        if code == "rest":
            return tr("Spend this round on holiday")
        if code == "holiday:take":
            # What it gains as well as costs (issue 29; the rulebook: rents are still collected).
            return tr("Take the holiday (miss the next move; rents still collected)")
        if code == "holiday:refuse":
            return tr("Refuse the holiday")
        if code == "tax:flat":
            return tr("Pay {amount}", amount=self.money(data.ENRICHMENT_TAX))
        if code == "tax:percent":
            return tr("Pay 10% of your capital")
        return super()._describe_special(code)

    def _turn_prompt(self, seat: int) -> str:
        if self.holiday[seat]:
            return tr(
                "{who} is on holiday: rest this round, or deal with the Bank or a partner and"
                " play on.",
                who=seat_ref(seat),
            )
        if self.options.get("dice"):
            return super()._turn_prompt(seat)
        return tr("{who}: build, trade, or lay a token to move.", who=seat_ref(seat))

    def _choice_prompt(self, seat: int) -> str:
        assert isinstance(self.pending, Choice)
        if self.pending.kind == "holiday":
            return tr(
                "{who}: take the holiday (miss the next move) or refuse it.", who=seat_ref(seat)
            )
        if self.pending.kind == "tax":
            return tr(
                "{who}: enrichment tax: pay {amount} or 10% of your capital (choose before"
                " counting).",
                who=seat_ref(seat),
                amount=self.money(data.ENRICHMENT_TAX),
            )
        return super()._choice_prompt(seat)

    # --- what a seat may see --------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        view = super()._view(seat)
        view["tokens"] = [sorted(t) for t in self.tokens]
        view["holiday"] = list(self.holiday)
        view["lots"] = len(self.lots)
        if self.pending == Choice("tax"):
            # "The decision must be made before counting your money" (docs/rulings.md: chosen
            # blind): no capital of the chooser on screen, nor of a partner, whose purse is the
            # same.
            blind = set(self.partners(self.current))
            view["fortune"] = [None if s in blind else f for s, f in enumerate(view["fortune"])]
            view["fortunes"] = [
                [None if s in blind else f for s, f in enumerate(row)] for row in view["fortunes"]
            ]
            outcome = self.outcome().to_json()  # replaces the one the kernel's view holds
            for key, hidden in (("scores", None), ("detail", "")):
                outcome[key] = [hidden if s in blind else x for s, x in enumerate(outcome[key])]
            view["outcome"] = outcome
        return view
