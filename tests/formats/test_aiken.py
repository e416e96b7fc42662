"""Aiken import: Moodle's rules, its error cases skipped by line, plain text shown as written."""

from __future__ import annotations

import pytest
from formats_helpers import FIXTURES, assert_schema_one, by_prompt, read, right, texts, warnings_at

QUIZ = FIXTURES / "aiken" / "quiz.txt"


@pytest.fixture(scope="module")
def quiz():  # type: ignore[no-untyped-def]
    return read(QUIZ)


def test_detected_from_content_and_counted(quiz) -> None:  # type: ignore[no-untyped-def]
    assert quiz.format == "aiken"
    assert quiz.summary() == "imported 3 of 7 questions; 4 skipped"
    assert (quiz.found, quiz.imported) == (7, 3)
    assert_schema_one(quiz.bank)


def test_labels_with_dot_or_parenthesis_are_not_part_of_the_text(quiz) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(quiz.bank, "Which planet")
    assert texts(q) == ["Venus", "Mars", "Jupiter", "Saturn"]
    assert right(q) == ["Mars"]
    assert q.explanation.short == "The correct answer is: Mars"


def test_plain_text_is_shown_as_written(quiz) -> None:  # type: ignore[no-untyped-def]
    q = by_prompt(quiz.bank, "What does 2")
    assert q.prompt == "What does 2\\*3\\*4 equal?"  # Markdown would make these italics


def test_several_letters_make_a_multi_answer_question(quiz) -> None:  # type: ignore[no-untyped-def]
    assert right(by_prompt(quiz.bank, "Which of these are prime")) == ["2", "5"]


def test_moodles_error_cases_are_skipped_with_their_line(quiz) -> None:  # type: ignore[no-untyped-def]
    found = warnings_at(quiz)
    assert "before any question text" in found[20]
    assert "ends without an answer line such as 'ANSWER: B'" in found[22]
    assert "'ANSWER: E' names none of its choices A, B" in found[26]
    assert "it has 1 choice" in found[31]
