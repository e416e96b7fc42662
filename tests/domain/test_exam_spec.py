from __future__ import annotations

import pytest
from domain_factories import make_bank, make_spec

from simulator.domain.blueprint import ExamSpec, Mode
from simulator.domain.model import ExamDefaults


def test_modes_store_stable_values_and_show_labels() -> None:
    assert [m.value for m in Mode] == [
        "exam",
        "practice",
        "weak_areas",
        "review_due",
        "practice_set",
    ]
    assert [m.label for m in Mode] == [
        "Exam",
        "Practice",
        "Weak areas",
        "Review due",
        "Practice set",
    ]
    assert Mode("weak_areas") is Mode.WEAK_AREAS


def test_exam_defaults_come_from_the_bank() -> None:
    bank = make_bank(
        {"a": 30, "b": 40},
        exam=ExamDefaults(
            question_count=50, time_limit_minutes=60, passing_score=0.75, blueprint={"a": 0.4}
        ),
    )
    spec = ExamSpec.for_bank(bank, seed=7)
    assert spec.bank_id == "test-bank"
    assert spec.mode is Mode.EXAM
    assert spec.question_count == 50
    assert spec.time_limit_minutes == 60
    assert spec.time_limit_seconds == 3600
    assert spec.is_timed
    assert spec.passing_score == 0.75
    assert spec.seed == 7
    assert spec.topics == frozenset()
    assert dict(spec.blueprint) == {"a": 0.4}
    assert spec.shuffle_choices
    assert not spec.gives_feedback


def test_without_exam_section_all_questions_at_most_sixty_at_the_documented_pace() -> None:
    small = ExamSpec.for_bank(make_bank({"a": 25}), seed=1)
    assert (small.question_count, small.time_limit_minutes, small.passing_score) == (25, 30, 0.7)
    big = ExamSpec.for_bank(make_bank({"a": 50, "b": 50}), seed=1)
    assert (big.question_count, big.time_limit_minutes) == (60, 72)


def test_practice_is_untimed_with_feedback_by_default() -> None:
    spec = ExamSpec.for_bank(make_bank({"a": 20}), Mode.PRACTICE, seed=1)
    assert spec.time_limit_minutes == 0
    assert not spec.is_timed
    assert spec.gives_feedback


def test_practice_can_still_be_timed_on_request() -> None:
    spec = ExamSpec.for_bank(make_bank({"a": 20}), Mode.PRACTICE, seed=1, time_limit_minutes=15)
    assert spec.is_timed and spec.gives_feedback


def test_shorter_exam_and_drill_keep_the_banks_pace_rounded_up() -> None:
    bank = make_bank({"a": 80}, exam=ExamDefaults(question_count=50, time_limit_minutes=60))
    assert ExamSpec.for_bank(bank, seed=1, question_count=20).time_limit_minutes == 24
    drill = ExamSpec.for_bank(bank, Mode.WEAK_AREAS, seed=1, question_count=7)
    assert drill.time_limit_minutes == 0  # a drill is practice: feedback, no clock
    assert drill.gives_feedback
    timed = ExamSpec.for_bank(bank, Mode.WEAK_AREAS, seed=1, question_count=7, time_limit_minutes=9)
    assert timed.time_limit_minutes == 9


def test_an_untimed_bank_stays_untimed() -> None:
    bank = make_bank({"a": 10}, exam=ExamDefaults(time_limit_minutes=0))
    assert ExamSpec.for_bank(bank, Mode.WEAK_AREAS, seed=1).time_limit_minutes == 0


def test_topic_subset_caps_the_default_count_and_scales_the_time() -> None:
    bank = make_bank(
        {"a": 10, "b": 50}, exam=ExamDefaults(question_count=50, time_limit_minutes=60)
    )
    spec = ExamSpec.for_bank(bank, seed=1, topics=["a"])
    assert spec.topics == frozenset({"a"})
    assert spec.question_count == 10
    assert spec.time_limit_minutes == 12


def test_explicit_overrides_win() -> None:
    bank = make_bank({"a": 10, "b": 10})
    spec = ExamSpec.for_bank(
        bank,
        seed=3,
        question_count=5,
        time_limit_minutes=0,
        passing_score=0.5,
        shuffle_choices=False,
        blueprint={"a": 1.0},
    )
    assert (spec.question_count, spec.time_limit_minutes, spec.passing_score) == (5, 0, 0.5)
    assert not spec.shuffle_choices
    assert dict(spec.blueprint) == {"a": 1.0}


@pytest.mark.parametrize(
    ("overrides", "message"),
    [
        ({"question_count": 0}, "at least one question"),
        ({"time_limit_minutes": -1}, "cannot be negative"),
        ({"passing_score": 1.2}, "between 0% and 100%"),
        ({"passing_score": -0.1}, "between 0% and 100%"),
        ({"topics": ["nope"]}, "no topic nope"),
        ({"blueprint": {"a": -1.0}}, "weights cannot be negative"),
    ],
)
def test_invalid_settings_are_refused_with_a_readable_message(
    overrides: dict[str, object], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        ExamSpec.for_bank(make_bank({"a": 10}), seed=1, **overrides)  # type: ignore[arg-type]


def test_a_topic_without_questions_is_refused() -> None:
    bank = make_bank({"a": 10, "empty": 0})
    with pytest.raises(ValueError, match="No questions match"):
        ExamSpec.for_bank(bank, seed=1, topics=["empty"])


def test_pass_mark_bounds_are_allowed() -> None:
    assert make_spec(passing_score=0.0).passing_score == 0.0
    assert make_spec(passing_score=1.0).passing_score == 1.0


def test_spec_is_immutable_even_for_mutable_inputs() -> None:
    weights = {"a": 0.5}
    spec = make_spec(blueprint=weights, topics={"a"})
    weights["a"] = 0.9
    assert spec.blueprint["a"] == 0.5
    assert isinstance(spec.topics, frozenset)
    with pytest.raises(TypeError):
        spec.blueprint["a"] = 1.0  # type: ignore[index]
    assert hash(spec) == hash(make_spec(blueprint={"a": 0.5}, topics={"a"}))
    assert spec == make_spec(blueprint={"a": 0.5}, topics={"a"})
