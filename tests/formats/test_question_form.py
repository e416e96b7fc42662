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


def test_each_problem_lands_beside_its_field_and_names_it_as_the_form_does() -> None:
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
        "prompt": ["the question text must not be empty"],
        "choice.1.text": ["choice text 'same' appears twice"],
        "choice.2.text": ["choice 3 must not be empty"],
        "short": ["the short explanation must not be empty"],
        "difficulty": ["difficulty (1 easy .. 3 hard) must be from 1 to 3, not 4"],
        "tags": ["a tag must not be empty"],
        "id": ["the bank already has a question 'q-1' (ids are never reused)"],
    }


def test_choice_count_and_correct_tick_are_the_files_rules() -> None:
    one = QuestionForm(**{**GOOD.__dict__, "choices": (ChoiceForm("Only", True),)})
    assert check_question(one, {"t"}).problems == {
        "choices": ["the question has 1 choice; it needs 2 to 26"]
    }
    none_right = QuestionForm(**{**GOOD.__dict__, "choices": (ChoiceForm("A"), ChoiceForm("B"))})
    assert check_question(none_right, {"t"}).problems == {
        "choices": ["no choice is marked correct (tick the right one)"]
    }
    too_many = QuestionForm(
        **{**GOOD.__dict__, "choices": tuple(ChoiceForm(str(n), n == 0) for n in range(27))}
    )
    assert "choices" in check_question(too_many, {"t"}).problems


def test_the_answer_parts_of_other_types_are_named_as_the_form_labels_them() -> None:
    from simulator.formats.question_form import NumberForm, PairForm

    base = {**GOOD.__dict__, "choices": ()}
    pairs = QuestionForm(
        **{**base, "type": "matching", "pairs": (PairForm("a", "1"), PairForm("b", ""))}
    )
    assert check_question(pairs, {"t"}).problems == {
        "answer": ["what item 2 goes with must not be empty"]
    }
    tolerance = QuestionForm(**{**base, "type": "numeric", "numbers": (NumberForm("3", "-1"),)})
    assert check_question(tolerance, {"t"}).problems == {
        "answer": ["the tolerance of value 1 must be at least 0, not -1"]
    }


def test_every_question_type_round_trips_through_the_form() -> None:
    """Opening a question in the editor and saving it unchanged gives the same question."""
    from pathlib import Path

    from simulator.formats.loader import load_bank
    from simulator.services.workshop import form_of

    bank = load_bank(Path(__file__).resolve().parents[1] / "data" / "banks" / "mixed-types.yaml")
    topics = {t.id for t in bank.topics}
    assert {q.type.value for q in bank.questions} == {
        "choice",
        "matching",
        "ordering",
        "short-answer",
        "numeric",
    }
    for question in bank.questions:
        check = check_question(form_of(question), topics)
        assert check.ok and check.question == question, question.id


def test_typed_parts_are_checked_by_the_files_rules() -> None:
    from simulator.formats.question_form import NumberForm, PairForm

    base = {**GOOD.__dict__, "choices": ()}
    one_pair = QuestionForm(**{**base, "type": "matching", "pairs": (PairForm("a", "1"),)})
    assert check_question(one_pair, {"t"}).problems == {
        "answer": ["the question has 1 pair; it needs 2 to 12"]
    }
    words = QuestionForm(**{**base, "type": "numeric", "numbers": (NumberForm("two"),)})
    assert check_question(words, {"t"}).problems == {
        "answer": ["accepted value 1 must be a number, not text"]
    }
    comma = QuestionForm(**{**base, "type": "numeric", "numbers": (NumberForm("1,5", "0.1"),)})
    question = check_question(comma, {"t"}).question
    assert question is not None and question.payload.answers[0].value == 1.5
