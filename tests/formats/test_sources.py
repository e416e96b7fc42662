"""Format detection: by extension, by content for `.txt` and the unknown, one message else."""

from __future__ import annotations

from pathlib import Path

import pytest
from formats_helpers import FIXTURES, read

from simulator.formats.problems import BankFileError
from simulator.formats.sources import FORMATS, detect_format

DATA = Path(__file__).resolve().parent.parent / "data"

AIKEN = "Which planet is red?\nA) Venus\nB) Mars\nANSWER: B\n"
PLAIN = (
    "My page\nQuestion 1: Which?\n- One (Correct answer)\n- Two\nCorrect answer: One\nBecause.\n"
)
GIFT = "::Q1::Which?{=One ~Two}\n\n::Q2::True?{T}\n"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("bank.yaml", "yaml"),
        ("bank.yml", "yaml"),
        ("moodle.gift", "gift"),
        ("export.xml", "moodle-xml"),
        ("sheet.csv", "csv"),
        ("exam.md", "markdown"),
        ("exam.markdown", "markdown"),
    ],
)
def test_the_extension_decides_where_it_is_unambiguous(name: str, expected: str) -> None:
    assert detect_format(Path(name), b"anything") == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (AIKEN, "aiken"),
        ("Question 1: Which planet is red?\nA) Venus\nB) Mars\nANSWER: B\n", "aiken"),
        (PLAIN, "plain-text"),
        (GIFT, "gift"),
    ],
)
def test_a_txt_file_is_told_by_its_content(tmp_path: Path, text: str, expected: str) -> None:
    source = tmp_path / "questions.txt"
    source.write_text(text, encoding="utf-8")
    assert detect_format(source, text.encode()) == expected
    assert read(source).format == expected


def test_the_bundled_plain_text_sample_is_still_plain_text() -> None:
    seed = DATA / "seed_000.txt"
    assert detect_format(seed, seed.read_bytes()) == "plain-text"


def test_no_extension_is_sniffed_too(tmp_path: Path) -> None:
    source = tmp_path / "QUESTIONS"
    source.write_bytes((FIXTURES / "moodle" / "quiz.xml").read_bytes())
    assert detect_format(source, source.read_bytes()) == "moodle-xml"


def test_a_file_in_no_format_gets_one_message_with_the_closest(tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("Shopping\nA) apples\nB) pears\nC) milk\n", encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        read(source)
    (problem,) = caught.value.problems
    assert problem.line == 1
    assert f"tried {', '.join(FORMATS)}" in problem.message
    assert "closest: aiken" in problem.message and "ANSWER: B" in problem.message


def test_format_can_be_forced(tmp_path: Path) -> None:
    source = tmp_path / "quiz.dat"
    source.write_text(AIKEN, encoding="utf-8")
    assert read(source, format="aiken").imported == 1
    with pytest.raises(BankFileError):
        read(source, format="gift")


@pytest.mark.parametrize(
    ("suffix", "text"),
    [
        (".gift", b"::Q::Ok?{T}\n\n::R::Caf\xe9 cr\xe8me?{=Oui ~Non}\n"),
        (
            ".txt",
            b"Ok?\nA. yes\nB. no\nANSWER: A\n\nCaf\xe9 cr\xe8me?\nA. Oui\nB. Non\nANSWER: A\n",
        ),
        (
            ".md",
            b"### Q1\nOk?\n\n- [x] yes\n- [ ] no\n\n### Q2\nCaf\xe9 cr\xe8me?\n\n- [x] Oui\n- [ ] Non\n",
        ),
    ],
)
def test_windows_1252_text_is_read_with_a_warning_at_its_first_line(
    tmp_path: Path, suffix: str, text: bytes
) -> None:
    """Notepad and old Moodle sites save Windows-1252: such GIFT, Aiken and Markdown files
    were refused whole ("not UTF-8 text"), as CSV files no longer were."""
    source = tmp_path / f"latin1{suffix}"
    source.write_bytes(text)
    converted = read(source)
    assert [q.prompt for q in converted.bank.questions][-1] == "Café crème?"
    first = converted.warnings[0]
    assert first.message == "the file is not UTF-8; it was read as Windows-1252"
    assert first.line == text[: text.index(b"\xe9")].count(b"\n") + 1


def test_yaml_stays_all_or_nothing() -> None:
    converted = read(DATA / "banks" / "mini.yaml")
    assert (converted.format, converted.found, converted.skipped) == ("yaml", 4, 0)


@pytest.mark.parametrize(
    ("name", "text", "closest", "why"),
    [
        (  # open questions, each followed by its answer: no choices
            "kerdesek.txt",
            "Mi a Git?\n\t verziókezelő\nMit jelent a repository?\n\t tároló\n",
            "closest: aiken",
            "2 lines ask something",
        ),
        (  # LaTeX and code braces are no GIFT answer blocks
            "domande.md",
            "## Hashing\n\n* What is a salt?\n\n  > $h(x+\\text{salt})=y_{salted}$\n\n"
            "* Why salt?\n\n  ```c\n  int f(int x) {\n  ```\n",
            "closest: markdown",
            "(Markdown practice exam)",
        ),
        (  # only links: still one line naming the family of its name
            "links.md",
            "- https://example.org/quiz\n- https://example.org/test\n",
            "closest: markdown",
            "no line reads as a question",
        ),
    ],
)
def test_not_a_question_file_names_the_closest_family(
    tmp_path: Path, name: str, text: str, closest: str, why: str
) -> None:
    source = tmp_path / name
    source.write_text(text, encoding="utf-8")
    with pytest.raises(BankFileError) as caught:
        read(source)
    (problem,) = caught.value.problems
    assert "\n" not in problem.message
    assert closest in problem.message and why in problem.message


@pytest.mark.parametrize(
    ("start", "kind"),
    [
        (b"PK\x03\x04\x14\x00\x06\x00", "a ZIP archive (an Excel workbook"),
        (b"%PDF-1.4\n", "a PDF document"),
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00", "an old Office file (.xls, .doc)"),
        (b"SQLite format 3\x00", "a database file"),
    ],
)
@pytest.mark.parametrize("name", ["questions.csv", "questions.txt", "questions.gift"])
def test_a_binary_file_is_named_for_what_it_is(
    tmp_path: Path, start: bytes, kind: str, name: str
) -> None:
    """An Excel workbook saved as `questions.csv` was read as text: the message listed
    its 'column names' as bytes (`'PK\\x03\\x04\\x14…'`)."""
    source = tmp_path / name
    source.write_bytes(start + bytes(range(256)) * 4)
    with pytest.raises(BankFileError) as caught:
        read(source)
    (problem,) = caught.value.problems
    assert problem.line == 1
    assert problem.message.startswith(f"this is {kind}")
    assert problem.message.endswith(
        "not a text file of questions; save the questions as text (a spreadsheet as CSV:"
        " File > Save As > CSV UTF-8)"
    )
