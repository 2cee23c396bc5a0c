"""The table around every game's board: header, prompt, action buttons, players, log, and the
hand-off screen; above the board, what the table shows on top of it (the end screen or the replay
bar, web/views/ending.py). Pure functions of a session's data, so CPython tests can read them.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Callable
from typing import Any

from pygames.core.i18n import N_, language, set_language, tr

from ..seats import Handover
from .common import END, MAIN, UI, Role, action_button, esc, named

Renderer = Callable[[dict[str, Any], UI], str]

BOT_NAMES = {"random": N_("easy bot"), "heuristic": N_("normal bot"), "search": N_("strong bot")}
# A control that applies an action, as views draw them: its code is in this attribute. A
# control that opens a choice on the board (a counter to select, then its dot) lists the codes
# it leads to, separated by spaces, in `data-actions`.
_PLACED = re.compile(r'data-action="([^"]+)"')
_LEADS = re.compile(r'data-actions="([^"]+)"')
_SHOW_BOARD = re.compile(r'data-show-board="([^"]+)"')
_DECIDES = re.compile(r'data-decides="([^"]+)"')


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


def drawn_parts(game_id: str, view: dict[str, Any], ui: UI) -> dict[str, Any]:
    """What the game's view module draws of a table, as `table` takes it: the board, its part of
    the decision panel and the roles of the actions (README, "The table: hooks for views")."""
    module = view_module(game_id)
    decision = getattr(module, "decision", None)
    roles = getattr(module, "roles", None)
    return {
        "board": board_renderer(game_id)(view, ui),
        "decision": decision(view, ui) if decision else "",
        "roles": roles(view, ui) if roles and view["actions"] else None,
    }


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
    """The element that carries the test hooks of docs/design.md for a running game, whose
    private view is on screen (`data-viewer`, empty for none) and the seats this device plays
    (`data-mine`, "0,2"; empty when every seat is played here)."""
    return (
        f'<section id="game" data-game="{esc(attrs["game"])}"'
        f' data-to-move="{esc(attrs["to_move"])}"'
        f' data-over="{"true" if attrs["over"] else "false"}" data-moves="{attrs["moves"]}"'
        f' data-viewer="{"" if attrs["viewer"] is None else attrs["viewer"]}"'
        f' data-pane-shown="{esc(attrs.get("pane", "board"))}"'
        f' data-mine="{",".join(str(seat) for seat in attrs.get("mine") or ())}"'
        + (f' data-replay-step="{attrs["replay_step"]}"' if "replay_step" in attrs else "")
        + (f' data-arrival-step="{attrs["arrival_step"]}"' if "arrival_step" in attrs else "")
        + f' aria-label="{esc(attrs["title"])}">{inner}</section>'
    )


# The header's commands are the app's chrome, not the table's: they read in the lobby's language
# where a table reads in English only (docs/rulings.md "Language"; issue 29).
COMMANDS = {
    "lobby": N_("Lobby"),
    "rules": N_("Rules"),
    "howto": N_("How to play"),
    "share": N_("Share"),
    "undo": N_("Undo"),
}


def chrome_words(chrome: str | None) -> dict[str, str]:
    """The header's words (by command) in `chrome`, the app's language (None: the table's)."""
    spoken = language()
    set_language(chrome or spoken)
    try:
        return {cmd: tr(msgid) for cmd, msgid in COMMANDS.items()}
    finally:
        set_language(spoken)


def head(
    title: str, commands: list[tuple[str, str]], more: str = "", chrome: str | None = None
) -> str:
    """The table's header: the game's title and its commands (`data-cmd`, label), then `more`;
    the commands marked with their language where it is not the table's."""
    buttons = "".join(
        f'<button type="button" data-cmd="{cmd}">{esc(label)}</button>' for cmd, label in commands
    )
    buttons += more
    lang = f' lang="{chrome}"' if chrome and chrome != language() else ""
    return (
        f'<div class="table-head"><h1>{esc(title)}</h1>'
        f'<div class="table-commands"{lang}>{buttons}</div></div>'
    )


def handoff(
    title: str,
    game_id: str,
    seat: int,
    names: list[str],
    moves: int,
    note: str = "",
    top: str = "",
    chrome: str | None = None,
) -> str:
    """The screen between two players' private views: it hides everything until the named
    player taps, with the header's way back to the lobby and to the rules (in `chrome`, the
    app's language), and, in `note` (the view module's `handoff_note`, from what all may see),
    what is coming for them; `top` above it (what all may read: the story a link arrived with)."""
    name = named(f"@{seat}", names)  # in a <bdi>; the sentences around it are our own
    words = chrome_words(chrome)
    commands = [(cmd, words[cmd]) for cmd in ("lobby", "rules", "howto")]
    coming = f'<p class="handoff-note">{named(note, names)}</p>' if note else ""
    inner = head(title, commands, chrome=chrome) + top
    inner += (
        f'<div class="handoff" data-handoff="{seat}" role="dialog" aria-labelledby="handoff-title">'
        f'<h1 id="handoff-title">{tr("Pass the device to {name}", name=name)}</h1>'
        "<p>"
        + tr("Only {name} should look at the screen now: it will show their cards.", name=name)
        + f"</p>{coming}"
        f'<button type="button" class="primary" data-reveal data-cmd="reveal">'
        f"{tr('I am {name}: show my cards', name=name)}</button></div>"
    )
    attrs = {"game": game_id, "to_move": seat, "over": False, "moves": moves, "title": title}
    attrs["viewer"] = None  # nobody's private view is on screen
    return game_root(attrs, inner)


def figure(score: Any) -> str:
    """A score as the language writes numbers ("12,500", "12 500"), below zero with a minus sign
    ("−22", as the games' tables write it, not a hyphen); nothing for no score."""
    if not isinstance(score, (int, float)) or isinstance(score, bool):
        return ""
    text = f"{score:,.0f}" if float(score).is_integer() else f"{score:,.1f}"
    text = text.replace("-", "\u2212")
    return text.replace(",", "\u00a0") if language() == "pl" else text


def players_panel(view: dict[str, Any], names: list[str], seats: list[str]) -> str:
    outcome = view["outcome"]
    unit = esc(tr(outcome.get("unit", ""))) if outcome.get("unit") else ""
    rows = []
    for seat in range(len(names)):
        level = seats[seat]
        kind = "" if level == "human" else f" ({tr(BOT_NAMES.get(level, level))})"
        moving = view["to_move"] == seat
        marker = ' class="to-move" aria-current="true"' if moving else ""
        # The bold row said nothing of why (issue 29): it is the player to move, in words too.
        now = f' <span class="to-move-word">{esc(tr("to move"))}</span>' if moving else ""
        score = outcome["scores"][seat] if seat < len(outcome["scores"]) else ""
        # A game whose score is more than the cash in hand (Fuldrigger's fortune) says the cash
        # beside it: one's own cash was hard to find (issue 29). A score kept hidden (Fortuna's
        # blind enrichment tax in pairs) gets nothing beside it either.
        cash = view.get("cash")
        aside = (
            f' <small class="cash">{esc(tr("cash {amount}", amount=figure(cash[seat])))}</small>'
            if isinstance(cash, list)
            and seat < len(cash)
            and score not in ("", None)
            and cash[seat] != score
            else ""
        )
        rows.append(
            f"<tr{marker}><td>{named(f'@{seat}', names)}{esc(kind)}{now}</td>"
            f'<td class="num">{esc(figure(score))} {unit}{aside}</td></tr>'
        )
    return (
        f'<div class="panel" data-pane="players"><h2>{esc(tr("Players"))}</h2>'
        '<table class="scores"><tbody>' + "".join(rows) + "</tbody></table></div>"
    )


def action_panel(
    actions: list[dict[str, str]],
    board: str,
    names: list[str],
    roles: dict[str, Role] | None = None,
    hidden: str = "",
) -> str:
    """The board is the interface: an action the board already offers at its place (a card, a
    space, a counter) is not repeated here. The panel keeps the actions that have no place, and
    a collapsed list of every move for keyboard and screen-reader users.

    With `roles` (the view's `roles(view, ui)`), the expected next step comes first, primary,
    the others secondary, and the steps that end something set apart, last; without, every
    button is drawn alike, in the order of the rules. The moves of the board's overlays are
    drawn here too while the board is `hidden` (a phone showing the players or the log): the
    decision at hand stays in the bar whichever pane is open."""
    if not actions:
        return ""
    roles = roles or {}
    placed = set(_PLACED.findall(board))
    placed.update(code for codes in _LEADS.findall(board) for code in codes.split())
    placed.difference_update(code for codes in _DECIDES.findall(hidden) for code in codes.split())
    loose = [a for a in actions if a["code"] not in placed]
    if roles:
        groups: dict[str, list[str]] = {MAIN: [], "": [], END: []}
        for a in loose:
            role = roles.get(a["code"], Role())
            kind = role.kind if role.kind in groups else ""
            cls = {MAIN: "act primary", "": "act secondary", END: "act secondary end"}[kind]
            groups[kind].append(action_button(a["code"], a["label"], names, cls, role))
        buttons = "".join(groups[MAIN] + groups[""])
        if groups[END]:
            buttons += f'<span class="actions-end">{"".join(groups[END])}</span>'
    else:
        buttons = "".join(action_button(a["code"], a["label"], names) for a in loose)
    if not placed.intersection(a["code"] for a in actions):
        return buttons  # nothing is on the board: the buttons are the whole list
    listed = actions
    if "data-moves-as-shown" in board:  # a hand's moves listed in the hand's order (F&F)
        shown = {code: i for i, code in enumerate(dict.fromkeys(_PLACED.findall(board)))}
        listed = sorted(actions, key=lambda a: shown.get(a["code"], len(shown)))
    every = "".join(
        f"<li>{action_button(a['code'], a['label'], names, 'plain', roles.get(a['code']))}</li>"
        for a in listed
    )
    return (
        f'{buttons}<details class="all-moves" id="all-moves"><summary>'
        f"{esc(tr('Every move, as a list'))}</summary><ul>{every}</ul></details>"
    )


def on_board(
    actions: list[dict[str, str]], board: str, decision: str, roles: dict[str, Role] | None
) -> bool:
    """Whether the expected next step is offered only on the board (a deed's Buy in its popup),
    not in the bar: a phone showing its Players or Log pane turns to the Board (issue 29)."""
    main = {a["code"] for a in actions if roles and roles.get(a["code"], Role()).kind == MAIN}
    placed = set(_PLACED.findall(board))
    placed.update(code for codes in _LEADS.findall(board) for code in codes.split())
    in_bar = set(_PLACED.findall(decision)) | (main - placed)
    return bool(main & placed) and not main & in_bar


def board_to_show(board: str) -> str:
    """The key of what the viewer should see happen on the board (`data-show-board`: their own
    pawn moving), "" when nothing: a phone turns to its Board once for each key (issue 29)."""
    found = _SHOW_BOARD.search(board)
    return found.group(1) if found else ""


# While no move is the viewer's (a bot or another player moves), the list of every move stays
# on the page, hidden and empty, so that a list the player opened is open again on their turn.
_NO_MOVES = (
    '<details class="all-moves" id="all-moves" hidden=""><summary></summary><ul></ul></details>'
)
# The panels a phone shows one at a time (a view marks its own with `data-pane`).
PANES = (("board", N_("Board")), ("players", N_("Players")), ("log", N_("Log")))


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
    decision: str = "",
    roles: dict[str, Role] | None = None,
    pane: str = "board",
    top: str = "",
    replay_step: int | None = None,
    arrival_step: int | None = None,
    go_on: str = "",
    mine: tuple[int, ...] | None = None,
    away: int | None = None,
    chrome: str | None = None,
) -> str:
    """The whole table for one screen: the board, the decision (the prompt, what the view
    shows of it, the actions), players, log; `top` above the board (the end screen, the replay
    bar); `replay_step`, the step a replay shows; `arrival_step`, the step a link's story shows
    (web/arrival.py).

    The decision panel (`data-bar`) is at the top of the side column on a wide screen and a bar
    at the bottom of a phone's; `decision` is the view's own part of it (its `decision(view,
    ui)`: an auction, a trade, the tokens to lay). A phone shows one pane at a time (board,
    players, log), `pane` the one chosen. `go_on` is the label of the button that ends a
    moment the table holds on (the view module's `moment`: a round's result) while no move is
    open (`data-cmd="moment"`). `message` and `thinking` name seats as `@N`, like the prompt.
    `mine`: the seats this device plays when the game is played by link (None: all of them);
    `away`: the seat to move when its player plays on another device (its controls closed
    here: the panel offers to send the link, or to play for them this once); `chrome`: the
    app's language, the header's (None: the table's)."""
    names = ui.names
    words = chrome_words(chrome)
    commands = [(cmd, words[cmd]) for cmd in ("lobby", "rules", "howto", "share")]
    if can_undo:
        commands.append(("undo", words["undo"]))
    # Undo's place is kept while it is closed: when it came, a phone's header wrapped and the
    # map moved under the next tap (issue 29).
    room = (
        f'<button type="button" class="undo-room" disabled="" aria-hidden="true" tabindex="-1">'
        f"{esc(words['undo'])}</button>"
        if not can_undo and not view["over"]
        else ""
    )
    # A solitaire's helpers stand in the decision panel, beside the moves they help with (and
    # in reach on a phone, where the header has no room for them).
    helpers = ""
    if solitaire and not view["over"]:
        # Autoplay plays on to the end, not one move: its label says so.
        label = tr("Stop autoplay") if autoplay else tr("Autoplay to the end")
        about = tr(
            "The bot plays every move from here to the end of the game; Stop autoplay hands"
            " the game back to you."
        )
        helpers = (
            f'<button type="button" class="helper" data-cmd="hint">{esc(tr("Hint"))}</button>'
            f'<button type="button" class="helper" data-cmd="autoplay" title="{esc(about)}"'
            f' aria-pressed="{str(autoplay).lower()}">{esc(label)}</button>'
        )
    header = head(title, commands, room, chrome)
    # What the view draws in the decision panel is placed too: the panel does not repeat it.
    buttons = action_panel(
        view["actions"], board + decision, names, roles, board if pane != "board" else ""
    )
    if not view["actions"] and thinking:
        buttons = f'<p class="thinking">{named(thinking, names)}</p>'
    if go_on and not view["actions"]:
        buttons = (
            f'<button type="button" class="act primary" data-cmd="moment">{esc(go_on)}</button>'
        )
    elif away is not None and not view["over"]:
        buttons = other_device(away, names)
    if 'id="all-moves"' not in buttons and not view["over"]:
        buttons += _NO_MOVES
    log_lines = "".join(f"<li>{named(line, names)}</li>" for line in view["log"])
    start = view["log_total"] - len(view["log"]) + 1
    digits = len(str(max(view["log_total"], 1)))
    own_players = "data-own-players" in board
    held = {**view, "to_move": None}
    side = (
        f'<div class="panel decision" id="decision" data-bar="">'
        f'<p class="prompt" id="prompt">{named(view["prompt"], names)}</p>'
        f'<p class="status" id="status" role="status" aria-live="assertive">'
        f"{named(message, names)}</p>"
        f"{decision}"
        f'<div class="actions" id="actions" aria-label="{esc(tr("Your choices"))}">{buttons}'
        f"{helpers}</div></div>"
        # A moment held (a round's result) has nobody to move: the next round waits for it.
        + ("" if own_players else players_panel(held if go_on else view, names, seats))
        + f'<div class="panel" data-pane="log"><h2 id="log-title">{esc(tr("Log"))}</h2>'
        # Focusable, so that a keyboard can scroll it; the app announces new lines from a live
        # region outside the table (web/app.py, `announce`). Kept scrolled to its end, unless
        # the reader scrolled back (web/static/table.mjs); its numbers have room for every digit.
        f'<ol class="log" id="log" start="{start}" aria-labelledby="log-title" tabindex="0"'
        f' data-stick-bottom="" style="--digits: {digits}">'
        f"{log_lines}</ol></div>"
    )
    board_pane = "" if "data-pane=" in board else ' data-pane="board"'
    panes = "".join(
        f'<button type="button" data-cmd="pane:{key}"'
        f' aria-pressed="{"true" if key == pane else "false"}">{esc(tr(text))}</button>'
        for key, text in PANES
    )
    inner = (
        f'{header}<nav class="table-panes" aria-label="{esc(tr("Panels"))}">{panes}</nav>{top}'
        f'<div class="table"><div class="board" id="board"{board_pane}>{board}</div>'
        f'<div class="side">{side}</div></div>'
    )
    attrs = {
        "game": view["game"],
        "to_move": "" if view["to_move"] is None else view["to_move"],
        "over": view["over"],
        "moves": view["moves"],
        "title": title,
        "viewer": ui.seat,
        "pane": pane,
        "mine": mine,
    }
    if replay_step is not None:
        attrs["replay_step"] = replay_step
    if arrival_step is not None:
        attrs["arrival_step"] = arrival_step
    return game_root(attrs, inner)


