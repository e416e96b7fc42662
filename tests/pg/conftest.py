"""PostgreSQL fixtures: a fresh database per test on the throwaway test server.

The server comes from `scripts/pg-test-server start` (which `.ci/run` runs) and is
named by EXAM_SIMULATOR_PG_URL. Without it these tests are skipped, and pytest's
summary (-ra) says so: never a silent pass.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from pg_helpers import SERVER_ENV, PrivateServer, fresh_database, private_server, results_server_on

from simulator.data import results_server


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
    with fresh_database(pg_server_url) as url:
        yield url


@pytest.fixture
def class_server(pg_url: str, pg_server_url: str) -> Iterator[results_server.StudentAccess]:
    """`pg_url` set up as a classroom results server; its student role is dropped after."""
    with results_server_on(pg_url, pg_server_url) as access:
        yield access


@pytest.fixture
def private_class_server(
    pg_server_url: str,
) -> Iterator[tuple[PrivateServer, results_server.StudentAccess]]:
    """A results server on a PostgreSQL server of its own, which the test may stop and start."""
    from simulator.services.hand_in import set_up_server

    with private_server() as server:
        access = set_up_server(server.url).access
        yield server, access
        results_server.forget_server(access.url)
