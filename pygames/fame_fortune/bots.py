"""Bots for For Fame & Fortune.

- `HeuristicBot` decides from `state.view(seat)` only: it drafts away the cards that add least
  to its hand, and stakes cards when a quick sampling of the unseen cards says its hand is
  likely to win (passing otherwise).
- "search" is the kernel's SearchBot over determinizations, with `rollout_choice` as its
  playout policy and the state's `value` (points lead, with the round scored as if it ended).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pygames.core import RandomBot, SearchBot, State
from pygames.core.bots import Thought

from . import cards as C
from .hands import FOUR, evaluate

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
            score += C.chips(card) * 0.01  # pass low stakes when all else is equal
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
            wanted = self._passes[memo]
            for card in picks:
                if card not in wanted and f"pick:{C.code(card)}" in legal:
                    return f"pick:{C.code(card)}"
            for card in wanted:
                if card not in picks and f"pick:{C.code(card)}" in legal:
                    return f"pick:{C.code(card)}"
            return "give" if "give" in legal else legal[0]
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


# --- playouts for the search bot ----------------------------------------------------------


def rollout_choice(state: Any, rng: random.Random) -> str:
    """A quick, sensible move for playouts (on a determinized state)."""
    seat = state.to_move
    hand = state.hands[seat]
    if state.phase == "draft":
        picks = state.picks[seat]
        if len(picks) == state.need:
            return "give"
        counts: dict[int, int] = {}
        for card in hand:
            counts[card % 13] = counts.get(card % 13, 0) + 1
        choices = [c for c in hand if c not in picks]
        card = min(choices, key=lambda c: (counts[c % 13], c >= 78, rng.random()))
        return f"pick:{C.code(card)}"
    fortune = [c for c in hand if c < 78]
    if state.phase == "second":
        if fortune and rng.random() < 0.3:
            return f"play:{C.code(rng.choice(fortune))}"
        return "stop"
    if state.forced or not fortune:
        if not fortune:
            return "pass"
        return f"play:{C.code(rng.choice(fortune))}"
    best = evaluate(state.usable(seat))
    strong = best is not None and best.key[0] >= FOUR
    if rng.random() < (0.7 if strong else 0.2):
        return f"play:{C.code(rng.choice(fortune))}"
    return "pass"


def shortlist(legal: list[str], hand: list[int], table: list[int]) -> list[str]:
    """Pass, stop and the modifiers, plus the two stakes the heuristic would make: the one it
    makes when strong (a rich card outside its best hand) and when weak (the cheapest)."""
    plays = [code for code in legal if code.startswith("play:")]
    others = [code for code in legal if not code.startswith("play:")]
    if plays:
        others.append(HeuristicBot._stake(plays, hand, table, True))
        others.append(HeuristicBot._stake(plays, hand, table, False))
    return sorted(set(others))


class FameSearchBot(SearchBot):
    """The kernel's SearchBot for the Active Player's choices (stake, pass, modifiers).

    Choosing the cards to pass is a sequence of toggles whose single steps a flat search
    judges poorly and slowly, so the draft is left to the heuristic's choice of passes; and
    the search weighs a shortlist of stakes (the richest few and the cheapest) rather than
    every card, so each gets enough playouts to tell them apart.
    """

    def __init__(
        self, iterations: int = 200, depth: int = 12, seconds: float | None = 2.0, **kwargs: Any
    ) -> None:
        super().__init__(iterations=iterations, depth=depth, seconds=seconds, **kwargs)
        self.drafter = HeuristicBot()

    def candidates(self, state: State, rng: random.Random) -> list[str]:
        seat = state.to_move
        assert seat is not None
        view = state.view(seat)
        if view["phase"] == "draft":
            return [self.drafter.decide(view, rng)]
        hand = [C.parse(x) for x in view["hand"]]
        table = [C.parse(x) for stake in view["stakes"] for x in stake]
        return shortlist(state.legal_actions(), hand, table)


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "search": FameSearchBot}
