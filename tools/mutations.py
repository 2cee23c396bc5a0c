"""Break the rules code on purpose and see a test fail: the table of wrong edits in
tools/mutation_table.py (issue 23's first seven, grown by issue 32 to every game).

    python3 build.py mutations               # every edit
    python3 build.py mutations calm news     # the named ones

Each edit is made in a fresh copy of the repository in a temporary folder (the files git
tracks, and new ones it does not ignore, as they stand in the working tree), never in the
working tree itself; the tests that should catch it then run in that copy. Before any edit,
the same tests run once on an unchanged copy, so that a failure means the edit was caught and
not that the tests were failing already. Each edit is reported `caught` (a test failed: the
first one is named) or `survived` (every test passed). The exit status is 0 only when every
edit is caught; an edit whose text is no longer found (the code moved on) is reported as such,
and the table below is the place to bring it up to date.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.mutation_table import MUTATIONS, Mutation  # noqa: E402

# The project's .venv (build.py sets it up), else the Python running this (a worktree's).
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
PYTHON = VENV_PYTHON if VENV_PYTHON.is_file() else Path(sys.executable)
TIMEOUT = 1800  # seconds for one run of the tests


def copy_of_tree(into: Path) -> Path:
    """The repository's files as they stand now, copied under `into`."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    target = into / "repo"
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file() and not source.is_symlink():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def run_tests(repo: Path, args: tuple[str, ...]) -> tuple[bool, str]:
    """Whether the tests passed in `repo`, and the first failing test (or the output's end)."""
    command = [str(PYTHON), "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *args]
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    try:
        done = subprocess.run(
            command, cwd=repo, env=env, capture_output=True, text=True, timeout=TIMEOUT
        )
    except subprocess.TimeoutExpired:
        return False, f"timed out after {TIMEOUT} s"
    failed = re.findall(r"^(?:FAILED|ERROR) (\S+)", done.stdout, re.MULTILINE)
    tail = done.stdout.strip().splitlines()[-1:] or [done.stderr.strip()]
    return done.returncode == 0, failed[0] if failed else tail[0]


def mutate(repo: Path, mutation: Mutation) -> str | None:
    """Make the edit in the copy; the reason it cannot be made, or None."""
    path = repo / mutation.path
    text = path.read_text(encoding="utf-8")
    count = text.count(mutation.find)
    if count != 1:
        return f"the text to replace stands {count} times in {mutation.path}"
    path.write_text(text.replace(mutation.find, mutation.replace), encoding="utf-8")
    return None


def main(argv: list[str]) -> int:
    names = [m.name for m in MUTATIONS]
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help=f"the edits to make: {', '.join(names)}")
    wanted = parser.parse_args(argv).names or names
    unknown = sorted(set(wanted) - set(names))
    if unknown:
        parser.error(f"no edit named {', '.join(unknown)} (the edits: {', '.join(names)})")
    chosen = [m for m in MUTATIONS if m.name in wanted]
    status = 0
    results: list[tuple[Mutation, str, str]] = []
    with tempfile.TemporaryDirectory(prefix="fg-mutations-") as tmp:
        baseline = copy_of_tree(Path(tmp) / "baseline")
        tests = tuple(dict.fromkeys(a for m in chosen for a in m.tests if a.startswith("tests/")))
        passed, detail = run_tests(baseline, tests)
        if not passed:
            print(f"The tests fail without any edit ({detail}): fix them first.")
            return 2
        print(f"Unchanged copy: the tests pass ({' '.join(tests)}).\n")
        for mutation in chosen:
            started = time.monotonic()
            repo = copy_of_tree(Path(tmp) / mutation.name)
            problem = mutate(repo, mutation)
            if problem:
                verdict, detail = "NOT MADE", problem
            else:
                passed, detail = run_tests(repo, mutation.tests)
                verdict = "SURVIVED" if passed else "caught"
            status = status or int(verdict != "caught")
            seconds = time.monotonic() - started
            print(f"{verdict:8}  {mutation.name:8} {mutation.what} ({mutation.path})")
            print(f"{'':18}{detail}  [{seconds:.0f} s]", flush=True)
            results.append((mutation, verdict, detail))
            shutil.rmtree(repo.parent)
    print(summary(results))
    return status


def summary(results: list[tuple[Mutation, str, str]]) -> str:
    """The run as a table, game by game: each edit, its verdict and the test that caught it."""
    rows = ["| game | edit | what | verdict | caught by |", "|---|---|---|---|---|"]
    for mutation, verdict, detail in results:
        game = mutation.path.split("/")[1] if mutation.path.startswith("pygames/") else "tools"
        rows.append(f"| {game} | {mutation.name} | {mutation.what} | {verdict} | {detail} |")
    caught = sum(1 for _, verdict, _ in results if verdict == "caught")
    return "\n".join(["", *rows, "", f"{caught} of {len(results)} edits caught."])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
