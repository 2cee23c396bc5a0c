"""Saved games as localStorage keeps them, and how a game that opens stands to them
(docs/rulings.md "Nothing is lost"): the save slot of a table, the record and the counter of a
saved entry, read through the bounded JSON reader, and the branch a game kept apart takes.
Pure Python, so CPython tests cover it.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

import pygames
from pygames.core import Record, RecordError
from pygames.core.i18n import LANGUAGES, tr
from pygames.core.record import MAX_BRANCH, MAX_JSON_BYTES, load_json, record_from_json

SAVE_PREFIX = "fg:save:"
# A saved game: its record (which, longer than MAX_JSON_BYTES, could not be exported or
# imported) and what the lobby says of it. The lobby (web/static/lobby.js) keeps the same cap.
MAX_SAVE_CHARS = 2 * MAX_JSON_BYTES


def save_key(record: Record) -> str:
    """The save slot of a record's table (its game, seed, names, seats, options and branch)."""
    table: list[Any] = [record.game, record.seed, record.names, record.seats, record.options]
    ident = json.dumps(table + ([record.branch] if record.branch else []), sort_keys=True)
    return f"{SAVE_PREFIX}{zlib.crc32(ident.encode()):08x}{zlib.adler32(ident.encode()):08x}"


def record_from_save(text: Any) -> Record:
    """The record of a saved game as localStorage holds it; a damaged one raises RecordError."""
    damaged = tr("This saved game is damaged and cannot be opened.")
    if not isinstance(text, str):
        raise RecordError(damaged)
    entry = load_json(text, max_chars=MAX_SAVE_CHARS, not_json=damaged)
    if not isinstance(entry, dict) or "record" not in entry:
        raise RecordError(damaged)
    return record_from_json(entry["record"], pygames.GAMES)


def saves_of(text: str | None) -> int:
    """The save counter of a stored game (0: none stored, or a save from before it was kept)."""
    if text is None:
        return 0
    try:
        entry = load_json(text, max_chars=MAX_SAVE_CHARS)
    except RecordError:
        return 0
    saves = entry.get("saves") if isinstance(entry, dict) else None
    return saves if isinstance(saves, int) and not isinstance(saves, bool) and saves > 0 else 0


NEW, AHEAD, APART = "new", "ahead", "apart"


def standing(kept: str | None, record: Record) -> str:
    """How a game that opens (a link, a file, a second tab's) stands to the one saved under its
    key: NEW (none is saved), AHEAD (the same game, as far on or further: it continues the save)
    or APART (the save is further on, went another way, or is damaged: the game that opens is
    kept as a game of its own, docs/rulings.md "Nothing is lost")."""
    if kept is None:
        return NEW
    try:
        saved = record_from_save(kept)
    except RecordError:
        return APART
    return AHEAD if record.history[: len(saved.history)] == saved.history else APART


def moves_of(kept: str | None) -> int | None:
    """How many moves a saved game has (None: none saved, or damaged)."""
    try:
        return None if kept is None else len(record_from_save(kept).history)
    except RecordError:
        return None


def apart_branch(record: Record) -> int:
    """The branch a game kept apart from its table's save takes: one of its moves', so that the
    same old link opened again continues the same game kept apart instead of a third."""
    ident = json.dumps([record.branch, record.history]).encode()
    return 1 + zlib.crc32(ident) % (MAX_BRANCH - 1)


def language_of_save(text: Any) -> str | None:
    """The language a saved game was played in (None: a save from before it was kept)."""
    try:
        entry = load_json(text, max_chars=MAX_SAVE_CHARS) if isinstance(text, str) else None
    except RecordError:
        return None
    language = entry.get("language") if isinstance(entry, dict) else None
    return language if language in LANGUAGES else None
