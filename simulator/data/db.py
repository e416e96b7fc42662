"""Opening the database: engine, SQLite pragmas, schema version and migrations.

A new database gets the current schema in one `create_all` and is stamped with the
newest migration; an older one is backed up (SQLite) and migrated with Alembic; a
newer one is refused so an old app never damages a newer user's history. Alembic
is imported only when a migration is really needed, which keeps start-up fast.
Creating and migrating run in an exclusive transaction, so processes opening a new
database at the same moment take turns instead of racing.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from sqlalchemy import URL, Connection, Engine, create_engine, event, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, NoSuchModuleError, SQLAlchemyError
from sqlalchemy.orm import Session, sessionmaker

from simulator.data.errors import DatabaseError, DatabaseMovedError, db_display_name, user_error
from simulator.data.errors import set_aside_damaged as set_aside_damaged
from simulator.data.lockguard import SQLiteLockGuard
from simulator.data.orm import Base
from simulator.data.schema import SCHEMA_REVISION as SCHEMA_REVISION
from simulator.data.schema import VERSION_TABLE
from simulator.domain.messages import QT_TRANSLATE_NOOP, message

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
CONNECT_TIMEOUT_SECONDS = 5
# Serialises schema changes and bank imports on PostgreSQL (any constant will do).
ADVISORY_LOCK_KEY = 0x45584D53


@dataclass
class Database:
    """An open, up-to-date database: hands out short-lived sessions, one per use case.

    Every SQLAlchemy or driver error inside a session reaches the caller as a
    `DatabaseError` with a message for the user (damaged, full, read-only, busy...).
    """

    url: str
    engine: Engine
    path: Path | None  # the SQLite file, None for a server or an in-memory database
    _sessions: sessionmaker[Session]
    _exclusive_sessions: sessionmaker[Session]
    _guard: SQLiteLockGuard | None = None
    _lazy_sessions: dict[bool, sessionmaker[Session]] = field(default_factory=dict)
    _file: tuple[int, int] | None = None  # the SQLite file's (device, inode) when opened

    def __post_init__(self) -> None:
        if self.path is not None and self._file is None:
            self._file = _identity(self.path)

    @contextmanager
    def session(self, *, exclusive: bool = False, durable: bool = True) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back on any error.

        `exclusive`: take the database's write lock at the start (SQLite BEGIN
        IMMEDIATE, a PostgreSQL advisory lock), so that processes doing the same
        read-then-write (first use, importing a bank) run one after the other.

        `durable=False`: a commit that other readers see at once and that survives a
        crash or kill of the app, but is not flushed to disk before returning (SQLite
        `synchronous=NORMAL` in WAL mode, PostgreSQL `synchronous_commit = off`), so a
        power cut may lose it until the next durable commit, which flushes it too.
        For what can be rebuilt or is harmless to lose: the position in an exam and
        its clock, never an answer. See `SYNC_DURABLE`.
        """
        self.check_file()
        if self._guard is not None:
            self._guard.reassert()
        if durable:
            sessions = self._exclusive_sessions if exclusive else self._sessions
        else:
            sessions = self._lazy_sessions.get(exclusive) or self._lazy_maker(exclusive)
        try:
            with sessions.begin() as session:
                yield session
        except SQLAlchemyError as exc:
            raise user_error(exc, self.url, self.path) from exc
        self.check_file()  # moved meanwhile: what was just committed went to the old file

    def check_file(self) -> None:
        """Raise DatabaseMovedError if the path no longer names the file that was opened."""
        if self.path is not None and self._file is not None and _identity(self.path) != self._file:
            raise DatabaseMovedError(self.path)

    def copy_bytes(self) -> bytes:
        """The whole database as this process sees it, write-ahead log included, as the
        bytes of a SQLite file: what can still be saved after the file was moved away.

        Read through a pooled connection, which keeps the original file open (a new
        connection would open whatever is at the path now). SQLite only.
        """
        if not self.is_sqlite:
            raise DatabaseError("only a SQLite database can be copied to a file")
        with self.engine.connect() as connection:
            source = connection.connection.driver_connection
            target = sqlite3.connect(":memory:")
            try:
                source.backup(target)  # type: ignore[union-attr]
                return target.serialize()
            finally:
                target.close()

    def move_to(self, path: Path) -> None:
        """Use the SQLite file at `path` from now on (a copy written by `copy_bytes`):
        every holder of this Database reads and writes there."""
        engine, new_path = _create_engine(f"sqlite:///{path}")
        self.engine.dispose()
        if self._guard is not None:
            self._guard.close()
        assert new_path is not None
        self.url, self.engine, self.path = f"sqlite:///{new_path}", engine, new_path
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        exclusive = engine.execution_options(exclusive=True)
        self._exclusive_sessions = sessionmaker(exclusive, expire_on_commit=False)
        self._lazy_sessions = {}
        self._guard = SQLiteLockGuard(new_path)
        self._file = _identity(new_path)

    def _lazy_maker(self, exclusive: bool) -> sessionmaker[Session]:
        bind = self.engine.execution_options(exclusive=exclusive, durable=False)
        maker = self._lazy_sessions[exclusive] = sessionmaker(bind, expire_on_commit=False)
        return maker

    @property
    def is_sqlite(self) -> bool:
        return self.engine.dialect.name == "sqlite"

    def close(self) -> None:
        if self._guard is not None:
            self._guard.close()
            self._guard = None
        self.engine.dispose()


