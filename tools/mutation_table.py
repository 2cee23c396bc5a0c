"""The mutation table of tools/mutations.py: wrong edits of the rules, one small source change
each, with the tests that must catch it (issue 23's first seven; issue 32 grew it to every game).
An edit's text must stand exactly once in its file; when the code moves on, bring it up here."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mutation:
    """One wrong edit: `find` must stand exactly once in `path`; it becomes `replace`."""

    name: str
    what: str
    path: str
    find: str
    replace: str
    tests: tuple[str, ...]  # pytest arguments, run in the copy


PLINIUS = ("tests/plinius/test_rules.py", "tests/plinius/test_rulings.py")
FAME = (
    "tests/fame_fortune/test_rules_deal_and_play.py",
    "tests/fame_fortune/test_rules_round_end_variants.py",
)
FULDRIGGER = (
    "tests/fuldrigger/test_sailing.py",
    "tests/fuldrigger/test_trade.py",
    "tests/fuldrigger/test_war.py",
    "tests/fuldrigger/test_chance_and_end.py",
)
FORTUNA = (
    "tests/fortuna/test_rules_start_race_rent.py",
    "tests/fortuna/test_rules_building_trades_mortgages.py",
    "tests/fortuna/test_rules_cards_stays_end.py",
    "tests/fortuna/test_tokens.py",
)
EUROBUSINESS = (
    "tests/eurobusiness/test_rules_setup_moves_rent.py",
    "tests/eurobusiness/test_rules_chance_jail.py",
    "tests/eurobusiness/test_rules_building_mortgages.py",
    "tests/eurobusiness/test_rules_trades_debts_end.py",
    "tests/eurobusiness/test_rulings.py",
)


def _m(
    name: str, what: str, path: str, find: str, replace: str, tests: tuple[str, ...]
) -> Mutation:
    return Mutation(name, what, path, find, replace, tests)


P_STATE, P_RULES, P_DATA = (f"pygames/plinius/{n}.py" for n in ("state", "rules", "data"))
F_STATE, F_SCORING = "pygames/fame_fortune/state.py", "pygames/fame_fortune/scoring.py"
U_MOVES, U_MARKET = "pygames/fuldrigger/movement.py", "pygames/fuldrigger/market.py"
O_RULES, O_DATA = "pygames/fortuna/rules.py", "pygames/fortuna/data.py"
E_DATA = "pygames/eurobusiness/data.py"

MUTATIONS = (
    Mutation(
        "calm",
        "the calm card does nothing",
        "pygames/fuldrigger/chance.py",
        "                ship.still = st.round\n",
        "                pass\n",
        ("tests/fuldrigger/test_sailing.py", "tests/fuldrigger/test_chance_and_end.py"),
    ),
    Mutation(
        "forts",
        "a clone shares Fuldrigger's fortresses with the original",
        "pygames/fuldrigger/table.py",
        "other.forts = dict(self.forts)",
        "other.forts = self.forts",
        ("tests/conformance/test_contract.py", "-k", "fuldrigger"),
    ),
    Mutation(
        "built",
        "a clone shares the estate engine's houses built this round (Eurobusiness)",
        "pygames/estate/bank.py",
        "other.built, other.hotels_lap = list(self.built), list(self.hotels_lap)",
        "other.hotels_lap = list(self.hotels_lap)",
        ("tests/conformance/test_contract.py", "-k", "eurobusiness or fortuna"),
    ),
    Mutation(
        "pirates",
        "pirates' reach 3 instead of 2 with a fortress near",
        "pygames/fuldrigger/table.py",
        "PIRATE_REACH = 2 ",
        "PIRATE_REACH = 3 ",
        ("tests/fuldrigger/test_sailing.py",),
    ),
    # The kernel's chance API: `choose` and the other chance methods mark the news, and so does
    # `draw` for every card turned from a Deck.
    Mutation(
        "news",
        "choose() no longer marks news (Fortuna's lot becomes undoable)",
        "pygames/core/game.py",
        "    def choose(self, items: Sequence[T]) -> T:\n        self._news = True\n",
        "    def choose(self, items: Sequence[T]) -> T:\n",
        ("tests/core", "tests/fortuna/test_rules_start_race_rent.py", "tests/web/test_session.py"),
    ),
    Mutation(
        "draw",
        "State.draw no longer marks news (a turned card becomes undoable)",
        "pygames/core/game.py",
        "        if taken:\n            self._news = True\n",
        "",
        ("tests/conformance/test_undo.py",),
    ),
    Mutation(
        "victory",
        "Plinius's victory threshold: 13 VP or more wins instead of more than 13",
        "pygames/plinius/rules.py",
        "return vp > data.VP_TO_WIN",
        "return vp >= data.VP_TO_WIN",
        ("tests/plinius/test_rules.py",),
    ),
    # --- Plinius ---------------------------------------------------------------------------
    _m(
        "wind-discount",
        "the liburna pays full price with the wind",
        P_RULES,
        "cost -= data.LIBURNA_WITH_WIND_DISCOUNT",
        "cost -= 0",
        PLINIUS,
    ),
    _m(
        "wind-arc",
        "with the wind read backwards",
        P_RULES,
        "return dx * wind > 0",
        "return dx * wind < 0",
        PLINIUS,
    ),
    _m(
        "stunned-cost",
        "a stunned counter moves at its normal cost",
        P_RULES,
        "cost = data.COSTS[kind][1 if stunned else 0]",
        "cost = data.COSTS[kind][0]",
        PLINIUS,
    ),
    _m(
        "smoke-box",
        "Nubes moves only past a box's smoke value, not on it",
        P_RULES,
        "if smoke is not None and total >= smoke:",
        "if smoke is not None and total > smoke:",
        PLINIUS,
    ),
    _m(
        "flow-box",
        "Fluxus moves only past a box's flow value",
        P_RULES,
        "if faces >= flow:",
        "if faces > flow:",
        PLINIUS,
    ),
    _m(
        "buried",
        "the dots the flow has just swept may be entered",
        P_STATE,
        "band <= self.fluxus",
        "band < self.fluxus",
        PLINIUS,
    ),
    _m(
        "land-room",
        "a land dot holds one inhabitant, not two",
        P_STATE,
        "self.inhabitants_at(to) + arriving > data.LAND_INHABITANTS",
        "self.inhabitants_at(to) + arriving >= data.LAND_INHABITANTS",
        PLINIUS,
    ),
    _m(
        "pomponianus",
        "any ship may pick up Pomponianus",
        P_STATE,
        "if counter == data.POMPONIANUS and ship != data.LIBURNA:",
        "if False:",
        PLINIUS,
    ),
    _m(
        "wind-turn",
        "the wind turns on the 5th red face card, not the 4th",
        P_STATE,
        "if self.red_faces == data.WIND_TURNS_AT:",
        "if self.red_faces == data.WIND_TURNS_AT + 1:",
        PLINIUS,
    ),
    _m(
        "last-box",
        "the eruption's last box is open before the wind turns",
        P_STATE,
        "limit = data.LAST_BOX if self.wind < 0 else data.LAST_BOX - 1",
        "limit = data.LAST_BOX",
        PLINIUS,
    ),
    _m(
        "observe-once",
        "Pliny may observe twice",
        P_STATE,
        "        if self.observed:\n",
        "        if False:\n",
        PLINIUS,
    ),
    _m(
        "removed",
        "7 cards removed unseen instead of 8",
        P_DATA,
        "REMOVED = 8",
        "REMOVED = 7",
        PLINIUS,
    ),
    # --- For Fame & Fortune ----------------------------------------------------------------
    _m(
        "base-stake",
        "a base stake of 2 points",
        F_SCORING,
        "BASE_STAKE = 1 ",
        "BASE_STAKE = 2 ",
        FAME,
    ),
    _m(
        "multiplier-floor",
        "modifiers may bring the multiplier to 0",
        F_SCORING,
        "return max(1, multiplier",
        "return max(0, multiplier",
        FAME,
    ),
    _m(
        "fortune-stakes",
        "Fortune Stakes multiply only by three of a number",
        F_SCORING,
        "if most >= 2:",
        "if most >= 3:",
        FAME,
    ),
    _m(
        "ties",
        "a tie for the best hand: only the first seat wins",
        F_SCORING,
        "winners = [s for s in range(n) if formed[s].key == best]",
        "winners = [next(s for s in range(n) if formed[s].key == best)]",
        FAME,
    ),
    _m(
        "fame",
        "Fame Points never count",
        F_SCORING,
        "fame[w] = fame_points(formed[w].cards, own[w], usable[w])",
        "fame[w] = 0",
        FAME,
    ),
    _m(
        "multiplier-step",
        "the multiplier turns up by two at the Dealer",
        F_STATE,
        "self.multiplier += 1",
        "self.multiplier += 2",
        FAME,
    ),
    _m("cap", "the multiplier's end at x9", F_STATE, "else 8", "else 9", FAME),
    _m(
        "one-card",
        "two cards may be staked with 3 face up",
        F_STATE,
        "and self.turn_faceup < 3:",
        "and self.turn_faceup < 4:",
        FAME,
    ),
    _m(
        "draw-back",
        "the Active Player draws back to 9",
        F_STATE,
        "C.HAND_SIZE - len(self.hands[seat])",
        "C.HAND_SIZE - 1 - len(self.hands[seat])",
        FAME,
    ),
    _m(
        "all-pass",
        "a draft needs one pass more than the players",
        F_STATE,
        "if self.passes >= self.players:",
        "if self.passes >= self.players + 1:",
        FAME,
    ),
    _m(
        "wild-six",
        "6 players play without the wild cards",
        F_STATE,
        'bool(options["wild_cards"]) or players == 6',
        'bool(options["wild_cards"])',
        FAME,
    ),
    # --- Fuldrigger ------------------------------------------------------------------------
    _m(
        "pirates-cargo",
        "pirates take the cargo on a 4 or a 5",
        U_MOVES,
        "PIRATES_TAKE_CARGO = (4,)",
        "PIRATES_TAKE_CARGO = (4, 5)",
        FULDRIGGER,
    ),
    _m(
        "pirates-ship",
        "pirates take the ship on a 2 only",
        U_MOVES,
        "PIRATES_TAKE_SHIP = (2, 3)",
        "PIRATES_TAKE_SHIP = (2,)",
        FULDRIGGER,
    ),
    _m(
        "storm",
        "a storm sinks on a 4 too",
        U_MOVES,
        "STORM_SINKS = (2, 3)",
        "STORM_SINKS = (2, 3, 4)",
        FULDRIGGER,
    ),
    _m(
        "ice", "ice sinks on a 6 too", U_MOVES, "ICE_SINKS = (5,)", "ICE_SINKS = (5, 6)", FULDRIGGER
    ),
    _m(
        "calm-holds",
        "a calm holds on six or lower, not seven",
        U_MOVES,
        "CALM_HOLDS = tuple(range(2, 8))",
        "CALM_HOLDS = tuple(range(2, 7))",
        FULDRIGGER,
    ),
    _m(
        "reef",
        "a reef wrecks on a 2 only",
        U_MOVES,
        "REEF_WRECKS = (2, 3)",
        "REEF_WRECKS = (2,)",
        FULDRIGGER,
    ),
    _m(
        "tailwind",
        "a tailwind gives two spaces, not three",
        U_MOVES,
        "TAIL_SPACES = 3 ",
        "TAIL_SPACES = 2 ",
        FULDRIGGER,
    ),
    _m(
        "resale",
        "the Bank buys a ship back for 80",
        "pygames/fuldrigger/table.py",
        "SHIP_RESALE = 75",
        "SHIP_RESALE = 80",
        FULDRIGGER,
    ),
    _m("duty", "a duty of 5 ducats", U_MARKET, "DUTY = 10 ", "DUTY = 5 ", FULDRIGGER),
    _m(
        "min-travel",
        "goods may be sold after 9 spaces",
        U_MARKET,
        "MIN_TRAVEL = 10 ",
        "MIN_TRAVEL = 9 ",
        FULDRIGGER,
    ),
    _m(
        "war-table",
        "one attacker captures on 9, not 10",
        "pygames/fuldrigger/war.py",
        "TABLE = {1: (6, 9),",
        "TABLE = {1: (6, 8),",
        FULDRIGGER,
    ),
    # --- Fortuna ---------------------------------------------------------------------------
    _m(
        "token-return",
        "the tokens come back with one still unlaid",
        "pygames/fortuna/table.py",
        "        if not tokens:\n",
        "        if len(tokens) <= 1:\n",
        FORTUNA,
    ),
    _m(
        "start-bonus",
        "passing Start pays 2,000",
        O_DATA,
        "START_BONUS = 2_500",
        "START_BONUS = 2_000",
        FORTUNA,
    ),
    _m(
        "auction-step",
        "bids rise by 50",
        O_DATA,
        "AUCTION_STEP = 100",
        "AUCTION_STEP = 50",
        FORTUNA,
    ),
    _m(
        "hospital",
        "two rounds in hospital",
        O_DATA,
        "HOSPITAL_ROUNDS = 3 ",
        "HOSPITAL_ROUNDS = 2 ",
        FORTUNA,
    ),
    _m(
        "opening",
        "auctions open at half the face value",
        O_RULES,
        "auction_opening_percent=100,",
        "auction_opening_percent=50,",
        FORTUNA,
    ),
    _m(
        "start-landing",
        "stopping on Start pays",
        O_RULES,
        "start_bonus_on_landing=False,",
        "start_bonus_on_landing=True,",
        FORTUNA,
    ),
    _m(
        "hospital-rent",
        "no rent while in hospital",
        O_RULES,
        "detained_collect_rent=True,",
        "detained_collect_rent=False,",
        FORTUNA,
    ),
    # --- Eurobusiness ----------------------------------------------------------------------
    _m(
        "euro-start",
        "passing Start pays $300",
        E_DATA,
        "start_bonus=400,",
        "start_bonus=300,",
        EUROBUSINESS,
    ),
    _m(
        "euro-fine",
        "the prison fine is $50",
        E_DATA,
        "detention_fine=100,",
        "detention_fine=50,",
        EUROBUSINESS,
    ),
    _m(
        "euro-houses",
        "four houses a round",
        E_DATA,
        "houses_per_round=3,",
        "houses_per_round=4,",
        EUROBUSINESS,
    ),
    _m(
        "euro-opening",
        "auctions open at the full value",
        E_DATA,
        "auction_opening_percent=50,",
        "auction_opening_percent=100,",
        EUROBUSINESS,
    ),
    _m(
        "euro-landing",
        "stopping on Start pays nothing",
        E_DATA,
        "start_bonus_on_landing=True,",
        "start_bonus_on_landing=False,",
        EUROBUSINESS,
    ),
    _m(
        "euro-prison-rent",
        "rent collected in prison",
        E_DATA,
        "detained_collect_rent=False,",
        "detained_collect_rent=True,",
        EUROBUSINESS,
    ),
)
