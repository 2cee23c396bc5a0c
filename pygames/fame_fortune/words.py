"""For Fame & Fortune in words: the log's lines, a round's written sums, the action buttons, the
prompt and the reasons a move is refused, as gettext messages (pygames.core.i18n), so the rules
say what happened and this module how it reads."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from pygames.core import seat_ref
from pygames.core.i18n import Listing, Text, tr

from . import cards as C
from .scoring import BASE_STAKE, Payment, RoundScore


class Table(Protocol):
    """What the words read of the state (state.py implements it; naming it here, not importing
    the state, keeps the rules and their words out of an import circle)."""

    finished: bool
    forced: bool
    phase: str
    need: int
    faceup: int
    multiplier: int
    cap: int
    picks: list[list[int]]

    @property
    def to_move(self) -> int | None: ...

    def left(self, seat: int) -> int: ...


def cards(codes: Iterable[int]) -> Listing | Text:
    """Cards in words, joined by commas ("nothing" for none)."""
    names = [C.name(c) for c in codes]
    return Listing(names) if names else Text("nothing")


def chips(card: int) -> Text:
    return Text("{count} chip", "{count} chips", count=C.chips(card))


# --- the log ---------------------------------------------------------------------------------
def deals(round_no: int, rounds: int, dealer: int) -> Text:
    return Text(
        "Round {round} of {rounds}: {who} deals 10 cards to each player; the Fortune Multiplier"
        " shows x1.",
        round=round_no,
        rounds=rounds,
        who=seat_ref(dealer),
    )


def draft(need: int, first: int) -> Text:
    return Text(
        "Draft: each player chooses {count} card to pass to the player on their left, in turn"
        " from {who} round the table.",
        "Draft: each player chooses {count} cards to pass to the player on their left, in turn"
        " from {who} round the table.",
        count=need,
        who=seat_ref(first),
    )


def has_chosen(seat: int, need: int) -> Text:
    return Text(
        "{who} has chosen {count} card to pass.",
        "{who} has chosen {count} cards to pass.",
        who=seat_ref(seat),
        count=need,
    )


def passes_cards(seat: int, picks: list[int], to: int) -> Text:
    return Text(
        "{who} passes {cards} to {taker}.",
        who=seat_ref(seat),
        cards=cards(picks),
        taker=seat_ref(to),
    )


def receives(seat: int, got: list[int], giver: int) -> Text:
    return Text(
        "{who} receives {cards} from {giver}.",
        who=seat_ref(seat),
        cards=cards(got),
        giver=seat_ref(giver),
    )


def draws_back(seat: int, drawn: int, left: int) -> Text:
    return Text(
        "{who} draws {count} card; {left} left in the deck.",
        "{who} draws {count} cards; {left} left in the deck.",
        who=seat_ref(seat),
        count=drawn,
        left=left,
    )


def draws(seat: int, taken: list[int], left: int | None = None) -> Text:
    """The drawer's own line; with `left`, in place of the line of the count all read."""
    if left is None:
        return Text("{who} draws {cards}.", who=seat_ref(seat), cards=cards(taken))
    return Text(
        "{who} draws {cards}; {left} left in the deck.",
        who=seat_ref(seat),
        cards=cards(taken),
        left=left,
    )


def multiplier_up(multiplier: int) -> Text:
    return Text(
        "Play reaches the Dealer: the Fortune Multiplier turns to x{multiplier}.",
        multiplier=multiplier,
    )


def must_play(seat: int, deck_out: bool, cap: int) -> Text:
    if deck_out:
        return Text(
            "{who} must play until the 5th stake card lies on the table (the draw deck is out).",
            who=seat_ref(seat),
        )
    return Text(
        "{who} must play until the 5th stake card lies on the table (the multiplier is x{cap}).",
        who=seat_ref(seat),
        cap=cap,
    )


def modifier(seat: int, card: int, sign: int) -> Text:
    return Text(
        "{who} plays a Fortune Modifier facing {sign}{face}.",
        who=seat_ref(seat),
        sign="+" if sign > 0 else "-",
        face=C.MODIFIER_FACE[card],
    )


def stakes(seat: int, card: int) -> Text:
    return Text(
        "{who} stakes {card} ({chips}).", who=seat_ref(seat), card=C.name(card), chips=chips(card)
    )


def next_stake_ends() -> Text:
    """Said as the 4th stake card goes down: whoever stakes next ends the round, a bot too."""
    return Text("4 stake cards are down: the next stake ends the round.")


def passes(seat: int) -> Text:
    return Text("{who} passes.", who=seat_ref(seat))


def all_passed() -> Text:
    return Text("All players passed.")


def game_over() -> Text:
    return Text("Every round is played: the game is over.")


