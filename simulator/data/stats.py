"""History aggregated by the database: the counts weak-area reports and draws need.

Reading every past answer into Python costs a second at 60,000 answers; the same
counts come back from one indexed GROUP BY in a few milliseconds. Each function
returns plain tuples keyed by the bank's own ids (question and topic keys), ready
for the domain's analytics.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import Integer, and_, case, cast, delete, func, insert, or_, select
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement
from sqlalchemy.sql.selectable import ScalarSelect

from simulator.data.orm import (
    AnswerRow,
    AttemptRow,
    BankRow,
    QuestionRow,
    QuestionStatRow,
    TopicRow,
)
from simulator.data.records import FINISHED, as_utc


def _right() -> ColumnElement[int]:
    return cast(case((AnswerRow.correct.is_(True), 1), else_=0), Integer)


def timestamp(moment: datetime | None) -> float | None:
    return None if moment is None else as_utc(moment).timestamp()


def bank_id_of(bank_key: str) -> ScalarSelect[int]:
    """The bank's row id, as a subquery (queries name banks by their key)."""
    return select(BankRow.id).where(BankRow.key == bank_key).scalar_subquery()


def finished_attempts(bank_key: str) -> ColumnElement[bool]:
    """The bank's finished (submitted or timed-out) attempts."""
    return and_(AttemptRow.bank_id == bank_id_of(bank_key), AttemptRow.status.in_(FINISHED))


def counted_answer() -> ColumnElement[bool]:
    """An answer that counts in a topic's "answered" and "correct", on every screen.

    The one definition (docs/learning.md, "What counts as answered"): a question of a
    finished attempt, in any mode, that the candidate answered or at least looked at;
    looked at and left blank, it counts as answered wrong. A question never reached
    (an exam that timed out, a practice finished early) does not count. `reviewed_at`
    marks every answer graded as a spaced review, which is exactly those questions;
    answers stored before reviews were recorded are recognised by their time.
    """
    return or_(
        AnswerRow.correct.is_(True),
        AnswerRow.time_spent > 0,
        AnswerRow.reviewed_at.is_not(None),
    )


def topic_counts(session: Session, bank_key: str) -> dict[str, tuple[int, int]]:
    """(correct, answered) per topic over every finished attempt (see counted_answer)."""
    rows = session.execute(
        select(AnswerRow.topic_id, func.sum(_right()), func.count())
        .join(AttemptRow, AttemptRow.id == AnswerRow.attempt_id)
        .where(finished_attempts(bank_key), counted_answer())
        .group_by(AnswerRow.topic_id)
    ).all()
    keys = _topic_keys(session, [topic_id for topic_id, _, _ in rows])
    return {keys[topic_id]: (int(right or 0), int(total)) for topic_id, right, total in rows}


def _topic_keys(session: Session, topic_ids: Sequence[int]) -> dict[int, str]:
    if not topic_ids:
        return {}
    rows = session.execute(select(TopicRow.id, TopicRow.key).where(TopicRow.id.in_(topic_ids)))
    return {topic_id: key for topic_id, key in rows}


def last_attempts(session: Session, bank_key: str, limit: int) -> list[tuple[int, float, int, int]]:
    """(attempt id, finished timestamp, correct, total) of the last attempts, oldest first."""
    rows = session.execute(
        select(
            AttemptRow.id,
            AttemptRow.finished_at,
            AttemptRow.correct_count,
            AttemptRow.question_count,
        )
        .where(finished_attempts(bank_key))
        .order_by(AttemptRow.finished_at.desc(), AttemptRow.id.desc())
        .limit(limit)
    ).all()
    return [(i, timestamp(f) or 0.0, int(c or 0), int(n)) for i, f, c, n in reversed(rows)]


def topic_counts_by_attempt(
    session: Session, attempt_ids: Sequence[int]
) -> list[tuple[int, str, int, int]]:
    """(attempt id, topic, correct, answered) for the given attempts (see counted_answer)."""
    if not attempt_ids:
        return []
    rows = session.execute(
        select(AnswerRow.attempt_id, TopicRow.key, func.sum(_right()), func.count())
        .join(TopicRow, TopicRow.id == AnswerRow.topic_id)
        .where(AnswerRow.attempt_id.in_(list(attempt_ids)), counted_answer())
        .group_by(AnswerRow.attempt_id, TopicRow.key)
    )
    return [(a, t, int(c or 0), int(n)) for a, t, c, n in rows]


