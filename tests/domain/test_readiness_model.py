"""The readiness model on plain evidence: direction, uncertainty, thresholds, reproducibility."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from simulator.domain.readiness import (
    HALF_LIFE_DAYS,
    MIN_ANSWERS,
    WINDOW,
    EvidenceTimeline,
    ExamBlueprint,
    TopicEvidence,
    pass_chance,
    readiness,
    weight,
)

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
BLUEPRINT = ExamBlueprint({"inference": 30, "profiling": 30}, passing_score=0.7)


def exams(
    count: int, right_share: float, *, guessed_share: float = 0.0, every_days: float = 2.0
) -> list[TopicEvidence]:
    """`count` full exams, 30 questions per topic, `right_share` of them right."""
    rows = []
    for n in range(count):
        at = START + timedelta(days=every_days * n)
        right = round(30 * right_share)
        guessed = round(right * guessed_share)
        for topic in ("inference", "profiling"):
            rows.append(TopicEvidence(topic, at, 30, right, guessed))
    return rows


def last_moment(rows: list[TopicEvidence]) -> datetime:
    return max(row.at for row in rows) + timedelta(hours=1)


def test_all_answers_right_over_several_exams_is_likely_to_pass() -> None:
    rows = exams(4, 1.0)
    estimate = readiness(rows, BLUEPRINT, last_moment(rows))
    assert estimate is not None
    assert estimate.probability > 0.5
    assert estimate.low <= estimate.probability <= estimate.high


def test_all_answers_wrong_is_likely_to_fail() -> None:
    rows = exams(4, 0.0)
    estimate = readiness(rows, BLUEPRINT, last_moment(rows))
    assert estimate is not None and estimate.probability < 0.5


def test_the_interval_narrows_as_answers_accumulate() -> None:
    # Right at the pass mark, each topic answered about 75% right: uncertain either way.
    widths = []
    for count in (1, 3, 10):
        rows = exams(count, 0.75, every_days=0.25)
        estimate = readiness(rows, BLUEPRINT, last_moment(rows))
        assert estimate is not None
        widths.append(estimate.high - estimate.low)
    assert widths[0] > widths[1] > widths[2]


def test_too_few_answers_give_no_estimate() -> None:
    few = [
        TopicEvidence("inference", START, MIN_ANSWERS // 2 - 1, 5),
        TopicEvidence("profiling", START, MIN_ANSWERS // 2, 5),
    ]
    assert readiness(few, BLUEPRINT, START) is None
    enough = [*few, TopicEvidence("profiling", START, 1, 1)]
    assert readiness(enough, BLUEPRINT, START) is not None


def test_a_topic_of_the_exam_never_answered_gives_no_estimate() -> None:
    rows = [TopicEvidence("inference", START, 200, 190)]
    assert readiness(rows, BLUEPRINT, START) is None
    assert readiness([], BLUEPRINT, START) is None


def test_the_same_history_gives_the_same_figures() -> None:
    rows = exams(3, 0.72)
    first = readiness(rows, BLUEPRINT, last_moment(rows))
    second = readiness(list(reversed(rows)), BLUEPRINT, last_moment(rows))
    assert first == second


def test_old_answers_count_less_and_leave_the_window() -> None:
    assert weight(0) == 1.0
    assert weight(HALF_LIFE_DAYS) == pytest.approx(0.5)
    # Years of failing, then two weeks of getting everything right: the recent answers win.
    old = [
        TopicEvidence(topic, START - timedelta(days=400 - day), 30, 5)
        for day in range(0, 300, 3)
        for topic in ("inference", "profiling")
    ]
    recent = [
        TopicEvidence(topic, START - timedelta(days=day), 30, 30)
        for day in range(0, 14, 2)
        for topic in ("inference", "profiling")
    ]
    estimate = readiness(old + recent, BLUEPRINT, START)
    assert estimate is not None and estimate.probability > 0.9
    # Answers older than the window are not evidence at all.
    assert readiness(old, BLUEPRINT, START + WINDOW) is None


def test_guessed_right_answers_show_less_mastery_but_score_as_right() -> None:
    sure = exams(3, 0.8)
    guessed = exams(3, 0.8, guessed_share=0.5)
    at = last_moment(sure)
    timeline_sure, timeline_guessed = EvidenceTimeline(sure), EvidenceTimeline(guessed)
    assert (
        timeline_guessed.mastery(at)["inference"].mean < timeline_sure.mastery(at)["inference"].mean
    )
    # The exam counts lucky guesses as right, so the pass chance stays close.
    with_guesses = timeline_guessed.readiness(BLUEPRINT, at)
    without = timeline_sure.readiness(BLUEPRINT, at)
    assert with_guesses is not None and without is not None
    assert with_guesses.probability == pytest.approx(without.probability, abs=0.1)


def test_the_timeline_gives_the_estimate_of_each_moment() -> None:
    rows = exams(12, 0.5) + [
        TopicEvidence(topic, START + timedelta(days=30 + day), 30, 29)
        for day in range(6)
        for topic in ("inference", "profiling")
    ]
    timeline = EvidenceTimeline(rows)
    for moment in (START + timedelta(days=10), START + timedelta(days=40)):
        before = [row for row in rows if row.at <= moment]
        swept, direct = timeline.readiness(BLUEPRINT, moment), readiness(before, BLUEPRINT, moment)
        assert swept is not None and direct is not None
        assert (swept.probability, swept.low, swept.high) == pytest.approx(
            (direct.probability, direct.low, direct.high)
        )
    early = timeline.readiness(BLUEPRINT, START + timedelta(days=10))
    late = timeline.readiness(BLUEPRINT, START + timedelta(days=40))
    assert early is not None and late is not None
    assert early.probability < 0.5 < late.probability


def test_the_pass_mark_is_read_exactly() -> None:
    blueprint = ExamBlueprint({"inference": 10}, passing_score=0.7)
    assert blueprint.score_needed == 7
    assert pass_chance({"inference": 1.0}, blueprint) == 1.0
    assert pass_chance({"inference": 0.0}, blueprint) == 0.0
    assert pass_chance({"inference": 0.7}, blueprint) == pytest.approx(0.65, abs=0.05)
