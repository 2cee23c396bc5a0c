"""The estate table, shared by Eurobusiness and Fortuna: the board as the interface (every space
opens its card; deeds carry their actions; tokens are laid from the rack or from the board), the
player panels, the auction with a typed bid, and the trade table with counter-offers. The end
(every fortune, and a chart of the fortunes over the game with its turning points) is the end
screen's (web/views/ending.py), told from `story_for(theme)` (story.py).

A game's view module builds a `Theme` and exports `render = renderer(theme)`, `dialog =
dialog_for(theme)`, `story = story_for(theme)`, `decision = decision_for(theme)` (what the table
waits for, in the shell's decision panel: the phone's bottom bar), `roles = roles_for(theme)`
and `settle_at_once`. On small screens the board zooms (buttons, or pinch) and follows the pawn
that moved; the deed landed on stands beside its space with Buy and Decline; pawns walk, dice
roll, a drawn card turns and money flies between purses (web/static/motion.mjs).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pygames.core.i18n import tr

from ..common import END, MAIN, UI, Role, board_stage, esc, labels, named, overlay, swatch
from .board import (
    HATCH,
    SIZE,
    cell,
    halfway,
    inner_edge,
    pawns_svg,
    space_svg,
    walk_svg,
)
from .cards import card_dialog, deed_offer
from .panels import (
    CARD_BOX,
    CARD_TEXT_X,
    auction_box,
    bail_button,
    bankruptcy_question,
    build_hint,
    card_box,
    card_lines,
    card_words,
    debt_box,
    fresh_card,
    player_panel,
    recap_box,
    status_box,
    takeover_box,
)
from .story import story_for
from .theme import PAWNS, Theme
from .tokens import token_marks, tokens_rack
from .trade import answer_box, trade_box

__all__ = [
    "PAWNS",
    "Theme",
    "decision_for",
    "dialog_for",
    "renderer",
    "roles_for",
    "settle_at_once",
    "story_for",
]
ZOOMS = (1, 1.5, 2, 3)


def _die(x: float, y: float, face: int, key: str, size: float = 56, rolls: bool = True) -> str:
    """A die's face; `rolls`: it rolls in when new to the table (the board's and the bar's)."""
    spots = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }[face]
    half, pip = size / 2, size * 15 / 56
    out = [
        (f'<g data-enter="roll" data-key="{esc(key)}">' if rolls else "<g>")
        + f'<title>{esc(tr("die: {face}", face=face))}</title><rect x="{x}" y="{y}" width="{size}"'
        f' height="{size}" rx="{size / 6:.0f}" fill="#fff" stroke="#222" stroke-width="2"/>'
    ]
    out += [
        f'<circle cx="{x + half + dx * pip:.1f}" cy="{y + half + dy * pip:.1f}"'
        f' r="{size * 5 / 56:.1f}" fill="#222"/>'
        for dx, dy in spots
    ]
    out.append("</g>")
    return "".join(out)


def _dice(theme: Theme, view: dict[str, Any], rolled: str) -> str:
    """The dice last rolled; a move of two rolls (after a double) shows the double too, small,
    before the second roll."""
    dice = view.get("dice") or []
    if len(dice) != 2:
        return ""
    dx, dy = _clear_of_offer(theme, view)
    middle, top = SIZE / 2 + dx, 390 + dy
    out = [
        _die(middle - 66, top, dice[0], f"die-a-{rolled}"),
        _die(middle + 10, top, dice[1], f"die-b-{rolled}"),
    ]
    first = view.get("first") or 0
    walk = view.get("walk")
    moved_both = walk and walk[0] == view["current"] and walk[2] > first
    if first and view["phase"] != "again" and moved_both:
        face = first // 2
        out.append(
            f'<g class="first-roll"><title>{esc(tr("the first roll, a double"))}</title>'
            f"{_die(middle - 170, top + 12, face, f'first-a-{rolled}', 40)}"
            f"{_die(middle - 124, top + 12, face, f'first-b-{rolled}', 40)}"
            f'<text x="{middle - 77}" y="{top + 42}" font-size="30" text-anchor="middle">+</text>'
            "</g>"
        )
    return "".join(out)


