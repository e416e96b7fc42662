"""Importing banks into a real SQLite database: idempotent, in place, all or nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import func, select

from simulator import paths
from simulator.data import bank_sync as repository
from simulator.data.db import Database, open_database
from simulator.data.orm import AnswerRow, AttemptRow, ChoiceRow, QuestionRow
from simulator.data.records import SyncCounts
from simulator.formats.exhibits import exhibit_references
from simulator.formats.loader import read_bank_file
from simulator.formats.problems import BankFileError
from simulator.services import banks as bank_service

MINI = Path(__file__).parent.parent / "data" / "banks" / "mini.yaml"


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'test.db'}")
    yield database
    database.close()


def edited(tmp_path: Path, *replacements: tuple[str, str], name: str = "mini.yaml") -> Path:
    text = MINI.read_text(encoding="utf-8")
    for old, new in replacements:
        assert old in text
        text = text.replace(old, new)
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def table_counts(db: Database) -> tuple[int, int, int]:
    with db.session() as s:
        return (
            s.scalar(select(func.count()).select_from(QuestionRow)) or 0,
            s.scalar(select(func.count()).select_from(ChoiceRow)) or 0,
            s.scalar(select(func.count()).select_from(AttemptRow)) or 0,
        )


def test_import_then_reimport_is_idempotent(db: Database) -> None:
    first = bank_service.import_bank_file(db, MINI)
    assert (first.counts.added, first.counts.updated, first.counts.retired) == (4, 0, 0)
    before = table_counts(db)
    second = bank_service.import_bank_file(db, MINI)
    assert not second.counts.changed and second.counts.unchanged == 4
    assert table_counts(db) == before
    (summary,) = bank_service.list_banks(db)
    assert summary.key == "mini" and summary.question_count == 4
    assert summary.multi_select_count == 1
    assert [(t.key, t.questions) for t in summary.topics] == [("profiling", 2), ("inference", 2)]


def test_loaded_bank_matches_the_file(db: Database) -> None:
    bank_service.import_bank_file(db, MINI)
    stored = bank_service.get_bank(db, "mini")
    original = read_bank_file(MINI).bank
    assert stored is not None
    assert [q.id for q in stored.questions] == [q.id for q in original.questions]
    for a, b in zip(stored.questions, original.questions, strict=True):
        assert [(c.text, c.correct, c.why) for c in a.choices] == [
            (c.text, c.correct, c.why) for c in b.choices
        ]
        assert (a.prompt, a.explanation, a.shuffle, a.tags) == (
            b.prompt,
            b.explanation,
            b.shuffle,
            b.tags,
        )
    assert stored.exam == original.exam


def _record_attempt(db: Database, question_key: str) -> int:
    """A finished attempt that answered one question, written as the engine would."""
    with db.session() as s:
        question = s.scalar(select(QuestionRow).where(QuestionRow.key == question_key))
        assert question is not None
        bank_id = question.bank_id
        attempt = AttemptRow(
            uuid="00000000-0000-4000-8000-00000000000a",
            bank_id=bank_id,
            mode="exam",
            status="submitted",
            seed=1,
            question_count=1,
            passing_score=0.7,
        )
        choice_ids = [c.id for c in question.choices]
        attempt.answers.append(
            AnswerRow(
                position=0,
                question_id=question.id,
                topic_id=question.topic_id,
                choice_order=choice_ids,
                selected=choice_ids[:1],
                correct=True,
            )
        )
        s.add(attempt)
        s.flush()
        return attempt.id


def test_removed_question_is_retired_and_history_kept(db: Database, tmp_path: Path) -> None:
    bank_service.import_bank_file(db, MINI)
    attempt_id = _record_attempt(db, "inf-002")
    without = edited(
        tmp_path,
        ("  - id: inf-002\n", "  - id: inf-002-gone\n"),  # renamed id = removed + added
    )
    report = bank_service.import_bank_file(db, without)
    assert (report.counts.added, report.counts.retired) == (1, 1)
    stored = bank_service.get_bank(db, "mini")
    assert stored is not None
    assert "inf-002" not in {q.id for q in stored.questions}
    with db.session() as s:
        retired = s.scalar(select(QuestionRow).where(QuestionRow.key == "inf-002"))
        assert retired is not None and retired.retired
        answer = s.scalar(select(AnswerRow).where(AnswerRow.attempt_id == attempt_id))
        assert answer is not None and answer.question_id == retired.id
        assert next(c.text for c in retired.choices) == "Triton Inference Server"
    # Putting it back restores the same row, so its history counts again.
    back = bank_service.import_bank_file(db, MINI)
    assert back.counts.updated == 1 and back.counts.retired == 1


def test_edited_question_updates_in_place_and_keeps_answer_choices(
    db: Database, tmp_path: Path
) -> None:
    bank_service.import_bank_file(db, MINI)
    _record_attempt(db, "inf-002")
    with db.session() as s:
        old_ids = {
            c.text: c.id
            for c in s.scalars(
                select(ChoiceRow).join(QuestionRow).where(QuestionRow.key == "inf-002")
            )
        }
    changed = edited(
        tmp_path,
        ("      - text: DIGITS\n", "      - text: TensorRT-LLM\n"),
        ("Which server batches requests dynamically?", "Which server batches requests?"),
    )
    report = bank_service.import_bank_file(db, changed)
    assert (report.counts.updated, report.counts.unchanged) == (1, 3)
    with db.session() as s:
        rows = {
            c.text: c
            for c in s.scalars(
                select(ChoiceRow).join(QuestionRow).where(QuestionRow.key == "inf-002")
            )
        }
        assert rows["Triton Inference Server"].id == old_ids["Triton Inference Server"]
        assert rows["DIGITS"].retired and not rows["TensorRT-LLM"].retired
    stored = bank_service.get_bank(db, "mini")
    assert stored is not None
    question = stored.question("inf-002")
    assert question.prompt == "Which server batches requests?"
    assert [c.text for c in question.choices] == [
        "Triton Inference Server",
        "DeepStream",
        "TensorRT-LLM",
    ]


def test_failed_import_changes_nothing(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bank_service.import_bank_file(db, MINI)
    before = table_counts(db)
    other = edited(tmp_path, ("id: mini", "id: other"), name="other.yaml")
    renamed = edited(tmp_path, ("Mini Bank", "Renamed"), ("  - id: inf-002\n", "  - id: x-1\n"))
    real_sync = repository.sync_bank
    calls = []

    def sync_then_fail(*args: object, **kwargs: object) -> SyncCounts:
        calls.append(1)
        result = real_sync(*args, **kwargs)  # type: ignore[arg-type]
        if len(calls) == 2:
            raise OSError("disk full")
        return result

    monkeypatch.setattr(repository, "sync_bank", sync_then_fail)
    loaded = [bank_service.read_bank_source(p)[0] for p in (renamed, other)]
    with pytest.raises(OSError, match="disk full"):
        bank_service.store_banks(db, loaded)
    assert table_counts(db) == before
    assert [b.title for b in bank_service.list_banks(db)] == ["Mini Bank"]


def test_invalid_file_is_refused_before_anything_is_stored(db: Database, tmp_path: Path) -> None:
    broken = edited(
        tmp_path, ("      short: Triton's dynamic batcher", "      shrt: Triton's dynamic batcher")
    )
    with pytest.raises(BankFileError) as caught:
        bank_service.import_bank_file(db, broken)
    assert "missing required key 'short'" in str(caught.value)
    assert bank_service.list_banks(db) == []


def test_bundled_banks_sync_only_when_their_file_changed(db: Database, tmp_path: Path) -> None:
    path = edited(tmp_path, ("Mini Bank", "Mini Bank"))
    assert len(bank_service.sync_bundled_banks(db, [path])) == 1
    assert bank_service.sync_bundled_banks(db, [path]) == []
    path.write_text(path.read_text().replace("Mini Bank", "Mini Bank 2"), encoding="utf-8")
    (report,) = bank_service.sync_bundled_banks(db, [path])
    assert report.title == "Mini Bank 2"


def test_broken_bundled_bank_is_skipped_not_fatal(db: Database, tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("schema: 1\n", encoding="utf-8")
    assert bank_service.sync_bundled_banks(db, [broken, MINI])[0].bank_id == "mini"


def test_new_questions_are_inserted_in_batches(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(repository, "INSERT_BATCH", 3)  # four questions: two batches
    bank_service.import_bank_file(db, MINI)
    stored = bank_service.get_bank(db, "mini")
    original = read_bank_file(MINI).bank
    assert stored is not None
    assert [(q.id, [c.text for c in q.choices]) for q in stored.questions] == [
        (q.id, [c.text for c in q.choices]) for q in original.questions
    ]


def test_a_bank_gains_questions_that_have_no_choices(db: Database, tmp_path: Path) -> None:
    """New questions with no choices at all (matching, ordering, typed) import on their own.

    The bundled bank's update adds only such questions to a library that already holds the
    rest: the new questions' batch has no choice rows, and an empty bulk insert must not
    insert a row of defaults (it failed on `choices.question_id`).
    """
    bank_service.import_bank_file(db, MINI)
    typed = (
        "  - id: inf-003\n"
        "    type: numeric\n"
        "    topic: inference\n"
        "    prompt: How many bytes does one FP16 value take?\n"
        "    answers: [2]\n"
        "    explanation: {short: Sixteen bits are two bytes.}\n"
        "  - id: prof-003\n"
        "    type: short-answer\n"
        "    topic: profiling\n"
        "    prompt: Which command records a system-wide timeline?\n"
        "    answers: [nsys, Nsight Systems]\n"
        "    explanation: {short: nsys is the command line of Nsight Systems.}\n"
    )
    grown = tmp_path / "mini.yaml"
    grown.write_text(MINI.read_text(encoding="utf-8") + typed, encoding="utf-8")
    before = table_counts(db)
    report = bank_service.import_bank_file(db, grown)
    assert (report.counts.added, report.counts.retired, report.counts.unchanged) == (2, 0, 4)
    assert table_counts(db) == (before[0] + 2, before[1], before[2])  # no choice row added
    stored = bank_service.get_bank(db, "mini")
    assert stored is not None
    assert [q.type.value for q in stored.questions][-2:] == ["numeric", "short-answer"]


def test_the_bundled_banks_exhibits_reach_the_library(db: Database) -> None:
    """A question of the bundled bank shows a picture stored with the bank, not read later."""
    (bundled,) = [p for p in paths.bundled_bank_paths() if p.stem == "nca-ai-deep-learning"]
    bank_service.sync_bundled_banks(db, [bundled])
    stored = bank_service.get_bank(db, "nca-ai-deep-learning")
    assert stored is not None
    (alt, name) = exhibit_references(stored.question("prof-041").prompt)[0]
    assert alt.startswith("Exhibit: ")
    data = bank_service.exhibit_data(db, "nca-ai-deep-learning", name)
    assert data == (bundled.parent / name).read_bytes()