# --- a round's result ------------------------------------------------------------------------
def sum_text(pay: Payment, several: bool) -> Text:
    """The rulebook's written sum: "Player A loses [1 + 4 + 3] x 3 = 24 points.", with tied
    winners to whom, then its terms named (a reader of the bare sum could not tell them)."""
    parts = [BASE_STAKE, pay.winner_stake, pay.loser_stake] + ([pay.fame] if pay.fame else [])
    terms = " + ".join(str(part) for part in parts)
    if several:
        sum_ = Text(
            "{loser} loses [{terms}] x {multiplier} = {points} points to {winner}.",
            loser=seat_ref(pay.loser),
            terms=terms,
            multiplier=pay.multiplier,
            points=pay.points,
            winner=seat_ref(pay.winner),
        )
    else:
        sum_ = Text(
            "{loser} loses [{terms}] x {multiplier} = {points} points.",
            loser=seat_ref(pay.loser),
            terms=terms,
            multiplier=pay.multiplier,
            points=pay.points,
        )
    return Text("{sum} ({named})", sum=sum_, named=sum_terms(pay))


def sum_terms(pay: Payment) -> Text:
    """The terms of a sum by name, in the rulebook's words, in the sum's order."""
    named = Text(
        "base stake {base} + winner's stake {winner} + loser's stake {loser}",
        base=BASE_STAKE,
        winner=pay.winner_stake,
        loser=pay.loser_stake,
    )
    if pay.fame:
        named = Text("{terms} + Fame Points {fame}", terms=named, fame=pay.fame)
    return Text(
        "{terms}, × Fortune Multiplier {multiplier}", terms=named, multiplier=pay.multiplier
    )


def tie_breaks(score: RoundScore) -> list[Text]:
    """Why the winner's hand beats each hand of the same name (a reviewer saw two Rainbow
    Fulfillments and one winner, unexplained): the first tie-break of docs/rulings.md that
    tells them apart, in a hand's key (hands.py) - fewer wilds, higher numbers, higher suits."""
    best = score.formed[score.winners[0]]
    lines = []
    for seat, hand in enumerate(score.formed):
        if seat in score.winners or hand.category != best.category:
            continue
        at = next(i for i, (a, b) in enumerate(zip(best.key, hand.key, strict=True)) if a != b)
        said = {"who": seat_ref(score.winners[0]), "hand": best.name, "other": seat_ref(seat)}
        if at == 1:
            lines.append(
                Text(
                    "{who}'s {hand} beats {other}'s: a hand using a wild card loses to the same"
                    " hand without one, and more wilds lose to fewer.",
                    **said,
                )
            )
        elif at < 7:  # the numbers in order of significance, card 1 counted as 14
            high, low = best.key[at], hand.key[at]
            # "Card 1/14": a 1 against a 12 read backwards unless said to rank above 13.
            lines.append(
                Text(
                    "{who}'s {hand} beats {other}'s on higher numbers: 1 (as 14, above 13)"
                    " against {low}.",
                    low=low,
                    **said,
                )
                if high == 14
                else Text(
                    "{who}'s {hand} beats {other}'s on higher numbers: {high} against {low}.",
                    high=high,
                    low=low,
                    **said,
                )
            )
        else:  # the suit strengths of the same cards, Dove 4 ... Diamond 0, a wild -1
            better, worse = (
                C.SUITS[4 - k] if k >= 0 else "wild" for k in (best.key[at], hand.key[at])
            )
            lines.append(
                Text(
                    # Said of the first card that differs: "from the highest card" read as
                    # the highest card, a stake card both shared (issue 29).
                    "{who}'s {hand} beats {other}'s: the same numbers, then the higher suit"
                    " (Dove > Sword > Heart > Clover > Diamond) on the first card that"
                    " differs: {better} against {worse} on the {number}.",
                    better=better,
                    worse=worse,
                    number=1 if best.key[at - 5] == 14 else best.key[at - 5],
                    **said,
                )
            )
    return lines


def result_lines(score: RoundScore) -> list[Text]:
    """Why the best hand beats another of its name, the sums each loser pays, what each winner
    takes, or that nobody scores."""
    several = len(score.winners) > 1
    lines = [*tie_breaks(score), *(sum_text(pay, several) for pay in score.payments)]
    losers = [s for s in range(len(score.delta)) if s not in score.winners]
    for w in score.winners:
        if losers:
            lines.append(
                Text(
                    "{who} wins {parts} = {total} points.",
                    who=seat_ref(w),
                    parts=" + ".join(str(-score.delta[x]) for x in losers),
                    total=score.delta[w],
                )
            )
    if not losers:
        lines.append(Text("Every player formed the same hand: nobody scores."))
    return lines


