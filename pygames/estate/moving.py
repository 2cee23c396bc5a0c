"""Moving and landing: the order of play, the turn, the move, START, the spaces, Chance and
detention (jail, hospital).

A game changes how a pawn moves through three hooks: `_move_codes` (what the player may do to
move: roll the dice, or lay a token), `_do_move` (apply one of those codes) and `_order_draw`
(how a seat draws for the order of play). Spaces the engine does not know go to
`_land_special`, card effects it does not know to `_card_effect`.
"""

from __future__ import annotations

from typing import Any, ClassVar, Self

from pygames.core import Game, seat_ref
from pygames.core.i18n import N_, Glossed, Text

from . import auction as auctions
from .debts import Debts
from .pending import CardChoice, Claim, Purchase
from .rules import BANK, CHANCE, HOTEL, SEND_TO_DETENTION, TAX, Space

# A turn's haggling, left out of its recap: a trade's offers and an auction's bids (issue 29: they
# filled it, and who won the auction or what the trade came to was cut off below them).
HAGGLING = frozenset(
    {
        "{who} opens a trade with {partner}.",
        "{who} proposes to {partner}: {terms}.",
        "{who} changes the terms.",
        "{who} bids {amount}.",
        "{who} bids {amount}, within the most they will pay.",
        "{who} sets the most they will pay.",
        "{who} drops out of the auction.",
    }
)
# The lines of a turn's way there (its rolls and moves, a deed declined to the auction), recapped
# after what came of it.
ON_THE_WAY = (
    "{who} rolls ",
    "{who} moves ",
    "{who} pays {fine}, rolls ",
    "{who} declines ",
    "The Bank auctions ",
)


def _msgid(text: str | Text) -> str:
    return text.msgid if isinstance(text, Text) else text


