"""What a memory snapshot holds (web/preload.py): every game's rules and view, the session and the
controller's pure helpers, imported without the browser; the controller's own modules compiled
and found by their compiled code; a global random generator seeded anew after a restore."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import TypedDict

from build import ROOT

# A fresh interpreter, so that nothing imported by other tests is counted. After the snapshot's
# contents are read, the browser's modules are stood in for, so that web.app can be imported as
# the page imports it.
PROBE = """
import json, random, sys, types
from web.preload import COMPILED, CompiledLoader, after_restore, preload
loaded = preload()
modules = sorted(sys.modules)
state = random.getstate()
after_restore()
reseeded = random.getstate() != state


class Anything(types.ModuleType):
    def __getattr__(self, name):
        return lambda *args, **kwargs: None


for name in ("js", "pyodide", "pyodide.ffi"):
    sys.modules[name] = Anything(name)
import web.app
loaders = {name: type(module.__spec__.loader).__name__ for name, module in sys.modules.items()
           if name.startswith("web") and module.__spec__ is not None}
print(json.dumps({"loaded": loaded, "modules": modules, "reseeded": reseeded,
                  "compiled": sorted(COMPILED.code), "loaders": loaders}))
"""


class Probe(TypedDict):
    """What PROBE prints: the modules preload() loaded, every module then, whether reseeded, the
    modules compiled ahead, and how each web module was then loaded."""

    loaded: list[str]
    modules: list[str]
    reseeded: bool
    compiled: list[str]
    loaders: dict[str, str]


def run_probe() -> Probe:
    result = subprocess.run(
        [sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, check=True
    )
    found: Probe = json.loads(result.stdout)
    return found


def module_names() -> dict[str, str]:
    """Every module of web/ (but the PyScript entry) and its source."""
    names = {}
    for path in (ROOT / "web").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        if name != "web.main":
            names[name] = path.read_text(encoding="utf-8")
    return names


def test_preload_imports_every_game_its_view_and_the_session_without_the_browser() -> None:
    found = run_probe()
    import pygames

    for game_id in pygames.GAMES:
        assert f"pygames.{game_id}" in found["loaded"]
        assert f"web.views.{game_id}" in found["loaded"]
    assert {"web.session", "web.views.shell", "web.preload", "web.replay"} <= set(found["loaded"])
    # A snapshot can hold only Python: nothing of the browser, PyScript or the controller.
    assert not {"js", "pyodide", "pyscript", "web.app"} & set(found["modules"])


def test_the_controllers_modules_are_in_the_snapshot_compiled_and_the_page_runs_that_code() -> None:
    found = run_probe()
    names = module_names()
    browser = {
        name
        for name, source in names.items()
        if re.search(r"^(from|import) (js|pyodide|pyscript)\b", source, re.MULTILINE)
    }
    assert {"web.app", "web.dialogs", "web.keeping"} <= browser
    # Every module of web/ is either imported or compiled; the compiled are the controller's,
    # among them every one that needs the browser.
    assert set(names) == set(found["loaded"]) & set(names) | set(found["compiled"])
    assert browser <= set(found["compiled"])
    assert not set(found["loaded"]) & set(found["compiled"])
    for name in found["compiled"]:
        assert found["loaders"][name] == "CompiledLoader", name


def test_after_a_restore_the_global_random_generator_is_seeded_anew() -> None:
    assert run_probe()["reseeded"] is True


def test_a_module_compiled_ahead_is_found_only_while_its_file_is_the_one_compiled(
    tmp_path: Path,
) -> None:
    """PyScript writes its package anew at every start: a changed file is compiled as usual."""
    from web.preload import Compiled, CompiledLoader

    folder = tmp_path / "handed"
    folder.mkdir()
    (folder / "__init__.py").write_text("from js import window\n")
    (folder / "part.py").write_text("VALUE = 1\n")
    compiled = Compiled()
    compiled.add("handed", folder / "__init__.py")
    compiled.add("handed.part", folder / "part.py")
    spec = compiled.find_spec("handed.part", None)
    assert spec is not None and isinstance(spec.loader, CompiledLoader)
    assert spec.origin == str(folder / "part.py")
    assert compiled.find_spec("handed.other", None) is None
    (folder / "part.py").write_text("VALUE = 2\n")
    assert compiled.find_spec("handed.part", None) is None
    (folder / "__init__.py").unlink()
    assert compiled.find_spec("handed", None) is None
