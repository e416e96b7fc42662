"""One attempt in progress: answers, flags, navigation, the clock and crash safety.

The GUI renders an `ExamSession` and forwards user actions to it; it holds no exam
logic itself. Time comes from an injected monotonic clock, so tests move time by hand
instead of sleeping. Every change is handed to a `SessionRecorder` (the database)
as it happens, so a crash loses at most `PROGRESS_SAVE_INTERVAL` seconds.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from simulator.domain.grading import is_right
from simulator.domain.memory import Grade, grade_answer, reviews_at_finish
from simulator.domain.paper import NO_ANSWER, AnswerState, Exam, ExamQuestion, QuestionStatus
from simulator.domain.question_types import (
    Matching,
    Numeric,
    Ordering,
    SealedMatching,
    ShortAnswer,
    clean_typed,
)
from simulator.domain.recording import NullRecorder as NullRecorder
from simulator.domain.recording import SessionRecorder as SessionRecorder
from simulator.domain.recording import SessionSnapshot as SessionSnapshot
from simulator.domain.recording import validate_snapshot
from simulator.domain.scoring import AttemptResult, score_attempt

#: Seconds of elapsed time after which `tick()` saves progress again.
PROGRESS_SAVE_INTERVAL = 5.0


class SessionError(RuntimeError):
    """An action the session cannot take in its mode or state (a bug in the caller)."""


def _no_reasons() -> Mapping[int, str]:
    return MappingProxyType({})


@dataclass(frozen=True, slots=True)
class CheckResult:
    """Practice feedback for one question: right or wrong, and why.

    `answer` is the whole answer checked; `grading` tells which of its parts are right.
    """

    question: ExamQuestion
    correct: bool
    correct_ids: frozenset[int]
    selected: frozenset[int]
    short: str
    full: str
    why: Mapping[int, str] = field(default_factory=_no_reasons, hash=False)
    # The answer as checked; a flag set afterwards does not change the feedback.
    answer: AnswerState = field(default=NO_ANSWER, compare=False)


class ExamSession:
    """A running attempt at `exam`, optionally resumed from a saved snapshot.

    Time is active time: what the clock says since the session object was created
    plus what the snapshot had. Time accrues to the question on screen, so the
    per-question times add up to the elapsed time.
    """

    def __init__(
        self,
        exam: Exam,
        *,
        clock: Callable[[], float] = time.monotonic,
        recorder: SessionRecorder | None = None,
        resume: SessionSnapshot | None = None,
    ) -> None:
        self._exam = exam
        self._clock = clock
        self._recorder: SessionRecorder = recorder if recorder is not None else NullRecorder()
        if resume is None:
            self._answers = [AnswerState() for _ in exam.questions]
            self._current = 0
            self._elapsed_before = 0.0
        else:
            validate_snapshot(exam, resume)
            self._answers = list(resume.answers)
            self._current = resume.current
            self._elapsed_before = max(0.0, resume.elapsed_seconds)
        self._started_at = clock()
        self._accrued_until = self._elapsed_before
        self._saved_at = self._elapsed_before
        self._result: AttemptResult | None = None
        self._timed_out = False
        self._finished_elapsed = 0.0
        self._expire_if_due()

    # ----------------------------------------------------------------- state
    @property
    def exam(self) -> Exam:
        return self._exam

    @property
    def current(self) -> int:
        return self._current

    @property
    def current_question(self) -> ExamQuestion:
        return self._exam.questions[self._current]

    @property
    def current_answer(self) -> AnswerState:
        return self._answers[self._current]

    @property
    def answers(self) -> tuple[AnswerState, ...]:
        return tuple(self._answers)

    def answer(self, index: int) -> AnswerState:
        return self._answers[index]

    @property
    def question_count(self) -> int:
        return len(self._answers)

    @property
    def elapsed_seconds(self) -> float:
        """Active time of the attempt, resumed time included, capped at the time limit."""
        if self._result is not None:
            return self._finished_elapsed
        elapsed = self._elapsed_before + (self._clock() - self._started_at)
        limit = self._limit()
        return min(elapsed, limit) if limit is not None else elapsed

    @property
    def remaining_seconds(self) -> float | None:
        """Time left, never negative; None for an untimed attempt."""
        limit = self._limit()
        if limit is None:
            return None
        return max(0.0, limit - self.elapsed_seconds)

    @property
    def deadline(self) -> float | None:
        """The clock reading at which time runs out; None if untimed."""
        limit = self._limit()
        if limit is None:
            return None
        return self._started_at + (limit - self._elapsed_before)

    @property
    def is_finished(self) -> bool:
        return self._result is not None

    @property
    def result(self) -> AttemptResult | None:
        return self._result

    @property
    def submitted_by_timeout(self) -> bool:
        return self._timed_out

    def status(self, index: int) -> QuestionStatus:
        """Answered, incomplete (a "Choose N" with fewer ticked, a matching question with
        items unset) or unanswered."""
        return self._answers[index].status(self._exam.questions[index].question)

    def statuses(self) -> list[QuestionStatus]:
        """Every question's status, in paper order (one pass: the navigator and the
        counts below are redrawn at every move)."""
        questions = self._exam.questions
        return [a.status(questions[i].question) for i, a in enumerate(self._answers)]

    @property
    def answered_count(self) -> int:
        """Questions fully answered (incomplete "Choose N" questions do not count)."""
        return self._count(QuestionStatus.ANSWERED)

    @property
    def incomplete_count(self) -> int:
        return self._count(QuestionStatus.INCOMPLETE)

    @property
    def unanswered_count(self) -> int:
        """Questions with nothing ticked."""
        return self._count(QuestionStatus.UNANSWERED)

    @property
    def flagged_count(self) -> int:
        return sum(1 for a in self._answers if a.flagged)

    def _count(self, status: QuestionStatus) -> int:
        return self.statuses().count(status)

    @property
    def at_choice_limit(self) -> bool:
        """A "Choose N" question with N already ticked: one more needs one fewer first."""
        question = self.current_question.question
        return question.is_multi_select and len(self.current_answer.selected) >= question.choose

    def is_locked(self, index: int | None = None) -> bool:
        """Whether the answer at `index` (default: current) can no longer change."""
        i = self._current if index is None else index
        return self.is_finished or self._answers[i].checked

    # --------------------------------------------------------------- answers
    def select(self, choice_id: int) -> bool:
        """Select a choice of the current question; False if nothing could change.

        Single-select replaces the previous choice. Multi-select refuses a choice
        beyond the question's "Choose N" rather than dropping an earlier one, so the
        user decides what to give up.
        """
        if not self._can_answer(choice_id):
            return False
        answer = self.current_answer
        if choice_id in answer.selected:
            return True
        question = self.current_question.question
        if not question.is_multi_select:
            selected = frozenset({choice_id})
        elif len(answer.selected) >= question.choose:
            return False
        else:
            selected = answer.selected | {choice_id}
        # Choosing a struck-out choice means the candidate changed their mind about it.
        self._update(replace(answer, selected=selected, struck_out=answer.struck_out - {choice_id}))
        return True

    def deselect(self, choice_id: int) -> bool:
        """Clear a selected choice of the current question; False if it was not selected."""
        if not self._can_answer(choice_id) or choice_id not in self.current_answer.selected:
            return False
        answer = self.current_answer
        self._update(replace(answer, selected=answer.selected - {choice_id}))
        return True

    def clear(self) -> bool:
        """Clear the current question's answer (its choices, matches, order or typed text;
        not strike-outs or the flag).

        The one way to take back a single-select answer: choosing it again keeps it, as
        test-centre drivers do, so a repeated key press never silently unanswers it.
        False when there was nothing to clear or the answer is locked.
        """
        answer = self.current_answer
        if not answer.answered or not self._still_running() or self.is_locked():
            return False
        self._update(replace(answer, selected=frozenset(), matches=(), order=(), text=""))
        return True

    def toggle(self, choice_id: int) -> bool:
        """Select or deselect, as a click on the choice would; True if the answer changed."""
        if choice_id in self.current_answer.selected:
            return self.deselect(choice_id)
        return self.select(choice_id)

    def toggle_strike(self, choice_id: int) -> bool:
        """Strike a choice (or a matching question's option) out, or bring it back.

        A struck-out choice is unticked; a struck-out option stays where the candidate
        already matched it (crossing out says "not for the others"). False if locked.
        """
        if not self._can_answer(choice_id, strike=True):
            return False
        answer = self.current_answer
        if choice_id in answer.struck_out:
            self._update(replace(answer, struck_out=answer.struck_out - {choice_id}))
        else:
            self._update(
                replace(
                    answer,
                    struck_out=answer.struck_out | {choice_id},
                    selected=answer.selected - {choice_id},
                )
            )
        return True

    def match(self, left: int, option: int | None) -> bool:
        """Matching: give left item `left` the option `option` (None clears it).

        False if nothing could change (locked, finished, or the same as before).
        """
        payload = self.current_question.question.payload
        if not isinstance(payload, Matching | SealedMatching) or not self._still_running():
            return False
        if not 0 <= left < len(payload.lefts):
            raise KeyError(f"question {self.current_question.question_id!r} has no item {left}")
        if option is not None and not 0 <= option < len(payload.options):
            raise KeyError(f"question {self.current_question.question_id!r} has no option {option}")
        answer = self.current_answer
        if answer.checked or answer.match_of(left) == option:
            return False
        matches = {item: given for item, given in answer.matches if item != left}
        if option is not None:
            matches[left] = option
        struck = answer.struck_out - {option} if option is not None else answer.struck_out
        self._update(replace(answer, matches=tuple(sorted(matches.items())), struck_out=struck))
        return True

    def reorder(self, order: Sequence[int]) -> bool:
        """Ordering: the items top to bottom, as the candidate arranged them.

        False if nothing changed; ValueError for an order that is not of these items.
        """
        item = self.current_question
        if not isinstance(item.question.payload, Ordering) or not self._still_running():
            return False
        new = tuple(order)
        if sorted(new) != sorted(item.choice_order):
            raise ValueError(f"{new} is not an order of the items of {item.question_id!r}")
        answer = self.current_answer
        if answer.checked or new == item.shown_order(answer):
            return False
        self._update(replace(answer, order=new))
        return True

    def move_item(self, position: int, by: int) -> bool:
        """Ordering: move the item shown at `position` up (`by` < 0) or down; False at an end."""
        item = self.current_question
        order = list(item.shown_order(self.current_answer))
        target = position + by
        if not order or not 0 <= position < len(order) or not 0 <= target < len(order):
            return False
        order.insert(target, order.pop(position))
        return self.reorder(order)

    def type_answer(self, text: str) -> bool:
        """Short answer or numeric: what is typed, as plain text within the length limit."""
        question = self.current_question.question
        if not isinstance(question.payload, ShortAnswer | Numeric) or not self._still_running():
            return False
        answer = self.current_answer
        cleaned = clean_typed(text)
        if answer.checked or cleaned == answer.text:
            return False
        self._update(replace(answer, text=cleaned))
        return True

    def toggle_guessed(self) -> bool:
        """Mark the current answer as a guess, or unmark it; False once it is locked."""
        if not self._still_running() or self.current_answer.checked:
            return False
        self._update(replace(self.current_answer, guessed=not self.current_answer.guessed))
        return True

    def set_flag(self, flagged: bool) -> bool:
        """Mark the current question for review; allowed even after a practice check."""
        if not self._still_running():
            return False
        if self.current_answer.flagged != flagged:
            self._update(replace(self.current_answer, flagged=flagged))
        return True

    def toggle_flag(self) -> bool:
        """Flip the current question's flag; returns the flag as it is afterwards."""
        self.set_flag(not self.current_answer.flagged)
        return self.current_answer.flagged

    # ------------------------------------------------------------ navigation
    def go_to(self, index: int) -> bool:
        """Show question `index`; False if out of range or the attempt is over."""
        if not self._still_running() or not 0 <= index < len(self._answers):
            return False
        if index != self._current:
            self._accrue()
            self._current = index
            self._save_progress()
        return True

    def next(self) -> bool:
        return self.go_to(self._current + 1)

    def previous(self) -> bool:
        return self.go_to(self._current - 1)

    # ------------------------------------------------------------------ time
    def tick(self) -> bool:
        """Call from a UI timer: accrue time, save every few seconds, enforce the deadline.

        Returns True exactly when this call submitted the attempt because time ran out.
        """
        if self.is_finished:
            return False
        if self._expire_if_due():
            return True
        self._accrue()
        if self._accrued_until - self._saved_at >= PROGRESS_SAVE_INTERVAL:
            self._save_progress()
        return False

    # -------------------------------------------------------------- feedback
    def check(self) -> CheckResult:
        """Practice only: reveal whether the current answer is right and lock it."""
        if not self._exam.spec.gives_feedback:
            raise SessionError(
                "Answers are revealed only in practice mode (and drills and reviews), "
                f"not in {self._exam.spec.mode.label.lower()} mode."
            )
        if self._still_running() and not self.current_answer.checked:
            answer = self.current_answer
            question = self.current_question.question
            grade = grade_answer(is_right(question, answer), answer.guessed)
            self._update(replace(answer, checked=True), review=grade)
        return self._feedback(self._current)

    def feedback(self, index: int | None = None) -> CheckResult | None:
        """The feedback for a question already checked (or any question once finished)."""
        i = self._current if index is None else index
        if self._answers[i].checked or self.is_finished:
            return self._feedback(i)
        return None

    # ---------------------------------------------------------------- finish
    def submit(self) -> AttemptResult:
        """Score and finish the attempt; calling again returns the same result."""
        return self._finish(timed_out=False)

    def save_progress(self) -> None:
        """Write the clock and position now (e.g. when the window closes mid-exam)."""
        if self._still_running():
            self._accrue()
            self._save_progress()

    def snapshot(self) -> SessionSnapshot:
        """The state to store for resuming; time is accrued up to now first."""
        self._accrue()
        return SessionSnapshot(
            answers=tuple(self._answers),
            current=self._current,
            elapsed_seconds=self._accrued_until,  # one clock reading: matches time_spent
        )

    # -------------------------------------------------------------- internal
    def _limit(self) -> float | None:
        spec = self._exam.spec
        return float(spec.time_limit_seconds) if spec.is_timed else None

    def _still_running(self) -> bool:
        """False once finished; submits first if the deadline has passed meanwhile."""
        self._expire_if_due()
        return not self.is_finished

    def _can_answer(self, choice_id: int, *, strike: bool = False) -> bool:
        """Whether a choice can change now; KeyError for one the question does not have.

        Choices are ticked; a matching question's options can only be struck out.
        """
        if not self._still_running() or self.current_answer.checked:
            return False
        question = self.current_question.question
        payload = question.payload
        has = payload is None or (strike and isinstance(payload, Matching | SealedMatching))
        if not has or choice_id not in question.option_ids:
            raise KeyError(f"question {question.id!r} has no choice {choice_id}")
        return True

    def _expire_if_due(self) -> bool:
        remaining = self.remaining_seconds
        if self.is_finished or remaining is None or remaining > 0:
            return False
        self._finish(timed_out=True)
        return True

    def _accrue(self) -> None:
        """Add the time since the last accrual to the question on screen."""
        if self.is_finished:
            return
        now = self.elapsed_seconds
        spent = now - self._accrued_until
        if spent > 0:
            answer = self._answers[self._current]
            self._answers[self._current] = replace(answer, time_spent=answer.time_spent + spent)
        self._accrued_until = now

    def _update(self, answer: AnswerState, *, review: Grade | None = None) -> None:
        """Store first, then show: if storing fails the answer stays as it was saved."""
        self._accrue()
        answer = replace(answer, time_spent=self._answers[self._current].time_spent)
        self._recorder.record_answer(self._current, answer, review)
        self._answers[self._current] = answer

    def _save_progress(self) -> None:
        self._saved_at = self._accrued_until
        self._recorder.record_progress(
            self._current, self._accrued_until, tuple(a.time_spent for a in self._answers)
        )

    def _finish(self, *, timed_out: bool) -> AttemptResult:
        if self._result is not None:
            return self._result
        self._accrue()
        result = score_attempt(
            self._exam,
            self._answers,
            time_used_seconds=self._accrued_until,
            timed_out=timed_out,
        )
        reviews = reviews_at_finish(result, self._answers)
        self._recorder.record_result(result, reviews)  # if this fails the attempt stays open
        self._finished_elapsed = self._accrued_until
        self._timed_out = timed_out
        self._result = result
        return result

    def _feedback(self, index: int) -> CheckResult:
        item = self._exam.questions[index]
        question = item.question
        answer = self._answers[index]
        return CheckResult(
            question=item,
            correct=is_right(question, answer),
            correct_ids=question.correct_ids,
            selected=answer.selected,
            short=question.explanation.short,
            full=question.explanation.full,
            why=MappingProxyType({c.id: c.why for c in item.choices}),
            answer=answer,
        )
