"""History aggregated by the database: the counts weak-area reports and draws need.

Reading every past answer into Python costs a second at 60,000 answers; the same
counts come back from one indexed GROUP BY in a few milliseconds. Each function
returns plain tuples keyed by the bank's own ids (question and topic keys), ready
for the domain's analytics.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime

from sqlalchemy import Integer, and_, case, cast, func, or_, select
from sqlalchemy.orm import Session

from simulator.data.orm import AnswerRow, AttemptRow, BankRow, QuestionRow, TopicRow

FINISHED = ("submitted", "timed_out")


def _wrong() -> object:
    return cast(case((AnswerRow.correct.is_(True), 0), else_=1), Integer)


def _right() -> object:
    return cast(case((AnswerRow.correct.is_(True), 1), else_=0), Integer)


def timestamp(moment: datetime | None) -> float | None:
    if moment is None:
        return None
    if moment.tzinfo is None:  # SQLite returns naive datetimes; they are UTC
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


def _finished_attempts(bank_key: str) -> object:
    return and_(
        AttemptRow.bank_id == select(BankRow.id).where(BankRow.key == bank_key).scalar_subquery(),
        AttemptRow.status.in_(FINISHED),
    )


def topic_counts(session: Session, bank_key: str) -> dict[str, tuple[int, int]]:
    """(correct, answered) per topic over every finished attempt."""
    rows = session.execute(
        select(AnswerRow.topic_id, func.sum(_right()), func.count())
        .join(AttemptRow, AttemptRow.id == AnswerRow.attempt_id)
        .where(_finished_attempts(bank_key))
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
        .where(_finished_attempts(bank_key))
        .order_by(AttemptRow.finished_at.desc(), AttemptRow.id.desc())
        .limit(limit)
    ).all()
    return [(i, timestamp(f) or 0.0, int(c or 0), int(n)) for i, f, c, n in reversed(rows)]


def topic_counts_by_attempt(
    session: Session, attempt_ids: Sequence[int]
) -> list[tuple[int, str, int, int]]:
    """(attempt id, topic, correct, total) for the given attempts."""
    if not attempt_ids:
        return []
    rows = session.execute(
        select(AnswerRow.attempt_id, TopicRow.key, func.sum(_right()), func.count())
        .join(TopicRow, TopicRow.id == AnswerRow.topic_id)
        .where(AnswerRow.attempt_id.in_(list(attempt_ids)))
        .group_by(AnswerRow.attempt_id, TopicRow.key)
    )
    return [(a, t, int(c or 0), int(n)) for a, t, c, n in rows]


def missed_questions(
    session: Session, bank_key: str, limit: int
) -> list[tuple[str, str, int, int, float | None]]:
    """(question, topic, times missed, times seen, last missed) of the most missed questions.

    Two narrow queries instead of one wide one: the misses alone are grouped (a third
    of the answers, typically) and cut at a generous multiple of `limit`, then only
    those few questions are counted in full and named. The domain applies its finer
    tie-breaks to the short list.
    """
    wrong = or_(AnswerRow.correct.is_(False), AnswerRow.correct.is_(None))
    misses = session.execute(
        select(AnswerRow.question_id, func.count(), func.max(AttemptRow.finished_at))
        .join(AttemptRow, AttemptRow.id == AnswerRow.attempt_id)
        .where(_finished_attempts(bank_key), wrong)
        .group_by(AnswerRow.question_id)
        .order_by(func.count().desc())
        .limit(limit * 5)
    ).all()
    if not misses:
        return []
    ids = [question_id for question_id, _, _ in misses]
    seen = dict(
        session.execute(
            select(AnswerRow.question_id, func.count())
            .join(AttemptRow, AttemptRow.id == AnswerRow.attempt_id)
            .where(_finished_attempts(bank_key), AnswerRow.question_id.in_(ids))
            .group_by(AnswerRow.question_id)
        ).all()
    )
    named = {
        row_id: (key, topic)
        for row_id, key, topic in session.execute(
            select(QuestionRow.id, QuestionRow.key, TopicRow.key)
            .join(TopicRow, TopicRow.id == QuestionRow.topic_id)
            .where(QuestionRow.id.in_(ids))
        )
    }
    return [
        (*named[q], int(missed), int(seen[q]), timestamp(_as_datetime(last)))
        for q, missed, last in misses
    ]


def question_records(
    session: Session, bank_key: str
) -> dict[int, tuple[int, int, float | None, float | None]]:
    """Per question row id: (seen, missed, last seen, last missed) over finished attempts.

    Recency is the attempt id (attempts are numbered as they start), which orders the
    same way as their times without converting thousands of timestamps; the generator
    only compares these values.
    """
    rows = session.execute(
        select(
            AnswerRow.question_id,
            func.count(),
            func.sum(_wrong()),
            func.max(AnswerRow.attempt_id),
            func.max(case((AnswerRow.correct.is_(True), None), else_=AnswerRow.attempt_id)),
        )
        .join(AttemptRow, AttemptRow.id == AnswerRow.attempt_id)
        .where(_finished_attempts(bank_key))
        .group_by(AnswerRow.question_id)
    )
    return {
        question_id: (
            int(seen),
            int(missed or 0),
            float(last) if last is not None else None,
            float(miss) if miss is not None else None,
        )
        for question_id, seen, missed, last, miss in rows
    }


def _as_datetime(value: object) -> datetime | None:
    """MAX() over a DateTime column comes back as text on SQLite."""
    if value is None or isinstance(value, datetime):
        return value
    return datetime.fromisoformat(str(value))


def recently_seen(session: Session, bank_key: str, attempts: int) -> set[int]:
    """Question row ids answered in the bank's last `attempts` finished attempts."""
    last = (
        select(AttemptRow.id)
        .where(_finished_attempts(bank_key))
        .order_by(AttemptRow.id.desc())
        .limit(attempts)
        .scalar_subquery()
    )
    recent = select(AnswerRow.question_id).where(AnswerRow.attempt_id.in_(last)).distinct()
    return set(session.scalars(recent))
