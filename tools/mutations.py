"""Break the rules code on purpose and see a test fail: the six wrong edits of issue 23.

    .venv/bin/python tools/mutations.py            # every edit
    .venv/bin/python tools/mutations.py calm news  # the named ones

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
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHON = ROOT / ".venv" / "bin" / "python"
TIMEOUT = 1800  # seconds for one run of the tests


@dataclass(frozen=True)
class Mutation:
    """One wrong edit: `find` must stand exactly once in `path`; it becomes `replace`."""

    name: str
    what: str
    path: str
    find: str
    replace: str
    tests: tuple[str, ...]  # pytest arguments, run in the copy


MUTATIONS = (
    Mutation(
        "calm",
        "the calm card does nothing",
        "pygames/fuldrigger/chance.py",
        "                ship.still = st.round\n",
        "                pass\n",
        ("tests/fuldrigger/test_sailing.py", "tests/fuldrigger/test_chance_and_end.py"),
    ),
    Mutation(
        "forts",
        "a clone shares Fuldrigger's fortresses with the original",
        "pygames/fuldrigger/state.py",
        "other.forts = dict(self.forts)",
        "other.forts = self.forts",
        ("tests/conformance/test_contract.py", "-k", "fuldrigger"),
    ),
    Mutation(
        "built",
        "a clone shares the estate engine's houses built this round (Eurobusiness)",
        "pygames/estate/table.py",
        '"mortgaged", "built",',
        '"mortgaged",',
        ("tests/conformance/test_contract.py", "-k", "eurobusiness or fortuna"),
    ),
    Mutation(
        "pirates",
        "pirates' reach 3 instead of 2 with a fortress near",
        "pygames/fuldrigger/state.py",
        "PIRATE_REACH = 2 ",
        "PIRATE_REACH = 3 ",
        ("tests/fuldrigger/test_sailing.py",),
    ),
    # The kernel's chance API: `choose` and the other chance methods mark the news, and so does
    # `draw` for every card turned from a Deck.
    Mutation(
        "news",
        "choose() no longer marks news (Fortuna's lot becomes undoable)",
        "pygames/core/game.py",
        "    def choose(self, items: Sequence[T]) -> T:\n        self._news = True\n",
        "    def choose(self, items: Sequence[T]) -> T:\n",
        ("tests/core", "tests/fortuna/test_rules.py", "tests/web/test_session.py"),
    ),
    Mutation(
        "draw",
        "State.draw no longer marks news (a turned card becomes undoable)",
        "pygames/core/game.py",
        "        if taken:\n            self._news = True\n",
        "",
        ("tests/conformance/test_undo.py",),
    ),
    Mutation(
        "victory",
        "Plinius's victory threshold: 13 VP or more wins instead of more than 13",
        "pygames/plinius/rules.py",
        "return vp > data.VP_TO_WIN",
        "return vp >= data.VP_TO_WIN",
        ("tests/plinius/test_rules.py",),
    ),
)


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
            print(f"{'':18}{detail}  [{seconds:.0f} s]")
            shutil.rmtree(repo.parent)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
