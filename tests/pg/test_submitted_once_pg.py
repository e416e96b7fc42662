"""On PostgreSQL too, two sessions of one attempt that submit at the same moment store
one result: the status check runs inside each submitting transaction, on the row the
first one locks."""

from __future__ import annotations

import threading
from pathlib import Path

from sqlalchemy import select

from simulator.data.db import open_database
from simulator.data.orm import AttemptRow, QuestionStatRow
from simulator.data.records import AttemptClosedError, AttemptStatus
from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.services import banks as bank_service

MINI = Path(__file__).resolve().parents[1] / "data" / "banks" / "mini.yaml"


def test_two_windows_submitting_at_once_store_one_result(pg_url: str) -> None:
    db = open_database(pg_url)
    try:
        bank_service.import_bank_file(db, MINI)
        spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=5, question_count=3)
        first = attempts.start_attempt(db, spec)
        first.session.select(first.session.current_question.choices[0].id)
        assert first.recorder is not None
        # Both believe they hold it: only the status decides who stores a result.
        twin = attempts.resume_attempt(db, first.attempt_id, holder=first.recorder.holder)
        ready = threading.Barrier(2)
        outcomes: list[str] = []

        def submit(active: attempts.ActiveAttempt) -> None:
            ready.wait()
            try:
                active.session.submit()
            except AttemptClosedError:
                outcomes.append("refused")
            else:
                outcomes.append("stored")

        threads = [threading.Thread(target=submit, args=(a,)) for a in (first, twin)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
        assert sorted(outcomes) == ["refused", "stored"]
        with db.session() as s:
            assert s.scalar(select(AttemptRow.status)) == AttemptStatus.SUBMITTED
            assert sorted(s.scalars(select(QuestionStatRow.seen))) == [1, 1, 1]
        unfinished = attempts.find_unfinished(db, "mini")
        assert unfinished is None
    finally:
        db.close()


def test_a_live_window_holds_its_attempt_on_postgresql(pg_url: str) -> None:
    db = open_database(pg_url)
    try:
        bank_service.import_bank_file(db, MINI)
        spec = attempts.spec_for(db, "mini", Mode.PRACTICE, seed=5, question_count=2)
        first = attempts.start_attempt(db, spec)
        unfinished = attempts.find_unfinished(db, "mini")
        assert unfinished is not None and unfinished.held_elsewhere
        first.release()
        unfinished = attempts.find_unfinished(db, "mini")
        assert unfinished is not None and not unfinished.held_elsewhere
    finally:
        db.close()