# How far the dice step aside while a deed's offer stands beside its space (issue 29: on a
# laptop the offer, opening towards the middle, covered the roll): away from the offer's side.
_ASIDE = {"left": (210, 0), "right": (-150, 0), "top": (0, 90)}


def _clear_of_offer(theme: Theme, view: dict[str, Any]) -> tuple[float, float]:
    pending = view.get("pending")
    if not pending or pending[0] != "buy" or "buy" not in labels(view):
        return 0, 0
    return _ASIDE.get(cell(theme, pending[1])[4], (0, 0))


def last_roll(theme: Theme, view: dict[str, Any], names: list[str]) -> str:
    """The last roll (or token laid) and who made it, for the phone's bar (issue 29: the
    zoomed board left the dice in its middle off screen); a laptop's board shows it in view."""
    dice = view.get("dice") or []
    walk = view.get("walk")
    # A first double moves no pawn: the walk is still the last player's, the dice the roller's.
    doubled = view.get("phase") == "again"
    seat = view.get("current") if doubled or not walk else walk[0]
    if seat is None:
        return ""
    rolled = "-".join(map(str, [*(walk or []), *dice, int(doubled)]))
    if len(dice) == 2:
        faces = "".join(
            f'<svg viewBox="-2 -2 60 60" class="bar-die">'
            f"{_die(0, 0, face, f'bar-{which}-{rolled}')}</svg>"
            for which, face in zip("ab", dice, strict=True)
        )
        words = (  # (what to do next is the prompt's, above it: said once, issue 29)
            tr("{name} rolled a double, {total}", name=f"@{seat}", total=sum(dice))
            if doubled
            else tr("{name} rolled {total}", name=f"@{seat}", total=sum(dice))
        )
    elif walk and theme.tokens:
        faces = ""
        words = tr("{name} laid token {number}", name=f"@{seat}", number=walk[2])
    else:
        return ""
    classes = "last-roll"
    if seat != view.get("current"):  # the turn before's, not one's own: said so, faded (issue 29)
        words, classes = tr("The turn before: {what}", what=words), "last-roll earlier"
    return (
        f'<p class="{classes}" data-last-roll="">{swatch(theme.pawns[seat % 6], "dot")}{faces}'
        f"<span>{named(words, names)}</span></p>"
    )


# The legends in the board's centre, clear of every token mark (Fortuna's marks reach in from
# the spaces): (x, y) of the first row and the scale, for a laptop's board and for the whole
# board on a phone; a row is LEGEND_ROW units apart, and its words are 20 units high.
LEGEND_ROW = 28
LABEL_LEGEND = (395.0, 696.0, 1.0)
BRIEF_LEGEND = (330.0, 490.0, 1.75)


def _legend_rows(theme: Theme, doubled: bool) -> list[tuple[str, str]]:
    """What the marks on the board mean, each (its drawing in a 28-unit box, its words): a
    house, a hotel, a mortgaged deed, an owner's tag and, moving by tokens, where a token lands;
    after a first double (`doubled`), the dashed frame on the space reached so far."""
    rows = [
        (
            '<path d="M4 8v-10l10-8 10 8v10z" fill="#43a047" stroke="#0b2e0f" stroke-width="2"'
            ' stroke-linejoin="round"/>',
            tr("a house"),
        ),
        ('<rect y="-10" width="28" height="18" rx="3" fill="#c62828"/>', tr("a hotel")),
        (
            '<rect y="-12" width="28" height="22" fill="#e4dfd2" stroke="#333"/>'
            '<rect y="-12" width="28" height="22" fill="url(#estate-hatch)"/>',
            tr("mortgaged"),
        ),
        (
            f'<rect x="1" y="-12" width="24" height="24" rx="4" fill="{theme.pawns[0]}"/>'
            '<text x="13" y="6" font-size="18" font-weight="bold" fill="#fff"'
            ' text-anchor="middle">1</text>',
            tr("owned by player 1"),
        ),
    ]
    if theme.tokens:
        rows.append(
            (
                '<circle cx="13" r="12" fill="#fffbe6" stroke="#7a2e1f" stroke-width="3"/>',
                tr("where a token lands"),
            )
        )
    if doubled:
        rows.append(
            (
                '<rect y="-11" width="28" height="22" fill="none" stroke="#555"'
                ' stroke-width="3" stroke-dasharray="6 3"/>',
                tr("after a double: roll again"),
            )
        )
    return rows


