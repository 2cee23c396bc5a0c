"""Render the app icon (web/static/icons/app.svg) as the PNGs an installed app needs.

    .venv/bin/python tools/icons.py

Browsers ask a web app's manifest for 192 and 512 pixel PNGs, and for a "maskable" one that
fills its square edge to edge (the launcher cuts its own shape out of it). The maskable icon is
the same picture on a full square: everything that matters (the disc and its letter) lies within
the central circle of 80% of the width that every mask keeps. Run this after changing app.svg
and commit the PNGs; the build only copies them.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from build import CHROMIUM_ARGS, system_chromium  # noqa: E402  (after the path is set)

ICONS = ROOT / "web/static/icons"
# file name -> (size in pixels, maskable)
OUTPUTS = {
    "app-192.png": (192, False),
    "app-512.png": (512, False),
    "app-maskable-512.png": (512, True),
}


def svg_for(size: int, maskable: bool) -> str:
    svg = (ICONS / "app.svg").read_text(encoding="utf-8")
    if maskable:  # a full square, no rounded corners: the mask gives the shape
        svg = re.sub(r'(<rect [^>]*?)\s+rx="[^"]*"', r"\1", svg, count=1)
    return svg.replace("<svg ", f'<svg width="{size}" height="{size}" ', 1)


def main() -> None:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=system_chromium() or playwright.chromium.executable_path,
            args=CHROMIUM_ARGS,
        )
        for name, (size, maskable) in OUTPUTS.items():
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                "<!doctype html><style>html,body{margin:0;background:transparent}"
                f"svg{{display:block}}</style>{svg_for(size, maskable)}"
            )
            page.screenshot(path=str(ICONS / name), omit_background=True)
            page.close()
            print(f"wrote {ICONS / name}")
        browser.close()


if __name__ == "__main__":
    main()
