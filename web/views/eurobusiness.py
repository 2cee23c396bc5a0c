"""The Eurobusiness table: the classic square board in SVG, a panel per player, and the dice,
the Chance card just drawn, the auction, the trade being composed and, at the end, every
fortune with a chart of the fortunes over the game.

Clicks: a player's deed cards carry small buttons for the bank actions open on that deed
(build, sell, mortgage, repay) and, while a trade is composed, for giving or asking it; a
board space carries the action that belongs to it (buy, claim the rent, build).
"""

from __future__ import annotations

from typing import Any

from pygames.eurobusiness.data import COLOURS, COUNTRIES, SPACE_ENGLISH, SPACES

from .common import UI, esc, labels, named, plain_named

SIZE = 1100
CORNER = 150
EDGE = (SIZE - 2 * CORNER) / 9
BAND = 30
PAWNS = ("#d7263d", "#1b98e0", "#2e933c", "#f49d37", "#8e44ad", "#222222")
DECK_COLOURS = {"blue": "#1d5fb8", "red": "#c0392b"}
STYLE = """<style>
.eb{display:flex;flex-wrap:wrap;gap:.6rem;align-items:flex-start}
.eb-board{flex:1 1 520px;min-width:0;max-width:760px}
.eb-board svg{width:100%;height:auto;display:block}
.eb-side{flex:1 1 280px;min-width:0;display:flex;flex-direction:column;gap:.5rem}
.eb-player{border:2px solid #bbb;border-radius:8px;padding:.4rem .5rem;background:#fff}
.eb-player.eb-now{border-color:#333;box-shadow:0 0 0 2px #ffd54a}
.eb-player h3{margin:0 0 .25rem;font-size:1rem;display:flex;gap:.4rem;align-items:center}
.eb-dot{display:inline-block;width:.9rem;height:.9rem;border-radius:50%}
.eb-cash{margin-left:auto;font-variant-numeric:tabular-nums}
.eb-deeds{display:flex;flex-wrap:wrap;gap:.3rem}
.eb-country{display:flex;gap:.2rem;flex-wrap:wrap}
.eb-deed{border:1px solid #888;border-radius:4px;width:6.2rem;font-size:.72rem;background:#fff}
.eb-deed .eb-band{height:.55rem;border-radius:3px 3px 0 0}
.eb-deed .eb-name{padding:.1rem .25rem;font-weight:600}
.eb-deed.eb-mort{background:repeating-linear-gradient(45deg,#eee,#eee 4px,#ccc 4px,#ccc 8px)}
.eb-deed .eb-bld{padding:0 .25rem;color:#2e7d32}
.eb-deed button{font-size:.68rem;margin:.1rem;padding:.05rem .25rem;min-height:1.6rem}
.eb-cards{font-size:.8rem;margin-top:.2rem}
.eb-box{border:1px solid #bbb;border-radius:8px;padding:.4rem .5rem;background:#fafafa}
.eb-box h3{margin:0 0 .25rem;font-size:.95rem}
.eb-end table{border-collapse:collapse;width:100%}
.eb-end td,.eb-end th{border-bottom:1px solid #ddd;padding:.2rem;text-align:left}
.eb-end svg{width:100%;height:auto}
</style>"""


def _cell(index: int) -> tuple[float, float, float, float, str]:
    """x, y, width, height and side of a space: START bottom right, play runs clockwise."""
    if index == 0:
        return SIZE - CORNER, SIZE - CORNER, CORNER, CORNER, "corner"
    if index < 10:
        return SIZE - CORNER - index * EDGE, SIZE - CORNER, EDGE, CORNER, "bottom"
    if index == 10:
        return 0, SIZE - CORNER, CORNER, CORNER, "corner"
    if index < 20:
        return 0, SIZE - CORNER - (index - 10) * EDGE, CORNER, EDGE, "left"
    if index == 20:
        return 0, 0, CORNER, CORNER, "corner"
    if index < 30:
        return CORNER + (index - 21) * EDGE, 0, EDGE, CORNER, "top"
    if index == 30:
        return SIZE - CORNER, 0, CORNER, CORNER, "corner"
    return SIZE - CORNER, CORNER + (index - 31) * EDGE, CORNER, EDGE, "right"


