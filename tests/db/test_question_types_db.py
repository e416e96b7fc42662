"""Questions of every type in the database: stored, drawn, answered, resumed, scored."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from simulator.data import bank_sync
from simulator.data import banks as bank_store
from simulator.data.db import Database, open_database
from simulator.data.startup import StartupReader
from simulator.domain.blueprint import Mode
from simulator.domain.paper import QuestionStatus
from simulator.domain.question_types import Matching, Pair, QuestionType, Scoring
from simulator.formats.loader import load_bank
from simulator.services import attempts, history
from simulator.services import banks as bank_service

MIXED = Path(__file__).parent.parent / "data" / "banks" / "mixed-types.yaml"


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'types.db'}")
    bank_service.import_bank_file(database, MIXED)
    yield database
    database.close()


def start(db: Database) -> attempts.ActiveAttempt:
    spec = attempts.spec_for(db, "mixed-types", Mode.EXAM, seed=5)
    return attempts.start_attempt(db, spec)


def go_to_type(active: attempts.ActiveAttempt, kind: QuestionType) -> None:
    session = active.session
    index = next(i for i, q in enumerate(session.exam.questions) if q.question.type is kind)
    session.go_to(index)


def test_every_type_is_stored_and_read_back_unchanged(db: Database) -> None:
    with db.session() as s:
        stored = bank_store.load_bank(s, "mixed-types")
    assert stored is not None
    original = load_bank(MIXED)
    for before, after in zip(original.questions, stored.questions, strict=True):
        assert (after.id, after.type, after.payload) == (before.id, before.type, before.payload)
    report = bank_service.import_bank_file(db, MIXED)
    assert report.counts.unchanged == len(original.questions)  # nothing seen as edited


def test_choice_questions_keep_the_fingerprint_they_had_before_types() -> None:
    question = load_bank(MIXED).questions[4]
    old = [
        question.topic,
        question.prompt,
        [[c.text, c.correct, c.why] for c in question.choices],
        question.explanation.short,
        question.explanation.full,
        question.shuffle,
        question.difficulty,
        list(question.references),
        list(question.tags),
    ]
    encoded = json.dumps(old, ensure_ascii=False, separators=(",", ":")).encode()
    assert bank_sync.question_fingerprint(question) == hashlib.sha256(encoded).hexdigest()


def test_answers_of_every_type_are_stored_at_once_and_resume(db: Database) -> None:
    active = start(db)
    session = active.session
    go_to_type(active, QuestionType.MATCHING)
    session.match(0, 0)
    session.toggle_strike(3)
    go_to_type(active, QuestionType.ORDERING)
    session.move_item(0, 1)
    go_to_type(active, QuestionType.SHORT_ANSWER)
    session.type_answer("nsy")
    go_to_type(active, QuestionType.NUMERIC)
    session.type_answer("73 856")
    unfinished = attempts.find_unfinished(db, "mixed-types")
    assert unfinished is not None and unfinished.answered == 4
    reader = StartupReader.open(db.url)
    assert reader is not None
    quick = reader.unfinished_attempt("mixed-types")
    reader.close()
    assert quick is not None and quick.answered == 4

    resumed = attempts.resume_attempt(db, active.attempt_id).session
    assert resumed.answers == session.answers
    matching = next(
        i for i, q in enumerate(resumed.exam.questions) if q.question.type is QuestionType.MATCHING
    )
    assert resumed.status(matching) is QuestionStatus.INCOMPLETE
    assert [q.choice_order for q in resumed.exam.questions] == [
        q.choice_order for q in session.exam.questions
    ]


def test_a_finished_attempt_keeps_what_its_paper_showed_after_an_edit(
    db: Database, tmp_path: Path
) -> None:
    active = start(db)
    session = active.session
    go_to_type(active, QuestionType.MATCHING)
    item = session.current_question
    payload = item.question.payload
    assert isinstance(payload, Matching)
    for left, option in enumerate(payload.key):
        session.match(left, option)
    session.submit()
    edited = load_bank(MIXED)
    questions = list(edited.questions)
    questions[0] = replace(
        questions[0], payload=Matching((Pair("Nsight Systems", "Timeline"), Pair("ncu", "Kernel")))
    )
    changed = tmp_path / "edited.yaml"
    from simulator.formats.writer import dump_bank

    changed.write_text(dump_bank(replace(edited, questions=tuple(questions))))
    assert bank_service.import_bank_file(db, changed).counts.updated == 1

    review = history.attempt_review(db, active.attempt_id)
    shown = next(q for q in review.exam.questions if q.question_id == "tools-match")
    assert shown.question.payload == payload
    assert review.result.correct == 1  # scored against what the candidate saw
    with db.session() as s:
        current = bank_store.load_bank(s, "mixed-types")
    assert current is not None and current.questions[0].payload != payload


def test_partial_scoring_travels_from_the_bank_to_the_attempt(db: Database, tmp_path: Path) -> None:
    partial = tmp_path / "partial.yaml"
    partial.write_text(
        MIXED.read_text().replace(
            "  time_limit_minutes: 10\n", "  time_limit_minutes: 10\n  scoring: partial\n"
        )
    )
    bank_service.import_bank_file(db, partial)
    spec = attempts.spec_for(db, "mixed-types", Mode.EXAM, seed=5)
    assert spec.scoring is Scoring.PARTIAL
    active = attempts.start_attempt(db, spec)
    go_to_type(active, QuestionType.MATCHING)
    active.session.match(0, 0)  # one of three pairs
    result = active.session.submit()
    assert result.points == pytest.approx(1 / 3)
    review = history.attempt_review(db, active.attempt_id)
    assert review.exam.spec.scoring is Scoring.PARTIAL
    assert review.result.points == pytest.approx(1 / 3)


def test_a_result_file_of_every_type_and_partial_scoring_reads_back_whole(
    db: Database, tmp_path: Path
) -> None:
    from simulator.formats.result_file import parse_result
    from simulator.services import classroom

    partial = tmp_path / "partial.yaml"
    partial.write_text(
        MIXED.read_text().replace(
            "  time_limit_minutes: 10\n", "  time_limit_minutes: 10\n  scoring: partial\n"
        )
    )
    bank_service.import_bank_file(db, partial)
    active = attempts.start_attempt(db, attempts.spec_for(db, "mixed-types", Mode.EXAM, seed=5))
    go_to_type(active, QuestionType.MATCHING)
    active.session.match(0, 0)
    go_to_type(active, QuestionType.SHORT_ANSWER)
    active.session.type_answer("nsys")
    result = active.session.submit()
    document = classroom.result_document(db, active.attempt_id)
    typed = {q["type"]: q for q in document["questions"]}
    assert typed["short-answer"]["answer"] == "nsys"
    assert typed["short-answer"]["expected"] == "nsys or Nsight Systems"
    assert typed["matching"]["status"] == "incomplete"
    assert document["score"]["scoring"] == "partial"
    student = parse_result(document)  # not "damaged": its numbers agree
    assert student.points == pytest.approx(result.points, abs=1e-4)
    assert student.percent == pytest.approx(result.percent, abs=0.05)
    assert {a.kind for a in student.answers} == {
        "choice",
        "matching",
        "ordering",
        "short-answer",
        "numeric",
    }
    matching = next(a for a in student.answers if a.kind == "matching")
    assert matching.incomplete and not matching.correct
