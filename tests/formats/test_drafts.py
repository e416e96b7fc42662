"""Drafts -> bank: stable ids, explanations, topics, options, and the HTML converter."""

from __future__ import annotations

import pytest

from simulator.domain.model import Explanation
from simulator.formats.draft_rules import build_bank, derived_id, split_explanation
from simulator.formats.drafts import DraftBank, DraftChoice, DraftQuestion, ImportOptions
from simulator.formats.markup import html_to_markdown
from simulator.formats.problems import BankFileError


def question(
    prompt: str, line: int = 1, category: str | None = None, right: int = 0
) -> DraftQuestion:
    return DraftQuestion(
        line,
        prompt,
        [DraftChoice(f"{prompt} a", right == 0), DraftChoice(f"{prompt} b", right == 1)],
        category=category,
    )


def draft(*questions: DraftQuestion, path: str = "dir/My Exam_2.gift") -> DraftBank:
    bank = DraftBank(path, "gift")
    for q in questions:
        bank.add(q)
    return bank


def test_ids_come_from_the_prompt_and_survive_edits_elsewhere() -> None:
    first = build_bank(
        draft(question("Which tool?"), question("Which port?"), question("Which OS?"))
    )
    edited = build_bank(
        draft(question("Which tool?"), question("Which port is it?"), question("Which OS?"))
    )
    ids, again = [q.id for q in first.bank.questions], [q.id for q in edited.bank.questions]
    assert ids[0] == again[0] and ids[2] == again[2] and ids[1] != again[1]
    assert ids[0].startswith("which-tool-") and len(ids[0].rsplit("-", 1)[1]) == 8


def test_the_same_prompt_twice_gets_distinct_stable_ids() -> None:
    twice = draft(question("Same?", right=0), question("Same?", line=5, right=1))
    ids = [q.id for q in build_bank(twice).bank.questions]
    assert len(set(ids)) == 2
    assert ids == [q.id for q in build_bank(twice).bank.questions]  # deterministic


def test_source_ids_are_used_unless_repeated() -> None:
    one, two = question("One?"), question("Two?", line=9)
    one.source_id = two.source_id = "q-1"
    converted = build_bank(draft(one, two))
    assert [q.id for q in converted.bank.questions] == ["q-1", derived_id("Two?")]
    assert "question id 'q-1' appears twice" in str(converted.warnings[0])


def test_bank_id_and_title_from_the_file_name_or_its_folder() -> None:
    converted = build_bank(draft(question("Q?")))
    assert (converted.bank.id, converted.bank.title) == ("my-exam-2", "My Exam 2")
    readme = build_bank(draft(question("Q?"), path="/tmp/aws-saa-practice/README.md"))
    assert readme.bank.id == "aws-saa-practice"  # README says nothing; its folder does
    named = build_bank(draft(question("Q?")), ImportOptions(bank_id="mine", title="Mine"))
    assert (named.bank.id, named.bank.title) == ("mine", "Mine")


def test_topics_from_categories_otherwise_the_file_and_topic_overrides() -> None:
    mixed = draft(
        question("A?", category="Net/VPC"), question("B?"), question("C?", category="Net/VPC")
    )
    bank = build_bank(mixed).bank
    assert [(t.id, t.title) for t in bank.topics] == [
        ("net-vpc", "VPC"),
        ("my-exam-2", "My Exam 2"),
    ]
    forced = build_bank(mixed, ImportOptions(topic="inference")).bank
    assert [t.id for t in forced.topics] == ["inference"] and forced.topics[0].title
    assert {q.topic for q in forced.questions} == {"inference"}


def test_the_classifier_only_when_asked() -> None:
    gpu = draft(question("Which Nsight tool profiles CUDA kernels?"))
    assert build_bank(gpu).bank.topics[0].id == "my-exam-2"
    assert build_bank(gpu, ImportOptions(classify=True)).bank.topics[0].id == "profiling"


def test_bad_ids_from_the_command_line_are_refused() -> None:
    with pytest.raises(BankFileError, match="bank id 'Bad Id'"):
        build_bank(draft(question("Q?")), ImportOptions(bank_id="Bad Id"))


def test_strict_makes_any_problem_fatal() -> None:
    broken = draft(question("Good?"))
    broken.skip(7, "'Essay' is an essay question")
    assert build_bank(broken).skipped == 1
    with pytest.raises(BankFileError) as caught:
        build_bank(broken, ImportOptions(strict=True))
    (problem,) = caught.value.problems
    assert (problem.line, problem.warning) == (7, False)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Short one.", Explanation("Short one.")),
        ("One. Two.", Explanation("One. Two.")),
        (
            "Lead sentence.\n\nThe rest, at length.",
            Explanation("Lead sentence.", "The rest, at length."),
        ),
        ("One. Two. Three.", Explanation("One.", "One. Two. Three.")),
        (
            "- First item. More.\n- Second item.",
            Explanation("First item.", "- First item. More.\n- Second item."),
        ),
        ("", None),
    ],
)
def test_split_explanation(text: str, expected: Explanation | None) -> None:
    assert split_explanation(text) == expected


@pytest.mark.parametrize(
    ("html", "markdown"),
    [
        ("<p>A&nbsp;B</p><p>C<br>D</p>", "A B\n\nC\n\nD"),
        ('See <a href="https://x.org/a b">the docs</a>.', "See [the docs](https://x.org/a%20b)."),
        ("<b>bold </b>and <i>it</i>", "**bold** and *it*"),
        ("<ul><li>one</li><li>two</li></ul>", "- one\n\n- two"),
        ("<pre>a  b\n  c</pre>", "```\na  b\n  c\n```"),
        ("2*3 &lt;tag&gt; <script>alert(1)</script>", "2\\*3 <tag>"),
        ('<a href="#top">Back</a>', "Back"),
        ("a <!-- note --> b <!DOCTYPE html><?php x ?>c", "a b c"),
        ("if a < b and <d>c", "if a < b and c"),
        ("unclosed <!-- comment <b>", "unclosed <!-- comment <b>"),
        ("a <b <i>c</i>", "a <b *c*"),
    ],
)
def test_html_to_markdown(html: str, markdown: str) -> None:
    assert html_to_markdown(html) == markdown


def test_control_characters_are_dropped_and_long_names_kept_within_bounds() -> None:
    noisy = question("Which\x00 tool?\x1b[31m")
    noisy.source_id = "x" * 300
    converted = build_bank(draft(noisy, path="/tmp/" + "long-name-" * 20 + ".gift"))
    (q,) = converted.bank.questions
    assert q.prompt == "Which tool?[31m"
    assert q.id == derived_id("Which tool?[31m")  # a 300-character id cannot be stored
    assert len(converted.bank.id) <= 64 and converted.bank.id.startswith("long-name-long-name")