def _band(x: float, y: float, w: float, h: float, side: str) -> tuple[float, float, float, float]:
    """The colour band on the board's inner edge of a space."""
    if side == "bottom":
        return x, y, w, BAND
    if side == "top":
        return x, y + h - BAND, w, BAND
    if side == "left":
        return x + w - BAND, y, BAND, h
    return x, y, BAND, h


def _words(name: str, width: float) -> list[str]:
    """Split a name into lines that fit a space (about 9 px a letter at the board's size)."""
    lines: list[str] = []
    for word in name.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width / 9:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _button(code: str, text: str) -> str:
    return f'data-action="{esc(code)}" role="button" tabindex="0" aria-label="{esc(text)}"'


def _who(seat: int, names: list[str]) -> str:
    """A player's name, escaped."""
    return named(f"@{seat}", names)


def _money(amount: int) -> str:
    return f"{amount:,} $"


def _space(view: dict[str, Any], index: int, acts: dict[str, str], names: list[str]) -> str:
    space = SPACES[index]
    x, y, w, h, side = _cell(index)
    owner = view["owner"][index]
    level = view["level"][index]
    mortgaged = view["mortgaged"][index]
    english = SPACE_ENGLISH.get(space.name, "")
    title = space.name + (f" ({english})" if english and english != space.name else "")
    if space.is_deed:
        title += f", {_money(space.price)}"
        if owner >= 0:
            title += ", owned by " + plain_named(f"@{owner}", names)
        if mortgaged:
            title += ", mortgaged"
    code = None
    for candidate in (f"claim:{index}", f"build:{index}"):
        if candidate in acts:
            code = candidate
    pending = view.get("pending")
    if pending and pending[0] == "buy" and pending[1] == index and "buy" in acts:
        code = "buy"
    attrs = _button(code, acts[code]) if code else f'aria-label="{esc(title)}"'
    out = [f'<g class="eb-space" {attrs}><title>{esc(title)}</title>']
    fill = "#f4f1e4" if not mortgaged else "#d9d9d9"
    out.append(
        f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" fill="{fill}"'
        ' stroke="#333" stroke-width="1.5"/>'
    )
    text_x, text_y = x + w / 2, y + h / 2
    if space.kind == "city":
        bx, by, bw, bh = _band(x, y, w, h, side)
        out.append(
            f'<rect x="{bx:.1f}" y="{by:.1f}" width="{bw:.1f}" height="{bh:.1f}"'
            f' fill="{COLOURS[space.group]}" stroke="#333"/>'
        )
        if side == "bottom":
            text_y += BAND / 2
        elif side == "top":
            text_y -= BAND / 2
        elif side == "left":
            text_x -= BAND / 2
        else:
            text_x += BAND / 2
        out.append(_buildings(bx, by, bw, bh, side, level))
    if space.kind == "chance":
        colour = DECK_COLOURS[space.deck]
        out.append(
            f'<text x="{text_x:.1f}" y="{text_y + 12:.1f}" font-size="64" font-weight="bold"'
            f' text-anchor="middle" fill="{colour}">?</text>'
        )
        out.append(
            f'<text x="{text_x:.1f}" y="{y + h - 10:.1f}" font-size="15" text-anchor="middle">'
            "Szansa</text>"
        )
    else:
        width = w - (BAND if side in ("left", "right") and space.kind == "city" else 0)
        lines = _words(space.name, width)
        top = text_y - 9 * len(lines) - (8 if space.price else 0)
        for number, line in enumerate(lines):
            out.append(
                f'<text x="{text_x:.1f}" y="{top + 18 * (number + 1):.1f}" font-size="16"'
                f' text-anchor="middle" font-weight="600">{esc(line)}</text>'
            )
        if space.price:
            out.append(
                f'<text x="{text_x:.1f}" y="{top + 18 * len(lines) + 22:.1f}" font-size="15"'
                f' text-anchor="middle">{space.price} $</text>'
            )
        elif space.amount:
            out.append(
                f'<text x="{text_x:.1f}" y="{top + 18 * len(lines) + 22:.1f}" font-size="15"'
                f' text-anchor="middle">pay {space.amount} $</text>'
            )
    if owner >= 0:
        ox, oy = _owner_mark(x, y, w, h, side)
        out.append(
            f'<circle cx="{ox:.1f}" cy="{oy:.1f}" r="10" fill="{PAWNS[owner % 6]}"'
            ' stroke="#fff" stroke-width="2"/>'
        )
    if mortgaged:
        out.append(
            f'<rect x="{x + 4:.1f}" y="{y + h / 2 - 12:.1f}" width="{w - 8:.1f}" height="24"'
            ' fill="#7a0000" opacity="0.85"/>'
            f'<text x="{x + w / 2:.1f}" y="{y + h / 2 + 5:.1f}" font-size="14" fill="#fff"'
            ' text-anchor="middle" font-weight="bold">mortgaged</text>'
        )
    out.append("</g>")
    return "".join(out)


