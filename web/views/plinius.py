"""The table of Plinius adversus Vesuvium: the eruption track (Ordo eruptionis) with Nubes and
Fluxus, the wind (Ventus), the card just turned, the draw pile, the action points and the score
above the map of the bay (web/views/plinius_map.py), with a legend beside it.

Every Latin word and short name on the table says what it is, in place and in its title (a tap
shows it on a phone). Click a counter (`data-select`) and then one of its lit dots
(`data-action="move:..."`, its cost and name written there); the counter stays selected while it
can act on (`keep_selected`), so each further step is one click; a dot it may not enter is ringed
and a click on it says why (buried, full, too dear). With a ship selected, the inhabitants on its
dot board it and its passenger lands. The hint is drawn on the map as an arrow from the counter to
its dot, both lit, the dot a control. "Draw the next card" is the decision panel's primary step
when it is the next one; "Done" stands apart and asks first when it would lose action points.
A selectable counter lists in `data-actions` the codes it leads to, so the panel keeps only what
has no place on the board. On a phone the map is zoomed and follows the counter that moves.
"""

from __future__ import annotations

from typing import Any

from pygames.plinius import data, deck, rules

from .common import END, MAIN, UI, Role, esc, labels
from .plinius_layout import MAP, Marks
from .plinius_legend import legend
from .plinius_map import at_start, counter_title, draw, leads_of, short
from .plinius_story import chronicle as chronicle
from .plinius_story import story as story
from .plinius_story import verdict as verdict

LIGHT_BOXES = ("orange", "yellow")  # boxes whose colour takes dark ink
OPENING_FRAME = "L"  # Pliny's liburna, with the fleet at Misenum, where the player starts
# The opening table in plain words, for a newcomer (issue 29): the heading over the volcano's
# group (track, counts, wind, card, pile, AP, score) and the track itself.
HEAD_TITLE = (
    "What the volcano has done until now: the eruption track with the smoke (Nubes) and the flow"
    " (Fluxus), the counts of cards that move them, the wind, the card just turned, the draw"
    " pile, your action points and the score."
)
TRACK_TITLE = (
    "Ordo eruptionis, the eruption track: six boxes from the mildest to the worst. The smoke"
    " (Nubes) stuns and the flow (Fluxus) kills everyone on the dots of the colour of the box"
    " it enters."
)


def box_name(index: int) -> str:
    """A box of the track as printed: smoke value / flow value ("10/2F", "–/1F")."""
    smoke, flow, _, _ = data.TRACK[index - 1]
    return f"{smoke if smoke is not None else '–'}/{flow}F"


def offered(view: dict[str, Any]) -> set[str]:
    """The legal codes the table offers: all but boarding someone already saved at Misenum. The
    rulebook lets anyone board a ship on its dot, but taking a rescued person to sea again only
    risks their 3 VP: the map and the bar offered "Board i1" to a reviewer who had just landed
    i1 (issue 29); it stays in the list of every move."""
    counters = view["counters"]
    return {
        code
        for code in (a["code"] for a in view.get("actions", []))
        if not (code.startswith("board:") and counters[code.split(":")[2]]["dot"] == data.UNLIMITED)
    }


def news(view: dict[str, Any]) -> dict[str, Any]:
    """What the card just turned did, from the view alone: its words, and the boxes Nubes and
    Fluxus entered with it (the band struck last, if any)."""
    card = view["last_card"]
    if not card:
        return {"words": "", "struck": None, "nubes": (), "fluxus": ()}
    black, face = deck.is_black(card), deck.is_face(card)
    turned = not black and face and view["red_faces"] == data.WIND_TURNS_AT
    limit = data.LAST_BOX - 1 if view["wind"] == "right" or turned else data.LAST_BOX
    smoke = view["smoke"] - (deck.number(card) if black and not face else 0)
    faces = view["black_faces"] - (1 if black and face else 0)
    nubes_before = min(rules.smoke_box(smoke), limit)
    fluxus_before = min(rules.flow_box(faces), limit)
    nubes = tuple(range(nubes_before + 1, view["nubes"] + 1))
    fluxus = tuple(range(fluxus_before + 1, view["fluxus"] + 1))
    if black and face:
        words = f"black face {view['black_faces']}"
    elif black:
        words = f"smoke +{deck.number(card)} = {view['smoke']}"
    elif face:
        words = "the wind turns!" if turned else _red_face(view["red_faces"])
    else:
        words = f"{deck.number(card)} AP"
    if fluxus:
        words += f": Fluxus sweeps the {rules.band_name(fluxus[-1])} dots"
    elif nubes:
        words += f": Nubes smokes the {rules.band_name(nubes[-1])} dots"
    struck = fluxus[-1] if fluxus else (nubes[-1] if nubes else None)
    return {"words": words, "struck": struck, "nubes": nubes, "fluxus": fluxus}


