"""The end: one player (or pair) left, the agreed number of rounds played, or all agreeing to
end now; then the rulebook's count of fortunes ranks the table. Bankrupt players rank below
all others, the later bankrupt above the earlier; equal fortunes share a rank.
"""

from __future__ import annotations

from typing import Any, Self

from pygames.core import Game, Outcome, seat_ref
from pygames.core.i18n import Listing, Text

from .table import Table


class Ending(Table):
    """The end of the game: the vote to end now, and the count of fortunes."""

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        self.voters: list[int] = []  # seats still to answer a proposal to end now
        self.finish_asked = False
        self.fortunes: list[tuple[int, ...]] = []  # each player's fortune after each round
        self.bankrupt_order: list[int] = []
        self.ended = ""  # why the game ended: "one", "time", "agreed"

    def clone(self) -> Self:
        other = super().clone()
        other.voters, other.fortunes = list(self.voters), list(self.fortunes)
        other.bankrupt_order = list(self.bankrupt_order)
        return other

    def _propose_end(self, seat: int) -> None:
        self.finish_asked = True
        n = len(self.order)
        start = self.order.index(self.current)
        self.voters = [s for k in range(1, n) if self.active[s := self.order[(start + k) % n]]]
        self.say(Text("{who} proposes to end the game now.", who=seat_ref(seat)))

    def _vote(self, seat: int, agree: bool) -> None:
        if agree:
            self.voters.pop(0)
            self.say(Text("{who} agrees to end now.", who=seat_ref(seat)))
            if not self.voters:
                self._end("agreed")
        else:
            self.voters = []
            self.say(Text("{who} refuses to end now; play goes on.", who=seat_ref(seat)))

    def still_in(self) -> int:
        """How many purses are still in the game (partners count as one)."""
        if len(self.cash) == self.players:
            return sum(self.active)
        return len({self.purse[s] for s in range(self.players) if self.active[s]})

    def _end(self, why: str) -> None:
        self.ended = why
        self.phase = "over"
        self.fortunes.append(tuple(self.fortune(s) for s in range(self.players)))
        result = self.outcome()
        parts = [
            Text("{who} {amount}", who=seat_ref(s), amount=self.money(int(result.scores[s])))
            for s in range(self.players)
        ]
        self.say(Text("The game is over: {fortunes}.", fortunes=Listing(parts)))

    def outcome(self) -> Outcome:
        scores = [self.fortune(s) for s in range(self.players)]
        order = self.bankrupt_order
        keys = [
            (self.active[s], scores[s], order.index(s) if s in order else len(order))
            for s in range(self.players)
        ]
        ranks = tuple(1 + sum(other > mine for other in keys) for mine in keys)
        winners = tuple(s for s in range(self.players) if ranks[s] == 1)
        detail = tuple(
            Text("{who}: bankrupt", who=seat_ref(s))
            if not self.active[s]
            else Text("{who}: fortune {amount}", who=seat_ref(s), amount=self.money(scores[s]))
            for s in range(self.players)
        )
        return Outcome(
            tuple(float(x) for x in scores),
            ranks,
            winners,
            self.RULES.currency,
            tuple(str(line) for line in detail),
        )

    def value(self, seat: int) -> float:
        """Won = 1; otherwise the seat's share of the fortunes still in play."""
        if self.phase == "over":
            winners = self.outcome().winners
            return 1.0 / len(winners) if seat in winners else 0.0
        if not self.active[seat]:
            return 0.0
        purses = {self.purse[s]: s for s in range(self.players) if self.active[s]}
        total = sum(self.fortune(s) for s in purses.values())
        return self.fortune(seat) / total if total > 0 else 0.0
