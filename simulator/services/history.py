"""A bank's history: finished attempts, weak areas across them, and one attempt's review."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from simulator.data import repository, stats
from simulator.data.db import Database
from simulator.data.orm import AnswerRow, AttemptRow, BankRow, QuestionRow, TopicRow, as_utc
from simulator.domain.analytics import (
    AnswerRecord,
    MissedQuestion,
    TopicStats,
    TrendPoint,
    WeakArea,
    rank_missed,
    stats_from_counts,
    trend_point,
    weak_areas_from_stats,
)
from simulator.domain.blueprint import ExamSpec, Mode
from simulator.domain.paper import AnswerState, Exam, ExamQuestion
from simulator.domain.scoring import AttemptResult, score_attempt

FINISHED = stats.FINISHED
MOST_MISSED = 10


@dataclass(frozen=True)
class AttemptSummary:
    """One finished attempt as a row of the history table."""

    attempt_id: int
    mode: Mode
    started_at: datetime
    finished_at: datetime
    correct: int
    total: int
    percent: float
    passed: bool
    time_used_seconds: float
    timed_out: bool


@dataclass(frozen=True)
class WeakAreaReport:
    """Everything the history and start pages say about strengths and weaknesses."""

    topic_titles: dict[str, str]
    ranked: list[TopicStats]
    weak: list[WeakArea]
    score_trend: list[TrendPoint]
    topic_trend: dict[str, list[TrendPoint]]
    most_missed: list[MissedQuestion]
    answers: int


@dataclass(frozen=True)
class AttemptReview:
    """A finished attempt rebuilt from the database, for the results and review pages."""

    attempt_id: int
    bank_id: str
    bank_title: str
    topic_titles: dict[str, str]
    exam: Exam
    result: AttemptResult
    finished_at: datetime | None


def local_time(moment: datetime) -> datetime:
    """Stored times are UTC; users read local time."""
    return as_utc(moment).astimezone()


def answer_records(db: Database, bank_id: str) -> list[AnswerRecord]:
    """Every answered question of every finished attempt on the bank, in one query."""
    query = (
        select(
            AttemptRow.id, AttemptRow.finished_at, QuestionRow.key, TopicRow.key, AnswerRow.correct
        )
        .join(AnswerRow, AnswerRow.attempt_id == AttemptRow.id)
        .join(QuestionRow, QuestionRow.id == AnswerRow.question_id)
        .join(TopicRow, TopicRow.id == AnswerRow.topic_id)
        .join(BankRow, BankRow.id == AttemptRow.bank_id)
        .where(BankRow.key == bank_id, AttemptRow.status.in_(FINISHED))
    )
    with db.session() as s:
        return [
            AnswerRecord(
                attempt_id, stats.timestamp(finished) or 0.0, question, topic, bool(correct)
            )
            for attempt_id, finished, question, topic, correct in s.execute(query)
        ]


def topic_titles(db: Database, bank_id: str) -> dict[str, str]:
    with db.session() as s:
        rows = s.execute(
            select(TopicRow.key, TopicRow.title).join(BankRow).where(BankRow.key == bank_id)
        )
        return {key: title for key, title in rows}


def attempt_history(db: Database, bank_id: str, limit: int | None = None) -> list[AttemptSummary]:
    """Finished attempts on the bank, newest first."""
    query = (
        select(AttemptRow)
        .join(BankRow, BankRow.id == AttemptRow.bank_id)
        .where(BankRow.key == bank_id, AttemptRow.status.in_(FINISHED))
        .order_by(AttemptRow.finished_at.desc(), AttemptRow.id.desc())
        .limit(limit)
    )
    with db.session() as s:
        return [
            AttemptSummary(
                attempt_id=row.id,
                mode=Mode(row.mode),
                started_at=local_time(row.started_at),
                finished_at=local_time(row.finished_at or row.saved_at),
                correct=row.correct_count or 0,
                total=row.question_count,
                percent=row.score_percent or 0.0,
                passed=bool(row.passed),
                time_used_seconds=row.elapsed_seconds,
                timed_out=row.timed_out,
            )
            for row in s.scalars(query)
        ]


def weak_area_report(db: Database, bank_id: str, *, last_n_attempts: int = 20) -> WeakAreaReport:
    """Weak areas, trends and most-missed questions across the bank's whole history.

    The database does the counting (one GROUP BY per figure), so the report costs the
    same few milliseconds after ten attempts or after a thousand.
    """
    with db.session() as s:
        counts = stats.topic_counts(s, bank_id)
        recent = stats.last_attempts(s, bank_id, last_n_attempts)
        per_attempt = stats.topic_counts_by_attempt(s, [attempt for attempt, *_ in recent])
        missed = stats.missed_questions(s, bank_id, MOST_MISSED)
    titles = topic_titles(db, bank_id)
    ranked = sorted(stats_from_counts(counts), key=lambda topic: topic.weakness_key)
    order = {attempt: index for index, (attempt, *_) in enumerate(recent)}
    finished = {attempt: when for attempt, when, _, _ in recent}
    trend_by_topic: dict[str, list[TrendPoint]] = {}
    for attempt, topic, correct, total in sorted(per_attempt, key=lambda row: order[row[0]]):
        point = trend_point(attempt, finished[attempt], correct, total)
        trend_by_topic.setdefault(topic, []).append(point)
    return WeakAreaReport(
        topic_titles=titles,
        ranked=ranked,
        weak=weak_areas_from_stats(ranked, titles),
        score_trend=[trend_point(a, when, c, n) for a, when, c, n in recent],
        topic_trend=dict(sorted(trend_by_topic.items())),
        most_missed=rank_missed((MissedQuestion(*row) for row in missed), MOST_MISSED),
        answers=sum(total for _, total in counts.values()),
    )


def attempt_review(db: Database, attempt_id: int) -> AttemptReview:
    """A finished (or unfinished) attempt's paper and score, rebuilt from its stored answers."""
    with db.session() as s:
        row = s.get(AttemptRow, attempt_id)
        if row is None:
            raise LookupError(f"no attempt {attempt_id}")
        bank = s.get(BankRow, row.bank_id)
        assert bank is not None
        exam = stored_exam(s, row, bank.key)
        answers = [
            AnswerState(frozenset(a.selected), a.flagged, a.time_spent, a.checked)
            for a in row.answers
        ]
        result = score_attempt(
            exam, answers, time_used_seconds=row.elapsed_seconds, timed_out=row.timed_out
        )
        titles = {t.key: t.title for t in bank.topics}
        finished = local_time(row.finished_at) if row.finished_at else None
        return AttemptReview(row.id, bank.key, bank.title, titles, exam, result, finished)


