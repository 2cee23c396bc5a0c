"""How the bots talk: the deals they propose (peace after a war, a fortress for cash, a captured
ship bought back), what a deal is worth to each side, how they answer, and when they propose to
end the game or agree to.

A deal is worth what it moves in fortune (ships and fortresses at 100, a ship's cargo at its
worth, the cash) and what a fortress will still earn its owner: the duties of the others who
trade there and its owner's better price, from the trades seen there so far. Peace is worth
the losses a rival's privateers threaten. A bot proposes a price that shares the gain, typed
to the ducat, and accepts a deal that gains it something and does not gain the richest rival
more: in a race, helping the leader is losing.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..core.spelling import signed_text
from . import deal as deals
from . import warfare
from .state import FORT_PRICE, SHIP_PRICE, FuldriggerState
from .table import Deal


class Talker(Protocol):
    """What the talks read and keep of the bot that talks (bots.py: `TraderBot` is the one)."""

    trades: dict[tuple[int, str], int]  # (seat, city) -> its trades seen there
    asked: dict[tuple[Any, ...], int]  # a proposal made -> the round
    pending: dict[str, Any] | None  # the deal being composed
    proposed: tuple[int, int]  # the turn a deal was last considered
    captured: set[int]  # one's ships now in a rival's hands

    def turns_left(self, st: FuldriggerState) -> int: ...

    def at_war(self, st: FuldriggerState, seat: int) -> set[int]: ...

    def weight(self, st: FuldriggerState, seat: int, other: int) -> float: ...


PEACE_ROUNDS = 8  # a peace holds this long
WAR_ROUNDS = 6  # rivals who fought this lately are at war
ASK_AGAIN = 4  # rounds before the same proposal is made again
FORT_ROUNDS = 12  # the rounds of duties a fortress is reckoned to earn, at most
END_ROUNDS = 2  # a leader proposes to end in the last rounds
END_LEAD = 1.05  # ... when this much richer than everyone else


def _rate(bot: Talker, st: FuldriggerState, seat: int, city: str) -> float:
    """`seat`'s trades a round seen in `city` (over five rounds at least: a first trade is no
    habit)."""
    return bot.trades.get((seat, city), 0) / max(st.round, 5)


def fort_worth(bot: Talker, st: FuldriggerState, seat: int, city: str) -> float:
    """What the fortress in `city` is worth to `seat` as its owner rather than a rival's: its
    price in the fortune, the others' duties, and for each trade of its own the duty it does
    not pay and the better price (10 + 10), for the rounds still to come."""
    rounds = min(bot.turns_left(st), FORT_ROUNDS)
    others = sum(_rate(bot, st, o, city) for o in range(st.players) if o != seat)
    return FORT_PRICE + rounds * (20 * _rate(bot, st, seat, city) + 10 * others)


def item_worth(bot: Talker, st: FuldriggerState, seat: int, item: str) -> float:
    if item.startswith("s"):
        return warfare.ship_value(st, st.ships[int(item[1:])])
    return fort_worth(bot, st, seat, item[1:])


def peace_worth(bot: Talker, st: FuldriggerState, seat: int, other: int) -> float:
    """What peace with `other` is worth to `seat`: the prizes its privateers threaten, less
    those one's own would take."""
    theirs = sum(1 for s in st.ships_of(other) if s.privateer)
    mine = sum(1 for s in st.ships_of(seat) if s.privateer)
    return 15.0 * theirs - 10.0 * mine + 5.0


def worth(bot: Talker, st: FuldriggerState, deal: Deal, seat: int) -> float:
    """What `deal` gains `seat` (one of its two sides), by the bot's reckoning."""
    other = deal.partner if seat == deal.proposer else deal.proposer
    gets, gives = (deal.take, deal.give) if seat == deal.proposer else (deal.give, deal.take)
    gain: float = -deal.cash if seat == deal.proposer else deal.cash
    gain += sum(item_worth(bot, st, seat, item) for item in gets)
    gain -= sum(item_worth(bot, st, seat, item) for item in gives)
    if other in bot.at_war(st, seat):
        gain += peace_worth(bot, st, seat, other)
    return gain


def fair(bot: Talker, st: FuldriggerState, deal: Deal, seat: int) -> bool:
    """A deal `seat` makes: it gains something, and the other side not more than that, counted
    as much as a rich rival's gain counts (`Talker.weight`)."""
    other = deal.partner if seat == deal.proposer else deal.proposer
    mine, theirs = worth(bot, st, deal, seat), worth(bot, st, deal, other)
    return mine >= 5 and mine >= bot.weight(st, seat, other) * theirs - 5


# --- answering ---------------------------------------------------------------------------------


def answer(bot: Talker, st: FuldriggerState, seat: int, legal: list[str]) -> str:
    """In a deal: compose one's own proposal step by step, or answer the other's."""
    deal = st.deal
    assert deal is not None
    if not deal.proposed:
        return _compose(bot, st, deal, legal)
    if "trade:accept" not in legal:
        return "trade:refuse"  # the deal breaks a rule: the table says which
    if fair(bot, st, deal, seat):
        return "trade:accept"
    return f"trade:refuse:{refusal(bot, st, deal, seat)}"


