"""Answering matching, ordering and typed questions in a session: stored before shown."""

from __future__ import annotations

import pytest
from domain_factories import (
    FakeClock,
    RecordingRecorder,
    make_exam,
    make_matching,
    make_numeric,
    make_ordering,
    make_question,
    make_short_answer,
    make_spec,
)

from simulator.domain.blueprint import Mode
from simulator.domain.memory import Grade
from simulator.domain.paper import AnswerState, Exam, ExamQuestion, QuestionStatus
from simulator.domain.question_types import MAX_TYPED_ANSWER
from simulator.domain.session import ExamSession, SessionSnapshot


def mixed_exam(mode: Mode = Mode.EXAM) -> Exam:
    """Matching (3 pairs, 1 distractor), ordering (4 items, start 1 0 3 2), short, numeric."""
    plain = make_exam(
        [make_matching(), make_ordering(), make_short_answer(), make_numeric()],
        make_spec(mode=mode, question_count=4),
    )
    ordering = ExamQuestion(plain.questions[1].question, (1, 0, 3, 2))
    return Exam(plain.spec, (plain.questions[0], ordering, *plain.questions[2:]))


def start(mode: Mode = Mode.EXAM) -> tuple[ExamSession, RecordingRecorder]:
    recorder = RecordingRecorder()
    return ExamSession(mixed_exam(mode), clock=FakeClock(), recorder=recorder), recorder


def test_matching_items_are_set_changed_and_cleared_one_by_one() -> None:
    session, recorder = start()
    assert session.match(0, 0) and session.match(2, 3)
    assert session.current_answer.matches == ((0, 0), (2, 3))
    assert session.status(0) is QuestionStatus.INCOMPLETE
    assert not session.match(0, 0)  # unchanged: nothing stored
    assert session.match(1, 1)
    assert session.status(0) is QuestionStatus.ANSWERED
    assert session.match(2, None)
    assert session.current_answer.matches == ((0, 0), (1, 1))
    assert [a.matches for _, a in recorder.answers] == [
        ((0, 0),),
        ((0, 0), (2, 3)),
        ((0, 0), (1, 1), (2, 3)),
        ((0, 0), (1, 1)),
    ]
    with pytest.raises(KeyError):
        session.match(3, 0)
    with pytest.raises(KeyError):
        session.match(0, 4)


def test_matching_options_can_be_struck_out_and_choosing_one_restores_it() -> None:
    session, _ = start()
    assert session.toggle_strike(3)
    assert session.current_answer.struck_out == {3}
    assert session.match(0, 3)
    assert session.current_answer.struck_out == frozenset()
    with pytest.raises(KeyError):
        session.select(0)  # a matching question has no choices to tick


def test_ordering_moves_items_from_the_start_order() -> None:
    session, recorder = start()
    session.next()
    assert session.current_question.shown_order(session.current_answer) == (1, 0, 3, 2)
    assert session.status(1) is QuestionStatus.UNANSWERED
    assert session.move_item(0, +1)
    assert session.current_answer.order == (0, 1, 3, 2)
    assert not session.move_item(0, -1)  # already at the top
    assert session.reorder([0, 1, 2, 3])
    assert not session.reorder([0, 1, 2, 3])  # the same order again stores nothing
    assert session.status(1) is QuestionStatus.ANSWERED
    assert [a.order for _, a in recorder.answers] == [(0, 1, 3, 2), (0, 1, 2, 3)]
    with pytest.raises(ValueError, match="not an order"):
        session.reorder([0, 1, 2])


def test_typed_answers_are_stored_as_plain_bounded_text() -> None:
    session, recorder = start()
    session.go_to(2)
    assert session.type_answer("nsys")
    assert not session.type_answer("nsys")
    assert session.type_answer("x\x00" * MAX_TYPED_ANSWER)
    assert len(session.current_answer.text) == MAX_TYPED_ANSWER
    assert "\x00" not in recorder.answers[-1][1].text
    session.go_to(3)
    assert session.type_answer("73 856")
    assert not session.match(0, 0) and not session.reorder([0])  # not those types


def test_the_score_marks_every_type() -> None:
    session, recorder = start()
    for left in range(3):
        session.match(left, left)
    session.next()
    session.reorder([0, 1, 2, 3])
    session.next()
    session.type_answer("Nsys")
    session.next()
    session.type_answer("73,856")
    result = session.submit()
    assert result.correct == 4 and result.passed
    assert [o.answered for o in result.outcomes] == [True] * 4
    assert result.outcomes[0].answer.matches == ((0, 0), (1, 1), (2, 2))
    assert recorder.results == [result]


def test_practice_check_locks_every_type_and_grades_it() -> None:
    session, recorder = start(Mode.PRACTICE)
    session.match(0, 1)
    session.match(1, 1)
    session.match(2, 2)
    check = session.check()
    assert not check.correct and check.answer.matches == ((0, 1), (1, 1), (2, 2))
    assert recorder.reviews[-1] == {0: Grade.AGAIN}
    assert not session.match(0, 0)
    session.next()
    session.reorder([0, 1, 2, 3])
    assert session.check().correct
    assert not session.move_item(0, 1)
    session.next()
    session.type_answer("ncu")
    assert not session.check().correct
    assert not session.type_answer("nsys")


def test_resume_keeps_partial_answers_of_every_type() -> None:
    session, _ = start()
    session.match(1, 2)
    session.next()
    session.move_item(3, -1)
    session.next()
    session.type_answer("nsy")
    snapshot = session.snapshot()
    resumed = ExamSession(mixed_exam(), clock=FakeClock(), resume=snapshot)
    assert resumed.answer(0).matches == ((1, 2),)
    assert resumed.status(0) is QuestionStatus.INCOMPLETE
    assert resumed.answer(1).order == (1, 0, 2, 3)
    assert resumed.answer(2).text == "nsy"


@pytest.mark.parametrize(
    "answer",
    [
        AnswerState(matches=((5, 0),)),
        AnswerState(matches=((0, 9),)),
        AnswerState(order=(0, 1)),
        AnswerState(selected=frozenset({1})),
    ],
)
def test_a_snapshot_with_parts_the_question_lacks_is_refused(answer: AnswerState) -> None:
    blank = (AnswerState(),) * 4
    index = 1 if answer.order else 0
    answers = (*blank[:index], answer, *blank[index + 1 :])
    with pytest.raises(ValueError, match="does not have"):
        ExamSession(mixed_exam(), resume=SessionSnapshot(answers, 0, 0.0))


def test_choice_questions_refuse_typed_and_matching_answers() -> None:
    exam = make_exam([make_question("c")], make_spec(question_count=1))
    session = ExamSession(exam)
    assert not session.type_answer("x") and not session.match(0, 0)
    assert not session.move_item(0, 1)
