"""What a running session hands to storage, and what storage hands back to resume it.

`SessionRecorder` is the interface the database implements (`data.attempts.
AttemptRecorder`); `SessionSnapshot` is what it keeps of an unfinished attempt, and
`validate_snapshot` refuses one that does not fit its exam, whatever type each
question is, rather than resume into nonsense.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from simulator.domain.memory import Grade
from simulator.domain.paper import AnswerState, Exam
from simulator.domain.question_types import Matching, SealedMatching
from simulator.domain.scoring import AttemptResult


@dataclass(frozen=True, slots=True)
class SessionSnapshot:
    """Everything the database keeps to resume an unfinished attempt."""

    answers: tuple[AnswerState, ...]
    current: int
    elapsed_seconds: float


class SessionRecorder(Protocol):
    """Where a session writes its progress as it happens (`data.attempts.AttemptRecorder`).

    `review` / `reviews`: answers that now count as reviews of their questions' memory
    (a practice check, or every shown question at the end), stored with the answer.
    """

    def record_answer(
        self, index: int, answer: AnswerState, review: Grade | None = None
    ) -> None: ...

    def record_progress(
        self, current: int, elapsed_seconds: float, time_spent: Sequence[float]
    ) -> None: ...

    def record_result(self, result: AttemptResult, reviews: Mapping[int, Grade]) -> None: ...


class NullRecorder:
    """A recorder that keeps nothing, for sessions that need no crash safety (tests, demos)."""

    def record_answer(self, index: int, answer: AnswerState, review: Grade | None = None) -> None:
        pass

    def record_progress(
        self, current: int, elapsed_seconds: float, time_spent: Sequence[float]
    ) -> None:
        pass

    def record_result(self, result: AttemptResult, reviews: Mapping[int, Grade]) -> None:
        pass


def validate_snapshot(exam: Exam, snapshot: SessionSnapshot) -> None:
    """Refuse a snapshot that does not fit the exam rather than resume into nonsense."""
    if len(snapshot.answers) != len(exam.questions):
        raise ValueError(
            f"The saved attempt has {len(snapshot.answers)} answers "
            f"but the exam has {len(exam.questions)} questions."
        )
    if not 0 <= snapshot.current < len(exam.questions):
        raise ValueError(f"The saved position {snapshot.current} is outside the exam.")
    for item, answer in zip(exam.questions, snapshot.answers, strict=True):
        question = item.question
        own = {c.id for c in question.choices}
        payload = question.payload
        fits = answer.selected <= own
        if isinstance(payload, Matching | SealedMatching):
            fits = fits and all(
                0 <= left < len(payload.lefts) and 0 <= option < len(payload.options)
                for left, option in answer.matches
            )
        elif answer.matches:
            fits = False
        if answer.order:
            fits = fits and sorted(answer.order) == sorted(item.choice_order)
        if not fits:
            raise ValueError(
                f"The saved answer to question {question.id!r} picks parts it does not have."
            )
