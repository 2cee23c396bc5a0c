"""The end of a round of For Fame & Fortune as its table shows it (web/views/fame_fortune.py):
who won, with what hand, at what multiplier, every player's best five cards and the sums."""

from __future__ import annotations

from typing import Any

from pygames.fame_fortune import cards as C
from pygames.fame_fortune.hands import CATEGORY_NAMES, evaluate

from .common import UI, esc, named, plain_named, swatch
from .ending import DEFAULT_COLOURS
from .fame_fortune_cards import card_name, face


def colour(seat: int) -> str:
    """A seat's colour: the same as its line on the end screen's chart."""
    return DEFAULT_COLOURS[seat % len(DEFAULT_COLOURS)]


def _winner_words(result: dict[str, Any]) -> str:
    winners = result["winners"]
    if len(winners) == len(result["hands"]):
        return "every player ties: nobody scores"
    names = " and ".join(f"@{w}" for w in winners)
    verb = "win" if len(winners) > 1 else "wins"
    return f"{names} {verb} with {result['hands'][winners[0]]['name']}"


def ranked(result: dict[str, Any], players: int) -> list[int]:
    """The seats by their hands, the winners first, then the best hand down (seat order read
    like a ranking, issue 29); equal hands in seat order."""

    def strength(seat: int) -> tuple[int, ...]:
        found = evaluate(C.card_of(code) for code in result["hands"][seat]["cards"])
        return found.key if found is not None else ()

    winners = result["winners"]
    rest = sorted((s for s in range(players) if s not in winners), key=strength, reverse=True)
    return [*winners, *rest]


def headline(view: dict[str, Any], result: dict[str, Any]) -> str:
    return f"Round {result['round']} of {view['rounds']}: {_winner_words(result)}"


def result_box(view: dict[str, Any], ui: UI, heading: str = "h2") -> str:
    """A round's end: who won, with what hand, at what multiplier; every player's best five
    cards (a stake card from the table outlined), the hand's name, stake, points won or lost
    and the score now; then the scoring sums as the rulebook writes them."""
    result = view["last_round"]
    table = {code for stake in result["stakes"] for code in stake}
    winners = result["winners"]
    order = ranked(result, view["players"])
    # The viewer named as at the table (a replay's hand shown to whoever looks back: not "you").
    you = "" if ui.extra.get("watching") else ' <span class="ff-you">(you)</span>'
    rows = []
    for seat in order:
        hand = result["hands"][seat]
        won = seat in winners and len(winners) < view["players"]
        name = plain_named(f"@{seat}", ui.names)
        cards = "".join(
            f'<span class="ff-rcard{" table" if code in table else ""}">'
            f"{face(code, card_name(code) + (' (a stake card)' if code in table else ''))}</span>"
            for code in hand["cards"]
        )
        what = esc(hand["name"]) + (f", {hand['wilds']} wild" if hand.get("wilds") else "")
        notes = [f"stake {hand['stake']}"]
        if hand["mods"]:
            notes.append(f"modifiers {hand['mods']:+d}")
        if hand["fame"]:
            notes.append(f"Fame Points {hand['fame']}")
        delta, score = hand["delta"], view["scores"][seat]
        delta_text = f"+{delta}" if delta > 0 else f"−{-delta}" if delta < 0 else "±0"
        rows.append(
            f'<li class="ff-res{" won" if won else ""}" style="--seat: {colour(seat)}"'
            f' data-seat="{seat}">'
            f'<div class="ff-res-who">{swatch(colour(seat), "dot")}'
            f"<strong>{named(f'@{seat}', ui.names)}</strong>{you if seat == ui.seat else ''}"
            + (' <span class="ff-crown">winner</span>' if won else "")
            + f'<span class="ff-res-hand">{what}</span></div>'
            f'<div class="ff-res-cards" role="group" aria-label="{esc(f"Fortune Hand of {name}")}">'
            f"{cards}</div>"
            f'<div class="ff-res-points"><span class="ff-delta {"up" if delta > 0 else "down"}">'
            f"{delta_text}</span>"
            f'<span class="ff-res-score">score {"−" if score < 0 else ""}'
            f'<span data-purse="ff-score-{seat}" data-value="{score}">{abs(score)}</span></span>'
            f'<span class="ff-res-notes">{esc(" · ".join(notes))}</span></div></li>'
        )
    sums = "".join(f"<li>{named(line, ui.names)}</li>" for line in result["lines"])
    lead = f"{_winner_words(result)} · Fortune Multiplier x{result['multiplier']}"
    # A round may end on another's stake right after the player's own step: who ended it first.
    ender = result.get("ender")
    banner = (
        f'<p class="ff-banner">{named(f"Round over: @{ender} staked the 5th card.", ui.names)}</p>'
        if ender is not None
        else ""
    )
    return (
        f'<section class="ff-result" aria-labelledby="ff-result-title" data-enter="rise"'
        f' data-key="ff-result-{result["round"]}">{banner}'
        f'<{heading} id="ff-result-title">Round {result["round"]} of {view["rounds"]} is over'
        f"</{heading}>"
        f'<p class="ff-lead">{named(lead[0].upper() + lead[1:], ui.names)}</p>'
        f'<ol class="ff-results" aria-label="The hands, the best first">{"".join(rows)}</ol>'
        f'<p class="ff-legend"><span class="ff-rcard table ff-key" aria-hidden="true"></span>'
        f" outlined: a stake card from the table, which every player may use.</p>"
        f'<ul class="ff-sums">{sums}</ul></section>'
    )


def standing_of(name: str) -> tuple[str, str]:
    """Where a hand's kind stands in the ranking, best first (a reviewer's 4 Fortunes lost to
    Rainbow Fulfillment each time, unawares): ("5th of 10", "beaten by …" from the nearest, the
    rulebook's names; the kinds past three counted)."""
    ranking = CATEGORY_NAMES[::-1]
    place = ranking.index(name) + 1
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(place, "th")  # ten kinds: no 21st
    above = ranking[: place - 1][::-1]
    if not above:
        return f"{place}{suffix} of {len(ranking)}", "the best there is"
    named_kinds = ", ".join(above[:3])
    more = f" and {len(above) - 3} more" if len(above) > 4 else f", {above[3]}" if above[3:] else ""
    return f"{place}{suffix} of {len(ranking)}", f"beaten by {named_kinds}{more}"
