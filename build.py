#!/usr/bin/env python3
"""Fortune Games: the one entry point to build, serve, test and benchmark the site.

    python3 build.py [build]   build dist/ (runs `npm ci` first when the runtimes are missing)
    python3 build.py serve     build, then serve dist/ on http://127.0.0.1:8000
    python3 build.py test [PYTEST ARGS]
                               set up .venv and a Chromium, build, lint (ruff), check the
                               types (mypy), run the whole suite (or what the pytest
                               arguments name: tests/core, -k clone)
    python3 build.py bench [NAME ...]
                               run the report's benches (BENCHES in tools/running.py: engine,
                               startup, latency, pacing, bots, estate_bots, estate_browser,
                               fame_fortune_bots, fuldrigger_balance, replay, handovers,
                               secret_browser, first_visit) or the NAMEd ones, each
                               bench/NAME.py, into bench/report.md; the
                               other bench/*.py are run by hand: .venv/bin/python
                               bench/NAME.py
    python3 build.py messages  extract the texts to translate; update the gettext catalogues
    python3 build.py mutations [NAME ...]
                               break the rules on purpose, edit by edit, and see the tests
                               catch each (tools/mutations.py)
    python3 build.py screenshots
                               every game's table, end and a replay at 1280x800 and 360x740
                               into docs/screenshots/ (tools/screenshots.py)

Standard library only (Python >= 3.11), so it runs before anything is installed. dist/ is a
plain static site: the lobby, our Python in one archive (app.zip), Pyodide and PyScript copied
from node_modules (nothing comes from a CDN), and a service worker that precaches every file of
the build under a cache name carrying the build's hash, so the app starts offline after one visit.
"""

from __future__ import annotations

import hashlib
import http.server
import json
import os
import shutil
import socket
import subprocess
import sys
import threading
import zipfile
from collections.abc import Mapping
from functools import partial
from pathlib import Path
from typing import Any

from tools import stdlib
from tools.precompress import precompress

# Setting up the tools and running the tests and benches (tools/running.py): named here too, as
# the tests, benches and tools import them from build.
from tools.running import BuildError as BuildError
from tools.running import ensure_venv as ensure_venv
from tools.running import find_chromium as find_chromium
from tools.running import merged_report as merged_report
from tools.running import run_bench, run_tests
from tools.running import system_chromium as system_chromium

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
ADDRESS = ("127.0.0.1", 8000)
# Chromium as the tests and benches start it: headless-safe as root, and quiet on the network
# (no updates, sync, field trials or QUIC probes leave the machine).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]

GAMES_MARKER = "<!-- build:games-data -->"
VERSION_MARKER = "<!-- build:version -->"
CSP_MARKER = "<!-- build:csp -->"
# The Content-Security-Policy of every page, as a <meta> tag (GitHub Pages sends no headers of
# ours). Only the site's own origin; no inline or injected script and no eval: scripts are files
# of the build, and the one thing compiled at run time is the interpreter's WebAssembly
# ('wasm-unsafe-eval'). Styles may be inline because the views draw with style attributes and a
# <style> block in the HTML they render; CSS runs no code, and with every fetch limited to 'self'
# an injected style could send nothing anywhere. No plugins, no <base>, forms post nowhere else.
CONTENT_SECURITY_POLICY = "; ".join(
    (
        "default-src 'self'",
        "script-src 'self' 'wasm-unsafe-eval'",
        "style-src 'self' 'unsafe-inline'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
    )
)
# What Pyodide always fetches at start (docs/browser-notes.md): the loader and the interpreter must
# come from the same package, and the lock file is read even when no package is loaded.
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Our Python packages, shipped together in app.zip and unpacked into Python's working directory
# by web/static/app-files.mjs, so `import pygames` and `import web.app` work as under CPython.
PACKAGES = ("pygames", "web")
# Zip entries get a fixed time stamp, so the same sources give the same archive and the same hash.
ZIP_TIME = (1980, 1, 1, 0, 0, 0)
AXE = "axe-core/axe.min.js"
# The table's redraw morphs the page (web/static/table.mjs) with idiomorph's ES module, copied
# into dist/idiomorph/ as the runtimes are.
IDIOMORPH = "idiomorph/dist/idiomorph.esm.js"
# The interpreter is our module around Pyodide's loader (web/static/python.mjs), which starts
# Python as the page loads (restoring a memory snapshot of it with our packages imported, when the
# device holds one) and unpacks app.zip itself, fetched beside the interpreter.
PYSCRIPT_CONFIG = {"interpreter": "./static/python.mjs"}

CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".py": "text/plain; charset=utf-8",
    ".md": "text/markdown; charset=utf-8",
    ".txt": "text/plain; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
}


