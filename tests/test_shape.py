"""The shape of the code (issue 32): every source file stays under 600 lines, so that each holds
one idea a reader can take in; the house rule made a check, not a habit."""

from __future__ import annotations

import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 600
FOLDERS = ("pygames", "web", "tools", "bench", "tests")
KINDS = (".py", ".js", ".mjs", ".css", ".html")
# Files allowed past the limit, each with why, at most as long as the number given: the list
# may only shrink (a file split under the limit must leave it, see the test below).
OVER: dict[str, tuple[int, str]] = {}


def sources() -> list[Path]:
    """The files git keeps (and new ones it does not ignore) that are code: build.py and the
    .py, .js, .mjs, .css and .html files of the source folders."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z", *FOLDERS],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    found = [ROOT / name for name in filter(None, listed.split("\0")) if name.endswith(KINDS)]
    return [ROOT / "build.py", *(path for path in found if path.is_file())]


def lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_every_source_file_is_at_most_600_lines() -> None:
    found = sources()
    assert len(found) > 100  # the listing works
    too_long = {}
    for path in found:
        name = path.relative_to(ROOT).as_posix()
        allowed = OVER[name][0] if name in OVER else LIMIT
        if lines(path) > allowed:
            too_long[name] = lines(path)
    assert too_long == {}, f"split these by idea (at most {LIMIT} lines): {too_long}"


def test_the_files_allowed_past_the_limit_are_still_past_it() -> None:
    """A file split under the limit leaves the list, so that the list says what is left."""
    for name in OVER:
        assert lines(ROOT / name) > LIMIT, f"{name} is under {LIMIT} lines now: drop it from OVER"