def _red_face(count: int) -> str:
    """A red face card's words: counted against the 4th, which turns the wind; after it, the
    rulebook gives a red face nothing to do ("When the 4th red face card appears, turn the
    Ventus counter"), so the card says so, short enough for a phone's card, rather than "red
    face 6 of 4" (the track beside it says the wind has turned)."""
    if count < data.WIND_TURNS_AT:
        return f"red face {count} of {data.WIND_TURNS_AT}"
    return f"red face {count}: no effect"


def _token(which: str, box: int, fresh: bool) -> str:
    if which == "nubes":
        title = (
            "Nubes, the smoke: it enters a box when the black number cards add up to its smoke"
            " value, and stuns everyone on dots of that colour."
        )
        text = '<span lang="la">Nubes</span><span class="pl-gloss"> · smoke</span>'
    else:
        title = (
            "Fluxus, the pyroclastic flow: it enters a box when the black face cards (J, Q, K)"
            " reach its F value, and kills everyone on dots of that colour; they stay buried."
        )
        gloss = " · flow" if box else " · flow, off the board"
        text = f'<span lang="la">Fluxus</span><span class="pl-gloss">{gloss}</span>'
        text += "" if box else '<span class="pl-narrow">: off the board</span>'
    where = f"in box {box} ({box_name(box)})" if box else "off the board"
    return (
        f'<span id="pl-{which}" class="pl-token pl-{which}{" fresh" if fresh else ""}"'
        f' data-glide="" title="{esc(title)}" aria-label="{esc(f"{which.title()} {where}")}">'
        f"{text}</span>"
    )


