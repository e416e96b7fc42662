"""Each question's memory state (FSRS) in the database, and the settings it depends on.

Reviews are applied in the same transaction as the answers they come from, so the
schedule never disagrees with the history; "due" is an indexed read per bank.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from simulator.data.orm import QuestionMemoryRow, QuestionRow, SettingRow, TopicRow
from simulator.data.records import as_utc
from simulator.data.stats import bank_id_of
from simulator.domain.memory import DEFAULT_RETENTION, Grade, MemoryState, ReviewScheduler
from simulator.domain.paper import QuestionOutline

RETENTION_KEY = "desired_retention"


def desired_retention(session: Session) -> float:
    row = session.get(SettingRow, RETENTION_KEY)
    value = row.value.get("value") if row is not None else None
    return float(value) if isinstance(value, int | float) else DEFAULT_RETENTION


def set_desired_retention(session: Session, value: float) -> int:
    """Store the retention and move every due date to match it; how many moved."""
    scheduler = ReviewScheduler(value)  # refuses values FSRS cannot schedule for
    row = session.get(SettingRow, RETENTION_KEY)
    if row is None:
        session.add(SettingRow(key=RETENTION_KEY, value={"value": value}))
    else:
        row.value = {"value": value}
    moved = 0
    for memory_row in session.scalars(select(QuestionMemoryRow)):
        state = scheduler.rescheduled(to_state(memory_row))
        if as_utc(memory_row.due) != state.due:
            memory_row.due = state.due
            moved += 1
    return moved


def apply_reviews(
    session: Session, bank_id: int, reviews: Sequence[tuple[int, Grade]], at: datetime
) -> None:
    """Review questions (by row id) at `at`, in order; a question never seen starts fresh."""
    if not reviews:
        return
    scheduler = ReviewScheduler(desired_retention(session))
    ids = sorted({question_id for question_id, _ in reviews})
    rows = {
        row.question_id: row
        for row in session.scalars(
            select(QuestionMemoryRow).where(QuestionMemoryRow.question_id.in_(ids))
        )
    }
    for question_id, grade in reviews:
        row = rows.get(question_id)
        state = scheduler.review(to_state(row) if row is not None else None, grade, at)
        if row is None:
            row = rows[question_id] = QuestionMemoryRow(question_id=question_id, bank_id=bank_id)
            session.add(row)
        row.state, row.step = state.state, state.step
        row.stability, row.difficulty = state.stability, state.difficulty
        row.due, row.last_review = state.due, state.last_review
        row.reviews, row.lapses = state.reviews, state.lapses


def to_state(row: QuestionMemoryRow) -> MemoryState:
    return MemoryState(
        due=as_utc(row.due),
        stability=row.stability,
        difficulty=row.difficulty,
        last_review=as_utc(row.last_review) if row.last_review else None,
        reviews=row.reviews,
        lapses=row.lapses,
        state=row.state,
        step=row.step,
    )


def _active(bank_key: str) -> tuple[ColumnElement[bool], ColumnElement[bool]]:
    return (QuestionMemoryRow.bank_id == bank_id_of(bank_key), QuestionRow.retired.is_(False))


def due_count(session: Session, bank_key: str, before: datetime) -> int:
    """How many of the bank's active questions fall due before `before` (the end of the
    study day: see domain.study_day)."""
    count = session.scalar(
        select(func.count())
        .select_from(QuestionMemoryRow)
        .join(QuestionRow, QuestionRow.id == QuestionMemoryRow.question_id)
        .where(*_active(bank_key), QuestionMemoryRow.due < before)
    )
    return int(count or 0)


def due_questions(
    session: Session, bank_key: str, before: datetime
) -> list[tuple[QuestionOutline, datetime]]:
    """Every active question due before `before` with its due date, most overdue first."""
    rows = session.execute(
        select(QuestionRow.key, TopicRow.key, QuestionMemoryRow.due)
        .join(QuestionRow, QuestionRow.id == QuestionMemoryRow.question_id)
        .join(TopicRow, TopicRow.id == QuestionRow.topic_id)
        .where(*_active(bank_key), QuestionMemoryRow.due < before)
        .order_by(QuestionMemoryRow.due, QuestionRow.key)
    )
    return [(QuestionOutline(key, topic), as_utc(due)) for key, topic, due in rows]


def next_due(session: Session, bank_key: str, from_: datetime) -> datetime | None:
    """The first due moment of an active question at or after `from_` (None: nothing)."""
    due = session.scalar(
        select(func.min(QuestionMemoryRow.due))
        .join(QuestionRow, QuestionRow.id == QuestionMemoryRow.question_id)
        .where(*_active(bank_key), QuestionMemoryRow.due >= from_)
    )
    return as_utc(due) if due is not None else None