def other_device(seat: int, names: list[str]) -> str:
    """The decision panel while the seat to move is played on another device: whose device it
    is, "Send to Bo" first (the link goes to them now) and "Play for Bo this once"."""
    name = f"@{seat}"
    where = tr("{name} plays on their own device.", name=name)
    return (
        f'<p class="other-device" data-other-device="{seat}">{named(where, names)}</p>'
        f'<button type="button" class="act primary" data-cmd="send">'
        f"{named(tr('Send to {name}', name=name), names)}</button>"
        f'<button type="button" class="act secondary" data-cmd="play-once">'
        f"{named(tr('Play for {name} this once', name=name), names)}</button>"
    )


def share_dialog(
    link: str,
    hidden: bool,
    shuffled: bool,
    handover: Handover | None = None,
    names: list[str] | None = None,
    sheet: bool = False,
) -> tuple[str, str]:
    """The Share dialog (title, body): whom the link goes to next and why (`handover`, from
    web/seats.py), the link, and plainly what it holds (docs/rulings.md: a link is the whole
    game). A game played here that may be played by link offers "this device plays" (ticked
    boxes `input[data-seat-mine]`); its button `data-cmd="share-go"` sends (`sheet`: the
    browser's share sheet, with `data-cmd="share-copy"` beside it) or copies the link."""
    names = names or []
    who = _next_line(handover, names) if handover is not None else ""
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
            + "</p><p>"
            + esc(
                tr(
                    "This game is not played by link: it is played on one device, passed round"
                    " the table."
                )
            )
            + "</p>"
        )
    else:
        about = (
            tr("Opening the link continues this game; after their move they share it back.")
            if handover is not None and handover.to
            else tr(
                "Send this link to the next player: opening it continues this game, and after"
                " their move they can share it back."
            )
        )
        warning = f"<p>{esc(about)}</p>"
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
    seats = _device_seats(handover, names) if handover is not None else ""
    field = (
        f'<textarea id="share-link" readonly aria-label="{esc(tr("Link to this game"))}">'
        f"{esc(link)}</textarea>"
    )
    to = handover.to if handover is not None else ()
    if len(to) == 1:
        name = f"@{to[0]}"
        words = (
            tr("Send to {name}", name=name) if sheet else tr("Copy the link for {name}", name=name)
        )
        label = named(words, names)
    else:
        label = esc(tr("Send the link") if sheet else tr("Copy the link"))
    # The copy button is kept beside the share sheet's (a link to paste in a chat by hand).
    copy = (
        f' <button type="button" data-cmd="share-copy">{esc(tr("Copy the link"))}</button>'
        if sheet
        else ""
    )
    go = (
        f'<p class="share-go"><button type="button" class="primary" data-cmd="share-go">'
        f"{label}</button>{copy}</p>"
    )
    return tr("Share this game"), who + seats + field + go + warning