def _track(view: dict[str, Any], told: dict[str, Any]) -> str:
    """Ordo eruptionis: the six boxes with Nubes and Fluxus in theirs, and under them the
    counts that move them (and the wind)."""
    boxes = []
    for index, (smoke, flow, colour, name) in enumerate(data.TRACK, start=1):
        closed = index == data.LAST_BOX and view["wind"] == "right"
        entered = index in told["nubes"] or index in told["fluxus"]
        title = (
            f"Box {index}, {name}: Nubes (smoke) enters at a smoke pile of {smoke}"
            if smoke is not None
            else f"Box {index}, {name}: Nubes (smoke) starts here"
        )
        nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(flow, f"{flow}th")
        title += f"; Fluxus (flow) at the {nth} black face. It strikes the {name} dots."
        if closed:
            title += " Closed until the wind turns."
        ink = "#1d1b16" if name in LIGHT_BOXES else "#fff"
        inner = [f'<span class="pl-box-value">{box_name(index)}</span>']
        if closed:
            inner.append(
                '<span class="pl-closed-note">closed<span class="pl-gloss"> until the wind'
                " turns</span></span>"
            )
        if view["nubes"] == index:
            inner.append(_token("nubes", index, index in told["nubes"]))
        if view["fluxus"] == index:
            inner.append(_token("fluxus", index, index in told["fluxus"]))
        classes = "pl-box" + (" closed" if closed else "") + (" entered" if entered else "")
        boxes.append(
            f'<li class="{classes}" style="background: {colour}; color: {ink}"'
            f' title="{esc(title)}">{"".join(inner)}</li>'
        )
    following = rules.smoke_box(view["smoke"]) + 1
    smoke_next = (
        f'<span class="pl-gloss"> (box {following} at {data.TRACK[following - 1][0]})</span>'
        f'<span class="pl-narrow"> (next {data.TRACK[following - 1][0]})</span>'
        if following <= data.LAST_BOX
        else ""
    )
    faces_next = view["black_faces"] + 1
    faces_words = (
        f'<span class="pl-gloss"> (Fluxus at {faces_next})</span>'
        f'<span class="pl-narrow"> (next {faces_next})</span>'
        if faces_next <= data.LAST_BOX
        else ""
    )
    if view["wind"] == "right":
        red = (
            f"Red faces <b>{view['red_faces']}</b>"
            f'<span class="pl-gloss"> of {data.WIND_TURNS_AT} (the 4th turns Ventus)</span>'
            f'<span class="pl-narrow">/{data.WIND_TURNS_AT}</span>'
        )
    else:  # on a phone, in one line: the Ventus beside it says the wind has turned
        red = (
            f"Red faces <b>{view['red_faces']}</b>"
            '<span class="pl-gloss">: the wind has turned</span>'
        )
    off = "" if view["fluxus"] else _token("fluxus", 0, False)
    smoke_title = (
        "The black number cards drawn, added up: Nubes moves on when the total reaches the"
        " next box's smoke value."
    )
    faces_title = (
        "The black face cards (J, Q, K) drawn: Fluxus enters the box whose F value they reach."
    )
    red_title = (
        "The red face cards drawn: the 4th turns the wind (Ventus) 180°, which opens the last box."
    )
    counts = (
        f'<span title="{esc(smoke_title)}">Smoke<span class="pl-gloss"> pile</span>'
        f" <b>{view['smoke']}</b>{smoke_next}</span>"
        f'<span title="{esc(faces_title)}">Black faces <b>{view["black_faces"]}</b>'
        f"{faces_words}</span>"
        f'<span title="{esc(red_title)}">{red}</span>{off}'
    )
    return (
        f'<div class="pl-track"><h2 id="pl-track-title" class="pl-head" title="{esc(HEAD_TITLE)}">'
        '<span lang="la">Ordo eruptionis</span> <small>· the eruption track<span'
        ' class="pl-gloss">: point at any part for its meaning</span></small></h2>'
        f'<ol class="pl-boxes" title="{esc(TRACK_TITLE)}">{"".join(boxes)}</ol>'
        f'<p class="pl-counts">{counts}</p></div>'
    )


def _ventus(view: dict[str, Any]) -> str:
    right = view["wind"] == "right"
    title = (
        "Ventus, the wind: it blows to the "
        + ("right (east)" if right else "left (west): it has turned")
        + ". The 4th red face card turns it 180°, and only then may Nubes and Fluxus enter the"
        " last box. Pliny's liburna pays the lower cost (I) sailing with it, II against it."
    )
    points = (
        "6,22 40,22 40,12 58,26 40,40 40,30 6,30"
        if right
        else ("58,22 24,22 24,12 6,26 24,40 24,30 58,30")
    )
    return (
        f'<div class="pl-ventus" title="{esc(title)}" data-enter="turn"'
        f' data-key="ventus-{esc(view["wind"])}">'
        f'<svg viewBox="0 0 64 52" aria-hidden="true"><polygon points="{points}"'
        ' fill="#124"/></svg>'
        f'<span><span lang="la">Ventus</span> <small>· wind {"→" if right else "←"}</small>'
        "</span>"
        f'<span class="visually-hidden">: it blows to the {"right" if right else "left"}</span>'
        "</div>"
    )


def _card(view: dict[str, Any], told: dict[str, Any]) -> str:
    card = view["last_card"]
    if not card:
        return (
            '<div class="pl-card empty" title="No card turned yet: draw the first one.">'
            "<span>no card yet</span></div>"
        )
    red = not deck.is_black(card)
    face = deck.label(card)
    title = f"The card just turned: {face}, {told['words']}."
    words, hit = esc(told["words"]), told["fluxus"] or told["nubes"]
    if hit:  # on a phone what it struck alone, whole in two lines (issue 29: it was cut)
        brief = f"{'Fluxus' if told['fluxus'] else 'Nubes'}: {rules.band_name(hit[-1])}"
        words = f'<span class="pl-gloss">{words}</span><span class="pl-narrow">{brief}</span>'
    return (
        f'<div class="pl-card{" red" if red else ""}" title="{esc(title)}" data-enter="turn"'
        f' data-key="card-{len(view["revealed"])}"><b>{esc(face)}</b><small>{words}</small></div>'
    )


