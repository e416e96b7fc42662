"""Spaced review on a real database: every answer a review, stored with the answer."""

from __future__ import annotations

import os
import time
from collections.abc import Collection, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, learning
from simulator.services import banks as bank_service

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"
MONDAY = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


class WallClock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'learning.db'}")
    bank_service.import_bank_file(database, MINI)
    yield database
    database.close()


def sit(
    db: Database, wall: WallClock, wrong: set[str], guessed: Collection[str] = frozenset()
) -> list[str]:
    """A four-question exam: questions in `wrong` answered wrong, the rest right."""
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=3, question_count=4)
    session = attempts.start_attempt(db, spec, now=wall).session
    for index, item in enumerate(session.exam.questions):
        session.go_to(index)
        question = item.question
        pick = [c.id for c in item.choices if c.correct != (question.id in wrong)]
        for choice in pick[: question.choose]:
            session.select(choice)
        if question.id in guessed:
            session.toggle_guessed()
    session.submit()
    return [q.question_id for q in session.exam.questions]


def test_wrong_answers_are_due_tomorrow_and_everything_within_sixty_days(db: Database) -> None:
    wall = WallClock(MONDAY)
    paper = sit(db, wall, wrong={"prof-001", "inf-002"})
    assert learning.due_count(db, "mini", MONDAY) == 0
    tomorrow = learning.due_review(db, "mini", MONDAY + timedelta(days=1))
    assert set(tomorrow) == {"prof-001", "inf-002"}
    assert set(learning.due_review(db, "mini", MONDAY + timedelta(days=60))) == set(paper)


def test_guessed_answers_schedule_as_hard(db: Database) -> None:
    wall = WallClock(MONDAY)
    sit(db, wall, wrong=set(), guessed={"prof-002"})
    # Good on a new question: due in two days; Hard: tomorrow, like a shaky recall.
    assert learning.due_review(db, "mini", MONDAY + timedelta(days=1)) == ["prof-002"]
    assert len(learning.due_review(db, "mini", MONDAY + timedelta(days=2))) == 4


def test_a_practice_check_is_the_review_and_the_end_does_not_count_it_twice(db: Database) -> None:
    wall = WallClock(MONDAY)
    spec = attempts.spec_for(db, "mini", Mode.PRACTICE, seed=1, question_count=4)
    session = attempts.start_attempt(db, spec, now=wall).session
    item = session.current_question
    session.select(next(c.id for c in item.choices if not c.correct))
    session.check()
    assert learning.due_review(db, "mini", MONDAY + timedelta(days=1)) == [item.question_id]
    wall.now += timedelta(hours=1)
    session.submit()  # the three questions never shown are no reviews
    assert learning.due_review(db, "mini", MONDAY + timedelta(days=60)) == [item.question_id]


def test_resume_keeps_guessed_and_struck_out(db: Database) -> None:
    spec = attempts.spec_for(db, "mini", Mode.EXAM, seed=2, question_count=4)
    active = attempts.start_attempt(db, spec)
    session = active.session
    first = session.current_question.choices
    session.toggle_strike(first[1].id)
    session.select(first[0].id)
    session.toggle_guessed()
    again = attempts.resume_attempt(db, active.attempt_id).session.answer(0)
    assert again.guessed and again.struck_out == {first[1].id}
    assert again.selected == {first[0].id}


def test_changing_the_desired_retention_moves_due_dates(db: Database) -> None:
    wall = WallClock(MONDAY)
    sit(db, wall, wrong=set())
    assert learning.desired_retention(db) == 0.9
    before = learning.due_count(db, "mini", MONDAY + timedelta(days=2))
    assert learning.set_desired_retention(db, 0.8) > 0
    assert learning.desired_retention(db) == 0.8
    assert learning.due_count(db, "mini", MONDAY + timedelta(days=2)) < before


@pytest.fixture
def one_hour_east() -> Iterator[None]:
    """The machine's local time is UTC+1 (no daylight saving) for the test."""
    before = os.environ.get("TZ")
    os.environ["TZ"] = "XST-1"
    time.tzset()
    try:
        yield
    finally:
        if before is None:
            del os.environ["TZ"]
        else:
            os.environ["TZ"] = before
        time.tzset()


def test_missed_at_five_past_eight_is_due_at_eight_the_next_evening(
    db: Database, one_hour_east: None
) -> None:
    """Trap 8: by the minute it fell due at 20:05, after the candidate's 20:00 session."""
    evening = datetime(2026, 3, 2, 19, 5, tzinfo=UTC)  # 20:05 local
    sit(db, WallClock(evening), wrong={"prof-001"})
    next_evening = datetime(2026, 3, 3, 19, 0, tzinfo=UTC)  # 20:00 local
    assert learning.due_review(db, "mini", next_evening) == ["prof-001"]
    assert learning.due_count(db, "mini", next_evening) == 1
    stats = learning.bank_stats(db, "mini", next_evening)
    assert stats.due == 1
    small_hours = datetime(2026, 3, 3, 2, 30, tzinfo=UTC)  # 3:30 local: still Monday's day
    assert learning.due_count(db, "mini", small_hours) == 0
    due, upcoming = learning.due_outlook(db, "mini", small_hours)
    assert due == 0
    assert upcoming == datetime(2026, 3, 3, 3, 0, tzinfo=UTC)  # Tuesday 4 am local
