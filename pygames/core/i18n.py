"""Messages in the player's language, from gettext catalogues (`locale/<lang>/LC_MESSAGES/*.po`).

Text for people is written in English in the source and marked for translation, so that the
standard gettext tools (and `python3 build.py messages`) can extract it:

- `tr("Roll the dice")` translates and formats now (prompts, action descriptions, reasons);
- `Text("{who} buys {deed}.", who=seat, deed=index)` is a message kept as it is and translated
  when shown, so a log written in one language reads in another after a switch;
- `N_("...")` only marks a literal for extraction (tables of words translated later by `tr`).

A count takes the plural forms of gettext (`msgid_plural`, `msgstr[n]`): give the English plural
as the second argument and the count as the argument `count`, as in
`tr("{count} house", "{count} houses", count=3)` or `Text("...", "...", count=n)`; each language
picks its form by its own rule (Polish has three: 1 dom, 2 domy, 5 domów).

Arguments are formatted when shown: a `Text` or `Money` argument in the language of the
moment, anything else with `str`. A seat is written `@N` (see `seat_ref`) and the front end puts
the player's name there. The catalogues are read on first use, with a small parser of the .po
format (the `gettext` module reads only compiled .mo files).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any, NamedTuple, overload

LANGUAGES = ("en", "pl")  # English is the source language
# Each language's plural forms as its catalogue's header states them (the gettext standard), and
# the same rule in Python: the index of the form a count takes.
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}


def plural_index(code: str, n: int) -> int:
    """Which plural form `n` takes in language `code` (PLURAL_FORMS, without evaluating it)."""
    n = abs(n)
    if code == "pl":
        return 0 if n == 1 else 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    return 0 if n == 1 else 1


def plural_count(code: str) -> int:
    """How many plural forms language `code` has (its `nplurals`)."""
    return int(PLURAL_FORMS[code].split(";")[0].partition("=")[2])


# Folders holding `<lang>/LC_MESSAGES/*.po`: the rules' own; the front end adds its folder.
LOCALE_DIRS: list[Path] = [Path(__file__).resolve().parents[1] / "locale"]
# msgid -> its translation, or the tuple of its plural forms.
Catalogue = dict[str, str | tuple[str, ...]]
_catalogues: dict[str, Catalogue] = {}
_language = "en"


class Plural(NamedTuple):
    """A message with plural forms, marked for later translation (`N_(singular, plural)`)."""

    singular: str
    plural: str


# Words a sentence of a language leaves out where a name carries its own noun: Fortuna's
# "Hotel Saski" is bought as it is named, never as "pole Hotel Saski" (pygames/fortuna/README.md,
# "Names"). A pattern reorders a sentence: "Hotel Saski: Osoba 2 stawia hotel".
_contractions: dict[str, list[tuple[str | re.Pattern[str], str]]] = {}


def contract(code: str, wordy: str | re.Pattern[str], plain: str) -> None:
    """From now on a message in `code` reads `plain` where its words and a name make `wordy`
    (a pattern: `plain` is its replacement, groups and all)."""
    if (wordy, plain) not in _contractions.setdefault(code, []):
        _contractions[code].append((wordy, plain))


# Polish typography: a one-letter word (w, z, i, a, o, u) never ends a line, so the space after
# it is a no-break space. Only after a space, a line's start or an opening bracket or quote: never
# in a format field ("{a}"), a name or a markup tag ("<a href").
_SINGLE_LETTER = re.compile(r"(?<![^\s(„\"'«])([aiouwzAIOUWZ])[ \n]+(?=\S)")
NO_BREAK = {"pl"}  # the languages whose one-letter words are bound to the next


def bind_single_letters(text: str) -> str:
    """`text` with the space after each one-letter word made a no-break space (plain text only:
    a caller with markup binds its text nodes)."""
    return _SINGLE_LETTER.sub("\\1\u00a0", text)


# In a document (a rulebook's paragraphs wrap anywhere), a one-digit number keeps to its word as
# well: "3 domy", "o 3 pola" (issue 29's eighth review); the UI's counts are bound at their source.
_SINGLE_DIGIT = re.compile(r"(?<![\w.,])(\d)[ \n]+(?=[^\W\d_])")


def bind_single_digits(text: str) -> str:
    """`text` with the space after each one-digit number that a word follows made a no-break
    space (plain text only, as bind_single_letters)."""
    return _SINGLE_DIGIT.sub("\\1\u00a0", text)


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


def catalogue(code: str) -> Catalogue:
    """msgid -> msgstr (or its plural forms) of every translated message of `code` (empty for
    English)."""
    if code == "en":
        return {}
    if code not in _catalogues:
        found: Catalogue = {}
        for base in LOCALE_DIRS:
            folder = base / code / "LC_MESSAGES"
            if folder.is_dir():
                for path in sorted(folder.glob("*.po")):
                    found.update(read_po(path.read_text(encoding="utf-8")))
        if code in NO_BREAK:
            found = {
                key: bind_single_letters(text)
                if isinstance(text, str)
                else tuple(bind_single_letters(form) for form in text)
                for key, text in found.items()
            }
        _catalogues[code] = found
    return _catalogues[code]


def gettext(msgid: str) -> str:
    found = catalogue(language()).get(msgid)
    return found if isinstance(found, str) and found else msgid


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for the count `n` in the current language (English when the
    catalogue lacks it)."""
    code = language()
    forms = catalogue(code).get(singular)
    if isinstance(forms, tuple) and len(forms) == plural_count(code):
        return forms[plural_index(code, n)]
    return singular if plural_index("en", n) == 0 else plural


