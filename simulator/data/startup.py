"""The start page's reads, with the standard library's sqlite3 only: the quick path.

Importing SQLAlchemy and the ORM takes longer than showing a Qt window, and the start
page needs only the bank list, the recent attempts and the unfinished attempt. For a
SQLite database already at this app's schema, whose bundled bank files have not
changed since they were last stored, `StartupReader` reads exactly what the ORM
functions in `banks.py` and `attempts.py` return (a test compares the two), through
a read-only connection. Anything else (a server URL, a missing, older or damaged
file, changed bank files) gets None, and the caller takes the full path.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections import defaultdict
from collections.abc import Container, Iterable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import quote

from simulator.data.holders import holder_is_live
from simulator.data.records import (
    FINISHED,
    AttemptStatus,
    AttemptSummary,
    BankSummary,
    TopicCount,
    UnfinishedAttempt,
    as_utc,
    remaining_seconds,
    utcnow,
)
from simulator.data.schema import SCHEMA_REVISION, VERSION_TABLE
from simulator.domain.blueprint import Mode
from simulator.domain.model import ExamDefaults
from simulator.domain.question_types import Scoring

#: The settings row where bank syncing keeps each bundled file's size, time and hash.
BUNDLED_FILES_KEY = "bundled_files"


def sqlite_file(url: str) -> Path | None:
    """The file of a plain `sqlite:///path` URL; None for anything else (memory, options)."""
    prefix = "sqlite:///"
    if not url.startswith(prefix) or "?" in url or "%" in url:
        return None
    database = url[len(prefix) :]
    if not database or database == ":memory:":
        return None
    return Path(database).expanduser()


def file_fingerprint(path: Path) -> dict[str, int] | None:
    """Size and modification time: a bank file with both unchanged need not be re-read."""
    try:
        status = path.stat()
    except OSError:
        return None
    return {"size": status.st_size, "mtime_ns": status.st_mtime_ns}


def stored_unchanged(
    fingerprint: Mapping[str, int] | None,
    entry: Mapping[str, Any] | None,
    hashes: Container[str],
) -> bool:
    """True when a bundled file's `fingerprint` is the one recorded for it (`entry` of the
    `bundled_files` setting) and the bank it held is still stored (`hashes`)."""
    return (
        fingerprint is not None
        and entry is not None
        and {k: entry.get(k) for k in fingerprint} == fingerprint
        and entry.get("hash") in hashes
    )


class StartupReader:
    """Read-only queries for the start page on an up-to-date SQLite database."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._connection = connection

    @classmethod
    def open(cls, url: str) -> StartupReader | None:
        """A reader, or None when the quick path cannot answer for this database."""
        path = sqlite_file(url)
        if path is None or not path.is_file():
            return None
        try:
            connection = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=2)
            row = connection.execute(f"SELECT version_num FROM {VERSION_TABLE}").fetchone()
        except sqlite3.Error:
            return None
        if row is None or row[0] != SCHEMA_REVISION:
            connection.close()
            return None
        return cls(connection)

    def close(self) -> None:
        self._connection.close()

    def _rows(self, sql: str, *parameters: object) -> list[tuple[Any, ...]]:
        return self._connection.execute(sql, parameters).fetchall()

    # ------------------------------------------------------------- bundled files
    def bundled_files_unchanged(self, paths: Iterable[Path]) -> bool:
        """True when every file is as it was when last stored, and its bank is stored."""
        rows = self._rows("SELECT value FROM settings WHERE key = ?", BUNDLED_FILES_KEY)
        if not rows:
            return False
        known: dict[str, dict[str, Any]] = json.loads(rows[0][0]).get("files", {})
        hashes = {h for (h,) in self._rows("SELECT content_hash FROM banks")}
        return all(
            stored_unchanged(file_fingerprint(path), known.get(str(path)), hashes) for path in paths
        )

    # --------------------------------------------------------------------- banks
    def bank_summaries(self) -> list[BankSummary]:
        """As `data.banks.bank_summaries`: every bank, active questions counted per topic."""
        counts: dict[int, int] = defaultdict(int)
        for topic_id, count in self._rows(
            "SELECT topic_id, count(*) FROM questions WHERE retired = 0 GROUP BY topic_id"
        ):
            counts[topic_id] = count
        multi = dict(
            self._rows(
                "SELECT bank_id, count(*) FROM ("
                " SELECT q.bank_id AS bank_id FROM questions q"
                " JOIN choices c ON c.question_id = q.id"
                " WHERE q.retired = 0 AND c.retired = 0 AND c.correct = 1"
                " GROUP BY q.bank_id, c.question_id HAVING count(*) > 1"
                ") GROUP BY bank_id"
            )
        )
        topics_of: dict[int, list[TopicCount]] = defaultdict(list)
        for bank_id, key, title, topic_id in self._rows(
            "SELECT bank_id, key, title, id FROM topics ORDER BY bank_id, position, id"
        ):
            topics_of[bank_id].append(TopicCount(key, title, counts[topic_id]))
        summaries = []
        for row in self._rows(
            "SELECT id, key, title, description, question_count, time_limit_minutes,"
            " passing_score, blueprint, content_hash, scoring FROM banks"
            " WHERE deleted_at IS NULL ORDER BY title"
        ):
            bank_id, key, title, description, count, minutes, passing, blueprint, digest = row[:9]
            scoring = Scoring(row[9])
            topics = tuple(topics_of[bank_id])
            summaries.append(
                BankSummary(
                    key=key,
                    title=title,
                    description=description,
                    question_count=sum(t.questions for t in topics),
                    multi_select_count=multi.get(bank_id, 0),
                    topics=tuple(t for t in topics if t.questions),
                    exam=ExamDefaults(
                        count, minutes, passing, dict(json.loads(blueprint)), scoring
                    ),
                    content_hash=digest,
                )
            )
        return summaries

    # ------------------------------------------------------------------ attempts
    def finished_attempts(self, bank_key: str, limit: int) -> list[AttemptSummary]:
        """As `data.attempts.finished_attempts`: newest first."""
        marks = ",".join("?" * len(FINISHED))
        rows = self._rows(
            "SELECT a.id, a.mode, a.started_at, coalesce(a.finished_at, a.saved_at),"
            " a.correct_count, a.question_count, a.score_percent, a.passed,"
            " a.elapsed_seconds, a.timed_out"
            " FROM attempts a JOIN banks b ON b.id = a.bank_id"
            f" WHERE b.key = ? AND a.status IN ({marks})"
            " ORDER BY a.finished_at DESC, a.id DESC LIMIT ?",
            bank_key,
            *(status.value for status in FINISHED),
            limit,
        )
        return [
            AttemptSummary(
                attempt_id=row[0],
                mode=Mode(row[1]),
                started_at=_when(row[2]),
                finished_at=_when(row[3]),
                correct=row[4] or 0,
                total=row[5],
                percent=row[6] or 0.0,
                passed=bool(row[7]),
                time_used_seconds=row[8],
                timed_out=bool(row[9]),
            )
            for row in rows
        ]

    def unfinished_attempt(self, bank_key: str) -> UnfinishedAttempt | None:
        """As `data.attempts.unfinished_attempt`: the newest attempt still in progress."""
        rows = self._rows(
            "SELECT a.id, a.mode, a.started_at, a.time_limit_minutes, a.elapsed_seconds,"
            " a.deadline_at, a.student_id, a.held_by, a.held_until"
            " FROM attempts a JOIN banks b ON b.id = a.bank_id"
            " WHERE b.key = ? AND a.status = ? ORDER BY a.started_at DESC LIMIT 1",
            bank_key,
            AttemptStatus.IN_PROGRESS.value,
        )
        if not rows:
            return None
        (attempt_id, mode, started_at, minutes, elapsed, deadline, student_id, held_by, until) = (
            rows[0]
        )
        answered, total = self._rows(
            "SELECT coalesce(sum(selected != '[]' OR response IS NOT NULL), 0), count(*)"
            " FROM answers WHERE attempt_id = ?",
            attempt_id,
        )[0]
        return UnfinishedAttempt(
            attempt_id=attempt_id,
            bank_id=bank_key,
            mode=Mode(mode),
            answered=answered,
            total=total,
            started_at=_when(started_at),
            remaining_seconds=remaining_seconds(
                minutes, elapsed, _when(deadline) if deadline else None, utcnow()
            ),
            student_id=student_id or "",
            wall_clock=deadline is not None,
            held_elsewhere=holder_is_live(
                held_by, as_utc(_when(until)) if until else None, utcnow()
            ),
        )


def _when(stored: str) -> datetime:
    """A stored time as SQLAlchemy's SQLite dialect reads it back (naive, UTC)."""
    return datetime.fromisoformat(stored)


def stat_paths(paths: Iterable[Path]) -> list[Path]:
    """The paths as the bank sync records them (absolute, so the key is stable)."""
    return [Path(os.path.abspath(p)) for p in paths]