def stored_exam(s: Session, row: AttemptRow, bank_key: str) -> Exam:
    """The exam an attempt was given, from its stored paper (retired questions included)."""
    question_ids = [a.question_id for a in row.answers]
    questions = {
        q.id: q for q in s.scalars(select(QuestionRow).where(QuestionRow.id.in_(question_ids)))
    }
    topic_keys = {
        topic_id: key
        for topic_id, key in s.execute(
            select(TopicRow.id, TopicRow.key).where(TopicRow.bank_id == row.bank_id)
        )
    }
    choices = repository.load_choices(s, question_ids, include_retired=True)
    items = []
    for answer in row.answers:
        shown = set(answer.choice_order)
        question = repository.to_question(
            questions[answer.question_id],
            topic_keys[answer.topic_id],
            [c for c in choices[answer.question_id] if c.id in shown],
        )
        items.append(ExamQuestion(question, tuple(answer.choice_order)))
    spec = ExamSpec(
        bank_id=bank_key,
        mode=Mode(row.mode),
        question_count=row.question_count,
        time_limit_minutes=row.time_limit_minutes,
        passing_score=row.passing_score,
        seed=row.seed,
        topics=frozenset(row.topics),
        shuffle_choices=row.shuffle_choices,
        blueprint=row.blueprint,
    )
    return Exam(spec, tuple(items), row.notice or None)