# --- build --------------------------------------------------------------------------------------


def runtimes_present(node_modules: Path) -> bool:
    """Whether node_modules holds what package.json pins: both runtimes, idiomorph (the table's
    redraw) and axe-core (which the accessibility tests inject into pages)."""
    needed = [
        "@pyscript/core/dist/core.js",
        AXE,
        IDIOMORPH,
        *(f"pyodide/{name}" for name in PYODIDE_FILES),
    ]
    return all((node_modules / name).is_file() for name in needed)


def ensure_runtimes(root: Path = ROOT) -> Path:
    """node_modules with what package.json pins; runs `npm ci` (the lock file's exact versions)
    if anything is missing."""
    node_modules = root / "node_modules"
    if runtimes_present(node_modules):
        return node_modules
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError(
            "The browser runtimes are missing and npm is not installed. Install Node.js with npm "
            "(on Debian: apt-get install -y npm), then run this again."
        )
    print("Installing the browser runtimes, idiomorph and axe-core: npm ci", flush=True)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=root, check=True)
    if not runtimes_present(node_modules):
        raise BuildError("npm ci finished but node_modules still lacks a package of package.json.")
    return node_modules


def games_data(root: Path) -> list[dict[str, Any]]:
    """`Game.to_json()` of every registered title, read in a fresh interpreter from the sources."""
    code = "import json, pygames; print(json.dumps([g.to_json() for g in pygames.GAMES.values()]))"
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"},
        capture_output=True,
        text=True,
    )
    if result.returncode:
        raise BuildError(f"Could not read the game registry:\n{result.stderr}")
    games: list[dict[str, Any]] = json.loads(result.stdout)
    return games


def lobby_messages(
    root: Path, games: list[dict[str, Any]]
) -> dict[str, dict[str, str | list[str]]]:
    """The lobby's translations from the catalogues in `root` (tools/messages.py)."""
    from tools.messages import lobby_messages as found

    return found(games, root)


def script_json(data: object) -> str:
    """JSON safe inside a <script> element: no '<' can close it or open a comment."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return text.replace("<", "\\u003c").replace("\u2028", "\\u2028").replace("\u2029", "\\u2029")


def csp_meta() -> str:
    return f'<meta http-equiv="Content-Security-Policy" content="{CONTENT_SECURITY_POLICY}">'


def package_files(root: Path) -> list[tuple[str, Path]]:
    """(archive name, source) of every module and message catalogue (.po) of our packages; the
    PyScript entry stays out."""
    found = []
    for package in PACKAGES:
        paths = [*(root / package).rglob("*.py"), *(root / package).rglob("*.po")]
        for path in sorted(paths):
            name = path.relative_to(root).as_posix()
            if name == "web/main.py" or "__pycache__" in path.parts:
                continue
            found.append((name, path))
    return found


def write_app_zip(root: Path, target: Path) -> None:
    """Our modules without their comments and docstrings (each line where it was, for
    tracebacks)."""
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, path in package_files(root):
            info = zipfile.ZipInfo(name, ZIP_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            data = path.read_bytes()
            if name.endswith(".py"):
                data = stdlib.strip_comments(stdlib.strip_docstrings(data))
            archive.writestr(info, data)


def copy_tree(source: Path, target: Path, skip_suffixes: tuple[str, ...] = ()) -> None:
    for path in sorted(source.rglob("*")):
        if path.is_dir() or path.suffix in skip_suffixes or "__pycache__" in path.parts:
            continue
        destination = target / path.relative_to(source)
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, destination)


def dist_files(out: Path) -> list[str]:
    """Every file of the build as a path relative to dist/, sorted, sw.js excepted."""
    files = (p for p in out.rglob("*") if p.is_file() and p.name != "sw.js")
    return sorted(p.relative_to(out).as_posix() for p in files)


def content_hash(out: Path, names: list[str]) -> str:
    digest = hashlib.sha256()
    for name in names:
        digest.update(name.encode() + b"\0")
        digest.update(hashlib.sha256((out / name).read_bytes()).digest())
    return digest.hexdigest()[:16]


SERVICE_WORKER = """\
// Generated by build.py: precaches every file of build %(hash)s, then serves cache-first, so
// after one visit the app starts with the network off. Any change to the build changes the hash,
// the cache name and this file, which makes the browser install the new worker; files whose
// content hash is unchanged are copied from the old cache, so an update downloads only what
// changed (not the interpreter again).
const CACHE = %(cache)s;
const FILES = %(files)s;
const scope = new URL("./", self.location).href;
const LISTING = new URL("./sw-files.json", scope).href;  // FILES as cached, for the next update