@overload
def N_(msgid: str) -> str: ...
@overload
def N_(msgid: str, plural: str) -> Plural: ...
def N_(msgid: str, plural: str | None = None) -> str | Plural:
    """Mark a literal (or a singular and its plural) for the catalogue without translating it
    here; `tr` takes what it gives."""
    return msgid if plural is None else Plural(msgid, plural)


def tr(msgid: str | Plural, plural: str | None = None, /, **args: Any) -> str:
    """The message in the current language, formatted with its arguments; with a plural, the
    form the argument `count` takes."""
    if isinstance(msgid, Plural):
        msgid, plural = msgid
    if plural is None:
        text = gettext(msgid)
    else:
        if "count" not in args:
            raise TypeError(f"The plural message {msgid!r} needs its count.")
        text = ngettext(msgid, plural, int(args["count"]))
    if not args:
        return text
    text = text.format(**{k: show(v) for k, v in args.items()})
    for wordy, plain in _contractions.get(_language, ()):
        text = text.replace(wordy, plain) if isinstance(wordy, str) else wordy.sub(plain, text)
    return text


# Text, Money, Listing and Glossed compare by value, so they are not hashable: Python leaves
# `__hash__` out of a class that defines `__eq__` without it.
class Text:
    """A message translated only when shown (log lines written once, read in any language)."""

    __slots__ = ("args", "msgid", "plural")

    def __init__(self, msgid: str, plural: str | None = None, /, **args: Any) -> None:
        self.msgid = msgid
        self.plural = plural
        self.args = args

    def __str__(self) -> str:
        return tr(self.msgid, self.plural, **self.args)

    def __repr__(self) -> str:
        plural = f", {self.plural!r}" if self.plural is not None else ""
        return f"Text({self.msgid!r}{plural}, **{self.args!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.msgid, self.plural, self.args) == (
            other.msgid,
            other.plural,
            other.args,
        )


def grouped(number: int) -> str:
    """A figure with its thousands grouped as the language writes them: "1,000", "1 000"."""
    figure = f"{number:,}"
    if language() == "pl":
        figure = figure.replace(",", "\u00a0")  # Polish groups thousands with a space
    return figure


class Money:
    """An amount of a game's currency, written the way the language writes numbers."""

    __slots__ = ("amount", "currency")

    def __init__(self, amount: int, currency: str) -> None:
        self.amount = amount
        self.currency = currency

    def __str__(self) -> str:
        return f"{grouped(self.amount)}\u00a0{gettext(self.currency)}"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Money) and (self.amount, self.currency) == (
            other.amount,
            other.currency,
        )


class Listing:
    """Items shown joined by commas, each in the language of the moment."""

    __slots__ = ("items",)

    def __init__(self, items: list[Any]) -> None:
        self.items = tuple(items)

    def __str__(self) -> str:
        return ", ".join(str(item) for item in self.items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Listing) and self.items == other.items


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


def show(value: Any) -> str:
    """An argument as the current language writes it."""
    return str(value)


# --- the .po format ----------------------------------------------------------------------------


def _literal(text: str) -> str:
    """The value of one quoted .po string (C escapes, which Python's literals share)."""
    if not (len(text) >= 2 and text[0] == text[-1] == '"'):
        raise ValueError(f"not a quoted string: {text[:40]}")
    value = ast.literal_eval(text)
    if not isinstance(value, str):
        raise ValueError(f"not a quoted string: {text[:40]}")
    return value


def read_po(source: str) -> Catalogue:
    """The translated entries of a .po file: msgid -> msgstr, or for an entry with
    `msgid_plural` the tuple of its `msgstr[n]` forms; leaving out the header, entries marked
    fuzzy and entries with an empty translation (or an empty plural form). Context entries are
    not used here and are refused, so a catalogue never silently loses one."""
    entries: Catalogue = {}
    msgid: list[str] = []
    plural: list[str] = []
    forms: dict[int, list[str]] = {}
    field: list[str] | None = None
    fuzzy = False

    def flush() -> None:
        nonlocal fuzzy
        key = "".join(msgid)
        if plural:
            if sorted(forms) != list(range(len(forms))) or not forms:
                raise ValueError(f"The plural forms of '{key[:40]}' are not numbered from 0.")
            values = tuple("".join(forms[i]) for i in range(len(forms)))
            if key and all(values) and not fuzzy:
                entries[key] = values
        elif forms:
            value = "".join(forms.get(-1, []))
            if set(forms) != {-1}:
                raise ValueError(f"'{key[:40]}' has plural forms but no msgid_plural.")
            if key and value and not fuzzy:
                entries[key] = value
        msgid.clear()
        plural.clear()
        forms.clear()
        fuzzy = False

    for raw in source.splitlines():
        line = raw.strip()
        if not line:
            continue
        if line.startswith("#"):
            if forms:
                flush()
            if line.startswith("#,") and "fuzzy" in line:
                fuzzy = True
            continue
        if line.startswith("msgid "):
            if forms:
                flush()
            field = msgid
            field.append(_literal(line[6:].strip()))
        elif line.startswith("msgid_plural "):
            field = plural
            field.append(_literal(line[13:].strip()))
        elif line.startswith("msgstr["):
            index, bracket, rest = line[7:].partition("]")
            if not (bracket and index.isdigit() and len(index) < 3):
                raise ValueError(f"A .po line this reader does not take: {line[:60]}")
            field = forms.setdefault(int(index), [])
            field.append(_literal(rest.strip()))
        elif line.startswith("msgstr "):
            field = forms.setdefault(-1, [])
            field.append(_literal(line[7:].strip()))
        elif line.startswith('"') and field is not None:
            field.append(_literal(line))
        else:
            raise ValueError(f"A .po line this reader does not take: {line[:60]}")
    if forms:
        flush()
    return entries