def _identity(path: Path) -> tuple[int, int] | None:
    """The file's (device, inode); None when nothing is at the path."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def open_database(url: str) -> Database:
    """Connect, create or migrate the schema, and return a ready Database."""
    engine, path = _create_engine(url)
    try:
        with engine.connect() as connection:
            revision = schema_revision(connection)
            connection.rollback()
            if path is not None and revision is not None and _is_older(revision):
                _backup_sqlite(connection, path, revision)
        if revision != SCHEMA_REVISION:
            with engine.connect() as connection:
                connection.execution_options(exclusive=True)
                _ensure_schema(connection, url)  # again: another process may have done it
                connection.commit()
    except (SQLAlchemyError, DatabaseError) as exc:
        engine.dispose()
        raise user_error(exc, url, path) from exc
    guard = SQLiteLockGuard(path) if path is not None else None
    exclusive = engine.execution_options(exclusive=True)
    return Database(
        url,
        engine,
        path,
        sessionmaker(engine, expire_on_commit=False),
        sessionmaker(exclusive, expire_on_commit=False),
        guard,
    )


def _create_engine(url: str) -> tuple[Engine, Path | None]:
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        raise DatabaseError(
            f"'{db_display_name(url)}' is not a database URL (e.g. sqlite:///path/to/file.db "
            "or postgresql+psycopg://user:password@host:5432/name)"
        ) from None
    kwargs: dict[str, Any] = {}
    path = None
    if parsed.get_backend_name() == "sqlite":
        parsed, path = _sqlite_file(parsed)
        if path is not None:
            _refuse_special_file(path)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise DatabaseError(
                    f"cannot create the folder {path.parent} for the database: "
                    f"{exc.strerror or exc}"
                ) from None
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
    event.listen(engine, "begin", _begin)
    return engine, path


def _refuse_special_file(path: Path) -> None:
    """A database path naming a folder, FIFO or device (or a link to one) is refused
    before SQLite opens it: SQLite writes into whatever it opens and puts its journal
    beside it, and a user running as root could name a disk."""
    try:
        mode = os.stat(path).st_mode
    except OSError:
        return  # not there yet (created as a file) or unreachable (reported on opening)
    if not stat.S_ISREG(mode):
        kind = "a folder" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode) else None
        raise DatabaseError(
            f"cannot open the database {path}: it is not a regular file"
            f" ({kind or 'a device'}); give the path of a database file"
        )


def _sqlite_file(url: URL) -> tuple[URL, Path | None]:
    """The URL with `~` expanded, and the database file (None: in memory)."""
    database = url.database
    if not database or database == ":memory:" or "mode=memory" in database:
        return url, None
    if database.startswith("file:"):  # a URI filename (`?uri=true`)
        return url, Path(unquote(database[5:].split("?", 1)[0])).expanduser()
    path = Path(database).expanduser()
    return url.set(database=str(path)), path


def _sqlite_pragmas(dbapi_connection: Any, record: Any) -> None:
    """WAL for concurrent readers, FULL sync so a committed answer survives power loss.

    The driver's own transaction handling is switched off (`isolation_level = None`):
    `_begin` opens every transaction explicitly, so schema changes are transactional
    and an exclusive transaction can take the write lock at its start.
    """
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA busy_timeout=15000")
    cursor.execute("PRAGMA foreign_keys=ON")
    (mode,) = cursor.execute("PRAGMA journal_mode=WAL").fetchone()
    cursor.execute(f"PRAGMA synchronous={SYNC_DURABLE}")
    cursor.close()
    record.info[_SYNC_KEY] = SYNC_DURABLE
    record.info[_WAL_KEY] = str(mode).lower() == "wal"


#: SQLite's `synchronous` for every transaction, except those opened with
#: `Database.session(durable=False)`, which use SYNC_LAZY. In WAL mode FULL syncs the
#: log at each commit; NORMAL only writes it (a crash of the app loses nothing, a power
#: cut may lose the last commits) and the next FULL commit syncs those frames too.
#: Without WAL (a file system that refuses it) NORMAL could corrupt the file on a power
#: cut, so there every transaction stays FULL.
SYNC_DURABLE = "FULL"
SYNC_LAZY = "NORMAL"
_SYNC_KEY = "exam_simulator_synchronous"
_WAL_KEY = "exam_simulator_wal"


def _begin(connection: Connection) -> None:
    """Open a transaction; exclusive ones (see Database.session) lock at once.

    SQLite refuses to change `synchronous` inside a transaction, so each transaction
    sets the level it needs just before its BEGIN (only when the connection's level
    differs: a durable transaction after a lazy one puts FULL back).
    """
    options = connection.get_execution_options()
    exclusive = options.get("exclusive", False)
    durable = options.get("durable", True)
    if connection.dialect.name == "sqlite":
        wanted = SYNC_DURABLE if durable or not connection.info.get(_WAL_KEY) else SYNC_LAZY
        if connection.info.get(_SYNC_KEY) != wanted:
            connection.exec_driver_sql(f"PRAGMA synchronous={wanted}")
            connection.info[_SYNC_KEY] = wanted
        connection.exec_driver_sql("BEGIN IMMEDIATE" if exclusive else "BEGIN")
    elif connection.dialect.name == "postgresql":
        if exclusive:
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({ADVISORY_LOCK_KEY})")
        if not durable:  # this transaction only: the server does not wait for its WAL flush
            connection.exec_driver_sql("SET LOCAL synchronous_commit TO OFF")


def schema_revision(connection: Connection) -> str | None:
    """The stored schema revision, or None for a database without our tables."""
    if not inspect(connection).has_table(VERSION_TABLE):
        return None
    return connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}")).scalar()


def _is_older(revision: str) -> bool:
    return revision.isdigit() and int(revision) < int(SCHEMA_REVISION)


def _ensure_schema(connection: Connection, url: str) -> None:
    revision = schema_revision(connection)
    if revision == SCHEMA_REVISION:
        return
    if revision is None:
        if inspect(connection).get_table_names():
            raise DatabaseError(
                message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "the database {name} holds tables that are not Exam Simulator's; choose "
                        "another database with --db",
                    ),
                    name=db_display_name(url),
                )
            )
        Base.metadata.create_all(connection)
        connection.execute(
            text(f"CREATE TABLE {VERSION_TABLE} (version_num VARCHAR(32) NOT NULL PRIMARY KEY)")
        )
        connection.execute(text(f"INSERT INTO {VERSION_TABLE} VALUES (:v)"), {"v": SCHEMA_REVISION})
        return
    if not revision.isdigit() or int(revision) > int(SCHEMA_REVISION):
        raise DatabaseError(
            message(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "the database {name} was written by a newer version of Exam Simulator "
                    "(schema {revision}; this version reads up to {readable}). Update Exam "
                    "Simulator, or use another database with --db.",
                ),
                name=db_display_name(url),
                revision=revision,
                readable=SCHEMA_REVISION,
            )
        )
    upgrade(connection)


def upgrade(connection: Connection, target: str = "head") -> None:
    """Run Alembic migrations on an open connection (imported lazily: rarely needed)."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    command.upgrade(config, target)


def _backup_sqlite(connection: Connection, path: Path, revision: str) -> None:
    """Copy a SQLite database aside before migrating it, so a failed migration loses nothing.

    SQLite's backup API copies a consistent snapshot, the write-ahead log included;
    it runs before the migration's transaction, which would otherwise block it.
    """
    target = sqlite3.connect(
        path.with_name(f"{path.name}.before-{SCHEMA_REVISION}.from-{revision}.bak")
    )
    try:
        connection.connection.driver_connection.backup(target)  # type: ignore[union-attr]
    finally:
        target.close()
