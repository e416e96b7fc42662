"""The user's library: the database every service works on, opened and up to date.

Opening it creates or migrates the schema and brings the bundled banks up to date.
The GUI and the command line receive the `Database` handle from here and pass it
to the other services; they never reach into `simulator.data` themselves.
"""

from __future__ import annotations

from pathlib import Path

from simulator.data.db import Database, open_database, set_aside_damaged
from simulator.data.errors import DamagedDatabaseError, DatabaseError, db_display_name
from simulator.services.banks import sync_bundled_banks

__all__ = [
    "DamagedDatabaseError",
    "Database",
    "DatabaseError",
    "db_display_name",
    "open_library",
    "set_aside_damaged",
]


def open_library(url: str, bank_paths: list[Path] | None = None) -> Database:
    """Open (create, migrate) the database and import the bundled or given banks that changed."""
    db = open_database(url)
    try:
        sync_bundled_banks(db, bank_paths)
    except BaseException:
        db.close()
        raise
    return db
