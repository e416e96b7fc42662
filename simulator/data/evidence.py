"""What the readiness estimate and the pace report read: history aggregated by the database.

Years of practice are tens of thousands of answers; none of them is read into Python.
The readiness model needs, per attempt and topic, how many answers were given, right
and guessed right (one GROUP BY over the attempts of its window, found by the index on
`finished_at`), and the pace report needs per-topic totals (one GROUP BY topic).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Float, Integer, and_, case, cast, func, select
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import ColumnElement

from simulator.data.orm import AnswerRow, AttemptRow, BankRow, TopicRow
from simulator.data.records import as_utc
from simulator.data.stats import counted_answer, finished_attempts
from simulator.domain.readiness import TopicEvidence


@dataclass(frozen=True)
class TopicTotals:
    """A topic's answers over the whole history (up to a moment), and the time they took."""

    answered: int
    correct: int
    guessed_right: int
    seconds: float  # time spent on them


def _count(condition: ColumnElement[bool]) -> ColumnElement[int]:
    return func.sum(cast(case((condition, 1), else_=0), Integer))


def _shown() -> ColumnElement[bool]:
    """An answer that counts: given, or at least looked at (never-reached questions are not)."""
    return counted_answer()


def _right() -> ColumnElement[bool]:
    return AnswerRow.correct.is_(True)


def _guessed_right() -> ColumnElement[bool]:
    return and_(AnswerRow.correct.is_(True), AnswerRow.guessed.is_(True))


def _finished(bank_key: str, until: datetime) -> ColumnElement[bool]:
    return and_(
        finished_attempts(bank_key),
        AttemptRow.finished_at.is_not(None),
        AttemptRow.finished_at <= until,
    )


def topic_evidence(
    session: Session, bank_key: str, since: datetime, until: datetime
) -> list[TopicEvidence]:
    """Per finished attempt (finished from `since` to `until`) and topic: its answers."""
    rows = session.execute(
        select(
            AttemptRow.finished_at,
            AnswerRow.topic_id,
            func.count(),
            _count(_right()),
            _count(_guessed_right()),
        )
        .join(AnswerRow, AnswerRow.attempt_id == AttemptRow.id)
        .where(_finished(bank_key, until), AttemptRow.finished_at >= since, _shown())
        .group_by(AttemptRow.id, AttemptRow.finished_at, AnswerRow.topic_id)
    ).all()
    keys = _topic_keys(session, bank_key)
    return [
        TopicEvidence(keys[topic], as_utc(finished), int(n), int(right or 0), int(guessed or 0))
        for finished, topic, n, right, guessed in rows
        if finished is not None  # excluded by the query; says so to the type checker
    ]


def _topic_keys(session: Session, bank_key: str) -> dict[int, str]:
    rows = session.execute(
        select(TopicRow.id, TopicRow.key).join(BankRow).where(BankRow.key == bank_key)
    )
    return {topic_id: key for topic_id, key in rows}


def topic_totals(session: Session, bank_key: str, until: datetime) -> dict[str, TopicTotals]:
    """Per topic key: answers, right, guessed right and seconds over finished attempts."""
    rows = session.execute(
        select(
            TopicRow.key,
            func.count(),
            _count(_right()),
            _count(_guessed_right()),
            func.sum(cast(AnswerRow.time_spent, Float)),
        )
        .select_from(AttemptRow)
        .join(AnswerRow, AnswerRow.attempt_id == AttemptRow.id)
        .join(TopicRow, TopicRow.id == AnswerRow.topic_id)
        .where(_finished(bank_key, until), _shown())
        .group_by(TopicRow.key)
    )
    return {
        topic: TopicTotals(int(n), int(right or 0), int(guessed or 0), float(seconds or 0.0))
        for topic, n, right, guessed, seconds in rows
    }


def finished_moments(
    session: Session, bank_key: str, until: datetime, limit: int
) -> list[tuple[int, datetime]]:
    """(attempt id, finished at) of the last `limit` finished attempts up to `until`, oldest first."""
    rows = session.execute(
        select(AttemptRow.id, AttemptRow.finished_at)
        .where(_finished(bank_key, until))
        .order_by(AttemptRow.finished_at.desc(), AttemptRow.id.desc())
        .limit(limit)
    ).all()
    return [(attempt, as_utc(finished)) for attempt, finished in reversed(rows) if finished]