def _pile(view: dict[str, Any], legal: set[str], hinted: bool) -> str:
    left = view["cards_left"]
    if "draw" in legal:
        label = next(a["label"] for a in view["actions"] if a["code"] == "draw")
        return (
            f'<button type="button" class="pl-pile open{" hinted" if hinted else ""}"'
            f' data-action="draw" title="{esc(label)}"><b>{left}</b> <small>draw</small>'
            "</button>"
        )
    why = (
        "The deck is exhausted."
        if not left
        else f"Spend your {view['ap']} AP or say Done before the next card."
        if view["acting"]
        else "The draw pile: 8 cards were removed unseen before the game."
    )
    return (
        f'<div class="pl-pile" title="{esc(why)}"><b>{left}</b><small>left</small>'
        f'<span class="visually-hidden"> cards in the draw pile</span></div>'
    )


def _fallen(cid: str) -> str:
    """A dead inhabitant as a fallen counter: greyed, crossed, its short name still read."""
    return (
        f'<svg class="pl-fallen" viewBox="0 0 28 28" role="img" aria-label="{esc(short(cid))}">'
        '<circle cx="14" cy="14" r="12" fill="#8a8a8a" stroke="#444" stroke-width="2"/>'
        '<path d="M5 5L23 23M5 23L23 5" stroke="#9b1c1c" stroke-width="3" opacity="0.8"/>'
        f'<text x="14" y="18" font-size="11" font-weight="bold" text-anchor="middle" fill="#fff"'
        f' stroke="#333" stroke-width="2" paint-order="stroke">{esc(short(cid))}</text></svg>'
    )


def _tally(view: dict[str, Any], legal: set[str], told: dict[str, Any], hint: str | None) -> str:
    dead = [view["counters"][c] for c in view["dead"]]
    lost = (
        f'<span class="pl-dead" title="{esc("Dead: " + ", ".join(c["name"] for c in dead))}">'
        f'dead: <span class="pl-dead-n">{len(dead)}</span>'
        f"{''.join(_fallen(c) for c in view['dead'])}</span>"
        if dead
        else ""
    )
    vp = f"{view['vp']} VP"
    # At the end, the rulebook's verdict in place of the bar to clear.
    verdict = "Pliny wins" if view["won"] else "Pliny loses"
    under = (
        f"final: {verdict}"
        if view["over"]
        else f'so far: {vp_parts(view)}<span class="pl-gloss">; over {data.VP_TO_WIN} wins</span>'
    )
    why = struck_words(view)
    if why and not view["over"]:
        under = f'<span class="pl-vp-why" role="status">{esc(why)}</span>'
    return (
        f'<div class="pl-tally">{_ventus(view)}{_card(view, told)}'
        f"{_pile(view, legal, hint == 'draw')}"
        f'<div class="pl-ap" title="Action points of the red number card being spent: a step'
        f" costs the counter's numeral; boarding or landing 1; observing 6.\"><b>{view['ap']}</b>"
        f"<small>AP</small></div>"
        f'<div class="pl-vp" title="The victory points as they stand; with more than'
        f' {data.VP_TO_WIN} VP at the end, Pliny wins."><span class="pl-vp-line"><b>{esc(vp)}</b>'
        f"{lost}</span><small>{under}</small></div></div>"
    )


def vp_parts(view: dict[str, Any]) -> str:
    """How the score so far is made up ("saved 0 · bay 10 · ships 3"): "13 VP so far; more
    than 13 wins" before anyone was saved read oddly (issue 29). The dead and the observations
    show only once they count."""
    saved = bay = ships = 0
    for cid, info in view["counters"].items():
        if info["dead"]:
            continue
        if cid in data.SHIPS:
            ships += data.VP_SHIP
        elif info["dot"] == data.UNLIMITED:
            saved += data.VP_MISENUM[info["stunned"]]
        else:
            bay += data.VP_ELSEWHERE[info["stunned"]]
    parts = [f"saved {saved}", f"bay {bay}", f"ships {ships}"]
    if view["observed"]:
        parts.append(f"notes {data.VP_OBSERVATION}")
    if view["dead"]:
        parts.append(f"dead {data.VP_DEAD * len(view['dead'])}".replace("-", "–"))
    return " · ".join(parts)