class Moving(Debts):
    """The pawns, the dice, the order of play and the cards drawn."""

    # What the codes of `_move_codes` begin with (the part before any ':'): once a code is
    # known to be open, this tells a move from every other action without listing the moves.
    MOVE_HEADS: ClassVar[frozenset[str]] = frozenset({"roll"})

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        self.pos = [0] * players
        self.unseen = {deck: len(cards) for deck, cards in self.decks.items()}  # never shown
        self.order_queue = list(range(players))  # who still draws for the order of play
        self.order_draws: list[int | None] = [None] * players
        self.order_round = list(range(players))  # who draws in this round (a tie draws again)
        self.dice: list[int] = []  # the dice last rolled
        self.first = 0  # the total of a first double, still to be moved
        self.walk: tuple[int, int, int] | None = None  # the last move: (seat, from, spaces)
        # (card id, seat, the action that drew it): drawn in this turn, or by the last action
        self.last_card: tuple[str, int, int] | None = None
        # Whether the one whose turn it is has not acted in it yet: their last turn's recap
        # stays until their first act (issue 29: it left as their turn began).
        self.fresh = False
        # Who missed their last turn held and leaves at their next (issue 29: the panel said
        # "just visiting" while the log said "stays in Jail; out next turn").
        self.leaving = [False] * players
        # Each seat's last whole turn as (first log line, line after its last, the space it
        # ended on); the one now under way from `turn_began`. A player's own last turn is
        # recapped while the others play (issue 29: on a phone it showed only in the log).
        self.turns: list[tuple[int, int, int]] = [(0, 0, 0)] * players
        self.turn_began = 0

    def clone(self) -> Self:
        other = super().clone()
        other.pos, other.dice = list(self.pos), list(self.dice)
        other.turns, other.leaving = list(self.turns), list(self.leaving)
        other.order_queue, other.order_draws = list(self.order_queue), list(self.order_draws)
        other.order_round = list(self.order_round)
        other.unseen = dict(self.unseen)
        return other

    # --- the order of play --------------------------------------------------------------------
    def _order_draw(self, seat: int) -> int:
        """What `seat` draws for the order of play: two dice (ties draw again)."""
        return self.roll() + self.roll()

    def _order_code(self) -> str:
        return "roll"

    def _draw_order(self, seat: int) -> None:
        number = self._order_draw(seat)
        self.order_draws[seat] = number
        self.order_queue.pop(0)
        self.say(
            Text("{who} draws {number} for the order of play.", who=seat_ref(seat), number=number)
        )
        if self.order_queue:
            return
        # The draws stay on the table (the tied draw again over theirs): only this round counts.
        best = max(self.order_draws[s] or 0 for s in self.order_round)
        tied = [s for s in self.order_round if self.order_draws[s] == best]
        if len(tied) > 1:
            self.order_queue, self.order_round = list(tied), list(tied)
            self.say(
                Text(
                    "A tie for the highest: {who} draw again.",
                    who=Text(
                        "{some} and {last}",
                        some=", ".join(map(seat_ref, tied[:-1])),
                        last=seat_ref(tied[-1]),
                    ),
                )
            )
            return
        self._take_places(self._seating(tied[0]))
        self.say(Text("{who} starts.", who=seat_ref(self.order[0])))
        self._start_turn(self.order[0])

    def _seating(self, first: int) -> list[int]:
        """The order of play once `first` has won the draw: clockwise (seat order) from them."""
        return [(first + k) % self.players for k in range(self.players)]

    def _take_places(self, order: list[int]) -> None:
        """The players sit in the order of play (a game with partners pairs them by it)."""
        self.order = order

    # --- the turn -----------------------------------------------------------------------------
    def _start_turn(self, seat: int) -> None:
        if self.phase != "order":  # the turn before is over: what it wrote is its own
            self.turns[self.current] = (self.turn_began, self.log_written, self.pos[self.current])
        self.turn_began = self.log_written
        self.current = seat
        self.fresh = True
        self.takeover = None  # a bankruptcy of the turn before has been said
        self.leaving[seat] = False
        self.step = "pre"
        if self.last_card is not None and self.last_card[2] != len(self.history):
            self.last_card = None  # a card of an earlier turn has left the table
        self.first = 0
        self.pending = None
        self.built[seat] = 0
        self.proposals = [0] * self.players
        self.finish_asked = False
        self.phase = "turn"

    def recaps(self, seat: int | None) -> list[dict[str, Any] | None]:
        """Each player's last whole turn: what it wrote in the log, as `seat` may read it, and
        the space it ended on; None before their first turn is over. Every seat sees them all
        (the table shows each player their own)."""
        found: list[dict[str, Any] | None] = []
        for began, ended, at in self.turns:
            said = [text for text, to in self._log[began:ended] if to is None or to == seat]
            kept = [text for text in said if _msgid(text) not in HAGGLING]
            # What came of the turn first (rent, a deed bought or auctioned, a card), then the
            # rolls and moves that led there (issue 29: a phone's three lines ended on a roll).
            lines = [str(t) for t in kept if not _msgid(t).startswith(ON_THE_WAY)]
            lines += [str(t) for t in kept if _msgid(t).startswith(ON_THE_WAY)]
            found.append({"lines": lines, "at": at} if ended else None)
        return found

    def since_last_turns(self) -> dict[str, Any]:
        """What each seat's last turn left until its next: whether it leaves detention then
        (`leaving`); its recap stays until its first act of its next turn (`fresh`,
        `first_act`). Its card has left the table (issue 29, review 14: it stayed on through the
        bots' turns); the recap holds its words."""
        return {
            "leaving": list(self.leaving),
            "fresh": self.fresh,  # the one whose turn it is has not acted in it yet
        }

    def first_act(self, seat: int) -> None:
        """Before `seat` acts: its first act of its turn takes its last turn's recap away."""
        if self.fresh and seat == self.current:
            self.fresh = False

    def _next_turn(self) -> None:
        order = self.order
        n = len(order)
        start = order.index(self.current)
        seat = self.current  # where the search below ends if no one else is still in
        for k in range(1, n + 1):
            seat = order[(start + k) % n]
            if self.active[seat]:
                break
        if start + k >= n:
            self._round_over()
            if self.ended:
                return
        self._start_turn(seat)

    def _round_over(self) -> None:
        self.round += 1
        self.fortunes.append(tuple(map(self.fortune, range(self.players))))
        limit = self.options.get("rounds", 0) or self.RULES.round_cap
        if self.round >= limit:
            self._end("time")

    def _move_codes(self, seat: int) -> list[str]:
        """The codes that move `seat`'s pawn now: the dice."""
        return ["roll"]

    def _do_move(self, seat: int, code: str) -> None:
        """Roll two dice; a double rolls again (the sum of both moves), a second double detains."""
        a, b = self.roll(), self.roll()
        self.dice = [a, b]
        who = seat_ref(seat)
        if self.RULES.doubles and self.step == "pre" and a == b:
            self.first = a + b
            self.step = "again"
            self.say(Text("{who} rolls {a}+{b}: a double, roll again.", who=who, a=a, b=b))
            return
        if self.RULES.doubles and self.step == "again" and a == b:
            self.say(Text("{who} rolls {a}+{b}: a second double.", who=who, a=a, b=b))
            self._detain(seat)
            return
        total = self.first + a + b
        if self.first:  # the sum of both rolls, said as such (the pawn moves only now)
            self.say(
                Text(
                    "{who} rolls {a}+{b} and moves {count} space: {first} of the double and"
                    " {rest}.",
                    "{who} rolls {a}+{b} and moves {count} spaces: {first} of the double and"
                    " {rest}.",
                    who=who,
                    a=a,
                    b=b,
                    count=total,
                    first=self.first,
                    rest=a + b,
                )
            )
        else:
            self.say(
                Text(
                    "{who} rolls {a}+{b} and moves {count} space.",
                    "{who} rolls {a}+{b} and moves {count} spaces.",
                    who=who,
                    a=a,
                    b=b,
                    count=total,
                )
            )
        self._advance_pawn(seat, total)

    def _advance_pawn(self, seat: int, steps: int) -> None:
        """Move forward `steps` spaces, paid for passing START, and land."""
        self.step = "moved"
        self.moved = steps
        self.walk = (seat, self.pos[seat], steps)
        count = len(self.RULES.spaces)
        target = self.pos[seat] + steps
        if target >= count:
            target -= count
            if target or self.RULES.start_bonus_on_landing:
                self._pass_start(seat, landed=not target)
        self.pos[seat] = target
        self._land(seat)

    def _pass_start(self, seat: int, landed: bool) -> None:
        """The bonus, said as passing START or as stopping on it (a card's move, an exact roll)."""
        self._gain(seat, self.RULES.start_bonus)
        self.hotels_lap[seat] = 0
        if landed:
            said = N_("{who} lands on {start} and collects {amount}.")
        else:
            said = N_("{who} passes {start} and collects {amount}.")
        self.say(
            Text(
                said,
                who=seat_ref(seat),
                start=self.name(0),
                amount=self.money(self.RULES.start_bonus),
            )
        )

    # --- detention (jail, hospital) -----------------------------------------------------------
    def _detain(self, seat: int) -> None:
        """Straight to the detention space (never paid for START); the turn ends."""
        place = self.RULES.detention_space
        self.pos[seat] = place
        self.detained[seat] = self.RULES.detention_turns
        self.say(Text(self.RULES.sent_to_detention, who=seat_ref(seat)))
        if seat == self.current:
            self.step = "moved"
            self.first = 0

    def _stay(self, seat: int) -> None:
        self.detained[seat] -= 1
        left = self.detained[seat]
        place = Text(self.RULES.detained_where)
        if left:
            self.say(
                Text(
                    "{who} stays {place} ({count} more turn).",
                    "{who} stays {place} ({count} more turns).",
                    who=seat_ref(seat),
                    place=place,
                    count=left,
                )
            )
        else:
            self.leaving[seat] = True
            self.say(Text("{who} stays {place}; out next turn.", who=seat_ref(seat), place=place))
        self.step = "moved"

    def _bail(self, seat: int) -> None:
        """Pay the fine and roll: a double leaves; any other roll costs the rest and leaves."""
        rules = self.RULES
        fine = rules.detention_fine or 0
        self._pay(seat, BANK, fine)
        a, b = self.roll(), self.roll()
        self.dice = [a, b]
        self.detained[seat] = 0
        who = seat_ref(seat)
        if a == b:
            self.say(
                Text(
                    "{who} pays {fine}, rolls {a}+{b}: a double, free.",
                    who=who,
                    fine=self.money(fine),
                    a=a,
                    b=b,
                )
            )
        else:
            more = rules.detention_fine_total - fine
            self.say(
                Text(
                    "{who} pays {fine}, rolls {a}+{b}: no double; pays {more} more and is free.",
                    who=who,
                    fine=self.money(fine),
                    a=a,
                    b=b,
                    more=self.money(more),
                )
            )
            self._charge(seat, BANK, more)
        # the log says the move as after any roll (issue 29: the pawn left with no word of it)
        self.say(
            Text("{who} moves {count} space.", "{who} moves {count} spaces.", who=who, count=a + b)
        )
        self._advance_pawn(seat, a + b)

    def _release(self, seat: int) -> None:
        """A kept release card frees the player; it goes back under its deck."""
        card = self.held[seat].pop(0)
        self.decks[self.RULES.card(card).deck].put_under(card)
        self.detained[seat] = 0
        self.say(Text(self.RULES.released_by_card, who=seat_ref(seat)))

    # --- landing ------------------------------------------------------------------------------
    def _land(self, seat: int) -> None:
        index = self.pos[seat]
        space = self.RULES.spaces[index]
        if space.is_deed:
            holder = self.owner[index]
            if holder == BANK:
                if self.may_deal(seat):
                    self.pending = Purchase(index)
                else:
                    auctions.start_auction(self, index, seat)
            elif holder != seat and not self.mortgaged[index]:
                self._rent_due(seat, holder, index)
            return
        if space.kind == CHANCE:
            self._draw(seat, space.deck)
        elif space.kind == TAX:
            self.say(
                Text(
                    "{who} pays {amount}: {space}.",
                    who=seat_ref(seat),
                    amount=self.money(space.amount),
                    space=space.called,
                )
            )
            self._charge(seat, BANK, space.amount)
        elif space.kind == SEND_TO_DETENTION:
            self._detain(seat)
        else:
            self._land_special(seat, space)

    def _rent_due(self, seat: int, holder: int, index: int) -> None:
        if self.detained[holder] and not self.RULES.detained_collect_rent:
            self.say(Text("{who} is detained and collects no rent.", who=seat_ref(holder)))
            return
        if self.purse[holder] == self.purse[seat]:
            return  # partners share one purse
        amount = self.rent(index)
        if self.options.get("strict_claims"):
            self.pending = Claim(index, seat, amount)
            return
        self.say(
            Text(
                "{who} owes {owner} {amount} rent for {deed}.",
                who=seat_ref(seat),
                owner=seat_ref(holder),
                amount=self.money(amount),
                deed=self.name(index),
            )
        )
        self._big_rent(seat, holder, index, amount)
        self._charge(seat, holder, amount)

    def _land_special(self, seat: int, space: Space) -> None:
        """A hook for spaces the engine does not know; START, a visit and a free space do
        nothing."""

    # --- Chance -------------------------------------------------------------------------------
    def _draw(self, seat: int, deck: str) -> None:
        """Draw the top card of `deck`, follow it and slide it under the deck (or keep it)."""
        cards = self.decks[deck]
        (card_id,) = self.draw(cards)
        if self.unseen[deck]:
            self.unseen[deck] -= 1
        card = self.RULES.card(card_id)
        self.last_card = (card_id, seat, len(self.history))
        self.say(
            Text(
                "{who} draws {card}: “{text}”.",
                who=seat_ref(seat),
                card=self._a_card(deck),
                # Quoted, so its own colon and capital read as the card's (its stop after it).
                text=Glossed(card.text.rstrip("."), card.english.rstrip(".")),
            )
        )
        if card.keep:
            self.held[seat].append(card_id)
        else:
            cards.put_under(card_id)
        self._card_effect(seat, card_id, card.effect)

    def _a_card(self, deck: str) -> Text:
        """A hook: a card of `deck` as the log names it ("a Chance card"), not by its code."""
        return Text("a Chance card")

    def _card_effect(self, seat: int, card_id: str, effect: tuple[Any, ...]) -> None:
        kind = effect[0]
        if kind == "pay":
            self._charge(seat, BANK, effect[1])
        elif kind == "receive":
            self._gain(seat, effect[1])
        elif kind == "collect_each":
            for other in self.order:
                if other != seat and self.active[other]:
                    self._charge(other, seat, effect[1])
        elif kind == "pay_each":
            for other in self.order:
                if other != seat and self.active[other]:
                    self._charge(seat, other, effect[1])
        elif kind == "detain":
            self._detain(seat)
        elif kind == "goto":
            self._go_to(seat, effect[1])
        elif kind == "back":
            self.pos[seat] = (self.pos[seat] - effect[1]) % len(self.RULES.spaces)
            self._land(seat)
        elif kind == "pay_or_draw":
            self.pending = CardChoice(card_id)
        elif kind == "repairs":
            houses = hotels = 0
            for index in self.deeds[seat]:
                level = self.level[index]
                if level == HOTEL:
                    hotels += 1
                else:
                    houses += level
            self._charge(seat, BANK, houses * effect[1] + hotels * effect[2])

    def _go_to(self, seat: int, target: int) -> None:
        """A card's move forward to a named space: paid for passing or reaching START."""
        if target <= self.pos[seat]:
            self._pass_start(seat, landed=not target)
        self.pos[seat] = target
        self._land(seat)
