"""Opening the database: engine, SQLite pragmas, schema version and migrations.

A new database gets the current schema in one `create_all` and is stamped with the
newest migration; an older one is backed up (SQLite) and migrated with Alembic; a
newer one is refused so an old app never damages a newer user's history. Alembic
is imported only when a migration is really needed, which keeps start-up fast.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, OperationalError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from simulator.data.lockguard import SQLiteLockGuard
from simulator.data.orm import Base

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
# The newest migration in migrations/versions; a test keeps the two in step.
SCHEMA_REVISION = "0005"
VERSION_TABLE = "alembic_version"
CONNECT_TIMEOUT_SECONDS = 5


class DatabaseError(Exception):
    """The database cannot be used; the message is meant for the user as it is."""


@dataclass
class Database:
    """An open, up-to-date database: hands out short-lived sessions, one per use case."""

    url: str
    engine: Engine
    _sessions: sessionmaker[Session]
    _guard: SQLiteLockGuard | None = None

    @contextmanager
    def session(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back on any error."""
        if self._guard is not None:
            self._guard.reassert()
        with self._sessions.begin() as session:
            yield session

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    def close(self) -> None:
        if self._guard is not None:
            self._guard.close()
            self._guard = None
        self.engine.dispose()


def open_database(url: str) -> Database:
    """Connect, create or migrate the schema, and return a ready Database."""
    engine = _create_engine(url)
    try:
        with engine.connect() as connection:
            _ensure_schema(connection, url)
            connection.commit()
    except OperationalError as exc:
        engine.dispose()
        raise DatabaseError(
            f"cannot open the database {db_display_name(url)}: {_reason(exc)}"
        ) from None
    except DatabaseError:
        engine.dispose()
        raise
    database = engine.url.database if engine.dialect.name == "sqlite" else None
    guard = SQLiteLockGuard(Path(database)) if database and database != ":memory:" else None
    return Database(url, engine, sessionmaker(engine, expire_on_commit=False), guard)


def _create_engine(url: str) -> Engine:
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        raise DatabaseError(
            f"'{db_display_name(url)}' is not a database URL (e.g. sqlite:///path/to/file.db "
            "or postgresql+psycopg://user:password@host:5432/name)"
        ) from None
    kwargs: dict[str, Any] = {}
    if parsed.get_backend_name() == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        kwargs["connect_args"] = {"timeout": 15}
    elif parsed.get_backend_name() == "postgresql":
        kwargs["connect_args"] = {"connect_timeout": CONNECT_TIMEOUT_SECONDS}
        kwargs["pool_pre_ping"] = True
    try:
        engine = create_engine(parsed, **kwargs)
    except (NoSuchModuleError, ModuleNotFoundError) as exc:
        raise DatabaseError(
            f"no database driver for {parsed.drivername!r} is installed ({exc})"
        ) from None
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    """WAL for concurrent readers, FULL sync so a committed answer survives power loss."""
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=FULL")
    cursor.execute("PRAGMA busy_timeout=15000")
    cursor.close()


def schema_revision(connection: Connection) -> str | None:
    """The stored schema revision, or None for a database without our tables."""
    if not inspect(connection).has_table(VERSION_TABLE):
        return None
    return connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalar()


def _ensure_schema(connection: Connection, url: str) -> None:
    revision = schema_revision(connection)
    if revision == SCHEMA_REVISION:
        return
    if revision is None:
        if inspect(connection).get_table_names():
            raise DatabaseError(
                f"the database {db_display_name(url)} holds tables that are not Exam Simulator's; "
                "choose another database with --db"
            )
        Base.metadata.create_all(connection)
        connection.execute(
            text(f"CREATE TABLE {VERSION_TABLE} (version_num VARCHAR(32) NOT NULL PRIMARY KEY)")
        )
        connection.execute(text(f"INSERT INTO {VERSION_TABLE} VALUES (:v)"), {"v": SCHEMA_REVISION})
        return
    if not revision.isdigit() or int(revision) > int(SCHEMA_REVISION):
        raise DatabaseError(
            f"the database {db_display_name(url)} was written by a newer version of Exam Simulator "
            f"(schema {revision}; this version reads up to {SCHEMA_REVISION}). "
            "Update Exam Simulator, or use another database with --db."
        )
    _backup_sqlite(connection, revision)
    upgrade(connection)


def upgrade(connection: Connection, target: str = "head") -> None:
    """Run Alembic migrations on an open connection (imported lazily: rarely needed)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    command.upgrade(config, target)


def _backup_sqlite(connection: Connection, revision: str) -> None:
    """Copy a SQLite file aside before migrating it, so a failed migration loses nothing."""
    if connection.dialect.name != "sqlite":
        return
    database = connection.engine.url.database
    if not database or database == ":memory:":
        return
    source = Path(database)
    if source.exists():
        connection.exec_driver_sql("PRAGMA wal_checkpoint(FULL)")
        shutil.copy2(
            source, source.with_name(f"{source.name}.before-{SCHEMA_REVISION}.from-{revision}.bak")
        )


def db_display_name(url: str) -> str:
    """The URL without its password, for messages and reports."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except (ArgumentError, ValueError):
        return re.sub(r"(://[^:/@]*:)[^@]*@", r"\1***@", url)


def _reason(exc: SQLAlchemyError) -> str:
    original = getattr(exc, "orig", None)
    message = str(original if original is not None else exc).strip()
    return message.splitlines()[0] if message else type(exc).__name__
