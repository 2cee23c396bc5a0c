"""How `python3 build.py test` runs pytest (tools/running.py): the whole suite as the browser tests
and the others side by side, each run's status kept; arguments given make one run."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tools import running


def probe(tmp_path: Path, body: str) -> Path:
    """A stand-in for the venv's python: `python -m pytest ARGS` runs `body` with ARGS."""
    script = tmp_path / "fake_python.py"
    script.write_text("import sys\nargs = sys.argv[3:]\n" + body)
    runner = tmp_path / "python"
    runner.write_text(f'#!/bin/sh\nexec {sys.executable} {script} "$@"\n')
    runner.chmod(0o755)
    return runner


def test_the_whole_suite_runs_the_browser_tests_and_the_others_side_by_side(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    # Each run writes where it started and waits for the other: run one after the other, the
    # first would wait in vain and the browser run would fail.
    body = f"""
import pathlib, time
folder = pathlib.Path({str(tmp_path)!r})
me = "browser" if args[0] == "tests/e2e" else "others"
(folder / me).write_text(" ".join(args))
other = folder / ("others" if me == "browser" else "browser")
for _ in range(200):
    if other.exists():
        break
    time.sleep(0.05)
print(me, "saw the other" if other.exists() else "ran alone")
sys.exit(0 if me == "browser" else 3)
"""
    results = running.run_pytest(probe(tmp_path, body), [], {})
    assert results == [
        (["tests/e2e", "-n", "2", "--dist", "loadfile"], 0),
        (["tests", "--ignore=tests/e2e", "-p", "no:cacheprovider"], 3),
    ]
    out = capfd.readouterr().out
    assert "browser saw the other" in out and "others saw the other" in out
    # The others' report follows the browser tests' whole.
    assert out.index("browser saw the other") < out.index("others saw the other")


def test_arguments_given_make_one_run_as_given(tmp_path: Path) -> None:
    runner = probe(tmp_path, "sys.exit(0 if args == ['tests/core', '-k', 'deck'] else 5)")
    assert running.run_pytest(runner, ["tests/core", "-k", "deck"], {}) == [
        (["tests/core", "-k", "deck"], 0)
    ]
