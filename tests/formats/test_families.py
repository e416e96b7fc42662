"""Families of layouts, not single files: answer markers in many languages, label styles,
answers in `<details>` with ticks and strikes, ExamTopics pages, Aiken's relatives, and
detection by scoring every family over the whole file."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import read, right, texts

from simulator.formats.detection import detect_text
from simulator.formats.grammar import answer_letters, answer_value, choice_label
from simulator.formats.problems import BankFileError

SPANISH_DETAILS = """# Cuestionario de Kubernetes

1. ¿Qué objeto mantiene un número fijo de pods?
   - A) ReplicaSet
   - B) ConfigMap
   - C) Secret

<details>
<summary>Ver respuesta</summary>

**Respuesta: A**

- ✅ A) ReplicaSet
- ~~B) ConfigMap~~
- ~~C) Secret~~

Explicación: un ReplicaSet repone los pods que fallan.
</details>

2. ¿Qué comando lista los pods?
   - A) kubectl get pods
   - B) kubectl list
   - C) kubectl pods

<details>
<summary>Ver respuesta</summary>

- ~~A) kubectl list~~
- ✅ kubectl get pods
</details>
"""

EXAMTOPICS = """## Question 1

A company needs storage for objects. Which services? (Choose two.)

**A:** Amazon S3

**B:** Amazon EBS

**C:** Amazon EFS

**D:** Amazon S3 Glacier

**Answer: AD**

---

## Question 2

Which service runs code without servers?

**A.** Amazon EC2
**B.** AWS Lambda
**C.** Amazon ECS

> ✅ **Correct answer(s):** B
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_answers_in_details_blocks_with_ticks_and_strikes(tmp_path: Path) -> None:
    converted = read(_write(tmp_path, "cuestionario.md", SPANISH_DETAILS))
    first, second = converted.bank.questions
    assert (texts(first), right(first)) == (["ReplicaSet", "ConfigMap", "Secret"], ["ReplicaSet"])
    assert first.explanation.short == "un ReplicaSet repone los pods que fallan."
    assert "ConfigMap" not in first.explanation.full  # the repeated choices are not explanation
    assert right(second) == ["kubectl get pods"]  # the tick names the choice by its text


def test_examtopics_pages(tmp_path: Path) -> None:
    converted = read(_write(tmp_path, "exam.md", EXAMTOPICS))
    first, second = converted.bank.questions
    assert texts(first) == ["Amazon S3", "Amazon EBS", "Amazon EFS", "Amazon S3 Glacier"]
    assert right(first) == ["Amazon S3", "Amazon S3 Glacier"]
    assert right(second) == ["AWS Lambda"]


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("ANSWER: B", "B"),
        ("Answer: B", "B"),
        ("**Respuesta: B**", "B"),
        ("Resposta correta: B", "B"),
        ("Réponse : B", "B"),
        ("Antwort: B", "B"),
        ("Risposta corretta: B", "B"),
        ("Odpowiedź: B", "B"),
        ("Ответ: B", "B"),
        ("Відповідь: B", "B"),
        ("Helyes válasz: B", "B"),
        ("答案：B", "B"),
        ("正解：B", "B"),
        ("✅ Answer(s): B", "B"),
        ("> **Correct answer is** B", "B"),
        ("Correct: B", "B"),
    ],
)
def test_answer_lines_in_many_languages_and_decorations(
    tmp_path: Path, key: str, expected: str
) -> None:
    text = f"1. Which planet is the largest?\nA. Mars\nB. Jupiter\nC. Venus\n{key}\n"
    (question,) = read(_write(tmp_path, "quiz.txt", text)).bank.questions
    assert right(question) == ["Jupiter"]
    assert answer_value(key) == expected


@pytest.mark.parametrize("label", ["A.", "A)", "(A)", "A:", "**A.**", "- A.", "A", "a)", "[A]"])
def test_label_styles(tmp_path: Path, label: str) -> None:
    lines = [label.replace("A", letter).replace("a", letter.lower()) for letter in "ABC"]
    choices = "\n".join(
        f"{mark} {text}" for mark, text in zip(lines, ["Mars", "Jupiter", "Venus"], strict=True)
    )
    text = (
        f"Which planet is the largest?\n{choices}\nAnswer: B\n\nWhich is red?\n"
        + choices
        + "\nAnswer: A\n"
    )
    first, second = read(_write(tmp_path, "quiz.txt", text)).bank.questions
    assert (texts(first), right(first), right(second)) == (
        ["Mars", "Jupiter", "Venus"],
        ["Jupiter"],
        ["Mars"],
    )


def test_several_letters_and_an_explanation_line(tmp_path: Path) -> None:
    text = "Which are prime?\nA 2\nB 4\nC 5\nCorrect: A, C\nExplanation: 4 is 2 x 2.\n"
    (question,) = read(_write(tmp_path, "primes.txt", text)).bank.questions
    assert right(question) == ["2", "5"]
    assert question.explanation.short == "4 is 2 x 2."


