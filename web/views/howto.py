"""How to play here: a short page per game on what the screen shows and how to make each kind
of move on it, each with a small picture of its control; for Plinius, a glossary of its Latin
terms and counters. Shown once on the first game of a title on a device (web/review.py), and one
click away after ("How to play", beside "Rules").

A page is data (sections of (picture, text) steps, a glossary), drawn by `page`. The pictures
are drawings of the controls, never the controls themselves: nothing in them applies a move.
The estate games' pages read in English or Polish (`tr`); the others, like their tables, in
English. Update a game's page when its table changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING

from pygames.core.i18n import tr

from .common import esc

if TYPE_CHECKING:  # the games' modules are imported when their page is shown, not at start-up
    from pygames.estate.rules import Space

    from .estate.theme import Theme


@dataclass(frozen=True)
class Page:
    title: str
    intro: str
    sections: list[tuple[str, list[tuple[str, str]]]]  # (heading, [(picture, text)])
    glossary: list[tuple[str, str]] = field(default_factory=list)


# --- small pictures of the controls ----------------------------------------------------------
def button(text: str, primary: bool = False) -> str:
    return f'<span class="pic-button{" act" if primary else ""}">{esc(text)}</span>'


def svg(inner: str, box: str = "0 0 60 40") -> str:
    return f'<svg viewBox="{box}" aria-hidden="true">{inner}</svg>'


def space(colour: str, name: str, price: str) -> str:
    return svg(
        f'<rect x="8" y="1" width="44" height="58" fill="#fff" stroke="#333"/>'
        f'<rect x="8" y="1" width="44" height="13" fill="{colour}"/>'
        f'<text x="30" y="32" font-size="10" text-anchor="middle">{esc(name)}</text>'
        f'<text x="30" y="48" font-size="9" text-anchor="middle">{esc(price)}</text>',
        "0 0 60 60",
    )


def dice() -> str:
    spots = "".join(
        f'<circle cx="{x}" cy="{y}" r="2.6" fill="#222"/>'
        for x, y in ((10, 12), (20, 20), (30, 28), (38, 12), (38, 28), (50, 12), (50, 28))
    )
    return svg(
        '<rect x="3" y="5" width="34" height="30" rx="5" fill="#fff" stroke="#222"/>'
        '<rect x="31" y="5" width="26" height="30" rx="5" fill="#fff" stroke="#222"/>' + spots
    )


def chip(name: str) -> str:
    return button(name) + "".join(button(mark) for mark in ("+", "−", "M"))


def token(number: int) -> str:
    return svg(
        '<circle cx="30" cy="20" r="17" fill="#7a2e1f" stroke="#7a2e1f" stroke-width="2"/>'
        f'<text x="30" y="26" font-size="17" font-weight="bold" fill="#fff"'
        f' text-anchor="middle">{number}</text>'
    )


def counter(short: str, cost: str, fill: str = "#8c1c2c", shape: str = "ship") -> str:
    body = (
        f'<rect x="6" y="6" width="48" height="28" rx="8" fill="{fill}" stroke="#fff"'
        ' stroke-width="2"/>'
        if shape == "ship"
        else f'<circle cx="30" cy="20" r="16" fill="{fill}" stroke="#fff" stroke-width="2"/>'
    )
    return svg(
        body + f'<text x="30" y="20" font-size="12" font-weight="bold" fill="#fff"'
        f' text-anchor="middle">{esc(short)}</text><text x="30" y="31" font-size="9"'
        f' fill="#fff" text-anchor="middle">{esc(cost)}</text>',
    )


def dot(cost: str = "", crossed: bool = False) -> str:
    if crossed:
        return svg(
            '<circle cx="30" cy="20" r="15" fill="#fff" stroke="#555" stroke-width="3"'
            ' stroke-dasharray="4 3"/><path d="M22 12L38 28M22 28L38 12" stroke="#4a4039"'
            ' stroke-width="4"/>'
        )
    return svg(
        '<circle cx="30" cy="20" r="15" fill="#00a0ff" fill-opacity="0.35" stroke="#00a0ff"'
        f' stroke-width="4"/><text x="30" y="25" font-size="13" font-weight="bold"'
        f' text-anchor="middle">{esc(cost)}</text>'
    )


def pile() -> str:
    return svg(
        '<rect x="18" y="1" width="26" height="38" rx="4" fill="#5a2a82" stroke="#00a0ff"'
        ' stroke-width="3"/><text x="31" y="20" font-size="11" fill="#fff"'
        ' text-anchor="middle">36</text><text x="31" y="32" font-size="8" fill="#fff"'
        ' text-anchor="middle">draw</text>'
    )


def track() -> str:
    boxes = (("#3b1f14", "–/1F"), ("#d32f2f", "10/2F"), ("#8e44ad", "20/3F"))
    cells = "".join(
        f'<rect x="{1 + i * 20}" y="6" width="19" height="28" fill="{c}" stroke="#333"/>'
        f'<text x="{10.5 + i * 20}" y="17" font-size="5.5" fill="#fff" text-anchor="middle">'
        f"{t}</text>"
        for i, (c, t) in enumerate(boxes)
    )
    return svg(
        cells + '<ellipse cx="30" cy="27" rx="8" ry="5" fill="#777" stroke="#fff"/>'
        '<rect x="3" y="22" width="14" height="9" fill="#300" stroke="#fc0"/>'
    )


def ventus() -> str:
    return svg(
        '<rect x="4" y="6" width="52" height="28" rx="4" fill="#fff" stroke="#333"/>'
        '<line x1="14" y1="20" x2="40" y2="20" stroke="#124" stroke-width="4"/>'
        '<polygon points="48,20 38,13 38,27" fill="#124"/>'
    )


def ship(colour: str = "#d7263d") -> str:
    return svg(
        f'<path d="M10 26 L50 26 L44 34 L16 34 Z" fill="{colour}" stroke="#222"/>'
        '<path d="M30 4 L30 26 M30 6 L44 22 L30 22 Z" fill="#fff" stroke="#222"/>'
    )


def harbour() -> str:
    return svg(
        '<rect x="22" y="12" width="16" height="16" fill="#fff" stroke="#222" stroke-width="2"/>'
        '<text x="30" y="38" font-size="8" text-anchor="middle">Lisbon</text>'
    )


def sea_map() -> str:
    """A corner of the world map as the table draws it: sea, two harbours, a lane between."""
    return svg(
        '<rect x="1" y="1" width="58" height="38" rx="3" fill="#a9cbe3" stroke="#789"/>'
        '<path d="M1 28 Q12 22 20 30 L20 39 L1 39 Z" fill="#e8dcb5" stroke="#a89a6a"/>'
        '<line x1="14" y1="24" x2="46" y2="12" stroke="#1d5fb8" stroke-width="2"'
        ' stroke-dasharray="3 2"/>'
        '<rect x="9" y="19" width="9" height="9" fill="#fff" stroke="#222" stroke-width="1.5"/>'
        '<rect x="42" y="8" width="9" height="9" fill="#fff" stroke="#222" stroke-width="1.5"/>'
    )


def reach() -> str:
    return svg(
        '<circle cx="18" cy="20" r="9" fill="#ffd54a" stroke="#e65100" stroke-width="3"/>'
        '<circle cx="44" cy="20" r="9" fill="#ffd54a" stroke="#e65100" stroke-width="3"/>'
        '<line x1="27" y1="20" x2="35" y2="20" stroke="#1d5fb8" stroke-width="2"'
        ' stroke-dasharray="3 2"/>'
    )


def card(code: str, picked: bool = False) -> str:
    from .fame_fortune import card_svg

    return (
        f'<svg viewBox="-3 -13 106 160" aria-hidden="true">'
        f"{card_svg(code, 0, 0, 1.0, picked=picked)}</svg>"
    )


# --- the pages -------------------------------------------------------------------------------
def estate(theme: Theme) -> Page:
    """Eurobusiness and Fortuna: one table, moved by dice or by tokens."""
    from pygames.estate.rules import CITY

    cities = [s for s in theme.spaces if s.kind == CITY]
    first, last = cities[0], cities[-1]
    money = theme.rules.currency if len(theme.rules.currency) <= 2 else ""

    def deed(found: Space) -> str:
        return space(theme.colours[found.group], found.name, f"{found.price} {money}".strip())

    if theme.tokens:
        move = (
            token(7),
            tr(
                "Move by laying a token: click one of your tokens 1-12 (on the rack in your"
                " panel, or its mark on the board). Your pawn moves that many spaces; a token"
                " laid is spent until all twelve are."
            ),
        )
    else:
        move = (
            button(tr("Roll the dice"), primary=True),
            tr(
                "Roll: the button in the panel at the right (at the foot of a phone's screen)"
                " moves your pawn; a double rolls again. In jail, the buttons there offer to"
                " pay, to use a card or to wait."
            ),
        )
    if theme.tokens:
        board = tr(
            "The board: pawns in the players' colours; an owned space is framed in its owner's"
            " colour, with their number; houses are green, a hotel a red H, a mortgaged deed"
            " hatched (the legend in the centre says so); the centre shows the round and the"
            " card just drawn (no dice: the pawns move by tokens); on your turn, each of your"
            " tokens is marked on the space it would move you to."
        )
    else:
        board = tr(
            "The board: pawns in the players' colours; an owned space is framed in its owner's"
            " colour, with their number; houses are green, a hotel a red H, a mortgaged deed"
            " hatched (the legend in the centre says so); the centre shows the round, the dice"
            " and the card just drawn."
        )
    return Page(
        title=tr("How to play here: {game}", game=theme.game.title()),
        intro=tr(
            "The board is the table: a space, a deed and a token are the controls for what"
            " they do. The panel beside it keeps what has no place, and “All moves” lists every"
            " move, for the keyboard and screen readers."
        ),
        sections=[
            (
                tr("On the screen"),
                [
                    (
                        deed(last),
                        board,
                    ),
                    (
                        chip(first.name),
                        tr(
                            "A panel per player: cash, where the pawn stands, and the deeds by"
                            " set, each with the rent it asks now."
                        ),
                    ),
                ],
            ),
            (
                tr("Your moves"),
                [
                    move,
                    (
                        deed(first),
                        tr(
                            "A space: click it to open its card (price, rents, mortgage) with"
                            " what you may do with it now, such as buying the deed you stand on."
                        ),
                    ),
                    (
                        chip(first.name),
                        tr(
                            "On your deeds: + builds a house (evenly across the set), − sells"
                            " one, M mortgages the deed, ↺ repays the mortgage. A faded + is"
                            " closed now and says why."
                        ),
                    ),
                    (
                        button("1 200") + button(tr("Bid"), primary=True),
                        tr(
                            "An auction: type your bid, or take a shortcut, and press Bid;"
                            " “Drop out of the auction” leaves it."
                        ),
                    ),
                    (
                        button(tr("Offer a trade to {who}", who=tr("Player {number}", number=2))),
                        tr(
                            "A trade: the button on another player's panel opens the trade"
                            " table. Tick what each side gives, choose who pays and type the"
                            " cash, and propose; the other player accepts, refuses or changes"
                            " the terms."
                        ),
                    ),
                    (
                        dice(),
                        tr(
                            "A debt: raise it with − and M on your deeds (or a trade with your"
                            " creditor); bankruptcy is offered only when nothing more can be"
                            " raised."
                        ),
                    ),
                ],
            ),
            (
                tr("Around the table"),
                [
                    (
                        button("−") + button("+"),
                        tr(
                            "On a small screen, − and + zoom the board and “Whole board” shows"
                            " it all; the board follows the pawn that moves."
                        ),
                    ),
                    (
                        button(tr("Undo")),
                        tr(
                            "Undo takes back your own last choices, never a die, a card or"
                            " another player's move. Every move is saved at once: the Lobby"
                            " lists the game to continue."
                        ),
                    ),
                    (
                        button(tr("Rules")),
                        tr("Rules opens the rulebook; Share puts the whole game in a link."),
                    ),
                ],
            ),
        ],
    )


def plinius() -> Page:
    return Page(
        title="How to play here: Plinius adversus Vesuvium",
        intro=(
            "You are Pliny the Elder: bring the people of the bay to Misenum before the"
            " eruption reaches them. Each turn is one card. The map is the interface: a counter"
            " is selected by a click, and moved by a click on a lit dot."
        ),
        sections=[
            (
                "On the screen",
                [
                    (
                        track(),
                        "The eruption track (Ordo eruptionis) with Nubes and Fluxus in their"
                        " boxes; below it the smoke pile, the black and red faces, and Ventus.",
                    ),
                    (
                        counter("Lib", "I/II"),
                        "The bay of Naples: ships sail the blue lines, people walk the brown"
                        " ones; each dot has the colour of the box that strikes it. Counters"
                        " stand beside their dot; at Misenum each has its place on the quay."
                        " The map's legend names them; tap any counter, box or dot to"
                        " read what it is.",
                    ),
                    (
                        button("−") + button("+"),
                        "Zoom the map (and “Whole map”); on a phone the map is"
                        " enlarged and follows the counter that moves.",
                    ),
                ],
            ),
            (
                "Your moves",
                [
                    (
                        pile(),
                        "Click the draw pile to reveal the next card. A black card moves the"
                        " eruption; a red number card gives as many action points (AP).",
                    ),
                    (
                        counter("i2", "I", "#2f6b2f", "person"),
                        "Click a counter to select it: the dots it can reach light up.",
                    ),
                    (
                        dot("2"),
                        "Click a lit dot to move there; the number is its cost in AP. The"
                        " counter stays selected while it can move on: click its next dot.",
                    ),
                    (
                        dot(crossed=True),
                        "A ringed, dashed dot cannot be entered now: click it to read why (a"
                        " full dot, too few AP, ground buried by the flow).",
                    ),
                    (
                        counter("Q I", "II", "#274b8c"),
                        "To board: select a ship on a harbour; the people on its dot become"
                        " buttons: click one to take it aboard (1 AP). The passenger rides on"
                        " the ship's corner: with the ship selected, click it to land (1 AP).",
                    ),
                    (
                        svg(
                            '<circle cx="30" cy="20" r="15" fill="#fff" stroke="#333"'
                            ' stroke-width="4"/><text x="30" y="24" font-size="9"'
                            ' text-anchor="middle">observe</text>'
                        ),
                        "The observation point: with Pliny's liburna on it, click it to observe"
                        " the eruption (6 AP, +4 VP, once a game).",
                    ),
                    (
                        button("Done"),
                        "Done ends the card's actions; while action points could still be"
                        " spent it asks first, for they are lost.",
                    ),
                    (
                        button("Hint") + button("Autoplay to the end"),
                        "Hint draws a good move on the map, an orange arrow to an orange dot"
                        " (click the dot to play it); Autoplay to the end lets the bot play"
                        " every move to the end of the game (Stop autoplay hands it back).",
                    ),
                ],
            ),
        ],
        glossary=[
            ("Fortes fortuna iuvat", "Fortune favours the bold: the game's motto."),
            (
                "Ordo eruptionis",
                "The eruption track: six boxes, each “smoke/flow” (–/1F, 10/2F … 50/6F),"
                " coloured like the dots they strike.",
            ),
            (
                "Nubes",
                "The smoke. When the black number cards add up to a box's smoke value, Nubes"
                " enters it and stuns everyone on dots of its colour.",
            ),
            (
                "Fluxus",
                "The pyroclastic flow. When the black face cards (J, Q, K) reach a box's F"
                " value, Fluxus enters it and kills everyone on dots of its colour; that ground"
                " stays buried.",
            ),
            (
                "Ventus",
                "The wind. It turns 180° with the 4th red face card; only then may Nubes and"
                " Fluxus enter the last box. Pliny's liburna pays less sailing with it.",
            ),
            ("Q I, Q II", "The two quadriremes, warships of the fleet (II AP a step)."),
            ("Lib", "Pliny's liburna, a light galley (I with the wind, II against it)."),
            ("Pom", "Senator Pomponianus, at Stabiae; only Pliny's liburna may carry him."),
            (
                "i1, i2, i3, i4",
                "The incolae (inhabitants) of Neapolis, Herculaneum, Oplontis and Pompeii.",
            ),
            ("I, II, III", "Under a counter: what one step costs it, in action points."),
            (
                "Stunned",
                "A grey counter with a yellow rim, struck by the smoke: it moves at the higher"
                " cost and counts less at the end.",
            ),
            ("Misenum", "The fleet's base and the goal of every rescue; nothing strikes it."),
            ("AP, VP", "Action points (a red card's number); victory points (more than 13 wins)."),
        ],
    )


def fame_fortune() -> Page:
    return Page(
        title="How to play here: For Fame & Fortune",
        intro=(
            "Your hand is the interface: a card you may pass or stake is a control. Every"
            " stake lies face up on the table, and any player may use it for a Fortune Hand."
        ),
        sections=[
            (
                "On the screen",
                [
                    (
                        svg(
                            '<rect x="14" y="1" width="32" height="38" rx="4" fill="#1d2a44"'
                            ' stroke="#c9a227" stroke-width="2"/><text x="30" y="26"'
                            ' font-size="13" fill="#fff" text-anchor="middle">x2</text>'
                        ),
                        "The players sit round the felt, you at the bottom: name, score, cards"
                        " in hand, stake chips, the Dealer's button D; the player to move is"
                        " lit. In the middle: the Fortune Multiplier, the five places of the"
                        " stake cards (each marked with who staked it) and the draw deck.",
                    ),
                    (
                        card("R9"),
                        "Your hand, below the table; a ★ marks the cards of your best Fortune"
                        " Hand so far, named under the hand.",
                    ),
                ],
            ),
            (
                "Your moves",
                [
                    (
                        card("H7", picked=True),
                        "The draft: click the cards to pass to your left neighbour (they rise,"
                        " outlined in blue); click one again to keep it.",
                    ),
                    (
                        button("Pass 2 cards to Bo", primary=True),
                        "Then pass them with the button of the decision panel (on a phone, the"
                        " bar at the bottom); until enough are chosen it says how many more.",
                    ),
                    (
                        card("C4"),
                        "Your turn as Active Player: click a card of your hand to stake it;"
                        " then click a second one or “Stake just the one card”; or Pass.",
                    ),
                    (
                        card("M2a"),
                        "A Fortune Modifier shows both its ends: click the end that should face"
                        " out (+ for you, − against the others).",
                    ),
                    (
                        button("I am Ann: show my cards", primary=True),
                        "Playing on one device: a screen hides the cards between players; only"
                        " the named player taps to see theirs. It says what is coming.",
                    ),
                ],
            ),
            (
                "The end of a round",
                [
                    (
                        card("W7"),
                        "With the 5th stake card the round ends: the table shows who won and"
                        " every player's best five cards (stake cards outlined), points and"
                        " the scoring sums, until you press “Go on to round 2”. The last"
                        " round's result stays a click away under your hand.",
                    ),
                ],
            ),
        ],
    )


def fuldrigger() -> Page:
    return Page(
        title="How to play here: Fuldrigger",
        intro=(
            "The world map is the interface: a ship is selected by a click and sails by a click"
            " on a lit space; a harbour (its square) opens its price list beside it."
            " The next step (Roll) is the first button of the panel; “Map key” under the map"
            " explains every mark."
        ),
        sections=[
            (
                "On the screen",
                [
                    (
                        sea_map(),
                        "The map: sea lanes between harbours, and the hazards on the way; the"
                        " dice, the chance card of the round, and what the last move threw.",
                    ),
                    (
                        ship(),
                        "Ships in their company's colour, above the harbour or space they are"
                        " at (a black sail: a privateer; a square on the hull: its cargo); they"
                        " sail the spaces they pass. Below the map, a card per ship and the"
                        " companies.",
                    ),
                ],
            ),
            (
                "Your moves",
                [
                    (
                        harbour(),
                        "At the start, click a lit home port: the highest roll chooses first.",
                    ),
                    (
                        button("Roll the three dice", primary=True),
                        "Roll: the total is how far each of your ships may sail this turn.",
                    ),
                    (
                        ship("#1b5fe0"),
                        "Click a ship (or “Show where it can sail” on its card): the spaces in"
                        " reach light up.",
                    ),
                    (
                        reach(),
                        "Click a lit space to sail there; a hazard on the way is rolled for as"
                        " the ship passes it.",
                    ),
                    (
                        ship(),
                        "A privateer beside a rival's ship: a red marker with a white cross"
                        " attacks with all your privateers there; the panel “Trade war” lets"
                        " you choose which of them fight.",
                    ),
                    (
                        harbour(),
                        "A harbour's price list opens beside it by itself where one of your"
                        " ships can sell, or before the roll buy; click a harbour for it at any"
                        " time. Buy loads the good into your next empty ship there, Sell sells a"
                        " cargo carried far enough, and it says why a thing is closed (a cargo"
                        " aboard, too few ducats). Build a fortress there too.",
                    ),
                    (
                        button("Buy a ship") + button("End your turn"),
                        "The panel buys a ship and opens a deal with another company; a ship's"
                        " card fits out a privateer or sells the ship. Ending your turn (and"
                        " proposing the end) stands apart and is asked again before the roll"
                        " or while a ship could still sail.",
                    ),
                ],
            ),
        ],
        glossary=[
            ("Storm, Iceberg", "A roll decides: the ship comes through or is lost."),
            ("Calm", "A roll may hold the ship still until the next round."),
            (
                "Dangerous reef",
                "A roll wrecks the ship or takes it through; then the reef is known.",
            ),
            ("Pirate waters", "A roll may take the cargo or the ship."),
            ("Tailwind, Headwind", "The ship gains or loses spaces of its move."),
        ],
    )


PAGES: dict[str, Callable[[], Page]] = {
    "eurobusiness": lambda: estate(import_module("web.views.eurobusiness").THEME),
    "fortuna": lambda: estate(import_module("web.views.fortuna").THEME),
    "plinius": plinius,
    "fame_fortune": fame_fortune,
    "fuldrigger": fuldrigger,
}


def page(game_id: str) -> tuple[str, str]:
    """(title, body) of the game's page; a game without one gets a pointer to its rulebook."""
    make = PAGES.get(game_id)
    if make is None:
        return tr("How to play here"), f"<p>{esc(tr('The rulebook says how to play.'))}</p>"
    found = make()
    parts = [f'<div class="howto" data-howto-page="{esc(game_id)}" tabindex="0">']
    parts.append(f"<p>{esc(found.intro)}</p>")
    for heading, steps in found.sections:
        parts.append(f'<h3>{esc(heading)}</h3><ul class="howto-steps">')
        for picture, text in steps:
            parts.append(
                f'<li><span class="howto-pic" aria-hidden="true" inert>{picture}</span>'
                f"<span>{esc(text)}</span></li>"
            )
        parts.append("</ul>")
    if found.glossary:
        parts.append(f"<h3>{esc(tr('Glossary'))}</h3><dl>")
        parts += [
            f"<dt>{esc(term)}</dt><dd>{esc(meaning)}</dd>" for term, meaning in found.glossary
        ]
        parts.append("</dl>")
    parts.append("</div>")
    return found.title, "".join(parts)
