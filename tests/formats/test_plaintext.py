"""The plain-text format (docs/bank-format.md): seed file, answers, debris, errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from simulator.formats.classifier import TopicClassifier
from simulator.formats.plaintext import (
    PlainTextDocument,
    first_sentence,
    load_plain_text_bank,
    match_answer_line,
    parse_plain_text,
    plain_text_to_bank,
    slugify,
)
from simulator.formats.problems import BankFileError, Problem

DATA = Path(__file__).resolve().parent.parent / "data"
SEED = DATA / "seed_000.txt"

SEED_ANSWERS = [
    "Nsight Systems / Nsight Compute",
    "Automatic differentiation and JIT compilation via XLA for GPU/TPU acceleration",
    "All-reduce operations synchronize gradients after the backward pass",
    "Inference latency and throughput through layer fusion, precision calibration,"
    " and kernel auto-tuning",
    "TensorFlow 2.x",
    "Enabling automatic mixed precision (AMP) with FP16/FP32 for faster training with less memory",
    "The region of the input image that influences a particular neuron's output",
]
SEED_TOPICS = [
    "profiling",
    "frameworks",
    "distributed-training",
    "inference",
    "frameworks",
    "mixed-precision",
    "fundamentals",
]


def parse(text: str) -> PlainTextDocument:
    return parse_plain_text(text, "bank.txt")


def errors_of(text: str) -> list[Problem]:
    with pytest.raises(BankFileError) as info:
        parse(text)
    return info.value.problems


def line_of(text: str, needle: str, start: int = 0) -> int:
    """1-based number of the first line (from line `start` + 1) equal to `needle`."""
    return text.split("\n").index(needle, start) + 1


def question(number: int, *choices: str, answer: str | None = None, why: str = "Because.") -> str:
    lines = [f"Question {number}: Prompt {number}?", *(f"- {c}" for c in choices)]
    if answer is not None:
        lines.append(f"Correct answer: {answer}")
    lines.append(why)
    return "\n".join(lines) + "\n"


# --- the seed ----------------------------------------------------------------------


def test_seed_gives_seven_questions_with_the_right_answers() -> None:
    text = SEED.read_text(encoding="utf-8")
    document = parse_plain_text(text, str(SEED))

    assert document.title == "NCA AI & Deep Learning Frameworks 3 — Questions and Answers"
    assert [q.number for q in document.questions] == [1, 2, 3, 4, 5, 6, 7]
    assert [q.correct for q in document.questions] == [[a] for a in SEED_ANSWERS]
    assert all(len(q.choices) == 4 for q in document.questions)
    assert document.questions[3].choices[1] == SEED_ANSWERS[3]  # marker stripped, commas kept
    assert document.questions[0].prompt.startswith("Which NVIDIA tool is used to profile")
    assert document.questions[4].short_explanation.startswith("TensorFlow 2.x made eager")


def test_seed_trailing_debris_is_one_warning_at_its_line() -> None:
    text = SEED.read_text(encoding="utf-8")
    repeated_title = line_of(text, "NCA AI & Deep Learning Frameworks 3", 1)
    document = parse_plain_text(text, str(SEED))

    assert repeated_title == 51  # the line after question 7's explanation
    assert len(document.warnings) == 1
    warning = document.warnings[0]
    assert (warning.path, warning.line, warning.warning) == (str(SEED), repeated_title, True)
    assert f"line {repeated_title + 1}" in warning.message
    assert str(warning).startswith(f"{SEED}:{repeated_title}: warning: skipped page debris")


def test_seed_converts_to_a_bank() -> None:
    bank, warnings = load_plain_text_bank(SEED)

    assert bank.id == "seed-000"
    assert bank.title == "NCA AI & Deep Learning Frameworks 3 — Questions and Answers"
    assert [q.id for q in bank.questions] == [f"q-00{n}" for n in range(1, 8)]
    assert [q.topic for q in bank.questions] == SEED_TOPICS
    assert {t.id for t in bank.topics} == set(SEED_TOPICS)
    assert bank.topic("mixed-precision").title == "Mixed Precision & Training Optimization"
    for q, answer in zip(bank.questions, SEED_ANSWERS, strict=True):
        assert [c.id for c in q.choices] == [0, 1, 2, 3]
        assert [c.text for c in q.choices if c.correct] == [answer]
        assert q.shuffle and not q.is_multi_select
        assert q.explanation.short and q.explanation.full.startswith(q.explanation.short)
    assert len(warnings) == 1 and warnings[0].line == 51


# --- correct answers -----------------------------------------------------------------


@pytest.mark.parametrize("separator", ["; ", ", "])
def test_several_correct_answers_on_the_correct_answer_line(separator: str) -> None:
    text = "Title\n" + question(
        1, "Alpha", "Beta", "Gamma", "Delta", answer=f"Gamma{separator}Alpha"
    )
    (q,) = parse(text).questions
    assert q.correct == ["Alpha", "Gamma"]  # in choice order


def test_correct_answer_line_with_commas_inside_a_choice() -> None:
    choices = ("Speed, memory, and accuracy", "Speed", "Memory", "Accuracy")
    (q,) = parse(question(1, *choices, answer="Speed, memory, and accuracy")).questions
    assert q.correct == ["Speed, memory, and accuracy"]
    (q,) = parse(question(1, *choices, answer="Speed, Memory")).questions
    assert q.correct == ["Speed", "Memory"]


def test_several_answers_that_contain_commas() -> None:
    choices = ("Fusion, calibration", "Tuning, pruning", "Batching", "Caching")
    (q,) = parse(question(1, *choices, answer="Fusion, calibration, Tuning, pruning")).questions
    assert q.correct == ["Fusion, calibration", "Tuning, pruning"]


def test_answer_matching_ignores_case_spacing_and_a_final_full_stop() -> None:
    assert match_answer_line("  nsight   SYSTEMS. ", ["NVIDIA-SMI", "Nsight Systems"]) == {1}
    assert match_answer_line("a;b", ["A", "B", "C"]) == {0, 1}
    assert match_answer_line("A, X", ["A", "B"]) is None
    assert match_answer_line("", ["A", "B"]) is None


def test_markers_alone_or_line_alone_are_enough() -> None:
    only_markers = "Question 1: Pick two.\n- A (Correct answer)\n- B\n- C (correct answer)\nWhy.\n"
    (q,) = parse(only_markers).questions
    assert q.correct == ["A", "C"] and q.choices == ["A", "B", "C"]
    assert q.explanation == "Why."
    (q,) = parse(question(1, "A", "B", answer="b")).questions
    assert q.correct == ["B"]


def test_marker_disagreeing_with_the_correct_answer_line_is_an_error() -> None:
    text = question(1, "A (Correct answer)", "B", "C", answer="B")
    (problem,) = errors_of(text)
    assert problem.line == line_of(text, "Correct answer: B")
    assert "'B'" in problem.message and "'A'" in problem.message and "line 2" in problem.message


def test_markers_settle_an_answer_line_that_reads_two_ways() -> None:
    text = question(1, "A, B", "A (Correct answer)", "B (Correct answer)", answer="A, B")
    (q,) = parse(text).questions
    assert q.correct == ["A", "B"]
    (q,) = parse(question(1, "A, B", "A", "B", answer="A, B")).questions
    assert q.correct == ["A, B"]  # without markers the whole line wins


def test_correct_answer_line_naming_no_choice_is_an_error() -> None:
    text = question(1, "A", "B", answer="Z")
    (problem,) = errors_of(text)
    assert problem.line == 4 and "Correct answer: Z" in problem.message


def test_question_without_a_correct_answer_is_an_error() -> None:
    (problem,) = errors_of("T\n" + question(1, "A", "B"))
    assert problem.line == 2 and "no correct answer" in problem.message


# --- structure errors ----------------------------------------------------------------


def test_question_without_choices_is_an_error() -> None:
    text = "T\nQuestion 1: Nothing to choose?\nCorrect answer: A\nWhy.\n" + question(
        2, "A", "B", answer="A"
    )
    (problem,) = errors_of(text)
    assert problem.line == 2 and "no answer choices" in problem.message


def test_choice_count_and_duplicates_are_errors() -> None:
    one = question(1, "A (Correct answer)")
    too_many = question(1, *[f"C{n}" for n in range(27)], answer="C0")
    assert "has 1 choice;" in errors_of(one)[0].message
    assert "has 27 choices;" in errors_of(too_many)[0].message
    text = question(1, "Same", "Other", "  same ", answer="Other")
    (problem,) = errors_of(text)
    assert problem.line == 4 and "appears twice (first at line 2)" in problem.message


def test_file_without_questions_is_an_error() -> None:
    for text in ("", "\ufeff\n\n", "Just a title\nand some text\n"):
        (problem,) = errors_of(text)
        assert problem.line == 1 and "no questions" in problem.message


def test_every_error_of_a_file_is_reported_at_once() -> None:
    text = (
        "Title\n"
        + question(1, "A (Correct answer)", "B", answer="B")  # line 5: disagreement
        + "Question 2: No choices at all?\nCorrect answer: A\n"  # line 7
        + question(3, "X", "Y", answer="Z")  # line 12: names no choice
        + question(4, "P", "Q")  # line 14: no correct answer
        + question(5, "Dup", "dup", answer="Dup")  # line 20: duplicate choice
    )
    problems = errors_of(text)
    assert [p.line for p in problems] == [5, 7, 12, 14, 20]
    assert all(p.path == "bank.txt" and not p.warning for p in problems)
    assert str(problems[0]).startswith("bank.txt:5: question 1:")


def test_second_correct_answer_line_is_an_error() -> None:
    text = question(1, "A", "B", answer="A") + "Correct answer: B\n"
    (problem,) = errors_of(text)
    assert problem.line == 6 and "second 'Correct answer:' line" in problem.message


# --- debris and tolerance ------------------------------------------------------------


def test_question_after_a_repeated_title_at_the_end_is_debris() -> None:
    text = "My Bank\n" + question(1, "A", "B", answer="A") + "My Bank\nQuestion 2: Cut off here?\n"
    document = parse(text)
    assert len(document.questions) == 1
    (warning,) = document.warnings
    assert warning.line == 7 and warning.warning
    assert "question 2 with no answer choices (line 8)" in warning.message


def test_page_header_between_questions_is_skipped_silently() -> None:
    text = (
        "My Bank — Questions and Answers\n"
        + question(1, "A", "B", answer="A")
        + "My Bank\n"
        + question(2, "C", "D", answer="D")
    )
    document = parse(text)
    assert [q.correct for q in document.questions] == [["A"], ["D"]]
    assert document.questions[0].explanation == "Because."
    assert document.warnings == []


def test_choices_after_a_repeated_title_without_question_line_are_an_error() -> None:
    text = "T\n" + question(1, "A", "B", answer="A") + "T\nOrphan prompt?\n- X\n- Y\n"
    (problem,) = errors_of(text)
    assert problem.line == 8 and "without a 'Question N:' line (lines 8-10)" in problem.message


def test_last_question_without_choices_and_without_page_header_is_an_error() -> None:
    text = "T\n" + question(1, "A", "B", answer="A") + "Question 2: Where are my choices?\n"
    (problem,) = errors_of(text)
    assert problem.line == 7 and "question 2 has no answer choices" in problem.message


def test_crlf_bom_blank_lines_and_trailing_spaces_are_tolerated() -> None:
    clean = parse(SEED.read_text(encoding="utf-8"))
    messy_text = "\ufeff" + "\r\n\r\n".join(
        line + "  \t" for line in SEED.read_text(encoding="utf-8").split("\n")
    )
    messy = parse(messy_text)
    assert messy.title == clean.title
    assert [(q.prompt, q.choices, q.correct, q.explanation) for q in messy.questions] == [
        (q.prompt, q.choices, q.correct, q.explanation) for q in clean.questions
    ]
    assert len(messy.warnings) == 1 and messy.warnings[0].line == 2 * 51 - 1


def test_prompt_and_explanation_may_span_lines() -> None:
    text = (
        "Question 1: Which two\n"
        "libraries are meant? (Choose two)\n"
        "- cuDNN\n- cuBLAS\n- Nsight\n"
        "Correct answer: cuDNN; cuBLAS\n"
        "Both are CUDA-X libraries, i.e. GPU-accelerated. They ship with the toolkit.\n"
        "\n"
        "Second paragraph.\n"
    )
    (q,) = parse(text).questions
    assert q.prompt == "Which two\nlibraries are meant? (Choose two)"
    assert q.explanation.endswith("toolkit.\n\nSecond paragraph.")
    assert q.short_explanation == "Both are CUDA-X libraries, i.e. GPU-accelerated."


def test_text_before_the_first_question_is_a_warning() -> None:
    document = parse("Title\nSome intro\n" + question(1, "A", "B", answer="A"))
    assert document.title == "Title"
    assert [(w.line, w.warning) for w in document.warnings] == [(2, True)]


def test_missing_explanation_is_a_warning_and_the_answer_is_named() -> None:
    text = "Question 1: Q?\n- A\n- B\nCorrect answer: A\n"
    document = parse(text)
    assert document.title is None
    assert [w.line for w in document.warnings] == [1]
    bank = plain_text_to_bank(document, path="x.txt", topic="misc")
    assert bank.questions[0].explanation.short == "The correct answer is: A."
    assert bank.title == "x"


# --- sentences -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("One. Two.", "One."),
        (
            "Use tools, e.g. Nsight Systems, to profile. Then fix.",
            "Use tools, e.g. Nsight Systems, to profile.",
        ),
        ("Compare A vs. B here. Next.", "Compare A vs. B here."),
        ("TensorFlow 2.x made it default. Later more.", "TensorFlow 2.x made it default."),
        ("A value of 0.5 works. Really.", "A value of 0.5 works."),
        ("Call `amp.initialize(). Then` it. Done.", "Call `amp.initialize(). Then` it."),
        ("Is it? Yes.", "Is it?"),
        ("It scales (see U.S. Patent). Next.", "It scales (see U.S. Patent)."),
        ('He said "stop." Then left.', 'He said "stop."'),
        ("no full stop at all", "no full stop at all"),
        ("  spread\nover  lines. Next", "spread over lines."),
        ("", ""),
    ],
)
def test_first_sentence(text: str, first: str) -> None:
    assert first_sentence(text) == first


# --- to a bank -----------------------------------------------------------------------


def test_forced_topic_and_explicit_ids() -> None:
    document = parse("T\n" + question(1, "A", "B", answer="A") + question(2, "C", "D", answer="D"))
    bank = plain_text_to_bank(
        document, path="dir/My Exam_2.txt", bank_id=None, title=None, topic="cloud-basics"
    )
    assert bank.id == "my-exam-2" and bank.title == "T"
    assert [t.id for t in bank.topics] == ["cloud-basics"]
    assert bank.topics[0].title == "Cloud Basics"
    assert {q.topic for q in bank.questions} == {"cloud-basics"}
    known = plain_text_to_bank(document, path="x.txt", bank_id="b", title="Mine", topic="inference")
    assert (known.id, known.title, known.topics[0].title) == ("b", "Mine", "Inference & Deployment")


def test_invalid_ids_are_rejected() -> None:
    document = parse(question(1, "A", "B", answer="A"))
    with pytest.raises(ValueError, match="bank id 'Bad Id'"):
        plain_text_to_bank(document, path="x.txt", bank_id="Bad Id")
    with pytest.raises(ValueError, match="topic id 'Nope!'"):
        plain_text_to_bank(document, path="x.txt", topic="Nope!")


def test_custom_classifier_decides_topics() -> None:
    classifier = TopicClassifier.from_text(
        "topics:\n"
        "  - {id: cats, title: Cats, keywords: {cat: 1}}\n"
        "  - {id: dogs, title: Dogs, keywords: {dog: 1}}\n",
        "kw.yaml",
    )
    text = "Question 1: A dog?\n- Yes\n- No\nCorrect answer: Yes\nWhy.\n"
    bank = plain_text_to_bank(parse(text), path="pets.txt", classifier=classifier)
    assert bank.questions[0].topic == "dogs"
    assert [(t.id, t.title) for t in bank.topics] == [("dogs", "Dogs")]


def test_slugify() -> None:
    assert slugify("000_728363817c7bbf14") == "000-728363817c7bbf14"
    assert slugify("NCA  Exam (3)") == "nca-exam-3"
    assert slugify("???") == "bank"


def test_non_utf8_file_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "latin1.txt"
    path.write_bytes("Title\nQuestion 1: Café?\n".encode("latin-1"))
    with pytest.raises(BankFileError) as info:
        load_plain_text_bank(path)
    (problem,) = info.value.problems
    assert (problem.path, problem.line) == (str(path), 2) and "UTF-8" in problem.message


def test_missing_file_is_a_bank_file_error(tmp_path: Path) -> None:
    with pytest.raises(BankFileError, match="cannot read the file"):
        load_plain_text_bank(tmp_path / "missing.txt")
