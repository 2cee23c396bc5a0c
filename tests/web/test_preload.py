"""What a memory snapshot holds (web/preload.py): every game's rules and view and the session,
imported without the browser, and a global random generator seeded anew after a restore."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import TypedDict

from build import ROOT

# A fresh interpreter, so that nothing imported by other tests is counted.
PROBE = """
import json, random, sys
from web.preload import after_restore, preload
loaded = preload()
state = random.getstate()
after_restore()
print(json.dumps({"loaded": loaded, "modules": sorted(sys.modules),
                  "reseeded": random.getstate() != state}))
"""


class Probe(TypedDict):
    """What PROBE prints: the modules preload() loaded, every module then, whether reseeded."""

    loaded: list[str]
    modules: list[str]
    reseeded: bool


def run_probe() -> Probe:
    result = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True
    )
    found: Probe = json.loads(result.stdout)
    return found


def test_preload_imports_every_game_its_view_and_the_session_without_the_browser() -> None:
    found = run_probe()
    import pygames

    for game_id in pygames.GAMES:
        assert f"pygames.{game_id}" in found["loaded"]
        assert f"web.views.{game_id}" in found["loaded"]
    assert {"web.session", "web.views.shell", "web.preload"} <= set(found["loaded"])
    # A snapshot can hold only Python: nothing of the browser, PyScript or the controller.
    assert not {"js", "pyodide", "pyscript", "web.app"} & set(found["modules"])


def test_after_a_restore_the_global_random_generator_is_seeded_anew() -> None:
    assert run_probe()["reseeded"] is True
