"""The table around every game's board: header, prompt, action buttons, players, result, log,
and the hand-off screen. Pure functions of a session's data, so CPython tests can read them.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import Any

from .common import UI, action_button, esc, named

Renderer = Callable[[dict[str, Any], UI], str]

BOT_NAMES = {"random": "easy bot", "heuristic": "normal bot", "search": "strong bot"}
# A control that applies an action, as views draw them: its code is in this attribute. A
# control that opens a choice on the board (a counter to select, then its dot) lists the codes
# it leads to, separated by spaces, in `data-actions`.
_PLACED = re.compile(r'data-action="([^"]+)"')
_LEADS = re.compile(r'data-actions="([^"]+)"')


def board_renderer(game_id: str) -> Renderer:
    """The game's own view module, or the plain one for a game that has none (test fixtures)."""
    try:
        module = importlib.import_module(f"web.views.{game_id}")
    except ModuleNotFoundError:
        return generic_board
    return module.render


def generic_board(view: dict[str, Any], ui: UI) -> str:
    """Every public field of the view as a list: enough to play a game that has no drawing."""
    skip = {"game", "players", "seat", "to_move", "over", "prompt", "actions", "log", "outcome"}
    rows = "".join(
        f"<dt>{esc(key)}</dt><dd>{esc(value)}</dd>"
        for key, value in view.items()
        if key not in skip and key != "log_total"
    )
    return f'<div class="generic-view panel"><dl>{rows}</dl></div>'


def game_root(attrs: dict[str, Any], inner: str) -> str:
    """The element that carries the test hooks of DESIGN.md for a running game, and whose
    private view is on screen (`data-viewer`, empty for none)."""
    return (
        f'<section id="game" data-game="{esc(attrs["game"])}"'
        f' data-to-move="{esc(attrs["to_move"])}"'
        f' data-over="{"true" if attrs["over"] else "false"}" data-moves="{attrs["moves"]}"'
        f' data-viewer="{"" if attrs["viewer"] is None else attrs["viewer"]}"'
        f' aria-label="{esc(attrs["title"])}">{inner}</section>'
    )


def handoff(title: str, game_id: str, seat: int, names: list[str], moves: int) -> str:
    name = esc(names[seat])
    inner = (
        f'<div class="handoff" data-handoff="{seat}" role="dialog" aria-labelledby="handoff-title">'
        f'<h1 id="handoff-title">Pass the device to {name}</h1>'
        f"<p>Only {name} should look at the screen now: it will show their cards.</p>"
        f'<button type="button" class="primary" data-reveal data-cmd="reveal">'
        f"I am {name}: show my cards</button></div>"
    )
    attrs = {"game": game_id, "to_move": seat, "over": False, "moves": moves, "title": title}
    attrs["viewer"] = None  # nobody's private view is on screen
    return game_root(attrs, inner)


def players_panel(view: dict[str, Any], names: list[str], seats: list[str]) -> str:
    outcome = view["outcome"]
    unit = esc(outcome.get("unit", ""))
    rows = []
    for seat, name in enumerate(names):
        kind = "" if seats[seat] == "human" else f" ({BOT_NAMES.get(seats[seat], seats[seat])})"
        marker = ' class="to-move" aria-current="true"' if view["to_move"] == seat else ""
        score = outcome["scores"][seat] if seat < len(outcome["scores"]) else ""
        score_text = f"{score:g}" if isinstance(score, (int, float)) else ""
        rows.append(
            f"<tr{marker}><td>{esc(name)}{esc(kind)}</td>"
            f'<td class="num">{esc(score_text)} {unit}</td></tr>'
        )
    return (
        '<div class="panel"><h2>Players</h2><table class="scores"><tbody>'
        + "".join(rows)
        + "</tbody></table></div>"
    )