def legend(theme: Theme, x: float, y: float, scale: float, cls: str, doubled: bool = False) -> str:
    """The legend in the board's centre: a list from (x, y), at `scale` times 20 units."""
    lines = "".join(
        f'<g transform="translate(0 {number * LEGEND_ROW})">{icon}'
        f'<text x="38" y="7" font-size="20">{esc(text)}</text></g>'
        for number, (icon, text) in enumerate(_legend_rows(theme, doubled))
    )
    return (
        f'<g class="{cls}" aria-hidden="true" transform="translate({x} {y}) scale({scale})">'
        f"{lines}</g>"
    )


def _round_words(view: dict[str, Any]) -> tuple[str, str]:
    """The round (or the game over) and the Bank's houses and hotels left, in words."""
    rounds = view.get("rounds") or 0
    if view["over"] and not view["round"]:  # ended by agreement before a round was complete
        text = tr("Game over in the first round")  # not "after 0 rounds" (eleventh review)
    elif view["over"]:
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
    return text, supply


def board_round(theme: Theme, view: dict[str, Any]) -> str:
    """The round, the Bank's supply and the last dice (or token laid) in a line above a phone's
    board (in the title's line: estate.css), in view at every zoom (issue 29: the board zoomed
    to follow a pawn cut its middle, "Round 1", the Bank and the dice, at the screen's edge); a
    laptop's board shows them."""
    text, supply = _round_words(view)
    dice = view.get("dice") or []
    walk = view.get("walk")
    shown = ""
    if len(dice) == 2:  # still: the board's and the bar's dice roll in
        shown = "".join(
            f'<svg viewBox="-2 -2 60 60" class="round-die" role="img"'
            f' aria-label="{esc(tr("die: {face}", face=face))}">'
            f"{_die(0, 0, face, '', rolls=False)}</svg>"
            for face in dice
        )
    elif walk and theme.tokens:
        shown = (
            f'<span class="round-token" title="{esc(tr("the last token laid"))}">{walk[2]}</span>'
        )
    return (
        '<p class="board-round" data-board-round="">'
        f"<strong>{esc(text)}</strong>"
        f'<span class="round-supply">{esc(supply)}</span>'
        f'<span class="round-dice" data-round-dice="">{shown}</span></p>'
    )


