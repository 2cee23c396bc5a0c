"""The top of the Fuldrigger table: the round and the order of play, the dice and what the
last move threw, the chance card of the round."""

from __future__ import annotations

from typing import Any

from pygames.fuldrigger import world
from pygames.fuldrigger.graph import SPACES

from .common import UI, esc, named, swatch
from .fuldrigger_map import COLOURS


def _die(value: int) -> str:
    return f'<span class="fd-die">{value}</span>'


def top(view: dict[str, Any], ui: UI) -> str:
    """The round, the dice and the chance card, in a row above the map."""
    names = ui.names
    now = view["current"]
    who = f"{swatch(COLOURS[now % 4], 'dot')} {named(f'@{now}', names)}" if now is not None else ""
    dice = "".join(_die(v) for v in view["dice"]) or "<span>not rolled</span>"
    if view["fair_winds"]:
        dice += f" <span>+{view['fair_winds']} fair winds</span>"
    card = view["card"]
    card_html = (
        f"<h3>Chance: {esc(card['title'])}</h3><p>{esc(card['text'])}</p>"
        if card
        else "<h3>Chance</h3><p>No card yet.</p>"
    )
    events = [_event(e, view, names) for e in view["events"]]
    # Always there, empty without a throw: the room a hazard's dice take is kept, so that the
    # map below does not move as they come and go (issue 29), and the live region stays put.
    events_html = (
        f'<ul class="fd-events" aria-live="polite">{"".join(f"<li>{e}</li>" for e in events if e)}'
        "</ul>"
    )
    if view["phase"] == "home":
        title = "Home ports"
        who = "<small>The highest roll chooses first: click a lit home port.</small>"
    else:
        title = f"Round {view['round']} of {view['rounds']}"
        turns = " → ".join(named(f"@{seat}", names) for seat in view["order"])
        who += f"<br/><small>Order: {turns}</small>"
        # The cash of the company this screen plays (or of the one to move), read on the Board
        # tab without turning to Players (issue 29).
        purse = ui.seat if ui.seat is not None else now
        if purse is not None:
            cash = view["cash"][purse]
            who += (
                f'<br/><small class="fd-purse">{named(f"@{purse}", names)}: {cash} ducats</small>'
            )

    return (
        f'<div class="fd-top"><div class="fd-box"><h3>{title}</h3><p>{who}</p></div>'
        f'<div class="fd-box fd-dice-box"><h3>Dice</h3><div class="fd-dice">{dice}</div>'
        f"{events_html}</div>"
        f'<div class="fd-box fd-card">{card_html}<p><small>{view["cards_left"]} cards left in'
        f" the pile</small></p></div></div>"
    )


def _event(event: dict[str, Any], view: dict[str, Any], names: list[str]) -> str:
    kind = event["kind"]
    if kind in ("roll", "card") or "dice" not in event:
        return ""
    dice = "".join(_die(v) for v in event["dice"])
    where = esc(SPACES[event["space"]].name)
    if kind == "attack":
        attacker = named(f"@{event['attacker']}", names)
        defender = named(f"@{event['defender']}", names)
        result = {"lost": "a privateer is lost", "captured": "a prize is taken", "draw": "draw"}
        return (
            f"Attack: {result[event['result']]} {dice} <small>{attacker} on {defender} at"
            f" {where}, {event['ships']} ships</small>"
        )
    outcome = {
        "sunk": "the ship is lost",
        "safe": "safe",
        "becalmed": "becalmed",
        "learnt": "through; reef known",
        "cargo": "the cargo is taken",
    }[event["result"]]
    # The outcome first, then the dice and the place: a phone's narrow box showed the dice and
    # cut the outcome off (issue 29).
    return f"{esc(world.HAZARD_NAMES[kind])}: {outcome} {dice} <small>at {where}</small>"
