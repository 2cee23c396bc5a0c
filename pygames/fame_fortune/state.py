"""One table of For Fame & Fortune: dealing, the draft, stakes, the multiplier and scoring.

Flow of a Game Round (rulebook, "How to Play"): deal 10 each; Draft 5 to the left; then the
Active Player (first the Dealer's left) plays 1 card, 2 cards or passes. After a play everyone
drafts [5 minus the cards face up], the Active Player draws back to 10 and play moves left;
after a pass play moves left, and if all pass everyone drafts. Each time play comes round to the
Dealer the Fortune Multiplier goes up by one. The round ends with the 5th stake card (forced
when the deck runs out or the multiplier reaches x8); every player forms their best hand from
their own hand and the 5 stake cards, and the winner collects from every loser.

The simultaneous draft is played seat by seat (to_move moves round the table): `pick:CODE`
toggles a card, `give` hands over exactly the required number; nothing passed is seen by its
receiver until every player has chosen.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from pygames.core import Deck, Game, Outcome, State
from pygames.core.i18n import tr

from . import cards as C
from . import words
from .hands import evaluate
from .scoring import score_round, stake_points

DRAFT, TURN, SECOND = "draft", "turn", "second"

MAX_UNPICKS = 12  # toggling a chosen card back is bounded, so random play always ends


class FameFortuneState(State):
    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        # docs/rulings.md: wild cards are included automatically for 6 players, optional otherwise.
        self.wild = bool(options["wild_cards"]) or players == 6
        self.use_mods = bool(options["modifiers"])
        self.cap = 16 if options["multiplier_9_16"] else 8
        self.total_rounds = options["rounds"] or players
        self.scores = [0] * players
        self.rounds_played = 0
        self.dealer = 0  # the app selects the first seat as the first Dealer
        self.finished = False
        self.last_round: dict[str, Any] | None = None
        # Where the log's lines after the last round's result begin (the next round's deal): a
        # front end holding on the result shows the log up to there, whatever its wording.
        self.result_logged: int | None = None
        # The move after which the multiplier last turned up: the table shows it turning.
        self.turned_move = -1
        # (line, seat): a line all read but `seat`, who reads its own fuller twin (the drawer
        # read "draws the 13 of Diamonds." then "draws 1 card; 24 left", issue 29). A frozenset,
        # so that a copy of the table adds to its own.
        self.twinned: frozenset[tuple[int, int]] = frozenset()
        self._start_round()

    # --- round set-up ---------------------------------------------------------------------
    def _start_round(self) -> None:
        n = self.players
        self.multiplier = 1
        self.deck: Deck[int] = self._new_deck()
        self.hands: list[list[int]] = [sorted(self.draw(self.deck, C.HAND_SIZE)) for _ in range(n)]
        self.stakes: list[list[int]] = [[] for _ in range(n)]
        self.stake_order: list[tuple[int, int]] = []  # (seat, card) as they went face up
        self.mods: list[list[tuple[int, int]]] = [[] for _ in range(n)]  # (card, +1 or -1)
        self.faceup = 0
        self.passes = 0
        self.forced = False
        self.played: list[int] = []  # stake cards played in the current turn
        self.turn_faceup = 0  # face-up count when the current turn began
        # What each seat knows of the hidden cards: the cards it passed in the latest draft
        # (in its left neighbour's hand unless played since), and every card it ever passed.
        self.known_left: list[set[int]] = [set() for _ in range(n)]
        self.passed_by: list[set[int]] = [set() for _ in range(n)]
        # The cards each seat received in the latest draft, from its right neighbour, until that
        # seat's next action: its hand marks them new (a reviewer could not tell them apart).
        self.received: list[list[int]] = [[] for _ in range(n)]
        # The cards each seat drew from the deck, until its next action: marked new too (on a
        # phone a reviewer could not tell the drawn cards from the rest of the hand).
        self.drawn: list[list[int]] = [[] for _ in range(n)]
        # The multiplier at each seat's latest decision this round: the table marks its rise
        # since then ("x2 → x3") until the seat's next one (a phone's reviewer missed it).
        self.seen_multiplier = [1] * n
        self.active = (self.dealer + 1) % n
        self.say(words.deals(self.rounds_played + 1, self.total_rounds, self.dealer))
        self._begin_draft(C.FIRST_DRAFT, "first")

    def _new_deck(self) -> Deck[int]:
        """The round's deck, shuffled from the seed (across devices: the secret deck's slots)."""
        return Deck(self.shuffled(C.deck(self.wild, self.use_mods)))

    def _begin_draft(self, need: int, after: str) -> None:
        """Everyone passes `need` cards left, choosing in turn from the Active Player on."""
        self.phase = DRAFT
        self.need = need
        self.after = after
        self.order = [(self.active + i) % self.players for i in range(self.players)]
        self.drafter = 0  # index into order
        self.picks: list[list[int]] = [[] for _ in range(self.players)]
        self.unpicks = 0
        self.say(words.draft(need, self.active))

    # --- the contract ---------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.finished:
            return None
        if self.phase == DRAFT:
            return self.order[self.drafter]
        return self.active

    def left(self, seat: int) -> int:
        return (seat + 1) % self.players

    def _legal(self) -> list[str]:
        seat = self.to_move
        assert seat is not None
        hand = self.hands[seat]
        if self.phase == DRAFT:
            picks = self.picks[seat]
            codes = []
            if len(picks) < self.need:
                codes += [f"pick:{C.code(c)}" for c in hand if c not in picks]
            if self.unpicks < MAX_UNPICKS:
                codes += [f"pick:{C.code(c)}" for c in picks]
            if len(picks) == self.need:
                codes.append("give")
            return codes
        fortune = [c for c in hand if not C.is_modifier(c)]
        codes = [f"play:{C.code(c)}" for c in fortune]
        if self.phase == SECOND:
            codes.append("stop")
            return codes
        if self.use_mods and not self.played:
            for card in hand:
                if C.is_modifier(card):
                    codes += [f"mod:{C.code(card)}+", f"mod:{C.code(card)}-"]
        if not self.forced:
            codes.append("pass")
        return codes

    def check(self, code: str) -> str | None:
        if code in self.legal_actions():
            return None
        seat = self.to_move
        verb, _, arg = code.partition(":")
        card = C.parse(arg.rstrip("+-") if verb == "mod" else arg)
        if verb in ("pick", "play", "mod") and card is not None and seat is not None:
            if card not in self.hands[seat]:
                return words.not_held(self, seat, card)
            if verb == "pick" and self.phase == DRAFT:
                if len(self.picks[seat]) >= self.need:
                    return words.chose_enough(self.need)
                return tr("You have changed your choice too often; pass the cards you chose.")
            if verb == "play" and self.phase == DRAFT:
                return tr("Everyone is drafting now; stake cards are played after the draft.")
            if verb == "play" and C.is_modifier(card):
                return tr("A Fortune Modifier is played with its facing (+ or -), not as a stake.")
            if verb == "play" and self.phase == TURN and self.played:
                return tr("You have played your cards for this turn.")
            if verb == "play" and self.faceup >= 3:
                return tr("You cannot play 2 cards when 3 or more cards lie face up.")
            if verb == "mod" and not self.use_mods:
                return tr("The Fortune Modifier variant is not in play.")
            if verb == "mod" and self.phase != TURN:
                return tr("Fortune Modifiers are played before your regular action.")
        if code == "give" and self.phase == DRAFT and seat is not None:
            return words.choose_exactly(self.need, len(self.picks[seat]))
        if code == "pass" and self.forced:
            return tr(
                "You must play until the 5th stake card lies on the table "
                "(the deck is out or the multiplier is at its end)."
            )
        if code == "stop" and self.phase != SECOND:
            return tr("There is no play to stop now.")
        return self.not_open(code)

    def _apply(self, code: str) -> None:
        seat = self.to_move
        assert seat is not None
        verb, _, arg = code.partition(":")
        self.received[seat] = []
        self.drawn[seat] = []
        self.seen_multiplier[seat] = self.multiplier
        if verb == "pick":
            card = C.card_of(arg)
            picks = self.picks[seat]
            if card in picks:
                picks.remove(card)
                self.unpicks += 1
            else:
                picks.append(card)
        elif verb == "give":
            self._give(seat)
        elif verb == "mod":
            self._modifier(seat, C.card_of(arg[:-1]), 1 if arg.endswith("+") else -1)
        elif verb == "play":
            self._play(seat, C.card_of(arg))
        elif verb == "stop":
            self._after_play()
        elif verb == "pass":
            self._pass(seat)

    # --- the draft -------------------------------------------------------------------------
    def _give(self, seat: int) -> None:
        # As it happens: the choice is made (all see it), then what it holds (its player only).
        self.say(words.has_chosen(seat, self.need))
        self.say(words.passes_cards(seat, self.picks[seat], self.left(seat)), to=seat)
        self.drafter += 1
        self.unpicks = 0
        if self.drafter < self.players:
            return
        # Everyone has chosen: the cards change hands and are revealed to their receivers.
        self.reveal()
        passed = [list(p) for p in self.picks]
        for giver in range(self.players):
            for card in passed[giver]:
                self.hands[giver].remove(card)
        for giver in range(self.players):
            taker = self.left(giver)
            self.hands[taker] = sorted(self.hands[taker] + passed[giver])
            self.say(words.receives(taker, passed[giver], giver), to=taker)
            self.received[taker] = list(passed[giver])
            self.known_left[giver] = set(passed[giver])
            self.passed_by[giver].update(passed[giver])
        self.picks = [[] for _ in range(self.players)]
        self.phase = TURN
        if self.after == "first":
            self._start_turn()
        elif self.after == "play":
            self._draw_back()
            self._advance()
        else:  # after everyone passed: the player to move goes on
            self._start_turn()

    def _draw_back(self) -> None:
        """Rulebook: after Draft, the Active Player draws to replenish hand back to 10 cards."""
        seat = self.active
        self._draw(seat, C.HAND_SIZE - len(self.hands[seat]), counted=True)

    def _draw(self, seat: int, count: int, counted: bool = False) -> None:
        """Draw for `seat`, which reads the cards; `counted`: all read how many and how many
        are left, the drawer in its own line."""
        taken = self.draw(self.deck, count)
        self.hands[seat] = sorted(self.hands[seat] + taken)
        self.drawn[seat] += taken
        if counted and taken:
            self.twinned = self.twinned | {(self.log_written, seat)}
        if counted:
            self.say(words.draws_back(seat, len(taken), len(self.deck)))
        if taken:
            left = len(self.deck) if counted else None
            self.say(words.draws(seat, taken, left), to=seat)

    def log_for(self, seat: int | None, start: int = 0) -> list[str]:
        """The kernel's lines for `seat`, but those it reads in a fuller twin of its own."""
        hidden = {line for line, reader in self.twinned if reader == seat}
        if not hidden:
            return super().log_for(seat, start)
        lines = enumerate(self._log[start:], start)
        return [str(text) for at, (text, to) in lines if to in (None, seat) and at not in hidden]

    # --- turns -----------------------------------------------------------------------------
    def _advance(self) -> None:
        """Play moves left; reaching the Dealer turns the multiplier up (docs/rulings.md)."""
        self.active = self.left(self.active)
        if self.active == self.dealer and self.multiplier < self.cap:
            self.multiplier += 1
            self.turned_move = len(self.history) + 1
            self.say(words.multiplier_up(self.multiplier))
        self._start_turn()

    def _start_turn(self) -> None:
        self.phase = TURN
        self.played = []
        self.turn_faceup = self.faceup
        if not self.forced and (not self.deck or self.multiplier >= self.cap):
            self.forced = True
            self.say(words.must_play(self.active, not self.deck, self.cap))

    def _modifier(self, seat: int, card: int, sign: int) -> None:
        self.hands[seat].remove(card)
        self.mods[seat].append((card, sign))
        self.say(words.modifier(seat, card, sign))
        self._draw(seat, 1)
        if not self.deck and not self.forced:
            self._start_turn()  # the deck ran out: this player now ends the round

    def _play(self, seat: int, card: int) -> None:
        self.hands[seat].remove(card)
        self.stakes[seat].append(card)
        self.stake_order.append((seat, card))
        self.played.append(card)
        self.faceup += 1
        for known in self.known_left:
            known.discard(card)
        self.say(words.stakes(seat, card))
        if self.faceup == C.STAKES_PER_ROUND - 1:
            self.say(words.next_stake_ends())
        if self.faceup >= C.STAKES_PER_ROUND:
            self._end_round()
        elif self.forced:
            if not any(not C.is_modifier(c) for c in self.hands[seat]):
                self._end_round()  # cannot happen with 10-card hands; a guard all the same
            else:
                self.phase = TURN
        elif len(self.played) == 1 and self.turn_faceup < 3:
            self.phase = SECOND
        else:
            self._after_play()

    def _after_play(self) -> None:
        self.passes = 0
        self._begin_draft(C.STAKES_PER_ROUND - self.faceup, "play")

    def _pass(self, seat: int) -> None:
        self.say(words.passes(seat))
        self.passes += 1
        if self.passes >= self.players:
            self.passes = 0
            self.say(words.all_passed())
            self._advance()
            self._begin_draft(C.STAKES_PER_ROUND - self.faceup, "passed")
        else:
            self._advance()

    # --- the end of a round ----------------------------------------------------------------
    def usable(self, seat: int) -> list[int]:
        """A player's cards for hands: their own hand and all stake cards face up
        (docs/rulings.md)."""
        table = [card for stake in self.stakes for card in stake]
        return [c for c in self.hands[seat] if not C.is_modifier(c)] + table

    def _end_round(self) -> None:
        n = self.players
        score = score_round(
            [self.usable(s) for s in range(n)],
            [self.hands[s] + self.stakes[s] for s in range(n)],
            self.stakes,
            self.mods,
            self.multiplier,
            bool(self.options["fortune_stakes"]),
            bool(self.options["fame_points"]),
        )
        for seat in range(n):
            self.scores[seat] += score.delta[seat]
        self.last_round = {
            "round": self.rounds_played + 1,
            "dealer": self.dealer,
            "multiplier": self.multiplier,
            "ender": self.stake_order[-1][0],  # who put the last stake card down
            "winners": score.winners,
            "hands": [
                {
                    "cards": [C.code(c) for c in score.formed[s].cards],
                    "name": score.formed[s].name,
                    "wilds": score.formed[s].wilds,
                    "stake": score.stakes[s],
                    "mods": score.mods[s],
                    "fame": score.fame[s],
                    "delta": score.delta[s],
                }
                for s in range(n)
            ],
            "stakes": [[C.code(c) for c in self.stakes[s]] for s in range(n)],
            # The table as the round left it, which stands until the players see the result.
            "order": [[seat, C.code(card)] for seat, card in self.stake_order],
            "deck": len(self.deck),
            # Messages, written out in the view in the language of the moment.
            "lines": words.result_lines(score),
            # For the view: the number of moves once this one is applied (the table's moment
            # at a round's end lasts until the next move).
            "move": len(self.history) + 1,
        }
        for line in words.round_ends(self.rounds_played + 1, score):
            self.say(line)
        self.rounds_played += 1
        if self.rounds_played >= self.total_rounds:
            self.finished = True
            self.phase = TURN
            self.say(words.game_over())
            return
        self.dealer = self.left(self.dealer)
        self.result_logged = self.log_written
        self._start_round()

    # --- words -----------------------------------------------------------------------------
    def describe(self, code: str) -> str:
        return words.describe(self, code)

    def prompt(self, seat: int | None) -> str:
        return words.prompt(self, seat)

    def outcome(self) -> Outcome:
        return Outcome.from_scores(list(self.scores), "points")

    # --- views -----------------------------------------------------------------------------
    def _view(self, seat: int | None) -> dict[str, Any]:
        n = self.players
        view: dict[str, Any] = {
            "round": min(self.rounds_played + 1, self.total_rounds),
            "rounds": self.total_rounds,
            "dealer": self.dealer,
            "active": self.active,
            "multiplier": self.multiplier,
            "multiplier_turned": self.turned_move == len(self.history),
            "cap": self.cap,
            "phase": "over" if self.finished else self.phase,
            "forced": self.forced,
            "deck": len(self.deck),
            "faceup": self.faceup,
            "stakes": [[C.code(c) for c in self.stakes[s]] for s in range(n)],
            "stake_order": [[seat, C.code(card)] for seat, card in self.stake_order],
            "mods": [
                [f"{C.code(c)}{'+' if g > 0 else '-'}" for c, g in self.mods[s]] for s in range(n)
            ],
            "stake_points": [
                stake_points(self.stakes[s], bool(self.options["fortune_stakes"])) for s in range(n)
            ],
            "scores": list(self.scores),
            "hand_sizes": [len(h) for h in self.hands],
            "wild": self.wild,
            "variants": {
                name: bool(self.options[name])
                for name in ("modifiers", "multiplier_9_16", "fortune_stakes", "fame_points")
            },
            "last_round": self._last_round(),
            # The lines this seat reads that were written after the last round's result.
            "since_result": (
                0 if self.result_logged is None else len(self.log_for(seat, self.result_logged))
            ),
            "hand": None,
        }
        if self.phase == DRAFT and not self.finished:
            view["draft"] = {
                "need": self.need,
                "done": [self.order.index(s) < self.drafter for s in range(n)],
            }
        if seat is not None and not self.finished:
            view["hand"] = [C.code(c) for c in self.hands[seat]]
            view["picks"] = [C.code(c) for c in self.picks[seat]] if self.phase == DRAFT else []
            view["known_left"] = sorted(C.code(c) for c in self.known_left[seat])
            view["passed_left"] = sorted(C.code(c) for c in self._passed_earlier(seat))
            hand = set(self.hands[seat])
            view["received"] = [C.code(c) for c in self.received[seat] if c in hand]
            view["drawn"] = [C.code(c) for c in self.drawn[seat] if c in hand]
            view["multiplier_seen"] = self.seen_multiplier[seat]
            # While choosing cards to pass, the best hand of the cards kept (a reviewer saw it count
            # the cards about to leave).
            leaving = set(self.picks[seat]) if self.phase == DRAFT else set()
            best = evaluate([card for card in self.usable(seat) if card not in leaving])
            if best is not None:
                view["best"] = {"name": best.name, "cards": [C.code(c) for c in best.cards]}
        return view

    def _passed_earlier(self, seat: int) -> set[int]:
        """The cards `seat` passed left earlier this round and has not seen since (in its own
        hand, staked or laid as modifiers): the neighbour's own later passes may have moved
        them on (with two players they would have come back: they are still there)."""
        seen = set(self.hands[seat]) | {c for stake in self.stakes for c in stake}
        seen |= {card for laid in self.mods for card, _ in laid}
        return self.passed_by[seat] - self.known_left[seat] - seen

    def _last_round(self) -> dict[str, Any] | None:
        """The last round's result, its sums in the language of the moment."""
        if self.last_round is None:
            return None
        return {**self.last_round, "lines": [str(line) for line in self.last_round["lines"]]}

    # --- for bots --------------------------------------------------------------------------
    def clone(self) -> FameFortuneState:
        new = self._copy()
        new.scores = list(self.scores)
        new.deck = self.deck.copy()
        new.hands = [list(h) for h in self.hands]
        new.stakes = [list(s) for s in self.stakes]
        new.stake_order = list(self.stake_order)
        new.mods = [list(m) for m in self.mods]
        new.played = list(self.played)
        new.known_left = [set(k) for k in self.known_left]
        new.passed_by = [set(p) for p in self.passed_by]
        new.received = [list(r) for r in self.received]
        new.drawn = [list(d) for d in self.drawn]
        new.seen_multiplier = list(self.seen_multiplier)
        new.picks = [list(p) for p in self.picks]
        new.order = list(self.order)
        new.last_round = copy.deepcopy(self.last_round)  # small, and only for the view
        return new

    def _resample_hidden(self, seen: frozenset[int], rng: random.Random) -> None:
        """Redeal every card none of the `seen` seats has seen, keeping what they know.

        Kept: their own hands and picks, all stake and modifier cards on the table, and the
        cards each passed left in the latest draft (still in that neighbour's hand unless
        played). Cards they passed earlier are known to be in someone's hand (never the deck),
        so they are dealt to the other hands first. The other seats' own knowledge goes with
        their cards: what one passed is kept only where a seen seat received it; a drafter not
        yet done starts its choice again. The unseen cards are pooled in card order, so the
        new deal owes nothing to the real one.
        """
        if self.finished:
            return
        others = [p for p in range(self.players) if p not in seen]
        fixed: dict[int, set[int]] = {p: set() for p in others}
        for s in seen:
            if self.left(s) in fixed:
                fixed[self.left(s)] = self.known_left[s] & set(self.hands[self.left(s)])
        pool = sorted(
            [c for p in others for c in self.hands[p] if c not in fixed[p]] + self.deck.cards()
        )
        passed = set[int]().union(*(self.passed_by[s] for s in seen))
        in_hands = [c for c in pool if c in passed]
        rest = [c for c in pool if c not in passed]
        rng.shuffle(in_hands)
        rng.shuffle(rest)
        slots = sum(len(self.hands[p]) - len(fixed[p]) for p in others)
        for_hands = in_hands + rest[: slots - len(in_hands)]
        self.deck.restack(rest[slots - len(in_hands) :])
        rng.shuffle(for_hands)
        for p in others:
            count = len(self.hands[p]) - len(fixed[p])
            dealt, for_hands = for_hands[:count], for_hands[count:]
            self.hands[p] = sorted([*fixed[p], *dealt])
        drafting = self.phase == DRAFT
        for p in others:
            done = drafting and self.order.index(p) < self.drafter
            self.picks[p] = rng.sample(self.hands[p], self.need) if done else []
            if drafting and p == self.to_move:
                self.unpicks = 0
            if self.left(p) not in seen:
                self.known_left[p] = set()
                self.passed_by[p] = set()