def _next_line(handover: Handover, names: list[str]) -> str:
    """Whom the link goes to next, and why: the prompt they will answer."""
    to = handover.to
    if to and handover.reason:
        head = tr("Send this link to {name}, who is next:", name=f"@{to[0]}")
        line = f"<strong>{named(head, names)}</strong> {named(handover.reason, names)}"
    elif to:
        who = ", ".join(f"@{seat}" for seat in to)
        line = named(
            tr("The game is over: send this link to {names} to show them the end.", names=who),
            names,
        )
    elif handover.here is not None:
        line = named(
            tr(
                "{name} is to move, on this device: make the move, then send the link on.",
                name=f"@{handover.here}",
            ),
            names,
        )
    else:
        return ""
    return f'<p class="share-next" data-share-next="{",".join(map(str, to))}">{line}</p>'


def _device_seats(handover: Handover, names: list[str]) -> str:
    """The seats this device plays: boxes to tick before the first link goes out, else who
    they are, with a way to change them."""
    if handover.offer:
        return (
            f'<fieldset class="device-seats"><legend>{esc(tr("Play by link: this device plays"))}'
            f"</legend>{seat_boxes(handover.offer, handover.checked, names)}"
            f'<p class="hint">'
            + esc(
                tr(
                    "Each other player plays on their own device: their controls close here,"
                    " and the table offers to send them the link when they are next."
                )
            )
            + "</p></fieldset>"
        )
    if handover.mine:
        who = ", ".join(f"@{seat}" for seat in handover.mine)
        return (
            f"<p>{named(tr('This device plays {names}.', names=who), names)} "
            f'<button type="button" data-cmd="seats">{esc(tr("Change"))}</button></p>'
        )
    return ""


