"""The standard library the site ships (tools/stdlib.py): Pyodide's zip cut to the modules listed
in tools/stdlib-modules.txt, without comments. The browser-side check (every listed module
imports in the page, and a session loads nothing unlisted) is tests/e2e/test_stdlib.py."""

from __future__ import annotations

import ast
import gzip
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

import build
from tools import stdlib

PYODIDE_STDLIB = stdlib.ROOT / "node_modules/pyodide/python_stdlib.zip"


@pytest.fixture(scope="module")
def repacked(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if not PYODIDE_STDLIB.is_file():
        pytest.fail(f"{PYODIDE_STDLIB} is missing: run npm ci (python3 build.py runs it).")
    target = tmp_path_factory.mktemp("stdlib") / "python_stdlib.zip"
    stdlib.repack(PYODIDE_STDLIB, target)
    return target


def test_every_standard_module_our_sources_import_is_listed() -> None:
    # An import added to pygames/ or web/ must be gathered again (python tools/stdlib.py), or
    # the browser would not find it; modules built into the interpreter (math, time, zlib) are
    # not in the zip at all.
    in_pyodide_zip = stdlib.source_imports() & stdlib.in_zip(PYODIDE_STDLIB)
    assert "json" in in_pyodide_zip
    missing = sorted(in_pyodide_zip - set(stdlib.listed()))
    assert missing == []


def test_the_repacked_zip_holds_every_listed_module(repacked: Path) -> None:
    held = stdlib.in_zip(repacked)
    assert sorted(set(stdlib.listed()) - held) == []


def test_the_repacked_zip_leaves_out_what_the_app_never_imports(repacked: Path) -> None:
    held = stdlib.in_zip(repacked)
    for unused in ("email", "unittest", "xml", "http.client", "encodings.cp1252"):
        assert unused not in held
    # As a host sends them: under a third of Pyodide's archive.
    sent = len(gzip.compress(repacked.read_bytes(), 9))
    assert sent < len(gzip.compress(PYODIDE_STDLIB.read_bytes(), 9)) / 3


# Run by Node in Pyodide itself: its modules are Python 3.14 (t-strings, f-strings nesting
# quotes), which the tokenizer of an older Python cutting the comments could misread; Pyodide's own
# parser says whether the code is unchanged.
SAME_CODE = r"""
import { loadPyodide } from "pyodide";
import fs from "fs";
const [original, cut] = process.argv.slice(1);
const py = await loadPyodide();
py.FS.writeFile("/tmp/original.zip", fs.readFileSync(original));
py.FS.writeFile("/tmp/cut.zip", fs.readFileSync(cut));
console.log(py.runPython(`
import ast, json, zipfile
original, cut = zipfile.ZipFile("/tmp/original.zip"), zipfile.ZipFile("/tmp/cut.zip")
def same(name):
    before, after = original.read(name), cut.read(name)
    return before.count(b"\\n") == after.count(b"\\n") and (
        ast.dump(ast.parse(before)) == ast.dump(ast.parse(after)))
modules = [name for name in cut.namelist() if name.endswith(".py")]
json.dumps({"modules": len(modules), "changed": [n for n in modules if not same(n)]})
`));
"""


def test_a_module_stripped_of_comments_is_the_same_code_on_the_same_lines(repacked: Path) -> None:
    node = shutil.which("node")
    assert node is not None, "Node is needed (the build needs it too)"
    answer = subprocess.run(
        [node, "--input-type=module", "-e", SAME_CODE, str(PYODIDE_STDLIB), str(repacked)],
        cwd=stdlib.ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    checked = json.loads(answer.stdout.strip().splitlines()[-1])
    assert checked["modules"] > 100
    assert checked["changed"] == []


def test_stripping_comments_keeps_strings_with_a_hash_and_the_encoding_line() -> None:
    source = (
        b"# -*- coding: utf-8 -*-\n"
        b"x = 'a # b'  # a comment\n"
        b"# a whole line\n"
        b"y = '\xc5\xbc'  # after a non-ASCII letter\n"
    )
    assert stdlib.strip_comments(source) == (
        b"# -*- coding: utf-8 -*-\nx = 'a # b'\n\ny = '\xc5\xbc'\n"
    )


def without_docstrings(tree: ast.AST) -> str:
    """The tree's dump with every docstring emptied, as strip_docstrings leaves them."""
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            value = body[0].value
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                value.value = ""
    return ast.dump(tree)


def test_the_apps_modules_ship_the_same_code_on_the_same_lines(tmp_path: Path) -> None:
    target = tmp_path / "app.zip"
    build.write_app_zip(stdlib.ROOT, target)
    with zipfile.ZipFile(target) as shipped:
        names = [name for name in shipped.namelist() if name.endswith(".py")]
        assert "web/app.py" in names
        for name in names:
            before, after = (stdlib.ROOT / name).read_bytes(), shipped.read(name)
            assert after.count(b"\n") == before.count(b"\n"), name
            assert without_docstrings(ast.parse(after)) == without_docstrings(ast.parse(before))
        assert len(shipped.read("web/app.py")) < (stdlib.ROOT / "web/app.py").stat().st_size


def test_the_shipped_lock_file_names_the_runtime_and_no_package(tmp_path: Path) -> None:
    target = tmp_path / "pyodide-lock.json"
    stdlib.trim_lock(PYODIDE_STDLIB.with_name("pyodide-lock.json"), target)
    lock = json.loads(target.read_text(encoding="utf-8"))
    assert lock["packages"] == {}
    assert lock["info"]["python"].startswith("3.14")
