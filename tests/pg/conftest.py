"""PostgreSQL fixtures: a fresh database per test on the throwaway test server.

The server comes from `scripts/pg-test-server start` (which `.ci/run` runs) and is
named by EXAM_SIMULATOR_PG_URL. Without it these tests are skipped, and pytest's
summary (-ra) says so: never a silent pass.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

from simulator.data import results_server

SERVER_ENV = "EXAM_SIMULATOR_PG_URL"
SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "pg-test-server"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if Path(str(item.fspath)).parent == Path(__file__).parent:
            item.add_marker(pytest.mark.postgres)


@pytest.fixture(scope="session")
def pg_server_url() -> str:
    url = os.environ.get(SERVER_ENV)
    if not url:
        pytest.skip(
            f"PostgreSQL tests need a server: run `scripts/pg-test-server start` and export {SERVER_ENV}"
        )
    return url


@pytest.fixture
def pg_url(pg_server_url: str) -> Iterator[str]:
    """A new, empty database on the test server, dropped after the test."""
    name = f"exam_test_{uuid.uuid4().hex[:12]}"
    admin = create_engine(pg_server_url, isolation_level="AUTOCOMMIT", pool_pre_ping=True)
    with admin.connect() as connection:
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    url = make_url(pg_server_url).set(database=name).render_as_string(hide_password=False)
    yield url
    results_server.forget_server(url)
    with admin.connect() as connection:
        connection.execute(
            text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = :n"),
            {"n": name},
        )
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}"'))
    admin.dispose()


@pytest.fixture
def class_server(pg_url: str, pg_server_url: str) -> Iterator[results_server.StudentAccess]:
    """`pg_url` set up as a classroom results server; its student role is dropped after."""
    from simulator.services.hand_in import set_up_server

    access = set_up_server(pg_url).access
    yield access
    results_server.forget_server(access.url)
    admin = create_engine(pg_server_url, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:  # the role's sessions end before its database goes
        connection.execute(
            text("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = :r"),
            {"r": access.role},
        )
    admin.dispose()
    results_server.drop_student_role(pg_url, access.role)
