"""One game of Plinius adversus Vesuvium: the deck, the eruption track, the wind, the counters.

A turn is one card. `draw` reveals it; a black card advances the eruption, a red face may turn
the wind, a red number card gives action points that the player spends one action at a time
(`move`, `board`, `land`, `observe`) and closes with `done` (or by spending the last point).
The game ends when the deck is exhausted.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from ..core import Deck, Game, Outcome, State
from ..core.i18n import tr
from . import data, deck, rules, words
from .words import name as _name
from .words import place as _place


class PliniusState(State):
    def __init__(self, game: Game[Any], players: int, seed: int, options: dict[str, Any]) -> None:
        super().__init__(game, players, seed, options)
        # Set-up: ships at Misenum, Pomponianus at Stabiae, one incola in each of four towns.
        self.where: dict[str, str | None] = {c: spec[2] for c, spec in data.COUNTERS.items()}
        self.stunned: dict[str, bool] = dict.fromkeys(data.COUNTERS, False)
        self.aboard: dict[str, str | None] = dict.fromkeys(data.INHABITANTS)
        self.cargo: dict[str, str | None] = dict.fromkeys(data.SHIPS)
        self.dead: list[str] = []
        # The deck shuffled, 8 cards removed unseen; the rest is the deck, drawn from its top
        # (the shuffle's last card first, as the deck has always been drawn, so saved games
        # replay the same).
        cards = self.shuffled(deck.full_deck())
        self.removed: list[str] = cards[: data.REMOVED]
        self.deck: Deck[str] = Deck(reversed(cards[data.REMOVED :]))
        self.revealed: list[str] = []
        self.smoke = 0  # the total of the black number cards' pile
        self.black_faces = 0
        self.red_faces = 0
        self.wind = 1  # +1: the Ventus arrow points right; -1 after the turn
        self.nubes = 1  # Nubes starts in the first box
        self.fluxus = 0  # Fluxus starts off the board
        self.ap = 0
        self.acting = False  # spending a red number card's action points
        self.observed = False
        # What the last card struck (who the smoke stunned or the flow killed) and the score's
        # change with it: the table says it beside the score (issue 29).
        self.struck: list[dict[str, Any]] = []
        self.vp_change = 0
        self.say(words.begun())

    # --- the contract ------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return 0 if self.acting or self.deck else None

    def _legal(self) -> Iterable[str]:
        if not self.acting:
            return ["draw"]
        return [code for code in self._candidates() if self._reason(code) is None]

    def _candidates(self) -> list[str]:
        codes = ["done"]
        for counter in data.COUNTERS:
            dot = self.where[counter]
            if dot is None or self.aboard.get(counter):
                continue
            lines = data.SEA_NEXT if counter in data.SHIPS else data.LAND_NEXT
            codes += [f"move:{counter}:{nxt}" for nxt in lines[dot]]
        for ship in data.SHIPS:
            dot = self.where[ship]
            if dot is None or data.DOTS[dot][1] != data.HARBOUR:
                continue
            passenger = self.cargo[ship]
            if passenger:
                codes.append(f"land:{ship}:{passenger}")
            else:
                codes += [
                    f"board:{ship}:{c}"
                    for c in data.INHABITANTS
                    if self.where[c] == dot and not self.aboard[c]
                ]
        if self.where[data.LIBURNA] == "obs":
            codes.append("observe")
        return codes

    def check(self, code: str) -> str | None:
        if not isinstance(code, str):
            return tr("An action is a short text code.")
        return self._reason(code)

    def _reason(self, code: str) -> str | None:
        """Why `code` may not be played now, in words, or None when it may."""
        if code == "draw":
            if self.acting:
                return tr(
                    "Spend your {ap} AP or say done before drawing the next card.", ap=self.ap
                )
            return None if self.deck else "The deck is exhausted."
        if not self.acting:
            if self.deck:
                return tr("Draw the next card first: action points come from red number cards.")
            return tr("The deck is exhausted.")
        if code == "done":
            return None
        if code == "observe":
            return self._observe_reason()
        parts = code.split(":")
        if len(parts) != 3 or parts[0] not in ("move", "board", "land"):
            return tr(
                "'{code}' is not an action of this game (draw, move, board, land, ...).",
                code=code[:40],
            )
        verb, first, second = parts
        if verb == "move":
            return self._move_reason(first, second)
        return self._boarding_reason(verb, first, second)

    def _move_reason(self, counter: str, to: str) -> str | None:
        if counter not in data.COUNTERS:
            return tr("There is no counter '{counter}'.", counter=counter[:20])
        if to not in data.DOTS:
            return tr("There is no dot '{to}' on the map.", to=to[:20])
        name = _name(counter)
        frm = self.where[counter]
        if frm is None:
            return tr("{who} is dead.", who=name)
        ship = self.aboard.get(counter)
        if ship:
            return tr(
                "{who} is aboard {ship} and moves with it; land it first.",
                who=name,
                ship=_name(ship),
            )
        if counter in data.SHIPS:
            if to not in data.SEA_NEXT[frm]:
                return tr("No blue line joins {frm} to {to}.", frm=_place(frm), to=_place(to))
            if data.DOTS[to][1] == data.OBSERVATION and counter != data.LIBURNA:
                return tr("Only Pliny's liburna may sail to the observation point.")
        elif to not in data.LAND_NEXT[frm]:
            return tr("No brown line joins {frm} to {to}.", frm=_place(frm), to=_place(to))
        if self.buried(to):
            colour = rules.band_name(data.DOTS[to][4])
            return tr(
                "{place} is buried: the flow has swept the {colour} dots; no one may enter.",
                place=_place(to),
                colour=colour,
            )
        if to != data.UNLIMITED:
            full = self._room_reason(counter, to)
            if full:
                return full
        cost = self.cost(counter, to)
        if cost > self.ap:
            return tr("{who} needs {cost} AP; {ap} left.", who=name, cost=cost, ap=self.ap)
        return None

    def _boarding_reason(self, verb: str, ship: str, counter: str) -> str | None:
        if ship not in data.SHIPS:
            return tr("There is no ship '{ship}'.", ship=ship[:20])
        if counter not in data.INHABITANTS:
            return tr("There is no inhabitant '{counter}'.", counter=counter[:20])
        dot = self.where[ship]
        if dot is None:
            return tr("{ship} is lost.", ship=_name(ship))
        if self.where[counter] is None:
            return tr("{counter} is dead.", counter=_name(counter))
        if data.DOTS[dot][1] != data.HARBOUR:
            return tr(
                "Inhabitants board and land only in a harbour; {ship} is at sea.", ship=_name(ship)
            )
        if verb == "board":
            aboard = self.aboard[counter]
            if aboard:
                return tr(
                    "{counter} is already aboard {aboard}.",
                    counter=_name(counter),
                    aboard=_name(aboard),
                )
            if self.where[counter] != dot:
                return tr("{counter} is not at {dot}.", counter=_name(counter), dot=_place(dot))
            carried = self.cargo[ship]
            if carried:
                return tr(
                    "{ship} already carries {carried} (one per ship).",
                    ship=_name(ship),
                    carried=_name(carried),
                )
            if counter == data.POMPONIANUS and ship != data.LIBURNA:
                return tr("Pomponianus can only be picked up by Pliny's liburna.")
        else:
            if self.cargo[ship] != counter:
                return tr(
                    "{counter} is not aboard {ship}.", counter=_name(counter), ship=_name(ship)
                )
        if self.ap < data.BOARD_COST:
            if verb == "board":
                return tr("Boarding needs 1 AP; {ap} left.", ap=self.ap)
            return tr("Landing needs 1 AP; {ap} left.", ap=self.ap)
        return None

    def _observe_reason(self) -> str | None:
        if self.observed:
            return tr("Pliny has already made his observations (once per game).")
        if self.where[data.LIBURNA] != "obs":
            return tr("Pliny's liburna must be at the observation point.")
        if self.ap < data.OBSERVE_COST:
            return tr("Observing needs {cost} AP; {ap} left.", cost=data.OBSERVE_COST, ap=self.ap)
        return None

    def buried(self, dot: str) -> bool:
        """Whether the flow has swept `dot`'s colour: no counter may enter it again (docs/rulings.md
        "The flow's ground stays deadly"). Misenum has no colour."""
        band = data.DOTS[dot][4]
        return band != data.NO_COLOUR and band <= self.fluxus

    def _room_reason(self, counter: str, to: str) -> str | None:
        """Why `to` (not Misenum) has no room for `counter` and what it carries, or None.

        A land dot's two inhabitants count everyone on it, passengers of a docked ship included
        (docs/rulings.md "The land's limit counts everyone on the dot")."""
        on_land = data.DOTS[to][1] != data.SEA and data.DOTS[to][1] != data.OBSERVATION
        if counter in data.SHIPS:
            ships = sum(1 for s in data.SHIPS if self.where[s] == to)
            room = data.LAND_SHIPS if on_land else data.SEA_SHIPS
            if ships >= room:
                return tr(
                    "{place} already holds a ship.",
                    "{place} already holds {count} ships.",
                    place=_place(to),
                    count=room,
                )
            arriving = 1 if on_land and self.cargo[counter] else 0
        else:
            arriving = 1
        if arriving and self.inhabitants_at(to) + arriving > data.LAND_INHABITANTS:
            return tr(
                "{to} already holds {count} inhabitants.",
                to=_place(to),
                count=data.LAND_INHABITANTS,
            )
        return None

    def inhabitants_at(self, dot: str) -> int:
        """Everyone on `dot`: on foot, and aboard the ships docked there."""
        return sum(1 for c in data.INHABITANTS if self.where[c] == dot)

    def cost(self, counter: str, to: str) -> int:
        frm = self.where[counter]
        assert frm is not None
        return rules.step_cost(counter, self.stunned[counter], frm, to, self.wind)

    # --- applying actions --------------------------------------------------------------------
    def _apply(self, code: str) -> None:
        if code == "draw":
            self._draw()
            return
        if code == "done":
            if self.ap:
                self.say(words.done(self.ap))
            self._end_actions()
            return
        if code == "observe":
            self.ap -= data.OBSERVE_COST
            self.observed = True
            self.say(words.observed(data.VP_OBSERVATION))
        else:
            verb, first, second = code.split(":")
            if verb == "move":
                self._move(first, second)
            elif verb == "board":
                self.ap -= data.BOARD_COST
                self.aboard[second] = first
                self.cargo[first] = second
                self.say(words.boards(second, first))
            else:
                self.ap -= data.BOARD_COST
                self.aboard[second] = None
                self.cargo[first] = None
                self.say(words.lands(second, first, self._at(first)))
        if self.ap <= 0:
            self._end_actions()

    def _at(self, counter: str) -> str:
        dot = self.where[counter]
        assert dot is not None
        return dot

    def _move(self, counter: str, to: str) -> None:
        cost = self.cost(counter, to)
        before = rules.score(self)
        self.ap -= cost
        self.where[counter] = to
        passenger = self.cargo.get(counter)
        if passenger:
            self.where[passenger] = to
        self.say(words.moves(counter, passenger, to, cost))
        gain = rules.score(self) - before
        if gain:
            # Someone counts as saved the moment they reach Misenum, aboard or on foot: the
            # score rose when a ship came in, not when its passenger landed (issue 29).
            self.say(words.saved(passenger or counter, counter if passenger else None, gain))

    def _end_actions(self) -> None:
        self.ap = 0
        self.acting = False
        if not self.deck:
            self._finish()

    def _draw(self) -> None:
        (card,) = self.draw(self.deck)
        self.revealed.append(card)
        self.struck = []
        before = rules.score(self)
        text = deck.label(card)
        if deck.is_black(card):
            if deck.is_face(card):
                self.black_faces += 1
                self.say(words.black_face(text, self.black_faces))
            else:
                self.smoke += deck.number(card)
                self.say(words.smoke(text, self.smoke))
            self._advance_eruption()
        elif deck.is_face(card):
            self.red_faces += 1
            self.say(words.red_face(text, self.red_faces))
            if self.red_faces == data.WIND_TURNS_AT:
                self.wind = -1
                self.say(words.wind_turns())
                self._advance_eruption()
        else:
            self.ap = deck.number(card)
            self.acting = True
            self.say(words.action_points(text, self.ap))
        self.vp_change = rules.score(self) - before
        if not self.acting and not self.deck:
            self._finish()

    def _advance_eruption(self) -> None:
        """Move Fluxus and Nubes to the boxes their counts reach, one box at a time.

        Every box a counter enters strikes its colour (a jump cannot pass a box with this deck,
        but a counter held before the last box until the wind turns enters it then). The last
        box is closed until the wind has turned.
        """
        limit = data.LAST_BOX if self.wind < 0 else data.LAST_BOX - 1
        target = min(rules.flow_box(self.black_faces), limit)
        while self.fluxus < target:
            self.fluxus += 1
            self._strike(self.fluxus, kill=True)
        target = min(rules.smoke_box(self.smoke), limit)
        while self.nubes < target:
            self.nubes += 1
            self._strike(self.nubes, kill=False)

    def _strike(self, band: int, kill: bool) -> None:
        colour = rules.band_name(band)
        smoke, flow, _, _ = data.TRACK[band - 1]
        box = f"{smoke if smoke is not None else '-'}/{flow}F"
        hit = [
            c
            for c in data.COUNTERS
            if (dot := self.where[c]) is not None and data.DOTS[dot][4] == band
        ]
        before = rules.score(self)
        if kill:
            at = [self.where[c] for c in hit]  # where each stood: the table shows the place
            # A passenger stands on its ship's dot, so it dies with the ship.
            for counter in hit:
                self.where[counter] = None
                self.dead.append(counter)
                if counter in self.cargo:
                    self.cargo[counter] = None
                else:
                    self.aboard[counter] = None
            self.say(words.swept(box, colour, hit, rules.score(self) - before))
            self.struck.append({"by": "Fluxus", "colour": colour, "who": hit, "at": at})
        else:
            fresh = [c for c in hit if not self.stunned[c]]
            for counter in fresh:
                self.stunned[counter] = True
            self.say(words.smoked(box, colour, fresh, rules.score(self) - before))
            at = [self.where[c] for c in fresh]
            self.struck.append({"by": "Nubes", "colour": colour, "who": fresh, "at": at})

    def _finish(self) -> None:
        total = rules.score(self)
        self.say(words.finished(total, rules.wins(total)))

    # --- words -------------------------------------------------------------------------------
    def describe(self, code: str) -> str:
        return words.describe(self, code)

    def prompt(self, seat: int | None) -> str:
        return words.prompt(self)

    def outcome(self) -> Outcome:
        lines = rules.vp_lines(self)
        total = sum(vp for _, vp in lines)
        won = self.over and rules.wins(total)
        detail = words.outcome_detail(lines, self.over, won)
        if not self.over:
            return Outcome.from_scores([total], "VP", detail)
        # A lost solitaire has no winner (the kernel's Outcome).
        return Outcome((total,), (1,), (0,) if won else (), "VP", tuple(detail))

    def won(self) -> bool:
        return self.over and rules.wins(rules.score(self))

    def _view(self, seat: int | None) -> dict[str, Any]:
        costs = {}
        blocked = {}  # a step or a boarding refused now, with the reason (the board says it)
        if self.acting:
            for code in self._candidates():
                if code.startswith("move:"):
                    reason = self._reason(code)
                    if reason is None:
                        _, counter, to = code.split(":")
                        costs[code] = self.cost(counter, to)
                    else:
                        blocked[code] = reason
            # A person beside a ship in harbour that may not board it: the board says why.
            for ship in data.SHIPS:
                for counter in data.INHABITANTS:
                    dot = self.where[ship]
                    if dot and self.where[counter] == dot and not self.aboard[counter]:
                        code = f"board:{ship}:{counter}"
                        reason = self._reason(code)
                        if reason is not None and data.DOTS[dot][1] == data.HARBOUR:
                            blocked[code] = reason
        return {
            "counters": {
                c: {
                    "name": data.COUNTERS[c][0],
                    "kind": data.COUNTERS[c][1],
                    "dot": self.where[c],
                    "stunned": self.stunned[c],
                    "dead": self.where[c] is None,
                    "aboard": self.aboard.get(c),
                    "cargo": self.cargo.get(c),
                }
                for c in data.COUNTERS
            },
            "dead": list(self.dead),
            "revealed": list(self.revealed),
            "last_card": self.revealed[-1] if self.revealed else None,
            "cards_left": len(self.deck),
            "removed": data.REMOVED,
            "smoke": self.smoke,
            "black_faces": self.black_faces,
            "red_faces": self.red_faces,
            "wind": "right" if self.wind > 0 else "left",
            "nubes": self.nubes,
            "fluxus": self.fluxus,
            "ap": self.ap,
            "acting": self.acting,
            "observed": self.observed,
            "vp": rules.score(self),
            "struck": [dict(hit, who=list(hit["who"]), at=list(hit["at"])) for hit in self.struck],
            "vp_change": self.vp_change,
            "won": self.won(),
            "costs": costs,
            "blocked": blocked,
            # The action just played: the board follows the counter it moved, and shows what
            # the card just drawn struck.
            "last_action": self.history[-1] if self.history else None,
        }

    # --- hidden information and bots ---------------------------------------------------------
    def _resample_hidden(self, seen: frozenset[int], rng: random.Random) -> None:
        """Redeal the unseen cards: the rest of the deck and the 8 removed are alike to Pliny
        (pooled in card order, so the new deal owes nothing to the real one)."""
        pool = sorted(self.deck.cards() + self.removed)
        rng.shuffle(pool)
        self.deck.restack(pool[: len(self.deck)])
        self.removed = pool[len(self.deck) :]

    def clone(self) -> PliniusState:
        new = self._copy()
        new.where = dict(self.where)
        new.stunned = dict(self.stunned)
        new.aboard = dict(self.aboard)
        new.cargo = dict(self.cargo)
        new.dead = list(self.dead)
        new.removed = list(self.removed)
        new.deck = self.deck.copy()
        new.revealed = list(self.revealed)
        new.struck = [dict(hit, who=list(hit["who"]), at=list(hit["at"])) for hit in self.struck]
        return new

    def value(self, seat: int) -> float:
        from .bots import position_value

        return position_value(self)

    def rollout_action(self, rng: random.Random) -> str:
        from .bots import rollout_action

        return rollout_action(self, rng)
