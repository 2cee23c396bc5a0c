"""Messages and their catalogues: every text a player reads in Eurobusiness, Fortuna, the shell
and the lobby has its Polish translation (a test that fails when one lacks it), the templates are
current, translations keep their placeholders, and the gettext reader takes the standard form,
plural forms included (issue 19: "Support gettext plural forms ... and use them for counts")."""

from __future__ import annotations

import gettext
import re
from pathlib import Path

import pytest

from pygames.core import i18n
from pygames.core.i18n import N_, Glossed, Listing, Money, Text, read_po, tr
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
            for form in (msgstr,) if isinstance(msgstr, str) else msgstr:
                assert sorted(PLACEHOLDER.findall(msgid)) == sorted(PLACEHOLDER.findall(form)), (
                    msgid
                )


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
    assert tr("Roll the dice") == "Rzuć kostkami"


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


# --- plural forms ---------------------------------------------------------------------------


def test_the_po_reader_takes_plural_forms() -> None:
    source = """msgid ""
msgstr ""
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : 1);\\n"

#, python-brace-format
msgid "{count} house"
msgid_plural "{count} houses"
msgstr[0] "{count} dom"
msgstr[1] "{count} domy"
msgstr[2] ""
"{count} domów"

msgid "{count} hotel"
msgid_plural "{count} hotels"
msgstr[0] "{count} hotel"
msgstr[1] ""
msgstr[2] ""
"""
    # A plural entry with a form left empty is untranslated, like an empty msgstr.
    assert read_po(source) == {"{count} house": ("{count} dom", "{count} domy", "{count} domów")}
    with pytest.raises(ValueError, match="numbered from 0"):
        read_po('msgid "a"\nmsgid_plural "b"\nmsgstr[1] "c"\n')
    with pytest.raises(ValueError, match="no msgid_plural"):
        read_po('msgid "a"\nmsgstr[0] "c"\n')


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_each_language_picks_the_form_its_header_formula_gives(code: str) -> None:
    """The Python rule and the catalogue's Plural-Forms header (the C expression gettext tools
    read, evaluated here by the standard library) agree on every count."""
    formula = i18n.PLURAL_FORMS[code].partition("plural=")[2].rstrip(";")
    header = gettext.c2py(formula)
    assert [i18n.plural_index(code, n) for n in range(2000)] == [header(n) for n in range(2000)]
    assert i18n.plural_count(code) == max(header(n) for n in range(2000)) + 1


def test_the_catalogues_state_the_plural_forms_of_their_language() -> None:
    for domain in messages.DOMAINS:
        text = domain.catalogue("pl").read_text(encoding="utf-8")
        assert f"Plural-Forms: {i18n.PLURAL_FORMS['pl']}\\n" in text


HOUSES = (
    "You may buy at most {count} house a round.",
    "You may buy at most {count} houses a round.",
)


@pytest.mark.parametrize(
    "count, polish",
    [(1, "1 dom"), (2, "2 domy"), (4, "4 domy"), (5, "5 domów"), (12, "12 domów"),
     (14, "14 domów"), (22, "22 domy"), (25, "25 domów"), (32, "32 domy"), (0, "0 domów"),
     (112, "112 domów"), (1001, "1001 domów")],
)  # fmt: skip
def test_a_count_takes_the_polish_form_of_its_number(count: int, polish: str) -> None:
    english = f"{count} house" if count == 1 else f"{count} houses"
    assert tr(*HOUSES, count=count) == f"You may buy at most {english} a round."
    i18n.set_language("pl")
    # A count and its noun stay on one line.
    polish = polish.replace(" ", "\u00a0")
    assert tr(*HOUSES, count=count) == f"W\u00a0każdej rundzie możesz kupić najwyżej {polish}."


