"""The question editor's form is checked by the bank loader's own rules, field by field."""

from __future__ import annotations

from simulator.formats.question_form import ChoiceForm, QuestionForm, check_question

GOOD = QuestionForm(
    id="q-1",
    topic="t",
    prompt="Which one?",
    choices=(ChoiceForm("Right", True, "Because."), ChoiceForm("Wrong")),
    short="Right is right.",
)


def test_a_good_form_makes_the_question_the_loader_would() -> None:
    check = check_question(GOOD, {"t"})
    assert check.ok and check.question is not None
    assert [(c.text, c.correct, c.why) for c in check.question.choices] == [
        ("Right", True, "Because."),
        ("Wrong", False, ""),
    ]


def test_each_problem_lands_beside_its_field() -> None:
    form = QuestionForm(
        id="q-1",
        topic="nope",
        prompt=" ",
        choices=(ChoiceForm("Same"), ChoiceForm(" same "), ChoiceForm("")),
        short="",
        difficulty=4,
        tags=("ok", ""),
    )
    problems = check_question(form, {"t"}, taken_ids={"q-1"}).problems
    assert problems == {
        "topic": ["unknown topic 'nope' (topics of this bank: t)"],
        "prompt": ["prompt must not be empty"],
        "choice.1.text": ["choice text 'same' appears twice"],
        "choice.2.text": ["choice 3 text must not be empty"],
        "short": ["explanation short must not be empty"],
        "difficulty": ["difficulty (1 easy .. 3 hard) must be from 1 to 3, not 4"],
        "tags": ["tags item must not be empty"],
        "id": ["the bank already has a question 'q-1' (ids are never reused)"],
    }


def test_choice_count_and_correct_tick_are_the_files_rules() -> None:
    one = QuestionForm(**{**GOOD.__dict__, "choices": (ChoiceForm("Only", True),)})
    assert check_question(one, {"t"}).problems == {
        "choices": ["has 1 choice; a question needs 2 to 26"]
    }
    none_right = QuestionForm(**{**GOOD.__dict__, "choices": (ChoiceForm("A"), ChoiceForm("B"))})
    assert check_question(none_right, {"t"}).problems == {
        "choices": ["no choice is marked correct (tick the right one)"]
    }
    too_many = QuestionForm(
        **{**GOOD.__dict__, "choices": tuple(ChoiceForm(str(n), n == 0) for n in range(27))}
    )
    assert "choices" in check_question(too_many, {"t"}).problems
