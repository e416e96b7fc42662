from __future__ import annotations

from collections.abc import Mapping

import pytest
from domain_factories import (
    FakeClock,
    RecordingRecorder,
    answered,
    make_exam,
    make_question,
    make_spec,
)

from simulator.domain.blueprint import Mode
from simulator.domain.memory import Grade
from simulator.domain.paper import AnswerState, Exam
from simulator.domain.scoring import AttemptResult
from simulator.domain.session import (
    PROGRESS_SAVE_INTERVAL,
    ExamSession,
    SessionError,
    SessionSnapshot,
)

SINGLE, MULTI, LAST = 0, 1, 2


def three_questions(mode: Mode = Mode.EXAM, minutes: int = 0) -> Exam:
    """Single-select (1 right), Choose 2 (1 and 3 right), single-select (2 right)."""
    questions = [
        make_question("q1", "a"),
        make_question("q2", "b", correct=(1, 3)),
        make_question("q3", "a", correct=(2,)),
    ]
    return make_exam(questions, make_spec(mode=mode, question_count=3, time_limit_minutes=minutes))


def start(
    mode: Mode = Mode.EXAM, minutes: int = 0
) -> tuple[ExamSession, FakeClock, RecordingRecorder]:
    clock, recorder = FakeClock(), RecordingRecorder()
    return (
        ExamSession(three_questions(mode, minutes), clock=clock, recorder=recorder),
        clock,
        recorder,
    )


def test_single_select_replaces_the_previous_choice() -> None:
    session, _, recorder = start()
    assert session.select(2)
    assert session.select(4)
    assert session.current_answer.selected == {4}
    assert [a.selected for _, a in recorder.answers] == [{2}, {4}]


def test_multi_select_never_exceeds_choose_n() -> None:
    session, _, _ = start()
    session.go_to(MULTI)
    assert session.select(1) and session.select(2)
    assert not session.select(3)
    assert session.current_answer.selected == {1, 2}
    assert session.deselect(2)
    assert session.select(3)
    assert session.current_answer.selected == {1, 3}


def test_selecting_twice_is_harmless_and_deselecting_nothing_is_refused() -> None:
    session, _, recorder = start()
    assert session.select(1) and session.select(1)
    assert not session.deselect(3)
    assert len(recorder.answers) == 1


def test_toggle_acts_like_a_click() -> None:
    session, _, _ = start()
    session.go_to(MULTI)
    assert session.toggle(1) and session.toggle(4)
    assert not session.toggle(3)  # already two selected
    assert session.toggle(4)
    assert session.current_answer.selected == {1}


def test_clear_takes_the_answer_back_and_is_stored() -> None:
    session, _, recorder = start()
    assert not session.clear()  # nothing to clear
    session.select(2)
    session.toggle_strike(3)
    assert session.clear()
    assert session.current_answer.selected == frozenset()
    assert session.current_answer.struck_out == {3}  # strike-outs stay
    assert recorder.answers[-1][1].selected == frozenset()


def test_clear_refuses_a_checked_answer() -> None:
    session, _, _ = start(Mode.PRACTICE)
    session.select(1)
    session.check()
    assert not session.clear()
    assert session.current_answer.selected == {1}


def test_a_choice_of_another_question_is_a_bug() -> None:
    session, _, _ = start()
    with pytest.raises(KeyError):
        session.select(99)


def test_flags_are_kept_and_counted() -> None:
    session, _, recorder = start()
    assert session.toggle_flag() is True
    session.go_to(LAST)
    session.set_flag(True)
    assert session.flagged_count == 2
    assert session.toggle_flag() is False
    assert [a.flagged for a in session.answers] == [True, False, False]
    assert [(i, a.flagged) for i, a in recorder.answers] == [(0, True), (2, True), (2, False)]


def test_navigation_is_bounds_safe_and_saved() -> None:
    session, _, recorder = start()
    assert not session.previous()
    assert session.next() and session.next()
    assert session.current == LAST
    assert session.current_question.question.id == "q3"
    assert not session.next()
    assert not session.go_to(3) and not session.go_to(-1)
    assert session.go_to(0)
    assert [p[0] for p in recorder.progress] == [1, 2, 0]


