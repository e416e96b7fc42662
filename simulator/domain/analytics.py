"""Where the user is weak, and whether it is getting better.

Topics are ranked by the lower bound of a 95% Wilson score interval rather than by
raw accuracy: 1 of 2 correct says little, 30 of 60 says a lot, and only the lower
bound ranks the second as the surer weakness. Everything is a single pass over plain
records with dicts, fast enough for a thousand attempts without pandas.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from simulator.domain.model import DEFAULT_PASSING_SCORE
from simulator.domain.paper import QuestionRecord
from simulator.domain.scoring import AttemptResult, passes

#: A topic needs this many answers before it is called strong.
MIN_ANSWERS_FOR_STRONG = 10
#: z for a two-sided 95% interval.
WILSON_Z = 1.96

AttemptId = int | str


class Standing(StrEnum):
    """The verdict on one topic; the value reads well in a report."""

    WEAK = "weak"
    STRONG = "strong"
    NOT_ENOUGH_DATA = "not enough data"


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """One question of one finished attempt, as the history stores it.

    Unanswered questions belong here too, with `correct=False`, as they are scored.
    """

    attempt_id: AttemptId
    finished_at: float
    question_id: str
    topic: str
    correct: bool


@dataclass(frozen=True, slots=True)
class TopicStats:
    """Accuracy in one topic with its 95% Wilson interval and a verdict.

    Weak: below the target accuracy (the default pass mark), however few answers.
    Strong: at or above it with at least `MIN_ANSWERS_FOR_STRONG` answers.
    Otherwise there is not enough data to call it strong yet.
    """

    topic: str
    correct: int
    total: int
    accuracy: float
    wilson_low: float
    wilson_high: float
    standing: Standing

    @classmethod
    def from_counts(
        cls, topic: str, correct: int, total: int, *, target: float = DEFAULT_PASSING_SCORE
    ) -> TopicStats:
        low, high = wilson_interval(correct, total)
        if total > 0 and not passes(correct, total, target):
            standing = Standing.WEAK
        elif total >= MIN_ANSWERS_FOR_STRONG:
            standing = Standing.STRONG
        else:
            standing = Standing.NOT_ENOUGH_DATA
        return cls(
            topic=topic,
            correct=correct,
            total=total,
            accuracy=correct / total if total else 0.0,
            wilson_low=low,
            wilson_high=high,
            standing=standing,
        )

    @property
    def is_weak(self) -> bool:
        return self.standing is Standing.WEAK

    @property
    def is_strong(self) -> bool:
        return self.standing is Standing.STRONG

    @property
    def percent(self) -> int:
        """Accuracy as a whole percent, rounded half up (3 of 8 is 38%)."""
        return (200 * self.correct + self.total) // (2 * self.total) if self.total else 0

    @property
    def weakness_key(self) -> tuple[float, int, str]:
        """Sort key, weakest first: lower Wilson bound, then more evidence, then topic id."""
        return (self.wilson_low, -self.total, self.topic)


@dataclass(frozen=True, slots=True)
class WeakArea:
    """A weak topic with its title and the one line telling the user what to do."""

    stats: TopicStats
    title: str
    recommendation: str

    @property
    def topic(self) -> str:
        return self.stats.topic


@dataclass(frozen=True, slots=True)
class TrendPoint:
    """Accuracy in one attempt (overall or in one topic), for a trend line."""

    attempt_id: AttemptId
    finished_at: float
    correct: int
    total: int
    accuracy: float


@dataclass(frozen=True, slots=True)
class MissedQuestion:
    """A question the user keeps getting wrong."""

    question_id: str
    topic: str
    missed: int
    seen: int
    last_missed: float | None


def wilson_interval(correct: int, total: int, z: float = WILSON_Z) -> tuple[float, float]:
    """The Wilson score interval for `correct` of `total`; (0, 1) when there is no data."""
    if total <= 0:
        return (0.0, 1.0)
    p = correct / total
    z2 = z * z
    denominator = 1 + z2 / total
    centre = (p + z2 / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z2 / (4 * total * total)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


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


def stats_from_counts(
    counts: Mapping[str, tuple[int, int]], *, target: float = DEFAULT_PASSING_SCORE
) -> list[TopicStats]:
    """Per-topic accuracy from (correct, total) counts (e.g. a database GROUP BY)."""
    return [
        TopicStats.from_counts(topic, c, n, target=target)
        for topic, (c, n) in sorted(counts.items())
        if n > 0
    ]


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


def weak_areas_from_stats(
    stats: Iterable[TopicStats], topic_titles: Mapping[str, str]
) -> list[WeakArea]:
    """Weak topics of already computed stats, weakest first, with recommendations."""
    weak = sorted((s for s in stats if s.is_weak), key=lambda s: s.weakness_key)
    areas = []
    for rank, topic in enumerate(weak):
        title = topic_titles.get(topic.topic, topic.topic)
        areas.append(
            WeakArea(stats=topic, title=title, recommendation=recommend(topic, title, rank))
        )
    return areas


def recommend(stats: TopicStats, title: str, rank: int = 0) -> str:
    """E.g. "Distributed Training: 3 of 8 correct (38%); drill it next"."""
    advice = "drill it next" if rank == 0 else "drill it soon"
    return f"{title}: {stats.correct} of {stats.total} correct ({stats.percent}%); {advice}"


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


def rank_missed(candidates: Iterable[MissedQuestion], limit: int = 10) -> list[MissedQuestion]:
    """Order missed questions for the report (see `most_missed`) and keep the first `limit`."""
    missed = sorted(
        candidates,
        key=lambda m: (
            -m.missed,
            -m.missed / m.seen,
            -(m.last_missed if m.last_missed is not None else -math.inf),
            m.question_id,
        ),
    )
    return missed[:limit]


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


def trend_point(attempt_id: AttemptId, finished_at: float, correct: int, total: int) -> TrendPoint:
    return TrendPoint(
        attempt_id=attempt_id,
        finished_at=finished_at,
        correct=correct,
        total=total,
        accuracy=correct / total if total else 0.0,
    )


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
