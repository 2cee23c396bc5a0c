"""The end of a game across devices: every seat's master revealed, every device checks it all.

With the masters, a device recomputes each round's shuffle and lock from the cards' points and
compares each step with the hash its seat signed; it opens every sealed box and compares each
unlock and pass with the locks the giver's master gives; and it reads every slot's card. The
first fault found is named with its seat and step.
"""

from __future__ import annotations

from collections.abc import Iterator

from pygames.core.errors import RecordError
from pygames.core.i18n import N_, tr

from .deck import LOCK, PLAY, SEED, SHUFFLE, SecretDeck, box_secret, lock_order
from .messages import deck_hash, unb64
from .sealed import open_box
from .seat import RoundKeys, box_context, lock_deck, shuffle_deck


def audit(deck: SecretDeck) -> list[list[str]]:
    """Every round's cards, slot by slot, once every seat has revealed its master; a fault
    raises RecordError naming who and where."""
    dealt: list[list[str]] = []
    for _ in audit_steps(deck, dealt):
        pass
    return dealt


def audit_steps(deck: SecretDeck, dealt: list[list[str]]) -> Iterator[str]:
    """The audit in steps a browser can spread over frames (each one seat's shuffle or lock,
    a round's cards read, or the sealed boxes); yields what it has just checked and appends
    every round's cards to `dealt`."""
    masters = deck.masters
    if any(master is None for master in masters):
        missing = ", ".join(str(s + 1) for s, m in enumerate(masters) if m is None)
        raise RecordError(tr("The check waits for the keys of seats {seats}.", seats=missing))
    keys = [m for m in masters if m is not None]
    for this in deck.rounds:
        if this.phase != PLAY:
            continue
        current = deck.initial()
        shufflers = list(range(deck.players))
        for kind, step, seats in (
            (SHUFFLE, shuffle_deck, shufflers),
            (LOCK, lock_deck, lock_order(deck.players)),
        ):
            for seat in seats:
                current = step(RoundKeys(keys[seat], this.number, deck.size), current)
                if deck_hash(current) != this.deck_hashes[(kind, seat)]:
                    text = (
                        N_("Round {round}: the shuffle of seat {seat} does not match its key.")
                        if kind == SHUFFLE
                        else N_("Round {round}: the lock of seat {seat} does not match its key.")
                    )
                    raise RecordError(tr(text, round=this.number + 1, seat=seat + 1))
                yield f"round {this.number + 1}: {kind} of seat {seat + 1}"
        cards = []
        for slot in range(deck.size):
            locks = [RoundKeys(k, this.number, deck.size).seed(slot) for k in keys]
            label = deck.unlock_point(current[32 * slot : 32 * slot + 32], locks)
            if label is None:
                raise RecordError(tr("Round {round}: a card is no card.", round=this.number + 1))
            cards.append(label)
        dealt.append(cards)
        yield f"round {this.number + 1}: the cards"
    _check_boxes(deck, keys)
    yield "the unlocks"


def _check_boxes(deck: SecretDeck, masters: list[bytes]) -> None:
    """Every unlock and pass held the giver's true locks."""
    for index, message in enumerate(deck.messages):
        if message["k"] not in ("unlock", "pass"):
            continue
        giver, number = message["s"], message["r"]
        per = deck.players if message["k"] == "pass" else 1
        for taker, slots, box in message["to"]:
            public = deck.box_keys[taker]
            assert public is not None  # a box is accepted only for a seat that joined
            context = box_context(deck.game, index, giver, taker, slots)
            plain = open_box(box_secret(masters[giver]), public, context, unb64(box))
            for n, slot in enumerate(slots):
                seats = range(deck.players) if per > 1 else [giver]
                for j, seat in enumerate(seats):
                    want = RoundKeys(masters[seat], number, deck.size).seed(slot)
                    if plain[SEED * (per * n + j) : SEED * (per * n + j + 1)] != want:
                        raise RecordError(
                            tr(
                                "Message {n}: seat {seat} handed a wrong unlock.",
                                n=index + 1,
                                seat=giver + 1,
                            )
                        )
