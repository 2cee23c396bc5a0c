"""The Bank's open (English) auction of one deed.

Bidders act in the order of play (docs/rulings.md "Auctions": Fortuna's comes from the lot, not the
seats), starting from the player after the one who declined (or went bankrupt); each
raises by at least the step or drops out, and dropping out is final. The auction ends when the
turn comes back to the highest bidder, or when everyone has dropped out with no bid (then the
deed stays with the Bank). A bidder who cannot cover the next bid is passed over: they could not
pay it at once.

Played by link, a bidder may instead set the most they will pay (`most:N`, docs/rulings.md "Play
by link"), so that the link need not come back to them: from then on the engine bids for them one
step at a time while the maximum allows, and drops them out when it does not; once every bidder
left holds a maximum, the auction settles as the open one would, at once: the highest maximum
wins at one step above the second highest (never above its own), ties going to the earlier in
the order the auction goes round.
"""

from __future__ import annotations

from pygames.core import seat_ref
from pygames.core.i18n import Text, tr

from .bidding import Auction
from .table import Table


def bid_amounts(table: Table, seat: int) -> list[int]:
    """A few sensible bids to offer as buttons; any other legal amount may be typed."""
    auction = table.auction
    assert auction is not None
    step = table.RULES.auction_step
    low = auction.minimum(step)
    price = table.RULES.spaces[auction.space].price
    note = table.RULES.smallest_note
    cash = table.cash_of(seat)
    wanted = {low, low + step * 5, low + step * 10, price, price * 3 // 2 // note * note}
    return sorted(a for a in wanted if low <= a <= cash)


def actions(table: Table, seat: int) -> list[str]:
    """Dropping out, a few bids, and the same amounts above the least as standing maximums."""
    amounts = bid_amounts(table, seat)
    return ["pass", *(f"bid:{a}" for a in amounts), *(f"most:{a}" for a in amounts[1:])]


def why_not_bid(table: Table, seat: int, amount: int, most: bool = False) -> str | None:
    """Why `seat` may not bid `amount` now (`most`: set it as the most they will pay)."""
    auction = table.auction
    assert auction is not None
    rules = table.RULES
    low = auction.minimum(rules.auction_step)
    if amount < low:
        if most:
            return tr(
                "The most you will pay must be at least the least bid now, {amount}.",
                amount=table.money(low),
            )
        return tr("The least bid now is {amount}.", amount=table.money(low))
    if amount % rules.smallest_note:
        return tr(
            "Amounts are in whole notes: multiples of {note}.",
            note=table.money(rules.smallest_note),
        )
    if amount > table.cash_of(seat):
        return tr("You have only {cash}.", cash=table.money(table.cash_of(seat)))
    return None


def start_auction(table: Table, index: int, after: int) -> None:
    """The Bank auctions `index`, bidding in the order of play from the player after `after`
    (who bids last)."""
    order = table.order
    count = len(order)
    start = order.index(after)
    seats = [order[(start + k) % count] for k in range(1, count + 1)]
    space = table.RULES.spaces[index]
    opening = table.RULES.auction_opening(space)
    bidders = [s for s in seats if table.may_deal(s)]
    table.auction = Auction(index, opening, bidders)
    table.say(
        Text(
            "The Bank auctions {deed} from {amount}.",
            deed=space.called,
            amount=table.money(opening),
        )
    )
    settle(table)


def set_most(table: Table, seat: int, amount: int) -> None:
    """`seat` sets the most it will pay; the engine bids for it from now on (`settle`)."""
    auction = table.auction
    assert auction is not None
    auction.most[seat] = amount
    # The table says that a maximum stands, never how much: a bidder far away would not say,
    # and the bidder knows what they typed.
    table.say(Text("{who} sets the most they will pay.", who=seat_ref(seat)))
    settle(table)


def settle(table: Table) -> None:
    """Pass over bidders who cannot cover the next bid, bid for those holding a maximum (all at
    once when every bidder left holds one); finish the auction when it is done."""
    auction = table.auction
    assert auction is not None
    step = table.RULES.auction_step
    while not auction.done:
        low = auction.minimum(step)
        bidder = auction.bidder
        if all(seat in auction.most for seat in auction.bidders):
            _by_maximums(table, auction)
        elif table.cash_of(bidder) < low or auction.most.get(bidder, low) < low:
            if bidder in auction.most:
                table.say(Text("{who} drops out of the auction.", who=seat_ref(bidder)))
            else:
                _priced_out(table, auction, bidder, low)
            auction.drop(bidder)
        elif bidder in auction.most:
            auction.raise_to(bidder, low, low)
            table.say(Text("{who} bids {amount}.", who=seat_ref(bidder), amount=table.money(low)))
        else:
            return
    table.auction = None
    index = auction.space
    if auction.high is None:
        table.say(Text("No bid: {deed} stays with the Bank.", deed=table.name(index)))
        return
    table._pay(auction.high, -1, auction.bid)
    table._set_owner(index, auction.high)
    table.say(
        Text(
            "{who} buys {deed} at auction for {amount}.",
            who=seat_ref(auction.high),
            deed=table.name(index),
            amount=table.money(auction.bid),
        )
    )
    table._bought(auction.high, index)


def _priced_out(table: Table, auction: Auction, bidder: int, low: int) -> None:
    """Tell a bidder passed over that the bid went past their cash (issue 29: the auction
    closed on a bot's bid over one's cash with no line saying one was out)."""
    cash = table.money(table.cash_of(bidder))
    if auction.high is None:
        line = Text(
            "The least bid, {amount}, is more than your {cash}: you are out.",
            amount=table.money(low),
            cash=cash,
        )
    else:
        line = Text(
            "{who} bid {amount}, more than your {cash}: you are out.",
            who=seat_ref(auction.high),
            amount=table.money(auction.bid),
            cash=cash,
        )
    table.say(line, to=bidder)


def _by_maximums(table: Table, auction: Auction) -> None:
    """Every bidder left holds a maximum: the highest wins at one step above the second
    highest, and never above its own; ties go to the earlier in the order the auction goes
    round. A bidder whose maximum is below the least bid could not take it and drops out."""
    step = table.RULES.auction_step
    low = auction.minimum(step)
    able = [s for s in auction.bidders if s == auction.high or auction.most[s] >= low]
    winner = max(able, key=lambda s: (auction.most[s], -able.index(s)))
    second = max((auction.most[s] for s in able if s != winner), default=0)
    floor = auction.bid if winner == auction.high else low
    price = min(auction.most[winner], max(second + step, floor))
    for seat in [s for s in auction.bidders if s != winner]:
        table.say(Text("{who} drops out of the auction.", who=seat_ref(seat)))
    if winner != auction.high or price != auction.bid:
        table.say(
            Text(
                "{who} bids {amount}, within the most they will pay.",
                who=seat_ref(winner),
                amount=table.money(price),
            )
        )
    if winner != auction.high:
        auction.least = low
    auction.bidders, auction.turn, auction.high, auction.bid = [winner], 0, winner, price
