"""How to play here for Plinius adversus Vesuvium, with a glossary of its Latin terms and
counters.
"""

from __future__ import annotations

from .pictures import Page, button, counter, dot, pile, svg, track


def page() -> Page:
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
                        " spent its label says how many are lost (Done: end this card's"
                        " actions (2 AP lost)), and a click loses them.",
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
            (
                "I, II, III",
                "On a counter, under its name: what one step costs it, in action points.",
            ),
            (
                "Stunned",
                "A grey counter with a yellow rim, struck by the smoke: it moves at the higher"
                " cost and counts less at the end.",
            ),
            ("Misenum", "The fleet's base and the goal of every rescue; nothing strikes it."),
            ("AP, VP", "Action points (a red card's number); victory points (more than 13 wins)."),
        ],
    )