def test_letters_and_labels_are_read_strictly() -> None:
    assert answer_letters("A y C") == ["A", "C"]
    assert answer_letters("AD") == ["A", "D"]
    assert answer_letters("A resource block") is None
    assert answer_letters("CAB") is None  # a word, not three keys
    assert answer_letters("E", count=4) is None  # past the choices: a text, not a letter
    assert choice_label("Apple pie") is None and choice_label("Apple pie", bare=True) is None
    assert answer_value("Answer is in the docs") is None  # prose, not a key


def test_detection_scores_the_whole_file_not_its_first_line() -> None:
    aiken = "Q{uestion} with braces?\nA. one\nB. two\nANSWER: A\n\n" * 5
    found = detect_text("::Title:: looks like GIFT\n\n" + aiken)
    assert found is not None and found.format == "aiken"
    gift = "Which?{=a ~b}\n\n" * 5
    found = detect_text("A) looks like a choice\n\n" + gift)
    assert found is not None and found.format == "gift"


def test_a_file_that_is_no_question_file_says_so_in_one_line(tmp_path: Path) -> None:
    notes = _write(tmp_path, "notes.txt", "Shopping list\nA) apples\nB) pears\n\n" * 3)
    with pytest.raises(BankFileError) as caught:
        read(notes)
    (problem,) = caught.value.problems
    assert problem.line == 1 and "\n" not in problem.message
    assert "closest: aiken" in problem.message and "no answer line" in problem.message


def test_ticks_after_choices_and_signed_lines(tmp_path: Path) -> None:
    text = (
        "Which loads pandas under its usual name?\n a) import pandas\n b) import pandas as pd +++\n"
        "c) from pandas import *\n\n"
        "Which protocol was made for talking across languages?\n\n\t+-SOAP\n\t-REST\n\n"
        "Which is red?\n- Mars\n+ Jupiter <--\n"
    )
    first, second, third = read(_write(tmp_path, "preguntas.txt", text)).bank.questions
    assert texts(first)[2] == "from pandas import \\*"  # a trailing asterisk is no tick
    assert right(first) == ["import pandas as pd"]
    assert (texts(second), right(second)) == (["SOAP", "REST"], ["SOAP"])
    assert right(third) == ["Jupiter"]


def test_a_file_named_like_one_format_but_written_in_another(tmp_path: Path) -> None:
    source = _write(tmp_path, "questions.gift", "Which is red?\nA. Mars\nB. Venus\nAnswer: A\n")
    converted = read(source)
    assert converted.format == "aiken" and right(converted.bank.questions[0]) == ["Mars"]
    assert "no gift questions in this file; read as aiken" in converted.warnings[0].message


def test_the_answers_listed_again_with_ticks(tmp_path: Path) -> None:
    text = (
        "__Practice Question__\n\nWhat is the capital of France?\n\nA. London  \nB. Paris  \n"
        "C. Berlin\n\n__Suggested Answers__\n\n- A\n- B - Correct\n- C\n\n"
        "__Practice Question__\n\nWhich are primary colours?\n\nA. Red\nB. Green\nC. Blue\n\n"
        "__Suggested Answers__\n\n- A - Correct\n- B\n- C - Correct\n"
    )
    first, second = read(_write(tmp_path, "mcq.md", text)).bank.questions
    assert right(first) == ["Paris"] and right(second) == ["Red", "Blue"]


def test_unlabelled_choice_lines_named_by_the_key(tmp_path: Path) -> None:
    text = (
        "1) Which decree sets out vocational training?\n\n"
        "RD 1538/2006.  \nRD 1147/2011.  \nRD 1224/2009.  \n"
        '<span class="spoiler">CORRECTA: RD 1147/2011.</span>  \n'
        '<span class="spoiler">JUSTIFICACIÓN: it orders vocational training.</span>\n\n'
        "2) Which is not a trait of adult learning?:\n\n"
        "Learning by doing.\n\nGradual learning.\n\nTeaching by rote.\n\n"
        '<div class="spoiler">\n\n**CORRECTA:** Teaching by rote.\n\n</div>\n'
    )
    first, second = read(_write(tmp_path, "tests.md", text)).bank.questions
    assert first.prompt == "Which decree sets out vocational training?"
    assert (texts(first), right(first)) == (
        ["RD 1538/2006.", "RD 1147/2011.", "RD 1224/2009."],
        ["RD 1147/2011."],
    )
    assert right(second) == ["Teaching by rote."]


@pytest.mark.parametrize(
    ("name", "notes"),
    [
        (
            "appunti.md",
            "# Domanda 1: come scrivere l'operatore?\n\n```cpp\nvec3& operator+=(const vec3 &v)"
            " {\n    x = x + v.x;\n    return *this;\n}\n```\n\nAd esempio:\n\n``` cpp\nif (a) { b = 2; }\n```\n",
        ),
        (
            "pytania.txt",
            "Jak działa operacja signal?\nclass Worker extends Thread\n{\n value = value - 1;\n"
            "}\nJak utworzyć wątek?\nvoid run() { count = count + 1; }\n",
        ),
    ],
)
def test_notes_with_code_braces_are_no_gift_questions(
    tmp_path: Path, name: str, notes: str
) -> None:
    with pytest.raises(BankFileError) as caught:
        read(_write(tmp_path, name, notes))
    (problem,) = caught.value.problems
    assert "\n" not in problem.message and "closest:" in problem.message
    assert "closest: gift" not in problem.message
