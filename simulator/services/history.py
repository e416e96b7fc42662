"""A bank's history: finished attempts, weak areas across them, and one attempt's review."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from simulator.data import attempts as attempt_store
from simulator.data import stats
from simulator.data.db import Database
from simulator.data.records import AttemptSummary, StoredAttempt
from simulator.domain.analytics import (
    AnswerRecord,
    MissedQuestion,
    TopicStats,
    TrendPoint,
    WeakArea,
    rank_missed,
    ranked_from_counts,
    trend_point,
    weak_areas_from_stats,
)
from simulator.domain.paper import AnswerState, Exam
from simulator.domain.scoring import AttemptResult, score_attempt
from simulator.services.start_view import in_local_time, local_time

MOST_MISSED = 10


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
    standings: list[TopicStats]  # every topic of the attempt, weakest first
    weak_areas: list[WeakArea]  # the topics below the pass mark, weakest first
    answers: tuple[AnswerState, ...] = ()  # as stored: guesses and strike-outs included

    @property
    def pace_seconds(self) -> float | None:
        """The exam's pace: its time limit per question (None for an untimed attempt)."""
        spec = self.exam.spec
        return spec.time_limit_seconds / len(self.exam) if spec.is_timed else None

    def seconds_per_question(self) -> dict[str, float]:
        """Average time per question by topic: where the candidate was slow."""
        spent: dict[str, list[float]] = {}
        for outcome in self.result.outcomes:
            spent.setdefault(outcome.topic, []).append(outcome.time_spent)
        return {topic: sum(times) / len(times) for topic, times in spent.items()}


def answer_records(db: Database, bank_id: str) -> list[AnswerRecord]:
    """Every answered question of every finished attempt on the bank."""
    with db.session() as s:
        return attempt_store.answer_records(s, bank_id)


def topic_titles(db: Database, bank_id: str) -> dict[str, str]:
    with db.session() as s:
        return attempt_store.topic_titles(s, bank_id)


def attempt_history(db: Database, bank_id: str, limit: int | None = None) -> list[AttemptSummary]:
    """Finished attempts on the bank, newest first, in local time."""
    with db.session() as s:
        summaries = attempt_store.finished_attempts(s, bank_id, limit)
    return [in_local_time(a) for a in summaries]


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
    ranked = ranked_from_counts(counts)
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
        stored = attempt_store.load_attempt(s, attempt_id)
    return review_of(stored)


def review_of(stored: StoredAttempt) -> AttemptReview:
    """Score a stored attempt as it was answered."""
    result = score_attempt(
        stored.exam,
        stored.answers,
        time_used_seconds=stored.elapsed_seconds,
        timed_out=stored.timed_out,
    )
    counts = {t.topic: (t.correct, t.total) for t in result.by_topic}
    standings = ranked_from_counts(counts, target=result.passing_score)
    return AttemptReview(
        attempt_id=stored.attempt_id,
        bank_id=stored.bank_id,
        bank_title=stored.bank_title,
        topic_titles=stored.topic_titles,
        exam=stored.exam,
        result=result,
        finished_at=local_time(stored.finished_at) if stored.finished_at else None,
        standings=standings,
        weak_areas=weak_areas_from_stats(standings, stored.topic_titles),
        answers=stored.answers,
    )
