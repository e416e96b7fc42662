"""docs/bank-format.md: each format's minimal example imports as the text says."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from formats_helpers import read, right

DOC = (Path(__file__).resolve().parents[2] / "docs" / "bank-format.md").read_text(encoding="utf-8")


def example(heading: str) -> str:
    section = DOC.split(f"\n### {heading}\n", 1)[1]
    match = re.search(r"^(`{3,})\w*\n(.*?)^\1$", section, re.MULTILINE | re.DOTALL)
    assert match, heading
    return match.group(2)


@pytest.mark.parametrize(
    ("heading", "name", "count", "first_right"),
    [
        ("GIFT (Moodle)", "example.gift", 3, ["Router"]),
        ("Moodle XML", "example.xml", 1, ["Virtual machines"]),
        ("Aiken", "example.txt", 1, ["Mars"]),
        ("CSV", "example.csv", 2, ["Amazon S3"]),
        ("Markdown practice exams", "example.md", 3, ["AWS Lambda", "Amazon DynamoDB"]),
    ],
)
def test_each_documented_example_imports(
    tmp_path: Path, heading: str, name: str, count: int, first_right: list[str]
) -> None:
    source = tmp_path / name
    source.write_text(example(heading), encoding="utf-8")
    converted = read(source)
    assert (converted.imported, converted.skipped) == (count, 0), converted.warnings
    assert right(converted.bank.questions[0]) == first_right