def refusal(bot: Talker, st: FuldriggerState, deal: Deal, seat: int) -> str:
    """Why `seat` refuses, from the reckoning of `fair` (one of `deals.REFUSALS`)."""
    return "little" if worth(bot, st, deal, seat) < 5 else "lopsided"


def _compose(bot: Talker, st: FuldriggerState, deal: Deal, legal: list[str]) -> str:
    plan = bot.pending
    if plan is None or plan["partner"] != deal.partner:
        return "trade:cancel"
    for item in plan["give"]:
        if item not in deal.give:
            code = f"trade:give:{item}"
            return code if code in legal else "trade:cancel"
    for item in plan["take"]:
        if item not in deal.take:
            code = f"trade:take:{item}"
            return code if code in legal else "trade:cancel"
    if deal.cash != plan["cash"]:
        code = f"trade:cash:{signed_text(plan['cash'])}"
        return code if st.check(code) is None else "trade:cancel"
    bot.pending = None
    return "trade:propose" if "trade:propose" in legal else "trade:cancel"


# --- proposing ---------------------------------------------------------------------------------


def propose(bot: Talker, st: FuldriggerState, seat: int, legal: list[str]) -> str | None:
    """Before the roll, at most once a turn: the best deal worth proposing, opened."""
    if bot.proposed == (st.round, st.turn):
        return None
    bot.proposed = (st.round, st.turn)
    for plan in _plans(bot, st, seat):
        key = (plan["kind"], plan["partner"], *plan["give"], *plan["take"])
        if st.round - bot.asked.get(key, -99) < ASK_AGAIN:
            continue
        if f"trade:with:{plan['partner']}" not in legal:
            return None
        trial = Deal(seat, plan["partner"])
        trial.give, trial.take, trial.cash = list(plan["give"]), list(plan["take"]), plan["cash"]
        if deals.problem(st, trial) is not None or not fair(bot, st, trial, seat):
            continue
        bot.asked[key] = st.round
        bot.pending = plan
        return f"trade:with:{plan['partner']}"
    return None


def _plans(bot: Talker, st: FuldriggerState, seat: int) -> list[dict[str, Any]]:
    """Deals worth proposing, best first: peace with a rival at war, then fortresses that are
    worth more to one side than to the other, for a price that shares the difference."""
    found: list[tuple[float, dict[str, Any]]] = []
    for other in sorted(bot.at_war(st, seat)):
        need = peace_worth(bot, st, seat, other)
        theirs = peace_worth(bot, st, other, seat)
        price = round((need - theirs) / 2)
        take = [f"s{n}" for n in bot.captured if n in st.ships and st.ships[n].owner == other]
        take = take[:1]
        if take:
            price += round(warfare.ship_value(st, st.ships[int(take[0][1:])]))
        price = max(1, min(price, st.cash[seat])) if price > 0 or take else price
        if price < 0:
            price = -min(-price, st.cash[other])
        if price:
            found.append((need, _plan("peace", other, [], take, price)))
    for city, owner in sorted(st.forts.items()):
        for other in range(st.players):
            if other == seat:
                continue
            if owner == seat:  # sell ours
                mine = fort_worth(bot, st, seat, city)
                theirs = fort_worth(bot, st, other, city)
                price = round((mine + theirs) / 2)
                if theirs > mine + 10 and price <= st.cash[other]:
                    found.append((theirs - mine, _plan("fort", other, [f"f{city}"], [], -price)))
            elif owner == other:  # buy theirs
                mine = fort_worth(bot, st, seat, city)
                theirs = fort_worth(bot, st, other, city)
                price = round((mine + theirs) / 2)
                if mine > theirs + 10 and price <= st.cash[seat]:
                    found.append((mine - theirs, _plan("fort", other, [], [f"f{city}"], price)))
    found.sort(key=lambda entry: -entry[0])
    return [plan for _, plan in found]


def _plan(kind: str, partner: int, give: list[str], take: list[str], cash: int) -> dict[str, Any]:
    return {"kind": kind, "partner": partner, "give": give, "take": take, "cash": cash}


# --- the end -----------------------------------------------------------------------------------


def time_to_end(bot: Talker, st: FuldriggerState, seat: int) -> bool:
    """Near the agreed end, a clear leader proposes to end now; not again within three rounds
    of a refusal (the others would refuse again, and by link each ask goes round the table)."""
    if bot.turns_left(st) > END_ROUNDS:
        return False
    if st.end_refused[seat] and st.round - st.end_refused[seat] < 3:
        return False
    mine = st.fortune(seat)
    return all(mine > END_LEAD * st.fortune(o) for o in range(st.players) if o != seat)


def ends_well(st: FuldriggerState, seat: int) -> bool:
    """Agree to end now when leading, or when no rank is to be won or lost in the rounds left
    (the next above and below are further than a fleet earns in them)."""
    mine = st.fortune(seat)
    others = [st.fortune(o) for o in range(st.players) if o != seat]
    if all(mine > f for f in others):
        return True
    left = st.options["rounds"] - st.round + 1
    reach = 20 * max(st.fleet_size(seat), 1) * left + SHIP_PRICE
    above = [f - mine for f in others if f >= mine]
    below = [mine - f for f in others if f < mine]
    return min(above) > reach and (not below or min(below) > reach)
