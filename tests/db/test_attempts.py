"""Attempts on a real database: every event saved at once, resumable after a crash."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, history
from simulator.services import banks as bank_service

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'attempts.db'}")
    bank_service.import_bank_file(database, MINI)
    yield database
    database.close()


def answer_correctly(active: attempts.ActiveAttempt) -> None:
    item = active.session.current_question
    for choice in item.choices:
        if choice.correct:
            active.session.select(choice.id)


def test_every_answer_flag_and_move_is_saved_as_it_happens(db: Database) -> None:
    clock = Clock()
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=11)
    active = attempts.start_attempt(db, spec, clock=clock)
    session = active.session
    first = session.current_question
    session.select(first.choices[0].id)
    clock.now += 3
    session.set_flag(True)
    session.next()
    answer_correctly(active)
    clock.now += 6
    session.tick()  # more than 5 s since the last save: the clock is written too

    resumed = attempts.resume_attempt(db, active.attempt_id, clock=Clock())
    again = resumed.session
    assert [q.question_id for q in again.exam.questions] == [
        q.question_id for q in session.exam.questions
    ]
    assert [q.choice_order for q in again.exam.questions] == [
        q.choice_order for q in session.exam.questions
    ]
    assert again.answers[0].selected == {first.choices[0].id} and again.answers[0].flagged
    assert again.answers[1].selected == session.answers[1].selected
    assert again.current == 1
    assert again.elapsed_seconds == pytest.approx(9.0)
    assert again.remaining_seconds == pytest.approx(5 * 60 - 9.0)


def test_only_one_unfinished_attempt_per_bank(db: Database) -> None:
    spec = attempts.spec_for(db, "mini", Mode.PRACTICE, seed=1)
    active = attempts.start_attempt(db, spec)
    active.session.select(active.session.current_question.choices[0].id)
    with pytest.raises(attempts.UnfinishedAttemptError) as caught:
        attempts.start_attempt(db, spec)
    unfinished = caught.value.unfinished
    assert (unfinished.attempt_id, unfinished.answered, unfinished.mode) == (
        active.attempt_id,
        1,
        Mode.PRACTICE,
    )
    assert "unfinished practice attempt" in str(caught.value)
    attempts.abandon_attempt(db, active.attempt_id)
    assert attempts.find_unfinished(db, "mini") is None
    attempts.start_attempt(db, spec)  # now allowed
    assert history.attempt_history(db, "mini") == []  # abandoned attempts are not history


def test_submitted_attempt_is_scored_and_in_history(db: Database) -> None:
    clock = Clock()
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=5)
    active = attempts.start_attempt(db, spec, clock=clock)
    answer_correctly(active)
    active.session.next()
    answer_correctly(active)
    clock.now += 30
    result = active.session.submit()
    assert (result.correct, result.total) == (2, 3)
    assert result.passed  # 2/3 >= 0.6
    (summary,) = history.attempt_history(db, "mini")
    assert (summary.correct, summary.total, summary.passed) == (2, 3, True)
    assert summary.time_used_seconds == pytest.approx(30)
    review = history.attempt_review(db, active.attempt_id)
    assert review.result.correct == 2
    assert [o.correct for o in review.result.outcomes] == [o.correct for o in result.outcomes]
    records = history.answer_records(db, "mini")
    assert len(records) == 3 and sum(r.correct for r in records) == 2
    with pytest.raises(attempts.AttemptError):
        attempts.resume_attempt(db, active.attempt_id)


def test_time_out_is_recorded(db: Database) -> None:
    clock = Clock()
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=5, time_limit_minutes=1)
    active = attempts.start_attempt(db, spec, clock=clock)
    clock.now += 61
    assert active.session.tick() is True
    (summary,) = history.attempt_history(db, "mini")
    assert summary.timed_out and summary.time_used_seconds == pytest.approx(60)


def test_review_survives_a_changed_bank(db: Database, tmp_path: Path) -> None:
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=2, question_count=4)
    active = attempts.start_attempt(db, spec)
    shown = {q.question_id: [c.text for c in q.choices] for q in active.session.exam.questions}
    active.session.submit()
    changed = tmp_path / "mini.yaml"
    changed.write_text(
        MINI.read_text(encoding="utf-8")
        .replace("      - text: DIGITS\n", "      - text: TensorRT-LLM\n")
        .replace("  - id: inf-001\n", "  - id: inf-001-new\n"),
        encoding="utf-8",
    )
    bank_service.import_bank_file(db, changed)
    review = history.attempt_review(db, active.attempt_id)
    assert {q.question_id: [c.text for c in q.choices] for q in review.exam.questions} == shown


def test_weak_area_drill_starts_from_history(db: Database) -> None:
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=9, question_count=4)
    attempts.start_attempt(db, spec).session.submit()  # everything wrong
    drill_spec = attempts.spec_for(db, "mini", Mode.WEAK_AREAS, seed=4, question_count=2)
    drill = attempts.start_attempt(db, drill_spec)
    assert len(drill.session.exam.questions) == 2
    assert drill.session.exam.spec.mode is Mode.WEAK_AREAS


CHILD = textwrap.dedent(
    """
    import sys, time
    from simulator.data.db import open_database
    from simulator.domain.blueprint import Mode
    from simulator.services import attempts

    db = open_database(sys.argv[1])
    active = attempts.start_attempt(db, attempts.spec_for(db, "mini", Mode.EXAM, seed=21))
    session = active.session
    for index in range(3):
        session.go_to(index)
        item = session.current_question
        session.select(item.choices[index % len(item.choices)].id)
    session.set_flag(True)
    session.go_to(1)
    print(active.attempt_id, flush=True)
    while True:  # the parent kills us here, mid-exam
        time.sleep(0.05)
    """
)


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs POSIX signals")
def test_killed_process_loses_no_answer(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'crash.db'}"
    setup = open_database(url)
    bank_service.import_bank_file(setup, MINI)
    setup.close()

    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, url],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert child.stdout is not None
    attempt_id = int(child.stdout.readline())  # printed only after every answer returned
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    child.stdout.close()
    assert child.returncode == -signal.SIGKILL

    db = open_database(url)
    resumed = attempts.resume_attempt(db, attempt_id)
    session = resumed.session
    for index in range(3):
        item = session.exam.questions[index]
        assert session.answers[index].selected == {item.choices[index % len(item.choices)].id}
    assert session.answers[2].flagged
    assert session.current == 1
    assert session.remaining_seconds is not None and session.remaining_seconds > 5 * 60 - 5
    db.close()


def test_running_totals_match_the_answers(db: Database) -> None:
    """question_stats, kept as attempts finish, equals a recount of every answer."""
    from collections import Counter

    from sqlalchemy import select

    from simulator.data import stats
    from simulator.data.orm import QuestionStatRow

    for seed in (1, 2, 3):
        spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=seed, question_count=3)
        active = attempts.start_attempt(db, spec)
        if seed == 2:
            answer_correctly(active)
        active.session.submit()
    abandoned = attempts.start_attempt(db, attempts.spec_for(db, "mini", Mode.EXAM, seed=9))
    attempts.abandon_attempt(db, abandoned.attempt_id)  # never counted
    records = history.answer_records(db, "mini")
    seen = Counter(r.question_id for r in records)
    missed = Counter(r.question_id for r in records if not r.correct)

    def totals() -> dict[int, tuple[int, int]]:
        with db.session() as s:
            return {r.question_id: (r.seen, r.missed) for r in s.scalars(select(QuestionStatRow))}

    kept = totals()
    with db.session() as s:
        named = {q: (n, m) for q, _t, m, n, _last in stats.missed_questions(s, "mini", 10)}
        stats.rebuild_totals(s)
    assert totals() == kept
    assert sum(n for n, _ in kept.values()) == sum(seen.values()) == 9
    assert named == {q: (seen[q], missed[q]) for q in missed}
