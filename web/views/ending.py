"""The end of a game and looking back on it: the end screen (one ranking, large, with each
player's final count as the rulebook makes it, the chart of the game's story and what to do
next), the replay bar, and the dialog that plays on from a step.

A game's view module tells its story through a hook, `story(view, facts) -> dict`, from the
final view dict and the facts its `chronicle` gathered over the game (web/timeline.py):

    {"why": "the agreed rounds are over",      # how the game ended, after "The end:"
     "counts": ["12,400 $", "bankrupt", ...],  # each seat's final count, as the rulebook makes it
     "parts": ["cash 142 + ships 300", ...],   # what each count is made of, in small
     "colours": ["#d7263d", ...],              # each seat's colour (its pawn, its ships)
     "verdict": "...",                         # instead of "Ann wins." (a solitaire's words)
     "detail": ["...", ...],                   # lines under the ranking (a count line by line)
     "chart": {...},                           # web/views/chart.py
     "tables": [{"title": ..., "head": [...], "rows": [[...], ...]}]}

Every key may be left out; the outcome in the view fills in the counts and the verdict. All
pure functions of their arguments, so CPython tests read them.
"""

from __future__ import annotations

from typing import Any

from pygames.core import seat_ref
from pygames.core.i18n import tr

from .chart import chart
from .common import UI, esc, named, plain_named, swatch
from .shell import BOT_NAMES, figure

DEFAULT_COLOURS = ("#d7263d", "#1b98e0", "#2e933c", "#f49d37", "#8e44ad", "#222222")


def number(value: float, unit: str = "") -> str:
    """A value on the chart, written as the language writes numbers."""
    return f"{figure(value)} {unit}".strip()


def verdict(outcome: dict[str, Any]) -> str:
    """ "Ann wins." with the winners as seat references (`@N`): `named` puts each name in once,
    so a name that reads "@1" or "{who}" is shown as it is, never as another seat."""
    winners = [seat_ref(w) for w in outcome["winners"]]
    if len(winners) > 1:
        return tr("{names} and {last} win.", names=", ".join(winners[:-1]), last=winners[-1])
    if winners:
        return tr("{name} wins.", name=winners[0])
    return tr("The game is lost: no one wins.")


def counts(outcome: dict[str, Any], players: int) -> list[str]:
    unit = tr(outcome["unit"]) if outcome.get("unit") else ""
    return [f"{figure(outcome['scores'][s])} {unit}".strip() for s in range(players)]


def _kind(seats: list[str], seat: int) -> str:
    """A bot's level after its name ("(strong bot)"), nothing after a human's."""
    level = seats[seat] if seat < len(seats) else "human"
    return "" if level == "human" else f" ({tr(BOT_NAMES.get(level, level))})"


def _ranking(view: dict[str, Any], story: dict[str, Any], ui: UI, seats: list[str]) -> str:
    outcome = view["outcome"]
    players = view["players"]
    shown = story.get("counts") or counts(outcome, players)
    parts = story.get("parts") or [""] * players
    colours = story.get("colours") or DEFAULT_COLOURS
    rows = []
    for seat in sorted(range(players), key=lambda s: (outcome["ranks"][s], s)):
        kind = _kind(seats, seat)
        rank = outcome["ranks"][seat]
        first = ' class="first"' if rank == 1 else ""
        part = named(parts[seat], ui.names)
        small = f'<small class="parts">{part}</small>' if part else ""
        rows.append(
            f'<tr{first} data-seat="{seat}" data-rank="{rank}"><td class="rank">{rank}.</td>'
            f'<th scope="row">{swatch(colours[seat % len(colours)], "dot")} '
            f'{named(f"@{seat}", ui.names)}<span class="kind">{esc(kind)}</span></th>'
            f'<td class="count">{named(shown[seat], ui.names)}{small}</td></tr>'
        )
    return f'<table class="ranking"><tbody>{"".join(rows)}</tbody></table>'


def _table(table: dict[str, Any], names: list[str]) -> str:
    head = "".join(f'<th scope="col">{esc(h)}</th>' for h in table["head"])
    rows = "".join(
        "<tr>" + "".join(f"<td>{named(str(cell), names)}</td>" for cell in row) + "</tr>"
        for row in table["rows"]
    )
    empty = f"<p>{esc(table.get('empty', ''))}</p>" if not table["rows"] else ""
    body = f'<table class="story-table"><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>'
    return (
        f'<div class="story-facts"><h3>{esc(table["title"])}</h3>{empty if empty else body}</div>'
    )


