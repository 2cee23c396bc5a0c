"""An auction in progress (auction.py runs it): the deed, the bids, who still bids and whose
turn it is. Kept apart from the rules that run it so the table can hold one without importing
them."""

from __future__ import annotations


class Auction:
    __slots__ = ("bid", "bidders", "high", "least", "most", "opening", "space", "turn")

    def __init__(self, space: int, opening: int, bidders: list[int]) -> None:
        self.space = space
        self.opening = opening  # the least first bid
        self.bidders = bidders  # still in, in the order they act
        self.turn = 0  # index into bidders of the one to act
        self.high: int | None = None  # the highest bidder so far
        self.bid = 0  # the highest bid so far
        self.least = opening  # the least bid when it was made: above it, a jump the table shows
        self.most: dict[int, int] = {}  # the standing maximums set, by seat

    def copy(self) -> Auction:
        other = Auction(self.space, self.opening, list(self.bidders))
        other.turn, other.high, other.bid, other.least = self.turn, self.high, self.bid, self.least
        other.most = dict(self.most)
        return other

    def minimum(self, step: int) -> int:
        return self.opening if self.high is None else self.bid + step

    @property
    def bidder(self) -> int:
        return self.bidders[self.turn]

    @property
    def done(self) -> bool:
        """Over once nobody is left to bid, or the turn has come back to the highest bidder."""
        if not self.bidders:
            return True
        return self.high is not None and self.bidders[self.turn] == self.high

    def raise_to(self, seat: int, amount: int, least: int) -> None:
        """`seat` bids `amount` when the least bid was `least`."""
        self.high, self.bid, self.least = seat, amount, least
        self.turn = (self.turn + 1) % len(self.bidders)

    def drop(self, seat: int) -> None:
        """`seat` leaves the auction for good (the turn passes to the next bidder)."""
        index = self.bidders.index(seat)
        del self.bidders[index]
        if not self.bidders:
            self.turn = 0
            return
        if index < self.turn:
            self.turn -= 1
        self.turn %= len(self.bidders)