def round_ends(round_no: int, score: RoundScore) -> list[Text]:
    """The log at a round's end: every hand formed, the best, then the sums."""
    best = score.formed[score.winners[0]]
    return [
        Text("The 5th stake card is down: round {round} ends.", round=round_no),
        *(
            Text("{who} forms {hand}: {cards}.", who=seat_ref(s), hand=h.name, cards=cards(h.cards))
            for s, h in enumerate(score.formed)
        ),
        Text(
            "Best Fortune Hand: {names} with {hand}.",
            names=Listing([seat_ref(w) for w in score.winners]),
            hand=best.name,
        ),
        *result_lines(score),
    ]


# --- buttons, prompt and reasons -------------------------------------------------------------
def describe(st: Table, code: str) -> str:
    verb, _, arg = code.partition(":")
    seat = st.to_move
    if verb in ("pick", "play"):
        card = C.parse(arg)
        if card is None:
            return code
        if verb == "pick":
            if seat is not None and st.phase == "draft" and card in st.picks[seat]:
                return tr("Keep {card} (take it back)", card=C.name(card))
            return tr("Choose {card} to pass", card=C.name(card))
        if st.phase == "second":
            return tr("Also stake {card} ({chips})", card=C.name(card), chips=chips(card))
        if st.faceup == C.STAKES_PER_ROUND - 1:
            return tr(
                "Stake {card} ({chips}): this stake is the 5th, it ends the round",
                card=C.name(card),
                chips=chips(card),
            )
        return tr("Stake {card} ({chips})", card=C.name(card), chips=chips(card))
    if verb == "give":
        target = seat_ref(st.left(seat)) if seat is not None else tr("the left")
        return tr(
            "Pass the chosen {count} card to {who}",
            "Pass the chosen {count} cards to {who}",
            count=st.need,
            who=target,
        )
    if verb == "mod":
        card = C.parse(arg[:-1])
        if card is None:
            return code
        sign = "+" if arg.endswith("+") else "-"
        return tr(
            "Play the Fortune Modifier facing {sign}{face}", sign=sign, face=C.MODIFIER_FACE[card]
        )
    if code == "stop":
        return tr("Stake just the one card")
    if code == "pass":
        return tr("Pass")
    return code


def prompt(st: Table, seat: int | None) -> str:
    if st.finished:
        return tr("The game is over.")
    mover = st.to_move
    assert mover is not None
    if st.phase == "draft":
        if seat == mover:
            return tr(
                "Choose {count} card to pass to {who} ({chosen} chosen).",
                "Choose {count} cards to pass to {who} ({chosen} chosen).",
                count=st.need,
                who=seat_ref(st.left(seat)),
                chosen=len(st.picks[seat]),
            )
        return tr(
            "{who} is choosing {count} card to pass left.",
            "{who} is choosing {count} cards to pass left.",
            who=seat_ref(mover),
            count=st.need,
        )
    if seat == mover:
        if st.forced:
            return tr(
                "You must stake {count} more card to end the round.",
                "You must stake {count} more cards to end the round.",
                count=C.STAKES_PER_ROUND - st.faceup,
            )
        if st.phase == "second":
            return tr("Stake a second card, or stake just the one.")
        if st.faceup == C.STAKES_PER_ROUND - 1:  # a stake now ends the round, and scores it
            return tr(
                "Your turn: stake one card, or pass. This stake is the 5th: it ends the round."
            )
        if st.faceup >= 3:  # "you may only play 1 card or pass"
            return tr("Your turn: stake one card only (3 or more lie face up), or pass.")
        return tr("Your turn: stake one or two cards, or pass.")
    if st.forced:  # the others get no turn until the round ends: say why
        if st.multiplier < st.cap:  # forced by the draw deck running out
            return tr(
                "{who} must stake until the 5th stake card is down (the draw deck is out):"
                " nobody else has a turn this round.",
                who=seat_ref(mover),
            )
        return tr(
            "{who} must stake until the 5th stake card is down (the multiplier is at x{cap}):"
            " nobody else has a turn this round.",
            who=seat_ref(mover),
            cap=st.cap,
        )
    return tr("{who} is the Active Player.", who=seat_ref(mover))


def not_held(st: Table, seat: int, card: int) -> str:
    return tr("You do not hold {card}. {prompt}", card=C.name(card), prompt=prompt(st, seat))


def chose_enough(need: int) -> str:
    return tr(
        "You have already chosen {count} card; take one back first.",
        "You have already chosen {count} cards; take one back first.",
        count=need,
    )


def choose_exactly(need: int, have: int) -> str:
    return tr(
        "Choose exactly {count} card to pass; you have chosen {have}.",
        "Choose exactly {count} cards to pass; you have chosen {have}.",
        count=need,
        have=have,
    )
