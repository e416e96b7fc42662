"""Answers are synced to disk at once; a move's position save takes the cheaper commit.

Every answer (choices selected or struck out, "I guessed", the flag, a practice check)
is committed with SQLite `synchronous=FULL`, as before. A move, the periodic clock
save and leaving only write where the candidate is and the clock: those commit with
`synchronous=NORMAL` (WAL mode), which a kill of the app cannot undo and a power cut
can set back by one move until the next answer's FULL commit flushes it too.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.engine.default import CACHE_HIT

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.services import banks as bank_service

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"
FULL, NORMAL = 2, 1  # what `PRAGMA synchronous` reads back


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'positions.db'}")
    bank_service.import_bank_file(database, MINI)
    yield database
    database.close()


class SyncLevels:
    """The `synchronous` level SQLite applies to each UPDATE, read inside its transaction."""

    def __init__(self, db: Database) -> None:
        self.seen: list[tuple[str, int]] = []
        event.listen(db.engine, "before_cursor_execute", self._before)

    def _before(self, conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if statement.startswith("UPDATE"):
            raw = conn.connection.dbapi_connection
            assert raw.in_transaction, "the level is read inside the saving transaction"
            (level,) = raw.execute("PRAGMA synchronous").fetchone()
            self.seen.append((statement.split()[1], int(level)))

    def during(self, action: Callable[[], object]) -> dict[str, set[int]]:
        """Levels per updated table while `action` runs."""
        self.seen.clear()
        action()
        tables: dict[str, set[int]] = {}
        for table, level in self.seen:
            tables.setdefault(table, set()).add(level)
        return tables


def test_answers_commit_fully_synced_and_moves_take_the_cheaper_commit(db: Database) -> None:
    with db.engine.connect() as connection:
        assert connection.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    clock = Clock()
    spec = attempts.spec_for(db, "mini", Mode.PRACTICE, seed=5)
    session = attempts.start_attempt(db, spec, clock=clock).session
    levels = SyncLevels(db)
    choice = session.current_question.choices[0].id
    other = session.current_question.choices[1].id

    answers_and_flags: list[Callable[[], object]] = [
        lambda: session.select(choice),
        lambda: session.toggle_strike(other),
        session.toggle_guessed,
        lambda: session.set_flag(True),
    ]
    for action in answers_and_flags:
        assert levels.during(action) == {"answers": {FULL}, "attempts": {FULL}}
    moves: list[Callable[[], object]] = [session.next, session.previous, session.next]
    for move in moves:
        clock.now += 2
        assert levels.during(move) == {"attempts": {NORMAL}, "answers": {NORMAL}}
    clock.now += 6
    assert levels.during(session.tick) == {"attempts": {NORMAL}, "answers": {NORMAL}}
    # An answer after a lazy commit is fully synced again (and flushes the move with it).
    next_choice = session.current_question.choices[0].id
    assert levels.during(lambda: session.select(next_choice)) == {
        "answers": {FULL},
        "attempts": {FULL},
    }
    assert levels.during(session.check)["answers"] == {FULL}  # a practice check is an answer
    clock.now += 1
    assert levels.during(session.save_progress) == {"attempts": {NORMAL}, "answers": {NORMAL}}
    assert levels.during(session.submit)["attempts"] == {FULL}
    with db.session() as s:  # every later transaction is fully synced again
        assert s.connection().exec_driver_sql("PRAGMA synchronous").scalar() == FULL


def test_lazy_saves_are_still_read_back_at_once(db: Database, tmp_path: Path) -> None:
    """A lazy commit is a real commit: another connection (a second process) sees it."""
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=3)
    active = attempts.start_attempt(db, spec)
    active.session.next()
    active.session.next()
    other = open_database(f"sqlite:///{tmp_path / 'positions.db'}")
    try:
        assert attempts.resume_attempt(other, active.attempt_id).session.current == 2
    finally:
        other.close()


CHILD = textwrap.dedent(
    """
    import sys
    from simulator.data.db import open_database
    from simulator.domain.blueprint import Mode
    from simulator.services import attempts

    db = open_database(sys.argv[1])
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=33, question_count=6)
    active = attempts.start_attempt(db, spec)
    session = active.session
    for index in range(session.question_count):  # answer, move on, answer, ..., answer
        if index:
            session.next()
        item = session.current_question
        session.select(item.choices[(index + 1) % len(item.choices)].id)
    print(active.attempt_id, flush=True)  # every answer has returned
    sys.stdin.read()  # the parent kills us here, right after the last answer
    """
)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_killed_right_after_an_answer_keeps_every_answer_and_a_recent_position(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'killed.db'}"
    setup = open_database(url)
    bank_service.import_bank_file(setup, MINI)
    setup.close()

    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, url],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None and child.stdin is not None
    attempt_id = int(child.stdout.readline())
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    child.stdin.close()
    assert child.returncode == -signal.SIGKILL

    db = open_database(url)
    try:
        session = attempts.resume_attempt(db, attempt_id).session
        last = session.question_count - 1
        assert last >= 3, "several answers and moves"
        for index, item in enumerate(session.exam.questions):
            assert session.answers[index].selected == {
                item.choices[(index + 1) % len(item.choices)].id
            }
        assert session.current in (last, last - 1), "the stored position is at most one move stale"
    finally:
        db.close()


class CacheHits:
    """Whether each UPDATE ran a statement SQLAlchemy had compiled before."""

    def __init__(self, db: Database) -> None:
        self.fresh: list[str] = []
        event.listen(db.engine, "before_cursor_execute", self._before)

    def _before(self, _conn: Any, _cursor: Any, statement: str, *args: Any) -> None:
        context = args[1]
        if statement.startswith("UPDATE") and context.cache_hit != CACHE_HIT:
            self.fresh.append(statement)


def rows(db: Database) -> list[tuple[Any, ...]]:
    with db.engine.connect() as connection:
        return [
            *connection.exec_driver_sql("SELECT * FROM attempts ORDER BY id"),
            *connection.exec_driver_sql("SELECT * FROM answers ORDER BY id"),
        ]


def test_prepared_statements_spare_the_first_move_and_answer_their_compile(
    db: Database,
) -> None:
    """An exam opening runs its recorder's statements once on no row: nothing changes,
    and the candidate's first move and first answer run statements compiled already
    (compiling them was most of a frame)."""
    clock = Clock()
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=5)
    active = attempts.start_attempt(db, spec, clock=clock)
    session = active.session
    before = rows(db)
    active.prepare()
    assert rows(db) == before

    hits = CacheHits(db)
    clock.now += 3
    session.next()
    session.select(session.current_question.choices[0].id)
    assert hits.fresh == []
