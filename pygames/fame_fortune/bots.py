"""Bots for For Fame & Fortune. Both decide from `state.view(seat)` only.

- `HeuristicBot` (the default, "normal"): drafts away the cards that add least to its hand's
  promise, and stakes when a quick sampling of the unseen cards says its hand is likely to win
  (passing otherwise).
- `OddsBot` (level "search", shown as "strong"): Monte-Carlo sampling over the cards its seat
  has not seen, judged by how often a hand wins at a round's end (`odds.WIN_SHARE`): it drafts
  away the cards whose loss costs least of that chance and gives its left neighbour least, and
  stakes (or plays a modifier facing +) when the chance is worth the stake, the card on the
  table and first place in the game counted.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from pygames.core import RandomBot, State
from pygames.core.bots import Thought

from . import cards as C
from .hands import evaluate
from .odds import (
    calibrated,
    chance_to_win,
    first_place_chance,
    passes_by_odds,
    stake_harm,
)

# --- a cheap picture of a hand's promise ---------------------------------------------------


def promise(cards: Sequence[int]) -> float:
    """How promising a set of cards is: its best hand, plus pairs and runs that may grow."""
    hand = evaluate(cards)
    score = 0.0 if hand is None else hand.key[0] * 10.0 + hand.key[2] * 0.1
    counts = [0] * 15
    suits = [[False] * 15 for _ in range(6)]
    for card in cards:
        if card >= 78:
            continue
        value = C.high_value(card)
        counts[value] += 1
        suits[card // 13][value] = True
        if value == 14:
            suits[card // 13][1] = True
    score += sum(c * c for c in counts) * 0.6
    best_run = 0
    for suit in range(5):
        for low in range(1, 11):
            best_run = max(best_run, sum(suits[suit][low : low + 5]))
    score += best_run * best_run * 0.5
    # Rainbow promise: the most numbers of one 5-number window held, whatever their suits
    # (weight tuned in 4-player matches against the unweighted bot: about +8 % win share).
    present = [any(suits[s][v] for s in range(6)) for v in range(15)]
    window = max(sum(present[low : low + 5]) for low in range(1, 11))
    score += window * window * 0.6
    return score


def choose_passes(hand: Sequence[int], table: Sequence[int], need: int) -> list[int]:
    """The `need` cards whose loss hurts least, removed one at a time (modifiers go last)."""
    keep = list(hand)
    passing: list[int] = []
    for _ in range(need):
        best_card, best_score = None, None
        for card in keep:
            rest = [c for c in keep if c != card]
            score = promise(rest + list(table))
            if C.is_modifier(card):
                score -= 5.0  # a modifier is worth keeping
            score += C.chips(card) * 0.01  # all else equal, pass the richer card
            if best_score is None or score > best_score:
                best_card, best_score = card, score
        assert best_card is not None
        keep.remove(best_card)
        passing.append(best_card)
    return passing


def win_chance(
    hand: Sequence[int],
    table: Sequence[int],
    unseen: Sequence[int],
    sizes: Sequence[int],
    rng: random.Random,
    samples: int = 24,
) -> float:
    """The share of random deals of the unseen cards in which this hand is (jointly) best."""
    mine = evaluate([c for c in hand if c < 78] + list(table))
    if mine is None:
        return 0.0
    pool = [c for c in unseen if c < 78]
    wins = 0.0
    for _ in range(samples):
        rng.shuffle(pool)
        at = 0
        best = True
        for size in sizes:
            other = evaluate(pool[at : at + size] + list(table))
            at += size
            if other is not None and other.key > mine.key:
                best = False
                break
        wins += best
    return wins / samples


def follow(wanted: Sequence[int], picks: Sequence[int], legal: Sequence[str]) -> str:
    """The next step towards passing `wanted`: take back a card chosen otherwise, choose a
    wanted one, then give."""
    for card in picks:
        if card not in wanted and f"pick:{C.code(card)}" in legal:
            return f"pick:{C.code(card)}"
    for card in wanted:
        if card not in picks and f"pick:{C.code(card)}" in legal:
            return f"pick:{C.code(card)}"
    return "give" if "give" in legal else legal[0]


# --- the heuristic bot --------------------------------------------------------------------


class HeuristicBot:
    """Drafts away weak cards, stakes when its hand looks strong, passes otherwise."""

    def __init__(self, threshold: float = 1.3) -> None:
        self.threshold = threshold  # stake when the win chance beats threshold / players
        self._passes: dict[tuple[Any, ...], list[int]] = {}  # a draft's choice, made once

    def think(self, state: State, rng: random.Random) -> Thought:
        seat = state.to_move
        assert seat is not None
        return self.decide(state.view(seat), rng)
        yield

    def decide(self, view: dict[str, Any], rng: random.Random) -> str:
        legal = [a["code"] for a in view["actions"]]
        if len(legal) == 1:
            return legal[0]
        hand = [C.parse(x) for x in view["hand"]]
        table = [C.parse(x) for stake in view["stakes"] for x in stake]
        if view["phase"] == "draft":
            need = view["draft"]["need"]
            picks = [C.parse(x) for x in view["picks"]]
            memo = (tuple(hand), tuple(table), need)
            if memo not in self._passes:
                self._passes = {memo: choose_passes(hand, table, need)}
            return follow(self._passes[memo], picks, legal)
        players = view["players"]
        chance = win_chance(hand, table, self._unseen(view, hand), self._sizes(view), rng)
        strong = chance * players >= self.threshold
        mods = [code for code in legal if code.startswith("mod:")]
        if mods:
            wanted_sign = "+" if strong else "-"
            if strong or view["multiplier"] >= 3:
                for code in mods:
                    if code.endswith(wanted_sign):
                        return code
        plays = [code for code in legal if code.startswith("play:")]
        if view["phase"] == "second":
            return self._stake(plays, hand, table, strong) if strong else "stop"
        if "pass" not in legal:
            return self._stake(plays, hand, table, strong)
        if strong and plays:
            return self._stake(plays, hand, table, strong)
        return "pass"

    @staticmethod
    def _stake(plays: list[str], hand: list[int], table: list[int], strong: bool) -> str:
        """Strong: the highest stake among cards outside the best hand; weak: the lowest."""
        best = evaluate([c for c in hand if c < 78] + table)
        core = set(best.cards) if best else set()

        def order(code: str) -> tuple[int, int, str]:
            card = C.parse(code[5:])
            assert card is not None
            return (card in core, -C.chips(card) if strong else C.chips(card), code)

        return min(plays, key=order)

    @staticmethod
    def _unseen(view: dict[str, Any], hand: list[int]) -> list[int]:
        seen = set(hand)
        seen.update(C.parse(x) for stake in view["stakes"] for x in stake)
        seen.update(C.parse(x[:-1]) for mods in view["mods"] for x in mods)
        every = C.deck(view["wild"], view["variants"]["modifiers"])
        return [c for c in every if c not in seen]

    @staticmethod
    def _sizes(view: dict[str, Any]) -> list[int]:
        seat = view["seat"]
        return [size for s, size in enumerate(view["hand_sizes"]) if s != seat]


# --- the strong bot -----------------------------------------------------------------------


class OddsBot:
    """Drafts, stakes and plays modifiers by its sampled chance to win the round.

    The chance is `odds.chance_to_win` over the cards the seat has not seen: in a draft, for
    each card it might pass, the cards it keeps plus random ones for those it will receive and
    the stake cards still to come; on its turn, its hand and the table plus random stake cards
    still to come, read through `odds.calibrated` (what such a chance has meant in play: the
    drafts to come lift it). What it passes goes to its left neighbour: a draft also counts
    against a card what it gives that neighbour (`spite`), with the cards it passed there
    before.

    A stake card pays its chips from each loser when its owner wins and to the winner when it
    loses: worth chips x (chance x players - 1) in multiplier units. It also lies on the table
    for every player: what that gives the others (`odds.stake_harm`) costs its owner chance,
    priced at `harm` points per unit of an opponent's win share, times its own chance. The card
    of best worth is its stake (a second card too); it stakes when that makes ending the game
    first likelier (`first_place_chance`, the rounds still to play as a normal spread; by the
    worth alone when first place does not move), passes otherwise, and when forced stakes the
    card of best worth. It always plays a modifier (each draws a card), facing + when staking
    is worth it by the odds, - otherwise. It remembers a draft's choice while it picks.
    """

    def __init__(
        self,
        samples: int = 80,
        turn_samples: int = 160,
        threshold: float = 1.0,
        spite: float = 0.5,
        harm: float = 40.0,
        harm_samples: int = 60,
        first_place: bool = True,
        calibrate: bool = True,
    ) -> None:
        self.calibrate = calibrate
        self.first_place = first_place
        self.samples = samples
        self.turn_samples = turn_samples
        self.threshold = threshold
        self.spite = spite
        self.harm = harm
        self.harm_samples = harm_samples
        self._passes: dict[tuple[Any, ...], list[int]] = {}

    def think(self, state: State, rng: random.Random) -> Thought:
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        legal = [a["code"] for a in view["actions"]]
        if len(legal) == 1:
            return legal[0]
        hand = [C.parse(x) for x in view["hand"]]
        table = [C.parse(x) for stake in view["stakes"] for x in stake]
        pool = [c for c in HeuristicBot._unseen(view, hand) if c < 78]
        players = view["players"]
        coming = C.STAKES_PER_ROUND - view["faceup"]
        if view["phase"] == "draft":
            need = view["draft"]["need"]
            memo = (tuple(hand), tuple(table), need)
            if memo not in self._passes:
                left = [C.parse(x) for x in view.get("known_left", [])]
                plan = yield from passes_by_odds(
                    hand,
                    table,
                    need,
                    pool,
                    need + coming,
                    players,
                    rng,
                    self.samples,
                    left=[c for c in left if c is not None],
                    spite=self.spite,
                )
                self._passes = {memo: plan}
            return follow(self._passes[memo], [C.parse(x) for x in view["picks"]], legal)
        mine = [c for c in hand if c < 78] + table
        chance = chance_to_win(mine, pool, coming, players, rng, self.turn_samples)
        if self.calibrate:
            chance = calibrated(chance, coming)
        plays = [code for code in legal if code.startswith("play:")]
        stake, value, harm = None, -math.inf, 0.0
        if plays:
            yield
            stake, value, harm = self._best_stake(view, plays, chance, table, pool, coming, rng)
        worth = self._worth(view, chance, stake, value, harm)
        for code in legal:
            if code.startswith("mod:") and code.endswith("+" if worth else "-"):
                return code
        if stake and (worth or ("pass" not in legal and "stop" not in legal)):
            return stake
        return "stop" if "stop" in legal else "pass"

    def _best_stake(
        self,
        view: dict[str, Any],
        plays: list[str],
        chance: float,
        table: list[int],
        pool: list[int],
        coming: int,
        rng: random.Random,
    ) -> tuple[str, float, float]:
        """The stake of best worth (in multiplier units), that worth, and its harm."""
        cards = {code: C.parse(code[5:]) for code in plays}
        harms = stake_harm(
            table,
            [c for c in cards.values() if c is not None],
            pool,
            coming,
            view["players"],
            rng,
            self.harm_samples,
        )
        odds = chance * view["players"] / self.threshold - 1

        def worth(code: str) -> tuple[float, str]:
            card = cards[code]
            assert card is not None
            return C.chips(card) * odds - self.harm * chance * harms[card], code

        value, code = max(worth(code) for code in plays)
        card = cards[code]
        assert card is not None
        return code, value, harms[card]

    def _worth(
        self, view: dict[str, Any], chance: float, stake: str | None, value: float, harm: float
    ) -> bool:
        """Whether staking (or facing +) is worth it: by the odds, or by the chance of ending
        the game first with the stake on the table and without it (its harm to be counted: the
        others' gain is taken from each winner alike)."""
        by_odds = value > 0 if stake else chance * view["players"] >= self.threshold
        last = view["round"] >= view["rounds"]
        if stake is None or not (last or self.first_place):
            return by_odds
        seat = view["seat"]
        stakes = list(view["stake_points"])
        rounds_left = view["rounds"] - view["round"]
        scores, multiplier = view["scores"], view["multiplier"]
        without = first_place_chance(scores, stakes, seat, chance, multiplier, rounds_left)
        card = C.parse(stake[5:])
        assert card is not None
        stakes[seat] += C.chips(card)
        given = max(0.0, chance * (1 - (view["players"] - 1) * harm))
        staked = first_place_chance(scores, stakes, seat, given, multiplier, rounds_left)
        return by_odds if abs(staked - without) < 1e-9 else staked > without


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "search": OddsBot}
