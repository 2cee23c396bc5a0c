"""The message catalogues: extract the marked texts and keep the gettext files current.

    python3 build.py messages    rewrite each domain's .pot and merge it into every .po

Two domains, each with its template and one catalogue per language, in the standard layout so
that translators' tools (Poedit, msgmerge, Weblate) read them:

    pygames/locale/pygames.pot   pygames/locale/pl/LC_MESSAGES/pygames.po   the rules' texts
    web/locale/web.pot           web/locale/pl/LC_MESSAGES/web.po           the front end's

Texts are marked in Python by `tr("...")`, `Text("...")` and `N_("...")` (pygames.core.i18n),
in the lobby's JavaScript by `t("...")`, and in index.html by a `data-t` attribute on an element
holding only text. A Python mark with a second literal, `tr("{count} house", "{count} houses",
count=n)`, is a message with plural forms (`msgid_plural`, one `msgstr[n]` per form of the
language). Standard library only, like build.py.
"""

from __future__ import annotations

import ast
import html
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
MARKERS = frozenset({"tr", "Text", "N_"})
LANGUAGES = ("pl",)
JS_MARK = re.compile(r"""\bt\(\s*("(?:[^"\\]|\\.)*")""")
# A count's text in the lobby's scripts: `tn("{count} round", "{count} rounds", {count})`.
JS_PLURAL = re.compile(r"""\btn\(\s*("(?:[^"\\]|\\.)*")\s*,\s*("(?:[^"\\]|\\.)*")""")
# An element of index.html whose text the lobby translates: `<h2 data-t>Start a game</h2>`.
HTML_MARK = re.compile(r"<(\w+)\b[^>]*?\sdata-t(?=[\s>])[^>]*>([^<]+)</\1\s*>")


def i18n() -> ModuleType:
    """The app's own message module (its .po reader and plural rules), importable from here."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from pygames.core import i18n as module

    return module


@dataclass(frozen=True)
class Domain:
    name: str
    sources: tuple[str, ...]  # folders (under ROOT) whose .py and .js files are read
    locale: str  # the folder holding <name>.pot and <lang>/LC_MESSAGES/<name>.po

    def template(self, root: Path = ROOT) -> Path:
        return root / self.locale / f"{self.name}.pot"

    def catalogue(self, language: str, root: Path = ROOT) -> Path:
        return root / self.locale / language / "LC_MESSAGES" / f"{self.name}.po"


DOMAINS = (
    Domain("pygames", ("pygames",), "pygames/locale"),
    Domain("web", ("web", "index.html"), "web/locale"),
)


@dataclass
class Message:
    msgid: str
    places: list[str] = field(default_factory=list)
    plural: str | None = None  # the English plural of a message with plural forms

    @property
    def braces(self) -> bool:
        return "{" in self.msgid or "{" in (self.plural or "")


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _add(found: dict[str, Message], msgid: str, plural: str | None, place: str) -> None:
    message = found.setdefault(msgid, Message(msgid, plural=plural))
    if message.plural != plural:
        raise ValueError(f"'{msgid}' is marked both with and without the plural '{plural}'.")
    if place not in message.places:
        message.places.append(place)  # the file only: line numbers would churn on every edit


def _python_messages(path: Path, name: str, found: dict[str, Message]) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    marked = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        msgid = _literal(node.args[0])
        if called in MARKERS and msgid is not None:
            plural = _literal(node.args[1]) if len(node.args) > 1 else None
            marked.append((node.lineno, node.col_offset, msgid, plural))
    for _, _, msgid, plural in sorted(marked):  # in the order of the file
        _add(found, msgid, plural, name)


def html_text(raw: str) -> str:
    """An element's text as the lobby reads it: entities decoded, white space collapsed."""
    return " ".join(html.unescape(raw).split())


def _js_messages(path: Path, name: str, found: dict[str, Message]) -> None:
    text = path.read_text(encoding="utf-8")
    marked: list[tuple[int, str, str | None]] = [
        (match.start(), json.loads(match.group(1)), None) for match in JS_MARK.finditer(text)
    ]
    marked += [
        (match.start(), json.loads(match.group(1)), json.loads(match.group(2)))
        for match in JS_PLURAL.finditer(text)
    ]
    if path.suffix == ".html":
        marked += [(len(text), html_text(m.group(2)), None) for m in HTML_MARK.finditer(text)]
    for _, msgid, plural in sorted(marked, key=lambda mark: mark[0]):
        _add(found, msgid, plural, name)


def extract(domain: Domain, root: Path = ROOT) -> dict[str, Message]:
    """Every marked text of the domain, in the order of first appearance."""
    found: dict[str, Message] = {}
    for source in domain.sources:
        base = root / source
        paths = [base] if base.is_file() else sorted(base.rglob("*"))
        for path in paths:
            if "__pycache__" in path.parts or not path.is_file():
                continue
            name = path.relative_to(root).as_posix()
            if path.suffix == ".py":
                _python_messages(path, name, found)
            elif path.suffix in (".js", ".mjs", ".html"):
                _js_messages(path, name, found)
    return found


def quote(text: str) -> str:
    """A .po string on one line (the escapes .po files share with C and JSON)."""
    return '"' + json.dumps(text, ensure_ascii=False)[1:-1] + '"'


