"""The Bank: houses and hotels bought evenly on whole sets and sold back at half, mortgages
taken and repaid with interest. Each `*_block` is the rule: the bots and the lists of actions
ask it, and `why_not_bank` words its reason for an illegal click.
"""

from __future__ import annotations

from itertools import product
from typing import Any, Self

from pygames.core import Game, seat_ref
from pygames.core.i18n import N_, Listing, Plural, Text, tr

from .ending import Ending
from .rules import CITY, HOTEL

# A message (or one with plural forms) and its arguments, translated when shown.
Reason = tuple[str | Plural, dict[str, Any]]
_BLOCKS = {head: f"{head}_block" for head in ("build", "sell", "mortgage", "unmortgage")}


def said(reason: Reason | None) -> str | None:
    """A reason in the player's language (None stays None)."""
    return None if reason is None else tr(reason[0], **reason[1])


class Banking(Ending):
    """The Bank's houses and hotels, and the mortgages it lends."""

    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        self.houses = self.RULES.houses  # the Bank's stock
        self.hotels = self.RULES.hotels
        self.built = [0] * players  # houses bought this round
        self.hotels_lap = [0] * players  # hotels bought since last passing START

    def clone(self) -> Self:
        other = super().clone()
        other.built, other.hotels_lap = list(self.built), list(self.hotels_lap)
        return other

    # --- reasons ------------------------------------------------------------------------------
    # Each `*_block` is the rule: None when the action is open, else the reason as (message,
    # arguments), translated only when a player is shown it (`why_not_bank`); the bots and the
    # lists of actions ask the blocks, in their hot loops, without formatting any text.
    def build_block(self, seat: int, index: int) -> Reason | None:
        rules = self.RULES
        space = rules.spaces[index]
        if space.kind != CITY:
            return N_("{deed} is not a building plot."), {"deed": space.called}
        if self.owner[index] != seat:
            return N_("{deed} is not yours."), {"deed": space.called}
        if self.phase != "turn" or self.current != seat or self.step != "pre":
            return N_("Buildings are bought only on your turn, before you move."), {}
        if not self.may_deal(seat):
            return N_("While detained you may not buy."), {}
        if not self.whole(seat, index):
            return N_("Houses stand only on a whole set: you lack part of the {group} set."), {
                "group": self.group_word(space.group)
            }
        level, mortgaged = self.level, self.mortgaged
        pledged, lowest = False, HOTEL
        for i in rules.members[index]:  # one pass, no generators: asked on each turn a bot builds
            if mortgaged[i]:
                pledged = True
            if level[i] < lowest:
                lowest = level[i]
        if pledged:
            return N_("Part of the {group} set is mortgaged."), {
                "group": self.group_word(space.group)
            }
        here = level[index]
        if here == HOTEL:
            return N_("{deed} already has its hotel."), {"deed": space.called}
        if here == 4 and lowest < 4:
            return N_("A hotel needs 4 houses on every plot of the set."), {}
        if here > lowest:
            return N_("Build evenly: every plot of the set needs as many buildings first."), {}
        if here < 4:
            if self.houses <= 0:
                return N_("The Bank has no house left: wait until one comes back."), {}
            limit = rules.houses_per_round
            if limit is not None and self.built[seat] >= limit:
                return N_(
                    "You may buy at most {count} house a round.",
                    "You may buy at most {count} houses a round.",
                ), {"count": limit}
        else:
            if self.hotels <= 0:
                return N_("The Bank has no hotel left: wait until one comes back."), {}
            limit = rules.hotels_per_lap
            if limit is not None and self.hotels_lap[seat] >= limit:
                return N_(
                    "You may buy at most {count} hotel a lap.",
                    "You may buy at most {count} hotels a lap.",
                ), {"count": limit}
        cash = self.cash_of(seat)
        if cash < space.house:
            return N_("You have {cash}; it costs {price}."), {
                "cash": self.money(cash),
                "price": self.money(space.house),
            }
        return None

    def sell_block(self, seat: int, index: int) -> Reason | None:
        space = self.RULES.spaces[index]
        if self.owner[index] != seat:
            return N_("{deed} is not yours."), {"deed": space.called}
        level = self.level
        if not level[index]:
            return N_("No building stands on {deed}."), {"deed": space.called}
        if level[index] < max(level[i] for i in self.RULES.members[index]):
            return N_("Sell evenly: sell from the plot with the most buildings first."), {}
        return None

    def mortgage_block(self, seat: int, index: int) -> Reason | None:
        space = self.RULES.spaces[index]
        if not space.is_deed or self.owner[index] != seat:
            return N_("{deed} is not yours."), {"deed": space.called}
        if self.mortgaged[index]:
            return N_("{deed} is already mortgaged."), {"deed": space.called}
        if space.kind == CITY and self.group_built(index):
            return N_("Sell the buildings of the {group} set to the Bank first."), {
                "group": self.group_word(space.group)
            }
        return None

    def unmortgage_block(self, seat: int, index: int) -> Reason | None:
        space = self.RULES.spaces[index]
        if not space.is_deed or self.owner[index] != seat:
            return N_("{deed} is not yours."), {"deed": space.called}
        if not self.mortgaged[index]:
            return N_("{deed} is not mortgaged."), {"deed": space.called}
        cost = self.unmortgage_cost(index)
        cash = self.cash_of(seat)
        if cash < cost:
            return N_("You have {cash}; repaying costs {price}."), {
                "cash": self.money(cash),
                "price": self.money(cost),
            }
        return None

    def why_not_bank(self, seat: int, head: str, index: int) -> str | None:
        """The reason for a Bank action (`build`, `sell`, `mortgage`, `unmortgage`)."""
        return said(getattr(self, _BLOCKS[head])(seat, index))

    # --- what is open ---------------------------------------------------------------------------
    def _build_actions(self, seat: int) -> list[str]:
        level = self.level
        members = self.RULES.members
        held = self.held_in[seat]
        spaces = self.RULES.spaces
        return [
            f"build:{i}"
            for i in self.deeds[seat]
            if level[i] < HOTEL
            and spaces[i].kind == CITY
            and held[i] == len(members[i])
            and self.build_block(seat, i) is None
        ]

    def _bank_actions(self, seat: int, unmortgage: bool = True) -> list[str]:
        """Selling buildings and mortgaging, which raise cash; repaying, on one's turn."""
        acts = []
        for i in self.deeds[seat]:
            if self.level[i] and self.sell_block(seat, i) is None:
                acts.append(f"sell:{i}")
            if self.mortgaged[i]:
                if unmortgage and self.unmortgage_block(seat, i) is None:
                    acts.append(f"unmortgage:{i}")
            elif self.mortgage_block(seat, i) is None:
                acts.append(f"mortgage:{i}")
        return acts

    # --- doing --------------------------------------------------------------------------------
    def _build(self, seat: int, index: int) -> None:
        space = self.RULES.spaces[index]
        before = self.rent(index, 7)
        self._pay(seat, -1, space.house)
        if self.level[index] == 4:
            self.level[index] = HOTEL
            self.houses += 4
            self.hotels -= 1
            self.hotels_lap[seat] += 1
            self.say(Text("{who} builds a hotel on {deed}.", who=seat_ref(seat), deed=space.called))
        else:
            self.level[index] += 1
            self.houses -= 1
            self.built[seat] += 1
            self.say(Text("{who} builds a house on {deed}.", who=seat_ref(seat), deed=space.called))
        self._building_added(seat, index, before)
        self._transacted(seat)

    def hotel_sale(self, index: int) -> list[int]:
        """The set's levels once the hotel on `index` is sold: 4 houses stay on the plot while
        the Bank has them; without, the hotel goes whole, or (`even_shortage_sale`, docs/rulings.md)
        the set comes down evenly to the most buildings the Bank's houses can rebuild, the plot
        sold lowest: no plot is left more than one building above another."""
        group = self.RULES.members[index]
        levels = [self.level[i] for i in group]
        sold = group.index(index)
        if self.houses >= 4:
            levels[sold] = 4
            return levels
        if not self.RULES.even_shortage_sale:
            levels[sold] = 0
            return levels
        before = sum(level for level in levels if level < HOTEL)
        best: tuple[tuple[int, int], tuple[int, ...]] | None = None
        for after in product(*(range(level + 1) for level in levels)):
            if after[sold] == HOTEL or max(after) - min(after) > 1:
                continue
            if sum(level for level in after if level < HOTEL) - before > self.houses:
                continue  # more houses than the Bank has
            key = (sum(after), -after[sold])
            if best is None or key > best[0]:
                best = (key, after)
        assert best is not None  # the bare set always fits
        return list(best[1])

    def hotel_sale_price(self, index: int) -> int:
        """What the Bank pays for selling the hotel on `index`: half price for each building
        that comes down (a hotel is worth five houses)."""
        spaces = self.RULES.spaces
        group = self.RULES.members[index]
        after = self.hotel_sale(index)
        return sum(
            spaces[i].house // 2 * (self.level[i] - level)
            for i, level in zip(group, after, strict=True)
        )

    def _sell(self, seat: int, index: int) -> None:
        """The Bank buys the top building back at half price (a hotel: `hotel_sale`)."""
        space = self.RULES.spaces[index]
        who = seat_ref(seat)
        if self.level[index] == HOTEL:
            self._sell_hotel(seat, index)
        else:
            half = space.house // 2
            self.level[index] -= 1
            self.houses += 1
            self._gain(seat, half)
            self.say(
                Text(
                    "{who} sells a house on {deed} for {amount}.",
                    who=who,
                    deed=space.called,
                    amount=self.money(half),
                )
            )
        self._rents_changed(seat)
        self._transacted(seat)

    def _sell_hotel(self, seat: int, index: int) -> None:
        space = self.RULES.spaces[index]
        group = self.RULES.members[index]
        amount = self.hotel_sale_price(index)
        after = self.hotel_sale(index)
        kept = self.houses >= 4
        for i, level in zip(group, after, strict=True):
            old = self.level[i]
            self.houses += (old if old < HOTEL else 0) - (level if level < HOTEL else 0)
            self.hotels += (old == HOTEL) - (level == HOTEL)
            self.level[i] = level
        self._gain(seat, amount)
        who, money = seat_ref(seat), self.money(amount)
        if kept:
            text = Text(
                "{who} sells the hotel on {deed} for {amount}; 4 houses remain.",
                who=who,
                deed=space.called,
                amount=money,
            )
        elif self.RULES.even_shortage_sale:
            left = Listing(
                [
                    Text("{deed}: {count}", deed=self.name(i), count=level)
                    for i, level in zip(group, after, strict=True)
                ]
            )
            text = Text(
                "{who} sells the hotel on {deed} for {amount}; the Bank has too few houses, so"
                " the {group} set comes down evenly (houses left: {left}).",
                who=who,
                deed=space.called,
                amount=money,
                group=space.group,
                left=left,
            )
        else:
            text = Text(
                "{who} sells the hotel on {deed} for {amount}.",
                who=who,
                deed=space.called,
                amount=money,
            )
        self.say(text)

    def _mortgage(self, seat: int, index: int) -> None:
        space = self.RULES.spaces[index]
        self.mortgaged[index] = True
        self._gain(seat, space.mortgage)
        self.say(
            Text(
                "{who} mortgages {deed} for {amount}.",
                who=seat_ref(seat),
                deed=space.called,
                amount=self.money(space.mortgage),
            )
        )
        self._rents_changed(seat)
        self._transacted(seat)

    def _unmortgage(self, seat: int, index: int) -> None:
        cost = self.unmortgage_cost(index)
        self._pay(seat, -1, cost)
        self.mortgaged[index] = False
        self.say(
            Text(
                "{who} repays the mortgage on {deed}: {amount}.",
                who=seat_ref(seat),
                deed=self.name(index),
                amount=self.money(cost),
            )
        )
        self._rents_changed(seat)
        self._transacted(seat)
