"""What tells one estate game's table from another: its data, its colours and its words.

The estate table (this package) draws any square board of the engine's spaces; a game's view
module gives it a `Theme` and gets back its `render` and `dialog`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.i18n import language
from pygames.estate.rules import EstateRules, Space

PAWNS = ("#d7263d", "#1b98e0", "#2e933c", "#f49d37", "#8e44ad", "#222222")


@dataclass(frozen=True)
class Theme:
    game: str
    title: str  # the name printed in the board's centre
    rules: EstateRules
    colours: dict[str, str]  # colour group -> its colour
    group_english: dict[str, str]  # colour group (as printed) -> English gloss
    space_english: dict[str, str]  # a space's printed name -> English gloss
    deck_colours: dict[str, str]  # deck -> colour
    deck_names: dict[str, str]  # deck -> its printed name ("Szansa", "Los")
    deck_english: dict[str, str]  # deck -> English ("blue Chance", "Fate")
    deck_marks: dict[str, str]  # deck -> its mark on the board ("?", "!")
    board_colour: str = "#e8f1e4"
    title_colour: str = "#1d4fb8"
    documents: tuple[tuple[str, str], ...] = ()  # (label, file under rules/) for the Rules
    pawns: tuple[str, ...] = PAWNS
    tokens: bool = False  # moves by tokens 1-12 (Fortuna)
    extra: dict[str, str] = field(default_factory=dict)

    @property
    def spaces(self) -> tuple[Space, ...]:
        return self.rules.spaces

    @property
    def side(self) -> int:
        """Spaces from one corner to the next (10 on a 40-space board, 11 on 44)."""
        return len(self.rules.spaces) // 4

    def gloss(self, name: str) -> str:
        """A printed name with its English gloss, when the screen reads in English."""
        english = self.space_english.get(name) or self.group_english.get(name, "")
        if language() == "en" and english and english != name:
            return f"{name} ({english})"
        return name

    def deck_label(self, deck: str) -> str:
        if language() == "en":
            return f"{self.deck_names[deck]} ({self.deck_english[deck]})"
        return self.deck_names[deck]