def _centre(theme: Theme, view: dict[str, Any]) -> str:
    middle = SIZE / 2
    out = [
        f'<rect x="150" y="150" width="{SIZE - 300}" height="{SIZE - 300}"'
        f' fill="{theme.board_colour}"/>',
        f'<text x="{middle}" y="290" font-size="64" font-weight="bold" text-anchor="middle"'
        f' fill="{theme.title_colour}" letter-spacing="4">{esc(theme.title)}</text>',
    ]
    text, supply = _round_words(view)
    # As drawn on a laptop, and larger for the whole board on a phone (board.css: .brief).
    out.append(
        f'<text class="label" x="{middle}" y="335" font-size="24" text-anchor="middle">'
        f"{esc(text)}</text>"
        f'<text class="label" x="{middle}" y="365" font-size="20" text-anchor="middle">'
        f"{esc(supply)}</text>"
        f'<text class="brief" x="{middle}" y="342" font-size="38" text-anchor="middle">'
        f"{esc(text)}</text>"
    )
    walk = view.get("walk")
    dice = view.get("dice") or []
    # A roll is new when the walk it made is (a die is new to the table, and rolls in).
    rolled = "-".join(map(str, [*(walk or []), *dice]))
    if len(dice) == 2:
        out.append(_dice(theme, view, rolled))
    elif walk and theme.tokens:
        seat, _, steps = walk
        out.append(
            f'<g class="last-token"><title>{esc(tr("the last token laid"))}</title>'
            f'<circle cx="{middle}" cy="420" r="32" fill="#fffbe6"'
            f' stroke="{theme.pawns[seat % 6]}" stroke-width="5"/>'
            f'<text x="{middle}" y="433" font-size="34" font-weight="bold" text-anchor="middle">'
            f"{steps}</text></g>"
        )
    card = fresh_card(view)
    if card:
        at = card["at"]
        colour = theme.deck_colours.get(card["deck"], "#555")
        left, top, width, height = CARD_BOX
        out.append(
            f'<g class="label" data-enter="turn" data-key="card-{esc(card["id"])}-{at}">'
            f'<title>{esc(card_words(card))}</title><rect x="{left}" y="{top}"'
            f' width="{width}" height="{height}" rx="12" fill="#fff" stroke="{colour}"'
            ' stroke-width="6"/>'
            f'<text x="{CARD_TEXT_X}" y="{top + 33}" font-size="20" fill="{colour}"'
            ' font-weight="bold">'
            f"{esc(theme.deck_label(card['deck']))}</text>"
        )
        out.extend(card_lines(card))
        out.append("</g>")
    decks = theme.rules.decks
    for position, deck in enumerate(decks):
        x = 250 + position * (490 / max(len(decks) - 1, 1))
        angle = -12 if position == 0 else 12
        count = view["decks"].get(deck, 0)
        label = theme.deck_label(deck)
        title = tr("{deck}: {count} card", "{deck}: {count} cards", deck=label, count=count)
        out.append(
            f'<g class="label"><title>{esc(title)}'
            f'</title><rect x="{x}" y="700" width="110" height="150" rx="10"'
            f' fill="{theme.deck_colours[deck]}" transform="rotate({angle} {x + 55} 775)"/>'
            f'<text x="{x + 55}" y="790" font-size="56" fill="#fff" text-anchor="middle"'
            f' font-weight="bold">{esc(theme.deck_marks.get(deck, "?"))}</text></g>'
        )
    doubled = halfway(view) is not None
    out.append(legend(theme, *LABEL_LEGEND, "label legend", doubled))
    out.append(legend(theme, *BRIEF_LEGEND, "brief legend", doubled))
    return "".join(out)


def _auctioned(theme: Theme, view: dict[str, Any]) -> str:
    """The deed under the hammer, outlined on the board while the auction runs."""
    auction = view.get("auction")
    if not auction:
        return ""
    x, y, w, h, _ = cell(theme, auction["space"])
    return (
        f'<rect class="auctioned" x="{x + 2:.1f}" y="{y + 2:.1f}" width="{w - 4:.1f}"'
        f' height="{h - 4:.1f}" fill="none" stroke="#8a2f1b" stroke-width="7"'
        ' stroke-dasharray="14 7" pointer-events="none"/>'
    )


