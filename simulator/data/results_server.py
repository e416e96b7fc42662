"""A classroom results server on PostgreSQL, set up for least privilege.

The instructor runs `init_server` once with the owner's (admin) URL. It creates the
schema `exam_results` with one table of handed-in results and one function,
`exam_results.hand_in(jsonb)`, that runs with its owner's rights (SECURITY DEFINER)
and can only add a result. It then creates (or renews the password of) a student
role whose only rights are to connect and to call that function: a student's laptop,
holding the student URL, can hand in results but cannot read, change or delete any,
its own included. Laptops never create or migrate anything on the server; they call
`hand_in`. The instructor's report reads the results with the admin URL.

A result is stored once per attempt and content: a retried hand-in of the same
document adds nothing, while a second, different document with the same attempt id
is kept beside the first, so the report can show both as a conflict.
"""

from __future__ import annotations

import json
import re
import secrets
import threading
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Engine, create_engine, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, NoSuchModuleError, SQLAlchemyError

from simulator.data.errors import DatabaseError, db_display_name, reason_of

SCHEMA = "exam_results"
CONNECT_TIMEOUT_SECONDS = 5
#: What the hand-in function accepts; the laptop checks the same before sending.
MAX_DOCUMENT_BYTES = 4 * 1024 * 1024
MAX_STUDENT_ID = 100
MAX_STUDENT_NAME = 200
#: PostgreSQL role names the init accepts (unquoted identifiers, at most 63 bytes).
ROLE_PATTERN = re.compile(r"[a-z_][a-z0-9_]{0,62}\Z")

_SETUP = f"""
CREATE SCHEMA IF NOT EXISTS {SCHEMA};
REVOKE ALL ON SCHEMA {SCHEMA} FROM PUBLIC;
CREATE TABLE IF NOT EXISTS {SCHEMA}.results (
    id bigserial PRIMARY KEY,
    attempt_uuid text NOT NULL,
    content_sha256 text NOT NULL,
    student_id text NOT NULL DEFAULT '',
    student_name text NOT NULL DEFAULT '',
    bank_id text NOT NULL DEFAULT '',
    received_at timestamptz NOT NULL DEFAULT now(),
    document jsonb NOT NULL,
    UNIQUE (attempt_uuid, content_sha256)
);
REVOKE ALL ON {SCHEMA}.results FROM PUBLIC;
REVOKE ALL ON SEQUENCE {SCHEMA}.results_id_seq FROM PUBLIC;
CREATE OR REPLACE FUNCTION {SCHEMA}.hand_in(result jsonb) RETURNS text
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
DECLARE
    attempt text := result->>'attempt_uuid';
    digest text;
BEGIN
    IF jsonb_typeof(result) IS DISTINCT FROM 'object'
       OR result->>'format' IS DISTINCT FROM 'exam-simulator-result' THEN
        RAISE EXCEPTION 'not an Exam Simulator result' USING ERRCODE = '22023';
    END IF;
    IF attempt IS NULL OR length(attempt) NOT BETWEEN 1 AND 64 THEN
        RAISE EXCEPTION 'the result has no attempt id' USING ERRCODE = '22023';
    END IF;
    IF length(coalesce(result #>> '{{student,id}}', '')) > {MAX_STUDENT_ID} THEN
        RAISE EXCEPTION 'the student ID is longer than {MAX_STUDENT_ID} characters'
            USING ERRCODE = '22001';
    END IF;
    IF length(coalesce(result #>> '{{student,name}}', '')) > {MAX_STUDENT_NAME} THEN
        RAISE EXCEPTION 'the student name is longer than {MAX_STUDENT_NAME} characters'
            USING ERRCODE = '22001';
    END IF;
    IF octet_length(result::text) > {MAX_DOCUMENT_BYTES} THEN
        RAISE EXCEPTION 'the result is larger than {MAX_DOCUMENT_BYTES // 2**20} MiB'
            USING ERRCODE = '54000';
    END IF;
    digest := encode(sha256(convert_to(result::text, 'UTF8')), 'hex');
    INSERT INTO {SCHEMA}.results
        (attempt_uuid, content_sha256, student_id, student_name, bank_id, document)
    VALUES (attempt, digest, coalesce(result #>> '{{student,id}}', ''),
            coalesce(result #>> '{{student,name}}', ''), coalesce(result #>> '{{bank,id}}', ''),
            result)
    ON CONFLICT (attempt_uuid, content_sha256) DO NOTHING;
    IF FOUND THEN
        RETURN 'stored';
    END IF;
    RETURN 'already stored';
END
$$;
REVOKE ALL ON FUNCTION {SCHEMA}.hand_in(jsonb) FROM PUBLIC;
"""

