"""How to play here for For Fame & Fortune."""

from __future__ import annotations

from .pictures import Page, button, card, svg


def page() -> Page:
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
                        " Hand so far, named under the hand. On a phone the hand is fanned:"
                        " each card's corner shows its number, its stake chip and its suit's"
                        " numeral.",
                    ),
                    (
                        card("S3"),
                        "Fortune Hands: the rulebook lists six, from Complete Fulfillment down"
                        " to 3½ Fortunes. A round needs a winner every time, so below them the"
                        " table names the rest in the rulebook's pattern: 3 Fortunes (three"
                        " cards of one number), 2½ Fortunes (two pairs), 2 Fortunes (a pair),"
                        " then High card. Hands of one name: higher numbers win (card 1"
                        " counts as 14, above 13), then the higher suit.",
                    ),
                ],
            ),
            (
                "Your moves",
                [
                    (
                        card("H7", picked=True),
                        # What the hand shows at every size (on a phone a lower row's card
                        # does not rise): a reviewer read "they rise" and saw a frame and tag.
                        "The draft: click the cards to pass to your left neighbour; each one"
                        " chosen is framed in blue and tagged “✓ chosen”. Click one again to"
                        " keep it.",
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
