"""Precompressed copies of the site's files, written beside them at build time (name.gz, gzip -9;
name.br, brotli at its highest quality), for hosts that serve such a copy to a browser that
accepts it (Caddy's `precompressed`, nginx's `gzip_static`/`brotli_static`, npm's http-server
with `--gzip --brotli`) instead of compressing on each request at a lower level, or not at all.

Python's standard library has no brotli; Node's zlib has, and the build already needs Node (npm
brings the runtimes), so one Node process writes every .br. Brotli's highest quality takes about
a minute for the runtimes, which never change between builds: copies are kept in a cache folder
by their content's hash, and a build compresses only what is new.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

# Formats already compressed gain nothing; a small file gains less than a request's headers.
SKIP_SUFFIXES = (".png", ".ico", ".woff2", ".gz", ".br")
MIN_BYTES = 1024
CACHE = Path(tempfile.gettempdir()) / "fortune-games-precompressed"

BROTLI = """
const zlib = require("zlib"), fs = require("fs");
for (const name of JSON.parse(fs.readFileSync(0, "utf8"))) {
  const data = fs.readFileSync(name);
  const params = {
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
    [zlib.constants.BROTLI_PARAM_LGWIN]: zlib.constants.BROTLI_MAX_WINDOW_BITS,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
  };
  fs.writeFileSync(name + ".br", zlib.brotliCompressSync(data, { params }));
}
"""


def compressible(out: Path) -> list[Path]:
    """The files of the build worth a compressed copy."""
    return [
        path
        for path in sorted(out.rglob("*"))
        if path.is_file() and path.suffix not in SKIP_SUFFIXES and path.stat().st_size >= MIN_BYTES
    ]


def precompress(out: Path) -> None:
    """Write name.gz and name.br beside every compressible file of `out`; a copy that would not be
    smaller is not written."""
    CACHE.mkdir(exist_ok=True)
    cached = {
        path: CACHE / hashlib.sha256(path.read_bytes()).hexdigest() for path in compressible(out)
    }
    new = [key for key in cached.values() if not key.with_suffix(".br").is_file()]
    for key, path in ((cached[p], p) for p in cached):
        if key in new:
            key.write_bytes(path.read_bytes())
            key.with_suffix(".gz").write_bytes(gzip.compress(path.read_bytes(), 9, mtime=0))
    node = shutil.which("node")
    if new and node is not None:
        names = json.dumps([str(key) for key in new])
        subprocess.run([node, "-e", BROTLI], input=names, text=True, check=True)
    for path, key in cached.items():
        for suffix in (".gz", ".br"):
            copy = key.with_suffix(suffix)
            if copy.is_file() and copy.stat().st_size < path.stat().st_size:
                shutil.copyfile(copy, path.with_name(path.name + suffix))