# SQLSTATEs of a hand-in that retrying will not mend, by what the student is told.
_REFUSED_LOGIN = ("28P01", "28000")
_NOT_SET_UP = ("42501", "42883", "3F000", "42P01")
_REFUSED_DOCUMENT = ("22023", "22001", "54000")
_LOGIN_WORDS = ("password authentication failed", "no pg_hba.conf entry", "does not exist")


class ServerUnreachableError(DatabaseError):
    """The results server did not answer; trying again later may well succeed."""


class HandInRefusedError(DatabaseError):
    """The results server answered and refused the result; retrying will not change that."""


@dataclass(frozen=True)
class StudentAccess:
    """What `init_server` made: the student role and the URL to put in profiles."""

    role: str
    url: str
    created: bool  # False: the role existed and got a new password


def is_results_server_url(url: str) -> bool:
    try:
        return make_url(url).get_backend_name() == "postgresql"
    except (ArgumentError, ValueError):
        return False


def driver_available() -> bool:
    """Whether the PostgreSQL driver (psycopg, with its C or binary wrapper) loads."""
    try:
        import psycopg

        psycopg.pq.version()  # loads libpq: "no pq wrapper available" surfaces here
    except (ImportError, OSError):
        return False
    return True


def driver_version() -> str | None:
    """The libpq version the driver loads ("16.4"), or None when it cannot load."""
    if not driver_available():
        return None
    import psycopg

    number = psycopg.pq.version()
    return f"{number // 10000}.{number % 10000}"


def default_student_role(admin_url: str) -> str:
    """`<database>_student`: one role per class database, so classes do not share one."""
    database = _parse(admin_url).database or "exam"
    name = re.sub(r"[^a-z0-9_]+", "_", database.lower()).strip("_") or "exam"
    return f"{name[:54]}_student"


def init_server(admin_url: str, student_role: str | None = None) -> StudentAccess:
    """Create the results schema and the hand-in-only student role (see the module doc).

    Safe to run again: the schema is kept (and its function brought up to date); an
    existing student role gets a new password, so profiles need the new URL.
    """
    url = _parse(admin_url)
    role = student_role or default_student_role(admin_url)
    if not ROLE_PATTERN.match(role):
        raise DatabaseError(
            f"'{role}' cannot be a student role name: use lowercase letters, digits and '_', "
            "starting with a letter, at most 63 characters"
        )
    password = secrets.token_urlsafe(24)  # letters, digits, '-' and '_': safe in SQL and URLs
    engine = _engine(url)
    try:
        with engine.begin() as connection:
            database = connection.execute(text("SELECT current_database()")).scalar_one()
            exists = connection.execute(
                text("SELECT 1 FROM pg_roles WHERE rolname = :r"), {"r": role}
            ).scalar()
            if role == connection.execute(text("SELECT current_user")).scalar_one():
                raise DatabaseError(
                    f"the student role cannot be the admin role '{role}' itself; "
                    "choose another name with --student-role"
                )
            connection.exec_driver_sql(_SETUP)
            verb = "ALTER" if exists else "CREATE"
            connection.exec_driver_sql(
                f"{verb} ROLE \"{role}\" LOGIN PASSWORD '{password}' NOSUPERUSER NOCREATEDB "
                "NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT"
            )
            quoted_db = '"' + str(database).replace('"', '""') + '"'
            connection.exec_driver_sql(f'GRANT CONNECT ON DATABASE {quoted_db} TO "{role}"')
            connection.exec_driver_sql(f'GRANT USAGE ON SCHEMA {SCHEMA} TO "{role}"')
            connection.exec_driver_sql(
                f'GRANT EXECUTE ON FUNCTION {SCHEMA}.hand_in(jsonb) TO "{role}"'
            )
            # Before PostgreSQL 15 every role may create tables in `public`; a student may not.
            connection.exec_driver_sql("REVOKE CREATE ON SCHEMA public FROM PUBLIC")
    except SQLAlchemyError as exc:
        raise _admin_error(exc, admin_url) from exc
    finally:
        engine.dispose()
    student_url = url.set(username=role, password=password)
    return StudentAccess(role, student_url.render_as_string(hide_password=False), not exists)


