"""Enough Markdown to show the rulebooks and board files rendered, not raw: headings,
paragraphs, lists, tables and inline emphasis. Everything is escaped first; links keep their
text only (the app opens nothing outside itself)."""

from __future__ import annotations

import re

from .common import esc

_INLINE = (
    (re.compile(r"`([^`]+)`"), r"<code>\1</code>"),
    (re.compile(r"\*\*([^*]+)\*\*"), r"<strong>\1</strong>"),
    (re.compile(r"(?<![*\w])\*([^*\s][^*]*)\*(?!\*)"), r"<em>\1</em>"),
    (re.compile(r"\[([^\]]+)\]\([^)]*\)"), r"\1"),
)
_HEADING = re.compile(r"^(#{1,6})\s+(.*)$")
_ITEM = re.compile(r"^\s*(?:[-*]|\d+[.)])\s+(.*)$")
_RULE = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$")


def inline(text: str) -> str:
    html = esc(text)
    for pattern, replacement in _INLINE:
        html = pattern.sub(replacement, html)
    return html


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]


def render(source: str) -> str:
    """The Markdown text as HTML."""
    out: list[str] = []
    lines = source.splitlines()
    paragraph: list[str] = []
    items: list[str] = []

    def flush() -> None:
        if paragraph:
            out.append(f"<p>{inline(' '.join(paragraph))}</p>")
            paragraph.clear()
        if items:
            out.append("<ul>" + "".join(f"<li>{inline(i)}</li>" for i in items) + "</ul>")
            items.clear()

    k = 0
    while k < len(lines):
        line = lines[k]
        heading = _HEADING.match(line)
        item = _ITEM.match(line)
        if not line.strip():
            flush()
        elif heading:
            flush()
            level = len(heading.group(1)) + 1  # the dialog's own title is the h2's parent
            out.append(f"<h{min(level, 6)}>{inline(heading.group(2))}</h{min(level, 6)}>")
        elif line.lstrip().startswith("|") and k + 1 < len(lines) and _RULE.match(lines[k + 1]):
            flush()
            head = "".join(f"<th>{inline(c)}</th>" for c in _cells(line))
            rows = []
            k += 2
            while k < len(lines) and lines[k].lstrip().startswith("|"):
                rows.append(
                    "<tr>" + "".join(f"<td>{inline(c)}</td>" for c in _cells(lines[k])) + "</tr>"
                )
                k += 1
            out.append(
                f'<div class="md-table"><table><thead><tr>{head}</tr></thead>'
                f"<tbody>{''.join(rows)}</tbody></table></div>"
            )
            continue
        elif item:
            if paragraph:
                flush()
            items.append(item.group(1))
        elif items and line.startswith((" ", "\t")):
            items[-1] += " " + line.strip()
        else:
            if items:
                flush()
            paragraph.append(line.strip())
        k += 1
    flush()
    return "".join(out)