def missed_questions(
    session: Session, bank_key: str, limit: int
) -> list[tuple[str, str, int, int, float | None]]:
    """(question, topic, times missed, times seen, last missed) of the most missed questions.

    Read from the running totals (question_stats, an indexed top-N), cut at a generous
    multiple of `limit` so the domain can apply its finer tie-breaks to a short list.
    """
    rows = session.execute(
        select(
            QuestionRow.key,
            TopicRow.key,
            QuestionStatRow.missed,
            QuestionStatRow.seen,
            QuestionStatRow.last_missed_at,
        )
        .join(QuestionRow, QuestionRow.id == QuestionStatRow.question_id)
        .join(TopicRow, TopicRow.id == QuestionRow.topic_id)
        .where(
            QuestionStatRow.bank_id == bank_id_of(bank_key),
            QuestionStatRow.missed > 0,
        )
        .order_by(QuestionStatRow.missed.desc())
        .limit(limit * 5)
    )
    return [(q, t, int(m), int(n), timestamp(last)) for q, t, m, n, last in rows]


def rebuild_totals(session: Session) -> None:
    """Recompute question_stats from every stored answer (after bulk loads or repairs)."""
    session.execute(delete(QuestionStatRow))
    wrong = or_(AnswerRow.correct.is_(False), AnswerRow.correct.is_(None))
    totals = (
        select(
            AnswerRow.question_id,
            func.min(AttemptRow.bank_id),
            func.count(),
            func.sum(case((wrong, 1), else_=0)),
            func.max(case((wrong, AttemptRow.finished_at), else_=None)),
            func.max(AnswerRow.attempt_id),
            func.max(case((wrong, AnswerRow.attempt_id), else_=None)),
        )
        .join(AttemptRow, AttemptRow.id == AnswerRow.attempt_id)
        .where(AttemptRow.status.in_(FINISHED))
        .group_by(AnswerRow.question_id)
    )
    columns = [
        "question_id",
        "bank_id",
        "seen",
        "missed",
        "last_missed_at",
        "last_seen_attempt",
        "last_missed_attempt",
    ]
    session.execute(insert(QuestionStatRow).from_select(columns, totals))


def record_attempt(session: Session, attempt_id: int) -> None:
    """Add a just-finished attempt's answers to the running totals (same transaction)."""
    attempt = session.get(AttemptRow, attempt_id)
    assert attempt is not None
    answers = session.execute(
        select(AnswerRow.question_id, AnswerRow.correct).where(AnswerRow.attempt_id == attempt_id)
    ).all()
    totals = {
        row.question_id: row
        for row in session.scalars(
            select(QuestionStatRow).where(
                QuestionStatRow.question_id.in_([question_id for question_id, _ in answers])
            )
        )
    }
    for question_id, correct in answers:
        row = totals.get(question_id)
        if row is None:
            row = totals[question_id] = QuestionStatRow(
                question_id=question_id, bank_id=attempt.bank_id, seen=0, missed=0
            )
            session.add(row)
        row.seen += 1
        row.last_seen_attempt = max(row.last_seen_attempt or 0, attempt_id)
        if not correct:
            row.missed += 1
            row.last_missed_at = attempt.finished_at
            row.last_missed_attempt = max(row.last_missed_attempt or 0, attempt_id)


def question_records(
    session: Session, bank_key: str
) -> dict[int, tuple[int, int, float | None, float | None]]:
    """Per question row id: (seen, missed, last seen, last missed) over finished attempts.

    Read from the running totals (question_stats, one row per question ever shown),
    so a draw costs the same after years of answers. Recency is the attempt id
    (attempts are numbered as they start), which orders the same way as their times
    without converting thousands of timestamps; the generator only compares these values.
    """
    rows = session.execute(
        select(
            QuestionStatRow.question_id,
            QuestionStatRow.seen,
            QuestionStatRow.missed,
            QuestionStatRow.last_seen_attempt,
            QuestionStatRow.last_missed_attempt,
        ).where(QuestionStatRow.bank_id == bank_id_of(bank_key), QuestionStatRow.seen > 0)
    )
    return {
        question_id: (
            int(seen),
            int(missed),
            float(last) if last is not None else None,
            float(miss) if miss is not None else None,
        )
        for question_id, seen, missed, last, miss in rows
    }


def recently_seen(session: Session, bank_key: str, attempts: int) -> set[int]:
    """Question row ids answered in the bank's last `attempts` finished attempts."""
    last = (
        select(AttemptRow.id)
        .where(finished_attempts(bank_key))
        .order_by(AttemptRow.id.desc())
        .limit(attempts)
        .scalar_subquery()
    )
    recent = select(AnswerRow.question_id).where(AnswerRow.attempt_id.in_(last)).distinct()
    return set(session.scalars(recent))
