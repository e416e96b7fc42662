from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction

import pytest
from domain_factories import make_pool, make_question, make_spec

from simulator.domain.analytics import TopicStats
from simulator.domain.blueprint import Mode
from simulator.domain.generator import (
    assemble,
    build_exam,
    build_weak_area_drill,
    draw_exam,
    draw_weak_area_drill,
    topic_quotas,
)
from simulator.domain.paper import Exam, ExamQuestion, QuestionOutline, QuestionRecord


def topics_of(exam: Exam) -> Counter[str]:
    return Counter(q.question.topic for q in exam.questions)


def test_draws_the_requested_number_of_distinct_questions() -> None:
    exam = build_exam(make_pool({"a": 30, "b": 30}), make_spec(question_count=25))
    assert len(exam) == 25
    assert len(set(exam.question_ids)) == 25
    assert exam.notice is None


def test_blueprint_quotas_by_largest_remainder() -> None:
    pool = make_pool({"a": 20, "b": 20, "c": 20})
    spec = make_spec(question_count=10, blueprint={"a": 0.45, "b": 0.35, "c": 0.2})
    # Shares 4.5, 3.5, 2.0: both .5 remainders tie, the larger weight wins the seat.
    assert topics_of(build_exam(pool, spec)) == {"a": 5, "b": 3, "c": 2}


def test_without_blueprint_topics_keep_their_share_of_the_pool() -> None:
    pool = make_pool({"a": 10, "b": 30})
    assert topics_of(build_exam(pool, make_spec(question_count=8))) == {"a": 2, "b": 6}


def test_topic_short_of_its_quota_gives_the_rest_to_the_others() -> None:
    pool = make_pool({"a": 2, "b": 20, "c": 20})
    spec = make_spec(question_count=12, blueprint={"a": 0.5, "b": 0.25, "c": 0.25})
    assert topics_of(build_exam(pool, spec)) == {"a": 2, "b": 5, "c": 5}


def test_topics_missing_from_blueprint_only_fill_a_shortage() -> None:
    assert topic_quotas(6, {"a": Fraction(1)}, {"a": 10, "b": 10}) == {"a": 6, "b": 0}
    assert topic_quotas(6, {"a": Fraction(1)}, {"a": 2, "b": 3, "c": 9}) == {"a": 2, "b": 1, "c": 3}


def test_topic_subset_restricts_the_pool_and_blueprint() -> None:
    pool = make_pool({"a": 10, "b": 10, "c": 10})
    spec = make_spec(question_count=6, topics={"a", "c"}, blueprint={"a": 0.5, "b": 0.3, "c": 0.2})
    counts = topics_of(build_exam(pool, spec))
    assert set(counts) == {"a", "c"}
    assert counts == {"a": 4, "c": 2}  # 0.5 : 0.2 of 6 = 4.29 : 1.71


def test_smaller_pool_than_asked_uses_all_and_says_so() -> None:
    pool = make_pool({"a": 12, "b": 40})
    exam = build_exam(pool, make_spec(question_count=50, topics={"a"}))
    assert len(exam) == 12
    assert exam.notice == "Only 12 questions match these topics; the exam has 12 instead of 50."
    whole = build_exam(make_pool({"a": 3}), make_spec(question_count=5))
    assert whole.notice == "Only 3 questions are in this bank; the exam has 3 instead of 5."
    one = build_exam([*pool, make_question("x", "x")], make_spec(question_count=2, topics={"x"}))
    assert one.notice == "Only 1 question matches these topics; the exam has 1 instead of 2."


def test_no_matching_question_is_an_error() -> None:
    with pytest.raises(ValueError, match="No questions match"):
        build_exam(make_pool({"a": 3}), make_spec(topics={"b"}))


def test_duplicate_question_ids_in_the_pool_are_refused() -> None:
    pool = make_pool({"a": 3})
    with pytest.raises(ValueError, match="same question id twice"):
        build_exam(pool + pool[:1], make_spec(question_count=2))


def test_same_seed_same_exam_whatever_the_pool_order() -> None:
    pool = make_pool({"a": 15, "b": 15, "c": 5})
    shuffled = list(pool)
    random.Random(99).shuffle(shuffled)
    first = build_exam(pool, make_spec(question_count=20, seed=42))
    again = build_exam(shuffled, make_spec(question_count=20, seed=42))
    assert first == again
    other = build_exam(pool, make_spec(question_count=20, seed=43))
    assert [q.choice_order for q in other.questions] != [q.choice_order for q in first.questions]


def test_topics_are_mixed_rather_than_grouped() -> None:
    exam = build_exam(make_pool({"a": 20, "b": 20}), make_spec(question_count=40, seed=5))
    topics = [q.question.topic for q in exam.questions]
    assert topics != sorted(topics)


def test_choices_are_shuffled_unless_the_question_or_spec_says_not_to() -> None:
    pool = [make_question(f"q{i}", choices=6, shuffle=i % 2 == 0) for i in range(20)]
    exam = build_exam(pool, make_spec(question_count=20, seed=8))
    fixed = [q for q in exam.questions if not q.question.shuffle]
    moving = [q for q in exam.questions if q.question.shuffle]
    assert all(q.choice_order == (1, 2, 3, 4, 5, 6) for q in fixed)
    assert any(q.choice_order != (1, 2, 3, 4, 5, 6) for q in moving)
    plain = build_exam(pool, make_spec(question_count=20, seed=8, shuffle_choices=False))
    assert all(q.choice_order == (1, 2, 3, 4, 5, 6) for q in plain.questions)


