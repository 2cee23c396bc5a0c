"""The legend beside the map of Plinius: the key to its lines, dots and counters, short (each
item says more in its title)."""

from __future__ import annotations

from pygames.plinius import data

from .common import esc


def legend() -> str:
    """The key to the map: lines, dots and counters, short (each says more in its title)."""

    def item(picture: str, words: str, more: str) -> str:
        return (
            f'<li title="{esc(more)}"><svg viewBox="0 0 44 28" aria-hidden="true">{picture}'
            f"</svg><span>{esc(words)}</span></li>"
        )

    def ship(text: str, fill: str) -> str:
        return (
            f'<rect x="2" y="3" width="40" height="22" rx="6" fill="{fill}"/>'
            f'<text x="22" y="19" font-size="12" font-weight="bold" fill="#fff"'
            f' text-anchor="middle">{text}</text>'
        )

    def person(text: str, fill: str, edge: str = "#fff") -> str:
        return (
            f'<circle cx="22" cy="14" r="12" fill="{fill}" stroke="{edge}" stroke-width="2"/>'
            f'<text x="22" y="18" font-size="10" font-weight="bold" fill="#fff"'
            f' text-anchor="middle">{text}</text>'
        )

    bands = "".join(
        f'<circle cx="{6 + 6.4 * i}" cy="14" r="5" fill="{c}"/>'
        for i, (_, _, c, _) in enumerate(data.TRACK)
    )
    items = [
        item(
            '<line x1="2" y1="9" x2="42" y2="9" stroke="#1d5fb8" stroke-width="3"'
            ' stroke-dasharray="6 4"/><line x1="2" y1="21" x2="42" y2="21" stroke="#8a5a2b"'
            ' stroke-width="3"/>',
            "sea lanes, roads",
            "Ships sail the blue lines from dot to dot; people walk the brown ones.",
        ),
        item(
            bands,
            "colour: struck from that box",
            "A dot has the colour of the box of the track whose smoke stuns and whose flow"
            " kills the counters on it. Misenum has no colour.",
        ),
        item(
            '<circle cx="22" cy="14" r="11" fill="#f08a24" stroke="#fff" stroke-width="2"/>'
            '<text x="22" y="20" font-size="15" text-anchor="middle" fill="#1d1b16"'
            ' stroke="#fff" stroke-width="3" paint-order="stroke">⚓</text>',
            "⚓ harbour: board, land",
            "A harbour (the larger dots with an anchor): a ship docked there takes people aboard"
            " or lands them, 1 AP each.",
        ),
        item(
            '<circle cx="14" cy="14" r="8" fill="#e8c81c"/><circle cx="14" cy="14" r="8"'
            ' fill="#6d6d6d" fill-opacity="0.55"/><circle cx="14" cy="14" r="11" fill="none"'
            ' stroke="#6d6d6d" stroke-width="3" stroke-dasharray="3 2"/>'
            '<path d="M34 4L43 20L25 20Z" fill="#d00"/><text x="34" y="18" font-size="11"'
            ' font-weight="bold" text-anchor="middle" fill="#fff">!</text>'
            '<text x="6" y="10" font-size="12" text-anchor="middle" fill="#6d6d6d" stroke="#fff"'
            ' stroke-width="3" paint-order="stroke">☁</text>',
            "grey veil: smoked; ☁: smoked next; !: swept next",
            "A dot under a grey veil and dotted ring was smoked: Nubes has passed its box."
            " A grey ☁ marks the dots of the colour the smoke reaches next; a red ! those"
            " of the colour the flow sweeps at the next black face.",
        ),
        item(
            ship("Q I", "#274b8c"),
            "Q I, Q II: quadriremes",
            "The two quadriremes of the fleet: II AP a step (III stunned); each carries one.",
        ),
        item(
            ship("Lib", "#8c1c2c"),
            "Lib: Pliny's liburna",
            "Pliny's liburna: I AP a step with the wind, II against it (II/III stunned); it"
            " alone may observe and carry Pomponianus.",
        ),
        item(
            person("i1", "#2f6b2f"),
            "i1–i4: incolae",
            "The incolae (inhabitants) of Neapolis, Herculaneum, Oplontis and Pompeii: I AP a"
            " step on land (II stunned).",
        ),
        item(
            person("Pom", "#6b2f8c"),
            "Pom: Pomponianus",
            "Senator Pomponianus, at Stabiae: II AP a step (III stunned); only Pliny's liburna"
            " may pick him up.",
        ),
        item(
            person("II", "#6d6d6d", "#ffd400"),
            "grey: stunned",
            "A grey counter with a yellow rim was stunned by the smoke: it moves at the"
            " higher cost and counts less at the end. The numeral is its cost of a step.",
        ),
        item(
            '<circle cx="22" cy="14" r="12" fill="#fff" stroke="#444" stroke-width="2"'
            ' stroke-dasharray="4 3"/><text x="22" y="18" font-size="10" text-anchor="middle">'
            "✕</text>",
            "ringed: closed, tap it",
            "With a counter selected, a dot it may not enter is ringed: buried by the flow"
            " (✕), full, or too dear for the AP left. Tap it to read why.",
        ),
    ]
    return (
        '<aside class="pl-legend" aria-label="Legend of the map"><h3>Legend</h3>'
        f"<ul>{''.join(items)}</ul></aside>"
    )
