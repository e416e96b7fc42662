"""Schema-1 validation: each rule reports its own message at the offending line."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from simulator.formats.loader import load_bank, load_bank_bytes, load_bank_text
from simulator.formats.problems import BankFileError

DATA = Path(__file__).parent.parent / "data" / "banks"

ALLOWED_TOP = ("schema", "id", "title", "topics", "questions", "description", "exam", "scenarios")

VALID = textwrap.dedent(
    """\
    schema: 1
    id: demo
    title: Demo
    exam:
      passing_score: 0.7
      blueprint:
        a: 0.5
        b: 0.5
    topics:
      - id: a
        title: Topic A
      - id: b
        title: Topic B
    questions:
      - id: q-1
        topic: a
        prompt: First?
        choices:
          - text: One
            correct: true
          - text: Two
        explanation:
          short: Because one.
      - id: q-2
        topic: b
        prompt: Second?
        choices:
          - text: Three
          - text: Four
            correct: true
        explanation:
          short: Because four.
    """
)


def problems_of(text: str) -> list[tuple[int, str]]:
    with pytest.raises(BankFileError) as caught:
        load_bank_text(text, "bank.yaml")
    return [(p.line, p.message) for p in caught.value.problems]


def assert_problem(text: str, line: int, fragment: str) -> None:
    found = problems_of(text)
    assert any(ln == line and fragment in msg for ln, msg in found), found


def test_valid_bank_loads_with_defaults() -> None:
    bank = load_bank_text(VALID, "bank.yaml")
    assert bank.id == "demo"
    assert [t.id for t in bank.topics] == ["a", "b"]
    first = bank.questions[0]
    assert first.correct_ids == {0}
    assert first.shuffle is True and first.difficulty is None
    assert bank.exam.passing_score == 0.7
    assert dict(bank.exam.blueprint) == {"a": 0.5, "b": 0.5}


def test_mini_bank_fixture_reads_every_optional_field() -> None:
    bank = load_bank(DATA / "mini.yaml")
    multi = bank.question("prof-002")
    assert multi.is_multi_select and multi.choose == 2
    assert multi.choices[0].text == "`nvidia-smi`"
    assert multi.tags == ("nvml",) and multi.difficulty == 1
    assert bank.question("inf-001").shuffle is False
    assert bank.question("inf-001").references == (
        "https://docs.nvidia.com/deeplearning/tensorrt/",
    )
    # A plain YAML `No` stays the word, not the boolean False.
    assert bank.question("prof-001").choices[2].text == "No"
    assert bank.question("prof-001").choices[0].why == "It records a system-wide timeline."


@pytest.mark.parametrize(
    ("old", "new", "line", "fragment"),
    [
        (
            "schema: 1",
            "schema: 2",
            1,
            "unsupported schema 2; this version of Exam Simulator reads schema 1",
        ),
        ("schema: 1", "schema: one", 1, "schema must be a whole number"),
        ("id: demo", "id: Demo Bank", 2, "bank id 'Demo Bank' may use only lowercase letters"),
        ("title: Demo", "titel: Demo", 3, "unknown key 'titel'; did you mean 'title'?"),
        (
            "    b: 0.5\n",
            "    b: 0.4\n",
            7,
            "blueprint weights add up to 0.90; they must sum to 1.0",
        ),
        ("    b: 0.5\n", "    b: 0.5\n    c: 0.0\n", 9, "blueprint names unknown topic 'c'"),
        (
            "  passing_score: 0.7",
            "  passing_score: 70",
            5,
            "passing_score is a fraction from 0 to 1",
        ),
        ("  - id: b\n", "  - id: a\n", 12, "duplicate topic id 'a' (first defined at line 10)"),
        (
            "  - id: q-2\n",
            "  - id: q-1\n",
            24,
            "duplicate question id 'q-1' (first defined at line 15)",
        ),
        ("    topic: b\n", "    topic: c\n", 25, "question 'q-2': unknown topic 'c'"),
        (
            "      - text: Four\n",
            "      - text: Three\n",
            29,
            "question 'q-2': choice text 'Three' appears twice",
        ),
        (
            "      - text: Two\n",
            "      - text: Two\n        corect: true\n",
            22,
            "question 'q-1': choice 2: unknown key 'corect'; did you mean 'correct'?",
        ),
        (
            "        correct: true\n      - text: Two",
            "        correct: false\n      - text: Two",
            19,
            "question 'q-1': no choice is marked correct",
        ),
        (
            "    prompt: First?\n",
            "    prompt: First?\n    hint: none\n",
            18,
            "question 'q-1': unknown key 'hint'",
        ),
        (
            "      short: Because one.\n",
            "      long: Because one.\n",
            23,
            "question 'q-1': explanation: missing required key 'short'",
        ),
        ("    prompt: First?", "    prompt: ''", 17, "question 'q-1': prompt must not be empty"),
        (
            "    prompt: First?",
            "    prompt: !!python/object/apply:os.system [echo]",
            17,
            "is not allowed",
        ),
    ],
)
def test_each_rule_names_its_line(old: str, new: str, line: int, fragment: str) -> None:
    assert old in VALID
    assert_problem(VALID.replace(old, new, 1), line, fragment)


def test_too_few_and_too_many_choices() -> None:
    one = VALID.replace("      - text: Two\n", "", 1)
    assert_problem(one, 19, "question 'q-1': has 1 choice; a question needs 2 to 26")
    many = "".join(f"      - text: Extra {n}\n" for n in range(25))
    too_many = VALID.replace("      - text: Two\n", "      - text: Two\n" + many, 1)
    assert_problem(too_many, 19, "question 'q-1': has 27 choices; a question needs 2 to 26")
    ten = "".join(f"      - text: Extra {n}\n" for n in range(8))
    bank = load_bank_text(VALID.replace("      - text: Two\n", "      - text: Two\n" + ten, 1), "b")
    assert len(bank.questions[0].choices) == 10


def test_all_problems_of_a_file_come_at_once() -> None:
    text = VALID.replace("schema: 1", "schema: 3").replace("    topic: b\n", "    topic: zz\n")
    text = text.replace("title: Topic A", "titel: Topic A")
    lines = [line for line, _ in problems_of(text)]
    assert lines == sorted(lines)
    assert {1, 11, 25} <= set(lines)


def test_empty_file() -> None:
    assert problems_of("") == [
        (1, "the file is empty; a bank needs schema, id, title, topics and questions")
    ]
    assert problems_of("# only a comment\n")[0][0] == 1


def test_top_level_must_be_a_mapping() -> None:
    assert problems_of("- one\n- two\n") == [
        (1, "the top level must be a mapping with schema, id, title, topics and questions")
    ]


def test_non_utf8_bytes_name_their_line() -> None:
    data = VALID.encode().replace(b"First?", b"First \xff?")
    with pytest.raises(BankFileError) as caught:
        load_bank_bytes(data, "bank.yaml")
    assert [(p.line, p.message) for p in caught.value.problems] == [
        (17, "the file is not UTF-8 text; save it with UTF-8 encoding")
    ]


def test_yaml_syntax_error_has_line() -> None:
    found = problems_of(VALID.replace("    prompt: First?", "    prompt: [unclosed"))
    assert found[0][1].startswith("YAML syntax error")
    assert found[0][0] >= 17


def test_python_tags_are_never_executed(tmp_path: Path) -> None:
    marker = tmp_path / "pwned"
    text = VALID.replace(
        "    prompt: First?", f"    prompt: !!python/object/apply:os.system ['touch {marker}']"
    )
    problems_of(text)
    assert not marker.exists()


def test_alias_bomb_is_never_expanded() -> None:
    """A billion-laughs document: 9**12 leaves if expanded; composed, it is a few nodes."""
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
    for n in range(1, 12):
        bomb += f"{chr(97 + n)}: &{chr(97 + n)} [" + ", ".join([f"*{chr(96 + n)}"] * 9) + "]\n"
    found = problems_of(bomb)
    assert found[0] == (1, f"bank: unknown key 'a' (allowed: {', '.join(ALLOWED_TOP)})")
    # Under a key that is read, the first reuse of a node is refused as an alias.
    nested = VALID.replace("title: Demo\n", "title: &t Demo\ndescription: *t\n")
    assert any("aliases (*name) are not allowed" in msg for _, msg in problems_of(nested))


def test_aliases_inside_a_bank_are_refused() -> None:
    text = VALID.replace(
        "    explanation:\n      short: Because one.",
        "    explanation: &e\n      short: Because one.",
        1,
    )
    text = text.replace("    explanation:\n      short: Because four.", "    explanation: *e")
    assert any("aliases" in msg for _, msg in problems_of(text))


def test_duplicate_keys_are_errors() -> None:
    assert_problem(
        VALID.replace("title: Demo\n", "title: Demo\ntitle: Again\n"),
        4,
        "key 'title' appears twice",
    )
