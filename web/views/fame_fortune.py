"""The table of For Fame & Fortune, as a card table of Board Game Arena looks: the players seated
round a felt (the viewer at the bottom, the others clockwise from the viewer's left along the
top), each with their name, score, stake chips, cards in hand and the Dealer's button; the five
stake cards in the middle, each marked with who staked it, between the Fortune Multiplier and
the draw deck; the viewer's hand below, a card to a button.

The board is the interface: a card of the hand is the control for picking it in a draft (a
chosen card is lifted) or staking it on the Active Player's turn, and a Fortune Modifier shows
its two ends, each playing it with that side facing out. The decision panel (`decision`) keeps
what has no card: passing the chosen cards, passing, staking just one card; a step not open now
is drawn all the same and says why when pressed.

Motion (web/static/motion.mjs): every card is an element with a stable id, so a staked card
glides from the hand to its place among the stake cards, the hand closes up, cards dealt,
received and drawn turn as they enter, the multiplier turns to its new side, and scores move.

The end of a round is a moment of its own (`moment`): the shell holds the table on it, showing
who won, with what hand, every player's best five cards, their points and the multiplier, until
the players go on (a bot-only table after a pause).
"""

from __future__ import annotations

from typing import Any

from .common import UI, esc, labels, named, plain_named, swatch
from .fame_fortune_cards import (
    SUITS,
    WILD_COLOUR,
    back_svg,
    blank,
    card_name,
    chip_svg,
    face,
    fan,
    multiplier_svg,
    parse_code,
    symbol,
)
from .fame_fortune_moment import bot_beats as bot_beats
from .fame_fortune_moment import dialog as dialog
from .fame_fortune_moment import handoff_note as handoff_note
from .fame_fortune_moment import moment as moment
from .fame_fortune_moment import moment_before as moment_before
from .fame_fortune_moment import moment_log as moment_log
from .fame_fortune_moment import standing
from .fame_fortune_result import colour as colour
from .fame_fortune_result import headline, result_box, standing_of
from .fame_fortune_story import chronicle as chronicle
from .fame_fortune_story import story as story

STAKES = 5  # "The game round ends when the 5th card is played."
# A stake card is everyone's: "They can be used by ALL players when forming the best Fortune
# Hand" (a reviewer's 5th stake completed another's winning hand, unawares).
SHARED = "Stake cards can be used by ALL players when forming the best Fortune Hand."
LAST_STAKE = f"This stake is the 5th: it ends the round. {SHARED}"
# Asked before the 5th stake is made (a reviewer staked it unawares): the round ends for everyone.
LAST_STAKE_QUESTION = (
    f"Stake the 5th card? The round ends at once and every hand is scored. {SHARED}"
)


# --- who sits where --------------------------------------------------------------------------
def seating(view: dict[str, Any], ui: UI) -> tuple[list[int], int | None]:
    """(the other seats clockwise from the viewer's left, the viewer's seat); with no viewer,
    every seat from the first."""
    n = view["players"]
    me = ui.seat if ui.seat is not None and 0 <= ui.seat < n else None
    if me is None:
        return list(range(n)), None
    return [(me + step) % n for step in range(1, n)], me


def _state_word(view: dict[str, Any], seat: int) -> str:
    """What a seat is doing now, in a word or two."""
    phase = view["phase"]
    if phase == "over":
        return ""
    moving = seat == view.get("to_move")
    draft = view.get("draft")
    if phase == "draft" and draft:
        if draft["done"][seat]:
            return "cards chosen ✓"  # not "passed": Pass is the Active Player's other step
        return "choosing now" if moving else "choosing"
    if seat == view["active"]:
        if view.get("forced"):
            return "Active Player: must stake"
        return "Active Player: staking" if moving else "Active Player"
    # The Active Player stakes alone to the 5th card: the others are skipped, saying so.
    return "no turn this round" if view.get("forced") else ""