def test_time_accrues_to_the_question_on_screen() -> None:
    session, clock, _ = start()
    clock.advance(10)
    session.next()
    clock.advance(4)
    session.tick()
    clock.advance(3)
    session.go_to(0)
    clock.advance(2)
    result = session.submit()
    assert [a.time_spent for a in session.answers] == [12, 7, 0]
    assert [o.time_spent for o in result.outcomes] == [12, 7, 0]
    assert session.elapsed_seconds == 19 == result.time_used_seconds


def test_counts_of_answered_and_unanswered() -> None:
    session, _, _ = start()
    session.select(1)
    assert (session.answered_count, session.unanswered_count) == (1, 2)


def test_deadline_passes_and_tick_submits_once() -> None:
    session, clock, recorder = start(minutes=1)
    assert session.remaining_seconds == 60
    assert session.deadline == clock.now + 60
    session.select(1)
    clock.advance(59.5)
    assert not session.tick()
    assert session.remaining_seconds == pytest.approx(0.5)
    clock.advance(1.5)
    assert session.remaining_seconds == 0
    assert session.tick() is True
    assert session.is_finished and session.submitted_by_timeout
    assert session.tick() is False
    assert len(recorder.results) == 1
    result = recorder.results[0]
    assert result.timed_out
    assert result.time_used_seconds == 60
    assert result.correct == 1
    assert session.result is result
    assert session.submit() is result


def test_nothing_changes_after_time_is_up_even_before_a_tick() -> None:
    session, clock, recorder = start(minutes=1)
    clock.advance(61)
    assert not session.select(1)
    assert session.submitted_by_timeout
    assert not session.go_to(1) and not session.set_flag(True)
    assert len(recorder.results) == 1


def test_untimed_attempt_has_no_deadline() -> None:
    session, clock, _ = start()
    clock.advance(10_000)
    assert session.remaining_seconds is None and session.deadline is None
    assert not session.tick()
    assert not session.is_finished


def test_progress_is_saved_every_five_seconds_of_ticks_not_more_often() -> None:
    session, clock, recorder = start()
    for _ in range(23):
        clock.advance(1)
        session.tick()
    assert [p[1] for p in recorder.progress] == [5, 10, 15, 20]
    assert recorder.progress[-1] == (0, 20, (20, 0, 0))


def test_navigation_resets_the_save_interval() -> None:
    session, clock, recorder = start()
    clock.advance(3)
    session.next()
    clock.advance(4)
    session.tick()
    clock.advance(1)
    session.tick()
    assert [p[1] for p in recorder.progress] == [3, 8]
    assert PROGRESS_SAVE_INTERVAL == 5


def test_submit_is_idempotent_and_freezes_the_attempt() -> None:
    session, clock, recorder = start()
    session.select(1)
    first = session.submit()
    clock.advance(30)
    assert session.submit() is first
    assert session.elapsed_seconds == first.time_used_seconds == 0
    assert not session.select(2) and not session.next()
    assert len(recorder.results) == 1
    assert not first.timed_out and not session.submitted_by_timeout


def test_submission_scores_the_answers() -> None:
    session, _, _ = start()
    session.select(1)
    session.go_to(MULTI)
    session.select(1)
    session.select(3)
    result = session.submit()
    assert (result.correct, result.total) == (2, 3)
    assert [o.correct for o in result.outcomes] == [True, True, False]


def test_snapshot_and_resume_restore_answers_position_and_remaining_time() -> None:
    session, clock, _ = start(minutes=2)
    session.select(2)
    session.set_flag(True)
    clock.advance(20)
    session.go_to(MULTI)
    session.select(3)
    clock.advance(5)
    snapshot = session.snapshot()
    assert snapshot.current == MULTI and snapshot.elapsed_seconds == 25

    later = FakeClock(now=50_000.0)  # a new process: the monotonic clock starts elsewhere
    recorder = RecordingRecorder()
    resumed = ExamSession(session.exam, clock=later, recorder=recorder, resume=snapshot)
    assert resumed.answers == session.answers
    assert resumed.current == MULTI
    assert resumed.current_answer.selected == {3}
    assert resumed.answer(0) == AnswerState(frozenset({2}), flagged=True, time_spent=20)
    assert resumed.remaining_seconds == 95
    assert resumed.deadline == 50_095
    later.advance(95)
    assert resumed.tick()
    assert resumed.result is not None
    assert resumed.result.time_used_seconds == 120
    assert [a.time_spent for a in resumed.answers] == [20, 100, 0]


