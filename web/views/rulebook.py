"""A rulebook or board file as the reader sees it. Markdown is rendered. A plain-text
rulebook is laid out to be read: its headings as headings, its "- " lines as lists, its other
lines as paragraphs; the text is the rulebook's own, word for word (only the empty "Table of
Contents" headings, the source having lost the contents, and the title said twice are left out;
a phrase the source lost is filled in from docs/rulings.md, marked as ours).
A typescript such as the Polish Eurobusiness (lines broken by hand) stays as it was typed."""

from __future__ import annotations

import re

from pygames.core.i18n import NO_BREAK, bind_single_digits, bind_single_letters, language, tr

from . import markdown
from .common import esc

_HEADING_MAX = 60
_SENTENCE_ENDS = ".:;,!?)"
_EMPTY_CONTENTS = "Table of Contents"
# A typed page breaks its lines before 80 characters; a paragraph a line runs past 100 often.
_LONG_LINE = 100
_LONG_SHARE = 0.15
# Phrases the supplied text lost (an icon of the printed sheet, dropped in its conversion): a
# reader saw "reaches the Dealer, . (e.g. Rotate ..." as a broken sentence. (the source's
# words before the gap, the phrase as ruled in docs/rulings.md)
_LOST = {
    "Whenever play reaches the Dealer, .": (
        "Whenever play reaches the Dealer, ",
        "the Fortune Multiplier goes up by one",
    ),
}


def _heading(line: str) -> bool:
    return (
        len(line) <= _HEADING_MAX
        and not line.startswith("- ")
        and line[-1] not in _SENTENCE_ENDS
        and (line[0].isupper() or line[0].isdigit())
    )


def laid_out(text: str) -> bool:
    """Whether the text is written a paragraph a line (headings between), not broken by hand."""
    lines = [line for line in text.splitlines() if line.strip()]
    return len([line for line in lines if len(line) > _LONG_LINE]) >= len(lines) * _LONG_SHARE


def _paragraph(line: str) -> str:
    """A line as HTML; a lost phrase filled in, in brackets and marked as the editor's."""
    for gap, (before, phrase) in _LOST.items():
        if gap in line:
            head, tail = line.split(gap, 1)
            return f"{esc(head + before)}<ins>[{esc(phrase)}]</ins>.{esc(tail)}"
    return esc(line)


def rulebook_html(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    lines = [line for line in lines if line != _EMPTY_CONTENTS]
    if len(lines) > 1 and lines[1].startswith(lines[0]):
        lines = lines[1:]
    parts: list[str] = []
    items: list[str] = []
    for line in lines:
        if line.startswith("- "):
            items.append(f"<li>{esc(line[2:])}</li>")
            continue
        if items:
            parts.append(f"<ul>{''.join(items)}</ul>")
            items = []
        tag = "h3" if _heading(line) else "p"
        parts.append(f"<{tag}>{_paragraph(line)}</{tag}>")
    if items:
        parts.append(f"<ul>{''.join(items)}</ul>")
    return "".join(parts)


def named_by_label(text: str, labels: dict[str, str]) -> str:
    """The text with each document it names by file (`eurobusiness.pl.txt`) named instead as
    its tab reads ("Rulebook (Polish)"): a reader never meets a file's name."""
    for file, label in labels.items():
        text = text.replace(f"`{file}`", f"“{label}”").replace(file, f"“{label}”")
    return text


_TAG = re.compile(r"(<[^>]*>)")


def bound(html: str) -> str:
    """`html` with each text node's one-letter words and one-digit numbers bound to the next word
    (Polish typography), its tags and attributes untouched."""
    return "".join(
        part if part.startswith("<") else bind_single_digits(bind_single_letters(part))
        for part in _TAG.split(html)
    )


def document_html(name: str, text: str, labels: dict[str, str] | None = None) -> str:
    """The body of the Rules dialog for the file `name` (focusable, so the keys scroll it);
    `labels` (file -> tab label) names the other documents the text points to."""
    lang = "pl" if ".pl." in name else "en"
    text = named_by_label(text, labels or {})
    glue = bound if lang in NO_BREAK else str
    if name.endswith(".md"):
        return f'<div class="doc" tabindex="0" lang="{lang}">{glue(markdown.render(text))}</div>'
    if laid_out(text):
        return f'<div class="doc" tabindex="0" lang="{lang}">{glue(rulebook_html(text))}</div>'
    return f'<pre class="doc" tabindex="0" lang="{lang}">{esc(text)}</pre>'


def english_only_note(name: str, languages: tuple[str, ...]) -> str:
    """A line before an English rulebook of a game whose screen does not read in the reader's
    language, said in it (Eurobusiness names its English tab "Zasady (po angielsku)")."""
    if ".pl." in name or language() in ("en", *languages):
        return ""
    return f'<p class="doc-note">{esc(tr("This rulebook is in English only."))}</p>'
