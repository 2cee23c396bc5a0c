"""Setting up the tools and running the checks: the project's .venv with the pinned test tools,
a Chromium for the browser tests, the test run (lint, types, pytest) and the benches' report.
`python3 build.py test` and `python3 build.py bench` come here; standard library only, like
build.py, since it runs before anything is installed."""

from __future__ import annotations

import hashlib
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".venv"


class BuildError(Exception):
    """Something the person running the build must fix; the message says what."""


# --- test ---------------------------------------------------------------------------------------


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def test_pins() -> list[str]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        project = tomllib.load(file)["project"]
    return list(project["optional-dependencies"]["test"])


def ensure_venv() -> Path:
    """The project's own .venv with the pinned test tools; pip runs only when the pins change."""
    python = venv_python()
    if not python.exists():
        print("Creating .venv", flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    pins = test_pins()
    stamp = VENV / ".fortune-games-pins"
    digest = hashlib.sha256("\n".join(sorted(pins)).encode()).hexdigest()
    if not stamp.exists() or stamp.read_text().strip() != digest:
        print("Installing the test tools into .venv: " + " ".join(pins), flush=True)
        subprocess.run(
            [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-q", *pins],
            check=True,
        )
        stamp.write_text(digest + "\n")
    return python


def playwright_chromium(python: Path) -> str | None:
    """Playwright's own Chromium, if its browser download is installed in its cache."""
    code = (
        "from playwright.sync_api import sync_playwright\n"
        "with sync_playwright() as p: print(p.chromium.executable_path)\n"
    )
    result = subprocess.run([str(python), "-c", code], capture_output=True, text=True)
    path = result.stdout.strip()
    return path if result.returncode == 0 and path and Path(path).is_file() else None


def system_chromium() -> str | None:
    for name in ("chromium", "chromium-browser"):
        found = shutil.which(name)
        if found:
            return found
    return "/usr/bin/chromium" if Path("/usr/bin/chromium").is_file() else None


def find_chromium(python: Path) -> str:
    """Playwright's own Chromium; else the system's; else install Debian's package as root."""
    found = os.environ.get("FG_CHROMIUM") or playwright_chromium(python) or system_chromium()
    if found:
        return found
    debian = Path("/etc/debian_version").is_file()
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    if debian and root and shutil.which("apt-get"):
        print("No Chromium found: installing Debian's chromium package", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update"], check=True, env=env)
        subprocess.run(["apt-get", "install", "-y", "chromium"], check=True, env=env)
        found = system_chromium()
        if found:
            return found
    if debian:
        how = "sudo apt-get update && sudo apt-get install -y chromium"
    elif platform.system() == "Darwin":
        how = f"{python} -m playwright install chromium"
    else:
        how = f"{python} -m playwright install --with-deps chromium"
    raise BuildError(
        "The end-to-end tests need Chromium and none was found (neither Playwright's own nor a "
        f"system chromium). Install one with:\n    {how}\nor point FG_CHROMIUM at a Chromium "
        "binary, then run `python3 build.py test` again."
    )


def run_tests(pytest_args: list[str], build: Callable[[], str]) -> int:
    """Lint, check the types and run pytest after `build` (build.py's) has built dist/."""
    python = ensure_venv()
    chromium = find_chromium(python)
    build_hash = build()
    print(f"Built dist/ ({build_hash}); Chromium: {chromium}", flush=True)
    tools = python.parent
    failed = []
    # Lint, then the types: mypy checks what pyproject.toml's [tool.mypy] names.
    for command in (["ruff", "check", "."], ["ruff", "format", "--check", "."], ["mypy"]):
        print("$ " + " ".join(command), flush=True)
        if subprocess.run([str(tools / command[0]), *command[1:]], cwd=ROOT).returncode:
            failed.append(" ".join(command))
    env = {**os.environ, "FG_CHROMIUM": chromium, "PYTHONDONTWRITEBYTECODE": "1"}
    for args, code in run_pytest(python, pytest_args, env):
        if code:
            failed.append(f"pytest {' '.join(args)} (exit {code})")
    if failed:
        print("FAILED: " + "; ".join(failed), flush=True)
        return 1
    return 0


def run_pytest(
    python: Path, pytest_args: list[str], env: dict[str, str]
) -> list[tuple[list[str], int]]:
    """Each pytest run and its exit status. Asked for the whole suite, the browser tests and the
    others run side by side on the machine's two cores: the others (about 4 minutes alone) then
    no longer add to the browser tests' time. The browser tests' report streams; the others'
    follows theirs. The browser tests spend most of their time waiting (Python starting, bots'
    pacing, motion), so two workers share them, each taking whole files (a file's tests share a
    started page). Any arguments given make one run, as given."""
    pytest = [str(python), "-m", "pytest"]
    if pytest_args:
        print("$ " + " ".join(["python", "-m", "pytest", *pytest_args]), flush=True)
        status = subprocess.run([*pytest, *pytest_args], cwd=ROOT, env=env)
        return [(pytest_args, status.returncode)]
    browser = ["tests/e2e", "-n", "2", "--dist", "loadfile"]
    others = ["tests", "--ignore=tests/e2e", "-p", "no:cacheprovider"]
    with tempfile.TemporaryFile() as held:
        print("$ " + " ".join(["python", "-m", "pytest", *others]) + "  (beside)", flush=True)
        beside = subprocess.Popen(
            [*pytest, *others], cwd=ROOT, env=env, stdout=held, stderr=subprocess.STDOUT
        )
        print("$ " + " ".join(["python", "-m", "pytest", *browser]), flush=True)
        browser_code = subprocess.run([*pytest, *browser], cwd=ROOT, env=env).returncode
        others_code = beside.wait()
        held.seek(0)
        print("\n$ " + " ".join(["python", "-m", "pytest", *others]), flush=True)
        sys.stdout.buffer.write(held.read())
        sys.stdout.flush()
    return [(browser, browser_code), (others, others_code)]


# --- bench --------------------------------------------------------------------------------------

BENCHES = (
    "engine",
    "startup",
    "latency",
    "pacing",
    "bots",
    "estate_bots",
    "estate_browser",
    "fame_fortune_bots",
    "fuldrigger_balance",
    "replay",
    "handovers",
    "secret_browser",
    "first_visit",
)


def run_bench(names: list[str], build: Callable[[], str]) -> int:
    """Each bench/<name>.py prints a markdown section; together they make bench/report.md. A run
    of some benches replaces their sections and keeps the others' (each is marked with its name)."""
    python = ensure_venv()
    chromium = find_chromium(python)
    build()
    env = {**os.environ, "FG_CHROMIUM": chromium, "PYTHONPATH": str(ROOT)}
    sections = {}
    status = 0
    for name in names or BENCHES:
        print(f"Running bench/{name}.py ...", flush=True)
        result = subprocess.run(
            [str(python), str(ROOT / "bench" / f"{name}.py")],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            text=True,
        )
        if result.returncode:
            status = 1
            sections[name] = f"## {name}\n\nFAILED (exit {result.returncode}).\n{result.stdout}"
        else:
            sections[name] = result.stdout.strip() + "\n"
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    report_path = ROOT / "bench" / "report.md"
    old = report_path.read_text(encoding="utf-8") if report_path.is_file() else ""
    report = merged_report(old, sections, machine)
    report_path.write_text(report, encoding="utf-8")
    print(report)
    return status


def merged_report(old: str, sections: dict[str, str], machine: str) -> str:
    """bench/report.md with the sections just measured in place of theirs, the others kept; each
    section is marked with its bench's name, and they stand in the order of BENCHES."""
    parts = re.split(r"^<!-- bench:(\w+) -->\n", old, flags=re.MULTILINE)
    merged = dict(zip(parts[1::2], parts[2::2], strict=True)) | sections
    report = "# Benchmarks\n\nMeasured by `python3 build.py bench` on " + machine + ".\n"
    for name in sorted(merged, key=lambda n: (BENCHES.index(n) if n in BENCHES else 99, n)):
        report += f"\n<!-- bench:{name} -->\n{merged[name].strip()}\n"
    return report