def _seat(view: dict[str, Any], seat: int, ui: UI, mine: bool) -> str:
    """One seat at the table: name, Dealer's button, score, cards in hand, stake chips,
    Fortune Modifiers played, and what the seat is doing."""
    name = named(f"@{seat}", ui.names)
    whole = plain_named(f"@{seat}", ui.names)
    moving = seat == view.get("to_move") and view["phase"] != "over"
    classes = ["ff-seat"]
    if mine:
        classes.append("me")
    if moving:
        classes.append("now")
    if seat == view["active"] and view["phase"] != "over":
        classes.append("active")
    dealer = (
        '<span class="ff-dealer" title="Dealer" role="img" aria-label="Dealer">D</span>'
        if seat == view["dealer"]
        else ""
    )
    score = view["scores"][seat]
    sign = "−" if score < 0 else ""
    held = view["hand_sizes"][seat]
    stake = view["stake_points"][seat]
    played = view["mods"][seat]
    mods = ""
    if played:
        total = sum(int(entry[1]) * (1 if entry[-1] == "+" else -1) for entry in played)
        faces = ", ".join(f"{entry[-1]}{entry[1]}" for entry in played)
        shown = f"+{total}" if total > 0 else f"−{-total}" if total < 0 else "±0"
        mods = (
            f'<span class="ff-mod" data-enter="turn" data-key="ff-mod-{seat}-{faces}"'
            f' title="Fortune Modifiers played: {esc(faces)}">'
            f'<span class="visually-hidden">Fortune Modifiers: </span>{shown}</span>'
        )
    word = _state_word(view, seat)
    # A replay shows a hand to whoever looks back ("watching"): not "you", maybe a bot.
    shown = "(hand shown)" if ui.extra.get("watching") else "(you)"
    you = f' <span class="ff-you">{shown}</span>' if mine else ""
    current = ' aria-current="true"' if moving else ""
    return (
        f'<li class="{" ".join(classes)}" id="ff-seat-{seat}" data-seat="{seat}"{current}'
        f' style="--seat: {colour(seat)}">'
        f'<div class="ff-seat-head">{swatch(colour(seat), "dot")}'
        # The name whole, as a title too: a phone cuts a long one to one line (an ellipsis).
        f'<strong class="ff-name" title="{esc(whole)}">{name}</strong>{you}{dealer}'
        f'<span class="ff-score" title="Score">{sign}<span data-purse="ff-score-{seat}"'
        f' data-value="{score}">{abs(score)}</span><span class="ff-pts">&#8239;pts</span></span>'
        "</div>"
        f'<div class="ff-seat-row">'
        f'<span class="ff-held" title="Cards in hand">{back_svg()}'
        f'<span class="visually-hidden">Cards in hand: </span>{held}</span>'
        f'<span class="ff-stake" title="Stake chips">{chip_svg()}'
        f'<span class="visually-hidden">Stake: </span>{stake}</span>{mods}</div>'
        f'<div class="ff-doing">{esc(word)}</div></li>'
    )


# --- the middle of the table -----------------------------------------------------------------
def _stake_cards(view: dict[str, Any]) -> list[tuple[int, str]]:
    """The stake cards face up in the order they were played, so each keeps the place it took."""
    return [(seat, code) for seat, code in view["stake_order"]]


