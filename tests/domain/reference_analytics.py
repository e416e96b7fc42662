"""Reference implementations of the weak-area analytics, over plain answer records.

The app computes these figures in the database (`simulator.data.stats`: GROUP BYs and
running totals) because reading every answer into Python costs a second at 60,000
answers. These straightforward versions define what the figures mean; the domain
tests pin them down and tests/db checks that the SQL path gives the same answers.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from simulator.domain.analytics import (
    AnswerRecord,
    AttemptId,
    MissedQuestion,
    TopicStats,
    TrendPoint,
    WeakArea,
    rank_missed,
    stats_from_counts,
    trend_point,
    weak_areas_from_stats,
)
from simulator.domain.model import DEFAULT_PASSING_SCORE
from simulator.domain.paper import QuestionRecord
from simulator.domain.scoring import AttemptResult


def records_from_result(
    result: AttemptResult, attempt_id: AttemptId, finished_at: float
) -> list[AnswerRecord]:
    """The records of one finished attempt, for a single-attempt weak-area report."""
    return [
        AnswerRecord(
            attempt_id=attempt_id,
            finished_at=finished_at,
            question_id=o.question_id,
            topic=o.topic,
            correct=o.correct,
        )
        for o in result.outcomes
    ]


def topic_stats(
    records: Iterable[AnswerRecord], *, target: float = DEFAULT_PASSING_SCORE
) -> list[TopicStats]:
    """Per-topic accuracy over `records`, sorted by topic id."""
    tallies: dict[str, list[int]] = {}
    for r in records:
        tally = tallies.get(r.topic)
        if tally is None:
            tally = tallies[r.topic] = [0, 0]
        if r.correct:
            tally[0] += 1
        tally[1] += 1
    return stats_from_counts({t: (c, n) for t, (c, n) in tallies.items()}, target=target)


def rank_topics(
    records: Iterable[AnswerRecord], *, target: float = DEFAULT_PASSING_SCORE
) -> list[TopicStats]:
    """Every topic with answers, weakest first (see `TopicStats.weakness_key`)."""
    return sorted(topic_stats(records, target=target), key=lambda s: s.weakness_key)


def weak_areas(
    records: Iterable[AnswerRecord],
    topic_titles: Mapping[str, str],
    *,
    target: float = DEFAULT_PASSING_SCORE,
) -> list[WeakArea]:
    """The weak topics, weakest first, each with a one-line recommendation.

    Pass one attempt's records (see `records_from_result`) for that attempt's report,
    or the whole history of a bank for the overall one.
    """
    return weak_areas_from_stats(topic_stats(records, target=target), topic_titles)


def score_trend(records: Iterable[AnswerRecord], last_n_attempts: int = 10) -> list[TrendPoint]:
    """Overall accuracy of each of the last attempts, oldest first."""
    attempts = _tally_attempts(records)
    return [
        trend_point(attempt_id, a.finished_at, a.correct, a.total)
        for attempt_id, a in _last(attempts, last_n_attempts)
    ]


def topic_trend(
    records: Iterable[AnswerRecord], last_n_attempts: int = 10
) -> dict[str, list[TrendPoint]]:
    """Per-topic accuracy over the last attempts, oldest first.

    A topic only has points for the attempts that asked about it.
    """
    attempts = _tally_attempts(records)
    trend: dict[str, list[TrendPoint]] = {}
    for attempt_id, a in _last(attempts, last_n_attempts):
        for topic, (c, n) in a.topics.items():
            trend.setdefault(topic, []).append(trend_point(attempt_id, a.finished_at, c, n))
    return dict(sorted(trend.items()))


def most_missed(records: Iterable[AnswerRecord], limit: int = 10) -> list[MissedQuestion]:
    """The questions missed most often; ties go to the higher miss rate, then the latest miss."""
    return rank_missed(
        (
            MissedQuestion(t.question_id, t.topic, t.missed, t.seen, t.last_missed)
            for t in _question_tallies(records).values()
            if t.missed > 0
        ),
        limit,
    )


def question_history(records: Iterable[AnswerRecord]) -> dict[str, QuestionRecord]:
    """What the generator needs to prefer fresh questions and replay missed ones."""
    return {
        qid: QuestionRecord(
            question_id=qid,
            times_seen=t.seen,
            times_missed=t.missed,
            last_seen=t.last_seen,
            last_missed=t.last_missed,
        )
        for qid, t in _question_tallies(records).items()
    }


class _AttemptTally:
    """Mutable counting state of one attempt while scanning records."""

    __slots__ = ("correct", "finished_at", "order", "topics", "total")

    def __init__(self, finished_at: float, order: int) -> None:
        self.finished_at = finished_at
        self.order = order
        self.correct = 0
        self.total = 0
        self.topics: dict[str, list[int]] = {}


class _QuestionTally:
    """Mutable counting state of one question while scanning records."""

    __slots__ = ("last_missed", "last_seen", "missed", "question_id", "seen", "topic")

    def __init__(self, question_id: str, topic: str) -> None:
        self.question_id = question_id
        self.topic = topic
        self.seen = 0
        self.missed = 0
        self.last_seen: float | None = None
        self.last_missed: float | None = None


def _tally_attempts(records: Iterable[AnswerRecord]) -> dict[AttemptId, _AttemptTally]:
    attempts: dict[AttemptId, _AttemptTally] = {}
    for r in records:
        a = attempts.get(r.attempt_id)
        if a is None:
            a = attempts[r.attempt_id] = _AttemptTally(r.finished_at, len(attempts))
        tally = a.topics.get(r.topic)
        if tally is None:
            tally = a.topics[r.topic] = [0, 0]
        if r.correct:
            a.correct += 1
            tally[0] += 1
        a.total += 1
        tally[1] += 1
    return attempts


def _last(
    attempts: Mapping[AttemptId, _AttemptTally], n: int
) -> list[tuple[AttemptId, _AttemptTally]]:
    """The last `n` attempts by finish time (ties: first seen first), oldest first."""
    ordered = sorted(attempts.items(), key=lambda item: (item[1].finished_at, item[1].order))
    return ordered[-n:] if n > 0 else []


def _question_tallies(records: Iterable[AnswerRecord]) -> dict[str, _QuestionTally]:
    tallies: dict[str, _QuestionTally] = {}
    for r in records:
        t = tallies.get(r.question_id)
        if t is None:
            t = tallies[r.question_id] = _QuestionTally(r.question_id, r.topic)
        t.seen += 1
        if t.last_seen is None or r.finished_at > t.last_seen:
            t.last_seen = r.finished_at
        if not r.correct:
            t.missed += 1
            if t.last_missed is None or r.finished_at > t.last_missed:
                t.last_missed = r.finished_at
    return tallies
