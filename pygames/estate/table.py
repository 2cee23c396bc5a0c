"""The table of an estate game: what lies on it and the facts read from it.

`Table` holds the state every part shares (purses, deeds, buildings, decks, whose turn) and
answers the questions the rules and the bots ask of it: rents, whole sets, fortunes, what the
Bank would pay; it pays and receives. The parts stand on it one above another, each owning its
own fields and calling only those below (docs/design.md, "The estate engine"): Ending
(ending.py), Banking (bank.py), Debts (debts.py), Moving (moving.py), Words (words.py), and the
contract, EstateState (state.py). The auction and trade rules (auction.py, trade.py) are
functions of the part they need.

Ownership is kept two ways: `owner` per space, and `held_in` per seat and set (how many of a
colour group, or of the railways, one seat holds), so that rent and "whole set" are one lookup
in the engine's hottest paths. Change owners only through `_set_owner`.

What a seat's deeds add up to (`Holdings`: the highest rent they ask, their worth in the count
of fortunes, the facts the default player weighs each turn) is found when first read after a
change and kept until the next: `_rents_changed` follows every change of deeds, buildings or
mortgages, and a turn or a round reads it many times in between.
"""

from __future__ import annotations

from bisect import insort
from typing import Any, ClassVar, NamedTuple, Self

from pygames.core import Deck, Game, State, seat_ref
from pygames.core.i18n import Glossed, Listing, Money, Text

from .bidding import Auction
from .offer import Answer, Refusal, Trade
from .pending import Pending
from .rules import BANK, CITY, COUNTED, HOTEL, UTILITY, EstateRules, Space

_LIST_FIELDS = (
    "cash", "purse", "active", "detained", "owner", "level", "holdings", "mortgaged", "order",
    "auction_queue", "proposals", "moments", "refusals",
)  # fmt: skip
BIG_RENTS = 5  # the biggest rents of a game kept as its turning points


class Holdings(NamedTuple):
    """What one seat's deeds add up to as things stand (`Table.holdings_of`); a named tuple,
    the quickest to make."""

    threat: int  # the highest rent they ask now (a utility at 7, the dice's mean)
    worth: int  # deeds at their price (mortgaged: the loan) and buildings at theirs
    mortgaged: tuple[int, ...]  # the mortgaged ones, in board order
    buildable: bool  # a whole colour group with a plot below a hotel
    one_short: bool  # a colour group lacking one deed


