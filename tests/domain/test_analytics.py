from __future__ import annotations

import pytest
from domain_factories import answered, make_exam, make_question, make_spec
from reference_analytics import (
    most_missed,
    question_history,
    rank_topics,
    records_from_result,
    score_trend,
    topic_stats,
    topic_trend,
    weak_areas,
)

from simulator.domain.analytics import (
    MIN_ANSWERS_FOR_STRONG,
    AnswerRecord,
    MissedQuestion,
    Standing,
    TopicStats,
    TrendPoint,
    wilson_interval,
)
from simulator.domain.paper import AnswerState, QuestionRecord
from simulator.domain.scoring import score_attempt


def records(
    topic: str, correct: int, total: int, *, attempt: int = 1, at: float = 1.0
) -> list[AnswerRecord]:
    """`total` answers in `topic`, the first `correct` of them right, one question each."""
    return [AnswerRecord(attempt, at, f"{topic}-{i}", topic, i < correct) for i in range(total)]


def record(attempt: int, at: float, qid: str, correct: bool, topic: str = "t") -> AnswerRecord:
    return AnswerRecord(attempt, at, qid, topic, correct)


def test_wilson_interval_known_values() -> None:
    low, high = wilson_interval(30, 60)
    assert low == pytest.approx(0.3773, abs=1e-4)
    assert high == pytest.approx(0.6227, abs=1e-4)
    assert wilson_interval(0, 0) == (0.0, 1.0)
    assert wilson_interval(0, 5)[0] == 0.0
    assert wilson_interval(5, 5)[1] == pytest.approx(1.0)


def test_ranking_by_lower_bound_a_little_luck_does_not_outrank_evidence() -> None:
    # Same 50% accuracy: the two answers prove less, so that topic ranks as weaker.
    history = records("lucky", 1, 2) + records("solid-evidence", 30, 60)
    ranked = rank_topics(history)
    assert [s.topic for s in ranked] == ["lucky", "solid-evidence"]
    assert ranked[0].accuracy == ranked[1].accuracy == 0.5
    assert ranked[0].wilson_low < 0.1 < 0.3 < ranked[1].wilson_low
    # 2 of 2 has the better raw accuracy but not the better lower bound.
    ranked = rank_topics(records("perfect-pair", 2, 2) + records("ninety", 45, 50))
    assert [s.topic for s in ranked] == ["perfect-pair", "ninety"]


def test_ties_rank_more_answers_first_then_topic_id() -> None:
    history = records("b", 0, 3) + records("a", 0, 3) + records("c", 0, 4)
    assert [s.topic for s in rank_topics(history)] == ["c", "a", "b"]


def test_a_topic_needs_enough_answers_to_be_called_strong() -> None:
    history = (
        records("few", 9, 9)
        + records("enough", MIN_ANSWERS_FOR_STRONG, MIN_ANSWERS_FOR_STRONG)
        + records("at-mark", 7, 10)
        + records("below", 6, 10)
        + records("one-miss", 0, 1)
    )
    standing = {s.topic: s.standing for s in topic_stats(history)}
    assert standing == {
        "few": Standing.NOT_ENOUGH_DATA,
        "enough": Standing.STRONG,
        "at-mark": Standing.STRONG,
        "below": Standing.WEAK,
        "one-miss": Standing.WEAK,
    }
    stats = topic_stats(history)
    assert [s.topic for s in stats] == sorted(standing)
    assert stats[0].is_strong and not stats[0].is_weak


def test_target_accuracy_can_be_raised() -> None:
    [stats] = topic_stats(records("t", 8, 10), target=0.85)
    assert stats.is_weak


def test_weak_areas_recommend_with_title_and_rounded_percent() -> None:
    history = records("dist", 3, 8) + records("infer", 5, 9) + records("fine", 20, 20)
    areas = weak_areas(history, {"dist": "Distributed Training"})
    assert [a.topic for a in areas] == ["dist", "infer"]
    assert areas[0].title == "Distributed Training"
    assert areas[0].recommendation == "Distributed Training: 3 of 8 correct (38%); drill it next"
    assert areas[1].recommendation == "infer: 5 of 9 correct (56%); drill it soon"
    assert areas[0].stats == TopicStats.from_counts("dist", 3, 8)


