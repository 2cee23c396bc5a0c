"""Plinius in words: the log's lines, the action buttons and the prompt, as gettext messages
(pygames.core.i18n), so the rules say what happened and this module how it reads."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.i18n import Listing, Text, tr
from . import data

if TYPE_CHECKING:
    from .state import PliniusState


def name(counter: str) -> str:
    """A counter by the label on it and its name, "i4 (Incola of Pompeii)", so that the hint and
    the log point at the counter the map shows (issue 29); "Pomponianus" says its label."""
    label, full = data.LABELS[counter], data.COUNTERS[counter][0]
    return full if full.startswith(label) else f"{label} ({full})"


def place(dot: str) -> str:
    return data.DOTS[dot][0]


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def _names(counters: list[str]) -> Listing | Text:
    return Listing([name(c) for c in counters]) if counters else Text("no one")


# --- the log ---------------------------------------------------------------------------------
def begun() -> Text:
    return Text("Pliny's fleet lies at Misenum; Vesuvius has begun to erupt.")


def done(ap: int) -> Text:
    return Text("Done: {ap} AP lost.", ap=ap)


def observed(vp: int) -> Text:
    return Text("Pliny observes the eruption and takes notes: science! (+{vp} VP)", vp=vp)


def boards(counter: str, ship: str) -> Text:
    return Text("{who} boards {ship}.", who=name(counter), ship=name(ship))


def lands(counter: str, ship: str, dot: str) -> Text:
    return Text(
        "{who} lands from {ship} at {place}.", who=name(counter), ship=name(ship), place=place(dot)
    )


def moves(counter: str, passenger: str | None, to: str, cost: int) -> Text:
    if passenger:
        return Text(
            "{who} with {passenger} moves to {place} ({cost} AP).",
            who=name(counter),
            passenger=name(passenger),
            place=place(to),
            cost=cost,
        )
    return Text(
        "{who} moves to {place} ({cost} AP).", who=name(counter), place=place(to), cost=cost
    )


def black_face(card: str, count: int) -> Text:
    return Text("{card}: the {ordinal} black face card.", card=card, ordinal=ordinal(count))


def smoke(card: str, total: int) -> Text:
    return Text("{card}: the smoke pile totals {total}.", card=card, total=total)


def red_face(card: str, count: int) -> Text:
    return Text("{card}: the {ordinal} red face card.", card=card, ordinal=ordinal(count))


def wind_turns() -> Text:
    return Text("The wind turns 180°: the Ventus arrow now points left.")


def action_points(card: str, ap: int) -> Text:
    return Text("{card}: {ap} action points.", card=card, ap=ap)


def _vp(change: int) -> str:
    return f"{change:+d}".replace("-", "–")


def saved(who: str, ship: str | None, change: int) -> Text:
    """Why the score moved with a step: someone reached Misenum (or left it), aboard or not."""
    if change < 0:
        return Text("{who} leaves Misenum: {vp} VP.", who=name(who), vp=_vp(change))
    if ship:
        return Text(
            "{who} is saved as {ship} enters Misenum: aboard or landed, {vp} VP.",
            who=name(who),
            ship=name(ship),
            vp=_vp(change),
        )
    return Text("{who} is saved at Misenum: {vp} VP.", who=name(who), vp=_vp(change))


def swept(box: str, colour: str, dead: list[str], change: int) -> Text:
    if change:
        return Text(
            "Fluxus enters box {box}: the {colour} dots are swept; dead: {names} ({vp} VP).",
            box=box,
            colour=colour,
            names=_names(dead),
            vp=_vp(change),
        )
    return Text(
        "Fluxus enters box {box}: the {colour} dots are swept; dead: {names}.",
        box=box,
        colour=colour,
        names=_names(dead),
    )


def smoked(box: str, colour: str, stunned: list[str], change: int) -> Text:
    """The smoke's strike; a stunned inhabitant counts one VP less, which the line says."""
    if change:
        return Text(
            "Nubes enters box {box}: smoke over the {colour} dots; stunned: {names}"
            " ({vp} VP: a stunned inhabitant counts 1 less).",
            box=box,
            colour=colour,
            names=_names(stunned),
            vp=_vp(change),
        )
    return Text(
        "Nubes enters box {box}: smoke over the {colour} dots; stunned: {names}.",
        box=box,
        colour=colour,
        names=_names(stunned),
    )


def finished(total: int, won: bool) -> Text:
    if won:
        return Text(
            "The deck is exhausted. {total} VP: Pliny wins (more than {need} VP wins).",
            total=total,
            need=data.VP_TO_WIN,
        )
    return Text(
        "The deck is exhausted. {total} VP: Pliny loses (more than {need} VP wins).",
        total=total,
        need=data.VP_TO_WIN,
    )


# --- buttons, prompt and outcome -------------------------------------------------------------
def describe(st: PliniusState, code: str) -> str:
    if code == "draw":
        return tr("Draw the next card ({count} left)", count=len(st.deck))
    if code == "done":
        return tr("Done: end this card's actions ({ap} AP lost)", ap=st.ap) if st.ap else tr("Done")
    if code == "observe":
        return tr(
            "Observe the eruption ({ap} AP, +{vp} VP)",
            ap=data.OBSERVE_COST,
            vp=data.VP_OBSERVATION,
        )
    parts = code.split(":")
    if len(parts) == 3 and parts[1] in data.COUNTERS and parts[2] in data.COUNTERS:
        verb, ship, counter = parts
        if verb == "board":
            return tr("Board {who} onto {ship} (1 AP)", who=name(counter), ship=name(ship))
        if verb == "land":
            return tr("Land {who} from {ship} (1 AP)", who=name(counter), ship=name(ship))
    if len(parts) == 3 and parts[0] == "move" and parts[1] in data.COUNTERS:
        counter, to = parts[1], parts[2]
        if to in data.DOTS and st.where[counter] is not None:
            return tr(
                "Move {who} to {place} ({cost} AP)",
                who=name(counter),
                place=place(to),
                cost=st.cost(counter, to),
            )
    return code


def prompt(st: PliniusState) -> str:
    if st.over:
        return tr("The deck is exhausted: the game is over.")
    if st.acting:
        return tr("Spend your {ap} AP (move, board, land, observe), then say done.", ap=st.ap)
    return tr("Reveal the next card ({count} left).", count=len(st.deck))


def outcome_detail(lines: list[tuple[str, int]], over: bool, won: bool) -> list[str]:
    """The count line by line, its total, and once over the verdict."""
    total = sum(vp for _, vp in lines)
    detail = [tr("{what}: {vp} VP", what=what, vp=f"{vp:+d}") for what, vp in lines]
    detail.append(tr("Total: {total} VP", total=total))
    if over:
        detail.append(
            tr("Victory: more than {need} VP.", need=data.VP_TO_WIN)
            if won
            else tr("Defeat: {need} VP or more were needed.", need=data.VP_TO_WIN + 1)
        )
    return detail
