"""Throwaway PostgreSQL databases and classroom results servers for tests.

The server comes from `scripts/pg-test-server start` (which `.ci/run` runs) and is
named by EXAM_SIMULATOR_PG_URL. Each database is new and dropped after use; a results
server's student role is dropped with it (roles belong to the whole server).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from simulator.data import results_server

SERVER_ENV = "EXAM_SIMULATOR_PG_URL"
SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "pg-test-server"


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


@dataclass(frozen=True)
class PrivateServer:
    """A PostgreSQL server of one test's own, which it may stop and start at will."""

    url: str
    environment: dict[str, str]

    def control(self, action: str) -> None:
        subprocess.run(
            [str(SCRIPT), action], env=self.environment, check=True, capture_output=True, timeout=60
        )


@contextmanager
def private_server() -> Iterator[PrivateServer]:
    """A throwaway PostgreSQL server of its own on a free port, stopped and removed after.

    For tests that stop and start their server (an outage mid-class): they must never stop
    the shared server every other PostgreSQL test (and any other test run) is using.
    """
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    base = tempfile.mkdtemp(prefix="exam-simulator-pg-private-")
    environment = {**os.environ, "EXAM_SIMULATOR_PG_PORT": str(port), "EXAM_SIMULATOR_PG_DIR": base}
    started = subprocess.run(
        [str(SCRIPT), "start"],
        env=environment,
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    server = PrivateServer(started.stdout.strip(), environment)
    try:
        yield server
    finally:
        server.control("stop")
        shutil.rmtree(base, ignore_errors=True)