def seat_boxes(seats: tuple[int, ...], checked: tuple[int, ...], names: list[str]) -> str:
    """A checkbox for each seat (`input[data-seat-mine="N"]`), those in `checked` ticked."""
    return "".join(
        f'<label class="seat-box"><input type="checkbox" data-seat-mine="{seat}"'
        f"{' checked' if seat in checked else ''}> {named(f'@{seat}', names)}</label>"
        for seat in seats
    )


def seats_dialog(
    seats: tuple[int, ...], to_move: int | None, names: list[str], notice: str = ""
) -> tuple[str, str]:
    """Asked once when a game comes by link (title, body): which seats this device plays, the
    seat to move ticked; "All of them" keeps the device passed round. `notice`, a notice's
    body that came with the link (a game kept apart), goes first."""
    checked = (to_move,) if to_move in seats else ()
    body = (
        notice
        + "<p>"
        + esc(
            tr(
                "Tick who plays on this device. The others play on their own devices: their"
                " controls close here, and the table offers to send them the link when they"
                " are next."
            )
        )
        + f'</p><fieldset class="device-seats"><legend>{esc(tr("This device plays"))}</legend>'
        f"{seat_boxes(seats, checked, names)}</fieldset>"
        f'<p class="dialog-actions"><button type="button" class="primary" data-cmd="seats-go">'
        f"{esc(tr('Play these seats'))}</button>"
        f'<button type="button" data-cmd="seats-all">'
        f"{esc(tr('All of them: we pass this device round'))}</button></p>"
    )
    return tr("Who plays on this device?"), body
