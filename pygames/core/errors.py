"""The errors a game or a record can raise, each with a message fit to show a player."""


class IllegalAction(ValueError):
    """An action that is not open now; the message says why, and the state is unchanged."""


class RecordError(ValueError):
    """A record or link that cannot be opened.

    `valid_moves` is set when the damage lies in the history: the first `valid_moves` actions
    replay cleanly, so the game can still be opened as it stood before the bad one.
    """

    def __init__(self, message: str, valid_moves: int | None = None) -> None:
        super().__init__(message)
        self.valid_moves = valid_moves