def result_panel(view: dict[str, Any], names: list[str]) -> str:
    outcome = view["outcome"]
    order = sorted(range(len(names)), key=lambda s: outcome["ranks"][s])
    scores = [f"{score:g}" for score in outcome["scores"]]
    rows = "".join(
        f"<tr><td>{outcome['ranks'][s]}.</td><td>{esc(names[s])}</td>"
        f'<td class="num">{esc(scores[s])} {esc(outcome["unit"])}</td></tr>'
        for s in order
    )
    winners = " and ".join(names[w] for w in outcome["winners"])
    verb = "win" if len(outcome["winners"]) > 1 else "wins"
    verdict = f"{esc(winners)} {verb}." if winners else "The game is lost: no one wins."
    detail = "".join(f"<li>{named(line, names)}</li>" for line in outcome.get("detail", []))
    detail_list = f'<ul class="detail">{detail}</ul>' if detail else ""
    return (
        f'<div class="panel result" id="result"><h2>Final result</h2>'
        f"<p><strong>{verdict}</strong></p>"
        f'<table class="scores"><tbody>{rows}</tbody></table>{detail_list}</div>'
    )


def action_panel(actions: list[dict[str, str]], board: str, names: list[str]) -> str:
    """The board is the interface: an action the board already offers at its place (a card, a
    space, a counter) is not repeated here. The panel keeps the actions that have no place, and
    a collapsed list of every move for keyboard and screen-reader users."""
    if not actions:
        return ""
    placed = set(_PLACED.findall(board))
    placed.update(code for codes in _LEADS.findall(board) for code in codes.split())
    loose = "".join(
        action_button(a["code"], a["label"], names) for a in actions if a["code"] not in placed
    )
    if not placed.intersection(a["code"] for a in actions):
        return loose  # nothing is on the board: the buttons are the whole list
    every = "".join(
        f"<li>{action_button(a['code'], a['label'], names, 'plain')}</li>" for a in actions
    )
    return (
        f'{loose}<details class="all-moves" id="all-moves"><summary>All moves'
        f" ({len(actions)})</summary><ul>{every}</ul></details>"
    )


def table(
    view: dict[str, Any],
    ui: UI,
    *,
    title: str,
    seats: list[str],
    board: str,
    message: str,
    can_undo: bool,
    solitaire: bool,
    autoplay: bool,
    thinking: str | None,
) -> str:
    """The whole table for one screen: the board, the panel of actions, players, log."""
    names = ui.names
    head_buttons = [
        '<button type="button" data-cmd="lobby">Lobby</button>',
        '<button type="button" data-cmd="rules">Rules</button>',
        '<button type="button" data-cmd="share">Share</button>',
    ]
    if can_undo:
        head_buttons.append('<button type="button" data-cmd="undo">Undo</button>')
    if solitaire and not view["over"]:
        head_buttons.append('<button type="button" data-cmd="hint">Hint</button>')
        label = "Stop autoplay" if autoplay else "Autoplay"
        head_buttons.append(
            f'<button type="button" data-cmd="autoplay" aria-pressed="{str(autoplay).lower()}">'
            f"{label}</button>"
        )
    buttons = action_panel(view["actions"], board, names)
    if not view["actions"] and thinking:
        buttons = f"<p>{esc(thinking)}</p>"
    log_lines = "".join(f"<li>{named(line, names)}</li>" for line in view["log"])
    start = view["log_total"] - len(view["log"]) + 1
    side = (
        f'<div class="panel"><p class="prompt" id="prompt">{named(view["prompt"], names)}</p>'
        f'<p class="status" id="status" role="status" aria-live="assertive">{esc(message)}</p>'
        f'<div class="actions" id="actions" aria-label="Your choices">{buttons}</div></div>'
        + (result_panel(view, names) if view["over"] else "")
        + players_panel(view, names, seats)
        + f'<div class="panel"><h2 id="log-title">Log</h2>'
        f'<ol class="log" id="log" start="{start}" aria-labelledby="log-title" aria-live="polite">'
        f"{log_lines}</ol></div>"
    )
    inner = (
        f'<div class="table-head"><h1>{esc(title)}</h1>{"".join(head_buttons)}</div>'
        f'<div class="table"><div class="board" id="board">{board}</div>'
        f'<div class="side">{side}</div></div>'
    )
    attrs = {
        "game": view["game"],
        "to_move": "" if view["to_move"] is None else view["to_move"],
        "over": view["over"],
        "moves": view["moves"],
        "title": title,
        "viewer": ui.seat,
    }
    return game_root(attrs, inner)
