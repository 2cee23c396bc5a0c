"""What tells one estate game's table from another: its data, its colours and its words.

The estate table (this package) draws any square board of the engine's spaces; a game's view
module gives it a `Theme` and gets back its `render` and `dialog`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.i18n import language, tr
from pygames.estate.rules import CITY, EstateRules, Space

PAWNS = ("#d7263d", "#1b98e0", "#2e933c", "#f49d37", "#8e44ad", "#222222")


@dataclass(frozen=True)
class Theme:
    game: str
    title: str  # the name printed in the board's centre
    rules: EstateRules
    colours: dict[str, str]  # colour group -> its colour
    group_english: dict[str, str]  # colour group (as printed) -> its English name
    deck_colours: dict[str, str]  # deck -> colour
    deck_names: dict[str, str]  # deck -> its printed name ("Szansa", "Los")
    deck_english: dict[str, str]  # deck -> English ("blue Chance", "Fate")
    deck_marks: dict[str, str]  # deck -> its mark on the board ("?", "!")
    board_colour: str = "#e8f1e4"
    title_colour: str = "#1d4fb8"
    # The Rules dialog's tabs in each language, the reader's own first: (label, file under
    # rules/); a Polish rendering of an English text is ours (docs/rules/, copied to rules/).
    documents: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
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

    def label(self, index: int) -> str:
        """Space `index` as the board and the panels name it, in the language of the moment: a
        city by its printed name alone ("Polski" fits its space; a sentence says `called`)."""
        space = self.spaces[index]
        return space.name if space.kind == CITY else str(space.called)

    def called(self, index: int) -> str:
        """Space `index` as a sentence names it ("Hotel Polski")."""
        return str(self.spaces[index].called)

    def deed_title(self, index: int) -> str:
        """The name on a deed: in English a city's printed name with its English name beside it
        ("Rzym · Rome"), any other space's English name; in Polish the printed name, a Fortuna
        hotel plot's with its noun as the buttons and the log say it ("Hotel Krakowski")."""
        space = self.spaces[index]
        if space.titled:
            return self.called(index)
        if language() == "en" and space.kind == CITY and space.english not in ("", space.name):
            return f"{space.name} · {space.english}"
        return self.label(index)

    def group_label(self, group: str) -> str:
        """A colour set (a country in Eurobusiness) as printed, or its English name in English."""
        return self.group_english.get(group, group) if language() == "en" else group

    def deck_label(self, deck: str) -> str:
        """A deck as printed ("Szansa niebieska"), or its English name ("blue Chance")."""
        return tr(self.deck_english[deck]) if language() == "en" else self.deck_names[deck]