def drop_student_role(admin_url: str, role: str) -> None:
    """Remove a student role and its grants (tests, or a class that is over)."""
    if not ROLE_PATTERN.match(role):
        raise DatabaseError(f"'{role}' is not a student role name")
    engine = _engine(_parse(admin_url))
    try:
        with engine.begin() as connection:
            connection.exec_driver_sql(f'DROP OWNED BY "{role}"')
            connection.exec_driver_sql(f'DROP ROLE IF EXISTS "{role}"')
    except SQLAlchemyError as exc:
        raise _admin_error(exc, admin_url) from exc
    finally:
        engine.dispose()


# --- handing in (the laptops) -------------------------------------------------------------

_engines: dict[str, Engine] = {}
_engines_lock = threading.Lock()


def hand_in(student_url: str, document: dict[str, Any]) -> bool:
    """Hand one result in; True when it was stored now, False when the server had it already.

    Raises ServerUnreachableError (try again later) or HandInRefusedError (retrying will
    not help: a wrong password, a server not set up, a result it does not accept).
    """
    payload = json.dumps(document, ensure_ascii=False)
    if len(payload.encode("utf-8")) > MAX_DOCUMENT_BYTES:
        raise HandInRefusedError("the result is too large for the results server")
    engine = _laptop_engine(student_url)
    try:
        with engine.begin() as connection:
            answer = connection.execute(
                text(f"SELECT {SCHEMA}.hand_in(CAST(:doc AS jsonb))"), {"doc": payload}
            ).scalar_one()
    except DBAPIError as exc:
        raise _hand_in_error(exc) from exc
    except SQLAlchemyError as exc:
        raise ServerUnreachableError(
            f"the results server did not answer: {reason_of(exc)}"
        ) from exc
    return bool(answer == "stored")


def _laptop_engine(url: str) -> Engine:
    """One small connection pool per server URL, shared by every hand-in of this process."""
    with _engines_lock:
        engine = _engines.get(url)
        if engine is None:
            parsed = _parse(url)
            engine = _engines[url] = _engine(parsed, pool_size=1)
        return engine


def forget_server(url: str) -> None:
    """Close the pool of `url` (tests drop its database afterwards)."""
    with _engines_lock:
        engine = _engines.pop(url, None)
    if engine is not None:
        engine.dispose()


def _hand_in_error(exc: DBAPIError) -> DatabaseError:
    code = str(getattr(exc.orig, "sqlstate", "") or "")
    reason = reason_of(exc)
    # A refused login comes before any SQLSTATE is exchanged: only the server's words say so.
    if code in _REFUSED_LOGIN or any(words in reason for words in _LOGIN_WORDS):
        return HandInRefusedError(
            f"the results server refused the login ({reason}); the profile's results_server "
            "URL is wrong or out of date"
        )
    if code in _NOT_SET_UP:
        return HandInRefusedError(
            "the results server is not set up to receive results (run `exam-simulator "
            f"classroom server init` there): {reason}"
        )
    if code in _REFUSED_DOCUMENT:
        return HandInRefusedError(f"the results server refused the result: {reason}")
    return ServerUnreachableError(f"the results server did not answer: {reason}")


# --- reading (the instructor) -------------------------------------------------------------


