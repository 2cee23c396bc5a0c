"""The end of a round of For Fame & Fortune as a moment the table holds on (the shell's hooks):
first the table as the round left it, its 5th stake card down, then the round's result; the move
that ended the round dealt the next one too, whose lines wait until the players go on; how
long a bot's move stays on the table; the last round's result as a dialog, and what the hand-off
screen says is coming."""

from __future__ import annotations

from typing import Any

from .common import UI
from .fame_fortune_result import headline, result_box


def moment(view: dict[str, Any]) -> tuple[str, str, str] | None:
    """The table's moment after a round (the shell's hook): (its key, the prompt, the button
    that goes on), while the view stands just after the move that ended the round; the
    table waits there until the players go on, before the next draft."""
    result = view.get("last_round")
    if not result or view["over"] or result.get("move") != view["moves"]:
        return None
    prompt = f"{headline(view, result)}."
    return f"round-{result['round']}", prompt, f"Go on to round {result['round'] + 1}"


def moment_before(view: dict[str, Any]) -> tuple[str, str, str] | None:
    """The moment before the round's result (the shell's hook): the table as the round left
    it, the 5th stake card on it, until the players ask for the result (bots alone: a few
    seconds pass); a reviewer never saw the 5th card land: the result replaced the table."""
    found = moment(view)
    if found is None:
        return None
    ender = view["last_round"].get("ender")
    prompt = f"Round over: @{ender} staked the 5th card." if ender is not None else "Round over."
    return f"{found[0]}-table", prompt, "See the round's result"


def standing(view: dict[str, Any]) -> dict[str, Any]:
    """The view of the table as the last round left it: its stake cards in their order, its
    multiplier, deck and Dealer, its stakes; the scores after its scoring, as the Players panel
    shows them (a reviewer saw "0 pts" on the seats beside the round's scores in the panel)."""
    last = view["last_round"]
    hands = last["hands"]
    return {
        **view,
        "phase": "over",
        "to_move": None,
        "forced": False,
        "round": last["round"],
        "dealer": last["dealer"],
        "multiplier": last["multiplier"],
        "multiplier_turned": False,
        "deck": last["deck"],
        "stake_order": last["order"],
        "faceup": len(last["order"]),
        "stake_points": [hand["stake"] for hand in hands],
        "mods": [[] for _ in hands],
    }


def bot_beats(code: str) -> float:
    """How many beats of the bot speed a bot's move stays on the table (the shell's hook): a
    stake, a pass or a modifier long enough to follow (at Normal a reviewer saw two stakes, a
    draw and the next draft within 3 s), a draft's pass less, a pick hidden from the others
    least."""
    verb = code.partition(":")[0]
    return {"pick": 0.5, "give": 2.0}.get(verb, 4.0)


def moment_log(view: dict[str, Any]) -> tuple[list[str], int]:
    """The log while the table holds on a round's end (the shell's hook): the move that ended
    the round dealt the next one too, and its lines show once the players go on, not under the
    button that goes on. The rules count those lines (`since_result`), so no wording is read.
    (the lines, the count of all lines)"""
    log, later = view["log"], view["since_result"]
    return log[: max(len(log) - later, 0)], view["log_total"] - later


def dialog(view: dict[str, Any], ui: UI, key: str) -> tuple[str, str, dict[str, str]] | None:
    """The last round's result, opened from its line under the hand."""
    result = view.get("last_round")
    if key != "round" or not result:
        return None
    title = f"Round {result['round']} of {view['rounds']}"
    return title, result_box(view, ui, heading="h3"), {"data-round": str(result["round"])}


def handoff_note(view: dict[str, Any], seat: int) -> str:
    """What is coming for the player the device goes to (the hand-off screen), from what all
    may see: the round, the multiplier, the stake cards down, and their next step."""
    draft = view.get("draft")
    left = (seat + 1) % view["players"]
    if view["phase"] == "draft" and draft:
        need = draft["need"]
        step = f"@{seat} chooses {need} card{'s' if need > 1 else ''} to pass to @{left}."
    elif view["phase"] == "second":
        step = f"@{seat} may stake a second card, or stake just the one."
    elif view.get("forced"):
        step = f"@{seat} must stake until the 5th stake card is down."
    else:
        many = (
            "one card only (3 or more lie face up)" if view["faceup"] >= 3 else "one or two cards"
        )
        step = f"@{seat} is the Active Player: stake {many}, or pass."
    where = (
        f"Round {view['round']} of {view['rounds']} · Fortune Multiplier x{view['multiplier']}"
        f" · stake cards {view['faceup']} of 5."
    )
    return f"{step} {where}"