def end_screen(view: dict[str, Any], story: dict[str, Any], ui: UI, seats: list[str]) -> str:
    """The end of the game, above its board: the result, the story, and what to do next."""
    names = ui.names
    solitaire = view["players"] == 1
    why = story.get("why")
    how = f'<p class="ending-why">{esc(tr("The end: {why}", why=why))}</p>' if why else ""
    words = story.get("verdict") or verdict(view["outcome"])
    detail = "".join(f"<li>{named(line, names)}</li>" for line in story.get("detail", ()))
    ranking = "" if solitaire else _ranking(view, story, ui, seats)
    if solitaire:
        shown = story.get("counts") or counts(view["outcome"], 1)
        ranking = (
            f'<p class="solitaire-count"><span class="who">{named("@0", names)}'
            f'<span class="kind">{esc(_kind(seats, 0))}</span></span>'
            f"{named(shown[0], names)}</p>"
        )
    spec = story.get("chart")
    drawn = chart(spec, names, number) if spec else ""
    tables = "".join(_table(t, names) for t in story.get("tables", ()))
    buttons = (
        f'<button type="button" class="primary" data-cmd="rematch">{esc(tr("Play again"))}'
        "</button>"
        f'<button type="button" data-cmd="replay">{esc(tr("Look back"))}</button>'
        f'<button type="button" data-cmd="new-game">{esc(tr("New game"))}</button>'
        f'<button type="button" data-cmd="export">{esc(tr("Save the record"))}</button>'
    )
    return (
        f'<section class="ending" id="result" aria-labelledby="result-title">'
        f'<div class="ending-head"><h2 id="result-title">{esc(tr("Final result"))}</h2>{how}</div>'
        f'<p class="verdict">{named(words, names)}</p>{ranking}'
        + (f'<ul class="detail">{detail}</ul>' if detail else "")
        + f'<div class="ending-story">{drawn}{tables}</div>'
        f'<div class="ending-actions">{buttons}</div></section>'
    )


ICONS = {  # the replay's buttons, drawn (a font may lack the media symbols)
    "start": '<rect x="3" y="4" width="2.6" height="12"/><polygon points="16,4 16,16 6.5,10"/>',
    "back": '<polygon points="14,4 14,16 5,10"/>',
    "forward": '<polygon points="6,4 6,16 15,10"/>',
    "end": '<polygon points="4,4 4,16 13.5,10"/><rect x="14.4" y="4" width="2.6" height="12"/>',
    "play": '<polygon points="5,3 5,17 17,10"/>',
    "pause": '<rect x="4.5" y="4" width="4" height="12"/>'
    '<rect x="11.5" y="4" width="4" height="12"/>',
}


def then(prompt: str) -> str:
    """A replayed step's prompt, marked as what was asked at that step: unmarked, "Player 1: roll
    for the order of play." at the foot of a phone read as the app asking for a move now."""
    return tr("Then: {prompt}", prompt=prompt) if prompt else ""