def test_exam_question_shows_choices_in_display_order() -> None:
    question = make_question("q", choices=3)
    item = ExamQuestion(question, (3, 1, 2))
    assert [c.id for c in item.choices] == [3, 1, 2]
    assert item.question_id == "q" and item.topic == "basics"
    with pytest.raises(ValueError, match="not a permutation"):
        ExamQuestion(question, (1, 2))


def test_prefers_questions_not_seen_recently() -> None:
    pool = make_pool({"a": 10})
    history = {
        q.id: QuestionRecord(q.id, times_seen=1, last_seen=float(i)) for i, q in enumerate(pool[:8])
    }
    exam = build_exam(pool, make_spec(question_count=4), history)
    # The two unseen ones, then the two seen longest ago.
    assert set(exam.question_ids) == {"a-08", "a-09", "a-00", "a-01"}


def _stats(topic: str, correct: int, total: int) -> TopicStats:
    return TopicStats.from_counts(topic, correct, total)


def test_weak_area_drill_focuses_on_misses_and_weak_topics_with_a_few_others() -> None:
    pool = make_pool({"weak": 20, "ok": 20, "good": 20})
    history = {
        "ok-03": QuestionRecord("ok-03", 2, 1, last_seen=5.0, last_missed=5.0),
        "good-07": QuestionRecord("good-07", 1, 1, last_seen=9.0, last_missed=9.0),
        "good-01": QuestionRecord("good-01", 3, 1, last_seen=8.0, last_missed=2.0),
    }
    accuracy = {
        "weak": _stats("weak", 3, 10),
        "ok": _stats("ok", 8, 10),
        "good": _stats("good", 19, 20),
    }
    spec = make_spec(mode=Mode.WEAK_AREAS, question_count=20, seed=4)
    drill = build_weak_area_drill(pool, spec, history, accuracy)
    assert len(drill) == 20
    assert len(set(drill.question_ids)) == 20
    assert {"ok-03", "good-07", "good-01"} <= set(drill.question_ids)
    counts = topics_of(drill)
    assert counts["weak"] == 12  # 15 focus seats: 3 misses, then the weak topic
    assert counts["ok"] + counts["good"] == 8  # 3 misses and 5 others
    assert drill.notice is None


def test_weak_area_drill_takes_the_most_recent_misses_first() -> None:
    pool = make_pool({"a": 10})
    history = {
        q.id: QuestionRecord(q.id, 1, 1, last_seen=float(i), last_missed=float(i))
        for i, q in enumerate(pool)
    }
    spec = make_spec(mode=Mode.WEAK_AREAS, question_count=4)
    drill = build_weak_area_drill(pool, spec, history, {"a": _stats("a", 0, 10)})
    # 3 focus seats for the latest misses, the 4th from what is left.
    assert {"a-09", "a-08", "a-07"} <= set(drill.question_ids)


def test_weak_area_drill_without_weak_topics_uses_the_weaker_half() -> None:
    pool = make_pool({"a": 10, "b": 10})
    accuracy = {"a": _stats("a", 9, 10), "b": _stats("b", 10, 10)}
    spec = make_spec(mode=Mode.WEAK_AREAS, question_count=8)
    assert topics_of(build_weak_area_drill(pool, spec, {}, accuracy)) == {"a": 6, "b": 2}


def test_weak_area_drill_without_history_is_a_mixed_set_and_says_so() -> None:
    pool = make_pool({"a": 5, "b": 5})
    spec = make_spec(mode=Mode.WEAK_AREAS, question_count=20, seed=2)
    drill = build_weak_area_drill(pool, spec, {}, {})
    assert len(drill) == 10
    assert drill.notice is not None
    assert drill.notice.startswith("Only 10 questions are in this bank")
    assert drill.notice.endswith("this drill is a mixed set of questions.")


def test_weak_area_drill_is_reproducible() -> None:
    pool = make_pool({"a": 10, "b": 10, "c": 10})
    history = {"b-02": QuestionRecord("b-02", 1, 1, 1.0, 1.0)}
    accuracy = {"a": _stats("a", 1, 4), "b": _stats("b", 5, 10)}
    spec = make_spec(mode=Mode.WEAK_AREAS, question_count=12, seed=11)
    first = build_weak_area_drill(pool, spec, history, accuracy)
    assert first == build_weak_area_drill(list(reversed(pool)), spec, history, accuracy)


def test_drawing_from_outlines_then_completing_gives_the_same_exam() -> None:
    """The database draws from question outlines (no choices) and loads only the drawn."""
    pool = make_pool({"a": 12, "b": 9, "c": 7}, multi_every=3)
    outlines = [QuestionOutline(q.id, q.topic) for q in pool]
    for mode in (Mode.EXAM, Mode.WEAK_AREAS):
        spec = make_spec(question_count=15, seed=77, mode=mode)
        if mode is Mode.WEAK_AREAS:
            history = {"a-001": QuestionRecord("a-001", 2, 2, 5.0, 5.0)}
            accuracy = {"a": TopicStats.from_counts("a", 1, 6)}
            full = build_weak_area_drill(pool, spec, history, accuracy)
            drawn = draw_weak_area_drill(outlines, spec, history, accuracy)
        else:
            full = build_exam(pool, spec)
            drawn = draw_exam(outlines, spec)
        completed = assemble(drawn, {q.id: q for q in pool})
        assert completed == full