def struck_words(view: dict[str, Any]) -> str:
    """What the card just drawn did to the counters and the score, said beside the score
    ("Nubes: i2, i4 stunned on the orange dots (–2 VP)"): the score fell while cards were drawn
    and nothing said who or why (issue 29)."""
    hits = [hit for hit in view.get("struck", []) if hit["who"]]
    if view.get("last_action") != "draw" or not hits:
        return ""
    parts = []
    for hit in hits:
        who = ", ".join(short(c) for c in hit["who"])
        done = "lost" if hit["by"] == "Fluxus" else "stunned"
        parts.append(f"{hit['by']}: {who} {done} on the {hit['colour']} dots")
    change = view["vp_change"]
    return "; ".join(parts) + (f" ({change:+d} VP)".replace("-", "–") if change else "")


def _zoom(zoom: str | None) -> str:
    """The map's zoom buttons. From the screen's own view a wide screen shows the whole map, a
    phone's two and a half times as large: there a wide screen's "+" steps to one and a half
    (issue 29: "in" went to three times), a phone's to three (the style shows one of them)."""
    plus = '<button type="button" data-zoom="{}" aria-label="Zoom in"{}>+</button>'
    pluses = (
        plus.format("in", "")
        if zoom
        else plus.format("in", ' class="pl-narrow"') + plus.format("1.5", ' class="pl-wide"')
    )
    return (
        '<div class="pl-zoom" role="group" aria-label="Map size">'
        f'<button type="button" data-zoom="out" aria-label="Zoom out">−</button>{pluses}'
        '<button type="button" data-zoom="fit">Whole map</button>'
        # The step out a phone's map takes by itself where a counter's lit dots do not fit
        # (layout.mjs): twice as large, its names still 10 px or more.
        '<button type="button" data-zoom="2" data-fit-out="" hidden="">2×</button></div>'
    )


def _marks(view: dict[str, Any], ui: UI, legal: set[str], told: dict[str, Any]) -> Marks:
    selected = ui.selected if ui.selected in view["counters"] else None
    hint = ui.extra.get("hint")
    hint = hint if hint in legal else None
    targets: dict[str, str] = {}
    refused: dict[str, tuple[str, str]] = {}
    if selected and legal:
        for code in sorted(legal):  # drawn in the same order every time
            if code.startswith(f"move:{selected}:"):
                targets[code.split(":")[2]] = code
        for code, reason in view.get("blocked", {}).items():
            if code.startswith(f"move:{selected}:"):
                refused[code.split(":")[2]] = (code, reason)
    if hint and hint.startswith("move:"):
        targets[hint.split(":")[2]] = hint
    last = view.get("last_action") or ""
    moved = last.split(":")[1] if last.split(":")[0] in ("move", "board", "land") else None
    hinted = hint.split(":")[1] if hint and ":" in hint else None
    # The counter chosen last: by the hint asked for after the selection, on the map or the bar.
    latest = hinted if ui.extra.get("hint_latest") else None
    follow = latest or selected or hinted or moved
    if not follow and at_start(view):
        # Until a counter moves a phone's zoomed map frames the fleet at Misenum, where every
        # rescue starts, and the people waiting nearest it (issue 29: opened on Herculaneum, it
        # showed a bay the fleet was not in; then on Misenum alone, with no one to rescue).
        follow = OPENING_FRAME
    if follow and view["counters"][follow]["aboard"]:
        follow = view["counters"][follow]["aboard"]
    if follow and view["counters"][follow]["dot"] is None:
        follow = None
    struck = told["struck"] if last == "draw" else None
    return Marks(selected, targets, refused, hint, struck, follow)


