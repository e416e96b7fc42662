"""Moodle XML questions of every type the app practises, read as Moodle exports them."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import FIXTURES, assert_schema_one, by_prompt, read, right, texts, warnings_at

from simulator.domain.question_types import (
    Matching,
    Numeric,
    NumericAnswer,
    Ordering,
    Pair,
    QuestionType,
    ShortAnswer,
)
from simulator.formats.drafts import ConvertedBank
from simulator.formats.problems import BankFileError

TYPES = FIXTURES / "moodle" / "types.xml"


@pytest.fixture(scope="module")
def types() -> ConvertedBank:
    return read(TYPES)


def test_every_type_is_read_and_the_rest_skipped_by_line(types: ConvertedBank) -> None:
    assert types.summary() == "imported 7 of 10 questions; 3 skipped"
    assert_schema_one(types.bank)
    found = warnings_at(types)
    assert "numerical answer that is not a number: 'many'" in found[33]
    assert "choice 1 is empty" in found[74]  # no labels to name the empty choices by
    assert "'Essay' is an essay question" in found[81]
    assert "description" in found[85]


def test_matching_with_an_extra_answer_and_an_idnumber_made_an_id(types: ConvertedBank) -> None:
    question = types.bank.question("ports-1")
    assert question.payload == Matching((Pair("22", "SSH"), Pair("25", "SMTP")), ("Telnet",))
    assert "question id 'PORTS-1' is not an id" in warnings_at(types)[8]
    assert types.bank.topics[0].title == "Networking/Security"


def test_short_answer_numerical_and_ordering(types: ConvertedBank) -> None:
    short = by_prompt(types.bank, "Which protocol resolves")
    assert short.payload == ShortAnswer(("DNS",), case_sensitive=True)
    assert "'NetBIOS' (50%) counts as wrong" in warnings_at(types)[18]
    number = by_prompt(types.bank, "When was")
    assert number.payload == Numeric((NumericAnswer(1983, 1),))
    order = by_prompt(types.bank, "Put the layers")
    assert order.payload == Ordering(("Physical", "Data link", "Network", "Transport"))


def test_select_missing_words_become_blanks(types: ConvertedBank) -> None:
    several = by_prompt(types.bank, "A _____ (1)")
    assert several.prompt == "A _____ (1) forwards frames, a _____ (2) forwards packets."
    assert several.payload == Matching(
        (Pair("Blank 1", "switch"), Pair("Blank 2", "router")), ("hub",)
    )
    one = by_prompt(types.bank, "DNS runs on port")
    assert one.type is QuestionType.CHOICE and one.prompt == "DNS runs on port _____."
    assert texts(one) == ["25", "53", "80"] and right(one) == ["53"]


def test_empty_choices_take_the_label_the_exam_prints(types: ConvertedBank) -> None:
    question = by_prompt(types.bank, "Which layer routes?")
    assert texts(question) == ["a", "b", "c"] and right(question) == ["b"]


@pytest.mark.parametrize(
    ("value", "tolerance", "expected"),
    [
        ("1e400", "0", None),  # no one can type infinity: it was stored as .inf
        ("inf", "0", None),
        ("2", "nan", None),
        ("3,5", "0,1", NumericAnswer(3.5, 0.1)),  # a decimal comma in both
    ],
)
def test_a_numerical_answer_must_be_a_finite_number(
    tmp_path: Path, value: str, tolerance: str, expected: NumericAnswer | None
) -> None:
    source = tmp_path / "numbers.xml"
    source.write_text(
        '<quiz><question type="numerical"><name><text>n</text></name>'
        "<questiontext><text>How many?</text></questiontext>"
        f'<answer fraction="100"><text>{value}</text><tolerance>{tolerance}</tolerance>'
        "</answer></question></quiz>",
        encoding="utf-8",
    )
    if expected is None:
        with pytest.raises(BankFileError) as caught:
            read(source)
        assert "'n' has a numerical answer that is not a number" in str(caught.value)
    else:
        assert read(source).bank.questions[0].payload == Numeric((expected,))
