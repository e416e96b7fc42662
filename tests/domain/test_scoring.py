from __future__ import annotations

import pytest
from domain_factories import answered, make_exam, make_question, make_spec

from simulator.domain.grading import partial_credit
from simulator.domain.paper import AnswerState, Exam
from simulator.domain.scoring import (
    TopicTally,
    passes,
    score_attempt,
)


def exam_of(*topics: str, passing_score: float = 0.7, multi: bool = False) -> Exam:
    """One question per topic given; each has choice 1 right (and 3 too when multi)."""
    correct = (1, 3) if multi else (1,)
    questions = [make_question(f"q{i}", t, correct=correct) for i, t in enumerate(topics)]
    return make_exam(
        questions, make_spec(question_count=len(questions), passing_score=passing_score)
    )


def test_all_or_nothing_for_multi_select() -> None:
    exam = exam_of("a", "a", "a", "a", multi=True)
    answers = [answered(1, 3), answered(1), answered(1, 2), answered(1, 3, 4)]
    result = score_attempt(exam, answers, time_used_seconds=12.5)
    assert [o.correct for o in result.outcomes] == [True, False, False, False]
    assert [o.partial for o in result.outcomes] == [1.0, 0.5, 0.0, 0.5]
    assert (result.correct, result.total, result.percent) == (1, 4, 25.0)
    assert result.time_used_seconds == 12.5


def test_unanswered_counts_as_wrong() -> None:
    exam = exam_of("a", "b")
    result = score_attempt(exam, [answered(1), AnswerState()], time_used_seconds=0)
    second = result.outcomes[1]
    assert not second.answered and not second.correct
    assert (result.correct, result.wrong, result.unanswered_count) == (1, 1, 1)
    assert result.answered_count == 1


@pytest.mark.parametrize(
    ("right", "total", "mark", "passed"),
    [
        (7, 10, 0.7, True),
        (6, 10, 0.7, False),
        (21, 30, 0.7, True),
        (14, 20, 0.7, True),
        (2, 3, 2 / 3, True),
        (3, 10, 0.3, True),
        (5, 10, 0.51, False),
        (0, 5, 0.0, True),
        (5, 5, 1.0, True),
        (4, 5, 1.0, False),
    ],
)
def test_pass_mark_boundary_is_exact(right: int, total: int, mark: float, passed: bool) -> None:
    exam = exam_of(*["a"] * total, passing_score=mark)
    answers = [answered(1)] * right + [answered(2)] * (total - right)
    result = score_attempt(exam, answers, time_used_seconds=1)
    assert result.passed is passed
    assert result.passing_score == mark
    assert passes(right, total, mark) is passed


def test_per_topic_scores_sorted_by_topic() -> None:
    exam = exam_of("zeta", "alpha", "zeta", "alpha", "alpha")
    answers = [answered(1), answered(2), answered(2), answered(1), AnswerState()]
    result = score_attempt(exam, answers, time_used_seconds=0)
    assert result.by_topic == (
        TopicTally("alpha", 1, 3),
        TopicTally("zeta", 1, 2),
    )
    assert [t.percent for t in result.by_topic] == [100 / 3, 50.0]


def test_outcomes_keep_flags_selection_and_time() -> None:
    exam = exam_of("a", "b")
    answers = [
        AnswerState(frozenset({2}), flagged=True, time_spent=4.0),
        AnswerState(frozenset({1}), time_spent=6.0),
    ]
    result = score_attempt(exam, answers, time_used_seconds=10, timed_out=True)
    first = result.outcomes[0]
    assert (first.index, first.question_id, first.topic) == (0, "q0", "a")
    assert first.selected == {2} and first.correct_ids == {1}
    assert first.flagged and first.time_spent == 4.0
    assert result.flagged_count == 1
    assert result.timed_out


def test_answers_must_match_the_exam() -> None:
    with pytest.raises(ValueError, match="1 answers for an exam of 2"):
        score_attempt(exam_of("a", "b"), [AnswerState()], time_used_seconds=0)


def test_partial_credit_is_floored_at_zero() -> None:
    two_of_four = make_question("m", correct=(1, 3))
    assert partial_credit(two_of_four, AnswerState(frozenset({2, 4}))) == 0.0
    assert partial_credit(make_question("s"), AnswerState()) == 0.0
    all_three = make_question("a", correct=(1, 2, 3))
    assert partial_credit(all_three, AnswerState(frozenset({1, 2, 3}))) == 1.0
