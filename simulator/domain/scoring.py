"""Turning answers into a result, the way certification exams do it: all or nothing.

A question counts only when every part of its answer is right (the selected set equals
the correct set, every pair matched, the whole order, an accepted text or value); an
unanswered question counts as wrong. Partial credit is computed for the review screen
but enters the score only when the bank asks for it (`exam: {scoring: partial}`, as
Moodle scores), so by default the simulator never flatters the user.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from simulator.domain import grading
from simulator.domain.paper import NO_ANSWER, AnswerState, Exam, ExamQuestion
from simulator.domain.question_types import Scoring


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
    #: What the question added to the score: 1 or 0, or its partial credit.
    credit: float = 0.0
    #: The whole answer, whatever the question's type (`selected` is its choices).
    answer: AnswerState = NO_ANSWER


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
    #: The marks: `correct` under all-or-nothing scoring, the sum of credits under partial.
    score: float | None = None
    scoring: Scoring = Scoring.ALL_OR_NOTHING

    @property
    def points(self) -> float:
        """The marks the percentage is taken of (questions right, or partial credits)."""
        return float(self.correct) if self.score is None else self.score

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


def pass_mark(passing_score: float) -> Fraction:
    """The pass mark as the decimal the author meant: 0.7 is exactly 7/10.

    Naive float arithmetic can fail 7 of 10 against a 70% mark.
    """
    return Fraction(passing_score).limit_denominator(1_000_000)


def passes(correct: float, total: int, passing_score: float) -> bool:
    """`correct / total >= passing_score`, compared exactly (see `pass_mark`).

    `correct` may be a sum of partial credits: it is read as the decimal it prints as.
    """
    mark = pass_mark(passing_score)
    if total == 0:
        return mark == 0
    marks = Fraction(correct).limit_denominator(1_000_000)
    return marks / total >= mark


def percent(correct: float, total: int) -> float:
    return 100.0 * correct / total if total else 0.0


def score_question(
    index: int,
    item: ExamQuestion,
    answer: AnswerState,
    scoring: Scoring = Scoring.ALL_OR_NOTHING,
) -> QuestionOutcome:
    question = item.question
    right = grading.is_right(question, answer)
    partial = grading.partial_credit(question, answer)
    return QuestionOutcome(
        index=index,
        question_id=question.id,
        topic=question.topic,
        selected=answer.selected,
        correct_ids=question.correct_ids,
        correct=right,
        answered=answer.answered,
        flagged=answer.flagged,
        time_spent=answer.time_spent,
        partial=partial,
        credit=partial if scoring is Scoring.PARTIAL else float(right),
        answer=answer,
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
    scoring = exam.spec.scoring
    outcomes = tuple(
        score_question(i, item, answer, scoring)
        for i, (item, answer) in enumerate(zip(exam.questions, answers, strict=True))
    )
    correct = sum(1 for o in outcomes if o.correct)
    total = len(outcomes)
    points: float = correct
    if scoring is Scoring.PARTIAL:
        points = round(sum(o.credit for o in outcomes), 6)
    return AttemptResult(
        outcomes=outcomes,
        correct=correct,
        total=total,
        percent=percent(points, total),
        passed=passes(points, total, exam.spec.passing_score),
        passing_score=exam.spec.passing_score,
        time_used_seconds=time_used_seconds,
        by_topic=topic_scores(outcomes),
        timed_out=timed_out,
        score=points if scoring is Scoring.PARTIAL else None,
        scoring=scoring,
    )


def topic_scores(outcomes: Sequence[QuestionOutcome]) -> tuple[TopicTally, ...]:
    counts: dict[str, list[int]] = {}
    for o in outcomes:
        tally = counts.setdefault(o.topic, [0, 0])
        tally[0] += o.correct
        tally[1] += 1
    return tuple(TopicTally(topic=t, correct=c, total=n) for t, (c, n) in sorted(counts.items()))
