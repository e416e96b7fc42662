"""What went wrong with a database, in one line a user can act on.

SQLAlchemy and the drivers raise exceptions meant for programmers. Everything the
data layer raises at the user is a `DatabaseError` whose message names the database
and says what is wrong and what to do; `DamagedDatabaseError` also carries the
file, so the GUI can offer to move it aside and start afresh.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from simulator.domain.messages import QT_TRANSLATE_NOOP, message

# SQLAlchemy is imported inside the functions that need it: these classes are raised
# and caught on the start-up path too, before SQLAlchemy is loaded (see startup.py).


class DatabaseError(Exception):
    """The database cannot be used; the message is meant for the user as it is."""


class DatabaseMovedError(DatabaseError):
    """The database file was moved, replaced or deleted while this process used it.

    SQLite would go on writing to the file it opened, which no name reaches any more:
    everything written from then on would be lost when the app closes. So nothing is
    written; what this process still sees can be saved to a new file
    (`Database.move_to`).
    """

    def __init__(self, path: Path) -> None:
        super().__init__(
            message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the database file {path} was moved, replaced or deleted while Exam "
                    "Simulator was using it; nothing more is written to it",
                ),
                path=str(path),
            )
        )
        self.path = path


class DamagedDatabaseError(DatabaseError):
    """The file is not an Exam Simulator database, or its pages are damaged."""

    def __init__(self, message: str, path: Path | None) -> None:
        super().__init__(message)
        self.path = path


# SQLite result codes (Python 3.11 sqlite3 errors carry `sqlite_errorname`) and
# PostgreSQL SQLSTATEs, by what the user should hear.
_DAMAGED = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
_FULL = ("SQLITE_FULL", "53100")
_READ_ONLY = ("SQLITE_READONLY", "25006")
_BUSY = ("SQLITE_BUSY", "SQLITE_LOCKED", "55P03", "40P01")
_CANNOT_OPEN = ("SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH")


def user_error(exc: BaseException, url: str, path: Path | None = None) -> DatabaseError:
    """The DatabaseError to show for a driver or SQLAlchemy exception on `url`."""
    from sqlalchemy.exc import OperationalError

    if isinstance(exc, DatabaseError):
        return exc
    original = getattr(exc, "orig", None) or exc
    code = str(getattr(original, "sqlite_errorname", "") or getattr(original, "sqlstate", "") or "")
    name = db_display_name(url)
    reason = reason_of(exc)
    if code.startswith(_DAMAGED):
        return DamagedDatabaseError(
            message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the database {name} is not an Exam Simulator database or is damaged "
                    "({reason}); nothing was changed. Move it aside, or choose another database "
                    "with --db",
                ),
                name=name,
                reason=reason,
            ),
            path,
        )
    if code.startswith(_FULL):
        template = QT_TRANSLATE_NOOP(
            "Messages",
            "the database {name} cannot be written: the disk is full ({reason}); nothing was "
            "changed. Free some space and try again",
        )
    elif code.startswith(_READ_ONLY):
        template = QT_TRANSLATE_NOOP(
            "Messages",
            "the database {name} is read-only ({reason}); nothing was changed. Make the file "
            "writable, or choose another database with --db",
        )
    elif code.startswith(_BUSY):
        template = QT_TRANSLATE_NOOP(
            "Messages",
            "the database {name} is busy: another program is writing to it ({reason}); "
            "nothing was changed. Try again in a moment",
        )
    elif code.startswith(_CANNOT_OPEN) or (isinstance(exc, OperationalError) and not code):
        template = QT_TRANSLATE_NOOP("Messages", "cannot open the database {name}: {reason}")
    else:
        template = QT_TRANSLATE_NOOP("Messages", "the database {name} reported an error: {reason}")
    return DatabaseError(message(template, name=name, reason=reason))


def reason_of(exc: BaseException) -> str:
    """The first line of what the driver said, without SQLAlchemy's wrapping."""
    original = getattr(exc, "orig", None)
    message = str(original if original is not None else exc).strip()
    return message.splitlines()[0] if message else type(exc).__name__


def db_display_name(url: str) -> str:
    """The URL without its password, for messages and reports."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        return make_url(url).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url)


def set_aside_damaged(path: Path) -> Path:
    """Rename a damaged database and its companions to `NAME.damaged-<time>`; delete nothing.

    The next open then starts a fresh database at the old name.
    """
    target = path.with_name(f"{path.name}.damaged-{datetime.now():%Y%m%d-%H%M%S}")
    for suffix in ("", "-wal", "-shm", "-journal"):
        source = Path(f"{path}{suffix}")
        if source.exists():
            os.replace(source, Path(f"{target}{suffix}"))
    return target
