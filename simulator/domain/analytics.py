"""Where the user is weak, and whether it is getting better.

Topics are ranked by the lower bound of a 95% Wilson score interval rather than by
raw accuracy: 1 of 2 correct says little, 30 of 60 says a lot, and only the lower
bound ranks the second as the surer weakness. The counts come from the database
(`simulator.data.stats`); this module turns them into verdicts, advice and trends.
Reference implementations over plain answer records live in the tests.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum

from simulator.domain.messages import QT_TRANSLATE_NOOP, message
from simulator.domain.model import DEFAULT_PASSING_SCORE
from simulator.domain.scoring import passes

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


def stats_from_counts(
    counts: Mapping[str, tuple[int, int]], *, target: float = DEFAULT_PASSING_SCORE
) -> list[TopicStats]:
    """Per-topic accuracy from (correct, total) counts (e.g. a database GROUP BY)."""
    return [
        TopicStats.from_counts(topic, c, n, target=target)
        for topic, (c, n) in sorted(counts.items())
        if n > 0
    ]


def ranked_from_counts(
    counts: Mapping[str, tuple[int, int]], *, target: float = DEFAULT_PASSING_SCORE
) -> list[TopicStats]:
    """As `stats_from_counts`, weakest topic first (the order reports and drills use)."""
    return sorted(stats_from_counts(counts, target=target), key=lambda t: t.weakness_key)


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
    template = (
        QT_TRANSLATE_NOOP(
            "Messages", "{topic}: {correct} of {total} correct ({percent}%); drill it next"
        )
        if rank == 0
        else QT_TRANSLATE_NOOP(
            "Messages", "{topic}: {correct} of {total} correct ({percent}%); drill it soon"
        )
    )
    return message(
        template, topic=title, correct=stats.correct, total=stats.total, percent=stats.percent
    )


def rank_missed(candidates: Iterable[MissedQuestion], limit: int = 10) -> list[MissedQuestion]:
    """The most missed first; ties go to the higher miss rate, then the latest miss.

    Keeps the first `limit`.
    """
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


def trend_point(attempt_id: AttemptId, finished_at: float, correct: int, total: int) -> TrendPoint:
    return TrendPoint(
        attempt_id=attempt_id,
        finished_at=finished_at,
        correct=correct,
        total=total,
        accuracy=correct / total if total else 0.0,
    )
