"""What the start page shows, from the quickest source that can say it.

At start-up the window should appear about as fast as a bare Qt window. The start page
needs the bank list, the recent attempts and the unfinished attempt; `QuickStartSource`
reads those with the standard library (`data.startup`), without importing SQLAlchemy,
Alembic or the ORM. Once the window is on screen the full library opens and a
`LibraryStartSource` (services.library) takes over, adding what needs the whole data
layer: weak areas, questions due and the pass probability ("coaching").

This module stays light on purpose: the GUI imports it before the first paint.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from simulator import paths
from simulator.data.errors import DamagedDatabaseError as DamagedDatabaseError
from simulator.data.errors import DatabaseError as DatabaseError
from simulator.data.errors import db_display_name as db_display_name
from simulator.data.errors import set_aside_damaged as set_aside_damaged
from simulator.data.records import AttemptSummary as AttemptSummary  # handed to the GUI
from simulator.data.records import BankSummary as BankSummary
from simulator.data.records import UnfinishedAttempt as UnfinishedAttempt
from simulator.data.records import as_utc
from simulator.data.startup import StartupReader, stat_paths
from simulator.domain.blueprint import PracticeSet

if TYPE_CHECKING:
    from simulator.domain.readiness import Readiness


@dataclass(frozen=True)
class Coaching:
    """What to practise: weak topics, questions due for review, the pass probability."""

    weak_areas: list[str]  # recommendations, weakest first
    answers: int  # answers the weak-area report is based on
    due: int
    next_due: datetime | None  # when the next question falls due, if none is due now
    readiness: Readiness | None  # None: not enough answers yet


class StartSource(Protocol):
    """The start page's reads. Times are in the user's local time."""

    def banks(self) -> list[BankSummary]: ...

    def recent_attempts(self, bank_id: str, limit: int) -> list[AttemptSummary]: ...

    def unfinished(self, bank_id: str) -> UnfinishedAttempt | None: ...

    def coaching(self, bank_id: str) -> Coaching | None:
        """None while only the quick reads are available."""
        ...

    def practice_set_sizes(self, bank_id: str, chosen: PracticeSet) -> dict[str, int] | None:
        """Questions of the practice set per topic; None while only the quick reads are."""
        ...

    def close(self) -> None: ...


def local_time(moment: datetime) -> datetime:
    """Stored times are UTC; users read local time."""
    return as_utc(moment).astimezone()


def in_local_time(summary: AttemptSummary) -> AttemptSummary:
    return replace(
        summary,
        started_at=local_time(summary.started_at),
        finished_at=local_time(summary.finished_at),
    )


class QuickStartSource:
    """The start page's reads, made at once through the standard library's sqlite3
    (see data.startup) and kept: nothing here touches the database again."""

    def __init__(
        self,
        banks: list[BankSummary],
        recent: dict[str, list[AttemptSummary]],
        unfinished: dict[str, UnfinishedAttempt | None],
    ) -> None:
        self._banks = banks
        self._recent = recent
        self._unfinished = unfinished

    def banks(self) -> list[BankSummary]:
        return list(self._banks)

    def recent_attempts(self, bank_id: str, limit: int) -> list[AttemptSummary]:
        return self._recent.get(bank_id, [])[:limit]

    def unfinished(self, bank_id: str) -> UnfinishedAttempt | None:
        return self._unfinished.get(bank_id)

    def coaching(self, bank_id: str) -> Coaching | None:
        return None

    def practice_set_sizes(self, bank_id: str, chosen: PracticeSet) -> dict[str, int] | None:
        return None

    def close(self) -> None:
        """Nothing to close: the reads were made when the source was created."""


def quick_start_source(
    url: str, bank_paths: list[Path] | None = None, *, recent: int = 5
) -> QuickStartSource | None:
    """The quick source with up to `recent` attempts per bank, or None when only the
    full library can open this database.

    That is: not a SQLite file, missing, at another schema version, unreadable, or
    its bundled (or given) bank files changed since they were stored, so they must be
    imported first.
    """
    reader = StartupReader.open(url)
    if reader is None:
        return None
    wanted = paths.bundled_bank_paths() if bank_paths is None else bank_paths
    try:
        if not reader.bundled_files_unchanged(stat_paths(wanted)):
            return None
        banks = reader.bank_summaries()
        finished = {
            b.key: [in_local_time(a) for a in reader.finished_attempts(b.key, recent)]
            for b in banks
        }
        unfinished = {b.key: reader.unfinished_attempt(b.key) for b in banks}
    except (sqlite3.Error, ValueError):  # damaged or odd: the full path explains it
        return None
    finally:
        reader.close()
    return QuickStartSource(banks, finished, unfinished)
