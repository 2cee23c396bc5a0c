"""Messages and their catalogues: every text a player reads in Eurobusiness, Fortuna, the shell
and the lobby has its Polish translation (a test that fails when one lacks it), the templates are
current, translations keep their placeholders, and the gettext reader takes the standard form."""

from __future__ import annotations

import re

import pytest

from pygames.core import i18n
from pygames.core.i18n import Glossed, Money, Text, read_po, tr
from tools import messages

PLACEHOLDER = re.compile(r"\{(\w*)\}")


@pytest.fixture(autouse=True)
def english_after() -> object:
    yield
    i18n.set_language("en")


def test_every_message_has_its_polish_translation() -> None:
    """Issue 11: a test that fails when a message lacks its translation."""
    assert messages.untranslated() == {}


def test_the_templates_are_current() -> None:
    """The .pot files hold exactly the marked texts (run `python3 build.py messages`)."""
    for domain in messages.DOMAINS:
        expected = messages.render(domain, messages.extract(domain), None, None)
        assert domain.template().read_text(encoding="utf-8") == expected, domain.name


def test_translations_keep_every_placeholder() -> None:
    for domain in messages.DOMAINS:
        for msgid, msgstr in messages.read_translations(domain.catalogue("pl")).items():
            assert sorted(PLACEHOLDER.findall(msgid)) == sorted(PLACEHOLDER.findall(msgstr)), msgid


def test_the_po_reader_takes_the_standard_form() -> None:
    source = """# a comment
msgid ""
msgstr ""
"Language: pl\\n"

#: a.py
#, python-brace-format
msgid "Roll the dice"
msgstr "Rzuć kośćmi"

#, fuzzy
msgid "Unsure"
msgstr "Niepewne"

msgid "Two "
"lines"
msgstr ""
"Dwie linie"

msgid "Untranslated"
msgstr ""
"""
    assert read_po(source) == {"Roll the dice": "Rzuć kośćmi", "Two lines": "Dwie linie"}
    with pytest.raises(ValueError, match="does not take"):
        read_po('msgctxt "x"\nmsgid "a"\nmsgstr "b"\n')


def test_text_is_translated_when_shown() -> None:
    """A log line written in English reads in Polish after a switch, and back."""
    line = Text("{who} starts.", who="@0")
    assert str(line) == "@0 starts."
    i18n.set_language("pl")
    assert str(line) == "Zaczyna @0."
    assert tr("Roll the dice") == "Rzuć kośćmi"


def test_amounts_are_written_as_the_language_writes_numbers() -> None:
    assert str(Money(20_000, "ducats")) == "20,000\u00a0ducats"
    i18n.set_language("pl")
    assert str(Money(20_000, "ducats")) == "20\u00a0000\u00a0dukatów"


def test_printed_card_words_in_polish_glosses_in_english() -> None:
    card = Glossed("Wracasz na start.", "Go back to Start.")
    assert str(card) == "Go back to Start."
    i18n.set_language("pl")
    assert str(card) == "Wracasz na start."


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="no language"):
        i18n.set_language("xx")
