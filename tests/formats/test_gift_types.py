"""GIFT questions of every type the app practises, read as Moodle reads them."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import FIXTURES, assert_schema_one, by_prompt, read, right, warnings_at

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

TYPES = FIXTURES / "gift" / "types.gift"


@pytest.fixture(scope="module")
def types() -> ConvertedBank:
    return read(TYPES)


def test_every_type_is_read_and_the_unusable_skipped(types: ConvertedBank) -> None:
    assert types.summary() == "imported 9 of 12 questions; 3 skipped"
    assert_schema_one(types.bank)
    found = warnings_at(types)
    assert "numerical answer that is not a number: 'ten'" in found[32]
    assert "the left item 'mail' appears twice" in found[45]
    assert "'Essay' is an essay question" in found[53]


def test_matching_pairs_formats_and_an_extra_answer(types: ConvertedBank) -> None:
    question = types.bank.question("ports-match")
    assert question.prompt == "Match each **port** to its protocol."
    assert question.payload == Matching(
        (Pair("22", "SSH"), Pair("`25`", "SMTP"), Pair("443", "HTTPS")), ("Telnet",)
    )
    assert question.explanation.short == "Well-known ports are assigned by IANA."


def test_a_slash_in_a_category_name_stays_a_slash(types: ConvertedBank) -> None:
    first = types.bank.topics[0]
    assert first.title == "Networking/Security"


def test_short_answers_keep_wildcards_and_drop_partial_credit(types: ConvertedBank) -> None:
    question = types.bank.question("resolve-names")
    assert question.payload == ShortAnswer(("DNS", "Domain Name *"))
    assert "'NetBIOS' (50%) counts as wrong" in warnings_at(types)[15]
    assert types.bank.topics[1].title == "Protocols"  # $CATEGORY right after a closing brace
    assert question.topic == types.bank.topics[1].id


def test_numerical_forms(types: ConvertedBank) -> None:
    assert by_prompt(types.bank, "When was").payload == Numeric((NumericAnswer(1983, 1),))
    assert by_prompt(types.bank, "How many bits").payload == Numeric((NumericAnswer(32, 2),))
    several = by_prompt(types.bank, "Name a private")
    assert several.payload == Numeric((NumericAnswer(10, 0), NumericAnswer(172, 0)))


def test_missing_words_leave_a_blank_in_the_prompt(types: ConvertedBank) -> None:
    choice = by_prompt(types.bank, "The _____ layer")
    assert choice.prompt == "The _____ layer is the transport layer."
    assert choice.type is QuestionType.CHOICE and right(choice) == ["fourth"]
    short = by_prompt(types.bank, "A _____ forwards")
    assert short.payload == ShortAnswer(("router", "gateway"))


def test_ordering_as_moodles_ordering_plugin_writes_it(types: ConvertedBank) -> None:
    question = by_prompt(types.bank, "Put the layers")
    assert question.payload == Ordering(("Physical", "Data link", "Network", "Transport"))
    assert question.explanation.short.startswith("The correct order is: Physical → Data link")


def test_an_id_that_is_not_an_id_is_never_taken(types: ConvertedBank) -> None:
    question = by_prompt(types.bank, "Which layer routes")
    assert question.id == "etc-passwd"
    assert warnings_at(types)[51] == (
        "question id '../../etc/passwd' is not an id (lowercase letters, digits"
        " and '-'); it gets 'etc-passwd' instead"
    )


def test_category_right_after_a_closing_brace_starts_a_new_category(tmp_path: Path) -> None:
    source = tmp_path / "tight.gift"
    questions = "\n\n".join(f"::Q{n}::Question {n}?{{=yes ~no}}" for n in range(3))
    source.write_text(
        f"$CATEGORY: One\n\n::A::First?{{=a ~b}}\n$CATEGORY: Two\n{questions}\n",
        encoding="utf-8",
    )
    converted = read(source)
    assert (converted.imported, converted.skipped) == (4, 0), converted.warnings
    assert [t.title for t in converted.bank.topics] == ["One", "Two"]
    assert [q.prompt for q in converted.bank.questions][1:] == [f"Question {n}?" for n in range(3)]


def test_up_to_26_choices(tmp_path: Path) -> None:
    source = tmp_path / "many.gift"
    many = " ".join(["=right"] + [f"~wrong {n}" for n in range(25)])
    too_many = " ".join(["=right"] + [f"~wrong {n}" for n in range(26)])
    source.write_text(f"Many?{{{many}}}\n\nToo many?{{{too_many}}}\n", encoding="utf-8")
    converted = read(source)
    assert [len(q.choices) for q in converted.bank.questions] == [26]
    assert "it has 27 choices; a question needs 2 to 26" in warnings_at(converted)[3]


def test_the_types_example_in_the_format_docs_imports(tmp_path: Path) -> None:
    doc = (Path(__file__).resolve().parents[2] / "docs" / "bank-format.md").read_text()
    section = doc.split("\n### GIFT (Moodle)\n", 1)[1].split("\n### ", 1)[0]
    example = section.split("```\n")[3]  # the second code block
    source = tmp_path / "types.gift"
    source.write_text(example, encoding="utf-8")
    converted = read(source)
    assert [q.type.value for q in converted.bank.questions] == [
        "matching",
        "short-answer",
        "numeric",
        "numeric",
        "ordering",
        "choice",
    ]
    assert converted.skipped == 0


def test_a_decimal_range_keeps_the_numbers_its_author_wrote(tmp_path: Path) -> None:
    """Moodle's own GIFT example `{#3.141..3.142}` came out as 3.1414999999999997 ± 0.00049999999999994
    (binary floating point), and the explanation showed those digits."""
    source = tmp_path / "pi.gift"
    source.write_text("What is pi to 3 decimal places? {#3.141..3.142}\n", encoding="utf-8")
    question = read(source).bank.questions[0]
    assert question.payload == Numeric((NumericAnswer(3.1415, 0.0005),))
    assert question.explanation.short == "The correct answer is: 3.1415 ± 0.0005"


def test_a_short_answers_format_tag_is_not_part_of_the_answer(tmp_path: Path) -> None:
    """`=[markdown]nsys` was accepted only as the text "[markdown]nsys"."""
    source = tmp_path / "short.gift"
    source.write_text(
        "Which tool? {\n  =[markdown]nsys\n  =[plain]Nsight Systems\n}\n", encoding="utf-8"
    )
    question = read(source).bank.questions[0]
    assert question.payload == ShortAnswer(("nsys", "Nsight Systems"))