def test_resume_after_time_ran_out_submits_at_once() -> None:
    exam = three_questions(minutes=1)
    snapshot = SessionSnapshot((answered(1), AnswerState(), AnswerState()), 0, 63.0)
    recorder = RecordingRecorder()
    session = ExamSession(exam, clock=FakeClock(), recorder=recorder, resume=snapshot)
    assert session.is_finished and session.submitted_by_timeout
    assert recorder.results[0].correct == 1
    assert recorder.results[0].time_used_seconds == 60


def test_a_snapshot_that_does_not_fit_the_exam_is_refused() -> None:
    exam = three_questions()
    with pytest.raises(ValueError, match="2 answers"):
        ExamSession(exam, resume=SessionSnapshot((AnswerState(), AnswerState()), 0, 0.0))
    blank = (AnswerState(),) * 3
    with pytest.raises(ValueError, match="position"):
        ExamSession(exam, resume=SessionSnapshot(blank, 3, 0.0))
    with pytest.raises(ValueError, match="does not have"):
        ExamSession(exam, resume=SessionSnapshot((answered(9), *blank[1:]), 0, 0.0))


def test_practice_check_reveals_and_locks() -> None:
    session, _, recorder = start(Mode.PRACTICE)
    session.select(2)
    assert session.feedback() is None
    check = session.check()
    assert not check.correct
    assert check.correct_ids == {1} and check.selected == {2}
    assert check.short == "Short q1." and check.full == "Full explanation of q1."
    assert dict(check.why) == {1: "why 1", 2: "why 2", 3: "why 3", 4: "why 4"}
    assert check.question is session.current_question
    assert session.current_answer.checked and session.is_locked()
    assert not session.select(1) and not session.deselect(2) and not session.toggle(1)
    assert session.current_answer.selected == {2}
    assert session.set_flag(True)  # flagging stays possible
    assert recorder.answers[1][1].checked
    assert session.check() == check
    assert session.feedback(0) == check
    session.next()
    assert not session.is_locked()
    assert session.select(1)


def test_practice_check_of_a_right_multi_select_answer() -> None:
    session, _, _ = start(Mode.PRACTICE)
    session.go_to(MULTI)
    session.select(3)
    session.select(1)
    assert session.check().correct


def test_check_is_refused_in_an_exam_and_given_in_drills_and_reviews() -> None:
    session, _, _ = start(Mode.EXAM)
    with pytest.raises(SessionError, match="only in practice mode"):
        session.check()
    for mode in (Mode.WEAK_AREAS, Mode.REVIEW_DUE):
        drill, _, _ = start(mode)
        drill.select(1)
        assert drill.check().correct


def test_after_submit_feedback_is_available_for_review() -> None:
    session, _, _ = start(Mode.EXAM)
    session.select(1)
    session.submit()
    feedback = session.feedback(0)
    assert feedback is not None and feedback.correct


class DiskFullRecorder(RecordingRecorder):
    """A recorder whose storage has stopped accepting writes."""

    full = False

    def record_answer(self, index: int, answer: AnswerState, review: Grade | None = None) -> None:
        if self.full:
            raise OSError("database or disk is full")
        super().record_answer(index, answer, review)

    def record_result(self, result: AttemptResult, reviews: Mapping[int, Grade]) -> None:
        if self.full:
            raise OSError("database or disk is full")
        super().record_result(result, reviews)


def test_an_answer_that_cannot_be_stored_is_not_shown_as_given() -> None:
    recorder = DiskFullRecorder()
    session = ExamSession(three_questions(), clock=FakeClock(), recorder=recorder)
    assert session.select(2)
    recorder.full = True
    with pytest.raises(OSError):
        session.select(4)
    assert session.current_answer.selected == {2}  # what the database has
    with pytest.raises(OSError):
        session.submit()
    assert not session.is_finished  # the attempt stays open, nothing lost
    recorder.full = False
    assert session.select(4)
    assert session.submit().total == 3 and session.is_finished