def render(view: dict[str, Any], ui: UI) -> str:
    """The whole board area for one view of a Plinius game."""
    legal = offered(view)
    # Not offered, yet the map's to hold: the bar does not repeat what the map holds.
    held = " ".join(sorted({a["code"] for a in view.get("actions", [])} - legal))
    told = news(view)
    marks = _marks(view, ui, legal, told)
    zoom = ui.extra.get("zoom")
    # Not `data-zoom`, a zoom button's mark: a tap on a dot of a zoomed map was taken for one
    # and redrew the map, where it should name the dot.
    level = f' data-level="{esc(zoom)}"' if zoom else ""
    opening = not zoom and not marks.selected and marks.follow == OPENING_FRAME and at_start(view)
    level += ' data-opening=""' if opening else ""  # the fleet and the nearest in sight
    _, _, w, h = MAP
    return (
        f'<div class="plinius" data-selected="{esc(marks.selected or "")}" data-select-follows=""'
        f' style="--pl-ratio: {w / h:.4f}">'
        '<section class="pl-top" aria-labelledby="pl-track-title">'
        f"{_track(view, told)}{_tally(view, legal, told, marks.hint)}</section>"
        f'<div class="pl-mapwrap">{_zoom(zoom)}'
        f'<div class="pl-mapbox" data-follow-box="" data-above-bar=""{level}'
        + (f' data-actions="{esc(held)}"' if held else "")
        + '><div class="pl-stage">'
        f"{draw(view, marks, legal, ui.extra.get('placed'))}</div></div>{legend()}</div></div>"
    )


def decision(view: dict[str, Any], ui: UI) -> str:
    """The decision panel's part: the next card's button when drawing is the next step; while
    spending action points, what to do on the map and what the selected counter is."""
    if view["over"] or not view.get("actions"):
        return ""
    legal = offered(view)
    deaths = deaths_line(view)
    if "draw" in legal:
        label = next(a["label"] for a in view["actions"] if a["code"] == "draw")
        return deaths + (
            f'<button type="button" class="act primary pl-draw" data-action="draw">'
            f"{esc(label)}</button>"
        )
    selected = ui.selected if ui.selected in view["counters"] else None
    leads = leads_of(legal)
    pick = who = brief = ""
    below = False
    if selected:
        info = view["counters"][selected]
        where = data.DOTS[info["dot"]][0]
        # Who it is and where; a phone says it short ("Q I at Sinus Puteolanus: "), as a
        # reviewer missed it there (issue 29).
        who = f"{short(selected)}, {info['name']}, at {where}: "
        brief = f"{short(selected)} at {where}: "
        if selected not in leads:
            who = brief = ""
            words = counter_title(view, selected, leads)
        elif any(c.startswith(("board:", "land:")) for c in leads[selected]):
            words = "tap a lit dot, or a counter on its dot to board or land (1 AP)."
            below = True  # on a phone, its button in the row below does it too
        else:
            words = "tap a lit dot to move it"
        cost = " (its cost in AP)." if words.endswith(" it") else ""
        more = cost + " Tap it again to let go."
    elif len(legal) == 1:
        words, more = "No counter can act with the AP left: say Done.", ""
    else:
        stuck = [short(c) for c, i in view["counters"].items() if i["dot"] and c not in leads]
        words = "Tap a counter on the map, then one of its lit dots."
        more = f" ({', '.join(stuck)} cannot act now.)" if stuck else ""
        pick = " pl-pick"  # on a phone the counters' buttons below say it (app.css)
    guide = (
        f'<p class="pl-guide{pick}">'
        + (f'<span class="pl-who">{esc(who)}</span>' if who else "")
        + (f'<span class="pl-who-short">{esc(brief)}</span>' if brief else "")
        + esc(words).replace(
            "on its dot",
            'on its dot<span class="pl-narrow"> (or its button below)</span>',
            1 if below else 0,
        )
        + f'<span class="pl-gloss">{esc(more)}</span></p>'
    )
    return deaths + guide + _strip(view, leads, selected, legal)


def deaths_line(view: dict[str, Any]) -> str:
    """Who the last card's flow killed and where, said above what to do until the next card
    ("Flow: i2 (Herculaneum) and i3 (Oplontis) lost"): on a phone, "dead: 2" by the score was
    easy to miss, and the dead out of view (issue 29)."""
    killed = [
        f"{short(c)} ({data.DOTS[dot][0]})"
        for hit in view.get("struck", [])
        if hit["by"] == "Fluxus"
        for c, dot in zip(hit["who"], hit["at"], strict=True)
    ]
    if not killed:
        return ""
    who = killed[0] if len(killed) == 1 else f"{', '.join(killed[:-1])} and {killed[-1]}"
    return f'<p class="pl-deaths" role="status">Flow: {esc(who)} lost</p>'


