"""The mutation table (tools/mutation_table.py, run by `python3 build.py mutations`) stays true
to the sources: code moves between modules, and an edit whose text no longer stands where the
table says is not made at all, which the run reports but no other test would notice."""

from __future__ import annotations

from pathlib import Path

from tools.mutation_table import MUTATIONS

ROOT = Path(__file__).resolve().parents[1]


def test_every_mutation_finds_its_text_once_and_names_tests_that_exist() -> None:
    assert len(MUTATIONS) >= 40
    for mutation in MUTATIONS:
        source = (ROOT / mutation.path).read_text(encoding="utf-8")
        assert source.count(mutation.find) == 1, (mutation.name, mutation.path)
        assert mutation.find != mutation.replace, mutation.name
        for argument in mutation.tests:
            if argument.startswith("tests/"):
                assert (ROOT / argument.split("::")[0]).exists(), (mutation.name, argument)
