"""The built site (CPython, no browser): the layout of dist/, the archive, the worker, lobby data.

This folder is not named tests/build because pytest skips folders named build by default.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import build

ROOT = build.ROOT
COPIES = (".gz", ".br")  # precompressed copies beside a file, for hosts that serve them
LAYOUT = [
    "index.html",
    "main.py",
    "pyscript.json",
    "app.zip",
    "sw.js",
    "static/app.css",
    "static/estate.css",
    "static/fuldrigger.css",
    "static/plinius.css",
    "static/fame_fortune.css",
    "static/lobby.js",
    "static/manifest.webmanifest",
    "static/python.mjs",
    "static/app-files.mjs",
    "static/table.mjs",
    "static/motion.mjs",
    "static/layout.mjs",
    "static/pan.mjs",
    "idiomorph/idiomorph.esm.js",
    "pyscript/core.js",
    "pyscript/core.css",
    *(f"pyodide/{name}" for name in build.PYODIDE_FILES),
]
# Stand-ins for the browser-only modules, so web.app imports under CPython as under Pyodide.
BROWSER_STUBS = """
import sys, types
class Stub(types.ModuleType):
    def __getattr__(self, name):
        if name.startswith("__"):
            raise AttributeError(name)
        return Stub(name)
    def __call__(self, *args, **kwargs):
        return Stub("call")
for name in ("js", "pyodide", "pyodide.ffi", "pyodide.http", "pyscript"):
    sys.modules[name] = Stub(name)
"""


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("build") / "dist"
    build.build(ROOT, out)
    return out


def copy_sources(target: Path) -> Path:
    """The inputs of a build, so a test can change one without touching the work tree."""
    target.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ROOT / "index.html", target / "index.html")
    ignore = shutil.ignore_patterns("__pycache__")
    for folder in ("web", "pygames", "rules"):
        shutil.copytree(ROOT / folder, target / folder, ignore=ignore)
    return target


def build_hash(out: Path) -> str:
    match = re.search(
        r'<meta name="build" content="([0-9a-f]+)">', (out / "index.html").read_text()
    )
    assert match, "index.html carries no build hash"
    return match.group(1)


def precache(out: Path) -> tuple[str, dict[str, str]]:
    """The worker's cache name and its files (URL relative to the site -> content hash)."""
    text = (out / "sw.js").read_text()
    cache = re.search(r"^const CACHE = (\".*\");$", text, re.M)
    files = re.search(r"^const FILES = (\{.*\});$", text, re.M)
    assert cache and files, "sw.js lacks its cache name or its file list"
    return json.loads(cache.group(1)), json.loads(files.group(1))


def test_every_file_of_the_layout_is_built(dist: Path) -> None:
    missing = [name for name in LAYOUT if not (dist / name).is_file()]
    assert missing == []
    # The supplied rulebooks and our renderings of them (docs/rules/) side by side.
    rulebooks = sorted(
        p.name for folder in ("rules", "docs/rules") for p in (ROOT / folder).iterdir()
    )
    shipped = sorted(p.name for p in (dist / "rules").iterdir() if p.suffix not in COPIES)
    assert rulebooks and shipped == rulebooks
    assert json.loads((dist / "pyscript.json").read_text()) == {
        "interpreter": "./static/python.mjs"
    }
    # Our interpreter module and the snapshot worker take Pyodide from the build's own copy.
    for module in ("static/python.mjs", "static/snapshot.mjs", "static/snapshot-worker.mjs"):
        assert 'from "../pyodide/pyodide.mjs"' in (dist / module).read_text(), module
    assert (dist / "main.py").read_bytes() == (ROOT / "web/main.py").read_bytes()


