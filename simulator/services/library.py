"""The user's library: the database every service works on, opened and up to date.

Opening it creates or migrates the schema and brings the bundled banks up to date.
The GUI and the command line receive the `Database` handle from here and pass it
to the other services; they never reach into `simulator.data` themselves. Once it is
open, the start page reads through `LibraryStartSource` (see services.start_view).
"""

from __future__ import annotations

from pathlib import Path

from simulator.data.db import Database, open_database, set_aside_damaged
from simulator.data.errors import (
    DamagedDatabaseError,
    DatabaseError,
    DatabaseMovedError,
    db_display_name,
)
from simulator.formats.files import write_output
from simulator.services import attempts, history, learning
from simulator.services.banks import list_banks, sync_bundled_banks
from simulator.services.start_view import (
    AttemptSummary,
    BankSummary,
    Coaching,
    UnfinishedAttempt,
)

__all__ = [
    "DamagedDatabaseError",
    "Database",
    "DatabaseError",
    "DatabaseMovedError",
    "LibraryStartSource",
    "db_display_name",
    "open_library",
    "set_aside_damaged",
]


def save_library_copy(
    db: Database, path: Path, active: attempts.ActiveAttempt | None = None
) -> None:
    """After the database file was moved away: save the library as this window still
    sees it to `path`, use that file from now on, and store the running attempt's
    answers kept in memory meanwhile (`active`)."""
    write_output(path, db.copy_bytes())
    db.move_to(path)
    if active is not None:
        active.store_kept_answers()


def open_library(url: str, bank_paths: list[Path] | None = None) -> Database:
    """Open (create, migrate) the database and import the bundled or given banks that changed."""
    db = open_database(url)
    try:
        sync_bundled_banks(db, bank_paths)
    except BaseException:
        db.close()
        raise
    return db


class LibraryStartSource:
    """The start page's reads through the open library, coaching included."""

    def __init__(self, db: Database) -> None:
        self.db = db

    def banks(self) -> list[BankSummary]:
        return list_banks(self.db)

    def recent_attempts(self, bank_id: str, limit: int) -> list[AttemptSummary]:
        return history.attempt_history(self.db, bank_id, limit=limit)

    def unfinished(self, bank_id: str) -> UnfinishedAttempt | None:
        return attempts.find_unfinished(self.db, bank_id)

    def coaching(self, bank_id: str) -> Coaching:
        report = history.weak_area_report(self.db, bank_id)
        due, next_due = learning.due_outlook(self.db, bank_id)
        return Coaching(
            weak_areas=[area.recommendation for area in report.weak],
            answers=report.answers,
            due=due,
            next_due=next_due,
            readiness=learning.readiness(self.db, bank_id),
        )

    def close(self) -> None:
        """The library stays open: the window closes it when it goes."""
