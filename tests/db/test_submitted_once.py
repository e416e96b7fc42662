"""An attempt is submitted once, and written by one window at a time.

With the same attempt open in two windows (or one window and a resumed copy), both
could submit: the score was stored twice, answers went into an attempt already
submitted and `question_stats.seen` doubled. Every write now checks, inside its own
transaction, that the attempt is still in progress and still held by the writer.

Which window holds an attempt is recorded with it (`data/holders.py`): the host, the
process and a token of the session, renewed as it saves. A holder is live while its
process runs (on this computer) or its lease lasts (elsewhere), so a killed window's
attempt can be resumed or discarded at once.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import select

from simulator.data.db import Database, open_database
from simulator.data.holders import LEASE, holder_is_live, new_holder
from simulator.data.orm import AttemptRow, QuestionStatRow
from simulator.data.records import AttemptClosedError, AttemptStatus, AttemptTakenOverError, utcnow
from simulator.domain.blueprint import Mode
from simulator.services import attempts
from simulator.services import banks as bank_service

ROOT = Path(__file__).resolve().parents[2]
MINI = ROOT / "tests" / "data" / "banks" / "mini.yaml"


@pytest.fixture
def library(tmp_path: Path) -> Iterator[Database]:
    db = open_database(f"sqlite:///{tmp_path / 'library.db'}")
    bank_service.import_bank_file(db, MINI)
    yield db
    db.close()


def start(db: Database, mode: Mode = Mode.EXAM) -> attempts.ActiveAttempt:
    spec = attempts.spec_for(db, "mini", mode, seed=5, question_count=3)
    return attempts.start_attempt(db, spec)


def answer(active: attempts.ActiveAttempt, position: int = 0) -> None:
    session = active.session
    session.go_to(position)
    session.select(session.current_question.choices[0].id)


def times_seen(db: Database) -> list[int]:
    with db.session() as s:
        return sorted(s.scalars(select(QuestionStatRow.seen)))


def test_a_resumed_copy_takes_the_attempt_over(library: Database) -> None:
    first = start(library)
    answer(first, 0)
    second = attempts.resume_attempt(library, first.attempt_id)  # "one window and a copy"
    answer(second, 1)
    with pytest.raises(AttemptTakenOverError):
        answer(first, 2)  # the first window no longer writes
    with pytest.raises(AttemptTakenOverError):
        first.session.submit()
    assert not first.session.is_finished
    result = second.session.submit()
    assert result.total == 3
    with pytest.raises(AttemptClosedError) as closed:
        first.session.submit()
    assert closed.value.status is AttemptStatus.SUBMITTED
    assert times_seen(library) == [1, 1, 1]  # counted once


def test_a_submit_racing_another_submit_is_refused_in_its_transaction(
    library: Database,
) -> None:
    """Two sessions that both believe they hold the attempt (the same holder): the status
    check inside the submitting transaction lets exactly one through."""
    first = start(library)
    answer(first, 0)
    assert first.recorder is not None
    twin = attempts.resume_attempt(library, first.attempt_id, holder=first.recorder.holder)
    first.session.submit()
    with pytest.raises(AttemptClosedError):
        twin.session.submit()
    with pytest.raises(AttemptClosedError):
        answer(twin, 1)  # nothing is written into an attempt already submitted
    with library.session() as s:
        row = s.get(AttemptRow, first.attempt_id)
        assert row is not None and row.status == AttemptStatus.SUBMITTED
    assert times_seen(library) == [1, 1, 1]


def test_a_discarded_attempt_refuses_its_old_window(library: Database, tmp_path: Path) -> None:
    first = start(library, Mode.PRACTICE)
    first.release()  # "Save and exit": nobody holds it now
    spec = attempts.spec_for(library, "mini", Mode.PRACTICE, seed=9, question_count=2)
    attempts.start_attempt(library, spec, replacing=first.attempt_id)
    with pytest.raises(AttemptClosedError) as closed:
        answer(first, 1)
    assert closed.value.status is AttemptStatus.ABANDONED


def test_an_attempt_a_live_window_holds_cannot_be_discarded(library: Database) -> None:
    first = start(library)
    unfinished = attempts.find_unfinished(library, "mini")
    assert unfinished is not None and unfinished.held_elsewhere
    spec = attempts.spec_for(library, "mini", Mode.EXAM, seed=9, question_count=2)
    with pytest.raises(attempts.AttemptError, match="open in another window"):
        attempts.start_attempt(library, spec, replacing=first.attempt_id)
    answer(first, 0)  # still the first window's, untouched
    first.release()
    unfinished = attempts.find_unfinished(library, "mini")
    assert unfinished is not None and not unfinished.held_elsewhere
    attempts.start_attempt(library, spec, replacing=first.attempt_id)


CHILD = textwrap.dedent(
    """
    import os, sys
    from simulator.data.db import open_database
    from simulator.domain.blueprint import Mode
    from simulator.services import attempts
    db = open_database(sys.argv[1])
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=5, question_count=3)
    active = attempts.start_attempt(db, spec)
    active.session.select(active.session.current_question.choices[0].id)
    print(active.attempt_id, flush=True)
    sys.stdin.read()  # held until killed
    """
)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX kill")
def test_a_killed_windows_attempt_is_free_at_once(library: Database) -> None:
    with subprocess.Popen(
        [sys.executable, "-c", CHILD, library.url],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
    ) as child:
        try:
            assert child.stdout is not None
            attempt_id = int(child.stdout.readline())
            unfinished = attempts.find_unfinished(library, "mini")
            assert unfinished is not None and unfinished.held_elsewhere  # the child runs
            os.kill(child.pid, signal.SIGKILL)
        finally:
            child.kill()
            child.wait()
    unfinished = attempts.find_unfinished(library, "mini")
    assert unfinished is not None and unfinished.attempt_id == attempt_id
    assert not unfinished.held_elsewhere  # no lease to wait out: its process is gone
    resumed = attempts.resume_attempt(library, attempt_id)
    assert resumed.session.answer(0).selected


def test_a_holder_on_another_computer_is_live_while_its_lease_lasts() -> None:
    now = utcnow()
    remote = "laptop-17.example/4242/" + "0" * 32
    assert holder_is_live(remote, now + LEASE / 2, now)
    assert not holder_is_live(remote, now - timedelta(seconds=1), now)
    assert not holder_is_live(None, now + LEASE, now)
    mine = new_holder()
    assert holder_is_live(mine, now - LEASE, now)  # this process runs: live, lease or not
    assert new_holder() != mine
