"""Shared helpers for the import-format tests: read a fixture, look questions up."""

from __future__ import annotations

from pathlib import Path

from simulator.domain.model import Bank, Question
from simulator.formats.drafts import ConvertedBank, ImportOptions
from simulator.formats.loader import load_bank_text
from simulator.formats.sources import read_question_file
from simulator.formats.writer import dump_bank

FIXTURES = Path(__file__).resolve().parent.parent / "data" / "formats"


def read(path: Path, **options: object) -> ConvertedBank:
    return read_question_file(path, ImportOptions(**options)).converted  # type: ignore[arg-type]


def by_prompt(bank: Bank, start: str) -> Question:
    matches = [q for q in bank.questions if q.prompt.startswith(start)]
    assert len(matches) == 1, [q.prompt[:50] for q in bank.questions]
    return matches[0]


def right(question: Question) -> list[str]:
    return [c.text for c in question.choices if c.correct]


def texts(question: Question) -> list[str]:
    return [c.text for c in question.choices]


def warnings_at(converted: ConvertedBank) -> dict[int, str]:
    return {w.line: w.message for w in converted.warnings}


def assert_schema_one(bank: Bank) -> None:
    """A converted bank is a valid schema-1 bank: writing and loading it gives it back."""
    loaded = load_bank_text(dump_bank(bank), "converted.yaml")
    assert loaded.questions == bank.questions
    assert loaded.topics == bank.topics
    assert (loaded.id, loaded.title) == (bank.id, bank.title)
