"""How to play here for the estate games, Eurobusiness and Fortuna: one table, moved by dice or
by tokens, in English or Polish.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pygames.core.i18n import N_, grouped, tr

if TYPE_CHECKING:  # the games' modules are imported when their page is shown, not at start-up
    from pygames.estate.rules import Space

    from ..estate.theme import Theme

from .pictures import Page, button, chip, dice, space, token


def page(theme: Theme) -> Page:
    """Eurobusiness and Fortuna: one table, moved by dice or by tokens."""
    from pygames.estate.rules import CITY

    cities = [s for s in theme.spaces if s.kind == CITY]
    first, last = cities[0], cities[-1]
    money = theme.rules.currency if len(theme.rules.currency) <= 2 else ""

    def deed(found: Space) -> str:
        """A sample tile, its amount kept to its currency as on the board ("800\u00a0$")."""
        return space(
            theme.colours[found.group], found.name, f"{grouped(found.price)}\u00a0{money}".strip()
        )

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
        # Fortuna moves by tokens; Eurobusiness by the pawn ("żeton" is not a pawn there).
        intro=tr(
            N_(
                "The board is the table: a space, a deed and a token are the controls for what"
                " they do. The panel beside it keeps what has no place, and “All moves” lists"
                " every move, for the keyboard and screen readers."
            )
            if theme.tokens
            else N_(
                "The board is the table: a space, a deed and a pawn are the controls for what"
                " they do. The panel beside it keeps what has no place, and “All moves” lists"
                " every move, for the keyboard and screen readers."
            )
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
                        button(grouped(1200)) + button(tr("Bid"), primary=True),
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
                        # Fortuna has no dice unless its variant says so.
                        tr(
                            N_(
                                "Undo takes back your own last choices, never a card drawn or"
                                " another player's move. Every move is saved at once: the"
                                " Lobby lists the game to continue."
                            )
                            if theme.tokens
                            else N_(
                                "Undo takes back your own last choices, never a die, a card or"
                                " another player's move. Every move is saved at once: the"
                                " Lobby lists the game to continue."
                            )
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
