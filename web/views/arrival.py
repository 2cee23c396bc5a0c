"""The story a link arrives with (web/arrival.py): the panel above the board that says what
happened since this device last had the game, while its moves play on the board (with Skip)
and once they have (a short summary, then Close). Pure functions, so CPython tests read them.

Hooks (docs/design.md): the panel is `[data-arrival]` ("playing" or "done"), its lines are its
`li`s, Skip is `data-cmd="arrival-skip"` and Close `data-cmd="arrival-close"`.
"""

from __future__ import annotations

import re

from pygames.core.i18n import tr

from .common import esc, named

Entry = tuple[int, str]  # a line of the story and the step that wrote it


def names_a_seat(line: str, seats: tuple[int, ...]) -> bool:
    """Whether a log line names one of `seats` (`@1`, and not the start of `@12`)."""
    return any(re.search(rf"@{seat}(?!\d)", line) for seat in seats)


def _lines(entries: list[Entry], names: list[str], own: tuple[int, ...], now: int) -> str:
    items = []
    for step, line in entries:
        classes = []
        if step == now:
            classes.append("arrival-now")  # written by the step on the board
        if names_a_seat(line, own):
            classes.append("arrival-own")  # it names a player of this device
        attr = f' class="{" ".join(classes)}"' if classes else ""
        items.append(f'<li data-step="{step}"{attr}>{named(line, names)}</li>')
    return "".join(items)


def arrival_panel(
    *,
    playing: bool,
    step: int,
    start: int,
    end: int,
    entries: list[Entry],
    more: int,
    names: list[str],
    own: tuple[int, ...],
) -> str:
    """The panel: while the moves play (`playing`), which of them the board shows (`step`, of
    those after `start` up to `end`), the last lines they wrote (`entries`) and Skip; once they
    have, the summary's lines, how many `more` the Log has, and Close."""
    title = esc(tr("Since your last move"))
    count = end - start
    if playing:
        where = tr("Move {step} of {total}", step=max(step - start, 0), total=count)
        button = (
            f'<button type="button" class="primary" data-cmd="arrival-skip">'
            f"{esc(tr('Skip'))}</button>"
        )
    else:
        where = tr("{count} move", "{count} moves", count=count)
        button = f'<button type="button" data-cmd="arrival-close">{esc(tr("Close"))}</button>'
    told = _lines(entries, names, own, step if playing else -1)
    body = f'<ul class="arrival-lines">{told}</ul>' if entries else ""
    if not entries and not playing:
        body = f"<p>{esc(tr('Nothing was written in the log that this device may read.'))}</p>"
    if more and not playing:
        note = tr(
            "{count} more line is in the Log.", "{count} more lines are in the Log.", count=more
        )
        body += f'<p class="arrival-more">{esc(note)}</p>'
    state = "playing" if playing else "done"
    return (
        f'<section class="arrival" data-arrival="{state}" aria-labelledby="arrival-title">'
        f'<div class="arrival-head"><div class="arrival-what"><h2 id="arrival-title">{title}</h2>'
        f'<span class="arrival-count">{esc(where)}</span></div>{button}</div>'
        # Polite: the lines are read as the steps tell them, without cutting in on each other.
        f'<div class="arrival-story" aria-live="polite">{body}</div></section>'
    )
