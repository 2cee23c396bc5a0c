"""The message catalogues: extract the marked texts and keep the gettext files current.

    python3 build.py messages    rewrite each domain's .pot and merge it into every .po

Two domains, each with its template and one catalogue per language, in the standard layout so
that translators' tools (Poedit, msgmerge, Weblate) read them:

    pygames/locale/pygames.pot   pygames/locale/pl/LC_MESSAGES/pygames.po   the rules' texts
    web/locale/web.pot           web/locale/pl/LC_MESSAGES/web.po           the front end's

Texts are marked in Python by `tr("...")`, `Text("...")` and `N_("...")` (pygames.core.i18n)
and in the lobby's JavaScript by `t("...")`. Standard library only, like build.py.
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKERS = frozenset({"tr", "Text", "N_"})
LANGUAGES = ("pl",)
JS_MARK = re.compile(r"""\bt\(\s*("(?:[^"\\]|\\.)*")""")
PLURAL_FORMS = {
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);"
}


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

    @property
    def braces(self) -> bool:
        return "{" in self.msgid


def _python_messages(path: Path, name: str, found: dict[str, Message]) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    marked = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
        first = node.args[0]
        if called in MARKERS and isinstance(first, ast.Constant) and isinstance(first.value, str):
            marked.append((node.lineno, node.col_offset, first.value))
    for _, _, msgid in sorted(marked):  # in the order of the file
        places = found.setdefault(msgid, Message(msgid)).places
        if name not in places:
            places.append(name)  # the file only: line numbers would churn on every edit


def _js_messages(path: Path, name: str, found: dict[str, Message]) -> None:
    text = path.read_text(encoding="utf-8")
    for match in JS_MARK.finditer(text):
        msgid = json.loads(match.group(1))
        places = found.setdefault(msgid, Message(msgid)).places
        if name not in places:
            places.append(name)


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
            elif path.suffix in (".js", ".html"):
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
    if language in PLURAL_FORMS:
        fields.append(f"Plural-Forms: {PLURAL_FORMS[language]}")
    what = f"{language} translation" if language else "template"
    lines = "\n".join(f'"{f}\\n"' for f in fields)
    return f'# Fortune Games, {domain.name}: {what}.\nmsgid ""\nmsgstr ""\n{lines}\n'


def render(
    domain: Domain,
    messages: dict[str, Message],
    translations: dict[str, str] | None,
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
        entry.append(f"msgstr {quote(value)}")
        out.append("\n".join(entry) + "\n")
    return "\n".join(out)


def read_translations(path: Path) -> dict[str, str]:
    """The translated entries of a catalogue (the reader the app itself uses)."""
    import sys

    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from pygames.core.i18n import read_po

    return read_po(path.read_text(encoding="utf-8")) if path.is_file() else {}


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


def untranslated(root: Path = ROOT) -> dict[str, list[str]]:
    """Per catalogue, the marked texts that have no translation in it (should be none)."""
    missing = {}
    for domain in DOMAINS:
        messages = extract(domain, root)
        for language in LANGUAGES:
            path = domain.catalogue(language, root)
            known = read_translations(path)
            lacking = [m for m in messages if not known.get(m)]
            if lacking:
                missing[path.relative_to(root).as_posix()] = lacking
    return missing
