"""The table around every game's board: header, prompt, action buttons, players, result, log,
and the hand-off screen. Pure functions of a session's data, so CPython tests can read them.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import Any

from pygames.core.i18n import N_, language, tr

from .common import UI, action_button, esc, named

Renderer = Callable[[dict[str, Any], UI], str]

BOT_NAMES = {"random": N_("easy bot"), "heuristic": N_("normal bot"), "search": N_("strong bot")}
# A control that applies an action, as views draw them: its code is in this attribute. A
# control that opens a choice on the board (a counter to select, then its dot) lists the codes
# it leads to, separated by spaces, in `data-actions`.
_PLACED = re.compile(r'data-action="([^"]+)"')
_LEADS = re.compile(r'data-actions="([^"]+)"')


def view_module(game_id: str) -> Any:
    """The game's own view module, or None for a game that has none (test fixtures)."""
    try:
        return importlib.import_module(f"web.views.{game_id}")
    except ModuleNotFoundError:
        return None


def board_renderer(game_id: str) -> Renderer:
    """The game's own renderer, or the plain one for a game that has none."""
    module = view_module(game_id)
    return generic_board if module is None else module.render


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
    """The element that carries the test hooks of docs/design.md for a running game, and whose
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
        f'<h1 id="handoff-title">{tr("Pass the device to {name}", name=name)}</h1>'
        "<p>"
        + tr("Only {name} should look at the screen now: it will show their cards.", name=name)
        + f'</p><button type="button" class="primary" data-reveal data-cmd="reveal">'
        f"{tr('I am {name}: show my cards', name=name)}</button></div>"
    )
    attrs = {"game": game_id, "to_move": seat, "over": False, "moves": moves, "title": title}
    attrs["viewer"] = None  # nobody's private view is on screen
    return game_root(attrs, inner)


def figure(score: Any) -> str:
    """A score as the language writes numbers ("12,500", "12 500"); nothing for no score."""
    if not isinstance(score, (int, float)) or isinstance(score, bool):
        return ""
    text = f"{score:,.0f}" if float(score).is_integer() else f"{score:,.1f}"
    return text.replace(",", "\u00a0") if language() == "pl" else text


def players_panel(view: dict[str, Any], names: list[str], seats: list[str]) -> str:
    outcome = view["outcome"]
    unit = esc(tr(outcome.get("unit", ""))) if outcome.get("unit") else ""
    rows = []
    for seat, name in enumerate(names):
        level = seats[seat]
        kind = "" if level == "human" else f" ({tr(BOT_NAMES.get(level, level))})"
        marker = ' class="to-move" aria-current="true"' if view["to_move"] == seat else ""
        score = outcome["scores"][seat] if seat < len(outcome["scores"]) else ""
        rows.append(
            f"<tr{marker}><td>{esc(name)}{esc(kind)}</td>"
            f'<td class="num">{esc(figure(score))} {unit}</td></tr>'
        )
    return (
        f'<div class="panel"><h2>{esc(tr("Players"))}</h2><table class="scores"><tbody>'
        + "".join(rows)
        + "</tbody></table></div>"
    )


def result_panel(view: dict[str, Any], names: list[str]) -> str:
    outcome = view["outcome"]
    order = sorted(range(len(names)), key=lambda s: outcome["ranks"][s])
    unit = tr(outcome["unit"]) if outcome["unit"] else ""
    rows = "".join(
        f"<tr><td>{outcome['ranks'][s]}.</td><td>{esc(names[s])}</td>"
        f'<td class="num">{esc(figure(outcome["scores"][s]))} {esc(unit)}</td></tr>'
        for s in order
    )
    winners = [names[w] for w in outcome["winners"]]
    if len(winners) > 1:
        verdict = esc(
            tr("{names} and {last} win.", names=", ".join(winners[:-1]), last=winners[-1])
        )
    elif winners:
        verdict = esc(tr("{name} wins.", name=winners[0]))
    else:
        verdict = esc(tr("The game is lost: no one wins."))
    detail = "".join(f"<li>{named(line, names)}</li>" for line in outcome.get("detail", []))
    detail_list = f'<ul class="detail">{detail}</ul>' if detail else ""
    return (
        f'<div class="panel result" id="result"><h2>{esc(tr("Final result"))}</h2>'
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
        f'{loose}<details class="all-moves" id="all-moves"><summary>'
        f"{esc(tr('All moves ({count})', count=len(actions)))}</summary><ul>{every}</ul></details>"
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
    commands = [("lobby", tr("Lobby")), ("rules", tr("Rules")), ("share", tr("Share"))]
    if can_undo:
        commands.append(("undo", tr("Undo")))
    head_buttons = [
        f'<button type="button" data-cmd="{cmd}">{esc(label)}</button>' for cmd, label in commands
    ]
    if solitaire and not view["over"]:
        head_buttons.append(f'<button type="button" data-cmd="hint">{esc(tr("Hint"))}</button>')
        label = tr("Stop autoplay") if autoplay else tr("Autoplay")
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
        f'<div class="actions" id="actions" aria-label="{esc(tr("Your choices"))}">{buttons}'
        "</div></div>"
        + (result_panel(view, names) if view["over"] else "")
        + ("" if "data-own-players" in board else players_panel(view, names, seats))
        + f'<div class="panel"><h2 id="log-title">{esc(tr("Log"))}</h2>'
        # Focusable, so that a keyboard can scroll it; the app announces new lines from a live
        # region that outlives the redrawing of the table (web/app.py, `announce`).
        f'<ol class="log" id="log" start="{start}" aria-labelledby="log-title" tabindex="0">'
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


def share_dialog(link: str, hidden: bool, shuffled: bool) -> tuple[str, str]:
    """The Share dialog (title, body): the link, and plainly what it holds (docs/rulings.md: a
    link is the whole game)."""
    if hidden:
        warning = (
            f'<p class="share-warning"><strong>{esc(tr("This link holds every hand."))}</strong> '
            + esc(
                tr(
                    "The game has hidden cards, and the link carries all of them: every player's"
                    " hand and the cards still to come. Whoever opens it can see them. Use it to"
                    " move the game to another device of your own, not to send it to another"
                    " player."
                )
            )
            + "</p>"
        )
    else:
        warning = (
            "<p>"
            + esc(
                tr(
                    "Send this link to the next player: opening it continues this game, and after"
                    " their move they can share it back."
                )
            )
            + "</p>"
        )
        if shuffled:
            warning += (
                f'<p class="share-warning"><strong>'
                f"{esc(tr('This link holds the whole game, the shuffle included.'))}</strong> "
                + esc(
                    tr(
                        "The screen shows nothing that is still face down, but whoever decodes"
                        " the link by hand could work out the cards to come. Share it with the"
                        " players of this game only."
                    )
                )
                + "</p>"
            )
    field = (
        f'<textarea id="share-link" readonly aria-label="{esc(tr("Link to this game"))}">'
        f"{esc(link)}</textarea>"
    )
    return tr("Share this game"), warning + field
