"""Question types in schema-1 files: read exactly as documented, each mistake at its line."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from hypothesis import given, settings
from typed_strategies import typed_banks

from simulator.domain.model import Bank
from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    QuestionType,
    Scoring,
    ShortAnswer,
)
from simulator.formats.loader import load_bank_text
from simulator.formats.problems import BankFileError
from simulator.formats.writer import dump_bank

HEAD = textwrap.dedent(
    """\
    schema: 1
    id: types
    title: Types
    topics:
      - id: tools
        title: Tools
    questions:
    """
)


def bank_with(question: str) -> str:
    body = textwrap.indent(textwrap.dedent(question), "  ")
    return HEAD + body + "    explanation:\n      short: Because.\n"


def problems_of(text: str) -> list[tuple[int, str]]:
    with pytest.raises(BankFileError) as caught:
        load_bank_text(text, "bank.yaml")
    return [(p.line, p.message) for p in caught.value.problems]


# The contract's own example (DESIGN.md section 3), as a bank author would paste it.
CONTRACT = HEAD + textwrap.indent(
    textwrap.dedent(
        """\
        - id: tools-match
          type: matching
          topic: tools
          prompt: Match each tool to what it shows.
          pairs:                          # 2..12; every left gets exactly one right
            - {left: Nsight Systems, right: A timeline of CPU, GPU and API activity}
            - {left: Nsight Compute, right: One kernel's metrics in depth}
          distractors: [Power draw per GPU]   # optional extra right-hand options
          explanation: {short: Systems for the timeline.}
        - id: amp-order
          type: ordering
          topic: tools
          prompt: Put the mixed-precision training steps in order.
          items: [Forward pass under autocast, Scale the loss, Backward pass, Unscale and step]
          explanation: {short: Scale first.}
        - id: profiler-cli
          type: short-answer
          topic: tools
          prompt: Which command-line tool records a system-wide timeline?
          answers: [nsys, Nsight Systems]    # any one matches; `*` is a wildcard; case-insensitive
          case_sensitive: false              # optional
          explanation: {short: nsys.}
        - id: conv-params
          type: numeric
          topic: tools
          prompt: How many trainable parameters has a 3x3 convolution from 64 to 128 channels with bias?
          answers: [{value: 73856, tolerance: 0}]
          explanation: {short: Weights plus biases.}
        - id: blank
          topic: tools
          prompt: The _____ profiler shows a timeline.
          choices:
            - {text: Nsight Systems, correct: true}
            - {text: Nsight Compute}
          explanation: {short: Systems.}
        """
    ),
    "  ",
)


def test_the_documented_example_of_every_type_loads() -> None:
    bank = load_bank_text(CONTRACT, "types.yaml")
    matching, ordering, short, numeric, blank = bank.questions
    assert matching.payload == Matching(
        (
            Pair("Nsight Systems", "A timeline of CPU, GPU and API activity"),
            Pair("Nsight Compute", "One kernel's metrics in depth"),
        ),
        ("Power draw per GPU",),
    )
    assert ordering.payload == Ordering(
        ("Forward pass under autocast", "Scale the loss", "Backward pass", "Unscale and step")
    )
    assert short.payload == ShortAnswer(("nsys", "Nsight Systems"))
    assert numeric.payload == Numeric((NumericAnswer(73856, 0),))
    assert blank.type is QuestionType.CHOICE and "_____" in blank.prompt
    assert [q.type.value for q in bank.questions] == [
        "matching",
        "ordering",
        "short-answer",
        "numeric",
        "choice",
    ]
    assert load_bank_text(dump_bank(bank), "again.yaml") == bank


def test_partial_scoring_is_a_bank_setting() -> None:
    text = (
        HEAD.replace("topics:", "exam:\n  scoring: partial\ntopics:")
        + textwrap.indent(
            "- id: n\n  type: numeric\n  topic: tools\n  prompt: N?\n  answers: [1]\n", "  "
        )
        + "    explanation:\n      short: One.\n"
    )
    bank = load_bank_text(text, "b.yaml")
    assert bank.exam.scoring is Scoring.PARTIAL
    assert bank.questions[0].payload == Numeric((NumericAnswer(1.0),))
    assert "scoring: partial" in dump_bank(bank)
    wrong = text.replace("scoring: partial", "scoring: partly")
    assert problems_of(wrong) == [
        (5, "exam: scoring is one of all-or-nothing, partial, not 'partly'")
    ]


@pytest.mark.parametrize(
    ("question", "line", "message"),
    [
        (
            """\
            - id: m
              type: matching
              topic: tools
              prompt: Match.
              pairs:
                - {left: A, right: 1}
                - {left: " a ", right: 2}
            """,
            14,
            "question 'm': the left item 'a' appears twice (first at line 13);"
            " each left item is matched once",
        ),
        (
            """\
            - id: m
              type: matching
              topic: tools
              prompt: Match.
              pairs:
                - {left: A, right: 1}
            """,
            13,
            "question 'm': has 1 pair; a question needs 2 to 12",
        ),
        (
            """\
            - id: m
              type: matching
              topic: tools
              prompt: Match.
              pairs:
                - {left: A, right: 1}
                - {left: B, rigth: 2}
            """,
            14,
            "question 'm': pair 2: unknown key 'rigth'; did you mean 'right'?",
        ),
        (
            """\
            - id: m
              type: matching
              topic: tools
              prompt: Match.
              pairs: [{left: A, right: 1}, {left: B, right: 2}]
              distractors: [3, 1]
            """,
            13,
            "question 'm': the distractor '1' is also a right answer;"
            " a distractor is an option no left item takes",
        ),
        (
            """\
            - id: o
              type: ordering
              topic: tools
              prompt: Order.
              items: [Only one]
            """,
            12,
            "question 'o': has 1 item; a question needs 2 to 20",
        ),
        (
            """\
            - id: o
              type: ordering
              topic: tools
              prompt: Order.
              items:
                - First
                - first
            """,
            14,
            "question 'o': the item 'first' appears twice (first at line 13);"
            " items to order must differ",
        ),
        (
            """\
            - id: n
              type: numeric
              topic: tools
              prompt: How many?
              answers: [{value: many, tolerance: 0}]
            """,
            12,
            "question 'n': answer 1 value must be a number, not text",
        ),
        (
            """\
            - id: n
              type: numeric
              topic: tools
              prompt: How many?
              answers: [{value: 3, tolerance: -1}]
            """,
            12,
            "question 'n': answer 1 tolerance must be at least 0, not -1",
        ),
        (
            """\
            - id: s
              type: short-answer
              topic: tools
              prompt: Which?
              answers: []
            """,
            12,
            "question 's': a short-answer question needs an accepted answer",
        ),
        (
            """\
            - id: s
              type: short-answer
              topic: tools
              prompt: Which?
            """,
            8,
            "question 's': missing required key 'answers'",
        ),
        (
            """\
            - id: s
              type: short_answer
              topic: tools
              prompt: Which?
              answers: [nsys]
            """,
            9,
            "question 's': type is one of choice, matching, ordering, short-answer, numeric,"
            " not 'short_answer'; did you mean 'short-answer'?",
        ),
        (
            """\
            - id: c
              topic: tools
              prompt: Which?
              answers: [nsys]
            """,
            11,
            "question 'c': 'answers' belongs to short-answer and numeric questions, not to a"
            " choice question (set 'type:' or remove the key)",
        ),
        (
            """\
            - id: s
              type: short-answer
              topic: tools
              prompt: Which?
              answers: [nsys]
              choices: [{text: A, correct: true}, {text: B}]
            """,
            13,
            "question 's': 'choices' belongs to choice questions, not to a short-answer"
            " question (set 'type:' or remove the key)",
        ),
    ],
)
def test_each_mistake_is_reported_at_its_line(question: str, line: int, message: str) -> None:
    assert (line, message) in problems_of(bank_with(question))


@settings(max_examples=80, deadline=None)
@given(bank=typed_banks())
def test_any_bank_of_any_type_round_trips_through_yaml(bank: Bank) -> None:
    fast, slow = dump_bank(bank), dump_bank(bank, fast=False)
    assert fast == slow
    assert load_bank_text(fast, "typed.yaml") == bank


def test_the_example_in_the_format_docs_loads() -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "bank-format.md").read_text()
    section = doc.split("\n## Question types\n", 1)[1]
    example = section.split("```yaml\n", 1)[1].split("```", 1)[0]
    topics = "".join(f"  - id: {t}\n    title: {t.title()}\n" for t in ("profiling", "training"))
    head = HEAD.replace(
        "  - id: tools\n    title: Tools\n", topics + "  - id: frameworks\n    title: F\n"
    )
    bank = load_bank_text(head + example, "doc.yaml")
    assert [q.type.value for q in bank.questions] == [
        "matching",
        "ordering",
        "short-answer",
        "numeric",
    ]


def test_numbers_in_scientific_notation_are_numbers() -> None:
    """PyYAML reads `1e-9` and `6.02e23` as text (YAML 1.1 wants `1.0e-9`, `6.02e+23`):
    the bank was refused with "tolerance must be a number, not text"."""
    bank = load_bank_text(
        bank_with(
            """\
            - id: n
              type: numeric
              topic: tools
              prompt: How many particles?
              answers: [{value: 6.02e23, tolerance: 1e21}, {value: -2E-9, tolerance: 0}]
            """
        ),
        "bank.yaml",
    )
    assert bank.questions[0].payload == Numeric(
        (NumericAnswer(6.02e23, 1e21), NumericAnswer(-2e-9, 0))
    )
    assert problems_of(
        bank_with(
            """\
            - id: n
              type: numeric
              topic: tools
              prompt: How many?
              answers: [{value: '1e3', tolerance: 0}]
            """
        )
    ) == [(12, "question 'n': answer 1 value must be a number, not text")]