def _owner_mark(x: float, y: float, w: float, h: float, side: str) -> tuple[float, float]:
    """The owner's disc sits on the outer edge of the space."""
    if side == "bottom":
        return x + w / 2, y + h - 16
    if side == "top":
        return x + w / 2, y + 16
    if side == "left":
        return x + 13, y + 13
    return x + w - 13, y + 13


def _buildings(bx: float, by: float, bw: float, bh: float, side: str, level: int) -> str:
    if not level:
        return ""
    horizontal = side in ("bottom", "top")
    if level == 5:
        if horizontal:
            return (
                f'<rect x="{bx + bw / 2 - 22:.1f}" y="{by + 5:.1f}" width="44" height="20"'
                ' fill="#c62828" stroke="#fff"><title>hotel</title></rect>'
            )
        return (
            f'<rect x="{bx + 5:.1f}" y="{by + bh / 2 - 22:.1f}" width="20" height="44"'
            ' fill="#c62828" stroke="#fff"><title>hotel</title></rect>'
        )
    out = []
    for k in range(level):
        if horizontal:
            out.append(
                f'<rect x="{bx + 6 + k * 20:.1f}" y="{by + 7:.1f}" width="16" height="16"'
                ' fill="#2e7d32" stroke="#fff"/>'
            )
        else:
            out.append(
                f'<rect x="{bx + 7:.1f}" y="{by + 6 + k * 20:.1f}" width="16" height="16"'
                ' fill="#2e7d32" stroke="#fff"/>'
            )
    return f"<g><title>{level} house{'s' if level > 1 else ''}</title>{''.join(out)}</g>"


