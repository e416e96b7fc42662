"""Throwaway PostgreSQL databases and classroom results servers for tests.

The server comes from `scripts/pg-test-server start` (which `.ci/run` runs) and is
named by EXAM_SIMULATOR_PG_URL. Each database is new and dropped after use; a results
server's student role is dropped with it (roles belong to the whole server).
"""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from simulator.data import results_server

SERVER_ENV = "EXAM_SIMULATOR_PG_URL"


@contextmanager
def fresh_database(server_url: str) -> Iterator[str]:
    """A new, empty database on the test server (its URL), dropped afterwards."""
    name = f"exam_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(server_url, isolation_level="AUTOCOMMIT", pool_pre_ping=True)
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(server_url).set(database=name).render_as_string(hide_password=False)
    try:
        yield url
    finally:
        results_server.forget_server(url)
        with admin.connect() as connection:
            connection.execute(
                text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :n"),
                {"n": name},
            )
            connection.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
        admin.dispose()


@contextmanager
def results_server_on(admin_url: str, server_url: str) -> Iterator[results_server.StudentAccess]:
    """`admin_url`'s database set up as a classroom results server; its role dropped after."""
    from simulator.services.hand_in import set_up_server

    access = set_up_server(admin_url).access
    try:
        yield access
    finally:
        results_server.forget_server(access.url)
        admin = create_engine(server_url, isolation_level="AUTOCOMMIT")
        with admin.connect() as connection:  # the role's sessions end before it goes
            connection.execute(
                text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = :r"),
                {"r": access.role},
            )
        admin.dispose()
        results_server.drop_student_role(admin_url, access.role)