def _board(theme: Theme, view: dict[str, Any], ui: UI, acts: dict[str, str]) -> str:
    names = ui.names
    spaces = "".join(space_svg(theme, view, i, names) for i in range(len(theme.spaces)))
    zoom = ui.extra.get("zoom")
    level = f' data-zoom="{zoom}"' if zoom else ""
    # A phone's zoomed board cuts the legend in its centre (issue 29, Fortuna): its key
    # opens by the zoom buttons instead (estate.css shows one or the other).
    rows = _legend_rows(theme, halfway(view) is not None)
    key = (
        f'<details class="board-key"><summary>{esc(tr("Key"))}</summary><ul>'
        + "".join(
            f'<li><svg viewBox="-2 -14 32 28" aria-hidden="true">{icon}</svg>{esc(text)}</li>'
            for icon, text in rows
        )
        + "</ul></details>"
    )
    # "Whole board" toggles back to the view that follows the pawn (estate.css: its words).
    whole = ' data-whole=""' if zoom == "1" else ""
    controls = (
        f'<div class="zoom-controls" role="group" aria-label="{esc(tr("Board size"))}">'
        f'<button type="button" data-zoom="out" aria-label="{esc(tr("Zoom out"))}">−</button>'
        f'<button type="button" data-zoom="in" aria-label="{esc(tr("Zoom in"))}">+</button>'
        f'<button type="button" data-zoom="fit"{whole}>'
        f'<span class="fit-whole">{esc(tr("Whole board"))}</span>'
        f'<span class="fit-follow">{esc(tr("Follow the pawn"))}</span></button></div>'
    )
    drawing = (
        f'<svg viewBox="0 0 {SIZE} {SIZE}" role="group"'
        f' aria-label="{esc(tr("{game} board", game=theme.title))}">{HATCH}'
        f"{_centre(theme, view)}{spaces}{walk_svg(theme, view)}{_auctioned(theme, view)}"
        f"{token_marks(theme, view, acts, names)}{pawns_svg(theme, view, names, ui.seat)}</svg>"
    )
    return (
        f'<div class="estate-board" data-pane="board"{_own_walk(view, ui.seat)}>'
        f'<div class="board-tools">{key}{controls}</div>{board_round(theme, view)}'
        f'<div class="board-zoom" data-follow-box=""{level}>'
        f"{board_stage(drawing, _deed_overlay(theme, view, acts, names))}</div></div>"
    )


def _own_walk(view: dict[str, Any], seat: int | None) -> str:
    """The viewer's own pawn just moved (rolled, laid a token, sent on by a card or to jail):
    a phone turns to the Board to see it go (issue 29: rolled from the Players tab, one did not
    see one's pawn go to jail); keyed by the move, so that it turns once for it."""
    walk = view.get("walk")
    if seat is None or not walk or walk[0] != seat or halfway(view) is not None:
        return ""
    key = "-".join(map(str, [view["round"], *walk, view["pos"][seat]]))
    return f' data-show-board="{key}"'


def _deed_overlay(
    theme: Theme, view: dict[str, Any], acts: dict[str, str], names: list[str]
) -> str:
    """The deed the player landed on, beside its space, with Buy and Decline."""
    pending = view.get("pending")
    closed = (view.get("closed") or {}).get("buy")
    if not pending or pending[0] != "buy" or ("buy" not in acts and not closed):
        return ""
    index = pending[1]
    body = deed_offer(theme, view, index, acts, names)
    label = tr("{deed}: buy it or not", deed=theme.called(index))
    key = "deed-" + "-".join(map(str, [index, *(view.get("walk") or [])]))
    return overlay(key, inner_edge(theme, index), (SIZE, SIZE), body, label, arrives=True)


def _in_trade(view: dict[str, Any], seat: int, viewer: int | None, panel: str) -> str:
    """The panel of a side of the trade on the table marked (`data-in-trade`: "own" for the
    viewer's): a phone's Players tab shows those first, one's own on top, above the bar that
    holds the offer (issue 29: the bar covered one's own cash and deeds while deciding)."""
    trade = view.get("trade")
    if not trade or seat not in (trade["a"], trade["b"]) or viewer not in (trade["a"], trade["b"]):
        return panel
    side = "own" if seat == viewer else "other"
    return panel.replace("<section ", f'<section data-in-trade="{side}" ', 1)


def _own(seat: int, viewer: int | None, panel: str) -> str:
    """The viewer's own panel marked (`own`): a phone's Players tab shows it first, with its
    + − M (issue 29: on one's turn it stood below the others', whoever started)."""
    return (
        panel.replace('class="estate-player', 'class="estate-player own', 1)
        if seat == viewer
        else panel
    )


