"""A question's case study changed in the workshop: checked, versioned, listed, exported."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.services import attempts, history, workshop
from simulator.services import banks as bank_service

CASES = Path(__file__).parent.parent / "data" / "banks" / "case-studies.yaml"


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'cases.db'}")
    bank_service.import_bank_file(database, CASES)
    yield database
    database.close()


def set_case(db: Database, question_id: str, scenario: str) -> workshop.StoredQuestion:
    stored = workshop.open_question(db, "case-studies", question_id)
    form = replace(workshop.form_of(stored.question), scenario=scenario)
    return workshop.save_question(
        db,
        "case-studies",
        form,
        choice_rows=[c.id for c in stored.question.choices],
        expected_version=stored.version,
    )


def test_a_new_case_study_is_stored_and_the_one_shown_before_stays_in_history(
    db: Database,
) -> None:
    assert workshop.form_of(workshop.open_question(db, "case-studies", "cv-1").question).scenario
    spec = attempts.spec_for(db, "case-studies", Mode.EXAM, seed=3, question_count=6)
    past = attempts.start_attempt(db, spec)
    past.session.submit()

    saved = set_case(db, "cv-1", "chatbot")
    assert saved.question.scenario is not None
    assert saved.question.scenario.title == "A bank deploys a chatbot"
    assert saved.version > 1
    listing = {q.id: q for q in workshop.list_questions(db, "case-studies")}
    assert listing["cv-1"].scenario == "chatbot" and listing["alone-1"].scenario == ""

    review = history.attempt_review(db, past.attempt_id)
    shown = [q for q in review.exam.questions if q.question_id == "cv-1"]
    assert shown
    for question in shown:  # the past attempt keeps the scenario its candidate read
        assert question.question.scenario is not None
        assert question.question.scenario.id == "vision-startup"

    alone = set_case(db, "cv-1", "")
    assert alone.question.scenario is None
    joined = set_case(db, "alone-1", "vision-startup")
    assert joined.question.scenario is not None and joined.question.scenario.id == "vision-startup"


def test_an_unknown_case_study_is_refused_beside_its_field(db: Database) -> None:
    stored = workshop.open_question(db, "case-studies", "cv-1")
    form = replace(workshop.form_of(stored.question), scenario="no-such-case")
    context = workshop.bank_context(db, "case-studies", "cv-1")
    assert [s.id for s in context.scenarios] == ["vision-startup", "chatbot"]
    check = context.check(form, new=False)
    assert not check.ok
    assert check.problems["scenario"] == [
        "the case study 'no-such-case' is not in this bank"
        " (scenarios of this bank: chatbot, vision-startup)"
    ]
    with pytest.raises(workshop.FormInvalidError):
        set_case(db, "cv-1", "no-such-case")
    assert workshop.open_question(db, "case-studies", "cv-1").version == stored.version


def test_an_edited_case_study_round_trips_through_export_and_import(
    db: Database, tmp_path: Path
) -> None:
    set_case(db, "cv-2", "chatbot")
    set_case(db, "bot-1", "")
    set_case(db, "alone-1", "vision-startup")
    path = tmp_path / "exported.yaml"
    bank_service.export_stored_bank(db, "case-studies", "yaml", path)

    other = open_database(f"sqlite:///{tmp_path / 'other.db'}")
    try:
        bank_service.import_bank_file(other, path)
        bank = bank_service.get_bank(other, "case-studies")
        assert bank is not None
        cases = {q.id: q.scenario.id if q.scenario else "" for q in bank.questions}
        assert cases["cv-2"] == "chatbot"
        assert cases["bot-1"] == ""
        assert cases["alone-1"] == "vision-startup"
        assert cases["cv-1"] == "vision-startup"
        assert [s.id for s in bank.scenarios] == ["vision-startup", "chatbot"]
    finally:
        other.close()


def test_a_case_study_the_file_dropped_stays_a_choice_for_the_question_that_kept_it(
    db: Database, tmp_path: Path
) -> None:
    """A question edited here keeps its scenario when a newer file drops it: its editor
    still offers that one (saving keeps it), and no other question's does."""
    edited = workshop.open_question(db, "case-studies", "bot-1")
    form = replace(workshop.form_of(edited.question), short="Edited here.")
    workshop.save_question(
        db,
        "case-studies",
        form,
        choice_rows=[c.id for c in edited.question.choices],
        expected_version=edited.version,
    )
    text = CASES.read_text(encoding="utf-8").replace("    scenario: chatbot\n", "")
    text = text[: text.index("  - id: chatbot")] + text[text.index("questions:") :]
    newer = tmp_path / "case-studies.yaml"
    newer.write_text(text, encoding="utf-8")
    bank_service.import_bank_file(db, newer)

    context = workshop.bank_context(db, "case-studies", "bot-1")
    assert [s.id for s in context.scenarios] == ["vision-startup"]
    assert context.kept_scenario is not None and context.kept_scenario.id == "chatbot"
    assert workshop.bank_context(db, "case-studies", "bot-2").kept_scenario is None
    kept = set_case(db, "bot-1", "chatbot")
    assert kept.question.scenario is not None and kept.question.scenario.id == "chatbot"
    set_case(db, "bot-1", "")
    assert workshop.bank_context(db, "case-studies", "bot-1").kept_scenario is None
    with pytest.raises(workshop.FormInvalidError):
        set_case(db, "bot-1", "chatbot")  # gone for good once it was let go