def test_the_table_morphs_with_the_pinned_idiomorph(dist: Path) -> None:
    """The redraw's library is the package.json pin, copied as shipped, and loaded by a module of
    ours from the build's own copy (no CDN, no inline script)."""
    pins = json.loads((ROOT / "package.json").read_text())["dependencies"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", pins["idiomorph"])  # exact, no range
    source = ROOT / "node_modules" / build.IDIOMORPH
    assert (dist / "idiomorph/idiomorph.esm.js").read_bytes() == source.read_bytes()
    assert 'from "../idiomorph/idiomorph.esm.js"' in (dist / "static/table.mjs").read_text()
    assert (
        '<script type="module" src="./static/table.mjs"></script>'
        in (dist / "index.html").read_text()
    )


def test_the_runtimes_come_from_one_package(dist: Path) -> None:
    """pyodide.mjs and pyodide.asm.mjs must match (docs/browser-notes.md): both are the
    package's, as the wasm is; the standard library and the lock file are the package's cut to
    what the app loads (tools/stdlib.py; tests/test_stdlib.py checks the cut)."""
    for name in build.PYODIDE_FILES:
        source = ROOT / "node_modules/pyodide" / name
        if name in ("python_stdlib.zip", "pyodide-lock.json"):
            assert 0 < (dist / "pyodide" / name).stat().st_size < source.stat().st_size, name
        else:
            assert (dist / "pyodide" / name).read_bytes() == source.read_bytes(), name


def test_app_zip_holds_our_packages_and_nothing_else(dist: Path) -> None:
    with zipfile.ZipFile(dist / "app.zip") as archive:
        names = set(archive.namelist())
    sources = {
        p.relative_to(ROOT).as_posix()
        for package in ("pygames", "web")
        for pattern in ("*.py", "*.po")
        for p in (ROOT / package).rglob(pattern)
        if "__pycache__" not in p.parts
    }
    assert names == sources - {"web/main.py"}
    assert {"pygames/__init__.py", "pygames/core/game.py", "web/__init__.py"} <= names


def test_app_zip_imports_in_a_fresh_interpreter(dist: Path, tmp_path: Path) -> None:
    """The app's modules import from the unpacked archive alone, as PyScript unpacks it.

    That is the front end, the kernel and (through the registry) every registered game; a game
    package still in progress is not imported until it is registered.
    """
    work = tmp_path / "home"
    with zipfile.ZipFile(dist / "app.zip") as archive:
        archive.extractall(work)
        modules = sorted(
            name.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
            for name in archive.namelist()
            if name.endswith(".py")
            and name.startswith(("web/", "pygames/core/", "pygames/__init__"))
        )
    code = BROWSER_STUBS + (
        "import importlib, json, sys\n"
        f"sys.path.insert(0, {str(work)!r})\n"
        f"files = {{m: importlib.import_module(m).__file__ for m in {modules!r}}}\n"
        "import pygames\n"
        "print(json.dumps({'files': files, 'games': list(pygames.GAMES)}))\n"
    )
    result = subprocess.run(
        [sys.executable, "-I", "-B", "-c", code], cwd=tmp_path, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    loaded = json.loads(result.stdout)
    assert "web.app" in loaded["files"] and "pygames.core.game" in loaded["files"]
    assert all(path.startswith(str(work)) for path in loaded["files"].values()), loaded
    assert sorted(loaded["games"]) == sorted(game["id"] for game in build.games_data(ROOT))


def test_service_worker_precaches_every_file(dist: Path) -> None:
    cache, files = precache(dist)
    built = sorted(
        "./" + p.relative_to(dist).as_posix()
        for p in dist.rglob("*")
        if p.is_file() and p.name != "sw.js" and p.suffix not in COPIES
    )
    assert sorted(files) == built  # the files, not their precompressed copies
    assert cache == f"fortune-games-{build_hash(dist)}"
    assert "./pyodide/pyodide.asm.wasm" in files
    for name, digest in files.items():
        assert build.file_hash(dist / name) == digest, name


def test_the_cache_name_follows_the_contents(tmp_path: Path) -> None:
    """The same sources give the same hash; any changed file gives a new cache name."""
    sources = copy_sources(tmp_path / "src")
    node_modules = ROOT / "node_modules"
    first = build.build(sources, tmp_path / "a", node_modules)
    again = build.build(sources, tmp_path / "b", node_modules)
    assert first == again
    assert precache(tmp_path / "a") == precache(tmp_path / "b")
    rulebook = next((sources / "rules").iterdir())
    rulebook.write_text(rulebook.read_text() + "\nA late erratum.\n")
    changed = build.build(sources, tmp_path / "c", node_modules)
    assert changed != first
    assert precache(tmp_path / "c")[0] == f"fortune-games-{changed}" != precache(tmp_path / "a")[0]
    # Only the changed file and the page that names the build differ: an update fetches no more.
    before, after = precache(tmp_path / "a")[1], precache(tmp_path / "c")[1]
    assert before.keys() == after.keys()
    differ = {name for name in before if before[name] != after[name]}
    assert differ == {f"./rules/{rulebook.name}", "./index.html"}
    module = sources / "pygames/core/game.py"
    module.write_text(module.read_text() + "\n# touched\n")
    assert build.build(sources, tmp_path / "d", node_modules) not in {first, changed}


def test_index_html_fetches_nothing_from_outside(dist: Path) -> None:
    html = (dist / "index.html").read_text()
    assert "<!-- build:" not in html
    outside = [
        url
        for url in re.findall(r"(?:https?:)?//[\w.-]+[^\s\"'<>)]*", html)
        if not url.startswith("http://www.w3.org/")  # XML namespaces name, never fetch
    ]
    assert outside == []
    # Every local reference of the page is a file of the build.
    for ref in re.findall(r"(?:src|href|config)=\"(\./[^\"#?]+)\"", html):
        target = dist / ref.removeprefix("./")
        assert target.is_file() or (target / "index.html").is_file(), ref
    sheets = ("app", "estate", "fuldrigger", "plinius", "fame_fortune")
    for needed in (
        "./static/start.js",
        "./pyscript/core.css",
        *(f"./static/{s}.css" for s in sheets),
    ):
        assert f'"{needed}"' in html
    assert re.search(r'<script type="py" src="./main.py" config="./pyscript.json">', html)
    # PyScript comes in through our start module, which imports the copy in the build.
    start = (dist / "static/start.js").read_text()
    assert 'from "../pyscript/core.js"' in start and (dist / "pyscript/core.js").is_file()


def test_every_page_carries_the_content_security_policy_first(dist: Path) -> None:
    """The policy is a <meta> (Pages sends no headers of ours): it binds only what comes after
    it, so it stands before every script, style sheet and link of the page."""
    pages = sorted(dist.rglob("*.html"))
    assert pages, "the build has no page"
    for page in pages:
        head = page.read_text().split("</head>")[0]
        meta = build.csp_meta()
        assert head.count(meta) == 1, page
        before = head[: head.index(meta)]
        assert not re.search(r"<(script|link|style|base)\b", before), page


def test_the_policy_allows_only_the_sites_own_origin_and_no_inline_script() -> None:
    policy = dict(
        (part.split()[0], part.split()[1:]) for part in build.CONTENT_SECURITY_POLICY.split("; ")
    )
    assert policy["default-src"] == ["'self'"]
    # Scripts: files of the site; the interpreter's WebAssembly may compile; nothing else.
    assert policy["script-src"] == ["'self'", "'wasm-unsafe-eval'"]
    assert policy["object-src"] == ["'none'"] and policy["base-uri"] == ["'none'"]
    sources = [source for values in policy.values() for source in values]
    assert not [s for s in sources if s.startswith(("http", "blob:", "data:", "*", "'unsafe-eval"))]


def test_the_page_has_no_inline_script_or_handler(dist: Path) -> None:
    html = (dist / "index.html").read_text()
    for tag in re.findall(r"<script\b[^>]*>", html):
        assert "src=" in tag or 'type="application/json"' in tag, tag
    assert not re.search(r"\son[a-z]+\s*=", html), "an inline event handler"
    assert "javascript:" not in html


def test_games_data_matches_the_registry(dist: Path) -> None:
    html = (dist / "index.html").read_text()
    match = re.search(r'<script type="application/json" id="games-data">(.*?)</script>', html, re.S)
    assert match, "index.html has no games-data"
    code = "import json, pygames; print(json.dumps([g.to_json() for g in pygames.GAMES.values()]))"
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert json.loads(match.group(1)) == json.loads(result.stdout)


def test_script_json_cannot_close_its_element() -> None:
    text = build.script_json([{"title": "</script><!-- x", "line": "a\u2028b"}])
    assert "<" not in text and "\u2028" not in text
    assert json.loads(text) == [{"title": "</script><!-- x", "line": "a\u2028b"}]


def test_a_bench_run_replaces_only_its_own_sections_of_the_report() -> None:
    old = build.merged_report(
        "", {"startup": "## Start-up\n\n| old |\n", "engine": "## Engine\n\n| a |\n"}, "m1"
    )
    new = build.merged_report(old, {"startup": "## Start-up\n\n| new |\n"}, "m2")
    assert "| a |" in new and "| new |" in new and "| old |" not in new
    assert new.index("## Engine") < new.index("## Start-up")  # the order of BENCHES
    assert "on m2." in new and new.count("<!-- bench:") == 2
    # A report with no markers (as before them) is replaced whole.
    assert "nothing marked" not in build.merged_report("nothing marked\n", {}, "m")


def test_every_style_sheet_closes_what_it_opens() -> None:
    """A rule or @media block left open swallows every rule after it (a merge can drop a brace):
    the braces and comments of each style sheet balance."""
    for sheet in sorted((ROOT / "web/static").glob("*.css")):
        text = sheet.read_text()
        assert text.count("/*") == text.count("*/"), sheet.name
        depth = 0
        for char in re.sub(r"/\*.*?\*/", "", text, flags=re.S):
            depth += {"{": 1, "}": -1}.get(char, 0)
            assert depth >= 0, f"{sheet.name}: a brace closes nothing"
        assert depth == 0, f"{sheet.name}: {depth} block(s) left open"