def _pawns(view: dict[str, Any], names: list[str]) -> str:
    out = []
    here: dict[int, int] = {}
    for seat, pos in enumerate(view["pos"]):
        if not view["active"][seat]:
            continue
        x, y, w, h, _ = _cell(pos)
        k = here.get(pos, 0)
        here[pos] = k + 1
        cx = x + w / 2 + (k % 3 - 1) * 24
        cy = y + h / 2 + (k // 3) * 24 - 4
        if pos == 10:
            if view["detained"][seat]:
                cx, cy = x + 95 + (k % 2) * 26, y + 40 + (k // 2) * 26
            else:
                cx, cy = x + 20 + (k % 3) * 24, y + CORNER - 20 - (k // 3) * 24
        label = plain_named(f"@{seat}", names)
        out.append(
            f'<g><title>{esc(label)}</title><circle cx="{cx:.1f}" cy="{cy:.1f}" r="13"'
            f' fill="{PAWNS[seat % 6]}" stroke="#000" stroke-width="2"/>'
            f'<text x="{cx:.1f}" y="{cy + 5:.1f}" font-size="14" text-anchor="middle"'
            f' fill="#fff" font-weight="bold">{seat + 1}</text></g>'
        )
    return "".join(out)


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
        f'<g><title>die: {face}</title><rect x="{x}" y="{y}" width="56" height="56" rx="9"'
        ' fill="#fff" stroke="#222" stroke-width="2"/>'
    ]
    for dx, dy in spots:
        out.append(f'<circle cx="{x + 28 + dx * 15}" cy="{y + 28 + dy * 15}" r="5" fill="#222"/>')
    out.append("</g>")
    return "".join(out)


def _centre(view: dict[str, Any], names: list[str]) -> str:
    out = [
        f'<rect x="{CORNER}" y="{CORNER}" width="{SIZE - 2 * CORNER}" height="{SIZE - 2 * CORNER}"'
        ' fill="#e8f1e4"/>',
        f'<text x="{SIZE / 2}" y="300" font-size="64" font-weight="bold" text-anchor="middle"'
        ' fill="#1d4fb8" letter-spacing="4">EUROBUSINESS</text>',
    ]
    rounds = view.get("rounds") or 0
    if view["over"]:
        round_text = f"Game over after {view['round']} round{'s' if view['round'] != 1 else ''}"
    else:
        round_text = f"Round {view['round'] + 1}" + (f" of {rounds}" if rounds else "")
    out.append(
        f'<text x="{SIZE / 2}" y="345" font-size="24" text-anchor="middle">{esc(round_text)}'
        f" · Bank: {view['houses']} houses, {view['hotels']} hotels</text>"
    )
    dice = view.get("dice") or []
    if len(dice) == 2:
        out.append(_die(SIZE / 2 - 66, 380, dice[0]))
        out.append(_die(SIZE / 2 + 10, 380, dice[1]))
        if view.get("first"):
            out.append(
                f'<text x="{SIZE / 2}" y="470" font-size="20" text-anchor="middle">first double:'
                f" {view['first']}</text>"
            )
    card = view.get("card")
    if card:
        colour = DECK_COLOURS.get(card["deck"], "#555")
        out.append(
            f'<g><title>{esc(card["text"])}</title><rect x="300" y="500" width="500" height="150"'
            f' rx="12" fill="#fff" stroke="{colour}" stroke-width="6"/>'
            f'<text x="320" y="535" font-size="20" fill="{colour}" font-weight="bold">Szansa'
            f" {esc(card['id'])} · {_who(card['seat'], names)}</text>"
        )
        for number, line in enumerate(_words(card["english"], 480 * 0.95)[:4]):
            out.append(f'<text x="320" y="{570 + number * 24}" font-size="20">{esc(line)}</text>')
        out.append("</g>")
    for deck_index, deck in enumerate(("blue", "red")):
        x = 230 if deck_index == 0 else 760
        out.append(
            f"<g><title>{deck} Chance deck: {view['decks'].get(deck, 0)} cards</title>"
            f'<rect x="{x}" y="700" width="110" height="150" rx="10" fill="{DECK_COLOURS[deck]}"'
            f' transform="rotate({-12 if deck_index == 0 else 12} {x + 55} 775)"/>'
            f'<text x="{x + 55}" y="790" font-size="56" fill="#fff" text-anchor="middle"'
            f' font-weight="bold">?</text></g>'
        )
    auction = view.get("auction")
    if auction:
        high = (
            plain_named(f"@{auction['high']}", names) + f" {_money(auction['bid'])}"
            if auction["high"] is not None
            else f"opens at {_money(auction['minimum'])}"
        )
        out.append(
            f'<text x="{SIZE / 2}" y="700" font-size="24" text-anchor="middle" font-weight="bold">'
            f"Auction: {esc(SPACES[auction['space']].name)}</text>"
            f'<text x="{SIZE / 2}" y="732" font-size="22" text-anchor="middle">{esc(high)}</text>'
        )
    return "".join(out)


def _deed_card(view: dict[str, Any], index: int, acts: dict[str, str]) -> str:
    space = SPACES[index]
    level = view["level"][index]
    mortgaged = view["mortgaged"][index]
    band = COLOURS.get(space.group, "#777")
    buttons = []
    short = {
        "build": "+ hotel" if level == 4 else "+ house",
        "sell": "sell",
        "mortgage": "mortgage",
        "unmortgage": "repay",
        "trade:give": "give",
        "trade:take": "ask",
    }
    for verb, text in short.items():
        code = f"{verb}:{index}"
        if code in acts:
            buttons.append(
                f'<button type="button" data-action="{esc(code)}" aria-label="{esc(acts[code])}"'
                f">{esc(text)}</button>"
            )
    kind = {"railway": "railway", "utility": "utility"}.get(space.kind, "")
    built = "hotel" if level == 5 else ("⌂" * level if level else "")
    classes = "eb-deed eb-mort" if mortgaged else "eb-deed"
    state = "mortgaged" if mortgaged else (kind or COUNTRIES.get(space.group, ""))
    return (
        f'<div class="{classes}" title="{esc(space.name)} ({esc(state)})">'
        f'<div class="eb-band" style="background:{band}"></div>'
        f'<div class="eb-name">{esc(space.name)}</div>'
        f'<div class="eb-bld">{esc(built or state)}</div>'
        f"{''.join(buttons)}</div>"
    )


def _player(view: dict[str, Any], seat: int, acts: dict[str, str], names: list[str]) -> str:
    active = view["active"][seat]
    now = view["to_move"] == seat
    status = []
    if not active:
        status.append("bankrupt")
    elif view["detained"][seat]:
        status.append(f"in jail ({view['jail'][seat]} turn{'s' if view['jail'][seat] > 1 else ''})")
    else:
        status.append("on " + SPACES[view["pos"][seat]].name)
    head = (
        f'<h3><span class="eb-dot" style="background:{PAWNS[seat % 6]}"></span>'
        f"{named(f'@{seat}', names)}"
        f'<span class="eb-cash">{esc(_money(view["cash"][seat]))}</span></h3>'
    )
    groups: dict[str, list[int]] = {}
    for index, holder in enumerate(view["owner"]):
        if holder == seat:
            groups.setdefault(SPACES[index].group or SPACES[index].kind, []).append(index)
    deeds = "".join(
        f'<div class="eb-country">{"".join(_deed_card(view, i, acts) for i in members)}</div>'
        for members in groups.values()
    )
    held = view["held"][seat]
    cards = ""
    if held:
        items = []
        for card in held:
            code = f"trade:give:{card}" if f"trade:give:{card}" in acts else f"trade:take:{card}"
            if code in acts:
                items.append(
                    f'<button type="button" data-action="{esc(code)}"'
                    f' aria-label="{esc(acts[code])}">{esc(card)}</button>'
                )
            else:
                items.append(esc(card))
        cards = f'<div class="eb-cards">Get out of jail free: {", ".join(items)}</div>'
    fortune = f"fortune {_money(view['fortune'][seat])}"
    classes = "eb-player eb-now" if now else "eb-player"
    return (
        f'<section class="{classes}" aria-label="{esc(plain_named(f"@{seat}", names))}">'
        f"{head}<div>{esc(' · '.join(status))} · {esc(fortune)}</div>"
        f'<div class="eb-deeds">{deeds}</div>{cards}</section>'
    )


def _trade_box(view: dict[str, Any], names: list[str]) -> str:
    trade = view.get("trade")
    if not trade:
        return ""

    def items(deeds: list[int], cards: list[str], cash: int) -> str:
        parts = [SPACES[i].name for i in deeds] + [f"card {c}" for c in cards]
        if cash > 0:
            parts.append(_money(cash))
        return ", ".join(parts) or "nothing"

    give = items(trade["give"], trade["give_cards"], trade["cash"])
    take = items(trade["take"], trade["take_cards"], -trade["cash"])
    state = "proposed" if trade["proposed"] else "being composed"
    return (
        f'<div class="eb-box" aria-live="polite"><h3>Trade ({esc(state)})</h3>'
        f"<div>{_who(trade['a'], names)} gives: {esc(give)}</div>"
        f"<div>{_who(trade['b'], names)} gives: {esc(take)}</div></div>"
    )


def _debt_box(view: dict[str, Any], names: list[str]) -> str:
    debts = view.get("debts") or []
    if not debts:
        return ""
    debtor, creditor, amount = debts[0]
    to = "the Bank" if creditor < 0 else named(f"@{creditor}", names)
    return (
        f'<div class="eb-box"><h3>Debt</h3>{named(f"@{debtor}", names)} owes {to}'
        f" {esc(_money(amount))}</div>"
    )


def _status_box(view: dict[str, Any], names: list[str]) -> str:
    """The roll-off for the order of play, or a proposal to end the game now."""
    if view["phase"] == "order":
        rolls = ", ".join(
            f"{_who(seat, names)} {esc(roll) if roll is not None else '–'}"
            for seat, roll in enumerate(view["draws"])
        )
        return f'<div class="eb-box"><h3>Order of play</h3>Highest roll starts: {rolls}</div>'
    if view["phase"] == "vote":
        waiting = ", ".join(_who(seat, names) for seat in view["voters"])
        return (
            f'<div class="eb-box"><h3>End the game now?</h3>{_who(view["current"], names)}'
            f" proposes it; still to answer: {waiting}</div>"
        )
    return ""


def _chart(view: dict[str, Any], names: list[str]) -> str:
    history = view.get("fortunes") or []
    players = view["players"]
    width, height, pad = 600, 260, 40
    top = max([max(row) for row in history if row] + [1])
    steps = max(len(history) - 1, 1)
    out = [
        f'<svg viewBox="0 0 {width} {height}" role="img" aria-label="Fortunes over the game">',
        f'<rect x="{pad}" y="10" width="{width - pad - 10}" height="{height - pad - 10}"'
        ' fill="#fff" stroke="#999"/>',
        f'<text x="{pad - 4}" y="20" font-size="11" text-anchor="end">{top:,}</text>',
        f'<text x="{pad - 4}" y="{height - pad}" font-size="11" text-anchor="end">0</text>',
        f'<text x="{width / 2}" y="{height - 8}" font-size="12" text-anchor="middle">round</text>',
    ]
    for seat in range(players):
        points = " ".join(
            f"{pad + i * (width - pad - 10) / steps:.1f},"
            f"{height - pad - row[seat] * (height - pad - 20) / top:.1f}"
            for i, row in enumerate(history)
        )
        out.append(
            f'<polyline points="{points}" fill="none" stroke="{PAWNS[seat % 6]}"'
            f' stroke-width="3"><title>{esc(plain_named(f"@{seat}", names))}</title></polyline>'
        )
    out.append("</svg>")
    return "".join(out)


def _end(view: dict[str, Any], names: list[str]) -> str:
    if not view["over"]:
        return ""
    outcome = view["outcome"]

    def bankrupt(seat: int) -> bool:
        return bool(outcome["detail"]) and outcome["detail"][seat].endswith("bankrupt")

    rows = []
    for seat in sorted(range(view["players"]), key=lambda s: outcome["ranks"][s]):
        rows.append(
            f"<tr><td>{outcome['ranks'][seat]}</td>"
            f'<td><span class="eb-dot" style="background:{PAWNS[seat % 6]}"></span> '
            f"{named(f'@{seat}', names)}</td>"
            f"<td>{esc(_money(int(outcome['scores'][seat])))}</td>"
            f"<td>{'bankrupt' if bankrupt(seat) else ''}</td></tr>"
        )
    why = {"one": "one player is left", "time": "the agreed rounds are over", "agreed": "agreed"}
    return (
        f'<div class="eb-box eb-end"><h3>The end ({esc(why.get(view["ended"], ""))})</h3>'
        "<table><tr><th>#</th><th>Player</th><th>Fortune</th><th></th></tr>"
        f"{''.join(rows)}</table>{_chart(view, names)}</div>"
    )


def render(view: dict[str, Any], ui: UI) -> str:
    """The Eurobusiness board and panels as HTML with an SVG board."""
    names = ui.names
    acts = labels(view)
    spaces = "".join(_space(view, i, acts, names) for i in range(len(SPACES)))
    board = (
        f'<div class="eb-board"><svg viewBox="0 0 {SIZE} {SIZE}" width="100%" role="group"'
        f' aria-label="Eurobusiness board">{_centre(view, names)}{spaces}'
        f"{_pawns(view, names)}</svg></div>"
    )
    panels = "".join(_player(view, seat, acts, names) for seat in range(view["players"]))
    side = (
        f'<div class="eb-side">{_end(view, names)}{_status_box(view, names)}'
        f"{_trade_box(view, names)}"
        f"{_debt_box(view, names)}{panels}</div>"
    )
    return f'<div class="eb">{STYLE}{board}{side}</div>'
