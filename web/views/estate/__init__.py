"""The estate table, shared by Eurobusiness and Fortuna: the board as the interface (every space
opens its card; deeds carry their actions; tokens are laid from the rack or from the board), the
player panels, the auction with a typed bid, the trade table with counter-offers, and the end
with every fortune and a chart of the fortunes over the game.

A game's view module builds a `Theme` and exports `renderer(theme)` and `dialog_for(theme)`.
On small screens the board zooms (buttons, or pinch) and follows the player to move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pygames.core.i18n import tr

from ..common import UI, esc, fortune_chart, labels, swatch
from .board import SIZE, money, pawns_svg, space_svg, token_marks, walk_svg, words
from .cards import card_dialog
from .panels import auction_box, card_box, debt_box, player_panel, status_box, who
from .theme import PAWNS, Theme
from .trade import trade_box

__all__ = ["PAWNS", "Theme", "dialog_for", "renderer"]
ZOOMS = (1, 1.5, 2, 3)


def _die(x: float, y: float, face: int) -> str:
    spots = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }[face]
    out = [
        f'<g><title>{esc(tr("die: {face}", face=face))}</title><rect x="{x}" y="{y}" width="56"'
        ' height="56" rx="9" fill="#fff" stroke="#222" stroke-width="2"/>'
    ]
    out += [
        f'<circle cx="{x + 28 + dx * 15}" cy="{y + 28 + dy * 15}" r="5" fill="#222"/>'
        for dx, dy in spots
    ]
    out.append("</g>")
    return "".join(out)


def _centre(theme: Theme, view: dict[str, Any], names: list[str]) -> str:
    middle = SIZE / 2
    out = [
        f'<rect x="150" y="150" width="{SIZE - 300}" height="{SIZE - 300}"'
        f' fill="{theme.board_colour}"/>',
        f'<text x="{middle}" y="290" font-size="64" font-weight="bold" text-anchor="middle"'
        f' fill="{theme.title_colour}" letter-spacing="4">{esc(theme.title)}</text>',
    ]
    rounds = view.get("rounds") or 0
    if view["over"]:
        text = tr(
            "Game over after {count} round", "Game over after {count} rounds", count=view["round"]
        )
    elif rounds:
        text = tr("Round {number} of {rounds}", number=view["round"] + 1, rounds=rounds)
    else:
        text = tr("Round {number}", number=view["round"] + 1)
    supply = tr(
        "Bank: {houses}, {hotels}",
        houses=tr("{count} house", "{count} houses", count=view["houses"]),
        hotels=tr("{count} hotel", "{count} hotels", count=view["hotels"]),
    )
    out.append(
        f'<text x="{middle}" y="335" font-size="24" text-anchor="middle">{esc(text)}</text>'
        f'<text x="{middle}" y="365" font-size="20" text-anchor="middle">{esc(supply)}</text>'
    )
    dice = view.get("dice") or []
    walk = view.get("walk")
    if len(dice) == 2:
        out.append(_die(middle - 66, 390, dice[0]) + _die(middle + 10, 390, dice[1]))
    elif walk and theme.tokens:
        seat, _, steps = walk
        out.append(
            f"<g><title>{esc(tr('the last token laid'))}</title>"
            f'<circle cx="{middle}" cy="420" r="32" fill="#fffbe6"'
            f' stroke="{theme.pawns[seat % 6]}" stroke-width="5"/>'
            f'<text x="{middle}" y="433" font-size="34" font-weight="bold" text-anchor="middle">'
            f"{steps}</text></g>"
        )
    card = view.get("card")
    if card:
        colour = theme.deck_colours.get(card["deck"], "#555")
        out.append(
            f'<g><title>{esc(card["text"])}</title><rect x="300" y="490" width="500" height="170"'
            f' rx="12" fill="#fff" stroke="{colour}" stroke-width="6"/>'
            f'<text x="320" y="525" font-size="20" fill="{colour}" font-weight="bold">'
            f"{esc(theme.deck_names[card['deck']])} {esc(card['id'])}</text>"
        )
        for number, line in enumerate(words(card["text"], 460, 19)[:5]):
            out.append(f'<text x="320" y="{556 + number * 23}" font-size="19">{esc(line)}</text>')
        out.append("</g>")
    for position, deck in enumerate(theme.rules.decks):
        x = 230 + position * (530 / max(len(theme.rules.decks) - 1, 1))
        angle = -12 if position == 0 else 12
        count = view["decks"].get(deck, 0)
        label = theme.deck_label(deck)
        title = tr("{deck}: {count} card", "{deck}: {count} cards", deck=label, count=count)
        out.append(
            f"<g><title>{esc(title)}"
            f'</title><rect x="{x}" y="700" width="110" height="150" rx="10"'
            f' fill="{theme.deck_colours[deck]}" transform="rotate({angle} {x + 55} 775)"/>'
            f'<text x="{x + 55}" y="790" font-size="56" fill="#fff" text-anchor="middle"'
            f' font-weight="bold">{esc(theme.deck_marks.get(deck, "?"))}</text></g>'
        )
    return "".join(out)


def _board(theme: Theme, view: dict[str, Any], ui: UI, acts: dict[str, str]) -> str:
    names = ui.names
    spaces = "".join(space_svg(theme, view, i, names) for i in range(len(theme.spaces)))
    zoom = ui.extra.get("zoom")
    level = f' data-zoom="{zoom}"' if zoom else ""
    controls = (
        f'<div class="zoom-controls" role="group" aria-label="{esc(tr("Board size"))}">'
        f'<button type="button" data-zoom="out" aria-label="{esc(tr("Zoom out"))}">−</button>'
        f'<button type="button" data-zoom="in" aria-label="{esc(tr("Zoom in"))}">+</button>'
        f'<button type="button" data-zoom="fit">{esc(tr("Whole board"))}</button></div>'
    )
    return (
        f'<div class="estate-board">{controls}<div class="board-zoom"{level}>'
        f'<svg viewBox="0 0 {SIZE} {SIZE}" role="group"'
        f' aria-label="{esc(tr("{game} board", game=theme.title))}">'
        f"{_centre(theme, view, names)}{spaces}{walk_svg(theme, view)}"
        f"{token_marks(theme, view, acts)}{pawns_svg(theme, view, names)}</svg></div></div>"
    )


def _end(theme: Theme, view: dict[str, Any], names: list[str]) -> str:
    if not view["over"]:
        return ""
    outcome = view["outcome"]
    rows = []
    for seat in sorted(range(view["players"]), key=lambda s: outcome["ranks"][s]):
        bankrupt = not view["active"][seat]
        rows.append(
            f"<tr><td>{outcome['ranks'][seat]}</td>"
            f"<td>{swatch(theme.pawns[seat % 6], 'dot')} {who(seat, names)}</td>"
            f"<td>{esc(money(theme, int(outcome['scores'][seat] or 0)))}</td>"
            f"<td>{esc(tr('bankrupt') if bankrupt else '')}</td></tr>"
        )
    why = {
        "one": tr("one player is left"),
        "time": tr("the agreed rounds are over"),
        "agreed": tr("all agreed to end"),
    }.get(view["ended"], "")
    chart = fortune_chart(
        view.get("fortunes") or [],
        list(theme.pawns[: view["players"]]),
        names,
        tr("Fortunes over the game"),
    )
    return (
        f'<div class="estate-box end"><h3>{esc(tr("The end: {why}", why=why))}</h3>'
        f"<table><tr><th>#</th><th>{esc(tr('Player'))}</th><th>{esc(tr('Fortune'))}</th>"
        f"<th></th></tr>{''.join(rows)}</table>"
        f"<p>{esc(tr('Fortunes over the game, round by round:'))}</p>"
        f"{chart}</div>"
    )


def renderer(theme: Theme) -> Callable[[dict[str, Any], UI], str]:
    def render(view: dict[str, Any], ui: UI) -> str:
        names = ui.names
        acts = labels(view)
        panels = "".join(
            player_panel(theme, view, seat, acts, names) for seat in range(view["players"])
        )
        side = (
            f'<div class="estate-side">{_end(theme, view, names)}{status_box(theme, view, names)}'
            f"{trade_box(theme, view, acts, names)}{auction_box(theme, view, acts, names)}"
            f"{debt_box(theme, view, acts, names)}{card_box(theme, view, names)}{panels}</div>"
        )
        board = _board(theme, view, ui, acts)
        return (
            f'<div class="estate" data-estate="{esc(theme.game)}" data-own-players="">'
            f"{board}{side}</div>"
        )

    return render


def dialog_for(
    theme: Theme,
) -> Callable[[dict[str, Any], UI, str], tuple[str, str, dict[str, str]] | None]:
    """The dialogs a click on the table opens: `deed:N`, a space's card."""

    def dialog(view: dict[str, Any], ui: UI, key: str) -> tuple[str, str, dict[str, str]] | None:
        kind, _, rest = key.partition(":")
        if kind != "deed" or not rest.isdigit() or int(rest) >= len(theme.spaces):
            return None
        index = int(rest)
        title, body = card_dialog(theme, view, index, ui.names, labels(view))
        return title, body, {"data-deed": str(index)}

    return dialog