def renderer(theme: Theme) -> Callable[[dict[str, Any], UI], str]:
    def render(view: dict[str, Any], ui: UI) -> str:
        names = ui.names
        acts = labels(view)

        def panel(seat: int) -> str:
            return player_panel(theme, view, seat, acts, names)

        # The players sit in the order of play (Fortuna: the lot's, which pairs the partners),
        # the same for every viewer (issue 29: counted from the viewer, they changed places as
        # the device passed round); the one whose turn it is is marked.
        panels = "".join(
            _own(seat, ui.seat, _in_trade(view, seat, ui.seat, panel(seat)))
            for seat in view["order"]
        )
        side = (
            f'<div class="estate-side">'
            f'<div class="estate-players" data-pane="players">{panels}</div></div>'
        )
        board = _board(theme, view, ui, acts)
        return (
            f'<div class="estate" data-estate="{esc(theme.game)}" data-own-players="">'
            f"{board}{side}</div>"
        )

    return render


def decision_for(theme: Theme) -> Callable[[dict[str, Any], UI], str]:
    """What the table waits for, for the shell's decision panel: the draw for the order or a
    vote, a trade, an auction, a debt, the card just drawn and, moving by tokens, the rack."""

    def decision(view: dict[str, Any], ui: UI) -> str:
        names = ui.names
        acts = labels(view)
        seat = view["to_move"]
        rack = ""
        if theme.tokens and seat is not None and any(c.startswith("token:") for c in acts):
            rack = tokens_rack(theme, view, seat, acts, names)
        auction = auction_box(theme, view, acts, names)
        boxes = (
            f"{trade_box(theme, view, acts, names)}{auction}{debt_box(theme, view, acts, names)}"
            f"{card_box(theme, view, names)}"
        )
        # A phone's bar keeps to a third of the screen (a reviewer's took half of it): a box
        # there scrolls inside it, and this opens the bar whole (estate.css; the page keeps a
        # <details>'s open state across redraws).
        grow = (
            f'<details class="bar-grow"><summary>{esc(tr("Whole panel"))}</summary></details>'
            if boxes
            else ""
        )
        recap = recap_box(theme, view, ui.seat, names) + answer_box(theme, view, ui.seat, names)
        recap = takeover_box(theme, view, ui.seat, names) + recap
        return (
            f"{grow}{recap}{last_roll(theme, view, names)}{status_box(theme, view, names)}"
            f"{build_hint(view, ui.seat, acts)}"
            f"{boxes}{rack}{bail_button(theme, acts)}"
        )

    return decision


# The moves of a turn: the roll (or a token), the draw for the order; buying the deed landed on;
# a holiday's rest; claiming a rent (strict claims).
_NEXT_STEPS = ("roll", "lot", "buy", "rest")


def roles_for(theme: Theme) -> Callable[[dict[str, Any], UI], dict[str, Role]]:
    """The expected next step (roll, lay a token, buy) first and primary; proposing the end of
    the game apart, asked again before it is put to the others."""

    def roles(view: dict[str, Any], ui: UI) -> dict[str, Role]:
        found: dict[str, Role] = {}
        for action in view["actions"]:
            code = action["code"]
            # Every other step is secondary, the answers to a choice alike (a holiday, a card).
            main = code in _NEXT_STEPS or code.startswith(("token:", "claim:"))
            found[code] = Role(MAIN) if main else Role()
        if "finish" in labels(view):
            found["finish"] = Role(
                END,
                tr(
                    "Propose to end the game now? Every player is asked; if all agree, the"
                    " fortunes are counted."
                ),
            )
        if "bankrupt" in labels(view):
            found["bankrupt"] = Role(END, bankruptcy_question(view, ui.names))
        return found

    return roles


def settle_at_once(view: dict[str, Any], bots: set[int]) -> bool:
    """Bots alone in an auction settle it at once: the table shows its result, not each bid."""
    auction = view.get("auction")
    return bool(auction and set(auction["bidders"]) <= bots)


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