def header(domain: Domain, language: str | None) -> str:
    fields = [
        f"Project-Id-Version: fortune-games {domain.name}",
        f"Language: {language}" if language else "Language: ",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: 8bit",
    ]
    if language:
        fields.append(f"Plural-Forms: {i18n().PLURAL_FORMS[language]}")
    what = f"{language} translation" if language else "template"
    lines = "\n".join(f'"{f}\\n"' for f in fields)
    return f'# Fortune Games, {domain.name}: {what}.\nmsgid ""\nmsgstr ""\n{lines}\n'


Translations = dict[str, str | tuple[str, ...]]


def render(
    domain: Domain,
    messages: dict[str, Message],
    translations: Translations | None,
    language: str | None,
) -> str:
    """A .pot (no translations) or a .po file of `messages`, in a stable order."""
    out = [header(domain, language)]
    for message in messages.values():
        places = " ".join(message.places)
        entry = [f"#: {places}"]
        if message.braces:
            entry.append("#, python-brace-format")
        entry.append(f"msgid {quote(message.msgid)}")
        value = (translations or {}).get(message.msgid, "")
        if message.plural is None:
            entry.append(f"msgstr {quote(value if isinstance(value, str) else '')}")
        else:
            entry.append(f"msgid_plural {quote(message.plural)}")
            count = i18n().plural_count(language) if language else 2
            forms = value if isinstance(value, tuple) and len(value) == count else ("",) * count
            entry += [f"msgstr[{i}] {quote(form)}" for i, form in enumerate(forms)]
        out.append("\n".join(entry) + "\n")
    return "\n".join(out)


def read_translations(path: Path) -> Translations:
    """The translated entries of a catalogue (the reader the app itself uses)."""
    return i18n().read_po(path.read_text(encoding="utf-8")) if path.is_file() else {}


def translated(message: Message, value: str | tuple[str, ...] | None, language: str) -> bool:
    """Whether `value` translates `message` whole: a text, or every plural form of `language`."""
    if message.plural is None:
        return isinstance(value, str) and bool(value)
    return isinstance(value, tuple) and len(value) == i18n().plural_count(language)


def update(root: Path = ROOT) -> list[str]:
    """Rewrite every template and merge it into every catalogue; return the files written."""
    written = []
    for domain in DOMAINS:
        messages = extract(domain, root)
        template = domain.template(root)
        template.parent.mkdir(parents=True, exist_ok=True)
        template.write_text(render(domain, messages, None, None), encoding="utf-8")
        written.append(template.relative_to(root).as_posix())
        for language in LANGUAGES:
            path = domain.catalogue(language, root)
            path.parent.mkdir(parents=True, exist_ok=True)
            known = read_translations(path)
            path.write_text(render(domain, messages, known, language), encoding="utf-8")
            written.append(path.relative_to(root).as_posix())
    return written


def offered_only_elsewhere(language: str) -> tuple[str, ...]:
    """The folders of the games whose screen does not read in `language` (a game reads in its
    rulebook's languages: docs/rulings.md), whose table's words its catalogue may lack; their
    `__init__.py` is not among them, since the lobby shows every game's blurb and options."""
    i18n()  # ROOT on the path
    from pygames import GAMES

    return tuple(f"pygames/{gid}/" for gid in GAMES if language not in GAMES[gid].languages)


def needed(message: Message, elsewhere: tuple[str, ...]) -> bool:
    """Whether a catalogue must translate `message`: it is read somewhere the language is
    offered."""
    return any(
        not place.startswith(elsewhere) or place.endswith("/__init__.py")
        for place in message.places
    )


def untranslated(root: Path = ROOT) -> dict[str, list[str]]:
    """Per catalogue, the marked texts that have no translation in it (should be none), but
    those read only in the tables of games not offered in its language."""
    missing = {}
    for domain in DOMAINS:
        messages = extract(domain, root)
        for language in LANGUAGES:
            path = domain.catalogue(language, root)
            known = read_translations(path)
            elsewhere = offered_only_elsewhere(language)
            lacking = [
                m
                for m, msg in messages.items()
                if needed(msg, elsewhere) and not translated(msg, known.get(m), language)
            ]
            if lacking:
                missing[path.relative_to(root).as_posix()] = lacking
    return missing


def lobby_messages(
    games: list[dict[str, Any]], root: Path = ROOT
) -> dict[str, dict[str, str | list[str]]]:
    """Per language, the translations the lobby needs (build.py puts them in the page): the
    lobby's own texts (a count's, its plural forms), and the games' blurbs and option labels
    from the registry's `to_json`; a Polish one-letter word bound to the next, as `tr` does."""
    lobby = Domain("lobby", ("web/static", "index.html"), "")
    wanted = set(extract(lobby, root))
    for game in games:
        wanted.add(game["blurb"])
        for option in game["options"].values():
            wanted.update(text for text in (option["label"], option["help"]) if text)
    found = {}
    for language in LANGUAGES:
        known: Translations = {}
        for domain in DOMAINS:
            known.update(read_translations(domain.catalogue(language, root)))
        glue = i18n().bind_single_letters if language in i18n().NO_BREAK else str
        found[language] = {
            msgid: glue(text) if isinstance(text, str) else [glue(form) for form in text]
            for msgid in sorted(wanted)
            if (text := known.get(msgid)) and all(text if isinstance(text, tuple) else [text])
        }
    return found
