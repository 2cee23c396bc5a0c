"""The Rules dialog lays a plain-text rulebook out to be read (a reviewer found it a raw dump:
"Table of Contents" twice, headings like body text), word for word."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from web.views.rulebook import document_html, laid_out, rulebook_html

RULES = Path(__file__).resolve().parents[2] / "rules"
WRITTEN_A_PARAGRAPH_A_LINE = (
    "for-fame-and-fortune.txt",
    "fortuna-1984.txt",
    "fuldrigger.txt",
    "plinius-adversus-vesuvium.txt",
)


def shown_lines(page: str) -> list[str]:
    return [html.unescape(text) for text in re.findall(r"<(?:h3|p|li)>(.*?)</", page)]


@pytest.mark.parametrize("name", WRITTEN_A_PARAGRAPH_A_LINE)
def test_a_rulebook_written_a_paragraph_a_line_keeps_every_line_and_shows_its_headings(
    name: str,
) -> None:
    text = (RULES / name).read_text(encoding="utf-8")
    assert laid_out(text)
    page = rulebook_html(text)
    kept = [
        line.strip().removeprefix("- ")
        for line in text.splitlines()[1:]
        if line.strip() and line.strip() != "Table of Contents"
    ]
    assert shown_lines(page) == kept
    headings = [html.unescape(h) for h in re.findall(r"<h3>(.*?)</h3>", page)]
    assert len(headings) >= 9
    assert "Table of Contents" not in page
    assert all(len(h) <= 60 and not h.endswith(".") for h in headings)


def test_the_fame_and_fortune_rulebook_reads_in_sections_with_its_hands_as_a_list() -> None:
    page = rulebook_html((RULES / "for-fame-and-fortune.txt").read_text(encoding="utf-8"))
    assert "<h3>Fortune Hands</h3><p>Fortune Hands are listed in descending order" in page
    assert "<li>5 Fortunes: 5 cards of the same number.</li>" in page
    assert "<p>Form your best Fortune Hand!</p>" in page


def test_a_typescript_broken_by_hand_stays_as_typed() -> None:
    text = (RULES / "eurobusiness.pl.txt").read_text(encoding="utf-8")
    assert not laid_out(text)
    body = document_html("eurobusiness.pl.txt", text)
    assert body.startswith('<pre class="doc" tabindex="0" lang="pl">')


def test_a_rulebooks_text_is_escaped_not_markup() -> None:
    hostile = "Title\nTitle Rulebook\n<script>alert(1)</script> runs past " + "x" * 120
    body = document_html("hostile.txt", hostile + "\n- <b>item</b>\n" + "y" * 130)
    assert "<script>" not in body and "<b>" not in body
    assert "&lt;script&gt;" in body and "<li>&lt;b&gt;item&lt;/b&gt;</li>" in body


def test_a_markdown_file_is_rendered_under_the_dialogs_title() -> None:
    body = document_html("eurobusiness.en.md", "# Eurobusiness\n\nSome *rules*.")
    assert "<h2>Eurobusiness</h2>" in body and "<em>rules</em>" in body


@pytest.mark.parametrize("name", sorted(path.name for path in RULES.iterdir()))
def test_no_rulebook_shows_an_empty_table_of_contents_heading(name: str) -> None:
    """A reviewer saw "Table of Contents" twice with nothing under it: the sources lost their
    contents, so the heading is left out of every document the Rules dialog shows."""
    page = document_html(name, (RULES / name).read_text(encoding="utf-8"))
    assert "Table of Contents" not in page


def test_the_dealer_note_keeps_the_gap_of_the_source_word_for_word() -> None:
    """ "Whenever play reaches the Dealer, . (e.g. Rotate ...)": the gap is the source's own (the
    rulebook is quoted word for word), not a word our layout dropped."""
    text = (RULES / "for-fame-and-fortune.txt").read_text(encoding="utf-8")
    source = next(line for line in text.splitlines() if "Whenever play reaches" in line)
    assert "Dealer, . (e.g." in source
    assert f"<p>{html.escape(source, quote=False)}</p>" in rulebook_html(text)