def received_documents(admin_url: str) -> list[tuple[int, dict[str, Any]]]:
    """Every handed-in result as (row id, document), oldest first (admin URL)."""
    engine = _engine(_parse(admin_url))
    try:
        with engine.connect() as connection:
            present = connection.execute(
                text("SELECT to_regclass(:t)"), {"t": f"{SCHEMA}.results"}
            ).scalar()
            if present is None:
                raise DatabaseError(
                    f"{db_display_name(admin_url)} is not a results server yet: run "
                    "`exam-simulator classroom server init --admin-url URL` first"
                )
            rows = connection.execute(
                text(f"SELECT id, document FROM {SCHEMA}.results ORDER BY id")
            ).all()
    except SQLAlchemyError as exc:
        raise _admin_error(exc, admin_url) from exc
    finally:
        engine.dispose()
    return [(int(row_id), dict(document)) for row_id, document in rows]


# --- shared --------------------------------------------------------------------------------


def _parse(url: str) -> URL:
    try:
        parsed = make_url(url)
    except (ArgumentError, ValueError):
        raise DatabaseError(f"'{db_display_name(url)}' is not a database URL") from None
    if parsed.get_backend_name() != "postgresql":
        raise DatabaseError(
            f"a results server is a PostgreSQL database (postgresql+psycopg://…), not "
            f"{db_display_name(url)}"
        )
    return parsed


def _engine(url: URL, *, pool_size: int = 2) -> Engine:
    try:
        return create_engine(
            url,
            connect_args={"connect_timeout": CONNECT_TIMEOUT_SECONDS},
            pool_pre_ping=True,
            pool_size=pool_size,
        )
    except (NoSuchModuleError, ModuleNotFoundError) as exc:
        raise DatabaseError(
            f"the PostgreSQL driver is not installed ({exc}); install the postgres extra: "
            "pip install 'exam-simulator[postgres]'"
        ) from None


def _admin_error(exc: SQLAlchemyError, url: str) -> DatabaseError:
    code = str(getattr(getattr(exc, "orig", None), "sqlstate", "") or "")
    name = db_display_name(url)
    if code == "42501":
        return DatabaseError(
            f"{name}: this login may not set up a results server ({reason_of(exc)}); use the "
            "database owner's URL, with the right to create roles"
        )
    if isinstance(exc, DBAPIError) and not code:
        return DatabaseError(f"cannot reach the results server {name}: {reason_of(exc)}")
    return DatabaseError(f"the results server {name} reported an error: {reason_of(exc)}")


@dataclass(frozen=True)
class StudentRights:
    """What a student URL may do on its results server (read from PostgreSQL's catalogue)."""

    hand_in: bool
    read: bool
    change: bool

    @property
    def least_privilege(self) -> bool:
        return self.hand_in and not self.read and not self.change


def student_rights(student_url: str) -> StudentRights:
    """Log in with `student_url` and ask the server what that role may do, changing nothing.

    Raises ServerUnreachableError or HandInRefusedError as `hand_in` does.
    """
    engine = _engine(_parse(student_url), pool_size=1)
    try:
        with engine.connect() as connection:
            if (
                connection.execute(
                    text("SELECT to_regclass(:t)"), {"t": f"{SCHEMA}.results"}
                ).scalar()
                is None
            ):
                raise HandInRefusedError(
                    "the results server is not set up to receive results (run `exam-simulator "
                    "classroom server init` there)"
                )
            row = connection.execute(
                text(
                    "SELECT has_function_privilege(:f, 'EXECUTE'), "
                    "has_table_privilege(:t, 'SELECT'), "
                    "has_table_privilege(:t, 'UPDATE') OR has_table_privilege(:t, 'DELETE') "
                    "OR has_table_privilege(:t, 'INSERT') OR has_table_privilege(:t, 'TRUNCATE')"
                ),
                {"f": f"{SCHEMA}.hand_in(jsonb)", "t": f"{SCHEMA}.results"},
            ).one()
    except DBAPIError as exc:
        raise _hand_in_error(exc) from exc
    except SQLAlchemyError as exc:
        raise ServerUnreachableError(
            f"the results server did not answer: {reason_of(exc)}"
        ) from exc
    finally:
        engine.dispose()
    return StudentRights(bool(row[0]), bool(row[1]), bool(row[2]))