def test_percent_rounds_half_up() -> None:
    assert TopicStats.from_counts("t", 1, 8).percent == 13  # 12.5
    assert TopicStats.from_counts("t", 5, 8).percent == 63  # 62.5
    assert TopicStats.from_counts("t", 0, 0).percent == 0


def test_weak_areas_of_a_single_attempt_from_its_result() -> None:
    questions = [make_question(f"q{i}", "a" if i < 4 else "b") for i in range(6)]
    exam = make_exam(questions, make_spec(question_count=6))
    answers = [answered(1), answered(2), AnswerState(), answered(2), answered(1), answered(1)]
    result = score_attempt(exam, answers, time_used_seconds=60)
    attempt = records_from_result(result, attempt_id=7, finished_at=123.0)
    assert attempt[2] == AnswerRecord(7, 123.0, "q2", "a", False)
    [area] = weak_areas(attempt, {"a": "Alpha"})
    assert area.recommendation == "Alpha: 1 of 4 correct (25%); drill it next"


def test_score_trend_keeps_the_last_attempts_oldest_first() -> None:
    history: list[AnswerRecord] = []
    for attempt, at, right in [(3, 30.0, 2), (1, 10.0, 0), (2, 20.0, 1)]:
        history += [record(attempt, at, f"q{i}", i < right) for i in range(4)]
    assert score_trend(history, last_n_attempts=2) == [
        TrendPoint(2, 20.0, 1, 4, 0.25),
        TrendPoint(3, 30.0, 2, 4, 0.5),
    ]
    assert [p.attempt_id for p in score_trend(history)] == [1, 2, 3]


def test_topic_trend_per_topic_only_where_asked() -> None:
    history = [
        record(1, 1.0, "a1", True, "a"),
        record(1, 1.0, "b1", False, "b"),
        record(2, 2.0, "a1", False, "a"),
        record(2, 2.0, "a2", False, "a"),
        record(3, 3.0, "b1", True, "b"),
    ]
    trend = topic_trend(history, last_n_attempts=3)
    assert trend == {
        "a": [TrendPoint(1, 1.0, 1, 1, 1.0), TrendPoint(2, 2.0, 0, 2, 0.0)],
        "b": [TrendPoint(1, 1.0, 0, 1, 0.0), TrendPoint(3, 3.0, 1, 1, 1.0)],
    }
    assert topic_trend(history, last_n_attempts=1) == {"b": [TrendPoint(3, 3.0, 1, 1, 1.0)]}


def test_most_missed_by_count_then_rate_then_recency() -> None:
    history = [
        record(1, 1.0, "often", False),
        record(2, 2.0, "often", False),
        record(3, 3.0, "often", True),
        record(1, 1.0, "always", False),
        record(2, 2.0, "always", False),
        record(1, 1.0, "old", False),
        record(3, 3.0, "recent", False),
        record(3, 3.0, "fine", True),
    ]
    missed = most_missed(history)
    assert [m.question_id for m in missed] == ["always", "often", "recent", "old"]
    assert missed[1] == MissedQuestion("often", "t", missed=2, seen=3, last_missed=2.0)
    assert [m.question_id for m in most_missed(history, limit=2)] == ["always", "often"]


def test_question_history_feeds_the_generator() -> None:
    history = [
        record(2, 20.0, "q", False),
        record(1, 10.0, "q", False),
        record(3, 30.0, "q", True),
        record(3, 30.0, "r", True),
    ]
    assert question_history(history) == {
        "q": QuestionRecord("q", times_seen=3, times_missed=2, last_seen=30.0, last_missed=20.0),
        "r": QuestionRecord("r", times_seen=1, times_missed=0, last_seen=30.0, last_missed=None),
    }


def test_weak_area_report_over_a_thousand_attempts() -> None:
    """Counts stay exact at benchmark scale (speed is measured in benchmarks/, not here)."""
    topics = [f"topic-{t}" for t in range(8)]
    history = [
        AnswerRecord(a, float(a), f"q{(a * 7 + i) % 400}", topics[i % 8], (a + i) % 3 != 0)
        for a in range(1000)
        for i in range(60)
    ]
    areas = weak_areas(history, {})
    assert len(areas) == 8  # two in three right: every topic below 70%
    assert sum(area.stats.total for area in areas) == 60_000
    assert sum(area.stats.correct for area in areas) == sum(r.correct for r in history)