def _strip(
    view: dict[str, Any], leads: dict[str, list[str]], selected: str | None, legal: set[str]
) -> str:
    """On a phone, the counters that can act as buttons in the bar, named as printed on them
    ("Q I", "i3"; where each stands in its name and title): the zoomed map shows part of the
    bay, and the counter a player meant to move was often off it (issue 29). A tap selects it
    (its dots lit) and the map follows it; but with a ship selected, a counter that may board
    or land from it does so, as a tap on it on the map does ("Board Pom"): a reviewer tapped
    Pom to board him and had him selected instead. Short, so that eight fit in one row. Each
    counter on the map keeps its slot between taps: one that cannot act stays, disabled, and
    "Board"/"Land" take the counter's own slot, on two lines (issue 29: buttons came and went,
    and the row shifted under the finger)."""
    counters = view["counters"]
    buttons = []
    for cid in (*data.SHIPS, *data.INHABITANTS):
        if not counters[cid]["dot"]:
            continue
        where = data.DOTS[counters[cid]["dot"]][0]
        name = counters[cid]["name"]
        if cid not in leads and f"land:{selected}:{cid}" not in legal:
            label = f"{short(cid)}: {name} at {where} cannot act now"
            buttons.append(
                f'<button type="button" disabled="" aria-label="{esc(label)}"'
                f' title="{esc(label)}">{esc(short(cid))}</button>'
            )
            continue
        action = next(
            (
                (code, verb)
                for code, verb in (
                    (f"board:{selected}:{cid}", "Board"),
                    (f"land:{selected}:{cid}", "Land"),
                    (f"board:{cid}:{selected}", "Board"),
                )
                if code in legal
            ),
            None,
        )
        if action:
            code, verb = action
            ship, who = code.split(":")[1:]
            label = f"{verb} {counters[who]['name']} {'onto' if verb == 'Board' else 'from'}"
            label += f" {counters[ship]['name']} at {where} (1 AP)"
            buttons.append(
                f'<button type="button" class="pl-strip-act" data-action="{esc(code)}"'
                f' aria-label="{esc(label)}" title="{esc(label)}">'
                f'<span class="pl-verb">{esc(verb)}</span> {esc(short(cid))}</button>'
            )
            continue
        pressed = "true" if cid == selected else "false"
        label = f"{short(cid)}: select {name} at {where}"
        buttons.append(
            f'<button type="button" data-select="{esc(cid)}" aria-pressed="{pressed}"'
            f' aria-label="{esc(label)}" title="{esc(label)}">{esc(short(cid))}</button>'
        )
    if not buttons:
        return ""
    return (
        '<div class="pl-strip" role="group"'
        ' aria-label="Counters that can act: tap one, then one of its lit dots">'
        f"{''.join(buttons)}</div>"
    )


def keep_selected(view: dict[str, Any], key: str, code: str) -> bool:
    """A counter the move was about stays selected while it can still act, so that its next
    dots are lit: sailing six steps takes six clicks, not twelve. A person just brought to
    Misenum is saved: it lets go, and no way back out is lit (issue 29)."""
    legal = offered(view)
    counter = view["counters"].get(key)
    saved = key in data.INHABITANTS and counter is not None and counter["dot"] == data.UNLIMITED
    return key in code.split(":")[1:] and key in leads_of(legal) and not saved


def roles(view: dict[str, Any], ui: UI) -> dict[str, Role]:
    """Drawing the next card is the next step; Done ends a card's actions, set apart while some
    action is still open. Its label says the AP it loses ("Done: end this card's actions (6 AP
    lost)"): a dialog asking the same again was a second confirmation (issue 29)."""
    acts = labels(view)
    found: dict[str, Role] = {}
    if "draw" in acts:
        found["draw"] = Role(MAIN)
    if "done" in acts:
        found["done"] = Role(MAIN if len(acts) == 1 else END)
    return found
