"""Every document the project cites is in the repository.

A newcomer with a clone must be able to read why the code does what it does: a comment, a
docstring, a README or a doc that names a `.md` or `.txt` file (`docs/rulings.md`,
`rules/fuldrigger.txt`) names one that is here. A name with a folder is found from the
repository's root or from the citing file's folder (a leading `/` means the root); a bare name
(`fortuna-1984.txt`) is the name of some file here. Nothing outside the repository counts: a
path that climbs out of it fails, even where such a file happens to exist on this machine.
"""

from __future__ import annotations

import ast
import io
import re
import subprocess
import tokenize
from collections.abc import Iterator
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[2]
CITED = re.compile(r"(?<![\w/.:-])((?:\.\./|\./|/)*\w[\w.-]*(?:/[\w.-]+)*\.(?:md|txt))(?![\w/-])")
JS_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
HTML_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
SOURCES = (".py", ".md", ".js", ".mjs", ".css", ".html")


def repository_files() -> list[str]:
    """The files git tracks, and the new ones it does not ignore."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\n")
    return [name for name in listed if name and (ROOT / name).is_file()]


def python_prose(text: str) -> Iterator[str]:
    """The comments and docstrings of a Python file."""
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type == tokenize.COMMENT:
            yield token.string
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            docstring = ast.get_docstring(node, clean=False)
            if docstring:
                yield docstring


def prose(name: str, text: str) -> Iterator[str]:
    """The parts of a file where it speaks to its reader: all of a Markdown file, the comments
    and docstrings of Python, the comments of JavaScript, CSS and HTML."""
    if name.endswith(".md"):
        yield text
    elif name.endswith(".py"):
        yield from python_prose(text)
    elif name.endswith((".js", ".mjs", ".css")):
        yield from JS_COMMENT.findall(text)
    elif name.endswith(".html"):
        yield from HTML_COMMENT.findall(text)


def found(cited: str, citing: str, files: set[str], names: set[str]) -> bool:
    """Whether `cited`, named in the file `citing`, is a file of the repository."""
    if "/" not in cited.strip("/"):
        return cited.strip("/") in names
    if cited.startswith("/"):
        return cited.lstrip("/") in files
    here = PurePosixPath(citing).parent
    beside = PurePosixPath(*(here / cited).parts)
    parts: list[str] = []
    for part in beside.parts:
        if part == "..":
            if not parts:
                return False  # outside the repository
            parts.pop()
        elif part != ".":
            parts.append(part)
    return "/".join(parts) in files or cited.removeprefix("./") in files


def citations() -> Iterator[tuple[str, str]]:
    """(citing file, cited name) for every `.md`/`.txt` name in the repository's prose."""
    for name in repository_files():
        if name.startswith("rules/") or not name.endswith(SOURCES):
            continue  # the rulebooks cite nothing of ours
        text = (ROOT / name).read_text(encoding="utf-8")
        for part in prose(name, text):
            for match in CITED.finditer(part):
                yield name, match.group(1)


def test_every_cited_document_is_in_the_repository() -> None:
    files = set(repository_files())
    names = {PurePosixPath(f).name for f in files}
    missing = sorted(
        f"{citing}: {cited}"
        for citing, cited in set(citations())
        if not found(cited, citing, files, names)
    )
    assert not missing, "cited but not in the repository:\n" + "\n".join(missing)


def test_the_check_finds_a_citation_of_a_document_outside_the_repository() -> None:
    """The check itself: the old citations fail, the new ones pass."""
    files = set(repository_files())
    names = {PurePosixPath(f).name for f in files}
    text = '"""Why: RULINGS.md, ../shared/DESIGN.md; see docs/rulings.md and fuldrigger.txt."""\n'
    cited = [m.group(1) for part in prose("x/y.py", text) for m in CITED.finditer(part)]
    assert cited == ["RULINGS.md", "../shared/DESIGN.md", "docs/rulings.md", "fuldrigger.txt"]
    assert [found(c, "pygames/core/game.py", files, names) for c in cited] == [
        False,
        False,
        True,
        True,
    ]