async function reusable() {
  const found = new Map();
  for (const name of await caches.keys()) {
    if (name === CACHE || !name.startsWith("fortune-games-")) continue;
    const old = await caches.open(name);
    const listing = await old.match(LISTING);
    if (!listing) continue;
    const hashes = await listing.json();
    for (const [file, hash] of Object.entries(FILES)) {
      if (hashes[file] === hash && !found.has(file)) found.set(file, old);
    }
  }
  return found;
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const kept = await reusable();
    await Promise.all(Object.keys(FILES).map(async (file) => {
      const url = new URL(file, scope).href;
      const old = kept.has(file) ? await kept.get(file).match(url) : undefined;
      if (old) return cache.put(url, old);
      // Asked again of the server, which answers "not modified" for what this visit's page
      // already fetched and the HTTP cache kept (the standard library; Chromium did not keep
      // the wasm): a first visit downloads those once, not twice.
      const response = await fetch(new Request(url, {cache: "no-cache"}));
      if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
      return cache.put(url, response);
    }));
    const listing = new Response(JSON.stringify(FILES), {
      headers: {"Content-Type": "application/json"},
    });
    await cache.put(LISTING, listing);
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name !== CACHE && name.startsWith("fortune-games-")) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(scope)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A navigation may carry a query (a fragment never reaches here); a folder means its index.
    const navigate = request.mode === "navigate";
    let hit = await cache.match(request, {ignoreSearch: navigate});
    if (!hit && navigate && new URL(request.url).pathname.endsWith("/")) {
      hit = await cache.match(new URL("index.html", new URL(request.url)).href);
    }
    // Cached responses keep their headers, so the wasm keeps application/wasm and compiles
    // while streaming.
    return hit || fetch(request);
  })());
});
"""


def file_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def write_service_worker(out: Path, names: list[str], build_hash: str) -> None:
    files = {f"./{name}": file_hash(out / name) for name in names}
    text = SERVICE_WORKER % {
        "hash": build_hash,
        "cache": json.dumps(f"fortune-games-{build_hash}"),
        "files": json.dumps(files, indent=0).replace("\n", ""),
    }
    (out / "sw.js").write_text(text, encoding="utf-8")


def build(
    root: Path = ROOT,
    out: Path | None = None,
    node_modules: Path | None = None,
    whole_stdlib: bool = False,
) -> str:
    """Build the static site from the sources in `root` into `out`; return the build hash.

    The standard library is cut to the modules the app loads (tools/stdlib.py), unless
    `whole_stdlib` (for finding out which those are)."""
    out = out or root / "dist"
    node_modules = node_modules or ensure_runtimes(root)
    index = root / "index.html"
    if not index.is_file():
        raise BuildError(f"{index} is missing.")
    html = index.read_text(encoding="utf-8")
    for marker in (GAMES_MARKER, VERSION_MARKER, CSP_MARKER):
        if html.count(marker) != 1:
            raise BuildError(f"index.html must contain the marker {marker} exactly once.")
    if not (root / "web/main.py").is_file():
        raise BuildError(f"{root / 'web/main.py'} (the PyScript entry) is missing.")

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    games = games_data(root)
    html = html.replace(CSP_MARKER, csp_meta())
    html = html.replace(
        GAMES_MARKER,
        f'<script type="application/json" id="games-data">{script_json(games)}</script>'
        # The lobby's translations, as data in the page: no fetch before it can speak, and
        # JSON is never run, so the policy's "no inline script" holds.
        f'\n  <script type="application/json" id="messages-data">'
        f"{script_json(lobby_messages(root, games))}</script>",
    )
    # The version marker is filled last, with the hash of everything else.
    (out / "index.html").write_text(html, encoding="utf-8")
    shutil.copyfile(root / "web/main.py", out / "main.py")
    (out / "pyscript.json").write_text(json.dumps(PYSCRIPT_CONFIG, indent=2) + "\n")
    write_app_zip(root, out / "app.zip")
    if (root / "web/static").is_dir():
        copy_tree(root / "web/static", out / "static")
    if (root / "rules").is_dir():
        copy_tree(root / "rules", out / "rules")
    if (root / "docs/rules").is_dir():  # our Polish renderings of English texts, beside them
        copy_tree(root / "docs/rules", out / "rules")
    # Source maps stay out: only a developer's open devtools would fetch them, and precaching
    # them would add 3.7 MB to every first visit.
    copy_tree(node_modules / "@pyscript/core/dist", out / "pyscript", skip_suffixes=(".map",))
    (out / "idiomorph").mkdir()
    shutil.copyfile(node_modules / IDIOMORPH, out / "idiomorph" / Path(IDIOMORPH).name)
    (out / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copyfile(node_modules / "pyodide" / name, out / "pyodide" / name)
    if not whole_stdlib:
        stdlib.repack(node_modules / "pyodide/python_stdlib.zip", out / "pyodide/python_stdlib.zip")
        stdlib.trim_lock(
            node_modules / "pyodide/pyodide-lock.json", out / "pyodide/pyodide-lock.json"
        )

    names = dist_files(out)
    build_hash = content_hash(out, names)
    html = html.replace(VERSION_MARKER, f'<meta name="build" content="{build_hash}">')
    (out / "index.html").write_text(html, encoding="utf-8")
    write_service_worker(out, names, build_hash)
    precompress(out)  # after the worker's list: it precaches the files, not their copies
    return build_hash


# --- serve --------------------------------------------------------------------------------------


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the content types the runtimes need; quiet unless asked to log.

    `extra` maps URL paths to files outside the served folder (the bench's bare Pyodide page).
    """

    # Read only; typed as http.server types it (a plain attribute, which a ClassVar may not
    # override).
    extensions_map: dict[str, str] = {  # noqa: RUF012
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **CONTENT_TYPES,
    }
    verbose = False
    extra: Mapping[str, Path] = {}
    seen: list[str] | None = None  # when a list, every answered path is appended (for tests)

    def end_headers(self) -> None:
        # Always revalidate, so a rebuilt site shows on reload (the service worker caches anyway).
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def translate_path(self, path: str) -> str:
        bare = path.split("?", 1)[0].split("#", 1)[0]
        if bare in self.extra:
            return str(self.extra[bare])
        return super().translate_path(path)

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        if self.seen is not None:
            self.seen.append(self.path.split("?", 1)[0])
        super().log_request(code, size)

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)


