"""What a first visit fetches before its first screen is ready, compressed as a host sends it.

A fresh Chromium profile (no HTTP cache, no service worker, no snapshot) opens the site and every
response is noted until the app says Python is ready (`html[data-python=ready]`: the lobby drawn
and its games startable); the files fetched are summed as the .gz (and .br) files the build writes
beside them, which is what a host that serves precompressed files, or compresses on the fly at
the same level, sends. The service worker precaches the rest of the site afterwards (not counted).
Target: at most 5.0 MB gzipped.
"""

from __future__ import annotations

import sys
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench.common import browser_and_site, table  # noqa: E402
from build import DIST  # noqa: E402

TARGET_MB = 5.0
TIMEOUT_MS = 120_000
READY = "() => document.documentElement.dataset.python === 'ready'"
# The parts the issue names; everything else is "the rest".
PARTS = {
    "pyodide/pyodide.asm.wasm": "the interpreter (wasm)",
    "pyodide/python_stdlib.zip": "the standard library (zip)",
    "app.zip": "the app's Python (zip)",
    "pyodide/pyodide.asm.mjs": "pyodide.asm.mjs",
}
MB = 1_000_000  # as the issue counts them


def fetched_before_ready(url: str) -> list[str]:
    """The dist/ files a fresh profile fetches until Python is ready, in order."""
    with browser_and_site() as (browser, site):
        context = browser.new_context()
        try:
            page = context.new_page()
            seen: list[str] = []
            page.on("response", lambda response: seen.append(response.url))
            page.goto(site.url + url)
            page.wait_for_function(READY, timeout=TIMEOUT_MS)
            fetched = [urlsplit(u).path.removeprefix("/") for u in seen]
        finally:
            context.close()
    return [name or "index.html" for name in fetched if name]


def size(name: str, suffix: str) -> int:
    packed = DIST / f"{name}{suffix}"
    if not packed.is_file():  # too small to be worth compressing: sent as it is
        return (DIST / name).stat().st_size
    return packed.stat().st_size


def main() -> None:
    files = sorted(set(fetched_before_ready("index.html")))
    sums: dict[str, list[int]] = {}
    for name in files:
        part = PARTS.get(name, "the rest")
        raw_gz_br = sums.setdefault(part, [0, 0, 0])
        raw_gz_br[0] += (DIST / name).stat().st_size
        raw_gz_br[1] += size(name, ".gz")
        raw_gz_br[2] += size(name, ".br")
    total = [sum(values[i] for values in sums.values()) for i in range(3)]
    rows = [
        [part, f"{raw / MB:.2f} MB", f"{gz / MB:.2f} MB", f"{br / MB:.2f} MB"]
        for part, (raw, gz, br) in sorted(sums.items(), key=lambda item: -item[1][1])
    ]
    verdict = "met" if total[1] / MB <= TARGET_MB else "**missed**"
    rows.append(
        [
            f"**first visit, {len(files)} files** (target ≤ {TARGET_MB} MB gzipped: {verdict})",
            f"{total[0] / MB:.2f} MB",
            f"{total[1] / MB:.2f} MB",
            f"{total[2] / MB:.2f} MB",
        ]
    )
    rest = [name for name in files if name not in PARTS]
    print("## First visit: what a fresh profile fetches before Python is ready\n")
    print(
        "Every file a fresh Chromium profile fetches until the app says Python is ready, as the\n"
        "build's precompressed copies beside them (.gz, gzip -9; .br, brotli 11): what a host\n"
        "serving them sends. The service worker fetches the rest of the site afterwards.\n"
    )
    print(table(["part", "raw", "gzip", "brotli"], rows))
    print(f"\nThe rest: {', '.join(rest)}.\n")


if __name__ == "__main__":
    main()