class Table(State):
    """The shared state of one estate table, the lowest of its parts (see the module docstring)."""

    RULES: ClassVar[EstateRules]

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        rules = self.RULES
        count = len(rules.spaces)
        self.purse = self._purses(players)  # seat -> the purse it pays from (pairs share one)
        self.cash = [self._start_money()] * (max(self.purse) + 1)
        self.active = [True] * players
        self.detained = [0] * players  # turns still to miss (jail, hospital)
        self.held: list[list[str]] = [[] for _ in range(players)]  # kept Chance cards
        self.owner = [BANK] * count
        self.deeds: list[list[int]] = [[] for _ in range(players)]  # each seat's, in board order
        self.held_in = [[0] * count for _ in range(players)]  # seat -> space -> owned of its set
        self.level = [0] * count  # 0-4 houses, 5 a hotel
        self.holdings: list[Holdings | None] = [None] * players  # per seat; None: to be found
        self.mortgaged = [False] * count
        self.decks: dict[str, Deck[str]] = {
            deck: Deck(self.shuffled(rules.deck_ids[deck])) for deck in rules.decks
        }
        self.order = list(range(players))  # the order of play, set at the start
        self.current = 0
        self.phase = "order"
        self.step = "pre"  # pre (before moving), again (after a double), moved (done)
        self.moved = 0  # the number this turn's move took (utility rent)
        self.pending: Pending | None = None  # what must be answered first (pending.py)
        self.auction: Auction | None = None
        self.auction_queue: list[tuple[int, int]] = []  # (deed, seat the bidding starts after)
        self.trade: Trade | None = None
        self.proposals = [0] * players  # trade proposals this turn
        self.refusals: list[Refusal] = []  # terms refused in the last rounds, in view of all
        self.answer: Answer | None = None  # the last trade answered, until its proposer acts
        self.round = 0  # rounds of turns completed
        # The turning points the chart at the end marks, as (round, kind, seat, other, space,
        # amount): "rent" (seat the owner, other the payer), "set" (seat completes the colour
        # set of `space`), "bankrupt" (seat, to other: a player or BANK). See `_moment`.
        self.moments: list[tuple[int, str, int, int, int, int]] = []

    # --- what a game may change ---------------------------------------------------------------
    def _purses(self, players: int) -> list[int]:
        """Seat -> purse. One each; a game with a pairs variant shares a purse between partners."""
        return list(range(players))

    def _start_money(self) -> int:
        return self.RULES.start_money

    # --- copying ------------------------------------------------------------------------------
    def clone(self) -> Self:
        """A fast copy: lists copied one level deep, small objects by their own copy()."""
        other = self._copy()
        for name in _LIST_FIELDS:
            setattr(other, name, list(getattr(self, name)))
        other.held = [list(h) for h in self.held]
        other.held_in = [list(h) for h in self.held_in]
        other.deeds = [list(d) for d in self.deeds]
        other.decks = {k: v.copy() for k, v in self.decks.items()}
        other.auction = self.auction.copy() if self.auction else None
        other.trade = self.trade.copy() if self.trade else None
        return other

    # --- facts --------------------------------------------------------------------------------
    def space(self, index: int) -> Space:
        return self.RULES.spaces[index]

    def name(self, index: int) -> Glossed:
        """Space `index` as a message names it, in the language of the moment."""
        return self.RULES.spaces[index].called

    def group_word(self, group: str) -> Any:
        """A colour group as a message names it (the game's `group_words`, else as printed)."""
        return self.RULES.group_words.get(group, group)

    def money(self, amount: int) -> Money:
        return Money(amount, self.RULES.currency)

    def cash_of(self, seat: int) -> int:
        return self.cash[self.purse[seat]]

    def partners(self, seat: int) -> list[int]:
        """`seat` and whoever shares its purse, in seat order."""
        if len(self.cash) == self.players:
            return [seat]
        purse = self.purse[seat]
        return [s for s in range(self.players) if self.purse[s] == purse]

    def deeds_of(self, seat: int) -> list[int]:
        """The deeds `seat` owns, in board order (a copy: safe to change owners while reading)."""
        return list(self.deeds[seat])

    def group_of(self, index: int) -> tuple[int, ...]:
        return self.RULES.members[index]

    def whole(self, seat: int, index: int) -> bool:
        """Whether `seat` owns every deed of the set `index` belongs to."""
        return self.held_in[seat][index] == self.RULES.set_size[index]

    def group_built(self, index: int) -> bool:
        level = self.level
        return any(level[i] for i in self.RULES.members[index])

    def _set_owner(self, index: int, seat: int) -> None:
        """Give a deed to `seat` (BANK to return it), keeping the per-set counts."""
        old = self.owner[index]
        if old == seat:
            return
        members = self.RULES.members[index]
        if old != BANK:
            counts = self.held_in[old]
            for i in members:
                counts[i] -= 1
            self.deeds[old].remove(index)
        if seat != BANK:
            counts = self.held_in[seat]
            for i in members:
                counts[i] += 1
            insort(self.deeds[seat], index)
        self.owner[index] = seat
        for changed in (old, seat):
            if changed != BANK:
                self._rents_changed(changed)
        if seat != BANK and self.RULES.spaces[index].kind == CITY and self.whole(seat, index):
            self._set_completed(seat, index)

    def _rents_changed(self, seat: int) -> None:
        """Call after any change to the deeds, buildings or mortgages of `seat`: its
        `holdings_of` are found again when next read."""
        self.holdings[seat] = None

    def _building_added(self, seat: int, index: int, before: int) -> None:
        """Call after a building is bought on `index` of `seat`, whose rent at the dice's mean
        was `before`: known holdings are brought up to date rather than found again (a bot
        builds a house an action, and reads them before the next). Only the building's price
        and that one rent change; the set stops being buildable only once all of it has hotels,
        and then, or if the rent fell (no rulebook's does), they are found again."""
        known = self.holdings[seat]
        if known is None:
            return
        level = self.level
        after = self.rent(index, 7)
        if after < before or (
            level[index] == HOTEL and all(level[i] == HOTEL for i in self.RULES.members[index])
        ):
            self.holdings[seat] = None
            return
        threat = after if after > known.threat else known.threat
        worth = known.worth + self.RULES.house_prices[index]
        self.holdings[seat] = Holdings(threat, worth, known.mortgaged, True, known.one_short)

    def holdings_of(self, seat: int) -> Holdings:
        """What `seat`'s deeds add up to (read by the bots every turn, and by the count of
        fortunes every round): kept from one change to the next."""
        known = self.holdings[seat]
        if known is not None:
            return known
        rules, level, mortgaged, rent = self.RULES, self.level, self.mortgaged, self.rent
        prices, mortgages, houses = rules.prices, rules.mortgages, rules.house_prices
        threat = worth = 0
        pledged = []
        for index in self.deeds[seat]:
            if mortgaged[index]:
                pledged.append(index)
                worth += mortgages[index] + houses[index] * level[index]
            else:
                asked = rent(index, 7)
                if asked > threat:  # (no max() call, nor a generator below: a hot path)
                    threat = asked
                worth += prices[index] + houses[index] * level[index]
        held = self.held_in[seat]
        buildable = one_short = False
        for first, size, members in rules.group_heads:
            missing = size - held[first]
            if missing == 1:
                one_short = True
            elif not missing and not buildable:
                for i in members:
                    if level[i] < HOTEL:
                        buildable = True
                        break
        known = Holdings(threat, worth, tuple(pledged), buildable, one_short)
        self.holdings[seat] = known
        return known

    def rent(self, index: int, number: int | None = None) -> int:
        """The rent due on a deed from its card, as things stand (`number`: the move's number,
        for a utility; by default this turn's)."""
        space = self.RULES.spaces[index]
        holder = self.owner[index]
        kind = space.kind
        if kind == CITY:
            level = self.level[index]
            if level:
                return space.rents[level]
            whole = self.held_in[holder][index] == self.RULES.set_size[index]  # (a hot path)
            return space.rents[0] * (2 if whole else 1)
        count = self.held_in[holder][index]
        if kind == UTILITY:
            return self.RULES.utility_factors[count] * (self.moved if number is None else number)
        if kind in COUNTED:
            return self.RULES.counted_rents[kind][count]
        return 0

    def capital(self, seat: int) -> int:
        """Cash and property as the rulebooks count it: deeds at their price (mortgaged ones at
        their mortgage value) and buildings at their price (a hotel as 4 houses + the fee, one
        house price more). Partners' purse counted once."""
        if not self.active[seat]:
            return 0
        total = self.cash[self.purse[seat]]
        for partner in (seat,) if len(self.cash) == self.players else self.partners(seat):
            total += self.holdings_of(partner).worth
        return total

    def fortune(self, seat: int) -> int:
        return self.capital(seat)

    def raisable(self, seat: int) -> int:
        """All the cash the Bank would give for `seat`'s buildings and unmortgaged deeds."""
        total = 0
        rules = self.RULES
        spaces, level, mortgaged = rules.spaces, self.level, self.mortgaged
        for index in self.deeds[seat]:
            space = spaces[index]
            total += rules.sale_value(space, level[index])
            if not mortgaged[index]:
                total += space.mortgage
        return total

    def unmortgage_cost(self, index: int) -> int:
        space = self.RULES.spaces[index]
        return space.mortgage + self.RULES.interest(space)

    def may_deal(self, seat: int) -> bool:
        """Whether `seat` may buy, bid, build and trade now (a detained player may not, where the
        rulebook says so)."""
        return self.active[seat] and (not self.detained[seat] or self.RULES.detained_deal)

    # --- the story ----------------------------------------------------------------------------
    def _moment(
        self, kind: str, seat: int, other: int = BANK, space: int = -1, amount: int = 0
    ) -> None:
        """Keep a turning point of the game for the chart at its end (`moments`)."""
        self.moments.append((self.round, kind, seat, other, space, amount))

    def _set_completed(self, seat: int, index: int) -> None:
        """A colour set whole in one hand for the first time: a turning point (a set taken
        apart and made whole again by the same player is no news, and would let the record
        grow with every such trade)."""
        members = self.RULES.members[index]
        if not any(m[1] == "set" and m[2] == seat and m[4] in members for m in self.moments):
            self._moment("set", seat, space=index)

    def _big_rent(self, payer: int, owner: int, index: int, amount: int) -> None:
        """Keep a rent among the game's turning points if it is one of its `BIG_RENTS` biggest
        and at least a fifth of the start money: few enough to mark on a chart, and a record
        that stays small however long the game."""
        if amount < self._start_money() // 5:
            return
        rents = [m for m in self.moments if m[1] == "rent"]
        if len(rents) >= BIG_RENTS:
            least = min(rents, key=lambda m: m[5])
            if amount <= least[5]:
                return
            self.moments.remove(least)
        self._moment("rent", owner, payer, index, amount)

    # --- money --------------------------------------------------------------------------------
    def _gain(self, seat: int, amount: int) -> None:
        self.cash[self.purse[seat]] += amount

    def _pay(self, debtor: int, creditor: int, amount: int) -> None:
        self.cash[self.purse[debtor]] -= amount
        if creditor != BANK:
            self.cash[self.purse[creditor]] += amount

    def _transacted(self, seat: int) -> None:
        """A hook: `seat` has just dealt with the Bank or a player (a game may end a holiday)."""

    def _bought(self, seat: int, index: int) -> None:
        """After a purchase (or an auction won): a city set it completes is said with when one
        may build on it (issue 29: the turn passed and the buyer did not know when)."""
        members = self.RULES.members[index]
        if self.RULES.spaces[index].kind == CITY and self.held_in[seat][index] == len(members):
            self.say(
                Text(
                    "Set complete ({deeds}): {who} may build at their next turn, before moving.",
                    deeds=Listing([self.name(i) for i in members]),
                    who=seat_ref(seat),
                )
            )
        self._transacted(seat)