def test_a_plural_text_is_translated_when_shown_and_a_marked_one_later() -> None:
    line = Text(
        "{who} rolls {a}+{b} and moves {count} space.",
        "{who} rolls {a}+{b} and moves {count} spaces.",
        who="@0",
        a=1,
        b=1,
        count=2,
    )
    assert str(line) == "@0 rolls 1+1 and moves 2 spaces."
    assert line != Text("{who} rolls {a}+{b} and moves {count} space.", **line.args)
    marked = N_(*HOUSES)
    i18n.set_language("pl")
    assert str(line) == "@0 wyrzuca 1+1 i\u00a0przesuwa się o\u00a02\u00a0pola."
    assert tr(marked, count=3) == "W\u00a0każdej rundzie możesz kupić najwyżej 3\u00a0domy."
    with pytest.raises(TypeError, match="needs its count"):
        tr(*HOUSES)


def test_a_plural_message_lacking_a_translation_reads_in_english() -> None:
    i18n.set_language("pl")
    assert tr("{count} unknown thing", "{count} unknown things", count=5) == "5 unknown things"
    assert tr("{count} unknown thing", "{count} unknown things", count=1) == "1 unknown thing"


def test_the_name_limit_counts_its_characters_in_polish() -> None:
    """Issue 19: "24 znaków" is wrong Polish: 24 znaki."""
    from pygames.core.errors import RecordError
    from pygames.core.record import clean_name

    i18n.set_language("pl")
    with pytest.raises(RecordError) as raised:
        clean_name("x" * 25, 1)
    assert str(raised.value) == "Imię osoby 2 jest dłuższe niż 24\u00a0znaki."


def test_messages_equal_by_value_are_not_hashable() -> None:
    """They compare by their words and arguments, so no hash by identity may disagree."""
    for message in (Text("Plain"), Money(5, "$"), Listing(["a"]), Glossed("a", "b")):
        with pytest.raises(TypeError, match="unhashable"):
            hash(message)


def test_the_extractor_marks_plurals_in_the_templates_and_each_language_s_forms(
    tmp_path: Path,
) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "a.py").write_text(
        'tr("One {count} cat", "{count} cats", count=n)\nText("Plain")\n', encoding="utf-8"
    )
    domain = messages.Domain("x", ("src",), "loc")
    found = messages.extract(domain, tmp_path)
    assert found["One {count} cat"].plural == "{count} cats"
    assert found["Plain"].plural is None
    template = messages.render(domain, found, None, None)
    assert 'msgid_plural "{count} cats"\nmsgstr[0] ""\nmsgstr[1] ""\n' in template
    polish = messages.render(domain, found, {"One {count} cat": ("a", "b", "c")}, "pl")
    assert 'msgstr[0] "a"\nmsgstr[1] "b"\nmsgstr[2] "c"' in polish
    assert read_po(polish) == {"One {count} cat": ("a", "b", "c")}
    (tmp_path / "src" / "b.py").write_text('tr("Plain", "Plains", count=2)\n', encoding="utf-8")
    with pytest.raises(ValueError, match="both with and without"):
        messages.extract(domain, tmp_path)


def test_a_plural_entry_with_a_form_missing_counts_as_untranslated() -> None:
    message = messages.Message("{count} house", plural="{count} houses")
    assert messages.translated(message, ("a", "b", "c"), "pl")
    assert not messages.translated(message, ("a", "b"), "pl")
    assert not messages.translated(message, "a", "pl")
    assert not messages.translated(messages.Message("x"), ("a", "b", "c"), "pl")


def test_the_table_of_a_game_offered_only_in_english_needs_no_polish() -> None:
    """Plinius and For Fame & Fortune read in English only (their rulebooks'), so the Polish
    catalogue may lack their tables' words; their lobby texts and any message another game
    shares still need it."""
    elsewhere = messages.offered_only_elsewhere("pl")
    assert "pygames/plinius/" in elsewhere and "pygames/fame_fortune/" in elsewhere
    assert "pygames/eurobusiness/" not in elsewhere

    def message(*places: str) -> messages.Message:
        return messages.Message("Pass", list(places))

    assert not messages.needed(message("pygames/plinius/words.py"), elsewhere)
    assert messages.needed(message("pygames/plinius/__init__.py"), elsewhere)
    assert messages.needed(
        message("pygames/fame_fortune/words.py", "pygames/estate/words.py"), elsewhere
    )