def replay_bar(
    step: int,
    total: int,
    lines: list[str],
    move: str,
    actor: int | None,
    names: list[str],
    hands: tuple[int | None, list[str]] | None = None,
    playing: bool = False,
) -> str:
    """The replay's controls: start, back, play or pause (`playing`: it steps on by itself),
    forward, end, a slider of the steps, what the step's move wrote in the log (or, if nothing,
    the move), and "play on from here". `hands`, in a finished game with hidden hands: (the seat
    whose hand is shown or None, each seat's kind), for the choice of whose hand to watch."""
    at_start, at_end = step == 0, step == total
    controls = [
        ("start", tr("Back to the start"), at_start),
        ("back", tr("One step back"), at_start),
        ("forward", tr("One step forward"), at_end),
        ("end", tr("To the last step"), at_end),
    ]
    buttons = [
        f'<button type="button" data-replay="{name}" aria-label="{esc(label)}"'
        f' title="{esc(label)}"{" disabled" if off else ""}><svg viewBox="0 0 20 20" width="20"'
        f' height="20" aria-hidden="true" fill="currentColor">{ICONS[name]}</svg></button>'
        for name, label, off in controls
    ]
    # Play runs through the steps at a steady pace and stops at the last; from the last step it
    # starts again at the first. Its label is shown: an icon alone would read as "forward".
    play_label = tr("Pause") if playing else tr("Play")
    about = tr("Play the game step by step; the arrow keys, Home and End step it by hand.")
    buttons.insert(
        2,
        f'<button type="button" class="replay-play" data-replay="play"'
        f' data-playing="{"true" if playing else "false"}" title="{esc(about)}">'
        f'<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true"'
        f' fill="currentColor">{ICONS["pause" if playing else "play"]}</svg>'
        f" {esc(play_label)}</button>",
    )
    if step == 0:
        said = [tr("The table as it was set up.")]
    elif lines:
        said = lines[-4:]
    elif move:
        said = [f"@{actor}: {move}" if actor is not None else move]
    else:
        said = [tr("{who} moves.", who=f"@{actor}")]
    told = "".join(f"<li>{named(line, names)}</li>" for line in said)
    watch = ""
    if hands is not None:
        shown, kinds = hands
        choices = [("", esc(tr("None: the table as all saw it")), shown is None)] + [
            (str(seat), esc(plain_named(f"@{seat}", names) + _kind(kinds, seat)), seat == shown)
            for seat in range(len(kinds))
        ]
        options = "".join(
            f'<option value="{value}"{" selected" if chosen else ""}>{label}</option>'
            for value, label, chosen in choices
        )
        watch = (
            f'<label class="replay-watch">{esc(tr("Hand shown"))}'
            f' <select data-replay-watch="">{options}</select></label>'
        )
    return (
        f'<section class="replay-bar" aria-label="{esc(tr("Replay"))}">'
        f'<div class="replay-controls" role="toolbar" aria-label="{esc(tr("Steps"))}">'
        f"{''.join(buttons)}"
        f'<input type="range" data-replay-slider="" min="0" max="{total}" value="{step}"'
        f' aria-label="{esc(tr("Step of the game"))}"/>'
        f'<span class="replay-count">{esc(tr("Step {step} of {total}", step=step, total=total))}'
        f"</span>{watch}</div>"
        f'<div class="replay-line" aria-live="polite"><ul>{told}</ul></div>'
        f'<div class="replay-actions"><button type="button" class="primary" data-cmd="fork">'
        f"{esc(tr('Play on from here'))}</button>"
        f'<button type="button" data-cmd="replay-exit">{esc(tr("Close the replay"))}</button>'
        "</div></section>"
    )


def seat_levels(game: Any) -> list[str]:
    """The bot levels a seat may be given when a game is played on from a step: those the
    lobby's new-game form offers (none for a solitaire: it is played by a human, with the hint
    and autoplay to help)."""
    return [] if game.max_players == 1 else list(game.bots)


def dealt_anew() -> str:
    """What playing on from a game still in play does to what nobody here has seen."""
    return tr(
        "This game is still in play, so the new one deals anew everything no one at this device"
        " has seen (the others' hands, the cards face down) and rolls dice of its own: it"
        " foretells nothing of this game."
    )


def fork_dialog(
    step: int, names: list[str], seats: list[str], levels: list[str], in_play: bool = False
) -> tuple[str, str]:
    """(title, body) of the dialog that plays on from `step`: who plays each seat now, and, for
    a game still in play, that the new game is dealt anew (docs/rulings.md, "Looking back")."""
    rows = []
    for seat, (name, kind) in enumerate(zip(names, seats, strict=True)):
        options = [("human", tr("Human"))] + [
            (level, tr(BOT_NAMES[level]) if level in BOT_NAMES else level) for level in levels
        ]
        choices = "".join(
            f'<option value="{esc(value)}"{" selected" if value == kind else ""}>'
            f"{esc(label)}</option>"
            for value, label in options
        )
        rows.append(
            f'<div class="fork-seat"><label>{esc(tr("Name of player {number}", number=seat + 1))}'
            f' <input type="text" maxlength="24" data-fork-name="{seat}" value="{esc(name)}"/>'
            f"</label><label>{esc(tr('Who plays seat {number}', number=seat + 1))}"
            f' <select data-fork-seat="{seat}">{choices}</select></label></div>'
        )
    body = (
        "<p>"
        + esc(
            tr(
                "A new game goes on from step {step}, saved apart from this one: choose who plays"
                " each seat (a human may take over a bot's seat).",
                step=step,
            )
        )
        + "</p>"
        + (f'<p class="share-warning" data-fork-redeal="">{esc(dealt_anew())}</p>' * in_play)
        + f'<form class="fork-form" data-fork-form="">{"".join(rows)}'
        f'<p><button type="button" class="primary" data-cmd="fork-go">{esc(tr("Play on"))}'
        "</button></p></form>"
    )
    return tr("Play on from step {step}", step=step), body