class QuietHTTPServer(http.server.ThreadingHTTPServer):
    """A browser that closes a tab mid-download is no error worth a traceback."""

    daemon_threads = True

    def handle_error(
        self, request: socket.socket | tuple[bytes, socket.socket], client_address: object
    ) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


class Server:
    """dist/ (or any folder) served over HTTP on 127.0.0.1 from a background thread."""

    def __init__(
        self,
        directory: Path,
        port: int = 0,
        verbose: bool = False,
        extra: Mapping[str, Path] | None = None,
    ) -> None:
        self.seen: list[str] = []  # the paths this server answered, in order
        bound = {"verbose": verbose, "extra": dict(extra or {}), "seen": self.seen}
        handler = type("BoundHandler", (Handler,), bound)
        self.httpd = QuietHTTPServer(
            ("127.0.0.1", port), partial(handler, directory=str(directory))
        )
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def stop(self) -> None:
        """Stop serving and close the socket: later connections are refused, as when offline."""
        self.httpd.shutdown()
        self.httpd.server_close()
        self.thread.join(timeout=5)


def serve() -> None:
    build_hash = build()
    handler = type("ServeHandler", (Handler,), {"verbose": True})
    try:
        httpd = QuietHTTPServer(ADDRESS, partial(handler, directory=str(DIST)))
    except OSError as error:
        raise BuildError(f"Cannot listen on {ADDRESS[0]}:{ADDRESS[1]}: {error}") from None
    print(f"Built {build_hash}. Serving dist/ at http://{ADDRESS[0]}:{ADDRESS[1]}/ (Ctrl-C stops)")
    sys.stdout.flush()
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        httpd.server_close()


# --- main ---------------------------------------------------------------------------------------


def main(argv: list[str]) -> int:
    command, rest = (argv[0], argv[1:]) if argv else ("build", [])
    try:
        if command == "build":
            print(f"Built dist/ ({build()})")
            return 0
        if command == "serve":
            serve()
            return 0
        if command == "test":
            return run_tests(rest, build)
        if command == "bench":
            return run_bench(rest, build)
        if command == "screenshots":
            python = ensure_venv()
            script = str(ROOT / "tools" / "screenshots.py")
            return subprocess.run([str(python), script], cwd=ROOT).returncode
        if command == "mutations":
            script = str(ROOT / "tools" / "mutations.py")
            return subprocess.run([str(ensure_venv()), script, *rest], cwd=ROOT).returncode
        if command == "messages":
            from tools.messages import update

            print("\n".join(f"wrote {name}" for name in update()))
            return 0
    except BuildError as error:
        print(f"build.py: {error}", file=sys.stderr)
        return 2
    except subprocess.CalledProcessError as error:
        print(
            f"build.py: {' '.join(map(str, error.cmd))} failed (exit {error.returncode})",
            file=sys.stderr,
        )
        return 2
    print(__doc__)
    return 0 if command in ("-h", "--help", "help") else 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
