"""Messages in the player's language, from gettext catalogues (`locale/<lang>/LC_MESSAGES/*.po`).

Text for people is written in English in the source and marked for translation, so that the
standard gettext tools (and `python3 build.py messages`) can extract it:

- `tr("Roll the dice")` translates and formats now (prompts, action descriptions, reasons);
- `Text("{who} buys {deed}.", who=seat, deed=index)` is a message kept as it is and translated
  when shown, so a log written in one language reads in another after a switch;
- `N_("...")` only marks a literal for extraction (tables of words translated later by `tr`).

Arguments are formatted when shown: a `Text` or `Money` argument in the language of the
moment, anything else with `str`. A seat is written `@N` (see `seat_ref`) and the front end puts
the player's name there. The catalogues are read on first use, with a small parser of the .po
format (the `gettext` module reads only compiled .mo files).
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "pl")  # English is the source language
# Folders holding `<lang>/LC_MESSAGES/*.po`: the rules' own; the front end adds its folder.
LOCALE_DIRS: list[Path] = [Path(__file__).resolve().parents[1] / "locale"]
_catalogues: dict[str, dict[str, str]] = {}
_language = "en"


def language() -> str:
    return _language


def set_language(code: str) -> None:
    """Choose the language of every message from now on (the front end's setting)."""
    global _language
    if code not in LANGUAGES:
        raise ValueError(f"There is no language '{code}' (there are: {', '.join(LANGUAGES)}).")
    _language = code


def add_locale_dir(path: Path) -> None:
    """Another folder of catalogues (the front end's), read with the rules' own."""
    if path not in LOCALE_DIRS:
        LOCALE_DIRS.append(path)
        _catalogues.clear()


def catalogue(code: str) -> dict[str, str]:
    """msgid -> msgstr of every translated message of `code` (empty for English)."""
    if code == "en":
        return {}
    if code not in _catalogues:
        found: dict[str, str] = {}
        for base in LOCALE_DIRS:
            folder = base / code / "LC_MESSAGES"
            if folder.is_dir():
                for path in sorted(folder.glob("*.po")):
                    found.update(read_po(path.read_text(encoding="utf-8")))
        _catalogues[code] = found
    return _catalogues[code]


def gettext(msgid: str) -> str:
    return catalogue(language()).get(msgid) or msgid


def N_(msgid: str) -> str:
    """Mark a literal for the catalogue without translating it here."""
    return msgid


def tr(msgid: str, **args: Any) -> str:
    """The message in the current language, formatted with its arguments."""
    text = gettext(msgid)
    return text.format(**{k: show(v) for k, v in args.items()}) if args else text


class Text:
    """A message translated only when shown (log lines written once, read in any language)."""

    __slots__ = ("args", "msgid")

    def __init__(self, msgid: str, **args: Any) -> None:
        self.msgid = msgid
        self.args = args

    def __str__(self) -> str:
        return tr(self.msgid, **self.args)

    def __repr__(self) -> str:
        return f"Text({self.msgid!r}, **{self.args!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.msgid, self.args) == (other.msgid, other.args)

    __hash__ = None  # type: ignore[assignment]


class Money:
    """An amount of a game's currency, written the way the language writes numbers."""

    __slots__ = ("amount", "currency")

    def __init__(self, amount: int, currency: str) -> None:
        self.amount = amount
        self.currency = currency

    def __str__(self) -> str:
        figure = f"{self.amount:,}"
        if language() == "pl":
            figure = figure.replace(",", "\u00a0")  # Polish groups thousands with a space
        return f"{figure}\u00a0{gettext(self.currency)}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Money) and (self.amount, self.currency) == (
            other.amount,
            other.currency,
        )

    __hash__ = None  # type: ignore[assignment]


class Listing:
    """Items shown joined by commas, each in the language of the moment."""

    __slots__ = ("items",)

    def __init__(self, items: list[Any]) -> None:
        self.items = tuple(items)

    def __str__(self) -> str:
        return ", ".join(str(item) for item in self.items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Listing) and self.items == other.items

    __hash__ = None  # type: ignore[assignment]


class Glossed:
    """A printed text (a card's Polish words) with its English gloss: the printed words in the
    rulebook's own language, the gloss in English."""

    __slots__ = ("english", "printed", "printed_in")

    def __init__(self, printed: str, english: str, printed_in: str = "pl") -> None:
        self.printed = printed
        self.english = english
        self.printed_in = printed_in

    def __str__(self) -> str:
        return self.printed if language() == self.printed_in else self.english

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Glossed) and (self.printed, self.english) == (
            other.printed,
            other.english,
        )

    __hash__ = None  # type: ignore[assignment]


def show(value: Any) -> str:
    """An argument as the current language writes it."""
    return str(value)


# --- the .po format ----------------------------------------------------------------------------


def _literal(text: str) -> str:
    """The value of one quoted .po string (C escapes, which Python's literals share)."""
    if not (len(text) >= 2 and text[0] == text[-1] == '"'):
        raise ValueError(f"not a quoted string: {text[:40]}")
    return ast.literal_eval(text)


def read_po(source: str) -> dict[str, str]:
    """The translated entries of a .po file: msgid -> msgstr, leaving out the header, entries
    marked fuzzy and entries with an empty msgstr. Plural and context entries are not used here
    and are refused, so a catalogue never silently loses one."""
    entries: dict[str, str] = {}
    msgid: list[str] = []
    msgstr: list[str] = []
    field: list[str] | None = None
    fuzzy = False

    def flush() -> None:
        nonlocal fuzzy
        key, value = "".join(msgid), "".join(msgstr)
        if key and value and not fuzzy:
            entries[key] = value
        msgid.clear()
        msgstr.clear()
        fuzzy = False

    for raw in source.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if msgstr:
                flush()
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            continue
        if line.startswith("msgid "):
            if msgstr:
                flush()
            field = msgid
            field.append(_literal(line[6:].strip()))
        elif line.startswith("msgstr "):
            field = msgstr
            field.append(_literal(line[7:].strip()))
        elif line.startswith('"') and field is not None:
            field.append(_literal(line))
        else:
            raise ValueError(f"A .po line this reader does not take: {line[:60]}")
    flush()
    return entries