def _centre(view: dict[str, Any], ui: UI, best: set[str]) -> str:
    """The Fortune Multiplier, the five places of the stake cards and the draw deck."""
    mult, cap = view["multiplier"], view["cap"]
    slots = []
    staked = _stake_cards(view)
    for index in range(STAKES):
        if index < len(staked):
            seat, code = staked[index]
            who = plain_named(f"@{seat}", ui.names)
            cid = f"ff-card-{esc(code)}"
            star = " best" if code in best else ""
            # The latest stake stands out, its staker named on it, until the next (issue 29).
            star += " last" if index == len(staked) - 1 else ""
            slots.append(
                f'<div class="ff-slot{star}" id="{cid}" data-glide="" data-enter="turn"'
                f' data-glide-part="svg" data-key="{cid}" style="--seat: {colour(seat)}">'
                f"{face(code, f'{card_name(code)}, staked by {who}')}"
                f'<span class="ff-owner" aria-hidden="true" title="{esc(who)}">'
                f"{named(f'@{seat}', ui.names)}</span></div>"
            )
        else:
            # An id of its own, so the page's morph keeps the card's element (moved from the
            # hand) rather than turning this empty place into a new one that cannot glide.
            slots.append(
                f'<div class="ff-slot empty" id="ff-slot-{index + 1}" aria-hidden="true">'
                f"<span>{index + 1}</span></div>"
            )
    forced = view.get("forced") and view["phase"] != "over"
    ribbon = (
        '<span class="ff-ribbon" title="The Active Player must stake until the 5th stake card'
        ' is down">forced</span>'
    )
    at_end = ribbon if forced and view["deck"] and mult >= cap else ""
    out = ribbon if forced and not view["deck"] else ""
    deck = view["deck"]
    # Turned up since the viewer's last decision (a watcher: by the move just made): said on it
    # until then, from what to what (a reviewer saw it in the log; a phone's, not at all).
    seen = view.get("multiplier_seen")
    was = mult - 1 if seen is None and view.get("multiplier_turned") else seen or mult
    turned = was < mult and view["phase"] != "over"
    up = f'<span class="ff-up">x{was} → x{mult}</span>' if turned else ""
    # A phone's multiplier is its figure, big as a stake card's (the card there is 23 px wide).
    big = (
        f'<span class="ff-big" role="img" aria-label="Fortune Multiplier x{mult} (ends at x{cap})"'
        f">x{mult}</span>"
    )
    return (
        '<div class="ff-centre">'
        f'<figure class="ff-pile ff-mult{" turned" if turned else ""}" data-enter="turn"'
        f' data-key="ff-mult-{mult}">'
        f'<span class="ff-pile-card">{multiplier_svg(mult, cap)}{big}{at_end}</span>'
        f'<figcaption>Multiplier{up}<span class="ff-sub">+1 at the Dealer</span></figcaption>'
        "</figure>"
        f'<section class="ff-stakes" aria-label="Stake cards on the table: {len(staked)} of 5">'
        f'<h3 class="ff-label">Stake cards <span class="ff-sub">{len(staked)} of 5 · for'
        f" everyone's hand</span></h3>"
        f'<div class="ff-slots">{"".join(slots)}</div></section>'
        f'<figure class="ff-pile ff-deck"><span class="ff-pile-card">'
        f"{back_svg(f'Draw deck: {deck} cards')}"
        f'<span class="ff-count" aria-hidden="true">{deck}</span>{out}</span>'
        f'<figcaption>Draw deck<span class="ff-sub">{deck} cards</span></figcaption></figure>'
        "</div>"
    )


def _felt(view: dict[str, Any], ui: UI, best: set[str], last: str = "") -> str:
    """The players round the felt; `last`, a phone's button to the last round's result, beside
    the viewer's seat with the round."""
    others, me = seating(view, ui)
    around = "".join(_seat(view, seat, ui, False) for seat in others)
    own = f'<ul class="ff-own">{_seat(view, me, ui, True)}</ul>' if me is not None else ""
    rounds = f"Round {view['round']} of {view['rounds']}"
    # The round in the row of the viewer's seat, beside it rather than laid over the felt, so
    # it never covers the multiplier's caption, whatever its length or the viewer's seat.
    return (
        f'<div class="ff-felt" role="group" aria-label="The table">'
        f'<ul class="ff-seats" style="--others: {len(others)}">{around}</ul>'
        f'{_centre(view, ui, best)}<div class="ff-foot"><div class="ff-when">{last}'
        f'<p class="ff-round">{esc(rounds)}</p></div>{own}</div></div>'
    )


# --- the hand --------------------------------------------------------------------------------
def _modifier_ends(code: str, legal: dict[str, str], refused: bool) -> str:
    """A Fortune Modifier in the hand on the player's turn: "Facing is important", so the card
    shows both its ends, each playing it with that side facing out (refused: drawn all the
    same, saying why when pressed)."""
    number = parse_code(code)[1]
    ends = []
    for sign, shown, side in (("+", f"+{number}", "plus"), ("-", f"−{number}", "minus")):
        action = f"mod:{code}{sign}"
        label = legal.get(action, f"Play the Fortune Modifier facing {sign}{number}")
        flag = ' data-refused="" aria-disabled="true"' if refused else ""
        ends.append(
            f'<button type="button" class="ff-end {side}" data-action="{esc(action)}"'
            f' aria-label="{esc(label)}"{flag}><span aria-hidden="true">{shown}'
            f"<small>facing {sign}</small></span></button>"
        )
    return (
        f'<div class="ff-ends" role="group" aria-label="{esc(card_name(code))}: play it facing'
        f' + or -">{blank()}{"".join(ends)}</div>'
    )


