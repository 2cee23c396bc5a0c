"""One spelling per move: an action code is written one way, so two records of one game are
the same text. The kernel refuses any code in a shape no game writes (`fault`); a game that reads
numbers out of a code (a free amount, a ship's number) reads them with `whole` or `signed`, which
take only the canonical writing; and `respellings` finds, for a refused code, the spellings it
may have meant, so that the refusal can say how the move is written.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import product

MAX_DIGITS = 9  # no amount of any game needs more; longer numbers are refused, not parsed

_WHOLE = re.compile(rf"0|[1-9][0-9]{{0,{MAX_DIGITS - 1}}}")
_SIGNED = re.compile(rf"0|[+-][1-9][0-9]{{0,{MAX_DIGITS - 1}}}")

# The shape of every game's codes: parts of printable ASCII other than `:` (no space, no
# letter from elsewhere), none empty (no `::`, no leading or trailing `:`), none a number with a
# leading zero (`01`, `+01`) or a signed zero (`+0`, `-0`).
_SHAPE = re.compile(r"(?![+-]?0[0-9]|[+-]0)[!-9;-~]+(?::(?![+-]?0[0-9]|[+-]0)[!-9;-~]+)*")
_NUMBER = re.compile(r"[+-]?\d+")  # any script's digits: int() reads them all


def whole(text: str) -> int | None:
    """The whole number `text` writes (`0`, `300`; no sign, no leading zero), or None."""
    return int(text) if _WHOLE.fullmatch(text) else None


def signed(text: str) -> int | None:
    """The amount `text` writes with its sign (`+300`, `-300`, and `0` for none), or None."""
    return int(text) if _SIGNED.fullmatch(text) else None


def signed_text(amount: int) -> str:
    """`amount` as `signed` reads it: `+300`, `-300`, and `0` (never `+0`)."""
    return f"{amount:+d}" if amount else "0"


def fault(code: str) -> bool:
    """Whether `code` is in a shape no game writes, whatever the game and the moment."""
    return _SHAPE.fullmatch(code) is None


def _parts(code: str) -> list[str]:
    """The parts of `code` with the slips a person makes undone: spaces dropped, empty parts
    left out, numbers written plainly (`+300` and `0300` as `300`, `-0` as `0`)."""
    parts = []
    for part in "".join(code.split()).split(":"):
        if not part:
            continue
        if _NUMBER.fullmatch(part) and len(part.lstrip("+-0")) <= MAX_DIGITS:
            part = str(int(part))
        parts.append(part)
    return parts


def loose(code: str) -> str:
    """What `code` says once its slips and its letters' case are set aside: a refused code and
    a legal one with the same `loose` form are the same move spelt two ways."""
    return ":".join(_parts(code)).lower()


def respellings(code: str) -> Iterator[str]:
    """Spellings of a free amount's move that `code` may mean (`bid:+300` -> `bid:300`,
    `trade:cash:300` -> `trade:cash:+300`), for the game to try; the code itself is left out."""
    parts = _parts(code)
    seen = {code}
    for case in (parts, [part.lower() for part in parts]):
        choices = [
            [part, f"+{part}"] if part.isascii() and part.isdigit() and part != "0" else [part]
            for part in case
        ]
        for chosen in product(*choices):
            spelt = ":".join(chosen)
            if spelt not in seen:
                seen.add(spelt)
                yield spelt
