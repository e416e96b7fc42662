"""Case studies in the database: stored with the bank, drawn together, kept for history."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from simulator.data import banks as bank_store
from simulator.data.db import Database, open_database
from simulator.domain.blueprint import Mode
from simulator.domain.model import Bank, Scenario
from simulator.formats.loader import load_bank
from simulator.formats.writer import dump_bank
from simulator.services import attempts, history
from simulator.services import banks as bank_service

CASES = Path(__file__).parent.parent / "data" / "banks" / "case-studies.yaml"


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = open_database(f"sqlite:///{tmp_path / 'cases.db'}")
    bank_service.import_bank_file(database, CASES)
    yield database
    database.close()


def stored(db: Database) -> Bank:
    with db.session() as s:
        bank = bank_store.load_bank(s, "case-studies")
    assert bank is not None
    return bank


def write(bank: Bank, path: Path) -> Path:
    path.write_text(dump_bank(bank), encoding="utf-8")
    return path


def with_scenario_text(bank: Bank, scenario_id: str, text: str) -> Bank:
    """The bank with one scenario's text changed, in its list and in its questions."""
    old = next(s for s in bank.scenarios if s.id == scenario_id)
    new = replace(old, text=text)
    return replace(
        bank,
        scenarios=tuple(new if s == old else s for s in bank.scenarios),
        questions=tuple(
            replace(q, scenario=new) if q.scenario == old else q for q in bank.questions
        ),
    )


def test_scenarios_are_stored_with_the_bank_and_read_back_unchanged(db: Database) -> None:
    original = load_bank(CASES)
    bank = stored(db)
    assert bank.scenarios == original.scenarios
    assert [(q.id, q.scenario) for q in bank.questions] == [
        (q.id, q.scenario) for q in original.questions
    ]
    report = bank_service.import_bank_file(db, CASES)
    assert report.counts.unchanged == len(original.questions)  # nothing seen as changed


def test_an_exported_bank_imports_back_with_its_scenarios(db: Database, tmp_path: Path) -> None:
    target = tmp_path / "export.yaml"
    bank_service.export_stored_bank(db, "case-studies", "yaml", target)
    back = load_bank(target)
    assert back.scenarios == load_bank(CASES).scenarios
    assert [q.scenario for q in back.questions] == [q.scenario for q in stored(db).questions]


def test_an_export_of_some_questions_takes_only_their_scenarios(
    db: Database, tmp_path: Path
) -> None:
    target = tmp_path / "some.yaml"
    bank, _ = bank_service.export_stored_bank(
        db, "case-studies", "yaml", target, question_ids={"bot-1", "alone-1"}
    )
    assert [s.id for s in bank.scenarios] == ["chatbot"]
    assert [s.id for s in load_bank(target).scenarios] == ["chatbot"]


def test_a_re_import_updates_the_scenarios_and_their_questions(
    db: Database, tmp_path: Path
) -> None:
    changed = with_scenario_text(load_bank(CASES), "chatbot", "Answers within 100 ms.")
    changed = replace(changed, scenarios=changed.scenarios[1:])  # the list loses the first…
    changed = replace(  # … and its questions stand alone
        changed,
        questions=tuple(
            replace(q, scenario=None)
            if q.scenario is not None and q.scenario.id == "vision-startup"
            else q
            for q in changed.questions
        ),
    )
    report = bank_service.import_bank_file(db, write(changed, tmp_path / "changed.yaml"))
    assert report.counts.updated == 5  # three lost their scenario, two show a new text
    bank = stored(db)
    assert bank.scenarios == (
        Scenario("chatbot", "A bank deploys a chatbot", "Answers within 100 ms."),
    )
    assert {q.id: q.scenario for q in bank.questions} == {
        q.id: q.scenario for q in changed.questions
    }


def test_a_past_attempt_shows_the_scenario_its_candidate_read(db: Database, tmp_path: Path) -> None:
    spec = attempts.spec_for(db, "case-studies", Mode.EXAM, seed=3)
    active = attempts.start_attempt(db, spec)
    session = active.session
    read_then = {q.question_id: q.question.scenario for q in session.exam.questions}
    session.submit()
    changed = with_scenario_text(load_bank(CASES), "chatbot", "Answers within 100 ms.")
    bank_service.import_bank_file(db, write(changed, tmp_path / "changed.yaml"))

    review = history.attempt_review(db, active.attempt_id)
    assert {q.question_id: q.question.scenario for q in review.exam.questions} == read_then
    assert (
        next(q for q in stored(db).questions if q.id == "bot-1").scenario == (changed.scenarios[1])
    )
    fresh = attempts.start_attempt(db, attempts.spec_for(db, "case-studies", Mode.EXAM, seed=4))
    shown = {q.question.scenario for q in fresh.session.exam.questions}
    assert changed.scenarios[1] in shown and load_bank(CASES).scenarios[1] not in shown


def test_an_edit_in_the_app_keeps_the_question_in_its_scenario(db: Database) -> None:
    from simulator.services import workshop

    opened = workshop.open_question(db, "case-studies", "cv-2")
    form = replace(
        workshop.form_of(opened.question), prompt="Which change moves JPEG decoding to the GPU?"
    )
    workshop.save_question(
        db,
        "case-studies",
        form,
        choice_rows=[c.id for c in opened.question.choices],
        expected_version=opened.version,
    )
    assert bank_service.import_bank_file(db, CASES).counts.kept == 1  # the edit is kept
    question = next(q for q in stored(db).questions if q.id == "cv-2")
    assert question.prompt == "Which change moves JPEG decoding to the GPU?"
    assert question.scenario is not None and question.scenario.id == "vision-startup"


@pytest.mark.parametrize("seed", range(12))
def test_a_draw_keeps_each_scenarios_questions_together_in_file_order(
    db: Database, seed: int
) -> None:
    spec = attempts.spec_for(db, "case-studies", Mode.EXAM, seed=seed, question_count=6)
    paper = attempts.draw_paper(db, spec)
    file_order = [q.id for q in load_bank(CASES).questions]
    scenarios = [q.question.scenario.id if q.question.scenario else None for q in paper.questions]
    for case in ("vision-startup", "chatbot"):
        places = [i for i, s in enumerate(scenarios) if s == case]
        assert places == list(range(places[0], places[0] + len(places))) if places else True
        ids = [paper.questions[i].question_id for i in places]
        assert ids == sorted(ids, key=file_order.index)