def _hand(view: dict[str, Any], ui: UI, best: set[str]) -> str:
    """The viewer's hand, in a place of fixed height so the page never jumps (its title one
    line, the count first): each card a button when picking or staking it is legal; chosen
    cards lifted."""
    hand = view.get("hand")
    if hand is None:
        return ""
    legal = labels(view)
    picks = set(view.get("picks") or [])
    mine = view.get("to_move") == ui.seat
    draft = view.get("draft")
    watching = bool(ui.extra.get("watching"))
    title = named(f"Hand of @{ui.seat}", ui.names) if watching else "Your hand"
    if view["phase"] == "draft" and draft and mine and ui.seat is not None and not watching:
        left = named(f"@{(ui.seat + 1) % view['players']}", ui.names)
        title = (
            f"Your hand: {len(picks)} of {draft['need']} chosen"
            f' <span class="ff-sub ff-wide-only">to pass left to {left}</span>'
        )
    elif mine and view["phase"] in ("turn", "second") and not watching:
        more = (
            "a second card to stake it too" if view["phase"] == "second" else "a card to stake it"
        )
        # A phone's bar says what to click: there the title is short enough to read whole.
        title = f'Your hand<span class="ff-wide-only">: click {more}</span>'
    second = view["phase"] == "second"
    # Cards a draft just brought, until the player's next action: glowing, said whose they were.
    fresh = set(view.get("received") or []) if ui.seat is not None and not watching else set()
    new_tag = (
        '<span class="ff-new">new<span class="ff-from">'
        + named(f" from @{(ui.seat - 1) % view['players']}", ui.names)
        + "</span></span>"
        if fresh and ui.seat is not None
        else ""
    )
    # Cards drawn from the deck, marked alike until the player's next action (a phone's
    # reviewer could not tell them from the rest of the hand).
    from_deck = set(view.get("drawn") or []) if ui.seat is not None and not watching else set()
    drawn_tag = '<span class="ff-new">new<span class="ff-from"> · drawn</span></span>'
    cards: list[tuple[str, str, str]] = []  # (classes, id, inside)
    wide: set[int] = set()  # cards drawn whole in a fanned hand (a modifier's two ends)
    for index, code in enumerate(hand):
        cid = f"ff-card-{esc(code)}"
        kind = "ff-hcard"
        if code.startswith("M") and mine and (f"mod:{code}+" in legal or second):
            inner = _modifier_ends(code, legal, refused=f"mod:{code}+" not in legal)
            kind += " wide"
            wide.add(index)
        else:
            action = next((f"{v}:{code}" for v in ("pick", "play") if f"{v}:{code}" in legal), "")
            if action:
                # Staking is the turn's main step: each card that may be staked says so on a
                # tab of its own (a new player saw only the panel's "Pass").
                # The 5th stake ends the round: its tab and title say so before the click.
                last = action.startswith("play:") and view["faceup"] == STAKES - 1
                tab = (
                    f'<span class="ff-tab{" ends" if last else ""}" aria-hidden="true">'
                    f"Stake{' 5th' if last else ''}</span>"
                    if action.startswith("play:")
                    else ""
                )
                if code in picks:  # chosen to pass: a check mark on the tab's place
                    tab = '<span class="ff-tab chosen" aria-hidden="true">✓ chosen</span>'
                hint = (
                    f' title="{esc(LAST_STAKE)}" data-confirm="{esc(LAST_STAKE_QUESTION)}"'
                    f' data-confirm-label="{esc(f"Stake the {card_name(code)}")}"'
                    if last
                    else ""
                )
                inner = (
                    # Named by its words in the button (not an aria-label, which would not
                    # hold the card's visible figures): what a click does.
                    f'<button type="button" class="ff-cardbtn" data-action="{esc(action)}"{hint}>'
                    f'<span class="visually-hidden">{esc(plain_named(legal[action], ui.names))}'
                    f"</span>{tab}{face(code, picked=code in picks, index=True)}</button>"
                )
                kind += " stakeable" if tab else ""
            else:
                inner = face(code, card_name(code), picked=code in picks, index=True)
        lifted = " up" if code in picks else ""
        star = " best" if code in best else ""
        if code in fresh:
            kind, inner = f"{kind} new", inner + new_tag
        elif code in from_deck:
            kind, inner = f"{kind} new", inner + drawn_tag
        cards.append((f"{kind}{lifted}{star}", cid, inner))
    rows, fanned = fan(len(hand), wide)
    per_row = -(-len(hand) // rows)
    # A card below the first row wears its tab on itself, not over the suit of the card above.
    drawn = "".join(
        f'<div class="{kind}{" lower" if index >= per_row else ""}" id="{cid}" data-glide=""'
        f' data-enter="turn" data-glide-part="svg" data-key="{cid}">{inner}</div>'
        for index, (kind, cid, inner) in enumerate(cards)
    )
    head = f'<h2 id="ff-hand-title"><span class="ff-title">{title}</span>{_best_short(view)}</h2>'
    step = _by_hand(view, ui) if mine and not watching else ""
    if step:
        head = f'<div class="ff-headrow">{head}{step}</div>'
    return (
        # The cards, not the hand's frame, are kept clear of a phone's bottom bar (table.mjs):
        # the frame's foot under it scrolled the page, cutting the title off (issue 29).
        f'<section class="ff-hand{" mine" if mine else ""}" aria-labelledby="ff-hand-title">'
        f'{head}<div class="ff-cards{" two" if rows > 1 else ""}" style="{fanned}"'
        f' data-above-bar="">{drawn}</div></section>'
    )


def _by_hand(view: dict[str, Any], ui: UI) -> str:
    """The panel's step without a card, beside the hand's title on a wide screen too: the
    panel lay ~600 px from the hand (issue 29). Passing the chosen cards (refused until enough
    are chosen), staking just the one card, or Pass; a phone's bar is by the hand already."""
    legal = labels(view)
    phase, draft = view["phase"], view.get("draft")
    if phase == "draft" and draft and ui.seat is not None:
        need, more = draft["need"], draft["need"] - len(view.get("picks") or [])
        text = f"Pass {need} card{'s' if need > 1 else ''} to @{(ui.seat + 1) % view['players']}"
        why = "" if "give" in legal else f"Choose {more} more card{'s' if more > 1 else ''} first."
        return _button("give", text, "primary ff-by-hand ff-wide-only", why, ui.names)
    if phase == "second" and "stop" in legal:
        return _button("stop", "Stake just the one card", "primary ff-by-hand ff-wide-only")
    if phase == "turn" and "pass" in legal:
        return _button("pass", "Pass", "secondary ff-by-hand ff-wide-only")
    return ""


def _best_short(view: dict[str, Any]) -> str:
    """The best hand's name at the end of the hand's title, for a phone: the notes' line under
    the hand lay beneath the bottom bar, and above it pushed the hand under the bar."""
    found = view.get("best")
    if not found or view.get("hand") is None:
        return ""
    place, _ = standing_of(found["name"])
    return (
        f'<span class="ff-best-short"> ★ {esc(found["name"])}'
        f'<span class="ff-rank"> · {esc(place)}</span></span>'
    )


def _notes(view: dict[str, Any], ui: UI) -> str:
    """The player's best hand so far (its cards starred) and the cards they know their left
    neighbour holds."""
    notes = []
    if view["faceup"] == STAKES - 1 and view["phase"] in ("turn", "draft"):
        # Rounds end on anyone's stake once 4 are down, a bot's too: said before it happens.
        # What it would score cannot be told from one seat (the other hands are hidden).
        mover = view.get("to_move")
        whose = "Your" if mover == ui.seat and view["phase"] == "turn" else "The next"
        notes.append(  # on a phone the bar's prompt and the log say it: no room above the bar
            f'<span class="ff-wide-only"><strong class="ff-last-stake">{whose} stake is the 5th:'
            f" it ends the round</strong> and every hand is scored. {SHARED}</span>"
        )
    found = view.get("best")
    if found and view.get("hand") is not None:
        place, beaten = standing_of(found["name"])
        notes.append(
            f'<span class="ff-best"><span class="ff-star" aria-hidden="true">★</span>'
            " Your best Fortune Hand now:"
            f" <strong>{esc(found['name'])}</strong>{_which(found['cards'], starred=True)}"
            f'<span class="ff-rank">: {esc(place)} kinds; {esc(beaten)}.</span></span>'
        )
    return "".join(f"<p>{note}</p>" for note in notes) + _known(view, ui)


def _last_line(view: dict[str, Any], ui: UI) -> str:
    """The last round's result one click away, under the hand's notes (a phone shows
    `_last_short` instead)."""
    last = view.get("last_round")
    if not last or view["phase"] == "over":
        return ""
    return (
        f'<p class="ff-lastline"><button type="button" class="ff-last" data-open="round">'
        f"{named(headline(view, last), ui.names)}: see the hands</button></p>"
    )


def _last_short(view: dict[str, Any]) -> str:
    """A phone's button to the last round's result, short, beside the viewer's seat: a line of
    its own above the hand pushed the hand under the bottom bar, and the page, scrolled to show
    it, cut the title off (issue 29)."""
    last = view.get("last_round")
    if not last or view["phase"] == "over":
        return ""
    return (
        '<button type="button" class="ff-last ff-last-short" data-open="round">'
        f"Round {last['round']} result: see the hands</button>"
    )


def _known(view: dict[str, Any], ui: UI, folded: bool = False) -> str:
    """The cards the player passed their left neighbour this round: those the neighbour still
    holds (the latest pass, unless staked; with two players every pass not come back), then
    those passed earlier that the neighbour may have passed on (a phone shows the line in the
    bar, above which it would otherwise lie out of sight; `folded` there, the earlier cards
    behind a "more" toggle, so that the bar stays low enough for the hand to show whole)."""
    known, earlier = view.get("known_left") or [], view.get("passed_left") or []
    if ui.seat is None or not (known or earlier):
        return ""
    if view["players"] == 2:
        known, earlier = sorted(known + earlier), []
    left = (ui.seat + 1) % view["players"]
    lines = []
    if known:
        lines.append(named(f"@{left} still holds, from you:", ui.names) + _which(known))
    if earlier:
        told = named(f" Earlier to @{left}, perhaps passed on:", ui.names)
        line = f'<span class="ff-earlier">{told}{_which(earlier)}</span>'
        if folded and known:
            line = f'<details class="ff-more"><summary>more</summary>{line}</details>'
        lines.append(line)
    tag = "div" if folded else "p"  # a <details> may not stand in a paragraph
    return f'<{tag} class="ff-known">{"<br/>".join(lines)}</{tag}>'


def _which(codes: list[str], starred: bool = False) -> str:
    """Cards named in a note: in words, or on a phone (one line for the note to stay in view
    above the bar) by number and suit symbol; the best hand's are starred in the hand there."""
    words = ", ".join(card_name(code) for code in codes)
    if starred:
        return f'<span class="ff-which"> ({esc(words)})</span>'
    marks = []
    for letter, number in map(parse_code, codes):
        if letter in SUITS:
            colour = SUITS[letter][2]
            mark = (
                f'<svg class="ff-sym" viewBox="0 0 20 20">{symbol(letter, 0, 0, 20, colour)}</svg>'
            )
        else:  # a wild card
            colour, mark = WILD_COLOUR, "W"
        marks.append(f'<span class="ff-mini" style="color: {colour}">{number}{mark}</span>')
    return (
        f'<span class="ff-which"> {esc(words)}.</span>'
        f'<span class="ff-minis" aria-hidden="true"> {"".join(marks)}</span>'
    )


# --- the shell's hooks -----------------------------------------------------------------------
def render(view: dict[str, Any], ui: UI) -> str:
    """The board of For Fame & Fortune for one seat's view (or the moment of a round's end)."""
    result = view.get("last_round")
    if str(ui.extra.get("moment", "")).endswith("-table") and result:
        ender = result.get("ender")
        said = (
            named(f"Round over: @{ender} staked the 5th card.", ui.names)
            if ender is not None
            else ""
        )
        return (
            f'<div class="ff ff-standing">{_felt(standing(view), ui, set())}'
            f'<p class="ff-banner" data-enter="rise" data-key="ff-over-{result["round"]}">'
            f"{said} Every hand is scored: see the round's result.</p></div>"
        )
    if ui.extra.get("moment") and view.get("last_round"):
        return f'<div class="ff ff-moment">{result_box(view, ui)}</div>'
    best = set((view.get("best") or {}).get("cards", [])) if view.get("hand") else set()
    # Pass-and-play's reviewer found "Every move, as a list" in no clear order: the hand's.
    parts = ['<div class="ff" data-moves-as-shown="">']
    if view["phase"] == "over" and view.get("last_round"):
        # The last round's hands first, right under the final result, as every other round's
        # result came first at its end; the table as it was left comes after.
        parts.append(result_box(view, ui))
    parts += [_felt(view, ui, best, _last_short(view)), _hand(view, ui, best)]
    parts.append(f'<div class="ff-notes">{_notes(view, ui)}</div>{_last_line(view, ui)}</div>')
    return "".join(parts)


def _button(
    code: str, text: str, cls: str, refused: str = "", names: list[str] | None = None
) -> str:
    """A button of the decision panel; `text` names seats as `@N` (from `names`)."""
    flag = f' data-refused="" aria-disabled="true" title="{esc(refused)}"' if refused else ""
    return (
        f'<button type="button" class="act {cls}" data-action="{esc(code)}"{flag}>'
        f"{named(text, names or [])}</button>"
    )


def decision(view: dict[str, Any], ui: UI) -> str:
    """What has no card, in the decision panel, with what it waits for: passing the chosen
    cards (shown from the first pick, refused until enough are chosen), Pass, staking just
    the one card; Pass refused, with its reason, when the player must stake."""
    legal = labels(view)
    if not legal or ui.seat is None:
        return ""
    phase = view["phase"]
    parts = []
    if phase == "draft" and view.get("draft"):
        need = view["draft"]["need"]
        chosen = len(view.get("picks") or [])
        left = (ui.seat + 1) % view["players"]
        text = f"Pass {need} card{'s' if need > 1 else ''} to @{left}"
        if "give" in legal:
            parts.append(_button("give", text, "primary", names=ui.names))
        else:
            more = need - chosen
            why = f"Choose {more} more card{'s' if more > 1 else ''} in your hand first."
            parts.append(_button("give", text, "primary", refused=why, names=ui.names))
            parts.append(f'<p class="ff-why">{esc(why)}</p>')
        if view["faceup"] == STAKES - 1:
            # The notes say it under a laptop's hand; a phone's bar, its only place in view.
            parts.append(
                '<p class="ff-why ff-phone-only"><strong class="ff-last-stake">The next stake is'
                " the 5th: it ends the round.</strong></p>"
            )
    elif phase == "second":
        parts.append(_button("stop", "Stake just the one card", "primary"))
        parts.append('<p class="ff-why">Or choose a second card of your hand to stake it too.</p>')
    elif phase == "turn":
        if "pass" in legal:
            one = view["faceup"] >= 3
            many = "one card only, as 3 or more lie face up" if one else "one or two cards"
            # How many, as the prompt above says it too: not repeated on a phone's short bar.
            hint = (
                "Stake: choose a card marked Stake in your hand"
                f'<span class="ff-wide-only"> ({esc(many)})</span>; or pass.'
            )
            parts.append(_button("pass", "Pass", "secondary ff-pass"))
            parts.append(f'<p class="ff-why ff-lead-in">{hint}</p>')
        elif view.get("forced"):
            left = STAKES - view["faceup"]
            why = (
                "You cannot pass: the draw deck is out"
                if not view["deck"]
                else f"You cannot pass: the multiplier is at x{view['cap']}"
            )
            why += f". Stake {left} more card{'s' if left > 1 else ''} to end the round."
            parts.append(_button("pass", "Pass", "secondary ff-pass", refused=why))
            parts.append(f'<p class="ff-why">{esc(why)}</p>')
    if parts and phase in ("turn", "second"):
        parts.append(_known(view, ui, folded=True))
    news = []  # what a draft brought and what was drawn: one line of the bar (issue 29)
    if view.get("received"):
        giver = named(f"New from @{(ui.seat - 1) % view['players']}:", ui.names)
        news.append(f"{giver}{_which(view['received'])}")
    if view.get("drawn"):
        news.append(f"{'drawn' if news else 'New · drawn'}:{_which(view['drawn'])}")
    if parts and news and not ui.extra.get("watching"):
        parts.append(f'<p class="ff-why ff-phone-only ff-new-note">{" · ".join(news)}</p>')
    return f'<div class="ff-do">{"".join(parts)}</div>' if parts else ""
