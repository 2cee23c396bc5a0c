"""The standard library the build ships (tools/stdlib.py cuts Pyodide's to a list): every listed
module imports in the page, and a session that plays every title loads no module left out."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page

import pygames
from tests.e2e.conftest import open_table
from tools import stdlib


@pytest.fixture
def page(shared_page: Page) -> Iterator[Page]:
    yield shared_page


def run_python(page: Page, code: str) -> str:
    """The value of `code`'s last expression, run by the page's own interpreter."""
    return str(
        page.evaluate(
            """async (code) => {
                const python = await import('./static/python.mjs');
                return (await python.loadPyodide()).runPython(code);
            }""",
            code,
        )
    )


LOADED = f"""
import json, sys
json.dumps(sorted(
    name for name, module in sys.modules.items()
    if (getattr(module, "__file__", None) or "").startswith({stdlib.STDLIB_MOUNT!r})
))
"""


def test_every_module_on_the_list_imports_from_the_shipped_zip(page: Page) -> None:
    names = stdlib.listed()
    code = (
        "import importlib, json\n"
        f"failed = []\nfor name in {names!r}:\n"
        "    try:\n        importlib.import_module(name)\n"
        "    except Exception as error:\n        failed.append(f'{name}: {error!r}')\n"
        "json.dumps(failed)"
    )
    assert json.loads(run_python(page, code)) == []


def test_playing_every_title_loads_no_module_the_zip_left_out(page: Page) -> None:
    for game_id, game in pygames.GAMES.items():
        seats = ",".join(str(seat) for seat in range(1, game.min_players + 1))
        open_table(page, f"new={game_id}&players={game.min_players}&bots={seats}&seed=3")
        page.wait_for_function(
            "() => Number(document.querySelector('[data-game]').dataset.moves) >= 5"
        )
        page.locator("#game [data-cmd=lobby]").click()
    # Frozen modules and aliases (os.path) name the zip too, but are never read from it.
    in_zip = stdlib.in_zip(stdlib.ROOT / "node_modules/pyodide/python_stdlib.zip")
    loaded = set(json.loads(run_python(page, LOADED))) & in_zip
    assert "json" in loaded
    assert sorted(loaded - set(stdlib.listed())) == []
