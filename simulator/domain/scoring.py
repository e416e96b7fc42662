"""Turning answers into a result, the way certification exams do it: all or nothing.

A question counts only when the selected set equals the correct set; an unanswered
question counts as wrong. Partial credit is computed for the review screen but never
enters the score, so the simulator never flatters the user.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from simulator.domain.paper import AnswerState, Exam, ExamQuestion


@dataclass(frozen=True, slots=True)
class QuestionOutcome:
    """How one question of an attempt went, for the review screen and the history."""

    index: int
    question_id: str
    topic: str
    selected: frozenset[int]
    correct_ids: frozenset[int]
    correct: bool
    answered: bool
    flagged: bool
    time_spent: float
    partial: float


@dataclass(frozen=True, slots=True)
class TopicTally:
    """Correct answers out of questions asked in one topic: of an attempt, a student or a class.

    The one per-topic count of the app; `title` is filled where a report shows it.
    """

    topic: str
    correct: int
    total: int
    title: str = ""

    @property
    def accuracy(self) -> float:
        """Correct / asked, 0..1 (0 when nothing was asked)."""
        return self.correct / self.total if self.total else 0.0

    @property
    def percent(self) -> float:
        return percent(self.correct, self.total)


@dataclass(frozen=True, slots=True)
class AttemptResult:
    """The score of a finished attempt; `by_topic` is sorted by topic id."""

    outcomes: tuple[QuestionOutcome, ...]
    correct: int
    total: int
    percent: float
    passed: bool
    passing_score: float
    time_used_seconds: float
    by_topic: tuple[TopicTally, ...]
    timed_out: bool = False

    @property
    def wrong(self) -> int:
        """Questions not scored correct, unanswered ones included."""
        return self.total - self.correct

    @property
    def answered_count(self) -> int:
        return sum(1 for o in self.outcomes if o.answered)

    @property
    def unanswered_count(self) -> int:
        return self.total - self.answered_count

    @property
    def flagged_count(self) -> int:
        return sum(1 for o in self.outcomes if o.flagged)


def is_correct(selected: frozenset[int], correct_ids: frozenset[int]) -> bool:
    """All or nothing: exactly the correct choices, no more and no fewer."""
    return bool(selected) and selected == correct_ids


def partial_credit(selected: frozenset[int], correct_ids: frozenset[int]) -> float:
    """Share of correct choices picked, minus wrong picks, floored at 0 (information only)."""
    if not correct_ids:
        return 0.0
    hits = len(selected & correct_ids)
    misses = len(selected - correct_ids)
    return max(0.0, (hits - misses) / len(correct_ids))


def pass_mark(passing_score: float) -> Fraction:
    """The pass mark as the decimal the author meant: 0.7 is exactly 7/10.

    Naive float arithmetic can fail 7 of 10 against a 70% mark.
    """
    return Fraction(passing_score).limit_denominator(1_000_000)


def passes(correct: int, total: int, passing_score: float) -> bool:
    """`correct / total >= passing_score`, compared exactly (see `pass_mark`)."""
    mark = pass_mark(passing_score)
    if total == 0:
        return mark == 0
    return Fraction(correct, total) >= mark


def percent(correct: int, total: int) -> float:
    return 100.0 * correct / total if total else 0.0


def score_question(index: int, item: ExamQuestion, answer: AnswerState) -> QuestionOutcome:
    correct_ids = item.question.correct_ids
    return QuestionOutcome(
        index=index,
        question_id=item.question.id,
        topic=item.question.topic,
        selected=answer.selected,
        correct_ids=correct_ids,
        correct=item.question.is_answered_correctly(answer.selected),
        answered=answer.answered,
        flagged=answer.flagged,
        time_spent=answer.time_spent,
        partial=partial_credit(answer.selected, correct_ids),
    )


def score_attempt(
    exam: Exam,
    answers: Sequence[AnswerState],
    *,
    time_used_seconds: float,
    timed_out: bool = False,
) -> AttemptResult:
    """Score every question of `exam` against `answers` (one per question, same order)."""
    if len(answers) != len(exam.questions):
        raise ValueError(f"{len(answers)} answers for an exam of {len(exam.questions)} questions")
    outcomes = tuple(
        score_question(i, item, answer)
        for i, (item, answer) in enumerate(zip(exam.questions, answers, strict=True))
    )
    correct = sum(1 for o in outcomes if o.correct)
    total = len(outcomes)
    return AttemptResult(
        outcomes=outcomes,
        correct=correct,
        total=total,
        percent=percent(correct, total),
        passed=passes(correct, total, exam.spec.passing_score),
        passing_score=exam.spec.passing_score,
        time_used_seconds=time_used_seconds,
        by_topic=topic_scores(outcomes),
        timed_out=timed_out,
    )


def topic_scores(outcomes: Sequence[QuestionOutcome]) -> tuple[TopicTally, ...]:
    counts: dict[str, list[int]] = {}
    for o in outcomes:
        tally = counts.setdefault(o.topic, [0, 0])
        tally[0] += o.correct
        tally[1] += 1
    return tuple(TopicTally(topic=t, correct=c, total=n) for t, (c, n) in sorted(counts.items()))
