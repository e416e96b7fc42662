"""On PostgreSQL a move's position save is committed without waiting for the WAL flush.

The equivalent of SQLite's `synchronous=NORMAL` for position-only transactions is
`SET LOCAL synchronous_commit = off`: that transaction alone, every answer still waits
for its commit record to reach disk.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.services import banks as bank_service

MINI = Path(__file__).resolve().parents[1] / "data" / "banks" / "mini.yaml"


@pytest.fixture
def database(pg_url: str) -> Iterator[Database]:
    db = open_database(pg_url)
    bank_service.import_bank_file(db, MINI)
    yield db
    db.close()


def test_moves_commit_without_waiting_and_answers_wait(database: Database) -> None:
    seen: list[str] = []

    def before(conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.startswith("UPDATE"):
            raw = conn.connection.dbapi_connection
            seen.append(str(raw.execute("SHOW synchronous_commit").fetchone()[0]))

    def during(action: Callable[[], object]) -> set[str]:
        seen.clear()
        action()
        return set(seen)

    event.listen(database.engine, "before_cursor_execute", before)
    active = attempts.start_attempt(
        database, attempts.spec_for(database, "mini", Mode.EXAM, seed=2)
    )
    session = active.session
    choice = session.current_question.choices[0].id
    assert during(lambda: session.select(choice)) == {"on"}
    assert during(lambda: session.set_flag(True)) == {"on"}
    assert during(session.next) == {"off"}
    assert during(session.previous) == {"off"}
    assert during(lambda: session.toggle_strike(session.current_question.choices[1].id)) == {"on"}
    resumed = attempts.resume_attempt(database, active.attempt_id)
    assert resumed.session.answers == session.answers and resumed.session.current == 0
    with database.session() as s:  # SET LOCAL ended with its transaction
        assert s.connection().exec_driver_sql("SHOW synchronous_commit").scalar() == "on"
